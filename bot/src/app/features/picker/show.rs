//! What a picker's step shows: what to do in words, its board marked with
//! the choice so far, and its choices as buttons and select menus, each
//! an id that leads to the next step.

use zertz_rules::{Colour, Move, MoveEffect, Player, Position, Square, Supply};

use super::steps::{Offer, Shown};
use super::{Picker, Standing};
use crate::app::interface::button::{ButtonId, Pick, PickStep};
use crate::app::interface::limits;
use crate::app::interface::refusal::Answer;
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Menu, MenuOption, Reply, MAX_MENU_OPTIONS};
use crate::app::interface::request::Request;
use crate::app::services::pictures::Marks;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::words;

impl Picker {
    /// The private message showing `shown` for `standing`, `note` first.
    pub(super) async fn draw(
        &self,
        req: &Request,
        standing: &Standing,
        shown: &Shown,
        note: Option<String>,
    ) -> Answer<Reply> {
        let pos = *standing.game.position();
        let mut reply = compose(req.lang, &pos, standing, shown, note);
        self.push_board(req, standing, &mut reply, marks(&pos, &shown.offer))
            .await?;
        Ok(reply)
    }

    /// Draws the step's board into `reply`: a picture, or text where the
    /// chat takes no files.
    async fn push_board(&self, req: &Request, standing: &Standing, reply: &mut Reply, marks: Marks) -> Answer<()> {
        let names = &standing.names;
        self.pictures
            .draw_marked(reply, req, &standing.game, names, marks, "zertz-pick.png")
            .await
    }
}

/// The step `shown` for `standing` in `lang`, `note` first: its words,
/// buttons and menus, without its board.
pub(super) fn compose(lang: Lang, pos: &Position, standing: &Standing, shown: &Shown, note: Option<String>) -> Reply {
    let go = |step| ButtonId::Pick(Pick { of: standing.now, step });
    let mut reply = Reply::private(note.map(|n| format!("{n}\n")).unwrap_or_default());
    reply.text.push_str(&ask(lang, pos, &shown.offer));
    let mut options = Vec::new();
    let mut placeholder = String::new();
    match &shown.offer {
        Offer::Captures(all) => {
            placeholder = say!(lang, Msg::PickerChooseCapture);
            options = all
                .iter()
                .map(|m| {
                    let effect = pos.effect(m);
                    option(
                        go(PickStep::Ready(*m)),
                        path_label(&effect),
                        capture_words(lang, &effect),
                    )
                })
                .collect();
        }
        Offer::Colours(counts, supply) => {
            for &(colour, n) in counts {
                let colour_name = say!(lang, Msg::ColourName, colour = colour.name());
                let label = match supply {
                    Supply::Pool => say!(lang, Msg::PickerInPool, colour = colour_name, count = n),
                    Supply::Captures => say!(lang, Msg::PickerOfYours, colour = colour_name, count = n),
                };
                reply
                    .buttons
                    .push(Button::new(go(PickStep::Colour(colour)), &label, ButtonStyle::Primary));
            }
        }
        Offer::Rings(colour, rings) => {
            placeholder = say!(lang, Msg::PickerChooseRing);
            options = rings
                .iter()
                .map(|&sq| option(go(PickStep::Ring(*colour, sq)), sq.to_string(), String::new()))
                .collect();
        }
        Offer::Removals(colour, at, free) => {
            placeholder = say!(lang, Msg::PickerChooseRemoval);
            options = free
                .iter()
                .map(|&r| {
                    let m = Move::Place {
                        colour: *colour,
                        to: *at,
                        remove: Some(r),
                    };
                    option(go(PickStep::Ready(m)), r.to_string(), String::new())
                })
                .collect();
        }
        Offer::Ready(m) => {
            let label = say!(lang, Msg::PickerConfirm, notation = pos.notation(m));
            let label = if label.chars().count() > limits::BUTTON_LABEL {
                say!(lang, Msg::PickerConfirmShort)
            } else {
                label
            };
            reply
                .buttons
                .push(Button::new(go(PickStep::Play(*m)), &label, ButtonStyle::Success));
        }
    }
    if let Some(back) = shown.back {
        reply.buttons.push(Button::new(
            go(back),
            &say!(lang, Msg::PickerBack),
            ButtonStyle::Secondary,
        ));
    }
    // A row for the buttons, if any; the rest for the menus.
    let rows = limits::ROWS - usize::from(!reply.buttons.is_empty());
    let listed = options.len().min(rows * MAX_MENU_OPTIONS);
    if listed < options.len() {
        let count = options.len();
        reply.text.push('\n');
        reply
            .text
            .push_str(&say!(lang, Msg::PickerFirstListed, listed = listed, count = count));
    }
    options.truncate(listed);
    reply.menus = split(lang, &placeholder, options);
    reply.card = Some(Card {
        title: standing.title.clone(),
        colour: match pos.turn() {
            Player::First => colours::FIRST,
            Player::Second => colours::SECOND,
        },
        fields: Vec::new(),
        image: None,
    });
    reply
}

/// What the step asks, in `lang`.
fn ask(lang: Lang, pos: &Position, offer: &Offer) -> String {
    match offer {
        Offer::Captures(all) => say!(lang, Msg::PickerAskCapture, count = all.len()),
        Offer::Colours(_, Supply::Pool) => say!(lang, Msg::PickerAskColour),
        Offer::Colours(_, Supply::Captures) => say!(lang, Msg::PickerAskCapturedColour),
        Offer::Rings(colour, rings) => say!(lang, Msg::PickerAskRing, colour = colour.name(), count = rings.len()),
        Offer::Removals(colour, at, free) => say!(
            lang,
            Msg::PickerAskRemoval,
            colour = colour.name(),
            at = at.to_string(),
            count = free.len()
        ),
        Offer::Ready(m) => say!(
            lang,
            Msg::PickerAskConfirm,
            what = move_words(lang, &pos.effect(m)),
            notation = pos.notation(m)
        ),
    }
}

/// A move to confirm, in `lang`: "Place a white marble on d4 and remove
/// ring a1", "Capture 2 white marbles and a grey marble", "Pass".
pub(super) fn move_words(lang: Lang, effect: &MoveEffect) -> String {
    if effect.passed {
        return say!(lang, Msg::PickerPass);
    }
    let what = match effect.placed {
        Some((colour, at)) => {
            let marble = words::marbles_in(lang, &[colour]);
            match effect.removed {
                Some(r) => say!(
                    lang,
                    Msg::PickerPlace,
                    marble = marble,
                    at = at.to_string(),
                    ring = r.to_string()
                ),
                None => say!(lang, Msg::PickerPlaceNoneFree, marble = marble, at = at.to_string()),
            }
        }
        None => {
            let taken: Vec<Colour> = effect.captured.iter().map(|&(_, c)| c).collect();
            say!(lang, Msg::PickerCapture, marbles = words::marbles_in(lang, &taken))
        }
    };
    let claimed: Vec<Colour> = effect.claimed.iter().map(|&(_, c)| c).collect();
    if claimed.is_empty() {
        return what;
    }
    say!(
        lang,
        Msg::PickerClaim,
        what = what,
        marbles = words::marbles_in(lang, &claimed)
    )
}

/// The marks of a step's board.
fn marks(pos: &Position, offer: &Offer) -> Marks {
    match offer {
        Offer::Captures(all) => {
            let paths: Vec<Vec<Square>> = all.iter().map(|m| pos.effect(m).path).collect();
            Marks {
                highlights: paths.iter().filter_map(|p| p.first().copied()).collect(),
                paths,
                ..Marks::default()
            }
        }
        Offer::Colours(..) => Marks {
            last: true,
            ..Marks::default()
        },
        Offer::Rings(_, rings) => Marks {
            highlights: rings.iter().copied().collect(),
            ..Marks::default()
        },
        Offer::Removals(colour, at, free) => Marks {
            highlights: free.iter().copied().collect(),
            pending: Some((*colour, *at)),
            ..Marks::default()
        },
        Offer::Ready(m) => {
            let effect = pos.effect(m);
            Marks {
                last: effect.passed,
                ..Marks::of_move(&effect)
            }
        }
    }
}

/// A menu option leading to `id`.
fn option(id: ButtonId, label: String, description: String) -> MenuOption {
    MenuOption { id, label, description }
}

/// `options` as menus of at most 25, each placeholder naming its range
/// by the squares its first and last options start from.
fn split(lang: Lang, placeholder: &str, options: Vec<MenuOption>) -> Vec<Menu> {
    let several = options.len() > MAX_MENU_OPTIONS;
    options
        .chunks(MAX_MENU_OPTIONS)
        .map(|chunk| {
            // A range named by its ends' squares: a capture's label is its
            // whole path, which two of would not fit a placeholder.
            let square = |o: &MenuOption| o.label.split(' ').next().unwrap_or_default().to_string();
            let placeholder = match (several, chunk.first(), chunk.last()) {
                (true, Some(a), Some(b)) => say!(
                    lang,
                    Msg::PickerRange,
                    what = placeholder,
                    first = square(a),
                    last = square(b)
                ),
                _ => placeholder.to_string(),
            };
            Menu {
                placeholder,
                options: chunk.to_vec(),
            }
        })
        .collect()
}

/// A capture as its menu shows it, without notation: the squares its
/// marble visits, "d3 → d5 → f7".
fn path_label(effect: &MoveEffect) -> String {
    let squares: Vec<String> = effect.path.iter().map(ToString::to_string).collect();
    squares.join(" → ")
}

/// "takes 2 white marbles and a grey marble", in `lang`.
pub(super) fn capture_words(lang: Lang, effect: &MoveEffect) -> String {
    let taken: Vec<Colour> = effect.captured.iter().map(|&(_, c)| c).collect();
    say!(lang, Msg::PickerTakes, marbles = words::marbles_in(lang, &taken))
}
