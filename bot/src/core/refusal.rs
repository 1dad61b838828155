//! The core's errors, typed to the edge: a [`Refusal`] is something the
//! person can act on, a [`Failure`] is the bot going wrong and keeps its
//! cause, to be logged with what it concerns. [`super::Core::handle`] is
//! the edge that says the one and logs the other; background duties log
//! failures as they are. The store's reasons travel as data and are worded
//! here; the core's own refusals still carry their words.

use zertz_data::{ChallengeAnswer, ChallengeStatus, Missing, Reason, StoreError};

/// Why the core did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    /// The person can act on it: said privately; nothing changed.
    #[error("refused: {}", .0.words())]
    Refused(Refusal),
    /// The bot failed: logged with its cause; the person hears an apology.
    #[error(transparent)]
    Failed(#[from] Failure),
}

/// Something the person can act on.
#[derive(Debug)]
pub enum Refusal {
    /// The store's reason, with its data.
    Store(Reason),
    /// The core's own, in words.
    Said(String),
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

/// Refuses with `text`.
pub fn refuse<T>(text: impl Into<String>) -> Answer<T> {
    Err(CoreError::Refused(Refusal::Said(text.into())))
}

/// A refusal in `text`, as an error.
pub fn refusal(text: impl Into<String>) -> CoreError {
    CoreError::Refused(Refusal::Said(text.into()))
}

/// A failure while `doing`, because of `cause`, as an error.
pub fn failed(doing: &'static str, cause: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> CoreError {
    CoreError::Failed(Failure::new(doing, cause))
}

/// What a person is told when the bot itself failed.
pub const OUR_FAULT: &str = "Something went wrong on the bot's side; nothing was changed. Please try again.";

impl From<StoreError> for CoreError {
    fn from(e: StoreError) -> CoreError {
        match e {
            StoreError::Refused(reason) => CoreError::Refused(Refusal::Store(reason)),
            StoreError::Failed(failure) => CoreError::Failed(Failure::new("using the store", failure)),
        }
    }
}

impl From<Reason> for CoreError {
    fn from(reason: Reason) -> CoreError {
        CoreError::Refused(Refusal::Store(reason))
    }
}

impl CoreError {
    /// What the person who asked is told.
    pub fn words(&self) -> String {
        match self {
            CoreError::Refused(r) => r.words(),
            CoreError::Failed(_) => OUR_FAULT.to_string(),
        }
    }
}

impl Refusal {
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            Refusal::Store(reason) => reason_words(reason),
            Refusal::Said(text) => text.clone(),
        }
    }
}

/// The store's reason, said to the person who asked.
pub fn reason_words(reason: &Reason) -> String {
    match reason {
        Reason::NotYourTurn { to_move } => format!("It is not your turn: it is <@{to_move}>'s move."),
        Reason::Stale { .. } => {
            "That move was sent before the last move was recorded, so it was not played. Look at the new board."
                .to_string()
        }
        Reason::NotAPlayer => "You are not a player in this game.".to_string(),
        Reason::GameOver => "This game is over.".to_string(),
        Reason::GameNotOver => "This game is still being played; it can be analysed once it ends.".to_string(),
        Reason::Conflict { .. } => {
            "Another move was recorded just before yours. Look at the new board and try again.".to_string()
        }
        Reason::Move(e) => format!("That move is not possible: {e}."),
        Reason::AlreadyInGame { user, .. } => {
            format!("<@{user}> already has a game in this channel. Finish it first, or play in another channel.")
        }
        Reason::SelfChallenge => "You cannot challenge yourself.".to_string(),
        Reason::ChallengeClosed(ChallengeStatus::Expired) => "This challenge has expired.".to_string(),
        Reason::ChallengeClosed(status) => format!("This challenge is already {status}."),
        Reason::NotYourChallenge(answer) => {
            let who = match answer {
                ChallengeAnswer::Accept | ChallengeAnswer::Decline => "the challenged player",
                ChallengeAnswer::Cancel => "the challenger",
            };
            format!("That is not your challenge: only {who} can {} it.", answer.verb())
        }
        Reason::OnVacation { until } => format!(
            "You are already on vacation until {}; a move ends it early.",
            super::words::when(*until, 'f')
        ),
        Reason::VacationTooLong { left } => {
            let days = left / 86_400_000;
            format!(
                "You have {days} day{} of vacation left: at most 14 in any 60 days.",
                if days == 1 { "" } else { "s" }
            )
        }
        Reason::NothingToTakeBack => "There is no move of yours to take back.".to_string(),
        Reason::NoDrawOffer => "Your opponent has not offered a draw.".to_string(),
        Reason::NotFound(Missing::Game) => "That game does not exist.".to_string(),
        Reason::NotFound(Missing::Challenge) => "That challenge does not exist.".to_string(),
        Reason::NotFound(Missing::Puzzle) => {
            "You have no puzzle open. Get one with `/zertz puzzle`.".to_string()
        }
        Reason::PuzzleOpen { puzzle } => format!(
            "You already have puzzle #{puzzle} open: answer it with `/zertz move` first (`/zertz puzzle` shows it again)."
        ),
        Reason::PuzzleAnswered => "That puzzle step was already answered. `/zertz puzzle` shows where it stands.".to_string(),
        Reason::DailyTried => "You have already tried today's puzzle. A new one comes tomorrow.".to_string(),
    }
}
