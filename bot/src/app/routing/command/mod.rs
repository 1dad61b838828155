//! The subcommands of the slash commands (`/zertz`, `/study`, `/puzzle`,
//! `/tournament`, `/server`), each declared once (`declarations.rs`,
//! the tournaments' in `tournament.rs`): its name, description, options
//! (with their choices, limits and completions) and privacy, which
//! Discord's registration, the console and the help read, beside the
//! function that reads its options into the typed [`Command`]. Here are
//! that type and the dispatch to each command's handler, so adding a
//! subcommand is one declaration and one handler.

use zertz_data::{GameId, RoleId, TournamentId};
use zertz_rules::notation::ParsedMove;

use crate::app::interface::choices::{EventTerms, LeaderboardScope, Terms};
use crate::app::text::lang::Lang;
use crate::app::features::play::Moved;
use crate::app::interface::refusal::{refuse, Answer, Needed, Unread};
use crate::app::interface::request::{Options, Upload, User};
use crate::app::interface::spec::{Completes, SubcommandSpec};
use crate::app::interface::target::MoveTarget;
use crate::app::{Core, Request, Response};
use declarations::PICKED;

mod declarations;

/// The user context-menu command.
pub const CONTEXT_CHALLENGE: &str = "Challenge to ZÈRTZ";
/// The option under which the context menu's target member is passed.
pub const CONTEXT_TARGET: &str = PICKED.name;
/// The longest move or capture path accepted as typed.
pub const MAX_MOVE_LENGTH: u16 = 100;
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
            Command::ServerLanguage(lang) => self.places.set_language(req, lang).await,
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
            Command::Help => Ok(Response::private(help_text(req.lang))),
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
pub(in crate::app) fn completes(command: &str, option: &str) -> Option<Completes> {
    let declared = subcommands().iter().find(|s| s.name == command)?;
    declared.options.iter().find(|d| d.name == option)?.completes
}

/// Every subcommand of `/zertz`, built once: each interaction looks here
/// (whether its answer is private).
pub fn subcommands() -> &'static [SubcommandSpec<Command>] {
    static TABLE: std::sync::LazyLock<Vec<SubcommandSpec<Command>>> = std::sync::LazyLock::new(|| {
        // The tournaments' before the closing rules and help.
        let mut all = declarations::declarations();
        all.extend(tournament::declarations());
        all.extend(declarations::closing());
        all
    });
    &TABLE
}

mod help;
pub use help::help_text;
mod tournament;

#[cfg(test)]
mod localized;
#[cfg(test)]
mod tests;
