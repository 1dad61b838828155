//! A real Prometheus scrapes the bot while people play through the fake
//! Discord: it counts the interactions the test made, their answers' time,
//! the outbox held back and let go; the README's alert rules load, pass
//! `promtool`, and the given-up one fires when a message is refused.
//!
//! Run by `tests/bin/with-prometheus`, which names the tools in
//! `ZERTZ_TEST_PROMETHEUS` and `ZERTZ_TEST_PROMTOOL` (and installs them
//! where it can): `cargo test -p zertz-e2e --test prometheus -- --ignored`.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use zertz_e2e::bot::{answer, free_address, launch, play_moves, ready, real_game, start_game, str_opt, Launch};
use zertz_e2e::{poll, FakeDiscord, Fault};

const WAIT: Duration = Duration::from_secs(60);

/// The README's alert rules, as written there.
fn readme_rules() -> String {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md")).unwrap();
    let after = readme
        .split("### Alert rules")
        .nth(1)
        .expect("the README's alert rules");
    let block = after.split("```yaml\n").nth(1).unwrap();
    block.split("```").next().unwrap().to_string()
}

fn tool(var: &str) -> PathBuf {
    PathBuf::from(std::env::var(var).unwrap_or_else(|_| panic!("{var}: run this through tests/bin/with-prometheus")))
}

/// Runs `promtool` with `args` in `dir`; its output, after checking it
/// succeeded.
fn promtool(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(tool("ZERTZ_TEST_PROMTOOL"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "promtool {args:?}:\n{text}");
    text
}

/// A Prometheus server, stopped when dropped.
struct Prometheus {
    child: Child,
    url: String,
}

impl Drop for Prometheus {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Prometheus {
    /// Starts one in `dir` that scrapes `target` every second and
    /// evaluates the rules in `dir/alerts.yml` every second.
    async fn start(dir: &Path, target: std::net::SocketAddr) -> Prometheus {
        let config = format!(
            "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files: [alerts.yml]\n\
             scrape_configs:\n  - job_name: zertz\n    static_configs:\n      - targets: [\"{target}\"]\n"
        );
        std::fs::write(dir.join("prometheus.yml"), config).unwrap();
        let listen = free_address();
        let child = Command::new(tool("ZERTZ_TEST_PROMETHEUS"))
            .arg("--config.file=prometheus.yml")
            .arg("--storage.tsdb.path=data")
            .arg(format!("--web.listen-address={listen}"))
            .arg("--log.level=warn")
            .current_dir(dir)
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let p = Prometheus {
            child,
            url: format!("http://{listen}"),
        };
        let ready = &format!("{}/-/ready", p.url);
        poll(WAIT, Duration::from_millis(100), || async move {
            match zertz_e2e::bot::http_get(ready).await {
                Some((200, _)) => Ok(()),
                got => Err(got),
            }
        })
        .await
        .unwrap_or_else(|got| panic!("Prometheus did not become ready: {got:?}"));
        p
    }

    /// Asks the HTTP API at `path` with `query`; its `data`.
    async fn api(&self, path: &str, query: &[(&str, &str)]) -> Value {
        let text = reqwest::Client::new()
            .get(format!("{}{path}", self.url))
            .query(query)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["status"], "success", "{text}");
        v["data"].clone()
    }

    /// The value of the instant `query` (its first series), if any.
    async fn value(&self, query: &str) -> Option<f64> {
        let data = self.api("/api/v1/query", &[("query", query)]).await;
        data["result"][0]["value"][1].as_str()?.parse().ok()
    }

    /// Waits until `query`'s value meets `ok`; that value.
    async fn until(&self, query: &str, ok: impl Fn(f64) -> bool) -> f64 {
        let ok = &ok;
        let found = poll(WAIT, Duration::from_millis(250), || async move {
            let v = self.value(query).await;
            v.filter(|v| ok(*v)).ok_or(v)
        });
        found.await.unwrap_or_else(|v| panic!("{query}: last {v:?}"))
    }

    /// The state of alert `name` (`pending`, `firing`), if it is active.
    async fn alert(&self, name: &str) -> Option<String> {
        let data = self.api("/api/v1/alerts", &[]).await;
        let alerts = data["alerts"].as_array()?;
        let a = alerts.iter().find(|a| a["labels"]["alertname"] == name)?;
        a["state"].as_str().map(str::to_string)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Prometheus: tests/bin/with-prometheus"]
async fn a_real_prometheus_counts_what_people_did_and_alerts() {
    let dir = tempfile::tempdir().unwrap();
    // The README's rules pass promtool's check and its unit tests.
    std::fs::write(dir.path().join("alerts.yml"), readme_rules()).unwrap();
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("prometheus/alerts-test.yml");
    std::fs::copy(tests, dir.path().join("alerts-test.yml")).unwrap();
    let checked = promtool(dir.path(), &["check", "rules", "alerts.yml"]);
    assert!(checked.contains("SUCCESS: 5 rules found"), "{checked}");
    promtool(dir.path(), &["test", "rules", "alerts-test.yml"]);

    let discord = FakeDiscord::start().await.unwrap();
    let http = free_address();
    let how = Launch {
        http: Some(http),
        tick_ms: Some(200),
        ..Launch::default()
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, 0).await;
    let prometheus = Prometheus::start(dir.path(), http).await;
    let rules = prometheus.api("/api/v1/rules", &[]).await;
    assert_eq!(rules["groups"][0]["rules"].as_array().map(Vec::len), Some(5), "{rules}");
    prometheus.until("up{job=\"zertz\"}", |v| v == 1.0).await;

    // A game and four moves: six interactions.
    let (alice, bob) = (discord.person(1, "alice", 20), discord.person(2, "bob", 20));
    start_game(&discord, &alice, &bob, "standard").await;
    let moves: Vec<String> = real_game("standard", 1).moves.iter().map(|m| m.to_string()).collect();
    play_moves(&discord, &alice, &bob, &moves[..4]).await;
    prometheus.until("sum(zertz_interactions_total)", |v| v == 6.0).await;
    let answered = prometheus
        .value("sum(zertz_interactions_total{outcome=\"answered\"})")
        .await;
    assert_eq!(answered, Some(6.0));
    assert_eq!(prometheus.value("sum(zertz_answer_seconds_count)").await, Some(6.0));
    let p99 = prometheus
        .value("histogram_quantile(0.99, sum by (le) (zertz_answer_seconds_bucket))")
        .await
        .unwrap();
    assert!(p99 > 0.0 && p99 <= 2.5, "p99 {p99} s");
    assert_eq!(prometheus.value("zertz_moves_total{by=\"player\"}").await, Some(4.0));
    prometheus.until("zertz_games_active", |v| v == 1.0).await;

    // The outbox held back: the answer in place fails and the channel
    // refuses three posts; the board waits, then goes after the retries.
    discord.fail(Fault::new("POST", "/callback", 500, 1));
    discord.fail(Fault::new("POST", "/channels/20/messages", 500, 3));
    let held = alice.slash("zertz move", &[("notation", str_opt(&moves[4]))]);
    answer(&discord, &held).await;
    prometheus.until("zertz_outbox_waiting_messages", |v| v == 1.0).await;
    prometheus.until("zertz_outbox_oldest_age_seconds", |v| v > 0.0).await;
    let posted = discord.wait_for(0, WAIT, |r| r.path == "/channels/20/messages" && r.ok());
    assert!(posted.await.is_some(), "the board went out after its retries");
    prometheus.until("zertz_outbox_waiting_messages", |v| v == 0.0).await;
    assert_eq!(
        prometheus.value("zertz_deliveries_total{result=\"retried\"}").await,
        Some(3.0)
    );
    assert_eq!(prometheus.alert("ZertzDeliveriesGivenUp").await, None);

    // A message Discord refuses is given up on: the alert fires.
    discord.fail(Fault::new("POST", "/callback", 500, 1));
    discord.fail(Fault::new("POST", "/channels/20/messages", 400, 1));
    answer(&discord, &bob.slash("zertz move", &[("notation", str_opt(&moves[5]))])).await;
    prometheus
        .until("zertz_deliveries_total{result=\"given_up\",reason=\"refused\"}", |v| {
            v == 1.0
        })
        .await;
    let alerts = &prometheus;
    poll(WAIT, Duration::from_millis(250), || async move {
        let state = alerts.alert("ZertzDeliveriesGivenUp").await;
        (state.as_deref() == Some("firing")).then_some(()).ok_or(state)
    })
    .await
    .unwrap_or_else(|state| panic!("the alert did not fire: {state:?}"));
    for quiet in [
        "ZertzOutboxBehind",
        "ZertzGatewayDown",
        "ZertzSlowAnswers",
        "ZertzNoTick",
    ] {
        assert_eq!(prometheus.alert(quiet).await, None, "{quiet}");
    }
    assert_eq!(prometheus.value("sum(zertz_interactions_total)").await, Some(8.0));
    discord.assert_no_violations();
}
