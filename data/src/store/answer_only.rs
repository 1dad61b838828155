//! Chats where the bot may only answer (installed there by users alone,
//! or refused by Discord), and the interaction tokens that carry what it
//! owes them: a follow-up of a live interaction there.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::{AnswerOnly, Store};
use crate::error::StoreError;
use crate::rows::OutboxStatus;
use crate::types::*;

/// Follow-ups one interaction takes where only users installed the app.
pub const LIMITED_FOLLOWUPS: i64 = 5;
/// A pending message due further ahead than this waits for a token of its
/// chat (a retry's backoff or an answer's hold is shorter).
pub const WAITING_AHEAD: Millis = 3_600_000;

impl<S: Deref<Target = Store>> AnswerOnly<S> {
    /// Whether the bot may only answer in `channel`.
    pub fn is_answer_only(&self, channel: ChannelId) -> Result<bool, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM answer_only_channels WHERE channel_id = ?1",
            params![channel],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }
}

impl<S: DerefMut<Target = Store>> AnswerOnly<S> {
    /// Marks `channel` as one where the bot may only answer, or (`false`)
    /// as one where it may post again. True if that changed.
    pub fn set_answer_only(&mut self, channel: ChannelId, answer_only: bool, now: Millis) -> Result<bool, StoreError> {
        let changed = if answer_only {
            self.execute_alone(
                "INSERT INTO answer_only_channels (channel_id, since) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                params![channel, now],
            )?
        } else {
            self.execute_alone(
                "DELETE FROM answer_only_channels WHERE channel_id = ?1",
                params![channel],
            )?
        };
        Ok(changed > 0)
    }

    /// Keeps the token of an interaction answered in `channel` for its
    /// follow-ups (at most [`LIMITED_FOLLOWUPS`] if `limited`), and makes
    /// the channel's messages waiting for one (due more than
    /// [`WAITING_AHEAD`] ahead) due now: they can go with it. A message
    /// held for an answer in place is left to it.
    pub fn keep_token(
        &mut self,
        token: &str,
        channel: ChannelId,
        limited: bool,
        now: Millis,
    ) -> Result<(), StoreError> {
        let tx = self.write()?;
        tx.execute(
            "INSERT INTO interaction_tokens (token, channel_id, created_at, limited) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT DO NOTHING",
            params![token, channel, now, i64::from(limited)],
        )?;
        tx.execute(
            "UPDATE outbox SET due_at = ?2 WHERE channel_id = ?1 AND status = ?4 AND due_at > ?3",
            params![channel, now, now.saturating_add(WAITING_AHEAD), OutboxStatus::Pending],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Takes one follow-up of the newest token of `channel` made after
    /// `since` that has one left, if any.
    pub fn take_followup(&mut self, channel: ChannelId, since: Millis) -> Result<Option<String>, StoreError> {
        let tx = self.write()?;
        let token: Option<String> = tx.query_opt(
            "SELECT token FROM interaction_tokens WHERE channel_id = ?1 AND created_at > ?2 \
             AND (limited = 0 OR followups < ?3) ORDER BY created_at DESC LIMIT 1",
            params![channel, since, LIMITED_FOLLOWUPS],
            |r| r.get(0),
        )?;
        if let Some(t) = &token {
            tx.execute(
                "UPDATE interaction_tokens SET followups = followups + 1 WHERE token = ?1",
                params![t],
            )?;
        }
        tx.commit()?;
        Ok(token)
    }

    /// Forgets a token Discord no longer takes.
    pub fn drop_token(&mut self, token: &str) -> Result<(), StoreError> {
        self.execute_alone("DELETE FROM interaction_tokens WHERE token = ?1", params![token])?;
        Ok(())
    }

    /// Forgets tokens made before `before`; returns how many.
    pub fn prune_tokens(&mut self, before: Millis) -> Result<usize, StoreError> {
        self.execute_alone("DELETE FROM interaction_tokens WHERE created_at < ?1", params![before])
    }
}
