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
/// The pool's line, under the two players' panels.
pub const POOL_TOP: i32 = PANEL_TOP + 2 * PANEL_STEP;
/// sin 60°: rings in neighbouring columns are this far apart across, in
/// ring spacings.
pub const SIN_60: f32 = 0.866;

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
