//! Refusals about the course and hints.

use zertz_data::GameId;

use crate::app::text::lang::{say, Lang, Msg};

/// Why a lesson or a hint was refused.
#[derive(Debug)]
pub enum LessonRefusal {
    /// The course has no such lesson: the one asked for, and its last.
    NoSuchLesson {
        /// The lesson asked for.
        asked: i64,
        /// The course's last lesson.
        last: usize,
    },
    /// Hints are given in games against the computer at its easiest.
    NoHintsHere(GameId),
    /// The person does not play in the game.
    NotYourGame(GameId),
}

impl LessonRefusal {
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            LessonRefusal::NoSuchLesson { asked, last } => {
                say!(lang, Msg::NoSuchLesson, asked = *asked, last = *last)
            }
            LessonRefusal::NoHintsHere(id) => say!(lang, Msg::NoHintsHere, game = id.0),
            LessonRefusal::NotYourGame(id) => say!(lang, Msg::HintNotYourGame, game = id.0),
        }
    }
}
