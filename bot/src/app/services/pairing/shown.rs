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
    pub header: Vec<String>,
    /// A row per player, best first.
    pub rows: Vec<Vec<String>>,
    /// How the order is decided.
    pub caption: String,
    /// The lines behind the rows, best first.
    pub lines: Vec<Standing>,
}

/// Whether the standings after `round` are the final ones of `t`.
pub fn is_final(t: &Tournament, round: u32) -> bool {
    t.status == TournamentStatus::Finished && round == t.round
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

/// The words of a standings table, in its reader's language. Buchholz,
/// Sonneborn-Berger (S-B) and head-to-head (H2H) keep their names.
#[derive(Clone, Debug)]
pub struct TableWords {
    /// The player column.
    pub player: String,
    /// The points column.
    pub points: String,
    /// The won, drawn and lost column.
    pub record: String,
    /// After a name: the player withdrew.
    pub withdrew: String,
    /// How a Swiss is ordered.
    pub swiss_order: String,
    /// How a round robin is ordered.
    pub round_robin_order: String,
}

impl Seating {
    /// The standings after the first `rounds` rounds, with `names`, in
    /// `words`.
    pub fn table(&self, rounds: usize, names: &HashMap<UserId, String>, words: &TableWords) -> StandingsTable {
        let mut event = self.event.clone();
        event.rounds.truncate(rounds);
        let lines = event.standings();
        let name = |p: usize| {
            let user = self.users[p];
            let mut n = names.get(&user).cloned().unwrap_or_else(|| format!("player {user}"));
            if self.event.players[p].withdrawn {
                n.push_str(&format!(" ({})", words.withdrew));
            }
            n
        };
        let (player, points_, record) = (&words.player, &words.points, &words.record);
        let (header, caption) = match self.event.format {
            TournamentFormat::Swiss => (["#", player, points_, "Buchholz", "S-B", record], &words.swiss_order),
            TournamentFormat::RoundRobin => (["#", player, points_, "S-B", "H2H", record], &words.round_robin_order),
        };
        let (header, caption) = (header.map(str::to_string).to_vec(), caption.clone());
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
        let mut out = vec![line(self.header.iter().map(String::as_str).collect())];
        out.extend(rows.iter().map(|r| line(r.iter().map(String::as_str).collect())));
        out.join("\n")
    }
}
