//! The synchronous store over one connection, to an SQLite file or a
//! PostgreSQL server: here the store itself and its transactions, and
//! by domain beside it: opening, migrations, players, challenges, games
//! and moves, games against the computer, analyses, the outbox, puzzles,
//! ratings and vacations.

mod analyses;
mod answer_only;
mod challenges;
mod chats;
mod claims;
mod clocks;
mod computer;
mod copy;
pub(crate) mod db;
mod dialect;
mod games;
mod gauges;
mod lessons;
mod location;
mod open;
mod outbox;
mod players;
mod practice;
use players::upsert_player;
mod puzzles;
mod ratings;
mod schema;
mod threads;
mod tournaments;
mod vacations;

use std::ops::{Deref, DerefMut};
use std::path::Path;

use rusqlite::{params, Connection};

pub use db::Backend;
use db::{Db, DbResult, Params};
pub use location::{Location, UnsupportedScheme};

use crate::error::{Failure, Missing, Reason, StoreError};

pub use answer_only::{LIMITED_FOLLOWUPS, WAITING_AHEAD};
pub use copy::{CopyReport, TABLES};
pub use games::MIN_RATED_PLY;
pub use practice::PRACTICE_TRIES;
pub use schema::{migrations, MIGRATIONS, SCHEMA_VERSION};
pub use vacations::{VACATION_ALLOWANCE, VACATION_WINDOW};

/// The store: one SQLite file or one PostgreSQL database. Every method
/// that changes anything does it in one transaction.
pub struct Store {
    conn: Db,
}

impl Store {
    /// The SQLite connection, for checks in tests and tools; `None` on
    /// PostgreSQL.
    pub fn connection(&self) -> Option<&Connection> {
        match &self.conn {
            Db::Lite(c) => Some(c),
            Db::Pg(_) => None,
        }
    }

    /// Runs one statement in a transaction of its own; returns how many
    /// rows it changed.
    fn execute_alone(&mut self, sql: &str, params: Params) -> Result<usize, StoreError> {
        let tx = self.write()?;
        let changed = tx.execute(sql, params)?;
        tx.commit()?;
        Ok(changed)
    }

    /// A write: inside `atomically` a savepoint, committed with the whole;
    /// else a transaction of its own that takes the write lock up front,
    /// so two writers queue instead of failing on upgrade.
    fn write(&mut self) -> Result<Write<'_>, StoreError> {
        let nested = self.conn.in_transaction();
        if nested {
            self.conn.savepoint("write")?;
        } else {
            self.conn.begin()?;
        }
        Ok(Write {
            db: &self.conn,
            nested,
            done: false,
        })
    }

    /// Runs `f` as one transaction: every change it makes through the
    /// store commits together, or none does. A change and the messages it
    /// makes due are written this way.
    pub fn atomically<R>(&mut self, f: impl FnOnce(&mut Store) -> Result<R, StoreError>) -> Result<R, StoreError> {
        if self.conn.in_transaction() {
            return f(self);
        }
        self.conn.begin()?;
        match f(self) {
            Ok(v) => {
                self.conn.end(true)?;
                Ok(v)
            }
            Err(e) => {
                self.roll_back();
                Err(e)
            }
        }
    }

    /// Runs `f` inside the caller's transaction as a part that may fail on
    /// its own: on an error its changes are undone and the error returned,
    /// and the rest of the transaction stands. Outside a transaction, each
    /// of `f`'s writes commits by itself.
    pub fn apart<R>(&mut self, f: impl FnOnce(&mut Store) -> Result<R, StoreError>) -> Result<R, StoreError> {
        if !self.conn.in_transaction() {
            return f(self);
        }
        self.conn.savepoint("apart")?;
        let done = f(self);
        self.conn.end_savepoint("apart", done.is_ok())?;
        done
    }

    /// Rolls back a transaction left open (by an error or a panic).
    pub fn roll_back(&mut self) {
        if self.conn.in_transaction() {
            let _ = self.conn.end(false);
        }
    }

    /// Copies the whole SQLite database to `path` while it stays in use.
    /// A PostgreSQL server has its own tools (`pg_dump`), or `copy-db`.
    pub fn backup(&self, path: impl AsRef<Path>) -> Result<(), StoreError> {
        match &self.conn {
            Db::Lite(c) => Ok(c.backup(rusqlite::MAIN_DB, path, None)?),
            Db::Pg(_) => Err(Failure::Invalid(
                "a PostgreSQL database is backed up with pg_dump, or copied to a file with copy-db".into(),
            )
            .into()),
        }
    }
}

/// The store's parts, by domain. Each is a view of the store: from
/// `&Store` it reads (`store.games()`), from `&mut Store` it also writes
/// (`store.games_mut()`), in the same transaction as the rest.
macro_rules! domains {
    ($($(#[$doc:meta])* $name:ident: $read:ident, $write:ident;)*) => {
        $(
            $(#[$doc])*
            pub struct $name<S>(S);

            impl<S: Deref<Target = Store>> Deref for $name<S> {
                type Target = Store;
                fn deref(&self) -> &Store {
                    &self.0
                }
            }

            impl<S: DerefMut<Target = Store>> DerefMut for $name<S> {
                fn deref_mut(&mut self) -> &mut Store {
                    &mut self.0
                }
            }
        )*

        impl Store {
            $(
                #[doc = concat!("Reads [`", stringify!($name), "`].")]
                pub fn $read(&self) -> $name<&Store> {
                    $name(self)
                }

                #[doc = concat!("Reads and writes [`", stringify!($name), "`].")]
                pub fn $write(&mut self) -> $name<&mut Store> {
                    $name(self)
                }
            )*
        }
    };
}

domains! {
    /// Analyses of finished games: asked for, then stored.
    Analyses: analyses, analyses_mut;
    /// Chats where the bot may only answer, and the tokens it answers with.
    AnswerOnly: answer_only, answer_only_mut;
    /// Challenges: made, answered, expired.
    Challenges: challenges, challenges_mut;
    /// The language each chat was last addressed in, and each server's
    /// chosen one.
    Chats: chats, chats_mut;
    /// Background duties claimed by one process at a time.
    Claims: claims, claims_mut;
    /// Games' clocks: timeouts and reminders.
    Clocks: clocks, clocks_mut;
    /// Games against the computer.
    Computer: computer, computer_mut;
    /// Games and their moves.
    Games: games, games_mut;
    /// The course for newcomers: lessons done and the exercise open.
    Lessons: lessons, lessons_mut;
    /// Messages owed to Discord.
    Outbox: outbox, outbox_mut;
    /// Players and their names.
    Players: players, players_mut;
    /// Practice on one's own mistakes.
    Practice: practice, practice_mut;
    /// Puzzles, their ratings and the daily puzzle.
    Puzzles: puzzles, puzzles_mut;
    /// Ratings, leaderboards and records.
    Ratings: ratings, ratings_mut;
    /// Tournaments: entries, rounds, results.
    Tournaments: tournaments, tournaments_mut;
    /// Vacations that pause a player's clocks.
    Vacations: vacations, vacations_mut;
}

/// A write in progress; dropped without `commit`, it rolls back.
struct Write<'a> {
    db: &'a Db,
    nested: bool,
    done: bool,
}

impl Write<'_> {
    fn commit(mut self) -> DbResult<()> {
        self.done = true;
        if self.nested {
            self.db.end_savepoint("write", true)
        } else {
            self.db.end(true)
        }
    }
}

impl Drop for Write<'_> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let _ = if self.nested {
            self.db.end_savepoint("write", false)
        } else {
            self.db.end(false)
        };
    }
}

impl Deref for Write<'_> {
    type Target = Db;
    fn deref(&self) -> &Db {
        self.db
    }
}

/// Runs an update of one row, refused with `missing` when there is none.
fn update_one(conn: &Db, sql: &str, args: Params, missing: Missing) -> Result<(), StoreError> {
    match conn.execute(sql, args)? {
        0 => Err(Reason::NotFound(missing).into()),
        _ => Ok(()),
    }
}
