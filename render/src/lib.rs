//! ZÈRTZ positions as pictures: PNG boards, GIF replays, text boards.
//!
//! Everything costly is prepared once in [`Renderer::new`], drawn with
//! `imageproc`: sprites of rings, marbles, markers and arrows for each
//! board, the glyphs of the fonts, each board's background, a 256-colour
//! palette trained on them and a colour lookup table. A picture is then
//! stamped straight into palette indices and written as an indexed PNG,
//! and a replay shares that palette across its GIF frames.
//!
//! ```
//! use zertz_rules::{Game, Variant};
//! use zertz_render::Renderer;
//!
//! let renderer = Renderer::shared().unwrap();
//! let mut game = Game::new(Variant::STANDARD);
//! game.play_notation("Wd4,a1").unwrap();
//! let png = renderer.game_png(&game, ["alice", "bob"]).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod bands;
mod canvas;
mod chart;
mod font;
mod paint;
mod palette;
mod picture;
mod race;
mod shapes;
mod sprite;
mod table;
mod text;
mod theme;
mod win_chance;

use std::sync::OnceLock;

use zertz_rules::{Game, Player, SquareSet};

pub use canvas::Canvas;
pub use chart::{ChartWords, Series, CHART_HEIGHT, CHART_WIDTH};
pub use palette::ink;
pub use palette::{Palette, Rgb};
pub use picture::{Labels, Scene};
pub use race::{race, RACE_HEIGHT, RACE_WIDTH};
pub use table::{Table, TABLE_ROWS};
pub use text::{text_board, text_status};
pub use theme::{HEIGHT, WIDTH};
pub use win_chance::{WIN_CHANCE_HEIGHT, WIN_CHANCE_WIDTH};

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The vendored font did not load.
    #[error(transparent)]
    Font(font::FontError),
    /// PNG encoding failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// Writing the PNG failed (a picture too large for one).
    #[error("PNG writing failed: {0}")]
    PngWrite(#[from] std::io::Error),
    /// GIF encoding failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
    /// A chart could not be encoded.
    #[error("chart encoding failed: {0}")]
    Chart(String),
}

/// Draws pictures; build once and share.
pub struct Renderer {
    assets: picture::Assets,
    /// Compressed bands of recent boards, shared by every board drawn.
    bands: bands::BandCache,
    /// The palette as PNG's PLTE wants it.
    plte: Vec<u8>,
}

/// Pause on each replay frame, in hundredths of a second.
const GIF_FRAME_DELAY: u16 = 90;
/// Pause on the final frame.
const GIF_LAST_DELAY: u16 = 400;

impl Renderer {
    /// The chart of `series` under `title`, as a PNG, captioned in the
    /// reader's words by `words` from the number of rated games (of the
    /// longest series) and the days they span.
    pub fn rating_chart(
        &self,
        title: &str,
        series: &[Series],
        words: &dyn Fn(usize, i64) -> String,
    ) -> Result<Vec<u8>, RenderError> {
        chart::rating_chart(&self.assets, title, series, words)
    }

    /// The capture race of `game` as a PNG: a stepped line per player of
    /// the marbles won, move by move; the legend gives each one's haul.
    pub fn capture_race(&self, game: &Game, names: [&str; 2], words: ChartWords) -> Result<Vec<u8>, RenderError> {
        race::capture_race(&self.assets, game, names, words)
    }

    /// `table` as a PNG.
    pub fn table_png(&self, table: &Table) -> Result<Vec<u8>, RenderError> {
        table::table_png(&self.assets, table)
    }

    /// The graph as a PNG. `chances` holds the first mover's win chance
    /// (0 to 1) before the first move and after each move; `blunders`
    /// the numbers (from 1) of the moves marked blunders, with who made
    /// them, drawn as dots; `worst` the costliest moves, dotted too and
    /// labelled with their number. Move numbers run along the bottom.
    pub fn win_chance_graph(
        &self,
        chances: &[f64],
        blunders: &[(usize, Player)],
        worst: &[(usize, Player)],
        names: [&str; 2],
        words: ChartWords,
    ) -> Result<Vec<u8>, RenderError> {
        win_chance::win_chance_graph(&self.assets, chances, blunders, worst, names, words)
    }

    /// Prepares sprites, glyphs, backgrounds and the palette (about a third
    /// of a second in a release build).
    pub fn new() -> Result<Renderer, RenderError> {
        let assets = picture::Assets::new()?;
        Ok(Renderer {
            plte: assets.palette.rgb_bytes(),
            assets,
            bands: bands::BandCache::default(),
        })
    }

    /// A renderer built on first use and kept for the life of the process.
    pub fn shared() -> Result<&'static Renderer, &'static RenderError> {
        static SHARED: OnceLock<Result<Renderer, RenderError>> = OnceLock::new();
        SHARED.get_or_init(Renderer::new).as_ref()
    }

    /// How many rows of PNG bands this renderer has painted and
    /// compressed so far: the bands of the rest came from its cache.
    pub fn rows_compressed(&self) -> u64 {
        self.bands.rows_made()
    }

    /// The palette every picture uses.
    pub fn palette(&self) -> &Palette {
        &self.assets.palette
    }

    /// Where a square's centre is drawn on a picture of `board`.
    pub fn square_centre(&self, board: zertz_rules::Board, sq: zertz_rules::Square) -> (f32, f32) {
        self.assets.square_centre(board, sq)
    }

    /// Draws a scene into an indexed canvas.
    pub fn canvas(&self, scene: &Scene) -> Canvas {
        self.assets.draw(scene)
    }

    /// Draws a scene and encodes it as an indexed PNG.
    /// Only the bands of rows not seen lately are drawn and compressed.
    pub fn png(&self, scene: &Scene) -> Result<Vec<u8>, RenderError> {
        if let Some(rings) = scene.frame {
            return self.encode_png(&self.assets.framed(scene, rings));
        }
        Ok(self.bands.png(&self.assets.painting(scene), &self.plte)?)
    }

    /// The current position of `game` with its last move marked.
    pub fn game_png(&self, game: &Game, names: [&str; 2]) -> Result<Vec<u8>, RenderError> {
        self.game_png_with(game, names, SquareSet::EMPTY)
    }

    /// As [`Renderer::game_png`], its words `labels` (in the reader's
    /// language).
    pub fn game_png_labelled(&self, game: &Game, names: [&str; 2], labels: &Labels) -> Result<Vec<u8>, RenderError> {
        let last = game.last_effect();
        self.png(&Scene {
            labels,
            ..Scene::of_game(game, last.as_ref(), names, SquareSet::EMPTY)
        })
    }

    /// As [`Renderer::game_png`], with rings highlighted.
    pub fn game_png_with(&self, game: &Game, names: [&str; 2], highlights: SquareSet) -> Result<Vec<u8>, RenderError> {
        let last = game.last_effect();
        self.png(&Scene::of_game(game, last.as_ref(), names, highlights))
    }

    /// The current position of `game` drawn, its last move marked, before
    /// encoding.
    pub fn game_canvas(&self, game: &Game, names: [&str; 2], highlights: SquareSet) -> Canvas {
        let last = game.last_effect();
        self.canvas(&Scene::of_game(game, last.as_ref(), names, highlights))
    }

    /// The board after `better` is played in `before`, the move marked as a
    /// last move is (its squares highlighted too): what the analysis
    /// suggests instead of a blunder. Its words are `labels`.
    pub fn suggestion_png(
        &self,
        before: &Game,
        better: &zertz_rules::Move,
        names: [&str; 2],
        labels: &Labels,
    ) -> Result<Vec<u8>, RenderError> {
        let pos = before.position();
        let effect = pos.effect(better);
        let mut after = *pos;
        after.play_unchecked(better);
        let mut highlights = SquareSet::EMPTY;
        for sq in effect
            .path
            .iter()
            .chain(effect.placed.map(|(_, s)| s).iter())
            .chain(effect.removed.iter())
        {
            highlights = highlights.with(*sq);
        }
        let scene = Scene {
            position: &after,
            last: Some(&effect),
            names,
            highlights,
            pending: None,
            crossed: SquareSet::EMPTY,
            paths: &[],
            outcome: after.outcome(),
            ply: before.ply() + 1,
            labels,
            frame: None,
        };
        self.png(&scene)
    }

    /// Encodes a canvas as an 8-bit indexed PNG with this palette: zlib
    /// level 1 without filters (palette indices do not predict from their
    /// neighbours), each band of rows compressed once and then reused
    /// while it stays the same. A typical board is about 46 KB.
    pub fn encode_png(&self, canvas: &Canvas) -> Result<Vec<u8>, RenderError> {
        Ok(self.bands.png(canvas, &self.plte)?)
    }

    /// An animated replay of `game`: the start, then one frame per move,
    /// with a longer pause on the last. Frames after the first hold only
    /// the rectangle that changed. Its words are `labels`.
    pub fn gif(&self, game: &Game, names: [&str; 2], labels: &Labels) -> Result<Vec<u8>, RenderError> {
        let mut out = Vec::new();
        {
            let palette = self.assets.palette.rgb_bytes();
            let mut enc = gif::Encoder::new(&mut out, WIDTH as u16, HEIGHT as u16, &palette)?;
            enc.set_repeat(gif::Repeat::Infinite)?;
            let positions = game.positions();
            let mut previous: Option<Canvas> = None;
            for (ply, pos) in positions.iter().enumerate() {
                let effect = ply.checked_sub(1).and_then(|i| {
                    let m = game.moves().get(i)?;
                    Some(positions.get(i)?.effect(m))
                });
                let last_frame = ply + 1 == positions.len();
                let scene = Scene {
                    position: pos,
                    last: effect.as_ref(),
                    names,
                    highlights: SquareSet::EMPTY,
                    pending: None,
                    crossed: SquareSet::EMPTY,
                    paths: &[],
                    outcome: if last_frame { game.outcome() } else { None },
                    ply,
                    labels,
                    frame: None,
                };
                let canvas = self.canvas(&scene);
                let delay = if last_frame { GIF_LAST_DELAY } else { GIF_FRAME_DELAY };
                let frame = delta_frame(previous.as_ref(), &canvas, delay);
                enc.write_frame(&frame)?;
                previous = Some(canvas);
            }
        }
        Ok(out)
    }
}

/// The part of `now` that differs from `before`, as a GIF frame.
fn delta_frame<'a>(before: Option<&Canvas>, now: &'a Canvas, delay: u16) -> gif::Frame<'a> {
    let (w, h) = (now.width, now.height);
    let full = |buffer| gif::Frame {
        width: w as u16,
        height: h as u16,
        buffer,
        delay,
        ..gif::Frame::default()
    };
    let Some(before) = before else {
        return full(std::borrow::Cow::Borrowed(&now.pixels));
    };
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let row = y * w..(y + 1) * w;
        let (a, b) = (&before.pixels[row.clone()], &now.pixels[row]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        (x0, x1, y0, y1) = (x0.min(first), x1.max(last), y0.min(y), y1.max(y));
    }
    if x0 > x1 {
        // Nothing changed: a one-pixel frame keeps the delay.
        (x0, x1, y0, y1) = (0, 0, 0, 0);
    }
    // Unchanged pixels inside the rectangle are transparent: long runs
    // that LZW packs tightly.
    let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
    for y in y0..=y1 {
        let row = y * w + x0..=y * w + x1;
        let pairs = before.pixels[row.clone()].iter().zip(&now.pixels[row]);
        buffer.extend(pairs.map(|(&a, &b)| if a == b { Palette::TRANSPARENT } else { b }));
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0 + 1) as u16,
        height: (y1 - y0 + 1) as u16,
        transparent: Some(Palette::TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        buffer: std::borrow::Cow::Owned(buffer),
        delay,
        ..gif::Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;
    use std::ops::Range;

    use super::*;
    use crate::bands::Bands;

    /// A picture cut into the default bands of 60 rows, not its own.
    struct EvenBands<'a, B>(&'a B);

    impl<B: Bands> Bands for EvenBands<'_, B> {
        fn size(&self) -> (usize, usize) {
            self.0.size()
        }
        fn key(&self, rows: Range<usize>) -> u128 {
            self.0.key(rows)
        }
        fn pixels(&self, rows: Range<usize>) -> Cow<'_, [u8]> {
            self.0.pixels(rows)
        }
    }

    #[test]
    fn a_move_compresses_far_fewer_rows_in_the_cards_bands_than_in_even_ones() {
        // A real game, board after board, as the bot draws it: the
        // header's status, the turn dot and the pool change every move.
        let record = include_str!("../../rules/tests/data/boardspace-1000.tsv")
            .lines()
            .filter_map(|l| zertz_rules::Record::parse(l).ok())
            .find(|r| r.moves.len() > 30 && r.replay().is_ok())
            .unwrap();
        let r = Renderer::new().unwrap();
        let even = bands::BandCache::default();
        let mut g = Game::new(record.variant);
        for m in &record.moves {
            g.play_notation(m).unwrap();
            let last = g.last_effect();
            let scene = Scene::of_game(&g, last.as_ref(), ["alice", "bob"], SquareSet::EMPTY);
            let painting = r.assets.painting(&scene);
            let own = r.bands.png(&painting, &r.plte).unwrap();
            let evenly = even.png(&EvenBands(&painting), &r.plte).unwrap();
            assert_ne!(own, evenly, "the card is cut in bands of its own");
        }
        let (own, evenly) = (r.rows_compressed(), even.rows_made());
        assert!(
            own * 4 <= evenly * 3,
            "{own} rows compressed against {evenly} in even bands"
        );
    }
}
