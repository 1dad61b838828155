//! The fake Discord refuses what Discord refuses: requests against its
//! OpenAPI spec or its documented limits, without its User-Agent, a second
//! answer, a late one, a follow-up before the answer or after the token's
//! life, a sixth follow-up where only the user installed the app, and
//! posts where the bot cannot see or write. Each check is shown to fail.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use zertz_e2e::{FakeDiscord, APP_ID, GUILD, TOKEN, TOKEN_LIFETIME};

const UA: &str = "DiscordBot (https://example.org/zertz, 1.0)";

/// A client that signs its requests as the bot does.
struct Client {
    http: reqwest::Client,
    url: String,
}

impl Client {
    fn new(discord: &FakeDiscord) -> Client {
        discord.tolerate_violations();
        Client {
            http: reqwest::Client::builder().user_agent(UA).build().unwrap(),
            url: format!("{}/api/v10", discord.url),
        }
    }

    /// Sends `body` as JSON; returns the status and Discord's answer.
    async fn send(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.url))
            .header("Authorization", format!("Bot {TOKEN}"));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn code(&self, method: &str, path: &str, body: Option<Value>) -> (u16, u64) {
        let (status, answer) = self.send(method, path, body).await;
        (status, answer["code"].as_u64().unwrap_or(0))
    }
}

/// The first error code Discord gives at `path` of its `errors` object.
fn error_at(answer: &Value, path: &[&str]) -> String {
    let mut node = &answer["errors"];
    for p in path {
        node = &node[*p];
    }
    node["_errors"][0]["code"].as_str().unwrap_or("none").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_part_the_payload_does_not_list_is_refused_as_discord_does() {
    let discord = FakeDiscord::start().await.unwrap();
    let client = Client::new(&discord).http;
    let send = |listed: Value| {
        let payload = json!({"content": "a board", "attachments": listed}).to_string();
        let form = Form::new()
            .text("payload_json", payload)
            .part("files[0]", Part::bytes(vec![1, 2, 3]).file_name("board.png"));
        client
            .post(format!("{}/api/v10/channels/5/messages", discord.url))
            .header("Authorization", format!("Bot {TOKEN}"))
            .multipart(form)
            .send()
    };
    let status = |listed: Value| async { send(listed).await.unwrap().status().as_u16() };
    assert_eq!(status(json!([{"id": 0, "filename": "board.png"}])).await, 200);
    assert_eq!(
        status(json!([{"id": "0", "filename": "board.png"}])).await,
        200,
        "ids may be strings"
    );
    assert_eq!(
        status(json!([{"id": 1, "filename": "board.png"}])).await,
        400,
        "another id"
    );
    assert_eq!(
        status(json!([{"id": 0, "filename": "other.png"}])).await,
        400,
        "another name"
    );
    assert_eq!(status(json!([])).await, 400, "not listed");
    // Without the bot's token, Discord answers 401 before it reads the body.
    let form = Form::new().text("payload_json", "not json");
    let unsigned = client
        .post(format!("{}/api/v10/channels/5/messages", discord.url))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(unsigned.status().as_u16(), 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_are_held_to_the_spec_and_the_documented_limits() {
    let discord = FakeDiscord::start().await.unwrap();
    let c = Client::new(&discord);
    let post = "/channels/5/messages";
    assert_eq!(c.code("POST", post, Some(json!({"content": "fine"}))).await, (200, 0));
    // The spec's schema: a field of the wrong type, a text too long.
    let (status, answer) = c.send("POST", post, Some(json!({"content": "x", "tts": "yes"}))).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(50_035)));
    assert_eq!(error_at(&answer, &["tts"]), "BASE_TYPE_BAD_TYPE", "{answer}");
    let (_, answer) = c.send("POST", post, Some(json!({"content": "x".repeat(2_001)}))).await;
    assert_eq!(error_at(&answer, &["content"]), "BASE_TYPE_MAX_LENGTH", "{answer}");
    // The docs' limits: an empty message, a long embed title, six rows,
    // a custom id used twice.
    let (_, answer) = c.send("POST", post, Some(json!({"content": ""}))).await;
    assert_eq!(answer["code"], 50_035);
    let (_, answer) = c
        .send("POST", post, Some(json!({"embeds": [{"title": "t".repeat(257)}]})))
        .await;
    assert_eq!(
        error_at(&answer, &["embeds", "0", "title"]),
        "BASE_TYPE_MAX_LENGTH",
        "{answer}"
    );
    let button = |id: &str| json!({"type": 2, "style": 1, "label": "Go", "custom_id": id});
    let rows: Vec<Value> = (0..6)
        .map(|i| json!({"type": 1, "components": [button(&format!("b{i}"))]}))
        .collect();
    let (status, answer) = c
        .send("POST", post, Some(json!({"content": "x", "components": rows})))
        .await;
    assert_eq!(status, 400, "{answer}");
    let twice = json!([{"type": 1, "components": [button("same"), button("same")]}]);
    let (_, answer) = c
        .send("POST", post, Some(json!({"content": "x", "components": twice})))
        .await;
    assert_eq!(
        error_at(&answer, &["components", "0", "components", "1", "custom_id"]),
        "COMPONENT_CUSTOM_ID_DUPLICATED",
        "{answer}"
    );
    // A select menu: a row of its own, its options' labels at most 100.
    let option = |label: String| json!({"label": label, "value": "v"});
    let select = json!([{"type": 1, "components": [
        {"type": 3, "custom_id": "m", "options": [option("a1".into()), option("x".repeat(101))]}
    ]}]);
    let (_, answer) = c
        .send("POST", post, Some(json!({"content": "x", "components": select})))
        .await;
    assert_eq!(
        error_at(
            &answer,
            &["components", "0", "components", "0", "options", "1", "label"]
        ),
        "BASE_TYPE_MAX_LENGTH",
        "{answer}"
    );
    let beside = json!([{"type": 1, "components": [
        {"type": 3, "custom_id": "m", "options": [option("a1".into())]}, button("b")
    ]}]);
    let (status, answer) = c
        .send("POST", post, Some(json!({"content": "x", "components": beside})))
        .await;
    assert_eq!(status, 400, "a select shares its row with nothing: {answer}");
    // Parameters: a channel id that is no snowflake, a query the route
    // does not take; a route Discord does not have.
    assert_eq!(
        c.code("POST", "/channels/abc/messages", Some(json!({"content": "x"})))
            .await,
        (400, 50_035)
    );
    let (status, _) = c
        .code(
            "POST",
            "/interactions/1/tok/callback?with_responses=true",
            Some(json!({"type": 6})),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(
        c.code("POST", "/interactions/1//callback", Some(json!({"type": 6})))
            .await
            .0,
        404
    );
    // A body that is not JSON at all.
    let broken = c
        .http
        .post(format!("{}{post}", c.url))
        .header("Authorization", format!("Bot {TOKEN}"))
        .header("Content-Type", "application/json")
        .body("{ not json")
        .send()
        .await
        .unwrap();
    assert_eq!(broken.status().as_u16(), 400);
    let answer: Value = broken.json().await.unwrap();
    assert_eq!(answer["code"], 50_109);
    // Every refusal above is a violation a test would fail on.
    assert!(discord.violations().len() >= 10, "{:?}", discord.violations());
    assert!(
        discord.violations().iter().any(|v| v.contains("tts")),
        "{:?}",
        discord.violations()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_without_discords_user_agent_is_refused() {
    let discord = FakeDiscord::start().await.unwrap();
    discord.tolerate_violations();
    let bare = reqwest::Client::new();
    let send = |ua: Option<&'static str>| {
        let mut r = bare
            .post(format!("{}/api/v10/channels/5/messages", discord.url))
            .header("Authorization", format!("Bot {TOKEN}"))
            .json(&json!({"content": "x"}));
        if let Some(ua) = ua {
            r = r.header("User-Agent", ua);
        }
        r.send()
    };
    let status = |r: reqwest::Response| r.status().as_u16();
    assert_eq!(status(send(None).await.unwrap()), 403);
    assert_eq!(status(send(Some("reqwest/0.12")).await.unwrap()), 403);
    assert_eq!(status(send(Some(UA)).await.unwrap()), 200);
    assert!(discord.violations()[0].contains("40333"), "{:?}", discord.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_held_to_discords_limits() {
    let discord = FakeDiscord::start().await.unwrap();
    let c = Client::new(&discord);
    let global = format!("/applications/{APP_ID}/commands");
    let sub = |n: usize| json!({"type": 1, "name": format!("s{n}"), "description": "d"});
    let command = |subs: usize| json!({"name": "zertz", "description": "Play", "options": (0..subs).map(sub).collect::<Vec<_>>()});
    assert_eq!(c.code("PUT", &global, Some(json!([command(25)]))).await.0, 200);
    assert_eq!(c.code("PUT", &global, Some(json!([command(26)]))).await, (400, 50_035));
    // What the bot's own tests ask: a fifth of each limit to spare.
    assert_eq!(
        zertz_e2e::limits::short_of_a_fifth(&json!([command(20)])),
        Vec::<String>::new()
    );
    assert_eq!(
        zertz_e2e::limits::short_of_a_fifth(&json!([command(21)])),
        ["/zertz: 21 options"]
    );
    let upper = json!([{"name": "Zertz", "description": "Play"}]);
    assert_eq!(c.code("PUT", &global, Some(upper)).await.0, 400, "names are lower case");
    let long = "d".repeat(100);
    let big: Vec<Value> = (0..25)
        .map(|i| {
            let opts: Vec<Value> = (0..4)
                .map(|j| json!({"type": 3, "name": format!("o{j}"), "description": long}))
                .collect();
            json!({"type": 1, "name": format!("s{i}"), "description": long, "options": opts})
        })
        .collect();
    let (status, answer) = c
        .send(
            "PUT",
            &global,
            Some(json!([{"name": "zertz", "description": "Play", "options": big}])),
        )
        .await;
    assert_eq!(status, 400, "over 8,000 characters: {answer}");
    let order = json!([{"name": "zertz", "description": "Play", "options": [
        {"type": 3, "name": "a", "description": "d"},
        {"type": 3, "name": "b", "description": "d", "required": true}
    ]}]);
    assert_eq!(
        c.code("PUT", &global, Some(order)).await.0,
        400,
        "required after optional"
    );
    let many: Vec<Value> = (0..101)
        .map(|i| json!({"name": format!("c{i}"), "description": "d"}))
        .collect();
    assert_eq!(c.code("PUT", &global, Some(Value::Array(many.clone()))).await.0, 400);
    let in_guild = format!("/applications/{APP_ID}/guilds/{GUILD}/commands");
    assert_eq!(
        c.code("PUT", &in_guild, Some(Value::Array(many))).await.0,
        200,
        "the 100 are global"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_is_answered_once_in_time_and_followed_up_while_its_token_lives() {
    let discord = FakeDiscord::start().await.unwrap();
    let c = Client::new(&discord);
    let alice = discord.person(1, "alice", 5);
    let sent = alice.raw(2, json!({"id": "1", "name": "zertz", "type": 1}));
    let callback = format!("/interactions/{}/{}/callback", sent.id, sent.token);
    let followup = format!("/webhooks/{APP_ID}/{}", sent.token);
    let original = format!("{followup}/messages/@original");
    let message = json!({"content": "hello"});
    assert_eq!(
        c.code("POST", &followup, Some(message.clone())).await,
        (404, 10_015),
        "before the answer"
    );
    assert_eq!(c.code("PATCH", &original, Some(message.clone())).await, (404, 10_015));
    let answer = json!({"type": 4, "data": {"content": "hi"}});
    assert_eq!(c.code("POST", &callback, Some(answer.clone())).await.0, 204);
    assert_eq!(
        c.code("POST", &callback, Some(answer.clone())).await,
        (400, 40_060),
        "twice"
    );
    assert_eq!(c.code("POST", &followup, Some(message.clone())).await.0, 200);
    assert_eq!(c.code("PATCH", &original, Some(message.clone())).await.0, 200);
    // Late: the fake's clock moves past the 3 s.
    let late = alice.raw(2, json!({"id": "1", "name": "zertz", "type": 1}));
    discord.advance_clock(Duration::from_secs(4));
    let late_callback = format!("/interactions/{}/{}/callback", late.id, late.token);
    assert_eq!(
        c.code("POST", &late_callback, Some(answer.clone())).await,
        (404, 10_062)
    );
    // The first token's life ends after 15 minutes.
    discord.advance_clock(TOKEN_LIFETIME);
    assert_eq!(c.code("POST", &followup, Some(message.clone())).await, (401, 50_027));
    assert_eq!(c.code("PATCH", &original, Some(message)).await, (401, 50_027));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_five_follow_ups_where_only_the_user_installed_the_app() {
    let discord = FakeDiscord::start().await.unwrap();
    let c = Client::new(&discord);
    let follow = |sent: &zertz_e2e::Sent| format!("/webhooks/{APP_ID}/{}", sent.token);
    let answer = json!({"type": 5});
    for (person, allowed) in [
        (discord.person(1, "alice", 5).user_installed(), 5),
        (discord.person(2, "bob", 5), 8),
    ] {
        let sent = person.raw(2, json!({"id": "1", "name": "zertz", "type": 1}));
        let callback = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        assert_eq!(c.code("POST", &callback, Some(answer.clone())).await.0, 204);
        for n in 0..allowed {
            let (status, _) = c
                .code("POST", &follow(&sent), Some(json!({"content": format!("{n}")})))
                .await;
            assert_eq!(status, 200, "follow-up {n} of {}", person.name);
        }
        let more = c.code("POST", &follow(&sent), Some(json!({"content": "more"}))).await;
        if person.user_install {
            assert_eq!(more, (400, 40_094));
        } else {
            assert_eq!(more.0, 200, "a server install has no such limit");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channels_the_bot_cannot_see_or_write_in_refuse_its_posts() {
    let discord = FakeDiscord::start().await.unwrap();
    let c = Client::new(&discord);
    discord.hide_channel(7);
    discord.mute_channel(8);
    let message = Some(json!({"content": "x"}));
    assert_eq!(
        c.code("POST", "/channels/7/messages", message.clone()).await,
        (403, 50_001)
    );
    assert_eq!(
        c.code("POST", "/channels/8/messages", message.clone()).await,
        (403, 50_013)
    );
    assert_eq!(c.code("POST", "/channels/9/messages", message).await.0, 200);
    assert!(
        discord.violations().is_empty(),
        "lost permissions are no bug: {:?}",
        discord.violations()
    );
}
