//! Analysis of a finished game, as lichess does it for chess: every
//! position searched at a fixed node budget (so a game always gets the
//! same analysis), each move's win chance for its player before and after
//! it, marks for the moves that gave chances away, the engine's better
//! move with its line, and each player's accuracy.
//!
//! The win-chance model and the mark thresholds are fitted on real games
//! by `examples/fit_win_chance.rs`; its figures are in this crate's README.

use zertz_rules::{Game, Move, Player, Position};

use crate::search::is_mate;
use crate::{table, Engine, Level, Limits, Score, ThinkError};

/// Nodes searched in each position of a standard board: the same game
/// always gets the same analysis, and a 40-move game takes about 10 s on
/// one core (README: figures). Larger boards get fewer ([`budget`]).
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

/// The engine's score as the side to move's chance to win: a logistic
/// curve kept off the ends, `floor + (1 - 2 floor) / (1 + e^(-score /
/// scale))`, and a fitted chance for a forced result. People miss forced
/// wins the engine finds, so neither a large score nor a forced win is
/// certain.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WinModel {
    /// Score units for a factor of e in the odds.
    pub scale: f64,
    /// The chance the curve never goes below (nor above one minus it).
    pub floor: f64,
    /// The chance of the side that has a forced win.
    pub forced: f64,
}

/// Fitted on boardspace games by `examples/fit_win_chance.rs` at
/// [`ANALYSIS_NODES`] (README: calibration and Brier score).
pub const WIN_MODEL: WinModel = WinModel {
    scale: 370.0,
    floor: 0.08,
    forced: 0.92,
};

impl WinModel {
    /// The side to move's chance to win, 0 to 1.
    pub fn chance(&self, score: Score) -> f64 {
        if is_mate(score) {
            return if score > 0 { self.forced } else { 1.0 - self.forced };
        }
        self.floor + (1.0 - 2.0 * self.floor) / (1.0 + (-f64::from(score) / self.scale).exp())
    }

    /// The score at which the side to move's chance is `chance` (the
    /// curve's inverse), or `None` beyond the curve's ends.
    pub fn score_for(&self, chance: f64) -> Option<Score> {
        let p = (chance - self.floor) / (1.0 - 2.0 * self.floor);
        (p > 0.0 && p < 1.0).then(|| (self.scale * (p / (1.0 - p)).ln()).round() as Score)
    }
}

/// How much win chance a move may give away before it is marked.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Thresholds {
    /// At least this: an inaccuracy.
    pub inaccuracy: f64,
    /// At least this: a mistake.
    pub mistake: f64,
    /// At least this: a blunder.
    pub blunder: f64,
}

/// Chosen from data by `examples/fit_win_chance.rs` (see the README): an
/// inaccuracy gives away more than the engine's own best move seems to in
/// 95% of positions (its noise between two searches of the same budget:
/// 8.2 points on 821 held-out boardspace positions), a mistake twice that, a
/// blunder three times, as lichess scales its marks.
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 0.09,
    mistake: 0.18,
    blunder: 0.27,
};

/// A move's mark.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// Gave away a little.
    Inaccuracy,
    /// Gave away a lot.
    Mistake,
    /// Gave away the game, or most of it.
    Blunder,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark for a loss of `lost` win chance, if any.
    pub fn of(lost: f64, t: &Thresholds) -> Option<Mark> {
        Mark::ALL.into_iter().rev().find(|m| lost >= m.threshold(t))
    }

    fn threshold(self, t: &Thresholds) -> f64 {
        match self {
            Mark::Inaccuracy => t.inaccuracy,
            Mark::Mistake => t.mistake,
            Mark::Blunder => t.blunder,
        }
    }

    /// The mark named `name`, such as `blunder`.
    pub fn named(name: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Its name, such as `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

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
    /// The mover's win chance before it, 0 to 1.
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
/// that fails is an error, never a score.
pub fn evaluate(engine: &mut Engine, pos: &Position, nodes: u64) -> Result<Evaluation, ThinkError> {
    let moves = pos.legal_moves();
    if moves.is_empty() || pos.is_game_over() {
        let score = crate::search::terminal_score(pos, 0).unwrap_or(0);
        return Ok(Evaluation {
            score,
            best: None,
            line: Vec::new(),
            nodes: 0,
        });
    }
    if moves.len() == 1 {
        let only = moves[0];
        let mut child = *pos;
        child.play_unchecked(&only);
        let after = evaluate(engine, &child, nodes)?;
        let mut line = vec![only];
        line.extend(after.line.iter().take(LINE_PLIES - 1));
        return Ok(Evaluation {
            score: after.score.saturating_neg(),
            best: Some(only),
            line,
            nodes: after.nodes,
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
            });
        }
        if budget >= nodes.saturating_mul(64) {
            return Err(ThinkError::Incomplete { nodes: spent });
        }
        budget = budget.saturating_mul(2);
    }
}

/// The line the last search expects after `best`, read from its table.
fn line_from(engine: &Engine, pos: &Position, best: Move) -> Vec<Move> {
    let mut line = vec![best];
    let mut at = *pos;
    at.play_unchecked(&best);
    while line.len() < LINE_PLIES && !at.is_game_over() {
        let Some(m) = engine.table.probe(table::key(&at)).and_then(|e| e.best) else {
            break;
        };
        if !at.is_legal(&m) {
            break;
        }
        at.play_unchecked(&m);
        line.push(m);
    }
    line
}

/// The win chance of the player who just moved into `pos`, from `eval`
/// of `pos`; a finished game is won, lost or drawn outright.
fn chance_after(game_over: Option<zertz_rules::Outcome>, mover: Player, eval: &Evaluation, model: &WinModel) -> f64 {
    match game_over {
        Some(outcome) => match outcome.winner() {
            Some(w) if w == mover => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        None => 1.0 - model.chance(eval.score),
    }
}

/// A move tried in a position instead of the one played there, judged as
/// the analysis judges moves: by the mover's win chance after it against
/// their chance with the engine's best move.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The mover's chance with the engine's best move.
    pub best_chance: f64,
    /// The engine's best move and the line it expects, the best first.
    pub best_line: Vec<Move>,
    /// The mover's chance after the move tried.
    pub chance: f64,
    /// The line the engine expects after the move tried, its reply first.
    pub line: Vec<Move>,
}

impl Tried {
    /// Win chance the move gives away against the engine's best.
    pub fn lost(&self) -> f64 {
        (self.best_chance - self.chance).max(0.0)
    }

    /// Whether the analysis would leave it unmarked: it gives away less
    /// than an inaccuracy. ZÈRTZ often has several such moves.
    pub fn good_enough(&self) -> bool {
        Mark::of(self.lost(), &THRESHOLDS).is_none()
    }

    /// Whether it is the engine's own choice.
    pub fn is_best(&self, m: &Move) -> bool {
        self.best_line.first() == Some(m)
    }
}

/// Judges `tried`, legal in `pos`, at `nodes` a position, as [`analyse`]
/// judges the move played: the same searches, so the same verdict.
pub fn try_move(pos: &Position, tried: Move, nodes: u64) -> Result<Tried, ThinkError> {
    let model = WIN_MODEL;
    let mut engine = Engine::new(0);
    let before = evaluate(&mut engine, pos, nodes)?;
    let best_chance = model.chance(before.score);
    if before.best == Some(tried) {
        return Ok(Tried {
            best_chance,
            chance: best_chance,
            line: before.line.iter().skip(1).copied().collect(),
            best_line: before.line,
        });
    }
    let mut child = *pos;
    child.play_unchecked(&tried);
    let after = evaluate(&mut engine, &child, nodes)?;
    Ok(Tried {
        best_chance,
        best_line: before.line,
        chance: chance_after(child.outcome(), pos.turn(), &after, &model),
        line: after.line,
    })
}

/// Analyses every move of `game` at `nodes` per position, calling
/// `progress(done, total)` after each position. Fails if a search does.
pub fn analyse(game: &Game, nodes: u64, mut progress: impl FnMut(usize, usize)) -> Result<GameAnalysis, ThinkError> {
    let model = WIN_MODEL;
    let positions = game.positions();
    let total = positions.len();
    let mut engine = Engine::new(0);
    let mut evals = Vec::with_capacity(total);
    let mut spent = 0;
    for (i, pos) in positions.iter().enumerate() {
        let eval = evaluate(&mut engine, pos, nodes)?;
        spent += eval.nodes;
        evals.push(eval);
        progress(i + 1, total);
    }
    let mut first_chances = vec![model.chance(evals[0].score)];
    let mut judged = Vec::with_capacity(game.moves().len());
    for (i, &played) in game.moves().iter().enumerate() {
        let pos = &positions[i];
        let mover = pos.turn();
        let before = model.chance(evals[i].score);
        let over = (i + 1 == game.moves().len()).then(|| game.outcome()).flatten();
        let over = over.filter(|_| positions[i + 1].is_game_over());
        let after = chance_after(over, mover, &evals[i + 1], &model);
        let lost = (before - after).max(0.0);
        // The engine's own choice is never marked: with nothing better to
        // offer, what it seems to give away is the search's noise (and
        // `try_move` judges it so too).
        let own_choice = evals[i].best == Some(played);
        let mark = Mark::of(lost, &THRESHOLDS).filter(|_| !own_choice);
        let better = evals[i].best.filter(|_| mark.is_some());
        judged.push(MoveJudgement {
            number: i + 1,
            mover,
            played,
            before,
            after,
            mark,
            better,
            line: if better.is_some() {
                evals[i].line.clone()
            } else {
                Vec::new()
            },
        });
        first_chances.push(if mover == Player::First { after } else { 1.0 - after });
    }
    Ok(GameAnalysis {
        moves: judged,
        first_chances,
        nodes: spent,
    })
}
