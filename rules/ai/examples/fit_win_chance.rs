//! Fits the analysis's win-chance model and mark thresholds on real games,
//! and reports how well they fit. Kept here so the model can be refitted
//! whenever the evaluation changes:
//!
//! ```sh
//! cargo run --release -p zertz-ai --example fit_win_chance -- \
//!     ../shared/games/boardspace-sample.tsv --train 1000 --test 2000 --csv docs/win-chance-calibration.csv
//! cargo run --release -p zertz-ai --example fit_win_chance -- \
//!     ../shared/games/boardspace-sample.tsv --marks 2000
//! ```
//!
//! Games are the decided ones (`P0`/`P1`); the last `--test` games of the
//! file are held out. From each training game every fifth position (every
//! tenth from a held-out one) is scored at
//! the analysis budget and labelled with whether its side to move won.
//! The model is `1 / (1 + e^(-score/scale))`, fitted by Newton's method
//! on the log-loss; the baseline is the same curve on the marbles each
//! player holds (three weights, one per colour, of the difference).
//! Thresholds: the engine's own noise is the chance its best move "loses"
//! between two searches of the budget; an inaccuracy gives away more than
//! its 95th percentile, a mistake twice that, a blunder three times (its
//! tail is long: a forced win found one move later).
//! `--marks N` analyses the last N decided games with the constants in
//! the crate and prints accuracy and how often each mark falls.
#![allow(clippy::unwrap_used, clippy::needless_range_loop)]

use std::time::Instant;

use clap::Parser;

mod common;
use common::{decided, fit, sigmoid};
use zertz_ai::analysis::{self, Mark, ANALYSIS_NODES, WIN_MODEL};
use zertz_ai::Engine;
use zertz_rules::{Colour, Game, Player, Position};

#[derive(Parser)]
struct Args {
    /// The games, one record a line.
    file: String,
    /// Games to fit on (from the start of the file).
    #[arg(long, default_value_t = 1000)]
    train: usize,
    /// Games held out (the end of the file).
    #[arg(long, default_value_t = 2000)]
    test: usize,
    /// Nodes a position.
    #[arg(long, default_value_t = ANALYSIS_NODES)]
    nodes: u64,
    /// Write the held-out calibration here as CSV (bin, predicted, won, n).
    #[arg(long)]
    csv: Option<String>,
    /// Instead: analyse this many held-out games and count the marks.
    #[arg(long)]
    marks: Option<usize>,
}

/// A scored position: the score, the side to move's marbles held minus
/// the opponent's by colour, and whether the side to move won.
#[derive(Clone, Copy)]
struct Sample {
    score: i32,
    marbles: [f64; 3],
    won: bool,
    /// The engine's own noise here: chance its best move "gave away".
    noise: f64,
}

fn marbles(pos: &Position) -> [f64; 3] {
    let (me, them) = (pos.captured(pos.turn()), pos.captured(pos.turn().other()));
    Colour::ALL.map(|c| f64::from(me.get(c)) - f64::from(them.get(c)))
}

/// Samples every `every`th position of each game, on two threads; the
/// engine's noise is measured at every `noise_every`th sample (0: never).
fn sample(games: &[(Game, Player)], nodes: u64, every: usize, noise_every: usize) -> Vec<Sample> {
    let halves: Vec<&[(Game, Player)]> = games.chunks(games.len().div_ceil(2).max(1)).collect();
    std::thread::scope(|scope| {
        let jobs: Vec<_> = halves
            .into_iter()
            .map(|part| {
                scope.spawn(move || {
                    let mut engine = Engine::new(0);
                    let mut out = Vec::new();
                    for (g, (game, winner)) in part.iter().enumerate() {
                        for pos in game.positions().iter().skip(g % every).step_by(every) {
                            if pos.is_game_over() {
                                continue;
                            }
                            let Ok(eval) = analysis::evaluate(&mut engine, pos, nodes) else {
                                continue;
                            };
                            let measure = noise_every > 0 && out.len() % noise_every == 0;
                            let noise = match (measure, eval.best) {
                                (true, Some(best)) => {
                                    let mut child = *pos;
                                    child.play_unchecked(&best);
                                    let after = if child.is_game_over() {
                                        1.0
                                    } else {
                                        // A failed search measures nothing: NaN is left out.
                                        analysis::evaluate(&mut engine, &child, nodes)
                                            .map_or(f64::NAN, |e| 1.0 - WIN_MODEL.chance(e.score))
                                    };
                                    (WIN_MODEL.chance(eval.score) - after).max(0.0)
                                }
                                _ => f64::NAN,
                            };
                            out.push(Sample {
                                score: eval.score,
                                marbles: marbles(pos),
                                won: pos.turn() == *winner,
                                noise,
                            });
                        }
                    }
                    out
                })
            })
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    })
}

fn brier(ps: &[f64], ys: &[bool]) -> f64 {
    ps.iter()
        .zip(ys)
        .map(|(p, &y)| (p - f64::from(u8::from(y))).powi(2))
        .sum::<f64>()
        / ps.len() as f64
}

fn main() {
    let args = Args::parse();
    let games = decided(&args.file);
    let test_from = games.len().saturating_sub(args.test);
    let held_out = &games[test_from..];
    if let Some(n) = args.marks {
        return marks(&held_out[held_out.len().saturating_sub(n)..], args.nodes);
    }
    let start = Instant::now();
    let train = sample(&games[..args.train.min(test_from)], args.nodes, 5, 0);
    let fit_secs = start.elapsed().as_secs_f64();
    let usable: Vec<&Sample> = train.iter().filter(|s| s.score.abs() < zertz_ai::MATE_BOUND).collect();
    let w = fit(
        &usable.iter().map(|s| vec![f64::from(s.score)]).collect::<Vec<_>>(),
        &usable.iter().map(|s| s.won).collect::<Vec<_>>(),
    );
    let scale = 1.0 / w[0];
    let base = fit(
        &train.iter().map(|s| s.marbles.to_vec()).collect::<Vec<_>>(),
        &train.iter().map(|s| s.won).collect::<Vec<_>>(),
    );
    println!(
        "fitted on {} positions of {} games in {fit_secs:.0} s: scale {scale:.1} (the crate uses {:.1}); marble baseline weights {:?}",
        train.len(),
        args.train,
        WIN_MODEL.scale,
        base
    );
    let start = Instant::now();
    let test = sample(held_out, args.nodes, 10, 4);
    let model = analysis::WinModel { scale };
    let ys: Vec<bool> = test.iter().map(|s| s.won).collect();
    let ps: Vec<f64> = test.iter().map(|s| model.chance(s.score)).collect();
    let bs: Vec<f64> = test
        .iter()
        .map(|s| sigmoid(s.marbles.iter().zip(&base).map(|(a, b)| a * b).sum()))
        .collect();
    println!(
        "held out: {} positions of {} games ({:.0} s); Brier {:.4} (model) vs {:.4} (marbles only) vs 0.2500 (a coin)",
        test.len(),
        held_out.len(),
        start.elapsed().as_secs_f64(),
        brier(&ps, &ys),
        brier(&bs, &ys)
    );
    println!("| predicted | positions | mean predicted | share won |\n|---|---|---|---|");
    let mut csv = String::from("bin,predicted,won,positions\n");
    for bin in 0..10 {
        let (lo, hi) = (bin as f64 / 10.0, (bin + 1) as f64 / 10.0);
        let inside: Vec<usize> = (0..ps.len())
            .filter(|&i| ps[i] >= lo && (ps[i] < hi || (bin == 9 && ps[i] <= 1.0)))
            .collect();
        if inside.is_empty() {
            continue;
        }
        let mean = inside.iter().map(|&i| ps[i]).sum::<f64>() / inside.len() as f64;
        let won = inside.iter().filter(|&&i| ys[i]).count() as f64 / inside.len() as f64;
        println!(
            "| {:.0}–{:.0}% | {} | {:.1}% | {:.1}% |",
            lo * 100.0,
            hi * 100.0,
            inside.len(),
            mean * 100.0,
            won * 100.0
        );
        csv.push_str(&format!("{bin},{mean:.4},{won:.4},{}\n", inside.len()));
    }
    if let Some(path) = &args.csv {
        std::fs::write(path, csv).unwrap();
    }
    let mut noise: Vec<f64> = test.iter().map(|s| s.noise).filter(|n| !n.is_nan()).collect();
    noise.sort_by(f64::total_cmp);
    let at = |q: f64| noise[((noise.len() as f64 - 1.0) * q) as usize];
    let p95 = at(0.95);
    println!(
        "engine noise over {} positions (chance its own best move gives away): median {:.3}, 95th {p95:.3}, 99th {:.3}; thresholds {:.2} / {:.2} / {:.2}",
        noise.len(),
        at(0.5),
        at(0.99),
        (p95 * 100.0).ceil() / 100.0,
        2.0 * (p95 * 100.0).ceil() / 100.0,
        3.0 * (p95 * 100.0).ceil() / 100.0
    );
}

/// Analyses `games` with the crate's constants, on two threads, and
/// prints accuracy and how often each mark falls.
fn marks(games: &[(Game, Player)], nodes: u64) {
    let start = Instant::now();
    let halves: Vec<&[(Game, Player)]> = games.chunks(games.len().div_ceil(2).max(1)).collect();
    let all: Vec<analysis::GameAnalysis> = std::thread::scope(|scope| {
        let jobs: Vec<_> = halves
            .into_iter()
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|(g, _)| analysis::analyse(g, nodes, |_, _| {}).ok())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    });
    let moves: usize = all.iter().map(|a| a.moves.len()).sum();
    let accuracy: Vec<f64> = all
        .iter()
        .flat_map(|a| [Player::First, Player::Second].map(|p| a.accuracy(p)))
        .flatten()
        .collect();
    println!(
        "{} games, {moves} moves analysed in {:.0} s on two threads; mean accuracy {:.1}",
        all.len(),
        start.elapsed().as_secs_f64(),
        accuracy.iter().sum::<f64>() / accuracy.len() as f64
    );
    for mark in Mark::ALL {
        let n: usize = all
            .iter()
            .map(|a| a.count(Player::First, mark) + a.count(Player::Second, mark))
            .sum();
        println!(
            "{}: {n} ({:.2} per game, {:.1}% of moves)",
            mark.name(),
            n as f64 / all.len() as f64,
            100.0 * n as f64 / moves as f64
        );
    }
}
