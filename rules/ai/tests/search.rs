//! The engine on positions built for it: it wins when it can, does not
//! hand over a win, always answers legally, and repeats itself exactly
//! under a node budget.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use zertz_ai::{baseline, Engine, Level, Limits, ThinkError, Weights};
use zertz_rules::{
    Colour, Counts, Game, Outcome, Player, Position, PositionParts, Square, SquareSet, Variant, WinReason,
};

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new(b[0] - b'a', name[1..].parse().unwrap()).unwrap()
}

/// A standard position without the rings in `removed`, marbles written
/// `Wd4 Gd2 ...`, the given captures, the pool holding the rest, and
/// First to move.
fn build(removed: &[Square], marbles: &str, captured: [[u8; 3]; 2]) -> Position {
    let variant = Variant::STANDARD;
    let mut by_colour = [SquareSet::EMPTY; 3];
    for m in marbles.split_whitespace() {
        let c = Colour::from_letter(m.chars().next().unwrap()).unwrap();
        by_colour[c.index()] = by_colour[c.index()].with(sq(&m[1..]));
    }
    let mut pool = variant.marbles.pool();
    for c in Colour::ALL {
        let used = by_colour[c.index()].len() as u8 + captured[0][c.index()] + captured[1][c.index()];
        pool.0[c.index()] -= used;
    }
    let rings = removed.iter().fold(variant.board.squares(), |s, &r| s.without(r));
    Position::from_parts(PositionParts {
        variant,
        rings,
        marbles: by_colour,
        pool,
        captured: [Counts(captured[0]), Counts(captured[1])],
        turn: Player::First,
    })
    .unwrap()
}

fn after(pos: &Position, m: &zertz_rules::Move) -> Position {
    let mut next = *pos;
    next.play(m).unwrap();
    next
}

fn first_wins(pos: &Position) -> bool {
    pos.outcome()
        == Some(Outcome::Won {
            winner: Player::First,
            reason: WinReason::Goal,
        })
}

#[test]
fn r5_1_takes_a_capture_that_reaches_a_goal() {
    // b3 can jump the white on c3 (the fourth white wins); c3 can jump b3
    // and e1 can jump e2, which win nothing.
    let pos = build(&[], "Bb3 Wc3 Be1 Be2", [[3, 0, 0], [0, 0, 0]]);
    let winning = pos.legal_moves().iter().filter(|m| first_wins(&after(&pos, m))).count();
    assert!(winning > 0 && winning < pos.legal_moves().len());
    for level in Level::ALL {
        let t = Engine::new(1).think(&pos, level, Limits::nodes(50_000)).unwrap();
        assert!(first_wins(&after(&pos, &t.best)), "{level}: {}", pos.notation(&t.best));
    }
}

#[test]
fn r4_1_isolates_a_marble_to_complete_three_of_each() {
    // The black on a4 hangs on a3 alone: removing a3 claims it, and a
    // third black completes "3 of each".
    let board = Variant::STANDARD.board;
    let cut: Vec<Square> = board.geometry().neighbours_of(sq("a4")).without(sq("a3")).collect();
    let pos = build(&cut, "Ba4", [[3, 3, 2], [0, 0, 0]]);
    assert!(!pos.has_capture());
    let winning = pos.legal_moves().iter().filter(|m| first_wins(&after(&pos, m))).count();
    assert!(winning > 0 && winning * 10 < pos.legal_moves().len(), "{winning}");
    for level in Level::ALL {
        let t = Engine::new(2).think(&pos, level, Limits::nodes(50_000)).unwrap();
        assert!(first_wins(&after(&pos, &t.best)), "{level}: {}", pos.notation(&t.best));
    }
}

/// Whether the player to move in `pos` can win at once.
fn can_win_at_once(pos: &Position) -> bool {
    let mover = pos.turn();
    pos.legal_moves()
        .iter()
        .any(|m| after(pos, m).outcome().and_then(|o| o.winner()) == Some(mover))
}

#[test]
fn r3_4_does_not_hand_over_a_winning_capture() {
    // Second needs one more white. A marble placed next to the white on d4
    // with a vacant ring behind it lets Second jump it and win.
    let pos = build(&[], "Wd4", [[0, 0, 0], [3, 0, 0]]);
    let losing = pos
        .legal_moves()
        .iter()
        .filter(|m| can_win_at_once(&after(&pos, m)))
        .count();
    assert!(losing > 100, "{losing}");
    for level in Level::ALL {
        for seed in 0..4 {
            let t = Engine::new(seed).think(&pos, level, Limits::nodes(50_000)).unwrap();
            assert!(
                !can_win_at_once(&after(&pos, &t.best)),
                "{level}: {}",
                pos.notation(&t.best)
            );
        }
    }
}

#[test]
fn r5_finished_games_get_no_move() {
    let pos = build(&[], "Bb3 Wc3 Be1 Be2", [[0, 0, 0], [4, 0, 0]]);
    assert!(pos.is_game_over());
    let mut engine = Engine::new(1);
    assert_eq!(
        engine.think(&pos, Level::Hard, Limits::nodes(100)),
        Err(ThinkError::GameOver)
    );
    let mut game = Game::new(Variant::STANDARD);
    game.resign(Player::First).unwrap();
    assert_eq!(
        engine.think_game(&game, Level::Hard, Limits::nodes(100)),
        Err(ThinkError::GameOver)
    );
}

/// The position after `plies` random plies of `variant`.
fn random_position(variant: Variant, plies: usize, seed: u64) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::new(variant);
    for _ in 0..plies {
        let Some(m) = baseline::random_move(&pos, &mut rng) else {
            break;
        };
        pos.play_unchecked(&m);
    }
    pos
}

#[test]
fn answers_legally_within_one_millisecond_on_every_board() {
    let mut engine = Engine::new(3);
    for variant in Variant::ALL {
        for plies in [0, 9, 20] {
            let pos = random_position(variant, plies, plies as u64);
            if pos.is_game_over() {
                continue;
            }
            for level in Level::ALL {
                let t = engine
                    .think(&pos, level, Limits::time(Duration::from_millis(1)))
                    .unwrap();
                assert!(pos.is_legal(&t.best), "{variant} {plies} {level}");
            }
        }
    }
}

/// Each completed iteration counts the root moves that give the opponent
/// a capture, and spends on them part of its own nodes.
#[test]
fn iterations_count_the_sacrifices_they_search() {
    let mut with_sacrifices = 0;
    for seed in 0..12u64 {
        let pos = random_position(Variant::STANDARD, 10 + seed as usize, seed);
        if pos.is_game_over() || pos.has_capture() {
            continue;
        }
        let moves = pos.legal_moves();
        let sacrifices = moves.iter().filter(|m| after(&pos, m).has_capture()).count();
        let t = Engine::new(1).think(&pos, Level::Hard, Limits::nodes(200_000)).unwrap();
        let mut before = 0;
        for it in &t.iterations {
            assert_eq!(it.sacrifices.moves, sacrifices, "seed {seed} depth {}", it.depth);
            assert!(
                it.sacrifices.nodes <= it.nodes - before,
                "seed {seed} depth {}",
                it.depth
            );
            assert_eq!(
                it.sacrifices.nodes > 0,
                sacrifices > 0,
                "seed {seed} depth {}",
                it.depth
            );
            before = it.nodes;
        }
        with_sacrifices += usize::from(sacrifices > 0 && !t.iterations.is_empty());
    }
    assert!(with_sacrifices >= 4, "{with_sacrifices}");
}

#[test]
fn a_node_budget_gives_the_same_move_every_time() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let pos = random_position(variant, 8, i as u64);
        for level in Level::ALL {
            let a = Engine::new(9).think(&pos, level, Limits::nodes(40_000)).unwrap();
            let mut reused = Engine::new(9);
            reused
                .think(&random_position(variant, 3, 1), Level::Hard, Limits::nodes(5_000))
                .unwrap();
            let b = reused.think(&pos, level, Limits::nodes(40_000)).unwrap();
            assert_eq!(
                (a.best, a.score, a.nodes),
                (b.best, b.score, b.nodes),
                "{variant} {level}"
            );
        }
    }
}

#[test]
fn two_threads_find_the_win_and_a_node_budget_stays_on_one() {
    let pos = build(&[], "Bb3 Wc3 Be1 Be2", [[3, 0, 0], [0, 0, 0]]);
    let mut engine = Engine::new(3);
    engine.set_threads(2);
    let timed = engine
        .think(&pos, Level::Hard, Limits::time(std::time::Duration::from_millis(50)))
        .unwrap();
    assert!(first_wins(&after(&pos, &timed.best)), "{}", pos.notation(&timed.best));
    // With a node budget the threads are not used: the same move and the
    // same node count as one thread, every time.
    let quiet = random_position(Variant::STANDARD, 12, 7);
    let mut one = Engine::new(5);
    let a = one.think(&quiet, Level::Hard, Limits::nodes(30_000)).unwrap();
    let mut two = Engine::new(5);
    two.set_threads(2);
    let b = two.think(&quiet, Level::Hard, Limits::nodes(30_000)).unwrap();
    assert_eq!((a.best, a.nodes), (b.best, b.nodes));
}

#[test]
fn easy_varies_its_moves_with_the_seed() {
    let pos = Position::new(Variant::STANDARD);
    let moves: std::collections::HashSet<_> = (0..12)
        .map(|seed| {
            Engine::new(seed)
                .think(&pos, Level::Easy, Limits::nodes(200_000))
                .unwrap()
                .best
        })
        .collect();
    assert!(moves.len() > 1, "{moves:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Whatever the board, marbles and moment, the move is legal.
    #[test]
    fn plays_only_legal_moves(variant in 0usize..6, plies in 0usize..60, seed in any::<u64>(), level in 0usize..3) {
        let pos = random_position(Variant::ALL[variant], plies, seed);
        let result = Engine::new(seed).think(&pos, Level::ALL[level], Limits::nodes(3_000));
        match result {
            Ok(t) => prop_assert!(pos.is_legal(&t.best)),
            Err(ThinkError::GameOver) => prop_assert!(pos.is_game_over()),
            Err(e @ ThinkError::Incomplete { .. }) => prop_assert!(false, "think always answers: {e}"),
        }
    }
}

/// An engine evaluates with its level's numbers unless told others, and
/// hard's are not the hand-set ones the analysis judges with.
#[test]
fn an_engine_plays_with_its_levels_numbers_unless_told_others() {
    let mut game = Game::new(Variant::STANDARD);
    let mut differ = 0;
    while !game.is_over() && game.ply() < 16 {
        let pos = *game.position();
        let own = Engine::new(4).think(&pos, Level::Hard, Limits::nodes(20_000)).unwrap();
        let mut told = Engine::new(4);
        told.set_weights(Level::Hard.settings().weights);
        let same = told.think(&pos, Level::Hard, Limits::nodes(20_000)).unwrap();
        assert_eq!((own.best, own.score, own.nodes), (same.best, same.score, same.nodes));
        let mut by_hand = Engine::new(4);
        by_hand.set_weights(Weights::BY_HAND);
        differ += usize::from(by_hand.think(&pos, Level::Hard, Limits::nodes(20_000)).unwrap().score != own.score);
        game.play(&own.best).unwrap();
    }
    assert!(differ > 0, "hard scored every position as the hand-set numbers do");
}
