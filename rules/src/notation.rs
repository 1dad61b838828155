//! Notation (RULES.md §6): the canonical writer and the lenient reader.
//!
//! Reading happens in two steps. [`parse`] turns text into a [`ParsedMove`]
//! without looking at any position, so it can only fail on form. Then
//! [`Position::parse_move`] resolves it on a position: names become
//! squares, landing squares become jump directions, and the move is checked
//! with the reason a player needs when it is illegal.

use std::fmt::{self, Write as _};

use crate::board::Square;
use crate::error::{IllegalMove, MoveError, NotationError};
use crate::moves::{Jumps, Move};
use crate::position::Position;
use crate::variant::Colour;

/// Longest input read, in characters; longer text is refused unread.
pub const MAX_INPUT_CHARS: usize = 200;

/// A ring name as typed: a column letter and a row number, not yet checked
/// against a board.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Coord {
    /// Column, 0 for `a` (up to 25 for `z`).
    pub col: u8,
    /// Row as typed.
    pub row: u8,
}

impl Coord {
    /// The square of this name, if any board has it.
    pub fn square(self) -> Option<Square> {
        Square::new(self.col, self.row)
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row)
    }
}

impl std::str::FromStr for Coord {
    type Err = NotationError;

    /// Reads one ring name, such as `d4` (any case, spaces around).
    fn from_str(text: &str) -> Result<Coord, NotationError> {
        let mut r = Reader::of(text);
        let c = r.coord("a ring")?;
        r.end()?;
        Ok(c)
    }
}

/// A move as read from text, before it meets a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParsedMove {
    /// `-`.
    Pass,
    /// `Wd4,d1`, `Wd4`, `Bd7,b2 x Wa1Wa2`.
    Place {
        /// The marble's colour.
        colour: Colour,
        /// Where it goes.
        to: Coord,
        /// The ring removed, if written.
        remove: Option<Coord>,
        /// The claim suffix, if written.
        claim: Option<Vec<(Colour, Coord)>>,
    },
    /// `x d1Gd3Wd5`, `x d1d3d5`, `d1-d3-d5`.
    Capture {
        /// Where the jumping marble starts.
        from: Coord,
        /// Each landing square, with the jumped marble's colour if written.
        steps: Vec<(Option<Colour>, Coord)>,
    },
}

/// A move on its way to a position: typed already (the engine's), or as
/// read from a person's text and not yet resolved on the position it is
/// for. [`Position::accept`] turns either into a legal [`Move`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveInput {
    /// A move of the rules' own type.
    Typed(Move),
    /// A move as read from text.
    Parsed(ParsedMove),
}

impl std::str::FromStr for ParsedMove {
    type Err = NotationError;

    /// As [`parse`].
    fn from_str(text: &str) -> Result<ParsedMove, NotationError> {
        parse(text)
    }
}

impl From<Move> for MoveInput {
    fn from(m: Move) -> MoveInput {
        MoveInput::Typed(m)
    }
}

impl From<ParsedMove> for MoveInput {
    fn from(p: ParsedMove) -> MoveInput {
        MoveInput::Parsed(p)
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    input: String,
}

impl Reader {
    /// Reads `text` without spaces, in lower case.
    fn of(text: &str) -> Reader {
        Reader {
            chars: text
                .chars()
                .filter(|c| !c.is_whitespace())
                .map(|c| c.to_ascii_lowercase())
                .collect(),
            at: 0,
            input: text.to_string(),
        }
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn at_end(&self) -> bool {
        self.at >= self.chars.len()
    }

    fn fail<T>(&self, problem: impl Into<String>) -> Result<T, NotationError> {
        Err(NotationError {
            excerpt: excerpt(&self.input),
            problem: problem.into(),
        })
    }

    fn found(&self) -> String {
        match self.peek(0) {
            Some(c) => format!("found {c:?}"),
            None => "the text ended".to_string(),
        }
    }

    /// A colour letter followed by a letter (so `b3` is a square, `bd3` is
    /// black on d3).
    fn colour_ahead(&self) -> Option<Colour> {
        let c = Colour::from_letter(self.peek(0)?)?;
        self.peek(1).filter(char::is_ascii_lowercase).map(|_| c)
    }

    /// A letter followed by a digit.
    fn coord_ahead(&self) -> bool {
        matches!((self.peek(0), self.peek(1)), (Some(l), Some(d)) if l.is_ascii_lowercase() && d.is_ascii_digit())
    }

    fn colour(&mut self) -> Result<Colour, NotationError> {
        match self.colour_ahead() {
            Some(c) => {
                self.at += 1;
                Ok(c)
            }
            None => self.fail(format!("expected a colour (W, G or B) and a ring, {}", self.found())),
        }
    }

    fn coord(&mut self, what: &str) -> Result<Coord, NotationError> {
        if !self.coord_ahead() {
            return self.fail(format!("expected {what} such as d4, {}", self.found()));
        }
        let col = self.chars[self.at] as u8 - b'a';
        self.at += 1;
        let mut row: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek(0).and_then(|c| c.to_digit(10)) {
            row = row.saturating_mul(10).saturating_add(d);
            digits += 1;
            self.at += 1;
        }
        if digits > 2 || row == 0 {
            let name: String = self.chars[self.at - digits - 1..self.at].iter().collect();
            return self.fail(format!("{name} is not a ring name"));
        }
        Ok(Coord { col, row: row as u8 })
    }

    fn separator(&mut self) -> bool {
        if matches!(self.peek(0), Some(',' | '-')) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn end(&self) -> Result<(), NotationError> {
        if self.at_end() {
            Ok(())
        } else {
            self.fail(format!("unexpected {:?} after the move", self.chars[self.at]))
        }
    }
}

fn excerpt(input: &str) -> String {
    const SHOWN: usize = 40;
    let mut s: String = input.trim().chars().take(SHOWN).collect();
    if input.trim().chars().nth(SHOWN).is_some() {
        s.push('…');
    }
    s
}

/// Reads a move leniently, without a position: any case, spaces or not, a
/// space or `-` for the comma, colours optional in captures, the claim
/// suffix optional. Never panics; refuses anything unclear with what was
/// expected.
pub fn parse(text: &str) -> Result<ParsedMove, NotationError> {
    let fail = |problem: &str| {
        Err(NotationError {
            excerpt: excerpt(text),
            problem: problem.to_string(),
        })
    };
    if text.chars().nth(MAX_INPUT_CHARS).is_some() {
        return fail("that is far too long for a move");
    }
    // Spaces carry no meaning: ring names and colours delimit themselves.
    let mut r = Reader::of(text);
    let word: String = r.chars.iter().collect();
    if word.is_empty() {
        return fail("there is no move");
    }
    if word == "-" || word == "pass" {
        return Ok(ParsedMove::Pass);
    }
    if r.colour_ahead().is_some() {
        return read_placement(&mut r);
    }
    if r.peek(0) == Some('x') && !r.coord_ahead() {
        r.at += 1;
        r.separator();
        return read_capture(&mut r);
    }
    if r.coord_ahead() {
        return read_capture(&mut r);
    }
    fail("that is not a move")
}

fn read_placement(r: &mut Reader) -> Result<ParsedMove, NotationError> {
    let colour = r.colour()?;
    let to = r.coord("a ring to place on")?;
    let mut remove = None;
    if r.separator() || r.coord_ahead() {
        remove = Some(r.coord("the ring to remove")?);
    }
    let mut claim = None;
    if r.peek(0) == Some('x') {
        r.at += 1;
        let mut claimed = Vec::new();
        while !r.at_end() {
            let c = r.colour()?;
            claimed.push((c, r.coord("a claimed ring")?));
        }
        if claimed.is_empty() {
            return r.fail("expected the claimed marbles after x, such as x Wa1Wa2");
        }
        claim = Some(claimed);
    }
    r.end()?;
    Ok(ParsedMove::Place {
        colour,
        to,
        remove,
        claim,
    })
}

fn read_capture(r: &mut Reader) -> Result<ParsedMove, NotationError> {
    let from = r.coord("the ring the capturing marble starts on")?;
    let mut steps = Vec::new();
    while !r.at_end() {
        r.separator();
        let colour = match r.colour_ahead() {
            Some(c) => {
                r.at += 1;
                Some(c)
            }
            None => None,
        };
        steps.push((colour, r.coord("a landing ring")?));
    }
    if steps.is_empty() {
        return r.fail("a capture needs the ring it starts on and where it lands, such as x d1Gd3");
    }
    Ok(ParsedMove::Capture { from, steps })
}

impl Position {
    /// The canonical notation of `m` here (§6): `Wd4,d1`, `Wd4`,
    /// `Bd7,b2 x Wa1Wa2`, `x d1Gd3Wd5` or `-`.
    pub fn notation(&self, m: &Move) -> String {
        let mut s = String::with_capacity(16);
        match *m {
            Move::Pass => s.push('-'),
            Move::Place { colour, to, remove } => {
                let _ = write!(s, "{}{}", colour.letter(), to);
                if let Some(r) = remove {
                    let _ = write!(s, ",{r}");
                }
                let claimed = self.effect(m).claimed;
                if !claimed.is_empty() {
                    s.push_str(" x ");
                    s.push_str(&marble_list(&claimed));
                }
            }
            Move::Capture(jumps) => {
                let _ = write!(s, "x {}", jumps.from());
                for (over, land) in jumps.steps(self.board()) {
                    let letter = self.marble_at(over).map_or('?', Colour::letter);
                    let _ = write!(s, "{letter}{land}");
                }
            }
        }
        s
    }

    /// Reads `text` leniently (§6) and checks the move here. The error says
    /// what was expected, or why the move is illegal.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let parsed = parse(text)?;
        Ok(self.resolve(&parsed)?)
    }

    fn square(&self, c: Coord) -> Result<Square, IllegalMove> {
        match c.square() {
            Some(sq) if self.board().contains(sq) => Ok(sq),
            _ => Err(IllegalMove::NotOnBoard(c.to_string())),
        }
    }

    /// The legal move of this position that `input` names.
    pub fn accept(&self, input: &MoveInput) -> Result<Move, IllegalMove> {
        match input {
            MoveInput::Typed(m) => self.check(m).map(|()| *m),
            MoveInput::Parsed(parsed) => self.resolve(parsed),
        }
    }

    /// Turns a parsed move into a legal move of this position.
    pub fn resolve(&self, parsed: &ParsedMove) -> Result<Move, IllegalMove> {
        if self.is_game_over() {
            return Err(IllegalMove::GameOver);
        }
        match parsed {
            ParsedMove::Pass => {
                self.check(&Move::Pass)?;
                Ok(Move::Pass)
            }
            ParsedMove::Place {
                colour,
                to,
                remove,
                claim,
            } => {
                let m = Move::Place {
                    colour: *colour,
                    to: self.square(*to)?,
                    remove: remove.map(|r| self.square(r)).transpose()?,
                };
                self.check(&m)?;
                if let Some(given) = claim {
                    let actual = self.effect(&m).claimed;
                    let mut given_sorted = Vec::with_capacity(given.len());
                    for &(c, coord) in given {
                        given_sorted.push((self.square(coord)?, c));
                    }
                    given_sorted.sort();
                    if given_sorted != actual {
                        return Err(IllegalMove::WrongClaim {
                            given: marble_list(&given_sorted),
                            actual: if actual.is_empty() {
                                "nothing".to_string()
                            } else {
                                marble_list(&actual)
                            },
                        });
                    }
                }
                Ok(m)
            }
            ParsedMove::Capture { from, steps } => {
                let from = self.square(*from)?;
                let mut jumps = Jumps::start(from);
                let mut at = from;
                let geometry = self.board();
                for &(_, land) in steps {
                    let land = self.square(land)?;
                    let dir = crate::board::Direction::ALL.into_iter().find(|&d| {
                        geometry.neighbour(at, d).and_then(|over| geometry.neighbour(over, d)) == Some(land)
                    });
                    jumps = dir
                        .and_then(|d| jumps.then(d))
                        .ok_or(IllegalMove::NotAJump { from: at, to: land })?;
                    at = land;
                }
                let m = Move::Capture(jumps);
                self.check(&m)?;
                for (&(given, _), (over, _)) in steps.iter().zip(jumps.steps(geometry)) {
                    let actual = self.marble_at(over);
                    if let (Some(given), Some(actual)) = (given, actual) {
                        if given != actual {
                            return Err(IllegalMove::WrongColour {
                                square: over,
                                given,
                                actual,
                            });
                        }
                    }
                }
                Ok(m)
            }
        }
    }
}

/// A form of typed or written notation for prefix matching: lower case,
/// letters and digits only, and for captures without the `x` and the
/// colour letters, so `x d1G`, `d1-d3` and `x d1Gd3` all compare by their
/// squares.
pub fn match_key(text: &str) -> String {
    let raw: Vec<char> = text
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    // A leading `x` can only start a capture (no column or colour is `x`),
    // and capture keys drop it: `x` alone matches every capture.
    let body = match raw.split_first() {
        Some(('x', rest)) => rest,
        _ => {
            let placement = raw.len() >= 2 && Colour::from_letter(raw[0]).is_some() && raw[1].is_ascii_lowercase();
            if placement || raw.len() < 2 {
                return raw.into_iter().collect();
            }
            &raw[..]
        }
    };
    let mut key = String::with_capacity(body.len());
    for (i, &c) in body.iter().enumerate() {
        let next = body.get(i + 1);
        let after_digit = i > 0 && body[i - 1].is_ascii_digit();
        // A colour letter stands before a square, or is being typed last
        // (`x d1G`; a lone `b` or `g` there may also start a square, and
        // dropping it only widens the match).
        let colour = c.is_ascii_lowercase()
            && (next.is_some_and(char::is_ascii_lowercase)
                || (next.is_none() && after_digit && Colour::from_letter(c).is_some()));
        if !colour {
            key.push(c);
        }
    }
    key
}

impl Position {
    /// Legal moves whose notation starts like `typed`, at most `limit`, in
    /// canonical notation: for autocompletion. Typing `W` offers white
    /// placements, `Wd4` offers `Wd4,a1`, `Wd4,a2`…, `x` offers captures,
    /// and captures may be typed without colours. When a capture is
    /// possible, only captures are legal, so they always come first.
    pub fn suggest(&self, typed: &str, limit: usize) -> Vec<(Move, String)> {
        let typed = if typed.chars().nth(MAX_INPUT_CHARS).is_some() {
            ""
        } else {
            typed
        };
        let wants_capture = typed.trim_start().starts_with(['x', 'X']);
        let key = match_key(typed);
        let mut found = Vec::new();
        for m in self.legal_moves().iter() {
            if found.len() >= limit {
                break;
            }
            if wants_capture && !m.is_capture() {
                continue;
            }
            // Cheap test on the move without its claim suffix first.
            let base = match *m {
                Move::Place { colour, to, remove } => {
                    let mut s = format!("{}{}", colour.letter(), to);
                    if let Some(r) = remove {
                        let _ = write!(s, "{r}");
                    }
                    s
                }
                _ => String::new(),
            };
            if !base.is_empty() {
                let base_key = match_key(&base);
                if !base_key.starts_with(&key) && !key.starts_with(&base_key) {
                    continue;
                }
            }
            let written = self.notation(m);
            if match_key(&written).starts_with(&key) {
                found.push((*m, written));
            }
        }
        found
    }
}

/// `Wa1Wa2`: marbles as colour letters and squares.
fn marble_list(marbles: &[(Square, Colour)]) -> String {
    marbles.iter().map(|(sq, c)| format!("{}{}", c.letter(), sq)).collect()
}

#[cfg(test)]
mod tests;
