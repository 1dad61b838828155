//! Opening a store: an SQLite file (checked before it is written to), a
//! PostgreSQL server, or a scratch database for tests; each brought up
//! to date by the migrations before it is used.

use std::path::Path;
use std::str::FromStr as _;
use std::time::Duration;

use rusqlite::Connection;

use super::db::{Backend, Db, Pg};
use super::location::Location;
use super::{schema, Store, SCHEMA_VERSION};
use crate::error::{Failure, StoreError};

/// Prepared statements kept per SQLite connection: more than the store
/// has queries (about 110), so none is parsed again after its first use.
/// rusqlite keeps 16 by default, fewer than one move uses.
const STATEMENTS: usize = 256;

/// How long a writer waits for another (a backup, say) before giving up.
/// An interaction's answer may be deferred for 15 minutes, so waiting
/// longer than Discord's 3 seconds costs nothing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

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
