//! The win-chance graph of an analysed game: the first mover's chance
//! after each move, 0 to 100%, with the blunders marked by dots in their
//! player's colour and the costliest moves numbered, in the capture race's
//! style.

use ab_glyph::PxScale;
use image::RgbaImage;
use imageproc::drawing::{draw_filled_circle_mut, draw_text_mut, text_size};
use zertz_rules::Player;

use crate::chart::{
    caption, encode, grid_line, players_heading, rgba, thick_line, ChartWords, BOTTOM, LEFT, PLAYER_COLOURS, RIGHT, TOP,
};
use crate::font::Weight;
use crate::palette::ink;
use crate::picture::Assets;
use crate::RenderError;

/// Win-chance graph width in pixels.
pub const WIN_CHANCE_WIDTH: u32 = 800;
/// Win-chance graph height in pixels.
pub const WIN_CHANCE_HEIGHT: u32 = 300;

/// Room under the plot for the move numbers and the caption.
const UNDER: f32 = BOTTOM + 22.0;

/// [`crate::Renderer::win_chance_graph`], drawn with `assets`.
pub(crate) fn win_chance_graph(
    assets: &Assets,
    chances: &[f64],
    blunders: &[(usize, Player)],
    worst: &[(usize, Player)],
    names: [&str; 2],
    words: ChartWords,
) -> Result<Vec<u8>, RenderError> {
    let mut img = RgbaImage::from_pixel(WIN_CHANCE_WIDTH, WIN_CHANCE_HEIGHT, rgba(ink::BG, 255));
    let moves = chances.len().saturating_sub(1).max(1);
    let (w, h) = (
        WIN_CHANCE_WIDTH as f32 - LEFT - RIGHT,
        WIN_CHANCE_HEIGHT as f32 - TOP - UNDER,
    );
    let x = |i: usize| LEFT + w * i as f32 / moves as f32;
    let y = |c: f64| TOP + h * (1.0 - c.clamp(0.0, 1.0) as f32);
    for percent in [0, 25, 50, 75, 100] {
        grid_line(
            assets,
            &mut img,
            y(f64::from(percent) / 100.0),
            LEFT + w,
            &format!("{percent}%"),
        );
    }
    let regular = assets.fonts.font(Weight::Regular);
    let step = [5, 10, 20, 50, 100]
        .into_iter()
        .find(|s| moves / s <= 10)
        .unwrap_or(200);
    for number in (step..=moves).step_by(step) {
        let label = number.to_string();
        let (tw, _) = text_size(PxScale::from(14.0), regular, &label);
        let left = x(number) as i32 - tw as i32 / 2;
        let top = (TOP + h) as i32 + 4;
        draw_text_mut(
            &mut img,
            rgba(ink::DIM, 255),
            left,
            top,
            PxScale::from(14.0),
            regular,
            &label,
        );
    }
    let line = rgba(ink::TEXT, 255);
    for (i, pair) in chances.windows(2).enumerate() {
        thick_line(&mut img, (x(i), y(pair[0])), (x(i + 1), y(pair[1])), line);
    }
    let bold = assets.fonts.font(Weight::Bold);
    for (&(number, mover), labelled) in blunders
        .iter()
        .zip(std::iter::repeat(false))
        .chain(worst.iter().zip(std::iter::repeat(true)))
    {
        let Some(&c) = chances.get(number) else { continue };
        let colour = rgba(PLAYER_COLOURS[mover.index()], 255);
        let (cx, cy) = (x(number) as i32, y(c) as i32);
        draw_filled_circle_mut(&mut img, (cx, cy), 6, colour);
        if labelled {
            let label = number.to_string();
            let (tw, th) = text_size(PxScale::from(16.0), bold, &label);
            // Above the dot, or below it near the top.
            let top = if cy - 10 - (th as i32) < TOP as i32 {
                cy + 10
            } else {
                cy - 10 - th as i32
            };
            draw_text_mut(
                &mut img,
                colour,
                cx - tw as i32 / 2,
                top,
                PxScale::from(16.0),
                bold,
                &label,
            );
        }
    }
    let short = |p: Player| names[p.index()].chars().take(18).collect::<String>();
    let legend = [short(Player::First), short(Player::Second)];
    players_heading(assets, &mut img, words.title, &legend);
    caption(assets, &mut img, words.caption);
    encode(&img)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Renderer;

    const WORDS: crate::ChartWords = crate::ChartWords {
        title: "Win chance",
        caption: "a caption",
    };

    #[test]
    fn the_graph_is_a_png_of_its_size() {
        let r = Renderer::shared().unwrap();
        let png = r
            .win_chance_graph(
                &[0.5, 0.55, 0.2, 0.9, 1.0],
                &[(2, Player::First)],
                &[(2, Player::First), (3, Player::Second)],
                ["ann", "bo"],
                WORDS,
            )
            .unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (WIN_CHANCE_WIDTH, WIN_CHANCE_HEIGHT));
        // The blunder's dot is drawn in the first mover's gold.
        let x = LEFT + (WIN_CHANCE_WIDTH as f32 - LEFT - RIGHT) * 0.5;
        let gold = img.to_rgb8();
        let found = (0..WIN_CHANCE_HEIGHT).any(|yy| gold.get_pixel(x as u32, yy).0 == ink::GOLD);
        assert!(found, "a gold dot at the blunder");
    }

    /// The costliest moves carry their number, and move numbers run
    /// under the plot.
    #[test]
    fn the_costliest_moves_are_numbered_and_the_moves_counted() {
        let r = Renderer::shared().unwrap();
        let chances: Vec<f64> = (0..=40).map(|i| 0.5 + 0.4 * (f64::from(i) / 6.0).sin()).collect();
        let draw = |worst: &[(usize, Player)]| {
            let png = r.win_chance_graph(&chances, &[], worst, ["ann", "bo"], WORDS).unwrap();
            image::load_from_memory(&png).unwrap().to_rgb8()
        };
        let (plain, numbered) = (draw(&[]), draw(&[(20, Player::Second)]));
        let w = WIN_CHANCE_WIDTH as f32 - LEFT - RIGHT;
        let at20 = (LEFT + w * 0.5) as u32;
        let changed = (0..WIN_CHANCE_HEIGHT)
            .flat_map(|y| (at20 - 12..at20 + 12).map(move |x| (x, y)))
            .filter(|&(x, y)| plain.get_pixel(x, y) != numbered.get_pixel(x, y))
            .count();
        assert!(changed > 60, "a dot and a number: {changed} pixels");
        // "20" under the plot, where nothing else is drawn.
        let axis = ((WIN_CHANCE_HEIGHT as f32 - UNDER) as u32 + 4)..((WIN_CHANCE_HEIGHT as f32 - UNDER) as u32 + 18);
        let inked = axis
            .flat_map(|y| (at20 - 10..at20 + 10).map(move |x| (x, y)))
            .filter(|&(x, y)| plain.get_pixel(x, y).0 != ink::BG)
            .count();
        assert!(inked > 10, "the move number 20: {inked} pixels");
    }
}
