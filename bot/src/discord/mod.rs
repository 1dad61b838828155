//! The serenity layer: translates Discord interactions into core requests
//! and core replies into Discord responses. Nothing else lives here.
//!
//! Every public answer the core gives is also in its outbox, held while
//! it is tried here in place; when that fails, the delivery task sends it.

mod callback;
mod commands;
mod delivery;
mod gateway;
mod in_flight;
mod interactions;
mod outgoing;
mod replies;
mod requests;
mod threads;
mod tokens;
mod upload;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serenity::all::{Context, EventHandler, GatewayIntents, Interaction, Ready, ResumedEvent};
use serenity::async_trait;
use serenity::http::HttpBuilder;
use tokio::sync::Notify;
use tracing::Instrument;

pub use commands::commands;
use requests::user_of;
use tokens::{answerable, token_of};

use crate::app::clock::now_ms;
use crate::app::{Core, Duty};
use crate::config::Config;
use crate::metrics::metrics;
use crate::shards::ShardRange;
use callback::Callbacks;
use in_flight::{InFlight, DRAIN};

/// Past this, an answer is deferred so Discord's 3-second window holds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How long serenity may take to close its shards once they are told to.
const GATEWAY_CLOSE: Duration = Duration::from_secs(2);
/// A deferred answer shows its progress at most this often.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// Why the bot stopped serving Discord.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// Discord refused the token, over REST or on the gateway: retrying
    /// cannot help, and the person starting the bot can fix it.
    #[error("Discord refused the bot's token: set DISCORD_TOKEN to the token on the Bot page of the application in the Discord developer portal")]
    Token,
    /// Anything else serenity reports.
    #[error(transparent)]
    Discord(#[from] serenity::Error),
}

impl RunError {
    fn of(e: serenity::Error) -> RunError {
        use serenity::gateway::GatewayError;
        use serenity::http::{HttpError, StatusCode};
        match &e {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.status_code == StatusCode::UNAUTHORIZED => {
                RunError::Token
            }
            serenity::Error::Gateway(GatewayError::InvalidAuthentication) => RunError::Token,
            _ => RunError::Discord(e),
        }
    }
}

/// Connects to Discord (or the base URL in the configuration) and serves
/// `shards` (all, as Discord recommends, without a range) until Ctrl-C or
/// SIGTERM.
pub async fn run(config: &Config, core: Arc<Core>, shards: Option<ShardRange>) -> Result<(), RunError> {
    let token = config.token.clone().unwrap_or_default();
    let mut http = HttpBuilder::new(&token);
    if let Some(url) = &config.api_url {
        // serenity sends REST to a proxy only with its rate limiter off.
        http = http.proxy(url.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let in_flight = Arc::new(InFlight::default());
    let handler = Handler {
        core,
        in_flight: in_flight.clone(),
        guild: config.guild,
        activity: config.http.is_some() && config.client_secret.is_some(),
        tick: config.tick,
        // One process registers the commands: the one that runs shard 0.
        registered: AtomicBool::new(shards.is_some_and(|r| r.first > 0)),
        started: AtomicBool::new(false),
        poke: Arc::new(Notify::new()),
        callbacks: Callbacks::new(config.api_url.as_deref()).map_err(serenity::Error::from)?,
    };
    let mut client = serenity::client::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
        .event_handler(handler)
        .await?;
    let manager = client.shard_manager.clone();
    let watching = tokio::spawn(gateway::watch(manager.clone()));
    let serve = async {
        match shards {
            // serenity's range is first to last, both included.
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            // As many shards as Discord recommends for the bot's guilds.
            None => client.start_autosharded().await,
        }
    };
    tokio::pin!(serve);
    let served = tokio::select! {
        served = &mut serve => served,
        () = shutdown_signal() => {
            tracing::info!("shutting down");
            tokio::spawn(async move { manager.shutdown_all().await });
            // serenity waits 5 s for each shard that does not close, and
            // never returns when no shard is connected (Discord unreachable,
            // a shard waiting in its queue to try again): bounded here.
            match tokio::time::timeout(GATEWAY_CLOSE, &mut serve).await {
                Ok(served) => served,
                Err(_) => {
                    tracing::warn!("the gateway did not close in time; stopping anyway");
                    Ok(())
                }
            }
        }
    };
    watching.abort();
    // The gateway is closed, so nothing new comes in: the interactions
    // being answered finish (for at most DRAIN).
    if !in_flight.drained(DRAIN).await {
        tracing::warn!(left = in_flight.count(), "stopping with interactions unanswered");
    }
    served.map_err(RunError::of)
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(s) => s,
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                return;
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

struct Handler {
    core: Arc<Core>,
    /// The interactions being answered.
    in_flight: Arc<InFlight>,
    guild: Option<u64>,
    /// Whether the Activity is served: its Entry Point command is kept.
    activity: bool,
    /// How often time is looked at.
    tick: Duration,
    /// READY comes again with every reconnect and from every shard: the
    /// commands are registered until that succeeds once (by the process
    /// that runs shard 0), and the background tasks are started once per
    /// process.
    registered: AtomicBool,
    started: AtomicBool,
    /// Wakes the delivery task when the outbox has something new.
    poke: Arc<Notify>,
    /// Answers that learn their message's id as they are sent.
    callbacks: Callbacks,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(shard = ctx.shard_id.0, user = %ready.user.name, guilds = ready.guilds.len(), "connected");
        metrics().gateway_ready(ctx.shard_id.0);
        self.core.set_identity(user_of(&ready.user, None));
        if !self.registered.swap(true, Ordering::SeqCst) {
            match commands::register(&ctx.http, self.guild, self.activity).await {
                Ok(true) => tracing::info!("commands registered"),
                Ok(false) => tracing::info!("commands already registered"),
                Err(e) => {
                    self.registered.store(false, Ordering::SeqCst);
                    tracing::error!(error = %e, "registering commands failed; retried at the next READY");
                }
            }
        }
        if self.started.swap(true, Ordering::SeqCst) {
            return;
        }
        self.core.start().await;
        tracing::info!("background tasks started");
        tokio::spawn(delivery::run(ctx.http.clone(), self.core.clone(), self.poke.clone()));
        let (core, poke, tick) = (self.core.clone(), self.poke.clone(), self.tick);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(tick);
            loop {
                every.tick().await;
                // Every process reads the shared figures for its scrapes.
                core.read_gauges().await;
                // Every background duty due; the core claims each, so it
                // runs once across processes. The tick runs in turn, so two
                // never overlap here; the others on tasks of their own, so
                // a long one (an analysis) holds up none.
                for duty in core.duties_due().await {
                    if duty == Duty::Tick {
                        if !core.run_duty(duty, now_ms(), tick).await.is_empty() {
                            poke.notify_one();
                        }
                    } else {
                        spawn_duty(&core, &poke, duty, tick);
                    }
                }
            }
        });
    }

    async fn resume(&self, ctx: Context, _: ResumedEvent) {
        tracing::info!(shard = ctx.shard_id.0, "resumed");
        metrics().gateway_resumed(ctx.shard_id.0);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        // Every line logged while it is handled carries its id (a span at
        // the highest level, so that no filter drops it and keeps its lines).
        let span = tracing::error_span!("interaction", id = %interaction.id());
        let came = Instant::now();
        async {
            if let Some(token) = token_of(&interaction).filter(|t| !answerable(t)) {
                // Discord never sends one; a forged event may. Its answer's
                // path would not be Discord's, so nothing is sent.
                tracing::warn!(
                    token_length = token.len(),
                    "dropped an interaction whose token cannot be answered"
                );
                return;
            }
            let _answering = self.in_flight.start();
            match interaction {
                Interaction::Command(cmd) => self.command(&ctx, cmd, came).await,
                Interaction::Autocomplete(cmd) => self.autocomplete(&ctx, cmd, came).await,
                Interaction::Component(c) => self.component(&ctx, c, came).await,
                _ => {}
            }
        }
        .instrument(span)
        .await
    }
}

/// Runs `duty` off the interaction or the tick; what it owes is in the
/// outbox, which the delivery task is poked to send.
fn spawn_duty(core: &Arc<Core>, poke: &Arc<Notify>, duty: Duty, tick: Duration) {
    let (core, poke) = (core.clone(), poke.clone());
    tokio::spawn(async move {
        if !core.run_duty(duty, now_ms(), tick).await.is_empty() {
            poke.notify_one();
        }
    });
}
