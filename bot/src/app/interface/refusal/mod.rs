//! The core's errors, typed to the edge: a [`Refusal`] is something the
//! person can act on, a [`Failure`] is the bot going wrong and keeps its
//! cause, to be logged with what it concerns. [`crate::app::Core::handle`] is
//! the edge that says the one and logs the other; background duties log
//! failures as they are. Refusals travel as data (the store's reasons and
//! the core's own) and are worded here, one file per domain.

mod analysis;
mod asked;
mod board;
mod game;
mod illegal;
mod lesson;
mod practice;
mod puzzle;
mod server;
mod store;
mod tournament;

pub use analysis::{AnalysisRefusal, FileProblem};
pub use asked::{Needed, Offer, Unread};
pub use board::BoardRefusal;
pub use game::{Attaching, GameRefusal};
pub use illegal::illegal_words;
pub use lesson::LessonRefusal;
pub use practice::PracticeRefusal;
pub use puzzle::PuzzleRefusal;
pub use server::ServerRefusal;
pub use store::reason_words;
pub use tournament::TournamentRefusal;

use zertz_data::{Reason, StoreError};

use crate::app::text::lang::{say, Lang, Msg};

/// Why the core did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    /// The person can act on it: said privately; nothing changed.
    #[error("refused: {}", .0.words(Lang::En))]
    Refused(Refusal),
    /// The bot failed: logged with its cause; the person hears an apology.
    #[error(transparent)]
    Failed(#[from] Failure),
}

/// Something the person can act on.
#[derive(Debug)]
pub enum Refusal {
    /// The store's reason.
    Store(Reason),
    /// A command, option or button that could not be read.
    Unread(Unread),
    /// About a game.
    Game(GameRefusal),
    /// About a puzzle.
    Puzzle(PuzzleRefusal),
    /// About an analysis or an import.
    Analysis(AnalysisRefusal),
    /// About learning from one's mistakes.
    Practice(PracticeRefusal),
    /// About a tournament.
    Tournament(TournamentRefusal),
    /// About the course, or a hint.
    Lesson(LessonRefusal),
    /// About a server's settings.
    Server(ServerRefusal),
    /// About the Activity's board.
    Board(BoardRefusal),
}

/// The bot going wrong: what it was doing, and why it failed.
#[derive(Debug, thiserror::Error)]
#[error("{doing}: {cause}")]
pub struct Failure {
    /// What was being done, such as "drawing a board".
    pub doing: &'static str,
    /// Why it failed.
    #[source]
    pub cause: Box<dyn std::error::Error + Send + Sync>,
}

impl Failure {
    /// A failure while `doing`, because of `cause`.
    pub fn new(doing: &'static str, cause: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Failure {
        Failure {
            doing,
            cause: cause.into(),
        }
    }
}

/// A core step's result: done, refused, or failed.
pub type Answer<T> = Result<T, CoreError>;

/// Refuses, for `why`.
pub fn refuse<T>(why: impl Into<Refusal>) -> Answer<T> {
    Err(refusal(why))
}

/// A refusal for `why`, as an error.
pub fn refusal(why: impl Into<Refusal>) -> CoreError {
    CoreError::Refused(why.into())
}

/// A failure while `doing`, because of `cause`, as an error.
pub fn failed(doing: &'static str, cause: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> CoreError {
    CoreError::Failed(Failure::new(doing, cause))
}

impl From<StoreError> for CoreError {
    fn from(e: StoreError) -> CoreError {
        match e {
            StoreError::Refused(reason) => CoreError::Refused(Refusal::Store(reason)),
            StoreError::Failed(failure) => CoreError::Failed(Failure::new("using the store", failure)),
        }
    }
}

macro_rules! refusal_from {
    ($($kind:ident: $type:ty),*) => {$(
        impl From<$type> for Refusal {
            fn from(why: $type) -> Refusal {
                Refusal::$kind(why)
            }
        }
    )*};
}
refusal_from!(Store: Reason, Unread: Unread, Game: GameRefusal, Puzzle: PuzzleRefusal, Analysis: AnalysisRefusal,
    Practice: PracticeRefusal, Tournament: TournamentRefusal, Lesson: LessonRefusal, Server: ServerRefusal, Board: BoardRefusal);

impl From<Reason> for CoreError {
    fn from(reason: Reason) -> CoreError {
        refusal(reason)
    }
}

impl CoreError {
    /// What the person who asked is told, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            CoreError::Refused(r) => r.words(lang),
            CoreError::Failed(_) => say!(lang, Msg::OurFault),
        }
    }
}

impl Refusal {
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Refusal::Store(reason) => reason_words(lang, reason),
            Refusal::Unread(why) => why.words(lang),
            Refusal::Game(why) => why.words(lang),
            Refusal::Puzzle(why) => why.words(lang),
            Refusal::Analysis(why) => why.words(lang),
            Refusal::Practice(why) => why.words(lang),
            Refusal::Tournament(why) => why.words(lang),
            Refusal::Lesson(why) => why.words(lang),
            Refusal::Server(why) => why.words(lang),
            Refusal::Board(why) => why.words(lang),
        }
    }
}
