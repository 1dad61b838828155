//! What each step of the picker offers on a position, from the legal
//! moves alone, without I/O. A step with one choice only is taken at
//! once, so no tap is spent on it.

use zertz_rules::{Colour, Move, Position, Square, Supply};

use crate::app::interface::button::PickStep;

/// What a step offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A capture is compulsory (R3.4): the legal ones, chains whole.
    Captures(Vec<Move>),
    /// The colours that may be placed, with how many of each there are,
    /// and where they come from (R3.1).
    Colours(Vec<(Colour, u8)>, Supply),
    /// The vacant rings a marble of this colour may go on (R3.1).
    Rings(Colour, Vec<Square>),
    /// The free rings that may be removed once it is there (R3.2).
    Removals(Colour, Square, Vec<Square>),
    /// A whole legal move, to confirm.
    Ready(Move),
}

/// A step as it is shown: where it really stands (single choices taken),
/// what it offers, and where Back leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The step shown.
    pub step: PickStep,
    /// What it offers.
    pub offer: Offer,
    /// The step Back shows, if there is one before.
    pub back: Option<PickStep>,
}

/// What `step` offers on `pos`, single choices taken; `None` when it
/// does not fit the position (the game is over, or the ids were forged).
pub fn show(pos: &Position, step: PickStep) -> Option<Shown> {
    let step = match step {
        PickStep::Open => PickStep::Start,
        step => step,
    };
    let (step, offer) = advance(pos, step)?;
    let mut back = earlier(step);
    // Back leads to the last step before that shows something else.
    while let Some(b) = back {
        match advance(pos, b) {
            Some((s, _)) if s != step => break,
            _ => back = earlier(b),
        }
    }
    Some(Shown { step, offer, back })
}

/// The step before `step`, as its choices were made.
fn earlier(step: PickStep) -> Option<PickStep> {
    match step {
        PickStep::Open | PickStep::Start | PickStep::Ready(Move::Pass) | PickStep::Play(_) => None,
        PickStep::Colour(_) | PickStep::Ready(Move::Capture(_)) => Some(PickStep::Start),
        PickStep::Ring(c, _) => Some(PickStep::Colour(c)),
        PickStep::Ready(Move::Place { colour, to, .. }) => Some(PickStep::Ring(colour, to)),
    }
}

/// `step` on `pos`, moved on through every step with one choice.
fn advance(pos: &Position, step: PickStep) -> Option<(PickStep, Offer)> {
    let legal = pos.legal_moves();
    let legal = legal.as_slice();
    if legal.is_empty() {
        return None;
    }
    let captures = legal.iter().any(Move::is_capture);
    match step {
        PickStep::Open | PickStep::Start if captures => match legal {
            [only] => advance(pos, PickStep::Ready(*only)),
            _ => Some((step, Offer::Captures(legal.to_vec()))),
        },
        PickStep::Open | PickStep::Start if legal == [Move::Pass] => advance(pos, PickStep::Ready(Move::Pass)),
        PickStep::Open | PickStep::Start => {
            let (supply, counts) = pos.supply();
            let colours: Vec<(Colour, u8)> = Colour::ALL
                .into_iter()
                .map(|c| (c, counts.get(c)))
                .filter(|&(_, n)| n > 0)
                .collect();
            match colours[..] {
                [(only, _)] => advance(pos, PickStep::Colour(only)),
                _ => Some((step, Offer::Colours(colours, supply))),
            }
        }
        PickStep::Colour(colour) => {
            let mut rings: Vec<Square> = legal
                .iter()
                .filter_map(|m| match *m {
                    Move::Place { colour: c, to, .. } if c == colour => Some(to),
                    _ => None,
                })
                .collect();
            rings.sort_by_key(|s| (s.col(), s.row()));
            rings.dedup();
            match rings[..] {
                [] => None,
                [only] => advance(pos, PickStep::Ring(colour, only)),
                _ => Some((step, Offer::Rings(colour, rings))),
            }
        }
        PickStep::Ring(colour, at) => {
            let removals: Vec<Option<Square>> = legal
                .iter()
                .filter_map(|m| match *m {
                    Move::Place { colour: c, to, remove } if c == colour && to == at => Some(remove),
                    _ => None,
                })
                .collect();
            match removals[..] {
                [] => None,
                [remove] => advance(pos, PickStep::Ready(Move::Place { colour, to: at, remove })),
                _ => Some((
                    step,
                    Offer::Removals(colour, at, removals.into_iter().flatten().collect()),
                )),
            }
        }
        PickStep::Ready(m) | PickStep::Play(m) => legal.contains(&m).then_some((PickStep::Ready(m), Offer::Ready(m))),
    }
}

#[cfg(test)]
mod tests;
