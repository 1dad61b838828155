//! Static evaluation: how close each player is to a goal (R5.1).
//!
//! A marble is worth what it brings its owner nearer to a goal, so values
//! follow the state of the game: the third white of a player who needs four
//! is worth far more than the first black. A goal that can no longer be
//! reached (too few marbles of a colour remain outside the opponent's
//! tray) is worth nothing. How much a goal is worth by its distance, and
//! how much each goal counts, are the [`Weights`]; so is how much less a
//! goal counts when the opponent can put it out of reach with a capture or
//! two.

use zertz_rules::{Colour, Player, Position};

/// A score in evaluation points (the first white a player captures is worth
/// about 100), from the point of view of the player to move. Wins and
/// losses are beyond [`MATE_BOUND`].
pub type Score = i32;

/// The score of a win on the spot; a win `n` plies away scores `MATE - n`.
pub const MATE: Score = 1_000_000;

/// Scores above this (or below its negation) are forced wins (losses).
pub const MATE_BOUND: Score = MATE - 1_000;

/// The evaluation's numbers: what a goal is worth by how far it is, and
/// how much each goal counts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Weights {
    /// The worth of a goal still `d` marbles away, at index `d`: convex,
    /// so the last marble of a goal counts most; further away, half the
    /// last. Index 0 is never used (a met goal ends the game before it is
    /// evaluated).
    pub closeness: [Score; 10],
    /// Each goal's share of that worth in 64ths: four whites, five greys,
    /// six blacks, three of each (blitz: 3/4/5/2).
    pub goals: [Score; 4],
    /// A goal's worth in 64ths when one more marble of a colour it needs
    /// in the opponent's tray would put it out of reach (index 0), or two
    /// more (index 1); further from out of reach, 64. The opponent's
    /// captures can deny such a goal before it is met.
    pub fragile: [Score; 2],
}

impl Weights {
    /// The numbers set by hand, every goal alike: the easy and medium
    /// levels play with them, and the analysis and the puzzles judge with
    /// them, since the win-chance model and the puzzles' thresholds were
    /// fitted on their scores.
    pub const BY_HAND: Weights = Weights {
        closeness: [0, 900, 420, 210, 115, 65, 38, 22, 13, 8],
        goals: [64; 4],
        fragile: [64; 2],
    };

    /// The numbers hard plays with, fitted by self-play
    /// (`examples/tune_eval.rs`), at 300,000 and then at 1,000,000 nodes a
    /// move: the grey goal counts 0.44 of the white one, the black 0.50,
    /// and a goal one capture from out of reach 0.56 of its worth. Against
    /// the numbers before (fitted at 300,000 nodes, nothing fragile): +44
    /// Elo (+19 to +68) in 800 games at 100 ms a move, +14 (−34 to +62)
    /// in 200 at 1 s (`docs/performance.md`).
    pub const SELF_PLAY: Weights = Weights {
        closeness: [0, 900, 462, 244, 133, 75, 44, 26, 16, 10],
        goals: [64, 28, 32, 59],
        fragile: [36, 53],
    };

    fn closeness(&self, distance: u32) -> Score {
        let last = self.closeness[self.closeness.len() - 1];
        self.closeness.get(distance as usize).copied().unwrap_or(last / 2)
    }

    /// What `player` holds is worth, given the marbles still to be had.
    fn holdings(&self, pos: &Position, player: Player) -> Score {
        goals(pos, player)
            .into_iter()
            .zip(self.goals)
            .filter_map(|(g, share)| {
                g.map(|(d, slack)| {
                    let fragile = self.fragile.get(slack as usize).copied().unwrap_or(64);
                    self.closeness(d) * share / 64 * fragile / 64
                })
            })
            .sum()
    }

    /// The static score of a position for the player to move.
    pub fn evaluate(&self, pos: &Position) -> Score {
        let me = pos.turn();
        self.holdings(pos, me) - self.holdings(pos, me.other())
    }
}

/// How many marbles `player` still misses for each goal (R5.1) it can
/// still reach: four whites, five greys, six blacks, then three of each
/// (blitz: 3/4/5/2). `None` for a goal out of reach: too few marbles of a
/// colour remain outside the opponent's tray.
pub fn goal_distances(pos: &Position, player: Player) -> [Option<u32>; 4] {
    goals(pos, player).map(|g| g.map(|(d, _)| d))
}

/// For each goal `player` can still reach: how many marbles it misses,
/// and how many more of a colour it needs the opponent can capture with
/// the goal still in reach (its slack). For three of each, the least over
/// the colours, a colour already held three times included: the numbers
/// were fitted so.
fn goals(pos: &Position, player: Player) -> [Option<(u32, u32)>; 4] {
    let set = pos.variant().marbles;
    let own = pos.captured(player);
    let theirs = pos.captured(player.other());
    let total = set.pool();
    // Marbles of each colour not in the opponent's tray: the most this
    // player can ever hold.
    let reachable = |c: Colour| total.get(c).saturating_sub(theirs.get(c));
    let goal = set.goal();
    let colour = |c: Colour| {
        let need = goal.get(c);
        (reachable(c) >= need).then(|| {
            (
                u32::from(need.saturating_sub(own.get(c))),
                u32::from(reachable(c).saturating_sub(need)),
            )
        })
    };
    let each = set.goal_each();
    let all = Colour::ALL.into_iter().all(|c| reachable(c) >= each).then(|| {
        let missing = Colour::ALL
            .into_iter()
            .map(|c| u32::from(each.saturating_sub(own.get(c))))
            .sum();
        let slack = Colour::ALL
            .into_iter()
            .map(|c| u32::from(reachable(c).saturating_sub(each)))
            .min()
            .unwrap_or(0);
        (missing, slack)
    });
    [colour(Colour::White), colour(Colour::Grey), colour(Colour::Black), all]
}

/// The static score of a position for the player to move, by the
/// hand-set [`Weights`].
pub fn evaluate(pos: &Position) -> Score {
    Weights::BY_HAND.evaluate(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use zertz_rules::{Counts, PositionParts, SquareSet, Variant};

    fn with_captures(first: [u8; 3], second: [u8; 3]) -> Position {
        let pool = Variant::STANDARD.marbles.pool();
        let left = |c: usize| pool.0[c] - first[c] - second[c];
        Position::from_parts(PositionParts {
            variant: Variant::STANDARD,
            rings: Variant::STANDARD.board.squares(),
            marbles: [SquareSet::EMPTY; 3],
            pool: Counts([left(0), left(1), left(2)]),
            captured: [Counts(first), Counts(second)],
            turn: Player::First,
        })
        .expect("consistent test position")
    }

    #[test]
    fn the_start_is_level() {
        assert_eq!(evaluate(&Position::new(Variant::STANDARD)), 0);
    }

    #[test]
    fn a_white_is_worth_more_than_a_black_at_the_start() {
        let white = evaluate(&with_captures([1, 0, 0], [0, 0, 0]));
        let black = evaluate(&with_captures([0, 0, 1], [0, 0, 0]));
        assert!(white > black && black > 0, "{white} {black}");
    }

    #[test]
    fn the_last_marble_of_a_goal_counts_most() {
        let three = evaluate(&with_captures([3, 0, 0], [0, 0, 0]));
        let two = evaluate(&with_captures([2, 0, 0], [0, 0, 0]));
        let one = evaluate(&with_captures([1, 0, 0], [0, 0, 0]));
        assert!(three - two > two - one, "{one} {two} {three}");
    }

    #[test]
    fn a_goal_out_of_reach_is_worth_nothing() {
        // With 3 of the 6 whites in Second's tray, First can no longer reach
        // 4 whites: First's two whites then count only towards "3 of each".
        let w = Weights::BY_HAND;
        let dead = w.holdings(&with_captures([2, 0, 0], [3, 0, 0]), Player::First);
        let alive = w.holdings(&with_captures([2, 0, 0], [2, 0, 0]), Player::First);
        assert_eq!(alive - dead, w.closeness(2));
    }

    #[test]
    fn a_goal_one_capture_from_out_of_reach_counts_its_fragile_share() {
        // Second holds two of the six whites: one more and First can no
        // longer reach four (slack 0), and "three of each" can lose one
        // white more (slack 1). The grey and black goals are safe.
        let pos = with_captures([2, 0, 0], [2, 0, 0]);
        let sure = Weights {
            fragile: [64, 64],
            ..Weights::BY_HAND
        };
        let fragile = Weights {
            fragile: [32, 48],
            ..Weights::BY_HAND
        };
        let (white, each) = (sure.closeness(2), sure.closeness(7));
        let safe = sure.closeness(5) + sure.closeness(6);
        assert_eq!(sure.holdings(&pos, Player::First), white + each + safe);
        let expected = white * 32 / 64 + each * 48 / 64 + safe;
        assert_eq!(fragile.holdings(&pos, Player::First), expected);
        // With one white in Second's tray, the white goal has slack 1 and
        // "three of each" slack 2.
        let pos = with_captures([2, 0, 0], [1, 0, 0]);
        let expected = white * 48 / 64 + each + safe;
        assert_eq!(fragile.holdings(&pos, Player::First), expected);
    }

    #[test]
    fn the_worth_falls_with_the_distance_and_halves_past_the_table() {
        let w = Weights::BY_HAND;
        assert!(w.closeness[1..].windows(2).all(|p| p[0] > p[1]), "{w:?}");
        assert_eq!(w.closeness(12), w.closeness[9] / 2);
    }

    #[test]
    fn a_goals_share_scales_its_worth() {
        let pos = with_captures([2, 1, 0], [0, 0, 0]);
        let half_white = Weights {
            goals: [32, 64, 64, 64],
            ..Weights::BY_HAND
        };
        // First needs two more whites, Second four: each white goal's
        // worth halves.
        let by_hand = Weights::BY_HAND;
        let half = |w: Score| w - w * 32 / 64;
        let expected = half(by_hand.closeness(2)) - half(by_hand.closeness(4));
        assert_eq!(by_hand.evaluate(&pos) - half_white.evaluate(&pos), expected);
    }
}
