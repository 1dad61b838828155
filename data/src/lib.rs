//! The ZÈRTZ bot's store: challenges, games, moves, players and Glicko-2
//! ratings in one SQLite file.
//!
//! A game's truth is its variant and its moves: [`Store::record_move`]
//! replays them with the rules, checks the new move and the turn, and
//! refuses a move for a ply that another move already took. Finishing a
//! game updates both players' global and guild ratings in the same
//! transaction. [`AsyncStore`] runs the same calls on a worker thread for
//! async code.

mod async_store;
mod error;
mod store;
mod types;

pub use async_store::AsyncStore;
pub use error::StoreError;
pub use store::{migrations, Store, MIN_RATED_PLY};
pub use types::*;

/// The default database file, in the working directory.
pub const DEFAULT_PATH: &str = "zertz.db";
