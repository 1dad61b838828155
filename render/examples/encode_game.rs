//! Times drawing and PNG encoding of every board of real games in turn,
//! as a bot makes them move after move in 60 games at once: each board
//! drawn whole and
//! encoded as one plain zlib stream, drawn whole and encoded with bands
//! reused by their pixels, and painted band by band (the bot's way), only
//! the bands not seen before drawn and compressed. First it prints which
//! rows of a board change from one move to the next in the same game:
//! what a board card's bands are cut around (`theme::band_cuts`).
//!
//! With `-- idle`, it then draws 600 of those boards again, a fresh cache
//! each time, sleeping between boards (0, 1, 5 and 25 ms, and 25 ms of
//! spinning instead), and prints the time a board: what a CPU left idle
//! between two boards costs, as a bot's is.
#![allow(missing_docs, clippy::unwrap_used)]

use std::time::{Duration, Instant};

use zertz_render::{Renderer, HEIGHT, WIDTH};
use zertz_rules::{Game, Record, SquareSet};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn main() {
    let r = Renderer::new().unwrap();
    // Sixty games at once, a move in each in turn, as a busy bot draws
    // them: a board's bands are rarely the board drawn just before.
    let mut each: Vec<Vec<Game>> = Vec::new();
    for record in RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter(|r| r.replay().is_ok())
        .take(60)
    {
        let mut g = Game::new(record.variant);
        let mut boards = Vec::new();
        for m in &record.moves {
            g.play_notation(m).unwrap();
            boards.push(g.clone());
        }
        each.push(boards);
    }
    changed_rows(&r, &each);
    let longest = each.iter().map(Vec::len).max().unwrap_or(0);
    let games: Vec<Game> = (0..longest)
        .flat_map(|ply| each.iter().filter_map(move |boards| boards.get(ply).cloned()))
        .collect();
    let draw = |g: &Game| r.game_canvas(g, ["alice", "bob"], SquareSet::EMPTY);
    let canvases: Vec<_> = games.iter().map(draw).collect();
    let (mut same, mut all) = (0, 0);
    for pair in canvases.windows(2) {
        let rows = pair[0].width * 60;
        for (a, b) in pair[0].pixels.chunks(rows).zip(pair[1].pixels.chunks(rows)) {
            all += 1;
            same += usize::from(a == b);
        }
    }
    println!("bands equal to the board drawn before: {same} of {all}");
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
    let boards = games.len() as f64;
    let t = Instant::now();
    let drawn: usize = games.iter().map(|g| draw(g).pixels.len()).sum();
    println!(
        "drawing alone: {:.3} ms a board ({drawn} pixels)",
        t.elapsed().as_secs_f64() * 1000.0 / boards
    );
    for round in 0..3 {
        let t = Instant::now();
        let bytes: usize = games.iter().map(|g| plain(&draw(g))).sum();
        let plain_ms = t.elapsed().as_secs_f64() * 1000.0 / boards;
        let fresh = Renderer::new().unwrap();
        let t = Instant::now();
        let by_pixels: usize = games.iter().map(|g| fresh.encode_png(&draw(g)).unwrap().len()).sum();
        let by_pixels_ms = t.elapsed().as_secs_f64() * 1000.0 / boards;
        let fresh = Renderer::new().unwrap();
        let t = Instant::now();
        let names = ["alice", "bob"];
        let painted: usize = games.iter().map(|g| fresh.game_png(g, names).unwrap().len()).sum();
        let painted_ms = t.elapsed().as_secs_f64() * 1000.0 / boards;
        println!(
            "round {round}: {} boards, drawn and encoded, a board each: one stream {plain_ms:.3} ms, {} bytes; \
             bands by pixels {by_pixels_ms:.3} ms, {} bytes; painted bands {painted_ms:.3} ms, {} bytes, \
             {:.0} rows compressed",
            games.len(),
            bytes / games.len(),
            by_pixels / games.len(),
            painted / games.len(),
            fresh.rows_compressed() as f64 / boards,
        );
    }
    sizes_by_variant(&games);
    if std::env::args().any(|a| a == "idle") {
        let some = &games[..games.len().min(600)];
        for (pause_ms, spin) in [(0, false), (1, false), (5, false), (25, false), (25, true)] {
            println!("{}", idle_board_ms(some, pause_ms, spin));
        }
    }
}

/// The time a board takes when each is drawn after `pause_ms` of sleep
/// (or of spinning, with `spin`), only the drawing timed.
fn idle_board_ms(games: &[Game], pause_ms: u64, spin: bool) -> String {
    let fresh = Renderer::new().unwrap();
    let pause = Duration::from_millis(pause_ms);
    let mut spent = Duration::ZERO;
    for g in games {
        if spin {
            let t = Instant::now();
            while t.elapsed() < pause {
                std::hint::spin_loop();
            }
        } else if !pause.is_zero() {
            std::thread::sleep(pause);
        }
        let t = Instant::now();
        fresh.game_png(g, ["alice", "bob"]).unwrap();
        spent += t.elapsed();
    }
    let how = if spin { "spinning" } else { "sleeping" };
    format!(
        "after {pause_ms} ms {how} before each: {:.3} ms a board, {} boards",
        spent.as_secs_f64() * 1000.0 / games.len() as f64,
        games.len()
    )
}

/// Prints the runs of rows that a move changes (against the board before
/// it in the same game) and how often, and the rows changed a move.
fn changed_rows(r: &Renderer, each: &[Vec<Game>]) {
    let mut changed = vec![0usize; HEIGHT];
    let mut moves = 0;
    for boards in each {
        let canvases: Vec<_> = boards
            .iter()
            .map(|g| r.game_canvas(g, ["alice", "bob"], SquareSet::EMPTY))
            .collect();
        for pair in canvases.windows(2) {
            let rows = pair[0].pixels.chunks(WIDTH).zip(pair[1].pixels.chunks(WIDTH));
            for (y, (a, b)) in rows.enumerate() {
                changed[y] += usize::from(a != b);
            }
            moves += 1;
        }
    }
    let mut top = 0;
    while top < HEIGHT {
        let touched = changed[top] > 0;
        let end = (top..HEIGHT).find(|&y| (changed[y] > 0) != touched).unwrap_or(HEIGHT);
        let most = changed[top..end].iter().max().copied().unwrap_or(0);
        if touched {
            let share = most as f64 * 100.0 / moves as f64;
            println!("rows {top}..{end}: changed by up to {share:.0}% of moves");
        } else {
            println!("rows {top}..{end}: never changed");
        }
        top = end;
    }
    let rows: usize = changed.iter().sum();
    println!(
        "{:.1} rows changed a move, over {moves} moves",
        rows as f64 / moves as f64
    );
}

/// Prints the average size of a board of each variant, drawn as a bot
/// draws them (a move in each game in turn, one cache for all).
fn sizes_by_variant(games: &[Game]) {
    let fresh = Renderer::new().unwrap();
    let mut by: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for g in games {
        let bytes = fresh.game_png(g, ["alice", "bob"]).unwrap().len();
        let entry = by.entry(g.variant().to_string()).or_default();
        entry.0 += bytes;
        entry.1 += 1;
    }
    for (variant, (bytes, boards)) in by {
        println!(
            "{variant}: {boards} boards, {:.1} KB a board on average",
            bytes as f64 / boards as f64 / 1024.0
        );
    }
}
