//! The transposition table: positions already searched, with their score
//! bound and best move, so transpositions and iterative deepening cost
//! little. Searches on several threads share one table (each entry behind
//! a lock of its own, so they seldom wait).

use std::sync::Mutex;

use zertz_rules::{Colour, Move, Player, Position};

use crate::eval::{Score, MATE_BOUND};

/// What a stored score says about the true score.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this.
    Lower,
    /// The true score is at most this.
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry {
    key: u64,
    generation: u16,
    pub best: Option<Move>,
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
}

/// A fixed-size table, always replacing: simple, and good enough for
/// searches of a few million nodes. Each search starts a new generation
/// and sees only its own entries, so a search's result does not depend on
/// the searches before it (determinism), and nothing needs clearing.
pub(crate) struct Table {
    entries: Vec<Mutex<Option<Entry>>>,
    mask: usize,
    generation: u16,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table {
            entries: (0..size).map(|_| Mutex::new(None)).collect(),
            mask: size - 1,
            generation: 0,
        }
    }

    /// Forgets every entry, in constant time.
    pub fn new_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 65,536 searches, old entries could look current again.
            self.entries
                .iter_mut()
                .for_each(|e| *e.get_mut().unwrap_or_else(|p| p.into_inner()) = None);
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.entries[key as usize & self.mask].lock();
        let entry = *slot.unwrap_or_else(|p| p.into_inner());
        entry.filter(|e| e.key == key && e.generation == self.generation)
    }

    pub fn store(&self, key: u64, entry: (Option<Move>, Score, i16, Bound), ply: usize) {
        let (best, score, depth, bound) = entry;
        let slot = self.entries[key as usize & self.mask].lock();
        *slot.unwrap_or_else(|p| p.into_inner()) = Some(Entry {
            key,
            generation: self.generation,
            best,
            score: to_table(score, ply),
            depth,
            bound,
        });
    }
}

/// Mate scores are stored relative to the node, not the root.
fn to_table(score: Score, ply: usize) -> Score {
    let ply = ply as Score;
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

/// A stored score seen from a node `ply` plies below the root.
pub(crate) fn from_table(score: Score, ply: usize) -> Score {
    let ply = ply as Score;
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

/// A 64-bit key for a position: every field that the rules look at, the
/// passes in a row included (two end the game), mixed.
pub fn key(pos: &Position) -> u64 {
    let mut h = 0x9e37_79b9_7f4a_7c15u64;
    let mut mix = |x: u64| {
        h = (h ^ x).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 31;
    };
    mix(pos.rings().0);
    for c in Colour::ALL {
        mix(pos.marbles(c).0);
    }
    let counts = |c: zertz_rules::Counts| u64::from(c.0[0]) | u64::from(c.0[1]) << 8 | u64::from(c.0[2]) << 16;
    mix(counts(pos.pool())
        | counts(pos.captured(Player::First)) << 24
        | (u64::from(pos.turn() == Player::Second) << 48)
        | u64::from(pos.passes_in_a_row()) << 49);
    mix(counts(pos.captured(Player::Second)) ^ (pos.board() as u64) << 32 ^ (pos.variant().marbles as u64) << 40);
    h
}
