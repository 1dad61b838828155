//! Boards, squares and their geometry (RULES.md R1).
//!
//! Every ring has one name on every board: the column letter and the row
//! counted from 1 at the bottom of the column. The 37- and 48-ring boards use
//! a subset of the 61-ring board's names, so a [`Square`] is an index into
//! the 61 names in column-then-row order, and the same bit of a
//! [`SquareSet`] means the same name on every board. What differs between
//! boards is which names exist and who neighbours whom; that lives in
//! [`Geometry`], built at compile time.

use std::fmt;

/// Number of ring names across all boards (the 61-ring board has them all).
pub const MAX_SQUARES: usize = 61;

/// Column lengths of the 61-ring board, which fixes the global square order.
const NAMING_COLUMNS: [u8; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];

/// Index of each column's first square in the global order.
const NAMING_START: [u8; 10] = {
    let mut start = [0u8; 10];
    let mut x = 0;
    while x < 9 {
        start[x + 1] = start[x] + NAMING_COLUMNS[x];
        x += 1;
    }
    start
};

/// A ring's name: a column (a–i) and a row (from 1), as one index in
/// column-then-row order. Every square exists on the 61-ring board; smaller
/// boards use a subset ([`Board::contains`]).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square in column `col` (0 = a) and row `row` (1 = bottom), if
    /// such a name exists on the largest board.
    pub const fn new(col: u8, row: u8) -> Option<Square> {
        if col >= 9 || row == 0 || row > NAMING_COLUMNS[col as usize] {
            return None;
        }
        Some(Square(NAMING_START[col as usize] + row - 1))
    }

    /// The square with this index (0..61), in column-then-row order.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < MAX_SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Index in column-then-row order, 0..61.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column index, 0 for `a`.
    pub const fn col(self) -> u8 {
        let mut x = 0;
        while NAMING_START[x + 1] <= self.0 {
            x += 1;
        }
        x as u8
    }

    /// Row number, 1 at the bottom of the column.
    pub const fn row(self) -> u8 {
        self.0 - NAMING_START[self.col() as usize] + 1
    }

    /// Column letter, `'a'`..=`'i'`.
    pub const fn col_char(self) -> char {
        (b'a' + self.col()) as char
    }

    /// The one-bit set holding this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.col_char(), self.row())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A set of squares as a 64-bit mask (bit `i` is [`Square::index`] `i`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(pub u64);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// Number of squares in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set with `sq` added.
    pub const fn with(self, sq: Square) -> SquareSet {
        SquareSet(self.0 | sq.bit())
    }

    /// The set with `sq` taken out.
    pub const fn without(self, sq: Square) -> SquareSet {
        SquareSet(self.0 & !sq.bit())
    }

    /// The first square in column-then-row order.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }
}

impl Iterator for SquareSet {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        // Not `self.len()`: that would resolve to ExactSizeIterator::len.
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareSet {}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(SquareSet::EMPTY, SquareSet::with)
    }
}

impl std::ops::BitAnd for SquareSet {
    type Output = SquareSet;
    fn bitand(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 & rhs.0)
    }
}

impl std::ops::BitOr for SquareSet {
    type Output = SquareSet;
    fn bitor(self, rhs: SquareSet) -> SquareSet {
        SquareSet(self.0 | rhs.0)
    }
}

impl std::ops::Not for SquareSet {
    type Output = SquareSet;
    fn not(self) -> SquareSet {
        SquareSet(!self.0)
    }
}

/// One of the six directions around a ring, in R1.3's order: up, up-right,
/// down-right, down, down-left, up-left.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Direction(u8);

impl Direction {
    /// The six directions in R1.3's order; consecutive entries (and the last
    /// with the first) are next to each other around a ring.
    pub const ALL: [Direction; 6] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
    ];

    /// Offsets in doubled coordinates (R1.3).
    const OFFSETS: [(i8, i8); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

    /// Index 0..6 in R1.3's order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The direction with index `i % 6`.
    pub const fn from_index(i: usize) -> Direction {
        Direction((i % 6) as u8)
    }

    /// Step in doubled coordinates `(dx, dy)`.
    pub const fn offset(self) -> (i8, i8) {
        Direction::OFFSETS[self.0 as usize]
    }
}

/// The three boards (R1.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Board {
    /// 37 rings, a regular hexagon with 4 rings a side.
    #[serde(rename = "37")]
    Rings37,
    /// 48 rings, sides of 5-4-5-4-5-4.
    #[serde(rename = "48")]
    Rings48,
    /// 61 rings, a regular hexagon with 5 rings a side.
    #[serde(rename = "61")]
    Rings61,
}

impl Board {
    /// All boards, smallest first.
    pub const ALL: [Board; 3] = [Board::Rings37, Board::Rings48, Board::Rings61];

    /// The board's precomputed geometry.
    pub const fn geometry(self) -> &'static Geometry {
        match self {
            Board::Rings37 => &GEOMETRY_37,
            Board::Rings48 => &GEOMETRY_48,
            Board::Rings61 => &GEOMETRY_61,
        }
    }

    /// Number of rings at the start.
    pub const fn ring_count(self) -> usize {
        self.geometry().squares.len()
    }

    /// The board with this many rings.
    pub const fn from_ring_count(rings: usize) -> Option<Board> {
        match rings {
            37 => Some(Board::Rings37),
            48 => Some(Board::Rings48),
            61 => Some(Board::Rings61),
            _ => None,
        }
    }

    /// Whether the board has a ring named `sq` at the start.
    pub const fn contains(self, sq: Square) -> bool {
        self.geometry().squares.contains(sq)
    }

    /// Every ring of the board at the start.
    pub const fn squares(self) -> SquareSet {
        self.geometry().squares
    }

    /// Number of columns (7, 8 or 9).
    pub const fn columns(self) -> u8 {
        self.geometry().columns
    }

    /// Number of rings in column `col` (0 = a); 0 past the last column.
    pub const fn column_len(self, col: u8) -> u8 {
        let g = self.geometry();
        if col < g.columns {
            g.column_len[col as usize]
        } else {
            0
        }
    }

    /// Position of `sq` in doubled coordinates `(x, y)` (R1.3): `x` is the
    /// column, and `y` grows upwards in half-ring steps.
    pub const fn doubled(self, sq: Square) -> (i8, i8) {
        let g = self.geometry();
        (g.x[sq.index()], g.y[sq.index()])
    }

    /// The neighbour of `sq` in direction `dir`, if the board has one.
    pub const fn neighbour(self, sq: Square, dir: Direction) -> Option<Square> {
        self.geometry().neighbours[sq.index()][dir.index()]
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} rings", self.ring_count())
    }
}

/// A board's neighbour and jump tables, indexed by [`Square::index`].
#[derive(Debug)]
pub struct Geometry {
    /// The rings at the start.
    pub squares: SquareSet,
    columns: u8,
    column_len: [u8; 9],
    x: [i8; MAX_SQUARES],
    y: [i8; MAX_SQUARES],
    /// Neighbour in each direction, if the board has one.
    neighbours: [[Option<Square>; 6]; MAX_SQUARES],
    /// All neighbours of a square as a set.
    pub(crate) adjacent: [u64; MAX_SQUARES],
    /// For each square and each pair of consecutive directions (d, d+1),
    /// the neighbours in those directions that exist on the board. A ring is
    /// free to slide out when, for some pair, none of them is a ring (R3.2).
    pub(crate) side_pairs: [[u64; 6]; MAX_SQUARES],
    /// For each square and direction: the square jumped over and the landing
    /// square, when both are on the board.
    pub(crate) jumps: [[Option<(Square, Square)>; 6]; MAX_SQUARES],
    /// The same jumps as a list per square, `(direction, over, land)`,
    /// without the ones off the board: capture generation reads only these.
    jump_list: [[(Direction, Square, Square); 6]; MAX_SQUARES],
    jump_count: [u8; MAX_SQUARES],
}

impl Geometry {
    /// The squares next to `sq` on this board (up to six).
    pub const fn neighbours_of(&self, sq: Square) -> SquareSet {
        SquareSet(self.adjacent[sq.index()])
    }

    /// The square jumped over and the landing square of a jump from `sq`
    /// in direction `dir`, when both are on the board.
    pub const fn jump(&self, sq: Square, dir: Direction) -> Option<(Square, Square)> {
        self.jumps[sq.index()][dir.index()]
    }

    /// The jumps from `sq` that stay on the board: `(direction, over,
    /// land)`, in direction order.
    pub fn jumps_from(&self, sq: Square) -> &[(Direction, Square, Square)] {
        let i = sq.index();
        &self.jump_list[i][..usize::from(self.jump_count[i])]
    }

    const fn build(columns: &[u8]) -> Geometry {
        let ncols = columns.len();
        // The longest column (first one, if several) fixes the row shift.
        let mut t = 0;
        let mut i = 0;
        while i < ncols {
            if columns[i] > columns[t] {
                t = i;
            }
            i += 1;
        }
        let mut g = Geometry {
            squares: SquareSet(0),
            columns: ncols as u8,
            column_len: [0; 9],
            x: [0; MAX_SQUARES],
            y: [0; MAX_SQUARES],
            neighbours: [[None; 6]; MAX_SQUARES],
            adjacent: [0; MAX_SQUARES],
            side_pairs: [[0; 6]; MAX_SQUARES],
            jumps: [[None; 6]; MAX_SQUARES],
            jump_list: [[(Direction(0), Square(0), Square(0)); 6]; MAX_SQUARES],
            jump_count: [0; MAX_SQUARES],
        };
        let mut x = 0;
        while x < ncols {
            g.column_len[x] = columns[x];
            let base = if x <= t {
                -(x as i32)
            } else {
                -(2 * t as i32 - x as i32)
            };
            let mut row = 1;
            while row <= columns[x] {
                let sq = match Square::new(x as u8, row) {
                    Some(sq) => sq,
                    None => panic!("board column longer than the naming board"),
                };
                g.squares.0 |= sq.bit();
                g.x[sq.index()] = x as i8;
                g.y[sq.index()] = (2 * (row as i32 - 1) + base) as i8;
                row += 1;
            }
            x += 1;
        }
        // Neighbours: search by doubled-coordinate offset.
        let mut a = 0;
        while a < MAX_SQUARES {
            if g.squares.0 & (1 << a) != 0 {
                let mut d = 0;
                while d < 6 {
                    let (dx, dy) = Direction::OFFSETS[d];
                    let mut b = 0;
                    while b < MAX_SQUARES {
                        if g.squares.0 & (1 << b) != 0 && g.x[b] == g.x[a] + dx && g.y[b] == g.y[a] + dy {
                            g.neighbours[a][d] = Some(Square(b as u8));
                            g.adjacent[a] |= 1 << b;
                        }
                        b += 1;
                    }
                    d += 1;
                }
            }
            a += 1;
        }
        let mut a = 0;
        while a < MAX_SQUARES {
            let mut d = 0;
            while d < 6 {
                let n1 = g.neighbours[a][d];
                let n2 = g.neighbours[a][(d + 1) % 6];
                let mut mask = 0u64;
                if let Some(n) = n2 {
                    mask |= n.bit();
                }
                if let Some(n1) = n1 {
                    mask |= n1.bit();
                    if let Some(land) = g.neighbours[n1.index()][d] {
                        g.jumps[a][d] = Some((n1, land));
                        g.jump_list[a][g.jump_count[a] as usize] = (Direction(d as u8), n1, land);
                        g.jump_count[a] += 1;
                    }
                }
                g.side_pairs[a][d] = mask;
                d += 1;
            }
            a += 1;
        }
        g
    }
}

static GEOMETRY_37: Geometry = Geometry::build(&[4, 5, 6, 7, 6, 5, 4]);
static GEOMETRY_48: Geometry = Geometry::build(&[5, 6, 7, 8, 7, 6, 5, 4]);
static GEOMETRY_61: Geometry = Geometry::build(&[5, 6, 7, 8, 9, 8, 7, 6, 5]);

#[cfg(test)]
mod tests;
