//! The outbox: messages owed to Discord, written with the change that
//! makes them due and marked sent only once Discord took them.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{Db, DbResult, Row};
use super::{Outbox, Store};
use crate::error::StoreError;
use crate::rows::*;
use crate::types::*;

/// `SELECT`ing `$columns` of a message with its files (`f.bytes`), then
/// `$rest`; `row` for the whole row as [`outbox_row`] reads it.
macro_rules! with_files {
    (row, $rest:literal) => {
        with_files!("o.*, f.bytes AS files", $rest)
    };
    ($columns:literal, $rest:literal) => {
        concat!(
            "SELECT ",
            $columns,
            " FROM outbox o LEFT JOIN outbox_files f ON f.outbox_id = o.id ",
            $rest
        )
    };
}

impl<S: Deref<Target = Store>> Outbox<S> {
    /// One message of the outbox.
    pub fn row(&self, id: OutboxId) -> Result<Option<OutboxRow>, StoreError> {
        Ok(self
            .conn
            .query_opt(with_files!(row, "WHERE o.id = ?1"), params![id], outbox_row)?)
    }

    /// Every message not yet sent nor given up on, oldest first.
    pub fn pending(&self) -> Result<Vec<OutboxRow>, StoreError> {
        Ok(self.conn.query_map(
            with_files!(row, "WHERE o.status = ?1 ORDER BY o.id"),
            params![OutboxStatus::Pending],
            outbox_row,
        )?)
    }

    /// How many messages are pending, sent and failed.
    pub fn counts(&self) -> Result<OutboxCounts, StoreError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FILTER (WHERE status = ?1), count(*) FILTER (WHERE status = ?2), \
             count(*) FILTER (WHERE status = ?3) FROM outbox",
            params![OutboxStatus::Pending, OutboxStatus::Sent, OutboxStatus::Failed],
            |r| {
                Ok(OutboxCounts {
                    pending: r.get::<_, Option<u64>>(0)?.unwrap_or(0),
                    sent: r.get::<_, Option<u64>>(1)?.unwrap_or(0),
                    failed: r.get::<_, Option<u64>>(2)?.unwrap_or(0),
                })
            },
        )?)
    }
}

impl<S: DerefMut<Target = Store>> Outbox<S> {
    /// Owes `payload` with its `files` (none if empty) to `channel`,
    /// deliverable from `due_at`. Inside [`Store::atomically`] it commits
    /// with the change it announces.
    pub fn enqueue(
        &mut self,
        channel: ChannelId,
        (payload, files): (&str, &[u8]),
        due_at: Millis,
        now: Millis,
    ) -> Result<OutboxId, StoreError> {
        let tx = self.write()?;
        let id = OutboxId(tx.query_row(
            "INSERT INTO outbox (channel_id, payload, due_at, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id",
            params![channel, payload, due_at, now],
            |r| r.get(0),
        )?);
        put_files(&tx, id, files)?;
        tx.commit()?;
        Ok(id)
    }

    /// Claims pending messages due by `now` for `owner` until `until`, at
    /// most `limit`: only the oldest of each channel, so a channel's
    /// messages go out in order, and none another process holds. A claim
    /// lapses, so a message whose process died is sent by another.
    pub fn claim_due(
        &mut self,
        now: Millis,
        limit: usize,
        owner: &Owner,
        until: Millis,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        // Which messages are due: the pre-check and the claim ask the same.
        macro_rules! due {
            ($columns:tt) => {
                with_files!(
                    $columns,
                    "WHERE o.status = ?4 AND o.due_at <= ?1 \
                     AND (o.claimed_until IS NULL OR o.claimed_until <= ?1 OR o.claimed_by = ?3) AND NOT EXISTS \
                     (SELECT 1 FROM outbox p WHERE p.status = ?4 AND p.channel_id = o.channel_id AND p.id < o.id) \
                     ORDER BY o.id LIMIT ?2"
                )
            };
        }
        const DUE: &str = due!(row);
        // Without reading the files.
        const ANY_DUE: &str = due!("o.id");
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let args = params![now, limit, owner.0, OutboxStatus::Pending];
        // Mostly nothing is due: then no write, nor the write lock, is taken.
        if !self.conn.in_transaction() && self.conn.query_map(ANY_DUE, args, |_| Ok(()))?.is_empty() {
            return Ok(Vec::new());
        }
        let tx = self.write()?;
        // Again under the lock: another process may have claimed them since.
        let rows = tx.query_map(DUE, args, outbox_row)?;
        for row in &rows {
            tx.execute(
                "UPDATE outbox SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
                params![row.id, owner.0, until],
            )?;
        }
        tx.commit()?;
        Ok(rows)
    }

    /// Discord took the message; `message` is its id there. False if it
    /// was already marked (delivered twice: the caller logs it). Its files
    /// go; its words stay for the logs until pruned.
    pub fn sent(&mut self, id: OutboxId, message: Option<MessageId>, now: Millis) -> Result<bool, StoreError> {
        let tx = self.write()?;
        let n = tx.execute(
            "UPDATE outbox SET status = ?4, sent_at = ?2, message_id = ?3, attempts = attempts + 1 \
             WHERE id = ?1 AND status = ?5",
            params![id, now, message, OutboxStatus::Sent, OutboxStatus::Pending],
        )?;
        drop_files(&tx, id)?;
        tx.commit()?;
        Ok(n == 1)
    }

    /// Writes message `id` anew as `payload` with its `files`, while it
    /// is still pending; false if it is not (sent or given up on
    /// meanwhile).
    pub fn rewrite(&mut self, id: OutboxId, (payload, files): (&str, &[u8])) -> Result<bool, StoreError> {
        let tx = self.write()?;
        let n = tx.execute(
            "UPDATE outbox SET payload = ?2 WHERE id = ?1 AND status = ?3",
            params![id, payload, OutboxStatus::Pending],
        )?;
        if n == 1 {
            drop_files(&tx, id)?;
            put_files(&tx, id, files)?;
        }
        tx.commit()?;
        Ok(n == 1)
    }

    /// Lets the delivery task send a held message now (the reply in place
    /// failed).
    pub fn release(&mut self, id: OutboxId, now: Millis) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE outbox SET due_at = CASE WHEN due_at < ?2 THEN due_at ELSE ?2 END WHERE id = ?1 AND status = ?3",
            params![id, now, OutboxStatus::Pending],
        )?;
        Ok(())
    }

    /// A try failed (`error`, what Discord last said): try again from
    /// `next`'s time, or give up for its reason and keep the row as
    /// failed.
    pub fn failed(&mut self, id: OutboxId, error: &str, next: Result<Millis, GiveUp>) -> Result<(), StoreError> {
        match next {
            Ok(due) => self.conn.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, due_at = ?3, claimed_until = NULL \
                 WHERE id = ?1 AND status = ?4",
                params![id, error, due, OutboxStatus::Pending],
            )?,
            Err(why) => {
                // Given up on: kept for the logs, without its files.
                let tx = self.write()?;
                let n = tx.execute(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, status = ?3, given_up = ?5 \
                     WHERE id = ?1 AND status = ?4",
                    params![id, error, OutboxStatus::Failed, OutboxStatus::Pending, why],
                )?;
                drop_files(&tx, id)?;
                tx.commit()?;
                n
            }
        };
        Ok(())
    }

    /// Forgets messages sent before `before`; returns how many. Pending and
    /// failed ones are kept.
    pub fn prune(&mut self, before: Millis) -> Result<usize, StoreError> {
        Ok(self.conn.execute(
            "DELETE FROM outbox WHERE status = ?2 AND sent_at < ?1",
            params![before, OutboxStatus::Sent],
        )?)
    }
}

/// Keeps message `id`'s files, if it has any.
fn put_files(db: &Db, id: OutboxId, files: &[u8]) -> DbResult<()> {
    if !files.is_empty() {
        db.execute(
            "INSERT INTO outbox_files (outbox_id, bytes) VALUES (?1, ?2)",
            params![id, files],
        )?;
    }
    Ok(())
}

/// Lets message `id`'s files go: sent, given up on, or about to be written anew.
fn drop_files(db: &Db, id: OutboxId) -> DbResult<()> {
    db.execute("DELETE FROM outbox_files WHERE outbox_id = ?1", params![id])?;
    Ok(())
}

fn outbox_row(r: &Row) -> DbResult<OutboxRow> {
    Ok(OutboxRow {
        id: r.get("id")?,
        channel: r.get("channel_id")?,
        payload: r.get("payload")?,
        attempts: r.get("attempts")?,
        created_at: r.get("created_at")?,
        status: r.get("status")?,
        given_up: r.get("given_up")?,
        message_id: r.get("message_id")?,
        files: r.get::<_, Option<Vec<u8>>>("files")?.unwrap_or_default(),
    })
}
