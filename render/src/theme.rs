//! The board card's theme apart from its drawing (as lila-gif keeps it):
//! its sizes, where each part goes, and its text styles. The colours are
//! the palette's [`crate::palette::ink`].

use crate::font::Style;

/// Picture width in pixels.
pub const WIDTH: usize = 800;
/// Picture height in pixels.
pub const HEIGHT: usize = 920;

/// Height of the header: the title and the game's status.
pub const HEADER: f32 = 72.0;
/// The baseline of the header's line: the title, the game and its status.
pub const HEADER_BASELINE: i32 = 46;
/// Top of the board's area.
pub const BOARD_TOP: f32 = 76.0;
/// Height of the board's area.
pub const BOARD_HEIGHT: f32 = 636.0;
/// Width of the board's area.
pub const BOARD_WIDTH: f32 = 770.0;
/// Top of the first player's panel.
pub const PANEL_TOP: i32 = 718;
/// From one player's panel to the next.
pub const PANEL_STEP: i32 = 66;
/// A player's panel's height.
pub const PANEL_HEIGHT: i32 = 58;
/// The middle of player `i`'s panel (0 or 1): its line's centre.
pub const fn panel_mid(i: i32) -> i32 {
    PANEL_TOP + i * PANEL_STEP + PANEL_HEIGHT / 2
}
/// The pool's line, under the two players' panels.
pub const POOL_TOP: i32 = PANEL_TOP + 2 * PANEL_STEP;
/// The middle of the pool's line: its marbles' centres.
pub const POOL_MID: i32 = POOL_TOP + 24;
/// sin 60°: rings in neighbouring columns are this far apart across, in
/// ring spacings.
pub const SIN_60: f32 = 0.866;

/// Rows per PNG band across the board's area.
const BOARD_BAND: usize = 30;
/// Half the height of a line of text with its marbles, around its middle.
const LINE_HALF: i32 = 14;

/// Where a card's PNG bands end. A move changes the header's status, each
/// panel's line (the turn dot) and the pool's, and a few rings: each of
/// those lines is a band of its own, and the board's area is cut finer
/// than the rest: over a real game, 30% fewer rows are compressed than
/// with even bands of 60 (the README's figures).
pub fn band_cuts() -> Vec<usize> {
    // The middle of each line; text sits 7 or 8 rows under it.
    let panels = (0..2).map(panel_mid);
    let lines = [HEADER_BASELINE - 8].into_iter().chain(panels).chain([POOL_MID]);
    let edges = lines.flat_map(|mid| [mid - LINE_HALF, mid + LINE_HALF]);
    let (board_top, board_end) = (BOARD_TOP as usize, (BOARD_TOP + BOARD_HEIGHT) as usize);
    let board = (board_top..board_end).step_by(BOARD_BAND).chain([board_end]);
    let mut cuts: Vec<usize> = edges.map(|row| row.max(0) as usize).chain(board).collect();
    cuts.sort_unstable();
    cuts.dedup();
    cuts
}

/// The title, ZÈRTZ.
pub const TITLE: Style = Style::bold(28);
/// Players' names.
pub const NAME: Style = Style::bold(21);
/// Everything else.
pub const BODY: Style = Style::regular(19);
/// Ring coordinates around the board.
pub const COORD: Style = Style::bold(20);

/// All text styles used, for the glyphs prepared at start.
pub const STYLES: [Style; 4] = [TITLE, NAME, BODY, COORD];
