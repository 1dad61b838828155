//! The puzzle finder on real games: the move that won a game is found as
//! a puzzle when it was the only win, and the opening never is; the bot's
//! puzzles are found again. The bot's puzzle file is checked in
//! `bot/tests/puzzle_file.rs`.
#![allow(clippy::unwrap_used)]

use zertz_ai::puzzle::{Finder, Puzzle};
use zertz_rules::Record;

#[test]
fn the_finder_finds_the_winning_move_of_a_real_game_and_not_the_opening() {
    // A real game's last move won it; the position before it is a
    // candidate, the start never is.
    let text = include_str!("../../tests/data/boardspace-1000.tsv");
    let mut finder = Finder::default();
    let mut found = 0;
    for line in text.lines().take(40) {
        let record = Record::parse(line).unwrap();
        let (game, _) = record.replay_to_end().unwrap();
        assert!(finder.find(&game, 0, 0).is_none(), "the opening is no puzzle");
        let ply = game.ply().saturating_sub(1);
        if let Some(p) = finder.find(&game, ply, 1) {
            assert!(p.solution_wins().unwrap());
            assert_eq!(p.start.len(), ply);
            found += 1;
        }
    }
    assert!(found >= 5, "{found} of 40 last moves are puzzles");
}

/// The finder gives the bot's puzzles again as they are in the file
/// (every tenth; one large-board puzzle found by an older engine is no
/// longer one), whatever numbers the computer plays with: the puzzles are
/// judged with the numbers they were found with. Proving them with hard's
/// numbers instead loses four more.
#[test]
fn the_finder_finds_the_bots_puzzles_again() {
    let text = include_str!("../../../bot/assets/puzzles.tsv");
    let mut finder = Finder::default();
    let (mut tried, mut again) = (0, 0);
    for line in text.lines().step_by(10) {
        let puzzle = Puzzle::parse(line).unwrap();
        let game = puzzle.game().unwrap();
        let found = finder.find(&game, puzzle.start.len(), puzzle.id);
        again += usize::from(found.as_ref() == Some(&puzzle));
        tried += 1;
    }
    assert!(
        tried >= 400 && again * 1000 >= tried * 995,
        "{again} of {tried} found again"
    );
}
