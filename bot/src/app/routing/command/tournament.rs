//! The `/tournament …` subcommands, declared as the others are.

use zertz_data::{TournamentFormat, TournamentId};

use super::handles::{plain, time, variant, PLAYER, TIME, VARIANT};
use super::Command;
use crate::app::features::tournament::MAX_EVENT_NAME;
use crate::app::interface::choices::{pick, EventTerms, Terms, TimeChoice};
use crate::app::interface::options::*;
use crate::app::interface::refusal::{refuse, Answer, Needed, Offer, Unread};
use crate::app::interface::request::Given;
use crate::app::interface::spec::SubcommandSpec;

/// The players a tournament may take, at most.
const EVENT_PLAYERS: std::ops::RangeInclusive<i64> = 3..=64;
/// The rounds of a Swiss that may be asked for.
const EVENT_ROUNDS: std::ops::RangeInclusive<i64> = 1..=12;
/// How many hours ahead a tournament's start may be set.
const EVENT_START_HOURS: std::ops::RangeInclusive<i64> = 1..=720;

/// A tournament's name.
const NAME: Opt<Text> = Opt::named("name");
/// A tournament's format.
const FORMAT: Opt<Text> = Opt::named("format");
/// A Swiss's rounds.
const ROUNDS: Opt<Int> = Opt::named("rounds");
/// A tournament's most players.
const MAX_PLAYERS: Opt<Int> = Opt::named("max_players");
/// Hours until a tournament starts by itself.
const STARTS: Opt<Int> = Opt::named("starts");
/// A tournament, by its number.
const EVENT: Opt<Int> = Opt::named("event");
/// The organisers' role.
const ROLE: Opt<Role> = Opt::named("role");

/// The `event` option: a tournament's number.
fn event(o: &dyn Given) -> Option<TournamentId> {
    EVENT.read(o).filter(|&n| n > 0).map(TournamentId)
}

/// The tournament group's subcommands, in the order the help lists them.
pub(super) fn declarations() -> Vec<SubcommandSpec<Command>> {
    vec![
        SubcommandSpec {
            name: "tournament create",
            description: "Create a tournament in this channel (organisers)",
            options: vec![
                NAME.spec("Its name").required().max_length(MAX_EVENT_NAME),
                FORMAT
                    .spec("Swiss or round robin")
                    .required()
                    .choices(None::<TournamentFormat>),
                ROUNDS
                    .spec("Swiss rounds (default: about log2 of the players, plus one)")
                    .range(EVENT_ROUNDS),
                VARIANT
                    .spec("Board and marbles")
                    .choices(Some(Terms::default().variant)),
                TIME.spec("Time for each move")
                    .choices(Some(TimeChoice(Terms::default().time))),
                MAX_PLAYERS
                    .spec("The most players it takes (default 32)")
                    .range(EVENT_PLAYERS),
                STARTS
                    .spec("Start by itself in this many hours (default: when you press Start)")
                    .range(EVENT_START_HOURS),
            ],
            private: false,
            parse: |o| {
                let Some(name) = NAME.read(o) else {
                    return refuse(Unread::Missing(Needed::EventName));
                };
                let Some(format) = FORMAT.read(o) else {
                    return refuse(Unread::Missing(Needed::EventFormat));
                };
                let within = |option: Opt<Int>, range: std::ops::RangeInclusive<i64>| -> Answer<Option<u32>> {
                    match option.read(o) {
                        None => Ok(None),
                        Some(n) if range.contains(&n) => Ok(u32::try_from(n).ok()),
                        Some(_) => refuse(Unread::OutOfRange {
                            option: option.name,
                            min: *range.start(),
                            max: *range.end(),
                        }),
                    }
                };
                Ok(Command::TournamentCreate(EventTerms {
                    name: name.chars().take(usize::from(MAX_EVENT_NAME)).collect(),
                    format: pick(Offer::Format, format)?,
                    rounds: within(ROUNDS, EVENT_ROUNDS)?,
                    variant: variant(o)?,
                    time: time(o)?,
                    max_players: within(MAX_PLAYERS, EVENT_PLAYERS)?.unwrap_or(32),
                    starts_in: within(STARTS, EVENT_START_HOURS)?
                        .map(|h| std::time::Duration::from_secs(u64::from(h) * 3_600)),
                }))
            },
        },
        SubcommandSpec {
            name: "tournament standings",
            description: "A tournament's standings (this channel's latest by default)",
            options: vec![EVENT.spec("Which tournament (its number)")],
            private: false,
            parse: |o| Ok(Command::TournamentStandings(event(o))),
        },
        plain(
            "tournament list",
            "This server's tournaments: open, running and finished",
            true,
            |_| Ok(Command::TournamentList),
        ),
        SubcommandSpec {
            name: "tournament remove",
            description: "Take a player out of a tournament (organisers)",
            options: vec![
                PLAYER.spec("Who").required(),
                EVENT.spec("Which tournament (this channel's by default)"),
            ],
            private: true,
            parse: |o| match PLAYER.read(o) {
                Some(p) => Ok(Command::TournamentRemove(p.clone(), event(o))),
                None => refuse(Unread::Missing(Needed::Player)),
            },
        },
        SubcommandSpec {
            name: "server organisers",
            description: "Name the role that may run tournaments here (needs Manage Server)",
            options: vec![ROLE.spec("The role (none: only those who may manage the server)")],
            private: true,
            parse: |o| {
                let role = ROLE.read(o);
                Ok(Command::TournamentOrganisers(role))
            },
        },
    ]
}
