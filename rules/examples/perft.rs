//! perft and record replay from the command line.
//!
//! ```text
//! cargo run --release -p zertz-rules --example perft -- --variant standard --depth 2 [--divide] [--moves "Wd4,d1;x e3Wc2"]
//! cargo run --release -p zertz-rules --example perft -- --records games.tsv
//! ```
#![allow(missing_docs)]

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use zertz_rules::{perft, Game, IllegalMove, MoveError, Record, ReplayError, Variant};

#[derive(Parser)]
#[command(about = "Counts ZÈRTZ move paths (perft), or replays a record file")]
struct Args {
    /// blitz, standard, tournament, large (or 48-blitz, 61-blitz).
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Depth of the count.
    #[arg(long, default_value_t = 1)]
    depth: u32,
    /// One line per legal move with its count.
    #[arg(long)]
    divide: bool,
    /// Moves to play first, separated by `;`.
    #[arg(long, default_value = "")]
    moves: String,
    /// Replay every game line of this record file instead.
    #[arg(long)]
    records: Option<std::path::PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(path) = &args.records {
        return records(path);
    }
    let mut game = Game::new(args.variant);
    for text in args.moves.split(';').map(str::trim).filter(|m| !m.is_empty()) {
        if let Err(e) = game.play_notation(text) {
            eprintln!("move {} ({text}): {e}", game.ply() + 1);
            return ExitCode::from(1);
        }
    }
    let pos = *game.position();
    let started = Instant::now();
    let total = if args.divide && args.depth > 0 {
        let mut total = 0;
        for m in pos.legal_moves().iter() {
            let mut child = pos;
            child.play_unchecked(m);
            let n = perft(&child, args.depth - 1);
            println!("{} {n}", pos.notation(m));
            total += n;
        }
        total
    } else {
        perft(&pos, args.depth)
    };
    println!("total {total}");
    report(started, total, "nodes");
    ExitCode::SUCCESS
}

fn records(path: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let (mut games, mut ok, mut moves) = (0, 0, 0u64);
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        games += 1;
        match Record::parse(line).and_then(|r| r.verify()) {
            Ok(game) => {
                ok += 1;
                moves += game.ply() as u64;
            }
            Err(e) => println!("line {}: {}", n + 1, explain(line, e)),
        }
    }
    println!("games {games} ok {ok}");
    report(started, moves, "moves");
    ExitCode::SUCCESS
}

/// Adds why a game was already over, since "the game is over" alone hides
/// a repetition draw (R5.3) that the record played through.
fn explain(line: &str, e: ReplayError) -> String {
    if let ReplayError::Move {
        number,
        error: MoveError::Illegal(IllegalMove::GameOver),
        ..
    } = &e
    {
        let over = Record::parse(line)
            .ok()
            .and_then(|r| Game::from_moves(r.variant, &r.moves[..number - 1]).ok())
            .and_then(|g| g.outcome());
        if let Some(outcome) = over {
            return format!("{e} ({})", describe(outcome));
        }
    }
    e.to_string()
}

fn describe(outcome: zertz_rules::Outcome) -> String {
    match outcome {
        zertz_rules::Outcome::Won { winner, reason } => format!("{} won: {reason}", winner.record_name()),
        zertz_rules::Outcome::Drawn { reason } => format!("drawn: {reason}"),
    }
}

fn report(started: Instant, count: u64, what: &str) {
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "{count} {what} in {:.3} s, {:.0} {what}/s",
        secs,
        count as f64 / secs.max(1e-9)
    );
}
