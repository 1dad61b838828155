//! The ZÈRTZ text protocol (ztp), in the spirit of GTP and UCI: one
//! command a line in, one reply line out (after any `info` lines), so any
//! tool can run matches between engines. The commands are in the crate's
//! README; the `ztp` example runs a [`Session`] on stdin and stdout.

use std::time::Duration;

use zertz_rules::{Game, Move, Position, Variant};

use crate::{Engine, Level, Limits};

/// The most threads `threads` accepts: more than any machine this runs
/// on has cores, and few enough that a typo cannot start thousands.
const MAX_THREADS: usize = 256;

/// One engine with its game: the state behind one ztp conversation.
pub struct Session {
    game: Game,
    engine: Engine,
}

impl Default for Session {
    fn default() -> Session {
        Session::new(1)
    }
}

impl Session {
    /// A session on the standard board whose engine uses `seed`.
    pub fn new(seed: u64) -> Session {
        Session {
            game: Game::new(Variant::STANDARD),
            engine: Engine::new(seed),
        }
    }

    /// Answers one command line: the reply, with any `info` lines before
    /// it, or `None` to quit.
    pub fn answer(&mut self, line: &str) -> Option<Vec<String>> {
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
            Some("threads") => self.threads(&words.collect::<Vec<_>>()),
            Some("show") => self.show(),
            Some(other) => vec![format!(
                "error unknown command {other:?}: new, play, go, threads, show or quit"
            )],
        };
        Some(reply)
    }

    /// `threads N`: how many threads a search limited by time uses
    /// ([`Engine::set_threads`]); a node budget keeps it on one.
    fn threads(&mut self, args: &[&str]) -> Vec<String> {
        let [n] = args else {
            return vec!["error threads needs one number".to_string()];
        };
        match n.parse::<usize>() {
            Ok(n @ 1..=MAX_THREADS) => {
                self.engine.set_threads(n);
                vec!["ok".to_string()]
            }
            _ => vec![format!(
                "error threads takes a whole number from 1 to {MAX_THREADS}, not {n:?}"
            )],
        }
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
                let notation = bestmove(self.game.position(), &t.best);
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

/// A move as `bestmove` names it: canonical notation, or `-` for a pass.
fn bestmove(pos: &Position, m: &Move) -> String {
    match m {
        Move::Pass => "-".to_string(),
        m => pos.notation(m),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(session: &mut Session, line: &str) -> Vec<String> {
        session.answer(line).unwrap_or_default()
    }

    #[test]
    fn a_conversation() {
        let mut s = Session::new(3);
        assert_eq!(say(&mut s, "new blitz"), ["ok"]);
        assert_eq!(say(&mut s, "play Wd4,a1"), ["ok"]);
        let reply = say(&mut s, "go nodes 20000 level medium");
        let last = reply.last().unwrap();
        assert!(
            reply[..reply.len() - 1].iter().all(|l| l.starts_with("info ")),
            "{reply:?}"
        );
        let m = last.strip_prefix("bestmove ").unwrap();
        // `go` leaves the position alone: the move is still to be played.
        assert_eq!(say(&mut s, &format!("play {m}")), ["ok"]);
        assert_eq!(s.game.ply(), 2);
        assert!(s.answer("quit").is_none());
    }

    #[test]
    fn threads_are_set_for_searches_by_time() {
        let mut s = Session::new(5);
        assert_eq!(s.engine.threads, 1);
        assert_eq!(say(&mut s, "threads 2"), ["ok"]);
        assert_eq!(s.engine.threads, 2);
        let reply = say(&mut s, "go ms 50");
        let m = reply.last().unwrap().strip_prefix("bestmove ").unwrap();
        assert!(s.game.position().parse_move(m).is_ok(), "{reply:?}");
        // A refused count leaves the one set before.
        assert!(say(&mut s, "threads 0")[0].starts_with("error "));
        assert_eq!(s.engine.threads, 2);
    }

    #[test]
    fn mistakes_get_one_error_line_and_change_nothing() {
        let mut s = Session::new(1);
        for bad in [
            "play Wd4,zz",
            "go",
            "go ms x",
            "go nodes 10 level expert",
            "go nodes 10 depth 3",
            "new nope",
            "threads",
            "threads 0",
            "threads 2 3",
            "threads many",
            "threads 100000",
            "fly",
        ] {
            let reply = say(&mut s, bad);
            assert_eq!(reply.len(), 1, "{bad}: {reply:?}");
            assert!(reply[0].starts_with("error "), "{bad}: {reply:?}");
        }
        assert_eq!(s.game.ply(), 0);
        assert_eq!(s.game.variant(), Variant::STANDARD);
    }

    #[test]
    fn r5_a_finished_game_gets_an_error() {
        let mut s = Session::new(1);
        let line = include_str!("../../tests/data/boardspace-1000.tsv")
            .lines()
            .find(|l| l.starts_with("standard") && l.ends_with("P0"))
            .unwrap();
        let moves = line.split('\t').nth(1).unwrap();
        for m in moves.split(';') {
            assert_eq!(say(&mut s, &format!("play {m}")), ["ok"], "{m}");
        }
        assert_eq!(say(&mut s, "go nodes 100"), ["error game over"]);
    }

    #[test]
    fn r3_5_a_forced_pass_is_a_dash() {
        use zertz_rules::notation::Coord;
        use zertz_rules::{Counts, Player, PositionParts, SquareSet};
        // Thirteen full rings and one vacant, b4, next to a single marble
        // with nothing behind it: nothing to jump, an empty pool, and
        // nothing in First's tray.
        let set = |names: &[&str]| {
            names
                .iter()
                .map(|n| n.parse::<Coord>().unwrap().square().unwrap())
                .collect::<SquareSet>()
        };
        let (white, grey, black) = (
            set(&["a1", "a2", "a3", "b1"]),
            set(&["b2", "c1", "c2", "c3"]),
            set(&["d1", "d2", "d3", "d4", "e1"]),
        );
        let pos = Position::from_parts(PositionParts {
            variant: Variant::STANDARD,
            rings: white | grey | black | set(&["b4"]),
            marbles: [white, grey, black],
            pool: Counts::ZERO,
            captured: [Counts::ZERO, Counts([2, 4, 5])],
            turn: Player::First,
        })
        .unwrap();
        assert_eq!(pos.legal_moves().as_slice(), [Move::Pass]);
        let t = Engine::new(1).think(&pos, Level::Hard, Limits::nodes(100)).unwrap();
        assert_eq!(bestmove(&pos, &t.best), "-");
    }
}
