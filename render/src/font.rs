//! Text: DejaVu Sans, vendored. Each glyph is drawn with imageproc's
//! `draw_text_mut`, once for printable ASCII at start and on demand for
//! the rest, and runs are set glyph by glyph at whole pixels with the
//! font's advances and kerning: a letter then looks the same wherever it
//! stands, so pictures repeat themselves and compress well.

use std::collections::HashMap;

use ab_glyph::{Font as _, FontRef, GlyphId, PxScale, ScaleFont as _};
use image::{GrayImage, Luma};
use imageproc::drawing::draw_text_mut;

use crate::canvas::Canvas;
use crate::palette::{Palette, Rgb};

static REGULAR: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

/// Regular or bold.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// A text style: weight and pixel size.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Style {
    /// Regular or bold.
    pub weight: Weight,
    /// Size in pixels.
    pub size: u16,
}

impl Style {
    /// Bold text `size` pixels high.
    pub const fn bold(size: u16) -> Style {
        Style {
            weight: Weight::Bold,
            size,
        }
    }

    /// Regular text `size` pixels high.
    pub const fn regular(size: u16) -> Style {
        Style {
            weight: Weight::Regular,
            size,
        }
    }

    fn scale(self) -> PxScale {
        PxScale::from(f32::from(self.size))
    }

    /// Room around a glyph's line box for overhanging outlines.
    fn pad(self) -> i32 {
        i32::from(self.size) / 2
    }
}

/// Shades of coverage a glyph is drawn in, none and full included. Four
/// look the same as 256 at the pictures' size (`docs/text-shades.png`)
/// and leave text far fewer distinct pixels: over the `standard` boards of
/// 60 real games, 46.0 KB a board as the bot encodes them against 48.2,
/// and 17.9 KB against 20.5 compressed whole at zlib's level 6.
const TEXT_SHADES: u16 = 4;

/// `coverage` rounded to the nearest of [`TEXT_SHADES`] even steps.
fn shaded(coverage: u8) -> u8 {
    let steps = TEXT_SHADES - 1;
    let step = (u16::from(coverage) * steps + 127) / 255;
    u8::try_from(step * 255 / steps).unwrap_or(u8::MAX)
}

/// One glyph's coverage, cropped to its ink, and where that starts from
/// the top-left of the glyph's line box.
struct Glyph {
    coverage: GrayImage,
    offset: (i32, i32),
}

/// The fonts and their prepared glyphs.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    glyphs: HashMap<(Style, char), Glyph>,
}

/// The vendored fonts failed to load (never, short of a corrupt build).
#[derive(Debug, thiserror::Error)]
#[error("the vendored DejaVu font could not be read: {0}")]
pub struct FontError(String);

impl Fonts {
    /// Loads the fonts and draws printable ASCII in `styles`.
    pub fn new(styles: &[Style]) -> Result<Fonts, FontError> {
        let load = |bytes| FontRef::try_from_slice(bytes).map_err(|e| FontError(e.to_string()));
        let mut fonts = Fonts {
            regular: load(REGULAR)?,
            bold: load(BOLD)?,
            glyphs: HashMap::new(),
        };
        for &style in styles {
            for c in (' '..='~').chain("ÈÉ·…–×".chars()) {
                let g = fonts.draw_glyph(style, c);
                fonts.glyphs.insert((style, c), g);
            }
        }
        Ok(fonts)
    }

    pub(crate) fn font(&self, weight: Weight) -> &FontRef<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// Whether the font has a glyph for `c` (DejaVu has no emoji).
    pub fn has(&self, c: char) -> bool {
        self.regular.glyph_id(c).0 != 0
    }

    /// The coverage of `c` as the font gives it, in its line box with
    /// [`Style::pad`] around it.
    fn exact_coverage(&self, style: Style, c: char) -> GrayImage {
        let font = self.font(style.weight);
        let advance = font.as_scaled(style.scale()).h_advance(font.glyph_id(c));
        let pad = style.pad();
        let w = advance.ceil() as u32 + 2 * pad as u32;
        let h = u32::from(style.size) * 3 / 2 + 2 * pad as u32;
        let mut coverage = GrayImage::new(w, h);
        let mut buf = [0u8; 4];
        draw_text_mut(
            &mut coverage,
            Luma([255]),
            pad,
            pad,
            style.scale(),
            font,
            c.encode_utf8(&mut buf),
        );
        coverage
    }

    fn draw_glyph(&self, style: Style, c: char) -> Glyph {
        let mut coverage = self.exact_coverage(style, c);
        let ((w, h), pad) = (coverage.dimensions(), style.pad());
        for p in coverage.pixels_mut() {
            p.0[0] = shaded(p.0[0]);
        }
        // Keep only the ink, so stamping skips the empty margin.
        let inked = coverage.enumerate_pixels().filter(|(_, _, p)| p.0[0] > 0);
        let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
        for (x, y, _) in inked {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        if x0 > x1 {
            return Glyph {
                coverage: GrayImage::new(0, 0),
                offset: (0, 0),
            };
        }
        let ink = image::imageops::crop_imm(&coverage, x0, y0, x1 - x0 + 1, y1 - y0 + 1).to_image();
        Glyph {
            coverage: ink,
            offset: (x0 as i32 - pad, y0 as i32 - pad),
        }
    }

    /// Where each glyph of `text` starts, in whole pixels from the pen,
    /// and where the pen ends.
    fn layout(&self, style: Style, text: &str) -> (Vec<(char, i32)>, f32) {
        let font = self.font(style.weight);
        let scaled = font.as_scaled(style.scale());
        let mut pen = 0.0f32;
        let mut prev: Option<GlyphId> = None;
        let mut placed = Vec::with_capacity(text.len());
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                pen += scaled.kern(p, id);
            }
            placed.push((c, pen.round() as i32));
            pen += scaled.h_advance(id);
            prev = Some(id);
        }
        (placed, pen)
    }

    /// The width of `text` in pixels.
    pub fn width(&self, style: Style, text: &str) -> f32 {
        self.layout(style, text).1
    }

    /// `text` without characters the font lacks, cut with an ellipsis to
    /// fit `max_width` pixels.
    pub fn fit(&self, style: Style, text: &str, max_width: f32) -> String {
        let clean: String = text
            .chars()
            .filter(|&c| !c.is_control() && self.has(c))
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if self.width(style, &clean) <= max_width {
            return clean;
        }
        let room = max_width - self.width(style, "…");
        let mut out = String::new();
        for c in clean.chars() {
            out.push(c);
            if self.width(style, &out) > room {
                out.pop();
                break;
            }
        }
        out.truncate(out.trim_end().len());
        out.push('…');
        out
    }

    /// The top row of the line box of text with its baseline on row `y`.
    fn line_top(&self, style: Style, y: i32) -> i32 {
        y - self.font(style.weight).as_scaled(style.scale()).ascent().round() as i32
    }

    /// The rows that `text` with its baseline on row `y` inks: a glyph
    /// not prepared counts as its whole line box and the room around it.
    pub(crate) fn rows(&self, style: Style, text: &str, y: i32) -> std::ops::Range<i32> {
        let top = self.line_top(style, y);
        let (mut first, mut end) = (i32::MAX, i32::MIN);
        for c in text.chars() {
            let (from, to) = match self.glyphs.get(&(style, c)) {
                Some(g) if g.coverage.height() == 0 => continue,
                Some(g) => (g.offset.1, g.offset.1 + g.coverage.height() as i32),
                None => (-style.pad(), i32::from(style.size) * 3 / 2 + style.pad()),
            };
            (first, end) = (first.min(top + from), end.max(top + to));
        }
        if first > end {
            return top..top;
        }
        first..end
    }

    /// Draws `text` with its baseline starting at `(x, y)`; returns the pen
    /// position after it.
    pub fn draw(
        &self,
        canvas: &mut Canvas,
        palette: &Palette,
        style: Style,
        text: &str,
        (x, y): (f32, i32),
        rgb: Rgb,
    ) -> f32 {
        let top = self.line_top(style, y);
        let (placed, end) = self.layout(style, text);
        let mut stamp = |g: &Glyph, left: i32| {
            canvas.stamp_coverage(palette, &g.coverage, left + g.offset.0, top + g.offset.1, rgb);
        };
        for (c, dx) in placed {
            let left = x.round() as i32 + dx;
            match self.glyphs.get(&(style, c)) {
                Some(g) => stamp(g, left),
                None => stamp(&self.draw_glyph(style, c), left),
            }
        }
        x + end
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// Every level of coverage goes to the nearest of four even shades,
    /// so no pixel of a glyph moves by more than a sixth of the way from
    /// the background to the ink; none and full stay as they are.
    #[test]
    fn coverage_is_rounded_to_the_nearest_of_four_shades() {
        let levels: std::collections::BTreeSet<u8> = (0..=255).map(shaded).collect();
        assert_eq!(levels.into_iter().collect::<Vec<_>>(), [0, 85, 170, 255]);
        for c in 0..=255u8 {
            assert!(shaded(c).abs_diff(c) <= 43, "{c} drawn as {}", shaded(c));
        }
        assert_eq!((shaded(0), shaded(255)), (0, 255));
    }

    /// Text drawn in four shades keeps its ink where the exact coverage
    /// has it, and its weight: every pixel within a sixth of the way from
    /// the background to the ink, and the whole line within 2% of the ink.
    #[test]
    fn text_in_four_shades_keeps_its_shape_and_weight() {
        let fonts = Fonts::new(&[]).unwrap();
        for style in [Style::bold(28), Style::regular(19)] {
            let (mut drawn_weight, mut exact_weight) = (0u64, 0u64);
            for c in "ZÈRTZ standard · 37 rings · move 18 alice to move each 0/3 Pool".chars() {
                let drawn = fonts.draw_glyph(style, c);
                let exact = fonts.exact_coverage(style, c);
                let pad = style.pad();
                let weight = |g: &GrayImage| g.pixels().map(|p| u64::from(p.0[0])).sum::<u64>();
                (drawn_weight, exact_weight) = (drawn_weight + weight(&drawn.coverage), exact_weight + weight(&exact));
                assert!(
                    drawn.coverage.pixels().all(|p| [0, 85, 170, 255].contains(&p.0[0])),
                    "{c:?} in {style:?} has a shade between the four"
                );
                for (x, y, p) in drawn.coverage.enumerate_pixels() {
                    let (ex, ey) = (
                        (x as i32 + drawn.offset.0 + pad) as u32,
                        (y as i32 + drawn.offset.1 + pad) as u32,
                    );
                    let e = exact.get_pixel(ex, ey).0[0];
                    assert!(p.0[0].abs_diff(e) <= 43, "{c:?} at ({x}, {y}): {} against {e}", p.0[0]);
                }
            }
            let diff = drawn_weight.abs_diff(exact_weight);
            assert!(diff * 100 <= 2 * exact_weight, "{style:?}: {diff} of {exact_weight}");
        }
    }
}
