//! Two simple players to measure the engine against: one that moves at
//! random, and a one-ply greedy one.

use rand::Rng;
use zertz_rules::{Move, Position};

/// A legal move chosen uniformly at random, or `None` when the game is
/// over.
pub fn random_move(pos: &Position, rng: &mut impl Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.gen_range(0..moves.len())])
}

/// The capture that gains the most marbles (ties at random), else a
/// random legal move; `None` when the game is over.
pub fn greedy_move(pos: &Position, rng: &mut impl Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    let first = moves.first()?;
    if !first.is_capture() {
        return Some(moves[rng.gen_range(0..moves.len())]);
    }
    let mover = pos.turn();
    let gain = |m: &Move| {
        let mut after = *pos;
        after.play_unchecked(m);
        after.captured(mover).total()
    };
    let most = moves.iter().map(gain).max()?;
    let best: Vec<Move> = moves.iter().copied().filter(|m| gain(m) == most).collect();
    Some(best[rng.gen_range(0..best.len())])
}
