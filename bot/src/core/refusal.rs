//! Refusals: what the core says privately when it will not do something,
//! and the wording of the store's typed reasons. The store never words a
//! reply; this is the one place that does.

use zertz_data::{ChallengeAnswer, ChallengeStatus, Missing, Refusal as Reason, StoreError};

/// Something the person can act on, said privately.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

/// A core step's result: done, or refused with words.
pub type Answer<T> = Result<T, Refusal>;

/// Refuses with `text`.
pub fn refuse<T>(text: impl Into<String>) -> Answer<T> {
    Err(Refusal(text.into()))
}

/// What a person is told when the bot itself failed.
pub const OUR_FAULT: &str = "Something went wrong on the bot's side; nothing was changed. Please try again.";

impl Refusal {
    /// The words for a store error. Failures get a generic apology: the
    /// caller has logged them.
    pub fn of_store(e: &StoreError) -> Refusal {
        match e {
            StoreError::Refused(reason) => Refusal(reason_words(reason)),
            StoreError::Failed(_) => Refusal(OUR_FAULT.to_string()),
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
