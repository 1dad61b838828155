//! What the person who runs the bot sees: `/readyz` following the gateway,
//! `/metrics` counting what people did, and JSON logs whose lines carry
//! the interaction's or the outbox message's id.
#![allow(clippy::unwrap_used)]

use std::future::Future;
use std::time::Duration;

use serde_json::Value;
use zertz_e2e::bot::{answer, free_address, http_get, launch, ready, real_game, sample, start_game, str_opt, Launch};
use zertz_e2e::{poll, FakeDiscord, Fault};

const WAIT: Duration = Duration::from_secs(30);

/// Asks `check` every 50 ms until it answers `Ok`; that answer then. The
/// test fails with `check`'s last reason once `WAIT` has passed.
async fn until<T, F: Future<Output = Result<T, String>>>(check: impl FnMut() -> F) -> T {
    let found = poll(WAIT, Duration::from_millis(50), check).await;
    found.unwrap_or_else(|why| panic!("{why}"))
}

/// Waits until `url` answers with `status`; its body then.
async fn until_status(url: &str, status: u16) -> String {
    until(|| async move {
        match http_get(url).await {
            Some((s, body)) if s == status => Ok(body),
            got => Err(format!("{url} never answered {status}; last: {got:?}")),
        }
    })
    .await
}

/// Waits until `wrong` finds nothing wrong with what `/metrics` at `base`
/// serves; its text then. The bot counts some things a moment after the
/// fake Discord has shown them to the test: an answer once Discord has
/// confirmed it, a reconnection once the session's event arrives.
async fn until_metrics(base: &str, wrong: impl Fn(&str) -> Option<String>) -> String {
    let (url, wrong) = (&format!("{base}/metrics"), &wrong);
    until(|| async move {
        let text = http_get(url).await.unwrap().1;
        match wrong(&text) {
            None => Ok(text),
            Some(why) => Err(format!("{why} in:\n{text}")),
        }
    })
    .await
}

#[tokio::test]
async fn readyz_follows_the_gateway_and_metrics_count_what_people_did() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let http = free_address();
    let how = Launch {
        http: Some(http),
        tick_ms: Some(200),
        ..Launch::default()
    };
    discord.set_heartbeat(1_000);
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    let base = format!("http://{http}");
    assert_eq!(until_status(&format!("{base}/healthz"), 200).await, "ok\n");
    ready(&discord, 0).await;
    assert_eq!(until_status(&format!("{base}/readyz"), 200).await, "ready\n");

    // Two people play four moves: six interactions, all answered.
    let (alice, bob) = (discord.person(1, "alice", 20), discord.person(2, "bob", 20));
    start_game(&discord, &alice, &bob, "standard").await;
    let moves: Vec<String> = real_game("standard", 0)
        .moves
        .iter()
        .take(4)
        .map(|m| m.to_string())
        .collect();
    zertz_e2e::bot::play_moves(&discord, &alice, &bob, &moves).await;
    // And a move out of turn, refused.
    let early = answer(
        &discord,
        &alice.slash("zertz move", &[("notation", str_opt(&moves[0]))]),
    )
    .await;
    assert!(early.private(), "{}", early.content());
    let expect = [
        ("zertz_interactions_total{kind=\"command\",outcome=\"answered\"}", 5.0),
        ("zertz_interactions_total{kind=\"button\",outcome=\"answered\"}", 1.0),
        ("zertz_interactions_total{kind=\"command\",outcome=\"refused\"}", 1.0),
        ("zertz_answer_seconds_count{kind=\"command\"}", 6.0),
        ("zertz_answer_seconds_count{kind=\"button\"}", 1.0),
        ("zertz_moves_total{by=\"player\"}", 4.0),
        ("zertz_games_started_total", 1.0),
        ("zertz_gateway_connects_total{shard=\"0\"}", 1.0),
        ("zertz_gateway_connected{shard=\"0\"}", 1.0),
    ];
    let text = until_metrics(&base, |text| {
        let wrong = expect.iter().find(|&&(name, value)| sample(text, name) != Some(value));
        wrong.map(|(name, _)| name.to_string())
    })
    .await;
    assert_eq!(sample(&text, "zertz_tick_held"), Some(1.0), "one process: it ticks");

    // Discord drops the gateway and refuses it for a while: not ready,
    // and why; ready again once it is back.
    discord.fail(Fault::new("GET", "/gateway", 503, usize::MAX));
    assert!(discord.drop_gateway());
    let why = until_status(&format!("{base}/readyz"), 503).await;
    assert_eq!(why, "not ready: gateway shard 0 not connected\n");
    assert_eq!(
        until_status(&format!("{base}/healthz"), 200).await,
        "ok\n",
        "alive all the same"
    );
    discord.heal();
    assert_eq!(until_status(&format!("{base}/readyz"), 200).await, "ready\n");
    until_metrics(&base, |text| {
        let back = sample(text, "zertz_gateway_resumes_total{shard=\"0\"}").unwrap_or(0.0)
            + sample(text, "zertz_gateway_connects_total{shard=\"0\"}").unwrap_or(0.0);
        (back < 2.0).then(|| "connected again, resumed or anew".to_string())
    })
    .await;
}

#[tokio::test]
async fn json_logs_carry_the_interaction_and_the_outbox_message() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let how = Launch {
        log_json: true,
        ..Launch::logging_to(&log)
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, 0).await;
    let (alice, bob) = (discord.person(1, "alice", 20), discord.person(2, "bob", 20));
    // A forged interaction is dropped, with a warning in its span.
    let forged = alice.forged("zertz help", "a/b");
    // An answer in place that fails goes through the outbox.
    discord.fail(Fault::new("POST", "/callback", 500, 1));
    alice.slash(
        "zertz challenge",
        &[("opponent", bob.as_opt()), ("first", str_opt("me"))],
    );
    let posted = discord.wait_for(0, WAIT, |r| {
        r.method == "POST" && r.path == "/channels/20/messages" && r.ok()
    });
    assert!(posted.await.is_some(), "the challenge went through the outbox");
    let lines = |text: &str| -> Vec<Value> {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
            .collect()
    };
    let (log, lines) = (&log, &lines);
    let (dropped, delivered) = until(|| async move {
        let all = lines(&std::fs::read_to_string(log).unwrap());
        let said = |what: &str| all.iter().find(|l| l["fields"]["message"] == what).cloned();
        match (
            said("dropped an interaction whose token cannot be answered"),
            said("delivered"),
        ) {
            (Some(d), Some(s)) => Ok((d, s)),
            _ => Err(format!("lines missing:\n{all:#?}")),
        }
    })
    .await;
    assert_eq!(dropped["level"], "WARN");
    assert_eq!(dropped["span"]["name"], "interaction");
    assert_eq!(dropped["span"]["id"], forged.id.to_string());
    assert_eq!(delivered["span"]["name"], "outbox");
    assert!(delivered["span"]["id"].as_u64().is_some_and(|id| id > 0), "{delivered}");
    assert!(delivered["timestamp"].is_string());
}
