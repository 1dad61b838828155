//! How fast hard completes each depth on real positions, at a fixed node
//! budget (so two builds search the same trees when the search's rules
//! are the same, and only the time differs):
//!
//! ```sh
//! cargo run --release -p zertz-ai --example search_depth -- ../shared/games/boardspace-sample.tsv --nodes 1000000
//! ```
//!
//! Positions: every 97th decided game, from its ninth position on, every
//! ninth, three a game, leaving out finished ones and those with one legal
//! move. One thread; run it with nothing else running. `--ms 1000
//! --threads 2` gives each position a time instead, on two threads.
//!
//! For each depth it also counts the root moves that are sacrifices (a
//! placement that gives the opponent a capture) and the share of that
//! iteration's nodes spent under them: the opponent's captures use no
//! depth, so each sacrifice is followed by a whole placement more of the
//! sacrificer's, and that is where a deeper iteration's cost goes.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use clap::Parser;

mod common;
use common::decided;
use zertz_ai::{Engine, Level, Limits, Sacrifices};

#[derive(Parser)]
struct Args {
    /// The games, one record a line.
    file: String,
    /// Nodes a position.
    #[arg(long, default_value_t = 1_000_000)]
    nodes: u64,
    /// A time a position instead, in milliseconds (then the search runs on
    /// `--threads` threads, and the figures vary from run to run).
    #[arg(long)]
    ms: Option<u64>,
    /// Threads a search limited by time uses.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

fn main() {
    let args = Args::parse();
    let games = decided(&args.file);
    let mut engine = Engine::new(0);
    engine.set_threads(args.threads);
    let (limits, budget) = match args.ms {
        Some(ms) => (Limits::time(Duration::from_millis(ms)), format!("{ms} ms")),
        None => (Limits::nodes(args.nodes), format!("{} nodes", args.nodes)),
    };
    let (mut positions, mut nodes, mut time) = (0, 0, Duration::ZERO);
    // For each depth: positions that completed it, their nodes and time
    // until it was complete.
    let mut reached = [(0u32, 0u64, Duration::ZERO); 8];
    // For each depth: the nodes of its iteration alone, the root moves,
    // the sacrifices among them and the nodes spent under those.
    let mut spent = [(0u64, 0usize, Sacrifices::default()); 8];
    let start = Instant::now();
    for (game, _) in games.iter().step_by(97).take(100) {
        for pos in game.positions().iter().skip(8).step_by(9).take(3) {
            if pos.is_game_over() || pos.legal_moves().len() < 2 {
                continue;
            }
            let t = engine.think(pos, Level::Hard, limits).unwrap();
            positions += 1;
            nodes += t.nodes;
            time += t.elapsed;
            let root_moves = pos.legal_moves().len();
            let mut before = 0;
            for it in &t.iterations {
                let d = (it.depth as usize).min(7);
                let r = &mut reached[d];
                *r = (r.0 + 1, r.1 + it.nodes, r.2 + it.elapsed);
                let s = &mut spent[d];
                s.0 += it.nodes - before;
                s.1 += root_moves;
                s.2 += it.sacrifices;
                before = it.nodes;
            }
        }
    }
    println!(
        "{positions} positions at {budget} in {:.1} s: {:.2} M nodes/s",
        start.elapsed().as_secs_f64(),
        nodes as f64 / time.as_secs_f64() / 1e6
    );
    println!(
        "| depth | positions that completed it | mean nodes to complete it | mean time | \
         root moves that are sacrifices | the iteration's nodes spent under them |\n|---|---|---|---|---|---|"
    );
    for (depth, (n, nodes, time)) in reached.iter().enumerate().filter(|(_, r)| r.0 > 0) {
        let (iteration_nodes, root_moves, sacrifices) = spent[depth];
        println!(
            "| {depth} | {n} | {:.0} | {:.1} ms | {:.1}% | {:.1}% |",
            *nodes as f64 / f64::from(*n),
            time.as_secs_f64() * 1e3 / f64::from(*n),
            100.0 * sacrifices.moves as f64 / root_moves.max(1) as f64,
            100.0 * sacrifices.nodes as f64 / iteration_nodes.max(1) as f64
        );
    }
}
