//! Tournaments: creating one, joining and leaving, pairing each round
//! with its games in one transaction (refused if another process paired
//! it first), and finishing. A tournament's games are ordinary games of
//! its channel; their results are read from the games.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{Db, DbResult, Row};
use super::games::{active_game, finish, game_meta, start_game};
use super::{upsert_player, Store, Tournaments};
use crate::columns::VariantColumn;
use crate::error::{Missing, Reason, StoreError};
use crate::ids::GuildColumn;
use crate::rows::*;
use crate::tournament::*;
use crate::types::*;

/// The rating a player without one is seeded with (Glicko-2's start).
const UNRATED: f64 = 1500.0;

impl<S: Deref<Target = Store>> Tournaments<S> {
    /// A tournament with its players and pairings.
    pub fn tournament(&self, id: TournamentId) -> Result<LoadedTournament, StoreError> {
        load(&self.conn, id)
    }

    /// A server's tournaments, newest first: open and running ones, then
    /// the last `finished` that ended.
    pub fn tournaments_in(&self, guild: GuildId, finished: usize) -> Result<Vec<Tournament>, StoreError> {
        let mut live = self.conn.query_map(
            "SELECT * FROM tournaments WHERE guild_id = ?1 AND status IN (?2, ?3) ORDER BY id DESC",
            params![
                GuildColumn(Some(guild)),
                TournamentStatus::Open,
                TournamentStatus::Running
            ],
            tournament_row,
        )?;
        live.extend(self.conn.query_map(
            "SELECT * FROM tournaments WHERE guild_id = ?1 AND status IN (?3, ?4) \
             ORDER BY finished_at DESC, id DESC LIMIT ?2",
            params![
                GuildColumn(Some(guild)),
                i64::try_from(finished).unwrap_or(i64::MAX),
                TournamentStatus::Finished,
                TournamentStatus::Cancelled
            ],
            tournament_row,
        )?);
        Ok(live)
    }

    /// The newest tournament of `channel`, if any.
    pub fn tournament_here(&self, channel: ChannelId) -> Result<Option<TournamentId>, StoreError> {
        Ok(self.conn.query_opt(
            "SELECT id FROM tournaments WHERE channel_id = ?1 ORDER BY id DESC LIMIT 1",
            params![channel],
            |r| r.get(0),
        )?)
    }

    /// The finished tournaments `user` played, newest first, at most
    /// `limit`, each with its players and pairings.
    pub fn tournaments_played(&self, user: UserId, limit: usize) -> Result<Vec<LoadedTournament>, StoreError> {
        let ids: Vec<TournamentId> = self.conn.query_map(
            "SELECT t.id FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id \
             WHERE p.user_id = ?1 AND t.status = ?3 ORDER BY t.finished_at DESC, t.id DESC LIMIT ?2",
            params![
                user,
                i64::try_from(limit).unwrap_or(i64::MAX),
                TournamentStatus::Finished
            ],
            |r| r.get(0),
        )?;
        ids.into_iter().map(|id| load(&self.conn, id)).collect()
    }

    /// The open or running tournament `user` plays in `channel`, if any:
    /// they play no other game there meanwhile.
    pub fn entered_in(&self, channel: ChannelId, user: UserId) -> Result<Option<TournamentId>, StoreError> {
        entered_in(&self.conn, channel, user)
    }

    /// Tournaments with something to do at `now`: open ones whose start
    /// time has come, and running ones whose last round has no game left
    /// being played.
    pub fn due(&self, now: Millis) -> Result<Vec<TournamentId>, StoreError> {
        Ok(self.conn.query_map(
            "SELECT id FROM tournaments t WHERE (status = ?3 AND starts_at <= ?1) \
             OR (status = ?4 AND NOT EXISTS (SELECT 1 FROM tournament_pairings p \
                 JOIN games g ON g.id = p.game_id \
                 WHERE p.tournament_id = t.id AND p.round = t.round AND g.status = ?2)) ORDER BY id",
            params![
                now,
                GameStatus::Active,
                TournamentStatus::Open,
                TournamentStatus::Running
            ],
            |r| r.get(0),
        )?)
    }

    /// The role named by [`Tournaments::set_organiser_role`], if any.
    pub fn organiser_role(&self, guild: GuildId) -> Result<Option<RoleId>, StoreError> {
        Ok(self
            .conn
            .query_opt(
                "SELECT organiser_role FROM guild_settings WHERE guild_id = ?1",
                params![GuildColumn(Some(guild))],
                |r| r.get(0),
            )?
            .flatten())
    }
}

impl<S: DerefMut<Target = Store>> Tournaments<S> {
    /// Creates a tournament, open for entries.
    pub fn create(&mut self, t: &NewTournament) -> Result<Tournament, StoreError> {
        let tx = self.write()?;
        upsert_player(&tx, t.organiser.0, &t.organiser.1, t.now)?;
        let id: TournamentId = tx.query_row(
            "INSERT INTO tournaments (guild_id, channel_id, name, format, rounds, variant, time_per_move, \
             max_players, starts_at, created_by, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id",
            params![
                GuildColumn(Some(t.guild)),
                t.channel,
                t.name,
                t.format,
                t.rounds,
                VariantColumn(t.variant),
                t.time_per_move,
                t.max_players,
                t.starts_at,
                t.organiser.0,
                t.now
            ],
            |r| r.get(0),
        )?;
        let created = tournament(&tx, id)?;
        tx.commit()?;
        Ok(created)
    }

    /// `user` joins an open tournament, seeded by their rating on its
    /// server. Refused when it has started, is full, or they are in it,
    /// or while they play another game in its channel.
    pub fn join(
        &mut self,
        id: TournamentId,
        user: (UserId, &str),
        now: Millis,
    ) -> Result<LoadedTournament, StoreError> {
        let tx = self.write()?;
        let t = tournament(&tx, id)?;
        if t.status != TournamentStatus::Open {
            return Err(Reason::TournamentStarted(t.status).into());
        }
        upsert_player(&tx, user.0, user.1, now)?;
        // Two events of one channel would seat a player twice there.
        if let Some(other) = entered_in(&tx, t.channel, user.0)?.filter(|&other| other != id) {
            return Err(Reason::InTournament { tournament: other }.into());
        }
        if let Some(game) = active_game(&tx, t.channel, user.0)? {
            return Err(Reason::AlreadyInGame {
                user: user.0,
                game: Some(game),
            }
            .into());
        }
        let entered: Option<i64> = tx.query_opt(
            "SELECT 1 FROM tournament_players WHERE tournament_id = ?1 AND user_id = ?2",
            params![id, user.0],
            |r| r.get(0),
        )?;
        if entered.is_some() {
            return Err(Reason::AlreadyEntered.into());
        }
        let players: u32 = tx.query_row(
            "SELECT count(*) FROM tournament_players WHERE tournament_id = ?1",
            params![id],
            |r| r.get(0),
        )?;
        if players >= t.max_players {
            return Err(Reason::TournamentFull { max: t.max_players }.into());
        }
        let rating = rating_in(&tx, t.guild, user.0)?;
        // Under the write lock, the check above still holds.
        tx.execute(
            "INSERT INTO tournament_players (tournament_id, user_id, rating, joined_at) VALUES (?1, ?2, ?3, ?4)",
            params![id, user.0, rating, now],
        )?;
        let loaded = load(&tx, id)?;
        tx.commit()?;
        Ok(loaded)
    }

    /// `user` leaves: before the start they are simply out; once it runs
    /// they withdraw, and resign the tournament game they are playing
    /// (returned with how it ended), and are paired no more.
    pub fn leave(
        &mut self,
        id: TournamentId,
        user: UserId,
        now: Millis,
    ) -> Result<(LoadedTournament, Option<(GameId, Finish)>), StoreError> {
        let tx = self.write()?;
        let t = tournament(&tx, id)?;
        let resigned = match t.status {
            TournamentStatus::Open => {
                let n = tx.execute(
                    "DELETE FROM tournament_players WHERE tournament_id = ?1 AND user_id = ?2",
                    params![id, user],
                )?;
                if n == 0 {
                    return Err(Reason::NotEntered.into());
                }
                None
            }
            TournamentStatus::Running => {
                let n = tx.execute(
                    "UPDATE tournament_players SET withdrawn = ?3 \
                     WHERE tournament_id = ?1 AND user_id = ?2 AND withdrawn IS NULL",
                    params![id, user, t.round],
                )?;
                if n == 0 {
                    return Err(Reason::NotEntered.into());
                }
                let playing: Option<GameId> = tx.query_opt(
                    "SELECT p.game_id FROM tournament_pairings p JOIN games g ON g.id = p.game_id \
                     WHERE p.tournament_id = ?1 AND g.status = ?3 AND (g.first_id = ?2 OR g.second_id = ?2)",
                    params![id, user, GameStatus::Active],
                    |r| r.get(0),
                )?;
                match playing {
                    Some(game) => {
                        let meta = game_meta(&tx, game)?;
                        let player = meta.player_of(user).ok_or(Reason::NotAPlayer)?;
                        let outcome = zertz_rules::Outcome::Won {
                            winner: player.other(),
                            reason: zertz_rules::WinReason::Resignation,
                        };
                        Some((game, finish(&tx, game, outcome, now)?))
                    }
                    None => None,
                }
            }
            status => return Err(Reason::TournamentStarted(status).into()),
        };
        let loaded = load(&tx, id)?;
        tx.commit()?;
        Ok((loaded, resigned))
    }

    /// Seeds an open tournament's players by their ratings now, as play
    /// starts (they were seeded by their ratings when they joined).
    pub fn seed(&mut self, id: TournamentId) -> Result<LoadedTournament, StoreError> {
        let tx = self.write()?;
        let t = load(&tx, id)?;
        if t.tournament.status != TournamentStatus::Open {
            return Err(Reason::TournamentStarted(t.tournament.status).into());
        }
        for e in &t.entries {
            tx.execute(
                "UPDATE tournament_players SET rating = ?3 WHERE tournament_id = ?1 AND user_id = ?2",
                params![id, e.user, rating_in(&tx, t.tournament.guild, e.user)?],
            )?;
        }
        let seeded = load(&tx, id)?;
        tx.commit()?;
        Ok(seeded)
    }

    /// Pairs round `round` (the one after the last paired): starts its
    /// games, seats their players, and keeps its byes and forfeits with
    /// their results; the first round also starts the tournament. Refused with [`Reason::RoundPaired`] when another
    /// process paired it first, so a round is paired once.
    pub fn pair_round(
        &mut self,
        id: TournamentId,
        round: u32,
        boards: &[NewPairing],
        now: Millis,
    ) -> Result<RoundStarted, StoreError> {
        let tx = self.write()?;
        let t = tournament(&tx, id)?;
        let live = matches!(t.status, TournamentStatus::Open | TournamentStatus::Running);
        if !live || t.round.checked_add(1) != Some(round) {
            return Err(Reason::RoundPaired.into());
        }
        tx.execute(
            "UPDATE tournaments SET round = ?2, status = ?4, started_at = coalesce(started_at, ?3) \
             WHERE id = ?1",
            params![id, round, now, TournamentStatus::Running],
        )?;
        let mut games = Vec::new();
        for (i, b) in boards.iter().enumerate() {
            let game = match (b.second, b.result) {
                (Some(second), None) => {
                    let channel = (Some(t.guild), t.channel);
                    let game = start_game(&tx, channel, [b.first, second], t.variant, t.time_per_move, now)?;
                    games.push(game_meta(&tx, game)?);
                    Some(game)
                }
                _ => None,
            };
            tx.execute(
                "INSERT INTO tournament_pairings (tournament_id, round, board, first_id, second_id, game_id, result) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![id, round, i + 1, b.first, b.second, game, b.result],
            )?;
        }
        let tournament = load(&tx, id)?;
        tx.commit()?;
        Ok(RoundStarted { tournament, games })
    }

    /// Ends a tournament: finished after its last round, or cancelled
    /// before its first. Refused if it has ended already (another process
    /// ended it first).
    pub fn end(
        &mut self,
        id: TournamentId,
        status: TournamentStatus,
        now: Millis,
    ) -> Result<LoadedTournament, StoreError> {
        let tx = self.write()?;
        let n = tx.execute(
            "UPDATE tournaments SET status = ?2, finished_at = ?3 WHERE id = ?1 AND status IN (?4, ?5)",
            params![id, status, now, TournamentStatus::Open, TournamentStatus::Running],
        )?;
        if n == 0 {
            return Err(Reason::RoundPaired.into());
        }
        let loaded = load(&tx, id)?;
        tx.commit()?;
        Ok(loaded)
    }

    /// Names the role whose members may run tournaments on `guild`
    /// (`None`: only those who may manage the server).
    pub fn set_organiser_role(&mut self, guild: GuildId, role: Option<RoleId>) -> Result<(), StoreError> {
        self.execute_alone(
            "INSERT INTO guild_settings (guild_id, organiser_role) VALUES (?1, ?2) \
             ON CONFLICT (guild_id) DO UPDATE SET organiser_role = excluded.organiser_role",
            params![GuildColumn(Some(guild)), role],
        )?;
        Ok(())
    }
}

pub(super) fn entered_in(conn: &Db, channel: ChannelId, user: UserId) -> Result<Option<TournamentId>, StoreError> {
    Ok(conn.query_opt(
        "SELECT t.id FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id \
         WHERE t.channel_id = ?1 AND p.user_id = ?2 AND p.withdrawn IS NULL AND t.status IN (?3, ?4) \
         ORDER BY t.id LIMIT 1",
        params![channel, user, TournamentStatus::Open, TournamentStatus::Running],
        |r| r.get(0),
    )?)
}

/// `user`'s rating on `guild`, or the starting rating.
fn rating_in(conn: &Db, guild: GuildId, user: UserId) -> Result<f64, StoreError> {
    Ok(conn
        .query_opt(
            "SELECT rating FROM ratings WHERE scope = ?1 AND user_id = ?2",
            params![Scope::Guild(guild), user],
            |r| r.get(0),
        )?
        .unwrap_or(UNRATED))
}

fn tournament(conn: &Db, id: TournamentId) -> Result<Tournament, StoreError> {
    conn.query_opt("SELECT * FROM tournaments WHERE id = ?1", params![id], tournament_row)?
        .ok_or_else(|| Reason::NotFound(Missing::Tournament).into())
}

fn load(conn: &Db, id: TournamentId) -> Result<LoadedTournament, StoreError> {
    let tournament = tournament(conn, id)?;
    let entries = conn.query_map(
        "SELECT user_id, rating, joined_at, withdrawn FROM tournament_players WHERE tournament_id = ?1 \
         ORDER BY rating DESC, joined_at, user_id",
        params![id],
        |r| {
            Ok(Entry {
                user: r.get("user_id")?,
                rating: r.get("rating")?,
                joined_at: r.get("joined_at")?,
                withdrawn: r.get("withdrawn")?,
            })
        },
    )?;
    let pairings = conn.query_map(
        "SELECT p.round, p.board, p.first_id, p.second_id, p.game_id, coalesce(p.result, g.result) AS result \
         FROM tournament_pairings p LEFT JOIN games g ON g.id = p.game_id \
         WHERE p.tournament_id = ?1 ORDER BY p.round, p.board",
        params![id],
        |r| {
            Ok(Pairing {
                round: r.get("round")?,
                board: r.get("board")?,
                first: r.get("first_id")?,
                second: r.get("second_id")?,
                game: r.get("game_id")?,
                result: r.get("result")?,
            })
        },
    )?;
    Ok(LoadedTournament {
        tournament,
        entries,
        pairings,
    })
}

fn tournament_row(r: &Row) -> DbResult<Tournament> {
    Ok(Tournament {
        id: r.get("id")?,
        guild: r.get("guild_id")?,
        channel: r.get("channel_id")?,
        name: r.get("name")?,
        format: r.get("format")?,
        rounds: r.get("rounds")?,
        variant: r.get::<_, VariantColumn>("variant")?.0,
        time_per_move: r.get("time_per_move")?,
        max_players: r.get("max_players")?,
        starts_at: r.get("starts_at")?,
        status: r.get("status")?,
        round: r.get("round")?,
        organiser: r.get("created_by")?,
        message: r.get("message_id")?,
        created_at: r.get("created_at")?,
        started_at: r.get("started_at")?,
        finished_at: r.get("finished_at")?,
    })
}
