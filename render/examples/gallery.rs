//! Writes a gallery of pictures covering every board and every kind of
//! move, to look at all at once: `cargo run --release -p zertz-render
//! --example gallery -- [DIR]` (default `gallery/`).
#![allow(missing_docs, clippy::unwrap_used)]

use zertz_render::{Labels, Renderer, Scene};
use zertz_rules::{Board, Game, Outcome, Record, Variant, WinReason};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

/// A test on a game in progress.
type Pick = Box<dyn Fn(&Game) -> bool>;

/// The first prefix of a real game where `pick` holds, as a game.
fn find(pick: impl Fn(&Game) -> bool) -> Option<Game> {
    for line in RECORDS.lines() {
        let record = Record::parse(line).ok()?;
        let mut game = Game::new(record.variant);
        for m in &record.moves {
            if game.play_notation(m).is_err() {
                break;
            }
            if pick(&game) {
                return Some(game);
            }
        }
    }
    None
}

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "gallery".into()));
    std::fs::create_dir_all(&dir).unwrap();
    let r = Renderer::new().unwrap();
    let names = ["alice", "Bartholomew the Magnificent 🎲🎲"];
    let mut shots: Vec<(String, Game)> = Vec::new();
    for (name, v) in Variant::NAMED {
        shots.push((format!("01-start-{name}"), Game::new(v)));
    }
    let last_is = |g: &Game, f: &dyn Fn(&zertz_rules::MoveEffect) -> bool| g.last_effect().is_some_and(|e| f(&e));
    let wanted: Vec<(&str, Pick)> = vec![
        (
            "02-placement-37",
            Box::new(|g: &Game| g.ply() == 9 && g.variant().board == Board::Rings37),
        ),
        (
            "03-capture-chain",
            Box::new(move |g: &Game| last_is(g, &|e| e.captured.len() >= 3)),
        ),
        (
            "04-isolation-claim",
            Box::new(move |g: &Game| last_is(g, &|e| e.claimed.len() >= 2)),
        ),
        (
            "05-no-free-ring",
            Box::new(move |g: &Game| last_is(g, &|e| e.placed.is_some() && e.removed.is_none())),
        ),
        (
            "06-pool-empty",
            Box::new(|g: &Game| g.position().pool().is_empty() && !g.is_over()),
        ),
        (
            "07-midgame-48",
            Box::new(|g: &Game| g.ply() == 24 && g.variant().board == Board::Rings48),
        ),
        (
            "08-midgame-61",
            Box::new(|g: &Game| g.ply() == 30 && g.variant().board == Board::Rings61),
        ),
        (
            "09-finished-goal",
            Box::new(|g: &Game| {
                matches!(
                    g.outcome(),
                    Some(Outcome::Won {
                        reason: WinReason::Goal,
                        ..
                    })
                )
            }),
        ),
        (
            "10-full-board",
            Box::new(|g: &Game| {
                matches!(
                    g.outcome(),
                    Some(Outcome::Won {
                        reason: WinReason::FullBoard,
                        ..
                    })
                )
            }),
        ),
        (
            "11-repetition-draw",
            Box::new(|g: &Game| g.outcome().is_some_and(|o| o.winner().is_none())),
        ),
    ];
    for (name, pick) in wanted {
        match find(pick) {
            Some(g) => shots.push((name.to_string(), g)),
            None => eprintln!("no real game shows {name}"),
        }
    }
    for (name, game) in &shots {
        let bytes = r.game_png(game, names).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), &bytes).unwrap();
        println!("{name}.png {} bytes", bytes.len());
    }
    // Highlights: the free rings of a position in play.
    if let Some((_, game)) = shots.iter().find(|(n, _)| n == "07-midgame-48") {
        let pos = game.position();
        let last = game.last_effect();
        let scene = Scene {
            last: last.as_ref(),
            names,
            highlights: pos.free_rings(),
            ply: game.ply(),
            ..Scene::new(pos)
        };
        let bytes = r.png(&scene).unwrap();
        std::fs::write(dir.join("12-highlight-free-rings.png"), &bytes).unwrap();
        println!("12-highlight-free-rings.png {} bytes", bytes.len());
    }
    let replay = find(|g| g.is_over() && g.ply() >= 40).unwrap();
    let gif = r.gif(&replay, names, Labels::english()).unwrap();
    std::fs::write(dir.join("13-replay.gif"), &gif).unwrap();
    println!("13-replay.gif {} moves, {} bytes", replay.ply(), gif.len());
    let race = r
        .capture_race(
            &replay,
            names,
            zertz_render::ChartWords {
                title: "Capture race",
                caption: "marbles held after each move",
            },
        )
        .unwrap();
    std::fs::write(dir.join("14-capture-race.png"), &race).unwrap();
    println!("14-capture-race.png {} bytes", race.len());
}
