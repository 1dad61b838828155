//! The hint a learner is given in a game against the computer at its
//! easiest: one search, the same wherever it is asked for, so that the
//! match which measures it (`examples/hint_match.rs`) measures what
//! people get.

use zertz_rules::Game;

use crate::{Engine, Level, Limits, ThinkError, Thought};

/// The level a hint searches at: it sees the easiest computer's replies
/// with every forced capture, which the easiest computer does not.
pub const HINT_LEVEL: Level = Level::Medium;

/// Nodes a hint's search looks at: a fraction of a second, and a fixed
/// number so that a hint does not depend on the machine's load.
pub const HINT_NODES: u64 = 40_000;

/// The move to suggest in `game` to the player to move, searched with
/// `seed` for the level's choices among equals.
pub fn hint(game: &Game, seed: u64) -> Result<Thought, ThinkError> {
    Engine::new(seed).think_game(game, HINT_LEVEL, Limits::nodes(HINT_NODES))
}
