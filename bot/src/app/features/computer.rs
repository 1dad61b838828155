//! The computer opponent's component: starting games against it, and its
//! turns, searched on a bounded pool of blocking threads.
//!
//! The store stays the truth. A turn loads the game, searches the position
//! at the ply it loaded, and records the move for that ply only: if the
//! person resigned or anything else changed meanwhile, the store refuses
//! and the result is thrown away.

use crate::metrics::Work;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use tokio::sync::Semaphore;
use zertz_ai::{Engine, Level, Limits};
use zertz_data::{
    AsyncStore, ClaimKind, ComputerLevel, GameId, Millis, NewComputerGame, OutboxId, Reason, StoreError, UserId,
};
use zertz_rules::{Game, Variant};

use crate::app::interface::refusal::{refuse, Answer, GameRefusal};
use crate::app::interface::reply::{Post, Response};
use crate::app::interface::request::Request;
use crate::app::outbox::changes::Changes;
use crate::app::services::bounded::on_pool_wide;
use crate::app::services::claims::Claims;
use crate::app::services::clock::InteractionClock;
use crate::app::services::compose::names_in;
use crate::app::services::players::Identity;
use crate::app::services::record::{record_and_compose, MoveToRecord};
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;

/// How long a process holds a game's computer turn: longer than any
/// search; if the process dies, another plays the turn after this.
const COMPUTER_CLAIM: Millis = 120_000;

/// How the computer player runs.
#[derive(Copy, Clone, Debug)]
pub struct ComputerConfig {
    /// The budget of one search; the default is each level's own time.
    pub limits: Limits,
    /// Searches at once; the rest wait their turn. A search limited by
    /// time alone also uses the places no other search or analysis holds
    /// when it starts.
    pub searches: usize,
}

impl Default for ComputerConfig {
    fn default() -> ComputerConfig {
        ComputerConfig {
            limits: Limits::default(),
            searches: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }
}

/// The computer's component: its searches and the games it thinks about.
pub(in crate::app) struct ComputerTurns {
    store: AsyncStore,
    changes: Arc<Changes>,
    claims: Arc<Claims>,
    clock: InteractionClock,
    /// Who the bot is in Discord, once known (shared with delivery and
    /// play).
    identity: Identity,
    config: ComputerConfig,
    /// The blocking threads searches run on (shared with the analyses).
    pool: Arc<Semaphore>,
    thinking: Mutex<HashSet<GameId>>,
}

impl ComputerTurns {
    pub(in crate::app) fn new(
        config: ComputerConfig,
        store: AsyncStore,
        changes: Arc<Changes>,
        claims: Arc<Claims>,
        clock: InteractionClock,
        identity: Identity,
        pool: Arc<Semaphore>,
    ) -> ComputerTurns {
        ComputerTurns {
            store,
            changes,
            claims,
            clock,
            identity,
            config,
            pool,
            thinking: Mutex::new(HashSet::new()),
        }
    }

    /// The pool searches run on, for a config's number of searches.
    pub(in crate::app) fn pool(config: &ComputerConfig) -> Arc<Semaphore> {
        Arc::new(Semaphore::new(config.searches.max(1)))
    }

    /// Marks `game` as being thought about; `None` if it already is.
    fn claim(&self, game: GameId) -> Option<Thinking<'_>> {
        let fresh = self.thinking.lock().unwrap_or_else(|e| e.into_inner()).insert(game);
        // Built only when fresh: dropping a guard removes its game.
        fresh.then(|| Thinking { computer: self, game })
    }
}

/// A game being thought about, until dropped.
struct Thinking<'a> {
    computer: &'a ComputerTurns,
    game: GameId,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        let mut set = self.computer.thinking.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.game);
    }
}

/// The engine's level for a stored level.
pub(in crate::app) fn engine_level(level: ComputerLevel) -> Level {
    match level {
        ComputerLevel::Easy => Level::Easy,
        ComputerLevel::Medium => Level::Medium,
        ComputerLevel::Hard => Level::Hard,
    }
}

impl ComputerTurns {
    /// Whether `user` is the computer player.
    pub(in crate::app) fn is(&self, user: UserId) -> bool {
        self.identity.is(user)
    }

    /// Starts a game against the computer at once; one started from the
    /// course (`from_course`) is kept as the course's game, in the same
    /// transaction.
    pub(in crate::app) async fn start_computer_game(
        &self,
        req: &Request,
        (variant, human_first, level): (Variant, bool, ComputerLevel),
        from_course: bool,
    ) -> Answer<Response> {
        let Some(me) = self.identity.get().cloned() else {
            return refuse(GameRefusal::ComputerNotReady);
        };
        let new = NewComputerGame {
            guild: req.guild,
            channel: req.channel,
            human: (req.user.id, req.user.name.clone()),
            computer: (me.id, me.name.clone()),
            level,
            variant,
            human_first,
            now: req.now,
        };
        let human = req.user.id;
        let (id, reply, outbox) = self
            .changes
            .announce(req, move |s, c| {
                let meta = s.computer_mut().start_game(&new)?;
                if from_course {
                    s.lessons_mut().start_game(human, meta.id, new.now)?;
                }
                crate::metrics::metrics().game_started();
                let names = names_in(s, &meta)?;
                let lang = c.lang;
                let mut text = say!(
                    lang,
                    Msg::ComputerGameStarted,
                    game = meta.id.0,
                    first = &names[0],
                    second = &names[1],
                    variant = variant.to_string(),
                    level = level.as_str()
                );
                text.push('\n');
                text.push_str(&match human_first {
                    true => say!(lang, Msg::YouMoveFirst, player = Mark::user(human)),
                    false => say!(lang, Msg::ComputerMovesFirst, name = c.computer_name()),
                });
                let mut reply = c.board_message(&meta, &Game::new(meta.variant), &names, text);
                if human_first {
                    reply.mentions = vec![human];
                }
                Ok((meta.id, reply))
            })
            .await?;
        Ok(Response {
            reply: Some(reply),
            computer_turn: (!human_first).then_some(id),
            outbox,
            ..Response::default()
        })
    }

    /// The games where the computer is to move, for the tick and for
    /// picking up after a restart.
    pub async fn computer_turns_due(&self) -> Vec<GameId> {
        let Some(me) = self.identity.get().map(|u| u.id) else {
            return Vec::new();
        };
        match self.store.call(move |s| s.computer().turns(me)).await {
            Ok(turns) => turns.into_iter().map(|(id, _)| id).collect(),
            Err(e) => {
                tracing::warn!(error = %e, "listing the computer's turns failed");
                Vec::new()
            }
        }
    }

    /// Plays the computer's move in `game` if it is to move there, and
    /// owes the message that shows it, in the outbox for the delivery task;
    /// returns its row. `None` when there is nothing to do: not its turn,
    /// already being searched, or the game changed while it thought.
    /// `now` stamps the move.
    pub async fn computer_move(&self, game: GameId, now: Millis) -> Option<OutboxId> {
        let me = self.identity.get()?.clone();
        let _thinking = self.claim(game)?;
        let _claimed = self
            .claims
            .claim_work(ClaimKind::ComputerTurn, game.get(), COMPUTER_CLAIM)
            .await?;
        let loaded = match self.store.read(move |s| s.games().load(game)).await {
            Ok(loaded) => loaded,
            Err(e) => {
                tracing::error!(%game, error = %e, "loading a game for the computer's turn failed");
                return None;
            }
        };
        let level = loaded.meta.computer?;
        if !loaded.meta.is_active() || loaded.meta.to_move() != me.id || loaded.game.is_over() {
            return None;
        }
        let ply = loaded.meta.ply;
        let limits = self.config.limits;
        let history = loaded.game.clone();
        let seed = (game.get() as u64).wrapping_mul(1_000_003).wrapping_add(ply as u64);
        // Free places become threads sharing the root's moves: the same
        // time, more nodes (`rules/ai/README.md`).
        let more = self.config.searches.saturating_sub(1);
        let thought = on_pool_wide(&self.pool, Work::Search, more, move |threads| {
            let mut engine = Engine::new(seed);
            engine.set_threads(threads);
            engine.think_game(&history, engine_level(level), limits)
        })
        .await;
        let thought = match thought {
            Ok(Ok(t)) => t,
            Ok(Err(e)) => {
                tracing::warn!(%game, error = %e, "the computer found no move");
                return None;
            }
            Err(e) => {
                tracing::error!(%game, error = %e, "the computer's search failed");
                return None;
            }
        };
        tracing::info!(
            %game,
            ply,
            level = level.as_str(),
            notation = %loaded.game.position().notation(&thought.best),
            depth = thought.depth,
            nodes = thought.nodes,
            ms = thought.elapsed.as_millis() as u64,
            "computer move"
        );
        let m = MoveToRecord {
            at: (game, ply),
            by: me,
            mv: thought.best.into(),
            now,
            sent: (None, self.clock.clone()),
        };
        let recorded = self
            .changes
            .commit(now, move |s, c| {
                let c = &c.in_chat(s, s.games().meta(game)?.channel)?;
                let (recorded, reply) = record_and_compose(s, c, m)?;
                Ok(((), vec![Post::new(reply, recorded.game.meta.channel, now)]))
            })
            .await;
        match recorded {
            Ok(((), posts)) => posts.first().and_then(|p| p.outbox),
            Err(StoreError::Refused(Reason::Conflict { .. } | Reason::GameOver)) => {
                tracing::info!(%game, ply, "the game changed while the computer thought; move dropped");
                None
            }
            Err(e) => {
                tracing::error!(%game, ply, error = %e, "recording the computer's move failed");
                None
            }
        }
    }
}
