//! Game analysis: the win-chance model's shape, a known blunder found
//! with the winning alternative, the engine's own play unmarked, and the
//! same marks every time.
#![allow(clippy::unwrap_used)]

use zertz_ai::analysis::{self, Mark, WIN_MODEL};
use zertz_ai::{Engine, MATE, MATE_BOUND};
use zertz_rules::{Game, Outcome, Record, Variant, WinReason};

/// The bot's own budget: below it, quiet openings are searched one move
/// deep and score even.
const NODES: u64 = analysis::ANALYSIS_NODES;

/// People miss forced wins, so the model is never certain: a forced win
/// is at least as likely as any score, but not sure; the side to move has
/// a little less than even chances at an even score.
#[test]
fn win_chance_is_monotone_and_never_certain() {
    let even = WIN_MODEL.chance(0);
    assert!(even < 0.5 && even > 0.45, "{even}");
    assert!((WIN_MODEL.chance_after(0) - (1.0 - even)).abs() < 1e-12);
    // Rising, until a score is worth as much as a forced result.
    let mut last = 0.0;
    for score in (-5_000..=5_000).step_by(50) {
        let c = WIN_MODEL.chance(score);
        assert!(
            c > last || (score.abs() > 2_000 && c == last),
            "{score}: {c} after {last}"
        );
        last = c;
    }
    let (win, loss) = (WIN_MODEL.chance(MATE - 3), WIN_MODEL.chance(-MATE + 3));
    assert!(win >= WIN_MODEL.chance(MATE_BOUND - 1) && win < 1.0, "{win}");
    assert!(loss <= WIN_MODEL.chance(-MATE_BOUND + 1) && loss > 0.0, "{loss}");
    // A larger lead is worth more, less and less so.
    let gain = |from: zertz_ai::Score| WIN_MODEL.chance(from + 200) - WIN_MODEL.chance(from);
    assert!(gain(0) > gain(500) && gain(500) > gain(1_500) && gain(1_500) > 0.0);
    // The inverse: the score of a chance, and none past the forced results.
    for score in [-1_500, -200, 0, 35, 900] {
        assert_eq!(WIN_MODEL.score_for(WIN_MODEL.chance(score)), Some(score));
    }
    assert_eq!(WIN_MODEL.score_for(0.999), None);
    assert_eq!(WIN_MODEL.score_for(WIN_MODEL.forced_win), None);
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
        let analysed = analysis::analyse(&game, NODES, |_| {}).unwrap();
        let judged = &analysed.moves[n - 2];
        assert_eq!(judged.mark, Some(Mark::Blunder), "move {} of {line}", n - 1);
        let better = judged.better.expect("a better move is named");
        assert_ne!(better, judged.played);
        let mut after = *before;
        after.play_unchecked(&better);
        assert!(!after.is_game_over(), "the better move does not lose at once");
        // Lost by force: as little as a forced loss is worth.
        assert!(judged.after <= 1.0 - WIN_MODEL.forced_win + 1e-9 && judged.before > judged.after);
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3, "three such games among the vendored ones");
}

/// The engine's own choices are never marked: with nothing better to
/// offer, what a move seems to give away is the search's noise (without
/// this rule, move 17 of this game was a "blunder" from 64% to 32%).
#[test]
fn the_engine_playing_itself_gets_no_mark_and_analysis_repeats_itself() {
    let mut game = Game::new(Variant::STANDARD);
    let mut engine = Engine::new(7);
    while !game.is_over() && game.ply() < 24 {
        let eval = analysis::evaluate(&mut engine, game.position(), NODES).unwrap();
        game.play(&eval.best.unwrap()).unwrap();
    }
    let first = analysis::analyse(&game, NODES, |_| {}).unwrap();
    assert!(
        first.moves.iter().all(|m| m.mark.is_none()),
        "{:?}",
        first.moves.iter().filter(|m| m.mark.is_some()).collect::<Vec<_>>()
    );
    let mut steps = Vec::new();
    let second = analysis::analyse(&game, NODES, |step| steps.push(step)).unwrap();
    assert_eq!(first, second, "the same game gets the same analysis");
    // Each position, then each second look.
    let positions = game.ply() + 1;
    let looks = steps
        .iter()
        .filter(|s| matches!(s, analysis::Step::SecondLook { .. }))
        .count();
    assert_eq!(steps.len(), positions + looks);
    assert_eq!(
        steps.get(positions - 1),
        Some(&analysis::Step::Position {
            done: positions,
            total: positions
        })
    );
    assert_eq!(first.first_chances.len(), game.ply() + 1);
    for p in [zertz_rules::Player::First, zertz_rules::Player::Second] {
        let a = first.accuracy(p).unwrap();
        assert!((0.0..=100.0).contains(&a) && a > 60.0, "{p:?}: {a}");
    }
}

/// A move tried in place of a marked one gets the analysis's own verdict:
/// the move played is not good enough, with the same chances as the
/// analysis gave it, and the engine's better move is. Where the analysis
/// took a second look, its better move comes from the deeper search: a
/// search at the budget may prefer another, but still finds it good
/// enough.
#[test]
fn a_move_tried_instead_is_judged_as_the_analysis_judged_the_move_played() {
    let nodes = 20_000;
    let text = include_str!("../../tests/data/boardspace-1000.tsv");
    let (mut checked, mut looked_again) = (0, 0);
    for line in text.lines().take(60) {
        let Ok(game) = Record::parse(line).and_then(|r| r.replay()) else {
            continue;
        };
        let evals = analysis::evaluations(&game, nodes, |_, _| {}).unwrap();
        let first = analysis::judge(&game, &evals);
        let analysed = analysis::judge_with_second_look(&game, &evals, nodes, |_| {}).unwrap();
        for marked in analysed.moves.iter().filter(|m| m.mark.is_some() && m.better.is_some()) {
            let again = first.moves[marked.number - 1] != *marked;
            if (again && looked_again == 2) || (!again && checked - looked_again == 4) {
                continue;
            }
            let pos = &game.positions()[marked.number - 1];
            let played = analysis::try_move(pos, marked.played, nodes).unwrap();
            assert!(!played.good_enough(), "{line}");
            assert!((played.best_chance - marked.before).abs() < 1e-9);
            assert!((played.chance - marked.after).abs() < 1e-9);
            let better = marked.better.unwrap();
            let tried = analysis::try_move(pos, better, nodes).unwrap();
            assert!(tried.good_enough(), "{line}: {better:?} lost {}", tried.lost());
            if !again {
                assert!(tried.is_best(&better) && tried.lost() == 0.0);
                assert_eq!(tried.best_line, marked.line);
            }
            checked += 1;
            looked_again += usize::from(again);
        }
    }
    assert_eq!(
        (checked, looked_again),
        (6, 2),
        "marked moves among the first records, two of them looked at again"
    );
}
