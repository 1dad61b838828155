//! What changes hand back, and the rows of ratings, the outbox, analyses,
//! puzzles and claims.

use std::fmt;

use zertz_rules::Outcome;

use crate::types::*;

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

/// Why the outbox gave a message up.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum GiveUp {
    /// Discord refused it (no access, unknown channel, bad body).
    Refused,
    /// Tried as often as the outbox tries.
    TooManyTries,
    /// Older than the outbox keeps trying.
    TooOld,
    /// Its move was taken back before it went.
    Withdrawn,
    /// Its stored form could not be read (a bug or a damaged row).
    Unreadable,
}

words!(GiveUp {
    Refused => "refused",
    TooManyTries => "too_many_tries",
    TooOld => "too_old",
    Withdrawn => "withdrawn",
    Unreadable => "unreadable",
});

/// Where a game's thread stands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ThreadStatus {
    /// Owed: Discord has not made it yet.
    Opening,
    /// Made: the game's messages go there.
    Open,
    /// The game went back to its channel (the thread was deleted, or the
    /// bot is no longer let in).
    Left,
}

words!(ThreadStatus { Opening => "opening", Open => "open", Left => "left" });

/// A game's thread, opened from its challenge's message (the game's card,
/// which has the thread's id).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GameThread {
    /// The thread, and the card in the game's channel.
    pub id: ChannelId,
    /// Where it stands.
    pub status: ThreadStatus,
}

/// The figures an operator watches, as the database has them now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gauges {
    /// Messages the outbox has yet to send.
    pub waiting: i64,
    /// When the oldest of them was written.
    pub oldest_waiting: Option<Millis>,
    /// Games being played.
    pub active_games: i64,
}

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
    /// Why it was given up on, once it was.
    pub given_up: Option<GiveUp>,
    /// Its id in Discord, once sent.
    pub message_id: Option<MessageId>,
    /// Its files' bytes as the bot wrote them, while it waits.
    pub files: Vec<u8>,
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
    pub puzzle: PuzzleId,
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
    pub puzzle: Option<PuzzleId>,
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
    /// Pairing a tournament's next round, or ending it (item: the
    /// tournament).
    Tournament,
}

words!(ClaimKind { Tick => "tick", ComputerTurn => "computer_turn", Analysis => "analysis", Tournament => "tournament" });

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

/// What an open practice walks through.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PracticeKind {
    /// The player's marked moves of one game, in the order played.
    Walk,
    /// One position of the player's practice set.
    Review,
}

/// A player's open practice: the moves of one game still to find.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenPractice {
    /// Whose.
    pub user: UserId,
    /// The game the moves are of.
    pub game: GameId,
    /// Where it was asked for.
    pub channel: ChannelId,
    /// A walk or a review.
    pub kind: PracticeKind,
    /// The numbers (from 1) of the game's moves still to find, the
    /// current first; never empty.
    pub steps: Vec<usize>,
    /// Wrong answers to the current move so far.
    pub tries: u32,
    /// Moves found so far.
    pub found: u32,
    /// Moves in all.
    pub total: u32,
}

impl OpenPractice {
    /// The move to find now.
    pub fn current(&self) -> usize {
        self.steps.first().copied().unwrap_or(0)
    }
}

/// How an answer to the current move of an open practice went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PracticeAnswer {
    /// Good enough.
    Found,
    /// Not good enough.
    Wrong,
}

/// Where an answer left the practice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeStep {
    /// A wrong answer with a try left: the same move again.
    TryAgain(OpenPractice),
    /// The move was found, or missed with no try left (and, in a walk,
    /// put in the practice set); the practice goes on at its next move.
    Next(OpenPractice),
    /// That was the last move.
    Done {
        /// A walk or a review.
        kind: PracticeKind,
        /// Moves found.
        found: u32,
        /// Moves in all.
        total: u32,
    },
}

/// A player's practice set at a moment.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PracticeCounts {
    /// Positions in the set.
    pub waiting: u32,
    /// Of those, the ones due now.
    pub due: u32,
    /// When the next one not yet due is.
    pub next_due: Option<Millis>,
}

/// A player's open exercise of the course.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpenLesson {
    /// Whose.
    pub user: UserId,
    /// The lesson, from 1.
    pub lesson: u8,
    /// The exercise, from 0.
    pub exercise: u8,
    /// Wrong answers to this exercise so far.
    pub tries: u32,
    /// Answers to the lesson so far, right and wrong.
    pub answers: u32,
}

/// How an answer to an exercise went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonAnswer {
    /// It meets the exercise's goal; `last` when it was the lesson's
    /// last exercise.
    Right {
        /// The lesson's last exercise.
        last: bool,
    },
    /// It does not.
    Wrong,
}

/// Where an answer left the lesson.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonStep {
    /// Wrong: the same exercise again.
    TryAgain(OpenLesson),
    /// Right: the next exercise.
    Next(OpenLesson),
    /// Right, and the lesson is done after this many answers.
    Done {
        /// The lesson.
        lesson: u8,
        /// Its answers, right and wrong.
        answers: u32,
    },
}

/// A lesson done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LessonDone {
    /// The lesson, from 1.
    pub lesson: u8,
    /// Its best stars, 1 to 3.
    pub stars: u8,
}

/// How the course's game against the computer ended, for its player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CourseGameResult {
    /// They won.
    Won,
    /// A draw.
    Drawn,
    /// They lost (or resigned).
    Lost,
}

/// The course's game against the computer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CourseGame {
    /// The game.
    pub game: GameId,
    /// How it ended; `None` while it is played.
    pub result: Option<CourseGameResult>,
}

/// Where a player stands in the course.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CourseProgress {
    /// The lessons done, in order.
    pub done: Vec<LessonDone>,
    /// The exercise open.
    pub open: Option<OpenLesson>,
    /// The game against the computer started from the course.
    pub game: Option<CourseGame>,
}
