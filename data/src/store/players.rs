//! Players: the name each was last seen with.

use std::ops::{Deref, DerefMut};

use std::collections::HashMap;

use super::db::Db;
use super::{params, Players, Store};
use crate::error::StoreError;
use crate::types::*;

impl<S: Deref<Target = Store>> Players<S> {
    /// A player's last known display name.
    pub fn name(&self, user: UserId) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_opt("SELECT name FROM players WHERE user_id = ?1", params![user], |r| {
                r.get(0)
            })?)
    }

    /// The last known names of `users`, in one query; unknown users are
    /// left out.
    pub fn names(&self, users: &[UserId]) -> Result<HashMap<UserId, String>, StoreError> {
        // The ids go as one JSON list, so the statement is prepared once.
        let sql = self.backend().names_of_listed_players();
        let ids: Vec<String> = users.iter().map(|u| u.to_string()).collect();
        let list = format!("[{}]", ids.join(","));
        let rows = self
            .conn
            .query_map(sql, params![list], |r| Ok((r.get("user_id")?, r.get("name")?)))?;
        Ok(rows.into_iter().collect())
    }
}

impl<S: DerefMut<Target = Store>> Players<S> {
    /// Records a player's display name.
    pub fn upsert(&mut self, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
        let tx = self.write()?;
        upsert_player(&tx, user, name, now)?;
        tx.commit()?;
        Ok(())
    }
}

/// Records a player's display name inside the caller's write.
pub(super) fn upsert_player(conn: &Db, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO players (user_id, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?3) \
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
        params![user, name, now],
    )?;
    Ok(())
}
