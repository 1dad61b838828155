//! The options several subcommands share, each named once as a typed
//! handle, and the readers of their values; an option of one subcommand
//! alone is named beside its declaration.

use std::time::Duration;

use zertz_data::GameId;
use zertz_rules::Variant;

use super::Command;
use crate::app::interface::choices::{pick, Terms, TimeChoice, TIME_RANGE};
use crate::app::interface::options::*;
use crate::app::interface::refusal::{refusal, refuse, Answer, GameRefusal, Offer, Unread};
use crate::app::interface::request::Given;
use crate::app::interface::spec::{Completes, SubcommandSpec};

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
/// A thread for each game on or off.
pub(super) const SETTING: Opt<Text> = Opt::named("setting");
/// The language of the bot's posts in a server.
pub(super) const LANGUAGE: Opt<Text> = Opt::named("language");
/// The lessons of the course.
pub(super) const COURSE_RANGE: std::ops::RangeInclusive<i64> = 1..=crate::app::features::lessons::COURSE_LENGTH as i64;
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
