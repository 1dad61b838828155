//! The languages the bot speaks, and its words in each: one Project Fluent
//! file a language in `bot/locales/`, English the default and the
//! fallback. A message is a [`Msg`], generated from `en.ftl` as the bot
//! builds, so a message the file lacks, or placeables named otherwise than
//! its English words name them, does not compile. A message another
//! language lacks is said in English, and `tests.rs` lists those; where a
//! language has it, it has the same placeables. The command fields'
//! localizations are checked against Discord's rules, and listed where
//! missing, in `routing/command/localized.rs`.

pub mod commands;
#[cfg(test)]
pub(in crate::app) mod glossary;
pub(in crate::app) mod messages;
#[cfg(test)]
pub(in crate::app) mod placeables;
#[cfg(test)]
pub(in crate::app) mod tests;

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub(crate) use messages::{check_args, debug_check_args, Msg};

/// A language the bot speaks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English: the default, and every other language's fallback.
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Dutch.
    Nl,
    /// Spanish.
    Es,
    /// Italian.
    It,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::De, Lang::Fr, Lang::Nl, Lang::Es, Lang::It];

    /// Its tag: the file's name in `bot/locales/`, and what the console's
    /// `lang` takes.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Es => "es",
            Lang::It => "it",
        }
    }

    /// The language named by its tag, or by a Discord locale (`de`,
    /// `es-ES`, `en-GB`); `None` for one the bot does not speak.
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(primary))
    }

    /// The language of a Discord locale, English for one the bot does not
    /// speak.
    pub fn of_locale(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::of_tag).unwrap_or_default()
    }

    /// Its name in itself, as a person looking for it knows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::Es => "Español",
            Lang::It => "Italiano",
        }
    }

    /// Discord's locales that show this language's command names (none
    /// for English, the commands' own).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::Nl => &["nl"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::It => &["it"],
        }
    }

    /// Its Fluent file.
    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../../locales/en.ftl"),
            Lang::De => include_str!("../../../../locales/de.ftl"),
            Lang::Fr => include_str!("../../../../locales/fr.ftl"),
            Lang::Nl => include_str!("../../../../locales/nl.ftl"),
            Lang::Es => include_str!("../../../../locales/es.ftl"),
            Lang::It => include_str!("../../../../locales/it.ftl"),
        }
    }

    /// Its place in [`Lang::ALL`], for tables kept a language each.
    pub(crate) fn index(self) -> usize {
        Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    fn bundle(self) -> &'static Bundle {
        &BUNDLES[self.index()]
    }

    /// `msg` in this language, its placeables filled from `args` (a
    /// placeable missing from `args` shows its name); in English where
    /// this language lacks it.
    pub(crate) fn say(self, msg: Msg, args: &[(&str, Arg)]) -> String {
        said_in(&[self.bundle(), Lang::En.bundle()], msg, args).unwrap_or_else(|| msg.id().to_string())
    }

    /// The attribute `attribute` of message `id`, if this language has
    /// it: a command field's `name` or `description`, a choice's label.
    pub fn field(self, id: &str, attribute: Option<&str>) -> Option<String> {
        let bundle = &self.bundle().fluent;
        let message = bundle.get_message(id)?;
        let pattern = match attribute {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }
}

/// English written in the code rather than in `en.ftl` (the course's),
/// with what Fluent would fill in filled: a message's words where it says
/// `{ move-button }`, a command where it says `{ COMMAND("learn") }`.
pub(crate) fn english_filled(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{ ") {
        let Some(len) = rest[start..].find(" }") else {
            break;
        };
        out.push_str(&rest[..start]);
        let inside = &rest[start + 2..start + len];
        let filled = match inside.strip_prefix("COMMAND(\"").and_then(|p| p.strip_suffix("\")")) {
            Some(path) => Some(commands::command(Lang::En, path)),
            None => Lang::En.field(inside, None),
        };
        out.push_str(&filled.unwrap_or_else(|| rest[start..start + len + 2].to_string()));
        rest = &rest[start + len + 2..];
    }
    out.push_str(rest);
    out
}

/// The store keeps a language as its own type, with the same six.
impl From<Lang> for zertz_data::Language {
    fn from(lang: Lang) -> zertz_data::Language {
        use zertz_data::Language;
        match lang {
            Lang::En => Language::En,
            Lang::De => Language::De,
            Lang::Fr => Language::Fr,
            Lang::Nl => Language::Nl,
            Lang::Es => Language::Es,
            Lang::It => Language::It,
        }
    }
}

impl From<zertz_data::Language> for Lang {
    fn from(lang: zertz_data::Language) -> Lang {
        use zertz_data::Language;
        match lang {
            Language::En => Lang::En,
            Language::De => Lang::De,
            Language::Fr => Lang::Fr,
            Language::Nl => Lang::Nl,
            Language::Es => Lang::Es,
            Language::It => Lang::It,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

/// A placeable's value: words or a number (numbers choose plurals).
#[derive(Clone, Debug)]
pub enum Arg {
    /// Words, such as a name or a move.
    Text(String),
    /// A number.
    Number(i64),
}

impl Arg {
    fn fluent(&self) -> FluentValue<'static> {
        match self {
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Number(n) => FluentValue::from(*n),
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// `msg` in `lang`, with its placeables by name:
/// `say!(lang, Msg::NoSuchGame, number = 7)`.
/// The placeables' names must be those the message's English words use:
/// checked as the code compiles for a message named here, and in debug
/// builds as it runs for one chosen as the program runs.
macro_rules! say {
    ($lang:expr, Msg::$variant:ident $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = $crate::app::text::lang::check_args(
            Msg::$variant,
            &[$(stringify!($name)),*],
        );
        $lang.say(
            Msg::$variant,
            &[$((stringify!($name), $crate::app::text::lang::Arg::from($value))),*],
        )
    }};
    ($lang:expr, $msg:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        let msg = $msg;
        $crate::app::text::lang::debug_check_args(msg, &[$(stringify!($name)),*]);
        $lang.say(msg, &[$((stringify!($name), $crate::app::text::lang::Arg::from($value))),*])
    }};
}
pub(crate) use say;

/// A language's messages, parsed once.
struct Bundle {
    fluent: FluentBundle<FluentResource>,
    /// What did not parse or add (none, as the tests check).
    #[cfg_attr(not(test), allow(dead_code))]
    errors: Vec<String>,
}

static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| Lang::ALL.iter().map(|&l| load(l)).collect());

/// Parses `lang`'s file; what does not parse is left out and noted.
fn load(lang: Lang) -> Bundle {
    bundle_of(lang.source(), lang)
}

/// The messages of `source`, in `lang`.
fn bundle_of(source: &str, lang: Lang) -> Bundle {
    let mut errors = Vec::new();
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, e)| {
        errors.extend(e.iter().map(|e| format!("{lang}.ftl: {e}")));
        partial
    });
    let id = lang.tag().parse().unwrap_or_default();
    let mut fluent = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the words as they are: no bidi isolation marks.
    fluent.set_use_isolating(false);
    // NUMBER, for English's ordinals.
    if let Err(e) = fluent.add_builtins() {
        errors.push(format!("{lang}.ftl: {e}"));
    }
    if let Err(e) = commands::add_functions(&mut fluent, lang) {
        errors.push(format!("{lang}.ftl: {e}"));
    }
    if let Err(e) = fluent.add_resource(resource) {
        errors.extend(e.iter().map(|e| format!("{lang}.ftl: {e}")));
    }
    Bundle { fluent, errors }
}

/// `msg` from the first of `bundles` that has it.
fn said_in(bundles: &[&Bundle], msg: Msg, args: &[(&str, Arg)]) -> Option<String> {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent.set(*name, value.fluent());
    }
    bundles.iter().find_map(|b| {
        let pattern = b.fluent.get_message(msg.id())?.value()?;
        let mut errors = Vec::new();
        Some(
            b.fluent
                .format_pattern(pattern, Some(&fluent), &mut errors)
                .into_owned(),
        )
    })
}
