//! A whole database copied into an empty one, across engines: every table
//! row for row, then checked by counts and by replaying every game.

use std::fmt;

use rusqlite::types::{ToSql, Value};

use super::games::load_game;
use super::Store;
use crate::error::{Failure, StoreError};
use crate::types::GameId;

/// Every table, parents before children so foreign keys hold as rows go
/// in. A test checks this against the schema.
pub const TABLES: &[&str] = &[
    "players",
    "ratings",
    "games",
    "seats",
    "moves",
    "rating_changes",
    "challenges",
    "outbox",
    "outbox_files",
    "vacations",
    "analyses",
    "puzzle_attempts",
    "puzzle_ratings",
    "daily_channels",
    "daily_posts",
    "claims",
    "practice_open",
    "practice_set",
    "tournaments",
    "tournament_players",
    "tournament_pairings",
    "guild_settings",
    "answer_only_channels",
    "interaction_tokens",
    "lessons_done",
    "lesson_open",
    "lesson_games",
    "chat_languages",
];

/// Tables whose `id` the database hands out: after a copy into
/// PostgreSQL, its counters go on from the largest copied id.
const COUNTED: &[&str] = &["games", "challenges", "outbox", "puzzle_attempts", "tournaments"];

/// What a copy moved and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyReport {
    /// Rows per table, in [`TABLES`] order, equal on both sides.
    pub rows: Vec<(&'static str, u64)>,
    /// Games replayed by the rules from the copy.
    pub games_replayed: u64,
}

impl fmt::Display for CopyReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let total: u64 = self.rows.iter().map(|(_, n)| n).sum();
        write!(f, "{total} rows (")?;
        for (i, (table, n)) in self.rows.iter().enumerate() {
            write!(f, "{}{table} {n}", if i == 0 { "" } else { ", " })?;
        }
        write!(f, "); {} games replayed", self.games_replayed)
    }
}

impl Store {
    /// Copies every row of this database into `target`, which must be
    /// empty, in one transaction; then checks that each table holds as
    /// many rows on both sides and that every game replays. A failed
    /// check leaves `target` as it was.
    pub fn copy_into(&self, target: &mut Store) -> Result<CopyReport, StoreError> {
        for table in TABLES {
            let n = target.count(table)?;
            if n > 0 {
                return Err(Failure::Invalid(format!(
                    "the target already holds {n} rows in {table}: copy-db fills only an empty database"
                ))
                .into());
            }
        }
        target.atomically(|target| {
            for table in TABLES {
                self.copy_table(table, target)?;
            }
            for table in COUNTED {
                if let Some(sql) = target.backend().after_copying_ids(table) {
                    target.conn.batch(&sql)?;
                }
            }
            let mut rows = Vec::with_capacity(TABLES.len());
            for table in TABLES {
                let (here, there) = (self.count(table)?, target.count(table)?);
                if here != there {
                    return Err(Failure::Invalid(format!("{table}: {here} rows copied as {there}")).into());
                }
                rows.push((*table, there));
            }
            let games: Vec<GameId> = target
                .conn
                .query_map("SELECT id FROM games ORDER BY id", &[], |r| r.get(0))?;
            for &game in &games {
                load_game(&target.conn, game)?;
            }
            Ok(CopyReport {
                rows,
                games_replayed: games.len() as u64,
            })
        })
    }

    fn copy_table(&self, table: &str, target: &Store) -> Result<(), StoreError> {
        let columns = self.conn.columns(table)?;
        let theirs = target.conn.columns(table)?;
        if columns != theirs {
            return Err(Failure::Invalid(format!(
                "{table} has columns {columns:?} here but {theirs:?} in the target: are both at the same schema version?"
            ))
            .into());
        }
        let list = columns.join(", ");
        let select = format!("SELECT {list} FROM {table}");
        let marks: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
        let insert = format!("INSERT INTO {table} ({list}) VALUES ({})", marks.join(", "));
        let rows: Vec<Vec<Value>> = self.conn.query_map(&select, &[], |r| r.values(columns.len()))?;
        for row in &rows {
            let params: Vec<&dyn ToSql> = row.iter().map(|v| v as &dyn ToSql).collect();
            target.conn.execute(&insert, &params)?;
        }
        Ok(())
    }

    /// How many rows `table` holds.
    fn count(&self, table: &str) -> Result<u64, StoreError> {
        Ok(self
            .conn
            .query_row(&format!("SELECT count(*) FROM {table}"), &[], |r| r.get(0))?)
    }

    /// Every table of the schema, by name, for checking [`TABLES`].
    pub fn table_names(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.conn.query_map(self.backend().table_names(), &[], |r| r.get(0))?)
    }
}
