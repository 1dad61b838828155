//! A computer player for ZÈRTZ.
//!
//! [`Engine::think`] searches a position within [`Limits`] at a [`Level`]
//! and always answers with a legal move while the game is on. The search
//! is alpha-beta over free moves with forced captures searched to the end
//! (see the `search` module); the evaluation values marbles by how near
//! they bring each player to a goal (see [`evaluate`]).
//!
//! ```
//! use std::time::Duration;
//! use zertz_ai::{Engine, Level, Limits};
//! use zertz_rules::{Position, Variant};
//!
//! let pos = Position::new(Variant::STANDARD);
//! let mut engine = Engine::new(7);
//! let thought = engine.think(&pos, Level::Easy, Limits::nodes(20_000)).unwrap();
//! assert!(pos.is_legal(&thought.best));
//! ```

pub mod analysis;
pub mod baseline;
mod eval;
mod frontier;
mod hint;
mod level;
pub mod puzzle;
mod root;
mod search;
mod table;
pub mod ztp;

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use zertz_rules::{Game, Move, Position};

pub use eval::{evaluate, goal_distances, Score, Weights, MATE, MATE_BOUND};
pub use hint::{hint, HINT_LEVEL, HINT_NODES};
pub use level::{Level, Settings, UnknownLevel};

use search::{is_mate, terminal_score, Search};
use table::Table;

/// How long a search may run: a wall-clock time, a number of nodes, or
/// both (whichever comes first). With neither, the level's own time per
/// move applies ([`Settings::time`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Limits {
    /// Wall-clock time.
    pub time: Option<Duration>,
    /// Nodes visited. With only this limit, a search is deterministic.
    pub nodes: Option<u64>,
}

impl Limits {
    /// At most `time`.
    pub const fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            nodes: None,
        }
    }

    /// At most `nodes` nodes.
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            time: None,
            nodes: Some(nodes),
        }
    }
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move to play; legal in the position searched.
    pub best: Move,
    /// Its score for the player to move ([`MATE`] minus plies for a win).
    pub score: Score,
    /// The deepest search completed, in free moves (0 if none was needed
    /// or the limits allowed none).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// Each completed iteration of the deepening.
    pub iterations: Vec<Iteration>,
}

/// One completed iteration of the search, for `info` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The depth, in placements.
    pub depth: u32,
    /// The move it chose.
    pub best: Move,
    /// The best move's score.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Time taken so far.
    pub elapsed: Duration,
    /// The root's sacrifices (placements that give the opponent a capture)
    /// and the nodes this iteration spent under them: where a deeper
    /// iteration's cost goes (`examples/search_depth.rs`).
    pub sacrifices: Sacrifices,
}

/// A root's sacrifices and what searching them cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sacrifices {
    /// How many of the root's moves are sacrifices.
    pub moves: usize,
    /// Nodes spent under them.
    pub nodes: u64,
}

impl std::ops::AddAssign for Sacrifices {
    fn add_assign(&mut self, other: Sacrifices) {
        self.moves += other.moves;
        self.nodes += other.nodes;
    }
}

/// The engine could not choose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThinkError {
    /// The game is over: there is nothing to play.
    #[error("game over")]
    GameOver,
    /// No search of the position completed within the nodes allowed, so
    /// there is no score to give: only from the analysis, which needs
    /// one ([`Engine::think`] always answers with a move).
    #[error("no search completed within {nodes} nodes")]
    Incomplete {
        /// Nodes searched.
        nodes: u64,
    },
}

/// A computer player. It keeps a transposition table between searches to
/// save allocations, but each search sees only its own entries, so the
/// same seed, position, level and node limit give the same move.
pub struct Engine {
    table: Table,
    seed: u64,
    threads: usize,
    weights: Option<Weights>,
}

/// The table holds 2^18 entries (4 MB).
const TABLE_BITS: u32 = 18;

impl Engine {
    /// An engine whose choices among equal moves follow `seed`.
    pub fn new(seed: u64) -> Engine {
        Engine {
            table: Table::new(TABLE_BITS),
            seed,
            threads: 1,
            weights: None,
        }
    }

    /// Evaluates with `weights` instead of the level's: the analysis and
    /// the puzzles judge with [`Weights::BY_HAND`] at every level, and
    /// `examples/tune_eval.rs` fits others.
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = Some(weights);
    }

    /// Searches limited by time alone share their root's moves among
    /// `threads` threads (at least one) and one table; searches limited by
    /// nodes always run on one.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Chooses a move in `game`'s current position. Like
    /// [`Engine::think`], and also refuses when the game ended outside the
    /// board (repetition, resignation, time, agreement).
    pub fn think_game(&mut self, game: &Game, level: Level, limits: Limits) -> Result<Thought, ThinkError> {
        if game.is_over() {
            return Err(ThinkError::GameOver);
        }
        self.think(game.position(), level, limits)
    }

    /// Chooses a move in `pos` at `level` within `limits`, and no deeper
    /// than the level goes. With a time limit only, the search runs on
    /// the engine's threads ([`Engine::set_threads`]); with a node limit,
    /// on one, so that it stays deterministic.
    pub fn think(&mut self, pos: &Position, level: Level, limits: Limits) -> Result<Thought, ThinkError> {
        let settings = level.settings();
        let settings = Settings {
            weights: self.weights.unwrap_or(settings.weights),
            ..settings
        };
        let limits = if limits == Limits::default() {
            Limits::time(settings.time)
        } else {
            limits
        };
        let mut moves: Vec<Move> = pos.legal_moves().to_vec();
        let Some(&first) = moves.first() else {
            return Err(ThinkError::GameOver);
        };
        let started = std::time::Instant::now();
        if moves.len() == 1 {
            return Ok(Thought {
                best: first,
                score: 0,
                depth: 0,
                nodes: 0,
                elapsed: started.elapsed(),
                iterations: Vec::new(),
            });
        }
        order_root(pos, &mut moves, &settings.weights);
        self.table.new_generation();
        // Helpers share the root's moves from the second placement on;
        // a node budget keeps the search on one thread, deterministic.
        let helper_count = if limits.nodes.is_some() {
            0
        } else {
            self.threads.saturating_sub(1)
        };
        let table = &self.table;
        let mut helpers: Vec<Search> = (0..helper_count)
            .map(|_| Search::new(table, settings, limits).timed_from(started))
            .collect();
        let mut search = Search::new(table, settings, limits).timed_from(started);
        let deepened = deepen(&mut search, &mut helpers, pos, moves, settings);
        let Deepened {
            mut best,
            depth,
            iterations,
            moves,
            scores,
            nodes,
        } = deepened;
        if settings.margin > 0 && !scores.is_empty() {
            best = self.choose_near_best(pos, &moves, &scores, settings.margin);
        }
        Ok(Thought {
            best: best.0,
            score: best.1,
            depth,
            nodes,
            elapsed: started.elapsed(),
            iterations,
        })
    }

    /// Picks among the moves scoring within `margin` of the best, the
    /// better ones likelier: the mistakes of a player who sees the same
    /// things but judges them less sharply. A won position is never let
    /// go, and a move that loses by force is never chosen when another
    /// does not. `moves` and `scores` are sorted best first.
    fn choose_near_best(&self, pos: &Position, moves: &[Move], scores: &[Score], margin: Score) -> (Move, Score) {
        let top = scores[0];
        if is_mate(top) {
            return (moves[0], top);
        }
        let candidates: Vec<(Move, Score)> = moves
            .iter()
            .copied()
            .zip(scores.iter().copied())
            .take_while(|&(_, s)| s >= top - margin && !is_mate(s))
            .collect();
        let weights: Vec<i64> = candidates
            .iter()
            .map(|&(_, s)| i64::from(margin - (top - s) + 1))
            .collect();
        let total: i64 = weights.iter().sum();
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ table::key(pos));
        let mut pick = rng.gen_range(0..total.max(1));
        for (c, w) in candidates.iter().zip(&weights) {
            if pick < *w {
                return *c;
            }
            pick -= w;
        }
        (moves[0], top)
    }
}

/// What iterative deepening found.
struct Deepened {
    /// The move chosen and its score.
    best: (Move, Score),
    /// The deepest iteration completed.
    depth: u32,
    iterations: Vec<Iteration>,
    /// The root moves, best first, and their scores in the last iteration
    /// completed (none if none was).
    moves: Vec<Move>,
    scores: Vec<Score>,
    nodes: u64,
}

/// Searches the root `moves` one placement deeper at a time, as deep as
/// the level goes and the limits allow, on `search` and its `helpers`.
fn deepen(
    search: &mut Search,
    helpers: &mut [Search],
    pos: &Position,
    mut moves: Vec<Move>,
    settings: Settings,
) -> Deepened {
    let mut best = (moves[0], 0);
    let mut depth_done = 0;
    let mut last_scores: Vec<Score> = Vec::new();
    let mut iterations = Vec::new();
    let exact_all = settings.margin > 0;
    for depth in 1..=settings.max_depth {
        if depth > 1 && !search.time_for_another() {
            break;
        }
        let (scores, sacrifices) = root::search(search, helpers, pos, &moves, depth, exact_all);
        let Some((i, score)) = scores
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.map(|s| (i, s)))
            .max_by_key(|&(i, s)| (s, std::cmp::Reverse(i)))
        else {
            break;
        };
        best = (moves[i], score);
        let Some(scores) = scores.into_iter().collect::<Option<Vec<Score>>>() else {
            break;
        };
        depth_done = depth as u32;
        iterations.push(Iteration {
            depth: depth_done,
            best: best.0,
            score,
            nodes: nodes(search, helpers),
            elapsed: search.elapsed(),
            sacrifices,
        });
        // Best first for the next iteration; the rest keep their order.
        let mut ranked: Vec<(Move, Score)> = moves.iter().copied().zip(scores.iter().copied()).collect();
        ranked.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        moves = ranked.iter().map(|&(m, _)| m).collect();
        last_scores = ranked.iter().map(|&(_, s)| s).collect();
        if is_mate(score) {
            break;
        }
    }
    Deepened {
        best,
        depth: depth_done,
        iterations,
        moves,
        scores: last_scores,
        nodes: nodes(search, helpers),
    }
}

/// The nodes `search` and its `helpers` have visited.
fn nodes(search: &Search, helpers: &[Search]) -> u64 {
    search.nodes + helpers.iter().map(|h| h.nodes).sum::<u64>()
}

/// Puts root moves that win at once, or gain the most, first.
fn order_root(pos: &Position, moves: &mut [Move], weights: &Weights) {
    moves.sort_by_cached_key(|m| {
        let mut child = *pos;
        child.play_unchecked(m);
        // The child's score is the opponent's: lowest first.
        terminal_score(&child, 1).unwrap_or_else(|| weights.evaluate(&child))
    });
}
