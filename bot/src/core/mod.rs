//! The bot without Discord: a request in, a response out. The serenity
//! layer and the console both drive this, and most tests do too.
//!
//! A request is parsed once, here, into a [`Command`], a [`ButtonId`] or
//! a completion field; each kind of work then lives in its own module.

mod analyse;
mod button;
mod challenge;
mod choices;
mod claim;
pub mod clock;
mod command;
mod complete;
mod compose;
mod computer;
mod daily;
mod delivery;
mod duties;
mod import;
mod lists;
mod picture;
mod pictures;
mod play;
mod players;
mod puzzle;
mod puzzle_book;
mod refusal;
mod reply;
mod request;
mod show;
pub mod spec;
mod stored_analysis;
mod takeback;
mod tick;
mod vacation;
mod which_game;
pub mod words;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use zertz_data::{AsyncStore, GameId, LoadedGame, MessageId, Millis, OutboxId, Scope, StoreError};

pub use analyse::MAX_QUEUED;
pub use button::{ButtonId, ExpiredButton};
pub use choices::{LeaderboardScope, MoveTarget, Terms, DEFAULT_TIME};
pub use command::{help_text, Command};
pub use compose::{Composer, Drawn};
pub use computer::ComputerConfig;
pub use delivery::{backoff, Announcement, DeliveryError, HOLD, MAX_AGE, MAX_ATTEMPTS};
pub use duties::Duty;
pub use import::MAX_IMPORT_BYTES;
pub use picture::Picture;
pub use refusal::{CoreError, Failure, Refusal};
pub use reply::*;
pub use request::*;
pub use stored_analysis::StoredAnalysis;

use refusal::{refuse, Answer, OUR_FAULT};

/// How long a challenge stays open.
pub const CHALLENGE_TTL_MS: i64 = 24 * 3_600_000;
/// Rated games needed to appear on a leaderboard.
pub const LEADERBOARD_MIN_GAMES: u32 = 1;
/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;
/// Completions Discord shows at most.
pub const MAX_CHOICES: usize = 25;

/// The bot's brain; share it behind an `Arc`.
pub struct Core {
    store: AsyncStore,
    /// Pictures.
    pictures: Arc<pictures::Pictures>,
    computer: computer::Computer,
    /// The newest interaction seen: Discord's clock as far as the bot
    /// knows it, stored with each move to tell stale moves. Shared with
    /// store jobs, which read it at the moment they record a move.
    newest_interaction: Arc<AtomicU64>,
    /// Players' names.
    players: Arc<players::Players>,
    /// What is owed to Discord, and how it is sent.
    delivery: Arc<delivery::Delivery>,
    /// Analyses waiting or running here.
    analyses: analyse::Analyses,
    /// The puzzles, read from the bot's puzzle file.
    puzzles: &'static puzzle_book::PuzzleBook,
    /// Work claimed in the store.
    claims: Arc<claim::Claims>,
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
        let players = Arc::new(players::Players::new(store.clone()));
        let claims = Arc::new(claim::Claims::new(store.clone()));
        let book = puzzle_book::PuzzleBook::shared();
        let pictures = pictures::Pictures::new(store.clone(), players.clone(), book).map_err(StartError)?;
        let pictures = Arc::new(pictures);
        let computer = computer::Computer::new(config);
        let delivery = Arc::new(delivery::Delivery::new(
            store.clone(),
            pictures.clone(),
            claims.clone(),
            computer.identity.clone(),
        ));
        let claims = Arc::new(claim::Claims::new(store.clone()));
        Ok(Arc::new(Core {
            store,
            pictures,
            computer,
            newest_interaction: Arc::new(AtomicU64::new(0)),
            players,
            delivery,
            analyses: analyse::Analyses::default(),
            puzzles: book,
            claims,
        }))
    }

    /// Picks up Discord's clock where the last run left it (the newest
    /// horizon of any recorded move). Call once at start.
    pub async fn resume_clock(&self) {
        match self.store.call(|s| s.max_horizon()).await {
            Ok(h) => {
                self.newest_interaction.fetch_max(h, Ordering::SeqCst);
            }
            Err(e) => tracing::warn!(error = %e, "reading the last move's horizon failed"),
        }
    }

    /// Discord's clock as far as the bot knows it, to be read when a move
    /// is recorded: every interaction that arrived before is older.
    fn clock(&self) -> Arc<AtomicU64> {
        self.newest_interaction.clone()
    }

    /// The board of game `id` as it is now, as a reply saying `text`.
    async fn current_board(&self, req: &Request, id: GameId, text: String) -> Answer<Reply> {
        let loaded = self.read(move |s| s.load_game(id)).await?;
        let names = self.players.names(&loaded.meta).await;
        Ok(self.board_reply(req, &loaded, &names, text).await)
    }

    /// The board of `loaded`, as a reply saying `text`: drawn from the
    /// game as read, not read again.
    async fn board_reply(&self, req: &Request, loaded: &LoadedGame, names: &[String; 2], text: String) -> Reply {
        let mut reply = self.delivery.composer().board_message(&loaded.meta, text);
        self.pictures
            .draw_game(&mut reply, req.can_attach, &loaded.game, names)
            .await;
        reply
    }

    /// Owed message `id`, which shows `shows`, was sent (as `message`,
    /// where its id is known); see [`delivery::Delivery`].
    pub fn delivered(&self, id: OutboxId, message: Option<MessageId>, shows: Shows) {
        self.delivery.delivered(id, message, shows)
    }

    /// The answer in place for held message `id` failed: the outbox sends
    /// it now.
    pub async fn undelivered(&self, id: OutboxId, now: Millis) {
        self.delivery.undelivered(id, now).await
    }

    /// Sending message `id` failed: it is retried after a backoff, or
    /// given up on and kept as failed.
    pub async fn delivery_failed(&self, id: OutboxId, error: DeliveryError, detail: &str, now: Millis) {
        self.delivery.delivery_failed(id, error, detail, now).await
    }

    /// Messages due now, claimed for this process, drawn and ready to
    /// send, oldest first and one per channel.
    pub async fn due_posts(&self, now: Millis) -> Vec<Post> {
        self.delivery.due_posts(now).await
    }

    /// The owed messages `ids`, drawn, whatever their state: for a caller
    /// that shows them at once (the console, tests).
    pub async fn posts(&self, ids: &[OutboxId]) -> Vec<Post> {
        self.delivery.posts(ids).await
    }

    /// The store, for the edges (backups, checks).
    pub fn store(&self) -> &AsyncStore {
        &self.store
    }

    /// Answers one request. Never panics on input; every refusal is a
    /// private reply that says why.
    pub async fn handle(&self, req: Request) -> Response {
        if let Some(i) = req.interaction {
            self.newest_interaction.fetch_max(i, Ordering::SeqCst);
        }
        if !matches!(req.action, Action::Autocomplete { .. }) {
            self.players.refresh(&req.user, req.now).await;
        }
        let result = match &req.action {
            Action::Command { name, options } => match Command::parse(name, options) {
                Ok(command) => self.command(&req, command).await,
                Err(refusal) => Err(refusal),
            },
            Action::Button { id } => match id.parse::<ButtonId>() {
                Ok(button) => self.button(&req, button).await,
                Err(_) => refuse("This button has expired. Use the `/zertz` commands instead."),
            },
            Action::Autocomplete {
                command,
                option,
                typed,
                options,
            } => return Response::choices(self.complete(&req, command, option, typed, options).await),
        };
        let mut response = match result {
            Ok(response) => response,
            Err(CoreError::Refused(refusal)) => Response::private(refusal.words()),
            Err(CoreError::Failed(failure)) => {
                // The edge: the cause is logged with who asked what, and
                // the person hears an apology.
                tracing::error!(user = %req.user.id, channel = %req.channel, action = %req.action.what(), error = %failure, "a request failed");
                Response::private(OUR_FAULT)
            }
        };
        if !req.can_embed {
            // Where embeds are not allowed, the text says it all.
            for r in [&mut response.reply, &mut response.update].into_iter().flatten() {
                r.card = None;
            }
        }
        response
    }

    async fn button(&self, req: &Request, button: ButtonId) -> Answer<Response> {
        match button {
            ButtonId::Accept(c) => self.accept(req, c).await,
            ButtonId::Decline(c) => self.close_challenge(req, c, true).await,
            ButtonId::Cancel(c) => self.close_challenge(req, c, false).await,
            ButtonId::DrawYes(g) => self.accept_draw(req, g).await,
            ButtonId::DrawNo(g) => self.decline_draw(req, g).await,
            ButtonId::Rematch(g) => self.rematch(req, Some(g)).await,
            ButtonId::TakebackYes(g, ply) => self.answer_takeback(req, g, ply, true).await,
            ButtonId::TakebackNo(g, ply) => self.answer_takeback(req, g, ply, false).await,
            ButtonId::Daily(day) => self.solve_daily(req, day).await,
            ButtonId::Leaderboard(board, page) => Ok(Response {
                update: Some(self.leaderboard(req, board, page).await?),
                ..Response::default()
            }),
        }
    }

    /// The rating scope a leaderboard shows.
    fn scope(&self, req: &Request, board: LeaderboardScope) -> Scope {
        match board {
            LeaderboardScope::Global => Scope::Global,
            LeaderboardScope::Puzzles => Scope::Puzzles,
            LeaderboardScope::Server => Scope::of(req.guild),
        }
    }

    /// Runs `f` on the store; its error is the core's.
    async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut zertz_data::Store) -> Result<R, StoreError> + Send + 'static,
    ) -> Answer<R> {
        Ok(self.store.call(f).await?)
    }

    /// Runs `f`, which only reads, beside any write in progress; its error
    /// is the core's.
    async fn read<R: Send + 'static>(
        &self,
        f: impl FnOnce(&zertz_data::Store) -> Result<R, StoreError> + Send + 'static,
    ) -> Answer<R> {
        Ok(self.store.read(f).await?)
    }
}
