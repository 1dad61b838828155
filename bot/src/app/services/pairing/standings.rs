//! An event's standings: points, then its format's tie-breaks. Swiss:
//! Buchholz (the opponents' scores), then Sonneborn–Berger (the scores
//! of the opponents beaten, and half of those drawn with). Round robin:
//! Sonneborn–Berger, then the head-to-head score among the players
//! level on points. Players level on all of these share a place, listed
//! by seed. Only games played count for the tie-breaks: a bye or a
//! forfeit adds nothing to them.

use zertz_data::TournamentFormat;

use super::{Event, HalfPoints};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player's index in the event.
    pub player: usize,
    /// Their place, from 1; players level on everything share one.
    pub place: usize,
    /// Points, in half-points.
    pub points: HalfPoints,
    /// Buchholz, in half-points.
    pub buchholz: HalfPoints,
    /// Sonneborn–Berger, in quarter-points (a draw's half of a half).
    pub sonneborn_berger: u32,
    /// Head-to-head points among those level on points, in half-points.
    pub head_to_head: HalfPoints,
    /// Games won, drawn and lost (forfeits included, byes not).
    pub record: [u32; 3],
}

impl Event {
    /// The standings, best first.
    pub fn standings(&self) -> Vec<Standing> {
        let n = self.players.len();
        let points: Vec<HalfPoints> = (0..n).map(|p| self.points(p)).collect();
        let mut lines: Vec<Standing> = (0..n)
            .map(|p| {
                let mut line = Standing {
                    player: p,
                    place: 0,
                    points: points[p],
                    buchholz: 0,
                    sonneborn_berger: 0,
                    head_to_head: 0,
                    record: [0; 3],
                };
                for board in self.rounds.iter().flatten().filter(|b| b.has(p)) {
                    let (Some(o), Some(_)) = (board.opponent(p), board.result) else {
                        continue;
                    };
                    let scored = self.scored(board, p);
                    line.record[match scored {
                        2 => 0,
                        1 => 1,
                        _ => 2,
                    }] += 1;
                    if board.forfeit {
                        continue;
                    }
                    line.buchholz += points[o];
                    line.sonneborn_berger += scored * points[o];
                    if points[o] == points[p] {
                        line.head_to_head += scored;
                    }
                }
                line
            })
            .collect();
        let key = |s: &Standing| -> [u32; 3] {
            match self.format {
                TournamentFormat::Swiss => [s.points, s.buchholz, s.sonneborn_berger],
                TournamentFormat::RoundRobin => [s.points, s.sonneborn_berger, s.head_to_head],
            }
        };
        lines.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
        for i in 0..lines.len() {
            lines[i].place = if i > 0 && key(&lines[i]) == key(&lines[i - 1]) {
                lines[i - 1].place
            } else {
                i + 1
            };
        }
        lines
    }
}
