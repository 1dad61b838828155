//! What the core tests share: a table of people talking to one core, as
//! Discord would, with a clock and permissions the test controls.
#![allow(dead_code, unused_macros, unused_imports, clippy::unwrap_used)]

use std::sync::Arc;

use zertz_bot::app::clock::now_ms;
use zertz_bot::app::{Action, Core, Options, Reply, Request, Response, Sent, User, Value};
use zertz_data::{AsyncStore, ChannelId, GuildId};
use zertz_rules::Record;

mod alternative;
mod taps;
pub use alternative::good_alternative;
pub use taps::{choice, hidden_answer, shown, Tapped};

/// Asserts `cond` about `reply`, showing its text when it does not hold.
macro_rules! check {
    ($reply:expr, $cond:expr) => {
        assert!($cond, "{}", $reply.text)
    };
}
pub(crate) use check;

/// Asserts that `response` was refused, for a reason of the kind
/// `pattern` (a [`zertz_bot::app::Refusal`]), answered privately; the
/// words are tested once, in every language, by the language tests.
macro_rules! refused {
    ($response:expr, $pattern:pat) => {{
        let r: &zertz_bot::app::Response = &$response;
        match r.refused.as_deref() {
            Some(why) => assert!(
                matches!(why, $pattern),
                "refused for {why:?}, not {}",
                stringify!($pattern)
            ),
            None => panic!("not refused: {:?}", r.reply.as_ref().map(|reply| &reply.text)),
        }
        assert!(
            r.reply.as_ref().is_some_and(|reply| reply.private),
            "a refusal is private"
        );
    }};
}
pub(crate) use refused;

/// The channel the table plays in.
pub const CHANNEL: ChannelId = ChannelId(500);

pub fn user(id: u64, name: &str) -> User {
    User::person(id, name)
}

pub struct Table {
    pub core: Arc<Core>,
    pub now: i64,
    pub channel: ChannelId,
    pub can_attach: bool,
    pub can_embed: bool,
    pub can_manage: bool,
    pub roles: Vec<zertz_data::RoleId>,
}

impl Table {
    pub async fn new() -> Table {
        let store = AsyncStore::open_in_memory().await.unwrap();
        Table {
            core: Core::new(store).unwrap(),
            now: 1_800_000_000_000,
            channel: CHANNEL,
            can_attach: true,
            can_embed: true,
            can_manage: true,
            roles: Vec::new(),
        }
    }

    pub fn request(&self, who: &User, action: Action) -> Request {
        Request {
            user: who.clone(),
            guild: Some(GuildId(42)),
            channel: self.channel,
            can_attach: self.can_attach,
            can_embed: self.can_embed,
            can_post: true,
            can_manage: self.can_manage,
            roles: self.roles.clone(),
            now: self.now,
            interaction: None,
            token: None,
            action,
            progress: Default::default(),
            lang: Default::default(),
            place_lang: Default::default(),
            threads: Default::default(),
            clicked: None,
        }
    }

    pub async fn slash(&self, who: &User, name: &str, options: &[(&str, Value)]) -> Response {
        let options = Options(options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect());
        let action = Action::Command {
            name: name.into(),
            options,
        };
        self.core.handle(self.request(who, action)).await
    }

    pub async fn click(&self, who: &User, id: &str) -> Response {
        self.core
            .handle(self.request(who, Action::Button { id: id.into() }))
            .await
    }

    pub async fn complete(
        &self,
        who: &User,
        command: &str,
        option: &str,
        typed: &str,
        options: &[(&str, Value)],
    ) -> Vec<String> {
        let action = Action::Autocomplete {
            command: command.into(),
            option: option.into(),
            typed: typed.into(),
            options: Options(options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()),
        };
        let r = self.core.handle(self.request(who, action)).await;
        r.choices.unwrap().into_iter().map(|c| c.value).collect()
    }

    pub async fn play(&self, who: &User, notation: &str) -> Reply {
        let r = self.slash(who, "zertz move", &[("notation", text(notation))]).await;
        r.reply.unwrap()
    }

    /// Challenge and accept; `a` moves first. Returns the first board reply.
    /// A table where alice (first) and bob have a game started.
    pub async fn with_game() -> (Table, User, User) {
        let t = Table::new().await;
        let (alice, bob) = (user(1, "alice"), user(2, "bob"));
        t.start(&alice, &bob, &[]).await;
        (t, alice, bob)
    }

    pub async fn start(&self, a: &User, b: &User, extra: &[(&str, Value)]) -> Reply {
        let mut opts = vec![("opponent", Value::User(b.clone())), ("first", text("me"))];
        opts.extend(extra.iter().cloned());
        let made = self.slash(a, "zertz challenge", &opts).await;
        self.shown(&made).await;
        let challenge = made.reply.unwrap();
        assert!(!challenge.private, "{}", challenge.text);
        let accept = button(&challenge, "Accept");
        let r = self.click(b, &accept).await;
        self.shown(&r).await;
        assert!(r.update.is_some(), "the challenge message is updated");
        r.reply.unwrap()
    }

    /// The one active game in the test channel, as stored.
    pub async fn game_here(&self) -> zertz_data::GameMeta {
        let games = self
            .core
            .store()
            .call(|s| s.games().active_games_in_channel(CHANNEL))
            .await
            .unwrap();
        games.into_iter().next().expect("an active game here")
    }

    /// The answer was shown in place, as the edge reports it.
    pub async fn shown(&self, r: &Response) {
        if let (Some(id), Some(reply)) = (r.outbox, &r.reply) {
            self.core
                .outbox()
                .report(id, Sent::delivered(None, reply.shows()), now_ms())
                .await;
        }
    }
}

pub fn text(s: &str) -> Value {
    Value::Text(s.into())
}

pub fn button(reply: &Reply, label: &str) -> String {
    reply
        .buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("no {label} button: {reply:?}"))
        .id
        .to_string()
}

/// How a core text names user `id` (Discord shows `<@id>`).
pub fn at(id: u64) -> String {
    zertz_bot::app::marks::Mark::user(zertz_data::UserId(id))
}

/// An hour in milliseconds.
pub const HOUR: i64 = 3_600_000;

/// Real boardspace records, one a line.
pub const RECORDS: &str = include_str!("../../../rules/tests/data/boardspace-1000.tsv");

/// The words of a reply that must be private.
pub fn private_text(r: Response) -> String {
    let reply = r.reply.unwrap();
    assert!(reply.private, "expected a private reply: {}", reply.text);
    reply.text
}

/// Whether a reply's first file is a PNG.
pub fn is_png(reply: &Reply) -> bool {
    reply
        .attachments
        .first()
        .is_some_and(|a| a.bytes.starts_with(b"\x89PNG"))
}

/// The first finished record of `variant` that the second player won.
pub fn finished_record(variant: &str) -> Record {
    RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.variant.name() == variant && r.result.as_deref() == Some("P1") && r.replay().is_ok())
        .unwrap()
}
