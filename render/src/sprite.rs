//! Sprites: small pictures with coverage, drawn once with `imageproc` at
//! four times their size and scaled down with `image`, then stamped into
//! palette canvases many times.

use std::sync::atomic::{AtomicU32, Ordering};

use image::imageops;
use image::{Rgba, RgbaImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut};
use imageproc::filter::gaussian_blur_f32;
use imageproc::point::Point;

use crate::palette::{mix, Palette, Rgb};

/// How much larger shapes are drawn before scaling down: imageproc's
/// circles and polygons are not antialiased, their 4× versions scaled
/// down are.
const SCALE: f32 = 4.0;

/// A prepared picture with coverage: drawn once, stamped many times.
pub struct Sprite {
    /// Unique in the process: what a band's key knows the sprite by.
    pub(crate) id: u32,
    /// Width and height in pixels (odd, so the centre is a pixel).
    pub(crate) size: usize,
    /// Colour and coverage per pixel, `size * size`, centred.
    pub(crate) rgba: Vec<[u8; 4]>,
    /// The palette index of each pixel, once prepared.
    pub(crate) solid: Vec<u8>,
    /// For each row, its runs of pixels to draw: columns from `.0` to
    /// before `.1`, all opaque (`.2`, copied as indices) or all partly
    /// covered (blended). Transparent pixels are in no run.
    pub(crate) runs: Vec<Vec<(usize, usize, bool)>>,
    /// The rows that have any runs.
    pub(crate) inked: std::ops::Range<usize>,
}

impl Sprite {
    /// A sprite of `size × size` pixels (rounded up to odd) drawn by `draw`
    /// on a 4× canvas whose centre is `(0, 0)`. The canvas starts
    /// transparent in colour `edge`, the colour the shape's rim fades
    /// from, so scaling down never darkens an edge.
    pub fn draw(size: f32, edge: Rgb, draw: impl FnOnce(&mut Pen)) -> Sprite {
        let size = (size.ceil() as u32) | 1;
        let big = (size as f32 * SCALE) as u32;
        let mut pen = Pen {
            image: RgbaImage::from_pixel(big, big, Rgba([edge[0], edge[1], edge[2], 0])),
            centre: big as f32 / 2.0,
        };
        draw(&mut pen);
        // An area average (box filter): edges stay one pixel wide.
        let small = imageops::thumbnail(&pen.image, size, size);
        let size = size as usize;
        let rgba: Vec<[u8; 4]> = small.pixels().map(|p| p.0).collect();
        let runs: Vec<_> = rgba.chunks(size).map(runs_of).collect();
        let first = runs.iter().position(|r| !r.is_empty()).unwrap_or(0);
        let end = runs.iter().rposition(|r| !r.is_empty()).map_or(first, |last| last + 1);
        // Sprites are made at start, a few dozen per renderer.
        static NEXT: AtomicU32 = AtomicU32::new(0);
        Sprite {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            size,
            rgba,
            solid: Vec::new(),
            runs,
            inked: first..end,
        }
    }

    /// Looks up the palette index of every pixel, once the palette exists.
    pub fn prepare(&mut self, palette: &Palette) {
        self.solid = self.rgba.iter().map(|p| palette.index([p[0], p[1], p[2]])).collect();
    }

    /// Every colour the sprite can put on `under`, for palette training.
    pub fn samples_over(&self, under: Rgb, out: &mut Vec<Rgb>) {
        for p in &self.rgba {
            if p[3] > 0 {
                out.push(mix(under, [p[0], p[1], p[2]], p[3]));
            }
        }
    }
}

/// A row's runs of opaque and of partly covered pixels.
fn runs_of(row: &[[u8; 4]]) -> Vec<(usize, usize, bool)> {
    let mut runs: Vec<(usize, usize, bool)> = Vec::new();
    for (x, p) in row.iter().enumerate() {
        if p[3] == 0 {
            continue;
        }
        let opaque = p[3] == 255;
        match runs.last_mut() {
            Some(run) if run.1 == x && run.2 == opaque => run.1 = x + 1,
            _ => runs.push((x, x + 1, opaque)),
        }
    }
    runs
}

/// Draws on a sprite's 4× canvas in sprite pixels, centred on `(0, 0)`.
pub struct Pen {
    image: RgbaImage,
    centre: f32,
}

/// A colour with coverage.
pub fn rgba(rgb: Rgb, alpha: f32) -> Rgba<u8> {
    Rgba([rgb[0], rgb[1], rgb[2], (alpha.clamp(0.0, 1.0) * 255.0).round() as u8])
}

impl Pen {
    fn at(&self, (x, y): (f32, f32)) -> (i32, i32) {
        (
            (self.centre + x * SCALE).round() as i32,
            (self.centre + y * SCALE).round() as i32,
        )
    }

    /// A filled disc of radius `r` around `c`, replacing what is under it.
    pub fn disc(&mut self, c: (f32, f32), r: f32, colour: Rgba<u8>) {
        let centre = self.at(c);
        draw_filled_circle_mut(&mut self.image, centre, (r * SCALE).round() as i32, colour);
    }

    /// A filled polygon, replacing what is under it.
    pub fn polygon(&mut self, points: &[(f32, f32)], colour: Rgba<u8>) {
        let points: Vec<Point<i32>> = points
            .iter()
            .map(|&p| {
                let (x, y) = self.at(p);
                Point::new(x, y)
            })
            .collect();
        // imageproc wants an open polygon of distinct points.
        if points.len() >= 3 && points.first() != points.last() {
            draw_polygon_mut(&mut self.image, &points, colour);
        }
    }

    /// A line of width `w` with round ends.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), w: f32, colour: Rgba<u8>) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (nx, ny) = (-dy / len * w / 2.0, dx / len * w / 2.0);
        self.polygon(
            &[
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ],
            colour,
        );
        self.disc(a, w / 2.0, colour);
        self.disc(b, w / 2.0, colour);
    }

    /// Lays `layer` (drawn with its own pen) over this one, blending by
    /// its coverage after a Gaussian blur of `blur` sprite pixels.
    pub fn overlay(&mut self, blur: f32, draw: impl FnOnce(&mut Pen), clear: Rgb) {
        let size = self.image.width();
        let mut layer = Pen {
            image: RgbaImage::from_pixel(size, size, Rgba([clear[0], clear[1], clear[2], 0])),
            centre: self.centre,
        };
        draw(&mut layer);
        let layer = if blur > 0.0 {
            gaussian_blur_f32(&layer.image, blur * SCALE)
        } else {
            layer.image
        };
        imageops::overlay(&mut self.image, &layer, 0, 0);
    }

    /// Keeps only what lies inside the disc of radius `r` around the
    /// centre, drawn as a mask with imageproc.
    pub fn clip_to_disc(&mut self, r: f32) {
        let size = self.image.width();
        let mut mask = image::GrayImage::new(size, size);
        let centre = self.at((0.0, 0.0));
        draw_filled_circle_mut(&mut mask, centre, (r * SCALE).round() as i32, image::Luma([255]));
        for (p, m) in self.image.pixels_mut().zip(mask.pixels()) {
            p.0[3] = p.0[3].min(m.0[0]);
        }
    }
}
