//! The schema and its migrations, for both engines: one SQL file per
//! step (written for SQLite; PostgreSQL runs each as `postgres_form`
//! rewrites it, a step that the PostgreSQL upgrade test checks), and the
//! version reached kept the same way on both, in `zertz_schema`. Files
//! made before that table existed kept their version in SQLite's
//! `user_version`, which is read once and kept in step.

use super::db::{Backend, Db};
use super::params;
use crate::error::{Failure, StoreError};

/// The schema, one SQL file per step. Never edit a released step: add one.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/001_initial.sql"),
    include_str!("../../migrations/002_computer_games.sql"),
    include_str!("../../migrations/003_outbox.sql"),
    include_str!("../../migrations/004_analyses.sql"),
    include_str!("../../migrations/005_puzzles.sql"),
    include_str!("../../migrations/006_claims.sql"),
];

/// The schema version this build writes: the number of migrations.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Each migration as `backend` runs it, in order.
pub fn migrations(backend: Backend) -> Vec<String> {
    MIGRATIONS.iter().map(|sql| backend.migration(sql)).collect()
}

/// The version `conn` is at: 0 for an empty database.
pub(super) fn version(conn: &Db) -> Result<i64, StoreError> {
    let backend = conn.backend();
    let kept: i64 = conn.query_row(backend.has_table(), &[&"zertz_schema"], |r| r.get(0))?;
    if kept > 0 {
        return Ok(conn.query_row("SELECT coalesce(max(version), 0) FROM zertz_schema", &[], |r| r.get(0))?);
    }
    match backend {
        Backend::Sqlite => Ok(conn.query_row("PRAGMA user_version", &[], |r| r.get(0))?),
        Backend::Postgres => Ok(0),
    }
}

/// Brings `conn`'s schema up to date inside the caller's transaction;
/// a newer schema than this build knows is refused.
pub(super) fn migrate(conn: &Db) -> Result<(), StoreError> {
    let backend = conn.backend();
    let at = version(conn)?;
    if at > SCHEMA_VERSION {
        return Err(Failure::NewerSchema {
            found: at,
            known: SCHEMA_VERSION,
        }
        .into());
    }
    let kept: i64 = conn.query_row(backend.has_table(), &[&"zertz_schema"], |r| r.get(0))?;
    if kept == 0 {
        conn.batch("CREATE TABLE zertz_schema (version BIGINT NOT NULL)")?;
    }
    for (step, sql) in MIGRATIONS.iter().enumerate().skip(usize::try_from(at).unwrap_or(0)) {
        conn.batch(&backend.migration(sql))?;
        let reached = i64::try_from(step + 1).unwrap_or(i64::MAX);
        conn.execute("DELETE FROM zertz_schema", &[])?;
        conn.execute("INSERT INTO zertz_schema (version) VALUES (?1)", params![reached])?;
    }
    let now = SCHEMA_VERSION.max(at);
    if kept == 0 {
        // A file that kept its version in its header only.
        conn.execute("DELETE FROM zertz_schema", &[])?;
        conn.execute("INSERT INTO zertz_schema (version) VALUES (?1)", params![now])?;
    }
    if backend == Backend::Sqlite {
        // Kept in step for tools that read the file's header.
        conn.batch(&format!("PRAGMA user_version = {now}"))?;
    }
    Ok(())
}
