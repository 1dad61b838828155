//! Tournaments as the store keeps them: the event, its players and its
//! pairings. What they mean (pairing, standings) is the bot's.

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use zertz_rules::Variant;

use crate::types::*;

/// How a tournament pairs its rounds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TournamentFormat {
    /// Players with the same score meet; a few rounds for many players.
    Swiss,
    /// Everyone meets everyone once.
    RoundRobin,
}

words!(TournamentFormat { Swiss => "swiss", RoundRobin => "round_robin" });

/// Where a tournament stands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TournamentStatus {
    /// Taking entries.
    Open,
    /// Its rounds are being played.
    Running,
    /// Over, with its final standings.
    Finished,
    /// Called off before it started (too few players).
    Cancelled,
}

words!(TournamentStatus { Open => "open", Running => "running", Finished => "finished", Cancelled => "cancelled" });

/// How a board of a round ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BoardResult {
    /// The first mover (or the player with a bye) won.
    First,
    /// The second mover won.
    Second,
    /// Drawn: half a point each.
    Draw,
}

/// Stored as a game's result is: `P0`, `P1` or `draw`.
impl ToSql for BoardResult {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(match self {
            BoardResult::First => "P0",
            BoardResult::Second => "P1",
            BoardResult::Draw => "draw",
        }))
    }
}

impl FromSql for BoardResult {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        match value.as_str()? {
            "P0" => Ok(BoardResult::First),
            "P1" => Ok(BoardResult::Second),
            "draw" => Ok(BoardResult::Draw),
            other => Err(rusqlite::types::FromSqlError::Other(
                format!("unknown result {other:?}").into(),
            )),
        }
    }
}

/// A tournament to create.
#[derive(Clone, Debug, PartialEq)]
pub struct NewTournament {
    /// Its server.
    pub guild: GuildId,
    /// The channel its posts and games go to.
    pub channel: ChannelId,
    /// Its name.
    pub name: String,
    /// Swiss or round robin.
    pub format: TournamentFormat,
    /// Rounds asked for; `None`: the format's own number.
    pub rounds: Option<u32>,
    /// The games' variant.
    pub variant: Variant,
    /// The games' seconds per move; `None` for no limit.
    pub time_per_move: Option<u32>,
    /// The most players it takes.
    pub max_players: u32,
    /// When it starts by itself, if set.
    pub starts_at: Option<Millis>,
    /// The organiser and their name.
    pub organiser: (UserId, String),
    /// When it is created.
    pub now: Millis,
}

/// A tournament's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// Its id.
    pub id: TournamentId,
    /// Its server.
    pub guild: GuildId,
    /// Its channel.
    pub channel: ChannelId,
    /// Its name.
    pub name: String,
    /// Swiss or round robin.
    pub format: TournamentFormat,
    /// Rounds asked for, if any.
    pub rounds: Option<u32>,
    /// The games' variant.
    pub variant: Variant,
    /// The games' seconds per move.
    pub time_per_move: Option<u32>,
    /// The most players it takes.
    pub max_players: u32,
    /// When it starts by itself.
    pub starts_at: Option<Millis>,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Rounds paired so far.
    pub round: u32,
    /// Who created it.
    pub organiser: UserId,
    /// Its post with the Join and Leave buttons.
    pub message: Option<MessageId>,
    /// When it was created, started and finished.
    pub created_at: Millis,
    /// When its first round was paired.
    pub started_at: Option<Millis>,
    /// When it ended (finished or cancelled).
    pub finished_at: Option<Millis>,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Who.
    pub user: UserId,
    /// Their rating when they joined, then when it started: the seed.
    pub rating: f64,
    /// When they joined.
    pub joined_at: Millis,
    /// The round in which they left, if they did.
    pub withdrawn: Option<u32>,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// The first mover, or the player with a bye.
    pub first: UserId,
    /// The second mover; `None` for a bye.
    pub second: Option<UserId>,
    /// The game played, if one is.
    pub game: Option<GameId>,
    /// The result, once known: a game's, or a bye's or forfeit's.
    pub result: Option<BoardResult>,
}

impl Pairing {
    /// Decided without a game.
    pub fn is_forfeit(&self) -> bool {
        self.second.is_some() && self.game.is_none()
    }
}

/// A board of a round to pair: a game to start, or a result without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPairing {
    /// The first mover, or the player with a bye.
    pub first: UserId,
    /// The second mover; `None` for a bye.
    pub second: Option<UserId>,
    /// The result of a bye or forfeit; `None`: a game starts.
    pub result: Option<BoardResult>,
}

/// A tournament with its players (in seed order: rating, then who joined
/// first) and its pairings (by round and board).
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedTournament {
    /// The event.
    pub tournament: Tournament,
    /// Its players.
    pub entries: Vec<Entry>,
    /// Its pairings so far.
    pub pairings: Vec<Pairing>,
}

/// A round paired: its games, started.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundStarted {
    /// The tournament as it is now.
    pub tournament: LoadedTournament,
    /// The games started, board by board.
    pub games: Vec<GameMeta>,
}
