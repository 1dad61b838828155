//! What an operator watches, read in one query: the messages waiting in
//! the outbox and the games being played. Shared by every process on the
//! database, so each reports the same figures.

use rusqlite::params;

use super::Store;
use crate::error::StoreError;
use crate::rows::{Gauges, OutboxStatus};
use crate::types::GameStatus;

impl Store {
    /// The outbox's waiting messages, when the oldest of them was written,
    /// and the games in play.
    pub fn gauges(&self) -> Result<Gauges, StoreError> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*), MIN(created_at), (SELECT COUNT(*) FROM games WHERE status = ?1) \
             FROM outbox WHERE status = ?2",
            params![GameStatus::Active, OutboxStatus::Pending],
            |r| {
                Ok(Gauges {
                    waiting: r.get(0)?,
                    oldest_waiting: r.get(1)?,
                    active_games: r.get(2)?,
                })
            },
        )?)
    }
}
