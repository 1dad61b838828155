//! The tactics suite: the engine at level hard on every checked puzzle of
//! `bot/assets/puzzles.tsv` (positions where exactly one move wins by
//! force), at fixed budgets, printing the share it solves and how long it
//! takes, by board and by length.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example tactics -- --budgets 10ms,100ms,1s
//! ```
//!
//! A puzzle is solved when the move the engine plays is the puzzle's
//! first move. The time to solve is when the search settled on it: the
//! end of the first iteration from which every iteration chose it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Parser;
use zertz_ai::puzzle::Puzzle;
use zertz_ai::{Engine, Level, Limits};

#[derive(Parser)]
struct Args {
    /// The puzzle file.
    #[arg(long, default_value = "bot/assets/puzzles.tsv")]
    file: std::path::PathBuf,
    /// Budgets per puzzle: times (`10ms`, `1s`) or node counts (`50000n`).
    #[arg(long, value_delimiter = ',', default_value = "10ms,100ms,1s")]
    budgets: Vec<Budget>,
    /// Every n-th puzzle only (1: all).
    #[arg(long, default_value_t = 1)]
    every: usize,
    /// Puzzles searched at once, one thread each.
    #[arg(long, default_value_t = 2)]
    threads: usize,
}

#[derive(Copy, Clone, Debug)]
struct Budget(Limits);

impl std::str::FromStr for Budget {
    type Err = String;
    fn from_str(s: &str) -> Result<Budget, String> {
        let number = |n: &str| n.parse::<u64>().map_err(|_| format!("bad budget {s:?}"));
        let limits = if let Some(ms) = s.strip_suffix("ms") {
            Limits::time(Duration::from_millis(number(ms)?))
        } else if let Some(secs) = s.strip_suffix('s') {
            Limits::time(Duration::from_secs(number(secs)?))
        } else if let Some(n) = s.strip_suffix('n') {
            Limits::nodes(number(n)?)
        } else {
            return Err(format!("a budget is like 10ms, 1s or 50000n, not {s:?}"));
        };
        Ok(Budget(limits))
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0.time, self.0.nodes) {
            (Some(t), _) => write!(f, "{} ms", t.as_millis()),
            (None, Some(n)) => write!(f, "{n} nodes"),
            (None, None) => f.write_str("the level's time"),
        }
    }
}

/// One puzzle's result at one budget.
struct Tried {
    board: &'static str,
    length: usize,
    /// When (and after how many nodes) the search settled on the
    /// solution, if it did.
    solved: Option<(Duration, u64)>,
}

fn try_one(engine: &mut Engine, puzzle: &Puzzle, budget: Budget) -> Option<Tried> {
    let game = puzzle.game().ok()?;
    let wanted = *puzzle.solution.first()?;
    let thought = engine.think_game(&game, Level::Hard, budget.0).ok()?;
    let solved = (thought.best == wanted).then(|| {
        let settled = thought
            .iterations
            .iter()
            .rposition(|i| i.best != wanted)
            .map_or(0, |last_wrong| last_wrong + 1);
        thought
            .iterations
            .get(settled)
            .map_or((thought.elapsed, thought.nodes), |i| (i.elapsed, i.nodes))
    });
    Some(Tried {
        board: puzzle.variant.name(),
        length: puzzle.solver_moves(),
        solved,
    })
}

/// "solved/tried (share); to settle: median, 95th percentile and most
/// time, and median and 95th percentile nodes".
fn summary(results: &[&Tried]) -> String {
    let mut times: Vec<Duration> = results.iter().filter_map(|r| r.solved.map(|s| s.0)).collect();
    let mut nodes: Vec<u64> = results.iter().filter_map(|r| r.solved.map(|s| s.1)).collect();
    times.sort();
    nodes.sort();
    let share = 100.0 * times.len() as f64 / results.len().max(1) as f64;
    let at = |q: f64| (times.len().saturating_sub(1) as f64 * q).round() as usize;
    let ms = |i: usize| {
        times
            .get(i)
            .map_or("-".to_string(), |t| format!("{:.1}", t.as_secs_f64() * 1000.0))
    };
    let kn = |i: usize| {
        nodes
            .get(i)
            .map_or("-".to_string(), |n| format!("{:.1}k", *n as f64 / 1000.0))
    };
    format!(
        "{}/{} ({share:.1}%); settled in {} / {} / {} ms (median / 95% / most), {} / {} nodes",
        times.len(),
        results.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(times.len().saturating_sub(1)),
        kn(at(0.5)),
        kn(at(0.95)),
    )
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let text = std::fs::read_to_string(&args.file).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let puzzles: Vec<Puzzle> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .step_by(args.every.max(1))
        .map(Puzzle::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    println!("{} puzzles from {}", puzzles.len(), args.file.display());
    for &budget in &args.budgets {
        let started = Instant::now();
        let next = AtomicUsize::new(0);
        let results = Mutex::new(Vec::new());
        std::thread::scope(|s| {
            for _ in 0..args.threads.max(1) {
                s.spawn(|| {
                    let mut engine = Engine::new(1);
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(puzzle) = puzzles.get(i) else {
                            break;
                        };
                        if let (Some(r), Ok(mut all)) = (try_one(&mut engine, puzzle, budget), results.lock()) {
                            all.push(r);
                        }
                    }
                });
            }
        });
        let results = results.into_inner().unwrap_or_default();
        let all: Vec<&Tried> = results.iter().collect();
        println!(
            "\nhard at {budget} a puzzle: {} ({:.0} s)",
            summary(&all),
            started.elapsed().as_secs_f64()
        );
        let mut boards: Vec<&str> = results.iter().map(|r| r.board).collect();
        boards.sort();
        boards.dedup();
        for board in boards {
            let some: Vec<&Tried> = results.iter().filter(|r| r.board == board).collect();
            println!("  {board:>10}: {}", summary(&some));
        }
        let longest = results.iter().map(|r| r.length).max().unwrap_or(0);
        for length in 1..=longest {
            let some: Vec<&Tried> = results.iter().filter(|r| r.length == length).collect();
            println!("  win in {length}: {}", summary(&some));
        }
    }
    Ok(())
}
