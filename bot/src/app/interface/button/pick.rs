//! The picker's ids: where a picker stands, written into its buttons and
//! select options, so the bot keeps no state for an open picker. Read
//! back by `FromStr`; an id that names no move has expired.

use std::fmt;
use std::str::FromStr;

use zertz_data::{GameId, PuzzleId};
use zertz_rules::notation::Coord;

use crate::app::interface::target::MoveTarget;
use zertz_rules::{Colour, Direction, Jumps, Move, Square};

/// What a picker moves for, and the position it was opened on: a move
/// is only ever played on that position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PickFor {
    /// A game, after this many moves.
    Game(GameId, usize),
    /// An open puzzle, at this step of its solution.
    Puzzle(PuzzleId, usize),
    /// An open practice of a game's marked moves: the move (from 1) to
    /// find, and the wrong tries at it so far.
    Practice(GameId, usize, u32),
    /// An open exercise of the course: its lesson, its place there, and
    /// the wrong answers to it so far.
    Lesson(u8, u8, u32),
}

impl PickFor {
    /// What it moves for.
    pub fn kind(self) -> MoveTarget {
        match self {
            PickFor::Game(..) => MoveTarget::Game,
            PickFor::Puzzle(..) => MoveTarget::Puzzle,
            PickFor::Practice(..) => MoveTarget::Practice,
            PickFor::Lesson(..) => MoveTarget::Lesson,
        }
    }
}

/// How far a picker got.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PickStep {
    /// The Move button under a board: opens a picker, privately.
    Open,
    /// Nothing chosen yet: the captures, or the colours.
    Start,
    /// A colour chosen: the rings to place it on.
    Colour(Colour),
    /// A colour and a ring: the free rings to remove.
    Ring(Colour, Square),
    /// A whole move, shown with Confirm.
    Ready(Move),
    /// Confirmed: play it.
    Play(Move),
}

/// A picker's place: what for and how far. Its `Display` is the id of
/// the button (or select option) that leads there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    /// What it moves for.
    pub of: PickFor,
    /// How far it got.
    pub step: PickStep,
}

/// A picker id this bot did not write, or that names no move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable;

impl fmt::Display for PickFor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PickFor::Game(g, ply) => write!(f, "g{g}.{ply}"),
            PickFor::Puzzle(p, step) => write!(f, "p{p}.{step}"),
            PickFor::Practice(g, number, tries) => write!(f, "m{g}.{number}.{tries}"),
            PickFor::Lesson(lesson, exercise, tries) => write!(f, "l{lesson}.{exercise}.{tries}"),
        }
    }
}

impl FromStr for PickFor {
    type Err = Unreadable;
    fn from_str(s: &str) -> Result<PickFor, Unreadable> {
        let (kind, rest) = s.split_at_checked(1).ok_or(Unreadable)?;
        let numbers: Vec<u64> = rest
            .split('.')
            .map(|n| n.parse::<u64>().map_err(|_| Unreadable))
            .collect::<Result<_, _>>()?;
        let id = |n: u64| i64::try_from(n).ok().filter(|&n| n > 0).ok_or(Unreadable);
        let count = |n: u64| usize::try_from(n).map_err(|_| Unreadable);
        Ok(match (kind, numbers.as_slice()) {
            ("g", &[g, ply]) => PickFor::Game(GameId(id(g)?), count(ply)?),
            ("p", &[p, step]) => PickFor::Puzzle(
                PuzzleId(u32::try_from(p).ok().filter(|&p| p > 0).ok_or(Unreadable)?),
                count(step)?,
            ),
            ("m", &[g, number, tries]) => PickFor::Practice(
                GameId(id(g)?),
                count(number)?,
                u32::try_from(tries).map_err(|_| Unreadable)?,
            ),
            ("l", &[lesson, exercise, tries]) => PickFor::Lesson(
                u8::try_from(lesson).ok().filter(|&l| l > 0).ok_or(Unreadable)?,
                u8::try_from(exercise).map_err(|_| Unreadable)?,
                u32::try_from(tries).map_err(|_| Unreadable)?,
            ),
            _ => return Err(Unreadable),
        })
    }
}

/// A move as a picker id writes it: `W.d4.a1`, `W.d4.-`, `x.d1.03`
/// (start, then jump directions) or `-`.
struct MoveWord(Move);

impl fmt::Display for MoveWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Move::Pass => f.write_str("-"),
            Move::Place { colour, to, remove } => {
                write!(f, "{}.{to}.", colour.letter())?;
                match remove {
                    Some(r) => write!(f, "{r}"),
                    None => f.write_str("-"),
                }
            }
            Move::Capture(j) => {
                write!(f, "x.{}.", j.from())?;
                j.directions().try_for_each(|d| write!(f, "{}", d.index()))
            }
        }
    }
}

fn square(s: &str) -> Result<Square, Unreadable> {
    s.parse::<Coord>().ok().and_then(Coord::square).ok_or(Unreadable)
}

fn colour(s: &str) -> Result<Colour, Unreadable> {
    match s.as_bytes() {
        [c] => Colour::from_letter(char::from(*c)).ok_or(Unreadable),
        _ => Err(Unreadable),
    }
}

fn read_move(parts: &[&str]) -> Result<Move, Unreadable> {
    Ok(match parts {
        ["-"] => Move::Pass,
        ["x", from, dirs] => {
            let mut jumps = Jumps::start(square(from)?);
            if dirs.is_empty() {
                return Err(Unreadable);
            }
            for d in dirs.chars() {
                let d = d.to_digit(6).ok_or(Unreadable)?;
                jumps = jumps.then(Direction::from_index(d as usize)).ok_or(Unreadable)?;
            }
            Move::Capture(jumps)
        }
        [c, to, remove] => Move::Place {
            colour: colour(c)?,
            to: square(to)?,
            remove: match *remove {
                "-" => None,
                r => Some(square(r)?),
            },
        },
        _ => return Err(Unreadable),
    })
}

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.of)?;
        match self.step {
            PickStep::Open => f.write_str("o"),
            PickStep::Start => f.write_str("s"),
            PickStep::Colour(c) => write!(f, "c.{}", c.letter()),
            PickStep::Ring(c, at) => write!(f, "r.{}.{at}", c.letter()),
            PickStep::Ready(m) => write!(f, "ok.{}", MoveWord(m)),
            PickStep::Play(m) => write!(f, "go.{}", MoveWord(m)),
        }
    }
}

impl FromStr for Pick {
    type Err = Unreadable;
    /// Reads what `Display` wrote (without the button kind before it).
    fn from_str(s: &str) -> Result<Pick, Unreadable> {
        let (of, step) = s.split_once(':').ok_or(Unreadable)?;
        let parts: Vec<&str> = step.split('.').collect();
        let step = match parts[..] {
            ["o"] => PickStep::Open,
            ["s"] => PickStep::Start,
            ["c", c] => PickStep::Colour(colour(c)?),
            ["r", c, at] => PickStep::Ring(colour(c)?, square(at)?),
            ["ok", ref m @ ..] => PickStep::Ready(read_move(m)?),
            ["go", ref m @ ..] => PickStep::Play(read_move(m)?),
            _ => return Err(Unreadable),
        };
        Ok(Pick { of: of.parse()?, step })
    }
}

#[cfg(test)]
mod tests;
