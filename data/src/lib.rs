//! The ZÈRTZ bot's store: challenges, games, moves, players, Glicko-2
//! ratings, the outbox, analyses and puzzles, in an SQLite file by default
//! or in PostgreSQL for a bot that grows (one interface over both).
//!
//! A game's truth is its variant and its moves: [`Games::record_move`]
//! replays them with the rules, checks the new move and the turn, and
//! refuses a move for a ply that another move already took. Finishing a
//! game updates both players' global and guild ratings in the same
//! transaction. [`AsyncStore`] runs the same calls on a worker thread for
//! async code. Errors say apart what the game does not allow
//! ([`Reason`]) from what broke ([`Failure`]).

#[macro_use]
mod words;
mod async_store;
mod columns;
mod db_error;
mod error;
mod ids;
mod lock;
mod rows;
mod store;
mod tournament;
mod types;

pub use async_store::{AsyncStore, Observer, StoreCall};
pub use error::{ChallengeAnswer, DbError, Failure, Missing, Reason, StoreError};
pub use lock::ProcessLock;
pub use rows::*;
pub use store::{
    migrations, Analyses, AnswerOnly, Backend, Challenges, Claims, Clocks, Computer, CopyReport, Games, Lessons,
    Location, Outbox, Players, Practice, Puzzles, Ratings, Store, Tournaments, UnsupportedScheme, Vacations,
    LIMITED_FOLLOWUPS, MIGRATIONS, MIN_RATED_PLY, PRACTICE_TRIES, SCHEMA_VERSION, TABLES, VACATION_ALLOWANCE,
    VACATION_WINDOW, WAITING_AHEAD,
};
pub use tournament::*;
pub use types::*;
pub use words::UnknownWord;

/// The default database file, in the working directory.
pub const DEFAULT_PATH: &str = "zertz.db";
