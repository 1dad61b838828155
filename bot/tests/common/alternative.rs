//! A good move that is not the engine's: shared by the bot's tests and
//! the end-to-end tests (which include this file by its path).

use zertz_ai::analysis::try_move;
use zertz_rules::{Move, Position};

/// A move that is not the engine's choice in `pos` but that the analysis
/// at `budget` would not mark: the engine's placement with another
/// removal, if one of the first eight such is good enough.
pub fn good_alternative(pos: &Position, budget: u64) -> Option<Move> {
    let best = try_move(pos, pos.legal_moves()[0], budget).unwrap();
    let Some(&Move::Place { colour, to, remove }) = best.best_line.first() else {
        return None;
    };
    pos.legal_moves()
        .iter()
        .filter(
            |m| matches!(m, Move::Place { colour: c, to: t, remove: r } if *c == colour && *t == to && *r != remove),
        )
        .take(8)
        .copied()
        .find(|&m| {
            let tried = try_move(pos, m, budget).unwrap();
            tried.good_enough() && !tried.is_best(&m)
        })
}
