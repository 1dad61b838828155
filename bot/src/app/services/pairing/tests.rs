#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use rand::{Rng, SeedableRng};

use super::*;

fn event(format: TournamentFormat, n: usize) -> Event {
    Event {
        format,
        players: (0..n)
            .map(|i| Entrant {
                rating: 2000.0 - i as f64,
                withdrawn: false,
            })
            .collect(),
        rounds: Vec::new(),
    }
}

/// Plays the next round of an event of `planned` rounds with results
/// from `rng` (a third drawn); false when no round could be paired.
fn play_round(e: &mut Event, planned: usize, rng: &mut impl Rng) -> bool {
    let Some(mut boards) = e.next_round(planned) else {
        return false;
    };
    for b in boards.iter_mut().filter(|b| b.result.is_none() && b.second.is_some()) {
        b.result = Some(match rng.gen_range(0..6) {
            0 | 1 => BoardResult::Draw,
            2 | 3 => BoardResult::First,
            _ => BoardResult::Second,
        });
    }
    e.rounds.push(boards);
    true
}

/// The absolute rules every round keeps.
fn check_rules(e: &Event) -> Result<(), TestCaseError> {
    let mut met = HashSet::new();
    let mut byes = vec![0; e.players.len()];
    for (r, round) in e.rounds.iter().enumerate() {
        let mut seen = HashSet::new();
        for b in round {
            for p in [Some(b.first), b.second].into_iter().flatten() {
                prop_assert!(seen.insert(p), "player {p} twice in round {r}");
            }
            match b.second {
                Some(s) => prop_assert!(
                    met.insert((b.first.min(s), b.first.max(s))),
                    "{} and {s} met again",
                    b.first
                ),
                None => byes[b.first] += 1,
            }
        }
        if e.format == TournamentFormat::Swiss {
            for (p, entrant) in e.players.iter().enumerate() {
                // Withdrawals below happen only between rounds, after the last.
                prop_assert!(
                    entrant.withdrawn || seen.contains(&p) || r + 1 < e.rounds.len(),
                    "{p} unpaired in {r}"
                );
            }
        }
    }
    if e.format == TournamentFormat::Swiss {
        prop_assert!(byes.iter().all(|&b| b <= 1), "byes {byes:?}");
    }
    let colours = e.colours();
    prop_assert!(
        colours.balance.iter().all(|b| b.abs() <= MAX_COLOUR_IMBALANCE),
        "first-move balance {:?}",
        colours.balance
    );
    Ok(())
}

#[test]
fn round_one_of_a_swiss_is_top_half_against_bottom_half_alternating_colours() {
    let boards = event(TournamentFormat::Swiss, 8).next_round(1).unwrap();
    let pairs: Vec<(usize, usize)> = boards.iter().map(|b| (b.first, b.second.unwrap())).collect();
    assert_eq!(pairs, [(0, 4), (5, 1), (2, 6), (7, 3)]);
}

#[test]
fn an_odd_player_out_gets_a_bye_worth_a_win_once() {
    let mut e = event(TournamentFormat::Swiss, 5);
    let boards = e.next_round(1).unwrap();
    let bye = boards.iter().find(|b| b.second.is_none()).unwrap();
    assert_eq!(
        (bye.first, bye.result),
        (4, Some(BoardResult::First)),
        "the lowest seed"
    );
    e.rounds.push(boards);
    assert_eq!(e.points(4), 2, "a bye is a win");
    // Everyone else loses round 1: player 4 still leads the bottom, but
    // has had the bye, so it goes to the next lowest.
    for b in e.rounds[0].iter_mut().filter(|b| b.second.is_some()) {
        b.result = Some(BoardResult::Second);
    }
    let round2 = e.next_round(2).unwrap();
    let bye2 = round2.iter().find(|b| b.second.is_none()).unwrap().first;
    assert_ne!(bye2, 4);
    // In a round robin, sitting out scores nothing.
    let rr = event(TournamentFormat::RoundRobin, 5);
    assert_eq!(rr.bye_points(), 0);
}

#[test]
fn the_same_score_meets_first() {
    let mut e = event(TournamentFormat::Swiss, 8);
    let mut boards = e.next_round(1).unwrap();
    for b in &mut boards {
        b.result = Some(BoardResult::First);
    }
    e.rounds.push(boards);
    let round2 = e.next_round(2).unwrap();
    for b in &round2 {
        assert_eq!(e.points(b.first), e.points(b.second.unwrap()), "{b:?}");
    }
}

#[test]
fn swiss_rounds_are_about_log2_plus_one() {
    let rounds: Vec<usize> = [3, 4, 5, 8, 9, 16, 17, 64].map(Event::swiss_rounds).to_vec();
    assert_eq!(rounds, [3, 3, 4, 4, 5, 5, 6, 7]);
}

#[test]
fn a_round_robin_meets_everyone_once_and_then_ends() {
    for n in 3..=11 {
        let mut e = event(TournamentFormat::RoundRobin, n);
        let mut rng = rand::rngs::SmallRng::seed_from_u64(n as u64);
        while play_round(&mut e, Event::round_robin_rounds(n), &mut rng) {}
        assert_eq!(e.rounds.len(), Event::round_robin_rounds(n), "{n} players");
        let games = e.rounds.iter().flatten().filter(|b| b.second.is_some()).count();
        assert_eq!(games, n * (n - 1) / 2, "every pair once, {n} players");
        check_rules(&e).unwrap();
        let colours = e.colours();
        assert!(
            colours.balance.iter().all(|b| b.abs() <= 1),
            "{n}: {:?}",
            colours.balance
        );
    }
}

#[test]
fn a_withdrawn_players_round_robin_games_are_forfeits() {
    let mut e = event(TournamentFormat::RoundRobin, 4);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
    play_round(&mut e, 3, &mut rng);
    e.players[0].withdrawn = true;
    let round = e.next_round(2).unwrap();
    let theirs = round.iter().find(|b| b.has(0)).unwrap();
    assert!(theirs.forfeit);
    let other = theirs.opponent(0).unwrap();
    assert_eq!(e.scored(theirs, other), 2, "their opponent wins");
}

/// Four players, three rounds, by hand: A beats B and C and draws with
/// D; B beats C and D; C draws with D. A 2.5, B 2, D 1, C 0.5.
#[test]
fn tie_breaks_by_hand() {
    let mut e = event(TournamentFormat::Swiss, 4);
    let g = |first, second, result| Pairing {
        result: Some(result),
        ..Pairing::game(first, second)
    };
    use BoardResult::*;
    e.rounds = vec![
        vec![g(0, 1, First), g(2, 3, Draw)],
        vec![g(0, 2, First), g(1, 3, First)],
        vec![g(3, 0, Draw), g(2, 1, Second)],
    ];
    let s = e.standings();
    let order: Vec<usize> = s.iter().map(|l| l.player).collect();
    assert_eq!(order, [0, 1, 3, 2]);
    // Buchholz of A: B 2 + C 0.5 + D 1 = 3.5 (7 half-points).
    assert_eq!(s[0].buchholz, 7);
    // Sonneborn–Berger of A: B 2 + C 0.5 + half of D 1 = 3 (12 quarters).
    assert_eq!(s[0].sonneborn_berger, 12);
    // B: beat C (0.5) and D (1): 1.5; lost to A.
    assert_eq!(s[1].sonneborn_berger, 6);
    assert_eq!(s[1].buchholz, 5 + 2 + 1);
    assert_eq!(s[3].record, [0, 1, 2]);
}

#[test]
fn head_to_head_breaks_a_round_robin_tie() {
    let mut e = event(TournamentFormat::RoundRobin, 3);
    let g = |first, second, result| Pairing {
        result: Some(result),
        ..Pairing::game(first, second)
    };
    use BoardResult::*;
    // Each beats one: all level on points and Sonneborn–Berger; then a
    // fourth... with three, head-to-head is level too: they share first.
    e.rounds = vec![vec![g(0, 1, First)], vec![g(1, 2, First)], vec![g(2, 0, First)]];
    let s = e.standings();
    assert!(s.iter().all(|l| l.place == 1), "{s:?}");
    // Break it: 2 draws with 0 instead; 0 has 1.5, 1 has 1, 2 has 0.5.
    e.rounds[2][0].result = Some(Draw);
    let s = e.standings();
    assert_eq!(
        s.iter().map(|l| (l.player, l.place)).collect::<Vec<_>>(),
        [(0, 1), (1, 2), (2, 3)]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random Swiss events of 3 to 64 players, with random results and
    /// withdrawals: no pair meets twice, every player still in is paired
    /// or has the one bye, first moves stay balanced, round 1 has one
    /// score group and round 2 floats no more than one player a group.
    /// Without withdrawals every round is paired; with them the event may
    /// end early, when the players left have all met.
    #[test]
    fn swiss_events_keep_the_rules(n in 3usize..=64, seed in any::<u64>(), withdraw in 0usize..4) {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut e = event(TournamentFormat::Swiss, n);
        let rounds = Event::swiss_rounds(n);
        for r in 0..rounds {
            if r == 2 && withdraw > 0 && n > 4 {
                for _ in 0..withdraw {
                    let p = rng.gen_range(0..n);
                    e.players[p].withdrawn = true;
                }
            }
            let before: Vec<HalfPoints> = (0..n).map(|p| e.points(p)).collect();
            let withdrew = e.players.iter().any(|p| p.withdrawn);
            if !play_round(&mut e, rounds, &mut rng) {
                prop_assert!(withdrew, "{n} players: round {} could not be paired", r + 1);
                break;
            }
            if r == 1 {
                let groups: HashSet<HalfPoints> = before.iter().copied().collect();
                let mixed = e.rounds[1].iter().filter(|b| b.second.is_some_and(|s| before[s] != before[b.first])).count();
                prop_assert!(mixed < groups.len(), "{mixed} mixed pairs among {} groups", groups.len());
            }
            check_rules(&e)?;
        }
    }

    /// Round robins of 3 to 20 players: complete, each pair once.
    #[test]
    fn round_robins_are_complete(n in 3usize..=20, seed in any::<u64>()) {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut e = event(TournamentFormat::RoundRobin, n);
        while play_round(&mut e, Event::round_robin_rounds(n), &mut rng) {}
        prop_assert_eq!(e.rounds.len(), Event::round_robin_rounds(n));
        let met: HashSet<(usize, usize)> = e.rounds.iter().flatten()
            .filter_map(|b| b.second.map(|s| (b.first.min(s), b.first.max(s)))).collect();
        prop_assert_eq!(met.len(), n * (n - 1) / 2);
        check_rules(&e)?;
    }
}
