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
mod import;
mod lists;
mod outbox;
mod owed;
mod picture;
mod pictures;
mod play;
mod puzzle;
mod refusal;
mod reply;
mod request;
mod show;
pub mod spec;
mod takeback;
mod tick;
mod vacation;
mod which_game;
pub mod words;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use zertz_data::{AsyncStore, GameId, GameMeta, LoadedGame, Owner, Scope, StoreError, UserId};
use zertz_render::Renderer;

pub use analyse::{StoredAnalysis, MAX_QUEUED};
pub use button::{ButtonId, ExpiredButton};
pub use choices::{LeaderboardScope, MoveTarget, Terms, DEFAULT_TIME};
pub use command::{help_text, Command};
pub use compose::{Composer, Drawn};
pub use computer::ComputerConfig;
pub use import::MAX_IMPORT_BYTES;
pub use outbox::{backoff, Announcement, DeliveryError, HOLD, MAX_AGE, MAX_ATTEMPTS};
pub use picture::Picture;
pub use refusal::{CoreError, Failure, Refusal};
pub use reply::*;
pub use request::*;

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
    renderer: &'static Renderer,
    computer: computer::Computer,
    /// The newest interaction seen: Discord's clock as far as the bot
    /// knows it, stored with each move to tell stale moves. Shared with
    /// store jobs, which read it at the moment they record a move.
    newest_interaction: Arc<AtomicU64>,
    /// The display name each person last used here, so that a changed
    /// name is written once, not at every interaction.
    names_seen: std::sync::Mutex<HashMap<UserId, String>>,
    /// Bounds the slow drawings at once (replays, imports, analyses) to
    /// the cores.
    drawing: Arc<tokio::sync::Semaphore>,
    /// Bounds the quick drawings at once (boards, charts) to the cores,
    /// apart from the slow ones.
    quick_drawing: Arc<tokio::sync::Semaphore>,
    /// Woken whenever a board is noted as shown, for moves waiting to be
    /// judged against it.
    shown: Arc<tokio::sync::Notify>,
    /// Analyses waiting or running here.
    analyses: analyse::Analyses,
    /// The puzzles, read from the bot's puzzle file.
    puzzles: &'static puzzle::PuzzleBook,
    /// This process, as it claims work in a store that other processes
    /// may share.
    owner: Owner,
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
        let renderer = Renderer::shared().map_err(|e| StartError(e.to_string()))?;
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Arc::new(Core {
            store,
            renderer,
            computer: computer::Computer::new(config),
            newest_interaction: Arc::new(AtomicU64::new(0)),
            names_seen: std::sync::Mutex::new(HashMap::new()),
            drawing: Arc::new(tokio::sync::Semaphore::new(cores)),
            quick_drawing: Arc::new(tokio::sync::Semaphore::new(cores)),
            shown: Arc::new(tokio::sync::Notify::new()),
            analyses: analyse::Analyses::default(),
            puzzles: puzzle::PuzzleBook::shared(),
            owner: Owner::this_process(),
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

    /// What composing messages needs to know.
    fn composer(&self) -> Composer {
        Composer {
            computer: self.identity().cloned(),
        }
    }

    /// The board of game `id` as it is now, as a reply saying `text`.
    async fn current_board(&self, req: &Request, id: GameId, text: String) -> Answer<Reply> {
        let loaded = self.read(move |s| s.load_game(id)).await?;
        let names = self.names(&loaded.meta).await;
        Ok(self.board_reply(req, &loaded, &names, text).await)
    }

    /// The board of `loaded`, as a reply saying `text`: drawn from the
    /// game as read, not read again.
    async fn board_reply(&self, req: &Request, loaded: &LoadedGame, names: &[String; 2], text: String) -> Reply {
        let mut reply = self.composer().board_message(&loaded.meta, text);
        self.draw_game(&mut reply, req.can_attach, &loaded.game, names).await;
        reply
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
            self.refresh_name(&req.user, req.now).await;
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

    /// Keeps a known player's stored name the one they use now, so boards
    /// and leaderboards show current names. Written only when it changed.
    async fn refresh_name(&self, user: &User, now: zertz_data::Millis) {
        {
            let seen = self.names_seen.lock().unwrap_or_else(|e| e.into_inner());
            if seen.get(&user.id) == Some(&user.name) {
                return;
            }
        }
        let (id, name) = (user.id, user.name.clone());
        // Looked up beside any write; written only when it changed.
        // Strangers are stored when they first play, not here.
        let refreshed = match self.store.read(move |s| s.player_name(id)).await {
            Ok(Some(old)) if old != name => self.store.call(move |s| s.upsert_player(id, &name, now)).await,
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        };
        match refreshed {
            Ok(()) => {
                let mut seen = self.names_seen.lock().unwrap_or_else(|e| e.into_inner());
                if seen.len() > 100_000 {
                    seen.clear();
                }
                seen.insert(user.id, user.name.clone());
            }
            Err(e) => tracing::warn!(error = %e, "refreshing a name failed"),
        }
    }

    /// Runs `f`, which only reads, beside any write in progress; its error
    /// is the core's.
    async fn read<R: Send + 'static>(
        &self,
        f: impl FnOnce(&zertz_data::Store) -> Result<R, StoreError> + Send + 'static,
    ) -> Answer<R> {
        Ok(self.store.read(f).await?)
    }

    /// The players' names of one game, first mover first.
    async fn names(&self, meta: &GameMeta) -> [String; 2] {
        let users = meta.players.to_vec();
        let known = self.read(move |s| s.player_names(&users)).await.unwrap_or_default();
        compose::name_pair(&known, meta)
    }

    /// The players' names of each game, fetched in one store call.
    async fn names_of(&self, games: &[GameMeta]) -> Vec<[String; 2]> {
        let users: Vec<UserId> = games.iter().flat_map(|g| g.players).collect();
        let known: HashMap<UserId, String> = self.read(move |s| s.player_names(&users)).await.unwrap_or_default();
        games.iter().map(|g| compose::name_pair(&known, g)).collect()
    }
}
