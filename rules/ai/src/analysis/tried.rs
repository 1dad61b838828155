//! A move a player asks about, judged as the analysis judges the move
//! played in its place.

use zertz_rules::{Move, Position};

#[cfg(doc)]
use super::analyse;
use super::{chances, evaluate, Mark, SECOND_LOOK, THRESHOLDS, WIN_MODEL};
use crate::{Engine, ThinkError};

/// A move tried in a position instead of the one played there, judged as
/// the analysis judges moves: by the mover's win chance after it against
/// their chance after the engine's best move, each position after them
/// searched alike.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The mover's chance after the engine's best move.
    pub best_chance: f64,
    /// The engine's best move and the line it expects, the best first.
    pub best_line: Vec<Move>,
    /// The mover's chance after the move tried.
    pub chance: f64,
    /// The line the engine expects after the move tried, its reply first.
    pub line: Vec<Move>,
}

impl Tried {
    /// Win chance the move gives away against the engine's best.
    pub fn lost(&self) -> f64 {
        (self.best_chance - self.chance).max(0.0)
    }

    /// Whether the analysis would leave it unmarked: it gives away less
    /// than an inaccuracy. ZÈRTZ often has several such moves.
    pub fn good_enough(&self) -> bool {
        Mark::of(self.lost(), &THRESHOLDS).is_none()
    }

    /// Whether it is the engine's own choice.
    pub fn is_best(&self, m: &Move) -> bool {
        self.best_line.first() == Some(m)
    }
}

/// Judges `tried`, legal in `pos`, at `nodes` a position, as [`analyse`]
/// judges the move played: the same searches, and a second look near the
/// line ([`SECOND_LOOK`]).
pub fn try_move(pos: &Position, tried: Move, nodes: u64) -> Result<Tried, ThinkError> {
    let mut engine = Engine::new(0);
    let mut child = *pos;
    child.play_unchecked(&tried);
    let judged = |engine: &mut Engine, nodes: u64| -> Result<_, ThinkError> {
        let before = evaluate(engine, pos, nodes)?;
        let after = evaluate(engine, &child, nodes)?;
        let chances = chances(pos, tried, &before, &after, child.outcome(), &WIN_MODEL);
        Ok((before, after, chances))
    };
    let (mut before, mut after, (mut best_chance, mut chance)) = judged(&mut engine, nodes)?;
    // Near the line, a second look, as the analysis takes.
    if SECOND_LOOK.wants(best_chance - chance) {
        (before, after, (best_chance, chance)) = judged(&mut engine, nodes.saturating_mul(SECOND_LOOK.factor))?;
    }
    Ok(Tried {
        best_chance,
        best_line: before.line,
        chance,
        line: after.line,
    })
}
