//! An analysis as the store keeps it (JSON): what the analysis card and
//! its pictures show.

use serde::{Deserialize, Serialize};
use zertz_ai::analysis::{GameAnalysis, Mark, ANALYSIS_NODES};
use zertz_rules::{Game, Player};

/// Moves listed among the worst.
const WORST: usize = 3;

/// An analysis as the store keeps it (JSON), in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredAnalysis {
    /// Nodes searched a position.
    pub nodes: u64,
    /// The first mover's win chance before the first move and after each.
    pub chances: Vec<f64>,
    /// Each player's accuracy, 0 to 100, first mover first.
    pub accuracy: [Option<f64>; 2],
    /// Each player's inaccuracies, mistakes and blunders.
    pub counts: [[usize; 3]; 2],
    /// The marked moves, in order.
    pub marked: Vec<MarkedMove>,
}

/// A move that gave win chance away.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MarkedMove {
    /// Its number, from 1.
    pub number: usize,
    /// 0 for the first mover, 1 for the second.
    pub mover: usize,
    /// As played.
    pub played: String,
    /// `inaccuracy`, `mistake` or `blunder`.
    pub mark: String,
    /// The mover's win chance before and after it, 0 to 1.
    pub before: f64,
    /// After it.
    pub after: f64,
    /// The engine's move, and its line after it.
    pub better: Option<String>,
    /// The line, better move first.
    pub line: Vec<String>,
}

impl StoredAnalysis {
    /// The analysis `a` of `game`, written in notation.
    pub fn of(game: &Game, a: &GameAnalysis) -> StoredAnalysis {
        let players = [Player::First, Player::Second];
        let positions = game.positions();
        let marked = a
            .moves
            .iter()
            .filter_map(|m| {
                let mark = m.mark?;
                let pos = positions.get(m.number - 1)?;
                let mut line = Vec::new();
                let mut at = *pos;
                for step in &m.line {
                    line.push(at.notation(step));
                    at.play_unchecked(step);
                }
                Some(MarkedMove {
                    number: m.number,
                    mover: m.mover.index(),
                    played: pos.notation(&m.played),
                    mark: mark.name().to_string(),
                    before: m.before,
                    after: m.after,
                    better: m.better.map(|b| pos.notation(&b)),
                    line,
                })
            })
            .collect();
        StoredAnalysis {
            nodes: ANALYSIS_NODES,
            chances: a.first_chances.clone(),
            accuracy: players.map(|p| a.accuracy(p)),
            counts: players.map(|p| Mark::ALL.map(|m| a.count(p, m))),
            marked,
        }
    }

    /// The marked moves that gave most away, worst first.
    pub fn worst(&self) -> Vec<&MarkedMove> {
        let mut moves: Vec<&MarkedMove> = self.marked.iter().collect();
        moves.sort_by(|a, b| {
            (b.before - b.after)
                .total_cmp(&(a.before - a.after))
                .then(a.number.cmp(&b.number))
        });
        moves.truncate(WORST);
        moves
    }
}
