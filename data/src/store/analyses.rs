//! Analyses of finished games: asked for, then done, then kept.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{DbResult, Row};
use super::{Analyses, Store};
use crate::error::{Reason, StoreError};
use crate::rows::*;
use crate::types::*;

impl<S: Deref<Target = Store>> Analyses<S> {
    /// The stored analysis of `game`, if one was asked for.
    pub fn analysis(&self, game: GameId) -> Result<Option<AnalysisRow>, StoreError> {
        Ok(self.conn.query_opt(
            "SELECT game_id, requested_by, channel_id, requested_at, result FROM analyses WHERE game_id = ?1",
            params![game],
            analysis_row,
        )?)
    }

    /// Analyses asked for and not done, oldest first.
    pub fn pending(&self) -> Result<Vec<AnalysisRow>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT game_id, requested_by, channel_id, requested_at, result FROM analyses \
             WHERE result IS NULL ORDER BY requested_at, game_id",
            &[],
            analysis_row,
        )?;
        Ok(rows.into_iter().collect())
    }
}

impl<S: DerefMut<Target = Store>> Analyses<S> {
    /// Notes that `user` asked in `channel` for the analysis of `game`,
    /// which must be over; returns whether it was new (not asked before).
    pub fn request(&mut self, game: GameId, user: UserId, channel: ChannelId, now: Millis) -> Result<bool, StoreError> {
        let tx = self.write()?;
        if super::games::game_meta(&tx, game)?.is_active() {
            return Err(Reason::GameNotOver.into());
        }
        let added = tx.execute(
            "INSERT INTO analyses (game_id, requested_by, channel_id, requested_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            params![game, user, channel, now],
        )?;
        tx.commit()?;
        Ok(added == 1)
    }

    /// Keeps the analysis of `game` (asked for before). A second result
    /// for the same game is refused: the first stays.
    pub fn save(&mut self, game: GameId, result: &str, now: Millis) -> Result<bool, StoreError> {
        let saved = self.execute_alone(
            "UPDATE analyses SET result = ?2, done_at = ?3 WHERE game_id = ?1 AND result IS NULL",
            params![game, result, now],
        )?;
        Ok(saved == 1)
    }
}

fn analysis_row(r: &Row) -> DbResult<AnalysisRow> {
    Ok(AnalysisRow {
        game: r.get(0)?,
        requested_by: r.get(1)?,
        channel: r.get(2)?,
        requested_at: r.get(3)?,
        result: r.get(4)?,
    })
}
