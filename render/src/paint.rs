//! A picture as the steps that paint it over its background, kept so that
//! it can be drawn whole (a GIF frame) or one band of rows at a time (a
//! PNG), and so a band is known by the steps that reach it: a band whose
//! steps were all seen before is neither drawn nor compressed again.

use std::borrow::Cow;
use std::ops::Range;

use crate::bands::Bands;
use crate::canvas::Canvas;
use crate::font::{Fonts, Style};
use crate::palette::{Palette, Rgb};
use crate::sprite::Sprite;

/// One thing painted.
enum Paint<'a> {
    /// A sprite centred on a pixel.
    Sprite(&'a Sprite, i32, i32),
    /// Text with its baseline starting at a point.
    Text {
        style: Style,
        text: String,
        at: (f32, i32),
        rgb: Rgb,
    },
}

/// A thing painted and the rows it can touch.
struct Step<'a> {
    rows: Range<i32>,
    paint: Paint<'a>,
}

/// The steps of a picture, in order, over its background.
pub(crate) struct Painting<'a> {
    palette: &'a Palette,
    fonts: &'a Fonts,
    background: &'a Canvas,
    /// Which background it is, for the bands' keys.
    background_id: u8,
    /// Where its PNG bands end, from the layout.
    cuts: &'a [usize],
    steps: Vec<Step<'a>>,
}

impl<'a> Painting<'a> {
    /// Nothing painted yet over `background`, known as `background_id`,
    /// to be encoded in bands ending at `cuts`.
    pub(crate) fn new(
        palette: &'a Palette,
        fonts: &'a Fonts,
        (background, background_id): (&'a Canvas, u8),
        cuts: &'a [usize],
    ) -> Self {
        Painting {
            palette,
            fonts,
            background,
            background_id,
            cuts,
            steps: Vec::with_capacity(128),
        }
    }

    /// Stamps `sprite` centred on (x, y).
    pub(crate) fn sprite(&mut self, sprite: &'a Sprite, x: i32, y: i32) {
        let top = y - (sprite.size / 2) as i32;
        self.steps.push(Step {
            rows: top + sprite.inked.start as i32..top + sprite.inked.end as i32,
            paint: Paint::Sprite(sprite, x, y),
        });
    }

    /// Writes `text` with its baseline starting at `at`.
    pub(crate) fn text(&mut self, style: Style, text: &str, at: (f32, i32), rgb: Rgb) {
        self.steps.push(Step {
            rows: self.fonts.rows(style, text, at.1),
            paint: Paint::Text {
                style,
                text: text.to_owned(),
                at,
                rgb,
            },
        });
    }

    /// The width of `text` in `style`, in pixels.
    pub(crate) fn width(&self, style: Style, text: &str) -> f32 {
        self.fonts.width(style, text)
    }

    /// The whole picture.
    pub(crate) fn canvas(&self) -> Canvas {
        let mut canvas = self.background.clone();
        self.paint(&mut canvas, 0);
        canvas
    }

    /// Paints onto `canvas`, which holds the background's rows from `top`
    /// on, every step that reaches them.
    fn paint(&self, canvas: &mut Canvas, top: i32) {
        let rows = top..top + canvas.height as i32;
        for step in self.reaching(rows) {
            match &step.paint {
                Paint::Sprite(sprite, x, y) => canvas.stamp(self.palette, sprite, *x, y - top),
                Paint::Text { style, text, at, rgb } => {
                    self.fonts
                        .draw(canvas, self.palette, *style, text, (at.0, at.1 - top), *rgb);
                }
            }
        }
    }

    fn reaching(&self, rows: Range<i32>) -> impl Iterator<Item = &Step<'a>> {
        self.steps
            .iter()
            .filter(move |s| s.rows.start < rows.end && rows.start < s.rows.end)
    }
}

impl Bands for Painting<'_> {
    fn size(&self) -> (usize, usize) {
        (self.background.width, self.background.height)
    }

    /// The hash of the background and the steps that reach `rows`: all
    /// that decides their pixels.
    fn key(&self, rows: Range<usize>) -> u128 {
        let rows = rows.start as i32..rows.end as i32;
        let mut bytes = Vec::with_capacity(512);
        bytes.push(self.background_id);
        bytes.extend_from_slice(&rows.start.to_le_bytes());
        bytes.extend_from_slice(&rows.end.to_le_bytes());
        for step in self.reaching(rows) {
            match &step.paint {
                Paint::Sprite(sprite, x, y) => {
                    bytes.push(0);
                    for n in [sprite.id as i32, *x, *y] {
                        bytes.extend_from_slice(&n.to_le_bytes());
                    }
                }
                Paint::Text { style, text, at, rgb } => {
                    bytes.push(1);
                    bytes.push(style.weight as u8);
                    bytes.extend_from_slice(&style.size.to_le_bytes());
                    bytes.extend_from_slice(rgb);
                    bytes.extend_from_slice(&at.0.to_bits().to_le_bytes());
                    bytes.extend_from_slice(&at.1.to_le_bytes());
                    bytes.extend_from_slice(&text.len().to_le_bytes());
                    bytes.extend_from_slice(text.as_bytes());
                }
            }
        }
        // Seeded ("paint") apart from the keys of canvases hashed by their
        // pixels.
        xxhash_rust::xxh3::xxh3_128_with_seed(&bytes, 0x0070_6169_6e74)
    }

    fn pixels(&self, rows: Range<usize>) -> Cow<'_, [u8]> {
        let width = self.background.width;
        let from = self.background.pixels.get(rows.start * width..rows.end * width);
        let mut band = Canvas {
            width,
            height: rows.len(),
            pixels: from.unwrap_or_default().to_vec(),
        };
        self.paint(&mut band, rows.start as i32);
        Cow::Owned(band.pixels)
    }

    fn cuts(&self) -> Cow<'_, [usize]> {
        Cow::Borrowed(self.cuts)
    }
}
