//! The win-chance graph of an analysed game: the first mover's chance
//! after each move, 0 to 100%, with the blunders marked by dots in their
//! player's colour, in the capture race's style.

use image::RgbaImage;
use imageproc::drawing::draw_filled_circle_mut;
use zertz_rules::Player;

use crate::chart::{encode, rgba, thick_line, BOTTOM, LEFT, PLAYER_COLOURS, RIGHT, TOP};
use crate::palette::ink;
use crate::{RenderError, Renderer};

/// Win-chance graph width in pixels.
pub const WIN_CHANCE_WIDTH: u32 = 800;
/// Win-chance graph height in pixels.
pub const WIN_CHANCE_HEIGHT: u32 = 300;

impl Renderer {
    /// The graph as a PNG. `chances` holds the first mover's win chance
    /// (0 to 1) before the first move and after each move; `blunders`
    /// the numbers (from 1) of the moves marked blunders, with who made them.
    pub fn win_chance_graph(
        &self,
        chances: &[f64],
        blunders: &[(usize, Player)],
        names: [&str; 2],
    ) -> Result<Vec<u8>, RenderError> {
        let mut img = RgbaImage::from_pixel(WIN_CHANCE_WIDTH, WIN_CHANCE_HEIGHT, rgba(ink::BG, 255));
        let moves = chances.len().saturating_sub(1).max(1);
        let (w, h) = (
            WIN_CHANCE_WIDTH as f32 - LEFT - RIGHT,
            WIN_CHANCE_HEIGHT as f32 - TOP - BOTTOM,
        );
        let x = |i: usize| LEFT + w * i as f32 / moves as f32;
        let y = |c: f64| TOP + h * (1.0 - c.clamp(0.0, 1.0) as f32);
        for percent in [0, 25, 50, 75, 100] {
            self.grid_line(
                &mut img,
                y(f64::from(percent) / 100.0),
                LEFT + w,
                &format!("{percent}%"),
            );
        }
        let line = rgba(ink::TEXT, 255);
        for (i, pair) in chances.windows(2).enumerate() {
            thick_line(&mut img, (x(i), y(pair[0])), (x(i + 1), y(pair[1])), line);
        }
        for &(number, mover) in blunders {
            if let Some(&c) = chances.get(number) {
                let colour = rgba(PLAYER_COLOURS[mover.index()], 255);
                draw_filled_circle_mut(&mut img, (x(number) as i32, y(c) as i32), 6, colour);
            }
        }
        let short = |p: Player| names[p.index()].chars().take(18).collect::<String>();
        let legend = [short(Player::First), short(Player::Second)];
        self.players_heading(&mut img, "Win chance", &legend);
        self.caption(
            &mut img,
            &format!(
                "{}'s chance after each of the {moves} moves; dots: blunders",
                legend[0].trim()
            ),
        );
        encode(&img)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_is_a_png_of_its_size() {
        let r = Renderer::shared().unwrap();
        let png = r
            .win_chance_graph(&[0.5, 0.55, 0.2, 0.9, 1.0], &[(2, Player::First)], ["ann", "bo"])
            .unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (WIN_CHANCE_WIDTH, WIN_CHANCE_HEIGHT));
        // The blunder's dot is drawn in the first mover's gold.
        let x = LEFT + (WIN_CHANCE_WIDTH as f32 - LEFT - RIGHT) * 0.5;
        let gold = img.to_rgb8();
        let found = (0..WIN_CHANCE_HEIGHT).any(|yy| gold.get_pixel(x as u32, yy).0 == ink::GOLD);
        assert!(found, "a gold dot at the blunder");
    }
}
