//! Simple players to measure the engine against: one that moves at
//! random, a one-ply greedy one, and a careful one that plays like a
//! beginner who has learnt the first lesson.

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

/// Like [`greedy_move`], but a placement is chosen at random among those
/// that give the opponent no capture, when there are any: a beginner who
/// takes what is offered and gives nothing away, and plans nothing.
pub fn careful_move(pos: &Position, rng: &mut impl Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    let first = moves.first()?;
    if first.is_capture() {
        return greedy_move(pos, rng);
    }
    let safe: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            let mut after = *pos;
            after.play_unchecked(m);
            !after.has_capture()
        })
        .collect();
    if safe.is_empty() {
        return Some(moves[rng.gen_range(0..moves.len())]);
    }
    Some(safe[rng.gen_range(0..safe.len())])
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use zertz_rules::{Game, Variant};

    use super::*;

    #[test]
    fn r3_4_greedy_takes_the_largest_capture_and_careful_gives_none() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // Black on d4 and white on d5: a capture is compulsory.
        let game = Game::from_moves(Variant::STANDARD, ["Bd4,a1", "Wd5,a2"]).unwrap();
        let pos = game.position();
        assert!(pos.has_capture());
        let mover = pos.turn();
        let gain = |m: &Move| {
            let mut after = *pos;
            after.play_unchecked(m);
            after.captured(mover).total()
        };
        let best = pos.legal_moves().iter().map(gain).max().unwrap();
        for _ in 0..20 {
            assert_eq!(gain(&greedy_move(pos, &mut rng).unwrap()), best);
        }
        let start = Position::new(Variant::STANDARD);
        let mut quiet = start;
        quiet.play_unchecked(&careful_move(&start, &mut rng).unwrap());
        for _ in 0..50 {
            let m = careful_move(&quiet, &mut rng).unwrap();
            let mut after = quiet;
            after.play_unchecked(&m);
            assert!(!after.has_capture(), "{}", quiet.notation(&m));
        }
        assert!(random_move(pos, &mut rng).is_some_and(|m| pos.is_legal(&m)));
    }
}
