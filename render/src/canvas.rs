//! An indexed-colour canvas: pictures are stamped straight into palette
//! indices from prepared sprites and text runs.

use image::GrayImage;

use crate::palette::{mix, Palette, Rgb};
use crate::sprite::Sprite;

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
    fn blend(&mut self, palette: &Palette, x: i32, y: i32, rgb: Rgb, a: u8) {
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

    /// Stamps `sprite` centred on (cx, cy): opaque runs are copied as
    /// prepared indices, partly covered pixels blended.
    pub fn stamp(&mut self, palette: &Palette, sprite: &Sprite, cx: i32, cy: i32) {
        let half = (sprite.size / 2) as i32;
        let prepared = sprite.solid.len() == sprite.rgba.len();
        for (sy, runs) in sprite.runs.iter().enumerate() {
            let y = cy - half + sy as i32;
            if y < 0 || y as usize >= self.height {
                continue;
            }
            let row = y as usize * self.width;
            let left = cx - half;
            for &(start, end, opaque) in runs {
                // Clip the run to the canvas.
                let x0 = (left + start as i32).max(0);
                let x1 = (left + end as i32).min(self.width as i32);
                if x0 >= x1 {
                    continue;
                }
                let k0 = sy * sprite.size + (x0 - left) as usize;
                let k1 = k0 + (x1 - x0) as usize;
                let out = &mut self.pixels[row + x0 as usize..row + x1 as usize];
                if opaque && prepared {
                    out.copy_from_slice(&sprite.solid[k0..k1]);
                    continue;
                }
                for (o, p) in out.iter_mut().zip(&sprite.rgba[k0..k1]) {
                    let rgb = [p[0], p[1], p[2]];
                    *o = if p[3] == 255 {
                        palette.index(rgb)
                    } else {
                        palette.index(mix(palette.colour(*o), rgb, p[3]))
                    };
                }
            }
        }
    }

    /// Paints `rgb` through `coverage` with its top-left at (left, top).
    pub fn stamp_coverage(&mut self, palette: &Palette, coverage: &GrayImage, left: i32, top: i32, rgb: Rgb) {
        for (x, y, a) in coverage.enumerate_pixels() {
            if a.0[0] > 0 {
                self.blend(palette, left + x as i32, top + y as i32, rgb, a.0[0]);
            }
        }
    }
}
