//! Refusals about the board the Activity shows.

use zertz_data::GameId;

use crate::app::text::lang::{say, Lang, Msg};

/// Why a request from the Activity's board was refused.
#[derive(Debug)]
pub enum BoardRefusal {
    /// The game is neither in the Activity's channel nor the person's own.
    NotShownHere(GameId),
    /// Another move was made since the board the move was made on.
    PositionChanged,
    /// A move that is not one of the position's legal moves.
    NotLegal,
}

impl BoardRefusal {
    /// The words said, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            BoardRefusal::NotShownHere(game) => say!(lang, Msg::BoardNotShownHere, game = game.0),
            BoardRefusal::PositionChanged => say!(lang, Msg::BoardPositionChanged),
            BoardRefusal::NotLegal => say!(lang, Msg::BoardNotLegal),
        }
    }
}
