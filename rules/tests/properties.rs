//! Property tests over random games on every variant.
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zertz_rules::{
    notation, Board, Colour, Direction, Game, Jumps, Move, MoveList, Position, PositionParts, Square, SquareSet,
    Variant,
};

/// A random game: the positions it went through and the move lists.
fn random_game(variant: Variant, seed: u64, max_plies: usize) -> Vec<(Position, MoveList)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut pos = Position::new(variant);
    let mut out = Vec::new();
    for _ in 0..max_plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        out.push((pos, moves));
        pos.play(&m).unwrap();
    }
    out.push((pos, pos.legal_moves()));
    out
}

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Any move shape, legal or not.
fn arbitrary_move(rng: &mut SmallRng) -> Move {
    let sq = |rng: &mut SmallRng| Square::from_index(rng.gen_range(0..61)).unwrap();
    match rng.gen_range(0..10) {
        0 => Move::Pass,
        1..=5 => Move::Place {
            colour: Colour::ALL[rng.gen_range(0..3)],
            to: sq(rng),
            remove: if rng.gen_bool(0.9) { Some(sq(rng)) } else { None },
        },
        _ => {
            let mut j = Jumps::start(sq(rng));
            for _ in 0..rng.gen_range(0..4) {
                j = j.then(Direction::ALL[rng.gen_range(0..6)]).unwrap();
            }
            Move::Capture(j)
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// R2, R3.1, R3.3, R4.1: every marble is in the pool, on the board or
    /// captured, always; rings never come back (R3.2, R4.1).
    #[test]
    fn marbles_are_conserved_and_rings_never_return(v in variant(), seed in any::<u64>()) {
        let total = v.marbles.pool();
        let game = random_game(v, seed, 400);
        for pair in game.windows(2) {
            let (before, after) = (&pair[0].0, &pair[1].0);
            prop_assert_eq!(after.rings().0 & !before.rings().0, 0);
        }
        for (pos, _) in &game {
            for c in Colour::ALL {
                let n = pos.marbles(c).len() as u8
                    + pos.pool().get(c)
                    + pos.captured(zertz_rules::Player::First).get(c)
                    + pos.captured(zertz_rules::Player::Second).get(c);
                prop_assert_eq!(n, total.get(c));
                prop_assert_eq!(pos.marbles(c).0 & !pos.rings().0, 0, "marbles sit on rings");
            }
        }
    }

    /// Every listed move is legal and plays; the count without listing
    /// agrees (§7); captures come alone (R3.4).
    #[test]
    fn every_listed_move_plays(v in variant(), seed in any::<u64>()) {
        for (pos, moves) in random_game(v, seed, 400) {
            prop_assert_eq!(pos.count_legal_moves(), moves.len());
            let captures = moves.iter().filter(|m| m.is_capture()).count();
            prop_assert!(captures == 0 || captures == moves.len());
            prop_assert_eq!(captures > 0, pos.has_capture() && !pos.is_game_over());
            for m in moves.iter().step_by(7) {
                let mut p = pos;
                prop_assert!(p.play(m).is_ok(), "{}", pos.notation(m));
            }
        }
    }

    /// A move that is not listed is refused, with a reason.
    #[test]
    fn an_unlisted_move_is_refused(v in variant(), seed in any::<u64>()) {
        let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
        for (pos, moves) in random_game(v, seed, 400) {
            for _ in 0..30 {
                let m = arbitrary_move(&mut rng);
                prop_assert_eq!(pos.is_legal(&m), moves.contains(&m), "{:?}", m);
                if let Err(e) = pos.check(&m) {
                    prop_assert!(!e.to_string().is_empty());
                }
            }
        }
    }

    /// §6: the canonical notation of every legal move reads back as it.
    #[test]
    fn notation_round_trips(v in variant(), seed in any::<u64>()) {
        for (pos, moves) in random_game(v, seed, 400) {
            for m in moves.iter().step_by(5) {
                let written = pos.notation(m);
                prop_assert_eq!(pos.parse_move(&written), Ok(*m), "{}", written);
                prop_assert_eq!(pos.parse_move(&written.to_lowercase()), Ok(*m), "{}", written);
            }
        }
    }

    /// A game rebuilt from its notation, or from serde, is the same game.
    #[test]
    fn games_rebuild_from_their_moves(v in variant(), seed in any::<u64>()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = Game::new(v);
        while !game.is_over() && game.ply() < 300 {
            let moves = game.legal_moves();
            game.play(&moves[rng.gen_range(0..moves.len())]).unwrap();
        }
        let again = Game::from_moves(v, game.move_notations()).unwrap();
        prop_assert_eq!(&again, &game);
        let json = serde_json::to_string(&game).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, game);
    }

    /// §6: the reader never panics, whatever it is given.
    #[test]
    fn the_reader_never_panics_on_any_string(s in any::<String>()) {
        let _ = notation::parse(&s);
        let _ = Position::new(Variant::STANDARD).parse_move(&s);
    }

    /// ...nor on strings made of notation's own characters.
    #[test]
    fn the_reader_never_panics_on_notation_like_strings(s in "[WGBwgbxXa-j0-9,; -]{0,40}", v in variant()) {
        let _ = notation::parse(&s);
        let pos = Position::new(v);
        if let Ok(m) = pos.parse_move(&s) {
            prop_assert!(pos.is_legal(&m));
        }
    }
}

/// The rings of groups with no vacant ring, by a plain flood from every
/// vacant ring: the rule R4.1 states, computed without the engine's shortcut.
fn cut_off_full_groups(board: Board, rings: SquareSet, occupied: SquareSet) -> SquareSet {
    let geometry = board.geometry();
    let mut reached = rings & !occupied;
    loop {
        let grown = reached.fold(reached, |acc, sq| acc | (geometry.neighbours_of(sq) & rings));
        if grown == reached {
            return rings & !reached;
        }
        reached = grown;
    }
}

/// R4.1: a placement claims exactly the groups left with no vacant ring,
/// checked on sampled placements of random games on every board, many of
/// which claim.
#[test]
fn placements_claim_exactly_the_groups_cut_off_full() {
    let mut rng = SmallRng::seed_from_u64(41);
    let (mut checked, mut claiming) = (0, 0);
    for seed in 0..80 {
        let v = Variant::ALL[seed as usize % Variant::ALL.len()];
        for (pos, moves) in random_game(v, seed, 400) {
            for _ in 0..moves.len().min(24) {
                let m = moves[rng.gen_range(0..moves.len())];
                let Move::Place { to, remove, .. } = m else { continue };
                let mut after = pos;
                after.play(&m).unwrap();
                let rings = remove.map_or(pos.rings(), |r| pos.rings().without(r));
                let occupied = Colour::ALL
                    .into_iter()
                    .fold(SquareSet::EMPTY, |acc, c| acc | pos.marbles(c))
                    .with(to);
                let expected = cut_off_full_groups(v.board, rings, occupied);
                assert_eq!(rings & !after.rings(), expected, "seed {seed}: {m:?} in {pos:?}");
                checked += 1;
                claiming += usize::from(!expected.is_empty());
            }
        }
    }
    assert!(
        checked > 10_000 && claiming > 100,
        "{checked} placements, {claiming} claiming"
    );
}

/// R4.1: a position built from parts cannot hold a full group cut off
/// from every vacant ring: play would have claimed it.
#[test]
fn parts_with_a_cut_off_full_group_are_refused() {
    let v = Variant::STANDARD;
    let a1 = Square::new(0, 1).unwrap();
    let pool = v.marbles.pool();
    let parts = |rings: SquareSet| PositionParts {
        variant: v,
        rings,
        marbles: [SquareSet::EMPTY.with(a1), SquareSet::EMPTY, SquareSet::EMPTY],
        pool: zertz_rules::Counts([pool.0[0] - 1, pool.0[1], pool.0[2]]),
        captured: [zertz_rules::Counts([0; 3]); 2],
        turn: zertz_rules::Player::First,
    };
    // a1 alone, its neighbours gone: a full group of one.
    let cut_off = v.board.squares() & !v.board.geometry().neighbours_of(a1);
    assert_eq!(
        Position::from_parts(parts(cut_off)).unwrap_err(),
        zertz_rules::PartsError::FullGroup(SquareSet::EMPTY.with(a1))
    );
    assert!(Position::from_parts(parts(v.board.squares())).is_ok());
}
