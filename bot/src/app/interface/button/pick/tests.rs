#![allow(clippy::unwrap_used)]

use zertz_rules::{Game, Record};

use super::*;

const RECORDS: &str = include_str!("../../../../../../rules/tests/data/boardspace-1000.tsv");

fn games(n: usize) -> impl Iterator<Item = Game> {
    RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter_map(|r| r.replay().ok())
        .take(n)
}

#[test]
fn every_pick_reads_back_as_itself() {
    let fors = [
        PickFor::Game(GameId(12), 0),
        PickFor::Game(GameId(9_007_199_254_740_993), 240),
        PickFor::Puzzle(PuzzleId(77), 3),
        PickFor::Practice(GameId(5), 17, 2),
        PickFor::Lesson(4, 1, 3),
    ];
    for game in games(20) {
        for (pos, m) in game.positions().iter().zip(game.moves()) {
            for of in fors {
                let mut steps = vec![PickStep::Start, PickStep::Ready(*m), PickStep::Play(*m)];
                if let Move::Place { colour, to, .. } = *m {
                    steps.extend([PickStep::Colour(colour), PickStep::Ring(colour, to)]);
                }
                for step in steps {
                    let pick = Pick { of, step };
                    let id = pick.to_string();
                    assert!(id.len() <= 90, "{id} leaves no room for its kind");
                    assert_eq!(id.parse::<Pick>(), Ok(pick), "{id} on {}", pos.notation(m));
                }
            }
        }
    }
}

#[test]
fn forged_picks_are_unreadable() {
    for forged in [
        "",
        "g1.2",
        "g1.2:",
        "g0.2:s",
        "g-1.2:s",
        "g1:s",
        "q1.2:s",
        "p1.2.3:s",
        "m1.2:s",
        "g1.2:c",
        "g1.2:c.Q",
        "g1.2:c.WW",
        "g1.2:r.W",
        "g1.2:r.W.z99",
        "g1.2:ok",
        "g1.2:ok.W.d4",
        "g1.2:ok.x.d1.",
        "g1.2:ok.x.d1.6",
        "g1.2:ok.x.d1.000000000000000000000000",
        "g1.2:go.W.d4.a1.b2",
        "g99999999999999999999.1:s",
    ] {
        assert!(forged.parse::<Pick>().is_err(), "{forged:?}");
    }
}
