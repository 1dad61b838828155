//! A game as the Activity's board shows it: the position after some move,
//! the players and their captures, the move list with its analysis marks,
//! what the last move did, and, for the position the game stands at, its
//! legal moves as the rules list them. The client lights targets from
//! these; it never judges a move itself.

use serde::Serialize;
use zertz_data::{GameId, LoadedGame, Millis};
use zertz_render::{ink, Rgb};
use zertz_rules::{Colour, Game, Move, Player, Position, Square};

use super::Viewer;
use crate::app::services::compose::labels;
use crate::app::services::stored_analysis::decode;
use crate::app::text::lang::{say, Msg};

/// A game as the board shows it, ready to send as JSON.
#[derive(Clone, Debug, Serialize)]
pub struct BoardView {
    /// Always `"view"`: the message's kind on the wire.
    pub t: &'static str,
    /// The game.
    pub game: GameId,
    /// The moves shown played; `plies` is how many the game has.
    pub ply: usize,
    /// Moves recorded.
    pub plies: usize,
    /// The variant's name.
    pub variant: &'static str,
    /// Every ring at the start: its name and doubled coordinates (R1.3).
    pub board: Vec<Ring>,
    /// The rings left.
    pub rings: Vec<String>,
    /// The marbles on the board.
    pub marbles: Vec<OnRing>,
    /// The pool: white, grey, black.
    pub pool: [u8; 3],
    /// The players, first mover first.
    pub seats: [Seat; 2],
    /// The goals (R5.1), in words.
    pub goals: String,
    /// The seat to move.
    pub to_move: usize,
    /// The viewer's seat, if they play.
    pub you: Option<usize>,
    /// Every move's notation.
    pub moves: Vec<String>,
    /// Each move's analysis mark, where the game was analysed.
    pub marks: Vec<Option<&'static str>>,
    /// What the last move shown did.
    pub last: Option<LastMove>,
    /// The legal moves, for the viewer to move at the game's last
    /// position only (nobody else gets controls).
    pub legal: Vec<Legal>,
    /// Whose turn, or the result, in words.
    pub status: String,
    /// Whether the game is over.
    pub finished: bool,
    /// When the player to move runs out of time.
    pub deadline: Option<Millis>,
    /// The PNG boards' colours.
    pub theme: Theme,
    /// When the game last changed in the store, to notice changes made
    /// by another process.
    #[serde(skip)]
    pub stamp: Millis,
}

/// A ring of the board at the start.
#[derive(Clone, Debug, Serialize)]
pub struct Ring {
    sq: String,
    x: i8,
    y: i8,
}

/// A marble on a ring.
#[derive(Clone, Debug, Serialize)]
pub struct OnRing {
    sq: String,
    c: usize,
}

/// A player as the board shows them.
#[derive(Clone, Debug, Serialize)]
pub struct Seat {
    /// Their Discord id, as text (JSON numbers lose snowflakes).
    pub id: String,
    /// Their name.
    pub name: String,
    /// Their captures: white, grey, black.
    pub captured: [u8; 3],
}

/// What a move did, to mark and animate.
#[derive(Clone, Debug, Serialize)]
pub struct LastMove {
    placed: Option<String>,
    removed: Option<String>,
    /// The capturing marble's path, start first.
    jumps: Vec<String>,
    claimed: Vec<String>,
}

/// A legal move, as the client lights it; placements of one colour on
/// one ring are one entry, with every ring each may remove.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "k", rename_all = "lowercase")]
pub enum Legal {
    /// Placements (R3.1) of colour `c` on `to`, each removing one of the
    /// free rings listed (R3.2), or none when the list is empty.
    Place {
        /// The colour's index.
        c: usize,
        /// Where.
        to: String,
        /// The rings one of which is removed.
        remove: Vec<String>,
    },
    /// A capture (R3.3): the capturing marble's path, start first.
    Capture {
        /// The squares visited.
        path: Vec<String>,
        /// Its notation.
        n: String,
    },
    /// A pass (R3.5).
    Pass {
        /// Its notation.
        n: String,
    },
}

/// The PNG boards' colours, as CSS colours.
#[derive(Clone, Debug, Serialize)]
pub struct Theme {
    bg: String,
    panel: String,
    text: String,
    dim: String,
    ring: String,
    ring_edge: String,
    gold: String,
    path: String,
    ghost: String,
    claim: String,
    highlight: String,
    marbles: [String; 3],
}

impl Theme {
    /// The theme of the PNG boards.
    pub fn of_pictures() -> Theme {
        let css = |c: Rgb| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
        Theme {
            bg: css(ink::BG),
            panel: css(ink::PANEL),
            text: css(ink::TEXT),
            dim: css(ink::DIM),
            ring: css(ink::RING),
            ring_edge: css(ink::RING_EDGE),
            gold: css(ink::GOLD),
            path: css(ink::PATH),
            ghost: css(ink::GHOST),
            claim: css(ink::CLAIM),
            highlight: css(ink::HIGHLIGHT),
            marbles: ink::MARBLES.map(css),
        }
    }
}

/// The legal moves of `pos`: placements grouped by colour and ring,
/// captures and a pass with their notation.
pub fn legal_moves(pos: &Position) -> Vec<Legal> {
    let board = pos.board();
    let name = |s: Square| s.to_string();
    let mut out: Vec<Legal> = Vec::new();
    for m in pos.legal_moves().as_slice() {
        match *m {
            Move::Place { colour, to, remove } => {
                let (c, to) = (colour.index(), name(to));
                let same = |l: &Legal| matches!(l, Legal::Place { c: lc, to: lt, .. } if *lc == c && *lt == to);
                let at = match out.iter().position(same) {
                    Some(at) => at,
                    None => {
                        out.push(Legal::Place {
                            c,
                            to,
                            remove: Vec::new(),
                        });
                        out.len() - 1
                    }
                };
                if let (Some(Legal::Place { remove: rings, .. }), Some(r)) = (out.get_mut(at), remove) {
                    rings.push(name(r));
                }
            }
            Move::Capture(j) => out.push(Legal::Capture {
                path: std::iter::once(j.from()).chain(j.landings(board)).map(name).collect(),
                n: pos.notation(m),
            }),
            Move::Pass => out.push(Legal::Pass { n: pos.notation(m) }),
        }
    }
    out
}

/// `loaded` as `viewer` sees it after `at` moves (the last, without or
/// past the end).
pub(super) fn of(
    loaded: &LoadedGame,
    at: Option<usize>,
    viewer: &Viewer,
    names: &[String; 2],
    analysis: Option<&str>,
) -> BoardView {
    let game = &loaded.game;
    let plies = game.ply();
    let ply = at.unwrap_or(plies).min(plies);
    let pos = game.positions().get(ply).unwrap_or(game.position());
    let board = pos.board();
    let meta = &loaded.meta;
    let lang = viewer.lang;
    let at_end = ply == plies;
    let outcome = if at_end { game.outcome() } else { None };
    let turn = pos.turn();
    let you = meta.player_of(viewer.user.id).map(Player::index);
    let status = match outcome {
        Some(o) => labels(lang).outcome(o, |p| names[p.index()].clone()),
        None if you == Some(turn.index()) && at_end => say!(lang, Msg::BoardYourMove, name = &names[turn.index()]),
        None => labels(lang).to_move.replace("{name}", &names[turn.index()]),
    };
    let goal = pos.variant().marbles.goal().0;
    let seat = |p: Player| Seat {
        id: meta.players[p.index()].to_string(),
        name: names[p.index()].clone(),
        captured: pos.captured(p).0,
    };
    BoardView {
        t: "view",
        game: meta.id,
        ply,
        plies,
        variant: pos.variant().name(),
        board: board
            .squares()
            .map(|s| {
                let (x, y) = board.doubled(s);
                Ring {
                    sq: s.to_string(),
                    x,
                    y,
                }
            })
            .collect(),
        rings: pos.rings().map(|s| s.to_string()).collect(),
        marbles: Colour::ALL
            .iter()
            .flat_map(|&c| {
                pos.marbles(c).map(move |s| OnRing {
                    sq: s.to_string(),
                    c: c.index(),
                })
            })
            .collect(),
        pool: pos.pool().0,
        seats: [seat(Player::First), seat(Player::Second)],
        goals: say!(
            lang,
            Msg::BoardGoals,
            white = goal[0],
            grey = goal[1],
            black = goal[2],
            each = pos.variant().marbles.goal_each()
        ),
        to_move: turn.index(),
        you,
        moves: game.move_notations(),
        marks: marks(game, analysis),
        last: ply.checked_sub(1).and_then(|before| last_move(game, before)),
        legal: if at_end && outcome.is_none() && !game.is_over() && you == Some(turn.index()) {
            legal_moves(pos)
        } else {
            Vec::new()
        },
        status,
        finished: game.is_over(),
        deadline: if at_end { meta.deadline } else { None },
        theme: Theme::of_pictures(),
        stamp: meta.updated_at,
    }
}

/// What move `index` (from 0) of `game` did.
fn last_move(game: &Game, index: usize) -> Option<LastMove> {
    let (pos, m) = (game.positions().get(index)?, game.moves().get(index)?);
    let e = pos.effect(m);
    let name = |s: Square| s.to_string();
    Some(LastMove {
        placed: e.placed.map(|(_, s)| name(s)),
        removed: e.removed.map(name),
        jumps: e.path.iter().copied().map(name).collect(),
        claimed: e.claimed.iter().map(|&(s, _)| name(s)).collect(),
    })
}

/// Each move's mark from a stored analysis: `?!`, `?` or `??`.
fn marks(game: &Game, analysis: Option<&str>) -> Vec<Option<&'static str>> {
    let mut marks = vec![None; game.ply()];
    let Some(summary) = analysis.and_then(|json| decode(json, game).ok()) else {
        return marks;
    };
    for judged in &summary.marked {
        let glyph = judged.mark.map(|m| match m {
            zertz_ai::analysis::Mark::Inaccuracy => "?!",
            zertz_ai::analysis::Mark::Mistake => "?",
            zertz_ai::analysis::Mark::Blunder => "??",
        });
        if let Some(slot) = judged.number.checked_sub(1).and_then(|i| marks.get_mut(i)) {
            *slot = glyph;
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position of real games: the board's legal moves are the
    /// rules' own, each by a notation that reads back as itself; a
    /// placement puts a marble on a vacant ring and removes a free one
    /// other than it (R3.1, R3.2); a capture starts at a marble (R3.3).
    #[test]
    fn the_legal_moves_sent_are_the_rules_own() {
        let mut positions = 0;
        for i in 0..20 {
            let record = zertz_e2e::bot::real_game("standard", i);
            let game = record.replay().expect("a real game replays");
            for pos in game.positions() {
                let legal = legal_moves(pos);
                // Each entry spelled as the client spells it: the rules'
                // own moves, every one of them once.
                let mut spelled = Vec::new();
                for m in &legal {
                    match m {
                        Legal::Place { c, to, remove } if remove.is_empty() => {
                            spelled.push(format!("{}{to}", ["W", "G", "B"][*c]));
                        }
                        Legal::Place { c, to, remove } => {
                            let square = |s: &str| pos.board().squares().find(|q| q.to_string() == s).expect("a ring");
                            assert!(pos.vacant().contains(square(to)), "R3.1: {to}");
                            for r in remove {
                                assert!(pos.free_rings().contains(square(r)) && r != to, "R3.2: {to} {r}");
                                spelled.push(format!("{}{to},{r}", ["W", "G", "B"][*c]));
                            }
                        }
                        Legal::Capture { path, n } => {
                            assert!(path.len() >= 2, "R3.3: {n}");
                            spelled.push(n.clone());
                        }
                        Legal::Pass { n } => {
                            assert_eq!(legal.len(), 1, "R3.5: a pass is the only move");
                            spelled.push(n.clone());
                        }
                    }
                }
                let mut read: Vec<Move> = spelled
                    .iter()
                    .map(|n| pos.parse_move(n).unwrap_or_else(|e| panic!("{n}: {e}")))
                    .collect();
                let mut rules: Vec<Move> = pos.legal_moves().as_slice().to_vec();
                let key = |m: &Move| pos.notation(m);
                read.sort_by_key(key);
                rules.sort_by_key(key);
                assert_eq!(read, rules);
                positions += 1;
            }
        }
        assert!(positions > 300, "{positions} positions");
    }

    /// A finished game stepped through shows each move's mark where the
    /// game was analysed: `?!`, `?` and `??`, on the moves marked so.
    #[test]
    fn an_analysed_game_marks_its_moves() {
        use zertz_ai::analysis::{GameAnalysis, Mark, MoveJudgement};
        let game = zertz_e2e::bot::real_game("standard", 0)
            .replay()
            .expect("a real game replays");
        let marked = [(2, Mark::Inaccuracy), (5, Mark::Mistake), (8, Mark::Blunder)];
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &played)| MoveJudgement {
                number: i + 1,
                mover: game.positions()[i].turn(),
                played,
                before: 0.5,
                after: 0.4,
                mark: marked.iter().find(|(at, _)| *at == i).map(|(_, m)| *m),
                better: None,
                line: Vec::new(),
            })
            .collect();
        let analysis = GameAnalysis {
            moves,
            first_chances: vec![0.5; game.ply() + 1],
            nodes: 1,
        };
        let json = crate::app::services::stored_analysis::encode(&analysis, 1).expect("encoded");
        let shown = marks(&game, Some(&json));
        assert_eq!(shown.len(), game.ply());
        assert_eq!((shown[2], shown[5], shown[8]), (Some("?!"), Some("?"), Some("??")));
        assert_eq!(shown.iter().flatten().count(), 3);
        assert!(marks(&game, None).iter().all(Option::is_none));
        assert!(marks(&game, Some("not an analysis")).iter().all(Option::is_none));
    }
}
