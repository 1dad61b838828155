//! Whether a move meets an exercise's goal, judged by the rules alone.
//! Where the goal looks ahead (an exchange, a tempo move), the judge
//! plays out every forced capture to its end, both sides choosing their
//! best, so a move it calls right is proven right, and a wrong one comes
//! with the line that refutes it.

use zertz_rules::{Move, Player, Position, SquareSet};

/// The most plies of forced captures followed after a move; the lessons'
/// boards end well within it (their tests check).
const EXCHANGE_PLIES: usize = 8;
/// A win inside a line is worth more than any marbles.
pub const WIN: i32 = 100;

/// What an exercise asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any legal move: the lesson is how a turn goes.
    Any,
    /// A move that gains at least this many marbles (jumped or claimed).
    Take(usize),
    /// A placement that claims at least this many marbles by isolation.
    Claim(usize),
    /// A move that wins the game at once.
    Win,
    /// A placement that forces the opponent to capture and, once the
    /// forced captures are over, leaves the mover more marbles ahead.
    Exchange,
    /// A placement that gives no capture, after which every reply lets
    /// the mover capture and come out ahead.
    Tempo,
}

/// Why a legal move misses its goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// It gains `got` marbles; the best move here gains `best`.
    TooFew { got: usize, best: usize },
    /// It claims `claimed` marbles, fewer than asked; `cut_off` rings
    /// were cut off but still have a vacant ring, so they stay in play
    /// (R4.3).
    TooFewClaimed { claimed: usize, cut_off: SquareSet },
    /// It does not reach a goal: the mover's captures after it.
    NoGoal { captured: [u8; 3] },
    /// A capture, where a placement was asked for.
    NotAPlacement,
    /// After it the opponent has no capture to make.
    NotForced,
    /// It gives the opponent a capture: the forced line that follows.
    GivesCapture { line: Vec<Move>, net: i32 },
    /// The forced captures leave the mover `net` marbles ahead (0 or
    /// less): the line that shows it, starting with the opponent's reply.
    Outgained { line: Vec<Move>, net: i32 },
    /// The opponent has a reply that gives no capture: that reply.
    SafeReply { reply: Move },
}

/// How a move fares against its goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It meets the goal; for a goal that looks ahead, the line that
    /// follows (the opponent's best, then the mover's) and the net gain.
    Right { line: Vec<Move>, net: i32 },
    /// It misses, and why.
    Wrong(Miss),
}

impl Verdict {
    /// Whether it meets the goal.
    pub fn is_right(&self) -> bool {
        matches!(self, Verdict::Right { .. })
    }
}

/// Judges legal move `m` on `pos` against `goal`.
pub fn judge(pos: &Position, m: &Move, goal: Goal) -> Verdict {
    let me = pos.turn();
    let gained = gains(pos, m);
    let mut after = *pos;
    after.play_unchecked(m);
    let right = || Verdict::Right {
        line: Vec::new(),
        net: 0,
    };
    match goal {
        Goal::Any => right(),
        Goal::Take(n) if gained >= n => right(),
        Goal::Take(_) => {
            let best = pos.legal_moves().iter().map(|m| gains(pos, m)).max().unwrap_or(0);
            Verdict::Wrong(Miss::TooFew { got: gained, best })
        }
        Goal::Claim(n) => {
            let claimed = pos.effect(m).claimed.len();
            if claimed >= n {
                right()
            } else {
                Verdict::Wrong(Miss::TooFewClaimed {
                    claimed,
                    cut_off: cut_off(&after),
                })
            }
        }
        Goal::Win => match after.outcome().and_then(|o| o.winner()) {
            Some(w) if w == me => right(),
            _ => Verdict::Wrong(Miss::NoGoal {
                captured: after.captured(me).0,
            }),
        },
        Goal::Exchange | Goal::Tempo if matches!(m, Move::Capture(_)) => Verdict::Wrong(Miss::NotAPlacement),
        Goal::Exchange => {
            if !after.has_capture() {
                return Verdict::Wrong(Miss::NotForced);
            }
            let (rest, line) = exchange(&after, me, EXCHANGE_PLIES);
            let net = signed(gained) + rest;
            match net > 0 {
                true => Verdict::Right { line, net },
                false => Verdict::Wrong(Miss::Outgained { line, net }),
            }
        }
        Goal::Tempo => {
            if after.has_capture() {
                let (rest, line) = exchange(&after, me, EXCHANGE_PLIES);
                return Verdict::Wrong(Miss::GivesCapture {
                    line,
                    net: signed(gained) + rest,
                });
            }
            // The opponent's reply that is best for them.
            let worst = after
                .legal_moves()
                .iter()
                .map(|reply| {
                    let mut next = after;
                    next.play_unchecked(reply);
                    let (rest, mut line) = exchange(&next, me, EXCHANGE_PLIES);
                    let forced = next.has_capture() && next.turn() == me;
                    line.insert(0, *reply);
                    (forced, signed(gained) - signed(gains(&after, reply)) + rest, line)
                })
                .min_by_key(|(forced, net, _)| (*forced, *net));
            match worst {
                Some((true, net, line)) if net > 0 => Verdict::Right { line, net },
                Some((true, net, line)) => Verdict::Wrong(Miss::Outgained { line, net }),
                Some((false, _, line)) => match line.first() {
                    Some(&reply) => Verdict::Wrong(Miss::SafeReply { reply }),
                    None => Verdict::Wrong(Miss::NotForced),
                },
                None => Verdict::Wrong(Miss::NotForced),
            }
        }
    }
}

/// Marbles move `m` gains on `pos`, jumped and claimed.
fn gains(pos: &Position, m: &Move) -> usize {
    pos.effect(m).gained().0.iter().map(|&n| usize::from(n)).sum()
}

fn signed(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX / 2)
}

/// The forced captures from `pos` played out, both sides choosing their
/// best: the net marbles they bring `me` (a win counts [`WIN`]) and
/// their line. Empty when the side to move has no capture.
pub fn exchange(pos: &Position, me: Player, plies: usize) -> (i32, Vec<Move>) {
    if let Some(o) = pos.outcome() {
        return match o.winner() {
            Some(w) if w == me => (WIN, Vec::new()),
            Some(_) => (-WIN, Vec::new()),
            None => (0, Vec::new()),
        };
    }
    if plies == 0 || !pos.has_capture() {
        return (0, Vec::new());
    }
    let mover = pos.turn();
    let mut best: Option<(i32, Vec<Move>)> = None;
    for m in pos.legal_moves().iter() {
        let mut next = *pos;
        next.play_unchecked(m);
        let (rest, mut line) = exchange(&next, me, plies - 1);
        let gain = signed(gains(pos, m));
        let value = rest + if mover == me { gain } else { -gain };
        line.insert(0, *m);
        let better = match &best {
            None => true,
            Some((b, _)) => (mover == me && value > *b) || (mover != me && value < *b),
        };
        if better {
            best = Some((value, line));
        }
    }
    best.unwrap_or((0, Vec::new()))
}

/// The rings cut off from the largest group of `pos`: those the mover's
/// placement split away that still have a vacant ring.
pub fn cut_off(pos: &Position) -> SquareSet {
    let groups = groups(pos);
    let largest = groups
        .iter()
        .max_by_key(|g| g.len())
        .copied()
        .unwrap_or(SquareSet::EMPTY);
    groups
        .into_iter()
        .filter(|&g| g != largest)
        .fold(SquareSet::EMPTY, |all, g| all | g)
}

/// The groups of connected rings of `pos` (R4.1).
pub fn groups(pos: &Position) -> Vec<SquareSet> {
    let geometry = pos.board().geometry();
    let mut left = pos.rings();
    let mut out = Vec::new();
    while let Some(start) = left.first() {
        let mut group = SquareSet::EMPTY.with(start);
        let mut frontier = group;
        while !frontier.is_empty() {
            let mut next = SquareSet::EMPTY;
            for sq in frontier {
                next = next | geometry.neighbours_of(sq);
            }
            frontier = next & pos.rings() & !group;
            group = group | frontier;
        }
        left = left & !group;
        out.push(group);
    }
    out
}
