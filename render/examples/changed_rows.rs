//! Which rows of a board card change from one move to the next, over 60
//! real games drawn board after board: what the card's PNG bands are cut
//! around (`theme::band_cuts`).
#![allow(missing_docs, clippy::unwrap_used)]

use zertz_render::{Renderer, HEIGHT, WIDTH};
use zertz_rules::{Game, Record, SquareSet};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn main() {
    let r = Renderer::new().unwrap();
    let names = ["alice", "bob"];
    let mut changed = vec![0usize; HEIGHT];
    let mut moves = 0;
    for record in RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter(|r| r.replay().is_ok())
        .take(60)
    {
        let mut g = Game::new(record.variant);
        let mut before = r.game_canvas(&g, names, SquareSet::EMPTY);
        for m in &record.moves {
            g.play_notation(m).unwrap();
            let now = r.game_canvas(&g, names, SquareSet::EMPTY);
            let rows = before.pixels.chunks(WIDTH).zip(now.pixels.chunks(WIDTH));
            for (y, (a, b)) in rows.enumerate() {
                changed[y] += usize::from(a != b);
            }
            moves += 1;
            before = now;
        }
    }
    println!("{moves} moves");
    let mut top = 0;
    while top < HEIGHT {
        let touched = changed[top] > 0;
        let end = (top..HEIGHT).find(|&y| (changed[y] > 0) != touched).unwrap_or(HEIGHT);
        if touched {
            let most = changed[top..end].iter().max().copied().unwrap_or(0);
            println!(
                "rows {top}..{end}: changed by up to {:.0}% of moves",
                most as f64 * 100.0 / moves as f64
            );
        } else {
            println!("rows {top}..{end}: never changed");
        }
        top = end;
    }
    let rows: usize = changed.iter().sum();
    println!("{:.1} rows changed a move", rows as f64 / moves as f64);
}
