//! Puzzles: positions of real games where one move, and only that move,
//! wins by force, with the line that follows (the solver's only winning
//! moves and the defender's best replies), as lichess finds its puzzles.
//!
//! [`Finder`] finds them; [`Puzzle`] is one, written as a line of the
//! puzzle file and read back; [`Puzzle::judge`] tells whether an answer
//! is right.

use std::fmt;
use std::str::FromStr;

use zertz_rules::{Game, Move, Player, Position, Variant, WinReason};

use crate::search::{is_mate, Search};
use crate::{analysis, Engine, Level, Limits, Score, Settings, Weights, MATE, MATE_BOUND};

/// Nodes of the first look at each position: enough to see short wins.
pub const FIND_NODES: u64 = 50_000;
/// Nodes that prove a candidate: the winning move searched again, and
/// every other move tested against [`CLEARLY_WINNING`] one placement deeper.
pub const PROVE_NODES: u64 = 200_000;
/// The longest puzzle, in the solver's moves.
pub const MAX_SOLVER_MOVES: usize = 4;
/// A second move is "clearly worse" when it leaves the solver at most this
/// chance to win (lichess asks that the second move of a mate puzzle
/// score under about 86% for chess).
pub const CLEARLY_WINNING: f64 = 0.85;

/// What a puzzle shows, besides its board and length.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A solver's capture jumps two marbles or more.
    CaptureChain,
    /// A solver's placement claims marbles by isolation (R4.1).
    Isolation,
    /// A solver's placement hands the defender a capture.
    Sacrifice,
    /// The win reaches a goal of one colour (R5.1).
    GoalByColour,
    /// The win reaches the goal of so many of each colour (R5.1).
    GoalOfEach,
    /// The win fills the board (R4.4, R5.2).
    FullBoard,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 6] = [
        Theme::CaptureChain,
        Theme::Isolation,
        Theme::Sacrifice,
        Theme::GoalByColour,
        Theme::GoalOfEach,
        Theme::FullBoard,
    ];

    /// Its word in the puzzle file.
    pub fn word(self) -> &'static str {
        match self {
            Theme::CaptureChain => "capture-chain",
            Theme::Isolation => "isolation",
            Theme::Sacrifice => "sacrifice",
            Theme::GoalByColour => "goal-colour",
            Theme::GoalOfEach => "goal-each",
            Theme::FullBoard => "full-board",
        }
    }
}

impl FromStr for Theme {
    type Err = PuzzleError;
    fn from_str(s: &str) -> Result<Theme, PuzzleError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.word() == s)
            .ok_or_else(|| PuzzleError::Theme(s.to_string()))
    }
}

/// A puzzle line that cannot be read or does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// Too few or too many fields.
    #[error("a puzzle line has 8 tab-separated fields")]
    Shape,
    /// A number field is not a number.
    #[error("{0} is not a number")]
    Number(String),
    /// The variant is unknown.
    #[error(transparent)]
    Variant(#[from] zertz_rules::UnknownVariant),
    /// A theme word is unknown.
    #[error("unknown theme {0:?}")]
    Theme(String),
    /// A move does not replay.
    #[error("move {number} ({text}) does not replay: {reason}")]
    Move {
        /// From 1, over the position's moves then the solution's.
        number: usize,
        /// The move as written.
        text: String,
        /// The rules' reason.
        reason: String,
    },
    /// The solution is empty, ends on the defender's move, or the game is
    /// over where it starts.
    #[error("the solution must be an odd number of moves from a position still in play")]
    Solution,
}

/// A puzzle: a position of a real game, the side to move wins by force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable across runs: the source game's line number times 1,000 plus the ply.
    pub id: u32,
    /// The board and marbles.
    pub variant: Variant,
    /// The moves from the start to the puzzle's position.
    pub start: Vec<Move>,
    /// The solver's move, the defender's reply, and so on; the solver's last.
    pub solution: Vec<Move>,
    /// What it shows, sorted.
    pub themes: Vec<Theme>,
    /// The starting rating, from its length and themes.
    pub rating: u32,
}

/// How an answer to a puzzle's step was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// Right, and the line goes on with this reply.
    Right(Move),
    /// Right, and the puzzle is solved.
    Solved,
    /// Wrong: the move the solution wanted instead.
    Wrong(Move),
}

impl Puzzle {
    /// The game up to the puzzle's position.
    pub fn game(&self) -> Result<Game, PuzzleError> {
        replay(self.variant, &self.start, 0)
    }

    /// Who solves it.
    pub fn solver(&self) -> Player {
        if self.start.len().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The solver's moves in the solution.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// Judges `played` as the solver's move `step` (from 0), played in
    /// `pos`, the position after the solution's first `2 * step` moves.
    /// The solution's move is right; so is any other move that wins the
    /// game at once on the last step (as lichess accepts another mate).
    pub fn judge(&self, step: usize, pos: &Position, played: &Move) -> Judgement {
        let Some(&wanted) = self.solution.get(2 * step) else {
            return Judgement::Solved;
        };
        let last = 2 * step + 1 >= self.solution.len();
        let right = *played == wanted || (last && step > 0 && wins_at_once(pos, played));
        match (right, self.solution.get(2 * step + 1)) {
            (false, _) => Judgement::Wrong(wanted),
            (true, Some(&reply)) if !last => Judgement::Right(reply),
            _ => Judgement::Solved,
        }
    }

    /// The puzzle as one line of the puzzle file: id, variant, position,
    /// solution, themes, rating, solver moves and the solver's colour
    /// (the last two for people reading the file).
    pub fn to_line(&self) -> Result<String, PuzzleError> {
        let game = self.game()?;
        let start = game.move_notations().join(";");
        let solved = replay_from(game, &self.solution, self.start.len())?;
        let solution = solved.move_notations()[self.start.len()..].join(";");
        let themes: Vec<&str> = self.themes.iter().map(|t| t.word()).collect();
        Ok(format!(
            "{}\t{}\t{start}\t{solution}\t{}\t{}\t{}\t{}",
            self.id,
            self.variant.name(),
            themes.join(" "),
            self.rating,
            self.solver_moves(),
            self.solver().record_name(),
        ))
    }

    /// Reads a line written by [`Puzzle::to_line`], replaying every move.
    pub fn parse(line: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, variant, start, solution, themes, rating, _, _] = fields[..] else {
            return Err(PuzzleError::Shape);
        };
        let number = |s: &str| s.parse::<u32>().map_err(|_| PuzzleError::Number(s.to_string()));
        let variant: Variant = variant.parse()?;
        let split = |s: &str| -> Vec<String> { s.split(';').filter(|m| !m.is_empty()).map(String::from).collect() };
        let start = split(start);
        let solution = split(solution);
        let mut game = Game::new(variant);
        let mut moves = Vec::with_capacity(start.len() + solution.len());
        for (i, text) in start.iter().chain(&solution).enumerate() {
            if i == start.len() && game.is_over() {
                return Err(PuzzleError::Solution);
            }
            let m = game.play_notation(text).map_err(|e| PuzzleError::Move {
                number: i + 1,
                text: text.clone(),
                reason: e.to_string(),
            })?;
            moves.push(m);
        }
        if solution.len().is_multiple_of(2) {
            return Err(PuzzleError::Solution);
        }
        let themes = themes
            .split(' ')
            .filter(|t| !t.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<Theme>, _>>()?;
        let solution = moves.split_off(start.len());
        Ok(Puzzle {
            id: number(id)?,
            variant,
            start: moves,
            solution,
            themes,
            rating: number(rating)?,
        })
    }

    /// Whether the solution, played out by the rules, ends the game won
    /// by the solver.
    pub fn solution_wins(&self) -> Result<bool, PuzzleError> {
        let game = replay_from(self.game()?, &self.solution, self.start.len())?;
        Ok(game.outcome().and_then(|o| o.winner()) == Some(self.solver()))
    }
}

fn replay(variant: Variant, moves: &[Move], offset: usize) -> Result<Game, PuzzleError> {
    replay_from(Game::new(variant), moves, offset)
}

fn replay_from(mut game: Game, moves: &[Move], offset: usize) -> Result<Game, PuzzleError> {
    for (i, m) in moves.iter().enumerate() {
        let text = game.position().notation(m);
        game.play(m).map_err(|e| PuzzleError::Move {
            number: offset + i + 1,
            text,
            reason: e.to_string(),
        })?;
    }
    Ok(game)
}

/// Whether `m` ends the game in `pos` with its mover the winner.
pub fn wins_at_once(pos: &Position, m: &Move) -> bool {
    if !pos.is_legal(m) {
        return false;
    }
    let mut after = *pos;
    after.play_unchecked(m);
    after.outcome().and_then(|o| o.winner()) == Some(pos.turn())
}

/// The score at which the side to move is "clearly winning".
fn clearly_winning() -> Score {
    analysis::WIN_MODEL.score_for(CLEARLY_WINNING).unwrap_or(MATE_BOUND)
}

/// Finds puzzles, deterministically for the same budgets.
pub struct Finder {
    engine: Engine,
    /// Nodes of the first look.
    pub find_nodes: u64,
    /// Nodes of the proof.
    pub prove_nodes: u64,
}

/// Hard's search with the hand-set numbers, as the analysis's: the
/// thresholds were chosen on their scores.
fn proving_settings() -> Settings {
    Settings {
        weights: Weights::BY_HAND,
        ..Level::Hard.settings()
    }
}

impl Default for Finder {
    fn default() -> Finder {
        let mut engine = Engine::new(0);
        engine.set_weights(proving_settings().weights);
        Finder {
            engine,
            find_nodes: FIND_NODES,
            prove_nodes: PROVE_NODES,
        }
    }
}

/// Why a step of a line has no single winning move.
enum Step {
    /// This move wins and no other clearly does.
    Only(Move),
    /// No move wins by force, several do, or the proof ran out of nodes.
    NotForced,
}

impl Finder {
    /// The puzzle at `ply` of `game`, if that position is one. `id` names it.
    pub fn find(&mut self, game: &Game, ply: usize, id: u32) -> Option<Puzzle> {
        let pos = *game.positions().get(ply)?;
        if pos.is_game_over() || pos.count_legal_moves() < 2 {
            return None;
        }
        let first = self
            .engine
            .think(&pos, Level::Hard, Limits::nodes(self.find_nodes))
            .ok()?;
        let plies = MATE - first.score;
        if !is_mate(first.score) || first.score < 0 || plies as usize > 2 * MAX_SOLVER_MOVES - 1 {
            return None;
        }
        let mut solution = Vec::new();
        let mut at = pos;
        loop {
            let Step::Only(m) = self.only_win(&at, solution.is_empty()) else {
                return None;
            };
            at.play_unchecked(&m);
            solution.push(m);
            if at.is_game_over() {
                break;
            }
            if solution.len().div_ceil(2) >= MAX_SOLVER_MOVES {
                return None;
            }
            let reply = self
                .engine
                .think(&at, Level::Hard, Limits::nodes(self.prove_nodes))
                .ok()?;
            at.play_unchecked(&reply.best);
            solution.push(reply.best);
            if at.is_game_over() {
                return None;
            }
        }
        let start = game.moves()[..ply].to_vec();
        let themes = themes(&pos, &solution, &at);
        let rating = starting_rating(solution.len().div_ceil(2), &themes);
        let puzzle = Puzzle {
            id,
            variant: game.variant(),
            start,
            solution,
            themes,
            rating,
        };
        puzzle.solution_wins().ok()?.then_some(puzzle)
    }

    /// The one move that wins in `pos`. After the first step, a move that
    /// wins at once is taken even when another does too.
    fn only_win(&mut self, pos: &Position, first: bool) -> Step {
        let moves = pos.legal_moves();
        let at_once: Vec<Move> = moves.iter().copied().filter(|m| wins_at_once(pos, m)).collect();
        match at_once.len() {
            1 => return Step::Only(at_once[0]),
            n if n > 1 && !first => return Step::Only(at_once[0]),
            n if n > 1 => return Step::NotForced,
            _ => {}
        }
        if moves.len() == 1 {
            return Step::Only(moves[0]);
        }
        let Ok(t) = self.engine.think(pos, Level::Hard, Limits::nodes(self.prove_nodes)) else {
            return Step::NotForced;
        };
        if !(is_mate(t.score) && t.score > 0) {
            return Step::NotForced;
        }
        // Every other move, one placement deeper than the win was found:
        // it must stay under "clearly winning" for the solver.
        let depth = t.depth as i16 + 1;
        let bar = clearly_winning();
        let mut search = Search::new(
            &self.engine.table,
            proving_settings(),
            Limits::nodes(self.prove_nodes * 4),
        );
        for m in moves.iter().filter(|&&m| m != t.best) {
            let mut child = *pos;
            child.play_unchecked(m);
            let forced = m.is_capture() || *m == Move::Pass;
            let child_depth = if forced { depth } else { depth - 1 };
            // The solver's score is above `bar` iff the defender's is below -bar.
            let defender = search.negamax(&child, child_depth, 1, -bar - 1, -bar);
            if search.stopped() || defender < -bar {
                return Step::NotForced;
            }
        }
        Step::Only(t.best)
    }
}

/// The themes of a solution played from `pos` to `end`.
fn themes(pos: &Position, solution: &[Move], end: &Position) -> Vec<Theme> {
    let mut themes = Vec::new();
    let mut at = *pos;
    for (i, m) in solution.iter().enumerate() {
        let effect = at.effect(m);
        if i % 2 == 0 {
            if effect.captured.len() >= 2 {
                themes.push(Theme::CaptureChain);
            }
            if !effect.claimed.is_empty() {
                themes.push(Theme::Isolation);
            }
            if matches!(m, Move::Place { .. }) && solution.get(i + 1).is_some_and(Move::is_capture) {
                themes.push(Theme::Sacrifice);
            }
        }
        at.play_unchecked(m);
    }
    if let Some(zertz_rules::Outcome::Won { winner, reason }) = end.outcome() {
        match reason {
            WinReason::FullBoard => themes.push(Theme::FullBoard),
            WinReason::Goal => {
                let held = end.captured(winner);
                let by_colour = zertz_rules::Colour::ALL
                    .into_iter()
                    .any(|c| held.get(c) >= end.variant().marbles.goal().get(c));
                themes.push(if by_colour {
                    Theme::GoalByColour
                } else {
                    Theme::GoalOfEach
                });
            }
            WinReason::Resignation | WinReason::Time => {}
        }
    }
    themes.sort();
    themes.dedup();
    themes
}

/// A starting rating: 1,000 for a win in one, 250 more for each further
/// move, 100 more for a sacrifice and 50 for an isolation. Glicko-2 moves
/// it to where players find it once it has been tried.
pub fn starting_rating(solver_moves: usize, themes: &[Theme]) -> u32 {
    let depth = 250 * (solver_moves.max(1) as u32 - 1);
    let sacrifice = if themes.contains(&Theme::Sacrifice) { 100 } else { 0 };
    let isolation = if themes.contains(&Theme::Isolation) { 50 } else { 0 };
    1_000 + depth + sacrifice + isolation
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}
