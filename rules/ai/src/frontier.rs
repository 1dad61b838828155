//! The placements worth searching one placement from the horizon.
//!
//! There, a placement's child is scored by the forced captures it allows
//! and then by the static evaluation ([`crate::Weights::evaluate`]), which
//! looks only at the trays whatever its numbers. So
//! placements that differ in nothing those can see give the same score,
//! and one of each kind is enough:
//! - a placement that claims nothing and gives the opponent no capture:
//!   all such placements score alike, whatever their colour while the pool
//!   supplies it, ring and removal;
//! - for a placement that gives a capture, removals only matter if they
//!   claim rings or could be a landing square of the jumps it allows (over
//!   the marble placed or by it, and those chaining on); the other
//!   removals score alike.
//!
//! This takes a typical middle-game node from about 1,500 children to a
//! hundred or fewer. It is checked against the full list in the tests. On
//! 3,000 random positions (about 6,400 searches), one scored differently:
//! the opponent's capture opened a second one for the mover, landing on a
//! ring that only the full list removed, and the short list missed a win
//! in five plies there. The search finds it a placement later.

use zertz_rules::{Colour, Direction, Move, Position, Square, SquareSet, Supply};

/// Calls `each` with every connected group of `rings`.
fn for_each_group(rings: SquareSet, neighbours: &impl Fn(Square) -> SquareSet, mut each: impl FnMut(SquareSet)) {
    let mut left = rings;
    while let Some(seed) = left.first() {
        let mut group = SquareSet::EMPTY.with(seed);
        let mut frontier = group;
        while !frontier.is_empty() {
            let mut next = SquareSet::EMPTY;
            for sq in frontier {
                next = next | neighbours(sq);
            }
            frontier = next & rings & !group;
            group = group | frontier;
        }
        left = left & !group;
        each(group);
    }
}

/// Whether taking `r` out of `rings` may split its group: its ring
/// neighbours do not form one unbroken arc around it.
fn may_split(pos: &Position, r: Square, rings: SquareSet) -> bool {
    let board = pos.board();
    let present = Direction::ALL.map(|d| board.neighbour(r, d).is_some_and(|n| rings.contains(n)));
    let arcs = (0..6).filter(|&i| present[i] && !present[(i + 5) % 6]).count();
    arcs > 1
}

/// Which placements claim rings (R4.1): removals that cut off a full
/// group, rings whose filling claims whatever is removed, and (square,
/// removal) pairs where the placement fills a group's last vacant ring
/// once that removal is made. `None` stands for "no removal".
struct Claims {
    /// Removals that claim whatever is placed.
    always: SquareSet,
    /// Rings whose filling claims whatever is removed.
    filling_any: SquareSet,
    /// For each ring, the removals after which filling it claims.
    filling: [SquareSet; 64],
}

impl Claims {
    fn find(pos: &Position, removals: SquareSet, neighbours: &impl Fn(Square) -> SquareSet) -> Claims {
        let vacant = pos.vacant();
        let mut claims = Claims {
            always: SquareSet::EMPTY,
            filling_any: SquareSet::EMPTY,
            filling: [SquareSet::EMPTY; 64],
        };
        // Groups as they are: one with a single vacant ring is claimed by
        // filling it, whatever is removed elsewhere.
        let mut group_of = [SquareSet::EMPTY; 64];
        for_each_group(pos.rings(), neighbours, |group| {
            let open = group & vacant;
            if open.len() == 1 {
                claims.filling_any = claims.filling_any | open;
            }
            for sq in group {
                group_of[sq.index()] = group;
            }
        });
        let mut note = |group: SquareSet, r: Square| {
            let open = group & vacant;
            match open.first() {
                None => claims.always = claims.always.with(r),
                Some(sq) if open.len() == 1 => claims.filling[sq.index()] = claims.filling[sq.index()].with(r),
                Some(_) => {}
            }
        };
        for r in removals {
            let group = group_of[r.index()].without(r);
            if may_split(pos, r, pos.rings()) {
                for_each_group(group, neighbours, |part| note(part, r));
            } else if !group.is_empty() {
                note(group, r);
            }
        }
        claims
    }

    /// The removals after which filling `to` claims rings, of `removable`.
    fn claiming(&self, to: Square, removable: SquareSet) -> SquareSet {
        if self.filling_any.contains(to) {
            removable
        } else {
            (self.always | self.filling[to.index()]) & removable
        }
    }
}

/// The vacant rings where the captures that a marble placed on `to` allows
/// could land: the jumps over it or by it, and every jump that chains on
/// from their landing squares. No jump exists before the placement, so
/// the first must involve `to`.
fn landings(pos: &Position, to: Square) -> SquareSet {
    let board = pos.board();
    let geometry = board.geometry();
    let marbles = pos.occupied().with(to);
    let vacant = pos.vacant().without(to);
    let mut found = SquareSet::EMPTY;
    // A marble next to `to` jumps over it to the ring across.
    for d in Direction::ALL {
        let across = Direction::from_index(d.index() + 3);
        if let (Some(from), Some(land)) = (board.neighbour(to, d), board.neighbour(to, across)) {
            if marbles.contains(from) && vacant.contains(land) {
                found = found.with(land);
            }
        }
    }
    // The marble placed jumps, and every jumper chains on from where it lands.
    let mut chained = found.with(to);
    while let Some(at) = chained.first() {
        chained = chained.without(at);
        if (geometry.neighbours_of(at) & marbles).is_empty() {
            continue;
        }
        for &(_, over, land) in geometry.jumps_from(at) {
            if marbles.contains(over) && vacant.contains(land) && !found.contains(land) {
                found = found.with(land);
                chained = chained.with(land);
            }
        }
    }
    found
}

/// The placements of `pos` that can score differently at the horizon, in
/// the order of the full list. `pos` must have no capture and something to
/// place.
pub(crate) fn placements(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    let geometry = pos.board().geometry();
    let neighbours = |sq: Square| geometry.neighbours_of(sq);
    let (supply, counts) = pos.supply();
    let colours = Colour::ALL.into_iter().filter(|&c| counts.get(c) > 0);
    let vacant = pos.vacant();
    let free = pos.free_rings();
    let mut near = SquareSet::EMPTY;
    for sq in pos.occupied() {
        near = near | neighbours(sq);
    }
    let claims = Claims::find(pos, free, &neighbours);
    // Where a marble placed would give a capture, and where it could land.
    let mut landing = [SquareSet::EMPTY; 64];
    for to in vacant & near {
        landing[to.index()] = landings(pos, to);
    }
    // One quiet placement per colour, or one in all while the pool
    // supplies: from a tray, the colour changes what the mover holds.
    let alike_colours = supply == Supply::Pool;
    let mut quiet_done = [false; 3];
    for colour in colours {
        let quiet_slot = if alike_colours { 0 } else { colour.index() };
        for to in vacant {
            let hot = !landing[to.index()].is_empty();
            let removable = free.without(to);
            let done = if hot { &mut false } else { &mut quiet_done[quiet_slot] };
            if removable.is_empty() {
                // No ring is free: the placement alone.
                if claims.filling_any.contains(to) || !std::mem::replace(done, true) {
                    out.push(Move::Place {
                        colour,
                        to,
                        remove: None,
                    });
                }
                continue;
            }
            // Removals that claim, or could be a landing square of the
            // captures that follow; the others score alike, so the first
            // of them stands for all.
            let mut relevant = claims.claiming(to, removable) | (landing[to.index()] & removable);
            if let Some(plain) = (removable & !relevant).first() {
                if !std::mem::replace(done, true) {
                    relevant = relevant.with(plain);
                }
            }
            out.extend(relevant.map(|r| Move::Place {
                colour,
                to,
                remove: Some(r),
            }));
        }
    }
}

/// Whether the player to move has a placement that gives no capture, or
/// nothing to place at all. Without one, every placement is a sacrifice,
/// and scoring the position as it stands would be wrong.
pub(crate) fn has_quiet_placement(pos: &Position) -> bool {
    let (_, counts) = pos.supply();
    let Some(colour) = Colour::ALL.into_iter().find(|&c| counts.get(c) > 0) else {
        return true;
    };
    let geometry = pos.board().geometry();
    let mut near = SquareSet::EMPTY;
    for sq in pos.occupied() {
        near = near | geometry.neighbours_of(sq);
    }
    let vacant = pos.vacant();
    if !(vacant & !near).is_empty() {
        return true;
    }
    let free = pos.free_rings();
    let quiet = |to: Square, remove: Option<Square>| {
        let mut child = *pos;
        child.play_unchecked(&Move::Place { colour, to, remove });
        !child.has_capture()
    };
    vacant.into_iter().any(|to| {
        let removable = free.without(to);
        if removable.is_empty() {
            return quiet(to, None);
        }
        // A removal that is no landing square changes nothing here; try
        // one such, and each that is one.
        let landings = near | geometry.neighbours_of(to);
        let plain = (removable & !landings).first();
        (removable & landings).chain(plain).any(|r| quiet(to, Some(r)))
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use zertz_rules::Variant;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new(b[0] - b'a', name[1..].parse().unwrap()).unwrap()
    }

    #[test]
    fn landings_follow_the_jumps_a_placement_allows() {
        let mut pos = Position::new(Variant::STANDARD);
        for (colour, to) in [(Colour::White, "d4"), (Colour::Grey, "d2")] {
            let remove = Some(if to == "d4" { sq("a1") } else { sq("g1") });
            pos.play(&Move::Place {
                colour,
                to: sq(to),
                remove,
            })
            .unwrap();
        }
        // On d5: d5 jumps d4 to d3 and chains over d2 to d1; d4 jumps d5 to d6.
        let expected = SquareSet::EMPTY.with(sq("d1")).with(sq("d3")).with(sq("d6"));
        assert_eq!(landings(&pos, sq("d5")), expected);
        // Far from every marble, nothing to jump.
        assert_eq!(landings(&pos, sq("g4")), SquareSet::EMPTY);
    }
}
