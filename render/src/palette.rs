//! The 256-colour palette every picture uses, and a lookup table from any
//! colour to its nearest palette entry.
//!
//! Pictures are drawn straight into palette indices (lila-gif's trick):
//! antialiasing blends two colours in RGB and looks the result up, so PNGs
//! are written indexed, without a quantisation pass per picture, and every
//! GIF frame shares one global palette.

use color_quant::NeuQuant;

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The colours of the picture.
pub mod ink {
    use super::Rgb;

    /// The card's background: dark, so it reads in both Discord themes.
    pub const BG: Rgb = [36, 39, 46];
    /// Player and pool panels.
    pub const PANEL: Rgb = [47, 51, 61];
    /// Main text.
    pub const TEXT: Rgb = [236, 238, 242];
    /// Secondary text and coordinates.
    pub const DIM: Rgb = [146, 153, 166];
    /// The ring's face.
    pub const RING: Rgb = [214, 204, 184];
    /// The ring's shaded edge.
    pub const RING_EDGE: Rgb = [138, 127, 108];
    /// The marble just placed, the player to move, the winner.
    pub const GOLD: Rgb = [246, 196, 64];
    /// A capture's path.
    pub const PATH: Rgb = [255, 122, 82];
    /// Captured marbles' spots.
    pub const RED: Rgb = [232, 72, 72];
    /// The ring just removed.
    pub const GHOST: Rgb = [240, 150, 70];
    /// Claimed groups.
    pub const CLAIM: Rgb = [178, 132, 246];
    /// Rings the bot asked to highlight.
    pub const HIGHLIGHT: Rgb = [64, 204, 214];
    /// Marble base colours: white, grey, black.
    pub const MARBLES: [Rgb; 3] = [[240, 240, 236], [138, 144, 154], [30, 30, 36]];
}

/// Bits per channel in the lookup table.
const LUT_BITS: u32 = 6;
const LUT_SIDE: usize = 1 << LUT_BITS;

/// A palette and its reverse lookup table.
pub struct Palette {
    colours: Vec<Rgb>,
    lut: Vec<u8>,
}

impl Palette {
    /// Trains a palette of 255 colours on `samples` (RGB triples) and
    /// fills the lookup table. `exact` colours are placed first and kept
    /// exactly, so flat areas (background, text) are not shifted. Index
    /// [`Palette::TRANSPARENT`] is never drawn: GIF frames use it for
    /// pixels that did not change.
    pub fn train(exact: &[Rgb], samples: &[Rgb]) -> Palette {
        let trained = Palette::TRANSPARENT as usize - exact.len();
        let rgba: Vec<u8> = samples.iter().flat_map(|c| [c[0], c[1], c[2], 255]).collect();
        let nq = NeuQuant::new(1, trained, &rgba);
        let mut colours: Vec<Rgb> = exact.to_vec();
        colours.extend(nq.color_map_rgb().chunks_exact(3).map(|c| [c[0], c[1], c[2]]));
        colours.truncate(Palette::TRANSPARENT as usize);
        let mut lut = vec![0u8; LUT_SIDE * LUT_SIDE * LUT_SIDE];
        let half = 1u32 << (7 - LUT_BITS);
        for (i, slot) in lut.iter_mut().enumerate() {
            let channel = |shift: u32| ((((i >> shift) & (LUT_SIDE - 1)) as u32) << (8 - LUT_BITS)) + half;
            let target = [channel(2 * LUT_BITS), channel(LUT_BITS), channel(0)];
            *slot = nearest(&colours, target);
        }
        // Exact colours look themselves up exactly.
        for (i, c) in exact.iter().enumerate() {
            lut[Palette::key(*c)] = i as u8;
        }
        colours.resize(256, [255, 0, 255]);
        Palette { colours, lut }
    }

    /// The index no drawing uses.
    pub const TRANSPARENT: u8 = 255;

    fn key(c: Rgb) -> usize {
        let s = 8 - LUT_BITS;
        ((c[0] as usize >> s) << (2 * LUT_BITS)) | ((c[1] as usize >> s) << LUT_BITS) | (c[2] as usize >> s)
    }

    /// The index of the palette colour nearest to `c`.
    #[inline]
    pub fn index(&self, c: Rgb) -> u8 {
        self.lut[Palette::key(c)]
    }

    /// The colour of index `i`.
    #[inline]
    pub fn colour(&self, i: u8) -> Rgb {
        self.colours.get(i as usize).copied().unwrap_or([0; 3])
    }

    /// The palette as `r, g, b, r, g, b, …`, for PNG and GIF headers.
    pub fn rgb_bytes(&self) -> Vec<u8> {
        self.colours.iter().flatten().copied().collect()
    }

    /// Number of colours.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether the palette is empty (never, once trained).
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }
}

fn nearest(colours: &[Rgb], target: [u32; 3]) -> u8 {
    let mut best = (u32::MAX, 0u8);
    for (i, c) in colours.iter().enumerate() {
        let d = |a: u8, b: u32| (a as i32 - b as i32).unsigned_abs().pow(2);
        // Weighted roughly by the eye's sensitivity.
        let dist = 2 * d(c[0], target[0]) + 4 * d(c[1], target[1]) + 3 * d(c[2], target[2]);
        if dist < best.0 {
            best = (dist, i as u8);
        }
    }
    best.1
}

/// `a` blended towards `b` by `t` (0..=255).
#[inline]
pub fn mix(a: Rgb, b: Rgb, t: u8) -> Rgb {
    let t = t as u32;
    let m = |x: u8, y: u8| ((x as u32 * (255 - t) + y as u32 * t + 127) / 255) as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}
