//! The synchronous store over one SQLite connection.

use std::path::Path;
use std::time::Duration;

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use zertz_rules::{DrawReason, Game, Outcome, Player, Variant, WinReason};

use crate::error::StoreError;
use crate::types::*;

/// The schema, one SQL file per step. Never edit a released step: add one.
const MIGRATIONS: &[&str] = &[
    include_str!("../migrations/001_initial.sql"),
    include_str!("../migrations/002_computer_games.sql"),
];

/// The migrations this build knows.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

/// How long a writer waits for another before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Games shorter than this (moves) end unrated: an abort, not a result.
pub const MIN_RATED_PLY: usize = 2;

/// The store: one SQLite file. Every method that changes anything does it
/// in one transaction.
pub struct Store {
    conn: Connection,
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, first_id, second_id, variant, ply, result, end_reason, \
     time_per_move, deadline, reminded_ply, draw_offer_by, board_message_id, created_at, updated_at, finished_at, \
     computer_level";

const CHALLENGE_COLUMNS: &str = "id, guild_id, channel_id, challenger_id, opponent_id, variant, first, \
     time_per_move, message_id, status, game_id, created_at, expires_at";

impl Store {
    /// Opens (or creates) the store at `path`, checks it and applies any
    /// pending migrations. A file that is not a database, is damaged, or
    /// was written by a newer schema is refused and left as it was.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let conn = Connection::open(path)?;
        Store::init(conn, &path.display().to_string())
    }

    /// A store in memory, for tests and the console.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::init(Connection::open_in_memory()?, ":memory:")
    }

    fn init(mut conn: Connection, name: &str) -> Result<Store, StoreError> {
        // Read before writing anything, so a refused file stays untouched.
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(|e| {
            let (path, detail) = (name.to_string(), e.to_string());
            match e.sqlite_error_code() {
                Some(rusqlite::ErrorCode::DatabaseCorrupt) => StoreError::Corrupt { path, detail },
                _ => StoreError::NotADatabase { path, detail },
            }
        })?;
        let known = MIGRATIONS.len() as i64;
        if version > known {
            return Err(StoreError::NewerSchema { found: version, known });
        }
        let check: String =
            conn.query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(|e| StoreError::Corrupt {
                    path: name.to_string(),
                    detail: e.to_string(),
                })?;
        if check != "ok" {
            return Err(StoreError::Corrupt {
                path: name.to_string(),
                detail: check,
            });
        }
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        // With WAL, NORMAL survives any crash of the process; a power cut
        // may lose the last commits but never leaves the file inconsistent.
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        migrations().to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// The underlying connection, for checks in tests and tools.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }

    fn write(&mut self) -> Result<Transaction<'_>, StoreError> {
        // IMMEDIATE takes the write lock up front, so two writers queue on
        // the busy timeout instead of failing on upgrade.
        Ok(self.conn.transaction_with_behavior(TransactionBehavior::Immediate)?)
    }

    /// Copies the whole database to `path` while it stays in use.
    pub fn backup(&self, path: impl AsRef<Path>) -> Result<(), StoreError> {
        self.conn
            .backup(rusqlite::MAIN_DB, path, None)
            .map_err(StoreError::from)
    }

    // ------------------------------------------------------------ players

    /// Records a player's display name.
    pub fn upsert_player(&mut self, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
        let tx = self.write()?;
        upsert_player(&tx, user, name, now)?;
        tx.commit()?;
        Ok(())
    }

    /// A player's last known display name.
    pub fn player_name(&self, user: UserId) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT name FROM players WHERE user_id = ?1", [user as i64], |r| {
                r.get(0)
            })
            .optional()?)
    }

    // --------------------------------------------------------- challenges

    /// Stores a new open challenge.
    pub fn create_challenge(&mut self, c: &NewChallenge) -> Result<Challenge, StoreError> {
        if c.challenger.0 == c.opponent.0 {
            return Err(StoreError::SelfChallenge);
        }
        let tx = self.write()?;
        upsert_player(&tx, c.challenger.0, &c.challenger.1, c.now)?;
        upsert_player(&tx, c.opponent.0, &c.opponent.1, c.now)?;
        tx.execute(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, variant, first, \
             time_per_move, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                c.guild as i64,
                c.channel as i64,
                c.challenger.0 as i64,
                c.opponent.0 as i64,
                c.variant.name(),
                c.first.as_str(),
                c.time_per_move,
                c.now,
                c.expires_at
            ],
        )?;
        let id = tx.last_insert_rowid();
        let challenge = challenge(&tx, id)?;
        tx.commit()?;
        Ok(challenge)
    }

    /// A challenge by id.
    pub fn challenge(&self, id: ChallengeId) -> Result<Challenge, StoreError> {
        challenge(&self.conn, id)
    }

    /// Remembers the message that shows a challenge.
    pub fn set_challenge_message(&mut self, id: ChallengeId, message: MessageId) -> Result<(), StoreError> {
        let n = self.conn.execute(
            "UPDATE challenges SET message_id = ?2 WHERE id = ?1",
            params![id, message as i64],
        )?;
        if n == 0 {
            return Err(StoreError::NotFound("challenge"));
        }
        Ok(())
    }

    /// The open challenge between two players in a channel, either way.
    pub fn open_challenge_between(
        &self,
        channel: ChannelId,
        a: UserId,
        b: UserId,
        now: Millis,
    ) -> Result<Option<Challenge>, StoreError> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM challenges WHERE status = 'open' AND channel_id = ?1 AND expires_at > ?4 \
                 AND ((challenger_id = ?2 AND opponent_id = ?3) OR (challenger_id = ?3 AND opponent_id = ?2))",
                params![channel as i64, a as i64, b as i64, now],
                |r| r.get(0),
            )
            .optional()?;
        id.map(|id| challenge(&self.conn, id)).transpose()
    }

    /// The opponent accepts: the challenge closes and the game starts, with
    /// the first mover decided (`coin` decides a random draw). Fails if
    /// either player already has an active game in the channel.
    pub fn accept_challenge(
        &mut self,
        id: ChallengeId,
        user: UserId,
        coin: bool,
        now: Millis,
    ) -> Result<GameMeta, StoreError> {
        let tx = self.write()?;
        let c = challenge(&tx, id)?;
        if c.opponent != user {
            return Err(StoreError::NotYourChallenge("only the challenged player can accept"));
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
        let deadline = c.time_per_move.map(|s| now + s as i64 * 1000);
        tx.execute(
            "INSERT INTO games (guild_id, channel_id, first_id, second_id, variant, time_per_move, deadline, \
             created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
            params![
                c.guild as i64,
                c.channel as i64,
                first as i64,
                second as i64,
                c.variant.name(),
                c.time_per_move,
                deadline,
                now
            ],
        )?;
        let game_id = tx.last_insert_rowid();
        for player in [first, second] {
            seat(&tx, c.channel, player, game_id)?;
        }
        tx.execute(
            "UPDATE challenges SET status = 'accepted', game_id = ?2, resolved_at = ?3 WHERE id = ?1",
            params![id, game_id, now],
        )?;
        let meta = game_meta(&tx, game_id)?;
        tx.commit()?;
        Ok(meta)
    }

    /// Starts a game against the computer at once, without a challenge.
    /// Only the person takes a seat (one active game per channel); the
    /// computer plays without a clock.
    pub fn start_computer_game(&mut self, g: &NewComputerGame) -> Result<GameMeta, StoreError> {
        let tx = self.write()?;
        let (human, computer) = (g.human.0, g.computer.0);
        if human == computer {
            return Err(StoreError::SelfChallenge);
        }
        upsert_player(&tx, human, &g.human.1, g.now)?;
        upsert_player(&tx, computer, &g.computer.1, g.now)?;
        let (first, second) = if g.human_first {
            (human, computer)
        } else {
            (computer, human)
        };
        tx.execute(
            "INSERT INTO games (guild_id, channel_id, first_id, second_id, variant, computer_level, \
             created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
            params![
                g.guild as i64,
                g.channel as i64,
                first as i64,
                second as i64,
                g.variant.name(),
                g.level,
                g.now
            ],
        )?;
        let game_id = tx.last_insert_rowid();
        seat(&tx, g.channel, human, game_id)?;
        let meta = game_meta(&tx, game_id)?;
        tx.commit()?;
        Ok(meta)
    }

    /// Active games against the computer where `computer` is to move,
    /// with the ply it is to move at, oldest first.
    pub fn computer_turns(&self, computer: UserId) -> Result<Vec<(GameId, usize)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, ply FROM games WHERE status = 'active' AND computer_level IS NOT NULL \
             AND ((ply % 2 = 0 AND first_id = ?1) OR (ply % 2 = 1 AND second_id = ?1)) ORDER BY updated_at, id",
        )?;
        let rows = stmt.query_map([computer as i64], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as usize)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// `user`'s finished games against the computer, counted by level,
    /// weakest level first; levels never played are left out.
    pub fn computer_record(&self, user: UserId) -> Result<Vec<ComputerRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT computer_level, \
             sum(CASE WHEN (result = 'P0' AND first_id = ?1) OR (result = 'P1' AND second_id = ?1) THEN 1 ELSE 0 END), \
             sum(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), count(*) \
             FROM games WHERE status = 'finished' AND computer_level IS NOT NULL AND (first_id = ?1 OR second_id = ?1) \
             GROUP BY computer_level",
        )?;
        let rows = stmt.query_map([user as i64], |r| {
            let (wins, draws, games): (u32, u32, u32) = (r.get(1)?, r.get(2)?, r.get(3)?);
            Ok(ComputerRecord {
                level: r.get(0)?,
                wins,
                losses: games.saturating_sub(wins).saturating_sub(draws),
                draws,
            })
        })?;
        let mut out: Vec<ComputerRecord> = rows.collect::<Result<_, _>>()?;
        out.sort_by_key(|r| r.level as u8);
        Ok(out)
    }

    /// The opponent declines.
    pub fn decline_challenge(&mut self, id: ChallengeId, user: UserId, now: Millis) -> Result<Challenge, StoreError> {
        self.close_challenge(id, user, now, ChallengeStatus::Declined)
    }

    /// The challenger withdraws.
    pub fn cancel_challenge(&mut self, id: ChallengeId, user: UserId, now: Millis) -> Result<Challenge, StoreError> {
        self.close_challenge(id, user, now, ChallengeStatus::Cancelled)
    }

    fn close_challenge(
        &mut self,
        id: ChallengeId,
        user: UserId,
        now: Millis,
        status: ChallengeStatus,
    ) -> Result<Challenge, StoreError> {
        let tx = self.write()?;
        let c = challenge(&tx, id)?;
        match status {
            ChallengeStatus::Declined if c.opponent != user => {
                return Err(StoreError::NotYourChallenge("only the challenged player can decline"))
            }
            ChallengeStatus::Cancelled if c.challenger != user => {
                return Err(StoreError::NotYourChallenge("only the challenger can cancel"))
            }
            _ => {}
        }
        check_open(&c, now)?;
        tx.execute(
            "UPDATE challenges SET status = ?2, resolved_at = ?3 WHERE id = ?1",
            params![id, status.as_str(), now],
        )?;
        let c = challenge(&tx, id)?;
        tx.commit()?;
        Ok(c)
    }

    /// Marks every open challenge past its time as expired, and returns them.
    pub fn expire_challenges(&mut self, now: Millis) -> Result<Vec<Challenge>, StoreError> {
        let tx = self.write()?;
        let ids: Vec<i64> = {
            let mut stmt = tx.prepare("SELECT id FROM challenges WHERE status = 'open' AND expires_at <= ?1")?;
            let rows = stmt.query_map([now], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        };
        let mut expired = Vec::with_capacity(ids.len());
        for id in ids {
            tx.execute(
                "UPDATE challenges SET status = 'expired', resolved_at = ?2 WHERE id = ?1",
                params![id, now],
            )?;
            expired.push(challenge(&tx, id)?);
        }
        tx.commit()?;
        Ok(expired)
    }

    // -------------------------------------------------------------- games

    /// The active game of `user` in `channel`, if any.
    pub fn active_game(&self, channel: ChannelId, user: UserId) -> Result<Option<GameId>, StoreError> {
        active_game(&self.conn, channel, user)
    }

    /// The active games in a channel, oldest first.
    pub fn active_games_in_channel(&self, channel: ChannelId) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "status = 'active' AND channel_id = ?1 ORDER BY id",
            params![channel as i64],
        )
    }

    /// The active games of `user` in a guild, newest activity first.
    pub fn active_games_of(&self, user: UserId, guild: GuildId) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "id IN (SELECT game_id FROM seats WHERE user_id = ?1) AND guild_id = ?2 ORDER BY updated_at DESC",
            params![user as i64, guild as i64],
        )
    }

    /// The last finished games of `user`, newest first.
    pub fn recent_games(&self, user: UserId, limit: usize) -> Result<Vec<GameMeta>, StoreError> {
        self.games_where(
            "status = 'finished' AND (first_id = ?1 OR second_id = ?1) ORDER BY finished_at DESC, id DESC LIMIT ?2",
            params![user as i64, limit as i64],
        )
    }

    fn games_where(&self, clause: &str, args: impl rusqlite::Params) -> Result<Vec<GameMeta>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE {clause}");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(args, |r| Ok(game_row(r)))?;
        let mut out = Vec::new();
        for row in rows {
            out.push(row??);
        }
        Ok(out)
    }

    /// A game's row.
    pub fn game_meta(&self, id: GameId) -> Result<GameMeta, StoreError> {
        game_meta(&self.conn, id)
    }

    /// A game with its moves, replayed by the rules.
    pub fn load_game(&self, id: GameId) -> Result<LoadedGame, StoreError> {
        load_game(&self.conn, id)
    }

    /// Remembers the last board message posted for a game.
    pub fn set_board_message(&mut self, id: GameId, message: MessageId) -> Result<(), StoreError> {
        let n = self.conn.execute(
            "UPDATE games SET board_message_id = ?2 WHERE id = ?1",
            params![id, message as i64],
        )?;
        if n == 0 {
            return Err(StoreError::NotFound("game"));
        }
        Ok(())
    }

    /// Records `user`'s move, written in any notation the rules read, as
    /// move number `expected_ply + 1`. If another move landed first, or
    /// the move is illegal, or it is not `user`'s turn, nothing changes.
    /// A move that ends the game finishes it, ratings included, in the
    /// same transaction.
    pub fn record_move(
        &mut self,
        id: GameId,
        expected_ply: usize,
        user: UserId,
        text: &str,
        now: Millis,
    ) -> Result<MoveRecorded, StoreError> {
        let tx = self.write()?;
        let loaded = load_game(&tx, id)?;
        let meta = &loaded.meta;
        if !meta.is_active() {
            return Err(StoreError::GameOver);
        }
        if meta.ply != expected_ply {
            return Err(StoreError::Conflict {
                expected: expected_ply,
                actual: meta.ply,
            });
        }
        if meta.player_of(user).is_none() {
            return Err(StoreError::NotAPlayer);
        }
        if meta.to_move() != user {
            return Err(StoreError::NotYourTurn {
                to_move: meta.to_move(),
            });
        }
        let mut game = loaded.game;
        let before = *game.position();
        let m = game.play_notation(text)?;
        let notation = before.notation(&m);
        let ply = meta.ply + 1;
        tx.execute(
            "INSERT INTO moves (game_id, ply, notation, user_id, played_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, ply as i64, notation, user as i64, now],
        )?;
        let deadline = meta.time_per_move.map(|s| now + s as i64 * 1000);
        let updated = tx.execute(
            "UPDATE games SET ply = ?3, deadline = ?4, reminded_ply = NULL, draw_offer_by = NULL, updated_at = ?5 \
             WHERE id = ?1 AND ply = ?2 AND status = 'active'",
            params![id, meta.ply as i64, ply as i64, deadline, now],
        )?;
        if updated != 1 {
            return Err(StoreError::Conflict {
                expected: expected_ply,
                actual: game_meta(&tx, id)?.ply,
            });
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

    /// `user` resigns; the opponent wins.
    pub fn resign(&mut self, id: GameId, user: UserId, now: Millis) -> Result<Finish, StoreError> {
        let tx = self.write()?;
        let meta = active_meta(&tx, id)?;
        let player = meta.player_of(user).ok_or(StoreError::NotAPlayer)?;
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
        meta.player_of(user).ok_or(StoreError::NotAPlayer)?;
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
                    params![id, user as i64, now],
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
        meta.player_of(user).ok_or(StoreError::NotAPlayer)?;
        match meta.draw_offer_by {
            Some(by) if by != user => {
                tx.execute(
                    "UPDATE games SET draw_offer_by = NULL, updated_at = ?2 WHERE id = ?1",
                    params![id, now],
                )?;
            }
            _ => return Err(StoreError::NoDrawOffer),
        }
        tx.commit()?;
        Ok(())
    }

    /// The player to move loses on time, if the game is still at
    /// `expected_ply` and its deadline has passed; otherwise `None`.
    pub fn lose_on_time(&mut self, id: GameId, expected_ply: usize, now: Millis) -> Result<Option<Finish>, StoreError> {
        let tx = self.write()?;
        let meta = game_meta(&tx, id)?;
        let due = meta.is_active() && meta.ply == expected_ply && meta.deadline.is_some_and(|d| d <= now);
        if !due {
            return Ok(None);
        }
        let loser = meta.player_of(meta.to_move()).unwrap_or(Player::First);
        let outcome = Outcome::Won {
            winner: loser.other(),
            reason: WinReason::Time,
        };
        let f = finish(&tx, id, outcome, now)?;
        tx.commit()?;
        Ok(Some(f))
    }

    /// Active games whose deadline has passed: `(game, ply)`.
    pub fn due_timeouts(&self, now: Millis) -> Result<Vec<(GameId, usize)>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, ply FROM games WHERE status = 'active' AND deadline <= ?1 ORDER BY deadline")?;
        let rows = stmt.query_map([now], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)? as usize)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Active games whose player to move has used half their time and has
    /// not been reminded for this move.
    pub fn due_reminders(&self, now: Millis) -> Result<Vec<Reminder>, StoreError> {
        let games = self.games_where(
            "status = 'active' AND time_per_move IS NOT NULL AND deadline > ?1 \
             AND deadline - time_per_move * 500 <= ?1 AND (reminded_ply IS NULL OR reminded_ply <> ply) \
             ORDER BY deadline",
            params![now],
        )?;
        Ok(games
            .into_iter()
            .map(|game| Reminder {
                user: game.to_move(),
                game,
            })
            .collect())
    }

    /// Notes that the reminder for `ply` was sent; false if it already was
    /// or the game moved on, so a reminder is never sent twice.
    pub fn mark_reminded(&mut self, id: GameId, ply: usize) -> Result<bool, StoreError> {
        let n = self.conn.execute(
            "UPDATE games SET reminded_ply = ?2 WHERE id = ?1 AND ply = ?2 AND status = 'active' \
             AND (reminded_ply IS NULL OR reminded_ply <> ?2)",
            params![id, ply as i64],
        )?;
        Ok(n == 1)
    }

    // ------------------------------------------------------------ ratings

    /// A page of the leaderboard of `scope`, best conservative rating
    /// first, among players with at least `min_games` rated games.
    pub fn leaderboard(
        &self,
        scope: Scope,
        page: usize,
        per_page: usize,
        min_games: u32,
    ) -> Result<LeaderboardPage, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            // The page is picked from the covering index alone; only its rows
            // are then joined (CROSS JOIN keeps SQLite to that order), so a
            // deep page costs little more than the first.
            "SELECT r.user_id, p.name, r.rating, r.deviation, r.conservative, r.games, r.wins, r.losses, r.draws \
             FROM (SELECT user_id FROM ratings INDEXED BY ratings_leaderboard \
                   WHERE scope = ?1 AND games >= ?2 ORDER BY conservative DESC, user_id LIMIT ?3 OFFSET ?4) page \
             CROSS JOIN ratings r ON r.scope = ?1 AND r.user_id = page.user_id \
             CROSS JOIN players p ON p.user_id = r.user_id \
             ORDER BY r.conservative DESC, r.user_id",
        )?;
        let rows = stmt.query_map(
            params![scope.key(), min_games, per_page as i64, (page * per_page) as i64],
            rating_row,
        )?;
        let rows = rows.collect::<Result<_, _>>()?;
        let total: i64 = self.conn.query_row(
            "SELECT count(*) FROM ratings WHERE scope = ?1 AND games >= ?2",
            params![scope.key(), min_games],
            |r| r.get(0),
        )?;
        Ok(LeaderboardPage {
            rows,
            total: total as u64,
        })
    }

    /// A player's rating in `scope`, once rated there.
    pub fn rating(&self, user: UserId, scope: Scope) -> Result<Option<RatingRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT r.user_id, p.name, r.rating, r.deviation, r.conservative, r.games, r.wins, r.losses, r.draws \
                 FROM ratings r JOIN players p USING (user_id) WHERE r.scope = ?1 AND r.user_id = ?2",
                params![scope.key(), user as i64],
                rating_row,
            )
            .optional()?)
    }

    /// A player's ratings, streak and last games.
    pub fn player_stats(&self, user: UserId, guild: GuildId, recent: usize) -> Result<PlayerStats, StoreError> {
        let recent_games = self.recent_games(user, recent.max(20))?;
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
            name: self.player_name(user)?,
            global: self.rating(user, Scope::Global)?,
            guild: if guild == 0 {
                None
            } else {
                self.rating(user, Scope::Guild(guild))?
            },
            streak,
            recent: recent_games.into_iter().take(recent).collect(),
        })
    }

    /// The rating changes a finished game caused.
    pub fn rating_changes(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
        rating_changes(&self.conn, game)
    }
}

fn upsert_player(conn: &Connection, user: UserId, name: &str, now: Millis) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO players (user_id, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?3) \
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
        params![user as i64, name, now],
    )?;
    Ok(())
}

fn check_open(c: &Challenge, now: Millis) -> Result<(), StoreError> {
    if c.status != ChallengeStatus::Open {
        return Err(StoreError::ChallengeClosed(c.status));
    }
    // Lapsed but not yet swept by `expire_challenges`: refuse, change nothing.
    if c.expires_at <= now {
        return Err(StoreError::ChallengeClosed(ChallengeStatus::Expired));
    }
    Ok(())
}

fn challenge(conn: &Connection, id: ChallengeId) -> Result<Challenge, StoreError> {
    let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?1");
    conn.query_row(&sql, [id], |r| Ok(challenge_row(r)))
        .optional()?
        .ok_or(StoreError::NotFound("challenge"))?
}

fn challenge_row(r: &Row) -> Result<Challenge, StoreError> {
    let variant: String = r.get(5)?;
    let first: String = r.get(6)?;
    let status: String = r.get(9)?;
    Ok(Challenge {
        id: r.get(0)?,
        guild: r.get::<_, i64>(1)? as u64,
        channel: r.get::<_, i64>(2)? as u64,
        challenger: r.get::<_, i64>(3)? as u64,
        opponent: r.get::<_, i64>(4)? as u64,
        variant: parse_variant(&variant)?,
        first: FirstMover::parse(&first).ok_or_else(|| StoreError::Invalid(format!("first mover {first:?}")))?,
        time_per_move: r.get(7)?,
        message_id: r.get::<_, Option<i64>>(8)?.map(|m| m as u64),
        status: ChallengeStatus::parse(&status).ok_or_else(|| StoreError::Invalid(format!("status {status:?}")))?,
        game_id: r.get(10)?,
        created_at: r.get(11)?,
        expires_at: r.get(12)?,
    })
}

fn parse_variant(s: &str) -> Result<Variant, StoreError> {
    s.parse().map_err(|e| StoreError::Invalid(format!("{e}")))
}

fn active_game(conn: &Connection, channel: ChannelId, user: UserId) -> Result<Option<GameId>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT game_id FROM seats WHERE channel_id = ?1 AND user_id = ?2")?;
    Ok(stmt
        .query_row(params![channel as i64, user as i64], |r| r.get(0))
        .optional()?)
}

/// Seats `user` in `game`, refused if they already play in `channel`.
fn seat(conn: &Connection, channel: ChannelId, user: UserId, game: GameId) -> Result<(), StoreError> {
    let seated = conn.execute(
        "INSERT INTO seats (channel_id, user_id, game_id) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
        params![channel as i64, user as i64, game],
    )?;
    if seated == 0 {
        let existing = active_game(conn, channel, user)?.unwrap_or_default();
        return Err(StoreError::AlreadyInGame { user, game: existing });
    }
    Ok(())
}

fn game_meta(conn: &Connection, id: GameId) -> Result<GameMeta, StoreError> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1");
    let mut stmt = conn.prepare_cached(&sql)?;
    stmt.query_row([id], |r| Ok(game_row(r)))
        .optional()?
        .ok_or(StoreError::NotFound("game"))?
}

fn active_meta(conn: &Connection, id: GameId) -> Result<GameMeta, StoreError> {
    let meta = game_meta(conn, id)?;
    if !meta.is_active() {
        return Err(StoreError::GameOver);
    }
    Ok(meta)
}

fn game_row(r: &Row) -> Result<GameMeta, StoreError> {
    let variant: String = r.get(5)?;
    let result: Option<String> = r.get(7)?;
    let reason: Option<String> = r.get(8)?;
    let outcome = match (result.as_deref(), reason.as_deref()) {
        (None, _) => None,
        (Some(result), reason) => Some(decode_outcome(result, reason.unwrap_or(""))?),
    };
    Ok(GameMeta {
        id: r.get(0)?,
        guild: r.get::<_, i64>(1)? as u64,
        channel: r.get::<_, i64>(2)? as u64,
        players: [r.get::<_, i64>(3)? as u64, r.get::<_, i64>(4)? as u64],
        variant: parse_variant(&variant)?,
        ply: r.get::<_, i64>(6)? as usize,
        outcome,
        time_per_move: r.get(9)?,
        deadline: r.get(10)?,
        reminded_ply: r.get::<_, Option<i64>>(11)?.map(|p| p as usize),
        draw_offer_by: r.get::<_, Option<i64>>(12)?.map(|u| u as u64),
        board_message_id: r.get::<_, Option<i64>>(13)?.map(|m| m as u64),
        created_at: r.get(14)?,
        updated_at: r.get(15)?,
        finished_at: r.get(16)?,
        computer: r.get(17)?,
    })
}

fn encode_outcome(o: Outcome) -> (&'static str, &'static str) {
    let reason = match o {
        Outcome::Won { reason, .. } => match reason {
            WinReason::Goal => "goal",
            WinReason::FullBoard => "full_board",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time",
        },
        Outcome::Drawn { reason } => match reason {
            DrawReason::Repetition => "repetition",
            DrawReason::TwoPasses => "two_passes",
            DrawReason::Agreement => "agreement",
        },
    };
    (o.record_result(), reason)
}

fn decode_outcome(result: &str, reason: &str) -> Result<Outcome, StoreError> {
    let bad = || StoreError::Invalid(format!("result {result:?} with reason {reason:?}"));
    let winner = match result {
        "P0" => Some(Player::First),
        "P1" => Some(Player::Second),
        "draw" => None,
        _ => return Err(bad()),
    };
    Ok(match (winner, reason) {
        (Some(winner), "goal") => Outcome::Won {
            winner,
            reason: WinReason::Goal,
        },
        (Some(winner), "full_board") => Outcome::Won {
            winner,
            reason: WinReason::FullBoard,
        },
        (Some(winner), "resignation") => Outcome::Won {
            winner,
            reason: WinReason::Resignation,
        },
        (Some(winner), "time") => Outcome::Won {
            winner,
            reason: WinReason::Time,
        },
        (None, "repetition") => Outcome::Drawn {
            reason: DrawReason::Repetition,
        },
        (None, "two_passes") => Outcome::Drawn {
            reason: DrawReason::TwoPasses,
        },
        (None, "agreement") => Outcome::Drawn {
            reason: DrawReason::Agreement,
        },
        _ => return Err(bad()),
    })
}

fn load_game(conn: &Connection, id: GameId) -> Result<LoadedGame, StoreError> {
    let meta = game_meta(conn, id)?;
    let mut stmt =
        conn.prepare_cached("SELECT ply, notation, user_id, played_at FROM moves WHERE game_id = ?1 ORDER BY ply")?;
    let moves: Vec<MoveRow> = stmt
        .query_map([id], |r| {
            Ok(MoveRow {
                ply: r.get::<_, i64>(0)? as usize,
                notation: r.get(1)?,
                user_id: r.get::<_, i64>(2)? as u64,
                played_at: r.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    if moves.len() != meta.ply || moves.iter().enumerate().any(|(i, m)| m.ply != i + 1) {
        return Err(StoreError::Invalid(format!(
            "game {id}: ply {} but {} moves",
            meta.ply,
            moves.len()
        )));
    }
    let mut game = Game::from_moves(meta.variant, moves.iter().map(|m| &m.notation))
        .map_err(|e| StoreError::Invalid(format!("game {id}: {e}")))?;
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
            applied.map_err(|_| StoreError::Invalid(format!("game {id}: stored result disagrees with its moves")))?;
        }
    }
    Ok(LoadedGame { meta, moves, game })
}

/// Ends a game: status, seats, and ratings (global and guild) at once.
fn finish(tx: &Connection, id: GameId, outcome: Outcome, now: Millis) -> Result<Finish, StoreError> {
    let meta = game_meta(tx, id)?;
    let (result, reason) = encode_outcome(outcome);
    let n = tx.execute(
        "UPDATE games SET status = 'finished', result = ?2, end_reason = ?3, finished_at = ?4, updated_at = ?4, \
         deadline = NULL, draw_offer_by = NULL WHERE id = ?1 AND status = 'active'",
        params![id, result, reason, now],
    )?;
    if n != 1 {
        return Err(StoreError::GameOver);
    }
    tx.execute("DELETE FROM seats WHERE game_id = ?1", [id])?;
    let mut changes = Vec::new();
    if meta.ply >= MIN_RATED_PLY && meta.computer.is_none() {
        let mut scopes = vec![Scope::Global];
        if meta.guild != 0 {
            scopes.push(Scope::Guild(meta.guild));
        }
        for scope in scopes {
            changes.extend(rate(tx, &meta, scope, outcome, now)?);
        }
        for c in &changes {
            tx.execute(
                "INSERT INTO rating_changes (game_id, scope, user_id, before, after) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![id, c.scope.key(), c.user_id as i64, c.before, c.after],
            )?;
        }
    }
    Ok(Finish { outcome, changes })
}

fn rate(
    tx: &Connection,
    meta: &GameMeta,
    scope: Scope,
    outcome: Outcome,
    now: Millis,
) -> Result<Vec<RatingChange>, StoreError> {
    let load = |user: UserId| -> Result<Glicko2Rating, StoreError> {
        Ok(tx
            .query_row(
                "SELECT rating, deviation, volatility FROM ratings WHERE scope = ?1 AND user_id = ?2",
                params![scope.key(), user as i64],
                |r| {
                    Ok(Glicko2Rating {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                    })
                },
            )
            .optional()?
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
             volatility = excluded.volatility, games = games + 1, wins = wins + excluded.wins, \
             losses = losses + excluded.losses, draws = draws + excluded.draws, updated_at = excluded.updated_at",
            params![scope.key(), user as i64, after.rating, after.deviation, after.volatility, win, loss, draw, now],
        )?;
        changes.push(RatingChange {
            scope,
            user_id: user,
            before: before.rating,
            after: after.rating,
        });
    }
    Ok(changes)
}

fn rating_row(r: &Row) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        user_id: r.get::<_, i64>(0)? as u64,
        name: r.get(1)?,
        rating: r.get(2)?,
        deviation: r.get(3)?,
        conservative: r.get(4)?,
        games: r.get(5)?,
        wins: r.get(6)?,
        losses: r.get(7)?,
        draws: r.get(8)?,
    })
}

fn rating_changes(conn: &Connection, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT scope, user_id, before, after FROM rating_changes WHERE game_id = ?1 ORDER BY scope, user_id",
    )?;
    let rows = stmt.query_map([game], |r| {
        Ok(RatingChange {
            scope: Scope::from_key(r.get(0)?),
            user_id: r.get::<_, i64>(1)? as u64,
            before: r.get(2)?,
            after: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
