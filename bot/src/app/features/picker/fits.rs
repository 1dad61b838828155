//! Every capture of real games fits Discord's limits in the picker, in
//! every language: a long chain's marbles are counted by colour, so no
//! option's words grow with the marbles it takes.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use zertz_data::GameId;
use zertz_rules::{sgf, Game, Move, Record};

use super::show::{capture_words, compose, move_words};
use super::steps::show;
use crate::app::interface::button::{PickFor, PickStep};
use crate::app::interface::limits::{broken, OPTION_TEXT};
use crate::app::services::open_board::Standing;
use crate::app::text::lang::Lang;

/// The shared records the project keeps: boardspace's games in our
/// notation, and its SGF files as boardspace saved them.
fn real_games() -> Vec<Game> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/data");
    let tsv = std::fs::read_to_string(data.join("boardspace-1000.tsv")).unwrap();
    let mut games: Vec<Game> = tsv
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter_map(|r| r.replay_to_end().ok())
        .map(|(g, _)| g)
        .collect();
    for entry in std::fs::read_dir(data.join("sgf")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "sgf") {
            let text = std::fs::read_to_string(&path).unwrap();
            games.push(sgf::read(&text).unwrap().game);
        }
    }
    games
}

#[test]
fn every_capture_of_real_games_fits_discords_limits_in_every_language() {
    let games = real_games();
    assert!(games.len() >= 1200, "{} games", games.len());
    let (mut positions, mut most_taken) = (0, 0);
    for game in &games {
        let mut replay = Game::new(game.variant());
        for m in game.moves() {
            let pos = *replay.position();
            let all: Vec<Move> = pos
                .legal_moves()
                .iter()
                .filter(|m| matches!(m, Move::Capture(_)))
                .copied()
                .collect();
            if !all.is_empty() {
                positions += 1;
                // A choice of captures, or the only one, ready to confirm.
                let shown = show(&pos, PickStep::Start).unwrap();
                let standing = Standing {
                    game: replay.clone(),
                    names: ["alice".into(), "bob".into()],
                    now: PickFor::Game(GameId(1), replay.ply()),
                    title: String::new(),
                };
                // The longest chain stands for every capture of its step.
                let longest = all
                    .iter()
                    .max_by_key(|c| pos.effect(c).gained().total())
                    .copied()
                    .unwrap();
                most_taken = most_taken.max(pos.effect(&longest).gained().total());
                let ready = show(&pos, PickStep::Ready(longest)).unwrap();
                for lang in Lang::ALL {
                    for step in [&shown, &ready] {
                        let reply = compose(lang, &pos, &standing, step, None);
                        let problems = broken(&reply);
                        assert!(problems.is_empty(), "{lang}, {}: {problems:?}", game.to_record());
                    }
                }
            }
            replay.play(m).unwrap();
        }
    }
    eprintln!(
        "{} games, {positions} positions with a capture, at most {most_taken} marbles in one",
        games.len()
    );
    // The records hold long chains: the test would see a long one's words.
    assert!(positions > 10_000, "{positions} positions with a capture");
    assert!(most_taken >= 6, "at most {most_taken} marbles taken in one move");
}

#[test]
fn a_capture_of_more_marbles_than_the_board_holds_still_fits() {
    use zertz_rules::notation::Coord;
    use zertz_rules::{Colour, MoveEffect, Player};
    let a1 = "a1".parse::<Coord>().unwrap().square().unwrap();
    // Ten marbles of each colour, jumped and claimed: more than any move
    // of the rules takes, with two-digit counts in every language.
    let every: Vec<_> = Colour::ALL
        .into_iter()
        .flat_map(|c| std::iter::repeat_n((a1, c), 10))
        .collect();
    let effect = MoveEffect {
        mover: Player::First,
        placed: None,
        supply: None,
        removed: None,
        path: vec![a1],
        jumper: Some(Colour::Black),
        captured: every.clone(),
        claimed: every,
        passed: false,
    };
    for lang in Lang::ALL {
        let takes = capture_words(lang, &effect);
        assert!(takes.chars().count() <= OPTION_TEXT, "{lang}: {takes}");
        // The confirming step says it all in its text, which has room.
        let confirm = move_words(lang, &effect);
        assert!(confirm.chars().count() <= 400, "{lang}: {confirm}");
    }
}
