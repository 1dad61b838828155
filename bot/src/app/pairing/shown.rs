//! The standings as rows of words, for the text, the embed and the
//! picture alike.

use std::collections::HashMap;

use zertz_data::{Tournament, TournamentFormat, TournamentStatus, UserId};

use super::{Seating, Standing};

/// Standings ready to show: the columns' names, a row per player and a
/// line saying how they are ordered.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsTable {
    /// The columns' names.
    pub header: Vec<&'static str>,
    /// A row per player, best first.
    pub rows: Vec<Vec<String>>,
    /// How the order is decided.
    pub caption: &'static str,
    /// The lines behind the rows, best first.
    pub lines: Vec<Standing>,
}

/// Whether the standings after `round` are the final ones of `t`.
pub fn is_final(t: &Tournament, round: u32) -> bool {
    t.status == TournamentStatus::Finished && round == t.round
}

/// "Winter Cup · final standings", "Winter Cup · after round 2".
pub fn standings_title(t: &Tournament, round: u32) -> String {
    if is_final(t, round) {
        format!("{} · final standings", t.name)
    } else {
        format!("{} · after round {round}", t.name)
    }
}

/// Half-points as points: "2", "2.5".
pub fn points(half: u32) -> String {
    if half.is_multiple_of(2) {
        (half / 2).to_string()
    } else {
        format!("{}.5", half / 2)
    }
}

/// Quarter-points as points: "3", "3.25".
fn quarters(q: u32) -> String {
    let whole = q / 4;
    match q % 4 {
        0 => whole.to_string(),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

impl Seating {
    /// The standings after the first `rounds` rounds, with `names`.
    pub fn table(&self, rounds: usize, names: &HashMap<UserId, String>) -> StandingsTable {
        let mut event = self.event.clone();
        event.rounds.truncate(rounds);
        let lines = event.standings();
        let name = |p: usize| {
            let user = self.users[p];
            let mut n = names.get(&user).cloned().unwrap_or_else(|| format!("player {user}"));
            if self.event.players[p].withdrawn {
                n.push_str(" (withdrew)");
            }
            n
        };
        let (header, caption) = match self.event.format {
            TournamentFormat::Swiss => (
                vec!["#", "Player", "Points", "Buchholz", "S-B", "W-D-L"],
                "Points, then Buchholz, then Sonneborn-Berger",
            ),
            TournamentFormat::RoundRobin => (
                vec!["#", "Player", "Points", "S-B", "H2H", "W-D-L"],
                "Points, then Sonneborn-Berger, then head-to-head",
            ),
        };
        let rows = lines
            .iter()
            .map(|l| {
                let [w, d, lost] = l.record;
                let mut row = vec![l.place.to_string(), name(l.player), points(l.points)];
                match self.event.format {
                    TournamentFormat::Swiss => {
                        row.push(points(l.buchholz));
                        row.push(quarters(l.sonneborn_berger));
                    }
                    TournamentFormat::RoundRobin => {
                        row.push(quarters(l.sonneborn_berger));
                        row.push(points(l.head_to_head));
                    }
                }
                row.push(format!("{w}-{d}-{lost}"));
                row
            })
            .collect();
        StandingsTable {
            header,
            rows,
            caption,
            lines,
        }
    }
}

impl StandingsTable {
    /// The table as monospaced text, for a code block.
    pub fn text(&self) -> String {
        let columns = self.header.len();
        let mut widths: Vec<usize> = self.header.iter().map(|h| h.chars().count()).collect();
        for row in &self.rows {
            for (i, c) in row.iter().enumerate().take(columns) {
                widths[i] = widths[i].max(c.chars().count());
            }
        }
        let line = |cells: Vec<&str>| -> String {
            let padded: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if i == 1 {
                        format!("{c:<w$}", w = widths[i])
                    } else {
                        format!("{c:>w$}", w = widths[i])
                    }
                })
                .collect();
            padded.join("  ").trim_end().to_string()
        };
        // A backtick in a name would end the code block early.
        let rows: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| r.iter().map(|c| c.replace('`', "'")).collect())
            .collect();
        let mut out = vec![line(self.header.clone())];
        out.extend(rows.iter().map(|r| line(r.iter().map(String::as_str).collect())));
        out.join("\n")
    }
}
