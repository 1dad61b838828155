//! The schema and its migrations, for both engines: one SQL file per
//! step (written for SQLite; PostgreSQL runs each as `Backend::migration`
//! rewrites it, a step that the PostgreSQL upgrade test checks), and the
//! version reached kept the same way on both, in `zertz_schema`. Files
//! made before that table existed kept their version in SQLite's
//! `user_version`, which is read once and kept in step.

use super::db::{Backend, Db};
use super::params;
use crate::error::{Failure, StoreError};

/// The schema, one SQL file per step, as SQLite runs it. Never edit a
/// released step: add one. The upgrade test builds each older version's
/// database from the steps up to it.
pub const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/001_initial.sql"),
    include_str!("../../migrations/002_computer_games.sql"),
    include_str!("../../migrations/003_outbox.sql"),
    include_str!("../../migrations/004_analyses.sql"),
    include_str!("../../migrations/005_puzzles.sql"),
    include_str!("../../migrations/006_claims.sql"),
    include_str!("../../migrations/007_practice.sql"),
    include_str!("../../migrations/008_tournaments.sql"),
    include_str!("../../migrations/009_answer_only.sql"),
    include_str!("../../migrations/010_outbox_files.sql"),
    include_str!("../../migrations/011_lessons.sql"),
    include_str!("../../migrations/012_chat_languages.sql"),
    include_str!("../../migrations/013_server_languages.sql"),
    include_str!("../../migrations/014_outbox_given_up.sql"),
    include_str!("../../migrations/015_game_threads.sql"),
];

/// The schema version this build writes: the number of migrations.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Each migration as `backend` runs it, in order.
pub fn migrations(backend: Backend) -> Vec<String> {
    MIGRATIONS.iter().map(|sql| backend.migration(sql)).collect()
}

/// Whether `conn` keeps its version in `zertz_schema` yet.
fn keeps_version(conn: &Db) -> Result<bool, StoreError> {
    let tables: i64 = conn.query_row(conn.backend().has_table(), &[&"zertz_schema"], |r| r.get(0))?;
    Ok(tables > 0)
}

/// The version `conn` is at (0 for an empty database), where `kept` says
/// whether it keeps it in `zertz_schema`.
fn version_kept(conn: &Db, kept: bool) -> Result<i64, StoreError> {
    if kept {
        return Ok(conn.query_row("SELECT coalesce(max(version), 0) FROM zertz_schema", &[], |r| r.get(0))?);
    }
    match conn.backend() {
        Backend::Sqlite => Ok(conn.query_row("PRAGMA user_version", &[], |r| r.get(0))?),
        Backend::Postgres => Ok(0),
    }
}

/// The version `conn` is at: 0 for an empty database.
pub(super) fn version(conn: &Db) -> Result<i64, StoreError> {
    version_kept(conn, keeps_version(conn)?)
}

/// Brings `conn`'s schema up to date inside the caller's transaction;
/// a newer schema than this build knows is refused. A database already
/// up to date is only read.
pub(super) fn migrate(conn: &Db) -> Result<(), StoreError> {
    let backend = conn.backend();
    let kept = keeps_version(conn)?;
    let at = version_kept(conn, kept)?;
    if at > SCHEMA_VERSION {
        return Err(Failure::NewerSchema {
            found: at,
            known: SCHEMA_VERSION,
        }
        .into());
    }
    if kept && at == SCHEMA_VERSION {
        return Ok(());
    }
    if !kept {
        // A new database, or a file that kept its version in its header only.
        conn.batch("CREATE TABLE zertz_schema (version BIGINT NOT NULL)")?;
    }
    for sql in MIGRATIONS.iter().skip(usize::try_from(at).unwrap_or(0)) {
        conn.batch(&backend.migration(sql))?;
    }
    conn.execute("DELETE FROM zertz_schema", &[])?;
    conn.execute(
        "INSERT INTO zertz_schema (version) VALUES (?1)",
        params![SCHEMA_VERSION],
    )?;
    if backend == Backend::Sqlite {
        // Kept in step for tools that read the file's header.
        conn.batch(&format!("PRAGMA user_version = {SCHEMA_VERSION}"))?;
    }
    Ok(())
}
