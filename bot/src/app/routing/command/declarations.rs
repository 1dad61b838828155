//! The declarations of the subcommands: each one's options (with their
//! choices, limits and completions), privacy and the function that reads
//! its options into a [`Command`]; and the readers that several share.

use std::time::Duration;

use zertz_data::GameId;
use zertz_rules::notation::{Coord, ParsedMove};
use zertz_rules::{Colour, Variant};

use crate::app::interface::choices::{chosen, notation, pick, DailySwitch, LeaderboardScope, ServerLanguage, Terms, TimeChoice, MAX_PAGE, TIME_RANGE};
use crate::app::interface::options::*;
use crate::app::interface::refusal::{refusal, refuse, Answer, GameRefusal, LessonRefusal, Needed, Offer, Unread};
use crate::app::interface::request::Given;
use crate::app::interface::spec::{Completes, SubcommandSpec};
use crate::app::interface::target::MoveTarget;
use super::{Command, MAX_MOVE_LENGTH};

/// A game of this channel, by its number.
pub(super) const GAME: Opt<Int> = Opt::named("game");
/// Who to play.
pub(super) const OPPONENT: Opt<Member> = Opt::named("opponent");
/// The member picked in the context menu.
pub(super) const PICKED: Opt<Member> = Opt::named("user");
/// Board and marbles.
pub(super) const VARIANT: Opt<Text> = Opt::named("variant");
/// Who moves first.
pub(super) const FIRST: Opt<Text> = Opt::named("first");
/// Time for each move.
pub(super) const TIME: Opt<Text> = Opt::named("time");
/// The computer's level.
pub(super) const LEVEL: Opt<Text> = Opt::named("level");
/// A move in notation.
pub(super) const NOTATION: Opt<Text> = Opt::named("notation");
/// A capture's path.
pub(super) const PATH: Opt<Text> = Opt::named("path");
/// The ring removed.
pub(super) const REMOVE: Opt<Text> = Opt::named("remove");
/// Days of vacation.
pub(super) const DAYS: Opt<Int> = Opt::named("days");
/// A leaderboard's scope.
pub(super) const SCOPE: Opt<Text> = Opt::named("scope");
/// A page.
pub(super) const PAGE: Opt<Int> = Opt::named("page");
/// A player.
pub(super) const PLAYER: Opt<Member> = Opt::named("player");
/// A game record's file.
pub(super) const FILE: Opt<File> = Opt::named("file");
/// Whether to analyse an import.
pub(super) const ANALYSE: Opt<Flag> = Opt::named("analyse");
/// A lesson of the course.
pub(super) const LESSON: Opt<Int> = Opt::named("lesson");
/// Whether to show it in the channel.
pub(super) const PUBLIC: Opt<Flag> = Opt::named("public");
/// The daily puzzle on or off.
pub(super) const SWITCH: Opt<Text> = Opt::named("switch");
/// The language of the bot's posts in a server.
pub(super) const LANGUAGE: Opt<Text> = Opt::named("language");
/// The lessons of the course.
const COURSE_RANGE: std::ops::RangeInclusive<i64> = 1..=crate::app::features::lessons::COURSE_LENGTH as i64;
/// The days of vacation one command may take.
pub(super) const VACATION_DAYS: std::ops::RangeInclusive<i64> = 1..=14;

/// A subcommand without options.
pub(super) fn plain(
    name: &'static str,
    description: &'static str,
    private: bool,
    parse: fn(&dyn Given) -> Answer<Command>,
) -> SubcommandSpec<Command> {
    SubcommandSpec {
        name,
        description,
        options: Vec::new(),
        private,
        parse,
    }
}

/// `spec`, with one option: a game of this channel.
pub(super) fn about_a_game(spec: SubcommandSpec<Command>) -> SubcommandSpec<Command> {
    SubcommandSpec {
        options: vec![GAME.spec("Which game in this channel").completes(Completes::Game)],
        ..spec
    }
}

/// The declarations [`subcommands`] holds.
pub(super) fn declarations() -> Vec<SubcommandSpec<Command>> {
    let to_option = || {
        TO.spec("Your game here, puzzle or practice, when you have more than one")
            .choices(None::<MoveTarget>)
    };
    let typed_move = |handle: Opt<Text>, description, completes| {
        handle
            .spec(description)
            .required()
            .completes(completes)
            .max_length(MAX_MOVE_LENGTH)
    };
    let default = Terms::default();
    let analyse = SubcommandSpec {
        name: "study analyse",
        description: "The engine's analysis of a finished game: accuracy, mistakes and better moves",
        options: vec![GAME
            .spec("Which game in this channel")
            .completes(Completes::FinishedGame)],
        private: false,
        parse: |o| Ok(Command::Analyse(game(o)?)),
    };
    vec![
        SubcommandSpec {
            name: "zertz challenge",
            description: "Challenge someone to a game of ZÈRTZ in this channel",
            options: vec![
                OPPONENT.spec("Who to play").required(),
                VARIANT.spec("Board and marbles").choices(Some(default.variant)),
                FIRST.spec("Who moves first").choices(Some(default.first)),
                TIME.spec("Time for each move").choices(Some(TimeChoice(default.time))),
                LEVEL
                    .spec("When you challenge the bot itself: how strongly it plays")
                    .choices(Some(default.level)),
            ],
            private: false,
            parse: |o| match OPPONENT.read(o) {
                Some(opponent) => Ok(Command::Challenge {
                    opponent: opponent.clone(),
                    terms: terms(o)?,
                }),
                None => refuse(Unread::Missing(Needed::Opponent)),
            },
        },
        SubcommandSpec {
            name: "zertz move",
            description: "Play a move in your game here, such as Wd4,a1 or x d1Gd3",
            options: vec![
                typed_move(NOTATION, "The move; start typing for the legal ones", Completes::Move),
                to_option(),
            ],
            private: false,
            parse: |o| match NOTATION.read(o) {
                Some(text) => Ok(Command::Move(notation(text.parse())?, target(o)?)),
                None => refuse(Unread::Missing(Needed::Notation)),
            },
        },
        SubcommandSpec {
            name: "zertz place",
            description: "Place a marble and remove a free ring",
            options: vec![
                COLOUR.spec("Marble colour").required().choices(None::<Colour>),
                AT.spec("Vacant ring to place on")
                    .required()
                    .completes(Completes::PlaceAt),
                REMOVE.spec("Free ring to remove").completes(Completes::PlaceRemove),
                to_option(),
            ],
            private: false,
            parse: |o| {
                let (Some(colour), Some(at)) = (COLOUR.read(o), AT.read(o)) else {
                    return refuse(Unread::Missing(Needed::ColourAndRing));
                };
                let colour = pick::<Colour>(Offer::Colour, colour)?;
                let place = ParsedMove::Place {
                    colour,
                    to: notation(at.parse::<Coord>())?,
                    remove: REMOVE.read(o).map(|r| notation(r.parse::<Coord>())).transpose()?,
                    claim: None,
                };
                Ok(Command::Move(place, target(o)?))
            },
        },
        SubcommandSpec {
            name: "zertz capture",
            description: "Capture: jump with a marble, as far as the rules require",
            options: vec![typed_move(PATH, "The jumps", Completes::Capture), to_option()],
            private: false,
            parse: |o| match PATH.read(o).map(str::parse) {
                Some(Ok(capture @ ParsedMove::Capture { .. })) => Ok(Command::Move(capture, target(o)?)),
                Some(Ok(_)) => refuse(Unread::NotACapturePath),
                Some(Err(e)) => refuse(Unread::Capture(e)),
                None => refuse(Unread::Missing(Needed::CapturePath)),
            },
        },
        about_a_game(plain(
            "zertz board",
            "Show the current board (only to you)",
            true,
            |o| Ok(Command::Board(game(o)?)),
        )),
        plain("zertz resign", "Resign your game in this channel", false, |_| {
            Ok(Command::Resign)
        }),
        plain(
            "zertz draw",
            "Offer a draw, or accept your opponent's offer",
            false,
            |_| Ok(Command::Draw),
        ),
        plain(
            "zertz takeback",
            "Ask to take back your last move (your opponent allows it)",
            false,
            |_| Ok(Command::Takeback),
        ),
        SubcommandSpec {
            name: "zertz vacation",
            description: "Stop your clocks in every game for some days (at most 14 in any 60)",
            options: vec![DAYS.spec("How many days, 1 to 14").required().range(VACATION_DAYS)],
            private: true,
            parse: |o| match DAYS.read(o).filter(|d| VACATION_DAYS.contains(d)).map(u32::try_from) {
                Some(Ok(days)) => Ok(Command::Vacation(days)),
                _ => refuse(Unread::VacationDays {
                    min: *VACATION_DAYS.start(),
                    max: *VACATION_DAYS.end(),
                }),
            },
        },
        plain(
            "zertz rematch",
            "Challenge your last opponent here to another game",
            false,
            |_| Ok(Command::Rematch),
        ),
        plain("zertz games", "Your active games on this server", true, |_| {
            Ok(Command::Games)
        }),
        SubcommandSpec {
            name: "zertz leaderboard",
            description: "The best players",
            options: vec![
                SCOPE
                    .spec("This server, everyone, or puzzle ratings")
                    .choices(Some(LeaderboardScope::default())),
                PAGE.spec("Page number").range(1..=MAX_PAGE as i64),
            ],
            private: false,
            parse: |o| {
                let scope = match SCOPE.read(o) {
                    None => LeaderboardScope::default(),
                    Some(s) => pick(Offer::Scope, s)?,
                };
                // Pages are counted from 1 by people and from 0 here.
                let page = PAGE.read(o).unwrap_or(1).clamp(1, MAX_PAGE as i64);
                Ok(Command::Leaderboard(scope, usize::try_from(page - 1).unwrap_or(0)))
            },
        },
        SubcommandSpec {
            name: "zertz stats",
            description: "Ratings and record of a player",
            options: vec![PLAYER.spec("Whose (you by default)")],
            private: true,
            parse: |o| Ok(Command::Stats(PLAYER.read(o).cloned())),
        },
        about_a_game(plain("study history", "The moves of a game", true, |o| {
            Ok(Command::History(game(o)?))
        })),
        about_a_game(plain("study replay", "An animated replay of a game", false, |o| {
            Ok(Command::Replay(game(o)?))
        })),
        about_a_game(plain(
            "study export",
            "A game's record as files: the notation of the rules and boardspace SGF",
            true,
            |o| Ok(Command::Export(game(o)?)),
        )),
        analyse,
        SubcommandSpec {
            name: "study import",
            description: "Check a game record (boardspace SGF or a record line) and show it; nothing is stored",
            options: vec![
                FILE.spec("An .sgf file or a record line (.tsv/.txt)").required(),
                ANALYSE.spec("Also analyse the game with the engine (default: no)"),
            ],
            private: false,
            parse: |o| match FILE.read(o) {
                Some(f) => Ok(Command::Import(f.clone(), ANALYSE.is_set(o))),
                None => refuse(Unread::Missing(Needed::File)),
            },
        },
        SubcommandSpec {
            name: "study mistakes",
            description: "Learn from your mistakes: find better moves for your marked moves of an analysed game",
            options: vec![GAME
                .spec("Which game in this channel (your last finished one)")
                .completes(Completes::FinishedGame)],
            private: true,
            parse: |o| Ok(Command::Mistakes(game(o)?)),
        },
        plain(
            "study practice",
            "Practise the moves you missed in /study mistakes again, spaced over days",
            true,
            |_| Ok(Command::Practice),
        ),
        SubcommandSpec {
            name: "puzzle",
            description: "A puzzle from a real game near your puzzle rating; answer with /zertz move",
            options: vec![PUBLIC.spec("Show it in the channel (default: only to you)")],
            private: false,
            parse: |o| {
                Ok(Command::Puzzle {
                    public: PUBLIC.is_set(o),
                })
            },
        },
        SubcommandSpec {
            name: "learn",
            description: "Learn ZÈRTZ by playing: short lessons with taps, then a first game",
            options: vec![LESSON
                .spec("Which lesson (default: the course and where you stand)")
                .range(COURSE_RANGE)],
            private: true,
            parse: |o| match LESSON.read(o) {
                None => Ok(Command::Learn(None)),
                Some(n) => match u8::try_from(n).ok().filter(|n| COURSE_RANGE.contains(&i64::from(*n))) {
                    Some(n) => Ok(Command::Learn(Some(n))),
                    None => refuse(LessonRefusal::NoSuchLesson {
                        asked: n,
                        last: crate::app::features::lessons::COURSE_LENGTH,
                    }),
                },
            },
        },
        SubcommandSpec {
            name: "server daily",
            description: "Post a puzzle in this channel every day (needs Manage Server)",
            options: vec![SWITCH.spec("On or off").required().choices(None::<DailySwitch>)],
            private: true,
            parse: |o| match SWITCH.read(o).and_then(chosen::<DailySwitch>) {
                Some(DailySwitch(on)) => Ok(Command::Daily(on)),
                None => refuse(Unread::Missing(Needed::Switch)),
            },
        },
        SubcommandSpec {
            name: "server language",
            description: "The language of the bot's posts here (needs Manage Server)",
            options: vec![LANGUAGE
                .spec("Which language")
                .required()
                .choices(None::<ServerLanguage>)],
            private: true,
            parse: |o| match LANGUAGE.read(o).and_then(chosen::<ServerLanguage>) {
                Some(ServerLanguage(lang)) => Ok(Command::ServerLanguage(lang)),
                None => refuse(Unread::Missing(Needed::Language)),
            },
        },
    ]
}

/// The subcommands that close the help, after the tournaments'.
pub(super) fn closing() -> Vec<SubcommandSpec<Command>> {
    vec![
        plain("zertz rules", "How ZÈRTZ is played", true, |_| Ok(Command::Rules)),
        plain("zertz help", "The bot's commands", true, |_| Ok(Command::Help)),
    ]
}

/// A challenge's terms, each the default where not said.
pub(super) fn terms(o: &dyn Given) -> Answer<Terms> {
    let default = Terms::default();
    let variant = variant(o)?;
    let first = match FIRST.read(o) {
        None => default.first,
        Some(f) => pick(Offer::First, f)?,
    };
    let time = time(o)?;
    let level = match LEVEL.read(o) {
        None => default.level,
        Some(l) => pick(Offer::Level, l)?,
    };
    Ok(Terms {
        variant,
        first,
        time,
        level,
    })
}

/// The `variant` option, standard by default.
pub(super) fn variant(o: &dyn Given) -> Answer<Variant> {
    match VARIANT.read(o) {
        Some(v) => v.parse().map_err(|e| refusal(Unread::Variant(e))),
        None => Ok(Terms::default().variant),
    }
}

/// The `time` option (per move), three days by default.
pub(super) fn time(o: &dyn Given) -> Answer<Option<Duration>> {
    Ok(match TIME.read(o) {
        None => Terms::default().time,
        Some(t) => match t.parse::<u64>() {
            Ok(0) => None,
            Ok(s) if TIME_RANGE.contains(&s) => Some(Duration::from_secs(s)),
            _ => pick::<TimeChoice>(Offer::Time, t)?.0,
        },
    })
}

/// The `game` option: a game's number, if said.
pub(super) fn game(o: &dyn Given) -> Answer<Option<GameId>> {
    match GAME.read(o) {
        None => Ok(None),
        Some(n) if n > 0 => Ok(Some(GameId(n))),
        Some(n) => refuse(GameRefusal::NoSuchGame(n)),
    }
}
