//! Renders the position after some moves to a PNG, or the game to a GIF.
//!
//! ```text
//! cargo run --release -p zertz-render --example render -- --variant standard --moves "Wd4,a1;Gd5,b1" --out board.png [--repeat 100]
//! cargo run --release -p zertz-render --example render -- --moves "..." --gif game.gif
//! ```
#![allow(missing_docs)]

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use zertz_render::{Labels, Renderer};
use zertz_rules::{Game, Variant};

#[derive(Parser)]
#[command(about = "Draws a ZÈRTZ position as a PNG, or a game as a GIF")]
struct Args {
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Moves separated by `;`.
    #[arg(long, default_value = "")]
    moves: String,
    /// Where to write the PNG.
    #[arg(long, default_value = "board.png")]
    out: std::path::PathBuf,
    /// Render this many times (writing the last) to time one render.
    #[arg(long, default_value_t = 1)]
    repeat: u32,
    /// Write an animated replay here instead of a PNG.
    #[arg(long)]
    gif: Option<std::path::PathBuf>,
    /// Player names, first player first.
    #[arg(long, num_args = 2, default_values = ["Player 1", "Player 2"])]
    names: Vec<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let mut game = Game::new(args.variant);
    for text in args.moves.split(';').map(str::trim).filter(|m| !m.is_empty()) {
        if let Err(e) = game.play_notation(text) {
            eprintln!("move {} ({text}): {e}", game.ply() + 1);
            return ExitCode::from(1);
        }
    }
    let started = Instant::now();
    let renderer = match Renderer::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    eprintln!("assets prepared in {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
    let names = [args.names[0].as_str(), args.names[1].as_str()];
    let (path, bytes) = if let Some(path) = args.gif {
        let started = Instant::now();
        let bytes = renderer.gif(&game, names, Labels::english());
        eprintln!(
            "{} frames in {:.1} ms",
            game.ply() + 1,
            started.elapsed().as_secs_f64() * 1e3
        );
        (path, bytes)
    } else {
        let started = Instant::now();
        let mut bytes = renderer.game_png(&game, names);
        for _ in 1..args.repeat {
            bytes = renderer.game_png(&game, names);
        }
        let each = started.elapsed().as_secs_f64() * 1e3 / args.repeat.max(1) as f64;
        eprintln!("{} render(s), {each:.2} ms each", args.repeat);
        (args.out, bytes)
    };
    let bytes = match bytes {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::write(&path, &bytes) {
        eprintln!("cannot write {}: {e}", path.display());
        return ExitCode::from(2);
    }
    eprintln!("wrote {} ({} bytes)", path.display(), bytes.len());
    ExitCode::SUCCESS
}
