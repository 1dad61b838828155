//! The games component: challenges, moves, takebacks, draws, vacations,
//! clocks, the computer's turns, and showing and listing games. Its
//! commands live in their own files (`challenge.rs`, `play.rs`,
//! `takeback.rs`, `vacation.rs`, `computer.rs`, `show.rs`, `lists.rs`,
//! `tick.rs`, `complete.rs`), each an `impl Games`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use zertz_data::{AsyncStore, GameId, LoadedGame, Scope};

use super::choices::LeaderboardScope;
use super::claim::Claims;
use super::delivery::Delivery;
use super::pictures::Pictures;
use super::players::Players;
use super::practice::Practice;
use super::puzzles::Puzzles;
use super::refusal::Answer;
use super::reply::Reply;
use super::request::Request;
pub(super) use computer::Computer;

mod challenge;
mod complete;
mod computer;
mod lists;
mod play;
mod show;
mod takeback;
mod tick;
mod vacation;

pub use challenge::CHALLENGE_TTL_MS;
pub use computer::ComputerConfig;
pub use lists::{LEADERBOARD_MIN_GAMES, LEADERBOARD_PAGE};

/// The games component's state and the components it uses.
pub(super) struct Games {
    store: AsyncStore,
    computer: Computer,
    /// The newest interaction seen: Discord's clock as far as the bot
    /// knows it, stored with each move to tell stale moves. Shared with
    /// store jobs, which read it at the moment they record a move.
    newest_interaction: Arc<AtomicU64>,
    delivery: Arc<Delivery>,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
    claims: Arc<Claims>,
    puzzles: Arc<Puzzles>,
    practice: Arc<Practice>,
}

/// What a person's move may answer besides a game: an open puzzle or an
/// open practice.
pub(super) struct Answering {
    pub puzzles: Arc<Puzzles>,
    pub practice: Arc<Practice>,
}

impl Games {
    pub(super) fn new(
        store: AsyncStore,
        computer: Computer,
        delivery: Arc<Delivery>,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
        claims: Arc<Claims>,
        answering: Answering,
    ) -> Games {
        Games {
            store,
            computer,
            newest_interaction: Arc::new(AtomicU64::new(0)),
            delivery,
            pictures,
            players,
            claims,
            puzzles: answering.puzzles,
            practice: answering.practice,
        }
    }

    /// Notes interaction `id`: Discord's clock has reached it.
    pub(super) fn saw_interaction(&self, id: u64) {
        self.newest_interaction.fetch_max(id, Ordering::SeqCst);
    }

    /// Picks up Discord's clock where the last run left it (the newest
    /// horizon of any recorded move).
    pub(super) async fn resume_clock(&self) {
        match self.store.call(|s| s.max_horizon()).await {
            Ok(h) => self.saw_interaction(h),
            Err(e) => tracing::warn!(error = %e, "reading the last move's horizon failed"),
        }
    }

    /// Discord's clock as far as the bot knows it, to be read when a move
    /// is recorded: every interaction that arrived before is older.
    pub(super) fn clock(&self) -> Arc<AtomicU64> {
        self.newest_interaction.clone()
    }

    /// The board of game `id` as it is now, as a reply saying `text`.
    pub(super) async fn current_board(&self, req: &Request, id: GameId, text: String) -> Answer<Reply> {
        let loaded = self.store.read(move |s| s.load_game(id)).await?;
        let names = self.players.names(&loaded.meta).await;
        Ok(self.board_reply(req, &loaded, &names, text).await)
    }

    /// The board of `loaded`, as a reply saying `text`: drawn from the
    /// game as read, not read again.
    pub(super) async fn board_reply(
        &self,
        req: &Request,
        loaded: &LoadedGame,
        names: &[String; 2],
        text: String,
    ) -> Reply {
        let mut reply = self.delivery.composer().board_message(&loaded.meta, text);
        self.pictures
            .draw_game(&mut reply, req.can_attach, &loaded.game, names)
            .await;
        reply
    }

    /// The rating scope a leaderboard shows.
    pub(super) fn scope(&self, req: &Request, board: LeaderboardScope) -> Scope {
        match board {
            LeaderboardScope::Global => Scope::Global,
            LeaderboardScope::Puzzles => Scope::Puzzles,
            LeaderboardScope::Server => Scope::of(req.guild),
        }
    }
}
