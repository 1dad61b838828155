//! A lesson's small board as it is written in the course, for people:
//! the rings in play, the marbles on them and each player's captures,
//! turned into a position the rules check.

use zertz_rules::notation::Coord;
use zertz_rules::{Colour, Counts, Player, Position, PositionParts, SquareSet, Variant};

/// A small board, written for people: the rings in play, the marbles on
/// them, and each player's captures; the pool holds the rest.
#[derive(Copy, Clone, Debug)]
pub struct Setup {
    /// The variant.
    pub variant: Variant,
    /// The rings in play, written `d4 d5 ...`.
    pub rings: &'static str,
    /// The marbles, written `Wd4 Gd5 ...`.
    pub marbles: &'static str,
    /// The captures of the player to move (white, grey, black), then of
    /// the other; the learner always moves first.
    pub captured: [[u8; 3]; 2],
}

/// A setup that does not make a position (a mistake in the course).
#[derive(Debug, thiserror::Error)]
#[error("a lesson's board cannot be set up: {0}")]
pub struct BadSetup(String);

impl Setup {
    /// The position it describes, the learner to move.
    pub fn position(&self) -> Result<Position, BadSetup> {
        let rings = squares(self.rings)?;
        let mut marbles = [SquareSet::EMPTY; 3];
        for m in self.marbles.split_whitespace() {
            let (letter, at) = m.split_at_checked(1).ok_or_else(|| BadSetup(m.into()))?;
            let colour = letter
                .chars()
                .next()
                .and_then(Colour::from_letter)
                .ok_or_else(|| BadSetup(format!("{m}: not a colour")))?;
            marbles[colour.index()] = marbles[colour.index()] | squares(at)?;
        }
        let total = self.variant.marbles.pool();
        let mut pool = [0u8; 3];
        for c in Colour::ALL {
            let used = (marbles[c.index()].len() as u32)
                + u32::from(self.captured[0][c.index()])
                + u32::from(self.captured[1][c.index()]);
            let left = u32::from(total.get(c))
                .checked_sub(used)
                .ok_or_else(|| BadSetup(format!("too many {c} marbles")))?;
            pool[c.index()] = u8::try_from(left).map_err(|_| BadSetup("a count".into()))?;
        }
        Position::from_parts(PositionParts {
            variant: self.variant,
            rings,
            marbles,
            pool: Counts(pool),
            captured: [Counts(self.captured[0]), Counts(self.captured[1])],
            turn: Player::First,
        })
        .map_err(|e| BadSetup(e.to_string()))
    }
}

/// The rings written `d4 d5 ...`.
pub fn squares(text: &str) -> Result<SquareSet, BadSetup> {
    text.split_whitespace().try_fold(SquareSet::EMPTY, |set, name| {
        let sq = name
            .parse::<Coord>()
            .ok()
            .and_then(Coord::square)
            .ok_or_else(|| BadSetup(format!("{name}: not a ring")))?;
        Ok(set.with(sq))
    })
}
