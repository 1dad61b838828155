//! Every command field has a name and a description in every language
//! but English (whose are declared with the commands), within Discord's
//! rules, and no language file has words that nothing says.

use std::collections::BTreeSet;

use super::subcommands;
use crate::app::interface::spec::{COMMANDS, CONTEXT_FIELD};
use crate::app::text::lang::commands::field_id;
use crate::app::text::lang::tests::{messages, resource};
use crate::app::text::lang::Lang;

/// A command field to localize: its Fluent id, and whether it is a
/// slash command's (lower-case) name with a description, the context
/// menu's name alone, or a choice's label.
#[derive(Debug)]
enum Field {
    Slash(String),
    ContextMenu(String),
    Choice(String),
}

/// Every command field: commands, subcommands, options and choices.
fn fields() -> Vec<Field> {
    let mut out: Vec<Field> = COMMANDS.iter().map(|c| Field::Slash(field_id(&[c.name]))).collect();
    out.push(Field::ContextMenu(field_id(&[CONTEXT_FIELD])));
    let mut choices = BTreeSet::new();
    for sub in subcommands() {
        if sub.path().1.is_some() {
            out.push(Field::Slash(field_id(&[sub.name])));
        }
        for o in &sub.options {
            out.push(Field::Slash(field_id(&[sub.name, o.name])));
            choices.extend(o.choices.iter().map(|c| c.id(o.name)));
        }
    }
    out.extend(choices.into_iter().map(Field::Choice));
    out
}

#[test]
fn no_language_has_words_nothing_says() {
    let said: BTreeSet<String> = crate::app::text::lang::messages::ALL
        .iter()
        .map(|m| m.id().to_string())
        .collect();
    // Besides the messages: the command fields and the course's words,
    // whose English is where they are declared.
    let fields: BTreeSet<String> = fields()
        .into_iter()
        .map(|f| match f {
            Field::Slash(id) | Field::ContextMenu(id) | Field::Choice(id) => id,
        })
        .chain(
            crate::app::features::lessons::course_words()
                .into_iter()
                .map(|(id, _)| id),
        )
        .collect();
    for lang in Lang::ALL {
        let file = resource(lang);
        for m in messages(&file) {
            let id = m.id.name.to_string();
            let known = said.contains(&id) || (lang != Lang::En && fields.contains(&id));
            assert!(known, "{lang}.ftl: nothing says {id}");
        }
    }
}

/// Discord's rules for a localized field (its docs' Application
/// Commands: names 1 to 32 characters, a slash command's lower-case
/// letters, digits, `-` and `_`; descriptions and choice names 1 to 100).
/// A field a language has not translated yet is left out of what is
/// registered (Discord shows the English) and listed here, not refused.
#[test]
fn every_command_field_is_localized_within_discords_rules() {
    let slash_name = |n: &str| {
        (1..=32).contains(&n.chars().count())
            && n.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && n.to_lowercase() == n
    };
    let fits = |s: &str, max: usize| (1..=max).contains(&s.chars().count());
    let mut untranslated = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let mut lacks = |id: &str, what: &str| untranslated.push(format!("{lang}: {id} {what}"));
        for field in fields() {
            match &field {
                Field::Slash(id) => {
                    match lang.field(id, Some("name")) {
                        Some(name) => assert!(slash_name(&name), "{lang}: {id}'s name {name:?}"),
                        None => lacks(id, "name"),
                    }
                    match lang.field(id, Some("description")) {
                        Some(d) => assert!(fits(&d, 100), "{lang}: {id}'s description {d:?}"),
                        None => lacks(id, "description"),
                    }
                }
                Field::ContextMenu(id) => match lang.field(id, Some("name")) {
                    Some(name) => assert!(fits(&name, 32), "{lang}: {id}'s name {name:?}"),
                    None => lacks(id, "name"),
                },
                Field::Choice(id) => match lang.field(id, None) {
                    Some(label) => assert!(fits(&label, 80), "{lang}: {id}'s label {label:?}"),
                    None => lacks(id, "label"),
                },
            }
        }
    }
    if !untranslated.is_empty() {
        eprintln!(
            "{} command fields not yet translated (registered in English):\n{}",
            untranslated.len(),
            untranslated.join("\n")
        );
    }
}

/// Two options of one subcommand, or two subcommands of one command, may
/// not share a name in any language: Discord refuses the set.
#[test]
fn no_two_siblings_share_a_localized_name() {
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        // A name not translated yet is the English one, as Discord shows it.
        let name = |path: &[&str]| {
            let english = path.last().map_or("", |p| p.rsplit(' ').next().unwrap_or(p));
            lang.field(&field_id(path), Some("name"))
                .unwrap_or_else(|| english.to_string())
        };
        for command in COMMANDS {
            let subs: Vec<_> = subcommands().iter().filter(|s| s.path().0 == command.name).collect();
            let names: Vec<String> = subs
                .iter()
                .filter(|s| s.path().1.is_some())
                .map(|s| name(&[s.name]))
                .collect();
            let distinct: BTreeSet<&String> = names.iter().collect();
            assert_eq!(
                distinct.len(),
                names.len(),
                "{lang}: /{}'s subcommands {names:?}",
                command.name
            );
            for s in subs {
                let names: Vec<String> = s.options.iter().map(|o| name(&[s.name, o.name])).collect();
                let distinct: BTreeSet<&String> = names.iter().collect();
                assert_eq!(distinct.len(), names.len(), "{lang}: {}'s options {names:?}", s.name);
            }
        }
        let top: Vec<String> = COMMANDS.iter().map(|c| name(&[c.name])).collect();
        let distinct: BTreeSet<&String> = top.iter().collect();
        assert_eq!(distinct.len(), top.len(), "{lang}: commands {top:?}");
    }
}
