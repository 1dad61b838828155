//! The root's moves, searched on one thread or shared among several.
//!
//! Most root moves fail low: each needs its own refutation, and the
//! refutations do not depend on one another once the first move has set
//! the score to beat. So after the first move, threads take the next move
//! not yet taken and search it against the best score so far, with no
//! work done twice (Lazy SMP, where every thread searches every move,
//! measured no stronger here).

use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};

use zertz_rules::{Move, Position};

use crate::eval::Score;
use crate::search::{Search, INFINITY};
use crate::Sacrifices;

/// What the threads share while they search one root.
struct Shared<'m> {
    pos: &'m Position,
    moves: &'m [Move],
    /// The next move no thread has taken.
    next: AtomicUsize,
    /// The best score any thread has found.
    alpha: AtomicI32,
    child_depth: i16,
    forced: bool,
    exact_all: bool,
}

/// Searches each root move at `depth`, the first on `main` alone and the
/// rest shared with `helpers` (each on a thread of its own) from the
/// second placement on. Returns a score for each move in order: exact for
/// the best and upper bounds for the rest, or none for a move the limits
/// stopped. With `exact_all`, every move gets an exact score (for levels
/// that choose among near-best moves), on `main` alone. Also counts the
/// sacrifices searched and their nodes.
pub(crate) fn search(
    main: &mut Search,
    helpers: &mut [Search],
    pos: &Position,
    moves: &[Move],
    depth: i16,
    exact_all: bool,
) -> (Vec<Option<Score>>, Sacrifices) {
    let forced = moves.first().is_some_and(|m| m.is_capture() || *m == Move::Pass);
    let shared = Shared {
        pos,
        moves,
        next: AtomicUsize::new(0),
        alpha: AtomicI32::new(-INFINITY),
        child_depth: Search::child_depth(depth, forced),
        forced,
        exact_all,
    };
    let mut scores = vec![None; moves.len()];
    // The first move alone, so that the others start from its score.
    let (mut found, mut sacrifices) = work(main, &shared, 1);
    let shares = depth >= 2 && !exact_all && !main.stopped();
    let helpers = if shares { helpers } else { &mut [] };
    std::thread::scope(|scope| {
        let running: Vec<_> = helpers
            .iter_mut()
            .map(|helper| scope.spawn(|| work(helper, &shared, usize::MAX)))
            .collect();
        let (mine, counted) = work(main, &shared, usize::MAX);
        found.extend(mine);
        sacrifices += counted;
        for helper in running {
            // A helper that panicked left its moves unscored: the
            // iteration then counts as stopped.
            if let Ok((theirs, counted)) = helper.join() {
                found.extend(theirs);
                sacrifices += counted;
            }
        }
    });
    for (i, score) in found {
        scores[i] = Some(score);
    }
    (scores, sacrifices)
}

/// Takes root moves until none is left, `most` of them at most, or the
/// limits stop `search`: each move taken and its score.
fn work(search: &mut Search, shared: &Shared, most: usize) -> (Vec<(usize, Score)>, Sacrifices) {
    let mut found = Vec::new();
    let mut sacrifices = Sacrifices::default();
    while found.len() < most && !search.stopped() {
        let i = shared.next.fetch_add(1, Ordering::Relaxed);
        let Some(m) = shared.moves.get(i) else {
            break;
        };
        let mut child = *shared.pos;
        child.play_unchecked(m);
        let started_at = search.nodes;
        let alpha = shared.alpha.load(Ordering::Relaxed);
        let depth = shared.child_depth;
        let score = if alpha == -INFINITY || shared.exact_all {
            -search.negamax(&child, depth, 1, -INFINITY, INFINITY)
        } else {
            let s = -search.negamax(&child, depth, 1, -alpha - 1, -alpha);
            if s > alpha && !search.stopped() {
                -search.negamax(&child, depth, 1, -INFINITY, -alpha)
            } else {
                s
            }
        };
        if search.stopped() {
            break;
        }
        if !shared.forced && child.has_capture() {
            sacrifices += Sacrifices {
                moves: 1,
                nodes: search.nodes - started_at,
            };
        }
        found.push((i, score));
        shared.alpha.fetch_max(score, Ordering::Relaxed);
    }
    (found, sacrifices)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use zertz_rules::{Position, Variant};

    use super::search;
    use crate::search::Search;
    use crate::table::Table;
    use crate::{baseline, Level, Limits};

    /// Shared among threads, the root's moves are each searched once, and
    /// the best score is the one a single thread finds: a move's
    /// refutation does not depend on which thread finds it.
    #[test]
    fn shared_roots_score_every_move_and_find_the_same_best() {
        let settings = Level::Hard.settings();
        let mut compared = 0;
        for seed in 0..CASES {
            let variant = Variant::ALL[seed as usize % Variant::ALL.len()];
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::new(variant);
            for _ in 0..(8 + seed as usize % 24) {
                let Some(m) = baseline::random_move(&pos, &mut rng) else {
                    break;
                };
                pos.play_unchecked(&m);
            }
            let moves = pos.legal_moves().to_vec();
            if pos.is_game_over() || moves.len() < 2 {
                continue;
            }
            let best = |helpers: usize| {
                let table = Table::new(14);
                let mut main = Search::new(&table, settings, Limits::default());
                let mut helpers: Vec<_> = (0..helpers)
                    .map(|_| Search::new(&table, settings, Limits::default()))
                    .collect();
                let (scores, _) = search(&mut main, &mut helpers, &pos, &moves, 2, false);
                let scores: Option<Vec<_>> = scores.into_iter().collect();
                scores.and_then(|s| s.into_iter().max())
            };
            let alone = best(0);
            assert!(alone.is_some(), "seed {seed}");
            assert_eq!(best(2), alone, "seed {seed}");
            compared += 1;
        }
        assert!(compared > CASES / 2, "{compared}");
    }

    const CASES: u64 = 400;
}
