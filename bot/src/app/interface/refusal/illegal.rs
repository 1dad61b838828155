//! The rules' reasons a move cannot be played, in the asker's language:
//! the rules crate says them in English, the bot in each of its own.

use zertz_rules::{Colour, IllegalMove, MoveError, NotationError, PassRefused};

use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::words::marbles_in;

/// Why a typed move was refused, unread or illegal, in `lang`.
pub fn move_error_words(lang: Lang, e: &MoveError) -> String {
    match e {
        MoveError::Notation(e) => notation_words(lang, e),
        MoveError::Illegal(e) => illegal_words(lang, e),
    }
}

/// Why a text is not a move, in `lang` (the reader's own problem with it
/// stays as the rules crate says it).
pub fn notation_words(lang: Lang, e: &NotationError) -> String {
    say!(
        lang,
        Msg::NotationUnread,
        excerpt = format!("{:?}", e.excerpt),
        problem = &e.problem
    )
}

/// Why a move is illegal, in `lang`.
pub fn illegal_words(lang: Lang, e: &IllegalMove) -> String {
    let marble = |c: &Colour| marbles_in(lang, &[*c]);
    let adjective = |c: &Colour| say!(lang, Msg::ColourAdjective, colour = c.name());
    match e {
        IllegalMove::GameOver => say!(lang, Msg::IllegalGameOver),
        IllegalMove::CaptureCompulsory { example } => say!(lang, Msg::IllegalCaptureCompulsory, example = example),
        IllegalMove::MustPass => say!(lang, Msg::IllegalMustPass),
        IllegalMove::CannotPass(PassRefused::CaptureAvailable) => say!(lang, Msg::IllegalPassCapture),
        IllegalMove::CannotPass(PassRefused::CanPlace) => say!(lang, Msg::IllegalPassPlace),
        IllegalMove::NotOnBoard(square) => say!(lang, Msg::IllegalNotOnBoard, square = square),
        IllegalMove::RingGone(sq) => say!(lang, Msg::IllegalRingGone, square = sq.to_string()),
        IllegalMove::Occupied { square, colour } => say!(
            lang,
            Msg::IllegalOccupied,
            square = square.to_string(),
            marble = marble(colour)
        ),
        IllegalMove::NotInPool(c) => say!(lang, Msg::IllegalNotInPool, colour = c.name()),
        IllegalMove::NotCaptured(c) => say!(lang, Msg::IllegalNotCaptured, colour = c.name()),
        IllegalMove::NotFree(sq) => say!(lang, Msg::IllegalNotFree, square = sq.to_string()),
        IllegalMove::RemoveOccupied(sq, c) => say!(
            lang,
            Msg::IllegalRemoveOccupied,
            square = sq.to_string(),
            marble = marble(c)
        ),
        IllegalMove::RemovePlaced(sq) => say!(lang, Msg::IllegalRemovePlaced, square = sq.to_string()),
        IllegalMove::RemovalRequired { example } => say!(lang, Msg::IllegalRemovalRequired, example = example),
        IllegalMove::WrongClaim { given, actual } => {
            say!(lang, Msg::IllegalWrongClaim, given = given, actual = actual)
        }
        IllegalMove::NoJumper(sq) => say!(lang, Msg::IllegalNoJumper, square = sq.to_string()),
        IllegalMove::NoJump => say!(lang, Msg::IllegalNoJump),
        IllegalMove::NotAJump { from, to } => {
            say!(lang, Msg::IllegalNotAJump, from = from.to_string(), to = to.to_string())
        }
        IllegalMove::JumpOffBoard(sq) => say!(lang, Msg::IllegalJumpOffBoard, square = sq.to_string()),
        IllegalMove::NothingToJump(sq) => say!(lang, Msg::IllegalNothingToJump, square = sq.to_string()),
        IllegalMove::LandingGone(sq) => say!(lang, Msg::IllegalLandingGone, square = sq.to_string()),
        IllegalMove::LandingOccupied { square, colour } => say!(
            lang,
            Msg::IllegalLandingOccupied,
            square = square.to_string(),
            marble = marble(colour)
        ),
        IllegalMove::WrongColour { square, given, actual } => say!(
            lang,
            Msg::IllegalWrongColour,
            square = square.to_string(),
            given = adjective(given),
            actual = adjective(actual)
        ),
        IllegalMove::MustContinue { at, to } => {
            say!(lang, Msg::IllegalMustContinue, at = at.to_string(), to = to.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_rules::Game;

    /// English says each reason as the rules crate does; every language
    /// says it in its own words.
    #[test]
    fn the_rules_reasons_speak_each_language() {
        let mut game = Game::new(zertz_rules::Variant::STANDARD);
        let mut errors = Vec::new();
        for typed in ["Wd4,d4", "Wz9,a1", "Bd4", "-", "x d4d5", "Wd4,a1 extra"] {
            if let Err(e) = game.clone().play_notation(typed) {
                errors.push(e);
            }
        }
        game.play_notation("Wd4,a1").unwrap();
        game.play_notation("Gd5,g1").unwrap();
        for typed in ["Wd4,b1", "x d4d6", "-"] {
            if let Err(e) = game.clone().play_notation(typed) {
                errors.push(e);
            }
        }
        assert!(errors.len() >= 6, "{errors:?}");
        for e in &errors {
            assert_eq!(move_error_words(Lang::En, e), e.to_string(), "{e:?}");
            let said: std::collections::BTreeSet<String> = Lang::ALL.iter().map(|&l| move_error_words(l, e)).collect();
            assert_eq!(said.len(), Lang::ALL.len(), "{e:?}: {said:?}");
        }
    }
}
