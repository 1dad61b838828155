//! The operator's figures: counted where things happen, shown by the
//! console's `metrics` as a scrape shows them, and served by a listener
//! that answers its three paths and nothing else.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use zertz_bot::app::Core;
use zertz_bot::local::Console;
use zertz_bot::metrics::listener;
use zertz_data::AsyncStore;
use zertz_e2e::bot::sample;

/// One test in this file counts interactions: the figures are the
/// process's, so it is alone in its process to count them exactly.
#[tokio::test]
async fn the_console_shows_the_figures_of_what_it_did() {
    let dir = tempfile::tempdir().unwrap();
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let mut console = Console::new(core, dir.path().join("boards"));
    let input = "alice challenge bot level=easy first=me variant=blitz\nalice move Wd4,a1\n\
                 bob resign\nbob takeback\nmetrics\n";
    let mut out = Vec::new();
    console.run(input.as_bytes(), &mut out).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    let text = out.split("# HELP").skip(1).collect::<Vec<_>>().join("# HELP");
    let expect = [
        // The challenge and the move; then a resignation and a takeback
        // without a game, both refused.
        ("zertz_interactions_total{kind=\"command\",outcome=\"answered\"}", 2.0),
        ("zertz_interactions_total{kind=\"command\",outcome=\"refused\"}", 2.0),
        ("zertz_moves_total{by=\"player\"}", 1.0),
        ("zertz_moves_total{by=\"computer\"}", 1.0),
        ("zertz_games_started_total", 1.0),
        ("zertz_games_finished_total", 0.0),
        ("zertz_games_active", 1.0),
        ("zertz_work_seconds_count{work=\"search\"}", 1.0),
        ("zertz_work_waiting{work=\"search\"}", 0.0),
        ("zertz_work_running{work=\"search\"}", 0.0),
    ];
    for (name, value) in expect {
        assert_eq!(sample(&text, name), Some(value), "{name} in:\n{text}");
    }
    // The console shows each board as it is owed: none waits.
    assert_eq!(sample(&text, "zertz_outbox_waiting_messages"), Some(0.0), "{text}");
    let writes = sample(&text, "zertz_db_call_seconds_count{engine=\"sqlite\",access=\"write\"}").unwrap();
    assert!(writes >= 4.0, "every change is a write: {writes}");
    #[cfg(target_os = "linux")]
    assert!(sample(&text, "process_open_fds").is_some_and(|n| n > 0.0), "{text}");
    assert!(text.trim_end().ends_with("# EOF"), "OpenMetrics ends so: {text}");
}

/// What the listener at `addr` answers to `request`, whole.
async fn ask(addr: std::net::SocketAddr, request: &str) -> String {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    match tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut answer)).await {
        Ok(Ok(_)) => String::from_utf8_lossy(&answer).into_owned(),
        // Closed with the request unread: nothing was answered.
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::ConnectionReset => String::new(),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn the_listener_answers_its_three_paths_and_nothing_else() {
    let l = listener::bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let addr = l.local_addr().unwrap();
    tokio::spawn(listener::serve(l, Duration::from_secs(60), None));
    let get = |path: &str| format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    let health = ask(addr, &get("/healthz")).await;
    assert!(
        health.starts_with("HTTP/1.1 200 OK") && health.ends_with("ok\n"),
        "{health}"
    );
    // No gateway here: not ready, and why.
    let ready = ask(addr, &get("/readyz")).await;
    assert!(ready.starts_with("HTTP/1.1 503"), "{ready}");
    assert!(
        ready.ends_with("not ready: no gateway shard has connected yet\n"),
        "{ready}"
    );
    let metrics = ask(addr, &get("/metrics")).await;
    assert!(metrics.starts_with("HTTP/1.1 200 OK"), "{metrics}");
    assert!(
        metrics.contains("content-type: application/openmetrics-text"),
        "{metrics}"
    );
    assert!(metrics.contains("# TYPE zertz_games_started counter"), "{metrics}");
    for path in ["/", "/metrics/", "/admin", "/healthz?x=1/../x"] {
        let other = ask(addr, &get(path)).await;
        let found = path.starts_with("/healthz");
        assert_eq!(other.starts_with("HTTP/1.1 200"), found, "{path}: {other}");
        assert_eq!(other.starts_with("HTTP/1.1 404"), !found, "{path}: {other}");
    }
    // A body is never read: the answer comes without it.
    let post = ask(
        addr,
        "POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert!(post.starts_with("HTTP/1.1 405"), "{post}");
    // A head larger than the listener takes is refused, not stored.
    let huge = format!(
        "GET /metrics HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
        "a".repeat(64 * 1024)
    );
    let refused = ask(addr, &huge).await;
    assert!(refused.is_empty() || refused.starts_with("HTTP/1.1 431"), "{refused}");
}

#[tokio::test]
async fn idle_clients_cannot_hold_the_listener() {
    let l = listener::bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let addr = l.local_addr().unwrap();
    tokio::spawn(listener::serve(l, Duration::from_secs(60), None));
    // Connections that never speak take every place...
    let mut idle = Vec::new();
    for _ in 0..listener::MAX_CONNECTIONS {
        idle.push(TcpStream::connect(addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // ...so one more is closed unanswered, at once.
    let turned_away = ask(addr, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").await;
    assert_eq!(turned_away, "");
    // The idle ones are closed once the head's time is up; then it answers.
    tokio::time::sleep(Duration::from_secs(6)).await;
    let health = ask(addr, "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await;
    assert!(health.starts_with("HTTP/1.1 200 OK"), "{health}");
    drop(idle);
}
