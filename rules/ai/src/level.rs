//! Levels of play, as offered in Discord: easy, medium and hard.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::eval::{Score, Weights};

/// How strongly the engine plays.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Level {
    /// Looks one placement ahead and one capture deep, and often settles
    /// for a move up to about a marble and a half worse than the best: it
    /// gives marbles away and walks into sacrifices, as a beginner does.
    Easy,
    /// Looks two placements ahead with every forced capture, so it sees
    /// the opponent's replies but not their combinations.
    #[default]
    Medium,
    /// As deep as the time allows (2 s a move by default).
    Hard,
}

/// What a level means to the search.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    /// The deepest search, in placements.
    pub max_depth: i16,
    /// How many captures in a row are searched past that depth.
    pub quiescence: i16,
    /// How many forced sacrifices (placements when every placement gives
    /// a capture) are searched past that depth, counted with the captures.
    pub sacrifices: i16,
    /// Moves scoring within this of the best may be chosen instead of it
    /// (0: always the best).
    pub margin: Score,
    /// The time a move takes when the caller sets no limit.
    pub time: Duration,
    /// The evaluation's numbers.
    pub weights: Weights,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's search settings.
    pub const fn settings(self) -> Settings {
        match self {
            Level::Easy => Settings {
                max_depth: 1,
                quiescence: 1,
                sacrifices: 0,
                margin: 160,
                time: Duration::from_millis(500),
                weights: Weights::BY_HAND,
            },
            Level::Medium => Settings {
                max_depth: 2,
                quiescence: 64,
                sacrifices: 2,
                margin: 0,
                time: Duration::from_millis(1000),
                weights: Weights::BY_HAND,
            },
            Level::Hard => Settings {
                max_depth: 64,
                quiescence: 64,
                sacrifices: 4,
                margin: 0,
                time: Duration::from_millis(2000),
                weights: Weights::SELF_PLAY,
            },
        }
    }

    /// The name used in commands: `easy`, `medium` or `hard`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}: choose easy, medium or hard")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
        assert!("expert".parse::<Level>().is_err());
    }

    #[test]
    fn stronger_levels_search_deeper() {
        let depths: Vec<i16> = Level::ALL.iter().map(|l| l.settings().max_depth).collect();
        assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    }
}
