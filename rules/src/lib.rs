//! ZÈRTZ rules: boards, variants, moves, notation, legality and outcome.
//!
//! The model is shakmaty's: a [`Position`] that is cheap to copy, a small
//! [`Move`], a reusable [`MoveList`], [`Position::play`] with a typed
//! [`IllegalMove`] that says why, and notation in its own module. A
//! [`Game`] adds the history: repetition, resignation, time and agreement.
//!
//! ```
//! use zertz_rules::{Game, Variant};
//!
//! let mut game = Game::new(Variant::STANDARD);
//! game.play_notation("Wd4,a1").unwrap();
//! // 3 colours × 35 vacant rings × the 17 free rings other than the target.
//! assert_eq!(game.position().legal_moves().len(), 3 * (35 * 17 - 17));
//! let err = game.play_notation("Wd4,b1").unwrap_err();
//! assert_eq!(err.to_string(), "d4 is taken: a white marble is on it");
//! ```
//!
//! The rules, with their numbers, are in `RULES.md` beside this crate.

pub mod board;
mod error;
mod game;
mod moves;
pub mod notation;
mod outcome;
mod position;
pub mod sgf;
mod variant;

pub use board::{Board, Direction, Square, SquareSet};
pub use error::{IllegalMove, MoveError, NotationError, PartsError, PassRefused};
pub use game::{Game, Record, ReplayError};
pub use moves::{BadStoredMove, Jumps, Move, MoveList, MAX_JUMPS};
pub use notation::{MoveInput, ParsedMove};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use position::{MoveEffect, Position, PositionParts, Supply};
pub use variant::{Colour, Counts, MarbleSet, Player, UnknownVariant, Variant};

/// The number of move paths of length `depth` from `pos` (RULES.md §7): a
/// pass counts as a move, a finished position has none, and repetition is
/// left out. The last level is counted without listing placements.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let moves = pos.legal_moves();
            moves
                .iter()
                .map(|m| {
                    let mut child = *pos;
                    child.play_unchecked(m);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

#[cfg(test)]
mod tests {
    /// Positions and moves are copied in every search; keep them small.
    #[test]
    fn positions_and_moves_stay_small() {
        assert!(
            std::mem::size_of::<crate::Position>() <= 48,
            "{}",
            std::mem::size_of::<crate::Position>()
        );
        assert!(
            std::mem::size_of::<crate::Move>() <= 16,
            "{}",
            std::mem::size_of::<crate::Move>()
        );
    }
}
