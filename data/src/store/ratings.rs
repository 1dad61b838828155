//! Glicko-2 ratings, global and per guild: rating finished games,
//! leaderboards and players' records.

use std::ops::Deref;

use rusqlite::params;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use zertz_rules::{Outcome, Player};

use super::db::Row;
use super::db::{Db, DbResult};
use super::{Ratings, Store};
use crate::error::StoreError;
use crate::rows::*;
use crate::types::*;

/// A rating row with its player's name, read by column name.
const RATING_SELECT: &str = "SELECT r.user_id AS user_id, p.name AS name, r.rating AS rating, \
     r.deviation AS deviation, r.conservative AS conservative, r.games AS games, r.wins AS wins, \
     r.losses AS losses, r.draws AS draws";

impl<S: Deref<Target = Store>> Ratings<S> {
    /// A page of the leaderboard of `scope`, best conservative rating
    /// first, among players with at least `min_games` rated games. A page
    /// past the end is empty.
    pub fn leaderboard(
        &self,
        scope: Scope,
        page: usize,
        per_page: usize,
        min_games: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        // The page is picked from the covering index alone; only its rows
        // are then joined, so a deep page costs little more than the first.
        let (hint, join) = self.backend().leaderboard_hint_and_join();
        let sql = format!(
            "{RATING_SELECT} FROM (SELECT user_id FROM ratings {hint} \
                   WHERE scope = ?1 AND games >= ?2 ORDER BY conservative DESC, user_id LIMIT ?3 OFFSET ?4) page \
             {join} ratings r ON r.scope = ?1 AND r.user_id = page.user_id \
             {join} players p ON p.user_id = r.user_id \
             ORDER BY r.conservative DESC, r.user_id"
        );
        let limit = i64::try_from(per_page).unwrap_or(i64::MAX);
        let offset = page
            .checked_mul(per_page)
            .and_then(|o| i64::try_from(o).ok())
            .unwrap_or(i64::MAX);
        let rows = self
            .conn
            .query_map(&sql, params![scope, min_games, limit, offset], rating_row)?;
        let total: u64 = self.conn.query_row(
            "SELECT count(*) FROM ratings WHERE scope = ?1 AND games >= ?2",
            params![scope, min_games],
            |r| r.get(0),
        )?;
        Ok(LeaderboardPage { rows, total })
    }

    /// A player's rating in `scope`, once rated there.
    pub fn rating(&self, user: UserId, scope: Scope) -> Result<Option<RatingRow>, StoreError> {
        let sql = format!(
            "{RATING_SELECT} FROM ratings r JOIN players p USING (user_id) WHERE r.scope = ?1 AND r.user_id = ?2"
        );
        Ok(self.conn.query_opt(&sql, params![scope, user], rating_row)?)
    }

    /// A player's ratings, streak and last games.
    pub fn player_stats(&self, user: UserId, guild: Option<GuildId>, recent: usize) -> Result<PlayerStats, StoreError> {
        let recent_games = self.games().recent_games(user, recent.max(20))?;
        let mut streak = 0i32;
        for g in &recent_games {
            let won = match g.outcome.and_then(Outcome::winner) {
                Some(p) => g.user(p) == user,
                None => break,
            };
            match (won, streak.signum()) {
                (true, 0 | 1) => streak += 1,
                (false, 0 | -1) => streak -= 1,
                _ => break,
            }
        }
        Ok(PlayerStats {
            user_id: user,
            name: self.players().name(user)?,
            global: self.rating(user, Scope::Global)?,
            guild: match guild {
                Some(g) => self.rating(user, Scope::Guild(g))?,
                None => None,
            },
            streak,
            recent: recent_games.into_iter().take(recent).collect(),
        })
    }

    /// The rating changes a finished game caused.
    pub fn rating_changes(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT scope, user_id, before, after, deviation FROM rating_changes WHERE game_id = ?1 \
             ORDER BY scope, user_id",
            params![game],
            |r| {
                Ok(RatingChange {
                    scope: r.get("scope")?,
                    user_id: r.get("user_id")?,
                    before: r.get("before")?,
                    after: r.get("after")?,
                    deviation: r.get("deviation")?,
                })
            },
        )?;
        Ok(rows.into_iter().collect())
    }

    /// `user`'s rating in `scope` after each rated game, oldest first.
    pub fn rating_history(&self, user: UserId, scope: Scope) -> Result<Vec<RatingPoint>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT g.finished_at AS at, rc.after AS rating, rc.deviation AS deviation \
             FROM rating_changes rc JOIN games g ON g.id = rc.game_id \
             WHERE rc.user_id = ?1 AND rc.scope = ?2 ORDER BY g.finished_at, g.id",
            params![user, scope],
            |r| {
                Ok(RatingPoint {
                    at: r.get::<_, Option<Millis>>("at")?.unwrap_or(0),
                    rating: r.get("rating")?,
                    deviation: r.get("deviation")?,
                })
            },
        )?;
        Ok(rows.into_iter().collect())
    }
}

/// Rates a finished game globally and in its guild, and keeps the changes.
pub(super) fn rate_finished(
    tx: &Db,
    meta: &GameMeta,
    outcome: Outcome,
    now: Millis,
) -> Result<Vec<RatingChange>, StoreError> {
    let mut changes = rate(tx, meta, Scope::Global, outcome, now)?;
    if let Some(g) = meta.guild {
        changes.extend(rate(tx, meta, Scope::Guild(g), outcome, now)?);
    }
    for c in &changes {
        tx.execute(
            "INSERT INTO rating_changes (game_id, scope, user_id, before, after, deviation) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![meta.id, c.scope, c.user_id, c.before, c.after, c.deviation],
        )?;
    }
    Ok(changes)
}

fn rate(
    tx: &Db,
    meta: &GameMeta,
    scope: Scope,
    outcome: Outcome,
    now: Millis,
) -> Result<Vec<RatingChange>, StoreError> {
    let load = |user: UserId| -> Result<Glicko2Rating, StoreError> {
        Ok(tx
            .query_opt(
                "SELECT rating, deviation, volatility FROM ratings WHERE scope = ?1 AND user_id = ?2",
                params![scope, user],
                |r| {
                    Ok(Glicko2Rating {
                        rating: r.get("rating")?,
                        deviation: r.get("deviation")?,
                        volatility: r.get("volatility")?,
                    })
                },
            )?
            .unwrap_or_default())
    };
    let [a, b] = meta.players;
    let (ra, rb) = (load(a)?, load(b)?);
    let result = match outcome.winner() {
        Some(Player::First) => Outcomes::WIN,
        Some(Player::Second) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (na, nb) = glicko2(&ra, &rb, &result, &Glicko2Config::default());
    let mut changes = Vec::with_capacity(2);
    for (user, before, after, seat) in [(a, ra, na, Player::First), (b, rb, nb, Player::Second)] {
        let (win, loss, draw) = match outcome.winner() {
            Some(w) if w == seat => (1, 0, 0),
            Some(_) => (0, 1, 0),
            None => (0, 0, 1),
        };
        tx.execute(
            "INSERT INTO ratings (scope, user_id, rating, deviation, volatility, games, wins, losses, draws, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, ?8, ?9) \
             ON CONFLICT (scope, user_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = ratings.games + 1, wins = ratings.wins + excluded.wins, \
             losses = ratings.losses + excluded.losses, draws = ratings.draws + excluded.draws, updated_at = excluded.updated_at",
            params![scope, user, after.rating, after.deviation, after.volatility, win, loss, draw, now],
        )?;
        changes.push(RatingChange {
            scope,
            user_id: user,
            before: before.rating,
            after: after.rating,
            deviation: Some(after.deviation),
        });
    }
    Ok(changes)
}

fn rating_row(r: &Row) -> DbResult<RatingRow> {
    Ok(RatingRow {
        user_id: r.get("user_id")?,
        name: r.get("name")?,
        rating: r.get("rating")?,
        deviation: r.get("deviation")?,
        conservative: r.get("conservative")?,
        games: r.get("games")?,
        wins: r.get("wins")?,
        losses: r.get("losses")?,
        draws: r.get("draws")?,
    })
}
