//! Learning from one's mistakes: a player's open walk through their
//! marked moves of a game (or one review of their practice set), its
//! answers, and the practice set of positions missed, spaced: a position
//! found comes back a day later, one missed an hour later, and one found
//! twice in a row leaves the set.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::db::{Db, DbResult, Row};
use super::{Practice, Store};
use crate::error::{DbError, Missing, Reason, StoreError};
use crate::rows::*;
use crate::types::*;

/// Answers a move gets: after this many wrong ones it is missed.
pub const PRACTICE_TRIES: u32 = 2;
/// Times in a row a position of the set is found before it leaves.
const FOUND_TO_LEAVE: i64 = 2;
/// A position found comes back this much later.
const AFTER_FOUND: Millis = 86_400_000;
/// A position missed in a review comes back this much later.
const AFTER_MISSED: Millis = 3_600_000;

impl<S: Deref<Target = Store>> Practice<S> {
    /// `user`'s open walk or review, if any.
    pub fn open(&self, user: UserId) -> Result<Option<OpenPractice>, StoreError> {
        open(&self.conn, user)
    }

    /// `user`'s practice set at `now`.
    pub fn counts(&self, user: UserId, now: Millis) -> Result<PracticeCounts, StoreError> {
        Ok(self.conn.query_row(
            "SELECT count(*), count(CASE WHEN due_at <= ?2 THEN 1 END), \
             min(CASE WHEN due_at > ?2 THEN due_at END) FROM practice_set WHERE user_id = ?1",
            params![user, now],
            |r| {
                Ok(PracticeCounts {
                    waiting: r.get(0)?,
                    due: r.get(1)?,
                    next_due: r.get(2)?,
                })
            },
        )?)
    }
}

impl<S: DerefMut<Target = Store>> Practice<S> {
    /// Opens a walk for `user` through `steps` (move numbers of `game`,
    /// in the order to be found), asked for in `channel`; whatever they
    /// had open is closed. Returns it, and the game of the one closed.
    pub fn start_walk(
        &mut self,
        user: UserId,
        name: &str,
        game: GameId,
        channel: ChannelId,
        steps: &[usize],
        now: Millis,
    ) -> Result<(OpenPractice, Option<GameId>), StoreError> {
        let tx = self.write()?;
        let closed = open(&tx, user)?.map(|p| p.game);
        super::upsert_player(&tx, user, name, now)?;
        tx.execute("DELETE FROM practice_open WHERE user_id = ?1", params![user])?;
        insert(&tx, (user, game, channel), PracticeKind::Walk, steps, now)?;
        let opened = open(&tx, user)?.ok_or(Reason::NotFound(Missing::Practice))?;
        tx.commit()?;
        Ok((opened, closed))
    }

    /// Opens a review of the position of `user`'s practice set due
    /// soonest, if one is due at `now` and nothing is open.
    pub fn start_review(
        &mut self,
        user: UserId,
        channel: ChannelId,
        now: Millis,
    ) -> Result<Option<OpenPractice>, StoreError> {
        let tx = self.write()?;
        if let Some(open) = open(&tx, user)? {
            return Ok(Some(open));
        }
        let due: Option<(GameId, i64)> = tx.query_opt(
            "SELECT game_id, number FROM practice_set WHERE user_id = ?1 AND due_at <= ?2 \
             ORDER BY due_at, game_id, number LIMIT 1",
            params![user, now],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let Some((game, number)) = due else {
            return Ok(None);
        };
        let number = usize::try_from(number).map_err(|_| Reason::NotFound(Missing::Practice))?;
        insert(&tx, (user, game, channel), PracticeKind::Review, &[number], now)?;
        let opened = open(&tx, user)?;
        tx.commit()?;
        Ok(opened)
    }

    /// Records `answer` to move `number` of `user`'s open practice, at
    /// try `tries` (as the caller saw it; refused if it has moved on).
    /// A walk's missed move joins the practice set, due at once; a
    /// review's position is spaced out, or leaves the set.
    pub fn answer(
        &mut self,
        user: UserId,
        (number, tries): (usize, u32),
        answer: PracticeAnswer,
        now: Millis,
    ) -> Result<PracticeStep, StoreError> {
        let tx = self.write()?;
        let Some(mut p) = open(&tx, user)? else {
            return Err(Reason::NotFound(Missing::Practice).into());
        };
        if p.current() != number || p.tries != tries {
            return Err(Reason::PracticeAnswered.into());
        }
        let key = (user, p.game, number as i64);
        if answer == PracticeAnswer::Wrong && tries + 1 < PRACTICE_TRIES {
            tx.execute(
                "UPDATE practice_open SET tries = tries + 1 WHERE user_id = ?1",
                params![user],
            )?;
            p.tries += 1;
            tx.commit()?;
            return Ok(PracticeStep::TryAgain(p));
        }
        match (p.kind, answer) {
            (PracticeKind::Walk, PracticeAnswer::Found) => {}
            (PracticeKind::Walk, PracticeAnswer::Wrong) => {
                tx.execute(
                    "INSERT INTO practice_set (user_id, game_id, number, due_at, added_at) VALUES (?1, ?2, ?3, ?4, ?4) \
                     ON CONFLICT (user_id, game_id, number) DO UPDATE SET found_in_a_row = 0, due_at = ?4",
                    params![key.0, key.1, key.2, now],
                )?;
            }
            (PracticeKind::Review, PracticeAnswer::Found) => {
                tx.execute(
                    "UPDATE practice_set SET found_in_a_row = found_in_a_row + 1, due_at = ?4 \
                     WHERE user_id = ?1 AND game_id = ?2 AND number = ?3",
                    params![key.0, key.1, key.2, now.saturating_add(AFTER_FOUND)],
                )?;
                tx.execute(
                    "DELETE FROM practice_set WHERE user_id = ?1 AND game_id = ?2 AND number = ?3 \
                     AND found_in_a_row >= ?4",
                    params![key.0, key.1, key.2, FOUND_TO_LEAVE],
                )?;
            }
            (PracticeKind::Review, PracticeAnswer::Wrong) => {
                tx.execute(
                    "UPDATE practice_set SET found_in_a_row = 0, due_at = ?4 \
                     WHERE user_id = ?1 AND game_id = ?2 AND number = ?3",
                    params![key.0, key.1, key.2, now.saturating_add(AFTER_MISSED)],
                )?;
            }
        }
        let found = p.found + u32::from(answer == PracticeAnswer::Found);
        p.steps.remove(0);
        let step = if p.steps.is_empty() {
            tx.execute("DELETE FROM practice_open WHERE user_id = ?1", params![user])?;
            PracticeStep::Done {
                kind: p.kind,
                found,
                total: p.total,
            }
        } else {
            tx.execute(
                "UPDATE practice_open SET steps = ?2, tries = 0, found = ?3 WHERE user_id = ?1",
                params![user, steps_text(&p.steps), found],
            )?;
            PracticeStep::Next(OpenPractice { found, tries: 0, ..p })
        };
        tx.commit()?;
        Ok(step)
    }

    /// Closes `user`'s open walk or review, if any, as it stands.
    pub fn close(&mut self, user: UserId) -> Result<bool, StoreError> {
        let closed = self.execute_alone("DELETE FROM practice_open WHERE user_id = ?1", params![user])?;
        Ok(closed == 1)
    }
}

/// Opens a walk or review of `steps`; nothing may be open.
fn insert(
    conn: &Db,
    (user, game, channel): (UserId, GameId, ChannelId),
    kind: PracticeKind,
    steps: &[usize],
    now: Millis,
) -> Result<(), StoreError> {
    if steps.is_empty() {
        return Err(Reason::NotFound(Missing::Practice).into());
    }
    conn.execute(
        "INSERT INTO practice_open (user_id, game_id, channel_id, walk, steps, total, started_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            user,
            game,
            channel,
            kind == PracticeKind::Walk,
            steps_text(steps),
            steps.len() as i64,
            now
        ],
    )?;
    Ok(())
}

fn steps_text(steps: &[usize]) -> String {
    steps.iter().map(usize::to_string).collect::<Vec<_>>().join(",")
}

fn open(conn: &Db, user: UserId) -> Result<Option<OpenPractice>, StoreError> {
    Ok(conn.query_opt(
        "SELECT user_id, game_id, channel_id, walk, steps, tries, found, total FROM practice_open WHERE user_id = ?1",
        params![user],
        open_row,
    )?)
}

fn open_row(r: &Row) -> DbResult<OpenPractice> {
    let text: String = r.get(4)?;
    let steps = text
        .split(',')
        .map(|n| n.parse::<usize>().ok().filter(|&n| n > 0))
        .collect::<Option<Vec<usize>>>()
        .filter(|s| !s.is_empty())
        .ok_or_else(|| DbError::column("steps", "not a list of moves"))?;
    let walk: bool = r.get(3)?;
    Ok(OpenPractice {
        user: r.get(0)?,
        game: r.get(1)?,
        channel: r.get(2)?,
        kind: if walk { PracticeKind::Walk } else { PracticeKind::Review },
        steps,
        tries: r.get(5)?,
        found: r.get(6)?,
        total: r.get(7)?,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::NewChallenge;

    const HERE: ChannelId = ChannelId(10);
    const HOUR: Millis = 3_600_000;

    /// A store with a finished game between users 1 and 2.
    fn with_game() -> (Store, GameId) {
        let mut s = Store::open_in_memory().unwrap();
        let c = s
            .challenges_mut()
            .create(&NewChallenge::between(HERE, (UserId(1), "a"), (UserId(2), "b"), 0))
            .unwrap();
        let id = s.challenges_mut().accept(c.id, UserId(2), false, 1).unwrap().id;
        s.games_mut().resign(id, UserId(2), 2).unwrap();
        (s, id)
    }

    #[test]
    fn a_walk_goes_move_by_move_and_what_is_missed_waits_in_the_set() {
        let (mut s, game) = with_game();
        let me = UserId(1);
        let (walk, closed) = s
            .practice_mut()
            .start_walk(me, "a", game, HERE, &[3, 9, 15], 10)
            .unwrap();
        assert_eq!((walk.current(), walk.total, closed), (3, 3, None));
        // Found at once.
        let PracticeStep::Next(p) = s.practice_mut().answer(me, (3, 0), PracticeAnswer::Found, 11).unwrap() else {
            panic!("the walk should go on");
        };
        assert_eq!((p.current(), p.found, p.tries), (9, 1, 0));
        // Wrong, then wrong again: missed.
        assert!(matches!(
            s.practice_mut().answer(me, (9, 0), PracticeAnswer::Wrong, 12).unwrap(),
            PracticeStep::TryAgain(ref p) if p.tries == 1
        ));
        // A double click of the first wrong answer changes nothing.
        assert!(matches!(
            s.practice_mut().answer(me, (9, 0), PracticeAnswer::Wrong, 12),
            Err(StoreError::Refused(Reason::PracticeAnswered))
        ));
        assert!(matches!(
            s.practice_mut().answer(me, (9, 1), PracticeAnswer::Wrong, 13).unwrap(),
            PracticeStep::Next(ref p) if p.current() == 15 && p.found == 1
        ));
        // The last one, found on the second try.
        s.practice_mut().answer(me, (15, 0), PracticeAnswer::Wrong, 14).unwrap();
        let done = s.practice_mut().answer(me, (15, 1), PracticeAnswer::Found, 15).unwrap();
        assert_eq!(
            done,
            PracticeStep::Done {
                kind: PracticeKind::Walk,
                found: 2,
                total: 3
            }
        );
        assert_eq!(s.practice().open(me).unwrap(), None);
        let counts = s.practice().counts(me, 20).unwrap();
        assert_eq!((counts.waiting, counts.due), (1, 1));
        assert_eq!(s.practice().counts(UserId(2), 20).unwrap(), PracticeCounts::default());
    }

    #[test]
    fn a_position_of_the_set_leaves_when_found_twice_in_a_row() {
        let (mut s, game) = with_game();
        let me = UserId(1);
        s.practice_mut().start_walk(me, "a", game, HERE, &[5], 0).unwrap();
        s.practice_mut().answer(me, (5, 0), PracticeAnswer::Wrong, 1).unwrap();
        s.practice_mut().answer(me, (5, 1), PracticeAnswer::Wrong, 2).unwrap();

        let review = s.practice_mut().start_review(me, HERE, 3).unwrap().unwrap();
        assert_eq!(
            (review.kind, review.current(), review.game),
            (PracticeKind::Review, 5, game)
        );
        // Asked again while open: the same one.
        assert_eq!(s.practice_mut().start_review(me, HERE, 4).unwrap(), Some(review));
        // Missed: back in an hour.
        s.practice_mut().answer(me, (5, 0), PracticeAnswer::Wrong, 5).unwrap();
        s.practice_mut().answer(me, (5, 1), PracticeAnswer::Wrong, 6).unwrap();
        assert_eq!(s.practice_mut().start_review(me, HERE, 7).unwrap(), None);
        assert_eq!(s.practice().counts(me, 7).unwrap().next_due, Some(6 + HOUR));
        // Found, then found again a day later: gone.
        let t = 6 + HOUR;
        s.practice_mut().start_review(me, HERE, t).unwrap().unwrap();
        s.practice_mut().answer(me, (5, 0), PracticeAnswer::Found, t).unwrap();
        assert_eq!(s.practice().counts(me, t).unwrap().waiting, 1);
        assert_eq!(s.practice_mut().start_review(me, HERE, t + HOUR).unwrap(), None);
        let t = t + 24 * HOUR;
        s.practice_mut().start_review(me, HERE, t).unwrap().unwrap();
        let done = s.practice_mut().answer(me, (5, 0), PracticeAnswer::Found, t).unwrap();
        assert!(matches!(done, PracticeStep::Done { found: 1, total: 1, .. }));
        assert_eq!(s.practice().counts(me, t).unwrap().waiting, 0);
    }

    #[test]
    fn a_new_walk_closes_the_open_one_and_an_answer_without_one_is_refused() {
        let (mut s, game) = with_game();
        let me = UserId(1);
        assert!(matches!(
            s.practice_mut().answer(me, (1, 0), PracticeAnswer::Found, 0),
            Err(StoreError::Refused(Reason::NotFound(Missing::Practice)))
        ));
        s.practice_mut().start_walk(me, "a", game, HERE, &[1, 3], 0).unwrap();
        let (_, closed) = s.practice_mut().start_walk(me, "a", game, HERE, &[7], 1).unwrap();
        assert_eq!(closed, Some(game));
        assert_eq!(s.practice().open(me).unwrap().map(|p| p.steps), Some(vec![7]));
        assert!(s.practice_mut().start_walk(me, "a", game, HERE, &[], 2).is_err());
        assert_eq!(s.practice().open(me).unwrap().map(|p| p.steps), Some(vec![7]));
        assert!(s.practice_mut().close(me).unwrap());
        assert!(!s.practice_mut().close(me).unwrap());
        assert_eq!(s.practice().open(me).unwrap(), None);
    }
}
