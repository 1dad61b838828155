//! Refusals about the course and hints.

use zertz_data::GameId;

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
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            LessonRefusal::NoSuchLesson { asked, last } => {
                format!("There is no lesson {asked}: the course has lessons 1 to {last}. `/learn` lists them.")
            }
            LessonRefusal::NoHintsHere(id) => format!(
                "Game #{id} gets no hints: they are for games against the computer at its easiest, such as the one `/learn` starts."
            ),
            LessonRefusal::NotYourGame(id) => format!("You are not playing in game #{id}, so it has no hint for you."),
        }
    }
}
