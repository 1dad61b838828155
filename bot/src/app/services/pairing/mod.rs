//! Pairing an event's next round, without I/O: round robin by Berger
//! tables, Swiss by a simplified FIDE Dutch system. Players are indices
//! into the event's list, which is in seed order (rating, best first).
//!
//! The Swiss rules followed: players with the same score meet, the top
//! half of a score group against the bottom half in order; an odd player
//! out floats down to the next group; no two players meet twice; the one
//! who moved first less often (then: who moved second last time) moves
//! first, and no player's first moves and second moves differ by more
//! than 2; an odd player out of the whole event gets a bye worth a win,
//! at most once, the lowest-ranked without one. Simplified: no
//! transposition tables or floater histories, only a search that tries
//! partners in the Dutch order and takes the first pairing that keeps
//! every absolute rule, this round and (looking ahead) in the rounds
//! still planned.

use std::cell::Cell;
use std::collections::HashSet;

pub use zertz_data::BoardResult;
use zertz_data::TournamentFormat;

mod shown;
mod standings;
mod stored;
mod swiss;

pub use shown::{is_final, points, StandingsTable, TableWords};
pub use standings::Standing;
pub use stored::Seating;
use swiss::{Played, Search, SEARCH_LIMIT};

/// One board of a round: who moves first, against whom (nobody: a bye),
/// and its result once known. A forfeit is a result without a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The first mover (or the player with the bye).
    pub first: usize,
    /// The second mover; `None` for a bye.
    pub second: Option<usize>,
    /// The result, once there is one.
    pub result: Option<BoardResult>,
    /// Decided without a game: a withdrawn player's scheduled game.
    pub forfeit: bool,
}

impl Pairing {
    /// A game to be played.
    pub fn game(first: usize, second: usize) -> Pairing {
        Pairing {
            first,
            second: Some(second),
            result: None,
            forfeit: false,
        }
    }

    /// A bye for `player`.
    pub fn bye(player: usize) -> Pairing {
        Pairing {
            first: player,
            second: None,
            result: None,
            forfeit: false,
        }
    }

    /// Whether a game was (or is being) played on it.
    pub fn is_game(&self) -> bool {
        self.second.is_some() && !self.forfeit
    }

    /// Whether `p` sits at this board.
    pub fn has(&self, p: usize) -> bool {
        self.first == p || self.second == Some(p)
    }

    /// `p`'s opponent here, if `p` plays here against someone.
    pub fn opponent(&self, p: usize) -> Option<usize> {
        match self.second {
            Some(s) if self.first == p => Some(s),
            Some(s) if s == p => Some(self.first),
            _ => None,
        }
    }
}

/// A player of an event as pairing sees them.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Entrant {
    /// Their rating when the event started: the seed, and the last
    /// tie-break.
    pub rating: f64,
    /// Left the event: paired no more.
    pub withdrawn: bool,
}

/// An event: its format, players in seed order and rounds so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// Swiss or round robin.
    pub format: TournamentFormat,
    /// The players, best seed first.
    pub players: Vec<Entrant>,
    /// The rounds paired so far, each with its boards.
    pub rounds: Vec<Vec<Pairing>>,
}

/// Half-points: a win is 2, a draw 1, so scores stay whole numbers.
pub type HalfPoints = u32;

impl Event {
    /// The half-points a bye is worth: a win in a Swiss, nothing in a
    /// round robin (where everyone sits out once alike).
    pub fn bye_points(&self) -> HalfPoints {
        match self.format {
            TournamentFormat::Swiss => 2,
            TournamentFormat::RoundRobin => 0,
        }
    }

    /// What `p` scored at `board`, in half-points (0 while it is played).
    pub fn scored(&self, board: &Pairing, p: usize) -> HalfPoints {
        if board.second.is_none() {
            return if board.first == p { self.bye_points() } else { 0 };
        }
        match board.result {
            Some(BoardResult::Draw) => 1,
            Some(BoardResult::First) if board.first == p => 2,
            Some(BoardResult::Second) if board.second == Some(p) => 2,
            _ => 0,
        }
    }

    /// `p`'s score so far.
    pub fn points(&self, p: usize) -> HalfPoints {
        self.rounds
            .iter()
            .flatten()
            .filter(|b| b.has(p))
            .map(|b| self.scored(b, p))
            .sum()
    }

    /// Rounds a full round robin of these players has.
    pub fn round_robin_rounds(players: usize) -> usize {
        if players < 2 {
            0
        } else if players.is_multiple_of(2) {
            players - 1
        } else {
            players
        }
    }

    /// The usual number of Swiss rounds for `players`: about log2 of them
    /// plus one, never more than a round robin has.
    pub fn swiss_rounds(players: usize) -> usize {
        let log2 = usize::BITS - players.max(1).saturating_sub(1).leading_zeros();
        (log2 as usize + 1).min(Event::round_robin_rounds(players)).max(1)
    }

    /// Whether every board of the last round has its result.
    pub fn round_done(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.iter().all(|b| b.second.is_none() || b.result.is_some()))
    }

    /// The next round's boards, of an event of `planned` rounds, or `None`
    /// when no pairing keeps the rules (every pair has met, say): the
    /// event then ends. A Swiss round is paired so that the rounds still
    /// planned after it can be paired too. Byes and forfeits come with
    /// their result.
    pub fn next_round(&self, planned: usize) -> Option<Vec<Pairing>> {
        let boards = match self.format {
            TournamentFormat::RoundRobin => self.berger_round()?,
            TournamentFormat::Swiss => self.swiss_round(planned.saturating_sub(self.rounds.len() + 1))?,
        };
        Some(boards)
    }

    /// Round `self.rounds.len()` of the Berger table: the circle method,
    /// with a dummy seat for an odd number (its partner sits out).
    /// Colours are given by who moved first less often.
    fn berger_round(&self) -> Option<Vec<Pairing>> {
        let n = self.players.len();
        let seats = n + n % 2;
        let r = self.rounds.len();
        if n < 2 || r >= seats - 1 {
            return None;
        }
        let m = seats - 1;
        let seat_at = |k: usize| -> (usize, usize) {
            if k == 0 {
                (r % m, m)
            } else {
                ((r + k) % m, (r + m - k) % m)
            }
        };
        let colours = self.colours();
        let mut boards = Vec::new();
        for k in 0..seats / 2 {
            let (a, b) = seat_at(k);
            let (a, b) = (a.min(b), a.max(b));
            let board = match (a < n, b < n) {
                (true, true) => {
                    let (first, second) = colours.order(a, b, boards.len(), r);
                    let mut board = Pairing::game(first, second);
                    match (self.players[first].withdrawn, self.players[second].withdrawn) {
                        (false, false) => {}
                        (true, true) => continue,
                        (first_gone, _) => {
                            board.forfeit = true;
                            board.result = Some(if first_gone {
                                BoardResult::Second
                            } else {
                                BoardResult::First
                            });
                        }
                    }
                    board
                }
                (true, false) if !self.players[a].withdrawn => Pairing::bye(a),
                _ => continue,
            };
            boards.push(board);
        }
        Some(boards)
    }

    /// The Swiss pairing of the next round (see the module's rules), one
    /// that leaves `ahead` more rounds pairable.
    fn swiss_round(&self, ahead: usize) -> Option<Vec<Pairing>> {
        let mut ranked: Vec<usize> = (0..self.players.len())
            .filter(|&p| !self.players[p].withdrawn)
            .collect();
        if ranked.len() < 2 {
            return None;
        }
        let points: Vec<HalfPoints> = (0..self.players.len()).map(|p| self.points(p)).collect();
        // Score, then seed: the seed order is the rating order.
        ranked.sort_by_key(|&p| (std::cmp::Reverse(points[p]), p));
        let byes: HashSet<usize> = self
            .rounds
            .iter()
            .flatten()
            .filter(|b| b.second.is_none())
            .map(|b| b.first)
            .collect();
        let round = self.rounds.len();
        let search = Search {
            points: &points,
            played: Played {
                met: self.met(),
                byes,
                colours: self.colours(),
            },
            players: ranked.clone(),
            round,
            ahead,
            tries: Cell::new(0),
            looked_ahead: Cell::new(0),
        };
        let bye_candidates: Vec<Option<usize>> = if ranked.len() % 2 == 1 {
            ranked
                .iter()
                .rev()
                .filter(|p| !search.played.byes.contains(p))
                .map(|&p| Some(p))
                .collect()
        } else {
            vec![None]
        };
        for bye in bye_candidates {
            let rest: Vec<usize> = ranked.iter().copied().filter(|&p| Some(p) != bye).collect();
            let mut pairs = Vec::new();
            if search.pair(rest, bye, &mut pairs) {
                let mut boards: Vec<Pairing> = pairs
                    .into_iter()
                    .enumerate()
                    .map(|(i, (a, b))| {
                        let (first, second) = search.played.colours.order(a, b, i, round);
                        Pairing::game(first, second)
                    })
                    .collect();
                if let Some(p) = bye {
                    let mut board = Pairing::bye(p);
                    board.result = Some(BoardResult::First);
                    boards.push(board);
                }
                return Some(boards);
            }
            if search.tries.get() >= SEARCH_LIMIT {
                break;
            }
        }
        None
    }

    /// Every pair that has met (or been paired), smaller index first.
    fn met(&self) -> HashSet<(usize, usize)> {
        self.rounds
            .iter()
            .flatten()
            .filter_map(|b| b.second.map(|s| (b.first.min(s), b.first.max(s))))
            .collect()
    }

    /// Each player's first moves less second moves, and their last colour.
    pub fn colours(&self) -> Colours {
        let n = self.players.len();
        let mut c = Colours {
            balance: vec![0; n],
            last_first: vec![None; n],
        };
        for b in self.rounds.iter().flatten().filter(|b| b.is_game()) {
            if let Some(s) = b.second {
                c.balance[b.first] += 1;
                c.balance[s] -= 1;
                c.last_first[b.first] = Some(true);
                c.last_first[s] = Some(false);
            }
        }
        c
    }
}

/// Who has moved first how often, for colour allocation.
#[derive(Clone, Debug)]
pub struct Colours {
    /// First moves less second moves, per player.
    pub balance: Vec<i32>,
    /// Whether each player moved first in their last game.
    pub last_first: Vec<Option<bool>>,
}

/// The most first moves (or second moves) a player may have beyond the
/// other kind.
pub const MAX_COLOUR_IMBALANCE: i32 = 2;

impl Colours {
    /// Who of `a` and `b` (`a` ranked higher) moves first, on board
    /// `board` of round `round`: the one who moved first less often, then
    /// the one who moved second last time, then alternately down the
    /// boards in the first round and the higher-ranked after.
    fn order(&self, a: usize, b: usize, board: usize, round: usize) -> (usize, usize) {
        let a_first = if self.balance[a] != self.balance[b] {
            self.balance[a] < self.balance[b]
        } else if self.last_first[a] != self.last_first[b] {
            self.last_first[a] != Some(true)
        } else if round == 0 {
            board.is_multiple_of(2)
        } else {
            true
        };
        if a_first {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// Whether `a` and `b` can meet without either going beyond
    /// [`MAX_COLOUR_IMBALANCE`].
    fn allow(&self, a: usize, b: usize) -> bool {
        let (f, s) = self.order(a, b, 0, 1);
        self.balance[f] < MAX_COLOUR_IMBALANCE && self.balance[s] > -MAX_COLOUR_IMBALANCE
    }
}

#[cfg(test)]
mod tests;
