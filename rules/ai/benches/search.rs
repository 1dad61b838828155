//! Search speed: nodes per second at a fixed node budget, from the start
//! and from a middle game, on each board.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use zertz_ai::{baseline, Engine, Level, Limits};
use zertz_rules::{Position, Variant};

const NODES: u64 = 200_000;

/// The position after `plies` random plies from the start.
fn after_random_plies(variant: Variant, plies: usize, seed: u64) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::new(variant);
    for _ in 0..plies {
        match baseline::random_move(&pos, &mut rng) {
            Some(m) if !pos.legal_moves().is_empty() => pos.play_unchecked(&m),
            _ => break,
        }
    }
    pos
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES));
    for (name, variant) in Variant::NAMED {
        for (phase, plies) in [("start", 0), ("middle", 14)] {
            let pos = after_random_plies(variant, plies, 3);
            let mut engine = Engine::new(1);
            group.bench_with_input(BenchmarkId::new(name, phase), &pos, |b, pos| {
                b.iter(|| engine.think(pos, Level::Hard, Limits::nodes(NODES)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
