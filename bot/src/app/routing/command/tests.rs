//! The declarations agree with their parsers, both ways.

use zertz_data::{ComputerLevel, FirstMover};
use zertz_rules::Variant;

use super::*;
use crate::app::interface::choices::{DailySwitch, Offered, ServerLanguage, ThreadSwitch, TimeChoice, MAX_PAGE};
use crate::app::interface::choices::{LeaderboardScope, Terms};
use crate::app::interface::refusal::Answer;
use crate::app::interface::request::Given;
use crate::app::interface::request::Value;
use crate::app::interface::request::{Options, Upload, User};
use crate::app::interface::spec::{Choice, OptionKind, OptionSpec, COMMANDS};
use zertz_rules::notation::ParsedMove;

fn bob() -> User {
    User::person(2, "bob")
}

#[test]
fn a_challenge_reads_typed_terms_with_defaults() {
    let o = Options::of(&[("opponent", Value::User(bob()))]);
    let Ok(Command::Challenge { opponent, terms }) = Command::parse("zertz challenge", &o) else {
        panic!("not a challenge");
    };
    assert_eq!(opponent, bob());
    assert_eq!(terms, Terms::default());
    assert_eq!(terms.seconds(), Some(259_200));

    let o = Options::of(&[
        ("opponent", Value::User(bob())),
        ("variant", Value::Text("blitz".into())),
        ("first", Value::Text("them".into())),
        ("time", Value::Text("0".into())),
        ("level", Value::Text("Hard".into())),
    ]);
    let Ok(Command::Challenge { terms, .. }) = Command::parse("zertz challenge", &o) else {
        panic!("not a challenge");
    };
    assert_eq!(terms.variant, Variant::BLITZ);
    assert_eq!(terms.first, FirstMover::Opponent);
    assert_eq!(terms.time, None);
    assert_eq!(terms.level, ComputerLevel::Hard);
}

#[test]
fn bad_arguments_are_refused_with_what_to_fix() {
    let with = |k: &str, v: &str| Options::of(&[("opponent", Value::User(bob())), (k, Value::Text(v.into()))]);
    let words = |o: &Options| {
        Command::parse("zertz challenge", o)
            .err()
            .map(|e| e.words(crate::app::text::lang::Lang::En))
            .unwrap_or_default()
    };
    assert!(words(&with("time", "59")).contains("time per move"));
    assert!(words(&with("time", "99999999999999999999")).contains("time per move"));
    assert!(words(&with("first", "both")).contains("`random`, `me` or `them`"));
    assert!(words(&with("level", "expert")).contains("`easy`, `medium` or `hard`"));
    assert!(words(&with("time", "59")).contains("1 hour, 1 day, 3 days, 7 days or no limit"));
    assert!(!words(&with("variant", "huge")).is_empty());
    assert!(Command::parse("zertz challenge", &Options::default()).is_err());
    assert!(Command::parse("zertz board", &Options::of(&[("game", Value::Int(-3))])).is_err());
    assert!(Command::parse("zertz place", &Options::of(&[("colour", Value::Text("red".into()))])).is_err());
    assert!(Command::parse("launch", &Options::default()).is_err());
}

#[test]
fn refusals_carry_their_data_to_the_edge() {
    use crate::app::interface::refusal::{CoreError, GameRefusal, Needed, Offer, Refusal, Unread};
    let refused = |name: &str, o: &Options| match Command::parse(name, o) {
        Err(CoreError::Refused(r)) => r,
        other => panic!("{name}: not refused: {other:?}"),
    };
    let level = Options::of(&[
        ("opponent", Value::User(bob())),
        ("level", Value::Text("expert".into())),
    ]);
    match refused("zertz challenge", &level) {
        Refusal::Unread(Unread::NotOffered { option, given, offered }) => {
            assert_eq!(option, Offer::Level);
            assert_eq!(given, "expert");
            assert_eq!(offered.len(), ComputerLevel::offered().len());
        }
        other => panic!("{other:?}"),
    }
    let days = Options::of(&[("days", Value::Int(30))]);
    assert!(matches!(
        refused("zertz vacation", &days),
        Refusal::Unread(Unread::VacationDays { min: 1, max: 14 })
    ));
    assert!(matches!(
        refused("zertz move", &Options::default()),
        Refusal::Unread(Unread::Missing(Needed::Notation))
    ));
    let game = Options::of(&[("game", Value::Int(-3))]);
    assert!(matches!(
        refused("zertz board", &game),
        Refusal::Game(GameRefusal::NoSuchGame(-3))
    ));
}

#[test]
fn pages_and_places_are_typed() {
    let page = |p: i64| Command::parse("zertz leaderboard", &Options::of(&[("page", Value::Int(p))])).ok();
    assert_eq!(page(1), Some(Command::Leaderboard(LeaderboardScope::Server, 0)));
    assert_eq!(page(-5), Some(Command::Leaderboard(LeaderboardScope::Server, 0)));
    assert_eq!(
        page(i64::MAX),
        Some(Command::Leaderboard(LeaderboardScope::Server, MAX_PAGE - 1))
    );
    let o = Options::of(&[("colour", Value::Text("grey".into())), ("at", Value::Text("d4".into()))]);
    assert_eq!(
        Command::parse("zertz place", &o).ok(),
        Some(Command::Move("Gd4".parse().unwrap(), None))
    );
}

/// A value for a required option without choices.
fn sample(o: &OptionSpec) -> Value {
    match (o.kind, o.name) {
        (OptionKind::Text, "notation") => Value::Text("Wd4,a1".into()),
        (OptionKind::Text, "at") => Value::Text("d4".into()),
        (OptionKind::Text, "remove") => Value::Text("a1".into()),
        (OptionKind::Text, "path") => Value::Text("d1 d3 d5".into()),
        (OptionKind::Text, "name") => Value::Text("Winter Cup".into()),
        (OptionKind::Text, _) => Value::Text(o.choices.first().map(|c| c.word.clone()).unwrap_or_default()),
        (OptionKind::Int, _) => Value::Int(o.range.map_or(1, |(lo, _)| lo)),
        (OptionKind::User, _) => Value::User(bob()),
        (OptionKind::Bool, _) => Value::Text("true".into()),
        (OptionKind::Role, _) => Value::Int(77),
        (OptionKind::File, _) => Value::File(Upload {
            name: "game.sgf".into(),
            content: Ok(b"(;GM[22])".to_vec()),
        }),
    }
}

/// The word a parsed command carries for option `option`, read back
/// from its typed value.
fn word_back(command: &Command, option: &str) -> Option<String> {
    match (command, option) {
        (Command::Challenge { terms, .. }, "variant") => Some(terms.variant.word()),
        (Command::Challenge { terms, .. }, "first") => Some(terms.first.word()),
        (Command::Challenge { terms, .. }, "time") => Some(TimeChoice(terms.time).word()),
        (Command::Challenge { terms, .. }, "level") => Some(terms.level.word()),
        (Command::Move(ParsedMove::Place { colour, .. }, _), "colour") => Some(colour.word()),
        (Command::Move(_, Some(to)), "to") => Some(to.word()),
        (Command::Daily(on), "switch") => Some(DailySwitch(*on).word()),
        (Command::Threads(on), "setting") => Some(ThreadSwitch(*on).word()),
        (Command::ServerLanguage(lang), "language") => Some(ServerLanguage(*lang).word()),
        (Command::Leaderboard(scope, _), "scope") => Some(scope.word()),
        (Command::TournamentCreate(terms), "format") => Some(terms.format.word()),
        (Command::TournamentCreate(terms), "variant") => Some(terms.variant.word()),
        (Command::TournamentCreate(terms), "time") => Some(TimeChoice(terms.time).word()),
        _ => None,
    }
}

/// Options that note each name a parser asks for.
struct Noting {
    given: Options,
    asked: std::cell::RefCell<Vec<String>>,
}

impl Given for Noting {
    fn value(&self, name: &str) -> Option<&Value> {
        self.asked.borrow_mut().push(name.to_string());
        self.given.value(name)
    }
}

/// Parses subcommand `name` with `options`, and the option names read.
fn parse_noting(name: &str, options: &[(&str, Value)]) -> (Answer<Command>, Vec<String>) {
    let noting = Noting {
        given: Options::of(options),
        asked: Default::default(),
    };
    let Some(sub) = subcommands().iter().find(|s| s.name == name) else {
        panic!("no subcommand {name}");
    };
    let parsed = (sub.parse)(&noting);
    (parsed, noting.asked.take())
}

/// Both ways: with every option given, each declared option is read,
/// and nothing is read that is not declared.
#[test]
fn each_parser_reads_exactly_the_options_its_declaration_offers() {
    for sub in subcommands() {
        let all: Vec<(&str, Value)> = sub.options.iter().map(|o| (o.name, sample(o))).collect();
        let (parsed, read) = parse_noting(sub.name, &all);
        assert!(parsed.is_ok(), "/zertz {} with every option: {parsed:?}", sub.name);
        for name in &read {
            assert!(
                sub.options.iter().any(|o| o.name == name),
                "/zertz {} reads `{name}`, which it does not declare",
                sub.name
            );
        }
        for o in &sub.options {
            assert!(
                read.iter().any(|r| r == o.name),
                "/zertz {} declares `{}` but never reads it",
                sub.name,
                o.name
            );
        }
    }
}

#[test]
fn declared_limits_are_the_parsers_limits() {
    let vacation = subcommands().iter().find(|s| s.name == "zertz vacation").unwrap();
    let (lo, hi) = vacation.options[0].range.unwrap();
    let days = |d: i64| parse_noting("zertz vacation", &[("days", Value::Int(d))]).0.ok();
    assert_eq!(days(lo), Some(Command::Vacation(lo as u32)));
    assert_eq!(days(hi), Some(Command::Vacation(hi as u32)));
    assert_eq!(days(lo - 1), None);
    assert_eq!(days(hi + 1), None);
}

#[test]
fn every_name_and_choice_in_the_table_parses_to_a_command_and_back() {
    for sub in subcommands() {
        let required: Vec<(&str, Value)> = sub
            .options
            .iter()
            .filter(|o| o.required)
            .map(|o| (o.name, sample(o)))
            .collect();
        let parsed = Command::parse(sub.name, &Options::of(&required));
        assert!(
            parsed.is_ok(),
            "/zertz {} with its required options: {parsed:?}",
            sub.name
        );
        for o in &sub.options {
            for Choice { label, word, .. } in &o.choices {
                let mut with: Vec<(&str, Value)> = required.iter().filter(|(n, _)| *n != o.name).cloned().collect();
                with.push((o.name, Value::Text(word.clone())));
                let command = Command::parse(sub.name, &Options::of(&with))
                    .unwrap_or_else(|e| panic!("{} {}:{word} ({label}): {e:?}", sub.name, o.name));
                assert_eq!(
                    word_back(&command, o.name).as_ref(),
                    Some(word),
                    "{} {}",
                    sub.name,
                    o.name
                );
            }
        }
    }
    let table = subcommands();
    let defaults: Vec<&str> = table
        .iter()
        .flat_map(|s| s.options.iter().flat_map(|o| o.choices.iter()))
        .filter(|c| c.default)
        .map(|c| c.word.as_str())
        .collect();
    // The challenge's, the leaderboard's and then the tournament's.
    assert_eq!(
        defaults,
        ["standard", "random", "259200", "medium", "server", "standard", "259200"]
    );
    assert_eq!(TimeChoice(Terms::default().time).word(), "259200");
}

/// Discord refuses a whole registration that breaks one of its limits;
/// the table keeps a fifth of each count to spare, for what comes next:
/// at most 20 of Discord's 25 subcommands a command, options a
/// subcommand and choices an option, and 80 of its 100 commands. Names
/// are 1–32 lowercase characters, descriptions and choice labels 1–100.
/// (The characters of each command, 6,400 of Discord's 8,000, are
/// counted on what the bot registers, by the end-to-end test.)
#[test]
fn the_table_keeps_a_fifth_of_discords_limits_to_spare() {
    const SPARE_COUNT: usize = 20;
    let table = subcommands();
    // The context menu's command counts too.
    assert!(COMMANDS.len() < 80, "{} commands", COMMANDS.len());
    for command in COMMANDS {
        let subs = table.iter().filter(|s| s.path().0 == command.name).count();
        assert!(
            (1..=SPARE_COUNT).contains(&subs),
            "/{}: {subs} subcommands",
            command.name
        );
    }
    for sub in table {
        assert!(
            COMMANDS.iter().any(|c| c.name == sub.path().0),
            "/{} is under no command",
            sub.name
        );
        let alone = table.iter().filter(|s| s.path().0 == sub.path().0).count() == 1;
        assert!(sub.path().1.is_some() || alone, "/{} beside subcommands", sub.name);
    }
    let name_ok = |n: &str| {
        (1..=32).contains(&n.chars().count()) && n.chars().all(|c| c.is_ascii_lowercase() || c == '-' || c == '_')
    };
    let text_ok = |d: &str| (1..=100).contains(&d.chars().count());
    for command in COMMANDS {
        assert!(
            name_ok(command.name) && text_ok(command.description),
            "/{}",
            command.name
        );
    }
    for sub in table {
        assert!(
            sub.path().1.is_none_or(name_ok) && text_ok(sub.description),
            "/{}",
            sub.name
        );
        assert!(sub.options.len() <= SPARE_COUNT, "/{}", sub.name);
        let required = sub.options.iter().take_while(|o| o.required).count();
        assert!(
            sub.options[required..].iter().all(|o| !o.required),
            "/{}: required options first",
            sub.name
        );
        for o in &sub.options {
            assert!(name_ok(o.name) && text_ok(o.description), "/{} {}", sub.name, o.name);
            assert!(o.choices.len() <= SPARE_COUNT, "/{} {}", sub.name, o.name);
            for Choice { label, word, .. } in &o.choices {
                assert!(text_ok(label) && text_ok(word), "/{} {}: {label}", sub.name, o.name);
            }
        }
    }
}
