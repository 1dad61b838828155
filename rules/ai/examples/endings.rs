//! How often the last positions of real games hold a forced result that
//! the analysis's budget misses and a search ten times deeper finds: the
//! measure for solving endings exactly.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example endings -- ../shared/games/boardspace-sample.tsv --games 40 --last 10
//! ```
//!
//! Positions: the last `--last` of each held-out game (as
//! `analysis_quality` takes them), leaving out finished ones and those
//! with one legal move. Each is searched by hard at `--nodes` and at
//! `--deeper` times as many; a forced result is a score past
//! [`MATE_BOUND`]. One thread.
#![allow(clippy::unwrap_used)]

use clap::Parser;

mod common;
use common::Yardstick;
use zertz_ai::{Engine, Level, Limits, Score, MATE, MATE_BOUND};

#[derive(Parser)]
struct Args {
    #[command(flatten)]
    on: Yardstick,
    /// Positions from the end of each game.
    #[arg(long, default_value_t = 10)]
    last: usize,
    /// Prints every position's two searches.
    #[arg(long)]
    verbose: bool,
}

fn forced(score: Score) -> bool {
    score.abs() > MATE_BOUND
}

fn main() {
    let args = Args::parse();
    let mut shallow = Engine::new(0);
    let mut deep = Engine::new(0);
    // Positions; forced at both budgets; at the deeper only; at the
    // shallow only; best moves differing where neither is forced.
    let (mut positions, mut both, mut deeper_only, mut shallow_only, mut neither, mut other_move) = (0, 0, 0, 0, 0, 0);
    let mut missed_plies = Vec::new();
    let mut missed_vacant = Vec::new();
    for game in args.on.games() {
        let all = game.positions();
        for (from_end, pos) in all.iter().rev().enumerate().take(args.last) {
            if pos.is_game_over() || pos.legal_moves().len() < 2 {
                continue;
            }
            let a = shallow.think(pos, Level::Hard, Limits::nodes(args.on.nodes)).unwrap();
            let b = deep
                .think(pos, Level::Hard, Limits::nodes(args.on.nodes * args.on.deeper))
                .unwrap();
            positions += 1;
            match (forced(a.score), forced(b.score)) {
                (true, true) => both += 1,
                (false, true) => {
                    deeper_only += 1;
                    missed_plies.push(MATE - b.score.abs());
                    missed_vacant.push(pos.vacant().len());
                }
                (true, false) => shallow_only += 1,
                (false, false) => {
                    neither += 1;
                    other_move += usize::from(a.best != b.best);
                }
            }
            if args.verbose {
                println!(
                    "{from_end} from the end, {} vacant: depth {} score {} {} | depth {} score {} {}",
                    pos.vacant().len(),
                    a.depth,
                    a.score,
                    pos.notation(&a.best),
                    b.depth,
                    b.score,
                    pos.notation(&b.best)
                );
            }
        }
    }
    missed_plies.sort_unstable();
    missed_vacant.sort_unstable();
    println!(
        "{positions} positions, the last {} of {} held-out games, {} against {} nodes:",
        args.last,
        args.on.games,
        args.on.nodes,
        args.on.nodes * args.on.deeper
    );
    println!("| forced result found | positions |");
    println!("|---|---|");
    println!("| at both budgets | {both} |");
    println!("| only by the deeper search | {deeper_only} |");
    println!("| only by the shallow search | {shallow_only} |");
    println!("| by neither (another best move in {other_move}) | {neither} |");
    println!("missed forced results, plies to the end: {missed_plies:?}; vacant rings: {missed_vacant:?}");
}
