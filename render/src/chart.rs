//! A rating-history chart in the card's colours, drawn with imageproc:
//! each series a line with its uncertainty band, over time.

use ab_glyph::PxScale;
use image::codecs::png::PngEncoder;
use image::{ImageEncoder, Rgba, RgbaImage};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_filled_circle_mut, draw_filled_rect_mut, draw_line_segment_mut,
    draw_polygon_mut, draw_text_mut, text_size,
};
use imageproc::pixelops::interpolate;
use imageproc::point::Point;
use imageproc::rect::Rect;

use crate::font::Weight;
use crate::palette::ink;
use crate::palette::Rgb;
use crate::picture::Assets;
use crate::RenderError;

/// Chart size in pixels.
pub const CHART_WIDTH: u32 = 800;
/// Chart height in pixels.
pub const CHART_HEIGHT: u32 = 400;

pub(crate) const LEFT: f32 = 70.0;
pub(crate) const RIGHT: f32 = 24.0;
pub(crate) const TOP: f32 = 64.0;
pub(crate) const BOTTOM: f32 = 40.0;
/// The first and second players' colours in charts.
pub(crate) const PLAYER_COLOURS: [Rgb; 2] = [ink::GOLD, ink::HIGHLIGHT];

/// A chart's words, in its reader's language: the title above it and the
/// caption under it.
#[derive(Clone, Copy, Debug)]
pub struct ChartWords<'a> {
    /// Above the chart, beside the legend.
    pub title: &'a str,
    /// Under it: what the lines show.
    pub caption: &'a str,
}

/// One line of the chart.
#[derive(Clone, Debug)]
pub struct Series<'a> {
    /// Shown in the legend.
    pub label: &'a str,
    /// The line's colour.
    pub colour: Rgb,
    /// When each rated game ended (Unix ms), the rating after it, and its
    /// deviation when known (the band is two deviations either side);
    /// oldest first.
    pub points: &'a [(i64, f64, Option<f64>)],
}

pub(crate) fn rgba(c: Rgb, a: u8) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], a])
}

/// [`crate::Renderer::rating_chart`], drawn with `assets`.
pub(crate) fn rating_chart(
    assets: &Assets,
    title: &str,
    series: &[Series],
    words: &dyn Fn(usize, i64) -> String,
) -> Result<Vec<u8>, RenderError> {
    let mut img = RgbaImage::from_pixel(CHART_WIDTH, CHART_HEIGHT, rgba(ink::BG, 255));
    let (lo, hi, games) = bounds(series);
    let (t0, t1) = span(series);
    let (w, h) = (CHART_WIDTH as f32 - LEFT - RIGHT, CHART_HEIGHT as f32 - TOP - BOTTOM);
    let x = |t: i64| {
        LEFT + if t1 > t0 {
            w * ((t - t0) as f64 / (t1 - t0) as f64) as f32
        } else {
            w / 2.0
        }
    };
    let y = |r: f64| TOP + h * (1.0 - ((r - lo) / (hi - lo)) as f32);
    // Grid: a line every 50 or 100 points, labelled on the left.
    let step = if hi - lo > 400.0 { 100.0 } else { 50.0 };
    let mut r = (lo / step).ceil() * step;
    while r <= hi {
        grid_line(assets, &mut img, y(r), LEFT + w, &format!("{r:.0}"));
        r += step;
    }
    for s in series {
        // The band, laid over the grid with its own coverage.
        let upper = s.points.iter().filter_map(|&(t, r, d)| Some((x(t), y(r + 2.0 * d?))));
        let lower = s.points.iter().filter_map(|&(t, r, d)| Some((x(t), y(r - 2.0 * d?))));
        let mut band: Vec<Point<i32>> = upper.map(|(a, b)| Point::new(a as i32, b as i32)).collect();
        let back: Vec<Point<i32>> = lower.map(|(a, b)| Point::new(a as i32, b as i32)).collect();
        band.extend(back.into_iter().rev());
        band.dedup();
        if band.len() >= 3 && band.first() != band.last() {
            let mut layer = RgbaImage::from_pixel(CHART_WIDTH, CHART_HEIGHT, rgba(s.colour, 0));
            draw_polygon_mut(&mut layer, &band, rgba(s.colour, 56));
            image::imageops::overlay(&mut img, &layer, 0, 0);
        }
        let colour = rgba(s.colour, 255);
        for pair in s.points.windows(2) {
            let (a, b) = ((x(pair[0].0), y(pair[0].1)), (x(pair[1].0), y(pair[1].1)));
            thick_line(&mut img, a, b, colour);
        }
        for &(t, r, _) in s.points {
            draw_filled_circle_mut(&mut img, (x(t) as i32, y(r) as i32), 3, colour);
        }
    }
    let legend: Vec<(&str, Rgb)> = series.iter().map(|s| (s.label, s.colour)).collect();
    heading(assets, &mut img, title, &legend);
    let days = (t1 - t0) / 86_400_000;
    caption(assets, &mut img, &words(games, days));
    encode(&img)
}

/// A horizontal grid line at `y` from the left margin to `right`,
/// labelled on the left.
pub(crate) fn grid_line(assets: &Assets, img: &mut RgbaImage, y: f32, right: f32, label: &str) {
    let regular = assets.fonts.font(Weight::Regular);
    draw_line_segment_mut(img, (LEFT, y), (right, y), rgba(ink::PANEL, 255));
    let (tw, _) = text_size(PxScale::from(16.0), regular, label);
    draw_text_mut(
        img,
        rgba(ink::DIM, 255),
        LEFT as i32 - 10 - tw as i32,
        y as i32 - 9,
        PxScale::from(16.0),
        regular,
        label,
    );
}

/// The title, and the two players' labels in their colours.
pub(crate) fn players_heading(assets: &Assets, img: &mut RgbaImage, title: &str, labels: &[String; 2]) {
    let legend = [
        (labels[0].as_str(), PLAYER_COLOURS[0]),
        (labels[1].as_str(), PLAYER_COLOURS[1]),
    ];
    heading(assets, img, title, &legend);
}

/// The title on the left and the legend right-aligned on its line.
pub(crate) fn heading(assets: &Assets, img: &mut RgbaImage, title: &str, legend: &[(&str, Rgb)]) {
    let fonts = &assets.fonts;
    let (regular, bold) = (fonts.font(Weight::Regular), fonts.font(Weight::Bold));
    // Characters the font lacks (emoji) are left out, as on the board.
    let drawable = |s: &str| -> String { s.chars().filter(|&c| !c.is_control() && fonts.has(c)).collect() };
    let title: String = drawable(title).chars().take(40).collect();
    draw_text_mut(img, rgba(ink::TEXT, 255), 24, 16, PxScale::from(24.0), bold, &title);
    let mut right = img.width() as i32 - 24;
    for &(label, colour) in legend.iter().rev() {
        let label = drawable(label);
        let (tw, _) = text_size(PxScale::from(18.0), regular, &label);
        right -= tw as i32;
        draw_text_mut(
            img,
            rgba(ink::TEXT, 255),
            right,
            20,
            PxScale::from(18.0),
            regular,
            &label,
        );
        right -= 22;
        draw_filled_rect_mut(img, Rect::at(right, 24).of_size(14, 14), rgba(colour, 255));
        right -= 24;
    }
}

/// A caption under the plot, in dim text.
pub(crate) fn caption(assets: &Assets, img: &mut RgbaImage, text: &str) {
    let regular = assets.fonts.font(Weight::Regular);
    let y = img.height() as i32 - 30;
    draw_text_mut(
        img,
        rgba(ink::DIM, 255),
        LEFT as i32,
        y,
        PxScale::from(16.0),
        regular,
        text,
    );
}

/// A line three strokes thick, so it reads at half size.
pub(crate) fn thick_line(img: &mut RgbaImage, a: (f32, f32), b: (f32, f32), colour: Rgba<u8>) {
    for dy in [-1, 0, 1] {
        draw_antialiased_line_segment_mut(
            img,
            (a.0 as i32, a.1 as i32 + dy),
            (b.0 as i32, b.1 as i32 + dy),
            colour,
            interpolate,
        );
    }
}

/// The chart as an RGBA PNG.
pub(crate) fn encode(img: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    PngEncoder::new(&mut out)
        .write_image(img, img.width(), img.height(), image::ExtendedColorType::Rgba8)
        .map_err(|e| RenderError::Chart(e.to_string()))?;
    Ok(out)
}

/// The first and last moment shown.
fn span(series: &[Series]) -> (i64, i64) {
    let times = series.iter().flat_map(|s| s.points.iter().map(|p| p.0));
    let t0 = times.clone().min().unwrap_or(0);
    (t0, times.max().unwrap_or(0))
}

/// The rating range to show (bands included, with a margin) and the
/// number of games of the longest series.
fn bounds(series: &[Series]) -> (f64, f64, usize) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for &(_, r, d) in series.iter().flat_map(|s| s.points) {
        let d = 2.0 * d.unwrap_or(0.0);
        lo = lo.min(r - d);
        hi = hi.max(r + d);
    }
    if !lo.is_finite() || !hi.is_finite() {
        (lo, hi) = (1400.0, 1600.0);
    }
    let margin = ((hi - lo) * 0.08).max(20.0);
    let games = series.iter().map(|s| s.points.len()).max().unwrap_or(0);
    (lo - margin, hi + margin, games)
}
