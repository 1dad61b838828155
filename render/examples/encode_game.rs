//! Times PNG encoding of every board of real games in turn, as a bot
//! encodes them move after move: with bands reused from the board before,
//! against one plain zlib stream.
#![allow(missing_docs, clippy::unwrap_used)]

use std::time::Instant;

use zertz_render::Renderer;
use zertz_rules::{Game, Record, SquareSet};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn main() {
    let r = Renderer::new().unwrap();
    let mut canvases = Vec::new();
    for record in RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter(|r| r.replay().is_ok())
        .take(20)
    {
        let mut g = Game::new(record.variant);
        for m in &record.moves {
            g.play_notation(m).unwrap();
            canvases.push(r.game_canvas(&g, ["alice", "bob"], SquareSet::EMPTY));
        }
    }
    let (mut same, mut all) = (0, 0);
    for pair in canvases.windows(2) {
        let rows = pair[0].width * 60;
        for (a, b) in pair[0].pixels.chunks(rows).zip(pair[1].pixels.chunks(rows)) {
            all += 1;
            same += usize::from(a == b);
        }
    }
    println!("bands equal to the board before: {same} of {all}");
    let plain = |c: &zertz_render::Canvas| {
        let mut out = Vec::with_capacity(64 * 1024);
        let mut e = png::Encoder::new(&mut out, c.width as u32, c.height as u32);
        e.set_color(png::ColorType::Indexed);
        e.set_depth(png::BitDepth::Eight);
        e.set_palette(r.palette().rgb_bytes());
        e.set_deflate_compression(png::DeflateCompression::Level(1));
        e.set_filter(png::Filter::NoFilter);
        let mut w = e.write_header().unwrap();
        w.write_image_data(&c.pixels).unwrap();
        w.finish().unwrap();
        out.len()
    };
    for round in 0..3 {
        let t = Instant::now();
        let bytes: usize = canvases.iter().map(plain).sum();
        let plain_ms = t.elapsed().as_secs_f64() * 1000.0 / canvases.len() as f64;
        let fresh = Renderer::new().unwrap();
        let t = Instant::now();
        let banded: usize = canvases.iter().map(|c| fresh.encode_png(c).unwrap().len()).sum();
        let banded_ms = t.elapsed().as_secs_f64() * 1000.0 / canvases.len() as f64;
        println!(
            "round {round}: {} boards; one stream {plain_ms:.3} ms, {} bytes; bands {banded_ms:.3} ms, {} bytes (a board each)",
            canvases.len(),
            bytes / canvases.len(),
            banded / canvases.len()
        );
    }
}
