//! Reading Discord's interactions into the core's requests: who asks,
//! where, what they may do there, and the options given.

use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, ChannelId, ChannelType, CommandInteraction, GuildId,
    InteractionContext, InteractionId, Permissions, ResolvedOption, ResolvedValue,
};
use zertz_data as data;

use crate::app::clock::now_ms;
use crate::app::lang::Lang;
use crate::app::{Action, Options, Reach, Request, Threads, User, Value};

pub(super) fn user_of(u: &serenity::all::User, member_nick: Option<&str>) -> User {
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

pub(super) fn can_attach(p: Option<Permissions>) -> bool {
    // Without the field (older payloads), assume the usual permissions.
    p.is_none_or(|p| p.attach_files())
}

pub(super) fn options_of(opts: &[ResolvedOption]) -> Options {
    let mut out = Options::default();
    for o in opts {
        let v = match &o.value {
            ResolvedValue::String(s) => Value::Text(s.to_string()),
            ResolvedValue::Integer(i) => Value::Int(*i),
            ResolvedValue::Number(n) => Value::Int(*n as i64),
            ResolvedValue::Boolean(b) => Value::Text(b.to_string()),
            ResolvedValue::Autocomplete { value, .. } => Value::Text(value.to_string()),
            ResolvedValue::User(u, m) => Value::User(user_of(u, m.and_then(|m| m.nick.as_deref()))),
            // Role ids are snowflakes, which fit in 63 bits.
            ResolvedValue::Role(r) => match i64::try_from(r.id.get()) {
                Ok(id) => Value::Int(id),
                Err(_) => continue,
            },
            _ => continue,
        };
        out.0.push((o.name.to_string(), v));
    }
    out
}

/// The subcommand (`COMMAND NAME`, or `COMMAND` for a command without
/// subcommands) and its options of a slash command's interaction.
pub(super) fn subcommand(cmd: &CommandInteraction) -> Option<(String, Options)> {
    let opts = cmd.data.options();
    let command = cmd.data.name.as_str();
    match opts.first().map(|first| (first, &first.value)) {
        Some((first, ResolvedValue::SubCommand(inner))) => {
            Some((format!("{command} {}", first.name), options_of(inner)))
        }
        Some((_, ResolvedValue::SubCommandGroup(_))) => None,
        _ => Some((command.to_string(), options_of(&opts))),
    }
}

/// How the bot reaches the chat of an interaction. It may post where a
/// server installed it (with View Channel and Send Messages) and in its
/// own DM; where only users installed it (a DM or group DM between
/// people, a server that never invited it), it may only answer, with at
/// most five follow-ups an interaction. An interaction that names no
/// installation (older payloads) is taken as a server's.
pub(super) fn reach_of(
    owners: &AuthorizingIntegrationOwners,
    context: Option<InteractionContext>,
    perms: Option<Permissions>,
) -> Reach {
    let by_server = owners.0.is_empty()
        || owners
            .0
            .iter()
            .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(_)));
    let own_dm = context == Some(InteractionContext::BotDm);
    let may_post = perms.is_none_or(|p| p.view_channel() && p.send_messages());
    Reach {
        answer_only: !(own_dm || by_server && may_post),
        limited: !by_server,
    }
}

/// Who asked, where, and when by Discord's clock.
pub(super) struct Origin<'a> {
    user: &'a serenity::all::User,
    nick: Option<&'a str>,
    guild: Option<GuildId>,
    channel: ChannelId,
    perms: Option<Permissions>,
    /// The member's own permissions (in a guild).
    member_perms: Option<Permissions>,
    /// The member's roles (in a guild).
    roles: &'a [serenity::all::RoleId],
    id: InteractionId,
    token: &'a str,
    /// The person's client language and the server's.
    locales: (&'a str, Option<&'a str>),
    /// Whether the channel is a thread.
    in_thread: bool,
    /// How the bot reaches the chat.
    pub(super) reach: Reach,
}

impl Origin<'_> {
    pub(super) fn request(&self, action: Action) -> Request {
        let lang = Lang::of_locale(Some(self.locales.0));
        Request {
            user: user_of(self.user, self.nick),
            guild: self.guild.map(|g| data::GuildId(g.get())),
            channel: data::ChannelId(self.channel.get()),
            threads: Threads {
                inside: self.in_thread,
                may_open: (self.guild.is_some() && !self.reach.answer_only && !self.in_thread).then(|| {
                    self.perms
                        .is_some_and(|p| p.create_public_threads() && p.send_messages_in_threads())
                }),
                game: None,
            },
            clicked: None,
            can_attach: can_attach(self.perms),
            can_embed: self.perms.is_none_or(|p| p.embed_links()),
            // Where only users installed the bot, it never posts: nothing
            // is missing there that a server admin could grant.
            can_post: !self.reach.answer_only || self.reach.limited,
            can_manage: self.member_perms.is_some_and(|p| p.manage_guild()),
            roles: self.roles.iter().map(|r| data::RoleId(r.get())).collect(),
            now: now_ms(),
            interaction: Some(self.id.get()),
            token: Some(self.token.to_string()),
            action,
            progress: Default::default(),
            lang,
            // In a DM or group DM, the language of whoever started it.
            place_lang: match (self.guild, self.locales.1) {
                (Some(_), Some(server)) => Lang::of_locale(Some(server)),
                _ => lang,
            },
        }
    }
}

/// Who acted where, for a command or a component alike: serenity gives
/// both the same fields, though not one type (a command's member is boxed).
macro_rules! origin_of {
    ($i:expr) => {{
        let i = $i;
        $crate::discord::requests::origin(
            &i.user,
            i.member.as_ref().map(std::borrow::Borrow::borrow),
            i.guild_id,
            i.channel_id,
            i.app_permissions,
            $crate::discord::requests::Said {
                id: i.id,
                token: &i.token,
                locales: (i.locale.as_str(), i.guild_locale.as_deref()),
                in_thread: i.channel.as_ref().is_some_and(|c| $crate::discord::requests::is_thread(c.kind)),
            },
            $crate::discord::requests::reach_of(&i.authorizing_integration_owners, i.context, i.app_permissions),
        )
    }};
}
pub(super) use origin_of;

/// An interaction's own id and token, its person's and server's
/// languages, and whether its channel is a thread.
pub(super) struct Said<'a> {
    pub(super) id: InteractionId,
    pub(super) token: &'a str,
    /// `locale` and `guild_locale`.
    pub(super) locales: (&'a str, Option<&'a str>),
    pub(super) in_thread: bool,
}

/// Whether a channel of type `kind` is a thread.
pub(super) fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Who acted where, from the fields every interaction has.
pub(super) fn origin<'a>(
    user: &'a serenity::all::User,
    member: Option<&'a serenity::all::Member>,
    guild: Option<GuildId>,
    channel: ChannelId,
    perms: Option<Permissions>,
    Said {
        id,
        token,
        locales,
        in_thread,
    }: Said<'a>,
    reach: Reach,
) -> Origin<'a> {
    Origin {
        user,
        nick: member.and_then(|m| m.nick.as_deref()),
        guild,
        channel,
        perms,
        member_perms: member.and_then(|m| m.permissions),
        roles: member.map_or(&[], |m| m.roles.as_slice()),
        id,
        token,
        locales,
        in_thread,
        reach,
    }
}
