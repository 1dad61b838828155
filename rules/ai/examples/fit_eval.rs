//! Fits the evaluation's goal table on real games (Texel's method) and
//! reports how well the fitted and the current tables predict results:
//!
//! ```sh
//! cargo run --release -p zertz-ai --example fit_eval -- ../shared/games/boardspace-sample.tsv
//! ```
//!
//! The evaluation adds, for each goal a player can still reach, a worth
//! that depends only on how many marbles it still misses, and subtracts
//! the opponent's. The fitted form is `weight × e^(-decay × missing)`, a
//! weight per goal (four whites, five greys, six blacks, three of each):
//! the decay by a grid, the weights by logistic regression on the quiet
//! positions (no capture to make, some marble held) of the decided games,
//! labelled with whether the side to move won. Every `--hold-out`-th game
//! is held out (the file is sorted by board, so its tail would be one
//! board only); both tables are judged there by log-loss and Brier score,
//! the current one through its own fitted logistic scale. The fitted
//! table is printed in the current table's points, so the win-chance
//! model keeps its meaning.
#![allow(clippy::unwrap_used, clippy::needless_range_loop)]

use clap::Parser;
use zertz_ai::{evaluate, goal_distances};
use zertz_rules::{Player, Position};

mod common;
use common::{decided, fit, sigmoid};

#[derive(Parser)]
struct Args {
    /// The games, one record a line.
    file: String,
    /// Every n-th game is held out.
    #[arg(long, default_value_t = 5)]
    hold_out: usize,
}

/// For each goal, its nearness `e^(-decay * distance)` to the side to
/// move minus its nearness to the opponent (0 for a goal out of reach).
fn features(pos: &Position, decay: f64) -> Vec<f64> {
    let mut x = vec![0.0; 4];
    for (player, sign) in [(pos.turn(), 1.0), (pos.turn().other(), -1.0)] {
        for (goal, d) in goal_distances(pos, player).into_iter().enumerate() {
            if let Some(d) = d {
                x[goal] += sign * (-decay * f64::from(d)).exp();
            }
        }
    }
    x
}

/// The quiet positions (no capture to make, some marble held) of
/// `games`, and whether their side to move won.
fn quiet(games: &[(zertz_rules::Game, Player)]) -> (Vec<Position>, Vec<bool>) {
    let mut out = (Vec::new(), Vec::new());
    for (game, winner) in games {
        for pos in game.positions() {
            let held = [Player::First, Player::Second]
                .iter()
                .any(|&p| pos.captured(p).0 != [0; 3]);
            if !pos.is_game_over() && !pos.has_capture() && held {
                out.0.push(*pos);
                out.1.push(pos.turn() == *winner);
            }
        }
    }
    out
}

/// The weights for `decay` and their held-in log-loss.
fn fit_decay(positions: &[Position], ys: &[bool], decay: f64) -> (Vec<f64>, f64) {
    let xs: Vec<Vec<f64>> = positions.iter().map(|p| features(p, decay)).collect();
    let w = fit(&xs, ys);
    let ps: Vec<f64> = xs
        .iter()
        .map(|x| sigmoid(x.iter().zip(&w).map(|(a, b)| a * b).sum()))
        .collect();
    let loss = judge(&ps, ys).0;
    (w, loss)
}

/// Log-loss and Brier score of chances `ps` for outcomes `ys`.
fn judge(ps: &[f64], ys: &[bool]) -> (f64, f64) {
    let n = ps.len().max(1) as f64;
    let mut log_loss = 0.0;
    let mut brier = 0.0;
    for (&p, &y) in ps.iter().zip(ys) {
        let p = p.clamp(1e-9, 1.0 - 1e-9);
        let (o, q) = if y { (1.0, p) } else { (0.0, 1.0 - p) };
        log_loss -= q.ln();
        brier += (p - o) * (p - o);
    }
    (log_loss / n, brier / n)
}

fn main() {
    let args = Args::parse();
    let games = decided(&args.file);
    let every = args.hold_out.max(2);
    let (test, train): (Vec<_>, Vec<_>) = games.into_iter().enumerate().partition(|(i, _)| i % every == 0);
    let (train, test): (Vec<_>, Vec<_>) = (
        train.into_iter().map(|g| g.1).collect(),
        test.into_iter().map(|g| g.1).collect(),
    );
    let (train, test) = (&train[..], &test[..]);
    let (positions, ys) = quiet(train);
    let (test_positions, test_ys) = quiet(test);
    println!(
        "{} decided games: {} quiet positions to fit on ({} games), {} held out ({} games)",
        train.len() + test.len(),
        positions.len(),
        train.len(),
        test_positions.len(),
        test.len()
    );
    // The current table through one fitted scale: logit = a * score.
    let score = |p: &Position| vec![f64::from(evaluate(p))];
    let a = fit(&positions.iter().map(score).collect::<Vec<_>>(), &ys)[0];
    // The decay by a grid, the goals' weights by Newton's method.
    let (decay, w, _) = (1..=30)
        .map(|i| f64::from(i) * 0.05)
        .map(|decay| {
            let (w, loss) = fit_decay(&positions, &ys, decay);
            (decay, w, loss)
        })
        .min_by(|x, y| x.2.total_cmp(&y.2))
        .unwrap();
    let current = judge(
        &test_positions
            .iter()
            .map(|p| sigmoid(a * score(p)[0]))
            .collect::<Vec<_>>(),
        &test_ys,
    );
    let fitted_ps: Vec<f64> = test_positions
        .iter()
        .map(|p| sigmoid(features(p, decay).iter().zip(&w).map(|(x, v)| x * v).sum()))
        .collect();
    let fitted = judge(&fitted_ps, &test_ys);
    let coin = judge(&vec![0.5; test_ys.len()], &test_ys);
    println!("held out: log-loss / Brier");
    println!(
        "  current table: {:.4} / {:.4} (scale: {:.0} points a unit of logit)",
        current.0,
        current.1,
        1.0 / a
    );
    println!("  fitted table:  {:.4} / {:.4}", fitted.0, fitted.1);
    println!("  a coin:        {:.4} / {:.4}", coin.0, coin.1);
    println!("fitted: worth = weight * e^(-{decay:.2} * marbles missing), in current points:");
    for (goal, name) in ["four whites", "five greys", "six blacks", "three of each"]
        .iter()
        .enumerate()
    {
        let row: Vec<String> = (1..=9)
            .map(|d| format!("{:.0}", w[goal] / a * (-decay * f64::from(d)).exp()))
            .collect();
        println!("  {name:>14}: [{}]", row.join(", "));
    }
}
