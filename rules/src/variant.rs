//! Colours, players, marble sets and variants (RULES.md R2).

use std::fmt;
use std::str::FromStr;

use crate::board::Board;

/// A marble colour.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Colour {
    /// White: the rarest colour.
    White,
    /// Grey.
    Grey,
    /// Black: the most common colour.
    Black,
}

impl Colour {
    /// All colours in notation order.
    pub const ALL: [Colour; 3] = [Colour::White, Colour::Grey, Colour::Black];

    /// Index 0..3 (white, grey, black).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The notation letter: `W`, `G` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Grey => 'G',
            Colour::Black => 'B',
        }
    }

    /// The colour of a notation letter, in any case.
    pub const fn from_letter(c: char) -> Option<Colour> {
        match c {
            'W' | 'w' => Some(Colour::White),
            'G' | 'g' => Some(Colour::Grey),
            'B' | 'b' => Some(Colour::Black),
            _ => None,
        }
    }

    /// The English name: `white`, `grey` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Grey => "grey",
            Colour::Black => "black",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the two players. `First` is the player who moved first (R2.2);
/// records call them `P0` and `P1`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Player {
    /// The player who moves first (`P0`).
    First,
    /// The player who moves second (`P1`).
    Second,
}

impl Player {
    /// Index 0 or 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other player.
    pub const fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// `P0` or `P1`, as in game records.
    pub const fn record_name(self) -> &'static str {
        match self {
            Player::First => "P0",
            Player::Second => "P1",
        }
    }
}

/// A number of marbles of each colour: a pool, a player's captures, a goal.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Counts(pub [u8; 3]);

impl Counts {
    /// No marbles.
    pub const ZERO: Counts = Counts([0; 3]);

    /// How many of `colour`.
    pub const fn get(self, colour: Colour) -> u8 {
        self.0[colour.index()]
    }

    /// All colours together.
    pub const fn total(self) -> u32 {
        self.0[0] as u32 + self.0[1] as u32 + self.0[2] as u32
    }

    /// Whether there is no marble at all.
    pub const fn is_empty(self) -> bool {
        self.total() == 0
    }

    pub(crate) fn add(&mut self, colour: Colour, n: u8) {
        let c = &mut self.0[colour.index()];
        *c = c.saturating_add(n);
    }

    pub(crate) fn take(&mut self, colour: Colour) {
        let n = &mut self.0[colour.index()];
        *n = n.saturating_sub(1);
    }
}

/// Written as people tally marbles: `2W 1G 0B`.
impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [w, g, b] = self.0;
        write!(f, "{w}W {g}G {b}B")
    }
}

/// The two marble sets, each with its own goals (R2, R2.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MarbleSet {
    /// 5 white, 7 grey, 9 black; goals 3 / 4 / 5 / 2 of each.
    Blitz,
    /// 6 white, 8 grey, 10 black; goals 4 / 5 / 6 / 3 of each.
    Standard,
}

impl MarbleSet {
    /// The marbles in the pool at the start.
    pub const fn pool(self) -> Counts {
        match self {
            MarbleSet::Blitz => Counts([5, 7, 9]),
            MarbleSet::Standard => Counts([6, 8, 10]),
        }
    }

    /// Captures of one colour that win.
    pub const fn goal(self) -> Counts {
        match self {
            MarbleSet::Blitz => Counts([3, 4, 5]),
            MarbleSet::Standard => Counts([4, 5, 6]),
        }
    }

    /// Captures of every colour that, together, win.
    pub const fn goal_each(self) -> u8 {
        match self {
            MarbleSet::Blitz => 2,
            MarbleSet::Standard => 3,
        }
    }

    /// Whether `captured` meets a goal (R5.1).
    pub const fn is_goal_met(self, captured: Counts) -> bool {
        let goal = self.goal();
        let each = self.goal_each();
        let c = captured.0;
        c[0] >= goal.0[0] || c[1] >= goal.0[1] || c[2] >= goal.0[2] || (c[0] >= each && c[1] >= each && c[2] >= each)
    }
}

/// A board and a marble set (R2). The four named variants are constants;
/// any other combination is allowed too (R2.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Variant {
    /// The board.
    pub board: Board,
    /// The marble set, which carries the goals.
    pub marbles: MarbleSet,
}

impl Variant {
    /// 37 rings, blitz marbles.
    pub const BLITZ: Variant = Variant::new(Board::Rings37, MarbleSet::Blitz);
    /// 37 rings, standard marbles: the default.
    pub const STANDARD: Variant = Variant::new(Board::Rings37, MarbleSet::Standard);
    /// 48 rings, standard marbles.
    pub const TOURNAMENT: Variant = Variant::new(Board::Rings48, MarbleSet::Standard);
    /// 61 rings, standard marbles.
    pub const LARGE: Variant = Variant::new(Board::Rings61, MarbleSet::Standard);

    /// The named variants with their names.
    pub const NAMED: [(&'static str, Variant); 4] = [
        ("blitz", Variant::BLITZ),
        ("standard", Variant::STANDARD),
        ("tournament", Variant::TOURNAMENT),
        ("large", Variant::LARGE),
    ];

    /// Every combination of board and marble set.
    pub const ALL: [Variant; 6] = [
        Variant::BLITZ,
        Variant::STANDARD,
        Variant::new(Board::Rings48, MarbleSet::Blitz),
        Variant::TOURNAMENT,
        Variant::new(Board::Rings61, MarbleSet::Blitz),
        Variant::LARGE,
    ];

    /// A board with a marble set.
    pub const fn new(board: Board, marbles: MarbleSet) -> Variant {
        Variant { board, marbles }
    }

    /// The name: one of the four named variants, or `48-blitz`,
    /// `61-blitz` for the other combinations.
    pub fn name(self) -> &'static str {
        match (self.board, self.marbles) {
            (Board::Rings37, MarbleSet::Blitz) => "blitz",
            (Board::Rings37, MarbleSet::Standard) => "standard",
            (Board::Rings48, MarbleSet::Standard) => "tournament",
            (Board::Rings61, MarbleSet::Standard) => "large",
            (Board::Rings48, MarbleSet::Blitz) => "48-blitz",
            (Board::Rings61, MarbleSet::Blitz) => "61-blitz",
        }
    }
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::STANDARD
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant {0:?}: expected blitz, standard, tournament, large, or a board and marble set such as 48-blitz or 61-standard")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Reads a named variant, or `RINGS-SET` (`37-blitz`, `48-standard`, …),
    /// in any case.
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let lower = s.trim().to_ascii_lowercase();
        if let Some((_, v)) = Variant::NAMED.iter().find(|(n, _)| *n == lower) {
            return Ok(*v);
        }
        let parsed = lower.split_once(['-', ' ', '/']).and_then(|(rings, set)| {
            let board = Board::from_ring_count(rings.parse().ok()?)?;
            let marbles = match set {
                "blitz" => MarbleSet::Blitz,
                "standard" => MarbleSet::Standard,
                _ => return None,
            };
            Some(Variant::new(board, marbles))
        });
        parsed.ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_written_as_a_tally() {
        assert_eq!(Counts([2, 1, 0]).to_string(), "2W 1G 0B");
    }

    #[test]
    fn r2_named_variants() {
        assert_eq!("standard".parse(), Ok(Variant::STANDARD));
        assert_eq!("Blitz".parse(), Ok(Variant::BLITZ));
        assert_eq!("tournament".parse::<Variant>().unwrap().board, Board::Rings48);
        assert_eq!("large".parse::<Variant>().unwrap().board, Board::Rings61);
        assert_eq!(Variant::BLITZ.marbles.pool(), Counts([5, 7, 9]));
        assert_eq!(Variant::STANDARD.marbles.pool(), Counts([6, 8, 10]));
        assert!("huge".parse::<Variant>().is_err());
    }

    #[test]
    fn r2_1_any_board_with_any_marble_set() {
        let v: Variant = "48-blitz".parse().unwrap();
        assert_eq!(v, Variant::new(Board::Rings48, MarbleSet::Blitz));
        assert_eq!("37-standard".parse(), Ok(Variant::STANDARD));
        for v in Variant::ALL {
            assert_eq!(v.name().parse(), Ok(v), "names round-trip");
        }
        // Goals go with the marble set, not the board.
        assert!(v.marbles.is_goal_met(Counts([3, 0, 0])));
        assert!(!Variant::TOURNAMENT.marbles.is_goal_met(Counts([3, 0, 0])));
    }

    #[test]
    fn r5_1_goals() {
        let std = MarbleSet::Standard;
        assert!(std.is_goal_met(Counts([4, 0, 0])));
        assert!(std.is_goal_met(Counts([0, 5, 0])));
        assert!(std.is_goal_met(Counts([0, 0, 6])));
        assert!(std.is_goal_met(Counts([3, 3, 3])));
        assert!(std.is_goal_met(Counts([3, 4, 5])));
        assert!(!std.is_goal_met(Counts([2, 4, 5])));
        assert!(!std.is_goal_met(Counts([3, 2, 5])));
        let blitz = MarbleSet::Blitz;
        assert!(blitz.is_goal_met(Counts([2, 2, 2])));
        assert!(blitz.is_goal_met(Counts([0, 0, 5])));
        assert!(!blitz.is_goal_met(Counts([1, 3, 4])));
        assert!(!blitz.is_goal_met(Counts([2, 1, 4])));
    }
}
