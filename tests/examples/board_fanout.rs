//! The Activity's boards under load, measured from outside: GAMES games
//! (three boards each, its two players and a spectator, every one signed
//! in through the OAuth2 code as a page is), a move typed in one game after
//! another, and the time from the move's command to each of its three
//! boards holding the new position. Prints the p50 and p99 of those times,
//! the bot's memory for each open board, and the client's size gzipped.
//!
//! ```sh
//! cargo run --release -p zertz-e2e --example board_fanout -- [GAMES] [MOVES]
//! ```
//! (defaults: 100 games, so 300 boards, and 400 moves). Port 3333 must be
//! free (the fake's parent page hands out the codes there).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write as _;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;
use zertz_e2e::activity::{sign_in, CLIENT_SECRET};
use zertz_e2e::bot::{answer, free_address, http_get, launch, ready, real_game, start_game, str_opt, Launch};
use zertz_e2e::FakeDiscord;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("a number")).collect();
    let (games, moves) = (
        args.first().copied().unwrap_or(100),
        args.get(1).copied().unwrap_or(400),
    );
    let discord = FakeDiscord::start().await.unwrap();
    discord.serve_parent().await.expect("port 3333 is free");
    let dir = tempfile::tempdir().unwrap();
    let http = free_address();
    let mark = discord.mark();
    let bot = launch(
        &discord,
        dir.path().join("zertz.db"),
        &Launch {
            http: Some(http),
            client_secret: Some(CLIENT_SECRET),
            ..Launch::default()
        },
    );
    ready(&discord, mark).await;
    let pid = bot.0.id();

    // The games, each with its instance and its three people.
    let record = real_game("standard", 0);
    let mut tables = Vec::new();
    for g in 0..games as u64 {
        let channel = 10_000 + g;
        let ids = [100_000 + 3 * g, 100_001 + 3 * g, 100_002 + 3 * g];
        let a = discord.person(ids[0], &format!("a{g}"), channel);
        let b = discord.person(ids[1], &format!("b{g}"), channel);
        start_game(&discord, &a, &b, "standard").await;
        let instance = format!("i-{g}");
        discord.instance(&instance, channel, Some(zertz_e2e::GUILD), &ids);
        tables.push((a, b, instance, ids));
    }
    // Everyone signs in first, so that what the boards take is counted apart.
    let mut sessions = Vec::new();
    for (g, (_, _, instance, ids)) in tables.iter().enumerate() {
        for &user in ids {
            let session = sign_in(http, user, instance).await.expect("signed in");
            sessions.push((g, session));
        }
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let rss_before = rss_kb(pid);
    let mut boards: Vec<(usize, Socket)> = Vec::new();
    for (g, session) in sessions {
        let url = format!("ws://{http}/api/live?session={session}");
        let (mut socket, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
        let watch = json!({"t": "watch", "game": g + 1, "at": null}).to_string();
        socket.send(Message::Text(watch.into())).await.unwrap();
        let first = next_view(&mut socket).await;
        assert_eq!(first["ply"], 0, "{first}");
        boards.push((g, socket));
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let rss_after = rss_kb(pid);
    let per_board = (rss_after.saturating_sub(rss_before)) as f64 / boards.len() as f64;

    // Each board's reader notes when each ply reached it.
    let (seen_tx, mut seen) = tokio::sync::mpsc::unbounded_channel::<(usize, u64, Instant)>();
    for (g, mut socket) in boards {
        let tx = seen_tx.clone();
        tokio::spawn(async move {
            while let Some(Ok(Message::Text(text))) = socket.next().await {
                let v: Value = serde_json::from_str(text.as_str()).unwrap_or(Value::Null);
                if v["t"] == "view" {
                    let _ = tx.send((g, v["ply"].as_u64().unwrap_or(0), Instant::now()));
                }
            }
        });
    }
    let mut times = Vec::new();
    let mut plies = vec![0usize; games];
    for i in 0..moves {
        let g = i % games;
        let ply = plies[g];
        let Some(notation) = record.moves.get(ply) else { break };
        let (a, b, _, _) = &tables[g];
        let mover = if ply % 2 == 0 { a } else { b };
        let sent_at = Instant::now();
        let sent = mover.slash("zertz move", &[("notation", str_opt(notation))]);
        answer(&discord, &sent).await;
        plies[g] += 1;
        let mut reached = 0;
        while reached < 3 {
            let (game, at_ply, when) = tokio::time::timeout(Duration::from_secs(10), seen.recv())
                .await
                .unwrap()
                .unwrap();
            if game == g && at_ply == plies[g] as u64 {
                times.push(when.duration_since(sent_at));
                reached += 1;
            }
        }
        print!("\r{} moves", i + 1);
        let _ = std::io::stdout().flush();
    }
    println!();
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} boards, {} moves: a move on all three of its boards, from its command: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        games * 3,
        times.len() / 3,
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3)
    );
    println!(
        "the bot's memory: {rss_before} KB with everyone signed in, {rss_after} KB with {} boards open: {per_board:.1} KB a board",
        games * 3
    );
    let (_, page) = http_get(&format!("http://{http}/")).await.expect("the page");
    let mut gz_total = 0;
    for asset in page.split('"').filter(|p| p.starts_with("./assets/")) {
        let (_, text) = http_get(&format!("http://{http}/{}", &asset[2..]))
            .await
            .expect("the asset");
        let gz = gzipped(text.as_bytes());
        println!("{asset}: {} bytes, {gz} gzipped", text.len());
        gz_total += gz;
    }
    println!("the client's JavaScript and CSS: {gz_total} bytes gzipped");
}

/// The next board the socket receives.
async fn next_view(socket: &mut Socket) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        let v: Value = serde_json::from_str(frame.to_text().unwrap()).unwrap();
        if v["t"] == "view" {
            return v;
        }
    }
}

/// The process's resident memory, in KB.
fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// `bytes`' size gzipped at the best level, as `gzip -9` writes it.
fn gzipped(bytes: &[u8]) -> usize {
    let mut child = std::process::Command::new("gzip")
        .arg("-9c")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    child.wait_with_output().unwrap().stdout.len()
}
