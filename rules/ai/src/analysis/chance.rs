//! From the engine's score to a player's chance to win, and from the
//! chance a move gave away to its mark. The numbers are fitted on real
//! games by `examples/fit_win_chance.rs` and chosen against deeper
//! searches by `examples/analysis_quality.rs` (this crate's README).

use crate::search::is_mate;
use crate::Score;

/// The engine's score as the side to move's chance to win. The score
/// counts less as it grows (`ln(1 + |score| / knee)`), since a large lead
/// is not converted as surely as a logistic curve of the score expects;
/// the side to move won less often than the side that just moved at the
/// same score (`to_move`); and a forced result has a fitted chance of its
/// own, since people miss forced wins the engine finds. No score is worth
/// more than a forced win nor less than a forced loss.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WinModel {
    /// Logit units for each unit of `ln(1 + |score| / knee)`.
    pub weight: f64,
    /// Score units where the curve turns from about linear to logarithmic.
    pub knee: f64,
    /// Added to the side to move's logit.
    pub to_move: f64,
    /// The chance of the side to move when it has a forced win.
    pub forced_win: f64,
    /// Its chance when it has a forced loss.
    pub forced_loss: f64,
}

/// Fitted on 4,000 boardspace games by `examples/fit_win_chance.rs` at
/// [`super::ANALYSIS_NODES`] (README: calibration and Brier score).
pub const WIN_MODEL: WinModel = WinModel {
    weight: 0.838,
    knee: 200.0,
    to_move: -0.126,
    forced_win: 0.879,
    forced_loss: 0.086,
};

impl WinModel {
    /// The side to move's chance to win, 0 to 1.
    pub fn chance(&self, score: Score) -> f64 {
        if is_mate(score) {
            return if score > 0 { self.forced_win } else { self.forced_loss };
        }
        let s = f64::from(score);
        let x = self.weight * s.signum() * (s.abs() / self.knee).ln_1p() + self.to_move;
        // `max` then `min`, not `clamp`: a model whose forced chances cross
        // gives a wrong chance, not a panic.
        (1.0 / (1.0 + (-x).exp())).max(self.forced_loss).min(self.forced_win)
    }

    /// The chance of the player who just moved into a position whose side
    /// to move has `score`.
    pub fn chance_after(&self, score: Score) -> f64 {
        1.0 - self.chance(score)
    }

    /// The score at which the side to move's chance is `chance` (the
    /// curve's inverse), or `None` outside the forced results' chances.
    pub fn score_for(&self, chance: f64) -> Option<Score> {
        if !(chance > self.forced_loss && chance < self.forced_win) {
            return None;
        }
        let y = ((chance / (1.0 - chance)).ln() - self.to_move) / self.weight;
        Some((y.signum() * self.knee * y.abs().exp_m1()).round() as Score)
    }
}

/// How much win chance a move may give away before it is marked.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Thresholds {
    /// At least this: an inaccuracy.
    pub inaccuracy: f64,
    /// At least this: a mistake.
    pub mistake: f64,
    /// At least this: a blunder.
    pub blunder: f64,
}

/// Chosen against a search ten times as deep by
/// `examples/analysis_quality.rs` (see the README): an inaccuracy is the
/// lowest whole number of points at which more than 90% of the moves
/// marked are marked by the deeper search too; a mistake twice that, a
/// blunder three times, as lichess scales its marks.
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 0.09,
    mistake: 0.18,
    blunder: 0.27,
};

/// A move's mark.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// Gave away a little.
    Inaccuracy,
    /// Gave away a lot.
    Mistake,
    /// Gave away the game, or most of it.
    Blunder,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark for a loss of `lost` win chance, if any.
    pub fn of(lost: f64, t: &Thresholds) -> Option<Mark> {
        Mark::ALL.into_iter().rev().find(|m| lost >= m.threshold(t))
    }

    fn threshold(self, t: &Thresholds) -> f64 {
        match self {
            Mark::Inaccuracy => t.inaccuracy,
            Mark::Mistake => t.mistake,
            Mark::Blunder => t.blunder,
        }
    }

    /// The mark named `name`, such as `blunder`.
    pub fn named(name: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Its name, such as `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}
