//! The subcommands, each declared once: its options (with their choices,
//! limits and completions), privacy and the function that reads its
//! options into a [`Command`]; the `Command` it reads; and the dispatch
//! of each to its handler. Adding one is its declaration, its variant and
//! its arm here, and its handler in its component.

use zertz_data::{GameId, RoleId, TournamentId};
use zertz_rules::notation::{Coord, ParsedMove};
use zertz_rules::Colour;

use super::handles::*;
use super::help::help;
use super::{subcommands, CONTEXT_CHALLENGE, MAX_MOVE_LENGTH};
use crate::app::features::play::Moved;
use crate::app::interface::choices::{
    chosen, notation, pick, DailySwitch, EventTerms, LeaderboardScope, ServerLanguage, Terms, ThreadSwitch, TimeChoice,
    MAX_PAGE,
};
use crate::app::interface::options::*;
use crate::app::interface::refusal::{refuse, Answer, LessonRefusal, Needed, Offer, Unread};
use crate::app::interface::request::{Options, Upload, User};
use crate::app::interface::spec::{Completes, SubcommandSpec};
use crate::app::interface::target::MoveTarget;
use crate::app::text::lang::Lang;
use crate::app::{Core, Request, Response};

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
            "Practise the moves you missed again, spaced over days",
            true,
            |_| Ok(Command::Practice),
        ),
        SubcommandSpec {
            name: "puzzle",
            description: "A puzzle from a real game near your puzzle rating; answer with a move",
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
            name: "server threads",
            description: "A thread for each game here, its card in the channel (needs Manage Server)",
            options: vec![SETTING.spec("On or off").required().choices(None::<ThreadSwitch>)],
            private: true,
            parse: |o| match SETTING.read(o).and_then(chosen::<ThreadSwitch>) {
                Some(ThreadSwitch(on)) => Ok(Command::Threads(on)),
                None => refuse(Unread::Missing(Needed::ThreadSetting)),
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
    /// Set the language of the bot's posts in this server (`None`: the
    /// server's own, as Discord gives it).
    ServerLanguage(Option<Lang>),
    /// Turn a thread for each game in this server on or off.
    Threads(bool),
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
    /// The course: where one stands, or a lesson.
    Learn(Option<u8>),
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
    pub(in crate::app) async fn command(&self, req: &Request, command: Command) -> Answer<Response> {
        let (challenges, play, listings) = (&self.challenges, &self.play, &self.listings);
        match command {
            Command::Challenge { opponent, terms } => challenges.challenge(req, &opponent, terms).await,
            // A move goes where it says, or to what the player has open.
            Command::Move(parsed, to) => match play.make_move(req, to, parsed, None).await? {
                Moved::Played(response) => Ok(*response),
                Moved::Answers(board, parsed) => board.answer(req, parsed).await,
            },
            Command::Puzzle { public } => self.puzzles.puzzle(req, public).await,
            Command::Daily(on) => self.puzzles.daily(req, on).await,
            Command::ServerLanguage(lang) => self.server_languages.set_language(req, lang).await,
            Command::Threads(on) => challenges.set_threads(req, on).await,
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
            Command::Learn(lesson) => self.lessons.learn(req, lesson).await,
            Command::TournamentCreate(terms) => self.tournaments.create(req, terms).await,
            Command::TournamentStandings(t) => self.tournaments.standings(req, t).await,
            Command::TournamentList => self.tournaments.list(req).await,
            Command::TournamentRemove(player, t) => self.tournaments.remove(req, &player, t).await,
            Command::TournamentOrganisers(role) => self.tournaments.organisers(req, role).await,
            Command::Rules => Ok(listings.rules(req).await),
            Command::Help => Ok(Response::reply(help(req.lang, req.can_embed))),
        }
    }
}
