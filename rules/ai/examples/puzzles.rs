//! Finds puzzles in real games: every position of every game is looked at
//! ([`zertz_ai::puzzle::Finder`]); positions where one move alone wins by
//! force become puzzles, appended to the puzzle file.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example puzzles -- \
//!     [--games ../shared/games/boardspace-sample.tsv] [--out bot/assets/puzzles.tsv] \
//!     [--limit GAMES] [--threads N]
//! ```
//!
//! Resumable: `OUT.progress` records how many games are done, the
//! positions walked and the seconds spent; a new run goes on from there.
//! At the end it prints the counts by board and theme.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::time::Instant;

use zertz_ai::puzzle::{Finder, Puzzle, Theme};
use zertz_rules::Record;

/// Games handed out between two saves of the progress.
const CHUNK: usize = 40;

struct Args {
    games: String,
    out: String,
    limit: usize,
    threads: usize,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        games: "../shared/games/boardspace-sample.tsv".into(),
        out: "bot/assets/puzzles.tsv".into(),
        limit: usize::MAX,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<usize>()
                .map_err(|_| format!("{flag}: {value} is not a number"))
        };
        match flag.as_str() {
            "--games" => a.games = value.clone(),
            "--out" => a.out = value.clone(),
            "--limit" => a.limit = number()?,
            "--threads" => a.threads = number()?.max(1),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(a)
}

/// Games done, positions walked, seconds spent: what a run resumes from.
fn progress(path: &str) -> (usize, u64, f64) {
    let text = fs::read_to_string(path).unwrap_or_default();
    let mut f = text.split_whitespace();
    let mut next = || f.next().unwrap_or("0").to_string();
    (
        next().parse().unwrap_or(0),
        next().parse().unwrap_or(0),
        next().parse().unwrap_or(0.0),
    )
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = args()?;
    let text = fs::read_to_string(&args.games)?;
    let records: Vec<(usize, Record)> = text
        .lines()
        .enumerate()
        .filter_map(|(i, l)| Record::parse(l).ok().map(|r| (i, r)))
        .take(args.limit)
        .collect();
    let progress_path = format!("{}.progress", args.out);
    let (mut done, mut walked, mut seconds) = progress(&progress_path);
    let started = Instant::now();
    let before = seconds;
    while done < records.len() {
        let chunk = &records[done..(done + CHUNK).min(records.len())];
        let found: Vec<(Vec<String>, u64)> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..args.threads)
                .map(|t| {
                    s.spawn(move || {
                        let mut finder = Finder::default();
                        let (mut lines, mut positions) = (Vec::new(), 0);
                        for (i, record) in chunk.iter().skip(t).step_by(args.threads) {
                            let Ok((game, _)) = record.replay_to_end() else {
                                continue;
                            };
                            for ply in 0..game.positions().len() {
                                positions += 1;
                                let id = u32::try_from(i * 1000 + ply).unwrap_or(u32::MAX);
                                if let Some(line) = finder.find(&game, ply, id).and_then(|p| p.to_line().ok()) {
                                    lines.push(line);
                                }
                            }
                        }
                        (lines, positions)
                    })
                })
                .collect();
            workers.into_iter().filter_map(|w| w.join().ok()).collect()
        });
        let mut lines: Vec<String> = found.iter().flat_map(|(l, _)| l.iter().cloned()).collect();
        lines.sort_by_key(|l| l.split('\t').next().and_then(|id| id.parse::<u32>().ok()));
        let mut out = OpenOptions::new().create(true).append(true).open(&args.out)?;
        for line in &lines {
            writeln!(out, "{line}")?;
        }
        done += chunk.len();
        walked += found.iter().map(|(_, p)| p).sum::<u64>();
        seconds = before + started.elapsed().as_secs_f64();
        fs::write(&progress_path, format!("{done} {walked} {seconds:.0}\n"))?;
        eprintln!("{done} games, {walked} positions, {seconds:.0} s");
    }
    report(&args.out, walked, seconds)
}

/// Counts by board, theme, length and rating.
fn report(path: &str, walked: u64, seconds: f64) -> Result<(), Box<dyn std::error::Error>> {
    let text = fs::read_to_string(path)?;
    let puzzles: Vec<Puzzle> = text.lines().filter_map(|l| Puzzle::parse(l).ok()).collect();
    let mut boards: BTreeMap<&str, usize> = BTreeMap::new();
    let mut themes: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut lengths: BTreeMap<usize, usize> = BTreeMap::new();
    for p in &puzzles {
        *boards.entry(p.variant.name()).or_default() += 1;
        *lengths.entry(p.solver_moves()).or_default() += 1;
        for &t in &p.themes {
            *themes.entry(t).or_default() += 1;
        }
    }
    println!(
        "{} puzzles from {walked} positions ({:.2}%), {seconds:.0} s",
        puzzles.len(),
        100.0 * puzzles.len() as f64 / walked.max(1) as f64
    );
    println!("by board: {boards:?}");
    println!(
        "by theme: {:?}",
        themes.iter().map(|(t, n)| (t.word(), n)).collect::<Vec<_>>()
    );
    println!("by length (solver moves): {lengths:?}");
    let mut ratings: Vec<u32> = puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    if let (Some(lo), Some(hi)) = (ratings.first(), ratings.last()) {
        println!("ratings {lo}..{hi}, median {}", ratings[ratings.len() / 2]);
    }
    Ok(())
}
