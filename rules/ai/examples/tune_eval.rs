//! Fits the evaluation's [`Weights`] by self-play, with SPSA (simultaneous
//! perturbation stochastic approximation, as chess engines tune theirs):
//!
//! ```sh
//! cargo run --release -p zertz-ai --example tune_eval -- --iterations 6000 --nodes 60000
//! ```
//!
//! Seven numbers are fitted: the closeness table as
//! `900 e^(slope (d-1) + curvature (d-1)^2 / 10)` for a goal `d` marbles
//! away, the shares of the grey, black and each-colour goals beside the
//! white one's, and what a goal keeps of its worth when one capture or two
//! would put it out of reach (the last five as logarithms). Each iteration
//! draws a random sign for every number, plays a pair of games on the
//! standard board (the same random opening, each side first once) between
//! the numbers moved by those signs one way and the other way, both as
//! hard at a node budget, and moves every number by its step times the
//! pair's result times its sign. The iterations go in batches of
//! `--batch`, played side by side from the same numbers and applied in
//! order, so that a run gives the same numbers whatever the threads.
//!
//! At the end, the fitted numbers play the starting ones, `--check` pairs
//! at the same budget, and the score is printed with its 95% interval: the
//! fit's quality. The result prints as `Weights` for `src/eval.rs`; a
//! match at a time a move against the build before (`examples/match.rs`)
//! decides whether they are kept. The numbers it found so far, and their
//! matches, are in `docs/performance.md`: a fit at 60,000 nodes was not
//! kept; hard's (`Weights::SELF_PLAY`) were fitted at 300,000 nodes and
//! then at 1,000,000.
#![allow(clippy::unwrap_used)]

use std::sync::Mutex;

use clap::Parser;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use zertz_ai::{Engine, Level, Limits, Weights};
use zertz_rules::{Player, Variant};

mod common;
use common::{elo, in_parallel, random_opening, wilson};

#[derive(Parser)]
struct Args {
    /// Iterations: each is a pair of games.
    #[arg(long, default_value_t = 6000)]
    iterations: usize,
    /// Nodes a move.
    #[arg(long, default_value_t = 60_000)]
    nodes: u64,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Iterations played from the same numbers.
    #[arg(long, default_value_t = 8)]
    batch: usize,
    /// Seed of the signs and the openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Each step, as a share of its number's perturbation.
    #[arg(long, default_value_t = 0.02)]
    step: f64,
    /// Where the fit starts: slope, curvature, the logarithms of the
    /// grey, black and each-colour shares, and of the fragile goals' worth
    /// one and two captures from out of reach (this start is the table set
    /// by hand, fitted to this form, every goal alike and none fragile).
    #[arg(long, default_value = "-0.735,0.186,0,0,0,0,0", allow_hyphen_values = true)]
    start: String,
    /// Pairs the fitted numbers play against the starting ones at the end
    /// (none: a match against the build before will judge them).
    #[arg(long, default_value_t = 200)]
    check: usize,
}

/// The numbers fitted.
const N: usize = 7;
/// How far each number is moved each way: the table's slope and
/// curvature, and the shares' and fragile goals' logarithms.
const PERTURBATION: [f64; N] = [0.05, 0.05, 0.15, 0.15, 0.15, 0.15, 0.15];

/// The evaluation's weights for the numbers `theta`.
fn weights(theta: &[f64; N]) -> Weights {
    let mut closeness = [0; 10];
    for (d, worth) in closeness.iter_mut().enumerate().skip(1) {
        let x = (d - 1) as f64;
        *worth = (900.0 * (theta[0] * x + theta[1] * x * x / 10.0).exp())
            .round()
            .clamp(1.0, 5000.0) as i32;
    }
    // A logarithm in 64ths, between 4 and `most`.
    let in_64ths = |t: f64, most: f64| (64.0 * t.exp()).round().clamp(4.0, most) as i32;
    let share = |t: f64| in_64ths(t, 1024.0);
    let fragile = |t: f64| in_64ths(t, 128.0);
    Weights {
        closeness,
        goals: [64, share(theta[2]), share(theta[3]), share(theta[4])],
        fragile: [fragile(theta[5]), fragile(theta[6])],
    }
}

/// One game from the opening of `pair`, `first` moving first and `second`
/// second, each hard at `nodes` a move: 1, ½ or 0 for `first`.
fn game(pair: u64, seed: u64, [first, second]: [Weights; 2], nodes: u64) -> f64 {
    let mut g = random_opening(Variant::STANDARD, seed, pair);
    let mut engines = [Engine::new(pair), Engine::new(pair ^ 1)];
    engines[0].set_weights(first);
    engines[1].set_weights(second);
    while !g.is_over() && g.ply() < 400 {
        let side = usize::from(g.turn() != Player::First);
        let Ok(t) = engines[side].think_game(&g, Level::Hard, Limits::nodes(nodes)) else {
            break;
        };
        if g.play(&t.best).is_err() {
            break;
        }
    }
    match g.outcome().and_then(|o| o.winner()) {
        Some(Player::First) => 1.0,
        Some(Player::Second) => 0.0,
        None => 0.5,
    }
}

/// The points `a` scores against `b` in the pair of games of `pair`.
fn pair_points(pair: u64, seed: u64, a: Weights, b: Weights, nodes: u64) -> f64 {
    game(pair, seed, [a, b], nodes) + 1.0 - game(pair, seed, [b, a], nodes)
}

fn main() {
    let args = Args::parse();
    let start: Vec<f64> = args.start.split(',').filter_map(|x| x.trim().parse().ok()).collect();
    let Ok(start) = <[f64; N]>::try_from(start) else {
        eprintln!("--start takes {N} numbers, comma-separated");
        std::process::exit(2);
    };
    println!("start {start:.3?}: {:?}", weights(&start));
    let mut theta = start;
    let batch = args.batch.max(1);
    for first in (0..args.iterations).step_by(batch) {
        let count = batch.min(args.iterations - first);
        let results = Mutex::new(vec![(0.0, [0.0; N]); count]);
        in_parallel(args.threads, count, |j| {
            let i = first + j;
            let mut rng = ChaCha8Rng::seed_from_u64(args.seed.wrapping_mul(7919).wrapping_add(i as u64));
            let signs: [f64; N] = std::array::from_fn(|_| if rng.gen::<bool>() { 1.0 } else { -1.0 });
            let plus = weights(&std::array::from_fn(|k| theta[k] + PERTURBATION[k] * signs[k]));
            let minus = weights(&std::array::from_fn(|k| theta[k] - PERTURBATION[k] * signs[k]));
            // From -1 (minus won both) to +1 (plus won both).
            let result = pair_points(i as u64, args.seed, plus, minus, args.nodes) - 1.0;
            results.lock().unwrap()[j] = (result, signs);
        });
        for (result, signs) in results.into_inner().unwrap() {
            for k in 0..N {
                theta[k] += args.step * PERTURBATION[k] * result * signs[k];
            }
        }
        let done = first + count;
        if done % 500 < batch {
            println!("{done:6} iterations: {theta:.3?}: {:?}", weights(&theta));
        }
    }
    let fitted = theta;
    let (new, old) = (weights(&fitted), weights(&start));
    println!("fitted {fitted:.3?}: {new:?}");
    if args.check == 0 {
        return;
    }
    let points = Mutex::new(0.0);
    // Openings other than the fit's.
    let check_seed = args.seed.wrapping_add(1_000_003);
    in_parallel(args.threads, args.check, |i| {
        let p = pair_points(i as u64, check_seed, new, old, args.nodes);
        *points.lock().unwrap() += p;
    });
    let games = (2 * args.check) as f64;
    let score = points.into_inner().unwrap() / games;
    let (low, high) = wilson(score, games);
    println!(
        "fitted against the start, {games} games at {} nodes a move: {:.1}%, Elo {} (95%: {} to {})",
        args.nodes,
        score * 100.0,
        elo(score),
        elo(low),
        elo(high)
    );
}
