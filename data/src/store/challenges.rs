//! Challenges: made, answered, lapsed.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{Db, DbResult, Row};
use super::games::{game_meta, start_game};
use super::{update_one, upsert_player, Challenges, Store};
use crate::columns::VariantColumn;
use crate::error::{ChallengeAnswer, Missing, Reason, StoreError};
use crate::ids::GuildColumn;
use crate::types::*;

impl<S: Deref<Target = Store>> Challenges<S> {
    /// A challenge by id.
    pub fn challenge(&self, id: ChallengeId) -> Result<Challenge, StoreError> {
        challenge(&self.conn, id)
    }

    /// The open challenge between two players in a channel, either way.
    pub fn open_challenge_between(
        &self,
        channel: ChannelId,
        a: UserId,
        b: UserId,
        now: Millis,
    ) -> Result<Option<Challenge>, StoreError> {
        let id: Option<ChallengeId> = self.conn.query_opt(
            "SELECT id FROM challenges WHERE status = ?5 AND channel_id = ?1 AND expires_at > ?4 \
                 AND ((challenger_id = ?2 AND opponent_id = ?3) OR (challenger_id = ?3 AND opponent_id = ?2))",
            params![channel, a, b, now, ChallengeStatus::Open],
            |r| r.get(0),
        )?;
        id.map(|id| challenge(&self.conn, id)).transpose()
    }

    /// The open challenges to `user` in `channel`, oldest first.
    pub fn open_to(&self, user: UserId, channel: ChannelId, now: Millis) -> Result<Vec<Challenge>, StoreError> {
        let ids: Vec<ChallengeId> = self.conn.query_map(
            "SELECT id FROM challenges WHERE status = ?4 AND channel_id = ?2 AND opponent_id = ?1 \
                 AND expires_at > ?3 ORDER BY id",
            params![user, channel, now, ChallengeStatus::Open],
            |r| r.get(0),
        )?;
        ids.into_iter().map(|id| challenge(&self.conn, id)).collect()
    }
}

impl<S: DerefMut<Target = Store>> Challenges<S> {
    /// Stores a new open challenge.
    pub fn create(&mut self, c: &NewChallenge) -> Result<Challenge, StoreError> {
        if c.challenger.0 == c.opponent.0 {
            return Err(Reason::SelfChallenge.into());
        }
        let tx = self.write()?;
        upsert_player(&tx, c.challenger.0, &c.challenger.1, c.now)?;
        upsert_player(&tx, c.opponent.0, &c.opponent.1, c.now)?;
        not_in_tournament(&tx, c.channel, [c.challenger.0, c.opponent.0])?;
        let id = ChallengeId(tx.query_row(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, variant, first, \
             time_per_move, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) RETURNING id",
            params![
                GuildColumn(c.guild),
                c.channel,
                c.challenger.0,
                c.opponent.0,
                VariantColumn(c.variant),
                c.first,
                c.time_per_move,
                c.now,
                c.expires_at
            ],
            |r| r.get(0),
        )?);
        let challenge = challenge(&tx, id)?;
        tx.commit()?;
        Ok(challenge)
    }

    /// Remembers the message that shows a challenge.
    pub fn set_message(&mut self, id: ChallengeId, message: MessageId) -> Result<(), StoreError> {
        let sql = "UPDATE challenges SET message_id = ?2 WHERE id = ?1";
        update_one(&self.conn, sql, params![id, message], Missing::Challenge)
    }

    /// The opponent accepts: the challenge closes and the game starts, with
    /// the first mover decided (`coin` decides a random draw). Fails if
    /// either player already has an active game in the channel.
    pub fn accept(&mut self, id: ChallengeId, user: UserId, coin: bool, now: Millis) -> Result<GameMeta, StoreError> {
        let tx = self.write()?;
        let c = challenge(&tx, id)?;
        if c.opponent != user {
            return Err(Reason::NotYourChallenge(ChallengeAnswer::Accept).into());
        }
        check_open(&c, now)?;
        let challenger_first = match c.first {
            FirstMover::Challenger => true,
            FirstMover::Opponent => false,
            FirstMover::Random => coin,
        };
        let (first, second) = if challenger_first {
            (c.challenger, c.opponent)
        } else {
            (c.opponent, c.challenger)
        };
        not_in_tournament(&tx, c.channel, [first, second])?;
        let game_id = start_game(
            &tx,
            (c.guild, c.channel),
            [first, second],
            c.variant,
            c.time_per_move,
            now,
        )?;
        tx.execute(
            "UPDATE challenges SET status = ?4, game_id = ?2, resolved_at = ?3 WHERE id = ?1",
            params![id, game_id, now, ChallengeStatus::Accepted],
        )?;
        let meta = game_meta(&tx, game_id)?;
        tx.commit()?;
        Ok(meta)
    }

    /// The opponent declines.
    pub fn decline(&mut self, id: ChallengeId, user: UserId, now: Millis) -> Result<Challenge, StoreError> {
        self.close_challenge(id, user, now, ChallengeAnswer::Decline)
    }

    /// The challenger withdraws.
    pub fn cancel(&mut self, id: ChallengeId, user: UserId, now: Millis) -> Result<Challenge, StoreError> {
        self.close_challenge(id, user, now, ChallengeAnswer::Cancel)
    }

    fn close_challenge(
        &mut self,
        id: ChallengeId,
        user: UserId,
        now: Millis,
        answer: ChallengeAnswer,
    ) -> Result<Challenge, StoreError> {
        let tx = self.write()?;
        let c = challenge(&tx, id)?;
        let (allowed, status) = match answer {
            ChallengeAnswer::Cancel => (c.challenger, ChallengeStatus::Cancelled),
            ChallengeAnswer::Decline | ChallengeAnswer::Accept => (c.opponent, ChallengeStatus::Declined),
        };
        if allowed != user {
            return Err(Reason::NotYourChallenge(answer).into());
        }
        check_open(&c, now)?;
        tx.execute(
            "UPDATE challenges SET status = ?2, resolved_at = ?3 WHERE id = ?1",
            params![id, status, now],
        )?;
        let c = challenge(&tx, id)?;
        tx.commit()?;
        Ok(c)
    }

    /// Marks every open challenge past its time as expired, and returns them.
    pub fn expire(&mut self, now: Millis) -> Result<Vec<Challenge>, StoreError> {
        let tx = self.write()?;
        let ids: Vec<ChallengeId> = {
            let rows = tx.query_map(
                "SELECT id FROM challenges WHERE status = ?2 AND expires_at <= ?1",
                params![now, ChallengeStatus::Open],
                |r| r.get(0),
            )?;
            rows.into_iter().collect()
        };
        let mut expired = Vec::with_capacity(ids.len());
        for id in ids {
            tx.execute(
                "UPDATE challenges SET status = ?3, resolved_at = ?2 WHERE id = ?1",
                params![id, now, ChallengeStatus::Expired],
            )?;
            expired.push(challenge(&tx, id)?);
        }
        tx.commit()?;
        Ok(expired)
    }
}

/// Refuses a game in `channel` for players entered in a tournament there:
/// its games take their seat there.
pub(super) fn not_in_tournament<const N: usize>(
    conn: &Db,
    channel: ChannelId,
    players: [UserId; N],
) -> Result<(), StoreError> {
    for user in players {
        if let Some(tournament) = super::tournaments::entered_in(conn, channel, user)? {
            return Err(Reason::InTournament { tournament }.into());
        }
    }
    Ok(())
}

fn check_open(c: &Challenge, now: Millis) -> Result<(), StoreError> {
    if c.status != ChallengeStatus::Open {
        return Err(Reason::ChallengeClosed(c.status).into());
    }
    // Lapsed but not yet swept by `expire_challenges`: refuse, change nothing.
    if c.expires_at <= now {
        return Err(Reason::ChallengeClosed(ChallengeStatus::Expired).into());
    }
    Ok(())
}

fn challenge(conn: &Db, id: ChallengeId) -> Result<Challenge, StoreError> {
    conn.query_opt("SELECT * FROM challenges WHERE id = ?1", params![id], challenge_row)?
        .ok_or_else(|| Reason::NotFound(Missing::Challenge).into())
}

fn challenge_row(r: &Row) -> DbResult<Challenge> {
    Ok(Challenge {
        id: r.get("id")?,
        guild: r.get::<_, GuildColumn>("guild_id")?.0,
        channel: r.get("channel_id")?,
        challenger: r.get("challenger_id")?,
        opponent: r.get("opponent_id")?,
        variant: r.get::<_, VariantColumn>("variant")?.0,
        first: r.get("first")?,
        time_per_move: r.get("time_per_move")?,
        message_id: r.get("message_id")?,
        status: r.get("status")?,
        game_id: r.get("game_id")?,
        created_at: r.get("created_at")?,
        expires_at: r.get("expires_at")?,
    })
}
