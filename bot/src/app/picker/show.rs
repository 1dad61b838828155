//! What a picker's step shows: what to do in words, its board marked with
//! the choice so far, and its choices as buttons and select menus, each
//! an id that leads to the next step.

use zertz_rules::{Colour, Move, MoveEffect, Player, Position, Square, Supply};

use super::super::button::{ButtonId, Pick, PickStep};
use super::super::pictures::Marks;
use super::super::refusal::Answer;
use super::super::reply::{colours, Button, ButtonStyle, Card, Menu, MenuOption, Reply, MAX_MENU_OPTIONS};
use super::super::request::Request;
use super::super::words;
use super::steps::{Offer, Shown};
use super::{Picker, Standing};

/// Discord's rows under a message.
const MAX_ROWS: usize = 5;
/// The longest label Discord shows on a button.
const MAX_LABEL: usize = 80;

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
        let go = |step| ButtonId::Pick(Pick { of: standing.now, step });
        let mut reply = Reply::private(note.map(|n| format!("{n}\n")).unwrap_or_default());
        reply.text.push_str(&ask(&pos, &shown.offer));
        let mut options = Vec::new();
        let mut placeholder = "";
        match &shown.offer {
            Offer::Captures(all) => {
                placeholder = "Choose a capture";
                options = all
                    .iter()
                    .map(|m| option(go(PickStep::Ready(*m)), pos.notation(m), capture_words(&pos.effect(m))))
                    .collect();
            }
            Offer::Colours(counts, supply) => {
                for &(colour, n) in counts {
                    let label = match supply {
                        Supply::Pool => format!("{} · {n} in the pool", capital(colour)),
                        Supply::Captures => format!("{} · {n} of yours", capital(colour)),
                    };
                    reply
                        .buttons
                        .push(Button::new(go(PickStep::Colour(colour)), &label, ButtonStyle::Primary));
                }
            }
            Offer::Rings(colour, rings) => {
                placeholder = "Choose a ring";
                options = rings
                    .iter()
                    .map(|&sq| option(go(PickStep::Ring(*colour, sq)), sq.to_string(), String::new()))
                    .collect();
            }
            Offer::Removals(colour, at, free) => {
                placeholder = "Choose a free ring to remove";
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
                let label = format!("Confirm {}", pos.notation(m));
                let label = if label.chars().count() > MAX_LABEL {
                    "Confirm"
                } else {
                    &label
                };
                reply
                    .buttons
                    .push(Button::new(go(PickStep::Play(*m)), label, ButtonStyle::Success));
            }
        }
        if let Some(back) = shown.back {
            reply
                .buttons
                .push(Button::new(go(back), "Back", ButtonStyle::Secondary));
        }
        // A row for the buttons, if any; the rest for the menus.
        let rows = MAX_ROWS - usize::from(!reply.buttons.is_empty());
        let listed = options.len().min(rows * MAX_MENU_OPTIONS);
        if listed < options.len() {
            reply.text.push_str(&format!(
                "\nOnly the first {listed} of {} are listed: type `/zertz move` for the others.",
                options.len()
            ));
        }
        options.truncate(listed);
        reply.menus = split(placeholder, options);
        reply.card = Some(Card {
            title: standing.title.clone(),
            colour: match pos.turn() {
                Player::First => colours::FIRST,
                Player::Second => colours::SECOND,
            },
            fields: Vec::new(),
            image: None,
        });
        self.push_board(req, standing, &mut reply, marks(&pos, &shown.offer))
            .await?;
        Ok(reply)
    }

    /// Draws the step's board into `reply`: a picture, or text where the
    /// chat takes no files.
    async fn push_board(&self, req: &Request, standing: &Standing, reply: &mut Reply, marks: Marks) -> Answer<()> {
        let names = &standing.names;
        self.pictures
            .draw_marked(reply, req.can_attach, &standing.game, names, marks, "zertz-pick.png")
            .await
    }
}

/// What the step asks, in words.
fn ask(pos: &Position, offer: &Offer) -> String {
    match offer {
        Offer::Captures(all) => format!(
            "A capture is compulsory: choose one of the {} (their paths are drawn).",
            all.len()
        ),
        Offer::Colours(_, Supply::Pool) => "Choose the colour of the marble to place.".to_string(),
        Offer::Colours(_, Supply::Captures) => {
            "The pool is empty: choose a colour from the marbles you captured.".to_string()
        }
        Offer::Rings(colour, rings) => format!(
            "Where does the {colour} marble go? Choose one of the {} vacant rings (marked).",
            rings.len()
        ),
        Offer::Removals(colour, at, free) => format!(
            "The {colour} marble goes on {at}. Now remove one of the {} free rings (marked): \
             a vacant ring at the edge that can slide out.",
            free.len()
        ),
        Offer::Ready(m) => format!(
            "{}: `{}`. Confirm to play it.",
            move_words(&pos.effect(m)),
            pos.notation(m)
        ),
    }
}

/// A move to confirm, in words: "Place a white marble on d4 and remove
/// ring a1", "Capture a grey and a white", "Pass".
fn move_words(effect: &MoveEffect) -> String {
    if effect.passed {
        return "No capture and nothing to place: pass".to_string();
    }
    let mut s = match effect.placed {
        Some((colour, at)) => match effect.removed {
            Some(r) => format!("Place a {colour} marble on {at} and remove ring {r}"),
            None => format!("Place a {colour} marble on {at} (no ring is free to remove)"),
        },
        None => {
            let taken: Vec<Colour> = effect.captured.iter().map(|&(_, c)| c).collect();
            format!("Capture {}", words::marbles(&taken))
        }
    };
    let claimed: Vec<Colour> = effect.claimed.iter().map(|&(_, c)| c).collect();
    if !claimed.is_empty() {
        s.push_str(&format!(
            ", and claim {} cut off from the board",
            words::marbles(&claimed)
        ));
    }
    s
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
                pending: effect.placed,
                crossed: effect
                    .removed
                    .iter()
                    .copied()
                    .chain(effect.captured.iter().map(|&(sq, _)| sq))
                    .collect(),
                paths: vec![effect.path].into_iter().filter(|p| !p.is_empty()).collect(),
                last: effect.passed,
                ..Marks::default()
            }
        }
    }
}

/// A menu option leading to `id`.
fn option(id: ButtonId, label: String, description: String) -> MenuOption {
    MenuOption { id, label, description }
}

/// `options` as menus of at most 25, each placeholder naming its range.
fn split(placeholder: &str, options: Vec<MenuOption>) -> Vec<Menu> {
    let several = options.len() > MAX_MENU_OPTIONS;
    options
        .chunks(MAX_MENU_OPTIONS)
        .map(|chunk| {
            let placeholder = match (several, chunk.first(), chunk.last()) {
                (true, Some(a), Some(b)) => format!("{placeholder}: {} to {}", a.label, b.label),
                _ => placeholder.to_string(),
            };
            Menu {
                placeholder,
                options: chunk.to_vec(),
            }
        })
        .collect()
}

/// "takes a grey and a white", with what the capture claims too.
fn capture_words(effect: &MoveEffect) -> String {
    let taken: Vec<Colour> = effect.captured.iter().map(|&(_, c)| c).collect();
    format!("takes {}", words::marbles(&taken))
}

fn capital(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Grey => "Grey",
        Colour::Black => "Black",
    }
}
