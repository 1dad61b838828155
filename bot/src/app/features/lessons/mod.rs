//! The course for newcomers (`/learn`): short lessons, each a few
//! exercises on a small board with a goal (`course.rs`), answered
//! privately with the move picker or a typed move and judged by the
//! rules (`judge.rs`); then a first game against the computer at its
//! easiest, with hints. Progress is kept in the store: the lessons done
//! with their stars, and the exercise open, where the course resumes.
//! The words and boards are in `show.rs`.

use std::sync::Arc;

use tokio::sync::Semaphore;

use zertz_data::{
    AsyncStore, ComputerLevel, GameId, LessonAnswer, LessonStep, Missing, OpenLesson, Reason, Store, StoreError, UserId,
};
use zertz_rules::{Game, MoveInput, ParsedMove, Position, Variant};

use crate::app::features::computer::ComputerTurns;
use crate::app::interface::button::PickFor;
use crate::app::interface::refusal::{failed, refusal, refuse, Answer, LessonRefusal};
use crate::app::interface::reply::Response;
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::services::bounded::on_pool;
use crate::app::services::open_board::{OpenBoard, Standing};
use crate::app::services::pictures::Pictures;
use crate::app::services::players::Players;
use crate::app::text::lang::{say, Lang, Msg};
use crate::metrics::Work;

mod course;
mod course_words;
mod game_hint;
mod judge;
mod progress;
mod setup;
mod show;

pub use course::GAME_LESSON;
use course::{Exercise, Lesson, COURSE};
#[cfg(test)]
pub(in crate::app) use course_words::all_words as course_words;
use judge::judge;
pub(in crate::app) use progress::stats_line as course_line;

/// The lessons in the course.
pub const COURSE_LENGTH: usize = COURSE.len();

/// The course component.
pub(in crate::app) struct Lessons {
    store: AsyncStore,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
    computer: Arc<ComputerTurns>,
    /// The computer's pool of searches, which hints share.
    searches: Arc<Semaphore>,
}

/// An open exercise, read once: the row, its lesson and exercise, and
/// its board.
struct At {
    open: OpenLesson,
    lesson: &'static Lesson,
    exercise: &'static Exercise,
    pos: Position,
}

impl At {
    /// `part` of its lesson or exercise, in `lang`.
    fn says(&self, lang: Lang, part: course_words::Part) -> String {
        self.lesson.words(lang, usize::from(self.open.exercise), part)
    }

    /// The move picker's target for it.
    fn picked(&self) -> PickFor {
        PickFor::Lesson(self.open.lesson, self.open.exercise, self.open.tries)
    }

    /// Whether it is the lesson's last exercise.
    fn last(&self) -> bool {
        usize::from(self.open.exercise) + 1 >= self.lesson.exercises.len()
    }
}

/// The exercise `open` names and its board; `None` for a row this build
/// has no exercise for (a course since changed).
fn exercise_of(open: &OpenLesson) -> Option<(&'static Lesson, &'static Exercise, Position)> {
    let lesson = course::lesson(open.lesson)?;
    let exercise = lesson.exercises.get(usize::from(open.exercise))?;
    let pos = exercise.board.position().ok()?;
    Some((lesson, exercise, pos))
}

/// Stars for a lesson of `exercises` answered in `answers`: three with
/// no wrong answer, two with at most one wrong answer per two
/// exercises, else one.
pub fn stars(exercises: usize, answers: u32) -> u8 {
    let wrong = usize::try_from(answers).unwrap_or(usize::MAX).saturating_sub(exercises);
    match wrong {
        0 => 3,
        w if w.saturating_mul(2) <= exercises => 2,
        _ => 1,
    }
}

impl Lessons {
    pub(in crate::app) fn new(
        store: AsyncStore,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
        computer: Arc<ComputerTurns>,
        searches: Arc<Semaphore>,
    ) -> Lessons {
        Lessons {
            store,
            pictures,
            players,
            computer,
            searches,
        }
    }

    /// `/learn [lesson]` and the course's buttons: where the person
    /// stands in the course, or lesson `number` started (or taken up at
    /// its open exercise).
    pub(in crate::app) async fn learn(&self, req: &Request, number: Option<u8>) -> Answer<Response> {
        let Some(number) = number else {
            let user = req.user.id;
            let progress = self.store.read(move |s| s.lessons().progress(user)).await?;
            return Ok(Response::reply(progress::course(req.lang, &progress)));
        };
        let lesson = course::lesson(number).ok_or_else(|| {
            refusal(LessonRefusal::NoSuchLesson {
                asked: number.into(),
                last: COURSE_LENGTH,
            })
        })?;
        if lesson.exercises.is_empty() {
            return self.first_game(req).await;
        }
        let (user, now) = (req.user.id, req.now);
        let open = self.store.read(move |s| s.lessons().open(user)).await?;
        let open = match open {
            Some(open) if open.lesson == number && exercise_of(&open).is_some() => open,
            _ => {
                let name = req.user.name.clone();
                self.store
                    .call(move |s| s.lessons_mut().start(user, &name, (number, 0), now))
                    .await?
            }
        };
        let at = self.at(open)?;
        Ok(Response::reply(self.exercise(req, &at, String::new()).await))
    }

    /// The hint of exercise `exercise` of `lesson`, if it is the one open.
    pub(in crate::app) async fn hint(&self, req: &Request, lesson: u8, exercise: u8) -> Answer<Response> {
        let at = self.open(req.user.id).await?;
        if (at.open.lesson, at.open.exercise) != (lesson, exercise) {
            // An old message's Hint: the exercise open now instead.
            let lead = say!(req.lang, Msg::LessonBehindYou);
            return Ok(Response::reply(self.exercise(req, &at, lead).await));
        }
        Ok(Response::reply(self.hinted(req, &at).await))
    }

    /// The course's last lesson: a game against the computer at its
    /// easiest, here, the learner moving first.
    async fn first_game(&self, req: &Request) -> Answer<Response> {
        let terms = (Variant::STANDARD, true, ComputerLevel::Easy);
        let mut response = self.computer.start_computer_game(req, terms, true).await?;
        if let Some(reply) = &mut response.reply {
            reply.text.push_str(&show::first_game_words(req.place_lang));
        }
        Ok(response)
    }

    /// The Hint button of a game against the computer at its easiest:
    /// the move the engine prefers, privately, drawn on the board.
    pub(in crate::app) async fn game_hint(&self, req: &Request, id: GameId) -> Answer<Response> {
        let loaded = self.store.read(move |s| s.games().load(id)).await?;
        let meta = &loaded.meta;
        if meta.computer != Some(ComputerLevel::Easy) {
            return refuse(LessonRefusal::NoHintsHere(id));
        }
        if meta.player_of(req.user.id).is_none() {
            return refuse(LessonRefusal::NotYourGame(id));
        }
        if !meta.is_active() || loaded.game.is_over() {
            return refuse(Reason::GameOver);
        }
        if meta.to_move() != req.user.id {
            return refuse(Reason::NotYourTurn {
                to_move: meta.to_move(),
            });
        }
        let game = loaded.game.clone();
        let seed = (id.get() as u64).wrapping_add(meta.ply as u64);
        // The search `examples/hint_match.rs` in zertz-ai measures.
        let thought = on_pool(&self.searches, Work::Hint, move || zertz_ai::hint(&game, seed))
            .await?
            .map_err(|e| failed("searching for a hint", e))?;
        let names = self.players.names(meta).await;
        Ok(Response::reply(
            self.game_hinted(req, &loaded.game, &names, thought.best, id).await,
        ))
    }

    /// The exercise `user` has open.
    async fn open(&self, user: UserId) -> Answer<At> {
        let open = self.store.read(move |s| s.lessons().open(user)).await?;
        self.at(open.ok_or(Reason::NotFound(Missing::Lesson))?)
    }

    /// `open` with its exercise and board. A row naming no exercise of
    /// this build (the course changed since) counts as none open:
    /// `/learn` starts its lesson again.
    fn at(&self, open: OpenLesson) -> Answer<At> {
        match exercise_of(&open) {
            Some((lesson, exercise, pos)) => Ok(At {
                open,
                lesson,
                exercise,
                pos,
            }),
            None => refuse(Reason::NotFound(Missing::Lesson)),
        }
    }
}

/// The lesson after `number`, if any.
fn next_lesson(number: u8) -> Option<&'static Lesson> {
    COURSE.iter().find(|l| l.number > number)
}

/// A course row that names a lesson of the course.
fn known(done: &zertz_data::LessonDone) -> bool {
    course::lesson(done.lesson).is_some()
}

#[async_trait::async_trait]
impl OpenBoard for Lessons {
    fn kind(&self) -> MoveTarget {
        MoveTarget::Lesson
    }

    fn open(&self, s: &Store, user: UserId) -> Result<Option<i64>, StoreError> {
        Ok(s.lessons().open(user)?.map(|open| i64::from(open.lesson)))
    }

    /// The board of the open exercise.
    fn position(&self, s: &Store, user: UserId) -> Result<Option<Position>, StoreError> {
        let open = s.lessons().open(user)?;
        Ok(open.as_ref().and_then(exercise_of).map(|(_, _, pos)| pos))
    }

    /// Where the open exercise stands.
    async fn standing(&self, req: &Request) -> Answer<Option<Standing>> {
        let (user, name, lang) = (req.user.id, &req.user.name, req.lang);
        let Some(open) = self.store.read(move |s| s.lessons().open(user)).await? else {
            return Ok(None);
        };
        let at = self.at(open)?;
        let title = show::title(lang, &at);
        Ok(Some(Standing {
            game: Game::from_position(at.pos),
            names: show::names(lang, name),
            now: at.picked(),
            title,
        }))
    }

    /// A move answering the person's open exercise: right (the next
    /// exercise, or the lesson done) or wrong (why, on the board). A move
    /// the rules refuse is explained the same way and counts for nothing.
    async fn answer(&self, req: &Request, parsed: ParsedMove) -> Answer<Response> {
        let at = self.open(req.user.id).await?;
        let m = match at.pos.accept(&MoveInput::Parsed(parsed)) {
            Ok(m) => m,
            Err(illegal) => return Ok(Response::reply(self.illegal(req, &at, &illegal).await)),
        };
        let verdict = judge(&at.pos, &m, at.exercise.goal);
        let answer = match verdict.is_right() {
            true => LessonAnswer::Right { last: at.last() },
            false => LessonAnswer::Wrong,
        };
        let seen = (at.open.lesson, at.open.exercise, at.open.tries);
        let (user, now, exercises) = (req.user.id, req.now, at.lesson.exercises.len());
        let step = self
            .store
            .call(move |s| {
                s.atomically(|s| {
                    let step = s.lessons_mut().answer(user, seen, answer)?;
                    if let LessonStep::Done { lesson, answers } = step {
                        s.lessons_mut().finish(user, lesson, stars(exercises, answers), now)?;
                    }
                    Ok(step)
                })
            })
            .await?;
        let reply = match step {
            LessonStep::TryAgain(open) => {
                let again = At { open, ..at };
                self.wrong(req, &again, &m, &verdict).await
            }
            LessonStep::Next(open) => {
                let next = self.at(open)?;
                // The verdict under its own exercise's heading, above the next.
                let lead = show::verdict_lead(req.lang, &at, &m, &verdict);
                self.exercise(req, &next, lead).await
            }
            LessonStep::Done { answers, .. } => self.done(req, &at, &m, &verdict, answers).await,
        };
        Ok(Response::reply(reply))
    }
}

#[cfg(test)]
mod tests;
