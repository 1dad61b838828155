//! The position: rings, marbles, pool, captures and the player to move, with
//! move generation and play (RULES.md R3–R5); each move checked with its
//! reason in `legality.rs`, and built from its parts in `parts.rs`.

use crate::board::{Board, Direction, Geometry, Square, SquareSet};
use crate::error::IllegalMove;
use crate::moves::{Jumps, Move, MoveList};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::variant::{Colour, Counts, Player, Variant};

mod legality;
mod parts;
pub use parts::PositionParts;

/// A ZÈRTZ position. It is `Copy` (48 bytes at most, which a test checks),
/// holds no history, and knows the rules-based end of a game (goal, full
/// board, two passes); repetition and the ends outside the board are
/// [`crate::Game`]'s.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    variant: Variant,
    rings: SquareSet,
    marbles: [SquareSet; 3],
    pool: Counts,
    captured: [Counts; 2],
    turn: Player,
    passes: u8,
}

/// Where the marbles a player may place come from (R3.1).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Supply {
    /// The shared pool, while it holds any marble.
    Pool,
    /// The mover's own captures, once the pool is empty.
    Captures,
}

/// What one move did, for people and pictures: what was placed, removed,
/// jumped and claimed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveEffect {
    /// Who moved.
    pub mover: Player,
    /// The marble placed and where, for a placement.
    pub placed: Option<(Colour, Square)>,
    /// Where it came from, for a placement.
    pub supply: Option<Supply>,
    /// The ring removed, for a placement with a free ring.
    pub removed: Option<Square>,
    /// The squares the capturing marble visited, start first.
    pub path: Vec<Square>,
    /// The colour of the capturing marble.
    pub jumper: Option<Colour>,
    /// The marbles jumped and captured, in order.
    pub captured: Vec<(Square, Colour)>,
    /// Rings claimed by isolation (R4.1), in column-then-row order, with
    /// the marble that was on each.
    pub claimed: Vec<(Square, Colour)>,
    /// Whether the move was a pass.
    pub passed: bool,
}

impl MoveEffect {
    /// Every marble the mover gained: jumped, then claimed.
    pub fn gained(&self) -> Counts {
        let mut c = Counts::ZERO;
        for &(_, colour) in self.captured.iter().chain(&self.claimed) {
            c.add(colour, 1);
        }
        c
    }
}

impl Position {
    /// The starting position of `variant`: every ring, no marble on the
    /// board, the full pool, and the first player to move.
    pub fn new(variant: Variant) -> Position {
        Position {
            variant,
            rings: variant.board.squares(),
            marbles: [SquareSet::EMPTY; 3],
            pool: variant.marbles.pool(),
            captured: [Counts::ZERO; 2],
            turn: Player::First,
            passes: 0,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The board.
    pub fn board(&self) -> Board {
        self.variant.board
    }

    fn geometry(&self) -> &'static Geometry {
        self.variant.board.geometry()
    }

    /// The rings still in play.
    pub fn rings(&self) -> SquareSet {
        self.rings
    }

    /// The rings holding a marble of `colour`.
    pub fn marbles(&self, colour: Colour) -> SquareSet {
        self.marbles[colour.index()]
    }

    /// The rings holding any marble.
    pub fn occupied(&self) -> SquareSet {
        self.marbles[0] | self.marbles[1] | self.marbles[2]
    }

    /// The rings holding no marble.
    pub fn vacant(&self) -> SquareSet {
        self.rings & !self.occupied()
    }

    /// The colour of the marble on `sq`, if any.
    pub fn marble_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| self.marbles[c.index()].contains(sq))
    }

    /// The shared pool.
    pub fn pool(&self) -> Counts {
        self.pool
    }

    /// The marbles `player` has captured or claimed.
    pub fn captured(&self, player: Player) -> Counts {
        self.captured[player.index()]
    }

    /// The player to move.
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// How many passes were just made in a row (0, 1 or 2).
    pub fn passes_in_a_row(&self) -> u8 {
        self.passes
    }

    /// Where the mover's marbles come from now, and how many of each
    /// colour (R3.1).
    pub fn supply(&self) -> (Supply, Counts) {
        if !self.pool.is_empty() {
            (Supply::Pool, self.pool)
        } else {
            (Supply::Captures, self.captured[self.turn.index()])
        }
    }

    /// Whether the ring on `sq` could slide out: two neighbours next to each
    /// other around it have no ring (R3.2). Says nothing of marbles.
    fn is_open(&self, sq: Square) -> bool {
        let pairs = &self.geometry().side_pairs[sq.index()];
        let rings = self.rings.0;
        pairs.iter().any(|&m| rings & m == 0)
    }

    /// The free rings: vacant and open on two adjacent sides (R3.2).
    pub fn free_rings(&self) -> SquareSet {
        self.vacant().filter(|&sq| self.is_open(sq)).collect()
    }

    /// The rule-based end, if the game is over: the last mover met a goal
    /// or filled the board, or both players passed (R4.4, R5.1, R5.4).
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.turn.other();
        if self.rings.is_empty() {
            return Some(Outcome::Won {
                winner: last,
                reason: WinReason::FullBoard,
            });
        }
        if self.variant.marbles.is_goal_met(self.captured[last.index()]) {
            return Some(Outcome::Won {
                winner: last,
                reason: WinReason::Goal,
            });
        }
        if self.passes >= 2 {
            return Some(Outcome::Drawn {
                reason: DrawReason::TwoPasses,
            });
        }
        None
    }

    /// Whether the game is over by the rules of the position.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The jumps open to a marble on `at`, given the marbles `occupied`
    /// (which need not include `at`): `(direction, over, land)`.
    fn jumps_from(&self, at: Square, occupied: u64) -> impl Iterator<Item = (Direction, Square, Square)> + '_ {
        let geometry = self.geometry();
        let vacant = self.rings.0 & !occupied;
        // No marble beside it, nothing to jump: most landing squares.
        let jumps = if geometry.adjacent[at.index()] & occupied != 0 {
            geometry.jumps_from(at)
        } else {
            &[]
        };
        jumps
            .iter()
            .copied()
            .filter(move |&(_, over, land)| occupied & over.bit() != 0 && vacant & land.bit() != 0)
    }

    /// The marbles with another marble next to them: only they may jump,
    /// and most marbles have none.
    fn may_jump(&self) -> impl Iterator<Item = Square> + '_ {
        let occ = self.occupied().0;
        let adjacent = &self.geometry().adjacent;
        self.occupied().filter(move |sq| adjacent[sq.index()] & occ != 0)
    }

    /// Whether any marble can jump now (R3.4).
    pub fn has_capture(&self) -> bool {
        let occ = self.occupied().0;
        self.may_jump().any(|sq| self.jumps_from(sq, occ).next().is_some())
    }

    /// Every legal move, as a new list.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// Every legal move, written into `list` after clearing it: captures if
    /// any (R3.4), else placements (R3.1, R3.2), else a pass (R3.5); none
    /// when the game is over. No allocation once `list` has room.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if self.is_game_over() {
            return;
        }
        self.captures_into(list);
        if !list.is_empty() {
            return;
        }
        let (_, supply) = self.supply();
        if supply.is_empty() {
            list.push(Move::Pass);
            return;
        }
        let free = self.free_rings();
        let vacant = self.vacant();
        let colours = Colour::ALL.into_iter().filter(|&c| supply.get(c) > 0);
        list.reserve(3 * vacant.len() * free.len().max(1));
        for colour in colours {
            for to in vacant {
                let removable = free.without(to);
                if removable.is_empty() {
                    list.push(Move::Place {
                        colour,
                        to,
                        remove: None,
                    });
                }
                for r in removable {
                    list.push(Move::Place {
                        colour,
                        to,
                        remove: Some(r),
                    });
                }
            }
        }
    }

    /// The number of legal moves, counted without listing placements.
    pub fn count_legal_moves(&self) -> usize {
        if self.is_game_over() {
            return 0;
        }
        if self.has_capture() {
            let mut list = MoveList::new();
            self.captures_into(&mut list);
            return list.len();
        }
        let (_, supply) = self.supply();
        let colours = Colour::ALL.into_iter().filter(|&c| supply.get(c) > 0).count();
        if colours == 0 {
            return 1;
        }
        let free = self.free_rings();
        let per_colour: usize = self.vacant().map(|to| free.without(to).len().max(1)).sum();
        colours * per_colour
    }

    /// Every capture open to the player to move (R3.3), written into
    /// `list` after clearing it; empty when there is none. Unlike
    /// [`Position::legal_moves_into`] it does not ask whether the game is
    /// over: a search that already knows saves the question.
    pub fn captures_into(&self, list: &mut MoveList) {
        list.clear();
        let occ = self.occupied().0;
        for from in self.may_jump() {
            let occupied = occ & !from.bit();
            if self.jumps_from(from, occupied).next().is_some() {
                self.extend_captures(Jumps::start(from), from, occupied, list);
            }
        }
    }

    /// Depth-first over the jump tree from `at`, where a jump is open:
    /// every maximal chain is a move (R3.3). A chain is followed only
    /// where it goes on, so most landings cost no call.
    fn extend_captures(&self, jumps: Jumps, at: Square, occupied: u64, list: &mut MoveList) {
        for (d, over, land) in self.jumps_from(at, occupied) {
            // A chain longer than MAX_JUMPS would need more marbles than exist.
            let Some(next) = jumps.then(d) else { continue };
            let left = occupied & !over.bit();
            if self.jumps_from(land, left).next().is_some() {
                self.extend_captures(next, land, left, list);
            } else {
                list.push(Move::Capture(next));
            }
        }
    }

    /// Plays `m` after checking it.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        self.check(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m` without checking it. `m` must be legal here (from
    /// [`Position::legal_moves`] or checked by [`Position::check`]);
    /// otherwise the position may stop making sense, though nothing panics.
    pub fn play_unchecked(&mut self, m: &Move) {
        let mover = self.turn.index();
        match *m {
            Move::Pass => {
                self.passes += 1;
            }
            Move::Place { colour, to, remove } => {
                self.passes = 0;
                if !self.pool.is_empty() {
                    self.pool.take(colour);
                } else {
                    self.captured[mover].take(colour);
                }
                self.marbles[colour.index()] = self.marbles[colour.index()].with(to);
                if let Some(r) = remove {
                    self.rings = self.rings.without(r);
                }
                let claimed = if self.may_claim(to, remove) {
                    self.isolated_full_groups()
                } else {
                    SquareSet::EMPTY
                };
                if !claimed.is_empty() {
                    for c in Colour::ALL {
                        let taken = self.marbles[c.index()] & claimed;
                        self.captured[mover].add(c, taken.len() as u8);
                        self.marbles[c.index()] = self.marbles[c.index()] & !claimed;
                    }
                    self.rings = self.rings & !claimed;
                }
            }
            Move::Capture(jumps) => {
                self.passes = 0;
                let geometry = self.geometry();
                let Some(jumper) = self.marble_at(jumps.from()) else {
                    return;
                };
                let mut at = jumps.from();
                for d in jumps.directions() {
                    let Some((over, land)) = geometry.jumps[at.index()][d.index()] else {
                        break;
                    };
                    if let Some(victim) = self.marble_at(over) {
                        self.marbles[victim.index()] = self.marbles[victim.index()].without(over);
                        self.captured[mover].add(victim, 1);
                    }
                    at = land;
                }
                let j = jumper.index();
                self.marbles[j] = self.marbles[j].without(jumps.from()).with(at);
            }
        }
        self.turn = self.turn.other();
    }

    /// Whether a placement on `to` that removed `remove` may have left a
    /// group with no vacant ring. Such a group holds `to`, or, cut off
    /// through the ring removed, a ring next to it; and none of its marbles
    /// has a vacant ring beside it. So when every marble on or next to those
    /// rings has one, nothing is claimed and the board need not be searched:
    /// most placements. Positions start with no such group
    /// ([`Position::from_parts`] refuses one).
    fn may_claim(&self, to: Square, remove: Option<Square>) -> bool {
        let adjacent = &self.geometry().adjacent;
        let occupied = self.occupied().0;
        let vacant = self.rings.0 & !occupied;
        let near = adjacent[to.index()] | to.bit() | remove.map_or(0, |r| adjacent[r.index()]);
        SquareSet(near & occupied).any(|sq| adjacent[sq.index()] & vacant == 0)
    }

    /// The rings in groups with no vacant ring: everything not connected to
    /// a vacant ring (R4.1). A full board is one such group (R4.4).
    fn isolated_full_groups(&self) -> SquareSet {
        let adjacent = &self.geometry().adjacent;
        let rings = self.rings.0;
        let mut reached = rings & !self.occupied().0;
        let mut frontier = reached;
        while frontier != 0 {
            let mut next = 0u64;
            for sq in SquareSet(frontier) {
                next |= adjacent[sq.index()];
            }
            frontier = next & rings & !reached;
            reached |= frontier;
        }
        SquareSet(rings & !reached)
    }

    /// What `m` does here: placed, removed, jumped and claimed. `m` should
    /// be legal; for an illegal one the answer describes what
    /// [`Position::play_unchecked`] would do.
    pub fn effect(&self, m: &Move) -> MoveEffect {
        let mut effect = MoveEffect {
            mover: self.turn,
            placed: None,
            supply: None,
            removed: None,
            path: Vec::new(),
            jumper: None,
            captured: Vec::new(),
            claimed: Vec::new(),
            passed: false,
        };
        match *m {
            Move::Pass => effect.passed = true,
            Move::Place { colour, to, remove } => {
                effect.placed = Some((colour, to));
                effect.supply = Some(self.supply().0);
                effect.removed = remove;
                let mut after = *self;
                after.play_unchecked(m);
                let lost = self.rings & !after.rings;
                effect.claimed = lost
                    .filter(|&sq| Some(sq) != remove)
                    .map(|sq| {
                        (
                            sq,
                            if sq == to {
                                colour
                            } else {
                                self.marble_at(sq).unwrap_or(colour)
                            },
                        )
                    })
                    .collect();
            }
            Move::Capture(jumps) => {
                effect.jumper = self.marble_at(jumps.from());
                effect.path.push(jumps.from());
                for (over, land) in jumps.steps(self.board()) {
                    if let Some(c) = self.marble_at(over) {
                        effect.captured.push((over, c));
                    }
                    effect.path.push(land);
                }
            }
        }
        effect
    }

    /// Whether `self` and `other` count as the same position for repetition
    /// (R5.3): everything but the count of passes just made.
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        Position { passes: 0, ..*self } == Position { passes: 0, ..*other }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Variant::STANDARD)
    }
}
