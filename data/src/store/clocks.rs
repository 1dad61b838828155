//! The clock of each game: losses on time, and reminders at half time.

use std::ops::{Deref, DerefMut};

use rusqlite::params;
use zertz_rules::{Outcome, WinReason};

use super::games::{finish, game_meta};
use super::{Clocks, Store};
use crate::error::StoreError;
use crate::rows::*;
use crate::types::*;

impl<S: Deref<Target = Store>> Clocks<S> {
    /// Active games whose deadline has passed: `(game, ply)`.
    pub fn due_timeouts(&self, now: Millis) -> Result<Vec<(GameId, usize)>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT id, ply FROM games WHERE status = ?2 AND deadline <= ?1 ORDER BY deadline",
            params![now, GameStatus::Active],
            |r| Ok((r.get("id")?, r.get("ply")?)),
        )?;
        Ok(rows.into_iter().collect())
    }

    /// Active games whose player to move has used half their time and has
    /// not been reminded for this move.
    pub fn due_reminders(&self, now: Millis) -> Result<Vec<Reminder>, StoreError> {
        let games = self.games().games_where(
            "status = ?2 AND time_per_move IS NOT NULL AND deadline > ?1 \
             AND deadline - time_per_move * 500 <= ?1 AND (reminded_ply IS NULL OR reminded_ply <> ply) \
             ORDER BY deadline",
            params![now, GameStatus::Active],
        )?;
        Ok(games
            .into_iter()
            .map(|game| Reminder {
                user: game.to_move(),
                game,
            })
            .collect())
    }
}

impl<S: DerefMut<Target = Store>> Clocks<S> {
    /// The player to move loses on time, if the game is still at
    /// `expected_ply` and its deadline has passed; otherwise `None`.
    pub fn lose_on_time(&mut self, id: GameId, expected_ply: usize, now: Millis) -> Result<Option<Finish>, StoreError> {
        let tx = self.write()?;
        let meta = game_meta(&tx, id)?;
        let due = meta.is_active() && meta.ply == expected_ply && meta.deadline.is_some_and(|d| d <= now);
        if !due {
            return Ok(None);
        }
        let loser = meta.to_move_seat();
        let outcome = Outcome::Won {
            winner: loser.other(),
            reason: WinReason::Time,
        };
        let f = finish(&tx, id, outcome, now)?;
        tx.commit()?;
        Ok(Some(f))
    }

    /// Notes that the reminder for `ply` was sent; false if it already was
    /// or the game moved on, so a reminder is never sent twice.
    pub fn mark_reminded(&mut self, id: GameId, ply: usize) -> Result<bool, StoreError> {
        let n = self.conn.execute(
            "UPDATE games SET reminded_ply = ?2 WHERE id = ?1 AND ply = ?2 AND status = ?3 \
             AND (reminded_ply IS NULL OR reminded_ply <> ?2)",
            params![id, ply, GameStatus::Active],
        )?;
        Ok(n == 1)
    }
}
