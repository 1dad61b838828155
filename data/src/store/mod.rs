//! The synchronous store over one connection, to an SQLite file or a
//! PostgreSQL server, split by domain: opening, migrations and players
//! here, then challenges, games and moves, games against the computer,
//! analyses, the outbox, puzzles, ratings and vacations.

mod analyses;
mod answer_only;
mod challenges;
mod claims;
mod clocks;
mod computer;
mod copy;
pub(crate) mod db;
mod dialect;
mod games;
mod gauges;
mod location;
mod outbox;
mod players;
mod practice;
use players::upsert_player;
mod puzzles;
mod ratings;
mod schema;
mod tournaments;
mod vacations;

use std::path::Path;
use std::str::FromStr as _;
use std::time::Duration;

use std::ops::{Deref, DerefMut};

use rusqlite::{params, Connection};

pub use db::Backend;
use db::{Db, DbResult, Params, Pg};
pub use location::{Location, UnsupportedScheme};

use crate::error::{Failure, Missing, Reason, StoreError};

pub use answer_only::{LIMITED_FOLLOWUPS, WAITING_AHEAD};
pub use copy::{CopyReport, TABLES};
pub use games::MIN_RATED_PLY;
pub use practice::PRACTICE_TRIES;
pub use schema::{migrations, SCHEMA_VERSION};
pub use vacations::{VACATION_ALLOWANCE, VACATION_WINDOW};

/// Prepared statements kept per SQLite connection: more than the store
/// has queries (about 110), so none is parsed again after its first use.
/// rusqlite keeps 16 by default, fewer than one move uses.
const STATEMENTS: usize = 256;

/// How long a writer waits for another (a backup, say) before giving up.
/// An interaction's answer may be deferred for 15 minutes, so waiting
/// longer than Discord's 3 seconds costs nothing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The store: one SQLite file or one PostgreSQL database. Every method
/// that changes anything does it in one transaction.
pub struct Store {
    conn: Db,
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

    /// Opens the database at `location`, either engine.
    pub fn open_at(location: &Location) -> Result<Store, StoreError> {
        match location {
            Location::Sqlite(path) => Store::open(path),
            Location::Postgres(url) => Store::open_postgres(url),
        }
    }

    /// Connects to a PostgreSQL database, checks its schema version and
    /// applies any pending migrations, all under the write lock so two
    /// processes starting together migrate once.
    pub fn open_postgres(url: &str) -> Result<Store, StoreError> {
        let (config, to) = postgres_config(url)?;
        Store::connect_postgres(&config, &to)?.migrated()
    }

    fn connect_postgres(config: &postgres::Config, to: &str) -> Result<Store, StoreError> {
        let client = config.connect(postgres::NoTls).map_err(|e| cannot_connect(to, e))?;
        Ok(Store {
            conn: Db::Pg(Box::new(Pg::new(client, config.clone()))),
        })
    }

    /// This store, its schema brought up to date in one transaction
    /// (under the write lock, so two processes starting together migrate
    /// once).
    fn migrated(self) -> Result<Store, StoreError> {
        self.conn.begin()?;
        let migrated = schema::migrate(&self.conn);
        self.conn.end(migrated.is_ok())?;
        migrated?;
        Ok(self)
    }

    /// A second connection to a database already opened (and so already
    /// migrated), for reads that do not wait for writes: read-only for an
    /// SQLite file.
    pub fn open_reader_at(location: &Location) -> Result<Store, StoreError> {
        match location {
            Location::Sqlite(path) => Store::open_reader(path),
            Location::Postgres(url) => {
                let (config, to) = postgres_config(url)?;
                Store::connect_postgres(&config, &to)
            }
        }
    }

    /// The schema version this database is at, as `zertz_schema` keeps it
    /// on both engines.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        schema::version(&self.conn)
    }

    /// Which engine this store talks to.
    pub fn backend(&self) -> Backend {
        self.conn.backend()
    }

    /// A second, read-only connection to a database that [`Store::open`]
    /// has opened: its reads do not wait for writers.
    pub fn open_reader(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        use rusqlite::OpenFlags;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        Ok(Store { conn: Db::Lite(conn) })
    }

    /// An empty store for tests: in memory, or, when `ZERTZ_TEST_PG`
    /// names a PostgreSQL database, a schema of its own there (left for
    /// the throwaway server to take away).
    pub fn open_scratch() -> Result<Store, StoreError> {
        match std::env::var("ZERTZ_TEST_PG") {
            Ok(url) if !url.is_empty() => Store::open_postgres_schema(&url, &scratch_name()),
            _ => Store::open_in_memory(),
        }
    }

    /// Opens schema `schema` of the PostgreSQL database at `url`, creating
    /// it if needed, so that tests or tools can share one database apart.
    pub fn open_postgres_schema(url: &str, schema: &str) -> Result<Store, StoreError> {
        let (mut config, to) = postgres_config(url)?;
        let mut admin = config.connect(postgres::NoTls).map_err(|e| cannot_connect(&to, e))?;
        admin
            .batch_execute(&format!("CREATE SCHEMA IF NOT EXISTS \"{schema}\""))
            .map_err(|e| cannot_connect(&to, e))?;
        config.options(&format!("-c search_path={schema}"));
        // Named in pg_stat_activity, so a test can find its connections.
        config.application_name(schema);
        Store::connect_postgres(&config, &to)?.migrated()
    }

    /// A store in memory, for tests and the console.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::init(Connection::open_in_memory()?, ":memory:")
    }

    fn init(conn: Connection, name: &str) -> Result<Store, StoreError> {
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
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| cannot_write(name, e))?;
        // With WAL, NORMAL survives any crash of the process; a power cut
        // may lose the last commits but never leaves the file inconsistent.
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        Store { conn: Db::Lite(conn) }.migrated()
    }

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
    /// Background duties claimed by one process at a time.
    Claims: claims, claims_mut;
    /// Games' clocks: timeouts and reminders.
    Clocks: clocks, clocks_mut;
    /// Games against the computer.
    Computer: computer, computer_mut;
    /// Games and their moves.
    Games: games, games_mut;
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

/// The connection settings in `url`, and where it points, shown without
/// a password.
fn postgres_config(url: &str) -> Result<(postgres::Config, String), StoreError> {
    let to = Location::Postgres(url.to_string()).to_string();
    let config = postgres::Config::from_str(url).map_err(|e| cannot_connect(&to, e))?;
    Ok((config, to))
}

/// The postgres crate's words and, after them, their causes: its own
/// ("error connecting to server") alone do not say that the port was
/// closed or the password wrong.
fn cannot_connect(to: &str, why: postgres::Error) -> StoreError {
    let mut words = why.to_string();
    let mut cause = std::error::Error::source(&why);
    while let Some(c) = cause {
        let said = c.to_string();
        if !words.contains(&said) {
            words = format!("{words}: {said}");
        }
        cause = c.source();
    }
    Failure::CannotConnect {
        to: to.to_string(),
        why: words,
    }
    .into()
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
fn update_one(conn: &Db, sql: &str, args: Params, missing: Missing) -> Result<(), StoreError> {
    match conn.execute(sql, args)? {
        0 => Err(Reason::NotFound(missing).into()),
        _ => Ok(()),
    }
}

/// A schema name no other test of any process uses.
fn scratch_name() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!(
        "t{}_{nanos}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}
