//! Games played in threads of their own, and whether a server wants them.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::{update_one, Games, Store};
use crate::error::{Missing, StoreError};
use crate::ids::GuildColumn;
use crate::rows::{OutboxStatus, ThreadStatus};
use crate::types::*;

impl<S: Deref<Target = Store>> Games<S> {
    /// The game played in `thread`, if one is (or was).
    pub fn of_thread(&self, thread: ChannelId) -> Result<Option<GameMeta>, StoreError> {
        Ok(self.games_where("thread_id = ?1", params![thread])?.into_iter().next())
    }

    /// Whether `guild`'s games get a thread each (unless its managers
    /// turned it off).
    pub fn threads_on(&self, guild: GuildId) -> Result<bool, StoreError> {
        let on: Option<Option<i64>> = self.conn.query_opt(
            "SELECT threads FROM guild_settings WHERE guild_id = ?1",
            params![GuildColumn(Some(guild))],
            |r| r.get(0),
        )?;
        Ok(on.flatten() != Some(0))
    }
}

impl<S: DerefMut<Target = Store>> Games<S> {
    /// Owes game `id` a thread opened from `card`, its challenge's message:
    /// from now on its messages go there.
    pub fn give_thread(&mut self, id: GameId, card: MessageId) -> Result<(), StoreError> {
        let sql = "UPDATE games SET thread_id = ?2, thread_status = ?3 WHERE id = ?1";
        update_one(&self.conn, sql, params![id, card, ThreadStatus::Opening], Missing::Game)
    }

    /// Discord made `thread`.
    pub fn thread_opened(&mut self, thread: ChannelId) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE games SET thread_status = ?2 WHERE thread_id = ?1 AND thread_status = ?3",
            params![thread, ThreadStatus::Open, ThreadStatus::Opening],
        )?;
        Ok(())
    }

    /// The game in `thread` goes back to its channel, with what it still
    /// owes there: returns it, or none where no game plays in `thread`
    /// (or it left it already).
    pub fn leave_thread(&mut self, thread: ChannelId) -> Result<Option<GameMeta>, StoreError> {
        let tx = self.write()?;
        let left = tx.execute(
            "UPDATE games SET thread_status = ?2 WHERE thread_id = ?1 AND thread_status IN (?3, ?4)",
            params![thread, ThreadStatus::Left, ThreadStatus::Opening, ThreadStatus::Open],
        )?;
        if left == 0 {
            return Ok(None);
        }
        let Some(game) = tx.query_opt(
            "SELECT * FROM games WHERE thread_id = ?1",
            params![thread],
            GameMeta::from_row,
        )?
        else {
            return Ok(None);
        };
        tx.execute(
            "UPDATE outbox SET channel_id = ?2 WHERE channel_id = ?1 AND status = ?3",
            params![thread, game.channel, OutboxStatus::Pending],
        )?;
        tx.commit()?;
        Ok(Some(game))
    }

    /// Turns a thread for each game on or off in `guild`.
    pub fn set_threads(&mut self, guild: GuildId, on: bool) -> Result<(), StoreError> {
        self.execute_alone(
            "INSERT INTO guild_settings (guild_id, threads) VALUES (?1, ?2) \
             ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
            params![GuildColumn(Some(guild)), i64::from(on)],
        )?;
        Ok(())
    }
}
