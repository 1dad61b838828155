//! Messages name commands, options and buttons through Fluent, as the
//! reader's client shows them, and never by a literal: a command by
//! `COMMAND("zertz move")` (a mention), an option by `OPTION(…)`, a
//! button by a reference to its label's message. Each one named exists.

use std::collections::BTreeSet;

use fluent_syntax::ast;

use super::subcommands;
use crate::app::interface::spec::COMMANDS;
use crate::app::text::lang::commands::field_id;
use crate::app::text::lang::tests::{messages, resource};
use crate::app::text::lang::Lang;

/// The messages that label buttons.
pub(super) const BUTTON_LABELS: &[&str] = &[
    "move-button",
    "hint-button",
    "rematch-button",
    "record-button",
    "replay-button",
    "analyse-button",
    "accept-button",
    "decline-button",
    "cancel-button",
    "lesson-course-button",
    "accept-draw-button",
    "allow-takeback-button",
    "refuse-button",
    "solve-button",
    "tournament-join",
    "tournament-leave",
    "tournament-start",
    "tournament-withdraw",
    "picker-back",
    "picker-confirm-short",
    "leaderboard-next",
    "leaderboard-previous",
    "course-choose",
    "analysis-learn",
];

/// What a pattern says: its words, and the functions it calls with their
/// string arguments.
#[derive(Default)]
struct Said {
    words: Vec<String>,
    calls: Vec<(String, Vec<String>)>,
}

fn read(pattern: &ast::Pattern<&str>, said: &mut Said) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => said.words.push(value.to_string()),
            ast::PatternElement::Placeable { expression } => read_expression(expression, said),
        }
    }
}

fn read_expression(expression: &ast::Expression<&str>, said: &mut Said) {
    match expression {
        ast::Expression::Inline(inline) => read_inline(inline, said),
        ast::Expression::Select { variants, .. } => {
            for v in variants {
                read(&v.value, said);
            }
        }
    }
}

fn read_inline(inline: &ast::InlineExpression<&str>, said: &mut Said) {
    match inline {
        ast::InlineExpression::FunctionReference { id, arguments } => {
            let strings = arguments
                .positional
                .iter()
                .filter_map(|a| match a {
                    ast::InlineExpression::StringLiteral { value } => Some(value.to_string()),
                    _ => None,
                })
                .collect();
            said.calls.push((id.name.to_string(), strings));
        }
        ast::InlineExpression::Placeable { expression } => read_expression(expression, said),
        ast::InlineExpression::StringLiteral { value } => said.words.push(value.to_string()),
        _ => {}
    }
}

/// Every message of `lang`'s file that people read (not a command field's
/// name, a choice's label or a button's own label), with what it says.
fn said_in(lang: Lang) -> Vec<(String, Said)> {
    let file = resource(lang);
    messages(&file)
        .into_iter()
        .filter(|m| {
            let id = m.id.name;
            !id.starts_with("cmd-") && !id.starts_with("choice-") && !BUTTON_LABELS.contains(&id)
        })
        .map(|m| {
            let mut said = Said::default();
            if let Some(value) = &m.value {
                read(value, &mut said);
            }
            (m.id.name.to_string(), said)
        })
        .collect()
}

/// The course's English, written in the code, with what it says.
fn course_in_english() -> Vec<(String, Said)> {
    crate::app::features::lessons::course_words()
        .into_iter()
        .map(|(id, english)| {
            let said = Said {
                words: vec![english.to_string()],
                calls: Vec::new(),
            };
            (id, said)
        })
        .collect()
}

/// Whether `word` stands in `text` as a word of its own after `before`.
fn names(text: &str, before: &str, word: &str, after: &str) -> bool {
    let needle = format!("{before}{word}{after}");
    text.match_indices(&needle).any(|(at, _)| {
        let next = text[at + needle.len()..].chars().next();
        !after.is_empty() || !next.is_some_and(|c| c.is_alphanumeric() || c == '-')
    })
}

#[test]
fn no_message_names_a_command_an_option_or_a_button_by_a_literal() {
    let all_langs = |id: &str, attribute: Option<&str>, english: &str| -> BTreeSet<String> {
        Lang::ALL
            .into_iter()
            .filter_map(|l| l.field(id, attribute))
            .chain([english.to_string()])
            .collect()
    };
    let commands: BTreeSet<String> = COMMANDS
        .iter()
        .flat_map(|c| all_langs(&field_id(&[c.name]), Some("name"), c.name))
        .collect();
    let options: BTreeSet<String> = subcommands()
        .iter()
        .flat_map(|s| s.options.iter().map(move |o| (s.name, o.name)))
        .flat_map(|(s, o)| all_langs(&field_id(&[s, o]), Some("name"), o))
        .collect();
    let mut literals = Vec::new();
    for lang in Lang::ALL {
        let labels: BTreeSet<String> = BUTTON_LABELS
            .iter()
            .flat_map(|id| [lang.field(id, None), Lang::En.field(id, None)])
            .flatten()
            .collect();
        let course = if lang == Lang::En {
            course_in_english()
        } else {
            Vec::new()
        };
        for (id, said) in said_in(lang).into_iter().chain(course) {
            for text in &said.words {
                let mut found = |what: &str| literals.push(format!("{lang}.ftl {id}: {what} in {text:?}"));
                for c in &commands {
                    if names(text, "/", c, "") {
                        found(&format!("the command /{c}"));
                    }
                }
                for o in &options {
                    if names(text, "`", o, ":") || names(text, " ", o, ":`") {
                        found(&format!("the option {o}:"));
                    }
                }
                for l in &labels {
                    let beside_button = ["button", "Button", "bouton", "knop", "botón", "pulsante"]
                        .iter()
                        .any(|b| names(text, &format!("{b} "), l, "") || names(text, "", l, &format!(" {b}")));
                    if names(text, "**", l, "**") || names(text, "(", l, ")") || beside_button {
                        found(&format!("the button {l}"));
                    }
                }
            }
        }
    }
    assert!(literals.is_empty(), "{}", literals.join("\n"));
}

#[test]
fn every_command_and_option_a_message_names_exists() {
    let subs = subcommands();
    let command_exists = |path: &str| {
        subs.iter().any(|s| s.name == path)
            || COMMANDS
                .iter()
                .any(|c| c.name == path && !subs.iter().any(|s| s.path().0 == path && s.path().1.is_some()))
    };
    let option_exists = |path: &str, option: &str| {
        subs.iter()
            .any(|s| s.name == path && s.options.iter().any(|o| o.name == option))
    };
    let mut calls = 0;
    for lang in Lang::ALL {
        for (id, said) in said_in(lang) {
            for (function, args) in &said.calls {
                calls += 1;
                match (function.as_str(), args.as_slice()) {
                    ("COMMAND", [path]) => assert!(command_exists(path), "{lang}.ftl {id}: no command {path:?}"),
                    ("OPTION", [path, option]) => {
                        assert!(
                            option_exists(path, option),
                            "{lang}.ftl {id}: no option {path:?} {option:?}"
                        )
                    }
                    ("NUMBER", _) => calls -= 1,
                    (f, a) => panic!("{lang}.ftl {id}: {f}({a:?})"),
                }
            }
        }
    }
    assert!(calls > 6 * 40, "{calls} commands and options named");
}

#[test]
fn a_command_is_named_in_the_readers_language_until_discord_gives_its_id() {
    use crate::app::text::lang::commands::command;
    // Each test binary is a process of its own: these ids are this one's.
    assert_eq!(command(Lang::De, "zertz move"), "/zertz zug");
    assert_eq!(
        command(Lang::Fr, "learn"),
        format!("/{}", Lang::Fr.field("cmd-learn", Some("name")).unwrap_or_default())
    );
}
