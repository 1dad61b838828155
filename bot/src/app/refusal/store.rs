//! The store's reasons, in words.

use zertz_data::{ChallengeAnswer, ChallengeStatus, Missing, Reason};

use super::super::lang::{say, Lang, Msg};

/// The store's reason, said to the person who asked in `lang` (the
/// reasons about playing; the others in English, for now).
pub fn reason_words(lang: Lang, reason: &Reason) -> String {
    match reason {
        Reason::NotYourTurn { to_move } => say!(lang, Msg::NotYourTurn, player = format!("<@{to_move}>")),
        Reason::Stale { .. } => say!(lang, Msg::StaleMove),
        Reason::NotAPlayer => say!(lang, Msg::NotAPlayer),
        Reason::GameOver => say!(lang, Msg::GameOver),
        Reason::GameNotOver => "This game is still being played; it can be analysed once it ends.".to_string(),
        Reason::Conflict { .. } => say!(lang, Msg::MoveConflict),
        // The rules' own reason is in English, for now.
        Reason::Move(e) => say!(lang, Msg::MoveImpossible, why = e.to_string()),
        Reason::AlreadyInGame { user, .. } => say!(lang, Msg::AlreadyInGame, player = format!("<@{user}>")),
        Reason::SelfChallenge => say!(lang, Msg::SelfChallenge),
        Reason::ChallengeClosed(ChallengeStatus::Expired) => say!(lang, Msg::ChallengeHasExpired),
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
        Reason::NothingToTakeBack => say!(lang, Msg::NothingToTakeBack),
        Reason::NoDrawOffer => say!(lang, Msg::NoDrawOffer),
        Reason::NotFound(Missing::Game) => say!(lang, Msg::GameMissing),
        Reason::NotFound(Missing::Challenge) => say!(lang, Msg::ChallengeMissing),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The reasons about playing are said in the asker's language, each
    /// in its own words, the mention kept.
    #[test]
    fn playing_reasons_speak_the_askers_language() {
        let reason = Reason::NotYourTurn {
            to_move: zertz_data::UserId(42),
        };
        let said: Vec<String> = Lang::ALL.iter().map(|&l| reason_words(l, &reason)).collect();
        assert!(said.iter().all(|s| s.contains("<@42>")), "{said:?}");
        let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
        assert_eq!(distinct.len(), said.len(), "{said:?}");
        assert_eq!(said[0], "It is not your turn: it is <@42>'s move.");
    }
}
