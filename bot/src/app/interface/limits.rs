//! Discord's documented limits on what a message holds (its docs'
//! Message, Embed and Component references), where the bot's words go.
//! The fake Discord checks every request against the same limits; these
//! let a test check a reply, and code shorten words by design before
//! Discord would refuse them.

#[cfg(test)]
use crate::app::interface::reply::{Reply, MAX_MENU_OPTIONS};

/// A message's content.
#[cfg_attr(not(test), allow(dead_code))]
pub const CONTENT: usize = 2000;
/// An embed's title.
#[cfg_attr(not(test), allow(dead_code))]
pub const EMBED_TITLE: usize = 256;
/// An embed's description.
#[cfg_attr(not(test), allow(dead_code))]
pub const EMBED_DESCRIPTION: usize = 4096;
/// An embed field's name.
#[cfg_attr(not(test), allow(dead_code))]
pub const FIELD_NAME: usize = 256;
/// An embed field's value.
#[cfg_attr(not(test), allow(dead_code))]
pub const FIELD_VALUE: usize = 1024;
/// A button's label.
pub const BUTTON_LABEL: usize = 80;
/// A component's custom id.
#[cfg_attr(not(test), allow(dead_code))]
pub const CUSTOM_ID: usize = 100;
/// A select menu's placeholder.
#[cfg_attr(not(test), allow(dead_code))]
pub const PLACEHOLDER: usize = 150;
/// A select menu option's label, value and description, each.
#[cfg_attr(not(test), allow(dead_code))]
pub const OPTION_TEXT: usize = 100;
/// Buttons in one row.
#[cfg_attr(not(test), allow(dead_code))]
pub const BUTTONS_IN_A_ROW: usize = 5;
/// Rows of components under a message.
pub const ROWS: usize = 5;

#[cfg(test)]
/// Every way `reply` breaks Discord's limits, each saying where; none
/// for a reply Discord takes.
pub fn broken(reply: &Reply) -> Vec<String> {
    let mut out = Vec::new();
    let mut over = |what: &str, text: &str, max: usize| {
        let n = text.chars().count();
        if n > max {
            out.push(format!("{what} has {n} characters, over {max}: {text:?}"));
        }
    };
    match &reply.card {
        Some(card) => {
            over("the card's title", &card.title, EMBED_TITLE);
            over("the card's text", &reply.text, EMBED_DESCRIPTION);
            for (name, value) in &card.fields {
                over("a field's name", name, FIELD_NAME);
                over("a field's value", value, FIELD_VALUE);
            }
        }
        None => over("the text", &reply.text, CONTENT),
    }
    for b in &reply.buttons {
        over("a button's label", &b.label, BUTTON_LABEL);
        over("a button's id", &b.id.to_string(), CUSTOM_ID);
    }
    for m in &reply.menus {
        over("a menu's placeholder", &m.placeholder, PLACEHOLDER);
        for o in &m.options {
            over("an option's label", &o.label, OPTION_TEXT);
            over("an option's description", &o.description, OPTION_TEXT);
            over("an option's id", &o.id.to_string(), OPTION_TEXT);
        }
    }
    if reply.buttons.len() > BUTTONS_IN_A_ROW {
        out.push(format!("{} buttons in one row", reply.buttons.len()));
    }
    if let Some(m) = reply.menus.iter().find(|m| m.options.len() > MAX_MENU_OPTIONS) {
        out.push(format!("a menu of {} options", m.options.len()));
    }
    let rows = reply.menus.len() + usize::from(!reply.buttons.is_empty());
    if rows > ROWS {
        out.push(format!("{rows} rows of components"));
    }
    out
}
