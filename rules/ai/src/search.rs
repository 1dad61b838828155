//! The search: iterative deepening, principal-variation alpha-beta over
//! free moves, with forced captures searched to the end.
//!
//! Depth counts only placements, as boardspace's robots do: a capture is
//! compulsory, so a position with a capture is searched on without using
//! depth, and a placement is judged by the whole forced sequence it
//! provokes. Past the nominal depth only captures are searched
//! (quiescence), and forced sacrifices when every placement is one; any
//! other quiet position there is scored by the static evaluation, with
//! the [`crate::Weights`] of its settings: the level's, unless the engine
//! was given others.

use std::time::Instant;

use zertz_rules::{Move, MoveList, Position};

use crate::eval::{Score, MATE, MATE_BOUND};
use crate::frontier;
use crate::table::{from_table, key, Bound, Table, TableMove};
use crate::{Limits, Settings};

/// A bound on the plies below the root; past it a node is scored as it
/// stands. Searches stop far sooner: depth and quiescence are bounded.
pub(crate) const MAX_PLY: usize = 160;

pub(crate) const INFINITY: Score = MATE + 1;

/// One search's state. Built per call of [`crate::Engine::think`].
pub(crate) struct Search<'a> {
    table: &'a Table,
    settings: Settings,
    limits: Limits,
    start: Instant,
    pub nodes: u64,
    stopped: bool,
    lists: Vec<MoveList>,
    moves: Vec<Vec<Move>>,
    /// Whether horizon nodes search one placement of each kind
    /// ([`frontier`]); off only in tests that check it changes nothing.
    pub prune_frontier: bool,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Room for the ordering keys of a node's moves, kept between nodes.
    keyed: Vec<(i32, Move)>,
}

/// A placement's slot in the history table.
fn history_slot(m: &Move) -> Option<usize> {
    match *m {
        Move::Place { colour, to, remove } => {
            let removed = remove.map_or(61, |r| r.index());
            Some((colour.index() * 61 + to.index()) * 62 + removed)
        }
        _ => None,
    }
}

/// Whether a node at `depth` reads and writes the table: only before the
/// horizon. Past it the table costs more (a cache miss a node) than
/// searching the captures again saves.
fn uses_table(depth: i16) -> bool {
    depth > 0
}

/// The score of a finished position for the player to move, `ply` plies
/// from the root: sooner wins score higher, later losses less low.
pub(crate) fn terminal_score(pos: &Position, ply: usize) -> Option<Score> {
    let outcome = pos.outcome()?;
    let distance = MATE - ply as Score;
    Some(match outcome.winner() {
        Some(w) if w == pos.turn() => distance,
        Some(_) => -distance,
        None => 0,
    })
}

impl<'a> Search<'a> {
    pub fn new(table: &'a Table, settings: Settings, limits: Limits) -> Search<'a> {
        Search {
            table,
            settings,
            limits,
            start: Instant::now(),
            nodes: 0,
            stopped: false,
            // Empty lists: they grow to fit on first use, not 32 KB each up front.
            lists: (0..MAX_PLY).map(|_| MoveList::default()).collect(),
            moves: vec![Vec::new(); MAX_PLY],
            prune_frontier: true,
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; 3 * 61 * 62],
            keyed: Vec::new(),
        }
    }

    /// This search, its time counted from `start` (when the caller began
    /// thinking, before it ordered the root).
    pub fn timed_from(mut self, start: Instant) -> Search<'a> {
        self.start = start;
        self
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    pub fn elapsed(&self) -> std::time::Duration {
        self.start.elapsed()
    }

    /// Whether a new iteration is worth starting: it will likely take
    /// several times as long as all the ones before.
    pub fn time_for_another(&self) -> bool {
        match self.limits.time {
            Some(t) => self.start.elapsed() * 3 < t,
            None => true,
        }
    }

    fn poll(&mut self) {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if self.nodes & 255 == 0 && self.limits.time.is_some_and(|t| self.start.elapsed() >= t) {
            self.stopped = true;
        }
    }

    /// The depth below a move from a node at `depth`: a free move uses
    /// one; a forced one (capture or pass) uses none until quiescence,
    /// where each capture counts towards the quiescence limit.
    pub(crate) fn child_depth(depth: i16, forced: bool) -> i16 {
        if !forced || depth <= 0 {
            depth - 1
        } else {
            depth
        }
    }

    /// The ordering key of `m`: the table's move, then captures by length,
    /// then killers, then placements by history.
    fn order_key(&self, m: &Move, table_move: Option<Move>, ply: usize) -> i32 {
        if Some(*m) == table_move {
            return 1 << 30;
        }
        match m {
            Move::Capture(j) => (1 << 24) + j.len() as i32,
            Move::Pass => 0,
            Move::Place { .. } => {
                if self.killers[ply].contains(&Some(*m)) {
                    1 << 23
                } else {
                    history_slot(m).map_or(0, |i| self.history[i])
                }
            }
        }
    }

    /// Sorts `list` best first for a node at `ply`.
    pub fn order(&mut self, list: &mut [Move], table_move: Option<Move>, ply: usize) {
        if list.len() < 2 {
            return;
        }
        // Each key once: a sort would compute it at every comparison.
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(list.iter().map(|m| (self.order_key(m, table_move, ply), *m)));
        keyed.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
        for (slot, &(_, m)) in list.iter_mut().zip(&keyed) {
            *slot = m;
        }
        self.keyed = keyed;
    }

    /// The value of `pos` for the player to move, within `alpha..beta`.
    pub fn negamax(&mut self, pos: &Position, depth: i16, ply: usize, alpha: Score, beta: Score) -> Score {
        self.nodes += 1;
        self.poll();
        if self.stopped {
            return 0;
        }
        if let Some(score) = terminal_score(pos, ply) {
            return score;
        }
        if depth <= -self.settings.quiescence || ply + 1 >= MAX_PLY {
            return self.settings.weights.evaluate(pos);
        }
        // The captures first: when there are any, they are the moves.
        let mut captures = std::mem::take(&mut self.lists[ply]);
        pos.captures_into(&mut captures);
        let forced = !captures.is_empty();
        if forced && !uses_table(depth) {
            let found = self.captures(pos, &mut captures, depth, ply, (alpha, beta));
            self.lists[ply] = captures;
            return found;
        }
        self.lists[ply] = captures;
        // Past the horizon, a quiet position is scored as it stands, unless
        // every placement gives marbles away: then the sacrifices are
        // searched too, a few deep, as the forced moves they are.
        if !forced && depth <= 0 && (depth <= -self.settings.sacrifices || frontier::has_quiet_placement(pos)) {
            return self.settings.weights.evaluate(pos);
        }
        let key = uses_table(depth).then(|| key(pos));
        let mut table_move = None;
        if let Some(e) = key.and_then(|key| self.table.probe(key)) {
            table_move = e.best;
            if e.depth >= depth {
                let s = from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // The table's move and the killers first, before any list is
        // built: most nodes that cut off do so with one of them.
        let places = !forced && !pos.supply().1.is_empty();
        let mut early = [Move::Pass; 3];
        let mut tried = 0;
        let mut best = None;
        if places {
            let [k0, k1] = self.killers[ply];
            for m in [table_move.and_then(TableMove::placement), k0, k1]
                .into_iter()
                .flatten()
            {
                if !early[..tried].contains(&m) && pos.is_legal(&m) {
                    early[tried] = m;
                    tried += 1;
                }
            }
            if tried > 0 {
                let child_depth = Self::child_depth(depth, false);
                let found = self.moves_loop(pos, &early[..tried], (depth, child_depth), ply, (alpha, beta), None);
                if self.stopped {
                    return 0;
                }
                if found.0 >= beta {
                    self.store(key, depth, ply, found, (alpha, beta));
                    return found.0;
                }
                best = found.1.map(|m| (m, found.0));
            }
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        let short_list = places && depth <= 1 && self.prune_frontier;
        if short_list {
            frontier::placements(pos, &mut moves);
        } else {
            // A forced node's list holds its captures already.
            let mut list = std::mem::take(&mut self.lists[ply]);
            if !forced {
                pos.legal_moves_into(&mut list);
            }
            moves.clear();
            moves.extend_from_slice(&list);
            self.lists[ply] = list;
        }
        if tried > 0 {
            moves.retain(|m| !early[..tried].contains(m));
        }
        if !short_list {
            // The table's placement was searched early; a capture is
            // looked for in the list.
            let table_move = table_move.filter(|_| forced).and_then(|t| t.find(&moves));
            self.order(&mut moves, table_move, ply);
        }
        let forced = forced || moves.first() == Some(&Move::Pass);
        let child_depth = Self::child_depth(depth, forced);
        let found = self.moves_loop(pos, &moves, (depth, child_depth), ply, (alpha, beta), best);
        self.moves[ply] = moves;
        if self.stopped {
            return 0;
        }
        self.store(key, depth, ply, found, (alpha, beta));
        found.0
    }

    /// The value of a node past the horizon whose moves are `captures`:
    /// no table there, so they are searched longest first.
    fn captures(
        &mut self,
        pos: &Position,
        captures: &mut MoveList,
        depth: i16,
        ply: usize,
        window: (Score, Score),
    ) -> Score {
        self.order(captures.as_mut_slice(), None, ply);
        let child_depth = Self::child_depth(depth, true);
        let (score, _) = self.moves_loop(pos, captures, (depth, child_depth), ply, window, None);
        if self.stopped {
            0
        } else {
            score
        }
    }

    /// Stores a node's result in the table under `key`, if its depth uses
    /// the table (then it has a key), bounded by the window it was searched in.
    fn store(
        &self,
        key: Option<u64>,
        depth: i16,
        ply: usize,
        (best, best_move): (Score, Option<Move>),
        (alpha, beta): (Score, Score),
    ) {
        let Some(key) = key else {
            return;
        };
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, (best_move, best, depth, bound), ply);
    }

    /// Searches `moves` in order after `start` (a move already searched and
    /// its score), until one cuts off: the best score and its move.
    fn moves_loop(
        &mut self,
        pos: &Position,
        moves: &[Move],
        (depth, child_depth): (i16, i16),
        ply: usize,
        (mut alpha, beta): (Score, Score),
        start: Option<(Move, Score)>,
    ) -> (Score, Option<Move>) {
        let (mut best_move, mut best) = start.map_or((None, -INFINITY), |(m, s)| (Some(m), s));
        alpha = alpha.max(best);
        if alpha >= beta {
            return (best, best_move);
        }
        for (i, m) in moves.iter().enumerate() {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = if i == 0 && start.is_none() {
                -self.negamax(&child, child_depth, ply + 1, -beta, -alpha)
            } else {
                let s = -self.negamax(&child, child_depth, ply + 1, -alpha - 1, -alpha);
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(&child, child_depth, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            if self.stopped {
                return (0, None);
            }
            if score > best {
                best = score;
                best_move = Some(*m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.reward(m, depth, ply);
                break;
            }
        }
        (best, best_move)
    }

    /// A placement that cut off is tried early next time.
    fn reward(&mut self, m: &Move, depth: i16, ply: usize) {
        if let Some(slot) = history_slot(m) {
            let d = i32::from(depth.max(1));
            self.history[slot] = self.history[slot].saturating_add(d * d);
            let k = &mut self.killers[ply];
            if k[0] != Some(*m) {
                k[1] = k[0];
                k[0] = Some(*m);
            }
        }
    }
}

/// Whether a score is a forced win or loss.
pub(crate) fn is_mate(score: Score) -> bool {
    score.abs() > MATE_BOUND
}

/// The frontier's short list, checked through the search that uses it.
#[cfg(test)]
mod frontier_tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use zertz_rules::Variant;

    use super::Search;
    use crate::table::Table;
    use crate::{baseline, Level, Limits};

    /// The horizon's short list must give exactly the scores of the full
    /// list, at one and two placements deep, including positions where a
    /// placement claims rings (R4.1).
    #[test]
    fn pruned_horizon_scores_as_the_full_list() {
        let (mut checked, mut with_claims) = (0, 0);
        for seed in 0..160u64 {
            let variant = Variant::ALL[seed as usize % Variant::ALL.len()];
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = zertz_rules::Position::new(variant);
            for _ in 0..(seed as usize % 48) {
                let Some(m) = baseline::random_move(&pos, &mut rng) else {
                    break;
                };
                pos.play_unchecked(&m);
            }
            if pos.is_game_over() {
                continue;
            }
            let claims = pos.legal_moves().iter().any(|m| {
                let mut after = pos;
                after.play_unchecked(m);
                !m.is_capture() && after.captured(pos.turn()) != pos.captured(pos.turn())
            });
            with_claims += usize::from(claims);
            let depths: &[i16] = if seed % 16 == 0 { &[1, 2] } else { &[1] };
            for &depth in depths {
                for level in [Level::Easy, Level::Hard] {
                    // Sacrifices past the horizon look at the board, not
                    // only the trays: the short list is exact without them.
                    let settings = crate::Settings {
                        sacrifices: 0,
                        ..level.settings()
                    };
                    let score = |prune: bool| {
                        let table = Table::new(12);
                        let mut search = Search::new(&table, settings, Limits::default());
                        search.prune_frontier = prune;
                        search.negamax(&pos, depth, 0, -crate::MATE - 1, crate::MATE + 1)
                    };
                    assert_eq!(score(true), score(false), "seed {seed} depth {depth} {level}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 200 && with_claims > 5, "{checked} {with_claims}");
    }
}
