//! How a game ends (RULES.md R5).

use std::fmt;

use crate::variant::Player;

/// Why a game was won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// The winner's captures met a goal (R5.1).
    Goal,
    /// The winner filled the board and claimed every ring (R4.4, R5.2).
    FullBoard,
    /// The loser resigned (R5.5).
    Resignation,
    /// The loser ran out of time (R5.5).
    Time,
}

/// Why a game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The same position occurred for the third time (R5.3).
    Repetition,
    /// Both players passed in a row (R3.5, R5.4).
    TwoPasses,
    /// Both players agreed (R5.5).
    Agreement,
}

/// The result of a finished game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// One player won.
    Won {
        /// The winner.
        winner: Player,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Drawn {
        /// Why.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Won { winner, .. } => Some(winner),
            Outcome::Drawn { .. } => None,
        }
    }

    /// The record's result field: `P0`, `P1` or `draw`.
    pub const fn record_result(self) -> &'static str {
        match self {
            Outcome::Won { winner, .. } => winner.record_name(),
            Outcome::Drawn { .. } => "draw",
        }
    }
}

impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::Goal => "reached a goal",
            WinReason::FullBoard => "filled the board",
            WinReason::Resignation => "the opponent resigned",
            WinReason::Time => "the opponent ran out of time",
        })
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Repetition => "the same position occurred three times",
            DrawReason::TwoPasses => "both players passed",
            DrawReason::Agreement => "the players agreed",
        })
    }
}
