//! The bot's puzzle file, every puzzle checked: its position replays from
//! the start, its solution is legal and ends the game won by the solver
//! (R5.1, R5.2: checked by the rules), it is written back as it was read,
//! and for a sample the engine, at this test's own budget, confirms that
//! the first move leaves the defender lost by force.
#![allow(clippy::unwrap_used)]

use std::collections::HashSet;

use zertz_ai::analysis::evaluate;
use zertz_ai::puzzle::{Judgement, Puzzle, MAX_SOLVER_MOVES};
use zertz_ai::{Engine, MATE_BOUND};
use zertz_rules::Variant;

const FILE: &str = include_str!("../assets/puzzles.tsv");

fn puzzles() -> Vec<Puzzle> {
    FILE.lines()
        .enumerate()
        .map(|(i, l)| Puzzle::parse(l).unwrap_or_else(|e| panic!("line {}: {e}", i + 1)))
        .collect()
}

#[test]
fn every_puzzle_replays_and_its_solution_wins_by_the_rules() {
    let all = puzzles();
    assert!(all.len() >= 2_000, "{} puzzles", all.len());
    let mut ids = HashSet::new();
    for p in &all {
        assert!(ids.insert(p.id), "puzzle {} twice", p.id);
        assert!(p.solution.len() % 2 == 1, "puzzle {} ends on the solver's move", p.id);
        assert!(p.solver_moves() <= MAX_SOLVER_MOVES);
        assert!(
            p.solution_wins().unwrap(),
            "puzzle {} does not end won by the solver",
            p.id
        );
        let game = p.game().unwrap();
        assert!(!game.is_over());
        assert!(
            game.position().count_legal_moves() >= 2,
            "puzzle {} has one legal move",
            p.id
        );
        // The solution, judged as a player's answers, is solved.
        let mut at = game;
        for step in 0..p.solver_moves() {
            let m = p.solution[2 * step];
            let judged = p.judge(step, at.position(), &m);
            let expected = match p.solution.get(2 * step + 1) {
                Some(&reply) => Judgement::Right(reply),
                None => Judgement::Solved,
            };
            assert_eq!(judged, expected, "puzzle {} step {step}", p.id);
            at.play(&m).unwrap();
            if let Some(reply) = p.solution.get(2 * step + 1) {
                at.play(reply).unwrap();
            }
        }
        assert_eq!(Puzzle::parse(&p.to_line().unwrap()).unwrap(), *p);
    }
    // Every board the sample has is represented.
    for v in [Variant::STANDARD, Variant::TOURNAMENT, Variant::LARGE] {
        assert!(all.iter().any(|p| p.variant == v), "no puzzle on {}", v.name());
    }
}

#[test]
fn a_sample_is_confirmed_by_a_search_of_this_tests_own() {
    let all = puzzles();
    let mut engine = Engine::new(99);
    // Every 50th puzzle: after the first move, the defender's best at
    // 100,000 nodes still loses by force.
    for p in all.iter().step_by(50) {
        let game = p.game().unwrap();
        let pos = *game.position();
        let mut after = pos;
        after.play_unchecked(&p.solution[0]);
        if after.is_game_over() {
            continue;
        }
        let reply = evaluate(&mut engine, &after, 100_000).unwrap();
        assert!(
            reply.score < -MATE_BOUND,
            "puzzle {}: after the solution the defender is lost ({})",
            p.id,
            reply.score
        );
    }
}
