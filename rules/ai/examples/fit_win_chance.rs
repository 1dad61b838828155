//! Fits the analysis's win-chance model on real games and reports how
//! well it fits. Kept here so the model can be refitted
//! whenever the evaluation changes:
//!
//! ```sh
//! cargo run --release -p zertz-ai --example fit_win_chance -- \
//!     ../shared/games/boardspace-sample.tsv --train 4000 --test 1985 --test-every 3 --fresh 2000 \
//!     --dump samples.csv --csv docs/win-chance-calibration.csv
//! cargo run --release -p zertz-ai --example fit_win_chance -- \
//!     ../shared/games/boardspace-sample.tsv --samples samples.csv
//! cargo run --release -p zertz-ai --example fit_win_chance -- \
//!     ../shared/games/boardspace-sample.tsv --marks 200
//! ```
//!
//! Games are the decided ones (`P0`/`P1`); every fifth is held out, so
//! that both parts hold every board of the file, and `--train` and
//! `--test` games are taken evenly from each part. From each training
//! game every fifth position (every `--test-every`th from a held-out one) is scored
//! at the analysis budget of its board and labelled with whether its side
//! to move won. The model is `1 / (1 + e^-(weight ln(1 + |score|/knee) + to_move))`
//! (the logarithm signed as the score), its knee chosen on a grid for the
//! least log-loss and its weight and side-to-move term by logistic
//! regression; a forced result's chance is the share of those found in
//! training positions that the side to move went on to win. An odd
//! `--test-every` takes positions of both players from each game: with
//! an even one, every position of a game has the same side to move, and
//! the game's one result then weighs on one side of the curve only. The
//! baseline is a logistic curve on the marbles each player holds (three
//! weights, one per colour, of the difference).
//! The mark thresholds are chosen against a deeper search by
//! `analysis_quality`.
//! `--samples FILE` fits and tests on the positions a `--dump` wrote,
//! without searching (and without the marble baseline, which the dump
//! does not keep).
//! `--marks N` analyses the last N decided games with the constants in
//! the crate and prints accuracy and how often each mark falls.
#![allow(clippy::unwrap_used, clippy::needless_range_loop)]

use std::time::Instant;

use clap::Parser;

mod common;
use common::{decided, fit, held_out, sigmoid, spread, unused};
use zertz_ai::analysis::{self, Mark, ANALYSIS_NODES, WIN_MODEL};
use zertz_ai::Engine;
use zertz_rules::{Colour, Game, Player, Position};

#[derive(Parser)]
struct Args {
    /// The games, one record a line.
    file: String,
    /// Games to fit on, spread over the four fifths not held out.
    #[arg(long, default_value_t = 4000)]
    train: usize,
    /// Held-out games to test on, spread over the fifth held out.
    #[arg(long, default_value_t = 1985)]
    test: usize,
    /// Score every Nth position of each held-out game.
    #[arg(long, default_value_t = 3)]
    test_every: usize,
    /// Nodes a position of a standard board (fewer on larger ones).
    #[arg(long, default_value_t = ANALYSIS_NODES)]
    nodes: u64,
    /// Write the held-out calibration here as CSV (bin, predicted, won, n).
    #[arg(long)]
    csv: Option<String>,
    /// Write every position sampled here as CSV (part, variant, ply,
    /// mover, score, won), to study other model forms.
    #[arg(long)]
    dump: Option<String>,
    /// Instead of searching: fit and test on the positions of this dump.
    #[arg(long, conflicts_with = "dump")]
    samples: Option<String>,
    /// Instead: analyse this many held-out games and count the marks.
    #[arg(long)]
    marks: Option<usize>,
    /// Also tests the fitted model on this many games of the four fifths
    /// that the fit did not use: a check on games no choice of the
    /// model's form was judged on.
    #[arg(long, default_value_t = 0)]
    fresh: usize,
}

/// A scored position: the score, the side to move's marbles held minus
/// the opponent's by colour, and whether the side to move won.
#[derive(Clone)]
struct Sample {
    score: i32,
    /// The position's board, moves played and side to move, for `--dump`.
    variant: String,
    ply: usize,
    mover: usize,
    marbles: [f64; 3],
    won: bool,
}

fn marbles(pos: &Position) -> [f64; 3] {
    let (me, them) = (pos.captured(pos.turn()), pos.captured(pos.turn().other()));
    Colour::ALL.map(|c| f64::from(me.get(c)) - f64::from(them.get(c)))
}

/// Samples every `every`th position of each game, on two threads.
fn sample(games: &[(Game, Player)], nodes: u64, every: usize) -> Vec<Sample> {
    let halves: Vec<&[(Game, Player)]> = games.chunks(games.len().div_ceil(2).max(1)).collect();
    std::thread::scope(|scope| {
        let jobs: Vec<_> = halves
            .into_iter()
            .map(|part| {
                scope.spawn(move || {
                    let mut engine = Engine::new(0);
                    let mut out = Vec::new();
                    for (g, (game, winner)) in part.iter().enumerate() {
                        let nodes = analysis::budget(game.variant(), nodes);
                        for (ply, pos) in game.positions().iter().enumerate().skip(g % every).step_by(every) {
                            if pos.is_game_over() {
                                continue;
                            }
                            let Ok(eval) = analysis::evaluate(&mut engine, pos, nodes) else {
                                continue;
                            };
                            out.push(Sample {
                                score: eval.score,
                                variant: game.variant().name().to_string(),
                                ply,
                                mover: pos.turn().index(),
                                marbles: marbles(pos),
                                won: pos.turn() == *winner,
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
    if let Some(path) = &args.samples {
        let (train, test, fresh) = load(path);
        let model = fit_model(&train);
        println!("fitted on {} positions of {path}: {}", train.len(), describe(&model));
        report("held out", &model, &test, None, args.csv.as_deref());
        if !fresh.is_empty() {
            println!(
                "\nfresh: {} positions of training-part games the fit did not use",
                fresh.len()
            );
            report("fresh", &model, &fresh, None, None);
        }
        return;
    }
    let (fit_part, test_part) = held_out(&decided(&args.file));
    let held_out = spread(&test_part, args.test);
    if let Some(n) = args.marks {
        return marks(&spread(&test_part, n), args.nodes);
    }
    let start = Instant::now();
    let train = sample(&spread(&fit_part, args.train), args.nodes, 5);
    let fit_secs = start.elapsed().as_secs_f64();
    let model = fit_model(&train);
    let base = fit(
        &train.iter().map(|s| s.marbles.to_vec()).collect::<Vec<_>>(),
        &train.iter().map(|s| s.won).collect::<Vec<_>>(),
    );
    println!(
        "fitted on {} positions of {} games in {fit_secs:.0} s: {}; marble baseline weights {base:?}",
        train.len(),
        args.train,
        describe(&model),
    );
    let start = Instant::now();
    let test = sample(&held_out, args.nodes, args.test_every.max(1));
    println!(
        "held out: {} positions of {} games scored in {:.0} s",
        test.len(),
        held_out.len(),
        start.elapsed().as_secs_f64()
    );
    report("held out", &model, &test, Some(&base), args.csv.as_deref());
    let fresh_games = match args.fresh {
        0 => Vec::new(),
        n => spread(&unused(&fit_part, args.train), n),
    };
    let start = Instant::now();
    let fresh = sample(&fresh_games, args.nodes, args.test_every.max(1));
    if !fresh.is_empty() {
        println!(
            "\nfresh: {} positions of {} training-part games the fit did not use, scored in {:.0} s",
            fresh.len(),
            fresh_games.len(),
            start.elapsed().as_secs_f64()
        );
        report("fresh", &model, &fresh, Some(&base), None);
    }
    if let Some(path) = &args.dump {
        let mut csv = String::from("part,variant,ply,mover,score,won\n");
        for (part, samples) in [("train", &train), ("test", &test), ("fresh", &fresh)] {
            for s in samples.iter() {
                csv.push_str(&format!(
                    "{part},{},{},{},{},{}\n",
                    s.variant,
                    s.ply,
                    s.mover,
                    s.score,
                    u8::from(s.won)
                ));
            }
        }
        std::fs::write(path, csv).unwrap();
    }
}

fn describe(model: &analysis::WinModel) -> String {
    format!(
        "weight {:.3}, knee {:.0}, to move {:.3}, forced win {:.3}, forced loss {:.3} (the crate uses {:?})",
        model.weight, model.knee, model.to_move, model.forced_win, model.forced_loss, WIN_MODEL
    )
}

/// The training, the held-out and the fresh positions of a `--dump` file.
fn load(path: &str) -> (Vec<Sample>, Vec<Sample>, Vec<Sample>) {
    let text = std::fs::read_to_string(path).unwrap();
    let (mut train, mut test, mut fresh) = (Vec::new(), Vec::new(), Vec::new());
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let sample = Sample {
            variant: f[1].to_string(),
            ply: f[2].parse().unwrap(),
            mover: f[3].parse().unwrap(),
            score: f[4].parse().unwrap(),
            marbles: [0.0; 3],
            won: f[5] == "1",
        };
        match f[0] {
            "train" => &mut train,
            "fresh" => &mut fresh,
            _ => &mut test,
        }
        .push(sample);
    }
    (train, test, fresh)
}

/// Prints the model's Brier score, log-loss and calibration table on
/// `test`, the positions named `label` (and the marble baseline's Brier
/// score, given its weights), and writes the table to `--csv`.
fn report(label: &str, model: &analysis::WinModel, test: &[Sample], base: Option<&[f64]>, csv_path: Option<&str>) {
    let ys: Vec<bool> = test.iter().map(|s| s.won).collect();
    let ps: Vec<f64> = test.iter().map(|s| model.chance(s.score)).collect();
    let marbles_only = base.map_or(String::from("not kept in a dump"), |base| {
        let bs: Vec<f64> = test
            .iter()
            .map(|s| sigmoid(s.marbles.iter().zip(base).map(|(a, b)| a * b).sum()))
            .collect();
        format!("{:.4}", brier(&bs, &ys))
    });
    println!(
        "{label}: {} positions; Brier {:.4} (model) vs {marbles_only} (marbles only) vs 0.2500 (a coin); log-loss {:.4}",
        test.len(),
        brier(&ps, &ys),
        log_loss(&ps, &ys)
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
    if let Some(path) = csv_path {
        std::fs::write(path, csv).unwrap();
    }
}

/// The model of least log-loss on `train`. A forced win's chance is the
/// share of the side to move's forced wins that it won, a forced loss's
/// the share of its forced losses that it won (one of each added, so that
/// a few positions cannot make either certain). On the positions without
/// a forced result, for each knee on a grid, the weight and the side to
/// move's term are a logistic regression on `ln(1 + |score| / knee)`
/// (signed) and a constant.
fn fit_model(train: &[Sample]) -> analysis::WinModel {
    let (forced, open): (Vec<&Sample>, Vec<&Sample>) =
        train.iter().partition(|s| s.score.abs() >= zertz_ai::MATE_BOUND);
    let share_won = |winning: bool| {
        let side: Vec<&&Sample> = forced.iter().filter(|s| (s.score > 0) == winning).collect();
        (side.iter().filter(|s| s.won).count() as f64 + 1.0) / (side.len() as f64 + 2.0)
    };
    let (forced_win, forced_loss) = (share_won(true), share_won(false));
    let ys: Vec<bool> = open.iter().map(|s| s.won).collect();
    let mut best = (f64::INFINITY, WIN_MODEL);
    for knee in (5..=250).map(|i| f64::from(i) * 4.0) {
        let xs: Vec<Vec<f64>> = open
            .iter()
            .map(|s| {
                let score = f64::from(s.score);
                vec![score.signum() * (score.abs() / knee).ln_1p(), 1.0]
            })
            .collect();
        let w = fit(&xs, &ys);
        let model = analysis::WinModel {
            weight: w[0],
            knee,
            to_move: w[1],
            forced_win,
            forced_loss,
        };
        let ps: Vec<f64> = open.iter().map(|s| model.chance(s.score)).collect();
        let loss = log_loss(&ps, &ys);
        if loss < best.0 {
            best = (loss, model);
        }
    }
    best.1
}

fn log_loss(ps: &[f64], ys: &[bool]) -> f64 {
    ps.iter()
        .zip(ys)
        .map(|(p, &y)| {
            let p = p.clamp(1e-6, 1.0 - 1e-6);
            if y {
                -p.ln()
            } else {
                -(1.0 - p).ln()
            }
        })
        .sum::<f64>()
        / ps.len().max(1) as f64
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
                        .filter_map(|(g, _)| analysis::analyse(g, analysis::budget(g.variant(), nodes), |_| {}).ok())
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
