//! The course for newcomers: the lessons each player has done, with
//! their stars; the one exercise they have open; and the first game
//! against the computer started from the course, whose end finishes it.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{Db, DbResult, Row};
use super::{Lessons, Store};
use crate::error::{Missing, Reason, StoreError};
use crate::rows::*;
use crate::types::*;

impl<S: Deref<Target = Store>> Lessons<S> {
    /// `user`'s open exercise, if any.
    pub fn open(&self, user: UserId) -> Result<Option<OpenLesson>, StoreError> {
        open(&self.conn, user)
    }

    /// Where `user` stands in the course: lessons done with their stars,
    /// the open exercise, and the course's game against the computer.
    pub fn progress(&self, user: UserId) -> Result<CourseProgress, StoreError> {
        let done = self.conn.query_map(
            "SELECT lesson, stars FROM lessons_done WHERE user_id = ?1 ORDER BY lesson",
            params![user],
            |r| {
                Ok(LessonDone {
                    lesson: r.get(0)?,
                    stars: r.get(1)?,
                })
            },
        )?;
        let game = self.conn.query_opt(
            "SELECT g.id, g.status, g.result, g.first_id FROM lesson_games l JOIN games g ON g.id = l.game_id \
             WHERE l.user_id = ?1",
            params![user],
            |r| {
                let (status, result): (String, Option<String>) = (r.get(1)?, r.get(2)?);
                let first: UserId = r.get(3)?;
                let mine = if first == user { "P0" } else { "P1" };
                Ok(CourseGame {
                    game: r.get(0)?,
                    result: match (status.as_str(), result.as_deref()) {
                        ("finished", Some("draw")) => Some(CourseGameResult::Drawn),
                        ("finished", Some(r)) if r == mine => Some(CourseGameResult::Won),
                        ("finished", _) => Some(CourseGameResult::Lost),
                        _ => None,
                    },
                })
            },
        )?;
        Ok(CourseProgress {
            done,
            open: open(&self.conn, user)?,
            game,
        })
    }
}

impl<S: DerefMut<Target = Store>> Lessons<S> {
    /// Opens exercise `exercise` of `lesson` for `user`; whatever was
    /// open is closed.
    pub fn start(
        &mut self,
        user: UserId,
        name: &str,
        (lesson, exercise): (u8, u8),
        now: Millis,
    ) -> Result<OpenLesson, StoreError> {
        let tx = self.write()?;
        super::upsert_player(&tx, user, name, now)?;
        tx.execute(
            "INSERT INTO lesson_open (user_id, lesson, exercise, started_at) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (user_id) DO UPDATE SET lesson = ?2, exercise = ?3, tries = 0, answers = 0, started_at = ?4",
            params![user, lesson, exercise, now],
        )?;
        let opened = open(&tx, user)?.ok_or(Reason::NotFound(Missing::Lesson))?;
        tx.commit()?;
        Ok(opened)
    }

    /// Records an answer to `user`'s open exercise, at `(lesson,
    /// exercise, tries)` as the caller saw it (refused if it has moved
    /// on): a wrong one stays at the exercise; a right one goes on to
    /// the next, or, after the lesson's `last` exercise, closes the
    /// lesson and keeps `stars(answers)` if they beat its best.
    pub fn answer(
        &mut self,
        user: UserId,
        (lesson, exercise, tries): (u8, u8, u32),
        answer: LessonAnswer,
    ) -> Result<LessonStep, StoreError> {
        let tx = self.write()?;
        let Some(o) = open(&tx, user)? else {
            return Err(Reason::NotFound(Missing::Lesson).into());
        };
        if (o.lesson, o.exercise, o.tries) != (lesson, exercise, tries) {
            return Err(Reason::LessonAnswered.into());
        }
        let answers = o.answers.saturating_add(1);
        let step = match answer {
            LessonAnswer::Wrong => {
                tx.execute(
                    "UPDATE lesson_open SET tries = tries + 1, answers = ?2 WHERE user_id = ?1",
                    params![user, answers],
                )?;
                LessonStep::TryAgain(OpenLesson {
                    tries: o.tries.saturating_add(1),
                    answers,
                    ..o
                })
            }
            LessonAnswer::Right { last: false } => {
                let next = exercise.checked_add(1).ok_or(Reason::NotFound(Missing::Lesson))?;
                tx.execute(
                    "UPDATE lesson_open SET exercise = ?2, tries = 0, answers = ?3 WHERE user_id = ?1",
                    params![user, next, answers],
                )?;
                LessonStep::Next(OpenLesson {
                    exercise: next,
                    tries: 0,
                    answers,
                    ..o
                })
            }
            LessonAnswer::Right { last: true } => {
                tx.execute("DELETE FROM lesson_open WHERE user_id = ?1", params![user])?;
                LessonStep::Done { lesson, answers }
            }
        };
        tx.commit()?;
        Ok(step)
    }

    /// Keeps `stars` for `user`'s `lesson`, if they beat its best.
    pub fn finish(&mut self, user: UserId, lesson: u8, stars: u8, now: Millis) -> Result<(), StoreError> {
        self.execute_alone(
            "INSERT INTO lessons_done (user_id, lesson, stars, done_at) VALUES (?1, ?2, ?3, ?4) \
             ON CONFLICT (user_id, lesson) DO UPDATE SET \
             stars = CASE WHEN excluded.stars > lessons_done.stars THEN excluded.stars ELSE lessons_done.stars END",
            params![user, lesson, stars.clamp(1, 3), now],
        )?;
        Ok(())
    }

    /// `game` is `user`'s game against the computer from the course (it
    /// replaces an earlier one); the open exercise, if any, is closed.
    pub fn start_game(&mut self, user: UserId, game: GameId, now: Millis) -> Result<(), StoreError> {
        let tx = self.write()?;
        tx.execute("DELETE FROM lesson_open WHERE user_id = ?1", params![user])?;
        tx.execute(
            "INSERT INTO lesson_games (user_id, game_id, started_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (user_id) DO UPDATE SET game_id = ?2, started_at = ?3",
            params![user, game, now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Closes `user`'s open exercise, if any; returns whether one was.
    pub fn close(&mut self, user: UserId) -> Result<bool, StoreError> {
        let closed = self.execute_alone("DELETE FROM lesson_open WHERE user_id = ?1", params![user])?;
        Ok(closed == 1)
    }
}

fn open(conn: &Db, user: UserId) -> Result<Option<OpenLesson>, StoreError> {
    Ok(conn.query_opt(
        "SELECT user_id, lesson, exercise, tries, answers FROM lesson_open WHERE user_id = ?1",
        params![user],
        open_row,
    )?)
}

fn open_row(r: &Row) -> DbResult<OpenLesson> {
    Ok(OpenLesson {
        user: r.get(0)?,
        lesson: r.get(1)?,
        exercise: r.get(2)?,
        tries: r.get(3)?,
        answers: r.get(4)?,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::NewChallenge;

    const ME: UserId = UserId(1);

    #[test]
    fn a_lesson_goes_exercise_by_exercise_and_keeps_its_best_stars() {
        let mut s = Store::open_in_memory().unwrap();
        let o = s.lessons_mut().start(ME, "me", (2, 0), 5).unwrap();
        assert_eq!((o.lesson, o.exercise, o.tries, o.answers), (2, 0, 0, 0));
        let wrong = s.lessons_mut().answer(ME, (2, 0, 0), LessonAnswer::Wrong).unwrap();
        assert!(matches!(
            wrong,
            LessonStep::TryAgain(OpenLesson {
                tries: 1,
                answers: 1,
                ..
            })
        ));
        // An answer to the exercise as it stood before is refused.
        let again = s.lessons_mut().answer(ME, (2, 0, 0), LessonAnswer::Wrong);
        assert!(matches!(again, Err(StoreError::Refused(Reason::LessonAnswered))));
        let next = s
            .lessons_mut()
            .answer(ME, (2, 0, 1), LessonAnswer::Right { last: false })
            .unwrap();
        assert!(matches!(
            next,
            LessonStep::Next(OpenLesson {
                exercise: 1,
                tries: 0,
                answers: 2,
                ..
            })
        ));
        let done = s
            .lessons_mut()
            .answer(ME, (2, 1, 0), LessonAnswer::Right { last: true })
            .unwrap();
        assert_eq!(done, LessonStep::Done { lesson: 2, answers: 3 });
        assert_eq!(s.lessons().open(ME).unwrap(), None);
        s.lessons_mut().finish(ME, 2, 2, 8).unwrap();
        s.lessons_mut().finish(ME, 2, 1, 9).unwrap();
        s.lessons_mut().finish(ME, 1, 3, 9).unwrap();
        let p = s.lessons().progress(ME).unwrap();
        let stars: Vec<(u8, u8)> = p.done.iter().map(|d| (d.lesson, d.stars)).collect();
        assert_eq!(stars, [(1, 3), (2, 2)], "a worse run keeps the best stars");
        s.lessons_mut().finish(ME, 2, 3, 10).unwrap();
        assert_eq!(s.lessons().progress(ME).unwrap().done[1].stars, 3);
    }

    #[test]
    fn the_course_game_is_done_once_it_is_finished() {
        let mut s = Store::open_in_memory().unwrap();
        let c = s
            .challenges_mut()
            .create(&NewChallenge::between(ChannelId(10), (ME, "me"), (UserId(2), "b"), 0))
            .unwrap();
        let game = s.challenges_mut().accept(c.id, UserId(2), false, 1).unwrap().id;
        assert!(s.games().has_played(ME).unwrap() && !s.games().has_played(UserId(3)).unwrap());
        s.lessons_mut().start(ME, "me", (8, 0), 2).unwrap();
        s.lessons_mut().start_game(ME, game, 3).unwrap();
        let p = s.lessons().progress(ME).unwrap();
        assert_eq!(p.open, None, "starting the game closes the exercise");
        assert_eq!(p.game, Some(CourseGame { game, result: None }));
        let first = s.games().meta(game).unwrap().players[0];
        s.games_mut().resign(game, first, 4).unwrap();
        let result = s.lessons().progress(ME).unwrap().game.unwrap().result;
        let expected = if first == ME {
            CourseGameResult::Lost
        } else {
            CourseGameResult::Won
        };
        assert_eq!(result, Some(expected));
    }
}
