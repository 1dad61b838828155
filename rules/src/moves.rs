//! Moves and move lists (RULES.md R3).

use crate::board::{Board, Direction, Square};
use crate::variant::Colour;

/// The most jumps one capture can make: every marble but the jumper.
pub const MAX_JUMPS: usize = 23;

/// A turn. Small and `Copy`, so move lists are cheap; a capture stores its
/// start and its jump directions, so writing its squares needs the board
/// (see [`Jumps::landings`]) and its colours need the position
/// ([`crate::Position::notation`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(into = "StoredMove", try_from = "StoredMove")]
pub enum Move {
    /// Place a marble on a vacant ring, then remove a free ring if any is
    /// free (R3.1, R3.2). Claims (R4) follow from the position.
    Place {
        /// The marble's colour.
        colour: Colour,
        /// The vacant ring it goes on.
        to: Square,
        /// The free ring removed, or `None` when no ring is free.
        remove: Option<Square>,
    },
    /// A capture sequence (R3.3).
    Capture(Jumps),
    /// No capture and nothing to place (R3.5).
    Pass,
}

/// A move as it is kept in stored data (an analysis, say): squares by
/// index and jumps by direction, each checked when it is read back, so a
/// damaged value is an error, never a square off the board.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum StoredMove {
    Place { colour: Colour, to: u8, remove: Option<u8> },
    Capture { from: u8, dirs: Vec<u8> },
    Pass,
}

impl From<Move> for StoredMove {
    fn from(m: Move) -> StoredMove {
        let index = |s: Square| s.index() as u8;
        match m {
            Move::Place { colour, to, remove } => StoredMove::Place {
                colour,
                to: index(to),
                remove: remove.map(index),
            },
            Move::Capture(j) => StoredMove::Capture {
                from: index(j.from()),
                dirs: j.directions().map(|d| d.index() as u8).collect(),
            },
            Move::Pass => StoredMove::Pass,
        }
    }
}

/// A stored move that names no square, or more jumps than a capture has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a stored move: {0}")]
pub struct BadStoredMove(&'static str);

impl TryFrom<StoredMove> for Move {
    type Error = BadStoredMove;
    fn try_from(m: StoredMove) -> Result<Move, BadStoredMove> {
        let square = |i: u8| Square::from_index(usize::from(i)).ok_or(BadStoredMove("a square off the board"));
        Ok(match m {
            StoredMove::Place { colour, to, remove } => Move::Place {
                colour,
                to: square(to)?,
                remove: remove.map(square).transpose()?,
            },
            StoredMove::Capture { from, dirs } => {
                let mut jumps = Jumps::start(square(from)?);
                for d in dirs {
                    if d >= 6 {
                        return Err(BadStoredMove("a direction that is not one of six"));
                    }
                    jumps = jumps
                        .then(Direction::from_index(usize::from(d)))
                        .ok_or(BadStoredMove("more jumps than a capture can make"))?;
                }
                Move::Capture(jumps)
            }
            StoredMove::Pass => Move::Pass,
        })
    }
}

impl Move {
    /// Whether this is a capture.
    pub const fn is_capture(&self) -> bool {
        matches!(self, Move::Capture(_))
    }
}

/// The jumps of one capture: a start square and up to [`MAX_JUMPS`]
/// directions, packed base 6 into 64 bits (6^24 < 2^64). The bits are kept
/// as two `u32` halves so that a [`Move`] stays 16 bytes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Jumps {
    from: Square,
    len: u8,
    dirs: [u32; 2],
}

const POW6: [u64; MAX_JUMPS + 1] = {
    let mut p = [1u64; MAX_JUMPS + 1];
    let mut i = 1;
    while i <= MAX_JUMPS {
        p[i] = p[i - 1] * 6;
        i += 1;
    }
    p
};

impl Jumps {
    /// A capture that starts at `from` and has no jumps yet.
    pub const fn start(from: Square) -> Jumps {
        Jumps {
            from,
            len: 0,
            dirs: [0; 2],
        }
    }

    /// These jumps followed by one more in `dir`, or `None` past
    /// [`MAX_JUMPS`].
    pub const fn then(self, dir: Direction) -> Option<Jumps> {
        if self.len as usize >= MAX_JUMPS {
            return None;
        }
        let dirs = self.packed() + dir.index() as u64 * POW6[self.len as usize];
        Some(Jumps {
            from: self.from,
            len: self.len + 1,
            dirs: [dirs as u32, (dirs >> 32) as u32],
        })
    }

    const fn packed(self) -> u64 {
        self.dirs[0] as u64 | (self.dirs[1] as u64) << 32
    }

    /// The square the jumping marble starts on.
    pub const fn from(self) -> Square {
        self.from
    }

    /// Number of jumps, and of marbles captured.
    pub const fn len(self) -> usize {
        self.len as usize
    }

    /// Whether there is no jump yet (never true of a legal capture).
    pub const fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The direction of jump `i` (0-based).
    pub fn direction(self, i: usize) -> Option<Direction> {
        (i < self.len()).then(|| Direction::from_index(((self.packed() / POW6[i]) % 6) as usize))
    }

    /// The directions of the jumps, in order.
    pub fn directions(self) -> impl Iterator<Item = Direction> {
        // Digit by digit: dividing by the constant 6 is a multiplication,
        // where `direction(i)`'s division by a power of 6 is a division.
        let mut packed = self.packed();
        (0..self.len()).map(move |_| {
            let d = packed % 6;
            packed /= 6;
            Direction::from_index(d as usize)
        })
    }

    /// The squares jumped over and landed on, in order, on `board`. A step
    /// that leaves the board ends the list early (never for a legal move).
    pub fn steps(self, board: Board) -> impl Iterator<Item = (Square, Square)> {
        let mut at = Some(self.from);
        self.directions().map_while(move |d| {
            let over = board.neighbour(at?, d)?;
            let land = board.neighbour(over, d)?;
            at = Some(land);
            Some((over, land))
        })
    }

    /// The landing squares, in order, on `board`.
    pub fn landings(self, board: Board) -> impl Iterator<Item = Square> {
        self.steps(board).map(|(_, land)| land)
    }
}

/// A reusable list of moves. Generating into an existing list allocates
/// nothing once it has grown to fit (see
/// [`crate::Position::legal_moves_into`]).
#[derive(Clone, Debug, Default)]
pub struct MoveList(Vec<Move>);

impl MoveList {
    /// An empty list with room for a typical position's moves.
    pub fn new() -> MoveList {
        MoveList(Vec::with_capacity(2048))
    }

    /// Empties the list, keeping its memory.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub(crate) fn push(&mut self, m: Move) {
        self.0.push(m);
    }

    pub(crate) fn reserve(&mut self, n: usize) {
        self.0.reserve(n);
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.0
    }

    /// The moves as a mutable slice, to reorder them (a search tries the
    /// likeliest moves first).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.0
    }

    /// Whether `m` is in the list.
    pub fn contains(&self, m: &Move) -> bool {
        self.0.contains(m)
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.0
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::vec::IntoIter<Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r3_3_jumps_pack_the_longest_possible_chain() {
        let from = Square::new(4, 5).unwrap();
        let mut j = Jumps::start(from);
        let dirs: Vec<Direction> = (0..MAX_JUMPS).map(|i| Direction::from_index(i * 5 + 3)).collect();
        for &d in &dirs {
            j = j.then(d).unwrap();
        }
        assert_eq!(j.len(), MAX_JUMPS);
        assert_eq!(j.directions().collect::<Vec<_>>(), dirs);
        assert!(j.then(Direction::ALL[5]).is_none());
    }
}

#[cfg(test)]
mod stored_tests {
    use crate::{Game, Move, Variant};

    /// Every legal move of a real game's positions, captures included,
    /// reads back as itself; damaged values are errors.
    #[test]
    fn stored_moves_read_back_and_damaged_ones_are_refused() {
        let line = "Wd4,a1 Ge3,g1 Bc3,a4 x c3Bc5 Wb2,a2 x e3Ge5 Gb3,d7 x b3Wd3Bd5";
        let mut game = Game::new(Variant::STANDARD);
        let (mut checked, mut captures) = (0, 0);
        for text in line.split(' ') {
            for m in game.position().legal_moves().iter() {
                let json = serde_json::to_string(m).unwrap_or_default();
                assert_eq!(serde_json::from_str::<Move>(&json).ok(), Some(*m), "{json}");
                checked += 1;
                captures += usize::from(m.is_capture());
            }
            if game.play_notation(text).is_err() {
                break;
            }
        }
        assert!(checked > 100 && captures > 0, "{checked} moves, {captures} captures");
        for bad in [
            r#"{"place":{"colour":"White","to":200,"remove":null}}"#,
            r#"{"capture":{"from":3,"dirs":[7]}}"#,
            r#"{"capture":{"from":3,"dirs":[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}}"#,
            r#"{"fly":{}}"#,
        ] {
            assert!(serde_json::from_str::<Move>(bad).is_err(), "{bad}");
        }
    }
}
