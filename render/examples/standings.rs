//! Writes the README's standings picture: the final standings of the
//! 8-player Swiss that the fake-Discord test plays (its values worked out
//! by hand there). `cargo run --release -p zertz-render --example
//! standings -- [FILE]` (default `docs/standings.png`).
#![allow(missing_docs, clippy::unwrap_used)]

use zertz_render::{Renderer, Table};

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "docs/standings.png".into());
    // The final standings the end-to-end tournament test reaches.
    let rows: Vec<Vec<String>> = include_str!("standings.tsv")
        .lines()
        .map(|r| r.split('\t').map(str::to_string).collect())
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
