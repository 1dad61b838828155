//! The transposition table: positions already searched, with their score
//! bound and best move, so transpositions and iterative deepening cost
//! little. An entry is two 64-bit words (16 bytes, where a locked entry
//! took 48: fewer cache misses). Searches on several threads share one
//! table without locks: an entry's first word is its key mixed with its
//! second, so a probe that reads half of another thread's write sees no
//! entry.

use std::sync::atomic::{AtomicU64, Ordering};

use zertz_rules::{Colour, Move, Player, Position, Square};

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
    pub best: Option<TableMove>,
    pub score: Score,
    pub depth: i16,
    pub bound: Bound,
}

/// A best move as the table keeps it, in 31 bits: a placement or a pass
/// exactly; a capture by its start, its length and its first six jumps,
/// which names it exactly unless it is longer than six jumps and another
/// of the same length shares those six.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct TableMove(u32);

/// The jumps of a capture the table keeps.
const KEPT_JUMPS: usize = 6;

impl TableMove {
    pub fn of(m: &Move) -> TableMove {
        let bits = match *m {
            Move::Place { colour, to, remove } => {
                let removed = remove.map_or(0, |r| r.index() as u32 + 1);
                1 | (colour.index() as u32) << 2 | (to.index() as u32) << 4 | removed << 10
            }
            Move::Capture(jumps) => {
                let dirs = jumps
                    .directions()
                    .take(KEPT_JUMPS)
                    .enumerate()
                    .fold(0, |acc, (i, d)| acc | (d.index() as u32) << (3 * i));
                2 | (jumps.from().index() as u32) << 2 | (jumps.len() as u32) << 8 | dirs << 13
            }
            Move::Pass => 3,
        };
        // The tag in the low two bits is never zero: zero is "no move".
        TableMove(bits)
    }

    /// The placement this names, if it is one: placements are tried
    /// before any list is built, so they must come back as moves.
    pub fn placement(self) -> Option<Move> {
        let bits = self.0;
        if bits & 3 != 1 {
            return None;
        }
        let colour = *Colour::ALL.get((bits >> 2 & 3) as usize)?;
        let to = Square::from_index((bits >> 4 & 63) as usize)?;
        let remove = match bits >> 10 & 127 {
            0 => None,
            r => Some(Square::from_index(r as usize - 1)?),
        };
        Some(Move::Place { colour, to, remove })
    }

    /// The first of `moves` that this names.
    pub fn find(self, moves: &[Move]) -> Option<Move> {
        moves.iter().find(|m| TableMove::of(m) == self).copied()
    }
}

/// A fixed-size table, always replacing: simple, and good enough for
/// searches of a few million nodes. Each search starts a new generation
/// and sees only its own entries (the generation is mixed into the
/// check word), so a search's result does not depend on the searches
/// before it (determinism), and nothing needs clearing.
pub(crate) struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
    generation: u64,
    salt: u64,
}

/// A 64-bit mix (splitmix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table {
            slots: (0..size).map(|_| [AtomicU64::new(0), AtomicU64::new(0)]).collect(),
            mask: size - 1,
            generation: 0,
            salt: mix(1),
        }
    }

    /// Forgets every entry, in constant time.
    pub fn new_generation(&mut self) {
        self.generation += 1;
        self.salt = mix(self.generation + 1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [check, data] = &self.slots[key as usize & self.mask];
        let data = data.load(Ordering::Relaxed);
        if check.load(Ordering::Relaxed) ^ data != key ^ self.salt {
            return None;
        }
        let bound = match data >> 31 & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            best: Some(TableMove((data >> 33) as u32)).filter(|m| m.0 != 0),
            // The low 24 bits, sign-extended.
            score: ((data as u32) << 8) as i32 >> 8,
            depth: (data >> 24 & 127) as i16,
            bound,
        })
    }

    pub fn store(&self, key: u64, entry: (Option<Move>, Score, i16, Bound), ply: usize) {
        let (best, score, depth, bound) = entry;
        let bound = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        // Scores stay within ±(MATE + MAX_PLY), well inside 24 bits; depths
        // within 64.
        let data = u64::from(to_table(score, ply) as u32 & 0xff_ffff)
            | (depth.clamp(0, 127) as u64) << 24
            | bound << 31
            | u64::from(best.map_or(0, |m| TableMove::of(&m).0)) << 33;
        let [check, slot] = &self.slots[key as usize & self.mask];
        slot.store(data, Ordering::Relaxed);
        check.store(key ^ self.salt ^ data, Ordering::Relaxed);
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use zertz_rules::Variant;

    use super::*;
    use crate::baseline;
    use crate::eval::MATE;

    /// Every legal move of random games, captures included, comes back
    /// from the table as itself: placements by decoding, every move by
    /// finding it in the list. Captures of more than six jumps may name
    /// another of the same start, length and first six jumps.
    #[test]
    fn table_moves_name_the_move_stored() {
        let (mut places, mut captures) = (0, 0);
        for seed in 0..60u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::new(Variant::ALL[seed as usize % Variant::ALL.len()]);
            while let Some(next) = baseline::random_move(&pos, &mut rng) {
                let moves = pos.legal_moves();
                for m in moves.iter() {
                    let kept = TableMove::of(m);
                    let found = kept.find(&moves);
                    match m {
                        Move::Capture(j) if j.len() > KEPT_JUMPS => assert!(found.is_some(), "{m:?}"),
                        _ => assert_eq!(found, Some(*m)),
                    }
                    match m {
                        Move::Place { .. } => {
                            assert_eq!(kept.placement(), Some(*m));
                            places += 1;
                        }
                        _ => {
                            assert_eq!(kept.placement(), None, "{m:?}");
                            captures += usize::from(m.is_capture());
                        }
                    }
                }
                pos.play_unchecked(&next);
            }
        }
        assert!(
            places > 10_000 && captures > 300,
            "{places} placements, {captures} captures"
        );
    }

    #[test]
    fn entries_keep_their_score_depth_bound_and_move_for_one_generation() {
        let mut table = Table::new(8);
        let pos = Position::new(Variant::STANDARD);
        let m = pos.legal_moves()[17];
        let cases = [
            (Some(m), 1234, 3, Bound::Exact),
            (None, -98_765, 64, Bound::Lower),
            (Some(Move::Pass), MATE - 7, 1, Bound::Upper),
            (Some(m), -MATE + 12, 2, Bound::Upper),
        ];
        for (i, &(best, score, depth, bound)) in cases.iter().enumerate() {
            let key = 0x1234_5678_9abc_def0 ^ i as u64;
            table.store(key, (best, score, depth, bound), 5);
            let e = table.probe(key).unwrap();
            assert_eq!(e.best.map(|b| b.find(&[Move::Pass, m])), best.map(Some));
            assert_eq!((from_table(e.score, 5), e.depth, e.bound), (score, depth, bound));
            // Another key in the same slot finds nothing.
            assert!(table.probe(key ^ 1 << 40).is_none());
        }
        table.store(42, (Some(m), 5, 1, Bound::Exact), 0);
        table.new_generation();
        assert!(
            table.probe(42).is_none(),
            "a new search sees no entry of the one before"
        );
    }

    /// An entry whose two words come from different writes (a probe that
    /// read half of another thread's store) is no entry.
    #[test]
    fn a_torn_entry_is_not_found() {
        let table = Table::new(4);
        table.store(7, (None, 100, 2, Bound::Exact), 0);
        let slot = &table.slots[7];
        slot[1].store(slot[1].load(Ordering::Relaxed) ^ 1, Ordering::Relaxed);
        assert!(table.probe(7).is_none());
    }
}
