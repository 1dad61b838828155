//! The capture race: how many marbles each player had won after each
//! move, as a small chart in the card's style, sent beside a finished
//! game's last board.

use image::RgbaImage;
use imageproc::drawing::draw_filled_circle_mut;
use zertz_rules::{Game, Player};

use crate::chart::{
    caption, encode, grid_line, players_heading, rgba, thick_line, ChartWords, BOTTOM, LEFT, PLAYER_COLOURS, RIGHT, TOP,
};
use crate::palette::ink;
use crate::picture::Assets;
use crate::RenderError;

/// Capture-race chart width in pixels.
pub const RACE_WIDTH: u32 = 800;
/// Capture-race chart height in pixels.
pub const RACE_HEIGHT: u32 = 300;

/// Marbles each player holds after each move, from the start.
pub fn race(game: &Game) -> Vec<[u32; 2]> {
    game.positions()
        .iter()
        .map(|p| [p.captured(Player::First).total(), p.captured(Player::Second).total()])
        .collect()
}

/// [`crate::Renderer::capture_race`], drawn with `assets`.
pub(crate) fn capture_race(
    assets: &Assets,
    game: &Game,
    names: [&str; 2],
    words: ChartWords,
) -> Result<Vec<u8>, RenderError> {
    let mut img = RgbaImage::from_pixel(RACE_WIDTH, RACE_HEIGHT, rgba(ink::BG, 255));
    let counts = race(game);
    let moves = counts.len().saturating_sub(1).max(1);
    let most = counts.iter().flatten().copied().max().unwrap_or(0);
    let step = if most > 12 {
        4
    } else if most > 6 {
        2
    } else {
        1
    };
    // Headroom above the leader, up to the next grid line.
    let top = (most / step + 1) * step;
    let (w, h) = (RACE_WIDTH as f32 - LEFT - RIGHT, RACE_HEIGHT as f32 - TOP - BOTTOM);
    let x = |i: usize| LEFT + w * i as f32 / moves as f32;
    let y = |n: u32| TOP + h * (1.0 - n as f32 / top as f32);
    for n in (0..=top).step_by(step as usize) {
        grid_line(assets, &mut img, y(n), LEFT + w, &n.to_string());
    }
    for (p, colour) in PLAYER_COLOURS.iter().enumerate() {
        let colour = rgba(*colour, 255);
        for (i, pair) in counts.windows(2).enumerate() {
            let (a, b) = (pair[0][p], pair[1][p]);
            // Level until the move, then up: a capture is a step.
            thick_line(&mut img, (x(i), y(a)), (x(i + 1), y(a)), colour);
            if b != a {
                thick_line(&mut img, (x(i + 1), y(a)), (x(i + 1), y(b)), colour);
            }
        }
        if let Some(last) = counts.last() {
            draw_filled_circle_mut(&mut img, (x(moves) as i32, y(last[p]) as i32), 4, colour);
        }
    }
    let pos = game.position();
    let haul = |p: Player| {
        let name: String = names[p.index()].chars().take(18).collect();
        format!("{} {}", name.trim(), pos.captured(p))
    };
    let legend = [haul(Player::First), haul(Player::Second)];
    // Once the pool is empty, players place their own captures: the lines can fall.
    players_heading(assets, &mut img, words.title, &legend);
    caption(assets, &mut img, words.caption);
    encode(&img)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Renderer;

    const WORDS: crate::ChartWords = crate::ChartWords {
        title: "Capture race",
        caption: "a caption",
    };

    #[test]
    fn the_race_counts_every_capture_and_claim() {
        // The third move jumps the grey marble: one marble for the first player (R3.3).
        let game = Game::from_moves(zertz_rules::Variant::STANDARD, ["Wd4,a1", "Gd5,g1", "x d4Gd6"]).unwrap();
        assert_eq!(race(&game), [[0, 0], [0, 0], [0, 0], [1, 0]]);
    }

    #[test]
    fn the_chart_is_a_png_of_its_size() {
        let game = Game::from_moves(zertz_rules::Variant::STANDARD, ["Wd4,a1", "Gd5,g1", "x d4Gd6"]).unwrap();
        let png = Renderer::shared()
            .unwrap()
            .capture_race(&game, ["ann", "bo"], WORDS)
            .unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!((img.width(), img.height()), (RACE_WIDTH, RACE_HEIGHT));
    }
}
