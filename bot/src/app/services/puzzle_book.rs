//! The puzzles the bot offers, read once from the puzzle file made by
//! `zertz-ai`'s `puzzles` example, and what a puzzle's board and goal are
//! at each step.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::OnceLock;

use zertz_ai::puzzle::Puzzle;
use zertz_data::{Millis, PuzzleId};
use zertz_rules::{Game, Player};

use crate::app::text::lang::{say, Lang, Msg};

/// The puzzle file, made by `zertz-ai`'s `puzzles` example.
const PUZZLE_FILE: &str = include_str!("../../../assets/puzzles.tsv");
/// A day, in ms: the daily puzzle changes at midnight UTC.
pub const DAY_MS: Millis = 86_400_000;
/// The daily puzzle's lowest starting rating.
const DAILY_RATING: u32 = 1_250;
/// Puzzles offered are drawn from this many nearest the player's rating.
const NEAREST: usize = 12;

/// The puzzles the bot offers, by id, each read once by [`Puzzle::parse`].
pub struct PuzzleBook {
    puzzles: BTreeMap<PuzzleId, Puzzle>,
}

impl PuzzleBook {
    /// The book read from the puzzle file once per process. Lines that
    /// cannot be read are logged and left out (the file's test reads every
    /// one).
    pub fn shared() -> &'static PuzzleBook {
        static BOOK: OnceLock<PuzzleBook> = OnceLock::new();
        BOOK.get_or_init(|| PuzzleBook::read(PUZZLE_FILE))
    }

    fn read(text: &str) -> PuzzleBook {
        let mut puzzles = BTreeMap::new();
        for (number, line) in text.lines().enumerate() {
            match Puzzle::parse(line) {
                Ok(p) => {
                    puzzles.insert(PuzzleId(p.id), p);
                }
                Err(e) => tracing::error!(line = number + 1, error = %e, "a puzzle of the file cannot be read"),
            }
        }
        PuzzleBook { puzzles }
    }

    /// Puzzle `id`.
    pub fn get(&self, id: PuzzleId) -> Option<&Puzzle> {
        self.puzzles.get(&id)
    }

    /// A puzzle not in `tried`, among those rated nearest `rating`, picked
    /// by `seed`. A puzzle's rating is its Glicko-2 rating once people
    /// have tried it (`rated`), else its starting rating.
    pub(in crate::app) fn near(
        &self,
        rating: f64,
        tried: &HashSet<PuzzleId>,
        rated: &HashMap<PuzzleId, f64>,
        seed: u64,
    ) -> Option<PuzzleId> {
        let distance = |id, p: &Puzzle| (rated.get(&id).copied().unwrap_or(f64::from(p.rating)) - rating).abs();
        let mut fresh: Vec<(f64, PuzzleId)> = self
            .puzzles
            .iter()
            .filter(|(id, _)| !tried.contains(id))
            .map(|(&id, p)| (distance(id, p), id))
            .collect();
        fresh.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        fresh.truncate(NEAREST);
        let pick = usize::try_from(mix(seed) % fresh.len().max(1) as u64).unwrap_or(0);
        fresh.get(pick).map(|&(_, id)| id)
    }

    /// The daily puzzle of `day`: the same everywhere that day, drawn from
    /// the puzzles rated at least [`DAILY_RATING`] (a line of moves or a
    /// sacrifice, not a single finishing move) while there are any.
    pub fn of_day(&self, day: i64) -> Option<PuzzleId> {
        let hard: Vec<PuzzleId> = self
            .puzzles
            .iter()
            .filter(|(_, p)| p.rating >= DAILY_RATING)
            .map(|(&id, _)| id)
            .collect();
        let pool: Vec<PuzzleId> = if hard.is_empty() {
            self.puzzles.keys().copied().collect()
        } else {
            hard
        };
        let i = usize::try_from(mix(day as u64) % (pool.len() as u64).max(1)).ok()?;
        pool.get(i).copied()
    }
}

/// splitmix64: spreads neighbouring seeds over the whole range.
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The game at the start of solver step `step`: the puzzle's position and
/// the solution's first `2 * step` moves.
pub fn game_at(puzzle: &Puzzle, step: usize) -> Option<Game> {
    let mut game = puzzle.game().ok()?;
    for m in puzzle.solution.iter().take(2 * step) {
        game.play(m).ok()?;
    }
    Some(game)
}

/// What the solver is asked, in `lang`: "You are the first player, to
/// move: win in 2", or for a daily post, which addresses no one, "The
/// first player, to move: …".
pub fn goal_words(lang: Lang, puzzle: &Puzzle, daily: bool) -> String {
    let seat = match puzzle.solver() {
        Player::First => "first",
        Player::Second => "second",
    };
    let msg = if daily { Msg::PuzzleGoalDaily } else { Msg::PuzzleGoal };
    say!(
        lang,
        msg,
        seat = seat,
        moves = puzzle.solver_moves(),
        variant = puzzle.variant.name()
    )
}

/// The players' names on a puzzle's board in `lang`: the solver and the
/// defender.
pub fn seat_names(lang: Lang, puzzle: &Puzzle, solver: &str) -> [String; 2] {
    let opponent = say!(lang, Msg::PuzzleSeatOpponent);
    let mut names = [opponent.clone(), opponent];
    names[puzzle.solver().index()] = solver.to_string();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of the file is in the book, found by its id.
    #[test]
    fn the_book_holds_every_puzzle_of_the_file_by_id() {
        let book = PuzzleBook::shared();
        let lines = PUZZLE_FILE.lines().count();
        assert!(lines > 4_000, "{lines}");
        assert_eq!(book.puzzles.len(), lines, "a line was left out");
        for line in PUZZLE_FILE.lines().step_by(97) {
            let id: u32 = line.split('\t').next().and_then(|f| f.parse().ok()).unwrap_or(0);
            assert_eq!(book.get(PuzzleId(id)).map(|p| p.id), Some(id));
        }
        assert!(book.get(PuzzleId(0)).is_none());
        let today = book.of_day(20_000).and_then(|id| book.get(id)).map(|p| p.rating);
        assert!(today.is_some_and(|r| r >= DAILY_RATING), "{today:?}");
    }
}
