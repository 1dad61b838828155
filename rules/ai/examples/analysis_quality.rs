//! How far the analysis can be trusted, on held-out real games (every
//! fifth decided game of the file, the ones `fit_win_chance` leaves out):
//! - its time per 40 moves on each board, one game per thread, and how
//!   often each mark falls;
//! - its marks against those of a search `--deeper` times as deep:
//!   precision (of the moves it marks, the share the deeper one marks
//!   too) and recall (of the deeper one's marks, the share it finds),
//!   with the crate's thresholds, and for other inaccuracy thresholds of
//!   the shallow analysis beside them;
//! - with `--csv`, every move's searches, to judge them other ways
//!   without searching again.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example analysis_quality -- \
//!     ../shared/games/boardspace-sample.tsv --games 40 --deeper 10
//! ```
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use clap::Parser;

mod common;
use common::Yardstick;
use zertz_ai::analysis::{self, Evaluation, GameAnalysis, Mark, THRESHOLDS};
use zertz_rules::Game;

#[derive(Parser)]
struct Args {
    #[command(flatten)]
    on: Yardstick,
    /// Games analysed at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Writes here, as CSV, each move's searches at both budgets (the
    /// scores by depth before and after it) and its loss by each.
    #[arg(long)]
    csv: Option<String>,
    /// Judges the shallow analysis without its second look near the line.
    #[arg(long)]
    plain: bool,
    /// With `--csv`, also searches every position at this many times the
    /// nodes (the second look's factor, say) and writes those searches as
    /// the `look` budget, to try other second looks without searching again.
    #[arg(long)]
    look: Option<u64>,
}

/// One game analysed at both budgets, with the time the shallow one took.
struct Judged {
    game: Game,
    shallow: GameAnalysis,
    took: Duration,
    deep: Option<GameAnalysis>,
    /// The searches of each position at each budget: shallow, deep and
    /// (with `--look`) the second look's.
    evals: (Vec<Evaluation>, Vec<Evaluation>, Vec<Evaluation>),
}

fn main() {
    let args = Args::parse();
    let games = args.on.games();
    let start = Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut judged: Vec<(usize, Judged)> = std::thread::scope(|scope| {
        let jobs: Vec<_> = (0..args.threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(game) = games.get(i) else { break };
                        let t = Instant::now();
                        let nodes = analysis::budget(game.variant(), args.on.nodes);
                        let shallow_evals = analysis::evaluations(game, nodes, |_, _| {}).unwrap();
                        let shallow = if !args.plain {
                            analysis::judge_with_second_look(game, &shallow_evals, nodes, |_| {}).unwrap()
                        } else {
                            analysis::judge(game, &shallow_evals)
                        };
                        let took = t.elapsed();
                        let deep_evals = if args.on.deeper > 0 {
                            analysis::evaluations(game, nodes * args.on.deeper, |_, _| {}).unwrap()
                        } else {
                            Vec::new()
                        };
                        let deep = (args.on.deeper > 0).then(|| analysis::judge(game, &deep_evals));
                        let look_evals = match args.look {
                            Some(f) if args.csv.is_some() => analysis::evaluations(game, nodes * f, |_, _| {}).unwrap(),
                            _ => Vec::new(),
                        };
                        eprintln!("game {} of {} done", i + 1, games.len());
                        out.push((
                            i,
                            Judged {
                                game: game.clone(),
                                shallow,
                                took,
                                deep,
                                evals: (shallow_evals, deep_evals, look_evals),
                            },
                        ));
                    }
                    out
                })
            })
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    });
    judged.sort_by_key(|(i, _)| *i);
    let judged: Vec<Judged> = judged.into_iter().map(|(_, j)| j).collect();
    println!(
        "{} held-out games at {} nodes a position, {:.0} s in all on {} threads",
        judged.len(),
        args.on.nodes,
        start.elapsed().as_secs_f64(),
        args.threads
    );
    timing(&judged);
    marks(&judged);
    if args.on.deeper > 0 {
        agreement(&judged, args.on.deeper);
        if let Some(path) = &args.csv {
            write_csv(&judged, path);
        }
    }
}

/// Every move's searches at both budgets, to try other ways of judging
/// without searching again: the scores by depth of the position before
/// and after it, whether the engine chose it, and the mover's result if it
/// ended the game.
fn write_csv(judged: &[Judged], path: &str) {
    let mut out =
        String::from("game,move,budget,capture,own_choice,result,before,after,after_score,shallow_lost,deep_lost\n");
    let depths = |e: &Evaluation| {
        let parts: Vec<String> = e.by_depth.iter().map(|(d, s)| format!("{d}:{s}")).collect();
        parts.join(" ")
    };
    for (g, j) in judged.iter().enumerate() {
        let deep = j.deep.as_ref().unwrap();
        let moves = j.game.moves();
        for (budget, evals) in [("shallow", &j.evals.0), ("deep", &j.evals.1), ("look", &j.evals.2)] {
            if evals.is_empty() {
                continue;
            }
            for (i, (s, d)) in j.shallow.moves.iter().zip(&deep.moves).enumerate() {
                let played = moves[i];
                let over = j.game.positions()[i + 1].outcome().filter(|_| i + 1 == moves.len());
                let result = over.map_or(String::new(), |o| match o.winner() {
                    Some(w) if w == s.mover => "1".into(),
                    Some(_) => "0".into(),
                    None => "0.5".into(),
                });
                out += &format!(
                    "{g},{},{budget},{},{},{result},{},{},{},{:.4},{:.4}\n",
                    s.number,
                    u8::from(played.is_capture() || played == zertz_rules::Move::Pass),
                    u8::from(evals[i].best == Some(played)),
                    depths(&evals[i]),
                    depths(&evals[i + 1]),
                    evals[i + 1].score,
                    s.lost(),
                    d.lost()
                );
            }
        }
    }
    std::fs::write(path, out).unwrap();
}

/// Seconds per 40 moves, by board.
fn timing(judged: &[Judged]) {
    println!(
        "| board | games | moves | seconds per 40 moves (mean) | slowest game, per 40 moves |\n|---|---|---|---|---|"
    );
    for (name, variant) in zertz_rules::Variant::NAMED {
        let on: Vec<&Judged> = judged.iter().filter(|j| j.game.variant() == variant).collect();
        if on.is_empty() {
            continue;
        }
        let moves: usize = on.iter().map(|j| j.game.moves().len()).sum();
        let secs: f64 = on.iter().map(|j| j.took.as_secs_f64()).sum();
        let slowest = on
            .iter()
            .map(|j| 40.0 * j.took.as_secs_f64() / j.game.moves().len().max(1) as f64)
            .fold(0.0, f64::max);
        println!(
            "| {name} | {} | {moves} | {:.2} | {slowest:.2} |",
            on.len(),
            40.0 * secs / moves.max(1) as f64
        );
    }
}

/// How often each mark falls, and the players' mean accuracy.
fn marks(judged: &[Judged]) {
    let moves: usize = judged.iter().map(|j| j.shallow.moves.len()).sum();
    let players = [zertz_rules::Player::First, zertz_rules::Player::Second];
    let accuracy: Vec<f64> = judged
        .iter()
        .flat_map(|j| players.map(|p| j.shallow.accuracy(p)))
        .flatten()
        .collect();
    println!(
        "\n{moves} moves; mean accuracy {:.1}\n| mark | moves | per game | share of moves |\n|---|---|---|---|",
        accuracy.iter().sum::<f64>() / accuracy.len().max(1) as f64
    );
    for mark in Mark::ALL {
        let n: usize = judged
            .iter()
            .map(|j| players.map(|p| j.shallow.count(p, mark)).iter().sum::<usize>())
            .sum();
        println!(
            "| {} | {n} | {:.2} | {:.1}% |",
            mark.name(),
            n as f64 / judged.len().max(1) as f64,
            100.0 * n as f64 / moves.max(1) as f64
        );
    }
}

/// Precision and recall of the shallow marks against the deep ones.
fn agreement(judged: &[Judged], deeper: u64) {
    let pairs: Vec<(f64, f64)> = judged
        .iter()
        .flat_map(|j| {
            let deep = j.deep.as_ref().unwrap();
            j.shallow
                .moves
                .iter()
                .zip(&deep.moves)
                .map(|(s, d)| (s.lost(), d.lost()))
        })
        .collect();
    let deep_line = THRESHOLDS.inaccuracy;
    println!(
        "\nmarks against a search {deeper}x deeper ({} moves; the deeper marks at {deep_line:.2}):",
        pairs.len()
    );
    println!("| shallow threshold | marked | deeper marked | both | precision | recall |\n|---|---|---|---|---|---|");
    for step in 0..=8 {
        let line = deep_line - 0.08 + 0.02 * f64::from(step);
        let marked = pairs.iter().filter(|(s, _)| *s >= line).count();
        let deep = pairs.iter().filter(|(_, d)| *d >= deep_line).count();
        let both = pairs.iter().filter(|(s, d)| *s >= line && *d >= deep_line).count();
        let crate_line = if (line - deep_line).abs() < 1e-9 {
            " (the crate's)"
        } else {
            ""
        };
        println!(
            "| {line:.2}{crate_line} | {marked} | {deep} | {both} | {:.1}% | {:.1}% |",
            100.0 * both as f64 / marked.max(1) as f64,
            100.0 * both as f64 / deep.max(1) as f64
        );
    }
}
