//! Refusals about puzzles and the daily post.

use zertz_data::PuzzleId;
use zertz_rules::IllegalMove;

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
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            PuzzleRefusal::AllTried => {
                "You have tried every puzzle there is. New ones come with new games.".to_string()
            }
            PuzzleRefusal::Withdrawn(id) => {
                format!("Puzzle #{id} is no longer offered, so it was put away unrated. `/puzzle` gives you another.")
            }
            PuzzleRefusal::Illegal(e) => format!("That move is not possible here: {e}."),
            PuzzleRefusal::DailyOver => {
                "That daily puzzle is over; today's is in the channel's newest daily post.".to_string()
            }
        }
    }
}
