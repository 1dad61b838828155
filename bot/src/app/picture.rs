//! The pictures a message shows, as data: a reply and an owed message
//! both carry one, and `Pictures::draw_picture` draws it, from the
//! store, when the message is sent.

use serde::{Deserialize, Serialize};
use zertz_data::{GameId, PuzzleId, TournamentId};

/// A picture a message shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Picture {
    /// The board of `game` after `ply` moves, with the capture race once
    /// the game is over.
    Board {
        /// The game.
        game: GameId,
        /// Moves played.
        ply: usize,
    },
    /// The stored analysis of `game`: its win-chance graph, and the board
    /// with the better move instead of the costliest one.
    Analysis {
        /// The game.
        game: GameId,
    },
    /// The starting board of a puzzle.
    Puzzle {
        /// The puzzle.
        puzzle: PuzzleId,
    },
    /// A tournament's standings after `round` rounds.
    Standings {
        /// The tournament.
        tournament: TournamentId,
        /// Rounds counted.
        round: u32,
    },
}

impl Picture {
    /// The game and ply of a board, if it is one.
    pub fn board(self) -> Option<(GameId, usize)> {
        match self {
            Picture::Board { game, ply } => Some((game, ply)),
            Picture::Analysis { .. } | Picture::Puzzle { .. } | Picture::Standings { .. } => None,
        }
    }
}
