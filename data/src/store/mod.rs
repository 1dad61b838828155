//! The synchronous store over one SQLite connection, split by domain:
//! opening, migrations and players here, then challenges, games and
//! moves, games against the computer, analyses, the outbox, puzzles,
//! ratings and vacations.

mod analyses;
mod challenges;
mod computer;
mod games;
mod outbox;
mod puzzles;
mod ratings;
mod vacations;

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use std::ops::Deref;

use rusqlite::{params, Connection, OptionalExtension, Savepoint, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

use crate::error::{Failure, Missing, Refusal, StoreError};
use crate::types::*;

pub use games::MIN_RATED_PLY;
pub use vacations::{VACATION_ALLOWANCE, VACATION_WINDOW};

/// The schema, one SQL file per step. Never edit a released step: add one.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/001_initial.sql"),
    include_str!("../../migrations/002_computer_games.sql"),
    include_str!("../../migrations/003_outbox.sql"),
    include_str!("../../migrations/004_analyses.sql"),
    include_str!("../../migrations/005_puzzles.sql"),
];

/// The schema version this build writes: the number of migrations.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The migrations this build knows.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

/// How long a writer waits for another (a backup, say) before giving up.
/// An interaction's answer may be deferred for 15 minutes, so waiting
/// longer than Discord's 3 seconds costs nothing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The store: one SQLite file. Every method that changes anything does it
/// in one transaction.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (or creates) the store at `path`, checks it and applies any
    /// pending migrations. A file that is not a database, is damaged, or
    /// was written by a newer schema is refused and left as it was.
    ///
    /// A path the bot could not write to is refused before SQLite opens
    /// it: a directory, a file or a folder without write permission (even
    /// for root, which SQLite would otherwise let through until the first
    /// write fails).
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        check_writable(path)?;
        let conn = Connection::open(path).map_err(|e| cannot_write(&name, e))?;
        if conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(false) {
            return Err(Failure::CannotWrite {
                path: name,
                why: "SQLite opened it read-only".into(),
            }
            .into());
        }
        Store::init(conn, &name)
    }

    /// A second, read-only connection to a database that [`Store::open`]
    /// has opened: its reads do not wait for writers.
    pub fn open_reader(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        use rusqlite::OpenFlags;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(Store { conn })
    }

    /// A store in memory, for tests and the console.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::init(Connection::open_in_memory()?, ":memory:")
    }

    fn init(mut conn: Connection, name: &str) -> Result<Store, StoreError> {
        // Read before writing anything, so a refused file stays untouched.
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(|e| {
            let (path, detail) = (name.to_string(), e.to_string());
            match e.sqlite_error_code() {
                Some(rusqlite::ErrorCode::DatabaseCorrupt) => Failure::Corrupt { path, detail },
                _ => Failure::NotADatabase { path, detail },
            }
        })?;
        let known = SCHEMA_VERSION;
        if version > known {
            return Err(Failure::NewerSchema { found: version, known }.into());
        }
        let check: String = conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(|e| Failure::Corrupt {
                path: name.to_string(),
                detail: e.to_string(),
            })?;
        if check != "ok" {
            return Err(Failure::Corrupt {
                path: name.to_string(),
                detail: check,
            }
            .into());
        }
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| cannot_write(name, e))?;
        // With WAL, NORMAL survives any crash of the process; a power cut
        // may lose the last commits but never leaves the file inconsistent.
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        migrations().to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// The underlying connection, for checks in tests and tools.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }

    /// Runs one statement in a transaction of its own; returns how many
    /// rows it changed.
    fn execute_alone(&mut self, sql: &str, params: impl rusqlite::Params) -> Result<usize, StoreError> {
        let tx = self.write()?;
        let changed = tx.execute(sql, params)?;
        tx.commit()?;
        Ok(changed)
    }

    fn write(&mut self) -> Result<Write<'_>, StoreError> {
        if !self.conn.is_autocommit() {
            // Inside `atomically`: a savepoint, committed with the whole.
            return Ok(Write::Nested(self.conn.savepoint()?));
        }
        // IMMEDIATE takes the write lock up front, so two writers queue on
        // the busy timeout instead of failing on upgrade.
        Ok(Write::Outer(
            self.conn.transaction_with_behavior(TransactionBehavior::Immediate)?,
        ))
    }

    /// Runs `f` as one transaction: every change it makes through the
    /// store commits together, or none does. A change and the messages it
    /// makes due are written this way.
    pub fn atomically<R>(&mut self, f: impl FnOnce(&mut Store) -> Result<R, StoreError>) -> Result<R, StoreError> {
        if !self.conn.is_autocommit() {
            return f(self);
        }
        self.conn.execute_batch("BEGIN IMMEDIATE")?;
        match f(self) {
            Ok(v) => {
                self.conn.execute_batch("COMMIT")?;
                Ok(v)
            }
            Err(e) => {
                self.roll_back();
                Err(e)
            }
        }
    }

    /// Rolls back a transaction left open (by an error or a panic).
    pub fn roll_back(&mut self) {
        if !self.conn.is_autocommit() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }

    /// Copies the whole database to `path` while it stays in use.
    pub fn backup(&self, path: impl AsRef<Path>) -> Result<(), StoreError> {
        Ok(self.conn.backup(rusqlite::MAIN_DB, path, None)?)
    }

    /// Records a player's display name.
    pub fn upsert_player(&mut self, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
        let tx = self.write()?;
        upsert_player(&tx, user, name, now)?;
        tx.commit()?;
        Ok(())
    }

    /// A player's last known display name.
    pub fn player_name(&self, user: UserId) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT name FROM players WHERE user_id = ?1", [user], |r| r.get(0))
            .optional()?)
    }

    /// The last known names of `users`, in one query; unknown users are
    /// left out.
    pub fn player_names(&self, users: &[UserId]) -> Result<HashMap<UserId, String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT user_id, name FROM players WHERE user_id IN (SELECT value FROM json_each(?1))")?;
        let ids: Vec<String> = users.iter().map(|u| u.to_string()).collect();
        let list = format!("[{}]", ids.join(","));
        let rows = stmt.query_map([list], |r| Ok((r.get("user_id")?, r.get("name")?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// A write: a transaction of its own, or a savepoint inside `atomically`.
enum Write<'a> {
    Outer(Transaction<'a>),
    Nested(Savepoint<'a>),
}

impl Write<'_> {
    fn commit(self) -> rusqlite::Result<()> {
        match self {
            Write::Outer(t) => t.commit(),
            Write::Nested(s) => s.commit(),
        }
    }
}

impl Deref for Write<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Write::Outer(t) => t,
            Write::Nested(s) => s,
        }
    }
}

/// Refuses a path the bot could not write a database to.
fn check_writable(path: &Path) -> Result<(), StoreError> {
    let refuse = |why: &str| -> Result<(), StoreError> {
        Err(Failure::CannotWrite {
            path: path.display().to_string(),
            why: why.to_string(),
        }
        .into())
    };
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => return refuse("it is a directory"),
        Ok(m) if m.permissions().readonly() => return refuse("the file is read-only"),
        _ => {}
    }
    // SQLite writes its journal files beside the database.
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    match std::fs::metadata(folder) {
        Ok(m) if m.permissions().readonly() => refuse("its folder is read-only"),
        Ok(_) => Ok(()),
        Err(e) => refuse(&format!("its folder cannot be used ({e})")),
    }
}

/// SQLite's "cannot open" and "read-only" as a refusal to start.
fn cannot_write(path: &str, e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::ReadOnly) => Failure::CannotWrite {
            path: path.to_string(),
            why: e.to_string(),
        }
        .into(),
        _ => e.into(),
    }
}

/// Runs an update of one row, refused with `missing` when there is none.
fn update_one(conn: &Connection, sql: &str, args: impl rusqlite::Params, missing: Missing) -> Result<(), StoreError> {
    match conn.execute(sql, args)? {
        0 => Err(Refusal::NotFound(missing).into()),
        _ => Ok(()),
    }
}

fn upsert_player(conn: &Connection, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO players (user_id, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?3) \
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
        params![user, name, now],
    )?;
    Ok(())
}
