//! Boards as text, for the console and for channels where the bot may not
//! attach files.

use std::fmt::Write as _;

use zertz_rules::{Colour, Outcome, Player, Position};

use crate::picture::Labels;

/// The board as lines of text, laid out like the diagrams of RULES.md: a
/// vacant ring shows its name, a marble `(W)`, `(G)` or `(B)`, and a
/// removed ring nothing.
pub fn text_board(pos: &Position) -> String {
    let board = pos.board();
    let squares: Vec<_> = board.squares().map(|s| (s, board.doubled(s))).collect();
    let ymax = squares.iter().map(|(_, (_, y))| *y).max().unwrap_or(0);
    let ymin = squares.iter().map(|(_, (_, y))| *y).min().unwrap_or(0);
    let mut out = String::new();
    for y in (ymin..=ymax).rev() {
        let mut line = String::new();
        for &(sq, (x, sy)) in &squares {
            if sy != y {
                continue;
            }
            let col = x as usize * 4;
            while line.chars().count() < col {
                line.push(' ');
            }
            let cell = if !pos.rings().contains(sq) {
                "   ".to_string()
            } else {
                match pos.marble_at(sq) {
                    Some(c) => format!("({})", c.letter()),
                    None => format!("{:<3}", sq.to_string()),
                }
            };
            line.push_str(&cell);
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// A few lines under the board: whose turn or the result, each player's
/// captures against the goals, and the pool; its words are `labels`.
pub fn text_status(pos: &Position, names: [&str; 2], outcome: Option<Outcome>, labels: &Labels) -> String {
    let goal = pos.variant().marbles.goal();
    let counts = |c: zertz_rules::Counts| {
        Colour::ALL
            .iter()
            .map(|&k| format!("{} {}/{}", k.letter(), c.get(k), goal.get(k)))
            .collect::<Vec<_>>()
            .join("  ")
    };
    let mut out = String::new();
    for p in [Player::First, Player::Second] {
        let marker = if outcome.is_none() && pos.turn() == p {
            "▶ "
        } else {
            "  "
        };
        let _ = writeln!(out, "{marker}{}: {}", names[p.index()], counts(pos.captured(p)));
    }
    let pool = pos.pool();
    let _ = match pool.is_empty() {
        true => writeln!(out, "  {}: {}", labels.pool, labels.pool_empty),
        false => writeln!(
            out,
            "  {}: W {}  G {}  B {}",
            labels.pool,
            pool.get(Colour::White),
            pool.get(Colour::Grey),
            pool.get(Colour::Black)
        ),
    };
    if let Some(o) = outcome {
        let _ = writeln!(out, "{}", labels.outcome(o, |p| names[p.index()].to_string()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_rules::{Game, Variant};

    #[test]
    fn the_start_has_every_ring_named() {
        let text = text_board(&Position::new(Variant::STANDARD));
        assert_eq!(text.lines().count(), 13);
        assert_eq!(text.lines().next().map(str::trim), Some("d7"));
        for name in ["a1", "d4", "g4", "d1"] {
            assert!(text.contains(name), "{name}");
        }
    }

    #[test]
    fn marbles_and_removed_rings_show() {
        let mut game = Game::new(Variant::TOURNAMENT);
        game.play_notation("Wd4,a1").unwrap();
        game.play_notation("Bh1,h4").unwrap();
        let text = text_board(game.position());
        assert!(text.contains("(W)") && text.contains("(B)"));
        assert!(!text.contains("a1") && !text.contains("h4") && !text.contains("d4"));
        let status = text_status(game.position(), ["ann", "bo"], game.outcome(), Labels::english());
        assert!(status.contains("▶ ann"), "{status}");
        assert!(status.contains("Pool: W 5  G 8  B 9"), "{status}");
        game.resign(Player::First).unwrap();
        let status = text_status(game.position(), ["ann", "bo"], game.outcome(), Labels::english());
        assert!(status.contains("bo won: ") && !status.contains('▶'), "{status}");
    }
}
