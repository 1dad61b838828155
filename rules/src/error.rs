//! Errors with reasons a player can act on.

use crate::board::{Board, Square, SquareSet};
use crate::variant::Colour;

/// Why a move cannot be played in a position. The message is meant for the
/// player who tried it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// A capture is available, so the turn must be one (R3.4).
    #[error("capture is compulsory: {example} is available")]
    CaptureCompulsory {
        /// One available capture, in notation.
        example: String,
    },
    /// No capture and nothing to place: the only move is a pass (R3.5).
    #[error("you have no capture and no marble to place, so you must pass (-)")]
    MustPass,
    /// A pass while a move is possible (R3.5).
    #[error("you cannot pass: {0}")]
    CannotPass(PassRefused),
    /// The square is not part of this board at all.
    #[error("{0} is not on this board")]
    NotOnBoard(String),
    /// The ring was removed earlier (or claimed).
    #[error("there is no ring on {0} any more")]
    RingGone(Square),
    /// A marble is already on the target ring.
    #[error("{square} is taken: a {colour} marble is on it")]
    Occupied {
        /// The ring.
        square: Square,
        /// The marble on it.
        colour: Colour,
    },
    /// The pool still has marbles, but none of this colour (R3.1).
    #[error("no {0} marble left in the pool")]
    NotInPool(Colour),
    /// The pool is empty and the mover has not captured this colour (R3.1).
    #[error("the pool is empty, and you have no captured {0} marble to place")]
    NotCaptured(Colour),
    /// The ring to remove has no two open sides next to each other (R3.2).
    #[error("ring {0} is not free: it has no two open sides next to each other")]
    NotFree(Square),
    /// The ring to remove holds a marble (R3.2).
    #[error("ring {0} is not free: a {1} marble is on it")]
    RemoveOccupied(Square, Colour),
    /// The ring to remove is the one just placed on (R3.2).
    #[error("ring {0} is not free: the marble was just placed on it")]
    RemovePlaced(Square),
    /// Rings are free, so one must be removed (R3.2).
    #[error("a free ring must be removed after placing, for example {example}")]
    RemovalRequired {
        /// A legal version of the move, in notation.
        example: String,
    },
    /// The claim suffix does not match what the move claims (R4.1, §6).
    #[error("this move claims {actual}, not {given}")]
    WrongClaim {
        /// What was written.
        given: String,
        /// What the move really claims, or `nothing`.
        actual: String,
    },
    /// A capture must start from a marble (R3.3).
    #[error("there is no marble on {0} to jump with")]
    NoJumper(Square),
    /// A capture needs at least one jump (R3.3).
    #[error("a capture needs at least one jump, such as x d1d3")]
    NoJump,
    /// The two squares are not a jump apart in a straight line (R1.3).
    #[error(
        "{from} to {to} is not a jump: a marble jumps over a neighbour to the ring just beyond it, in a straight line"
    )]
    NotAJump {
        /// Where the marble is.
        from: Square,
        /// Where it was asked to land.
        to: Square,
    },
    /// A jump that would leave the board (only for moves built in code:
    /// the reader names landing squares, which are on the board).
    #[error("a jump from {0} in that direction would leave the board")]
    JumpOffBoard(Square),
    /// A jump must go over a marble (R3.3).
    #[error("there is no marble on {0} to jump over")]
    NothingToJump(Square),
    /// The landing ring was removed (R3.3).
    #[error("the marble cannot land on {0}: there is no ring there")]
    LandingGone(Square),
    /// The landing ring holds a marble (R3.3).
    #[error("the marble cannot land on {square}: a {colour} marble is on it")]
    LandingOccupied {
        /// The ring.
        square: Square,
        /// The marble on it.
        colour: Colour,
    },
    /// The colour written for a jumped marble is wrong (§6).
    #[error("the marble on {square} is {actual}, not {given}")]
    WrongColour {
        /// The jumped square.
        square: Square,
        /// The colour written.
        given: Colour,
        /// The colour there.
        actual: Colour,
    },
    /// The jumping marble can still jump, so it must (R3.3).
    #[error("the capture must go on: from {at} the marble can still jump to {to}")]
    MustContinue {
        /// Where the marble stopped.
        at: Square,
        /// A ring it can still jump to.
        to: Square,
    },
}

impl IllegalMove {
    /// The rule of RULES.md the move breaks, such as `R3.2`; `§6` for a
    /// move written wrongly.
    pub fn rule(&self) -> &'static str {
        use IllegalMove::*;
        match self {
            GameOver => "R5",
            CaptureCompulsory { .. } => "R3.4",
            MustPass | CannotPass(_) => "R3.5",
            NotOnBoard(_) => "R1.2",
            RingGone(_) | Occupied { .. } => "R3.1",
            NotInPool(_) | NotCaptured(_) => "R3.1",
            NotFree(_) | RemoveOccupied(..) | RemovePlaced(_) | RemovalRequired { .. } => "R3.2",
            WrongClaim { .. } | WrongColour { .. } => "§6",
            NoJumper(_) | NoJump | NothingToJump(_) | LandingGone(_) | LandingOccupied { .. } | MustContinue { .. } => {
                "R3.3"
            }
            NotAJump { .. } | JumpOffBoard(_) => "R1.3",
        }
    }
}

/// Why a pass is refused when it is asked for (R3.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PassRefused {
    /// A capture is available, so the turn is one.
    #[error("a capture is available")]
    CaptureAvailable,
    /// The player has a marble to place.
    #[error("you have a marble to place")]
    CanPlace,
}

/// Why a string is not a move at all (before the position is considered).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read {excerpt:?}: {problem}; write a placement like Wd4,d1, a capture like x d1Gd3, or - to pass")]
pub struct NotationError {
    /// The input, cut to a readable length.
    pub excerpt: String,
    /// What went wrong, in words.
    pub problem: String,
}

/// Why a typed move was refused: unreadable, or readable but illegal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The move cannot be played here.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// Why parts do not make a position ([`crate::Position::from_parts`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PartsError {
    /// Rings named that this board does not have.
    #[error("rings {rings:?} are not on {board}")]
    RingsOffBoard {
        /// The rings.
        rings: SquareSet,
        /// The board.
        board: Board,
    },
    /// Marbles on squares without a ring.
    #[error("{colour} marbles {squares:?} are not on rings")]
    MarblesOffRings {
        /// Their colour.
        colour: Colour,
        /// Where.
        squares: SquareSet,
    },
    /// Squares holding marbles of two colours.
    #[error("{0:?} hold two marbles")]
    TwoMarbles(SquareSet),
    /// Marbles of a colour do not add up to the variant's.
    #[error("{found} {colour} marbles on the board, in the pool and captured; the variant has {owned}")]
    MarbleCount {
        /// The colour.
        colour: Colour,
        /// Counted on the board, in the pool and in captures.
        found: usize,
        /// The variant's.
        owned: usize,
    },
    /// Rings that all hold marbles and touch no vacant ring: play would
    /// have claimed them (R4.1).
    #[error("rings {0:?} are full and cut off from every vacant ring: their marbles would have been claimed (R4.1)")]
    FullGroup(SquareSet),
}
