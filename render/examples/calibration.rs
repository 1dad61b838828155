//! Draws the win-chance model's calibration chart from the CSV that
//! `zertz-ai`'s `fit_win_chance` example writes: `cargo run --release -p
//! zertz-render --example calibration -- docs/win-chance-calibration.csv
//! docs/win-chance-calibration.png`. Predicted chance across, share of
//! games won up; a perfect model lies on the diagonal.
#![allow(missing_docs, clippy::unwrap_used)]

use image::{Rgba, RgbaImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_line_segment_mut};
use zertz_render::ink;

const SIDE: u32 = 600;
const MARGIN: f32 = 50.0;

fn main() {
    let mut args = std::env::args().skip(1);
    let (csv, png) = (args.next().unwrap(), args.next().unwrap());
    let text = std::fs::read_to_string(csv).unwrap();
    let rgba = |c: [u8; 3]| Rgba([c[0], c[1], c[2], 255]);
    let mut img = RgbaImage::from_pixel(SIDE, SIDE, rgba(ink::BG));
    let span = SIDE as f32 - 2.0 * MARGIN;
    let at = |p: f32, w: f32| (MARGIN + p * span, SIDE as f32 - MARGIN - w * span);
    for i in 0..=10 {
        let t = i as f32 / 10.0;
        draw_line_segment_mut(&mut img, at(t, 0.0), at(t, 1.0), rgba(ink::PANEL));
        draw_line_segment_mut(&mut img, at(0.0, t), at(1.0, t), rgba(ink::PANEL));
    }
    draw_line_segment_mut(&mut img, at(0.0, 0.0), at(1.0, 1.0), rgba(ink::DIM));
    let points: Vec<(f32, f32, f32)> = text
        .lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<f32> = l.split(',').filter_map(|x| x.parse().ok()).collect();
            (f.len() == 4).then(|| (f[1], f[2], f[3]))
        })
        .collect();
    let most = points.iter().map(|p| p.2).fold(1.0, f32::max);
    for w in points.windows(2) {
        draw_line_segment_mut(&mut img, at(w[0].0, w[0].1), at(w[1].0, w[1].1), rgba(ink::GOLD));
    }
    for &(p, won, n) in &points {
        let (x, y) = at(p, won);
        let r = 4.0 + 10.0 * (n / most).sqrt();
        draw_filled_circle_mut(&mut img, (x as i32, y as i32), r as i32, rgba(ink::GOLD));
    }
    img.save(png).unwrap();
}
