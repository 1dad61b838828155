//! A fake Discord on 127.0.0.1: enough of the REST API and the gateway for
//! the real `zertz-bot` binary to connect, register its commands and play,
//! with helpers that read like people using Discord.
//!
//! Every REST request is recorded (JSON bodies and attached files), each
//! interaction's time from dispatch to the bot's callback is measured, and
//! messages the bot creates get ids so they can be fetched, edited and
//! clicked.

pub mod bot;

/// Asserts `cond` about the answer `recorded`, showing its text when it
/// does not hold.
#[macro_export]
macro_rules! check {
    ($recorded:expr, $cond:expr) => {
        assert!($cond, "{}", $recorded.content())
    };
}

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

/// The bot's application and user id.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The guild everything happens in.
pub const GUILD: u64 = 800_000_000_000_000_001;
/// The token the bot must identify with.
pub const TOKEN: &str = "fake-bot-token";

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `GET`, `POST`, …
    pub method: String,
    /// Path without `/api/v10`.
    pub path: String,
    /// The JSON body (or `payload_json` of a multipart body).
    pub json: Value,
    /// Attached files: name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
    /// Its place in the log.
    pub seq: usize,
    /// The status the fake answered with: 200 (or 204), or an injected
    /// fault's.
    pub status: u16,
}

impl Recorded {
    /// Whether Discord took it.
    pub fn ok(&self) -> bool {
        self.status < 300
    }

    /// For an interaction callback: the response type (4 message, 5
    /// deferred, 7 update, 8 autocomplete).
    pub fn kind(&self) -> u64 {
        self.json["type"].as_u64().unwrap_or(0)
    }

    /// The message data of a callback, or the body of a message request.
    pub fn data(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    /// The message text as a person reads it: the content, then each
    /// embed's title, body and fields.
    pub fn content(&self) -> String {
        let mut text = self.raw_content();
        for e in self.embeds() {
            for part in [&e["title"], &e["description"]] {
                if let Some(s) = part.as_str() {
                    text.push('\n');
                    text.push_str(s);
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                text.push_str(&format!(
                    "\n{}: {}",
                    f["name"].as_str().unwrap_or(""),
                    f["value"].as_str().unwrap_or("")
                ));
            }
        }
        text
    }

    /// What the message says: its embed's body when it has one (the
    /// content then holds only mentions), else its content.
    pub fn body(&self) -> String {
        match self.embeds().first().and_then(|e| e["description"].as_str()) {
            Some(d) => d.to_string(),
            None => self.raw_content(),
        }
    }

    /// The message's own content, without its embeds.
    pub fn raw_content(&self) -> String {
        self.data()["content"].as_str().unwrap_or("").to_string()
    }

    /// The message's embeds.
    pub fn embeds(&self) -> Vec<Value> {
        self.data()["embeds"].as_array().cloned().unwrap_or_default()
    }

    /// Whether it has an embed whose title starts with `prefix`.
    pub fn has_embed_titled(&self, prefix: &str) -> bool {
        self.embeds()
            .iter()
            .any(|e| e["title"].as_str().is_some_and(|t| t.starts_with(prefix)))
    }

    /// Whether it edits the deferred answer to an interaction.
    pub fn edits_original(&self) -> bool {
        self.method == "PATCH" && self.path.ends_with("/messages/@original")
    }

    /// Whether only the caller sees it (ephemeral flag 64).
    pub fn private(&self) -> bool {
        self.data()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// Users the message may notify.
    pub fn mentioned_users(&self) -> Vec<u64> {
        self.data()["allowed_mentions"]["users"]
            .as_array()
            .map(|a| a.iter().filter_map(id_of).collect())
            .unwrap_or_default()
    }

    /// Button labels and ids.
    pub fn buttons(&self) -> Vec<(String, String)> {
        buttons_of(self.data())
    }

    /// The first attached PNG, decoded: (width, height).
    pub fn png_size(&self) -> Option<(u32, u32)> {
        let (_, bytes) = self.files.iter().find(|(n, _)| n.ends_with(".png"))?;
        let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).ok()?;
        Some((img.width(), img.height()))
    }
}

fn id_of(v: &Value) -> Option<u64> {
    v.as_u64().or_else(|| v.as_str()?.parse().ok())
}

fn buttons_of(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for b in row["components"].as_array().into_iter().flatten() {
            out.push((
                b["label"].as_str().unwrap_or("").to_string(),
                b["custom_id"].as_str().unwrap_or("").to_string(),
            ));
        }
    }
    out
}

#[derive(Default)]
struct Inner {
    log: Mutex<Vec<Recorded>>,
    changed: Notify,
    gateway: Mutex<Option<mpsc::UnboundedSender<String>>>,
    /// The open session of each shard, when the bot is sharded.
    shards: Mutex<HashMap<u64, mpsc::UnboundedSender<String>>>,
    /// How many shards `/gateway/bot` recommends (1 if 0).
    shard_total: AtomicU64,
    /// The last sequence number sent on each shard's session.
    shard_seq: Mutex<HashMap<u64, u64>>,
    identify: Mutex<Option<Value>>,
    seq: AtomicU64,
    ids: AtomicU64,
    /// Message bodies by token (an interaction's original response).
    originals: Mutex<HashMap<String, Value>>,
    /// Messages by id.
    messages: Mutex<HashMap<u64, Value>>,
    /// When each interaction was dispatched, by token.
    dispatched: Mutex<HashMap<String, Instant>>,
    /// Dispatch-to-callback times.
    latencies: Mutex<Vec<Duration>>,
    base: Mutex<String>,
    /// The channel of each interaction, by token.
    channels: Mutex<HashMap<String, u64>>,
    /// Deferrals not yet filled, by token, with the deferral's flags: the
    /// next follow-up fills one, as an edit would.
    deferred: Mutex<HashMap<String, u64>>,
    /// Failures to inject, first match wins.
    faults: Mutex<Vec<Fault>>,
    /// The commands last registered.
    commands: Mutex<Option<Value>>,
    /// IDENTIFY and RESUME frames received.
    identifies: AtomicU64,
    resumes: AtomicU64,
    /// The heartbeat interval HELLO asks for, in ms (Discord's 41,250 if 0).
    heartbeat_ms: AtomicU64,
    /// Files attached to commands, by attachment id, served at
    /// `/attachments/ID/NAME` as Discord's CDN serves them.
    uploads: Mutex<HashMap<u64, Vec<u8>>>,
    /// Channels where the bot lacks the Embed Links permission.
    no_embeds: Mutex<Vec<u64>>,
}

/// A failure the fake answers with instead of doing the request.
#[derive(Clone, Debug)]
pub struct Fault {
    /// `POST`, `PATCH`, …
    pub method: &'static str,
    /// A part of the path, such as `/callback` or `/messages`.
    pub path: String,
    /// 500, 429, …
    pub status: u16,
    /// For a 429: the `Retry-After` header and `retry_after` field, seconds.
    pub retry_after: Option<f64>,
    /// How many requests it fails before it is spent.
    pub times: usize,
}

/// The fake Discord; clone freely.
#[derive(Clone)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
}

impl FakeDiscord {
    /// Starts the server on a free loopback port.
    pub async fn start() -> std::io::Result<FakeDiscord> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let inner = Arc::new(Inner {
            ids: AtomicU64::new(1_000_000_000_000_000_000),
            ..Inner::default()
        });
        let url = format!("http://{addr}");
        *lock(&inner.base) = format!("{addr}");
        let app = Router::new()
            .route("/gateway", any(gateway))
            .fallback(rest)
            .with_state(inner.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(FakeDiscord { inner, url })
    }

    /// A new snowflake.
    pub fn next_id(&self) -> u64 {
        self.inner.ids.fetch_add(1, Ordering::Relaxed)
    }

    /// Waits for the bot to identify; returns the IDENTIFY payload.
    pub async fn identified(&self, within: Duration) -> Option<Value> {
        let deadline = Instant::now() + within;
        loop {
            if let Some(v) = lock(&self.inner.identify).clone() {
                return Some(v);
            }
            if Instant::now() > deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Makes matching requests fail until `fault.times` have failed.
    pub fn fail(&self, fault: Fault) {
        lock(&self.inner.faults).push(fault);
    }

    /// Drops every fault still pending.
    pub fn heal(&self) {
        lock(&self.inner.faults).clear();
    }

    /// Closes the gateway socket, as Discord does now and then; the bot
    /// reconnects and resumes.
    pub fn drop_gateway(&self) -> bool {
        self.send_raw(CLOSE.to_string())
    }

    /// Cuts the gateway socket without a close frame, as a network failure
    /// does; the bot notices when a heartbeat goes unanswered.
    pub fn abort_gateway(&self) -> bool {
        self.send_raw(ABORT.to_string())
    }

    /// Makes later sessions heartbeat every `ms` milliseconds, so a cut
    /// socket is noticed quickly.
    pub fn set_heartbeat(&self, ms: u64) {
        self.inner.heartbeat_ms.store(ms, Ordering::SeqCst);
    }

    /// Tells the bot its session is gone (op 9): it identifies again and
    /// gets a new READY.
    pub fn invalidate_session(&self) -> bool {
        self.send_raw(json!({"op": 9, "d": false}).to_string())
    }

    /// IDENTIFY frames received so far.
    pub fn identifies(&self) -> u64 {
        self.inner.identifies.load(Ordering::SeqCst)
    }

    /// RESUME frames received so far.
    pub fn resumes(&self) -> u64 {
        self.inner.resumes.load(Ordering::SeqCst)
    }

    /// Whether a gateway session is open.
    pub fn connected(&self) -> bool {
        lock(&self.inner.gateway).as_ref().is_some_and(|g| !g.is_closed())
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        lock(&self.inner.log).clone()
    }

    /// Waits for a request matching `pred`, made at or after `from` in the log.
    pub async fn wait_for(&self, from: usize, within: Duration, pred: impl Fn(&Recorded) -> bool) -> Option<Recorded> {
        let deadline = Instant::now() + within;
        loop {
            let notified = self.inner.changed.notified();
            if let Some(r) = lock(&self.inner.log).iter().skip(from).find(|r| pred(r)).cloned() {
                return Some(r);
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// The number of requests logged so far (a mark for `wait_for`).
    pub fn mark(&self) -> usize {
        lock(&self.inner.log).len()
    }

    /// Dispatch-to-callback times measured so far.
    pub fn latencies(&self) -> Vec<Duration> {
        lock(&self.inner.latencies).clone()
    }

    /// Sends a gateway dispatch to the bot.
    pub fn dispatch(&self, event: &str, data: Value) -> bool {
        let s = self.inner.seq.fetch_add(1, Ordering::Relaxed) + 2;
        self.send_raw(dispatch_frame(event, s, data))
    }

    /// Sends a dispatch about `guild` to the shard that owns it, as
    /// Discord routes events: shard `(guild >> 22) % total`. Unsharded,
    /// it goes to the one session. False if that shard is not connected.
    pub fn dispatch_in(&self, guild: u64, event: &str, data: Value) -> bool {
        let total = self.inner.shard_total.load(Ordering::SeqCst).max(1);
        if total == 1 {
            return self.dispatch(event, data);
        }
        let shard = shard_of(guild, total);
        let frame = dispatch_frame(event, next_seq(&self.inner, shard), data);
        match lock(&self.inner.shards).get(&shard) {
            Some(tx) => tx.send(frame).is_ok(),
            None => false,
        }
    }

    /// Asks the bot to run `total` shards (`/gateway/bot`'s answer).
    pub fn set_shards(&self, total: u64) {
        self.inner.shard_total.store(total, Ordering::SeqCst);
    }

    /// Waits until `shard` has a session, at most `within`.
    pub async fn shard_connected(&self, shard: u64, within: Duration) -> bool {
        let deadline = Instant::now() + within;
        loop {
            if lock(&self.inner.shards).get(&shard).is_some_and(|g| !g.is_closed()) {
                return true;
            }
            if Instant::now() > deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends any text frame to the bot.
    pub fn send_raw(&self, frame: String) -> bool {
        match lock(&self.inner.gateway).as_ref() {
            Some(tx) => tx.send(frame).is_ok(),
            None => false,
        }
    }

    /// Takes the Embed Links permission from the bot in `channel`, as a
    /// server admin can.
    pub fn forbid_embeds(&self, channel: u64) {
        lock(&self.inner.no_embeds).push(channel);
    }

    /// A person in `channel`.
    pub fn person(&self, id: u64, name: &str, channel: u64) -> Person {
        self.person_in(GUILD, id, name, channel)
    }

    /// A person in `channel` of another guild than [`GUILD`].
    pub fn person_in(&self, guild: u64, id: u64, name: &str, channel: u64) -> Person {
        Person {
            discord: self.clone(),
            id,
            name: name.to_string(),
            channel,
            guild,
            manager: false,
        }
    }

    /// A person in `channel` who may manage the server.
    pub fn manager(&self, id: u64, name: &str, channel: u64) -> Person {
        Person {
            manager: true,
            ..self.person(id, name, channel)
        }
    }

    /// Waits for the bot's callback to interaction `token`.
    pub async fn callback(&self, i: &Sent, within: Duration) -> Option<Recorded> {
        let needle = format!("/interactions/{}/{}/callback", i.id, i.token);
        self.wait_for(0, within, |r| r.path == needle).await
    }

    /// The full message an interaction's response created, as the bot
    /// would fetch it (to click its buttons).
    pub fn original(&self, sent: &Sent) -> Option<Value> {
        lock(&self.inner.originals).get(&sent.token).cloned()
    }

    /// A message the bot created, by id.
    pub fn message(&self, id: u64) -> Option<Value> {
        lock(&self.inner.messages).get(&id).cloned()
    }

    /// The messages of `channel` as Discord holds them now, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let messages = lock(&self.inner.messages);
        let mut ids: Vec<u64> = messages
            .iter()
            .filter(|(_, m)| m["channel_id"].as_str() == Some(channel.to_string().as_str()))
            .map(|(&id, _)| id)
            .collect();
        ids.sort_unstable();
        ids.iter().filter_map(|id| messages.get(id).cloned()).collect()
    }
}

/// A frame the session loop reads as "close the socket".
const CLOSE: &str = "__close__";
/// A frame the session loop reads as "drop the socket without a word".
const ABORT: &str = "__abort__";

/// A gateway dispatch (op 0) of `event`, numbered `s`.
fn dispatch_frame(event: &str, s: u64, data: Value) -> String {
    json!({"op": 0, "t": event, "s": s, "d": data}).to_string()
}

/// The next sequence number of `shard`'s session (READY was 1).
fn next_seq(inner: &Inner, shard: u64) -> u64 {
    let mut seqs = lock(&inner.shard_seq);
    let s = seqs.entry(shard).or_insert(1);
    *s += 1;
    *s
}

/// The shard of `total` that Discord sends `guild`'s events to.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

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
    discord: FakeDiscord,
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
}

impl Person {
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
        if lock(&self.discord.inner.no_embeds).contains(&self.channel) {
            perms &= !(1 << 14);
        }
        let mut v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "data": data,
            "guild_id": self.guild.to_string(), "channel_id": self.channel.to_string(),
            "channel": {"id": self.channel.to_string(), "type": 0},
            "member": self.member_json(), "token": token, "version": 1,
            "app_permissions": perms.to_string(), "locale": "en-GB", "guild_locale": "en-GB",
            "entitlements": [], "authorizing_integration_owners": {}, "context": 0,
            "attachment_size_limit": 26_214_400
        });
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

    /// Sends an interaction with any data, for malformed-input tests.
    pub fn raw(&self, kind: u8, data: Value) -> Sent {
        let (sent, payload) = self.envelope(kind, data, json!({}));
        self.send(sent, payload)
    }
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
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

/// A message as Discord holds it; `notifies` when it was made as a new
/// message (an edit, a placeholder or a placeholder's filling notifies
/// nobody).
fn message_json(
    inner: &Inner,
    id: u64,
    channel: u64,
    body: &Value,
    files: &[(String, Vec<u8>)],
    notifies: bool,
) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            json!({"id": (id + 1 + i as u64).to_string(), "filename": name, "size": bytes.len(),
                   "url": format!("http://{}/files/{name}", lock(&inner.base)), "proxy_url": "http://x/y"})
        })
        .collect();
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD.to_string(),
        "author": user_json(APP_ID, "ZÈRTZ", true),
        "content": body["content"].as_str().unwrap_or(""), "timestamp": "2026-11-22T12:00:00+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": attachments, "pinned": false, "type": 0,
        "embeds": body["embeds"].as_array().cloned().unwrap_or_default(),
        "flags": body["flags"].as_u64().unwrap_or(0),
        "components": body["components"].as_array().cloned().unwrap_or_default(),
        // Not Discord's: whom the message notified when it was made.
        "pinged": if notifies { body["allowed_mentions"]["users"].as_array().cloned().unwrap_or_default() } else { Vec::new() }
    })
}

async fn gateway(State(inner): State<Arc<Inner>>, ws: WebSocketUpgrade) -> Response {
    // A fault on `GET /gateway` refuses the connection, as an outage does.
    if let Some(f) = take_fault(&inner, "GET", "/gateway") {
        return fault_response(&f);
    }
    ws.on_upgrade(move |socket| session(inner, socket))
}

async fn session(inner: Arc<Inner>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    *lock(&inner.gateway) = Some(tx.clone());
    let interval = match inner.heartbeat_ms.load(Ordering::SeqCst) {
        0 => 41_250,
        ms => ms,
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}}).to_string();
    let total = inner.shard_total.load(Ordering::SeqCst).max(1);
    // The shard this session serves, once it identifies or resumes.
    let mut shard: Option<u64> = None;
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { break };
                if frame == ABORT {
                    // Dropped below without a close frame.
                    break;
                }
                if frame == CLOSE {
                    // 4000, "unknown error": Discord's way to ask for a
                    // reconnect and a resume.
                    let close = axum::extract::ws::CloseFrame { code: 4000, reason: "injected".into() };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    break;
                }
                if socket.send(WsMessage::Text(frame.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let WsMessage::Text(text) = msg else { continue };
                let Ok(v) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                match v["op"].as_u64() {
                    Some(1) => { let _ = tx.send(json!({"op": 11}).to_string()); }
                    Some(6) => {
                        inner.resumes.fetch_add(1, Ordering::SeqCst);
                        let id = v["d"]["session_id"].as_str().and_then(|s| s.strip_prefix("fake-session-"));
                        shard = id.and_then(|n| n.parse().ok());
                        if let Some(n) = shard {
                            lock(&inner.shards).insert(n, tx.clone());
                        }
                        let s = match shard {
                            Some(n) => next_seq(&inner, n),
                            None => inner.seq.fetch_add(1, Ordering::Relaxed) + 2,
                        };
                        let _ = tx.send(json!({"op": 0, "t": "RESUMED", "s": s, "d": {}}).to_string());
                    }
                    Some(2) => {
                        inner.identifies.fetch_add(1, Ordering::SeqCst);
                        *lock(&inner.identify) = Some(v["d"].clone());
                        let n = v["d"]["shard"][0].as_u64().unwrap_or(0);
                        shard = Some(n);
                        lock(&inner.shards).insert(n, tx.clone());
                        lock(&inner.shard_seq).insert(n, 1);
                        let base = lock(&inner.base).clone();
                        let ready = json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10, "user": user_json(APP_ID, "ZÈRTZ", true), "guilds": [],
                            "session_id": format!("fake-session-{n}"), "resume_gateway_url": format!("ws://{base}/gateway"),
                            "shard": [n, total], "application": {"id": APP_ID.to_string(), "flags": 0}
                        }});
                        let _ = tx.send(ready.to_string());
                    }
                    _ => {}
                }
            }
        }
    }
    if let Some(n) = shard {
        let mut open = lock(&inner.shards);
        if open.get(&n).is_some_and(|t| t.same_channel(&tx)) {
            open.remove(&n);
        }
    }
}

async fn rest(State(inner): State<Arc<Inner>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().trim_start_matches("/api/v10").to_string();
    // An interaction's callback may ask for the message it makes back.
    let with_response = req
        .uri()
        .query()
        .is_some_and(|q| q.split('&').any(|p| p == "with_response=true"));
    let multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|c| c.starts_with("multipart/"));
    let (json_body, files) = if multipart {
        match read_multipart(req).await {
            Ok(read) => read,
            Err(why) => {
                let body = json!({"message": format!("Invalid Form Body: {why}"), "code": 50_035});
                return (StatusCode::BAD_REQUEST, axum::Json(body)).into_response();
            }
        }
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        (serde_json::from_slice(&bytes).unwrap_or(Value::Null), Vec::new())
    };
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let now = Instant::now();
    let fault = take_fault(&inner, method.as_str(), &path);
    let (reply, status) = match &fault {
        Some(f) => (fault_response(f), f.status),
        None => {
            let r = route(&inner, &method, &parts, &json_body, &files, with_response, now);
            let status = r.status().as_u16();
            (r, status)
        }
    };
    {
        let mut log = lock(&inner.log);
        let seq = log.len();
        log.push(Recorded {
            method: method.to_string(),
            path: path.clone(),
            json: json_body,
            files,
            seq,
            status,
        });
    }
    inner.changed.notify_waiters();
    reply
}

/// The first fault matching the request, spent by one.
fn take_fault(inner: &Inner, method: &str, path: &str) -> Option<Fault> {
    let mut faults = lock(&inner.faults);
    let i = faults
        .iter()
        .position(|f| f.times > 0 && f.method == method && path.contains(&f.path))?;
    faults[i].times -= 1;
    let hit = faults[i].clone();
    faults.retain(|f| f.times > 0);
    Some(hit)
}

fn fault_response(f: &Fault) -> Response {
    let status = StatusCode::from_u16(f.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut body = json!({"message": "injected fault", "code": 0});
    let mut response = (status, axum::Json(body.clone())).into_response();
    if let Some(after) = f.retry_after {
        body["retry_after"] = json!(after);
        body["global"] = json!(false);
        response = (status, axum::Json(body)).into_response();
        if let Ok(v) = axum::http::HeaderValue::from_str(&after.to_string()) {
            response.headers_mut().insert("retry-after", v);
        }
    }
    response
}

/// A multipart request's JSON payload and files; `Err` with the reason
/// where, as Discord requires, a file part `files[N]` is not listed in the
/// payload's `attachments` with id N and its file name.
async fn read_multipart(req: Request) -> Result<(Value, Vec<(String, Vec<u8>)>), String> {
    let mut json_body = Value::Null;
    let mut files = Vec::new();
    let mut parts = Vec::new();
    let Ok(mut mp) = Multipart::from_request(req, &()).await else {
        return Ok((json_body, files));
    };
    while let Ok(Some(field)) = mp.next_field().await {
        let name = field.name().unwrap_or("").to_string();
        let file = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            json_body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            parts.push(name.clone());
            files.push((file.unwrap_or(name), bytes));
        }
    }
    let listed = json_body.get("data").unwrap_or(&json_body)["attachments"].clone();
    for (part, (file, _)) in parts.iter().zip(&files) {
        let id = part.strip_prefix("files[").and_then(|p| p.strip_suffix(']'));
        let found = listed.as_array().into_iter().flatten().any(|a| {
            let same_id = a["id"]
                .as_u64()
                .map(|n| n.to_string())
                .or_else(|| a["id"].as_str().map(str::to_string));
            same_id.as_deref() == id && a["filename"].as_str() == Some(file)
        });
        if id.is_none() || !found {
            return Err(format!(
                "file part {part} ({file}) is not among the payload's attachments"
            ));
        }
    }
    Ok((json_body, files))
}

fn ok(v: Value) -> Response {
    (StatusCode::OK, axum::Json(v)).into_response()
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(json!({"message": "Unknown", "code": 10_000})),
    )
        .into_response()
}

fn route(
    inner: &Inner,
    method: &Method,
    p: &[&str],
    body: &Value,
    files: &[(String, Vec<u8>)],
    with_response: bool,
    now: Instant,
) -> Response {
    let new_id = || inner.ids.fetch_add(10, Ordering::Relaxed);
    match (method.as_str(), p) {
        ("GET", ["attachments", id, _]) => match id
            .parse()
            .ok()
            .and_then(|id: u64| lock(&inner.uploads).get(&id).cloned())
        {
            Some(bytes) => (StatusCode::OK, bytes).into_response(),
            None => not_found(),
        },
        ("GET", ["gateway"]) => ok(json!({"url": format!("ws://{}/gateway", lock(&inner.base))})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": format!("ws://{}/gateway", lock(&inner.base)), "shards": inner.shard_total.load(Ordering::SeqCst).max(1),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        })),
        ("GET", ["applications", _, "commands"]) | ("GET", ["applications", _, "guilds", _, "commands"]) => {
            ok(lock(&inner.commands).clone().unwrap_or_else(|| json!([])))
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            lock(&inner.originals).remove(*token);
            StatusCode::NO_CONTENT.into_response()
        }
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let cmds: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let mut c = c.clone();
                    c["id"] = json!(new_id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    if c.get("description").is_none() {
                        c["description"] = json!("");
                    }
                    c["default_member_permissions"] = Value::Null;
                    c["nsfw"] = json!(false);
                    c
                })
                .collect();
            *lock(&inner.commands) = Some(Value::Array(cmds.clone()));
            ok(Value::Array(cmds))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            if let Some(at) = lock(&inner.dispatched).remove(*token) {
                lock(&inner.latencies).push(now.duration_since(at));
            }
            let kind = body["type"].as_u64().unwrap_or(0);
            if kind == 5 {
                let flags = body["data"]["flags"].as_u64().unwrap_or(0);
                lock(&inner.deferred).insert(token.to_string(), flags);
            }
            if kind == 4 || kind == 7 || kind == 5 {
                let id = new_id();
                let channel = lock(&inner.channels).get(*token).copied().unwrap_or(0);
                let msg = message_json(inner, id, channel, &body["data"], files, kind == 4);
                lock(&inner.originals).insert(token.to_string(), msg.clone());
                lock(&inner.messages).insert(id, msg.clone());
                if with_response {
                    return ok(json!({
                        "interaction": {"id": p[1], "type": 2},
                        "resource": {"type": kind, "message": msg}
                    }));
                }
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => match lock(&inner.originals).get(*token) {
            Some(m) => ok(m.clone()),
            None => not_found(),
        },
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            lock(&inner.deferred).remove(*token);
            let id = new_id();
            let channel = lock(&inner.channels).get(*token).copied().unwrap_or(1);
            let msg = message_json(inner, id, channel, body, files, false);
            lock(&inner.originals).insert(token.to_string(), msg.clone());
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("POST", ["webhooks", _, token]) => {
            let id = new_id();
            let channel = lock(&inner.channels).get(*token).copied().unwrap_or(1);
            // The first message after a deferral fills its placeholder, as
            // an edit does: with the deferral's flags, notifying nobody.
            let filling = lock(&inner.deferred).remove(*token);
            let mut msg = message_json(inner, id, channel, body, files, filling.is_none());
            if let Some(flags) = filling {
                msg["flags"] = json!(flags);
                lock(&inner.originals).insert(token.to_string(), msg.clone());
            }
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("POST", ["channels", channel, "messages"]) => {
            let id = new_id();
            let msg = message_json(inner, id, channel.parse().unwrap_or(0), body, files, true);
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("PATCH", ["channels", channel, "messages", mid]) => {
            let id: u64 = mid.parse().unwrap_or(0);
            let msg = message_json(inner, id, channel.parse().unwrap_or(0), body, files, false);
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        _ => not_found(),
    }
}
