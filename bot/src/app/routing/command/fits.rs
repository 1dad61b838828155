//! Every message fits Discord's limit where it is used, in every
//! language, with each placeable at its longest: a button's label, a
//! menu's placeholder or option, a card's title, a message's text. The
//! replies themselves are checked too, where they are composed (the
//! picker over every capture of real games, the help with real ids).

use fluent_bundle::FluentResource;

use super::named::BUTTON_LABELS;
use crate::app::interface::limits;
use crate::app::text::lang::tests::{messages, resource};
use crate::app::text::lang::{Arg, Lang};

/// Labels of buttons composed with a placeable, besides [`BUTTON_LABELS`].
const LABELS: &[&str] = &[
    "course-start",
    "course-go-on",
    "lesson-next",
    "lesson-play-first-game",
    "picker-in-pool",
    "picker-of-yours",
];

/// Placeholders of menus, and the words of a menu's options.
const PLACEHOLDERS: &[&str] = &[
    "picker-choose-capture",
    "picker-choose-ring",
    "picker-choose-removal",
    "picker-range",
    "course-choose",
];
const OPTION_WORDS: &[&str] = &["picker-takes"];

/// The limit on `id`'s words where they are used.
fn limit(id: &str) -> usize {
    if BUTTON_LABELS.contains(&id) || LABELS.contains(&id) {
        limits::BUTTON_LABEL
    } else if PLACEHOLDERS.contains(&id) {
        limits::PLACEHOLDER
    } else if OPTION_WORDS.contains(&id) {
        limits::OPTION_TEXT
    } else if id.ends_with("-title") || id == "help-card" {
        limits::EMBED_TITLE
    } else {
        limits::CONTENT
    }
}

/// A placeable at its longest: a name as long as Discord lets one be, a
/// number as long as an id, a capture's marbles with every colour in two
/// digits, a colour's name, a menu range's ends (squares) as long as
/// names, and any other words at a hundred characters.
fn longest(name: &str) -> Arg {
    const NAMES: &[&str] = &[
        "name",
        "player",
        "first",
        "second",
        "winner",
        "loser",
        "opponent",
        "mover",
        // A menu range's ends, a square each, or a name elsewhere.
        "last",
        "other",
        "who",
        "by",
        "organiser",
    ];
    const NUMBERS: &[&str] = &[
        "game",
        "puzzle",
        "lesson",
        "exercise",
        "count",
        "ply",
        "move",
        "step",
        "done",
        "total",
        "round",
        "rounds",
        "min",
        "max",
        "listed",
        "answers",
        "stars",
        "solved",
        "tried",
        "streak",
        "rating",
        "deviation",
        "played",
        "place",
        "games",
        "due",
        "found",
        "claimed",
        "got",
        "best",
        "white",
        "grey",
        "black",
        "size",
        "limit",
    ];
    match name {
        n if NAMES.contains(&n) => Arg::Text("W".repeat(32)),
        n if NUMBERS.contains(&n) => Arg::Number(2_147_483_647),
        "marbles" => Arg::Text("10 white marbles, 10 grey marbles and 10 black marbles".into()),
        // A colour's name, capitalised ("Schwarz"), where a label shows it.
        "colour" => Arg::Text("W".repeat(16)),
        "what" => Arg::Text("W".repeat(40)),
        _ => Arg::Text("w".repeat(100)),
    }
}

/// The placeables `id` uses in `file`.
fn placeables(file: &FluentResource, id: &str) -> Vec<String> {
    let mut names = std::collections::BTreeSet::new();
    for m in messages(file).into_iter().filter(|m| m.id.name == id) {
        if let Some(value) = &m.value {
            crate::app::text::lang::placeables::variables(value, false, &mut names);
        }
    }
    names.into_iter().map(str::to_string).collect()
}

#[test]
fn every_message_fits_where_it_is_used_at_its_longest_in_every_language() {
    let english = resource(Lang::En);
    let mut over = Vec::new();
    for msg in crate::app::text::lang::messages::ALL {
        let id = msg.id();
        let names = placeables(&english, id);
        let args: Vec<(&str, Arg)> = names.iter().map(|n| (n.as_str(), longest(n))).collect();
        for lang in Lang::ALL {
            let said = lang.say(*msg, &args);
            let (n, max) = (said.chars().count(), limit(id));
            if n > max {
                over.push(format!("{lang} {id}: {n} characters, over {max}: {said}"));
            }
        }
    }
    assert!(over.is_empty(), "{}", over.join("\n"));
}
