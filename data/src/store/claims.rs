//! Claims: which process does a piece of work, until when. Every write
//! holds the engine's write lock, so taking a claim is check-then-write
//! with no race; a claim whose process died lapses at its time.

use std::ops::DerefMut;

use rusqlite::params;

use super::{Claims, Store};
use crate::error::StoreError;
use crate::rows::*;
use crate::types::*;

impl<S: DerefMut<Target = Store>> Claims<S> {
    /// Claims `item` of `kind` for `owner` until `until`: true if it was
    /// free, lapsed by `now`, or already `owner`'s (then extended).
    pub fn claim(
        &mut self,
        kind: ClaimKind,
        item: i64,
        owner: &Owner,
        until: Millis,
        now: Millis,
    ) -> Result<bool, StoreError> {
        let taken = self.execute_alone(
            "INSERT INTO claims (kind, item, owner, expires_at) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (kind, item) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at \
             WHERE claims.expires_at <= ?5 OR claims.owner = excluded.owner",
            params![kind, item, owner.0, until, now],
        )?;
        Ok(taken == 1)
    }

    /// Gives up `owner`'s claim on `item` of `kind`, when the work is
    /// done; another's claim is left alone.
    pub fn release(&mut self, kind: ClaimKind, item: i64, owner: &Owner) -> Result<(), StoreError> {
        self.execute_alone(
            "DELETE FROM claims WHERE kind = ?1 AND item = ?2 AND owner = ?3",
            params![kind, item, owner.0],
        )?;
        Ok(())
    }
}
