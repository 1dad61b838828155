//! Analysis of a finished game, as lichess does it for chess: every
//! position searched at a fixed node budget (so a game always gets the
//! same analysis), each move's win chance for its player before and after
//! it, marks for the moves that gave chances away, the engine's better
//! move with its line, and each player's accuracy.
//!
//! The `chance` module holds the win-chance model and the marks' thresholds,
//! `tried` judges a move a player asks about; this one searches the
//! positions and judges the moves played.

use zertz_rules::{Game, Move, Player, Position};

use crate::search::is_mate;
use crate::{table, Engine, Level, Limits, Score, ThinkError, Weights};

mod chance;
mod tried;
pub use chance::{Mark, Thresholds, WinModel, THRESHOLDS, WIN_MODEL};
pub use tried::{try_move, Tried};

/// Nodes searched in each position of a standard board: the same game
/// always gets the same analysis, and a 40-move game takes well under
/// the 10 s it may on one core (README: figures). Larger boards get fewer ([`budget`]).
pub const ANALYSIS_NODES: u64 = 1_000_000;

/// The nodes a position of `variant` gets when one of the standard
/// board gets `standard`: fewer by the board's rings, since each node of a bigger
/// board costs more (more moves to list), so that a game takes about as
/// long on every board.
pub fn budget(variant: zertz_rules::Variant, standard: u64) -> u64 {
    let rings = variant.board.squares().len() as u64;
    let base = zertz_rules::Variant::STANDARD.board.squares().len() as u64;
    (standard / 1_000).saturating_mul(base) / rings.max(1) * 1_000
}

/// Moves shown of the engine's line after its better move.
const LINE_PLIES: usize = 6;

/// Which moves the analysis judges again on deeper searches: a search a
/// placement deeper often turns a verdict near the line, and the budget
/// leaves room for a few (README: marks a deeper search agrees with).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SecondLook {
    /// Moves judged to give away at least this much...
    pub from: f64,
    /// ...and less than this get a second look.
    pub to: f64,
    /// At most one move in this many, those judged nearest the
    /// inaccuracy line first, so that no game takes much longer than
    /// another.
    pub share: usize,
    /// The second look searches the positions before and after the move
    /// with this many times the nodes.
    pub factor: u64,
}

impl SecondLook {
    /// Whether a move judged to give away `lost` is near enough the line
    /// for a second look.
    pub fn wants(&self, lost: f64) -> bool {
        (self.from..self.to).contains(&lost)
    }
}

/// Chosen with `examples/analysis_quality.rs` against a search ten times
/// as deep (README).
pub const SECOND_LOOK: SecondLook = SecondLook {
    from: 0.05,
    to: 0.13,
    share: 8,
    factor: 4,
};

/// One position searched: its score for the side to move, the engine's
/// move and the line it expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// For the side to move, in the engine's units.
    pub score: Score,
    /// The engine's move, if the game goes on.
    pub best: Option<Move>,
    /// The line from `best` on, `best` first.
    pub line: Vec<Move>,
    /// Nodes searched.
    pub nodes: u64,
    /// The score of each iteration by its depth in placements, shallowest
    /// first: the completed ones, and one cut short that changed the move
    /// or its score (none for a finished game).
    pub by_depth: Vec<(u32, Score)>,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MoveJudgement {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub mover: Player,
    /// The move.
    pub played: Move,
    /// The mover's win chance before it, 0 to 1: their chance after the
    /// engine's best move.
    pub before: f64,
    /// The mover's win chance after it.
    pub after: f64,
    /// Its mark, if it gave enough away.
    pub mark: Option<Mark>,
    /// The engine's move where it was better than the one played.
    pub better: Option<Move>,
    /// The engine's line from `better` on.
    pub line: Vec<Move>,
}

impl MoveJudgement {
    /// Win chance given away (never below 0).
    pub fn lost(&self) -> f64 {
        (self.before - self.after).max(0.0)
    }

    /// The move's accuracy, 0 to 100: lichess's curve on the win chance
    /// given away, in points: `103.1668 e^(-0.04354 lost) - 3.1669`.
    pub fn accuracy(&self) -> f64 {
        (103.1668 * (-0.04354 * self.lost() * 100.0).exp() - 3.1669).clamp(0.0, 100.0)
    }
}

/// A whole game judged.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameAnalysis {
    /// Every move, in order.
    pub moves: Vec<MoveJudgement>,
    /// The first mover's win chance before the first move and after each.
    pub first_chances: Vec<f64>,
    /// Nodes searched in all.
    pub nodes: u64,
}

impl GameAnalysis {
    /// A player's accuracy, 0 to 100: the mean of their moves' accuracy;
    /// `None` if they made no move.
    pub fn accuracy(&self, player: Player) -> Option<f64> {
        let theirs: Vec<f64> = self
            .moves
            .iter()
            .filter(|m| m.mover == player)
            .map(MoveJudgement::accuracy)
            .collect();
        (!theirs.is_empty()).then(|| theirs.iter().sum::<f64>() / theirs.len() as f64)
    }

    /// How many of a player's moves got `mark`.
    pub fn count(&self, player: Player, mark: Mark) -> usize {
        self.moves
            .iter()
            .filter(|m| m.mover == player && m.mark == Some(mark))
            .count()
    }

    /// The marked moves that gave most away, worst first, at most `n`.
    pub fn worst(&self, n: usize) -> Vec<&MoveJudgement> {
        worst_of(&self.moves, n)
    }
}

/// The marked moves among `moves` that gave most away, worst first (the
/// earlier of two that gave as much), at most `n`.
pub fn worst_of(moves: &[MoveJudgement], n: usize) -> Vec<&MoveJudgement> {
    let mut marked: Vec<&MoveJudgement> = moves.iter().filter(|m| m.mark.is_some()).collect();
    marked.sort_by(|a, b| b.lost().total_cmp(&a.lost()).then(a.number.cmp(&b.number)));
    marked.truncate(n);
    marked
}

/// Searches `pos` with `nodes`; a position with one legal move is judged
/// by the position after it, so forced moves get a real score. A search
/// that fails is an error, never a score. It sets the hand-set
/// [`Weights`] on `engine`, which keeps them: [`WIN_MODEL`] was fitted on
/// their scores.
pub fn evaluate(engine: &mut Engine, pos: &Position, nodes: u64) -> Result<Evaluation, ThinkError> {
    engine.set_weights(Weights::BY_HAND);
    let moves = pos.legal_moves();
    if moves.is_empty() || pos.is_game_over() {
        let score = crate::search::terminal_score(pos, 0).unwrap_or(0);
        return Ok(Evaluation {
            score,
            best: None,
            line: Vec::new(),
            nodes: 0,
            by_depth: Vec::new(),
        });
    }
    if moves.len() == 1 {
        let only = moves[0];
        let mut child = *pos;
        child.play_unchecked(&only);
        let after = evaluate(engine, &child, nodes)?;
        return Ok(Evaluation {
            nodes: after.nodes,
            ..forced(only, &after)
        });
    }
    // A budget too small for one whole iteration (a wide position) is
    // doubled until one completes: a score must come from a full search.
    let mut budget = nodes.max(1);
    let mut spent = 0;
    loop {
        let t = engine.think(pos, Level::Hard, Limits::nodes(budget))?;
        spent += t.nodes;
        if t.depth > 0 {
            return Ok(Evaluation {
                score: t.score,
                best: Some(t.best),
                line: line_from(engine, pos, t.best),
                nodes: spent,
                by_depth: by_depth(&t),
            });
        }
        if budget >= nodes.saturating_mul(64) {
            return Err(ThinkError::Incomplete { nodes: spent });
        }
        budget = budget.saturating_mul(2);
    }
}

/// The score of each iteration of `t` by its depth. An iteration cut
/// short by the budget counts when it changed the move or its score (a
/// forced win found, say): its move was searched in full at its depth.
fn by_depth(t: &crate::Thought) -> Vec<(u32, Score)> {
    let mut scores: Vec<(u32, Score)> = t.iterations.iter().map(|it| (it.depth, it.score)).collect();
    let last = t.iterations.last().map(|it| (it.best, it.score));
    if last != Some((t.best, t.score)) {
        scores.push((t.depth + 1, t.score));
    }
    scores
}

/// The line the last search expects after `best`, read from its table.
fn line_from(engine: &Engine, pos: &Position, best: Move) -> Vec<Move> {
    let mut line = vec![best];
    let mut at = *pos;
    at.play_unchecked(&best);
    while line.len() < LINE_PLIES && !at.is_game_over() {
        let best = engine.table.probe(table::key(&at)).and_then(|e| e.best);
        let Some(m) = best.and_then(|b| b.find(&at.legal_moves())) else {
            break;
        };
        at.play_unchecked(&m);
        line.push(m);
    }
    line
}

/// The win chance of the player who just moved into a position, from its
/// `score`; a finished game is won, lost or drawn outright.
fn chance_after(game_over: Option<zertz_rules::Outcome>, mover: Player, score: Score, model: &WinModel) -> f64 {
    match game_over {
        Some(outcome) => match outcome.winner() {
            Some(w) if w == mover => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        None => model.chance_after(score),
    }
}

/// Whether `m` uses a depth of the search: a placement does; a capture or
/// a pass, being forced, does not.
fn uses_depth(m: Move) -> u32 {
    u32::from(!m.is_capture() && m != Move::Pass)
}

/// The mover's chance with the engine's best move in `pos` and after
/// `played`, from the searches of `pos` (`before`) and of the position
/// after `played` (`after`). The engine's own move gives nothing away: it
/// is the yardstick. Another move is judged twice, and the verdict that
/// finds more given away counts:
/// - at the same depth ([`same_depth`]): what the search of `pos` gave its
///   best move against what the search after `played` gave that, each
///   judged as deep;
/// - at the deepest each search reached, which sees further where the
///   search after `played` went deeper.
///
/// Against a search ten times as deep, the first alone marks few moves
/// wrongly and misses more; the second alone marks more wrongly
/// (`examples/analysis_quality.rs`; README).
fn chances(
    pos: &Position,
    played: Move,
    before: &Evaluation,
    after: &Evaluation,
    over: Option<zertz_rules::Outcome>,
    model: &WinModel,
) -> (f64, f64) {
    let after_chance = |score| chance_after(over, pos.turn(), score, model);
    if before.best == Some(played) {
        let reached = after_chance(after.score);
        return (reached, reached);
    }
    // Both chances are the mover's after a move (the best one, or the one
    // played), so that the side to move's own term cancels out.
    let judged = |(best, reached): (Score, Score)| {
        let reached = after_chance(reached);
        (model.chance_after(best.saturating_neg()).max(reached), reached)
    };
    let deepest = judged((before.score, after.score));
    match same_depth(before, after, played).map(judged) {
        Some(same) if same.0 - same.1 > deepest.0 - deepest.1 => same,
        _ => deepest,
    }
}

/// The scores of the positions before and after `played` at the deepest
/// depth both searches completed, counted from the position before (a
/// placement uses one, a capture none), if there is one: a search of the
/// position before judges its best move a placement less deep than a
/// search of the position after goes with the same nodes, and a move
/// judged deeper than the best one would be marked for the difference. A
/// forced result counts at every depth past the one that found it.
fn same_depth(before: &Evaluation, after: &Evaluation, played: Move) -> Option<(Score, Score)> {
    before.by_depth.iter().rev().find_map(|&(d, b)| {
        let want = d.checked_sub(uses_depth(played))?;
        let proved = after.by_depth.last().filter(|&&(a, s)| a < want && is_mate(s));
        let found = after.by_depth.iter().find(|&&(a, _)| a == want).or(proved);
        found.map(|&(_, s)| (b, s))
    })
}

/// Searches every position of `game` at `nodes`, from the last to the
/// first, calling `progress(done, total)` after each: a position with one
/// legal move takes the score of the one after it without a second search.
pub fn evaluations(
    game: &Game,
    nodes: u64,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<Evaluation>, ThinkError> {
    let positions = game.positions();
    let total = positions.len();
    let mut engine = Engine::new(0);
    let mut evals: Vec<Evaluation> = Vec::with_capacity(total);
    for (done, pos) in positions.iter().rev().enumerate() {
        let eval = match (evals.last(), pos.legal_moves().as_slice()) {
            (Some(next), [only]) if !pos.is_game_over() => forced(*only, next),
            _ => evaluate(&mut engine, pos, nodes)?,
        };
        evals.push(eval);
        progress(done + 1, total);
    }
    evals.reverse();
    Ok(evals)
}

/// How far an analysis has got, reported after each step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `done` of the game's `total` positions evaluated.
    Position {
        /// Positions evaluated so far.
        done: usize,
        /// All the game's positions.
        total: usize,
    },
    /// A second look at move `number` (from 1) done, the `done`-th of
    /// `total` ([`SECOND_LOOK`]).
    SecondLook {
        /// The move looked at again.
        number: usize,
        /// Second looks done so far.
        done: usize,
        /// All the second looks this game gets.
        total: usize,
    },
}

/// Analyses every move of `game` at `nodes` per position, calling
/// `progress` after each step. Fails if a search does.
///
/// A move is judged by the mover's chance after it against their chance
/// with the engine's best move (`chances` says how); moves judged near
/// the inaccuracy line are judged again on deeper searches
/// ([`SECOND_LOOK`]).
pub fn analyse(game: &Game, nodes: u64, mut progress: impl FnMut(Step)) -> Result<GameAnalysis, ThinkError> {
    let evals = evaluations(game, nodes, |done, total| progress(Step::Position { done, total }))?;
    judge_with_second_look(game, &evals, nodes, progress)
}

/// The analysis of `game` from the evaluations of its positions at
/// `nodes` ([`evaluations`]), with [`SECOND_LOOK`]'s moves judged again
/// on searches of `nodes` times its factor, calling `progress` after each.
pub fn judge_with_second_look(
    game: &Game,
    evals: &[Evaluation],
    nodes: u64,
    mut progress: impl FnMut(Step),
) -> Result<GameAnalysis, ThinkError> {
    let look = SECOND_LOOK;
    let first = judge(game, evals);
    let mut near: Vec<&MoveJudgement> = first.moves.iter().filter(|m| look.wants(m.lost())).collect();
    near.sort_by(|a, b| {
        let off = |m: &MoveJudgement| (m.lost() - THRESHOLDS.inaccuracy).abs();
        off(a).total_cmp(&off(b)).then(a.number.cmp(&b.number))
    });
    near.truncate(first.moves.len().div_ceil(look.share.max(1)));
    let positions = game.positions();
    let deep = nodes.saturating_mul(look.factor);
    let mut engine = Engine::new(0);
    let mut again = Vec::with_capacity(near.len());
    for (k, m) in near.iter().enumerate() {
        let i = m.number - 1;
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            continue;
        };
        again.push((
            i,
            evaluate(&mut engine, before, deep)?,
            evaluate(&mut engine, after, deep)?,
        ));
        progress(Step::SecondLook {
            number: m.number,
            done: k + 1,
            total: near.len(),
        });
    }
    Ok(judge_looked_again(game, evals, &again))
}

/// The analysis of `game` from the evaluations of its positions, one a
/// position ([`evaluations`]).
pub fn judge(game: &Game, evals: &[Evaluation]) -> GameAnalysis {
    judge_looked_again(game, evals, &[])
}

/// As [`judge`], the moves numbered (from 0) in `again` judged on the
/// evaluations given there of the positions before and after them.
fn judge_looked_again(game: &Game, evals: &[Evaluation], again: &[(usize, Evaluation, Evaluation)]) -> GameAnalysis {
    let model = WIN_MODEL;
    let positions = game.positions();
    let first = evals.first().map_or(0, |e| e.score);
    let mut first_chances = vec![model.chance(first)];
    let mut judged = Vec::with_capacity(game.moves().len());
    for (i, &played) in game.moves().iter().enumerate() {
        let (Some(pos), Some(before), Some(after)) = (positions.get(i), evals.get(i), evals.get(i + 1)) else {
            break;
        };
        let (before, after) = again
            .iter()
            .find(|(j, ..)| *j == i)
            .map_or((before, after), |(_, b, a)| (b, a));
        let mover = pos.turn();
        let over = (i + 1 == game.moves().len()).then(|| game.outcome()).flatten();
        let over = over.filter(|_| positions.get(i + 1).is_some_and(Position::is_game_over));
        let (before_chance, after_chance) = chances(pos, played, before, after, over, &model);
        let mark = Mark::of(before_chance - after_chance, &THRESHOLDS);
        let better = before.best.filter(|_| mark.is_some());
        judged.push(MoveJudgement {
            number: i + 1,
            mover,
            played,
            before: before_chance,
            after: after_chance,
            mark,
            better,
            line: if better.is_some() {
                before.line.clone()
            } else {
                Vec::new()
            },
        });
        first_chances.push(if mover == Player::First {
            after_chance
        } else {
            1.0 - after_chance
        });
    }
    let looked: u64 = again.iter().map(|(_, b, a)| b.nodes + a.nodes).sum();
    GameAnalysis {
        moves: judged,
        first_chances,
        nodes: evals.iter().map(|e| e.nodes).sum::<u64>() + looked,
    }
}

/// The evaluation of a position whose one legal move `only` leads to the
/// position evaluated as `next`: what [`evaluate`] finds, without a search.
fn forced(only: Move, next: &Evaluation) -> Evaluation {
    let mut line = vec![only];
    line.extend(next.line.iter().take(LINE_PLIES - 1));
    Evaluation {
        score: next.score.saturating_neg(),
        best: Some(only),
        line,
        nodes: 0,
        by_depth: next
            .by_depth
            .iter()
            .map(|&(d, s)| (d + uses_depth(only), s.saturating_neg()))
            .collect(),
    }
}

#[cfg(test)]
mod tests;
