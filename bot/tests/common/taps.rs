//! Playing a move by taps on the move picker, through the core, as a
//! person would: Move under a board, one choice a step, Confirm.

use zertz_bot::app::{Reply, Response, User};
use zertz_rules::{Move, Position};

use super::Table;

/// The message a tap answered with: the picker's edit, or a new message.
pub fn shown(r: &Response) -> &Reply {
    r.update.as_ref().or(r.reply.as_ref()).expect("an answer")
}

/// The id of the choice labelled `label` (or `label` and more words) on
/// `reply`'s menus or buttons.
pub fn choice(reply: &Reply, label: &str) -> String {
    let options = reply.menus.iter().flat_map(|m| &m.options).map(|o| (&o.label, o.id));
    let buttons = reply.buttons.iter().map(|b| (&b.label, b.id));
    let found = options
        .chain(buttons)
        .find(|(l, _)| l.as_str() == label || l.starts_with(&format!("{label} ")));
    found
        .unwrap_or_else(|| panic!("no {label:?} on {reply:?}"))
        .1
        .to_string()
}

pub use zertz_e2e::hints::Tapped;

impl Table {
    /// Plays `m` on `pos` as `who` by taps from the Move button of
    /// `board`: returns the taps made and Confirm's answer.
    pub async fn tap_move(&self, who: &User, board: &Reply, pos: &Position, m: Move) -> (usize, Response) {
        self.tap_notation(who, board, &pos.notation(&m)).await
    }

    /// Plays the move written `notation` as `who` by taps from the Move
    /// button of `board`: returns the taps made and Confirm's answer.
    pub async fn tap_notation(&self, who: &User, board: &Reply, notation: &str) -> (usize, Response) {
        self.tap(who, board, &Tapped::of_notation(notation)).await
    }

    /// Plays `target` as `who` by taps from the Move button of `board`,
    /// reading only what the picker shows: returns the taps made and
    /// Confirm's answer.
    pub async fn tap(&self, who: &User, board: &Reply, target: &Tapped) -> (usize, Response) {
        let mut r = self.click(who, &choice(board, "Move")).await;
        let mut taps = 1;
        loop {
            let picker = shown(&r).clone();
            assert!(picker.private, "the picker is private: {}", picker.text);
            let label = if picker.text.contains("Confirm to play it") {
                "Confirm".to_string()
            } else {
                match target {
                    Tapped::Capture(path) => path.join(" → "),
                    Tapped::Place(_, to, _) if picker.text.contains("Where does") => to.clone(),
                    Tapped::Place(_, _, Some(r)) if picker.text.contains("Now remove") => r.clone(),
                    Tapped::Place(colour, ..) => colour.clone(),
                }
            };
            r = self.click(who, &choice(&picker, &label)).await;
            taps += 1;
            if label.starts_with("Confirm") {
                return (taps, r);
            }
        }
    }
}

/// The answer a hint hides behind a spoiler, in words: `||place a white
/// marble on d4 and remove ring d6||`.
pub fn hidden_answer(text: &str) -> String {
    let start = text.find("||").expect("a hidden answer") + 2;
    let len = text[start..].find("||").expect("its end");
    text[start..start + len].to_string()
}
