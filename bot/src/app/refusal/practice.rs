//! Refusals about learning from one's mistakes.

use zertz_data::GameId;
use zertz_rules::IllegalMove;

/// Why a walk through one's mistakes, or a practice answer, was refused.
#[derive(Debug)]
pub enum PracticeRefusal {
    /// The person did not play in the game.
    NotYourGame(GameId),
    /// The game has no stored analysis yet.
    NotAnalysed(GameId),
    /// The answer is not a legal move in the position.
    Illegal(IllegalMove),
    /// The move to find is no longer among the game's analysed marks; the
    /// practice was closed.
    Gone(GameId),
}

impl PracticeRefusal {
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            PracticeRefusal::NotYourGame(id) => {
                format!("You did not play in game #{id}, so it holds no mistakes of yours.")
            }
            PracticeRefusal::NotAnalysed(id) => format!(
                "Game #{id} has not been analysed yet: ask for it with `/study analyse game:{id}`, then try again."
            ),
            PracticeRefusal::Illegal(e) => format!("That move is not possible here: {e}."),
            PracticeRefusal::Gone(id) => format!(
                "The analysis of game #{id} no longer marks that move, so this practice was closed. `/study mistakes` starts it again."
            ),
        }
    }
}
