//! Puzzles in the store: one open a player, answered step by step exactly
//! once, the first try rated (player and puzzle, Glicko-2, apart from
//! game ratings), streaks, and the daily puzzle's channels and posts.
#![allow(clippy::unwrap_used)]

use zertz_data::*;

const CHANNEL: ChannelId = ChannelId(1000);
const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);

fn start(s: &mut Store, user: UserId, puzzle: PuzzleId, daily: Option<i64>) -> Result<PuzzleAttempt, StoreError> {
    s.puzzles_mut()
        .start(user, &format!("user{user}"), puzzle, CHANNEL, true, daily, 10)
}

/// Two puzzles of the book.
const P7001: PuzzleId = PuzzleId(7001);
const P8002: PuzzleId = PuzzleId(8002);

#[test]
fn one_puzzle_open_at_a_time_and_it_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("z.db");
    {
        let mut s = Store::open(&path).unwrap();
        let a = start(&mut s, ALICE, P7001, None).unwrap();
        assert_eq!((a.puzzle, a.step, a.private, a.daily), (P7001, 0, true, None));
        let again = start(&mut s, ALICE, P8002, None).unwrap_err();
        assert!(
            matches!(again.refusal(), Some(Reason::PuzzleOpen { puzzle: P7001 })),
            "{again:?}"
        );
        // Someone else has their own.
        start(&mut s, BOB, P7001, None).unwrap();
    }
    let s = Store::open(&path).unwrap();
    assert_eq!(s.puzzles().open(ALICE).unwrap().map(|a| a.puzzle), Some(P7001));
    assert_eq!(s.puzzles().puzzles_tried(ALICE).unwrap(), vec![P7001]);
}

#[test]
fn each_step_is_answered_once() {
    let mut s = Store::open_scratch().unwrap();
    start(&mut s, ALICE, P7001, None).unwrap();
    s.puzzles_mut().advance(ALICE, 0).unwrap();
    // The same answer again (a double click) changes nothing.
    let twice = s.puzzles_mut().advance(ALICE, 0).unwrap_err();
    assert!(matches!(twice.refusal(), Some(Reason::PuzzleAnswered)), "{twice:?}");
    assert_eq!(s.puzzles().open(ALICE).unwrap().unwrap().step, 1);
    let stale = s.puzzles_mut().finish(ALICE, 0, true, 1500.0, 20).unwrap_err();
    assert!(matches!(stale.refusal(), Some(Reason::PuzzleAnswered)), "{stale:?}");
    let done = s.puzzles_mut().finish(ALICE, 1, true, 1500.0, 20).unwrap();
    assert!(done.solved);
    assert_eq!(s.puzzles().open(ALICE).unwrap(), None);
    let none = s.puzzles_mut().advance(ALICE, 1).unwrap_err();
    assert!(
        matches!(none.refusal(), Some(Reason::NotFound(Missing::Puzzle))),
        "{none:?}"
    );
}

#[test]
fn the_first_try_is_rated_for_player_and_puzzle_apart_from_games() {
    let mut s = Store::open_scratch().unwrap();
    start(&mut s, ALICE, P7001, None).unwrap();
    let solved = s.puzzles_mut().finish(ALICE, 0, true, 1500.0, 20).unwrap();
    let (before, after) = solved.rating.unwrap();
    assert!(after > before, "{before} -> {after}");
    assert_eq!(solved.streak, 1);
    // The puzzle lost to the player: its rating fell from where it started.
    assert!(s.puzzles().rating(P7001).unwrap().unwrap() < 1500.0);
    let all = s.puzzles().ratings_of().unwrap();
    assert_eq!(all.len(), 1);
    assert_eq!(all.get(&P7001).copied(), s.puzzles().rating(P7001).unwrap());

    start(&mut s, ALICE, P8002, None).unwrap();
    let failed = s.puzzles_mut().finish(ALICE, 0, false, 1500.0, 30).unwrap();
    let (b, a) = failed.rating.unwrap();
    assert!(a < b, "{b} -> {a}");
    assert_eq!(failed.streak, 0);

    // A puzzle tried before is not rated again.
    start(&mut s, ALICE, P7001, None).unwrap();
    let replay = s.puzzles_mut().finish(ALICE, 0, true, 1500.0, 40).unwrap();
    assert_eq!(replay.rating, None);
    assert_eq!(replay.streak, 1);

    let (row, streak) = s.puzzles().record(ALICE).unwrap();
    let row = row.unwrap();
    assert_eq!((row.games, row.wins, row.losses, streak), (2, 1, 1, 1));
    // Game ratings know nothing of it.
    assert_eq!(s.ratings().rating(ALICE, Scope::Global).unwrap(), None);
    let board = s.ratings().leaderboard(Scope::Puzzles, 0, 10, 1).unwrap();
    assert_eq!(board.rows.len(), 1);
    assert_eq!(board.rows[0].user_id, ALICE);
    assert_eq!(s.ratings().leaderboard(Scope::Global, 0, 10, 1).unwrap().rows.len(), 0);
}

#[test]
fn the_daily_puzzle_is_posted_once_a_day_a_channel_and_tried_once() {
    let mut s = Store::open_scratch().unwrap();
    let guild = Some(GuildId(77));
    assert!(s.puzzles_mut().set_daily(CHANNEL, guild, true, ALICE, 1).unwrap());
    assert!(
        !s.puzzles_mut().set_daily(CHANNEL, guild, true, ALICE, 2).unwrap(),
        "on already"
    );
    assert_eq!(s.puzzles().daily_due(100).unwrap(), vec![CHANNEL]);
    assert!(s.puzzles_mut().note_daily_post(CHANNEL, 100, P7001).unwrap());
    assert!(
        !s.puzzles_mut().note_daily_post(CHANNEL, 100, P7001).unwrap(),
        "owed once"
    );
    assert!(s.puzzles().daily_due(100).unwrap().is_empty());
    assert_eq!(s.puzzles().daily_due(101).unwrap(), vec![CHANNEL]);

    start(&mut s, ALICE, P7001, Some(100)).unwrap();
    s.puzzles_mut().finish(ALICE, 0, true, 1500.0, 5).unwrap();
    let twice = start(&mut s, ALICE, P7001, Some(100)).unwrap_err();
    assert!(matches!(twice.refusal(), Some(Reason::DailyTried)), "{twice:?}");
    start(&mut s, BOB, P7001, Some(100)).unwrap();
    s.puzzles_mut().finish(BOB, 0, false, 1500.0, 6).unwrap();
    let result = s.puzzles().daily_result(CHANNEL, 100).unwrap();
    assert_eq!(result.puzzle, Some(P7001));
    assert_eq!((result.solvers, result.tried), (vec![ALICE], 2));

    assert!(s.puzzles_mut().set_daily(CHANNEL, guild, false, ALICE, 3).unwrap());
    assert!(s.puzzles().daily_due(102).unwrap().is_empty());
}

#[test]
fn a_withdrawn_puzzle_is_forgotten_unrated() {
    let mut s = Store::open_scratch().unwrap();
    start(&mut s, ALICE, P7001, None).unwrap();
    assert!(!s.puzzles_mut().withdraw(ALICE, P8002).unwrap(), "not the open one");
    assert!(s.puzzles_mut().withdraw(ALICE, P7001).unwrap());
    assert_eq!(s.puzzles().open(ALICE).unwrap(), None);
    assert!(s.puzzles().puzzles_tried(ALICE).unwrap().is_empty());
    assert_eq!(s.puzzles().record(ALICE).unwrap(), (None, 0));
}
