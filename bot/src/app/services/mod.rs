//! The shared services the features stand on: pictures, players'
//! names, claims of work, the bounded pools, Discord's clock as the bot
//! saw it, composing public messages, recording a move, "which game?",
//! the boards a move can answer, a chat's language, the permissions the
//! bot lacks, pairings, the puzzle book and stored analyses.

pub(in crate::app) mod bounded;
pub(in crate::app) mod chat_language;
pub(in crate::app) mod claims;
pub mod clock;
pub(in crate::app) mod compose;
pub(in crate::app) mod game_card;
pub(in crate::app) mod open_board;
pub mod pairing;
pub(in crate::app) mod permissions;
pub(in crate::app) mod pictures;
pub(in crate::app) mod players;
pub(in crate::app) mod puzzle_book;
pub(in crate::app) mod record;
pub(in crate::app) mod stored_analysis;
pub(in crate::app) mod which_game;
