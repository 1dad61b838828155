//! The store's reasons, in words.

use zertz_data::{ChallengeAnswer, ChallengeStatus, Missing, Reason};

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
            super::super::words::when(*until, 'f')
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
            "You have no puzzle open. Get one with `/puzzle`.".to_string()
        }
        Reason::PuzzleOpen { puzzle } => format!(
            "You already have puzzle #{puzzle} open: answer it with `/zertz move` first (`/puzzle` shows it again)."
        ),
        Reason::PuzzleAnswered => "That puzzle step was already answered. `/puzzle` shows where it stands.".to_string(),
        Reason::DailyTried => "You have already tried today's puzzle. A new one comes tomorrow.".to_string(),
        Reason::NotFound(Missing::Practice) => {
            "You have no practice open. `/study mistakes` walks through your marked moves of an analysed game; `/study practice` serves the ones you missed.".to_string()
        }
        Reason::PracticeAnswered => {
            "That move was already answered. `/study practice` shows where your practice stands.".to_string()
        }
        Reason::NotFound(Missing::Lesson) => {
            "You have no lesson open. `/learn` shows the course and where you stand.".to_string()
        }
        Reason::LessonAnswered => "That exercise was already answered. `/learn` shows where you stand.".to_string(),
        Reason::NotFound(Missing::Tournament) => {
            "There is no such tournament. `/tournament list` shows this server's.".to_string()
        }
        Reason::TournamentStarted(status) => {
            format!("This tournament is {status}: players join only before it starts.")
        }
        Reason::TournamentFull { max } => format!("This tournament is full: it takes {max} players."),
        Reason::AlreadyEntered => "You are already in this tournament.".to_string(),
        Reason::NotEntered => "You are not playing in this tournament.".to_string(),
        Reason::InTournament { tournament } => format!(
            "You are entered in tournament #{tournament} in this channel, and its games are played here: \
             play other games in another channel until it ends (or leave it)."
        ),
        Reason::RoundPaired => "That round was already paired. `/tournament standings` shows where it stands."
            .to_string(),
    }
}
