//! The serenity layer: translates Discord interactions into core requests
//! and core replies into Discord responses. Nothing else lives here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    ButtonStyle as DiscordButtonStyle, ChannelId, Command, CommandInteraction, CommandOptionType, CommandType,
    ComponentInteraction, Context, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateCommand, CreateCommandOption, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, EditMessage, EventHandler,
    GatewayIntents, GuildId, Interaction, MessageId, Permissions, Ready, ResolvedOption, ResolvedValue,
};
use serenity::async_trait;
use serenity::http::{Http, HttpBuilder};

use crate::config::Config;
use crate::core::spec::{self, OptionKind};
use crate::core::{self as core, Action, Core, Options, Post, Reply, Request, Response, User, Value};

/// Past this, an answer is deferred so Discord's 3-second window holds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// How often deadlines and expiries are checked.
const TICK_EVERY: Duration = Duration::from_secs(20);

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
        registered: AtomicBool::new(false),
        started: AtomicBool::new(false),
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
    client.start().await
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
    /// A reconnect sends READY again: the commands are registered until
    /// it succeeds once, and the background loop is started once.
    registered: AtomicBool,
    started: AtomicBool,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected");
        self.core.set_identity(user_of(&ready.user, None));
        if !self.registered.load(Ordering::SeqCst) {
            let commands = commands();
            let registered = match self.guild {
                Some(g) => GuildId::new(g).set_commands(&ctx.http, commands).await,
                None => Command::set_global_commands(&ctx.http, commands).await,
            };
            match registered {
                Ok(c) => {
                    self.registered.store(true, Ordering::SeqCst);
                    tracing::info!(count = c.len(), "commands registered");
                }
                Err(e) => tracing::error!(error = %e, "registering commands failed; retried at the next READY"),
            }
        }
        if self.started.swap(true, Ordering::SeqCst) {
            return;
        }
        let (core, http) = (self.core.clone(), ctx.http.clone());
        tokio::spawn(async move {
            let mut every = tokio::time::interval(TICK_EVERY);
            loop {
                every.tick().await;
                for post in core.tick(now_ms()).await {
                    deliver(&http, &core, post).await;
                }
                // Games where the computer is to move: after a restart, or
                // if a search was dropped. Games already being searched
                // are skipped by the core.
                for game in core.computer_turns_due().await {
                    spawn_computer_turn(&http, &core, game);
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

/// Unix time in milliseconds.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn user_of(u: &serenity::all::User, member_nick: Option<&str>) -> User {
    let name = member_nick
        .or(u.global_name.as_deref())
        .unwrap_or(u.name.as_str())
        .to_string();
    User {
        id: u.id.get(),
        name,
        bot: u.bot,
    }
}

fn can_attach(p: Option<Permissions>) -> bool {
    // Without the field (older payloads), assume the usual permissions.
    p.is_none_or(|p| p.attach_files())
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

impl Handler {
    fn request(
        &self,
        cmd_user: &serenity::all::User,
        nick: Option<&str>,
        guild: Option<GuildId>,
        channel: ChannelId,
        perms: Option<Permissions>,
        action: Action,
    ) -> Request {
        Request {
            user: user_of(cmd_user, nick),
            guild: guild.map_or(0, |g| g.get()),
            channel: channel.get(),
            can_attach: can_attach(perms),
            now: now_ms(),
            action,
        }
    }

    fn command_request(&self, cmd: &CommandInteraction, action: Action) -> Request {
        let nick = cmd.member.as_ref().and_then(|m| m.nick.as_deref());
        self.request(
            &cmd.user,
            nick,
            cmd.guild_id,
            cmd.channel_id,
            cmd.app_permissions,
            action,
        )
    }

    async fn command(&self, ctx: &Context, cmd: CommandInteraction) {
        let action = if cmd.data.kind == CommandType::User {
            let target = cmd
                .data
                .target_id
                .and_then(|t| cmd.data.resolved.users.get(&t.to_user_id()))
                .map(|u| user_of(u, None));
            let options = Options(
                target
                    .map(|u| ("user".to_string(), Value::User(u)))
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
        let req = self.command_request(&cmd, action);
        let private_hint = matches!(&req.action, Action::Command { name, .. } if matches!(name.as_str(), "board" | "history" | "games" | "stats" | "help" | "rules"));
        let response = self.answer_in_time(ctx, &cmd, private_hint, req).await;
        if let Some(response) = response {
            let computer_turn = response.computer_turn;
            self.respond_command(ctx, &cmd, response).await;
            if let Some(game) = computer_turn {
                spawn_computer_turn(&ctx.http, &self.core, game);
            }
        }
    }

    /// Runs the core; if it takes too long, defers first and returns the
    /// answer to be sent as an edit (marked by `None` after editing).
    async fn answer_in_time(
        &self,
        ctx: &Context,
        cmd: &CommandInteraction,
        private: bool,
        req: Request,
    ) -> Option<Response> {
        let core = self.core.clone();
        let mut work = tokio::spawn(async move { core.handle(req).await });
        tokio::select! {
            done = &mut work => done.ok(),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(private));
                if let Err(e) = cmd.create_response(&ctx.http, defer).await {
                    tracing::warn!(error = %e, "defer failed");
                }
                let response = work.await.ok()?;
                if let Some(game) = response.computer_turn {
                    spawn_computer_turn(&ctx.http, &self.core, game);
                }
                if let Some(reply) = response.reply {
                    let mut edit = EditInteractionResponse::new()
                        .content(reply.text.clone())
                        .components(rows(&reply))
                        .allowed_mentions(mentions(&reply));
                    if let Some(a) = &reply.attachment {
                        edit = edit.new_attachment(CreateAttachment::bytes(a.bytes.clone(), a.name.clone()));
                    }
                    match cmd.edit_response(&ctx.http, edit).await {
                        Ok(m) => self.remember(&reply, m.id).await,
                        Err(e) => tracing::warn!(error = %e, "late answer failed"),
                    }
                }
                None
            }
        }
    }

    async fn respond_command(&self, ctx: &Context, cmd: &CommandInteraction, response: Response) {
        let Some(reply) = response.reply else {
            return;
        };
        let message = CreateInteractionResponse::Message(message(&reply));
        if let Err(e) = cmd.create_response(&ctx.http, message).await {
            tracing::warn!(error = %e, "answering a command failed");
            return;
        }
        if reply.board_of.is_some() || reply.challenge_of.is_some() {
            match cmd.get_response(&ctx.http).await {
                Ok(m) => self.remember(&reply, m.id).await,
                Err(e) => tracing::warn!(error = %e, "reading back the posted message failed"),
            }
        }
    }

    async fn remember(&self, reply: &Reply, message: MessageId) {
        if let Some(game) = reply.board_of {
            self.core.board_posted(game, message.get()).await;
        }
        if let Some(challenge) = reply.challenge_of {
            self.core.challenge_posted(challenge, message.get()).await;
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
        let req = self.command_request(&cmd, action);
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
        let nick = c.member.as_ref().and_then(|m| m.nick.as_deref());
        let action = Action::Button {
            id: c.data.custom_id.clone(),
        };
        let req = self.request(&c.user, nick, c.guild_id, c.channel_id, c.app_permissions, action);
        let response = self.core.handle(req).await;
        let result = match (&response.reply, &response.update) {
            (None, Some(update)) => {
                c.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message(update)))
                    .await
            }
            (Some(reply), update) => {
                let sent = c
                    .create_response(&ctx.http, CreateInteractionResponse::Message(message(reply)))
                    .await;
                if sent.is_ok() && (reply.board_of.is_some() || reply.challenge_of.is_some()) {
                    if let Ok(m) = c.get_response(&ctx.http).await {
                        self.remember(reply, m.id).await;
                    }
                }
                if let Some(update) = update {
                    let edit = EditMessage::new().content(update.text.clone()).components(rows(update));
                    if let Err(e) = c.channel_id.edit_message(&ctx.http, c.message.id, edit).await {
                        tracing::warn!(error = %e, "updating the clicked message failed");
                    }
                }
                sent
            }
            (None, None) => Ok(()),
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, "answering a button failed");
        }
        if let Some(game) = response.computer_turn {
            spawn_computer_turn(&ctx.http, &self.core, game);
        }
    }
}

fn rows(reply: &Reply) -> Vec<CreateActionRow> {
    if reply.buttons.is_empty() {
        return Vec::new();
    }
    let buttons = reply
        .buttons
        .iter()
        .map(|b| {
            let style = match b.style {
                core::ButtonStyle::Primary => DiscordButtonStyle::Primary,
                core::ButtonStyle::Secondary => DiscordButtonStyle::Secondary,
                core::ButtonStyle::Success => DiscordButtonStyle::Success,
                core::ButtonStyle::Danger => DiscordButtonStyle::Danger,
            };
            CreateButton::new(b.id.clone()).label(b.label.clone()).style(style)
        })
        .collect();
    vec![CreateActionRow::Buttons(buttons)]
}

fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(reply.mentions.iter().map(|&u| serenity::all::UserId::new(u.max(1))))
}

fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new()
        .content(reply.text.clone())
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply))
        .components(rows(reply));
    if let Some(a) = &reply.attachment {
        m = m.add_file(CreateAttachment::bytes(a.bytes.clone(), a.name.clone()));
    }
    m
}

/// Lets the computer move in `game` off the interaction, then posts its
/// move in the channel.
fn spawn_computer_turn(http: &Arc<Http>, core: &Arc<Core>, game: zertz_data::GameId) {
    let (http, core) = (http.clone(), core.clone());
    tokio::spawn(async move {
        if let Some(post) = core.computer_turn(game, now_ms()).await {
            deliver(&http, &core, post).await;
        }
    });
}

/// Sends a post the bot makes on its own.
async fn deliver(http: &Arc<Http>, core: &Core, post: Post) {
    let channel = ChannelId::new(post.channel.max(1));
    let reply = &post.reply;
    let result = match post.edit {
        Some(id) => {
            channel
                .edit_message(
                    http,
                    MessageId::new(id.max(1)),
                    EditMessage::new().content(reply.text.clone()).components(Vec::new()),
                )
                .await
        }
        None => {
            let mut m = CreateMessage::new()
                .content(reply.text.clone())
                .allowed_mentions(mentions(reply))
                .components(rows(reply));
            if let Some(a) = &reply.attachment {
                m = m.add_file(CreateAttachment::bytes(a.bytes.clone(), a.name.clone()));
            }
            channel.send_message(http, m).await
        }
    };
    match result {
        Ok(m) => {
            if let Some(game) = reply.board_of {
                core.board_posted(game, m.id.get()).await;
            }
        }
        Err(e) => tracing::warn!(channel = post.channel, error = %e, "posting failed"),
    }
}

/// `/zertz` with its subcommands, and the user context-menu command.
pub fn commands() -> Vec<CreateCommand> {
    let mut zertz = CreateCommand::new(spec::COMMAND).description("Play ZÈRTZ, the abstract game of rings and marbles");
    for sub in spec::subcommands() {
        let mut s = CreateCommandOption::new(CommandOptionType::SubCommand, sub.name, sub.description);
        for o in &sub.options {
            let kind = match o.kind {
                OptionKind::Text => CommandOptionType::String,
                OptionKind::Int => CommandOptionType::Integer,
                OptionKind::User => CommandOptionType::User,
            };
            let mut opt = CreateCommandOption::new(kind, o.name, o.description)
                .required(o.required)
                .set_autocomplete(o.autocomplete);
            for (name, value) in o.choices {
                opt = opt.add_string_choice(*name, *value);
            }
            if o.name == "notation" || o.name == "path" {
                opt = opt.max_length(100);
            }
            s = s.add_sub_option(opt);
        }
        zertz = zertz.add_option(s);
    }
    let context = CreateCommand::new(spec::CONTEXT_CHALLENGE).kind(CommandType::User);
    vec![zertz, context]
}
