//! The course: its lessons in order, each a few exercises on a small
//! board with a goal, the words that teach it, a hint and a solution.
//! Every board here is checked by the module's tests: it is a legal
//! position, its solution meets its goal, and each wrong answer it
//! explains is wrong.

use zertz_rules::Variant;

use super::judge::Goal;
pub use super::setup::{squares, Setup};

/// A lesson of the course.
#[derive(Debug)]
pub struct Lesson {
    /// Its number, from 1.
    pub number: u8,
    /// Its title.
    pub title: &'static str,
    /// What it teaches, shown before its first exercise.
    pub teaches: &'static str,
    /// Its exercises; none for the lesson that is a game.
    pub exercises: &'static [Exercise],
}

/// One exercise: a board, what to do there, and how it is judged.
#[derive(Debug)]
pub struct Exercise {
    /// The board.
    pub board: Setup,
    /// The goal the answer is judged by.
    pub goal: Goal,
    /// What to do, in words.
    pub ask: &'static str,
    /// What the board marks while it waits for the answer.
    pub marks: Marks,
    /// A hint.
    pub hint: &'static str,
    /// Said once the goal is met.
    pub well_done: &'static str,
    /// A move that meets the goal (the tests play it).
    pub solution: &'static str,
    /// Wrong answers people give, with why each is wrong, in the words
    /// of the rule; other wrong answers are explained from the goal.
    pub wrong: &'static [(&'static str, &'static str)],
}

/// What an exercise's board marks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Nothing.
    Nothing,
    /// The free rings (R3.2).
    FreeRings,
    /// The captures to choose from, their paths drawn.
    Captures,
    /// These rings, written `c6 d7`.
    Rings(&'static str),
}

/// The 19 rings around d4: the small board most lessons use.
const MIDDLE: &str = "d4 d5 d3 c4 c3 e4 e3 d6 e5 f4 f3 f2 e2 d2 c2 b2 b3 b4 c5";
/// The lesson that is a game against the computer.
pub const GAME_LESSON: u8 = 9;

/// The course, in order.
pub static COURSE: [Lesson; 9] = [
    Lesson {
        number: 1,
        title: "A turn: place a marble, remove a free ring",
        teaches: "ZÈRTZ is played on rings that disappear. In a turn with nothing to capture you **place** a marble \
                  of any colour from the shared pool on any vacant ring (R3.1), then **remove a free ring** (R3.2): \
                  a vacant ring with two open sides next to each other, so that it could slide out of the board. \
                  The board shrinks every turn.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Any,
                ask: "Place any marble on any ring, then remove one of the free rings, marked on the board.",
                marks: Marks::FreeRings,
                hint: "Tap **{ move-button }**, choose a colour, a ring to put it on, then one of the marked rings to remove.",
                well_done: "That is a whole turn. Every ring at the edge of this board was free.",
                solution: "Wd4,d6",
                wrong: &[("Wd4,d5", "Ring d5 is not free: all six of its sides touch rings, so it cannot slide out (R3.2).")],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d5 c3 e3 d6 e5 f4 f3 f2 e2 d2 c2 b2 b3 b4 c5",
                    marbles: "Gf3 Bb3",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Any,
                ask: "Three rings were taken from around d4. Place a marble, and remove a free ring.",
                marks: Marks::FreeRings,
                hint: "Ring d4 has three open sides, but no two of them are next to each other: it cannot slide out. \
                       Only the marked rings are free.",
                well_done: "Being at an edge is not enough: a free ring needs two open sides side by side (R3.2).",
                solution: "Wd6,b4",
                wrong: &[(
                    "Wd6,d4",
                    "Ring d4 is not free: its open sides (d3, c4 and e4) are not next to each other, so it cannot slide out (R3.2).",
                )],
            },
        ],
    },
    Lesson {
        number: 2,
        title: "Capturing is compulsory",
        teaches: "A marble next to another, with a vacant ring just beyond it in a straight line, can **jump** over it \
                  and land there (R3.3). The marble jumped is captured: it is yours. Colours do not matter, and it \
                  does not matter who placed them. When you can capture, you **must** (R3.4): no placement that turn.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Wd3 Gd4",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Take(1),
                ask: "Your opponent left two marbles side by side. Capture one: their paths are drawn.",
                marks: Marks::Captures,
                hint: "The white marble on d3 can jump the grey one on d4 and land on d5; or grey jumps white, to d2.",
                well_done: "Captured: the marble jumped leaves the board and joins your captures.",
                solution: "x d3Gd5",
                wrong: &[(
                    "Wc4,b4",
                    "A capture is possible, so this turn must be a capture (R3.4): no marble may be placed.",
                )],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Bc3 Wd4 Gf2",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Take(1),
                ask: "Jumps go along any of the six lines through a ring, diagonals too. Capture.",
                marks: Marks::Captures,
                hint: "Look along the line from c3 through d4.",
                well_done: "A jump goes in a straight line over one neighbour to the ring just beyond it (R3.3).",
                solution: "x c3We4",
                wrong: &[("x c3d5", "c3 to d5 is not a jump: a marble jumps over a neighbour to the ring just beyond it, in a straight line (R1.3).")],
            },
        ],
    },
    Lesson {
        number: 3,
        title: "Chains: keep jumping",
        teaches: "After a jump, if the same marble can jump again from where it landed, it **must** (R3.3): one turn \
                  can capture several marbles. When you have several captures, you may choose any of them (R3.4), \
                  so choose the one that gains most.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Wd2 Gd3 Bd5",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Take(2),
                ask: "Capture both marbles in one turn.",
                marks: Marks::Captures,
                hint: "White jumps grey to d4, then from d4 it can jump black.",
                well_done: "Two marbles in one turn: the chain goes on while the same marble can jump.",
                solution: "x d2Gd4Bd6",
                wrong: &[(
                    "x d2d4",
                    "The capture must go on: from d4 the marble can still jump to d6 (R3.3).",
                )],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Wd2 Gd3 Bd5 Ge5 Wb3 Bb4",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Take(3),
                ask: "Several captures are possible. Find the one that takes three marbles.",
                marks: Marks::Captures,
                hint: "Start from the marble that can land next to another marble, and keep going.",
                well_done: "The longest chain here took three. You may always choose which capture to make.",
                solution: "x d2Gd4Bd6Gf4",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: 4,
        title: "Isolation: cut off a group",
        teaches: "Removing a ring can split the board. After your placement, every group of rings cut off from the \
                  rest in which **every ring holds a marble** is yours: you claim its marbles, and its rings leave \
                  the board (R4.1). A group with a vacant ring stays in play (R4.3).",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d5 d3 c4 c3 e4 e3 d6 d7",
                    marbles: "Bd7",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Claim(1),
                ask: "The black marble on d7 hangs on one ring. Claim it.",
                marks: Marks::Rings("d7"),
                hint: "Place anywhere, then remove the ring that holds d7 to the board.",
                well_done: "Cut off and full: the black marble is yours.",
                solution: "Wc3,d6 x Bd7",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d5 d3 c4 c3 e4 e3 d6 d7 c6",
                    marbles: "Bd7",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Claim(2),
                ask: "Now d7 has a vacant neighbour, c6. Claim two marbles in one turn.",
                marks: Marks::Rings("c6 d7"),
                hint: "Cut off c6 and d7 together, but fill c6 first: your own marble counts too.",
                well_done: "You placed on c6, then cut both rings off: both marbles are yours, the one you placed too.",
                solution: "Wc6,d6 x Wc6Bd7",
                wrong: &[(
                    "Wc3,d6",
                    "c6 and d7 are cut off, but c6 is vacant, so the group stays in play (R4.3) and nothing is claimed.",
                )],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d5 d3 c4 c3 e4 e3 d7 c6",
                    marbles: "Bd7",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Claim(2),
                ask: "c6 and d7 are cut off already, and c6 is vacant. Claim them.",
                marks: Marks::Rings("c6 d7"),
                hint: "Fill the last vacant ring of the group.",
                well_done: "Filling the last vacant ring of a group cut off claims it too (R4.1).",
                solution: "Wc6,c3 x Wc6Bd7",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: 5,
        title: "The goals",
        teaches: "You win when your captured marbles reach a goal (R5.1): **4 white, 5 grey, 6 black, or 3 of each \
                  colour**. Blitz, a shorter variant you may choose when you challenge someone, asks 3 white, 4 grey, \
                  5 black or 2 of each. Your captures are shown beside the board.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Wd4 Gd3 Bc4 Gb3",
                    captured: [[3, 1, 0], [0, 1, 2]],
                },
                goal: Goal::Win,
                ask: "You have 3 white marbles. Win with a capture.",
                marks: Marks::Captures,
                hint: "A fourth white one wins.",
                well_done: "Four white marbles: you win.",
                solution: "x d3Wd5",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Wd4 Bd3 Bc4 Gb3",
                    captured: [[2, 3, 3], [1, 0, 2]],
                },
                goal: Goal::Win,
                ask: "You have 2 white, 3 grey and 3 black. Which capture wins?",
                marks: Marks::Captures,
                hint: "Three of each colour is a goal too.",
                well_done: "Three of each colour: you win.",
                solution: "x d3Wd5",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::BLITZ,
                    rings: MIDDLE,
                    marbles: "Wd4 Bd3 Gc4 Wb3",
                    captured: [[1, 1, 4], [0, 2, 1]],
                },
                goal: Goal::Win,
                ask: "In blitz, the shorter variant: 3 white, 4 grey, 5 black or 2 of each win. You have 1 white, 1 grey, \
                      4 black. Win.",
                marks: Marks::Captures,
                hint: "Which colour are you one short of?",
                well_done: "Five black marbles win the blitz game.",
                solution: "x d4Bd2",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: 6,
        title: "The empty pool",
        teaches: "When the shared pool is empty, you place one of **your own captured marbles** (R3.1), never your \
                  opponent's. A player with no capture and nothing to place passes (R3.5).",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: MIDDLE,
                    marbles: "Gd6 Gb2 Bf2 Bd2 Bb4",
                    captured: [[3, 4, 2], [3, 2, 5]],
                },
                goal: Goal::Any,
                ask: "The pool is empty. Place one of your captured marbles, and remove a free ring.",
                marks: Marks::FreeRings,
                hint: "The colours you can place are the ones you have captured.",
                well_done: "Every marble you place now comes out of your own captures.",
                solution: "Bd4,c5",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "a1 a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 c4 c6 d1 d2 d3 d4 d5 d6 d7 e1 e2 e3 e4 f1 f2 f3 f4 f5 \
                            g1 g2 g3 g4",
                    marbles: "Wd7 Wd1 Wb1 Wf1 Gd3 Ga2 Gg2 Gc4 Be4 Ba4 Bg4",
                    captured: [[0, 0, 2], [2, 4, 5]],
                },
                goal: Goal::Claim(2),
                ask: "The pool is empty and you hold two black marbles. Use one to claim two marbles.",
                marks: Marks::Rings("c6 d7"),
                hint: "As in the isolation lesson: fill c6, then remove d6 to cut c6 and d7 off together.",
                well_done: "Your own marble came back to you, with the white one.",
                solution: "Bc6,d6 x Bc6Wd7",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: 7,
        title: "The exchange",
        teaches: "Since capturing is compulsory, a placement can **force** your opponent to capture, and choose \
                  where their marble lands. A good exchange gives one marble and takes more back.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d5 d3 c4 c3 e3 d6 e5 f4 f3 f2 e2 d2 b3",
                    marbles: "Wd2 Wf3 Gd3",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Exchange,
                ask: "Give your opponent a marble so that their capture ends where you can take two back.",
                marks: Marks::Nothing,
                hint: "A marble on c3 must jump the grey one on d3 and land on e2, right beside the white marble on d2.",
                well_done: "They had to capture, and their marble landed where your chain could take two.",
                solution: "Wc3,b3",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d3 c3 e4 d6 f4 f3 f2 e2 d2 c2 b2",
                    marbles: "Gc3 Gf3 Gd2",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Exchange,
                ask: "Another exchange: place a marble your opponent must capture, and win the exchange.",
                marks: Marks::Nothing,
                hint: "Put the marble where the only jump over it lands next to two grey marbles in a line.",
                well_done: "One given, two taken: that is the exchange, the heart of ZÈRTZ tactics.",
                solution: "Wd3,d4",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: 8,
        title: "Tempo",
        teaches: "Late in a game every placement may give something away. Then the player who must move is the one \
                  in trouble: make a quiet move, so that **every** reply your opponent has lets you capture.",
        exercises: &[
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d5 d3 c4 e4 e3 d6 f4 d2 b4",
                    marbles: "Gd3 Ge4 Gd5",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Tempo,
                ask: "Nothing to capture, and few rings left. Make a move that gives nothing, after which every reply lets you capture.",
                marks: Marks::Nothing,
                hint: "Leave your opponent only rings next to the grey marbles.",
                well_done: "Every ring left to your opponent was next to a marble: whatever they did, you captured.",
                solution: "Wc4,e3",
                wrong: &[],
            },
            Exercise {
                board: Setup {
                    variant: Variant::STANDARD,
                    rings: "d4 d3 e3 d6 e5 f4 f3 f2 e2 d2 c2 b2 b3 b4 c5",
                    marbles: "We3 Wc2 Bf3 Gc5 Wd3 We5",
                    captured: [[0; 3]; 2],
                },
                goal: Goal::Tempo,
                ask: "Make the quiet move that leaves your opponent no safe reply.",
                marks: Marks::Nothing,
                hint: "Fill the ring that is safe for you and remove the one that would be safe for them.",
                well_done: "Your opponent had to move, and every move gave you marbles: that is tempo.",
                solution: "Wb3,e2",
                wrong: &[],
            },
        ],
    },
    Lesson {
        number: GAME_LESSON,
        title: "Your first game",
        teaches: "Play a whole game against the computer at its easiest. Tap **{ move-button }** on the board to play, and \
                  **{ hint-button }** when you are stuck.",
        exercises: &[],
    },
];

/// Lesson `number` (from 1).
pub fn lesson(number: u8) -> Option<&'static Lesson> {
    COURSE.iter().find(|l| l.number == number)
}
