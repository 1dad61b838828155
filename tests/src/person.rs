//! People using Discord: the interactions they send (slash commands,
//! autocompletion, clicks) as Discord would build them.

use std::sync::atomic::Ordering;
use std::time::Instant;

use serde_json::{json, Value};

use crate::protocol::{self, Live};
use crate::recorded::{buttons_of, options_of};
use crate::{lock, FakeDiscord, Inner, APP_ID, GUILD};

/// An interaction sent to the bot.
#[derive(Clone, Debug)]
pub struct Sent {
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: String,
}

/// An option value for a slash command.
#[derive(Clone, Debug)]
pub enum Opt {
    /// A string.
    Str(String),
    /// An integer.
    Int(i64),
    /// A member.
    User(u64, String),
    /// An attached file: its name and bytes, served by the fake's CDN.
    File(String, Vec<u8>),
}

/// An interaction made but not yet sent.
pub struct Pending {
    person: Person,
    sent: Sent,
    payload: Value,
}

impl FakeDiscord {
    /// Sends interactions made earlier, in the order given.
    pub fn send_all(&self, batch: Vec<Pending>) -> Vec<Sent> {
        batch.into_iter().map(|p| p.person.send(p.sent, p.payload)).collect()
    }
}

/// Someone using Discord.
#[derive(Clone)]
pub struct Person {
    pub(crate) discord: FakeDiscord,
    /// Their user id.
    pub id: u64,
    /// Their name.
    pub name: String,
    /// The channel they type in.
    pub channel: u64,
    /// The guild of that channel.
    pub guild: u64,
    /// Whether they may manage the server (MANAGE_GUILD).
    pub manager: bool,
    /// Whether only they (not the server) installed the app where they
    /// type: its interactions name only a user install.
    pub user_install: bool,
    /// Where they type.
    pub place: Place,
    /// Where they type in a thread: the thread's channel.
    pub thread_of: Option<u64>,
    /// Their Discord client's language (an interaction's `locale`).
    pub locale: String,
    /// Their server's language (`guild_locale`, sent in a server only).
    pub guild_locale: String,
}

/// Where a person types, as an interaction's `context` says.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// A server's channel (context 0).
    #[default]
    Server,
    /// The bot's own DM with them (context 1): the bot may post there.
    BotDm,
    /// A group DM (or a DM between people, context 2): the bot is no
    /// member and may only answer.
    GroupDm,
}

/// The channel of the bot's DM with `user`.
pub fn dm_channel(user: u64) -> u64 {
    600_000_000_000_000_000 + user
}

impl Person {
    /// The same person where only they installed the app.
    pub fn user_installed(self) -> Person {
        Person {
            user_install: true,
            ..self
        }
    }

    /// The same person with a client in `locale`, in a server whose
    /// language is `guild_locale`.
    pub fn speaking(self, locale: &str, guild_locale: &str) -> Person {
        Person {
            locale: locale.to_string(),
            guild_locale: guild_locale.to_string(),
            ..self
        }
    }

    /// Them as an `Opt::User`.
    pub fn as_opt(&self) -> Opt {
        Opt::User(self.id, self.name.clone())
    }

    /// The user object.
    pub fn user_json(&self) -> Value {
        user_json(self.id, &self.name, false)
    }

    fn member_json(&self) -> Value {
        // MANAGE_GUILD is bit 5.
        let perms = 2_248_473_465_835_073u64 | if self.manager { 1 << 5 } else { 0 };
        json!({
            "user": self.user_json(), "roles": [], "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": false, "mute": false, "flags": 0, "pending": false, "nick": null,
            "permissions": perms.to_string()
        })
    }

    fn envelope(&self, kind: u8, data: Value, extra: Value) -> (Sent, Value) {
        let id = self.discord.next_id();
        let token = format!("tok-{id}");
        let mut perms: u64 = 2_248_473_465_835_073;
        // A thread has its channel's permissions (Send Messages aside:
        // Send Messages in Threads stands for it there).
        let parent = self.thread_of.unwrap_or(self.channel);
        if lock(&self.discord.inner.no_embeds).contains(&parent) {
            perms &= !(1 << 14);
        }
        if lock(&self.discord.inner.hidden).contains(&parent) {
            perms &= !(1 << 10);
        }
        if lock(&self.discord.inner.muted).contains(&self.channel) {
            perms &= !(1 << 11);
        }
        // Create Public Threads (35) and Send Messages in Threads (38).
        if !crate::threads::may_open(&self.discord.inner, parent) {
            perms &= !((1 << 35) | (1 << 38));
        }
        let owners = if self.user_install {
            json!({"1": self.id.to_string()})
        } else {
            json!({"0": self.guild.to_string()})
        };
        if self.place != Place::Server {
            // Outside a server: what Discord gives a user-installed app
            // there (Attach Files, Embed Links, Mention Everyone).
            perms = (1 << 15) | (1 << 14) | (1 << 17);
        }
        let mut v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "data": data,
            "guild_id": self.guild.to_string(), "channel_id": self.channel.to_string(),
            "channel": crate::threads::channel_json(self.channel, self.thread_of),
            "member": self.member_json(), "token": token, "version": 1,
            "app_permissions": perms.to_string(), "locale": self.locale, "guild_locale": self.guild_locale,
            "entitlements": [], "authorizing_integration_owners": owners, "context": 0,
            "attachment_size_limit": 26_214_400
        });
        if self.place != Place::Server {
            let (context, kind) = if self.place == Place::BotDm { (1, 1) } else { (2, 3) };
            if let Some(obj) = v.as_object_mut() {
                obj.remove("guild_id");
                obj.remove("member");
                obj.remove("guild_locale");
                obj.insert("user".into(), self.user_json());
                obj.insert("context".into(), json!(context));
                obj.insert("channel".into(), json!({"id": self.channel.to_string(), "type": kind}));
            }
        }
        if let (Some(obj), Some(more)) = (v.as_object_mut(), extra.as_object()) {
            for (k, val) in more {
                obj.insert(k.clone(), val.clone());
            }
        }
        (Sent { id, token }, v)
    }

    fn send(&self, sent: Sent, payload: Value) -> Sent {
        lock(&self.discord.inner.channels).insert(sent.token.clone(), self.channel);
        lock(&self.discord.inner.dispatched).insert(sent.token.clone(), Instant::now());
        let owners = &payload["authorizing_integration_owners"];
        let live = Live {
            at: protocol::now(&self.discord.inner),
            answered: false,
            followups: 0,
            user_only: owners.get("0").is_none() && owners.get("1").is_some(),
        };
        lock(&self.discord.inner.live).insert(sent.token.clone(), live);
        if let Some(limit) = payload["attachment_size_limit"].as_u64() {
            lock(&self.discord.inner.upload_limits).insert(sent.token.clone(), limit);
        }
        self.discord.dispatch_in(self.guild, "INTERACTION_CREATE", payload);
        sent
    }

    /// `/zertz SUB` made now (its id, so its moment by Discord's clock, is
    /// taken) but not yet sent: [`FakeDiscord::send_all`] sends a batch of
    /// them, as clicks made at once arrive together.
    pub fn slash_later(&self, command: &str, options: &[(&str, Opt)]) -> Pending {
        let (data, _) = command_data(&self.discord.inner, command, options, None);
        let (sent, payload) = self.envelope(2, data, json!({}));
        Pending {
            person: self.clone(),
            sent,
            payload,
        }
    }

    /// Runs `/zertz SUB` with options, e.g. `slash("zertz challenge", ...)`.
    pub fn slash(&self, command: &str, options: &[(&str, Opt)]) -> Sent {
        let (data, _) = command_data(&self.discord.inner, command, options, None);
        let (sent, payload) = self.envelope(2, data, json!({}));
        self.send(sent, payload)
    }

    /// Types `typed` into `option` of `command` with other options filled.
    pub fn autocomplete(&self, command: &str, option: &str, typed: &str, others: &[(&str, Opt)]) -> Sent {
        let (data, _) = command_data(&self.discord.inner, command, others, Some((option, typed)));
        let (sent, payload) = self.envelope(4, data, json!({}));
        self.send(sent, payload)
    }

    /// Clicks the button labelled `label` on `message`.
    pub fn click(&self, message: &Value, label: &str) -> Option<Sent> {
        let id = buttons_of(message).into_iter().find(|(l, _)| l == label)?.1;
        let data = json!({"custom_id": id, "component_type": 2});
        let (sent, payload) = self.envelope(3, data, json!({"message": message}));
        Some(self.send(sent, payload))
    }

    /// Chooses the option labelled `label` of a select menu on `message`,
    /// as Discord sends it: the menu's id and the option's value.
    pub fn select(&self, message: &Value, label: &str) -> Option<Sent> {
        let (menu, value) = options_of(message)
            .into_iter()
            .find(|(_, l, _)| l == label)
            .map(|(m, _, v)| (m, v))?;
        let data = json!({"custom_id": menu, "component_type": 3, "values": [value]});
        let (sent, payload) = self.envelope(3, data, json!({"message": message}));
        Some(self.send(sent, payload))
    }

    /// Sends a slash command whose token is `token`, as a forged event
    /// might carry: Discord never sends an empty one.
    pub fn forged(&self, command: &str, token: &str) -> Sent {
        let (data, _) = command_data(&self.discord.inner, command, &[], None);
        let (mut sent, mut payload) = self.envelope(2, data, json!({}));
        payload["token"] = json!(token);
        sent.token = token.to_string();
        self.send(sent, payload)
    }

    /// Sends an interaction with any data, for malformed-input tests.
    pub fn raw(&self, kind: u8, data: Value) -> Sent {
        let (sent, payload) = self.envelope(kind, data, json!({}));
        self.send(sent, payload)
    }
}

pub(crate) fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": bot})
}

/// `zertz sub` with options as interaction data (resolved users included).
fn command_data(inner: &Inner, command: &str, options: &[(&str, Opt)], focused: Option<(&str, &str)>) -> (Value, ()) {
    let mut words = command.split_whitespace();
    let name = words.next().unwrap_or("zertz");
    let sub = words.next();
    // `zertz tournament create`: a subcommand in its group.
    let in_group = words.next();
    let mut opts = Vec::new();
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    let mut attachments = serde_json::Map::new();
    for (k, v) in options {
        let o = match v {
            Opt::Str(s) => json!({"name": k, "type": 3, "value": s}),
            Opt::Int(i) => json!({"name": k, "type": 4, "value": i}),
            Opt::User(id, n) => {
                users.insert(id.to_string(), user_json(*id, n, false));
                members.insert(
                    id.to_string(),
                    json!({"roles": [], "joined_at": "2024-01-01T00:00:00+00:00", "deaf": false, "mute": false, "flags": 0, "pending": false, "nick": null}),
                );
                json!({"name": k, "type": 6, "value": id.to_string()})
            }
            Opt::File(name, bytes) => {
                let id = inner.ids.fetch_add(10, Ordering::Relaxed);
                lock(&inner.uploads).insert(id, bytes.clone());
                let url = format!("http://{}/attachments/{id}/{name}", lock(&inner.base));
                attachments.insert(
                    id.to_string(),
                    json!({"id": id.to_string(), "filename": name, "size": bytes.len(), "url": url, "proxy_url": url}),
                );
                json!({"name": k, "type": 11, "value": id.to_string()})
            }
        };
        opts.push(o);
    }
    if let Some((option, typed)) = focused {
        let kind = if option == "game" { 4 } else { 3 };
        opts.push(json!({"name": option, "type": kind, "value": typed, "focused": true}));
    }
    let options = match (sub, in_group) {
        (Some(group), Some(sub)) => {
            json!([{"name": group, "type": 2, "options": [{"name": sub, "type": 1, "options": opts}]}])
        }
        (Some(sub), None) => json!([{"name": sub, "type": 1, "options": opts}]),
        (None, _) => Value::Array(opts),
    };
    (
        json!({
            "id": "700000000000000001", "name": name, "type": 1, "options": options,
            "resolved": {"users": users, "members": members, "attachments": attachments}, "guild_id": GUILD.to_string()
        }),
        (),
    )
}
