//! Benchmarks: random playouts, perft and move generation.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zertz_rules::{perft, MoveList, Position, Variant};

/// One random game from the start to its end, listing every legal move at
/// every ply and choosing uniformly. Returns the number of plies.
fn playout(variant: Variant, rng: &mut SmallRng, list: &mut MoveList) -> usize {
    let mut pos = Position::new(variant);
    let mut plies = 0;
    // Random games end long before this; it only bounds a cycle (R5.3).
    while plies < 1000 {
        pos.legal_moves_into(list);
        if list.is_empty() {
            break;
        }
        let m = list[rng.gen_range(0..list.len())];
        pos.play_unchecked(&m);
        plies += 1;
    }
    plies
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for (name, variant) in Variant::NAMED {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut list = MoveList::new();
        group.bench_function(name, |b| b.iter(|| playout(variant, &mut rng, &mut list)));
    }
    group.finish();
}

fn perfts(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, variant) in Variant::NAMED {
        let start = Position::new(variant);
        group.bench_with_input(BenchmarkId::new("2", name), &start, |b, p| b.iter(|| perft(p, 2)));
    }
    let start = Position::new(Variant::STANDARD);
    group.bench_with_input(BenchmarkId::new("3", "standard"), &start, |b, p| b.iter(|| perft(p, 3)));
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let mut list = MoveList::new();
    let start = Position::new(Variant::STANDARD);
    c.bench_function("legal_moves/standard start", |b| {
        b.iter(|| {
            start.legal_moves_into(&mut list);
            list.len()
        })
    });
}

/// boardspace SGF out and back for a real 61-ring game (what `/zertz
/// export` and `/zertz import` do besides drawing).
fn sgf_records(c: &mut Criterion) {
    let line = include_str!("../tests/data/boardspace-1000.tsv")
        .lines()
        .find(|l| l.starts_with("large"))
        .unwrap_or_default();
    let Ok(game) = zertz_rules::Record::parse(line).and_then(|r| r.replay()) else {
        return;
    };
    let text = zertz_rules::sgf::write(&game, ["alice", "bob"], None).unwrap_or_default();
    eprintln!("SGF of a {}-move large game: {} bytes", game.ply(), text.len());
    c.bench_function("sgf/write large game", |b| {
        b.iter(|| zertz_rules::sgf::write(&game, ["alice", "bob"], None))
    });
    c.bench_function("sgf/read large game", |b| {
        b.iter(|| zertz_rules::sgf::read(&text).is_ok())
    });
}

criterion_group!(benches, playouts, perfts, movegen, sgf_records);
criterion_main!(benches);
