//! Text: DejaVu Sans, vendored, with the glyphs of printable ASCII
//! rasterised once per size; other characters are rasterised when drawn.

use std::collections::HashMap;

use ab_glyph::{Font as _, FontRef, PxScale, ScaleFont as _};

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

struct Glyph {
    /// Offset of the bitmap from the pen position on the baseline.
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
    advance: f32,
}

/// The fonts and the glyph cache.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    cache: HashMap<(Style, char), Glyph>,
}

/// The vendored fonts failed to load (never, short of a corrupt build).
#[derive(Debug, thiserror::Error)]
#[error("the vendored DejaVu font could not be read: {0}")]
pub struct FontError(String);

impl Fonts {
    /// Loads the fonts and rasterises printable ASCII in `styles`.
    pub fn new(styles: &[Style]) -> Result<Fonts, FontError> {
        let load = |bytes| FontRef::try_from_slice(bytes).map_err(|e| FontError(e.to_string()));
        let mut fonts = Fonts {
            regular: load(REGULAR)?,
            bold: load(BOLD)?,
            cache: HashMap::new(),
        };
        for &style in styles {
            for c in (' '..='~').chain("ÈÉ·…–×".chars()) {
                let g = fonts.rasterise(style, c);
                fonts.cache.insert((style, c), g);
            }
        }
        Ok(fonts)
    }

    fn font(&self, weight: Weight) -> &FontRef<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// Whether the font has a glyph for `c` (DejaVu has no emoji).
    pub fn has(&self, c: char) -> bool {
        self.regular.glyph_id(c).0 != 0
    }

    fn rasterise(&self, style: Style, c: char) -> Glyph {
        let font = self.font(style.weight);
        let scaled = font.as_scaled(PxScale::from(style.size as f32));
        let id = font.glyph_id(c);
        let advance = scaled.h_advance(id);
        let glyph = id.with_scale_and_position(PxScale::from(style.size as f32), ab_glyph::point(0.0, 0.0));
        match font.outline_glyph(glyph) {
            Some(outline) => {
                let b = outline.px_bounds();
                let width = b.width() as usize;
                let height = b.height() as usize;
                let mut coverage = vec![0u8; width * height];
                outline.draw(|x, y, v| {
                    if let Some(p) = coverage.get_mut(y as usize * width + x as usize) {
                        *p = (v.clamp(0.0, 1.0) * 255.0) as u8;
                    }
                });
                Glyph {
                    left: b.min.x as i32,
                    top: b.min.y as i32,
                    width,
                    coverage,
                    advance,
                }
            }
            None => Glyph {
                left: 0,
                top: 0,
                width: 0,
                coverage: Vec::new(),
                advance,
            },
        }
    }

    fn with_glyph<T>(&self, style: Style, c: char, f: impl FnOnce(&Glyph) -> T) -> T {
        match self.cache.get(&(style, c)) {
            Some(g) => f(g),
            None => f(&self.rasterise(style, c)),
        }
    }

    /// The width of `text` in pixels.
    pub fn width(&self, style: Style, text: &str) -> f32 {
        text.chars().map(|c| self.with_glyph(style, c, |g| g.advance)).sum()
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
        let mut used = 0.0;
        for c in clean.chars() {
            let w = self.width(style, c.encode_utf8(&mut [0; 4]));
            if used + w > room {
                break;
            }
            used += w;
            out.push(c);
        }
        out.truncate(out.trim_end().len());
        out.push('…');
        out
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
        let mut pen = x;
        for c in text.chars() {
            pen += self.with_glyph(style, c, |g| {
                let ox = pen.round() as i32 + g.left;
                let oy = y + g.top;
                for (i, &a) in g.coverage.iter().enumerate() {
                    if a > 0 && g.width > 0 {
                        canvas.blend(palette, ox + (i % g.width) as i32, oy + (i / g.width) as i32, rgb, a);
                    }
                }
                g.advance
            });
        }
        pen
    }
}
