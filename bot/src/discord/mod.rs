//! The serenity layer: translates Discord interactions into core requests
//! and core replies into Discord responses. Nothing else lives here.
//!
//! Every public answer the core gives is also in its outbox, held while
//! it is tried here in place; when that fails, the delivery task sends it.

mod commands;
mod delivery;
mod outgoing;
mod upload;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    ChannelId, CommandInteraction, CommandOptionType, CommandType, ComponentInteraction, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseMessage, EventHandler,
    GatewayIntents, GuildId, Interaction, InteractionId, Permissions, Ready, ResolvedOption, ResolvedValue,
};
use serenity::async_trait;
use serenity::builder::Builder;
use serenity::http::HttpBuilder;
use tokio::sync::Notify;
use zertz_data as data;

pub use commands::commands;
use outgoing::Outgoing;

use crate::config::Config;
use crate::core::clock::now_ms;
use crate::core::spec;
use crate::core::{self as core, Action, Core, Options, Request, Response, User, Value};

/// Past this, an answer is deferred so Discord's 3-second window holds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Connects to Discord (or the base URL in the configuration) and serves
/// until Ctrl-C or SIGTERM.
pub async fn run(config: &Config, core: Arc<Core>) -> Result<(), serenity::Error> {
    let token = config.token.clone().unwrap_or_default();
    let mut http = HttpBuilder::new(&token);
    if let Some(url) = &config.api_url {
        // serenity sends REST to a proxy only with its rate limiter off.
        http = http.proxy(url.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let handler = Handler {
        core,
        guild: config.guild,
        tick: config.tick,
        registered: AtomicBool::new(false),
        started: AtomicBool::new(false),
        poke: Arc::new(Notify::new()),
    };
    let mut client = serenity::client::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
        .event_handler(handler)
        .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    // As many shards as Discord recommends for the bot's guilds.
    client.start_autosharded().await
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
    guild: Option<u64>,
    /// How often time is looked at.
    tick: Duration,
    /// READY comes again with every reconnect and from every shard: the
    /// commands are registered until that succeeds once, and the
    /// background tasks are started once per process.
    registered: AtomicBool,
    started: AtomicBool,
    /// Wakes the delivery task when the outbox has something new.
    poke: Arc<Notify>,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected");
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
        self.core.resume_clock().await;
        tracing::info!("background tasks started");
        tokio::spawn(delivery::run(ctx.http.clone(), self.core.clone(), self.poke.clone()));
        let (core, poke, tick) = (self.core.clone(), self.poke.clone(), self.tick);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(tick);
            loop {
                every.tick().await;
                // What time made due is in the outbox now.
                if !core.make_due(now_ms()).await.is_empty() {
                    poke.notify_one();
                }
                // Games where the computer is to move: after a restart, or
                // if a search was dropped. Games already being searched
                // are skipped by the core.
                for game in core.computer_turns_due().await {
                    spawn_computer_turn(&core, &poke, game);
                }
            }
        });
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => self.command(&ctx, cmd).await,
            Interaction::Autocomplete(cmd) => self.autocomplete(&ctx, cmd).await,
            Interaction::Component(c) => self.component(&ctx, c).await,
            _ => {}
        }
    }
}

fn user_of(u: &serenity::all::User, member_nick: Option<&str>) -> User {
    let name = member_nick
        .or(u.global_name.as_deref())
        .unwrap_or(u.name.as_str())
        .to_string();
    User {
        id: data::UserId(u.id.get()),
        name,
        bot: u.bot,
    }
}

fn can_attach(p: Option<Permissions>) -> bool {
    // Without the field (older payloads), assume the usual permissions.
    p.is_none_or(|p| p.attach_files())
}

/// Edits the message whose button was clicked.
async fn update_clicked(ctx: &Context, c: &ComponentInteraction, update: core::Reply) {
    let edit = Outgoing::of(update).edit_message();
    if let Err(e) = c.channel_id.edit_message(&ctx.http, c.message.id, edit).await {
        tracing::warn!(error = %e, "updating the clicked message failed");
    }
}

fn options_of(opts: &[ResolvedOption]) -> Options {
    let mut out = Options::default();
    for o in opts {
        let v = match &o.value {
            ResolvedValue::String(s) => Value::Text(s.to_string()),
            ResolvedValue::Integer(i) => Value::Int(*i),
            ResolvedValue::Number(n) => Value::Int(*n as i64),
            ResolvedValue::Boolean(b) => Value::Text(b.to_string()),
            ResolvedValue::Autocomplete { value, .. } => Value::Text(value.to_string()),
            ResolvedValue::User(u, m) => Value::User(user_of(u, m.and_then(|m| m.nick.as_deref()))),
            _ => continue,
        };
        out.0.push((o.name.to_string(), v));
    }
    out
}

/// The subcommand and its options of a `/zertz` interaction.
fn subcommand(cmd: &CommandInteraction) -> Option<(String, Options)> {
    let opts = cmd.data.options();
    let first = opts.first()?;
    match &first.value {
        ResolvedValue::SubCommand(inner) => Some((first.name.to_string(), options_of(inner))),
        _ => None,
    }
}

/// Who asked, where, and when by Discord's clock.
struct Origin<'a> {
    user: &'a serenity::all::User,
    nick: Option<&'a str>,
    guild: Option<GuildId>,
    channel: ChannelId,
    perms: Option<Permissions>,
    id: InteractionId,
}

impl Origin<'_> {
    fn request(&self, action: Action) -> Request {
        Request {
            user: user_of(self.user, self.nick),
            guild: self.guild.map(|g| data::GuildId(g.get())),
            channel: data::ChannelId(self.channel.get()),
            can_attach: can_attach(self.perms),
            can_embed: self.perms.is_none_or(|p| p.embed_links()),
            now: now_ms(),
            interaction: Some(self.id.get()),
            action,
        }
    }
}

fn origin_of(cmd: &CommandInteraction) -> Origin<'_> {
    Origin {
        user: &cmd.user,
        nick: cmd.member.as_ref().and_then(|m| m.nick.as_deref()),
        guild: cmd.guild_id,
        channel: cmd.channel_id,
        perms: cmd.app_permissions,
        id: cmd.id,
    }
}

impl Handler {
    async fn command(&self, ctx: &Context, cmd: CommandInteraction) {
        let action = if cmd.data.kind == CommandType::User {
            let target = cmd
                .data
                .target_id
                .and_then(|t| cmd.data.resolved.users.get(&t.to_user_id()))
                .map(|u| user_of(u, None));
            let options = Options(
                target
                    .map(|u| (spec::CONTEXT_TARGET.to_string(), Value::User(u)))
                    .into_iter()
                    .collect(),
            );
            Action::Command {
                name: spec::CONTEXT_CHALLENGE.to_string(),
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
        let mut req = origin_of(&cmd).request(action);
        // Decided before any deferral: a deferral shows who may see it.
        let private = matches!(&req.action, Action::Command { name, .. } if spec::is_private(name));
        let core = self.core.clone();
        let files = upload::attachments(&cmd);
        // Fetching a file counts towards the time before deferring.
        let mut work = tokio::spawn(async move {
            if let Action::Command { options, .. } = &mut req.action {
                upload::fetch_into(options, files).await;
            }
            core.handle(req).await
        });
        let response = tokio::select! {
            done = &mut work => done.ok(),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(private));
                let deferred = cmd.create_response(&ctx.http, defer).await;
                if let Err(e) = &deferred {
                    tracing::warn!(error = %e, "defer failed");
                }
                if let Ok(response) = work.await {
                    self.answer_late(ctx, &cmd, private, response).await;
                }
                None
            }
        };
        if let Some(response) = response {
            self.answer(ctx, &cmd, response).await;
        }
    }

    /// Answers in place; the outbox sends the public part if that fails.
    async fn answer(&self, ctx: &Context, cmd: &CommandInteraction, response: Response) {
        let computer_turn = response.computer_turn;
        if let Some(reply) = response.reply {
            self.reply_in_place(ctx, cmd.id, &cmd.token, reply, response.outbox)
                .await;
        }
        if let Some(game) = computer_turn {
            spawn_computer_turn(&self.core, &self.poke, game);
        }
    }

    /// The answer after a deferral. A private answer after a public
    /// deferral goes in a private follow-up, and the public placeholder is
    /// deleted: private text never lands in public.
    async fn answer_late(&self, ctx: &Context, cmd: &CommandInteraction, deferred_private: bool, response: Response) {
        let computer_turn = response.computer_turn;
        if let Some(reply) = response.reply {
            let out = Outgoing::of(reply);
            let sent = if out.ephemeral && !deferred_private {
                let follow = cmd.create_followup(&ctx.http, out.followup()).await.map(|m| m.id);
                if let Err(e) = cmd.delete_response(&ctx.http).await {
                    tracing::warn!(error = %e, "deleting the public placeholder failed");
                }
                follow
            } else {
                cmd.edit_response(&ctx.http, out.edit_interaction()).await.map(|m| m.id)
            };
            if let Err(e) = &sent {
                tracing::warn!(error = %e, "late answer failed");
            }
            if let Some(id) = response.outbox {
                let message = sent.as_ref().ok().map(|m| data::MessageId(m.get()));
                self.settle(id, sent.is_ok(), message).await;
            }
        }
        if let Some(game) = computer_turn {
            spawn_computer_turn(&self.core, &self.poke, game);
        }
    }

    /// Answers interaction `id` with a new message, and settles the
    /// outbox row that holds the same message.
    async fn reply_in_place(
        &self,
        ctx: &Context,
        id: InteractionId,
        token: &str,
        reply: core::Reply,
        outbox: Option<data::OutboxId>,
    ) {
        let remember = reply.board_of.is_some() || reply.challenge_of.is_some();
        let message = CreateInteractionResponse::Message(Outgoing::of(reply).interaction());
        let sent = message.execute(&ctx.http, (id, token)).await;
        if let Err(e) = &sent {
            tracing::warn!(error = %e, "answering an interaction failed");
        }
        if let Some(row) = outbox {
            // The message's id tells later moves what was seen when.
            let message = match (&sent, remember) {
                (Ok(()), true) => ctx.http.get_original_interaction_response(token).await.ok(),
                _ => None,
            };
            self.settle(row, sent.is_ok(), message.map(|m| data::MessageId(m.id.get())))
                .await;
        }
    }

    /// Tells the core whether the public answer it owes went out in place.
    async fn settle(&self, id: data::OutboxId, sent: bool, message: Option<data::MessageId>) {
        if sent {
            self.core.delivered(id, message).await;
        } else {
            self.core.undelivered(id, now_ms()).await;
            self.poke.notify_one();
        }
    }

    async fn autocomplete(&self, ctx: &Context, cmd: CommandInteraction) {
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
        let req = origin_of(&cmd).request(action);
        let choices = self.core.handle(req).await.choices.unwrap_or_default();
        let int_option = focused.kind == CommandOptionType::Integer;
        let mut response = CreateAutocompleteResponse::new();
        for c in choices.into_iter().take(core::MAX_CHOICES) {
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
    }

    async fn component(&self, ctx: &Context, c: ComponentInteraction) {
        let origin = Origin {
            user: &c.user,
            nick: c.member.as_ref().and_then(|m| m.nick.as_deref()),
            guild: c.guild_id,
            channel: c.channel_id,
            perms: c.app_permissions,
            id: c.id,
        };
        let req = origin.request(Action::Button {
            id: c.data.custom_id.clone(),
        });
        let core = self.core.clone();
        let mut work = tokio::spawn(async move { core.handle(req).await });
        let response = tokio::select! {
            done = &mut work => done.ok(),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                // A slow click (a locked store) is acknowledged in time,
                // and its answer follows.
                if let Err(e) = c.create_response(&ctx.http, CreateInteractionResponse::Acknowledge).await {
                    tracing::warn!(error = %e, "acknowledging a button failed");
                }
                if let Ok(response) = work.await {
                    self.button_late(ctx, &c, response).await;
                }
                None
            }
        };
        let Some(response) = response else {
            return;
        };
        let (computer_turn, outbox) = (response.computer_turn, response.outbox);
        match (response.reply, response.update) {
            (None, Some(update)) => {
                let message = CreateInteractionResponse::UpdateMessage(Outgoing::of(update).interaction());
                if let Err(e) = c.create_response(&ctx.http, message).await {
                    tracing::warn!(error = %e, "answering a button failed");
                }
            }
            (Some(reply), update) => {
                self.reply_in_place(ctx, c.id, &c.token, reply, outbox).await;
                if let Some(update) = update {
                    update_clicked(ctx, &c, update).await;
                }
            }
            (None, None) => {}
        }
        if let Some(game) = computer_turn {
            spawn_computer_turn(&self.core, &self.poke, game);
        }
    }

    /// A button's answer after its acknowledgement: a new message goes as
    /// a follow-up, and the clicked message is edited.
    async fn button_late(&self, ctx: &Context, c: &ComponentInteraction, response: Response) {
        let (computer_turn, outbox) = (response.computer_turn, response.outbox);
        if let Some(reply) = response.reply {
            let sent = c.create_followup(&ctx.http, Outgoing::of(reply).followup()).await;
            if let Err(e) = &sent {
                tracing::warn!(error = %e, "a button's late answer failed");
            }
            if let Some(id) = outbox {
                let message = sent.as_ref().ok().map(|m| data::MessageId(m.id.get()));
                self.settle(id, sent.is_ok(), message).await;
            }
        }
        // After an acknowledgement the clicked message is the response.
        if let Some(update) = response.update {
            if let Err(e) = c
                .edit_response(&ctx.http, Outgoing::of(update).edit_interaction())
                .await
            {
                tracing::warn!(error = %e, "updating the clicked message failed");
            }
        }
        if let Some(game) = computer_turn {
            spawn_computer_turn(&self.core, &self.poke, game);
        }
    }
}

/// Lets the computer move in `game` off the interaction; its move is in
/// the outbox, which the delivery task is poked to send.
fn spawn_computer_turn(core: &Arc<Core>, poke: &Arc<Notify>, game: data::GameId) {
    let (core, poke) = (core.clone(), poke.clone());
    tokio::spawn(async move {
        if core.computer_move(game, now_ms()).await.is_some() {
            poke.notify_one();
        }
    });
}
