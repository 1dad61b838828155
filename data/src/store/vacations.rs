//! Vacations: a player's clocks stop in every game while one lasts.
//!
//! A deadline is where a clock runs out. A vacation moves the deadlines of
//! the games where its player is to move by its length; a turn that comes
//! to a player on vacation starts its clock when the vacation ends; a move
//! ends the vacation early and gives the unused time back to the other
//! games' deadlines.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::Db;
use super::{Store, Vacations};
use crate::error::{Reason, StoreError};
use crate::types::*;

/// Vacation allowed in any 60 days.
pub const VACATION_ALLOWANCE: Millis = 14 * DAY;
/// The window the allowance counts over.
pub const VACATION_WINDOW: Millis = 60 * DAY;
const DAY: Millis = 86_400_000;

impl<S: Deref<Target = Store>> Vacations<S> {
    /// When `user`'s vacation ends, if they are on one at `now`.
    pub fn until(&self, user: UserId, now: Millis) -> Result<Option<Millis>, StoreError> {
        vacation_until(&self.conn, user, now)
    }
}

impl<S: DerefMut<Target = Store>> Vacations<S> {
    /// `user` goes on vacation for `length` from `now`: the deadlines of
    /// the games where they are to move move by `length`. Refused while on
    /// vacation already, or past the allowance; returns when it ends.
    pub fn start(&mut self, user: UserId, length: Millis, now: Millis) -> Result<Millis, StoreError> {
        let tx = self.write()?;
        if let Some(until) = vacation_until(&tx, user, now)? {
            return Err(Reason::OnVacation { until }.into());
        }
        let used: Millis = tx.query_row(
            "SELECT CAST(coalesce(sum(end_at - start_at), 0) AS BIGINT) FROM vacations WHERE user_id = ?1 AND start_at > ?2",
            params![user, now.saturating_sub(VACATION_WINDOW)],
            |r| r.get(0),
        )?;
        let left = VACATION_ALLOWANCE.saturating_sub(used).max(0);
        if length <= 0 || length > left {
            return Err(Reason::VacationTooLong { left }.into());
        }
        let until = now.saturating_add(length);
        tx.execute(
            "INSERT INTO vacations (user_id, start_at, end_at) VALUES (?1, ?2, ?3)",
            params![user, now, until],
        )?;
        shift_deadlines(&tx, user, length, None)?;
        tx.commit()?;
        Ok(until)
    }
}

/// When `user`'s vacation ends, if they are on one at `now`.
pub(super) fn vacation_until(conn: &Db, user: UserId, now: Millis) -> Result<Option<Millis>, StoreError> {
    Ok(conn
        .query_opt(
            "SELECT max(end_at) FROM vacations WHERE user_id = ?1 AND start_at <= ?2 AND end_at > ?2",
            params![user, now],
            |r| r.get(0),
        )?
        .flatten())
}

/// The deadline of a turn that comes to `user` at `now`, with `seconds`
/// a move: the clock starts when their vacation ends, if they are on one.
pub(super) fn deadline_for(
    conn: &Db,
    user: UserId,
    seconds: Option<u32>,
    now: Millis,
) -> Result<Option<Millis>, StoreError> {
    let Some(seconds) = seconds else {
        return Ok(None);
    };
    let start = vacation_until(conn, user, now)?.unwrap_or(now);
    Ok(Some(start.saturating_add(i64::from(seconds) * 1000)))
}

/// `user` moved at `now`: a vacation they are on ends now, and the games
/// where they are to move (other than `played`) get the unused time back.
pub(super) fn end_vacation(conn: &Db, user: UserId, played: GameId, now: Millis) -> Result<(), StoreError> {
    let Some(until) = vacation_until(conn, user, now)? else {
        return Ok(());
    };
    conn.execute(
        "UPDATE vacations SET end_at = ?2 WHERE user_id = ?1 AND start_at <= ?2 AND end_at > ?2",
        params![user, now],
    )?;
    shift_deadlines(conn, user, -(until - now), Some(played))
}

/// Moves the deadlines of the timed games where `user` is to move by `by`.
fn shift_deadlines(conn: &Db, user: UserId, by: Millis, except: Option<GameId>) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE games SET deadline = deadline + ?2 WHERE status = ?4 AND deadline IS NOT NULL \
         AND id IS DISTINCT FROM ?3 AND ((ply % 2 = 0 AND first_id = ?1) OR (ply % 2 = 1 AND second_id = ?1))",
        params![user, by, except, GameStatus::Active],
    )?;
    Ok(())
}
