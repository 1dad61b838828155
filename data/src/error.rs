//! The store's errors, in two kinds: a [`Reason`] is a rule of the game
//! or of the bot saying no (the caller tells the person why), a
//! [`Failure`] is the database or the program going wrong (the caller logs
//! it and apologises). Nothing here logs or words a reply for Discord.

use zertz_rules::MoveError;

pub use crate::db_error::DbError;
use crate::ids::{GameId, Millis, PuzzleId, TournamentId, UserId};
use crate::tournament::TournamentStatus;
use crate::types::ChallengeStatus;

/// Why a store call did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Not allowed; nothing changed.
    #[error(transparent)]
    Refused(#[from] Reason),
    /// Something broke; nothing changed.
    #[error(transparent)]
    Failed(#[from] Failure),
}

impl StoreError {
    /// The refusal, if this is one.
    pub fn refusal(&self) -> Option<&Reason> {
        match self {
            StoreError::Refused(r) => Some(r),
            StoreError::Failed(_) => None,
        }
    }
}

impl From<DbError> for StoreError {
    fn from(e: DbError) -> StoreError {
        StoreError::Failed(Failure::Database(e))
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        DbError::Sqlite(e).into()
    }
}

impl From<MoveError> for StoreError {
    fn from(e: MoveError) -> StoreError {
        StoreError::Refused(Reason::Move(e))
    }
}

/// What the store does not allow.
#[derive(Debug, thiserror::Error)]
pub enum Reason {
    /// No such row.
    #[error("no such {0}")]
    NotFound(Missing),
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
    /// The game has not ended yet.
    #[error("the game is not over")]
    GameNotOver,
    /// The user does not play in this game.
    #[error("not a player in this game")]
    NotAPlayer,
    /// The move was sent before the game's last move was recorded: its
    /// sender had not seen the position it would be played in.
    #[error("sent before move {ply} was recorded")]
    Stale {
        /// Moves recorded now.
        ply: usize,
    },
    /// It is the other player's turn.
    #[error("not this player's turn")]
    NotYourTurn {
        /// Who is to move.
        to_move: UserId,
    },
    /// The rules refused the move.
    #[error(transparent)]
    Move(MoveError),
    /// A player already has an active game in the channel.
    #[error("a player already has a game in this channel")]
    AlreadyInGame {
        /// Who.
        user: UserId,
        /// Their game, when it could be read.
        game: Option<GameId>,
    },
    /// Challenging oneself.
    #[error("a challenge to oneself")]
    SelfChallenge,
    /// The challenge was already answered or has lapsed.
    #[error("the challenge is {0}")]
    ChallengeClosed(ChallengeStatus),
    /// Someone answered a challenge in a way only the other side may.
    #[error("only the {} can {} this challenge", .0.who(), .0.verb())]
    NotYourChallenge(ChallengeAnswer),
    /// No move of this player's to take back (or it was answered).
    #[error("no move of this player's to take back")]
    NothingToTakeBack,
    /// On vacation already.
    #[error("on vacation until {until}")]
    OnVacation {
        /// When it ends (Unix ms).
        until: Millis,
    },
    /// More vacation than is left in the last 60 days.
    #[error("only {left} ms of vacation left")]
    VacationTooLong {
        /// What is left (ms).
        left: Millis,
    },
    /// No draw offer to decline.
    #[error("no draw offer from the opponent")]
    NoDrawOffer,
    /// The player already has a puzzle open.
    #[error("puzzle {puzzle} is already open")]
    PuzzleOpen {
        /// The open one.
        puzzle: PuzzleId,
    },
    /// The puzzle moved on before this answer (a double click).
    #[error("the puzzle was already answered at this step")]
    PuzzleAnswered,
    /// The player tried this day's puzzle already.
    #[error("the daily puzzle was already tried")]
    DailyTried,
    /// The practice moved on before this answer (a double click).
    #[error("the practice was already answered at this step")]
    PracticeAnswered,
    /// The lesson moved on before this answer (a double click).
    #[error("the exercise was already answered")]
    LessonAnswered,
    /// The tournament has started (or ended): entries are closed.
    #[error("the tournament is {0}")]
    TournamentStarted(TournamentStatus),
    /// The tournament has all the players it takes.
    #[error("the tournament is full ({max} players)")]
    TournamentFull {
        /// The most it takes.
        max: u32,
    },
    /// Joining a tournament twice.
    #[error("already in the tournament")]
    AlreadyEntered,
    /// Leaving a tournament one is not in.
    #[error("not in the tournament")]
    NotEntered,
    /// A player entered in a tournament in this channel plays no other
    /// game here until it ends.
    #[error("entered in tournament {tournament} in this channel")]
    InTournament {
        /// The tournament.
        tournament: TournamentId,
    },
    /// The round was paired (or the tournament ended) by another.
    #[error("the round was already paired")]
    RoundPaired,
}

/// What was looked for and not found.
#[derive(Copy, Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Missing {
    /// A game.
    #[error("game")]
    Game,
    /// A challenge.
    #[error("challenge")]
    Challenge,
    /// An open puzzle.
    #[error("open puzzle")]
    Puzzle,
    /// An open practice (a walk through one's mistakes, or a review).
    #[error("open practice")]
    Practice,
    /// A tournament.
    #[error("tournament")]
    Tournament,
    /// An open exercise of the course.
    #[error("open lesson")]
    Lesson,
}

/// An answer to a challenge.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ChallengeAnswer {
    /// The challenged player takes it.
    Accept,
    /// The challenged player refuses it.
    Decline,
    /// The challenger withdraws it.
    Cancel,
}

impl ChallengeAnswer {
    /// Who may give this answer.
    pub fn who(self) -> &'static str {
        match self {
            ChallengeAnswer::Accept | ChallengeAnswer::Decline => "challenged player",
            ChallengeAnswer::Cancel => "challenger",
        }
    }

    /// The answer as a verb.
    pub fn verb(self) -> &'static str {
        match self {
            ChallengeAnswer::Accept => "accept",
            ChallengeAnswer::Decline => "decline",
            ChallengeAnswer::Cancel => "cancel",
        }
    }
}

/// What went wrong underneath.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// The database engine failed, or gave what the store cannot read.
    #[error("database error: {0}")]
    Database(DbError),
    /// The PostgreSQL server could not be reached or refused the login.
    #[error("cannot connect to {to}: {why}")]
    CannotConnect {
        /// Where, without the password.
        to: String,
        /// The server's or the network's words.
        why: String,
    },
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
    /// Another bot process serves this database file.
    #[error("another zertz-bot process is using {path}: stop it first, or give this one its own ZERTZ_DB (two processes on one SQLite file would both run the background work)")]
    InUse {
        /// The database file.
        path: String,
    },
    /// The bot could not write there; nothing was created or changed.
    #[error("cannot use {path} as the database: {why}; nothing was written")]
    CannotWrite {
        /// The path.
        path: String,
        /// Why.
        why: String,
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
    /// A value could not be encoded to be stored (an outbox message, say).
    #[error("could not encode {what} to store it: {why}")]
    Unencodable {
        /// What it was.
        what: &'static str,
        /// The encoder's words.
        why: String,
    },
    /// A job on the store's thread panicked; its transaction was rolled
    /// back and the thread goes on.
    #[error("a database job panicked: {0}")]
    Panicked(String),
    /// The store's worker thread has stopped.
    #[error("the database worker has stopped")]
    WorkerGone,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PostgreSQL error is logged as PostgreSQL's, not as a conversion.
    #[test]
    fn a_postgres_error_is_its_own_failure() {
        let socket = tempfile::tempdir().expect("a temporary folder");
        let url = format!("host={} user=nobody connect_timeout=2", socket.path().display());
        let Err(e) = postgres::Client::connect(&url, postgres::NoTls) else {
            panic!("no server listens in an empty folder");
        };
        let text = e.to_string();
        let failure = StoreError::from(DbError::from(e));
        match failure {
            StoreError::Failed(f @ Failure::Database(DbError::Postgres(_))) => {
                assert_eq!(f.to_string(), format!("database error: PostgreSQL: {text}"));
            }
            other => panic!("said as {other:?}"),
        }
        let sqlite = StoreError::from(rusqlite::Error::InvalidQuery);
        assert!(
            matches!(sqlite, StoreError::Failed(Failure::Database(DbError::Sqlite(_)))),
            "{sqlite:?}"
        );
    }
}
