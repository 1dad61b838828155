//! Games and their moves: seats, moves, resignations, draws, time.

use std::ops::{Deref, DerefMut};

use rusqlite::params;
use zertz_rules::{DrawReason, Game, MoveError, MoveInput, Outcome, WinReason};

use super::db::Db;
use super::ratings::rate_finished;
use super::vacations::{deadline_for, end_vacation};
use super::{update_one, Games, Store};
use crate::columns::outcome_columns;
use crate::error::{Failure, Missing, Reason, StoreError};
use crate::ids::GuildColumn;
use crate::rows::*;
use crate::types::*;

/// Games shorter than this (moves) end unrated: an abort, not a result.
pub const MIN_RATED_PLY: usize = 2;

impl<S: Deref<Target = Store>> Games<S> {
    /// The active game of `user` in `channel`, if any.
    pub fn active_game(&self, channel: ChannelId, user: UserId) -> Result<Option<GameId>, StoreError> {
        active_game(&self.conn, channel, user)
    }

    /// Whether `user` has ever had a game, against a person or the
    /// computer.
    pub fn has_played(&self, user: UserId) -> Result<bool, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM (SELECT 1 FROM games WHERE first_id = ?1 OR second_id = ?1 LIMIT 1) AS g",
            params![user],
            |r| r.get(0),
        )?;
        Ok(n > 0)
    }

    /// The active games in a channel, oldest first.
    pub fn active_games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "status = ?2 AND channel_id = ?1 ORDER BY id",
            params![channel, GameStatus::Active],
        )
    }

    /// The active games of `user` in a guild (or in direct messages),
    /// newest activity first.
    pub fn active_games_of(&self, user: UserId, guild: Option<GuildId>) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "id IN (SELECT game_id FROM seats WHERE user_id = ?1) AND guild_id = ?2 ORDER BY updated_at DESC",
            params![user, GuildColumn(guild)],
        )
    }

    /// The active games of `user` anywhere, newest activity first.
    pub fn active_games_of_user(&self, user: UserId) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "status = ?2 AND (first_id = ?1 OR second_id = ?1) ORDER BY updated_at DESC",
            params![user, GameStatus::Active],
        )
    }

    /// The last finished games of `user`, newest first.
    pub fn recent_games(&self, user: UserId, limit: usize) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "status = ?3 AND (first_id = ?1 OR second_id = ?1) ORDER BY finished_at DESC, id DESC LIMIT ?2",
            params![user, i64::try_from(limit).unwrap_or(i64::MAX), GameStatus::Finished],
        )
    }

    /// The games shown in `channel` (played there, or in their thread
    /// that is `channel`): the active ones, oldest first, then the last
    /// `finished` finished ones, newest first.
    pub fn shown_in(&self, channel: ChannelId, finished: usize) -> Result<Vec<GameMeta>, StoreError> {
        let mut games = self.games_where(
            "status = ?2 AND (channel_id = ?1 OR thread_id = ?1) ORDER BY id",
            params![channel, GameStatus::Active],
        )?;
        games.extend(self.games_where(
            "status = ?2 AND (channel_id = ?1 OR thread_id = ?1) ORDER BY finished_at DESC, id DESC LIMIT ?3",
            params![
                channel,
                GameStatus::Finished,
                i64::try_from(finished).unwrap_or(i64::MAX)
            ],
        )?);
        Ok(games)
    }

    pub(super) fn games_where(&self, clause: &str, args: super::db::Params) -> Result<Vec<GameMeta>, StoreError> {
        let sql = format!("SELECT * FROM games WHERE {clause}");
        let rows = self.conn.query_map(&sql, args, GameMeta::from_row)?;
        Ok(rows.into_iter().collect())
    }

    /// A game's row.
    pub fn meta(&self, id: GameId) -> Result<GameMeta, StoreError> {
        game_meta(&self.conn, id)
    }

    /// A game with its moves, replayed by the rules.
    pub fn load(&self, id: GameId) -> Result<LoadedGame, StoreError> {
        load_game(&self.conn, id)
    }

    /// Whether the board after move `ply` has been shown (ply 0, the
    /// start, always counts as shown).
    pub fn is_shown(&self, id: GameId, ply: usize) -> Result<bool, StoreError> {
        if ply == 0 {
            return Ok(true);
        }
        let shown: Option<Option<u64>> = self.conn.query_opt(
            "SELECT shown_id FROM moves WHERE game_id = ?1 AND ply = ?2",
            params![id, ply],
            |r| r.get(0),
        )?;
        Ok(shown.flatten().is_some())
    }

    /// The newest horizon of any move: where the bot's view of Discord's
    /// clock starts after a restart.
    pub fn max_horizon(&self) -> Result<u64, StoreError> {
        let h: Option<u64> = self
            .conn
            .query_row("SELECT max(horizon) FROM moves", &[], |r| r.get(0))?;
        Ok(h.unwrap_or(0))
    }
}

impl<S: DerefMut<Target = Store>> Games<S> {
    /// Remembers the last board message posted for a game.
    pub fn set_board_message(&mut self, id: GameId, message: MessageId) -> Result<(), StoreError> {
        let sql = "UPDATE games SET board_message_id = ?2 WHERE id = ?1";
        update_one(&self.conn, sql, params![id, message], Missing::Game)
    }

    /// Records `user`'s move `mv` as move number `expected_ply + 1`. If
    /// another move landed first, or the move is illegal, or it is not
    /// `user`'s turn, nothing changes. A move that ends the game finishes
    /// it, ratings included, in the same transaction. A move sent through
    /// an interaction (`via`) that is not newer than the horizon of the
    /// game's last move was sent before that move was recorded, and is
    /// refused as [`Reason::Stale`].
    pub fn record_move(
        &mut self,
        id: GameId,
        expected_ply: usize,
        user: UserId,
        mv: &MoveInput,
        now: Millis,
        via: Via,
    ) -> Result<MoveRecorded, StoreError> {
        let tx = self.write()?;
        let loaded = load_game(&tx, id)?;
        let meta = &loaded.meta;
        if !meta.is_active() {
            return Err(Reason::GameOver.into());
        }
        if let Some(sent) = via.interaction {
            let stale = match last_clock(&tx, id)? {
                // The board after the last move was shown: anything sent
                // before that message was sent without seeing it.
                Some((_, Some(shown))) => sent < shown,
                // Not shown yet: anything that reached the bot before the
                // last move was recorded.
                Some((Some(horizon), None)) => sent <= horizon,
                _ => false,
            };
            if stale {
                return Err(Reason::Stale { ply: meta.ply }.into());
            }
        }
        at_ply(meta, expected_ply)?;
        if meta.player_of(user).is_none() {
            return Err(Reason::NotAPlayer.into());
        }
        if meta.to_move() != user {
            return Err(Reason::NotYourTurn {
                to_move: meta.to_move(),
            }
            .into());
        }
        let mut game = loaded.game;
        let before = *game.position();
        let m = game.play_input(mv).map_err(MoveError::from)?;
        let notation = before.notation(&m);
        let ply = meta.ply + 1;
        let horizon = via.horizon.max(via.interaction.unwrap_or(0));
        tx.execute(
            "INSERT INTO moves (game_id, ply, notation, user_id, played_at, interaction_id, horizon) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                id,
                ply,
                notation,
                user,
                now,
                via.interaction,
                (horizon > 0).then_some(horizon)
            ],
        )?;
        // A move ends its player's vacation; the next player's clock starts
        // when theirs ends.
        end_vacation(&tx, user, id, now)?;
        let next = meta.user(meta.to_move_seat().other());
        let deadline = deadline_for(&tx, next, meta.time_per_move, now)?;
        let updated = tx.execute(
            "UPDATE games SET ply = ?3, deadline = ?4, reminded_ply = NULL, draw_offer_by = NULL, updated_at = ?5 \
             WHERE id = ?1 AND ply = ?2 AND status = ?6",
            params![id, meta.ply, ply, deadline, now, GameStatus::Active],
        )?;
        if updated != 1 {
            return Err(Reason::Conflict {
                expected: expected_ply,
                actual: game_meta(&tx, id)?.ply,
            }
            .into());
        }
        let finish = match game.outcome() {
            Some(outcome) => Some(finish(&tx, id, outcome, now)?),
            None => None,
        };
        // The game just played is the replay: no need to replay it again.
        let mut moves = loaded.moves;
        moves.push(MoveRow {
            ply,
            notation: notation.clone(),
            mv: m,
            user_id: user,
            played_at: now,
        });
        let game = LoadedGame {
            meta: game_meta(&tx, id)?,
            moves,
            game,
        };
        tx.commit()?;
        Ok(MoveRecorded { game, notation, finish })
    }

    /// Takes back the last `plies` moves, the first of which `user` made,
    /// if the game is still at `expected_ply`: the moves are deleted, the
    /// clock starts again for the player to move, and the game counts one
    /// more takeback. A move and a takeback racing for the same ply: the
    /// first to commit wins, the other is refused.
    pub fn take_back(
        &mut self,
        id: GameId,
        expected_ply: usize,
        user: UserId,
        plies: usize,
        now: Millis,
    ) -> Result<LoadedGame, StoreError> {
        let tx = self.write()?;
        let meta = active_meta(&tx, id)?;
        at_ply(&meta, expected_ply)?;
        meta.player_of(user).ok_or(Reason::NotAPlayer)?;
        let Some(first) = (plies > 0).then(|| meta.ply.checked_sub(plies)).flatten() else {
            return Err(Reason::NothingToTakeBack.into());
        };
        let mover: Option<UserId> = tx.query_opt(
            "SELECT user_id FROM moves WHERE game_id = ?1 AND ply = ?2",
            params![id, first + 1],
            |r| r.get(0),
        )?;
        if mover != Some(user) {
            return Err(Reason::NothingToTakeBack.into());
        }
        tx.execute("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2", params![id, first])?;
        // The player to move after the takeback is the one who asked.
        let deadline = deadline_for(&tx, user, meta.time_per_move, now)?;
        tx.execute(
            "UPDATE games SET ply = ?2, deadline = ?3, reminded_ply = NULL, draw_offer_by = NULL, \
             takebacks = takebacks + 1, updated_at = ?4 WHERE id = ?1",
            params![id, first, deadline, now],
        )?;
        let loaded = load_game(&tx, id)?;
        tx.commit()?;
        Ok(loaded)
    }

    /// `user` resigns; the opponent wins.
    pub fn resign(&mut self, id: GameId, user: UserId, now: Millis) -> Result<Finish, StoreError> {
        let tx = self.write()?;
        let meta = active_meta(&tx, id)?;
        let player = meta.player_of(user).ok_or(Reason::NotAPlayer)?;
        let outcome = Outcome::Won {
            winner: player.other(),
            reason: WinReason::Resignation,
        };
        let f = finish(&tx, id, outcome, now)?;
        tx.commit()?;
        Ok(f)
    }

    /// `user` offers a draw; if the opponent's offer stands, it is agreed.
    pub fn offer_draw(&mut self, id: GameId, user: UserId, now: Millis) -> Result<DrawOffer, StoreError> {
        let tx = self.write()?;
        let meta = active_meta(&tx, id)?;
        meta.player_of(user).ok_or(Reason::NotAPlayer)?;
        let result = match meta.draw_offer_by {
            Some(by) if by == user => DrawOffer::AlreadyOffered,
            Some(_) => {
                let outcome = Outcome::Drawn {
                    reason: DrawReason::Agreement,
                };
                DrawOffer::Agreed(finish(&tx, id, outcome, now)?)
            }
            None => {
                tx.execute(
                    "UPDATE games SET draw_offer_by = ?2, updated_at = ?3 WHERE id = ?1",
                    params![id, user, now],
                )?;
                DrawOffer::Offered
            }
        };
        tx.commit()?;
        Ok(result)
    }

    /// `user` declines the opponent's standing draw offer.
    pub fn decline_draw(&mut self, id: GameId, user: UserId, now: Millis) -> Result<(), StoreError> {
        let tx = self.write()?;
        let meta = active_meta(&tx, id)?;
        meta.player_of(user).ok_or(Reason::NotAPlayer)?;
        match meta.draw_offer_by {
            Some(by) if by != user => {
                tx.execute(
                    "UPDATE games SET draw_offer_by = NULL, updated_at = ?2 WHERE id = ?1",
                    params![id, now],
                )?;
            }
            _ => return Err(Reason::NoDrawOffer.into()),
        }
        tx.commit()?;
        Ok(())
    }

    /// Notes the message that first showed the board after move `ply`.
    pub fn move_shown(&mut self, id: GameId, ply: usize, message: MessageId) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE moves SET shown_id = ?3 WHERE game_id = ?1 AND ply = ?2 AND shown_id IS NULL",
            params![id, ply, message],
        )?;
        Ok(())
    }
}

/// A move's horizon and the message that showed the board after it.
type MoveClock = (Option<u64>, Option<u64>);

/// The clock of the game's last move.
fn last_clock(conn: &Db, id: GameId) -> Result<Option<MoveClock>, StoreError> {
    Ok(conn.query_opt(
        "SELECT horizon, shown_id FROM moves WHERE game_id = ?1 ORDER BY ply DESC LIMIT 1",
        params![id],
        |r| Ok((r.get("horizon")?, r.get("shown_id")?)),
    )?)
}

pub(super) fn active_game(conn: &Db, channel: ChannelId, user: UserId) -> Result<Option<GameId>, StoreError> {
    Ok(conn.query_opt(
        "SELECT game_id FROM seats WHERE channel_id = ?1 AND user_id = ?2",
        params![channel, user],
        |r| r.get(0),
    )?)
}

/// Starts a game between two people, `players[0]` moving first, with
/// `time_per_move` seconds a move (the first mover's clock running from
/// `now`, or from the end of their vacation), and seats both; refused if
/// either already plays in `channel`. Returns its id.
pub(super) fn start_game(
    conn: &Db,
    (guild, channel): (Option<GuildId>, ChannelId),
    players: [UserId; 2],
    variant: zertz_rules::Variant,
    time_per_move: Option<u32>,
    now: Millis,
) -> Result<GameId, StoreError> {
    let deadline = deadline_for(conn, players[0], time_per_move, now)?;
    let game = GameId(conn.query_row(
        "INSERT INTO games (guild_id, channel_id, first_id, second_id, variant, time_per_move, deadline, \
         created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8) RETURNING id",
        params![
            GuildColumn(guild),
            channel,
            players[0],
            players[1],
            crate::columns::VariantColumn(variant),
            time_per_move,
            deadline,
            now
        ],
        |r| r.get(0),
    )?);
    for player in players {
        seat(conn, channel, player, game)?;
    }
    Ok(game)
}

/// Seats `user` in `game`, refused if they already play in `channel`.
pub(super) fn seat(conn: &Db, channel: ChannelId, user: UserId, game: GameId) -> Result<(), StoreError> {
    let seated = conn.execute(
        "INSERT INTO seats (channel_id, user_id, game_id) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
        params![channel, user, game],
    )?;
    if seated == 0 {
        let game = active_game(conn, channel, user)?;
        return Err(Reason::AlreadyInGame { user, game }.into());
    }
    Ok(())
}

pub(super) fn game_meta(conn: &Db, id: GameId) -> Result<GameMeta, StoreError> {
    conn.query_opt("SELECT * FROM games WHERE id = ?1", params![id], GameMeta::from_row)?
        .ok_or_else(|| Reason::NotFound(Missing::Game).into())
}

fn active_meta(conn: &Db, id: GameId) -> Result<GameMeta, StoreError> {
    let meta = game_meta(conn, id)?;
    if !meta.is_active() {
        return Err(Reason::GameOver.into());
    }
    Ok(meta)
}

pub(super) fn load_game(conn: &Db, id: GameId) -> Result<LoadedGame, StoreError> {
    let meta = game_meta(conn, id)?;
    let rows: Vec<(usize, String, UserId, Millis)> = conn.query_map(
        "SELECT ply, notation, user_id, played_at FROM moves WHERE game_id = ?1 ORDER BY ply",
        params![id],
        |r| {
            Ok((
                r.get("ply")?,
                r.get("notation")?,
                r.get("user_id")?,
                r.get("played_at")?,
            ))
        },
    )?;
    let invalid = |what: String| StoreError::from(Failure::Invalid(format!("game {id}: {what}")));
    if rows.len() != meta.ply || rows.iter().enumerate().any(|(i, m)| m.0 != i + 1) {
        return Err(invalid(format!("ply {} but {} moves", meta.ply, rows.len())));
    }
    let mut game = Game::from_moves(meta.variant, rows.iter().map(|m| &m.1)).map_err(|e| invalid(e.to_string()))?;
    // Each row with the move the rules replayed from it.
    let moves = rows
        .into_iter()
        .zip(game.moves())
        .map(|((ply, notation, user_id, played_at), &mv)| MoveRow {
            ply,
            notation,
            mv,
            user_id,
            played_at,
        })
        .collect();
    // Ends outside the board are stored, not replayed.
    if let Some(outcome) = meta.outcome {
        if game.outcome() != Some(outcome) {
            let applied = match outcome {
                Outcome::Won {
                    winner,
                    reason: WinReason::Resignation,
                } => game.resign(winner.other()),
                Outcome::Won {
                    winner,
                    reason: WinReason::Time,
                } => game.lose_on_time(winner.other()),
                Outcome::Drawn {
                    reason: DrawReason::Agreement,
                } => game.agree_draw(),
                _ => Err(zertz_rules::IllegalMove::GameOver),
            };
            applied.map_err(|_| invalid("stored result disagrees with its moves".into()))?;
        }
    }
    Ok(LoadedGame { meta, moves, game })
}

/// Ends a game: status, seats, and ratings (global and guild) at once.
pub(super) fn finish(tx: &Db, id: GameId, outcome: Outcome, now: Millis) -> Result<Finish, StoreError> {
    let meta = game_meta(tx, id)?;
    let (result, reason) = outcome_columns(outcome);
    let n = tx.execute(
        "UPDATE games SET status = ?5, result = ?2, end_reason = ?3, finished_at = ?4, updated_at = ?4, \
         deadline = NULL, draw_offer_by = NULL WHERE id = ?1 AND status = ?6",
        params![id, result, reason, now, GameStatus::Finished, GameStatus::Active],
    )?;
    if n != 1 {
        return Err(Reason::GameOver.into());
    }
    tx.execute("DELETE FROM seats WHERE game_id = ?1", params![id])?;
    let changes = if meta.ply >= MIN_RATED_PLY && meta.computer.is_none() {
        rate_finished(tx, &meta, outcome, now)?
    } else {
        Vec::new()
    };
    Ok(Finish { outcome, changes })
}

/// Refuses a change meant for another ply than the game's: the check a
/// move and a takeback share, so that of two racing for a ply one wins.
fn at_ply(meta: &GameMeta, expected: usize) -> Result<(), StoreError> {
    if meta.ply == expected {
        return Ok(());
    }
    Err(Reason::Conflict {
        expected,
        actual: meta.ply,
    }
    .into())
}
