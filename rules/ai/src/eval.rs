//! Static evaluation: how close each player is to a goal (R5.1).
//!
//! A marble is worth what it brings its owner nearer to a goal, so values
//! follow the state of the game: the third white of a player who needs four
//! is worth far more than the first black. A goal that can no longer be
//! reached (too few marbles of a colour remain outside the opponent's
//! tray) is worth nothing.

use zertz_rules::{Colour, Player, Position};

/// A score in evaluation points (the first white a player captures is worth
/// about 100), from the point of view of the player to move. Wins and
/// losses are beyond [`MATE_BOUND`].
pub type Score = i32;

/// The score of a win on the spot; a win `n` plies away scores `MATE - n`.
pub const MATE: Score = 1_000_000;

/// Scores above this (or below its negation) are forced wins (losses).
pub const MATE_BOUND: Score = MATE - 1_000;

/// The worth of a goal still `d` marbles away: convex, so the last
/// marble of a goal counts most. Index 0 is never used (a met goal ends
/// the game before it is evaluated).
const CLOSENESS: [Score; 10] = [0, 900, 420, 210, 115, 65, 38, 22, 13, 8];

fn closeness(distance: u32) -> Score {
    CLOSENESS.get(distance as usize).copied().unwrap_or(4)
}

/// How many marbles `player` still misses for each goal (R5.1) it can
/// still reach: four whites, five greys, six blacks, then three of each
/// (blitz: 3/4/5/2). `None` for a goal out of reach: too few marbles of a
/// colour remain outside the opponent's tray.
pub fn goal_distances(pos: &Position, player: Player) -> [Option<u32>; 4] {
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
        (reachable(c) >= need).then(|| u32::from(need.saturating_sub(own.get(c))))
    };
    let each = set.goal_each();
    let all = Colour::ALL.into_iter().all(|c| reachable(c) >= each).then(|| {
        Colour::ALL
            .into_iter()
            .map(|c| u32::from(each.saturating_sub(own.get(c))))
            .sum()
    });
    [colour(Colour::White), colour(Colour::Grey), colour(Colour::Black), all]
}

/// What `player` holds is worth, given the marbles still to be had.
fn holdings(pos: &Position, player: Player) -> Score {
    goal_distances(pos, player).into_iter().flatten().map(closeness).sum()
}

/// The static score of a position for the player to move.
pub fn evaluate(pos: &Position) -> Score {
    let me = pos.turn();
    holdings(pos, me) - holdings(pos, me.other())
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
        let dead = holdings(&with_captures([2, 0, 0], [3, 0, 0]), Player::First);
        let alive = holdings(&with_captures([2, 0, 0], [2, 0, 0]), Player::First);
        assert_eq!(alive - dead, closeness(2));
    }
}
