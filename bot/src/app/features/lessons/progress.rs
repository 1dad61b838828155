//! The course as a learner stands in it: its card, each lesson with its
//! stars and the lesson to go on with, and its line in a player's stats.

use zertz_data::CourseProgress;

use super::course::COURSE;
use super::course_words::Part;
use super::{known, GAME_LESSON};
use crate::app::interface::button::ButtonId;
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Menu, MenuOption, Reply};
use crate::app::text::lang::{say, Lang, Msg};

/// "★★☆".
pub(super) fn star_line(stars: u8) -> String {
    (1..=3).map(|i| if i <= stars { '★' } else { '☆' }).collect()
}

/// The course as `progress` stands: each lesson with its stars, the
/// lesson to go on with, and a menu of them all.
pub fn course(lang: Lang, progress: &CourseProgress) -> Reply {
    let mut text = say!(lang, Msg::CourseIntro);
    text.push('\n');
    let game_done = progress.game.is_some_and(|g| g.result.is_some());
    for lesson in &COURSE {
        let done = progress.done.iter().find(|d| d.lesson == lesson.number);
        let mark = match (done, lesson.number == GAME_LESSON) {
            (Some(d), _) => format!("✅ {}", star_line(d.stars)),
            (None, true) if game_done => "✅".to_string(),
            (None, true) if progress.game.is_some() => "▶️".to_string(),
            _ if progress.open.is_some_and(|o| o.lesson == lesson.number) => "▶️".to_string(),
            _ => "▫️".to_string(),
        };
        let title = lesson.words(lang, 0, Part::Title);
        text.push_str(&format!("\n{mark} **{}.** {title}", lesson.number));
    }
    if let Some(g) = progress.game.filter(|g| g.result.is_none()) {
        text.push_str("\n\n");
        text.push_str(&say!(lang, Msg::CourseGameOpen, game = g.game.0));
    }
    let next = resume_at(progress);
    let mut reply = Reply::private(text);
    reply.card = Some(Card {
        title: say!(
            lang,
            Msg::CourseCardTitle,
            done = done_count(progress),
            count = COURSE.len()
        ),
        colour: colours::FIRST,
        ..Card::default()
    });
    if let Some(next) = next {
        let label = match progress.open {
            Some(o) if o.lesson == next => say!(lang, Msg::CourseGoOn, lesson = next),
            _ => say!(lang, Msg::CourseStart, lesson = next),
        };
        reply
            .buttons
            .push(Button::new(ButtonId::Learn(Some(next)), &label, ButtonStyle::Primary));
    }
    reply.menus = vec![Menu {
        placeholder: say!(lang, Msg::CourseChoose),
        options: COURSE
            .iter()
            .map(|l| MenuOption {
                id: ButtonId::Learn(Some(l.number)),
                label: format!("{}. {}", l.number, l.words(lang, 0, Part::Title)),
                description: String::new(),
            })
            .collect(),
    }];
    reply
}

/// The lessons done, the course's game counted once finished.
pub fn done_count(progress: &CourseProgress) -> usize {
    let lessons = progress
        .done
        .iter()
        .filter(|d| known(d) && d.lesson != GAME_LESSON)
        .count();
    lessons + usize::from(progress.game.is_some_and(|g| g.result.is_some()))
}

/// The course's stars so far.
pub fn star_count(progress: &CourseProgress) -> u32 {
    progress
        .done
        .iter()
        .filter(|d| known(d))
        .map(|d| u32::from(d.stars))
        .sum()
}

/// Where the course resumes: the open exercise's lesson, else the first
/// lesson not done; `None` once all are.
fn resume_at(progress: &CourseProgress) -> Option<u8> {
    if let Some(open) = progress.open {
        return Some(open.lesson);
    }
    COURSE
        .iter()
        .find(|l| match l.number == GAME_LESSON {
            true => progress.game.is_none_or(|g| g.result.is_none()),
            false => !progress.done.iter().any(|d| d.lesson == l.number),
        })
        .map(|l| l.number)
}

/// The course in one line, for a player's stats, in `lang`.
pub fn stats_line(lang: Lang, progress: &CourseProgress) -> Option<String> {
    if progress.done.is_empty() && progress.open.is_none() && progress.game.is_none() {
        return None;
    }
    let (done, count, stars) = (done_count(progress), COURSE.len(), star_count(progress));
    Some(match resume_at(progress) {
        Some(next) => say!(
            lang,
            Msg::CourseLineNext,
            done = done,
            count = count,
            stars = stars,
            lesson = next
        ),
        None => say!(lang, Msg::CourseLineFinished, done = done, count = count, stars = stars),
    })
}
