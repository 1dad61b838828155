//! What the examples share: the decided games of a record file, the
//! held-out games and budgets the analysis is measured on, logistic
//! regression by Newton's method, and a match's openings and Elo.
#![allow(dead_code, clippy::unwrap_used, clippy::needless_range_loop)]

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use zertz_ai::baseline;
use zertz_rules::{Game, Player, Record, Variant};

/// The decided games (`P0`/`P1`) of `file`, replayed, with their winner.
pub fn decided(file: &str) -> Vec<(Game, Player)> {
    let text = std::fs::read_to_string(file).unwrap();
    text.lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter_map(|r| {
            let winner = match r.result.as_deref() {
                Some("P0") => Player::First,
                Some("P1") => Player::Second,
                _ => return None,
            };
            let (game, _) = r.replay_to_end().ok()?;
            Some((game, winner))
        })
        .collect()
}

/// The games held out from fitting: every fifth, so that every board of
/// the file (which is sorted by variant) is among them; and the rest.
pub fn held_out<T: Clone>(games: &[T]) -> (Vec<T>, Vec<T>) {
    let (mut fit, mut test) = (Vec::new(), Vec::new());
    for (i, g) in games.iter().enumerate() {
        if i % 5 == 4 {
            test.push(g.clone())
        } else {
            fit.push(g.clone())
        }
    }
    (fit, test)
}

// Where the analysis is measured: which held-out games, and its budget
// against a deeper one; the examples that judge it share these. (A doc
// comment here would become the examples' `--help` text.)
#[derive(clap::Args)]
pub struct Yardstick {
    /// The games, one record a line.
    pub file: String,
    /// Held-out games, spread over the file's boards.
    #[arg(long, default_value_t = 40)]
    pub games: usize,
    /// Nodes a position of the search measured.
    #[arg(long, default_value_t = zertz_ai::analysis::ANALYSIS_NODES)]
    pub nodes: u64,
    /// The deeper search searches this many times as many nodes (0: none,
    /// where an example allows it).
    #[arg(long, default_value_t = 10)]
    pub deeper: u64,
}

impl Yardstick {
    /// The held-out games these name ([`held_out_games`]).
    pub fn games(&self) -> Vec<Game> {
        held_out_games(&self.file, self.games)
    }
}

/// The `n` held-out games the analysis is measured on, evenly spread over
/// the file's boards: the same games in every example that judges it.
pub fn held_out_games(file: &str, n: usize) -> Vec<Game> {
    let (_, test) = held_out(&decided(file));
    spread(&test, n).into_iter().map(|(g, _)| g).collect()
}

/// The indices of `n` of `len` items, evenly spaced (all if fewer).
fn spread_indices(len: usize, n: usize) -> Vec<usize> {
    if n >= len {
        return (0..len).collect();
    }
    (0..n).map(|i| i * len / n).collect()
}

/// `n` of `items`, evenly spaced over the whole list (all if fewer).
pub fn spread<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    spread_indices(items.len(), n)
        .into_iter()
        .map(|i| items[i].clone())
        .collect()
}

/// The items [`spread`] leaves out when it takes `n` of them.
pub fn unused<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    let taken: std::collections::HashSet<usize> = spread_indices(items.len(), n).into_iter().collect();
    (0..items.len())
        .filter(|i| !taken.contains(i))
        .map(|i| items[i].clone())
        .collect()
}

pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Logistic regression without intercept by Newton's method; `x` rows.
pub fn fit(xs: &[Vec<f64>], ys: &[bool]) -> Vec<f64> {
    let k = xs[0].len();
    let mut w = vec![0.0; k];
    for _ in 0..50 {
        let mut grad = vec![0.0; k];
        let mut hess = vec![vec![0.0; k]; k];
        for (x, &y) in xs.iter().zip(ys) {
            let p = sigmoid(x.iter().zip(&w).map(|(a, b)| a * b).sum());
            let r = p - f64::from(u8::from(y));
            for i in 0..k {
                grad[i] += r * x[i];
                for j in 0..k {
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        let step = solve(hess, grad);
        for i in 0..k {
            w[i] -= step[i];
        }
        if step.iter().map(|s| s.abs()).sum::<f64>() < 1e-12 {
            break;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination (tiny systems).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
        a.swap(c, p);
        b.swap(c, p);
        if a[c][c].abs() < 1e-300 {
            continue;
        }
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            for k in c..n {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * x[k]).sum();
        x[r] = if a[r][r].abs() < 1e-300 {
            0.0
        } else {
            (b[r] - s) / a[r][r]
        };
    }
    x
}

/// A match's opening for the pair of games `pair`: two random plies, the
/// same for every match with the same `seed`.
pub fn random_opening(variant: Variant, seed: u64, pair: u64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(pair));
    let mut game = Game::new(variant);
    for _ in 0..2 {
        if let Some(m) = baseline::random_move(game.position(), &mut rng) {
            let _ = game.play(&m);
        }
    }
    game
}

/// The Elo difference for a score fraction `p`, written with its sign
/// (infinite for a clean sweep).
pub fn elo(p: f64) -> String {
    if p >= 1.0 {
        "+inf".to_string()
    } else if p <= 0.0 {
        "-inf".to_string()
    } else {
        // Adding 0 turns an even score's -0 into +0.
        format!("{:+.0}", -400.0 * (1.0 / p - 1.0).log10() + 0.0)
    }
}

/// Wilson's 95% interval for a score fraction over `n` games, which stays
/// sensible at 0 and 1.
pub fn wilson(score: f64, n: f64) -> (f64, f64) {
    let z = 1.96;
    let centre = (score + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (score * (1.0 - score) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

/// Runs `work(i)` for each `i` in `0..count`, on `threads` threads that
/// each take the next `i` not yet taken.
pub fn in_parallel(threads: usize, count: usize, work: impl Fn(usize) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= count {
                    break;
                }
                work(i);
            });
        }
    });
}
