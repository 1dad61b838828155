#![allow(clippy::unwrap_used)]

use zertz_rules::{Game, Record, Variant};

use zertz_rules::notation::Coord;

use super::*;

const RECORDS: &str = include_str!("../../../../../../rules/tests/data/boardspace-1000.tsv");

fn games(n: usize) -> impl Iterator<Item = Game> {
    RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter_map(|r| r.replay().ok())
        .take(n)
}

fn sq(name: &str) -> Square {
    name.parse::<Coord>().unwrap().square().unwrap()
}

/// The step a person taps next, on the way to `m`, from what `shown` offers.
fn tap_towards(shown: &Shown, m: Move) -> PickStep {
    match (&shown.offer, m) {
        (Offer::Captures(all), _) => {
            assert!(all.contains(&m), "{m:?} is not offered");
            PickStep::Ready(m)
        }
        (Offer::Colours(..), Move::Place { colour, .. }) => PickStep::Colour(colour),
        (Offer::Rings(c, rings), Move::Place { to, .. }) => {
            assert!(rings.contains(&to));
            PickStep::Ring(*c, to)
        }
        (Offer::Removals(..), m) => PickStep::Ready(m),
        (offer, m) => panic!("{offer:?} offers no way to {m:?}"),
    }
}

/// The taps that play `m` on `pos`: opening the picker, each choice, and
/// Confirm.
fn taps(pos: &Position, m: Move) -> usize {
    let mut shown = show(pos, PickStep::Start).unwrap();
    let mut taps = 1;
    while shown.offer != Offer::Ready(m) {
        assert!(
            !matches!(shown.offer, Offer::Ready(_)),
            "another move is ready: {shown:?}"
        );
        shown = show(pos, tap_towards(&shown, m)).unwrap();
        taps += 1;
    }
    taps + 1
}

/// Every move of real games is reached by taps alone: at most five for a
/// placement (R3.1, R3.2) and three for a capture (R3.3), with each step
/// offering only legal choices.
#[test]
fn every_move_of_real_games_takes_at_most_five_taps_and_a_capture_three() {
    let (mut placements, mut captures) = (Vec::new(), Vec::new());
    for game in games(200) {
        for (pos, m) in game.positions().iter().zip(game.moves()) {
            let n = taps(pos, *m);
            match m {
                Move::Capture(_) => captures.push(n),
                _ => placements.push(n),
            }
        }
    }
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len() as f64;
    eprintln!(
        "taps over {} placements: mean {:.2}, most {:?}; over {} captures: mean {:.2}, most {:?}",
        placements.len(),
        mean(&placements),
        placements.iter().max(),
        captures.len(),
        mean(&captures),
        captures.iter().max()
    );
    assert!(placements.iter().all(|&n| n <= 5));
    assert!(captures.iter().all(|&n| n <= 3));
    assert!(placements.len() > 1000 && captures.len() > 500);
}

/// R3.1: at the start every colour is in the pool, and any vacant ring
/// takes a marble; R3.2: the rings offered for removal are the free ones
/// but the ring just filled.
#[test]
fn a_placement_offers_colours_then_vacant_rings_then_free_rings() {
    let pos = Position::new(Variant::STANDARD);
    let shown = show(&pos, PickStep::Start).unwrap();
    assert_eq!(
        shown.offer,
        Offer::Colours(
            vec![(Colour::White, 6), (Colour::Grey, 8), (Colour::Black, 10)],
            Supply::Pool
        )
    );
    assert_eq!(shown.back, None);
    let shown = show(&pos, PickStep::Colour(Colour::Grey)).unwrap();
    let Offer::Rings(Colour::Grey, rings) = &shown.offer else {
        panic!("{shown:?}")
    };
    assert_eq!(rings.len(), 37);
    assert_eq!(shown.back, Some(PickStep::Start));
    let shown = show(&pos, PickStep::Ring(Colour::Grey, sq("a1"))).unwrap();
    let Offer::Removals(_, _, free) = &shown.offer else {
        panic!("{shown:?}")
    };
    let mut expected: Vec<Square> = pos.free_rings().filter(|&s| s != sq("a1")).collect();
    let mut free = free.clone();
    free.sort();
    expected.sort();
    assert_eq!(free, expected);
    assert_eq!(shown.back, Some(PickStep::Colour(Colour::Grey)));
    let m = Move::Place {
        colour: Colour::Grey,
        to: sq("a1"),
        remove: Some(sq("d1")),
    };
    let shown = show(&pos, PickStep::Ready(m)).unwrap();
    assert_eq!(shown.offer, Offer::Ready(m));
    assert_eq!(shown.back, Some(PickStep::Ring(Colour::Grey, sq("a1"))));
}

/// R3.4: with a capture possible, only captures are offered, and a
/// placement's steps do not fit; a single capture is ready at once.
#[test]
fn a_compulsory_capture_offers_captures_alone() {
    let mut game = Game::new(Variant::STANDARD);
    game.play_notation("Wd4,a1").unwrap();
    game.play_notation("Bd5,g1").unwrap();
    let pos = game.position();
    assert!(pos.has_capture());
    let shown = show(pos, PickStep::Start).unwrap();
    let legal = pos.legal_moves();
    match &shown.offer {
        Offer::Captures(all) => assert_eq!(all[..], legal.as_slice()[..]),
        Offer::Ready(m) => {
            assert_eq!(legal.as_slice(), [*m]);
            assert_eq!(shown.back, None, "nothing came before a single capture");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(show(pos, PickStep::Colour(Colour::White)), None);
    assert_eq!(show(pos, PickStep::Ring(Colour::White, sq("a2"))), None);
    let placement = Move::Place {
        colour: Colour::White,
        to: sq("a2"),
        remove: None,
    };
    assert_eq!(show(pos, PickStep::Ready(placement)), None, "not legal here");
}

/// R3.1: once the pool is empty, a player places from their own
/// captures, and only the colours they hold are offered.
#[test]
fn an_empty_pool_offers_the_players_own_captures() {
    let found = games(1000).find_map(|g| {
        let i = g.positions().iter().position(|p| {
            p.pool().is_empty() && !p.has_capture() && !p.is_game_over() && !p.captured(p.turn()).is_empty()
        })?;
        Some(g.positions()[i])
    });
    let pos = found.unwrap();
    let shown = show(&pos, PickStep::Start).unwrap();
    let own = pos.captured(pos.turn());
    match &shown.offer {
        Offer::Colours(colours, Supply::Captures) => {
            assert!(colours.iter().all(|&(c, n)| own.get(c) == n && n > 0), "{colours:?}");
        }
        // A single colour held is chosen at once.
        Offer::Rings(c, _) | Offer::Removals(c, _, _) => assert!(own.get(*c) > 0),
        Offer::Ready(Move::Place { colour, .. }) => assert!(own.get(*colour) > 0),
        other => panic!("{other:?}"),
    }
}
