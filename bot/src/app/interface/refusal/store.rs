//! The store's reasons, in words.

use zertz_data::{ChallengeStatus, Missing, Reason};

use super::illegal::move_error_words;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};

/// The store's reason, said to the person who asked in `lang`.
pub fn reason_words(lang: Lang, reason: &Reason) -> String {
    match reason {
        Reason::NotYourTurn { to_move } => say!(lang, Msg::NotYourTurn, player = Mark::user(*to_move)),
        Reason::Stale { .. } => say!(lang, Msg::StaleMove),
        Reason::NotAPlayer => say!(lang, Msg::NotAPlayer),
        Reason::GameOver => say!(lang, Msg::GameOver),
        Reason::GameNotOver => say!(lang, Msg::GameNotOver),
        Reason::Conflict { .. } => say!(lang, Msg::MoveConflict),
        Reason::Move(e) => say!(lang, Msg::MoveImpossible, why = move_error_words(lang, e)),
        Reason::AlreadyInGame { user, .. } => say!(lang, Msg::AlreadyInGame, player = Mark::user(*user)),
        Reason::SelfChallenge => say!(lang, Msg::SelfChallenge),
        Reason::ChallengeClosed(ChallengeStatus::Expired) => say!(lang, Msg::ChallengeHasExpired),
        Reason::ChallengeClosed(status) => say!(lang, Msg::ChallengeClosed, status = status.to_string()),
        Reason::NotYourChallenge(answer) => say!(lang, Msg::NotYourChallenge, answer = answer.verb()),
        Reason::OnVacation { until } => say!(
            lang,
            Msg::OnVacationAlready,
            until = Mark::time(*until, TimeStyle::DateTime)
        ),
        Reason::VacationTooLong { left } => say!(lang, Msg::VacationTooLong, days = left / 86_400_000),
        Reason::NothingToTakeBack => say!(lang, Msg::NothingToTakeBack),
        Reason::NoDrawOffer => say!(lang, Msg::NoDrawOffer),
        Reason::NotFound(Missing::Game) => say!(lang, Msg::GameMissing),
        Reason::NotFound(Missing::Challenge) => say!(lang, Msg::ChallengeMissing),
        Reason::NotFound(Missing::Puzzle) => say!(lang, Msg::NoPuzzleOpen),
        Reason::PuzzleOpen { puzzle } => say!(lang, Msg::PuzzleOpen, puzzle = puzzle.0),
        Reason::PuzzleAnswered => say!(lang, Msg::PuzzleAnswered),
        Reason::DailyTried => say!(lang, Msg::DailyTried),
        Reason::NotFound(Missing::Practice) => say!(lang, Msg::NoPracticeOpen),
        Reason::PracticeAnswered => say!(lang, Msg::PracticeAnswered),
        Reason::NotFound(Missing::Lesson) => say!(lang, Msg::NoLessonOpen),
        Reason::LessonAnswered => say!(lang, Msg::LessonAnswered),
        Reason::NotFound(Missing::Tournament) => say!(lang, Msg::NoSuchTournament),
        Reason::TournamentStarted(status) => say!(lang, Msg::TournamentStarted, status = status.to_string()),
        Reason::TournamentFull { max } => say!(lang, Msg::TournamentFull, max = *max),
        Reason::AlreadyEntered => say!(lang, Msg::AlreadyEntered),
        Reason::NotEntered => say!(lang, Msg::NotEntered),
        Reason::InTournament { tournament } => say!(lang, Msg::InTournament, tournament = tournament.0),
        Reason::RoundPaired => say!(lang, Msg::RoundPaired),
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
        let mention = crate::app::text::marks::Mark::user(zertz_data::UserId(42));
        assert!(said.iter().all(|s| s.contains(&mention)), "{said:?}");
        let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
        assert_eq!(distinct.len(), said.len(), "{said:?}");
        assert_eq!(said[0], format!("It is not your turn: it is {mention}'s move."));
    }
}
