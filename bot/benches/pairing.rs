//! The cost of a tournament's work between rounds: pairing round 4 of a
//! 64-player Swiss (and round 1, with the rounds to come looked at), its
//! standings, and drawing them as a picture.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{Rng, SeedableRng};
use zertz_bot::app::pairing::{BoardResult, Entrant, Event};
use zertz_data::TournamentFormat;
use zertz_render::{Renderer, Table};

/// A 64-player Swiss after three rounds of random results.
fn event() -> Event {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
    let mut e = Event {
        format: TournamentFormat::Swiss,
        players: (0..64)
            .map(|i| Entrant {
                rating: 2000.0 - f64::from(i),
                withdrawn: false,
            })
            .collect(),
        rounds: Vec::new(),
    };
    for _ in 0..3 {
        let mut boards = e.next_round(4).unwrap();
        for b in boards.iter_mut().filter(|b| b.result.is_none()) {
            b.result = Some([BoardResult::First, BoardResult::Second, BoardResult::Draw][rng.gen_range(0..3)]);
        }
        e.rounds.push(boards);
    }
    e
}

fn bench(c: &mut Criterion) {
    let e = event();
    c.bench_function("pair round 4 of a 64-player Swiss", |b| {
        b.iter(|| e.next_round(4).unwrap())
    });
    // With six rounds still to come, it is paired so that they can be.
    let start = Event {
        rounds: Vec::new(),
        ..e.clone()
    };
    c.bench_function("pair round 1 of 7 of a 64-player Swiss", |b| {
        b.iter(|| start.next_round(7).unwrap())
    });
    c.bench_function("standings of a 64-player Swiss after 3 rounds", |b| {
        b.iter(|| e.standings())
    });
    let rows: Vec<Vec<String>> = e
        .standings()
        .iter()
        .take(32)
        .map(|l| {
            vec![
                l.place.to_string(),
                format!("player {}", l.player),
                l.points.to_string(),
            ]
        })
        .collect();
    let r = Renderer::shared().unwrap();
    let table = Table {
        title: "Winter Cup · after round 3",
        header: &["#", "Player", "Points"],
        rows: &rows,
        caption: "Points, then Buchholz, then Sonneborn-Berger",
    };
    println!("standings picture: {} bytes", r.table_png(&table).unwrap().len());
    c.bench_function("standings picture, 32 rows", |b| {
        b.iter(|| r.table_png(&table).unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
