//! Golden perft figures (RULES.md §7) from `data/perft.txt`: the starting
//! positions (1,944 / 2,961 / 4,320) and positions from real games.
#![allow(clippy::unwrap_used)]

use zertz_rules::{perft, Game, Variant};

struct Case {
    id: String,
    variant: Variant,
    moves: Vec<String>,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in include_str!("data/perft.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "id" => cases.push(Case {
                id: value.to_string(),
                variant: Variant::STANDARD,
                moves: Vec::new(),
                counts: Vec::new(),
            }),
            "variant" => cases.last_mut().unwrap().variant = value.parse().unwrap(),
            "moves" => {
                cases.last_mut().unwrap().moves = value.split(';').filter(|m| !m.is_empty()).map(String::from).collect()
            }
            "perft" => {
                let (d, n) = value.split_once(' ').unwrap();
                cases
                    .last_mut()
                    .unwrap()
                    .counts
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

#[test]
fn s7_start_figures_from_the_rules() {
    let starts: Vec<(String, u64)> = cases()
        .iter()
        .filter(|c| c.moves.is_empty())
        .map(|c| (c.id.clone(), c.counts[0].1))
        .collect();
    assert!(starts.contains(&("standard-start".to_string(), 1944)));
    assert!(starts.contains(&("tournament-start".to_string(), 2961)));
    assert!(starts.contains(&("large-start".to_string(), 4320)));
}

#[test]
fn s7_golden_perft() {
    let cases = cases();
    assert!(cases.len() >= 10);
    for case in cases {
        let game = Game::from_moves(case.variant, &case.moves).unwrap();
        for (depth, want) in case.counts {
            assert_eq!(perft(game.position(), depth), want, "{} depth {depth}", case.id);
        }
    }
}
