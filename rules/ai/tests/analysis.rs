//! Game analysis: the win-chance model's shape, a known blunder found
//! with the winning alternative, the engine's own play unmarked, and the
//! same marks every time.
#![allow(clippy::unwrap_used)]

use zertz_ai::analysis::{self, Mark, WIN_MODEL};
use zertz_ai::{Engine, MATE};
use zertz_rules::{Game, Outcome, Record, Variant, WinReason};

/// The bot's own budget: below it, quiet openings are searched one move
/// deep and score even.
const NODES: u64 = analysis::ANALYSIS_NODES;

#[test]
fn win_chance_is_monotone_even_at_zero_and_certain_for_a_forced_win() {
    assert!((WIN_MODEL.chance(0) - 0.5).abs() < 1e-12);
    let mut last = 0.0;
    for score in (-5_000..=5_000).step_by(50) {
        let c = WIN_MODEL.chance(score);
        assert!(c > last || (c == last && c == 1.0), "{score}: {c} after {last}");
        assert!(
            (c + WIN_MODEL.chance(-score) - 1.0).abs() < 1e-9,
            "symmetric at {score}"
        );
        last = c;
    }
    assert_eq!(WIN_MODEL.chance(MATE - 3), 1.0);
    assert_eq!(WIN_MODEL.chance(-MATE + 3), 0.0);
    assert!(WIN_MODEL.chance(2_000) > 0.9);
}

#[test]
fn marks_follow_the_thresholds() {
    let t = analysis::THRESHOLDS;
    assert!(t.inaccuracy < t.mistake && t.mistake < t.blunder);
    assert_eq!(Mark::of(t.inaccuracy / 2.0, &t), None);
    assert_eq!(Mark::of(t.inaccuracy, &t), Some(Mark::Inaccuracy));
    assert_eq!(Mark::of(t.mistake, &t), Some(Mark::Mistake));
    assert_eq!(Mark::of(1.0, &t), Some(Mark::Blunder));
}

/// A real game whose loser's last move handed over the winning capture
/// while a move that did not was there: that move is a blunder, and the
/// analysis names a move that does not lose at once.
#[test]
fn a_placement_that_hands_over_a_winning_capture_is_a_blunder() {
    let text = include_str!("../../tests/data/boardspace-1000.tsv");
    let mut engine = Engine::new(1);
    let mut found = 0;
    for line in text.lines() {
        let Ok(record) = Record::parse(line) else { continue };
        let Ok((game, _)) = record.replay_to_end() else {
            continue;
        };
        let Some(Outcome::Won {
            reason: WinReason::Goal,
            ..
        }) = game.outcome()
        else {
            continue;
        };
        let n = game.ply();
        if n < 12 || !game.moves()[n - 1].is_capture() || game.moves()[n - 2].is_capture() {
            continue;
        }
        // The loser's last move, where the engine thought the loser fine.
        let before = &game.positions()[n - 2];
        if WIN_MODEL.chance(analysis::evaluate(&mut engine, before, NODES).unwrap().score) < 0.5 {
            continue;
        }
        let analysed = analysis::analyse(&game, NODES, |_, _| {}).unwrap();
        let judged = &analysed.moves[n - 2];
        assert_eq!(judged.mark, Some(Mark::Blunder), "move {} of {line}", n - 1);
        let better = judged.better.expect("a better move is named");
        assert_ne!(better, judged.played);
        let mut after = *before;
        after.play_unchecked(&better);
        assert!(!after.is_game_over(), "the better move does not lose at once");
        assert!(judged.after < 0.05 && judged.before > judged.after);
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3, "three such games among the vendored ones");
}

#[test]
fn the_engine_playing_itself_makes_no_blunder_and_analysis_repeats_itself() {
    let mut game = Game::new(Variant::STANDARD);
    let mut engine = Engine::new(7);
    while !game.is_over() && game.ply() < 24 {
        let eval = analysis::evaluate(&mut engine, game.position(), NODES).unwrap();
        game.play(&eval.best.unwrap()).unwrap();
    }
    let first = analysis::analyse(&game, NODES, |_, _| {}).unwrap();
    assert!(
        first.moves.iter().all(|m| m.mark != Some(Mark::Blunder)),
        "{:?}",
        first.moves.iter().filter(|m| m.mark.is_some()).collect::<Vec<_>>()
    );
    let mut steps = Vec::new();
    let second = analysis::analyse(&game, NODES, |done, total| steps.push((done, total))).unwrap();
    assert_eq!(first, second, "the same game gets the same analysis");
    assert_eq!(steps.len(), game.ply() + 1);
    assert_eq!(steps.last(), Some(&(game.ply() + 1, game.ply() + 1)));
    assert_eq!(first.first_chances.len(), game.ply() + 1);
    for p in [zertz_rules::Player::First, zertz_rules::Player::Second] {
        let a = first.accuracy(p).unwrap();
        assert!((0.0..=100.0).contains(&a) && a > 60.0, "{p:?}: {a}");
    }
}
