//! Refusals about puzzles and the daily post.

use zertz_data::PuzzleId;
use zertz_rules::IllegalMove;

use super::illegal::illegal_words;
use crate::app::text::lang::{say, Lang, Msg};

/// Why a puzzle's command was refused.
#[derive(Debug)]
pub enum PuzzleRefusal {
    /// Every puzzle of the book was tried.
    AllTried,
    /// The open puzzle left the book; it was put away unrated.
    Withdrawn(PuzzleId),
    /// The answer is not a legal move in the puzzle.
    Illegal(IllegalMove),
    /// A past day's Solve button.
    DailyOver,
}

impl PuzzleRefusal {
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            PuzzleRefusal::AllTried => say!(lang, Msg::AllPuzzlesTried),
            PuzzleRefusal::Withdrawn(id) => say!(lang, Msg::PuzzleWithdrawn, puzzle = id.0),
            PuzzleRefusal::Illegal(e) => say!(lang, Msg::MoveImpossibleHere, why = illegal_words(lang, e)),
            PuzzleRefusal::DailyOver => say!(lang, Msg::DailyOver),
        }
    }
}
