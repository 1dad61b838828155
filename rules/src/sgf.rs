//! Game records in boardspace.net's SGF dialect, written and read.
//!
//! Boardspace stores a ZÈRTZ game as SGF nodes whose `P0`/`P1` property
//! holds one numbered command of that player: `RtoB 2 0 D 4` (a marble
//! from rack 2, the pool, of colour 0, white, onto d4), `R- A 1` (remove
//! ring a1), `BtoB D 1 D 3` (one jump), `Done` (end of the turn),
//! `Resign`. Claims are not written: the rules make them. Boardspace names
//! squares as RULES.md R1.2 does, with upper-case columns. Its boards are
//! `Zertz`, `Zertz+11` and `Zertz+24`; it has no Blitz marbles, so a Blitz
//! game has no SGF form here.

use std::fmt::Write as _;

use crate::error::MoveError;
use crate::game::Game;
use crate::moves::Move;
use crate::outcome::{Outcome, WinReason};
use crate::position::Supply;
use crate::variant::{Player, Variant};

/// The largest SGF text read: a long game on 61 rings is under 20 KB.
pub const MAX_SGF_BYTES: usize = 256 * 1024;

/// boardspace's game number for ZÈRTZ.
const GAME_NUMBER: &str = "22";

/// boardspace's board names and ours.
const BOARDS: [(&str, Variant); 3] = [
    ("Zertz", Variant::STANDARD),
    ("Zertz+11", Variant::TOURNAMENT),
    ("Zertz+24", Variant::LARGE),
];

/// Why an SGF record cannot be written or read. Messages are for the
/// person who gave the file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SgfError {
    /// The variant has no boardspace board (Blitz).
    #[error("boardspace has no {0} game, so it has no SGF form; the text record keeps it")]
    NoBoardspaceVariant(Variant),
    /// The text is longer than [`MAX_SGF_BYTES`].
    #[error("the file is {0} bytes; an SGF record is at most {MAX_SGF_BYTES} bytes")]
    TooLarge(usize),
    /// The text does not begin as SGF does.
    #[error("this is not an SGF record: it must begin with `(;`")]
    NotSgf,
    /// A bracket or value is left open, or a property has no value.
    #[error("the SGF record is cut short or malformed near character {0}")]
    Malformed(usize),
    /// `GM` names another game.
    #[error("this SGF record is of game {0:?}, not ZÈRTZ (boardspace's game 22)")]
    OtherGame(String),
    /// `SU` names a board this bot does not play.
    #[error("boardspace's {0:?} is not a board this bot plays: Zertz, Zertz+11 and Zertz+24 are")]
    UnknownBoard(String),
    /// A command this reader does not know, or with wrong arguments.
    #[error("node {node}: cannot read {text:?} (expected RtoB, R-, BtoB, Done or Resign)")]
    Command {
        /// 1-based node number.
        node: usize,
        /// The command as written.
        text: String,
    },
    /// A turn's commands do not make one move.
    #[error("move {number}: {reason}")]
    Turn {
        /// 1-based move number.
        number: usize,
        /// What is wrong.
        reason: String,
    },
    /// A move is illegal.
    #[error("move {number} ({text}) is illegal: {error}")]
    Illegal {
        /// 1-based move number.
        number: usize,
        /// The move in our notation.
        text: String,
        /// Why the rules refuse it.
        error: MoveError,
    },
}

/// A game read from SGF, with the names boardspace recorded.
#[derive(Clone, Debug)]
pub struct SgfGame {
    /// The game, every move checked.
    pub game: Game,
    /// The players' names, first mover first, when the record has them.
    pub players: [Option<String>; 2],
    /// Turns the record goes on with after the rules ended the game (by
    /// repetition, which boardspace does not apply); they are not played.
    pub moves_after_end: usize,
}

/// Writes `game` as boardspace SGF. `players` are the names, first mover
/// first; `date` goes in `DT` when given (such as `2026-11-24`).
pub fn write(game: &Game, players: [&str; 2], date: Option<&str>) -> Result<String, SgfError> {
    let board = BOARDS
        .iter()
        .find(|(_, v)| *v == game.variant())
        .map(|(name, _)| *name)
        .ok_or(SgfError::NoBoardspaceVariant(game.variant()))?;
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(out, "(;\nGM[{GAME_NUMBER}]VV[2]\nSU[{board}]");
    if let Some(date) = date {
        let _ = writeln!(out, "DT[{}]", escape(date));
    }
    let _ = writeln!(out, "GN[{}-{}]", escape(players[0]), escape(players[1]));
    for (i, name) in players.iter().enumerate() {
        let _ = writeln!(out, "P{i}[id \"{}\"]", escape(&name.replace('"', "'")));
    }
    let mut nodes = Nodes { out, index: 0 };
    nodes.push(Player::First, "Start P0");
    let board = game.variant().board;
    for (m, before) in game.moves().iter().zip(game.positions()) {
        let p = before.turn();
        match m {
            Move::Place { colour, to, remove } => {
                let rack = match before.supply().0 {
                    Supply::Pool => 2,
                    Supply::Captures => p.index(),
                };
                nodes.push(p, &format!("RtoB {rack} {} {}", colour.index(), square(*to)));
                if let Some(r) = remove {
                    nodes.push(p, &format!("R- {}", square(*r)));
                }
            }
            Move::Capture(jumps) => {
                let mut at = jumps.from();
                for land in jumps.landings(board) {
                    nodes.push(p, &format!("BtoB {} {}", square(at), square(land)));
                    at = land;
                }
            }
            Move::Pass => nodes.push(p, "Pass"),
        }
        nodes.push(p, "Done");
    }
    if let Some(Outcome::Won {
        winner,
        reason: WinReason::Resignation,
    }) = game.outcome()
    {
        nodes.push(winner.other(), "Resign");
    }
    let mut out = nodes.out;
    out.push_str(")\n");
    Ok(out)
}

struct Nodes {
    out: String,
    index: usize,
}

impl Nodes {
    fn push(&mut self, p: Player, command: &str) {
        let _ = writeln!(self.out, "; P{}[{} {command}]", p.index(), self.index);
        self.index += 1;
    }
}

/// `D 4` for d4.
fn square(sq: crate::Square) -> String {
    format!("{} {}", sq.col_char().to_ascii_uppercase(), sq.row())
}

/// Escapes `]` and `\` in a property value and drops control characters.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().filter(|c| !c.is_control()) {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Reads a boardspace SGF record and replays it, checking every move.
/// Only the main line is read; variations are ignored.
pub fn read(text: &str) -> Result<SgfGame, SgfError> {
    if text.len() > MAX_SGF_BYTES {
        return Err(SgfError::TooLarge(text.len()));
    }
    let nodes = parse_main_line(text)?;
    let root = nodes.first().ok_or(SgfError::NotSgf)?;
    if let Some(gm) = value(root, "GM") {
        if gm != GAME_NUMBER && !gm.eq_ignore_ascii_case("zertz") {
            return Err(SgfError::OtherGame(gm.chars().take(40).collect()));
        }
    }
    let su = value(root, "SU").unwrap_or("Zertz");
    let variant = BOARDS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(su))
        .map(|(_, v)| *v)
        .ok_or_else(|| SgfError::UnknownBoard(su.chars().take(40).collect()))?;
    let mut names = [None, None];
    for (i, key) in ["P0", "P1"].iter().enumerate() {
        names[i] = value(root, key).and_then(player_name);
    }
    let mut replay = Replay {
        game: Game::new(variant),
        turn: Turn::default(),
        first: None,
        after_end: 0,
    };
    for (i, node) in nodes.iter().enumerate().skip(1) {
        for (key, values) in node {
            let side = match key.as_str() {
                "P0" => 0,
                "P1" => 1,
                _ => continue,
            };
            for v in values {
                replay.command(i + 1, side, v)?;
            }
        }
    }
    replay.finish()?;
    // The first mover is P0 in our records, whoever boardspace seated first.
    if replay.first == Some(1) {
        names.swap(0, 1);
    }
    Ok(SgfGame {
        game: replay.game,
        players: names,
        moves_after_end: replay.after_end,
    })
}

/// `id "name"` gives `name`.
fn player_name(v: &str) -> Option<String> {
    let rest = v.trim().strip_prefix("id")?.trim();
    let name = rest.trim_matches('"').trim();
    (!name.is_empty()).then(|| name.to_string())
}

type Node = Vec<(String, Vec<String>)>;

fn value<'a>(node: &'a Node, key: &str) -> Option<&'a str> {
    node.iter()
        .find(|(k, _)| k == key)
        .and_then(|(_, v)| v.first())
        .map(|v| v.trim())
}

/// The nodes of the main line: the first child at every branch.
fn parse_main_line(text: &str) -> Result<Vec<Node>, SgfError> {
    let text = text.trim_start_matches('\u{feff}').trim_start();
    if !text.starts_with('(') {
        return Err(SgfError::NotSgf);
    }
    let mut nodes: Vec<Node> = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut key = String::new();
    while let Some((at, c)) = chars.next() {
        match c {
            // The main line ends where its first variation ends.
            ')' => break,
            '(' => {}
            ';' => nodes.push(Vec::new()),
            // boardspace writes names such as `P-1` that strict SGF lacks.
            c if c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '_' => key.push(c),
            '[' => {
                let mut v = String::new();
                loop {
                    match chars.next() {
                        None => return Err(SgfError::Malformed(at)),
                        Some((_, '\\')) => {
                            if let Some((_, e)) = chars.next() {
                                v.push(e);
                            }
                        }
                        Some((_, ']')) => break,
                        Some((_, c)) => v.push(c),
                    }
                }
                let node = nodes.last_mut().ok_or(SgfError::Malformed(at))?;
                if key.is_empty() {
                    // A further value of the same property, as in `AB[a][b]`.
                    match node.last_mut() {
                        Some((_, values)) => values.push(v),
                        None => return Err(SgfError::Malformed(at)),
                    }
                } else {
                    node.push((std::mem::take(&mut key), vec![v]));
                }
            }
            c if c.is_whitespace() => {}
            // Lower-case letters in old property names (`GaMe`) are ignored.
            c if c.is_ascii_lowercase() => {}
            _ => return Err(SgfError::Malformed(at)),
        }
    }
    if nodes.is_empty() {
        return Err(SgfError::NotSgf);
    }
    Ok(nodes)
}

/// The pieces of the turn being read.
#[derive(Default)]
struct Turn {
    side: Option<usize>,
    place: Option<String>,
    remove: Option<String>,
    path: Vec<String>,
    pass: bool,
}

struct Replay {
    game: Game,
    turn: Turn,
    /// The boardspace seat of the first mover.
    first: Option<usize>,
    /// Turns recorded after the rules ended the game.
    after_end: usize,
}

impl Replay {
    fn command(&mut self, node: usize, side: usize, value: &str) -> Result<(), SgfError> {
        // A command is short; a long value is cut so the message stays short.
        let bad = || SgfError::Command {
            node,
            text: value.trim().chars().take(40).collect(),
        };
        let mut words = value.split_whitespace().peekable();
        // The command's index in the record comes first.
        if words.peek().is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit())) {
            words.next();
        }
        let Some(op) = words.next() else {
            return Ok(());
        };
        let args: Vec<&str> = words.collect();
        if self.turn.side.is_some_and(|s| s != side) {
            // A turn without `Done` ends when the other player acts.
            self.finish()?;
        }
        match op.to_ascii_lowercase().as_str() {
            // Seating, clocks, picking a marble up and moving marbles
            // between racks (a click, never a move in play) are not
            // moves; boardspace's own viewer skips the `reset` of damaged
            // records.
            "start" | "time" | "pick" | "pickb" | "swap" | "reset" | "rtor" | "edit" => return Ok(()),
            "id" => return Ok(()),
            "done" => return self.finish(),
            "winontime" => {
                self.finish()?;
                if self.game.is_over() {
                    return Ok(());
                }
                // The player who claims it wins: the other's time is up.
                let loser = self.player_of(side).other();
                return self.game.lose_on_time(loser).map(drop).map_err(|e| SgfError::Illegal {
                    number: self.game.ply() + 1,
                    text: "win on time".into(),
                    error: e.into(),
                });
            }
            "resign" => {
                self.finish()?;
                if self.game.is_over() {
                    // Some records resign after the rules have ended the game.
                    return Ok(());
                }
                let player = self.player_of(side);
                return self.game.resign(player).map(drop).map_err(|e| SgfError::Illegal {
                    number: self.game.ply() + 1,
                    text: "resign".into(),
                    error: e.into(),
                });
            }
            "rtob" => match args[..] {
                [rack, colour, col, row] if rack.len() == 1 && ["0", "1", "2"].contains(&colour) => {
                    let letter = ["W", "G", "B"][colour.parse::<usize>().map_err(|_| bad())?];
                    self.turn.place = Some(format!("{letter}{}", coord(col, row).ok_or_else(bad)?));
                }
                _ => return Err(bad()),
            },
            "r-" => match args[..] {
                [col, row] => self.turn.remove = Some(coord(col, row).ok_or_else(bad)?),
                _ => return Err(bad()),
            },
            // A ring put back: the removal is undone.
            "r+" => match args[..] {
                [col, row] if self.turn.remove == coord(col, row) => self.turn.remove = None,
                [_, _] => {}
                _ => return Err(bad()),
            },
            // The marble just placed taken back to the rack.
            "btor" => self.turn.place = None,
            "btob" => match args[..] {
                [c1, r1, c2, r2] => {
                    let (from, to) = (coord(c1, r1).ok_or_else(bad)?, coord(c2, r2).ok_or_else(bad)?);
                    self.board_to_board(from, to)?;
                }
                _ => return Err(bad()),
            },
            "pass" => self.turn.pass = true,
            _ => return Err(bad()),
        }
        self.turn.side = Some(side);
        Ok(())
    }

    /// A marble moved on the board, as boardspace's client records it: a
    /// marble put down where it was picked up changes nothing; the marble
    /// just placed may be moved before the turn is done; in a capture,
    /// jumping back over the marble just captured undoes that jump (the
    /// client's way to take a jump back), and any other move is a jump.
    fn board_to_board(&mut self, from: String, to: String) -> Result<(), SgfError> {
        if from == to {
            return Ok(());
        }
        if self.turn.path.is_empty() && self.turn.place.as_deref().is_some_and(|p| p[1..] == from) {
            if let Some(place) = &mut self.turn.place {
                place.truncate(1);
                place.push_str(&to);
            }
            return Ok(());
        }
        let path = &mut self.turn.path;
        match path.last() {
            None => path.push(from),
            Some(last) if *last == from => {}
            Some(_) => {
                return Err(SgfError::Turn {
                    number: self.game.ply() + 1,
                    reason: format!("the jump from {from} does not start where the last one landed"),
                })
            }
        }
        if path.len() >= 2 && path[path.len() - 2] == to {
            path.pop();
            if path.len() == 1 {
                // Every jump was taken back: no capture yet.
                path.clear();
            }
        } else {
            path.push(to);
        }
        Ok(())
    }

    fn player_of(&mut self, side: usize) -> Player {
        let first = *self.first.get_or_insert(side);
        if side == first {
            Player::First
        } else {
            Player::Second
        }
    }

    /// Plays the turn read so far, if it has anything in it.
    fn finish(&mut self) -> Result<(), SgfError> {
        let turn = std::mem::take(&mut self.turn);
        let Some(side) = turn.side else {
            return Ok(());
        };
        if self.game.is_over() {
            // boardspace plays on past a threefold repetition (R5.3), which
            // ends the game here: later turns are counted, not played.
            self.after_end += 1;
            return Ok(());
        }
        let number = self.game.ply() + 1;
        if turn.place.is_none() && turn.path.is_empty() && turn.remove.is_none() && !turn.pass {
            // Everything in it was taken back.
            return Ok(());
        }
        let text = match (&turn.place, turn.path.is_empty(), turn.pass) {
            (Some(place), true, false) => match &turn.remove {
                Some(r) => format!("{place},{r}"),
                None => place.clone(),
            },
            (None, false, false) if turn.remove.is_none() => format!("x {}", turn.path.concat()),
            (None, true, true) if turn.remove.is_none() => "-".to_string(),
            (None, true, false) => {
                return Err(SgfError::Turn {
                    number,
                    reason: "a ring is removed without placing a marble".into(),
                })
            }
            _ => {
                return Err(SgfError::Turn {
                    number,
                    reason: "one turn both places and captures".into(),
                })
            }
        };
        let player = self.player_of(side);
        if player != self.game.turn() {
            return Err(SgfError::Turn {
                number,
                reason: format!("P{side} moves twice in a row"),
            });
        }
        self.game
            .play_notation(&text)
            .map(drop)
            .map_err(|error| SgfError::Illegal { number, text, error })
    }
}

/// `d4` from `D` and `4`, if they look like a square.
fn coord(col: &str, row: &str) -> Option<String> {
    let mut letters = col.chars();
    let c = letters.next().filter(|c| c.is_ascii_alphabetic())?;
    if letters.next().is_some() || row.is_empty() || row.len() > 2 || !row.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(format!("{}{row}", c.to_ascii_lowercase()))
}
