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

/// One analysis of a 40-move standard game from boardspace, at the bot's
/// budget: the goal is 10 s on one core.
fn analysis(c: &mut Criterion) {
    let text = include_str!("../../tests/data/boardspace-1000.tsv");
    let game = text
        .lines()
        .filter_map(|l| zertz_rules::Record::parse(l).ok())
        .filter(|r| r.variant == Variant::STANDARD && r.moves.len() >= 40)
        .find_map(|r| zertz_rules::Game::from_moves(r.variant, r.moves.iter().take(40)).ok())
        .expect("a 40-move standard game");
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    group.bench_function("40-move standard game", |b| {
        b.iter(|| zertz_ai::analysis::analyse(&game, zertz_ai::analysis::ANALYSIS_NODES, |_| {}).ok())
    });
    group.finish();
}

criterion_group!(benches, search, analysis);
criterion_main!(benches);
