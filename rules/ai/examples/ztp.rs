//! The ZÈRTZ text protocol (ztp) on stdin and stdout, so any tool can run
//! matches between engines. See the crate's README for the commands.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example ztp
//! ```

use std::io::{BufRead, Write};
use std::time::Duration;

use zertz_ai::{Engine, Level, Limits};
use zertz_rules::{Game, Move, Variant};

/// One engine with its game.
struct Session {
    game: Game,
    engine: Engine,
}

impl Session {
    /// Answers one command line: the reply, with any `info` lines before
    /// it, or `None` to quit.
    fn answer(&mut self, line: &str) -> Option<Vec<String>> {
        let mut words = line.split_whitespace();
        let reply = match words.next() {
            None => return Some(Vec::new()),
            Some("quit") => return None,
            Some("new") => match words.next().unwrap_or("standard").parse::<Variant>() {
                Ok(v) => {
                    self.game = Game::new(v);
                    vec!["ok".to_string()]
                }
                Err(e) => vec![format!("error {e}")],
            },
            Some("play") => {
                let text: Vec<&str> = words.collect();
                match self.game.play_notation(&text.join(" ")) {
                    Ok(_) => vec!["ok".to_string()],
                    Err(e) => vec![format!("error {e}")],
                }
            }
            Some("go") => self.go(&words.collect::<Vec<_>>()),
            Some("show") => self.show(),
            Some(other) => vec![format!("error unknown command {other:?}: new, play, go or quit")],
        };
        Some(reply)
    }

    /// `show`: the position as `info` lines, for people debugging a match.
    fn show(&self) -> Vec<String> {
        let pos = self.game.position();
        let counts = |c: zertz_rules::Counts| format!("{}W {}G {}B", c.0[0], c.0[1], c.0[2]);
        let marbles: Vec<String> = zertz_rules::Colour::ALL
            .into_iter()
            .flat_map(|c| pos.marbles(c).map(move |sq| format!("{}{sq}", c.letter())))
            .collect();
        let rings: Vec<String> = pos.vacant().map(|sq| sq.to_string()).collect();
        vec![
            format!(
                "info ply {} to-move {} pool {} P0 {} P1 {}",
                self.game.ply(),
                pos.turn().record_name(),
                counts(pos.pool()),
                counts(pos.captured(zertz_rules::Player::First)),
                counts(pos.captured(zertz_rules::Player::Second))
            ),
            format!("info marbles {}", marbles.join(" ")),
            format!("info vacant {}", rings.join(" ")),
            "ok".to_string(),
        ]
    }

    /// `go ms N [level L]` or `go nodes N [level L]`.
    fn go(&mut self, args: &[&str]) -> Vec<String> {
        let limits = match args {
            ["ms", n, ..] => n.parse().map(|ms| Limits::time(Duration::from_millis(ms))),
            ["nodes", n, ..] => n.parse().map(Limits::nodes),
            _ => return vec!["error go needs `ms N` or `nodes N`".to_string()],
        };
        let Ok(limits) = limits else {
            return vec![format!("error {:?} is not a whole number", args[1])];
        };
        let level = match &args[2..] {
            [] => Level::Hard,
            ["level", l] => match l.parse() {
                Ok(level) => level,
                Err(e) => return vec![format!("error {e}")],
            },
            _ => return vec!["error after the budget only `level L` may follow".to_string()],
        };
        match self.engine.think_game(&self.game, level, limits) {
            Ok(t) => {
                let notation = match t.best {
                    Move::Pass => "-".to_string(),
                    m => self.game.position().notation(&m),
                };
                let mut lines: Vec<String> = t
                    .iterations
                    .iter()
                    .map(|i| {
                        format!(
                            "info depth {} score {} nodes {} time {}",
                            i.depth,
                            i.score,
                            i.nodes,
                            i.elapsed.as_millis()
                        )
                    })
                    .collect();
                lines.push(format!("info nodes {} time {}", t.nodes, t.elapsed.as_millis()));
                lines.push(format!("bestmove {notation}"));
                lines
            }
            Err(e) => vec![format!("error {e}")],
        }
    }
}

fn main() {
    let mut session = Session {
        game: Game::new(Variant::STANDARD),
        engine: Engine::new(1),
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let Some(reply) = session.answer(&line) else { break };
        for l in reply {
            if writeln!(out, "{l}").is_err() {
                return;
            }
        }
        if out.flush().is_err() {
            return;
        }
    }
}
