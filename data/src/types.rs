//! What the store keeps, as Rust values.

use std::fmt;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use zertz_rules::{Game, Outcome, Player, Variant};

pub use crate::ids::*;

/// Implements `Display`, `FromStr`, `ToSql` and `FromSql` for an enum of
/// stored words, from one table of (variant, word).
macro_rules! words {
    ($name:ident { $($variant:ident => $word:literal),+ $(,)? }) => {
        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word stored and shown.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = UnknownWord;
            fn from_str(s: &str) -> Result<Self, UnknownWord> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.as_str() == s)
                    .ok_or_else(|| UnknownWord { kind: stringify!($name), word: s.to_string() })
            }
        }

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::from(self.as_str()))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                value.as_str()?.parse().map_err(|e| FromSqlError::Other(Box::new(e)))
            }
        }
    };
}

/// A stored word that names no value of its type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {word:?}")]
pub struct UnknownWord {
    kind: &'static str,
    word: String,
}

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
}

impl GameMeta {
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
    /// Canonical notation.
    pub notation: String,
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

/// A rating before and after a game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// Global or a guild.
    pub scope: Scope,
    /// Whose.
    pub user_id: UserId,
    /// Before the game.
    pub before: f64,
    /// After it.
    pub after: f64,
    /// The deviation after it, when kept.
    pub deviation: Option<f64>,
}

/// A player's rating after one rated game, for the history chart.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// When the game ended.
    pub at: Millis,
    /// The rating after it.
    pub rating: f64,
    /// Its deviation, when kept.
    pub deviation: Option<f64>,
}

/// A game just ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Finish {
    /// How.
    pub outcome: Outcome,
    /// The rating changes, global first; empty for an aborted game (ended
    /// before both players moved), which is not rated.
    pub changes: Vec<RatingChange>,
}

/// What recording a move did.
#[derive(Clone, Debug)]
pub struct MoveRecorded {
    /// The game after the move.
    pub game: LoadedGame,
    /// The move in canonical notation.
    pub notation: String,
    /// Set when the move ended the game.
    pub finish: Option<Finish>,
}

/// What a draw offer did.
#[derive(Clone, Debug, PartialEq)]
pub enum DrawOffer {
    /// The offer stands until the opponent answers or a move is made.
    Offered,
    /// The same player had already offered.
    AlreadyOffered,
    /// The opponent had offered too: the game is drawn.
    Agreed(Finish),
}

/// A rating with its record, for leaderboards and stats.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    /// Whose.
    pub user_id: UserId,
    /// Their last known display name.
    pub name: String,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 deviation.
    pub deviation: f64,
    /// `rating - 2 × deviation`, the leaderboard's order.
    pub conservative: f64,
    /// Rated games.
    pub games: u32,
    /// Wins.
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
}

/// A page of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    /// The rows, best first; `rank` of the first is `page * per_page + 1`.
    pub rows: Vec<RatingRow>,
    /// Players on the whole board.
    pub total: u64,
}

/// A player's record.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    /// Whose.
    pub user_id: UserId,
    /// Last known display name, if the player is known.
    pub name: Option<String>,
    /// Global rating, once rated.
    pub global: Option<RatingRow>,
    /// Rating in the guild asked about, once rated there.
    pub guild: Option<RatingRow>,
    /// Positive: wins in a row; negative: losses in a row; 0 after a draw
    /// or with no games.
    pub streak: i32,
    /// The last finished games, newest first.
    pub recent: Vec<GameMeta>,
}

/// A reminder due: the player to move has used half their time.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    /// The game.
    pub game: GameMeta,
    /// The user to remind.
    pub user: UserId,
}

/// Where an outbox message stands.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OutboxStatus {
    /// Not yet taken by Discord.
    Pending,
    /// Discord took it.
    Sent,
    /// Given up on after too many tries; kept for the logs.
    Failed,
}

words!(OutboxStatus { Pending => "pending", Sent => "sent", Failed => "failed" });

/// A message owed to Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    /// Its id, named in logs.
    pub id: OutboxId,
    /// Where it goes.
    pub channel: ChannelId,
    /// The bot's description of the message.
    pub payload: String,
    /// Tries so far.
    pub attempts: u32,
    /// When the change that made it due happened.
    pub created_at: Millis,
    /// Where it stands.
    pub status: OutboxStatus,
    /// Its id in Discord, once sent.
    pub message_id: Option<MessageId>,
}

/// The outbox at a glance.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OutboxCounts {
    /// Not yet delivered.
    pub pending: u64,
    /// Delivered.
    pub sent: u64,
    /// Given up on.
    pub failed: u64,
}

/// How a move reached the bot, as Discord's snowflakes: they order events
/// by Discord's clock, which is the one both players' clicks were stamped
/// by.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Via {
    /// The interaction that sent the move (`None` for the computer).
    pub interaction: Option<u64>,
    /// The newest interaction the bot had seen when it recorded the move.
    pub horizon: u64,
}

/// An analysis asked for: by whom and where, and its result once done
/// (the bot's own JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRow {
    /// The game analysed.
    pub game: GameId,
    /// Who asked first.
    pub requested_by: UserId,
    /// Where they asked: the result is posted there.
    pub channel: ChannelId,
    /// When.
    pub requested_at: Millis,
    /// The analysis, once done.
    pub result: Option<String>,
}

/// A player's puzzle in progress (or done).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAttempt {
    /// Its row.
    pub id: i64,
    /// Who solves it.
    pub user: UserId,
    /// Which puzzle (its id in the puzzle file).
    pub puzzle: u32,
    /// Where it was asked for.
    pub channel: ChannelId,
    /// Whether answers go only to the player.
    pub private: bool,
    /// The day of the daily puzzle it is, if it is one.
    pub daily: Option<i64>,
    /// The solver's moves answered right so far.
    pub step: usize,
}

/// How a finished puzzle changed its solver's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleFinish {
    /// Whether it was solved.
    pub solved: bool,
    /// The puzzle rating before and after; `None` when the try was not
    /// rated (the player had tried this puzzle before).
    pub rating: Option<(f64, f64)>,
    /// Puzzles solved in a row now.
    pub streak: u32,
}

/// Who tried a channel's daily puzzle of one day.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyResult {
    /// The puzzle.
    pub puzzle: Option<u32>,
    /// Those who solved it, in the order they did.
    pub solvers: Vec<UserId>,
    /// How many tried it in all.
    pub tried: usize,
}

/// Work that one process does at a time, claimed in the store when
/// several processes share a database.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ClaimKind {
    /// The periodic look at deadlines, reminders, expiries and daily
    /// posts (item 0).
    Tick,
    /// The computer's search for its move in a game (item: the game).
    ComputerTurn,
    /// An analysis of a finished game (item: the game).
    Analysis,
}

words!(ClaimKind { Tick => "tick", ComputerTurn => "computer_turn", Analysis => "analysis" });

/// The process that holds a claim: its name in the store and logs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Owner(pub String);

impl Owner {
    /// A name for this process, unique among processes that share a
    /// database: host, process id and start time.
    pub fn this_process() -> Owner {
        let host = std::fs::read_to_string("/etc/hostname").unwrap_or_default();
        let started = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        Owner(format!("{}:{}:{started}", host.trim(), std::process::id()))
    }
}

impl fmt::Display for Owner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
