//! Games against the computer player: started at once, never rated.

use std::ops::{Deref, DerefMut};

use rusqlite::params;
use zertz_rules::Player;

use super::games::{game_meta, seat};
use super::{upsert_player, Computer, Store};
use crate::columns::{ResultColumn, VariantColumn};
use crate::error::{Reason, StoreError};
use crate::ids::GuildColumn;
use crate::types::*;

impl<S: Deref<Target = Store>> Computer<S> {
    /// Active games against the computer where `computer` is to move,
    /// with the ply it is to move at, oldest first.
    pub fn turns(&self, computer: UserId) -> Result<Vec<(GameId, usize)>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT id, ply FROM games WHERE status = ?2 AND computer_level IS NOT NULL \
             AND ((ply % 2 = 0 AND first_id = ?1) OR (ply % 2 = 1 AND second_id = ?1)) ORDER BY updated_at, id",
            params![computer, GameStatus::Active],
            |r| Ok((r.get("id")?, r.get("ply")?)),
        )?;
        Ok(rows.into_iter().collect())
    }

    /// `user`'s finished games against the computer, counted by level,
    /// weakest level first; levels never played are left out.
    pub fn record(&self, user: UserId) -> Result<Vec<ComputerRecord>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT computer_level, \
             sum(CASE WHEN (result = ?3 AND first_id = ?1) OR (result = ?4 AND second_id = ?1) THEN 1 ELSE 0 END) \
               AS wins, \
             sum(CASE WHEN result = ?5 THEN 1 ELSE 0 END) AS draws, count(*) AS games \
             FROM games WHERE status = ?2 AND computer_level IS NOT NULL AND (first_id = ?1 OR second_id = ?1) \
             GROUP BY computer_level",
            params![
                user,
                GameStatus::Finished,
                ResultColumn(Some(Player::First)),
                ResultColumn(Some(Player::Second)),
                ResultColumn(None)
            ],
            |r| {
                let (wins, draws, games): (u32, u32, u32) = (r.get("wins")?, r.get("draws")?, r.get("games")?);
                Ok(ComputerRecord {
                    level: r.get("computer_level")?,
                    wins,
                    losses: games.saturating_sub(wins).saturating_sub(draws),
                    draws,
                })
            },
        )?;
        let mut out: Vec<ComputerRecord> = rows.into_iter().collect();
        out.sort_by_key(|r| r.level as u8);
        Ok(out)
    }
}

impl<S: DerefMut<Target = Store>> Computer<S> {
    /// Starts a game against the computer at once, without a challenge.
    /// Only the person takes a seat (one active game per channel); the
    /// computer plays without a clock.
    pub fn start_game(&mut self, g: &NewComputerGame) -> Result<GameMeta, StoreError> {
        let (human, computer) = (g.human.0, g.computer.0);
        if human == computer {
            return Err(Reason::SelfChallenge.into());
        }
        let tx = self.write()?;
        upsert_player(&tx, human, &g.human.1, g.now)?;
        upsert_player(&tx, computer, &g.computer.1, g.now)?;
        super::challenges::not_in_tournament(&tx, g.channel, [human])?;
        let (first, second) = if g.human_first {
            (human, computer)
        } else {
            (computer, human)
        };
        let game_id = GameId(tx.query_row(
            "INSERT INTO games (guild_id, channel_id, first_id, second_id, variant, computer_level, \
             created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) RETURNING id",
            params![
                GuildColumn(g.guild),
                g.channel,
                first,
                second,
                VariantColumn(g.variant),
                g.level,
                g.now
            ],
            |r| r.get(0),
        )?);
        seat(&tx, g.channel, human, game_id)?;
        let meta = game_meta(&tx, game_id)?;
        tx.commit()?;
        Ok(meta)
    }
}
