//! Every language has every message, with the same placeables, and each
//! renders whole. The command fields' localizations are checked where
//! the commands are declared (`command/localized.rs`).

use std::collections::BTreeSet;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::messages::ALL;
use super::placeables::variables;
use super::{say, Arg, Lang, Msg};

pub(in crate::app) fn resource(lang: Lang) -> FluentResource {
    FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(partial, _)| partial)
}

/// The messages of `lang`'s file, by id.
pub(in crate::app) fn messages(resource: &FluentResource) -> Vec<&ast::Message<&str>> {
    resource
        .entries()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// The variables of message `id` in `resource`: all of them, or (not
/// `selectors`) those shown as words, not only choosing a variant.
fn variables_of<'s>(resource: &'s FluentResource, id: &str, selectors: bool) -> Option<BTreeSet<&'s str>> {
    let message = messages(resource).into_iter().find(|m| m.id.name == id)?;
    let mut out = BTreeSet::new();
    if let Some(value) = &message.value {
        variables(value, selectors, &mut out);
    }
    Some(out)
}

/// The variables of message `id` in `resource`.
fn placeables<'s>(resource: &'s FluentResource, id: &str) -> Option<BTreeSet<&'s str>> {
    variables_of(resource, id, true)
}

#[test]
fn every_language_file_parses_whole() {
    for lang in Lang::ALL {
        assert_eq!(lang.bundle().errors, Vec::<String>::new(), "{lang}");
        let junk = resource(lang)
            .entries()
            .filter(|e| matches!(e, ast::Entry::Junk { .. }))
            .count();
        assert_eq!(junk, 0, "{lang}.ftl has lines that are not messages");
    }
}

#[test]
fn where_a_language_has_a_message_it_has_the_same_placeables() {
    let english = resource(Lang::En);
    let mut untranslated = Vec::new();
    for lang in Lang::ALL {
        let file = resource(lang);
        for msg in ALL {
            let Some(theirs) = placeables(&file, msg.id()) else {
                untranslated.push(format!("{lang}: {}", msg.id()));
                continue;
            };
            assert_eq!(
                Some(theirs),
                placeables(&english, msg.id()),
                "{lang}.ftl: the placeables of {}",
                msg.id()
            );
        }
    }
    // Said in English until translated: listed, not refused.
    if !untranslated.is_empty() {
        eprintln!(
            "{} messages not yet translated (said in English):\n{}",
            untranslated.len(),
            untranslated.join("\n")
        );
    }
}

#[test]
fn the_placeables_a_say_must_name_are_those_of_the_english_file() {
    let english = resource(Lang::En);
    for &msg in ALL {
        let named: BTreeSet<&str> = msg.args().iter().copied().collect();
        assert_eq!(Some(named), placeables(&english, msg.id()), "{}", msg.id());
    }
    // The check that `say!` runs as the code compiles, run here.
    super::check_args(Msg::NoSuchGame, &["number"]);
    let misnamed = std::panic::catch_unwind(|| super::check_args(Msg::NoSuchGame, &["numbr"]));
    assert!(misnamed.is_err(), "a misnamed placeable passes");
    let missing = std::panic::catch_unwind(|| super::check_args(Msg::NoSuchGame, &[]));
    assert!(missing.is_err(), "a missing placeable passes");
}

#[test]
fn a_message_a_language_lacks_is_said_in_english() {
    // A bundle without the message, as a language whose translator has
    // not reached it yet.
    let english = say!(Lang::En, Msg::NoSuchGame, number = 7_i64);
    assert_eq!(
        super::said_in(&[], Msg::NoSuchGame, &[("number", Arg::Number(7))]),
        None
    );
    let lacking = super::said_in(
        &[&super::bundle_of("other = Andere Wörter", Lang::De), Lang::En.bundle()],
        Msg::NoSuchGame,
        &[("number", Arg::Number(7))],
    );
    assert_eq!(lacking.as_deref(), Some(english.as_str()));
}

#[test]
fn every_message_renders_in_every_language_with_its_placeables_filled() {
    let english = resource(Lang::En);
    for lang in Lang::ALL {
        let file = resource(lang);
        for &msg in ALL {
            let names = placeables(&english, msg.id()).unwrap_or_default();
            let args: Vec<(&str, Arg)> = names.iter().map(|&n| (n, Arg::Text(format!("‹{n}›")))).collect();
            let text = lang.say(msg, &args);
            assert!(!text.trim().is_empty(), "{lang}: {} is empty", msg.id());
            // A variable that only chooses a variant is not shown.
            for n in &variables_of(&file, msg.id(), false).unwrap_or_default() {
                assert!(
                    text.contains(&format!("‹{n}›")),
                    "{lang}: {} leaves out ${n}: {text}",
                    msg.id()
                );
            }
            // Numbers fill them too, as plurals choose by them.
            let numbers: Vec<(&str, Arg)> = names.iter().map(|&n| (n, Arg::Number(2))).collect();
            assert!(!lang.say(msg, &numbers).contains('{'), "{lang}: {}", msg.id());
        }
    }
}

#[test]
fn the_store_keeps_each_language_by_its_own_tag() {
    assert_eq!(zertz_data::Language::ALL.len(), Lang::ALL.len());
    for lang in Lang::ALL {
        let kept = zertz_data::Language::from(lang);
        assert_eq!(kept.as_str(), lang.tag());
        assert_eq!(Lang::from(kept), lang);
    }
}

#[test]
fn discord_locales_choose_the_language() {
    assert_eq!(Lang::of_locale(Some("de")), Lang::De);
    assert_eq!(Lang::of_locale(Some("es-ES")), Lang::Es);
    assert_eq!(Lang::of_locale(Some("es-419")), Lang::Es);
    assert_eq!(Lang::of_locale(Some("en-GB")), Lang::En);
    assert_eq!(Lang::of_locale(Some("pt-BR")), Lang::En);
    assert_eq!(Lang::of_locale(None), Lang::En);
    assert_eq!(Lang::of_tag("NL"), Some(Lang::Nl));
    assert_eq!(Lang::of_tag("klingon"), None);
}

#[test]
fn a_placeable_is_filled_in_each_languages_own_words() {
    // The same message, each language's own words, the number in them.
    let said: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| super::say!(l, Msg::NoSuchGame, number = 7_i64))
        .collect();
    assert!(said.iter().all(|s| s.contains('7')), "{said:?}");
    let distinct: BTreeSet<&String> = said.iter().collect();
    assert_eq!(distinct.len(), Lang::ALL.len(), "{said:?}");
}

#[test]
fn a_colour_chooses_its_own_words_in_each_language() {
    use zertz_rules::Colour;
    for lang in Lang::ALL {
        let by_colour = [
            Msg::ColourName,
            Msg::ColourAdjective,
            Msg::PickerAskRing,
            Msg::PickerAskRemoval,
            Msg::IllegalNotInPool,
            Msg::IllegalNotCaptured,
        ];
        for msg in by_colour {
            let said: BTreeSet<String> = [Colour::White, Colour::Grey, Colour::Black]
                .iter()
                .map(|c| super::say!(lang, msg, colour = c.name(), at = "d4", count = 3_i64))
                .collect();
            assert_eq!(said.len(), 3, "{lang}: {}: {said:?}", msg.id());
        }
    }
}

#[test]
fn a_seat_a_theme_and_a_mark_choose_their_own_words_in_each_language() {
    let themes = [
        "capture-chain",
        "isolation",
        "sacrifice",
        "goal-colour",
        "goal-each",
        "full-board",
    ];
    for lang in Lang::ALL {
        let said: BTreeSet<String> = themes
            .iter()
            .map(|&t| super::say!(lang, Msg::PuzzleTheme, theme = t))
            .collect();
        assert_eq!(said.len(), themes.len(), "{lang}: {said:?}");
        let marks: BTreeSet<String> = ["inaccuracy", "mistake", "blunder"]
            .iter()
            .map(|&m| super::say!(lang, Msg::AnalysisMark, mark = m))
            .collect();
        assert_eq!(marks.len(), 3, "{lang}: {marks:?}");
        for msg in [Msg::PuzzleGoal, Msg::PuzzleGoalDaily, Msg::PracticeQuestion] {
            let seats: BTreeSet<String> = ["first", "second"]
                .iter()
                // Only the seat matters here: the other placeables show their names.
                .map(|&s| lang.say(msg, &[("seat", Arg::from(s))]))
                .collect();
            assert_eq!(seats.len(), 2, "{lang}: {seats:?}");
        }
    }
}

#[test]
fn english_ordinals_follow_the_plural_rules_of_ordinals() {
    let place = |n: usize| {
        let text = say!(
            Lang::En,
            Msg::StatsTournaments,
            played = 1usize,
            place = n,
            players = 40usize,
            name = "Cup"
        );
        text.split("best place ")
            .nth(1)
            .unwrap_or_default()
            .split(' ')
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let shown: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(place).to_vec();
    assert_eq!(
        shown,
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"]
    );
    let french = say!(
        Lang::Fr,
        Msg::StatsTournaments,
        played = 1usize,
        place = 1usize,
        players = 4usize,
        name = "Cup"
    );
    assert!(french.contains("1er sur 4"), "{french}");
}

#[test]
fn english_written_in_the_code_has_its_references_filled() {
    use super::english_filled;
    assert_eq!(english_filled("Tap **{ move-button }**."), "Tap **Move**.");
    assert_eq!(english_filled("Try { COMMAND(\"learn\") }"), "Try /learn");
    // What is no reference stays as written, an unclosed brace too.
    assert_eq!(english_filled("a { no-such-message } b"), "a { no-such-message } b");
    assert_eq!(english_filled("x { open"), "x { open");
}
