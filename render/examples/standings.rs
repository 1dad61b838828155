//! Writes the README's standings picture: the final standings of the
//! 8-player Swiss that the fake-Discord test plays (its values worked out
//! by hand there). `cargo run --release -p zertz-render --example
//! standings -- [FILE]` (default `docs/standings.png`).
#![allow(missing_docs, clippy::unwrap_used)]

use zertz_render::{Renderer, Table};

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "docs/standings.png".into());
    let rows: Vec<Vec<String>> = [
        ["1", "dave", "3", "3.5", "3.5", "3-0-0"],
        ["2", "frank", "2.5", "3.5", "2.75", "2-1-0"],
        ["3", "alice", "2", "5", "2", "2-0-1"],
        ["4", "bob", "1.5", "6.5", "2.25", "1-1-1"],
        ["5", "carol", "1", "5.5", "1", "1-0-2"],
        ["6", "erin", "1", "4.5", "0", "0-0-2"],
        ["7", "gina", "1", "2.5", "0", "1-0-2"],
        ["8", "hugo (withdrew)", "0", "4", "0", "0-0-2"],
    ]
    .iter()
    .map(|r| r.iter().map(|c| c.to_string()).collect())
    .collect();
    let png = Renderer::new()
        .unwrap()
        .table_png(&Table {
            title: "Winter Cup · final standings",
            header: &["#", "Player", "Points", "Buchholz", "S-B", "W-D-L"],
            rows: &rows,
            caption: "Points, then Buchholz, then Sonneborn-Berger",
        })
        .unwrap();
    std::fs::write(&path, png).unwrap();
    println!("wrote {path}");
}
