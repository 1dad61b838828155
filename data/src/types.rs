//! What the store keeps, as Rust values.

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use zertz_rules::{Game, Move, Outcome, Player, Variant};

use crate::columns::{outcome_of, ReasonColumn, ResultColumn, VariantColumn};
use crate::db_error::DbError;
use crate::ids::GuildColumn;
use crate::rows::{GameThread, ThreadStatus};
use crate::store::db::{DbResult, Row};

pub use crate::ids::*;

/// Where a rating counts: everywhere, or in one guild.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Scope {
    /// Every game on every server.
    Global,
    /// Games in one guild.
    Guild(GuildId),
    /// Puzzles: a player's puzzle rating, kept apart from games'.
    Puzzles,
}

impl Scope {
    /// The guild's scope, or the global one in a direct message.
    pub fn of(guild: Option<GuildId>) -> Scope {
        guild.map_or(Scope::Global, Scope::Guild)
    }
}

/// The stored scope of puzzle ratings (guild ids are never negative).
const PUZZLE_SCOPE: i64 = -1;

/// Stored as the guild id, 0 for global, -1 for puzzles.
impl ToSql for Scope {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        match self {
            Scope::Global => Ok(ToSqlOutput::from(0i64)),
            Scope::Puzzles => Ok(ToSqlOutput::from(PUZZLE_SCOPE)),
            Scope::Guild(g) => crate::ids::int_sql(g.get()),
        }
    }
}

impl FromSql for Scope {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        if value.as_i64() == Ok(PUZZLE_SCOPE) {
            return Ok(Scope::Puzzles);
        }
        let g = GuildId::column_result(value)?;
        Ok(if g.0 == 0 { Scope::Global } else { Scope::Guild(g) })
    }
}

/// Who moves first in a challenged game (R2.2).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FirstMover {
    /// The challenger.
    Challenger,
    /// The challenged player.
    Opponent,
    /// Drawn by lot when the challenge is accepted.
    Random,
}

words!(FirstMover { Challenger => "challenger", Opponent => "opponent", Random => "random" });

/// What became of a challenge.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ChallengeStatus {
    /// Waiting for the opponent.
    Open,
    /// Accepted: a game started.
    Accepted,
    /// The opponent declined.
    Declined,
    /// The challenger withdrew it.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

words!(ChallengeStatus {
    Open => "open",
    Accepted => "accepted",
    Declined => "declined",
    Cancelled => "cancelled",
    Expired => "expired",
});

/// Whether a game is being played: the `status` of its row.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum GameStatus {
    /// In play.
    Active,
    /// Over: won, drawn, resigned, lost on time.
    Finished,
}

words!(GameStatus { Active => "active", Finished => "finished" });

/// A language the bot speaks, as the store keeps a chat's and a server's:
/// its tag. A tag this build does not know reads as none.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Language {
    /// English.
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Dutch.
    Nl,
    /// Spanish.
    Es,
    /// Italian.
    It,
}

words!(Language { En => "en", De => "de", Fr => "fr", Nl => "nl", Es => "es", It => "it" });

/// How strongly the computer plays in a game against it. The bot maps
/// this to its engine's levels; the store only keeps the name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ComputerLevel {
    /// For beginners.
    Easy,
    /// In between.
    Medium,
    /// The strongest.
    Hard,
}

words!(ComputerLevel { Easy => "easy", Medium => "medium", Hard => "hard" });

/// A game against the computer, which starts at once.
#[derive(Clone, Debug)]
pub struct NewComputerGame {
    /// The guild; `None` in a direct message.
    pub guild: Option<GuildId>,
    /// The channel.
    pub channel: ChannelId,
    /// The person, with their display name.
    pub human: (UserId, String),
    /// The computer's user id (the bot's own), with its name.
    pub computer: (UserId, String),
    /// How strongly it plays.
    pub level: ComputerLevel,
    /// The variant.
    pub variant: Variant,
    /// Whether the person moves first.
    pub human_first: bool,
    /// When it starts.
    pub now: Millis,
}

/// A person's results against one level of the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerRecord {
    /// The level.
    pub level: ComputerLevel,
    /// Games the person won.
    pub wins: u32,
    /// Games the person lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

/// A new challenge, as the bot asks for it.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// The guild; `None` in a direct message.
    pub guild: Option<GuildId>,
    /// The channel the game will be played in.
    pub channel: ChannelId,
    /// Who challenges, with their display name.
    pub challenger: (UserId, String),
    /// Who is challenged, with their display name.
    pub opponent: (UserId, String),
    /// The variant.
    pub variant: Variant,
    /// Who will move first.
    pub first: FirstMover,
    /// Seconds per move, or `None` for no time control.
    pub time_per_move: Option<u32>,
    /// When the challenge is made.
    pub now: Millis,
    /// When it lapses if nobody answers.
    pub expires_at: Millis,
}

impl NewChallenge {
    /// A challenge in `channel` of a direct message, made at `now`, to a
    /// standard game with no clock that the challenger opens, lapsing a
    /// day later: the plainest terms, which callers change field by field.
    pub fn between(
        channel: ChannelId,
        challenger: (UserId, &str),
        opponent: (UserId, &str),
        now: Millis,
    ) -> NewChallenge {
        NewChallenge {
            guild: None,
            channel,
            challenger: (challenger.0, challenger.1.to_string()),
            opponent: (opponent.0, opponent.1.to_string()),
            variant: Variant::STANDARD,
            first: FirstMover::Challenger,
            time_per_move: None,
            now,
            expires_at: now.saturating_add(86_400_000),
        }
    }
}

/// A stored challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    /// Its id.
    pub id: ChallengeId,
    /// The guild; `None` in a direct message.
    pub guild: Option<GuildId>,
    /// The channel.
    pub channel: ChannelId,
    /// Who challenged.
    pub challenger: UserId,
    /// Who was challenged.
    pub opponent: UserId,
    /// The variant.
    pub variant: Variant,
    /// Who moves first.
    pub first: FirstMover,
    /// Seconds per move, if timed.
    pub time_per_move: Option<u32>,
    /// The message that shows it, once posted.
    pub message_id: Option<MessageId>,
    /// What became of it.
    pub status: ChallengeStatus,
    /// The game it started, if accepted.
    pub game_id: Option<GameId>,
    /// When it was made.
    pub created_at: Millis,
    /// When it lapses.
    pub expires_at: Millis,
}

/// A game's row: everything but its moves.
#[derive(Clone, Debug, PartialEq)]
pub struct GameMeta {
    /// Its id.
    pub id: GameId,
    /// The guild; `None` in a direct message.
    pub guild: Option<GuildId>,
    /// The channel.
    pub channel: ChannelId,
    /// The players, first mover first.
    pub players: [UserId; 2],
    /// The variant.
    pub variant: Variant,
    /// Moves recorded.
    pub ply: usize,
    /// How it ended, if it has.
    pub outcome: Option<Outcome>,
    /// Seconds per move, if timed.
    pub time_per_move: Option<u32>,
    /// When the player to move runs out of time.
    pub deadline: Option<Millis>,
    /// The ply whose reminder was sent.
    pub reminded_ply: Option<usize>,
    /// A player whose draw offer stands.
    pub draw_offer_by: Option<UserId>,
    /// The last board message the bot posted.
    pub board_message_id: Option<MessageId>,
    /// When it started.
    pub created_at: Millis,
    /// When it last changed.
    pub updated_at: Millis,
    /// When it ended.
    pub finished_at: Option<Millis>,
    /// The computer's level when it plays in this game (unrated).
    pub computer: Option<ComputerLevel>,
    /// Moves taken back so far.
    pub takebacks: u32,
    /// Its thread, where it was given one.
    pub thread: Option<GameThread>,
}

impl GameMeta {
    /// A `games` row, read by column name: a new column is read here, beside
    /// its field.
    pub(crate) fn from_row(r: &Row) -> DbResult<GameMeta> {
        let result: Option<ResultColumn> = r.get("result")?;
        let reason: Option<ReasonColumn> = r.get("end_reason")?;
        let outcome = match (result, reason) {
            (None, None) => None,
            (Some(result), Some(reason)) => match outcome_of(result, reason) {
                Some(o) => Some(o),
                None => return Err(bad_column("end_reason", format!("{reason:?} with result {result:?}"))),
            },
            (result, reason) => return Err(bad_column("result", format!("{result:?} with reason {reason:?}"))),
        };
        Ok(GameMeta {
            id: r.get("id")?,
            guild: r.get::<_, GuildColumn>("guild_id")?.0,
            channel: r.get("channel_id")?,
            players: [r.get("first_id")?, r.get("second_id")?],
            variant: r.get::<_, VariantColumn>("variant")?.0,
            ply: r.get("ply")?,
            outcome,
            time_per_move: r.get("time_per_move")?,
            deadline: r.get("deadline")?,
            reminded_ply: r.get("reminded_ply")?,
            draw_offer_by: r.get("draw_offer_by")?,
            board_message_id: r.get("board_message_id")?,
            created_at: r.get("created_at")?,
            updated_at: r.get("updated_at")?,
            finished_at: r.get("finished_at")?,
            computer: r.get("computer_level")?,
            takebacks: r.get("takebacks")?,
            thread: match (r.get("thread_id")?, r.get("thread_status")?) {
                (Some(id), Some(status)) => Some(GameThread { id, status }),
                _ => None,
            },
        })
    }

    /// Where the game's messages go: its thread while it has one, else its
    /// channel.
    pub fn room(&self) -> ChannelId {
        match self.thread {
            Some(GameThread {
                id,
                status: ThreadStatus::Opening | ThreadStatus::Open,
            }) => id,
            _ => self.channel,
        }
    }

    /// The game's card in its channel, where it has a thread (even one it
    /// left: the card stays).
    pub fn card(&self) -> Option<MessageId> {
        self.thread.map(|t| MessageId(t.id.0))
    }

    /// Whether the game is still being played.
    pub fn is_active(&self) -> bool {
        self.outcome.is_none()
    }

    /// The seat of `user`, if they play in this game.
    pub fn player_of(&self, user: UserId) -> Option<Player> {
        if self.players[0] == user {
            Some(Player::First)
        } else if self.players[1] == user {
            Some(Player::Second)
        } else {
            None
        }
    }

    /// The user in seat `player`.
    pub fn user(&self, player: Player) -> UserId {
        self.players[player.index()]
    }

    /// The seat to move: moves alternate, passes included.
    pub fn to_move_seat(&self) -> Player {
        if self.ply.is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The user to move.
    pub fn to_move(&self) -> UserId {
        self.user(self.to_move_seat())
    }
}

/// One recorded move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// 1 for the first move.
    pub ply: usize,
    /// Canonical notation, as stored: for people and the record.
    pub notation: String,
    /// The move itself, as the rules replayed it.
    pub mv: Move,
    /// Who played it.
    pub user_id: UserId,
    /// When.
    pub played_at: Millis,
}

/// A game with its moves, replayed.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    /// The row.
    pub meta: GameMeta,
    /// The moves, in order.
    pub moves: Vec<MoveRow>,
    /// The moves replayed by the rules, with the stored end applied.
    pub game: Game,
}

/// A column that holds what its type does not allow.
fn bad_column(name: &str, what: String) -> DbError {
    DbError::column(name, what)
}
