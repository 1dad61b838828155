//! Composes a position into a canvas: header, board, last move, panels.

use zertz_rules::{Board, Colour, DrawReason, MoveEffect, Outcome, Player, Position, Square, SquareSet, WinReason};

use crate::canvas::Canvas;
use crate::font::{Fonts, Style};
use crate::paint::Painting;
use crate::palette::{ink, mix, Palette, Rgb};
use crate::shapes;
use crate::sprite::Sprite;
use crate::theme::*;

/// Where a board's rings go on the canvas, and its sprites.
pub struct BoardLayout {
    spacing: f32,
    centre: (f32, f32),
    mid: (f32, f32),
    ring: Sprite,
    marbles: [Sprite; 3],
    placed: Sprite,
    highlight: Sprite,
    ghost: Sprite,
    claimed: Sprite,
    captured: Sprite,
    /// A capture's arrow for each of the six directions of a jump, by
    /// angle: up, then clockwise in steps of 60°.
    arrows: [Sprite; 6],
}

impl BoardLayout {
    /// Fits `board` in the board area and draws its sprites.
    pub fn new(board: Board) -> BoardLayout {
        BoardLayout::around(board, board.squares())
    }

    /// Fits `rings` of `board` in the board area, as large as they let
    /// the sprites be, and draws its sprites.
    pub fn around(board: Board, rings: impl Iterator<Item = Square>) -> BoardLayout {
        let (mut xmin, mut xmax, mut ymin, mut ymax) = (i8::MAX, i8::MIN, i8::MAX, i8::MIN);
        for sq in rings {
            let (x, y) = board.doubled(sq);
            (xmin, xmax, ymin, ymax) = (xmin.min(x), xmax.max(x), ymin.min(y), ymax.max(y));
        }
        // One ring of margin on every side holds the coordinates.
        let cols = (xmax - xmin) as f32 * SIN_60 + 2.3;
        let rows = (ymax - ymin) as f32 / 2.0 + 2.3;
        let spacing = (BOARD_WIDTH / cols).min(BOARD_HEIGHT / rows).floor();
        let s = spacing;
        let ring_r = 0.47 * s;
        let marble_r = 0.355 * s;
        let jump = 2.0 * s;
        let arrows = std::array::from_fn(|i| {
            let angle = (-90.0 + 60.0 * i as f32).to_radians();
            let u = (angle.cos(), angle.sin());
            let w = (0.085 * s).max(4.0);
            shapes::arrow(u, jump, 0.38 * s, w, 0.17 * s, ink::PATH)
        });
        BoardLayout {
            spacing,
            centre: (WIDTH as f32 / 2.0, BOARD_TOP + BOARD_HEIGHT / 2.0),
            mid: ((xmin + xmax) as f32 / 2.0, (ymin + ymax) as f32 / 2.0),
            ring: shapes::ring(ring_r, 0.16 * s),
            marbles: ink::MARBLES.map(|base| shapes::marble(marble_r, base)),
            placed: shapes::band(marble_r + 1.5, marble_r + 5.0, ink::GOLD, 1.0),
            highlight: shapes::band(ring_r - 1.0, ring_r + 3.0, ink::HIGHLIGHT, 1.0),
            ghost: shapes::band(ring_r - 3.0, ring_r, ink::GHOST, 0.85),
            claimed: shapes::band(ring_r - 3.0, ring_r, ink::CLAIM, 0.9),
            captured: shapes::cross(0.16 * s + 0.5, 5.2, ink::RED),
            arrows,
        }
    }

    fn sprites_mut(&mut self) -> impl Iterator<Item = &mut Sprite> {
        [
            &mut self.ring,
            &mut self.placed,
            &mut self.highlight,
            &mut self.ghost,
            &mut self.claimed,
            &mut self.captured,
        ]
        .into_iter()
        .chain(&mut self.marbles)
        .chain(&mut self.arrows)
    }

    /// Every colour the board can show, for palette training.
    pub fn samples(&self, out: &mut Vec<Rgb>) {
        self.ring.samples_over(ink::BG, out);
        for m in &self.marbles {
            m.samples_over(ink::RING, out);
            m.samples_over(ink::BG, out);
        }
        for s in [&self.placed, &self.highlight, &self.ghost, &self.claimed] {
            s.samples_over(ink::BG, out);
            s.samples_over(ink::RING, out);
        }
        self.captured.samples_over(ink::RING, out);
        for a in &self.arrows {
            a.samples_over(ink::RING, out);
            a.samples_over(ink::BG, out);
        }
    }

    /// Looks up the sprites' palette indices.
    pub fn prepare(&mut self, palette: &Palette) {
        for s in self.sprites_mut() {
            s.prepare(palette);
        }
    }

    /// The pixel centre of doubled coordinates (x, y).
    fn point(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (
            self.centre.0 + (x - self.mid.0) * SIN_60 * self.spacing,
            self.centre.1 - (y - self.mid.1) * self.spacing / 2.0,
        )
    }

    /// The pixel centre of `sq` on `board`.
    pub fn centre_of(&self, board: Board, sq: Square) -> (f32, f32) {
        let (x, y) = board.doubled(sq);
        self.point((x as f32, y as f32))
    }
}

/// Names and extras for one picture.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// The position to draw.
    pub position: &'a Position,
    /// What the last move did, to mark it.
    pub last: Option<&'a MoveEffect>,
    /// The players' names, first player first.
    pub names: [&'a str; 2],
    /// Rings to highlight (for example the free rings).
    pub highlights: SquareSet,
    /// A marble not placed yet, drawn where a move being chosen would
    /// put it.
    pub pending: Option<(Colour, Square)>,
    /// Rings crossed out: the ring a move being chosen would remove, or
    /// the marbles it would jump.
    pub crossed: SquareSet,
    /// Capture paths to draw besides the last move's, each start first
    /// (the captures a player may choose from).
    pub paths: &'a [Vec<Square>],
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// Moves played so far.
    pub ply: usize,
    /// The words it shows, in its reader's language.
    pub labels: &'a Labels,
    /// The rings to frame the board around, with their coordinates (a
    /// lesson's small board); `None` frames the whole board.
    pub frame: Option<SquareSet>,
}

/// The words a board card shows, in its reader's language: the caller
/// gives them (this crate knows no language), English by default. Each
/// is a template whose `{…}` parts are filled in as it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    /// After the title: `{variant} · {rings} rings · move {ply}`.
    pub header: String,
    /// `{name} to move`.
    pub to_move: String,
    /// `{name} won: …`, by how: a goal, a full board, a resignation, time.
    pub won: [String; 4],
    /// `Draw: …`, by how: repetition, two passes, agreement.
    pub drawn: [String; 3],
    /// `each {count}/{goal}`.
    pub each: String,
    /// The pool's label.
    pub pool: String,
    /// The pool when it is empty.
    pub pool_empty: String,
}

impl Labels {
    /// The English words.
    pub fn english() -> &'static Labels {
        static ENGLISH: std::sync::LazyLock<Labels> = std::sync::LazyLock::new(|| Labels {
            header: "{variant} · {rings} rings · move {ply}".into(),
            to_move: "{name} to move".into(),
            // The rules' own words for each way a game ends.
            won: [
                WinReason::Goal,
                WinReason::FullBoard,
                WinReason::Resignation,
                WinReason::Time,
            ]
            .map(|how| format!("{{name}} won: {how}")),
            drawn: [DrawReason::Repetition, DrawReason::TwoPasses, DrawReason::Agreement]
                .map(|how| format!("Draw: {how}")),
            each: "each {count}/{goal}".into(),
            pool: "Pool".into(),
            pool_empty: "empty: players place from their own captures".into(),
        });
        &ENGLISH
    }

    /// How the game ended, `name` naming a player: "alice won: …".
    pub fn outcome(&self, outcome: Outcome, name: impl Fn(Player) -> String) -> String {
        match outcome {
            Outcome::Won { winner, reason } => {
                let how = match reason {
                    WinReason::Goal => 0,
                    WinReason::FullBoard => 1,
                    WinReason::Resignation => 2,
                    WinReason::Time => 3,
                };
                filled(&self.won[how], &[("name", &name(winner))])
            }
            Outcome::Drawn { reason } => {
                let how = match reason {
                    DrawReason::Repetition => 0,
                    DrawReason::TwoPasses => 1,
                    DrawReason::Agreement => 2,
                };
                self.drawn[how].clone()
            }
        }
    }
}

/// `template` with each `{key}` replaced by its value.
fn filled(template: &str, values: &[(&str, &str)]) -> String {
    values.iter().fold(template.to_string(), |s, (key, value)| {
        s.replace(&format!("{{{key}}}"), value)
    })
}

impl<'a> Scene<'a> {
    /// A scene of `position` with default names and nothing marked.
    pub fn new(position: &'a Position) -> Scene<'a> {
        Scene {
            position,
            last: None,
            names: ["Player 1", "Player 2"],
            highlights: SquareSet::EMPTY,
            pending: None,
            crossed: SquareSet::EMPTY,
            paths: &[],
            outcome: position.outcome(),
            ply: 0,
            labels: Labels::english(),
            frame: None,
        }
    }

    /// The current position of `game`, `last` (its last move's effect)
    /// marked.
    pub fn of_game(
        game: &'a zertz_rules::Game,
        last: Option<&'a MoveEffect>,
        names: [&'a str; 2],
        highlights: SquareSet,
    ) -> Scene<'a> {
        Scene {
            position: game.position(),
            last,
            names,
            highlights,
            pending: None,
            crossed: SquareSet::EMPTY,
            paths: &[],
            outcome: game.outcome(),
            ply: game.ply(),
            labels: Labels::english(),
            frame: None,
        }
    }
}

/// Everything needed to draw: palette, fonts, one layout per board.
pub struct Assets {
    pub(crate) palette: Palette,
    pub(crate) fonts: Fonts,
    layouts: [BoardLayout; 3],
    mini: [Sprite; 3],
    turn_dot: Sprite,
    /// What every picture of each board shares, drawn once.
    backgrounds: Vec<Canvas>,
    /// Where a card's PNG bands end.
    cuts: Vec<usize>,
}

impl Assets {
    /// Draws every sprite, trains the palette on them, loads the fonts.
    pub fn new() -> Result<Assets, crate::RenderError> {
        let mut layouts = Board::ALL.map(BoardLayout::new);
        let mut mini = ink::MARBLES.map(|c| shapes::marble(10.5, c));
        let mut turn_dot = shapes::dot(7.0, ink::GOLD);
        let mut samples = Vec::with_capacity(400_000);
        for l in &layouts {
            l.samples(&mut samples);
        }
        for m in &mini {
            m.samples_over(ink::PANEL, &mut samples);
        }
        // Text and line ramps over each surface, weighted so they get room.
        let inks = [
            ink::TEXT,
            ink::DIM,
            ink::GOLD,
            ink::PATH,
            ink::RED,
            ink::CLAIM,
            ink::HIGHLIGHT,
        ];
        for _ in 0..40 {
            for under in [ink::BG, ink::PANEL, ink::RING] {
                for over in inks {
                    samples.extend((0..=16u16).map(|t| mix(under, over, (t * 255 / 16) as u8)));
                }
            }
        }
        let exact = [
            ink::BG,
            ink::PANEL,
            ink::TEXT,
            ink::DIM,
            ink::GOLD,
            ink::PATH,
            ink::RED,
            ink::GHOST,
            ink::CLAIM,
            ink::HIGHLIGHT,
        ];
        let palette = Palette::train(&exact, &samples);
        for l in &mut layouts {
            l.prepare(&palette);
        }
        for m in &mut mini {
            m.prepare(&palette);
        }
        turn_dot.prepare(&palette);
        let fonts = Fonts::new(&STYLES).map_err(crate::RenderError::Font)?;
        let mut assets = Assets {
            palette,
            fonts,
            layouts,
            mini,
            turn_dot,
            backgrounds: Vec::new(),
            cuts: band_cuts(),
        };
        assets.backgrounds = Board::ALL.iter().map(|&b| assets.background(b)).collect();
        Ok(assets)
    }

    fn board_index(&self, board: Board) -> usize {
        Board::ALL.iter().position(|&b| b == board).unwrap_or(0)
    }

    fn layout(&self, board: Board) -> &BoardLayout {
        &self.layouts[self.board_index(board)]
    }

    /// Where `sq` is drawn on a picture of `board`, in pixels.
    pub fn square_centre(&self, board: Board, sq: Square) -> (f32, f32) {
        self.layout(board).centre_of(board, sq)
    }

    /// Draws a scene.
    pub fn draw(&self, scene: &Scene) -> Canvas {
        match scene.frame {
            Some(rings) => self.framed(scene, rings),
            None => self.painting(scene).canvas(),
        }
    }

    /// The steps that draw a scene over its board's background.
    pub(crate) fn painting(&self, scene: &Scene) -> Painting<'_> {
        let board = self.board_index(scene.position.board());
        // Three boards: the index fits.
        let background = (&self.backgrounds[board], board as u8);
        let mut c = Painting::new(&self.palette, &self.fonts, background, &self.cuts);
        self.header(&mut c, scene);
        self.board(&mut c, scene, self.layout(scene.position.board()));
        self.panels(&mut c, scene);
        c
    }

    /// A scene framed around `rings`: a layout and a background of its
    /// own, drawn at once (a lesson's board: too rare to keep).
    pub(crate) fn framed(&self, scene: &Scene, rings: SquareSet) -> Canvas {
        let board = scene.position.board();
        let mut layout = BoardLayout::around(board, rings);
        layout.prepare(&self.palette);
        let background = self.background_of(board, &layout, rings);
        // Never cached by its bands: the id stands for no board's.
        let mut c = Painting::new(&self.palette, &self.fonts, (&background, u8::MAX), &self.cuts);
        self.header(&mut c, scene);
        self.board(&mut c, scene, &layout);
        self.panels(&mut c, scene);
        c.canvas()
    }

    /// What every picture of `board` shares: the title, the rule under
    /// the header, the coordinates, the panels and the pool's label.
    fn background(&self, board: Board) -> Canvas {
        let all = board.squares().fold(SquareSet::EMPTY, SquareSet::with);
        self.background_of(board, self.layout(board), all)
    }

    /// The same for a picture of `rings` of `board` drawn by `layout`.
    fn background_of(&self, board: Board, layout: &BoardLayout, rings: SquareSet) -> Canvas {
        let (p, f) = (&self.palette, &self.fonts);
        let mut c = Canvas::new(WIDTH, HEIGHT, p.index(ink::BG));
        f.draw(&mut c, p, TITLE, "ZÈRTZ", (24.0, HEADER_BASELINE), ink::TEXT);
        c.fill_rect(
            24,
            HEADER as i32 - 2,
            WIDTH as i32 - 48,
            1,
            p.index(mix(ink::BG, ink::DIM, 70)),
        );
        self.coordinates(&mut c, board, layout, rings);
        for i in 0..2 {
            c.fill_rect(
                16,
                PANEL_TOP + i * PANEL_STEP,
                WIDTH as i32 - 32,
                PANEL_HEIGHT,
                p.index(ink::PANEL),
            );
        }
        c
    }

    fn text_right(c: &mut Painting, style: Style, text: &str, right: f32, y: i32, rgb: Rgb) {
        let w = c.width(style, text);
        c.text(style, text, (right - w, y), rgb);
    }

    fn header<'a>(&'a self, c: &mut Painting<'a>, scene: &Scene) {
        let f = &self.fonts;
        let x = 24.0 + f.width(TITLE, "ZÈRTZ");
        let labels = scene.labels;
        let (variant, rings, ply) = (
            scene.position.variant().to_string(),
            scene.position.board().ring_count().to_string(),
            scene.ply.to_string(),
        );
        let sub = filled(
            &labels.header,
            &[("variant", &variant), ("rings", &rings), ("ply", &ply)],
        );
        c.text(BODY, &format!("  {sub}"), (x, HEADER_BASELINE), ink::DIM);
        let name = |pl: Player| f.fit(NAME, scene.names[pl.index()], 210.0);
        let (status, colour) = match scene.outcome {
            None => (
                filled(&labels.to_move, &[("name", &name(scene.position.turn()))]),
                ink::TEXT,
            ),
            Some(o @ Outcome::Won { .. }) => (labels.outcome(o, name), ink::GOLD),
            Some(o @ Outcome::Drawn { .. }) => (labels.outcome(o, name), ink::TEXT),
        };
        let status = f.fit(NAME, &status, 420.0);
        Self::text_right(c, NAME, &status, WIDTH as f32 - 24.0, HEADER_BASELINE, colour);
    }

    fn board<'a>(&'a self, c: &mut Painting<'a>, scene: &Scene, l: &'a BoardLayout) {
        let pos = scene.position;
        let board = pos.board();
        let at = |sq: Square| {
            let (x, y) = l.centre_of(board, sq);
            (x.round() as i32, y.round() as i32)
        };
        if let Some(last) = scene.last {
            if let Some(r) = last.removed {
                let (x, y) = at(r);
                c.sprite(&l.ghost, x, y);
            }
            for &(sq, colour) in &last.claimed {
                let (x, y) = at(sq);
                c.sprite(&l.claimed, x, y);
                c.sprite(&self.mini[colour.index()], x, y);
            }
        }
        for sq in pos.rings() {
            let (x, y) = at(sq);
            c.sprite(&l.ring, x, y);
        }
        for sq in scene.highlights & pos.rings() {
            let (x, y) = at(sq);
            c.sprite(&l.highlight, x, y);
        }
        for colour in Colour::ALL {
            for sq in pos.marbles(colour) {
                let (x, y) = at(sq);
                c.sprite(&l.marbles[colour.index()], x, y);
            }
        }
        if let Some((colour, sq)) = scene.pending {
            let (x, y) = at(sq);
            c.sprite(&l.marbles[colour.index()], x, y);
            c.sprite(&l.placed, x, y);
        }
        // The paths first: a jumped marble's cross sits where its jump's
        // arrow does, and must show.
        for path in scene.paths {
            Self::arrows(c, l, board, path);
        }
        for sq in scene.crossed & pos.rings() {
            let (x, y) = at(sq);
            c.sprite(&l.captured, x, y);
        }
        let Some(last) = scene.last else { return };
        if let Some((_, sq)) = last.placed {
            let (x, y) = at(sq);
            c.sprite(&l.placed, x, y);
        }
        for &(sq, _) in &last.captured {
            let (x, y) = at(sq);
            c.sprite(&l.captured, x, y);
        }
        Self::arrows(c, l, board, &last.path);
    }

    /// An arrow over each jump of `path`, start first.
    fn arrows<'a>(c: &mut Painting<'a>, l: &'a BoardLayout, board: Board, path: &[Square]) {
        for pair in path.windows(2) {
            let (a, b) = (l.centre_of(board, pair[0]), l.centre_of(board, pair[1]));
            // The prepared arrow nearest in angle: jumps go one of six ways.
            let angle = (b.1 - a.1).atan2(b.0 - a.0).to_degrees() + 90.0;
            let way = (angle / 60.0).round().rem_euclid(6.0) as usize;
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            c.sprite(&l.arrows[way], mid.0.round() as i32, mid.1.round() as i32);
        }
    }

    /// Column letters below each column; row numbers at both ends of each
    /// row, where the row's zigzag line leaves the board.
    fn coordinates(&self, c: &mut Canvas, board: Board, l: &BoardLayout, rings: SquareSet) {
        let (p, f) = (&self.palette, &self.fonts);
        let squares = || board.squares().filter(|&s| rings.contains(s));
        let tallest = squares().map(|s| s.row()).max().unwrap_or(0);
        let mut label = |text: &str, (x, y): (f32, f32)| {
            let (px, py) = l.point((x, y));
            let w = f.width(COORD, text);
            f.draw(c, p, COORD, text, (px - w / 2.0, (py + 6.0).round() as i32), ink::DIM);
        };
        for col in 0..board.columns() {
            let column: Vec<Square> = squares().filter(|s| s.col() == col).collect();
            let (Some(&bottom), Some(&top)) = (column.first(), column.last()) else {
                continue;
            };
            let letter = ((b'a' + col) as char).to_string();
            let (x, y) = board.doubled(bottom);
            label(&letter, (x as f32, y as f32 - 1.75));
            // Above the tallest column only: elsewhere the top edge holds
            // the row numbers.
            if top.row() == tallest {
                let (x, y) = board.doubled(top);
                label(&letter, (x as f32, y as f32 + 1.75));
            }
        }
        for row in 1..=tallest {
            let in_row: Vec<Square> = squares().filter(|s| s.row() == row).collect();
            let (Some(&first), Some(&last)) = (in_row.first(), in_row.last()) else {
                continue;
            };
            let (x, y) = board.doubled(first);
            label(&row.to_string(), (x as f32 - 0.9, y as f32 + 0.9));
            let (x, y) = board.doubled(last);
            label(&row.to_string(), (x as f32 + 0.9, y as f32 + 0.9));
        }
    }

    fn panels<'a>(&'a self, c: &mut Painting<'a>, scene: &Scene) {
        let f = &self.fonts;
        let pos = scene.position;
        let marbles = pos.variant().marbles;
        let goal = marbles.goal();
        for (i, player) in [Player::First, Player::Second].into_iter().enumerate() {
            let mid = panel_mid(i as i32);
            let to_move = scene.outcome.is_none() && pos.turn() == player;
            if to_move {
                c.sprite(&self.turn_dot, 36, mid);
            }
            let won = scene.outcome.and_then(Outcome::winner) == Some(player);
            let name = f.fit(NAME, scene.names[player.index()], 250.0);
            let colour = if won { ink::GOLD } else { ink::TEXT };
            c.text(NAME, &name, (54.0, mid + 8), colour);
            let caught = pos.captured(player);
            let mut x = 330.0;
            for colour in Colour::ALL {
                c.sprite(&self.mini[colour.index()], x as i32, mid);
                let text = format!("{}/{}", caught.get(colour), goal.get(colour));
                let near = caught.get(colour) + 1 >= goal.get(colour);
                c.text(
                    BODY,
                    &text,
                    (x + 16.0, mid + 7),
                    if near { ink::GOLD } else { ink::TEXT },
                );
                x += 100.0;
            }
            let each = caught.0.iter().min().copied().unwrap_or(0).to_string();
            let goal = marbles.goal_each().to_string();
            let text = filled(&scene.labels.each, &[("count", &each), ("goal", &goal)]);
            c.text(BODY, &text, (x - 8.0, mid + 7), ink::DIM);
        }
        let mid = POOL_MID;
        c.text(BODY, &scene.labels.pool, (30.0, POOL_TOP + 31), ink::DIM);
        let pool = pos.pool();
        if pool.is_empty() {
            c.text(BODY, &scene.labels.pool_empty, (100.0, mid + 7), ink::DIM);
            return;
        }
        let mut x = 110.0;
        for colour in Colour::ALL {
            c.sprite(&self.mini[colour.index()], x as i32, mid);
            c.text(BODY, &pool.get(colour).to_string(), (x + 16.0, mid + 7), ink::TEXT);
            x += 80.0;
        }
    }
}
