//! The `/tournament …` subcommands, declared as the others are.

use zertz_data::{RoleId, TournamentFormat, TournamentId};

use super::super::choices::{pick, time, variant, EventTerms, Terms, TimeChoice};
use super::super::refusal::{refuse, Answer, Needed, Offer, Unread};
use super::super::request::Options;
use super::super::spec::{opt, OptionKind::*, SubcommandSpec};
use super::super::tournament::MAX_EVENT_NAME;
use super::{plain, Command};

/// The players a tournament may take, at most.
const EVENT_PLAYERS: std::ops::RangeInclusive<i64> = 3..=64;
/// The rounds of a Swiss that may be asked for.
const EVENT_ROUNDS: std::ops::RangeInclusive<i64> = 1..=12;
/// How many hours ahead a tournament's start may be set.
const EVENT_START_HOURS: std::ops::RangeInclusive<i64> = 1..=720;

/// The `event` option: a tournament's number.
fn event(o: &Options) -> Option<TournamentId> {
    o.int("event").filter(|&n| n > 0).map(TournamentId)
}

/// The tournament group's subcommands, in the order the help lists them.
pub(super) fn declarations() -> Vec<SubcommandSpec<Command>> {
    vec![
        SubcommandSpec {
            name: "tournament create",
            description: "Create a tournament in this channel (organisers)",
            options: vec![
                opt("name", "Its name", Text).required().max_length(MAX_EVENT_NAME),
                opt("format", "Swiss or round robin", Text)
                    .required()
                    .choices(None::<TournamentFormat>),
                opt(
                    "rounds",
                    "Swiss rounds (default: about log2 of the players, plus one)",
                    Int,
                )
                .range(EVENT_ROUNDS),
                opt("variant", "Board and marbles", Text).choices(Some(Terms::default().variant)),
                opt("time", "Time for each move", Text).choices(Some(TimeChoice(Terms::default().time))),
                opt("max_players", "The most players it takes (default 32)", Int).range(EVENT_PLAYERS),
                opt(
                    "starts",
                    "Start by itself in this many hours (default: when you press Start)",
                    Int,
                )
                .range(EVENT_START_HOURS),
            ],
            private: false,
            parse: |o| {
                let Some(name) = o.text("name") else {
                    return refuse(Unread::Missing(Needed::EventName));
                };
                let Some(format) = o.text("format") else {
                    return refuse(Unread::Missing(Needed::EventFormat));
                };
                let within = |option, range: std::ops::RangeInclusive<i64>| -> Answer<Option<u32>> {
                    match o.int(option) {
                        None => Ok(None),
                        Some(n) if range.contains(&n) => Ok(u32::try_from(n).ok()),
                        Some(_) => refuse(Unread::OutOfRange {
                            option,
                            min: *range.start(),
                            max: *range.end(),
                        }),
                    }
                };
                Ok(Command::TournamentCreate(EventTerms {
                    name: name.chars().take(usize::from(MAX_EVENT_NAME)).collect(),
                    format: pick(Offer::Format, format)?,
                    rounds: within("rounds", EVENT_ROUNDS)?,
                    variant: variant(o)?,
                    time: time(o)?,
                    max_players: within("max_players", EVENT_PLAYERS)?.unwrap_or(32),
                    starts_in: within("starts", EVENT_START_HOURS)?
                        .map(|h| std::time::Duration::from_secs(u64::from(h) * 3_600)),
                }))
            },
        },
        SubcommandSpec {
            name: "tournament standings",
            description: "A tournament's standings (this channel's latest by default)",
            options: vec![opt("event", "Which tournament (its number)", Int)],
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
                opt("player", "Who", User).required(),
                opt("event", "Which tournament (this channel's by default)", Int),
            ],
            private: true,
            parse: |o| match o.user("player") {
                Some(p) => Ok(Command::TournamentRemove(p.clone(), event(o))),
                None => refuse(Unread::Missing(Needed::Player)),
            },
        },
        SubcommandSpec {
            name: "server organisers",
            description: "Name the role that may run tournaments here (needs Manage Server)",
            options: vec![opt(
                "role",
                "The role (none: only those who may manage the server)",
                Role,
            )],
            private: true,
            parse: |o| {
                let role = o.int("role").and_then(|r| u64::try_from(r).ok()).map(RoleId);
                Ok(Command::TournamentOrganisers(role))
            },
        },
    ]
}
