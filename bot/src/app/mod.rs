//! The bot without Discord: a request in, a response out. The serenity
//! layer and the console both drive this, and most tests do too.
//!
//! A request is parsed once, here, into a [`Command`], a [`ButtonId`] or
//! a completion field, and routed to the component that does that work
//! (challenges, play, listings, analysis, puzzles, …); each component
//! owns its state and uses only the components below it (changes, the outbox,
//! pictures, players, claims), as `tests/layers.rs` lists them.

mod features;
mod interface;
mod outbox;
mod routing;
mod services;
mod text;

pub use interface::{refusal, spec};
pub use services::{clock, pairing};
pub use text::{lang, marks, words};

// The root's names for the parts it wires and routes to.
use features::{
    analysis, board, challenges, completion, computer, lessons, listings, picker, play, practice, puzzles, tournament,
};
use interface::{button, choices, options, reply, request, target};
use outbox::changes;
use routing::{command, duties, upgrade};
use services::{
    chat_language, claims, compose, open_board, permissions, pictures, players, puzzle_book, stored_analysis,
    which_game,
};

use std::sync::Arc;

use zertz_data::{AsyncStore, GameId, Millis, OutboxId};

pub use analysis::{MAX_IMPORT_BYTES, MAX_QUEUED};
pub use board::{client_words, BoardView, Listed, Listing, Offered, Viewer};
pub use button::{ButtonId, ExpiredButton, Pick, PickFor, PickStep};
pub use challenges::CHALLENGE_TTL_MS;
pub use choices::{LeaderboardScope, Terms, DEFAULT_TIME};
pub use command::{
    help_compact, help_text, is_private, subcommands, Command, CONTEXT_CHALLENGE, CONTEXT_TARGET, MAX_MOVE_LENGTH,
};
pub use compose::Composer;
pub use computer::ComputerConfig;
pub use duties::Duty;
pub use listings::{LEADERBOARD_MIN_GAMES, LEADERBOARD_PAGE};
pub(crate) use options::TO;
pub use outbox::{backoff, DeliveryError, Outbox, Reach, Sent, HOLD, MAX_AGE, MAX_ATTEMPTS};
pub use refusal::{CoreError, Failure, Refusal};
pub use reply::*;
pub use request::*;
pub use stored_analysis::{decode as read_analysis, AnalysisSummary, UnreadableAnalysis};
pub use target::MoveTarget;

use lang::{say, Msg};
use refusal::{refuse, Answer, Unread};

use crate::metrics::{metrics, InteractionKind, Outcome};

/// The bot's brain; share it behind an `Arc`. It holds the components
/// and routes each request to one of them (a move to the game, the puzzle
/// or the practice it answers); the arrows between them run one way, as
/// `tests/layers.rs` lists them.
pub struct Core {
    /// The store, for the edges (backups, checks).
    store: AsyncStore,
    /// Discord's clock as the bot saw it.
    clock: clock::InteractionClock,
    /// Who the bot is in Discord.
    identity: players::Identity,
    challenges: challenges::Challenges,
    play: play::Play,
    listings: listings::Listings,
    completion: completion::Completion,
    computer: Arc<computer::ComputerTurns>,
    analysis: analysis::Analysis,
    puzzles: Arc<puzzles::Puzzles>,
    practice: Arc<practice::Practice>,
    lessons: Arc<lessons::Lessons>,
    /// The puzzles, practice and lessons, as the boards a move may answer.
    boards: open_board::OpenBoards,
    picker: picker::Picker,
    /// The games as the Activity's board shows them.
    live: board::Boards,
    /// Every change saved, and who hears of the games changed.
    changes: Arc<changes::Changes>,
    /// What boards offer (the Activity, where it is served).
    composing: compose::Composing,
    tournaments: tournament::Tournaments,
    server_languages: chat_language::ServerLanguages,
    outbox: outbox::Outbox,
    pictures: Arc<pictures::Pictures>,
    players: Arc<players::Players>,
    claims: Arc<claims::Claims>,
    /// What the bot said it lacks, where.
    notes: permissions::Notes,
}

/// The pictures could not be prepared (a broken build, never input).
#[derive(Debug, thiserror::Error)]
#[error("the board pictures could not be prepared: {0}")]
pub struct StartError(String);

impl Core {
    /// A core over `store`, with the shared renderer and the computer
    /// player at its levels' own times.
    pub fn new(store: AsyncStore) -> Result<Arc<Core>, StartError> {
        Core::with_computer(store, ComputerConfig::default())
    }

    /// A core whose computer player runs as `config` says.
    pub fn with_computer(store: AsyncStore, config: ComputerConfig) -> Result<Arc<Core>, StartError> {
        let store = store.observed_by(metrics().store_observer());
        let players = Arc::new(players::Players::new(store.clone()));
        let claims = Arc::new(claims::Claims::new(store.clone()));
        let book = puzzle_book::PuzzleBook::shared();
        let pictures = pictures::Pictures::new(store.clone(), players.clone()).map_err(StartError)?;
        let pictures = Arc::new(pictures);
        let (clock, identity) = (clock::InteractionClock::default(), players::Identity::default());
        let pool = computer::ComputerTurns::pool(&config);
        let composing = compose::Composing::new(identity.clone());
        let server_languages = chat_language::ServerLanguages::new(store.clone());
        let owed = Arc::new(tokio::sync::Notify::new());
        let changes = Arc::new(changes::Changes::new(store.clone(), composing.clone(), owed.clone()));
        let shown = Arc::new(play::BoardsShown::default());
        let outbox = outbox::Outbox::new(store.clone(), claims.clone(), pictures.clone(), (shown.clone(), owed));
        let puzzles = Arc::new(puzzles::Puzzles::new(
            store.clone(),
            book,
            changes.clone(),
            pictures.clone(),
        ));
        let practice = Arc::new(practice::Practice::new(
            store.clone(),
            pool.clone(),
            pictures.clone(),
            players.clone(),
        ));
        let hint_pool = pool.clone();
        let analysis = analysis::Analysis::new(
            store.clone(),
            pool.clone(),
            changes.clone(),
            pictures.clone(),
            players.clone(),
            claims.clone(),
        );
        let tournaments =
            tournament::Tournaments::new(store.clone(), (changes.clone(), composing.clone()), claims.clone());
        let computer = Arc::new(computer::ComputerTurns::new(
            config,
            store.clone(),
            changes.clone(),
            claims.clone(),
            clock.clone(),
            identity.clone(),
            pool,
        ));
        let lessons = Arc::new(lessons::Lessons::new(
            store.clone(),
            pictures.clone(),
            players.clone(),
            computer.clone(),
            hint_pool,
        ));
        let boards = open_board::OpenBoards::new(vec![puzzles.clone(), practice.clone(), lessons.clone()]);
        let picker = picker::Picker::new(store.clone(), pictures.clone(), players.clone(), boards.clone());
        let challenges = challenges::Challenges::new(store.clone(), changes.clone(), computer.clone());
        let play = play::Play::new(
            store.clone(),
            (changes.clone(), composing.clone()),
            pictures.clone(),
            clock.clone(),
            identity.clone(),
            (shown, boards.clone()),
        );
        let listings = listings::Listings::new(store.clone(), composing.clone(), pictures.clone(), players.clone());
        let completion = completion::Completion::new(store.clone(), players.clone(), boards.clone());
        let live = board::Boards::new(store.clone(), players.clone());
        Ok(Arc::new(Core {
            live,
            changes,
            composing,
            server_languages,
            store,
            clock,
            identity,
            challenges,
            play,
            listings,
            completion,
            computer,
            analysis,
            puzzles,
            practice,
            lessons,
            boards,
            picker,
            tournaments,
            outbox,
            pictures,
            players,
            claims,
            notes: permissions::Notes::default(),
        }))
    }

    /// Call once at start, before the outbox is read: picks up Discord's
    /// clock where the last run left it (the newest horizon of any
    /// recorded move), and draws the waiting messages an older version
    /// left (returns how many).
    pub async fn start(&self) -> usize {
        match self.store.call(|s| s.games().max_horizon()).await {
            Ok(h) => self.clock.saw(h),
            Err(e) => tracing::warn!(error = %e, "reading the last move's horizon failed"),
        }
        upgrade::upgrade_outbox(self).await
    }

    /// Tells the core which user it is in Discord, so that challenging it
    /// starts a game against the computer. Only the first call counts.
    pub fn set_identity(&self, me: User) {
        self.identity.set(me)
    }

    /// The bot's own user, once known.
    pub fn identity(&self) -> Option<&User> {
        self.identity.get()
    }

    /// As [`Core::make_due`], and returns the messages owed, drawn, for a
    /// caller that shows them at once (the console, tests).
    pub async fn tick(&self, now: Millis) -> Vec<Post> {
        let owed = self.make_due(now).await;
        self.outbox.posts(&owed).await
    }

    /// Makes due what time has made due (expiries, reminders, losses on
    /// time, the daily puzzle), each change with its messages in one
    /// transaction; returns the rows owed.
    pub async fn make_due(&self, now: Millis) -> Vec<OutboxId> {
        let mut owed = self.play.make_due(now).await;
        owed.extend(self.puzzles.post_dailies(now).await);
        owed
    }

    /// Reads the database's figures (the outbox's waiting messages, games
    /// in play) into the metrics, so that a scrape never waits on it.
    pub async fn read_gauges(&self) {
        match self.store.read(|s| s.gauges()).await {
            Ok(g) => metrics().set_gauges(&g, clock::now_ms()),
            Err(e) => tracing::warn!(error = %e, "could not read the operator's figures"),
        }
    }

    /// Plays the computer's move in `game` if it is to move there and
    /// returns its message, drawn (the console, tests).
    pub async fn computer_turn(&self, game: GameId, now: Millis) -> Option<Post> {
        let owed = self.computer.computer_move(game, now).await?;
        self.outbox.posts(&[owed]).await.pop()
    }

    /// The outbox: the edges take what is due from it and report what
    /// became of each send.
    pub fn outbox(&self) -> &Outbox {
        &self.outbox
    }

    /// The board of `game` as it stands, as text, for a caller that shows
    /// no pictures (the console); `None` if it cannot be read.
    pub async fn text_board(&self, game: GameId) -> Option<String> {
        let loaded = self.store.read(move |s| s.games().load(game)).await.ok()?;
        Some(zertz_render::text_board(loaded.game.position()))
    }

    /// The store, for the edges (backups, checks).
    pub fn store(&self) -> &AsyncStore {
        &self.store
    }

    /// Answers one request. Never panics on input; every refusal is a
    /// private reply that says why, and every failure is logged here with
    /// its cause and answered with an apology.
    pub async fn handle(&self, req: Request) -> Response {
        let req = which_game::in_game_thread(&self.store, req).await;
        if let Some(i) = req.interaction {
            self.clock.saw(i);
        }
        if !matches!(req.action, Action::Autocomplete { .. }) {
            self.players.refresh(&req.user, req.now).await;
        }
        let (kind, result) = match &req.action {
            Action::Command { name, options } => (
                InteractionKind::Command,
                match Command::parse(name, options) {
                    Ok(command) => self.command(&req, command).await,
                    Err(refusal) => Err(refusal),
                },
            ),
            Action::Button { id } => (
                InteractionKind::Button,
                match id.parse::<ButtonId>() {
                    Ok(button) => self.button(&req, button).await,
                    Err(_) => refuse(Unread::ButtonExpired),
                },
            ),
            Action::Autocomplete {
                command,
                option,
                typed,
                options,
            } => {
                let choices = match command::completes(command, option) {
                    Some(completes) => self.completion.complete(&req, completes, typed, options).await,
                    None => Vec::new(),
                };
                metrics().interaction(InteractionKind::Autocomplete, Outcome::Answered);
                return Response::choices(choices);
            }
        };
        metrics().interaction(
            kind,
            match &result {
                Ok(_) => Outcome::Answered,
                Err(CoreError::Refused(_)) => Outcome::Refused,
                Err(CoreError::Failed(_)) => Outcome::Failed,
            },
        );
        let mut response = match result {
            Ok(response) => response,
            Err(CoreError::Refused(refusal)) => Response::private(refusal.words(req.lang)).refused_for(refusal),
            Err(CoreError::Failed(failure)) => {
                // The edge: the cause is logged with who asked what, and
                // the person hears an apology.
                tracing::error!(user = %req.user.id, channel = %req.channel, action = %req.action.what(), error = %failure, "a request failed");
                Response::private(say!(req.lang, Msg::OurFault))
            }
        };
        if let (Some(reply), Some(note)) = (&mut response.reply, self.notes.note(&req)) {
            reply.text.push('\n');
            reply.text.push_str(&note);
        }
        for r in [&mut response.reply, &mut response.update].into_iter().flatten() {
            // Where embeds are not allowed, the text says it all.
            if !req.can_embed {
                r.card = None;
            }
            // Drawn now, the change it shows saved, off the store's writer.
            self.pictures.draw_owed(r).await;
        }
        response
    }

    /// A tap on a move picker: its next step, or its confirmed move played
    /// where it goes, as a typed move is.
    async fn picked(&self, req: &Request, pick: button::Pick) -> Answer<Response> {
        use button::PickFor;
        match self.picker.pick(req, pick).await? {
            picker::Picked::Show(response) => Ok(*response),
            picker::Picked::Play(PickFor::Game(game, ply), parsed) => {
                let to = Some(MoveTarget::Game);
                match self.play.make_move(req, to, parsed, Some((game, ply))).await? {
                    play::Moved::Played(response) => Ok(*response),
                    // A move for a game never goes elsewhere.
                    play::Moved::Answers(..) => refuse(refusal::GameRefusal::NoGameOfYours),
                }
            }
            picker::Picked::Play(of, parsed) => match self.boards.of(of.kind()) {
                Some(board) => board.answer(req, parsed).await,
                None => refuse(refusal::GameRefusal::NoGameOfYours),
            },
        }
    }

    async fn button(&self, req: &Request, button: ButtonId) -> Answer<Response> {
        let (challenges, play) = (&self.challenges, &self.play);
        match button {
            ButtonId::Accept(c) => challenges.accept(req, c).await,
            ButtonId::Decline(c) => challenges.close_challenge(req, c, true).await,
            ButtonId::Cancel(c) => challenges.close_challenge(req, c, false).await,
            ButtonId::DrawYes(g) => play.accept_draw(req, g).await,
            ButtonId::DrawNo(g) => play.decline_draw(req, g).await,
            ButtonId::Rematch(g) => challenges.rematch(req, Some(g)).await,
            ButtonId::TakebackYes(g, ply) => play.answer_takeback(req, g, ply, true).await,
            ButtonId::TakebackNo(g, ply) => play.answer_takeback(req, g, ply, false).await,
            ButtonId::Daily(day) => self.puzzles.solve_daily(req, day).await,
            ButtonId::Mistakes(g) => self.practice.mistakes(req, Some(g)).await,
            ButtonId::Record(g) => self.listings.export(req, Some(g)).await,
            ButtonId::Replay(g) => self.listings.replay(req, Some(g)).await,
            ButtonId::Analyse(g) => self.analysis.analyse(req, Some(g)).await,
            ButtonId::OpenBoard(_) => Ok(Response {
                launch_activity: true,
                ..Response::default()
            }),
            ButtonId::Join(t) => self.tournaments.join(req, t).await,
            ButtonId::Leave(t) => self.tournaments.leave(req, t).await,
            ButtonId::Start(t) => self.tournaments.start(req, t).await,
            ButtonId::Pick(pick) => self.picked(req, pick).await,
            ButtonId::Learn(lesson) => self.lessons.learn(req, lesson).await,
            ButtonId::LessonHint(lesson, exercise) => self.lessons.hint(req, lesson, exercise).await,
            ButtonId::Hint(game) => self.lessons.game_hint(req, game).await,
            ButtonId::Leaderboard(board, page) => Ok(Response {
                update: Some(self.listings.leaderboard(req, board, page).await?),
                ..Response::default()
            }),
        }
    }
}
