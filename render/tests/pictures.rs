//! What a person would check on the pictures: size, colours where the
//! marbles are, removed rings gone, the last move marked, names that fit.
#![allow(clippy::unwrap_used)]

use image::{GenericImageView, Rgba};
use zertz_render::{ink, Labels, Renderer, Rgb, Scene, HEIGHT, WIDTH};
use zertz_rules::{Board, Game, Position, Record, Square, Variant};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn renderer() -> &'static Renderer {
    Renderer::shared().unwrap()
}

fn decode(png: &[u8]) -> image::DynamicImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap()
}

fn rgb_at(img: &image::DynamicImage, (x, y): (f32, f32)) -> Rgb {
    let Rgba([r, g, b, _]) = img.get_pixel(x.round() as u32, y.round() as u32);
    [r, g, b]
}

fn close(a: Rgb, b: Rgb, tolerance: i32) -> bool {
    a.iter().zip(b).all(|(&x, y)| (x as i32 - y as i32).abs() <= tolerance)
}

fn luma(c: Rgb) -> f32 {
    0.299 * c[0] as f32 + 0.587 * c[1] as f32 + 0.114 * c[2] as f32
}

fn sq(name: &str) -> Square {
    Square::new(name.as_bytes()[0] - b'a', name[1..].parse().unwrap()).unwrap()
}

/// Distance between neighbouring ring centres on `board`, in pixels.
fn spacing(board: Board) -> f32 {
    let (a, b) = (
        renderer().square_centre(board, sq("d1")),
        renderer().square_centre(board, sq("d2")),
    );
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

fn game(variant: Variant, moves: &[&str]) -> Game {
    Game::from_moves(variant, moves).unwrap()
}

#[test]
fn every_variant_renders_at_the_stated_size() {
    for v in Variant::ALL {
        let png = renderer().game_png(&Game::new(v), ["a", "b"]).unwrap();
        let img = decode(&png);
        assert_eq!((img.width() as usize, img.height() as usize), (WIDTH, HEIGHT), "{v}");
        assert!(png.len() < 100_000, "{v}: {} bytes", png.len());
    }
}

#[test]
fn marbles_show_their_colour_and_stay_apart_in_greyscale() {
    let g = game(Variant::STANDARD, &["Wd4,a1", "Gb2,g1", "Bf3,a2"]);
    let img = decode(&renderer().game_png(&g, ["a", "b"]).unwrap());
    let board = Board::Rings37;
    let at = |name| luma(rgb_at(&img, renderer().square_centre(board, sq(name))));
    assert!(at("d4") > 190.0, "white: {}", at("d4"));
    assert!((90.0..170.0).contains(&at("b2")), "grey: {}", at("b2"));
    assert!(at("f3") < 60.0, "black: {}", at("f3"));
    // A vacant ring's hole shows the background.
    assert!(close(
        rgb_at(&img, renderer().square_centre(board, sq("c3"))),
        ink::BG,
        6
    ));
}

#[test]
fn removed_rings_are_gone_and_the_last_one_is_outlined() {
    let g = game(Variant::TOURNAMENT, &["Wd4,a1", "Ge4,h1"]);
    let img = decode(&renderer().game_png(&g, ["a", "b"]).unwrap());
    let board = Board::Rings48;
    let s = spacing(board);
    let body = |name: &str| {
        let (x, y) = renderer().square_centre(board, sq(name));
        rgb_at(&img, (x + 0.3 * s, y))
    };
    assert!(
        close(body("a1"), ink::BG, 6),
        "removed earlier: background, got {:?}",
        body("a1")
    );
    assert!(close(body("b1"), ink::RING, 40), "a ring in play: {:?}", body("b1"));
    // The ring removed by the last move has a ghost outline at its edge.
    let (x, y) = renderer().square_centre(board, sq("h1"));
    let edge = rgb_at(&img, (x + 0.455 * s, y));
    assert!(close(edge, ink::GHOST, 50), "ghost outline: {edge:?}");
}

#[test]
fn the_placed_marble_is_ringed() {
    let g = game(Variant::STANDARD, &["Wd4,a1"]);
    let img = decode(&renderer().game_png(&g, ["a", "b"]).unwrap());
    let s = spacing(Board::Rings37);
    let (x, y) = renderer().square_centre(Board::Rings37, sq("d4"));
    let marker = rgb_at(&img, (x, y - (0.355 * s + 3.3)));
    assert!(close(marker, ink::GOLD, 30), "gold marker: {marker:?}");
    // Nothing like it around a marble placed earlier.
    let g = game(Variant::STANDARD, &["Wd4,a1", "Bb2,g1"]);
    let img = decode(&renderer().game_png(&g, ["a", "b"]).unwrap());
    let old = rgb_at(&img, (x, y - (0.355 * s + 3.3)));
    assert!(!close(old, ink::GOLD, 30), "{old:?}");
}

#[test]
fn a_capture_draws_its_path_and_marks_the_captured_marble() {
    // The first multi-jump of a real game.
    let (record, n) = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find_map(|r| {
            let n = r.moves.iter().position(|m| m.starts_with("x ") && m.len() > 9)?;
            Some((r, n))
        })
        .unwrap();
    let g = Game::from_moves(record.variant, &record.moves[..=n]).unwrap();
    let effect = g.last_effect().unwrap();
    let board = record.variant.board;
    let img = decode(&renderer().game_png(&g, ["a", "b"]).unwrap());
    let s = spacing(board);
    for &(over, _) in &effect.captured {
        // The cross sits in the vacated hole, off the hole's centre line.
        let (x, y) = renderer().square_centre(board, over);
        let mark = rgb_at(&img, (x + 0.08 * s, y + 0.08 * s));
        assert!(close(mark, ink::RED, 60), "captured mark at {over}: {mark:?}");
    }
    // The path runs from the start towards the first landing.
    let (a, b) = (
        renderer().square_centre(board, effect.path[0]),
        renderer().square_centre(board, effect.path[1]),
    );
    let on_path = rgb_at(&img, (a.0 + (b.0 - a.0) * 0.3, a.1 + (b.1 - a.1) * 0.3));
    assert!(close(on_path, ink::PATH, 40), "path colour: {on_path:?}");
}

#[test]
fn highlights_outline_the_rings_asked_for() {
    let pos = Position::new(Variant::LARGE);
    let scene = Scene {
        highlights: pos.free_rings(),
        ..Scene::new(&pos)
    };
    let img = decode(&renderer().png(&scene).unwrap());
    let s = spacing(Board::Rings61);
    for (name, lit) in [("a1", true), ("e5", false)] {
        let (x, y) = renderer().square_centre(Board::Rings61, sq(name));
        let edge = rgb_at(&img, (x, y - (0.47 * s + 1.0)));
        assert_eq!(close(edge, ink::HIGHLIGHT, 40), lit, "{name}: {edge:?}");
    }
}

#[test]
fn long_and_emoji_names_are_cut_inside_their_panel() {
    let names = [
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "🎲🎲🎲 dice 🎲 player with a very long name indeed",
    ];
    assert_eq!(names[0].chars().count(), 32);
    let g = game(Variant::STANDARD, &["Wd4,a1"]);
    let img = decode(&renderer().game_png(&g, names).unwrap());
    // Between the name column and the captures: only panel colour.
    for y in 730..770 {
        for x in 306..316 {
            assert!(
                close(rgb_at(&img, (x as f32, y as f32)), ink::PANEL, 4),
                "text at ({x}, {y})"
            );
        }
    }
    // Names made only of emoji still render.
    renderer().game_png(&g, ["🎲", ""]).unwrap();
}

#[test]
fn a_finished_game_names_the_winner_in_gold() {
    let record = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.result.as_deref() == Some("P0"))
        .unwrap();
    let g = record.replay().unwrap();
    let img = decode(&renderer().game_png(&g, ["alice", "bob"]).unwrap());
    let gold_in_header = (400..780)
        .flat_map(|x| (20..60).map(move |y| (x as f32, y as f32)))
        .filter(|&p| close(rgb_at(&img, p), ink::GOLD, 10))
        .count();
    assert!(gold_in_header > 50, "{gold_in_header}");
    let in_play = decode(
        &renderer()
            .game_png(&Game::new(Variant::STANDARD), ["alice", "bob"])
            .unwrap(),
    );
    let gold = (400..780)
        .flat_map(|x| (20..60).map(move |y| (x as f32, y as f32)))
        .filter(|&p| close(rgb_at(&in_play, p), ink::GOLD, 10))
        .count();
    assert_eq!(gold, 0);
}

#[test]
fn a_replay_has_a_frame_per_move_and_stays_small() {
    use image::AnimationDecoder;
    let record = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.moves.len() >= 40 && r.result.as_deref() != Some("open") && r.replay().is_ok())
        .unwrap();
    let g = record.replay().unwrap();
    let gif = renderer().gif(&g, ["alice", "bob"], Labels::english()).unwrap();
    assert!(gif.len() < 3_000_000, "{} bytes", gif.len());
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), g.ply() + 1);
    // The last frame, composed from the deltas, is the final picture.
    let last = frames.last().unwrap().buffer();
    let png = decode(&renderer().game_png(&g, ["alice", "bob"]).unwrap()).to_rgba8();
    let differing = last.pixels().zip(png.pixels()).filter(|(a, b)| a != b).count();
    assert_eq!(differing, 0);
}

/// How many pixels of the first player's name column differ from the
/// panel: the name's ink.
fn name_ink(names: [&str; 2]) -> usize {
    let g = game(Variant::STANDARD, &["Wd4,a1"]);
    let img = decode(&renderer().game_png(&g, names).unwrap());
    let mut ink_pixels = 0;
    for y in 730..770 {
        for x in 54..300 {
            if !close(rgb_at(&img, (x as f32, y as f32)), ink::PANEL, 8) {
                ink_pixels += 1;
            }
        }
    }
    ink_pixels
}

#[test]
fn names_in_other_scripts_are_drawn_and_missing_characters_dropped() {
    // Greek, Cyrillic and accented Latin are in DejaVu Sans.
    for name in ["Ελένη", "Иван", "Zoë Ångström"] {
        assert!(name_ink([name, "bob"]) > 100, "{name} was not drawn");
    }
    // DejaVu has no emoji: a name of emoji only leaves the panel empty,
    // and emoji around a name change nothing.
    assert_eq!(name_ink(["🎲🎲", "bob"]), 0);
    assert_eq!(name_ink(["🎲Ivan🎲", "bob"]), name_ink(["Ivan", "bob"]));
}

#[test]
fn a_rating_chart_shows_each_series_and_its_band() {
    use zertz_render::{Series, CHART_HEIGHT, CHART_WIDTH};
    const DAY: i64 = 86_400_000;
    let global: Vec<(i64, f64, Option<f64>)> = (0..12)
        .map(|i| (i * DAY, 1500.0 + 20.0 * i as f64, Some(200.0 - 10.0 * i as f64)))
        .collect();
    // Every other game was on this server.
    let server: Vec<(i64, f64, Option<f64>)> = (0..6).map(|i| (2 * i * DAY, 1500.0 - 15.0 * i as f64, None)).collect();
    let series = [
        Series {
            label: "Everyone",
            colour: ink::GOLD,
            points: &global,
        },
        Series {
            label: "This server",
            colour: ink::HIGHLIGHT,
            points: &server,
        },
    ];
    let png = renderer()
        .rating_chart("alice", &series, &|games, days| format!("{games} games, {days} days"))
        .unwrap();
    let img = decode(&png);
    assert_eq!((img.width(), img.height()), (CHART_WIDTH, CHART_HEIGHT));
    let count = |want: Rgb| {
        (0..img.width())
            .flat_map(|x| (0..img.height()).map(move |y| (x, y)))
            .filter(|&(x, y)| close(rgb_at(&img, (x as f32, y as f32)), want, 12))
            .count()
    };
    assert!(count(ink::GOLD) > 500, "the global line");
    assert!(count(ink::HIGHLIGHT) > 300, "the server line");
    // With no games the chart still draws, and emoji in a name are dropped.
    assert!(renderer().rating_chart("nobody 🎲", &[], &|_, _| String::new()).is_ok());
}

/// The pixels of a PNG this crate wrote, checked to be indexed and of
/// `canvas`'s size.
fn indexed_pixels(png: &[u8], canvas: &zertz_render::Canvas) -> Vec<u8> {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(
        (info.width as usize, info.height as usize),
        (canvas.width, canvas.height)
    );
    assert_eq!(info.color_type, png::ColorType::Indexed);
    pixels
}

#[test]
fn boards_encoded_from_reused_bands_decode_to_their_exact_pixels() {
    // A whole real game, twice: the second time every band comes from the
    // cache, the first time most do after the opening. Each board is
    // painted band by band (only the bands not seen before) and must be
    // the board drawn whole; a canvas encoded by its pixels must be too.
    let record = RECORDS
        .lines()
        .filter_map(|l| zertz_rules::Record::parse(l).ok())
        .find(|r| r.moves.len() > 30 && r.replay().is_ok())
        .unwrap();
    let r = renderer();
    let mut first = Vec::new();
    for round in 0..2 {
        let mut g = Game::new(record.variant);
        for (i, m) in record.moves.iter().enumerate() {
            g.play_notation(m).unwrap();
            // Some rings highlighted, so the key must tell them apart.
            let highlights = if i % 3 == 0 {
                g.position().rings()
            } else {
                zertz_rules::SquareSet::EMPTY
            };
            let canvas = r.game_canvas(&g, ["alice", "bob"], highlights);
            let png = r.game_png_with(&g, ["alice", "bob"], highlights).unwrap();
            assert!(
                indexed_pixels(&png, &canvas) == canvas.pixels,
                "round {round}, move {i}: the painted bands differ"
            );
            let encoded = r.encode_png(&canvas).unwrap();
            assert!(
                indexed_pixels(&encoded, &canvas) == canvas.pixels,
                "round {round}, move {i}: the encoded canvas differs"
            );
            assert!(png.len() < 60_000, "move {i}: {} bytes", png.len());
            if round == 0 {
                first.push(png);
            } else {
                assert_eq!(png, first[i], "the same board encodes the same");
            }
        }
    }
}

/// The marks a move being chosen shows: the ring it would remove crossed
/// out, and the captures to choose from drawn as paths.
#[test]
fn crossed_rings_and_paths_are_drawn_where_asked() {
    let pos = Position::new(Variant::STANDARD);
    let board = pos.board();
    let paths = [vec![sq("d1"), sq("d3"), sq("d5")]];
    let scene = Scene {
        crossed: zertz_rules::SquareSet::EMPTY.with(sq("a1")),
        paths: &paths,
        ..Scene::new(&pos)
    };
    let img = decode(&renderer().png(&scene).unwrap());
    let plain = decode(&renderer().png(&Scene::new(&pos)).unwrap());
    let s = spacing(board);
    let (x, y) = renderer().square_centre(board, sq("a1"));
    let mark = rgb_at(&img, (x + 0.08 * s, y + 0.08 * s));
    assert!(close(mark, ink::RED, 60), "the crossed ring: {mark:?}");
    assert!(!close(rgb_at(&plain, (x + 0.08 * s, y + 0.08 * s)), ink::RED, 60));
    for hop in paths[0].windows(2) {
        let (a, b) = (
            renderer().square_centre(board, hop[0]),
            renderer().square_centre(board, hop[1]),
        );
        let on_path = (a.0 + (b.0 - a.0) * 0.3, a.1 + (b.1 - a.1) * 0.3);
        assert!(close(rgb_at(&img, on_path), ink::PATH, 40), "{hop:?}");
        assert!(!close(rgb_at(&plain, on_path), ink::PATH, 40), "{hop:?}");
    }
}

/// A card's words come from its labels: English ones draw the same
/// picture as the default, and others change only the rows that carry
/// words (the header, the panels and the pool's line), never the board;
/// the better move's board and the replay take them too.
#[test]
fn labels_change_the_words_and_nothing_else() {
    use zertz_render::Labels;
    let r = renderer();
    let mut game = Game::new(Variant::STANDARD);
    game.play_notation("Wd4,a1").unwrap();
    let names = ["alice", "bob"];
    let plain = decode(&r.game_png(&game, names).unwrap());
    let english = decode(&r.game_png_labelled(&game, names, Labels::english()).unwrap());
    assert!(plain == english, "English labels are the default");
    let german = Labels {
        header: "{variant} · {rings} Ringe · Zug {ply}".into(),
        to_move: "{name} ist am Zug".into(),
        each: "je {count}/{goal}".into(),
        pool: "Vorrat".into(),
        ..Labels::english().clone()
    };
    // The better move's board and the replay take the same words.
    let better = game.position().legal_moves()[0];
    assert_ne!(
        r.suggestion_png(&game, &better, names, Labels::english()).unwrap(),
        r.suggestion_png(&game, &better, names, &german).unwrap()
    );
    assert_ne!(
        r.gif(&game, names, Labels::english()).unwrap(),
        r.gif(&game, names, &german).unwrap()
    );
    let german = decode(&r.game_png_labelled(&game, names, &german).unwrap());
    let row = |img: &image::DynamicImage, y: u32| (0..WIDTH as u32).map(|x| img.get_pixel(x, y)).collect::<Vec<_>>();
    let changed: Vec<u32> = (0..HEIGHT as u32)
        .filter(|&y| row(&plain, y) != row(&german, y))
        .collect();
    assert!(!changed.is_empty(), "the words changed");
    // The board's area: from under the header's rule to above the panels.
    let board = 76..712;
    assert!(
        changed.iter().all(|y| !board.contains(y)),
        "a board row changed: {changed:?}"
    );
}

#[test]
fn a_board_framed_around_all_its_rings_is_the_board_and_a_small_one_is_drawn_larger() {
    use zertz_rules::{Counts, Player, PositionParts};
    let pos = Position::new(Variant::STANDARD);
    let all = pos.rings();
    let whole = renderer().canvas(&Scene::new(&pos));
    let framed = renderer().canvas(&Scene {
        frame: Some(all),
        ..Scene::new(&pos)
    });
    assert!(whole.pixels == framed.pixels, "the whole board framed is the board");

    // Seven rings round d4, as a lesson sets them: framed, d4's ring is
    // drawn where the whole board would put it, but larger, so the ring's
    // edge stands further from its centre.
    let seven = ["d4", "d3", "d5", "c3", "c4", "e4", "e5"]
        .into_iter()
        .fold(zertz_rules::SquareSet::EMPTY, |s, n| s.with(sq(n)));
    let small = Position::from_parts(PositionParts {
        variant: Variant::STANDARD,
        rings: seven,
        marbles: [zertz_rules::SquareSet::EMPTY; 3],
        pool: Variant::STANDARD.marbles.pool(),
        captured: [Counts::ZERO, Counts::ZERO],
        turn: Player::First,
    })
    .unwrap();
    let plain = decode(&renderer().png(&Scene::new(&small)).unwrap());
    let big = decode(
        &renderer()
            .png(&Scene {
                frame: Some(seven),
                ..Scene::new(&small)
            })
            .unwrap(),
    );
    assert_eq!((plain.width(), plain.height()), (big.width(), big.height()));
    // The whole board's a1 corner is empty once framed around d4's seven.
    let (x, y) = renderer().square_centre(Board::Rings37, sq("a1"));
    let corner = rgb_at(&big, (x, y));
    assert!(close(corner, ink::BG, 12), "a1's place: {corner:?}");
    // Count the ring-coloured pixels: seven rings framed cover more.
    let ring_pixels = |img: &image::DynamicImage| {
        let rgb = img.to_rgb8();
        rgb.pixels()
            .filter(|p| close([p[0], p[1], p[2]], ink::RING, 10))
            .count()
    };
    let (before, after) = (ring_pixels(&plain), ring_pixels(&big));
    assert!(after > 2 * before, "{before} ring pixels, {after} framed");
}
