//! A fake Discord on 127.0.0.1: enough of the REST API and the gateway for
//! the real `zertz-bot` binary to connect, register its commands and play,
//! with helpers that read like people using Discord.
//!
//! Every REST request is recorded (JSON bodies and attached files), each
//! interaction's time from dispatch to the bot's callback is measured, and
//! messages the bot creates get ids so they can be fetched, edited and
//! clicked.

pub mod activity;
pub mod bot;
pub mod browser;
mod gateway;
pub mod hints;
pub mod limits;
mod person;
mod protocol;
mod recorded;
mod server;
pub mod spec;
mod threads;
mod wait;

pub use person::{dm_channel, Opt, Pending, Person, Place, Sent};
pub use protocol::{ANSWER_WITHIN, TOKEN_LIFETIME, USER_INSTALL_FOLLOWUPS};
pub use recorded::{buttons_of, labels_of, options_of, text_of, Recorded};
pub use wait::poll;

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

use axum::routing::any;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

use gateway::gateway;
use server::rest;

/// The bot's application and user id.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The guild everything happens in.
pub const GUILD: u64 = 800_000_000_000_000_001;
/// The token the bot must identify with.
pub const TOKEN: &str = "fake-bot-token";

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
    /// Channels the bot cannot see (View Channel) or write in (Send
    /// Messages).
    hidden: Mutex<Vec<u64>>,
    muted: Mutex<Vec<u64>>,
    muted_quietly: Mutex<Vec<u64>>,
    deleted: Mutex<Vec<u64>>,
    /// Channels where the bot may open threads.
    threads_allowed: Mutex<Vec<u64>>,
    /// Threads by id, as their channel objects.
    threads: Mutex<HashMap<u64, Value>>,
    /// The members the bot added to each thread.
    thread_members: Mutex<HashMap<u64, Vec<u64>>>,
    /// The interactions sent, by token, as Discord tracks their answers.
    live: Mutex<HashMap<String, protocol::Live>>,
    /// Each interaction's upload limit, by token.
    upload_limits: Mutex<HashMap<String, u64>>,
    /// How far the tests moved the fake's clock past real time.
    skew: Mutex<Duration>,
    /// Requests no correct bot makes, as the fake refused them.
    violations: Mutex<Vec<String>>,
    /// Users the bot opened a DM with, in order.
    dms: Mutex<Vec<u64>>,
    /// Whether a test sends such requests on purpose.
    tolerant: std::sync::atomic::AtomicBool,
    /// The Activity's accounts, codes, tokens and instances.
    activities: Mutex<activity::Activities>,
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

impl Fault {
    /// Fails `times` requests of `method` whose path holds `path` with
    /// `status`; a 429 asks to wait half a second.
    pub fn new(method: &'static str, path: &str, status: u16, times: usize) -> Fault {
        Fault {
            method,
            path: path.to_string(),
            status,
            retry_after: (status == 429).then_some(0.5),
            times,
        }
    }
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
            .route("/api/v10/oauth2/token", axum::routing::post(activity::oauth_token))
            .route("/api/v10/users/@me", axum::routing::get(activity::me))
            .fallback(rest)
            .with_state(inner.clone());
        tokio::spawn(async move {
            // Discord answers at once; without TCP_NODELAY, Nagle's
            // algorithm held a gateway frame written while the one before
            // was unacknowledged, adding some 20 ms to 1 interaction in 50.
            use axum::serve::ListenerExt;
            let listener = listener.tap_io(|tcp| {
                let _ = tcp.set_nodelay(true);
            });
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
        let inner = &self.inner;
        poll(within, Duration::from_millis(20), || async move {
            lock(&inner.identify).clone().ok_or(())
        })
        .await
        .ok()
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

    /// Waits for a request matching `pred`, made at or after `from` in the
    /// log. Panics, failing the test, once the bot has sent a request
    /// Discord refuses as malformed (see [`FakeDiscord::violations`]).
    pub async fn wait_for(&self, from: usize, within: Duration, pred: impl Fn(&Recorded) -> bool) -> Option<Recorded> {
        let deadline = Instant::now() + within;
        loop {
            self.assert_no_violations();
            let notified = self.inner.changed.notified();
            if let Some(r) = lock(&self.inner.log).iter().skip(from).find(|r| pred(r)).cloned() {
                return Some(r);
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// The requests the fake refused as no correct bot would send them:
    /// against Discord's spec or documented limits, without its
    /// User-Agent, to a route Discord does not have, a second answer to an
    /// interaction, or a follow-up before the answer. Each reads `METHOD
    /// PATH: STATUS (code N): MESSAGE: DETAIL`.
    pub fn violations(&self) -> Vec<String> {
        lock(&self.inner.violations).clone()
    }

    /// Panics with the first violation, unless the test makes them on
    /// purpose ([`FakeDiscord::tolerate_violations`]).
    pub fn assert_no_violations(&self) {
        if self.inner.tolerant.load(Ordering::SeqCst) {
            return;
        }
        if let Some(v) = lock(&self.inner.violations).first() {
            panic!("Discord would refuse the bot's request: {v}");
        }
    }

    /// For tests of the fake itself, which send bad requests on purpose.
    pub fn tolerate_violations(&self) {
        self.inner.tolerant.store(true, Ordering::SeqCst);
    }

    /// Moves the fake's clock on, as if `by` had passed: answers and
    /// tokens expire by it.
    pub fn advance_clock(&self, by: Duration) {
        *lock(&self.inner.skew) += by;
    }

    /// Takes View Channel from the bot in `channel`: posting there is
    /// refused with 50001 (Missing Access).
    pub fn hide_channel(&self, channel: u64) {
        lock(&self.inner.hidden).push(channel);
    }

    /// Takes Send Messages from the bot in `channel`: posting there is
    /// refused with 50013 (Missing Permissions).
    pub fn mute_channel(&self, channel: u64) {
        lock(&self.inner.muted).push(channel);
    }

    /// Sets the commands Discord holds for the bot, as an earlier version
    /// of it registered them.
    pub fn set_registered(&self, commands: Value) {
        *lock(&self.inner.commands) = Some(commands);
    }

    /// The commands Discord holds for the bot now.
    pub fn registered(&self) -> Vec<Value> {
        lock(&self.inner.commands)
            .as_ref()
            .and_then(|c| c.as_array().cloned())
            .unwrap_or_default()
    }

    /// Takes Send Messages from the bot in `channel` without the
    /// interactions there saying so, as when a permission changes after
    /// they were made: posting is refused with 50013.
    pub fn mute_channel_quietly(&self, channel: u64) {
        lock(&self.inner.muted_quietly).push(channel);
    }

    /// Deletes `channel`, as a server admin can: posting there is refused
    /// with 404, 10003 (Unknown Channel).
    pub fn delete_channel(&self, channel: u64) {
        lock(&self.inner.deleted).push(channel);
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
        let shards = &self.inner.shards;
        poll(within, Duration::from_millis(20), || async move {
            lock(shards)
                .get(&shard)
                .is_some_and(|g| !g.is_closed())
                .then_some(())
                .ok_or(())
        })
        .await
        .is_ok()
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
            user_install: false,
            place: Place::Server,
            thread_of: None,
            locale: "en-GB".to_string(),
            guild_locale: "en-GB".to_string(),
        }
    }

    /// A person in group DM `channel`, where only users installed the app:
    /// the bot may only answer there (a post is refused with 50001).
    pub fn in_group_dm(&self, id: u64, name: &str, channel: u64) -> Person {
        lock(&self.inner.hidden).push(channel);
        Person {
            place: Place::GroupDm,
            user_install: true,
            guild: 0,
            ..self.person(id, name, channel)
        }
    }

    /// A person in `channel` of a server that never invited the bot, who
    /// installed it themselves: the bot may only answer there.
    pub fn in_server_without_bot(&self, id: u64, name: &str, channel: u64) -> Person {
        lock(&self.inner.hidden).push(channel);
        Person {
            user_install: true,
            ..self.person(id, name, channel)
        }
    }

    /// A person in their DM with the bot, having installed it themselves.
    pub fn in_bot_dm(&self, id: u64, name: &str) -> Person {
        Person {
            place: Place::BotDm,
            user_install: true,
            guild: 0,
            ..self.person(id, name, dm_channel(id))
        }
    }

    /// The bot's DM channels opened so far, by the user they are with.
    pub fn dms_opened(&self) -> Vec<u64> {
        lock(&self.inner.dms).clone()
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
