use zertz_rules::{Game, Variant};

use super::*;

/// A game of the engine against itself, `plies` long, at `nodes`.
fn self_play(plies: usize, nodes: u64) -> Game {
    let mut game = Game::new(Variant::STANDARD);
    let mut engine = Engine::new(3);
    while !game.is_over() && game.ply() < plies {
        let Some(best) = evaluate(&mut engine, game.position(), nodes).unwrap().best else {
            break;
        };
        game.play(&best).unwrap();
    }
    game
}

/// Positions with one legal move take the next one's score: exactly
/// what a search of their own finds.
#[test]
fn evaluations_equal_a_search_of_each_position() {
    let game = self_play(30, 30_000);
    let evals = evaluations(&game, 30_000, |_, _| {}).unwrap();
    let mut engine = Engine::new(0);
    let mut forced = 0;
    for (pos, eval) in game.positions().iter().zip(&evals) {
        let own = evaluate(&mut engine, pos, 30_000).unwrap();
        assert_eq!(own.score, eval.score);
        assert_eq!(
            (own.best, &own.line, &own.by_depth),
            (eval.best, &eval.line, &eval.by_depth)
        );
        forced += usize::from(pos.legal_moves().len() == 1);
    }
    assert!(forced >= 2, "{forced} positions with one legal move");
}

/// At the same depth, the engine's own move scores what the search
/// before it gave it; at the deepest depths each search reached, it
/// seemed to give chances away.
#[test]
fn the_engine_s_own_move_loses_nothing_at_the_same_depth() {
    let nodes = 100_000;
    let game = self_play(30, nodes);
    let evals = evaluations(&game, nodes, |_, _| {}).unwrap();
    let (mut aligned, mut deepest, mut moves) = (0.0f64, 0.0f64, 0);
    let lost = |(b, a): (Score, Score)| WIN_MODEL.chance_after(-b) - WIN_MODEL.chance_after(a);
    for (i, &played) in game.moves().iter().enumerate() {
        let (pos, before, after) = (&game.positions()[i], &evals[i], &evals[i + 1]);
        if pos.legal_moves().len() == 1 || after.by_depth.is_empty() {
            continue;
        }
        aligned = aligned.max(lost(same_depth(before, after, played).unwrap()));
        deepest = deepest.max(lost((before.score, after.score)));
        moves += 1;
    }
    assert!(moves >= 10, "{moves} moves");
    assert!(aligned < 0.01, "gave away {aligned} at the same depth");
    assert!(
        deepest > aligned + 0.02,
        "{deepest} at the deepest depths, {aligned} aligned"
    );
}

/// The second look judges again only moves near the line, at most one
/// in [`SecondLook::share`], and gives them the verdict that trying the
/// same move in the same position gets.
#[test]
fn the_second_look_judges_again_moves_near_the_line_as_trying_them_does() {
    let nodes = 20_000;
    let records = include_str!("../../../tests/data/boardspace-1000.tsv");
    let mut looked = 0;
    for line in records.lines().filter(|l| l.starts_with("standard")).take(6) {
        let (game, _) = zertz_rules::Record::parse(line).unwrap().replay_to_end().unwrap();
        let evals = evaluations(&game, nodes, |_, _| {}).unwrap();
        let first = judge(&game, &evals);
        let second = judge_with_second_look(&game, &evals, nodes, |_| {}).unwrap();
        let changed: Vec<usize> = (0..first.moves.len())
            .filter(|&i| first.moves[i] != second.moves[i])
            .collect();
        assert!(changed.len() <= first.moves.len().div_ceil(SECOND_LOOK.share));
        for &i in &changed {
            let lost = first.moves[i].lost();
            assert!(
                (SECOND_LOOK.from..SECOND_LOOK.to).contains(&lost),
                "move {i} lost {lost}"
            );
            let tried = try_move(&game.positions()[i], game.moves()[i], nodes).unwrap();
            assert_eq!(
                (tried.best_chance, tried.chance),
                (second.moves[i].before, second.moves[i].after)
            );
        }
        looked += changed.len();
    }
    assert!(looked >= 3, "{looked} moves judged again");
}

/// The analysis judges with the hand-set numbers, on whose scores its
/// model was fitted, whatever numbers the engine it is given plays with.
#[test]
fn the_analysis_judges_with_the_hand_set_numbers_whatever_the_engine() {
    let game = self_play(12, 20_000);
    let pos = game.position();
    let fresh = evaluate(&mut Engine::new(0), pos, 20_000).unwrap();
    let mut other = Engine::new(0);
    other.set_weights(Weights {
        closeness: [0, 100, 90, 80, 70, 60, 50, 40, 30, 20],
        goals: [64, 8, 8, 8],
        fragile: [16, 32],
    });
    let given = evaluate(&mut other, pos, 20_000).unwrap();
    assert_eq!(
        (fresh.score, fresh.best, &fresh.by_depth),
        (given.score, given.best, &given.by_depth)
    );
}
