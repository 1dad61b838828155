//! The subcommands of the slash commands (`/zertz`, `/study`, `/puzzle`,
//! `/tournament`, `/server`), each declared once: its name, description,
//! options (with their choices, limits and completions) and privacy, which
//! Discord's registration, the console and the help read, beside the
//! function that reads its options into the typed [`Command`]. The
//! dispatch to each command's handler is here too, so adding a
//! subcommand is one declaration here (the tournaments' are in
//! `tournament.rs`) and one handler.

use std::time::Duration;

use zertz_data::{GameId, RoleId, TournamentId};
use zertz_rules::notation::{Coord, ParsedMove};
use zertz_rules::{Colour, Variant};

use super::choices::{
    chosen, notation, pick, DailySwitch, EventTerms, LeaderboardScope, MoveTarget, Terms, TimeChoice, MAX_PAGE,
    TIME_RANGE,
};
use super::options::*;
use super::play::Moved;
use super::refusal::{refusal, refuse, Answer, GameRefusal, Needed, Offer, Unread};
use super::request::{Given, Options, Upload, User};
use super::spec::{Completes, SubcommandSpec};
use super::{Core, Request, Response};

/// The user context-menu command.
pub const CONTEXT_CHALLENGE: &str = "Challenge to ZÈRTZ";
/// The option under which the context menu's target member is passed.
pub const CONTEXT_TARGET: &str = PICKED.name;
/// The longest move or capture path accepted as typed.
pub const MAX_MOVE_LENGTH: u16 = 100;
/// A game of this channel, by its number.
const GAME: Opt<Int> = Opt::named("game");
/// Who to play.
const OPPONENT: Opt<Member> = Opt::named("opponent");
/// The member picked in the context menu.
const PICKED: Opt<Member> = Opt::named("user");
/// Board and marbles.
const VARIANT: Opt<Text> = Opt::named("variant");
/// Who moves first.
const FIRST: Opt<Text> = Opt::named("first");
/// Time for each move.
const TIME: Opt<Text> = Opt::named("time");
/// The computer's level.
const LEVEL: Opt<Text> = Opt::named("level");
/// A move in notation.
const NOTATION: Opt<Text> = Opt::named("notation");
/// A capture's path.
const PATH: Opt<Text> = Opt::named("path");
/// The ring removed.
const REMOVE: Opt<Text> = Opt::named("remove");
/// Days of vacation.
const DAYS: Opt<Int> = Opt::named("days");
/// A leaderboard's scope.
const SCOPE: Opt<Text> = Opt::named("scope");
/// A page.
const PAGE: Opt<Int> = Opt::named("page");
/// A player.
const PLAYER: Opt<Member> = Opt::named("player");
/// A game record's file.
const FILE: Opt<File> = Opt::named("file");
/// Whether to analyse an import.
const ANALYSE: Opt<Flag> = Opt::named("analyse");
/// Whether to show it in the channel.
const PUBLIC: Opt<Flag> = Opt::named("public");
/// The daily puzzle on or off.
const SWITCH: Opt<Text> = Opt::named("switch");
/// The days of vacation one command may take.
const VACATION_DAYS: std::ops::RangeInclusive<i64> = 1..=14;

/// A `/zertz` subcommand with its arguments, or the context-menu challenge.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Challenge someone (the bot itself: play the computer at once).
    Challenge {
        /// The person challenged.
        opponent: User,
        /// On what terms.
        terms: Terms,
    },
    /// A move, read from `move`, `place` or `capture`, for one's game
    /// here or one's puzzle (`None`: whichever one has); it is resolved on
    /// the position it is for when it is recorded.
    Move(ParsedMove, Option<MoveTarget>),
    /// A puzzle near one's puzzle rating (or the open one again), shown
    /// in the channel if `public`, else only to oneself.
    Puzzle {
        /// Shown to the channel.
        public: bool,
    },
    /// Turn the daily puzzle in this channel on or off.
    Daily(bool),
    /// Show a board, privately.
    Board(Option<GameId>),
    /// Resign one's game here.
    Resign,
    /// Offer or accept a draw.
    Draw,
    /// Challenge the last opponent here again.
    Rematch,
    /// Ask to take back one's last move.
    Takeback,
    /// Stop one's clocks for this many days.
    Vacation(u32),
    /// One's active games.
    Games,
    /// A leaderboard page (0-based).
    Leaderboard(LeaderboardScope, usize),
    /// A player's record, oneself by default.
    Stats(Option<User>),
    /// A game's moves.
    History(Option<GameId>),
    /// A game's animated replay.
    Replay(Option<GameId>),
    /// A game's record as files.
    Export(Option<GameId>),
    /// A finished game's engine analysis.
    Analyse(Option<GameId>),
    /// Check and show a record someone uploaded, analysed if asked.
    Import(Upload, bool),
    /// Walk through one's marked moves of an analysed game (the open walk
    /// again when none is named).
    Mistakes(Option<GameId>),
    /// The open practice again, or a position of one's practice set.
    Practice,
    /// Create a tournament in this channel (organisers).
    TournamentCreate(EventTerms),
    /// A tournament's standings (this channel's latest by default).
    TournamentStandings(Option<TournamentId>),
    /// This server's tournaments.
    TournamentList,
    /// An organiser takes a player out of a tournament.
    TournamentRemove(User, Option<TournamentId>),
    /// Name the role whose members may run tournaments (none: only those
    /// who may manage the server).
    TournamentOrganisers(Option<RoleId>),
    /// How to play.
    Rules,
    /// The commands.
    Help,
}

impl Command {
    /// Reads a subcommand and its options, by its declaration; a refusal
    /// says what to fix.
    pub fn parse(name: &str, o: &Options) -> Answer<Command> {
        if name == CONTEXT_CHALLENGE {
            return match PICKED.read(o) {
                Some(u) => Ok(Command::Challenge {
                    opponent: u.clone(),
                    terms: Terms::default(),
                }),
                None => refuse(Unread::Missing(Needed::PickedMember)),
            };
        }
        match subcommands().iter().find(|s| s.name == name) {
            Some(sub) => (sub.parse)(o),
            None => refuse(Unread::UnknownCommand),
        }
    }
}

impl Core {
    /// Runs a command's handler.
    pub(super) async fn command(&self, req: &Request, command: Command) -> Answer<Response> {
        let (challenges, play, listings) = (&self.challenges, &self.play, &self.listings);
        match command {
            Command::Challenge { opponent, terms } => challenges.challenge(req, &opponent, terms).await,
            // A move goes where it says, or to what the player has open.
            Command::Move(parsed, to) => match play.make_move(req, to, parsed).await? {
                Moved::Played(response) => Ok(*response),
                Moved::Puzzle(parsed) => self.puzzles.answer_puzzle(req, parsed).await,
                Moved::Practice(parsed) => self.practice.answer(req, parsed).await,
            },
            Command::Puzzle { public } => self.puzzles.puzzle(req, public).await,
            Command::Daily(on) => self.puzzles.daily(req, on).await,
            Command::Board(game) => listings.board(req, game).await,
            Command::Resign => play.resign(req).await,
            Command::Draw => play.offer_or_accept_draw(req).await,
            Command::Rematch => challenges.rematch(req, None).await,
            Command::Takeback => play.takeback(req).await,
            Command::Vacation(days) => play.vacation(req, days).await,
            Command::Games => listings.games(req).await,
            Command::Leaderboard(board, page) => Ok(Response::reply(listings.leaderboard(req, board, page).await?)),
            Command::Stats(player) => listings.stats(req, player.as_ref()).await,
            Command::History(game) => listings.history(req, game).await,
            Command::Replay(game) => listings.replay(req, game).await,
            Command::Export(game) => listings.export(req, game).await,
            Command::Analyse(game) => self.analysis.analyse(req, game).await,
            Command::Import(upload, analyse) => self.analysis.import(req, upload, analyse).await,
            Command::Mistakes(game) => self.practice.mistakes(req, game).await,
            Command::Practice => self.practice.practice(req).await,
            Command::TournamentCreate(terms) => self.tournaments.create(req, terms).await,
            Command::TournamentStandings(t) => self.tournaments.standings(req, t).await,
            Command::TournamentList => self.tournaments.list(req).await,
            Command::TournamentRemove(player, t) => self.tournaments.remove(req, &player, t).await,
            Command::TournamentOrganisers(role) => self.tournaments.organisers(req, role).await,
            Command::Rules => Ok(listings.rules(req).await),
            Command::Help => Ok(Response::private(help_text())),
        }
    }
}

/// Whether the answer to `name` is private; the context-menu challenge
/// and unknown names are public.
pub fn is_private(name: &str) -> bool {
    subcommands().iter().any(|s| s.name == name && s.private)
}

/// What option `option` of subcommand `command` completes as it is
/// typed, from its declaration.
pub(super) fn completes(command: &str, option: &str) -> Option<Completes> {
    let declared = subcommands().iter().find(|s| s.name == command)?;
    declared.options.iter().find(|d| d.name == option)?.completes
}

/// Every subcommand of `/zertz`, built once: each interaction looks here
/// (whether its answer is private).
pub fn subcommands() -> &'static [SubcommandSpec<Command>] {
    static TABLE: std::sync::LazyLock<Vec<SubcommandSpec<Command>>> = std::sync::LazyLock::new(declarations);
    &TABLE
}

/// A subcommand without options.
fn plain(
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
fn about_a_game(spec: SubcommandSpec<Command>) -> SubcommandSpec<Command> {
    SubcommandSpec {
        options: vec![GAME.spec("Which game in this channel").completes(Completes::Game)],
        ..spec
    }
}

/// The declarations [`subcommands`] holds.
fn declarations() -> Vec<SubcommandSpec<Command>> {
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
            name: "server daily",
            description: "Post a puzzle in this channel every day (needs Manage Server)",
            options: vec![SWITCH.spec("On or off").required().choices(None::<DailySwitch>)],
            private: true,
            parse: |o| match SWITCH.read(o).and_then(chosen::<DailySwitch>) {
                Some(DailySwitch(on)) => Ok(Command::Daily(on)),
                None => refuse(Unread::Missing(Needed::Switch)),
            },
        },
    ]
    .into_iter()
    .chain(tournament::declarations())
    .chain([
        plain("zertz rules", "How ZÈRTZ is played", true, |_| Ok(Command::Rules)),
        plain("zertz help", "The bot's commands", true, |_| Ok(Command::Help)),
    ])
    .collect()
}

mod help;
pub use help::help_text;
mod tournament;

#[cfg(test)]
mod tests;

/// A challenge's terms, each the default where not said.
fn terms(o: &dyn Given) -> Answer<Terms> {
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
fn variant(o: &dyn Given) -> Answer<Variant> {
    match VARIANT.read(o) {
        Some(v) => v.parse().map_err(|e| refusal(Unread::Variant(e))),
        None => Ok(Terms::default().variant),
    }
}

/// The `time` option (per move), three days by default.
fn time(o: &dyn Given) -> Answer<Option<Duration>> {
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
fn game(o: &dyn Given) -> Answer<Option<GameId>> {
    match GAME.read(o) {
        None => Ok(None),
        Some(n) if n > 0 => Ok(Some(GameId(n))),
        Some(n) => refuse(GameRefusal::NoSuchGame(n)),
    }
}
