//! The serenity layer: translates Discord interactions into core requests
//! and core replies into Discord responses. Nothing else lives here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use std::num::NonZeroU64;

use serenity::all::{
    ButtonStyle as DiscordButtonStyle, ChannelId, Command, CommandInteraction, CommandOptionType, CommandType,
    ComponentInteraction, Context, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateAutocompleteResponse, CreateButton, CreateCommand, CreateCommandOption, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, EditMessage, EventHandler,
    GatewayIntents, GuildId, Interaction, MessageId, Permissions, Ready, ResolvedOption, ResolvedValue,
};
use serenity::async_trait;
use serenity::http::{Http, HttpBuilder};
use zertz_data::{self as data, ChallengeId, GameId};

use crate::config::Config;
use crate::core::clock::now_ms;
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
            guild: guild.map(|g| data::GuildId(g.get())),
            channel: data::ChannelId(channel.get()),
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
        let req = self.command_request(&cmd, action);
        let private_hint = matches!(&req.action, Action::Command { name, .. } if spec::is_private(name));
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
                    let (out, shown) = Outgoing::of(reply);
                    match cmd.edit_response(&ctx.http, out.edit_interaction()).await {
                        Ok(m) => self.remember(shown, m.id).await,
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
        let (out, shown) = Outgoing::of(reply);
        let message = CreateInteractionResponse::Message(out.interaction());
        if let Err(e) = cmd.create_response(&ctx.http, message).await {
            tracing::warn!(error = %e, "answering a command failed");
            return;
        }
        if shown.is_some() {
            match cmd.get_response(&ctx.http).await {
                Ok(m) => self.remember(shown, m.id).await,
                Err(e) => tracing::warn!(error = %e, "reading back the posted message failed"),
            }
        }
    }

    async fn remember(&self, shown: Shown, message: MessageId) {
        remember(&self.core, shown, message).await;
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
        let computer_turn = response.computer_turn;
        let result = match (response.reply, response.update) {
            (None, Some(update)) => {
                let (out, _) = Outgoing::of(update);
                c.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(out.interaction()))
                    .await
            }
            (Some(reply), update) => {
                let (out, shown) = Outgoing::of(reply);
                let sent = c
                    .create_response(&ctx.http, CreateInteractionResponse::Message(out.interaction()))
                    .await;
                if sent.is_ok() && shown.is_some() {
                    if let Ok(m) = c.get_response(&ctx.http).await {
                        self.remember(shown, m.id).await;
                    }
                }
                if let Some(update) = update {
                    let (out, _) = Outgoing::of(update);
                    if let Err(e) = c
                        .channel_id
                        .edit_message(&ctx.http, c.message.id, out.edit_message())
                        .await
                    {
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
        if let Some(game) = computer_turn {
            spawn_computer_turn(&ctx.http, &self.core, game);
        }
    }
}

/// What a posted message shows, for the core to remember its id.
#[derive(Copy, Clone, Default)]
struct Shown {
    board_of: Option<GameId>,
    challenge_of: Option<ChallengeId>,
}

impl Shown {
    fn is_some(self) -> bool {
        self.board_of.is_some() || self.challenge_of.is_some()
    }
}

async fn remember(core: &Core, shown: Shown, message: MessageId) {
    let message = data::MessageId(message.get());
    if let Some(game) = shown.board_of {
        core.board_posted(game, message).await;
    }
    if let Some(challenge) = shown.challenge_of {
        core.challenge_posted(challenge, message).await;
    }
}

/// A core reply in Discord's terms. [`Outgoing::of`] is the one place a
/// reply becomes a Discord message; the picture's bytes move, never copy.
/// Each way of sending then takes the parts it has room for.
struct Outgoing {
    content: String,
    ephemeral: bool,
    mentions: CreateAllowedMentions,
    components: Vec<CreateActionRow>,
    file: Option<CreateAttachment>,
}

impl Outgoing {
    fn of(reply: Reply) -> (Outgoing, Shown) {
        let shown = Shown {
            board_of: reply.board_of,
            challenge_of: reply.challenge_of,
        };
        // Mentions outside this list do not ping; ids of 0 cannot be users.
        let users = reply.mentions.iter().filter_map(|u| NonZeroU64::new(u.get()));
        let mentions = CreateAllowedMentions::new().users(users.map(serenity::all::UserId::from));
        let components = if reply.buttons.is_empty() {
            Vec::new()
        } else {
            let buttons = reply.buttons.iter().map(|b| {
                let style = match b.style {
                    core::ButtonStyle::Primary => DiscordButtonStyle::Primary,
                    core::ButtonStyle::Secondary => DiscordButtonStyle::Secondary,
                    core::ButtonStyle::Success => DiscordButtonStyle::Success,
                    core::ButtonStyle::Danger => DiscordButtonStyle::Danger,
                };
                CreateButton::new(b.id.to_string()).label(b.label.clone()).style(style)
            });
            vec![CreateActionRow::Buttons(buttons.collect())]
        };
        let out = Outgoing {
            content: reply.text,
            ephemeral: reply.private,
            mentions,
            components,
            file: reply.attachment.map(|a| CreateAttachment::bytes(a.bytes, a.name)),
        };
        (out, shown)
    }

    /// An interaction's answer.
    fn interaction(self) -> CreateInteractionResponseMessage {
        let m = CreateInteractionResponseMessage::new()
            .content(self.content)
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.mentions)
            .components(self.components);
        match self.file {
            Some(f) => m.add_file(f),
            None => m,
        }
    }

    /// The edit of a deferred answer.
    fn edit_interaction(self) -> EditInteractionResponse {
        let m = EditInteractionResponse::new()
            .content(self.content)
            .allowed_mentions(self.mentions)
            .components(self.components);
        match self.file {
            Some(f) => m.new_attachment(f),
            None => m,
        }
    }

    /// A new message in a channel.
    fn message(self) -> CreateMessage {
        let m = CreateMessage::new()
            .content(self.content)
            .allowed_mentions(self.mentions)
            .components(self.components);
        match self.file {
            Some(f) => m.add_file(f),
            None => m,
        }
    }

    /// The new text and buttons of a posted message.
    fn edit_message(self) -> EditMessage {
        EditMessage::new().content(self.content).components(self.components)
    }
}

/// Lets the computer move in `game` off the interaction, then posts its
/// move in the channel.
fn spawn_computer_turn(http: &Arc<Http>, core: &Arc<Core>, game: GameId) {
    let (http, core) = (http.clone(), core.clone());
    tokio::spawn(async move {
        if let Some(post) = core.computer_turn(game, now_ms()).await {
            deliver(&http, &core, post).await;
        }
    });
}

/// Sends a post the bot makes on its own.
async fn deliver(http: &Arc<Http>, core: &Core, post: Post) {
    let Some(channel) = NonZeroU64::new(post.channel.get()).map(ChannelId::from) else {
        tracing::warn!(channel = %post.channel, "no such channel; post dropped");
        return;
    };
    let edit = post.edit.and_then(|m| NonZeroU64::new(m.get())).map(MessageId::from);
    let (out, shown) = Outgoing::of(post.reply);
    let result = match edit {
        // An edited message loses its buttons: what it offered is over.
        Some(id) => {
            channel
                .edit_message(http, id, out.edit_message().components(Vec::new()))
                .await
        }
        None => channel.send_message(http, out.message()).await,
    };
    match result {
        Ok(m) => {
            if shown.board_of.is_some() {
                let board = Shown {
                    board_of: shown.board_of,
                    challenge_of: None,
                };
                remember(core, board, m.id).await;
            }
        }
        Err(e) => tracing::warn!(channel = %post.channel, error = %e, "posting failed"),
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
            if let Some(n) = o.max_length {
                opt = opt.max_length(n);
            }
            s = s.add_sub_option(opt);
        }
        zertz = zertz.add_option(s);
    }
    let context = CreateCommand::new(spec::CONTEXT_CHALLENGE).kind(CommandType::User);
    vec![zertz, context]
}
