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
mod outgoing;
mod replies;
mod requests;
mod tokens;
mod upload;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serenity::all::{
    CommandInteraction, CommandOptionType, CommandType, ComponentInteraction, Context, CreateAutocompleteResponse,
    CreateInteractionResponse, CreateInteractionResponseMessage, EventHandler, GatewayIntents, Interaction, MessageId,
    Ready, ResumedEvent,
};
use serenity::async_trait;
use serenity::http::HttpBuilder;
use tokio::sync::Notify;
use tracing::Instrument;
use zertz_data as data;

pub use commands::commands;
use outgoing::Outgoing;
use replies::{send_reply, show_progress, update_clicked, Answering};
use requests::{origin_of, subcommand, user_of};
use tokens::{answerable, token_of};

use crate::app::clock::now_ms;
use crate::app::{self, Action, Core, Duty, Options, Response, Value};
use crate::config::Config;
use crate::metrics::{metrics, InteractionKind};
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
            match commands::register(&ctx.http, self.guild).await {
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

impl Handler {
    async fn command(&self, ctx: &Context, cmd: CommandInteraction, came: Instant) {
        let action = if cmd.data.kind == CommandType::User {
            let target = cmd
                .data
                .target_id
                .and_then(|t| cmd.data.resolved.users.get(&t.to_user_id()))
                .map(|u| user_of(u, None));
            let options = Options(
                target
                    .map(|u| (app::CONTEXT_TARGET.to_string(), Value::User(u)))
                    .into_iter()
                    .collect(),
            );
            Action::Command {
                name: app::CONTEXT_CHALLENGE.to_string(),
                options,
            }
        } else {
            match subcommand(&cmd) {
                Some((name, options)) => Action::Command { name, options },
                None => Action::Command {
                    name: String::new(),
                    options: Options::default(),
                },
            }
        };
        let origin = origin_of!(&cmd);
        let reach = origin.reach;
        let mut req = origin.request(action);
        // Decided before any deferral: a deferral shows who may see it.
        let private = matches!(&req.action, Action::Command { name, .. } if app::is_private(name));
        let (sink, progress) = app::Progress::channel();
        req.progress = sink;
        let core = self.core.clone();
        let files = upload::attachments(&cmd);
        // Fetching a file counts towards the time before deferring.
        let mut work = tokio::spawn(
            async move {
                if let Action::Command { options, .. } = &mut req.action {
                    upload::fetch_into(options, files).await;
                }
                core.handle(req).await
            }
            .in_current_span(),
        );
        // Deferred (privately or not) if the answer is slow, or at once when
        // the work reports progress (long work has begun); its progress then
        // shows in the deferred answer.
        let mut reported = progress.clone();
        let (result, deferred) = tokio::select! {
            done = &mut work => (done, None),
            _ = async {
                tokio::select! {
                    _ = tokio::time::sleep(DEFER_AFTER) => {}
                    // A closed channel is no report: the time decides.
                    Ok(()) = reported.changed() => {}
                }
            } => {
                let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(private));
                if let Err(e) = cmd.create_response(&ctx.http, defer).await {
                    tracing::warn!(error = %e, "defer failed");
                }
                metrics().answered(InteractionKind::Command, came.elapsed());
                (show_progress(ctx, &cmd, &mut work, progress).await, Some(private))
            }
        };
        let computer_turn = match result {
            Ok(response) => {
                self.respond(ctx, Answering::Command { cmd: &cmd, deferred }, response, reach)
                    .await
            }
            Err(e) => {
                tracing::error!(error = %e, "a command's handling failed");
                None
            }
        };
        if deferred.is_none() {
            metrics().answered(InteractionKind::Command, came.elapsed());
        }
        self.answered_in(cmd.channel_id, &cmd.token, reach).await;
        self.computer_turn(computer_turn);
    }

    /// Where the bot may only answer, the interaction's token carries what
    /// it owes that chat later.
    async fn answered_in(&self, channel: serenity::all::ChannelId, token: &str, reach: app::Reach) {
        let channel = data::ChannelId(channel.get());
        self.core
            .answered_in(channel, Some(token.to_string()), reach, now_ms())
            .await;
        if reach.answer_only {
            // What waited for a token there can go now.
            self.poke.notify_one();
        }
    }

    async fn autocomplete(&self, ctx: &Context, cmd: CommandInteraction, came: Instant) {
        let Some((name, options)) = subcommand(&cmd) else {
            return;
        };
        let Some(focused) = cmd.data.autocomplete() else {
            return;
        };
        let action = Action::Autocomplete {
            command: name.clone(),
            option: focused.name.to_string(),
            typed: focused.value.to_string(),
            options,
        };
        let req = origin_of!(&cmd).request(action);
        let choices = self.core.handle(req).await.choices.unwrap_or_default();
        let int_option = focused.kind == CommandOptionType::Integer;
        let mut response = CreateAutocompleteResponse::new();
        for c in choices.into_iter().take(app::MAX_CHOICES) {
            response = match (int_option, c.value.parse::<i64>()) {
                (true, Ok(v)) => response.add_int_choice(c.name, v),
                (true, Err(_)) => continue,
                (false, _) => response.add_string_choice(c.name, c.value),
            };
        }
        if let Err(e) = cmd
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            tracing::debug!(error = %e, "autocomplete answer failed");
        }
        metrics().answered(InteractionKind::Autocomplete, came.elapsed());
    }

    async fn component(&self, ctx: &Context, c: ComponentInteraction, came: Instant) {
        let origin = origin_of!(&c);
        let reach = origin.reach;
        let req = origin.request(Action::Button {
            id: c.data.custom_id.clone(),
        });
        let core = self.core.clone();
        let mut work = tokio::spawn(async move { core.handle(req).await }.in_current_span());
        // A slow click (a locked store) is acknowledged in time, and its
        // answer follows.
        let (result, acknowledged) = tokio::select! {
            done = &mut work => (done, false),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                if let Err(e) = c.create_response(&ctx.http, CreateInteractionResponse::Acknowledge).await {
                    tracing::warn!(error = %e, "acknowledging a button failed");
                }
                metrics().answered(InteractionKind::Button, came.elapsed());
                (work.await, true)
            }
        };
        let computer_turn = match result {
            Ok(response) => {
                self.respond(
                    ctx,
                    Answering::Button {
                        click: &c,
                        acknowledged,
                    },
                    response,
                    reach,
                )
                .await
            }
            Err(e) => {
                tracing::error!(error = %e, "a button's handling failed");
                None
            }
        };
        if !acknowledged {
            metrics().answered(InteractionKind::Button, came.elapsed());
        }
        self.answered_in(c.channel_id, &c.token, reach).await;
        self.computer_turn(computer_turn);
    }

    /// Starts the computer's turn in `game`, if one is due: only once the
    /// interaction that led to it is noted as answered, so that where the
    /// bot may only answer, the computer's reply finds its token.
    fn computer_turn(&self, game: Option<data::GameId>) {
        if let Some(game) = game {
            spawn_duty(&self.core, &self.poke, Duty::ComputerTurn(game), self.tick);
        }
    }

    /// The one way a response goes out: its new message (settling the
    /// outbox row that holds the same message), then the update of a
    /// clicked message. Returns the game where the computer's turn is due,
    /// for the caller to start once the interaction is noted as answered.
    async fn respond(
        &self,
        ctx: &Context,
        to: Answering<'_>,
        response: Response,
        reach: app::Reach,
    ) -> Option<data::GameId> {
        let Response {
            reply,
            update,
            outbox,
            computer_turn,
            ..
        } = response;
        // A click answered with an update alone: the update is the response.
        if let (
            Answering::Button {
                click,
                acknowledged: false,
            },
            None,
            Some(update),
        ) = (&to, &reply, &update)
        {
            let message = CreateInteractionResponse::UpdateMessage(Outgoing::of(update.clone()).interaction());
            if let Err(e) = click.create_response(&ctx.http, message).await {
                tracing::warn!(error = %e, "answering a button failed");
            }
        } else if let (
            Answering::Button {
                click,
                acknowledged: false,
            },
            Some(reply),
            Some(update),
            true,
        ) = (&to, &reply, &update, reach.answer_only)
        {
            // Where the bot may only answer, the clicked message is edited
            // by the answer itself, and the new message follows it.
            let message = CreateInteractionResponse::UpdateMessage(Outgoing::of(update.clone()).interaction());
            let shows = reply.shows();
            let sent = match click.create_response(&ctx.http, message).await {
                Ok(()) => click
                    .create_followup(&ctx.http, Outgoing::of(reply.clone()).followup())
                    .await
                    .map(|m| Some(m.id)),
                Err(e) => Err(e),
            };
            if let Err(e) = &sent {
                tracing::warn!(error = %e, "answering a button failed");
            }
            if let Some(row) = outbox {
                self.settle(row, sent.ok(), shows).await;
            }
        } else {
            if let Some(reply) = reply {
                let shows = reply.shows();
                let sent = send_reply(ctx, &self.callbacks, &to, reply).await;
                if let Err(e) = &sent {
                    tracing::warn!(error = %e, "answering an interaction failed");
                }
                if let Some(row) = outbox {
                    self.settle(row, sent.ok(), shows).await;
                }
            }
            if let (Some(update), Answering::Button { click, acknowledged }) = (update, &to) {
                update_clicked(ctx, click, *acknowledged, update).await;
            }
        }
        computer_turn
    }

    /// Tells the core whether the public answer it owes went out in place
    /// (`Some`, with the message's id where known); if not, the outbox
    /// sends it now.
    async fn settle(&self, id: data::OutboxId, sent: Option<Option<MessageId>>, shows: app::Shows) {
        match sent {
            Some(message) => {
                let message = message.map(|m| data::MessageId(m.get()));
                self.core.delivered(id, message, shows);
            }
            None => {
                self.core.undelivered(id, now_ms()).await;
                self.poke.notify_one();
            }
        }
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
