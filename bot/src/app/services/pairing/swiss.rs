//! The Swiss search: the absolute rules a pairing keeps, and the
//! backtracking that finds the first pairing in the Dutch order that
//! keeps them, this round and in the rounds still planned.

use std::cell::Cell;
use std::collections::HashSet;

use super::{Colours, HalfPoints};

/// Tries the Swiss search makes before it gives up on a round.
pub(super) const SEARCH_LIMIT: u32 = 200_000;

/// What the absolute rules look at: who has met, who has had a bye, and
/// who moved first how often.
#[derive(Clone, Debug)]
pub(super) struct Played {
    pub(super) met: HashSet<(usize, usize)>,
    pub(super) byes: HashSet<usize>,
    pub(super) colours: Colours,
}

impl Played {
    /// As it would be after `pairs` (in board order) and `bye` in round
    /// `round`.
    pub(super) fn with_round(&self, pairs: &[(usize, usize)], bye: Option<usize>, round: usize) -> Played {
        let mut next = self.clone();
        for (i, &(a, b)) in pairs.iter().enumerate() {
            next.met.insert((a.min(b), a.max(b)));
            let (f, s) = self.colours.order(a, b, i, round);
            next.colours.balance[f] += 1;
            next.colours.balance[s] -= 1;
            next.colours.last_first[f] = Some(true);
            next.colours.last_first[s] = Some(false);
        }
        next.byes.extend(bye);
        next
    }

    /// Whether `a` and `b` may meet.
    fn allow(&self, a: usize, b: usize) -> bool {
        !self.met.contains(&(a.min(b), a.max(b))) && self.colours.allow(a, b)
    }
}

/// A round's pairs, in board order.
type Pairs = [(usize, usize)];

/// Tries the look at the rounds to come makes before it assumes they can
/// be paired.
const LOOKAHEAD_LIMIT: u32 = 200_000;

/// The Swiss search: pairs the ranked players top down, trying partners
/// in the Dutch order, backtracking when a choice leaves the rest
/// unpairable, or the rounds still planned after this one.
pub(super) struct Search<'a> {
    pub(super) points: &'a [HalfPoints],
    pub(super) played: Played,
    /// The players to pair, ranked.
    pub(super) players: Vec<usize>,
    /// This round's index.
    pub(super) round: usize,
    /// Rounds still planned after this one.
    pub(super) ahead: usize,
    pub(super) tries: Cell<u32>,
    pub(super) looked_ahead: Cell<u32>,
}

impl Search<'_> {
    pub(super) fn pair(&self, rest: Vec<usize>, bye: Option<usize>, out: &mut Vec<(usize, usize)>) -> bool {
        let Some((&top, others)) = rest.split_first() else {
            let after = self.played.with_round(out, bye, self.round);
            return self.can_pair(&after, self.round + 1, self.ahead);
        };
        for partner in self.partners(top, others) {
            let tries = self.tries.get() + 1;
            self.tries.set(tries);
            if tries > SEARCH_LIMIT {
                return false;
            }
            if !self.played.allow(top, partner) {
                continue;
            }
            let left: Vec<usize> = others.iter().copied().filter(|&p| p != partner).collect();
            out.push((top, partner));
            if self.pair(left, bye, out) {
                return true;
            }
            out.pop();
        }
        false
    }

    /// Whether `rounds` more rounds, from round `round`, can be paired
    /// after `played`, in any order; past [`LOOKAHEAD_LIMIT`] tries, they
    /// are assumed to be.
    fn can_pair(&self, played: &Played, round: usize, rounds: usize) -> bool {
        if rounds == 0 {
            return true;
        }
        let byes: Vec<Option<usize>> = if self.players.len() % 2 == 1 {
            let without = self.players.iter().filter(|p| !played.byes.contains(p));
            without.map(|&p| Some(p)).collect()
        } else {
            vec![None]
        };
        byes.into_iter().any(|bye| {
            let rest: Vec<usize> = self.players.iter().copied().filter(|&p| Some(p) != bye).collect();
            self.any_pairing(rest, played, &mut Vec::new(), &|pairs| {
                self.can_pair(&played.with_round(pairs, bye, round), round + 1, rounds - 1)
            })
        })
    }

    /// Whether some pairing of `rest` that keeps the rules after `played`
    /// makes `then` hold.
    fn any_pairing(
        &self,
        rest: Vec<usize>,
        played: &Played,
        out: &mut Vec<(usize, usize)>,
        then: &dyn Fn(&Pairs) -> bool,
    ) -> bool {
        let Some((&top, others)) = rest.split_first() else {
            return then(out);
        };
        for &partner in others {
            let tries = self.looked_ahead.get() + 1;
            self.looked_ahead.set(tries);
            if tries > LOOKAHEAD_LIMIT {
                return true;
            }
            if !played.allow(top, partner) {
                continue;
            }
            let left: Vec<usize> = others.iter().copied().filter(|&p| p != partner).collect();
            out.push((top, partner));
            if self.any_pairing(left, played, out, then) {
                return true;
            }
            out.pop();
        }
        false
    }

    /// `top`'s partners in the order tried: its own score group's bottom
    /// half from its first player on, then the group's top half upwards,
    /// then the lower groups in rank order.
    fn partners(&self, top: usize, others: &[usize]) -> Vec<usize> {
        let score = self.points[top];
        let group: Vec<usize> = others.iter().copied().filter(|&p| self.points[p] == score).collect();
        let half = group.len().div_ceil(2);
        let mut order: Vec<usize> = group[half.saturating_sub(1).min(group.len())..].to_vec();
        order.extend(group[..half.saturating_sub(1).min(group.len())].iter().rev());
        order.extend(others.iter().copied().filter(|&p| self.points[p] != score));
        order
    }
}
