//! Commands, options and their names in the bot's words, as the reader's
//! client shows them. A message names a command with Fluent's
//! `{ COMMAND("zertz move") }`: Discord's command mention
//! (`</zertz move:ID>`, which every client shows in its own language and
//! opens on a click) once the commands' ids are known, else the command
//! as typed in the reader's language (`/zertz zug`), as the console
//! shows it. `{ OPTION("zertz move", "game") }` is an option's name in
//! the reader's language.

use std::collections::BTreeMap;
use std::sync::RwLock;

use fluent_bundle::{FluentArgs, FluentValue};

use super::Lang;

/// The ids Discord gave the top-level commands, by name.
static IDS: RwLock<BTreeMap<String, u64>> = RwLock::new(BTreeMap::new());

/// Learns the ids Discord holds for the commands: from then on, a message
/// names a command by its mention.
pub fn know_ids(ids: impl IntoIterator<Item = (String, u64)>) {
    if let Ok(mut known) = IDS.write() {
        known.extend(ids);
    }
}

/// The Fluent id of a command field by its path: `cmd-zertz` for
/// `/zertz`, `cmd-zertz-challenge` for its subcommand, and
/// `cmd-zertz-challenge-opponent` for that one's option.
pub fn field_id(path: &[&str]) -> String {
    format!("cmd-{}", path.join("-").replace(' ', "-"))
}

/// The command `path` ("zertz move") as the reader of `lang` finds it.
pub fn command(lang: Lang, path: &str) -> String {
    let id = path
        .split(' ')
        .next()
        .and_then(|top| IDS.read().ok()?.get(top).copied());
    match id {
        Some(id) => format!("</{path}:{id}>"),
        None => format!("/{}", localized(lang, path)),
    }
}

/// The option `option` of command `path`, named in `lang`.
pub fn option(lang: Lang, path: &str, option: &str) -> String {
    lang.field(&field_id(&[path, option]), Some("name"))
        .unwrap_or_else(|| option.to_string())
}

/// The Fluent id of the choice `word` of options named `option`:
/// `choice-OPTION-WORD`, shared by every option of that name.
pub fn choice_id(option: &str, word: &str) -> String {
    let word: String = word
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("choice-{option}-{word}")
}

/// The choice `word` of options named `option`, labelled in `lang`.
pub fn choice(lang: Lang, option: &str, word: &str) -> String {
    lang.field(&choice_id(option, word), None)
        .unwrap_or_else(|| word.to_string())
}

/// `path` with each part in `lang`: `zertz zug`.
fn localized(lang: Lang, path: &str) -> String {
    let parts: Vec<&str> = path.split(' ').collect();
    (1..=parts.len())
        .map(|n| {
            lang.field(&field_id(&[&parts[..n].join(" ")]), Some("name"))
                .unwrap_or_else(|| parts[n - 1].to_string())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The Fluent functions a language's messages name commands with.
pub(super) fn add_functions(
    bundle: &mut fluent_bundle::concurrent::FluentBundle<fluent_bundle::FluentResource>,
    lang: Lang,
) -> Result<(), fluent_bundle::FluentError> {
    bundle.add_function("COMMAND", move |args: &[FluentValue], _: &FluentArgs| match args {
        [FluentValue::String(path)] => FluentValue::from(command(lang, path)),
        _ => FluentValue::Error,
    })?;
    bundle.add_function("OPTION", move |args: &[FluentValue], _: &FluentArgs| match args {
        [FluentValue::String(path), FluentValue::String(name)] => FluentValue::from(option(lang, path, name)),
        _ => FluentValue::Error,
    })
}
