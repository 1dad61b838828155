//! The course's words in each language: a lesson's or an exercise's part
//! by its Fluent id, the English as written in `course.rs` beside the
//! exercises its tests play.

use super::course::Lesson;
#[cfg(test)]
use super::course::COURSE;
use crate::app::text::lang::{english_filled, Lang};

/// A part of the course's words: a lesson's, or an exercise's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A lesson's title.
    Title,
    /// What a lesson teaches.
    Teaches,
    /// What an exercise asks.
    Ask,
    /// An exercise's hint.
    Hint,
    /// Said once an exercise's goal is met.
    WellDone,
    /// Why an exercise's wrong answer (from 0) is wrong.
    Wrong(usize),
}

impl Lesson {
    /// `part` of this lesson (`exercise` from 0 for an exercise's part),
    /// in `lang` where its file has it, else in English as written here.
    pub fn words(&self, lang: Lang, exercise: usize, part: Part) -> String {
        let e = self.exercises.get(exercise);
        let english = match part {
            Part::Title => Some(self.title),
            Part::Teaches => Some(self.teaches),
            Part::Ask => e.map(|e| e.ask),
            Part::Hint => e.map(|e| e.hint),
            Part::WellDone => e.map(|e| e.well_done),
            Part::Wrong(k) => e.and_then(|e| e.wrong.get(k)).map(|w| w.1),
        }
        .unwrap_or_default();
        lang.field(&words_id(self.number, exercise, part), None)
            .unwrap_or_else(|| english_filled(english))
    }
}

/// The Fluent id of `part` of lesson `number` (and its exercise, from 0):
/// `lesson-1-title`, `lesson-1-2-ask`, `lesson-1-2-wrong-1`.
fn words_id(number: u8, exercise: usize, part: Part) -> String {
    let e = exercise + 1;
    match part {
        Part::Title => format!("lesson-{number}-title"),
        Part::Teaches => format!("lesson-{number}-teaches"),
        Part::Ask => format!("lesson-{number}-{e}-ask"),
        Part::Hint => format!("lesson-{number}-{e}-hint"),
        Part::WellDone => format!("lesson-{number}-{e}-well-done"),
        Part::Wrong(k) => format!("lesson-{number}-{e}-wrong-{}", k + 1),
    }
}

/// Every part of the course's words, by its Fluent id, with its English.
#[cfg(test)]
pub fn all_words() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for l in &COURSE {
        out.push((words_id(l.number, 0, Part::Title), l.title));
        out.push((words_id(l.number, 0, Part::Teaches), l.teaches));
        for (i, e) in l.exercises.iter().enumerate() {
            out.push((words_id(l.number, i, Part::Ask), e.ask));
            out.push((words_id(l.number, i, Part::Hint), e.hint));
            out.push((words_id(l.number, i, Part::WellDone), e.well_done));
            for (k, w) in e.wrong.iter().enumerate() {
                out.push((words_id(l.number, i, Part::Wrong(k)), w.1));
            }
        }
    }
    out
}
