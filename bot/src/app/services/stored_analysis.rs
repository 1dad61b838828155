//! An analysis as the store keeps it and as the card and its pictures
//! show it. The store keeps zertz-ai's own [`GameAnalysis`] as JSON, with
//! the budget it was searched at; rows written before (each marked move
//! in notation) are read too. Either way it is read into typed moves and
//! marks, checked against the game it belongs to.

use serde::{Deserialize, Serialize};
use zertz_ai::analysis::{worst_of, GameAnalysis, Mark, MoveJudgement};
use zertz_rules::{Game, Move, Player, Position};

/// Moves listed among the worst.
const WORST: usize = 3;

/// What the store keeps: zertz-ai's analysis and its budget.
#[derive(Serialize, Deserialize)]
struct Stored {
    /// Nodes searched a position.
    budget: u64,
    analysis: GameAnalysis,
}

/// An analysis as the card and its pictures show it.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisSummary {
    /// Nodes searched a position.
    pub budget: u64,
    /// The first mover's win chance before the first move and after each.
    pub chances: Vec<f64>,
    /// Each player's accuracy, 0 to 100, first mover first.
    pub accuracy: [Option<f64>; 2],
    /// Each player's inaccuracies, mistakes and blunders.
    pub counts: [[usize; 3]; 2],
    /// The marked moves, in order, as zertz-ai judged them.
    pub marked: Vec<MoveJudgement>,
}

/// A stored analysis that cannot be read as one of its game's.
#[derive(Debug, thiserror::Error)]
pub enum UnreadableAnalysis {
    /// Neither today's JSON nor the older one.
    #[error("not an analysis: {0}")]
    Json(#[from] serde_json::Error),
    /// It names a move its game does not have there.
    #[error("move {number} does not fit its game: {why}")]
    Move {
        /// The move's number, from 1.
        number: usize,
        /// What is wrong.
        why: String,
    },
}

impl AnalysisSummary {
    /// The summary of `a`, searched at `budget` nodes a position.
    pub fn of(a: &GameAnalysis, budget: u64) -> AnalysisSummary {
        let players = [Player::First, Player::Second];
        AnalysisSummary {
            budget,
            chances: a.first_chances.clone(),
            accuracy: players.map(|p| a.accuracy(p)),
            counts: players.map(|p| Mark::ALL.map(|m| a.count(p, m))),
            marked: a.moves.iter().filter(|m| m.mark.is_some()).cloned().collect(),
        }
    }

    /// The marked moves that gave most away, worst first.
    pub fn worst(&self) -> Vec<&MoveJudgement> {
        worst_of(&self.marked, WORST)
    }
}

/// The JSON the store keeps for `a`, searched at `budget` nodes a position.
pub fn encode(a: &GameAnalysis, budget: u64) -> Result<String, serde_json::Error> {
    serde_json::to_string(&Stored {
        budget,
        analysis: a.clone(),
    })
}

/// The stored analysis `json` of `game`, today's or an older row's.
pub fn decode(json: &str, game: &Game) -> Result<AnalysisSummary, UnreadableAnalysis> {
    match serde_json::from_str::<Stored>(json) {
        Ok(stored) => {
            let moves = game.moves();
            if stored.analysis.moves.len() != moves.len() {
                return Err(UnreadableAnalysis::Move {
                    number: stored.analysis.moves.len(),
                    why: format!("the game has {} moves", moves.len()),
                });
            }
            let positions = game.positions();
            for ((m, played), pos) in stored.analysis.moves.iter().zip(moves).zip(positions) {
                let bad = |why: &str| UnreadableAnalysis::Move {
                    number: m.number,
                    why: why.to_string(),
                };
                if m.played != *played {
                    return Err(bad("another move was played there"));
                }
                if m.better.is_some_and(|b| !pos.is_legal(&b)) {
                    return Err(bad("its better move is not legal there"));
                }
                let mut at = *pos;
                for step in &m.line {
                    if !at.is_legal(step) {
                        return Err(bad("its line is not legal"));
                    }
                    at.play_unchecked(step);
                }
            }
            Ok(AnalysisSummary::of(&stored.analysis, stored.budget))
        }
        Err(today) => match serde_json::from_str::<Older>(json) {
            Ok(older) => older.read(game),
            Err(_) => Err(today.into()),
        },
    }
}

/// An analysis as rows written before typed analyses hold it.
#[derive(Deserialize)]
struct Older {
    nodes: u64,
    chances: Vec<f64>,
    accuracy: [Option<f64>; 2],
    counts: [[usize; 3]; 2],
    marked: Vec<OlderMarked>,
}

/// A marked move in notation, as older rows hold it.
#[derive(Deserialize)]
struct OlderMarked {
    number: usize,
    played: String,
    mark: String,
    before: f64,
    after: f64,
    better: Option<String>,
    line: Vec<String>,
}

impl Older {
    /// The summary, its moves read on the positions of `game`.
    fn read(self, game: &Game) -> Result<AnalysisSummary, UnreadableAnalysis> {
        let positions = game.positions();
        let marked = self
            .marked
            .into_iter()
            .map(|m| {
                let bad = |why: String| UnreadableAnalysis::Move { number: m.number, why };
                let pos = m
                    .number
                    .checked_sub(1)
                    .and_then(|i| positions.get(i))
                    .filter(|_| m.number <= game.moves().len())
                    .ok_or_else(|| bad("the game is shorter".into()))?;
                let mark = Mark::named(&m.mark).ok_or_else(|| bad(format!("no mark {:?}", m.mark)))?;
                let read = |at: &Position, text: &str| at.parse_move(text).map_err(|e| bad(format!("{text}: {e}")));
                let mut line = Vec::with_capacity(m.line.len());
                let mut at = *pos;
                for text in &m.line {
                    let step = read(&at, text)?;
                    at.play_unchecked(&step);
                    line.push(step);
                }
                Ok(MoveJudgement {
                    number: m.number,
                    mover: pos.turn(),
                    played: read(pos, &m.played)?,
                    before: m.before,
                    after: m.after,
                    mark: Some(mark),
                    better: m.better.as_deref().map(|b| read(pos, b)).transpose()?,
                    line,
                })
            })
            .collect::<Result<Vec<MoveJudgement>, UnreadableAnalysis>>()?;
        Ok(AnalysisSummary {
            budget: self.nodes,
            chances: self.chances,
            accuracy: self.accuracy,
            counts: self.counts,
            marked,
        })
    }
}

/// `moves`, played one after the other from the position before move
/// `number` of `game`, in notation (as far as they can be played).
pub fn said(game: &Game, number: usize, moves: &[Move]) -> Vec<String> {
    let Some(mut at) = number.checked_sub(1).and_then(|i| game.positions().get(i)).copied() else {
        return Vec::new();
    };
    let mut words = Vec::with_capacity(moves.len());
    for m in moves {
        if !at.is_legal(m) {
            break;
        }
        words.push(at.notation(m));
        at.play_unchecked(m);
    }
    words
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_ai::analysis::analyse;
    use zertz_rules::Record;

    use super::*;

    const RECORDS: &str = include_str!("../../../../rules/tests/data/boardspace-1000.tsv");

    /// A real game and its analysis at a small budget, with marked moves
    /// that have a better move and a line.
    fn analysed() -> (Game, GameAnalysis) {
        for line in RECORDS.lines().take(40) {
            let Ok(game) = Record::parse(line).and_then(|r| r.replay()) else {
                continue;
            };
            let a = analyse(&game, 2_000, |_| {}).unwrap();
            if a.moves.iter().any(|m| m.mark.is_some() && m.line.len() > 1) {
                return (game, a);
            }
        }
        panic!("no game with a marked move among the first records");
    }

    /// The same analysis as the version before typed analyses stored it:
    /// moves in notation, marks by name.
    fn as_older_rows_hold_it(game: &Game, a: &GameAnalysis) -> String {
        let summary = AnalysisSummary::of(a, 2_000);
        let marked: Vec<serde_json::Value> = summary
            .marked
            .iter()
            .map(|m| {
                serde_json::json!({
                    "number": m.number,
                    "mover": m.mover.index(),
                    "played": said(game, m.number, &[m.played]).join(""),
                    "mark": m.mark.map(Mark::name),
                    "before": m.before,
                    "after": m.after,
                    "better": m.better.map(|b| said(game, m.number, &[b]).join("")),
                    "line": said(game, m.number, &m.line),
                })
            })
            .collect();
        serde_json::json!({
            "nodes": 2_000,
            "chances": summary.chances,
            "accuracy": summary.accuracy,
            "counts": summary.counts,
            "marked": marked,
        })
        .to_string()
    }

    /// The same, but for the last bits of floats, which JSON may not keep.
    fn assert_same(read: &AnalysisSummary, want: &AnalysisSummary) {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert_eq!((read.budget, read.counts), (want.budget, want.counts));
        assert!(read.chances.iter().zip(&want.chances).all(|(a, b)| close(*a, *b)));
        assert_eq!(read.chances.len(), want.chances.len());
        for (a, b) in read.accuracy.iter().zip(&want.accuracy) {
            assert!(
                a.zip(*b).map_or(a.is_none() && b.is_none(), |(a, b)| close(a, b)),
                "{a:?} {b:?}"
            );
        }
        assert_eq!(read.marked.len(), want.marked.len());
        for (a, b) in read.marked.iter().zip(&want.marked) {
            assert_eq!(
                (a.number, a.mover, a.played, a.mark),
                (b.number, b.mover, b.played, b.mark)
            );
            assert_eq!((a.better, &a.line), (b.better, &b.line));
            assert!(close(a.before, b.before) && close(a.after, b.after));
        }
    }

    #[test]
    fn an_analysis_reads_back_typed_from_todays_rows_and_older_ones() {
        let (game, a) = analysed();
        let summary = AnalysisSummary::of(&a, 2_000);
        assert!(!summary.marked.is_empty());

        let today = encode(&a, 2_000).unwrap();
        assert_same(&decode(&today, &game).unwrap(), &summary);

        let older = as_older_rows_hold_it(&game, &a);
        assert!(older.contains("\"mark\":\""), "{older}");
        assert_same(&decode(&older, &game).unwrap(), &summary);
    }

    #[test]
    fn an_analysis_of_another_game_or_a_damaged_one_is_an_error() {
        let (game, a) = analysed();
        let other = Game::new(game.variant());
        assert!(matches!(
            decode(&encode(&a, 2_000).unwrap(), &other),
            Err(UnreadableAnalysis::Move { .. })
        ));
        let older = as_older_rows_hold_it(&game, &a).replace("\"mark\":\"", "\"mark\":\"x");
        assert!(matches!(decode(&older, &game), Err(UnreadableAnalysis::Move { .. })));
        assert!(matches!(
            decode("{\"nodes\":1}", &game),
            Err(UnreadableAnalysis::Json(_))
        ));
    }
}
