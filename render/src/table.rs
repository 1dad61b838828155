//! A table picture, such as a tournament's standings: a title, a header
//! row and rows, the first column's top three in medal colours.

use ab_glyph::PxScale;
use image::RgbaImage;
use imageproc::drawing::{draw_filled_circle_mut, draw_filled_rect_mut, draw_text_mut, text_size};
use imageproc::rect::Rect;

use crate::chart::{caption, encode, heading, rgba};
use crate::font::Weight;
use crate::palette::{ink, Rgb};
use crate::picture::Assets;
use crate::RenderError;

/// The most rows drawn; more are left out (the text lists them all).
pub const TABLE_ROWS: usize = 32;
const ROW: u32 = 30;
const TOP: u32 = 64;
const MARGIN: u32 = 32;
const GAP: f32 = 28.0;
const MEDALS: [Rgb; 3] = [ink::GOLD, [178, 186, 198], [205, 127, 50]];

/// What a table shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Table<'a> {
    /// Over it.
    pub title: &'a str,
    /// The columns' names; the second is left-aligned (names), the others
    /// right-aligned (numbers).
    pub header: &'a [&'a str],
    /// The rows, each with a cell per column.
    pub rows: &'a [Vec<String>],
    /// Under it, in dim text.
    pub caption: &'a str,
}

/// [`crate::Renderer::table_png`], drawn with `assets`.
pub(crate) fn table_png(assets: &Assets, table: &Table) -> Result<Vec<u8>, RenderError> {
    let fonts = &assets.fonts;
    let (regular, bold) = (fonts.font(Weight::Regular), fonts.font(Weight::Bold));
    let scale = PxScale::from(18.0);
    let drawable = |s: &str| -> String {
        s.chars()
            .filter(|&c| !c.is_control() && fonts.has(c))
            .take(24)
            .collect()
    };
    let rows: Vec<Vec<String>> = table
        .rows
        .iter()
        .take(TABLE_ROWS)
        .map(|r| r.iter().map(|c| drawable(c)).collect())
        .collect();
    let columns = table.header.len();
    let mut widths: Vec<f32> = table
        .header
        .iter()
        .map(|h| text_size(scale, bold, h).0 as f32)
        .collect();
    for row in &rows {
        for (i, cell) in row.iter().enumerate().take(columns) {
            widths[i] = widths[i].max(text_size(scale, regular, cell).0 as f32);
        }
    }
    let content: f32 = widths.iter().sum::<f32>() + GAP * columns.saturating_sub(1) as f32;
    let width = (content as u32 + 2 * MARGIN).clamp(480, 1600);
    let height = TOP + ROW * (rows.len() as u32 + 1) + 48;
    let mut img = RgbaImage::from_pixel(width, height, rgba(ink::BG, 255));
    heading(assets, &mut img, table.title, &[]);
    let mut lefts = Vec::with_capacity(columns);
    let mut x = MARGIN as f32;
    for w in &widths {
        lefts.push(x);
        x += w + GAP;
    }
    let cell = |img: &mut RgbaImage, col: usize, y: u32, text: &str, colour: Rgb, heavy: bool| {
        let font = if heavy { bold } else { regular };
        let (tw, _) = text_size(scale, font, text);
        let left = if col == 1 {
            lefts[col]
        } else {
            lefts[col] + widths[col] - tw as f32
        };
        draw_text_mut(img, rgba(colour, 255), left as i32, y as i32, scale, font, text);
    };
    for (i, h) in table.header.iter().enumerate() {
        cell(&mut img, i, TOP, h, ink::DIM, true);
    }
    for (r, row) in rows.iter().enumerate() {
        let y = TOP + ROW * (r as u32 + 1);
        if r % 2 == 0 {
            let band = Rect::at(MARGIN as i32 / 2, y as i32 - 5).of_size(width - MARGIN, ROW);
            draw_filled_rect_mut(&mut img, band, rgba(ink::PANEL, 255));
        }
        for (i, text) in row.iter().enumerate().take(columns) {
            let medal = (i == 0).then(|| text.parse::<usize>().ok()).flatten();
            let colour = match medal {
                // The podium's places stand on a disc of their medal.
                Some(place @ 1..=3) => {
                    let (tw, _) = text_size(scale, bold, text);
                    let cx = lefts[0] + widths[0] - tw as f32 / 2.0;
                    let centre = (cx as i32, y as i32 + 10);
                    draw_filled_circle_mut(&mut img, centre, 12, rgba(MEDALS[place - 1], 255));
                    ink::BG
                }
                _ => ink::TEXT,
            };
            cell(&mut img, i, y, text, colour, i <= 1);
        }
    }
    caption(assets, &mut img, table.caption);
    encode(&img)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::Renderer;

    #[test]
    fn a_table_is_a_png_as_wide_as_its_columns() {
        let r = Renderer::shared().unwrap();
        let rows: Vec<Vec<String>> = (1..=8)
            .map(|i| vec![i.to_string(), format!("player {i}"), "2.5".into(), "3.5".into()])
            .collect();
        let table = Table {
            title: "Spring · after round 3",
            header: &["#", "Player", "Points", "Buchholz"],
            rows: &rows,
            caption: "Points, then Buchholz",
        };
        let png = r.table_png(&table).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!(img.height(), TOP + ROW * 9 + 48);
        assert!(img.width() >= 480);
        let more: Vec<Vec<String>> = (1..=40)
            .map(|i| vec![i.to_string(), "x".into(), "0".into(), "0".into()])
            .collect();
        let tall = image::load_from_memory(&r.table_png(&Table { rows: &more, ..table }).unwrap()).unwrap();
        assert_eq!(
            tall.height(),
            TOP + ROW * (TABLE_ROWS as u32 + 1) + 48,
            "rows beyond the limit are left out"
        );
    }
}
