//! Puzzles: a player's open puzzle and how far they got, Glicko-2 ratings
//! for players (scope [`Scope::Puzzles`] of `ratings`) and for puzzles,
//! streaks, and the daily puzzle's channels and posts.

use std::ops::{Deref, DerefMut};

use rusqlite::params;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::db::{Db, DbResult};
use super::{Puzzles, Store};
use crate::error::{Missing, Reason, StoreError};
use crate::rows::*;
use crate::types::*;

/// A new puzzle's rating deviation: it is unknown until people try it.
const PUZZLE_DEVIATION: f64 = 350.0;

impl<S: Deref<Target = Store>> Puzzles<S> {
    /// `user`'s open puzzle, if any.
    pub fn open(&self, user: UserId) -> Result<Option<PuzzleAttempt>, StoreError> {
        open_attempt(&self.conn, user)
    }

    /// The puzzles `user` has tried, finished or not.
    pub fn puzzles_tried(&self, user: UserId) -> Result<Vec<PuzzleId>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT DISTINCT puzzle_id FROM puzzle_attempts WHERE user_id = ?1",
            params![user],
            |r| r.get(0),
        )?;
        Ok(rows.into_iter().collect())
    }

    /// `user`'s puzzle rating row (scope [`Scope::Puzzles`]) and streak:
    /// puzzles solved in a row, ending with the last one finished.
    pub fn record(&self, user: UserId) -> Result<(Option<RatingRow>, u32), StoreError> {
        Ok((self.ratings().rating(user, Scope::Puzzles)?, streak(&self.conn, user)?))
    }

    /// Every tried puzzle's current rating.
    pub fn ratings_of(&self) -> Result<std::collections::HashMap<PuzzleId, f64>, StoreError> {
        let rows = self
            .conn
            .query_map("SELECT puzzle_id, rating FROM puzzle_ratings", &[], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        Ok(rows.into_iter().collect())
    }

    /// A puzzle's current rating, once tried.
    pub fn rating(&self, puzzle: PuzzleId) -> Result<Option<f64>, StoreError> {
        Ok(self.conn.query_opt(
            "SELECT rating FROM puzzle_ratings WHERE puzzle_id = ?1",
            params![puzzle],
            |r| r.get(0),
        )?)
    }

    /// Channels with the daily puzzle on and no post yet for `day`.
    pub fn daily_due(&self, day: i64) -> Result<Vec<ChannelId>, StoreError> {
        let rows = self.conn.query_map(
            "SELECT channel_id FROM daily_channels d WHERE NOT EXISTS \
             (SELECT 1 FROM daily_posts p WHERE p.channel_id = d.channel_id AND p.day = ?1) ORDER BY channel_id",
            params![day],
            |r| r.get(0),
        )?;
        Ok(rows.into_iter().collect())
    }

    /// Who tried `day`'s daily puzzle from `channel`, and who solved it.
    pub fn daily_result(&self, channel: ChannelId, day: i64) -> Result<DailyResult, StoreError> {
        let puzzle = self.conn.query_opt(
            "SELECT puzzle_id FROM daily_posts WHERE channel_id = ?1 AND day = ?2",
            params![channel, day],
            |r| r.get(0),
        )?;
        let rows: Vec<(UserId, Option<bool>)> = self.conn.query_map(
            "SELECT user_id, solved FROM puzzle_attempts WHERE daily = ?1 AND channel_id = ?2 \
             ORDER BY finished_at, id",
            params![day, channel],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(DailyResult {
            puzzle,
            tried: rows.len(),
            solvers: rows
                .into_iter()
                .filter(|(_, s)| *s == Some(true))
                .map(|(u, _)| u)
                .collect(),
        })
    }
}

impl<S: DerefMut<Target = Store>> Puzzles<S> {
    /// Opens puzzle `puzzle` for `user`, answered in `channel` (only to
    /// them if `private`); `daily` is the day when it is the daily
    /// puzzle. Refused while another is open, and for a daily puzzle
    /// tried before.
    #[allow(clippy::too_many_arguments)]
    pub fn start(
        &mut self,
        user: UserId,
        name: &str,
        puzzle: PuzzleId,
        channel: ChannelId,
        private: bool,
        daily: Option<i64>,
        now: Millis,
    ) -> Result<PuzzleAttempt, StoreError> {
        let tx = self.write()?;
        if let Some(open) = open_attempt(&tx, user)? {
            return Err(Reason::PuzzleOpen { puzzle: open.puzzle }.into());
        }
        if let Some(day) = daily {
            let tried: bool = tx.query_row(
                "SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE user_id = ?1 AND daily = ?2)",
                params![user, day],
                |r| r.get(0),
            )?;
            if tried {
                return Err(Reason::DailyTried.into());
            }
        }
        super::upsert_player(&tx, user, name, now)?;
        tx.execute(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, channel_id, private, daily, started_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![user, puzzle, channel, private, daily, now],
        )?;
        let attempt = open_attempt(&tx, user)?.ok_or(Reason::NotFound(Missing::Puzzle))?;
        tx.commit()?;
        Ok(attempt)
    }

    /// Forgets `user`'s open try of `puzzle`, which is no longer offered
    /// (the puzzle file changed): unrated, as if never started. Returns
    /// whether there was one.
    pub fn withdraw(&mut self, user: UserId, puzzle: PuzzleId) -> Result<bool, StoreError> {
        let gone = self.execute_alone(
            "DELETE FROM puzzle_attempts WHERE user_id = ?1 AND puzzle_id = ?2 AND finished_at IS NULL",
            params![user, puzzle],
        )?;
        Ok(gone == 1)
    }

    /// Moves `user`'s open puzzle from step `from` to the next: a right
    /// answer with more to come. Refused if it is no longer at `from`.
    pub fn advance(&mut self, user: UserId, from: usize) -> Result<(), StoreError> {
        let tx = self.write()?;
        let changed = tx.execute(
            "UPDATE puzzle_attempts SET step = step + 1 WHERE user_id = ?1 AND finished_at IS NULL AND step = ?2",
            params![user, from],
        )?;
        if changed != 1 {
            return Err(answered(&tx, user)?);
        }
        tx.commit()?;
        Ok(())
    }

    /// Ends `user`'s open puzzle at step `from`, solved or not. The first
    /// try of a puzzle is rated: the player against the puzzle, Glicko-2
    /// for both (a new puzzle starts at `starting_rating`).
    pub fn finish(
        &mut self,
        user: UserId,
        from: usize,
        solved: bool,
        starting_rating: f64,
        now: Millis,
    ) -> Result<PuzzleFinish, StoreError> {
        let tx = self.write()?;
        let Some(open) = open_attempt(&tx, user)?.filter(|a| a.step == from) else {
            return Err(answered(&tx, user)?);
        };
        let tried_before: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM puzzle_attempts WHERE user_id = ?1 AND puzzle_id = ?2 AND id <> ?3)",
            params![user, open.puzzle, open.id],
            |r| r.get(0),
        )?;
        let rated = !tried_before;
        tx.execute(
            "UPDATE puzzle_attempts SET finished_at = ?2, solved = ?3, rated = ?4, step = step + ?3 WHERE id = ?1",
            params![open.id, now, solved, rated],
        )?;
        let rating = if rated {
            Some(rate(&tx, user, open.puzzle, solved, starting_rating, now)?)
        } else {
            None
        };
        let streak = streak(&tx, user)?;
        tx.commit()?;
        Ok(PuzzleFinish { solved, rating, streak })
    }

    /// Turns the daily puzzle on or off in `channel`; returns whether
    /// that changed anything.
    pub fn set_daily(
        &mut self,
        channel: ChannelId,
        guild: Option<GuildId>,
        on: bool,
        by: UserId,
        now: Millis,
    ) -> Result<bool, StoreError> {
        let changed = if on {
            self.execute_alone(
                "INSERT INTO daily_channels (channel_id, guild_id, enabled_by, since) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
                params![channel, Scope::of(guild), by, now],
            )?
        } else {
            self.execute_alone("DELETE FROM daily_channels WHERE channel_id = ?1", params![channel])?
        };
        Ok(changed == 1)
    }

    /// Notes `day`'s post of `puzzle` in `channel`; returns false if that
    /// day's post was already noted (another tick, another process), so
    /// it is owed once.
    pub fn note_daily_post(&mut self, channel: ChannelId, day: i64, puzzle: PuzzleId) -> Result<bool, StoreError> {
        let added = self.execute_alone(
            "INSERT INTO daily_posts (channel_id, day, puzzle_id) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
            params![channel, day, puzzle],
        )?;
        Ok(added == 1)
    }
}

fn attempt_row(r: &super::db::Row) -> DbResult<PuzzleAttempt> {
    Ok(PuzzleAttempt {
        id: r.get(0)?,
        user: r.get(1)?,
        puzzle: r.get(2)?,
        channel: r.get(3)?,
        private: r.get(4)?,
        daily: r.get(5)?,
        step: r.get(6)?,
    })
}

fn open_attempt(conn: &Db, user: UserId) -> Result<Option<PuzzleAttempt>, StoreError> {
    Ok(conn.query_opt(
        "SELECT id, user_id, puzzle_id, channel_id, private, daily, step FROM puzzle_attempts \
             WHERE user_id = ?1 AND finished_at IS NULL",
        params![user],
        attempt_row,
    )?)
}

/// Why an answer found no open puzzle at its step.
fn answered(conn: &Db, user: UserId) -> Result<StoreError, StoreError> {
    Ok(match open_attempt(conn, user)? {
        Some(_) => Reason::PuzzleAnswered.into(),
        None => Reason::NotFound(Missing::Puzzle).into(),
    })
}

/// Puzzles solved in a row, ending with the last one finished.
fn streak(conn: &Db, user: UserId) -> Result<u32, StoreError> {
    let rows = conn.query_map(
        "SELECT solved FROM puzzle_attempts WHERE user_id = ?1 AND finished_at IS NOT NULL \
         ORDER BY finished_at DESC, id DESC LIMIT 1000",
        params![user],
        |r| r.get::<_, bool>(0),
    )?;
    let mut n = 0;
    for solved in rows {
        if !solved {
            break;
        }
        n += 1;
    }
    Ok(n)
}

/// Rates `user` against `puzzle` (a win for the player when solved) and
/// the puzzle against the player; returns the player's rating before and after.
fn rate(
    conn: &Db,
    user: UserId,
    puzzle: PuzzleId,
    solved: bool,
    starting_rating: f64,
    now: Millis,
) -> Result<(f64, f64), StoreError> {
    let player = conn
        .query_opt(
            "SELECT rating, deviation, volatility FROM ratings WHERE scope = ?1 AND user_id = ?2",
            params![Scope::Puzzles, user],
            glicko_row,
        )?
        .unwrap_or_default();
    let fresh = Glicko2Rating {
        rating: starting_rating,
        deviation: PUZZLE_DEVIATION,
        ..Glicko2Rating::default()
    };
    let puzzle_before = conn
        .query_opt(
            "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE puzzle_id = ?1",
            params![puzzle],
            glicko_row,
        )?
        .unwrap_or(fresh);
    let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
    let (p, z) = glicko2(&player, &puzzle_before, &outcome, &Glicko2Config::default());
    let (win, loss) = if solved { (1, 0) } else { (0, 1) };
    conn.execute(
        "INSERT INTO ratings (scope, user_id, rating, deviation, volatility, games, wins, losses, draws, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, 0, ?8) \
         ON CONFLICT (scope, user_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = ratings.games + 1, wins = ratings.wins + excluded.wins, \
         losses = ratings.losses + excluded.losses, updated_at = excluded.updated_at",
        params![
            Scope::Puzzles,
            user,
            p.rating,
            p.deviation,
            p.volatility,
            win,
            loss,
            now
        ],
    )?;
    conn.execute(
        "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, attempts, solved) \
         VALUES (?1, ?2, ?3, ?4, 1, ?5) \
         ON CONFLICT (puzzle_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, attempts = puzzle_ratings.attempts + 1, solved = puzzle_ratings.solved + excluded.solved",
        params![puzzle, z.rating, z.deviation, z.volatility, win],
    )?;
    Ok((player.rating, p.rating))
}

fn glicko_row(r: &super::db::Row) -> DbResult<Glicko2Rating> {
    Ok(Glicko2Rating {
        rating: r.get(0)?,
        deviation: r.get(1)?,
        volatility: r.get(2)?,
    })
}
