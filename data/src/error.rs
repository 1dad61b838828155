//! The store's errors: each says what happened in words a person can use.

use crate::types::{ChallengeStatus, GameId, UserId};

/// Why the store refused or failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite failed.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A migration failed.
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// The file is not an SQLite database.
    #[error("{path} is not a ZÈRTZ database ({detail}); it was left unchanged")]
    NotADatabase {
        /// The file.
        path: String,
        /// SQLite's words.
        detail: String,
    },
    /// The file is damaged (for example truncated).
    #[error("{path} is damaged ({detail}); it was left unchanged: restore a backup")]
    Corrupt {
        /// The file.
        path: String,
        /// What the check found.
        detail: String,
    },
    /// The file was written by a newer version of the bot.
    #[error("the database has schema version {found}, newer than the {known} this build knows; it was left unchanged: run a newer zertz-bot")]
    NewerSchema {
        /// The file's version.
        found: i64,
        /// This build's latest.
        known: i64,
    },
    /// Stored data that the rules or the schema do not accept.
    #[error("inconsistent stored data: {0}")]
    Invalid(String),
    /// No such row.
    #[error("no such {0}")]
    NotFound(&'static str),
    /// Another move landed first.
    #[error("another move was recorded first (expected move {expected}, the game is at move {actual})")]
    Conflict {
        /// The ply the caller saw.
        expected: usize,
        /// The ply now.
        actual: usize,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The user does not play in this game.
    #[error("you are not a player in this game")]
    NotAPlayer,
    /// It is the other player's turn.
    #[error("it is not your turn")]
    NotYourTurn {
        /// Who is to move.
        to_move: UserId,
    },
    /// The rules refused the move.
    #[error(transparent)]
    Move(#[from] zertz_rules::MoveError),
    /// A player already has an active game in the channel.
    #[error("a player already has a game in this channel")]
    AlreadyInGame {
        /// Who.
        user: UserId,
        /// Their game.
        game: GameId,
    },
    /// Challenging oneself.
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    /// The challenge was already answered or has lapsed.
    #[error("this challenge is {}", .0.as_str())]
    ChallengeClosed(ChallengeStatus),
    /// Someone else's challenge.
    #[error("{0}")]
    NotYourChallenge(&'static str),
    /// No draw offer to decline.
    #[error("there is no draw offer from your opponent")]
    NoDrawOffer,
    /// The store's worker thread has stopped.
    #[error("the database worker has stopped")]
    WorkerGone,
}
