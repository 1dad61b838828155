//! The subcommands of the slash commands (`/zertz`, `/study`, `/puzzle`,
//! `/tournament`, `/server`), each declared once: its name, description,
//! options (with their choices, limits and completions) and privacy, which
//! Discord's registration, the console and the help read, beside the
//! function that reads its options into the typed [`Command`]. The
//! dispatch to each command's handler is here too, so adding a
//! subcommand is one declaration here (the tournaments' are in
//! `tournament.rs`) and one handler.

use zertz_data::{GameId, RoleId, TournamentId};
use zertz_rules::notation::{Coord, ParsedMove};
use zertz_rules::Colour;

use super::choices::{
    chosen, game, notation, pick, target, terms, DailySwitch, EventTerms, LeaderboardScope, MoveTarget, Terms,
    TimeChoice, MAX_PAGE,
};
use super::refusal::{refuse, Answer, Needed, Offer, Unread};
use super::request::{Options, Upload, User};
use super::spec::{opt, Completes, OptionKind::*, SubcommandSpec, COMMANDS};
use super::{Core, Request, Response};

/// The user context-menu command.
pub const CONTEXT_CHALLENGE: &str = "Challenge to ZÈRTZ";
/// The option under which the context menu's target member is passed.
pub const CONTEXT_TARGET: &str = "user";
/// The longest move or capture path accepted as typed.
pub const MAX_MOVE_LENGTH: u16 = 100;
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
            return match o.user(CONTEXT_TARGET) {
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
        let games = &self.games;
        match command {
            Command::Challenge { opponent, terms } => games.challenge(req, &opponent, terms).await,
            Command::Move(parsed, to) => games.make_move(req, to, parsed).await,
            Command::Puzzle { public } => self.puzzles.puzzle(req, public).await,
            Command::Daily(on) => self.puzzles.daily(req, on).await,
            Command::Board(game) => games.board(req, game).await,
            Command::Resign => games.resign(req).await,
            Command::Draw => games.offer_or_accept_draw(req).await,
            Command::Rematch => games.rematch(req, None).await,
            Command::Takeback => games.takeback(req).await,
            Command::Vacation(days) => games.vacation(req, days).await,
            Command::Games => games.games(req).await,
            Command::Leaderboard(board, page) => Ok(Response::reply(games.leaderboard(req, board, page).await?)),
            Command::Stats(player) => games.stats(req, player.as_ref()).await,
            Command::History(game) => games.history(req, game).await,
            Command::Replay(game) => games.replay(req, game).await,
            Command::Export(game) => games.export(req, game).await,
            Command::Analyse(game) => self.analysis.analyse(req, game).await,
            Command::Import(upload, analyse) => self.analysis.import(req, upload, analyse).await,
            Command::Mistakes(game) => self.practice.mistakes(req, game).await,
            Command::Practice => self.practice.practice(req).await,
            Command::TournamentCreate(terms) => self.tournaments.create(req, terms).await,
            Command::TournamentStandings(t) => self.tournaments.standings(req, t).await,
            Command::TournamentList => self.tournaments.list(req).await,
            Command::TournamentRemove(player, t) => self.tournaments.remove(req, &player, t).await,
            Command::TournamentOrganisers(role) => self.tournaments.organisers(req, role).await,
            Command::Rules => Ok(games.rules(req).await),
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

/// The commands, for `/zertz help`: each subcommand of `/zertz` on a
/// line of its own with its options, the other commands' subcommands on
/// one line each, to keep within a message.
pub fn help_text() -> String {
    let mut s = String::from("**ZÈRTZ commands**\n");
    for command in COMMANDS {
        let subs: Vec<&SubcommandSpec<Command>> = subcommands().iter().filter(|c| c.path().0 == command.name).collect();
        if command.name == COMMANDS[0].name {
            for c in subs {
                let opts: Vec<String> = c
                    .options
                    .iter()
                    .map(|o| {
                        if o.required {
                            o.name.to_string()
                        } else {
                            format!("[{}]", o.name)
                        }
                    })
                    .collect();
                s.push_str(&format!("`/{} {}` — {}\n", c.name, opts.join(" "), c.description));
            }
            continue;
        }
        let names: Vec<&str> = subs.iter().filter_map(|c| c.path().1).collect();
        let shown = if names.is_empty() {
            format!("/{}", command.name)
        } else {
            format!("/{} {}", command.name, names.join("|"))
        };
        s.push_str(&format!("`{shown}` — {}\n", command.description));
    }
    s.push_str("Right-click a member → Apps → **Challenge to ZÈRTZ** also works.");
    s
}

/// A subcommand without options.
fn plain(
    name: &'static str,
    description: &'static str,
    private: bool,
    parse: fn(&Options) -> Answer<Command>,
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
        options: vec![opt("game", "Which game in this channel", Int).completes(Completes::Game)],
        ..spec
    }
}

/// The declarations [`subcommands`] holds.
fn declarations() -> Vec<SubcommandSpec<Command>> {
    let to_option = || {
        opt(
            "to",
            "Your game here, puzzle or practice, when you have more than one",
            Text,
        )
        .choices(None::<MoveTarget>)
    };
    let typed_move = |name, description, completes| {
        opt(name, description, Text)
            .required()
            .completes(completes)
            .max_length(MAX_MOVE_LENGTH)
    };
    let default = Terms::default();
    let analyse = SubcommandSpec {
        name: "study analyse",
        description: "The engine's analysis of a finished game: accuracy, mistakes and better moves",
        options: vec![opt("game", "Which game in this channel", Int).completes(Completes::FinishedGame)],
        private: false,
        parse: |o| Ok(Command::Analyse(game(o)?)),
    };
    vec![
        SubcommandSpec {
            name: "zertz challenge",
            description: "Challenge someone to a game of ZÈRTZ in this channel",
            options: vec![
                opt("opponent", "Who to play", User).required(),
                opt("variant", "Board and marbles", Text).choices(Some(default.variant)),
                opt("first", "Who moves first", Text).choices(Some(default.first)),
                opt("time", "Time for each move", Text).choices(Some(TimeChoice(default.time))),
                opt(
                    "level",
                    "When you challenge the bot itself: how strongly it plays",
                    Text,
                )
                .choices(Some(default.level)),
            ],
            private: false,
            parse: |o| match o.user("opponent") {
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
                typed_move("notation", "The move; start typing for the legal ones", Completes::Move),
                to_option(),
            ],
            private: false,
            parse: |o| match o.text("notation") {
                Some(text) => Ok(Command::Move(notation(text.parse())?, target(o)?)),
                None => refuse(Unread::Missing(Needed::Notation)),
            },
        },
        SubcommandSpec {
            name: "zertz place",
            description: "Place a marble and remove a free ring",
            options: vec![
                opt("colour", "Marble colour", Text).required().choices(None::<Colour>),
                opt("at", "Vacant ring to place on", Text)
                    .required()
                    .completes(Completes::PlaceAt),
                opt("remove", "Free ring to remove", Text).completes(Completes::PlaceRemove),
                to_option(),
            ],
            private: false,
            parse: |o| {
                let (Some(colour), Some(at)) = (o.text("colour"), o.text("at")) else {
                    return refuse(Unread::Missing(Needed::ColourAndRing));
                };
                let colour = pick::<Colour>(Offer::Colour, colour)?;
                let place = ParsedMove::Place {
                    colour,
                    to: notation(at.parse::<Coord>())?,
                    remove: o.text("remove").map(|r| notation(r.parse::<Coord>())).transpose()?,
                    claim: None,
                };
                Ok(Command::Move(place, target(o)?))
            },
        },
        SubcommandSpec {
            name: "zertz capture",
            description: "Capture: jump with a marble, as far as the rules require",
            options: vec![typed_move("path", "The jumps", Completes::Capture), to_option()],
            private: false,
            parse: |o| match o.text("path").map(str::parse) {
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
            options: vec![opt("days", "How many days, 1 to 14", Int)
                .required()
                .range(VACATION_DAYS)],
            private: true,
            parse: |o| match o.int("days").filter(|d| VACATION_DAYS.contains(d)).map(u32::try_from) {
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
                opt("scope", "This server, everyone, or puzzle ratings", Text)
                    .choices(Some(LeaderboardScope::default())),
                opt("page", "Page number", Int).range(1..=MAX_PAGE as i64),
            ],
            private: false,
            parse: |o| {
                let scope = match o.text("scope") {
                    None => LeaderboardScope::default(),
                    Some(s) => pick(Offer::Scope, s)?,
                };
                // Pages are counted from 1 by people and from 0 here.
                let page = o.int("page").unwrap_or(1).clamp(1, MAX_PAGE as i64);
                Ok(Command::Leaderboard(scope, usize::try_from(page - 1).unwrap_or(0)))
            },
        },
        SubcommandSpec {
            name: "zertz stats",
            description: "Ratings and record of a player",
            options: vec![opt("player", "Whose (you by default)", User)],
            private: true,
            parse: |o| Ok(Command::Stats(o.user("player").cloned())),
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
                opt("file", "An .sgf file or a record line (.tsv/.txt)", File).required(),
                opt("analyse", "Also analyse the game with the engine (default: no)", Bool),
            ],
            private: false,
            parse: |o| match o.file("file") {
                Some(f) => Ok(Command::Import(f.clone(), o.flag("analyse"))),
                None => refuse(Unread::Missing(Needed::File)),
            },
        },
        SubcommandSpec {
            name: "study mistakes",
            description: "Learn from your mistakes: find better moves for your marked moves of an analysed game",
            options: vec![opt("game", "Which game in this channel (your last finished one)", Int)
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
            options: vec![opt("public", "Show it in the channel (default: only to you)", Bool)],
            private: false,
            parse: |o| {
                Ok(Command::Puzzle {
                    public: o.flag("public"),
                })
            },
        },
        SubcommandSpec {
            name: "server daily",
            description: "Post a puzzle in this channel every day (needs Manage Server)",
            options: vec![opt("switch", "On or off", Text).required().choices(None::<DailySwitch>)],
            private: true,
            parse: |o| match o.text("switch").and_then(chosen::<DailySwitch>) {
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

mod tournament;

#[cfg(test)]
mod tests;
