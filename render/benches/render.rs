//! Benchmarks: one board picture drawn and encoded, per board; a replay.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use zertz_render::{Labels, Renderer};
use zertz_rules::{Game, Record};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

/// A real game of `variant` cut after `ply` moves.
fn midgame(variant: &str, ply: usize) -> Game {
    let record = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.variant.name() == variant && r.moves.len() > ply)
        .unwrap();
    Game::from_moves(record.variant, &record.moves[..ply]).unwrap()
}

fn pictures(c: &mut Criterion) {
    let r = Renderer::new().unwrap();
    let mut group = c.benchmark_group("png");
    for variant in ["standard", "tournament", "large"] {
        let game = midgame(variant, 20);
        let size = r.game_png(&game, ["alice", "bob"]).unwrap().len();
        eprintln!("{variant} after 20 moves: {size} bytes");
        // The same board again and again: every band after the first
        // comes from the cache, so this is the cost of a board already
        // seen (a `/zertz board` asked twice). A board after a new move is
        // timed by `examples/encode_game.rs`.
        group.bench_with_input(BenchmarkId::new("seen board", variant), &game, |b, g| {
            b.iter(|| r.game_png(g, ["alice", "bob"]).unwrap())
        });
    }
    let game = midgame("standard", 20);
    let last = game.last_effect();
    let scene = zertz_render::Scene {
        last: last.as_ref(),
        names: ["alice", "bob"],
        ply: game.ply(),
        ..zertz_render::Scene::new(game.position())
    };
    group.bench_function("draw only/standard", |b| b.iter(|| r.canvas(&scene)));
    group.finish();

    let mut group = c.benchmark_group("gif");
    group.sample_size(10);
    let game = midgame("standard", 40);
    eprintln!(
        "replay of 40 moves: {} bytes",
        r.gif(&game, ["alice", "bob"], Labels::english()).unwrap().len()
    );
    group.bench_function("replay 40 moves", |b| {
        b.iter(|| r.gif(&game, ["alice", "bob"], Labels::english()).unwrap())
    });
    group.finish();

    let race = r
        .capture_race(
            &game,
            ["alice", "bob"],
            zertz_render::ChartWords {
                title: "Capture race",
                caption: "marbles held after each move",
            },
        )
        .unwrap();
    eprintln!("capture race of 40 moves: {} bytes", race.len());
    c.bench_function("chart/capture race 40 moves", |b| {
        b.iter(|| {
            r.capture_race(
                &game,
                ["alice", "bob"],
                zertz_render::ChartWords {
                    title: "Capture race",
                    caption: "marbles held after each move",
                },
            )
            .unwrap()
        })
    });

    c.bench_function("assets/prepare", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = pictures
}
criterion_main!(benches);
