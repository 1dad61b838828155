//! An indexed-colour canvas and the antialiased shapes drawn on it.

use crate::palette::{mix, Palette, Rgb};

/// A picture as palette indices, row by row.
#[derive(Clone)]
pub struct Canvas {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width * height` palette indices.
    pub pixels: Vec<u8>,
}

/// A prepared picture with coverage: drawn once, stamped many times.
pub struct Sprite {
    size: usize,
    /// Colour and coverage per pixel, `size * size`, centred.
    rgba: Vec<[u8; 4]>,
    /// The palette index of each fully covered pixel.
    solid: Vec<u8>,
}

impl Sprite {
    /// Renders a sprite of `size × size` pixels from a function of the
    /// offset from its centre, in pixels, giving colour and coverage. It
    /// stamps only after [`Sprite::prepare`].
    pub fn new(size: usize, f: impl Fn(f32, f32) -> ([u8; 3], f32)) -> Sprite {
        let c = size as f32 / 2.0;
        let mut rgba = Vec::with_capacity(size * size);
        for y in 0..size {
            for x in 0..size {
                let (rgb, cov) = f(x as f32 + 0.5 - c, y as f32 + 0.5 - c);
                let a = (cov.clamp(0.0, 1.0) * 255.0).round() as u8;
                rgba.push([rgb[0], rgb[1], rgb[2], a]);
            }
        }
        Sprite {
            size,
            rgba,
            solid: Vec::new(),
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

/// Coverage of a disc of radius `r` at distance `d` from its centre.
#[inline]
pub fn disc(d: f32, r: f32) -> f32 {
    (r + 0.5 - d).clamp(0.0, 1.0)
}

/// Coverage of an annulus between radii `inner` and `outer`.
#[inline]
pub fn annulus(d: f32, inner: f32, outer: f32) -> f32 {
    disc(d, outer).min(1.0 - disc(d, inner))
}

impl Canvas {
    /// A canvas filled with palette index `fill`.
    pub fn new(width: usize, height: usize, fill: u8) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![fill; width * height],
        }
    }

    /// Fills a rectangle with index `fill`, clipped to the canvas.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, fill: u8) {
        let (x0, y0) = (x.max(0) as usize, y.max(0) as usize);
        let x1 = ((x + w).max(0) as usize).min(self.width);
        let y1 = ((y + h).max(0) as usize).min(self.height);
        for row in y0..y1 {
            let start = row * self.width;
            if x0 < x1 {
                self.pixels[start + x0..start + x1].fill(fill);
            }
        }
    }

    /// Blends colour `rgb` with coverage `a` (0..=255) over pixel (x, y).
    #[inline]
    pub fn blend(&mut self, palette: &Palette, x: i32, y: i32, rgb: Rgb, a: u8) {
        if a == 0 || x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return;
        }
        let i = y as usize * self.width + x as usize;
        self.pixels[i] = if a == 255 {
            palette.index(rgb)
        } else {
            palette.index(mix(palette.colour(self.pixels[i]), rgb, a))
        };
    }

    /// Stamps `sprite` centred on (cx, cy).
    pub fn stamp(&mut self, palette: &Palette, sprite: &Sprite, cx: i32, cy: i32) {
        let half = (sprite.size / 2) as i32;
        for sy in 0..sprite.size {
            let y = cy - half + sy as i32;
            if y < 0 || y as usize >= self.height {
                continue;
            }
            let row = y as usize * self.width;
            for sx in 0..sprite.size {
                let x = cx - half + sx as i32;
                if x < 0 || x as usize >= self.width {
                    continue;
                }
                let k = sy * sprite.size + sx;
                let p = sprite.rgba[k];
                match p[3] {
                    0 => {}
                    255 => {
                        self.pixels[row + x as usize] = match sprite.solid.get(k) {
                            Some(&i) => i,
                            None => palette.index([p[0], p[1], p[2]]),
                        }
                    }
                    a => {
                        let under = palette.colour(self.pixels[row + x as usize]);
                        self.pixels[row + x as usize] = palette.index(mix(under, [p[0], p[1], p[2]], a));
                    }
                }
            }
        }
    }

    /// An antialiased line of width `w` with round ends, from a to b.
    pub fn line(&mut self, palette: &Palette, a: (f32, f32), b: (f32, f32), w: f32, rgb: Rgb) {
        let r = w / 2.0;
        let (minx, maxx) = (a.0.min(b.0) - r - 1.0, a.0.max(b.0) + r + 1.0);
        let (miny, maxy) = (a.1.min(b.1) - r - 1.0, a.1.max(b.1) + r + 1.0);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        for y in miny.floor() as i32..=maxy.ceil() as i32 {
            for x in minx.floor() as i32..=maxx.ceil() as i32 {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let t = (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0);
                let (qx, qy) = (a.0 + t * dx - px, a.1 + t * dy - py);
                let cov = disc((qx * qx + qy * qy).sqrt(), r);
                self.blend(palette, x, y, rgb, (cov * 255.0) as u8);
            }
        }
    }

    /// The RGB colour at (x, y).
    pub fn rgb_at(&self, palette: &Palette, x: usize, y: usize) -> Rgb {
        palette.colour(self.pixels[y * self.width + x])
    }
}
