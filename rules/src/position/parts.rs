//! A position built from its parts, checked against the rules, for tests,
//! puzzles and analysis.

use super::Position;
use crate::board::SquareSet;
use crate::error::PartsError;
use crate::variant::{Colour, Counts, Player, Variant};

impl Position {
    /// Builds a position from its parts, for tests, puzzles and analysis.
    /// Fails with a reason when the parts are inconsistent: a marble off
    /// the rings, two colours on one ring, rings off the board, or marble
    /// counts (board, pool and captures together) that differ from the
    /// variant's, or a group of rings all holding marbles and cut off from
    /// every vacant ring (play claims those at once, R4.1).
    pub fn from_parts(parts: PositionParts) -> Result<Position, PartsError> {
        let (variant, rings, pool) = (parts.variant, parts.rings, parts.pool);
        let board = variant.board.squares();
        if !(rings & !board).is_empty() {
            return Err(PartsError::RingsOffBoard {
                rings: rings & !board,
                board: variant.board,
            });
        }
        let mut seen = SquareSet::EMPTY;
        for (c, set) in Colour::ALL.into_iter().zip(parts.marbles) {
            if !(set & !rings).is_empty() {
                return Err(PartsError::MarblesOffRings {
                    colour: c,
                    squares: set & !rings,
                });
            }
            if !(set & seen).is_empty() {
                return Err(PartsError::TwoMarbles(set & seen));
            }
            seen = seen | set;
            let total =
                set.len() + pool.get(c) as usize + parts.captured.iter().map(|p| p.get(c) as usize).sum::<usize>();
            let owned = variant.marbles.pool().get(c) as usize;
            if total != owned {
                return Err(PartsError::MarbleCount {
                    colour: c,
                    found: total,
                    owned,
                });
            }
        }
        let pos = Position {
            variant,
            rings,
            marbles: parts.marbles,
            pool,
            captured: parts.captured,
            turn: parts.turn,
            passes: 0,
        };
        let full = pos.isolated_full_groups();
        if !full.is_empty() {
            return Err(PartsError::FullGroup(full));
        }
        Ok(pos)
    }
}

/// The parts of a position, for [`Position::from_parts`].
#[derive(Copy, Clone, Debug)]
pub struct PositionParts {
    /// The variant.
    pub variant: Variant,
    /// The rings in play.
    pub rings: SquareSet,
    /// The marbles of each colour (white, grey, black).
    pub marbles: [SquareSet; 3],
    /// The pool.
    pub pool: Counts,
    /// Each player's captures (first, second).
    pub captured: [Counts; 2],
    /// The player to move.
    pub turn: Player,
}
