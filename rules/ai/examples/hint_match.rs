//! The course's game, played by a learner who follows every hint: from
//! the standard board's start, the learner moving first, against the
//! computer at its easiest with the bot's settings and seeds. Prints the
//! learner's wins, draws and losses with Wilson's 95% interval, and the
//! share of hinted placements that gave the computer a capture.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example hint_match -- --games 100
//! ```

use std::sync::Mutex;

use clap::Parser;
use zertz_ai::{hint, Engine, Level, Limits};
use zertz_rules::{Game, Move, Player, Variant};

mod common;
use common::{in_parallel, wilson};

#[derive(Parser)]
struct Args {
    /// Number of games (the game ids 1 to this, which seed both sides).
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Print every game the learner did not win as a record line.
    #[arg(long)]
    show_losses: bool,
}

/// One game's result for the learner, and its placements: (hinted, of
/// which gave the computer a capture).
struct Played {
    winner: Option<Player>,
    placements: (usize, usize),
    record: String,
}

/// Game `id` of the course: the learner (first) plays every hint.
fn play(id: u64) -> Played {
    let mut game = Game::new(Variant::STANDARD);
    let mut placements = (0, 0);
    while !game.is_over() {
        let ply = game.ply() as u64;
        let best = if game.position().turn() == Player::First {
            // The bot's seeds: the hint's, and the computer's below.
            hint(&game, id.wrapping_add(ply)).map(|t| t.best)
        } else {
            let seed = id.wrapping_mul(1_000_003).wrapping_add(ply);
            Engine::new(seed)
                .think_game(&game, Level::Easy, Limits::default())
                .map(|t| t.best)
        };
        let Ok(best) = best else { break };
        let placed = matches!(best, Move::Place { .. }) && game.position().turn() == Player::First;
        if game.play(&best).is_err() {
            break;
        }
        if placed {
            placements.0 += 1;
            let gives = !game.is_over()
                && game
                    .position()
                    .legal_moves()
                    .iter()
                    .any(|m| matches!(m, Move::Capture(_)));
            placements.1 += usize::from(gives);
        }
    }
    Played {
        winner: game.outcome().and_then(|o| o.winner()),
        placements,
        record: game.to_record(),
    }
}

fn main() {
    let args = Args::parse();
    let results = Mutex::new(Vec::new());
    in_parallel(args.threads, args.games as usize, |i| {
        let played = play(i as u64 + 1);
        if let Ok(mut all) = results.lock() {
            all.push(played);
        }
    });
    let results = results.into_inner().unwrap_or_default();
    let n = results.len();
    let wins = results.iter().filter(|r| r.winner == Some(Player::First)).count();
    let losses = results.iter().filter(|r| r.winner == Some(Player::Second)).count();
    let draws = n - wins - losses;
    if args.show_losses {
        for r in results.iter().filter(|r| r.winner != Some(Player::First)) {
            println!("{}", r.record);
        }
    }
    let (hinted, giving) = results
        .iter()
        .fold((0, 0), |(h, g), r| (h + r.placements.0, g + r.placements.1));
    let (low, high) = wilson(wins as f64 / n.max(1) as f64, n as f64);
    println!(
        "hints vs easy from the start, learner first: {n} games, +{wins} ={draws} -{losses}, \
         won {:.1}% (95%: {:.1}% to {:.1}%); {giving} of {hinted} hinted placements gave a capture",
        100.0 * wins as f64 / n.max(1) as f64,
        100.0 * low,
        100.0 * high
    );
}
