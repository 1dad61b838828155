//! Refusals about learning from one's mistakes.

use zertz_data::GameId;
use zertz_rules::IllegalMove;

use super::illegal::illegal_words;
use crate::app::text::lang::{say, Lang, Msg};

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
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            PracticeRefusal::NotYourGame(id) => say!(lang, Msg::PracticeNotYourGame, game = id.0),
            PracticeRefusal::NotAnalysed(id) => say!(lang, Msg::PracticeNotAnalysed, game = id.0),
            PracticeRefusal::Illegal(e) => say!(lang, Msg::MoveImpossibleHere, why = illegal_words(lang, e)),
            PracticeRefusal::Gone(id) => say!(lang, Msg::PracticeGone, game = id.0),
        }
    }
}
