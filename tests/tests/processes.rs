//! Several bot processes on one PostgreSQL database, each running its own
//! shards of the gateway: games in guilds on both, a process killed with
//! SIGKILL and started again, and a rolling restart. Every move and every
//! message must happen exactly once.
//!
//! These need a PostgreSQL server: `tests/bin/with-postgres` starts one
//! and runs them (`cargo test -p zertz-e2e --test processes -- --ignored`);
//! plain `cargo test` lists them as ignored.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::time::Duration;

use zertz_data::{GameId, OutboxCounts, Store};
use zertz_e2e::bot::*;
use zertz_e2e::*;

/// Guilds on shard 0 and shard 1 of 2.
const GUILD_0: u64 = 2 << 22;
const GUILD_1: u64 = 3 << 22;

/// A schema of its own on the test server for one scenario, migrated;
/// returns the URL the bot processes use, and the schema's name.
fn database(scenario: &str) -> (String, String) {
    let url = std::env::var("ZERTZ_TEST_PG").expect("ZERTZ_TEST_PG: run these through tests/bin/with-postgres");
    let schema = format!("{scenario}_{}", std::process::id());
    with_store(&schema, |_| ());
    (format!("{url}&options=-csearch_path%3D{schema}"), schema)
}

/// A fake Discord of two shards, and the database of `scenario` (as
/// [`database`] gives it).
async fn two_shards(scenario: &str) -> (FakeDiscord, String, String) {
    let discord = FakeDiscord::start().await.unwrap();
    discord.set_shards(2);
    let (db, schema) = database(scenario);
    (discord, db, schema)
}

/// Runs `f` on the store the processes share, to check what they wrote,
/// on a thread of its own: the synchronous PostgreSQL client never runs
/// on the async runtime.
fn with_store<T: Send>(schema: &str, f: impl FnOnce(&Store) -> T + Send) -> T {
    std::thread::scope(|scope| {
        scope
            .spawn(|| f(&Store::open_postgres_schema(&std::env::var("ZERTZ_TEST_PG").unwrap(), schema).unwrap()))
            .join()
            .unwrap()
    })
}

/// Where process `name` of `scenario` logs (kept after the test, to read
/// when it fails).
fn log_of(scenario: &str, name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("zertz-{scenario}-{name}-{}.log", std::process::id()))
}

fn on_shards<'a>(shards: &'a str, log: &'a std::path::Path) -> Launch<'a> {
    Launch {
        shards: Some(shards),
        tick_ms: Some(200),
        ..Launch::logging_to(log)
    }
}

/// Alice and Bob in channel `channel` of a guild on shard 0, Carol and
/// Dave in the next channel, of a guild on shard 1.
fn two_pairs(discord: &FakeDiscord, channel: u64) -> [Person; 4] {
    [
        discord.person_in(GUILD_0, 1, "alice", channel),
        discord.person_in(GUILD_0, 2, "bob", channel),
        discord.person_in(GUILD_1, 3, "carol", channel + 1),
        discord.person_in(GUILD_1, 4, "dave", channel + 1),
    ]
}

/// Plays `moves[range]` of a game in which `a` moved first.
async fn play(discord: &FakeDiscord, a: &Person, b: &Person, moves: &[String], range: std::ops::Range<usize>) {
    for i in range {
        let mover = if i % 2 == 0 { a } else { b };
        let sent = mover.slash("zertz move", &[("notation", str_opt(&moves[i]))]);
        // Deferred, a restarted process waits to learn whether the board
        // this move answers was shown, and the board comes in a follow-up.
        let r = board_answering(discord, &sent).await;
        if !r.path.ends_with("/callback") {
            assert!(r.content().contains("<@"), "move {}: {}", i + 1, r.content());
            assert_eq!(r.mentioned_users().len(), 1, "move {}: {}", i + 1, r.content());
            continue;
        }
        assert_eq!(r.kind(), 4, "move {} {}: {:?}", i + 1, moves[i], r.json);
        assert!(!r.private(), "move {} {}: {}", i + 1, moves[i], r.content());
    }
}

/// Every interaction was answered once, and no message was posted twice
/// (the bot's posts carry what they announce, so two equal posts in one
/// channel would be one announcement sent twice).
fn assert_each_once(discord: &FakeDiscord) {
    let mut callbacks: HashMap<String, usize> = HashMap::new();
    let mut posts: HashMap<(String, String), usize> = HashMap::new();
    for r in discord.requests() {
        if r.path.ends_with("/callback") {
            *callbacks.entry(r.path.clone()).or_default() += 1;
        } else if r.method == "POST" && r.path.starts_with("/channels/") {
            *posts.entry((r.path.clone(), r.body())).or_default() += 1;
        }
    }
    let twice: Vec<_> = callbacks.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "answered twice: {twice:?}");
    let twice: Vec<_> = posts.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "posted twice: {twice:?}");
}

/// Waits until the shared outbox owes nothing: every message delivered.
/// A message held for an answer in place that a killed process gave is
/// looked for after the hold (30 s).
async fn outbox_settles(schema: &str) -> OutboxCounts {
    let settled = poll(Duration::from_secs(60), Duration::from_millis(100), || async move {
        let counts = with_store(schema, |s| s.outbox().counts().unwrap());
        if counts.pending == 0 {
            Ok(counts)
        } else {
            Err(counts)
        }
    });
    settled.await.unwrap_or_else(|owed| owed)
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
async fn two_processes_split_the_shards_and_a_killed_one_comes_back() {
    let (discord, db, schema) = two_shards("two").await;
    let (log_a, log_b, log_b2) = (log_of("two", "a"), log_of("two", "b"), log_of("two", "b-again"));
    let a = launch(&discord, &db, &on_shards("0-0/2", &log_a));
    let mut b = launch(&discord, &db, &on_shards("1-1/2", &log_b));
    assert!(discord.shard_connected(0, WAIT).await, "shard 0 connected");
    assert!(discord.shard_connected(1, WAIT).await, "shard 1 connected");
    // One process registers the commands: the one with shard 0.
    discord
        .wait_for(0, WAIT, |r| r.path.ends_with("/commands"))
        .await
        .expect("commands settled");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let lists = discord
        .requests()
        .iter()
        .filter(|r| r.method == "GET" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(lists, 1, "commands settled by one process");

    let [alice, bob, carol, dave] = two_pairs(&discord, 501);
    let erin = discord.person_in(GUILD_1, 5, "erin", 503);
    assert_ne!(shard_of(GUILD_0, 2), shard_of(GUILD_1, 2));
    let (one, two) = (real_game("standard", 0), real_game("standard", 1));
    start_game(&discord, &alice, &bob, "standard").await;
    start_game(&discord, &carol, &dave, "standard").await;
    // A game against the computer on shard 1: both processes tick and
    // may pick up its turns, which are claimed, so each is played once.
    let sent = challenge_the_computer(&erin, "them");
    assert_eq!(answer(&discord, &sent).await.kind(), 4);

    let half = one.moves.len().min(two.moves.len()) / 2;
    for i in 0..half {
        play(&discord, &alice, &bob, &one.moves, i..i + 1).await;
        play(&discord, &carol, &dave, &two.moves, i..i + 1).await;
    }

    // Shard 1's process dies without a word; shard 0 plays on.
    b.0.kill().unwrap();
    b.0.wait().unwrap();
    play(&discord, &alice, &bob, &one.moves, half..half + 4).await;
    let mut b = launch(&discord, &db, &on_shards("1-1/2", &log_b2));
    assert!(discord.shard_connected(1, WAIT).await, "shard 1 back");
    play(&discord, &carol, &dave, &two.moves, half..two.moves.len()).await;
    play(&discord, &alice, &bob, &one.moves, half + 4..one.moves.len()).await;

    let counts = outbox_settles(&schema).await;
    assert_eq!((counts.pending, counts.failed), (0, 0), "{counts:?}");
    with_store(&schema, |s| {
        for (game, record) in [(GameId(1), &one), (GameId(2), &two)] {
            let loaded = s.games().load(game).unwrap();
            assert_eq!(loaded.moves.len(), record.moves.len(), "every move once: {game}");
            assert!(!loaded.meta.is_active(), "{game} finished");
        }
        // The computer's game: its first move, and only one, was played
        // and posted.
        assert_eq!(s.games().load(GameId(3)).unwrap().moves.len(), 1, "one computer move");
    });
    let posts = discord
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == "/channels/503/messages")
        .count();
    assert_eq!(posts, 1, "the computer's move posted once");
    assert_each_once(&discord);
    drop((a, &mut b));
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
async fn a_rolling_restart_loses_and_doubles_nothing() {
    let (discord, db, schema) = two_shards("rolling").await;
    let (log_old, log_new) = (log_of("rolling", "old"), log_of("rolling", "new"));
    let mut old = launch(&discord, &db, &on_shards("0-1/2", &log_old));
    assert!(discord.shard_connected(0, WAIT).await && discord.shard_connected(1, WAIT).await);
    let [alice, bob, carol, dave] = two_pairs(&discord, 601);
    let (one, two) = (real_game("standard", 2), real_game("standard", 3));
    start_game(&discord, &alice, &bob, "standard").await;
    start_game(&discord, &carol, &dave, "standard").await;
    // Players keep moving, one move after another, throughout.
    let players = {
        let discord = discord.clone();
        let (one, two) = (one.clone(), two.clone());
        tokio::spawn(async move {
            for i in 0..one.moves.len().max(two.moves.len()) {
                if i < one.moves.len() {
                    play(&discord, &alice, &bob, &one.moves, i..i + 1).await;
                }
                if i < two.moves.len() {
                    play(&discord, &carol, &dave, &two.moves, i..i + 1).await;
                }
            }
        })
    };
    tokio::time::sleep(Duration::from_millis(700)).await;
    // The new process starts and takes the shards over; then the old one
    // is told to stop, and finishes what it was answering.
    let identified = discord.identifies();
    let new = launch(&discord, &db, &on_shards("0-1/2", &log_new));
    let fake = &discord;
    poll(WAIT, Duration::from_millis(20), || async move {
        if fake.identifies() >= identified + 2 {
            Ok(())
        } else {
            Err(())
        }
    })
    .await
    .expect("the new process identified");
    old.terminate();
    assert!(
        old.exit_within(Duration::from_secs(15)).await.success(),
        "the old process stopped cleanly"
    );
    players.await.unwrap();

    let counts = outbox_settles(&schema).await;
    assert_eq!((counts.pending, counts.failed), (0, 0), "{counts:?}");
    with_store(&schema, |s| {
        for (game, record) in [(GameId(1), &one), (GameId(2), &two)] {
            assert_eq!(s.games().load(game).unwrap().moves.len(), record.moves.len(), "{game}");
        }
    });
    assert_each_once(&discord);
    drop(new);
}

/// Runs `zertz-bot copy-db FROM TO`; its exit code and what it printed.
fn copy_db(from: &str, to: &str) -> (Option<i32>, String) {
    let out = std::process::Command::new(bot_binary())
        .args(["copy-db", from, to])
        .env_remove("ZERTZ_DB")
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), said)
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
async fn a_game_moves_from_sqlite_to_postgres_and_back_with_copy_db() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("zertz.db");
    let (alice, bob) = (discord.person(1, "alice", 701), discord.person(2, "bob", 701));
    let record = real_game("standard", 4);
    let half = record.moves.len() / 2;
    let mut bot = connected(&discord, &file).await;
    start_game(&discord, &alice, &bob, "standard").await;
    play(&discord, &alice, &bob, &record.moves, 0..half).await;
    bot.terminate();
    assert!(bot.exit_within(WAIT).await.success());

    // Grow: the file into PostgreSQL; the game goes on there.
    let (db, schema) = database("copy");
    let file_name = file.to_str().unwrap();
    let (code, said) = copy_db(file_name, &db);
    assert_eq!(code, Some(0), "{said}");
    assert!(
        said.contains(&format!("moves {half}")) && said.contains("1 games replayed"),
        "{said}"
    );
    // The target must be empty: a second copy is refused, and says why.
    let (code, said) = copy_db(file_name, &db);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("only an empty database"), "{said}");
    let bot = connected(&discord, &db).await;
    play(&discord, &alice, &bob, &record.moves, half..record.moves.len()).await;
    drop(bot);
    with_store(&schema, |s| {
        assert!(!s.games().load(GameId(1)).unwrap().meta.is_active())
    });

    // Leave: back into a new file, the whole game with it.
    let back = dir.path().join("back.db");
    let (code, said) = copy_db(&db, back.to_str().unwrap());
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains(&format!("moves {}", record.moves.len())), "{said}");
    assert!(!said.contains("secret") && !said.contains("password"), "{said}");
    let s = Store::open(&back).unwrap();
    assert_eq!(s.games().load(GameId(1)).unwrap().moves.len(), record.moves.len());
    // A source that does not exist is refused, and nothing is created.
    let missing = dir.path().join("missing.db");
    let (code, said) = copy_db(missing.to_str().unwrap(), back.to_str().unwrap());
    assert_eq!(code, Some(2), "{said}");
    assert!(!missing.exists());
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
async fn two_processes_pair_a_tournament_round_once() {
    let (discord, db, schema) = two_shards("tournament").await;
    let (log_a, log_b) = (log_of("tournament", "a"), log_of("tournament", "b"));
    let a = launch(&discord, &db, &on_shards("0-0/2", &log_a));
    let b = launch(&discord, &db, &on_shards("1-1/2", &log_b));
    assert!(discord.shard_connected(0, WAIT).await && discord.shard_connected(1, WAIT).await);
    let here = 801;
    let mut alice = discord.person_in(GUILD_0, 1, "alice", here);
    alice.manager = true;
    let others = [(2, "bob"), (3, "carol"), (4, "dave")].map(|(id, n)| discord.person_in(GUILD_0, id, n, here));
    let terms = [
        ("name", str_opt("Duo")),
        ("format", str_opt("swiss")),
        ("rounds", Opt::Int(2)),
    ];
    let create = alice.slash("tournament create", &terms);
    answer(&discord, &create).await;
    let post = discord.original(&create).expect("the event's post");
    for who in std::iter::once(&alice).chain(&others) {
        answer(&discord, &who.click(&post, "Join").unwrap()).await;
    }
    answer(&discord, &alice.click(&post, "Start").unwrap()).await;
    exactly_one_post(&discord, here, "round 1 of 2", Duration::from_secs(20)).await;

    // Both processes tick every 200 ms; when round 1's last game ends,
    // each sees the event due, and the round is paired once.
    let [bob, carol, dave] = &others;
    says(&discord, carol, "zertz resign", &[]).await;
    says(&discord, dave, "zertz resign", &[]).await;
    exactly_one_post(&discord, here, "round 2 of 2", Duration::from_secs(20)).await;
    exactly_one_post(&discord, here, "standings after round 1", Duration::from_secs(5)).await;
    // Round 2: the two winners meet, and the two losers.
    for who in [bob, dave] {
        says(&discord, who, "zertz resign", &[]).await;
    }
    exactly_one_post(&discord, here, "Final standings", Duration::from_secs(20)).await;

    let counts = outbox_settles(&schema).await;
    assert_eq!((counts.pending, counts.failed), (0, 0), "{counts:?}");
    with_store(&schema, |s| {
        let t = s.tournaments().tournament(zertz_data::TournamentId(1)).unwrap();
        assert_eq!(t.tournament.round, 2);
        assert_eq!(t.pairings.len(), 4, "two rounds of two boards, each paired once");
        assert_eq!(
            s.games()
                .active_games_in_channel(zertz_data::ChannelId(here))
                .unwrap()
                .len(),
            0
        );
    });
    assert_each_once(&discord);
    drop((a, b));
}

/// The value of the sample `name` (labels included, as written) in what
/// the process at `http` serves at `/metrics`.
async fn figure(http: std::net::SocketAddr, name: &str) -> Option<f64> {
    let (_, text) = http_get(&format!("http://{http}/metrics")).await?;
    sample(&text, name)
}

/// Waits until both processes serve `name` as `value`.
async fn both_say(https: [std::net::SocketAddr; 2], name: &str, value: f64) {
    poll(WAIT, Duration::from_millis(100), || async move {
        let (a, b) = (figure(https[0], name).await, figure(https[1], name).await);
        if a == Some(value) && b == Some(value) {
            Ok(())
        } else {
            Err((a, b))
        }
    })
    .await
    .unwrap_or_else(|(a, b)| panic!("{name}: {a:?} and {b:?}, not {value}"));
}

#[tokio::test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
async fn two_processes_show_their_own_figures_and_agree_on_the_shared_ones() {
    let (discord, db, _schema) = two_shards("figures").await;
    let (log_a, log_b) = (log_of("figures", "a"), log_of("figures", "b"));
    let https = [free_address(), free_address()];
    let _a = launch(
        &discord,
        &db,
        &Launch {
            http: Some(https[0]),
            ..on_shards("0-0/2", &log_a)
        },
    );
    let _b = launch(
        &discord,
        &db,
        &Launch {
            http: Some(https[1]),
            ..on_shards("1-1/2", &log_b)
        },
    );
    assert!(discord.shard_connected(0, WAIT).await && discord.shard_connected(1, WAIT).await);
    let [alice, bob, carol, dave] = two_pairs(&discord, 601);
    start_game(&discord, &alice, &bob, "standard").await;
    start_game(&discord, &carol, &dave, "standard").await;
    // Each process counts the interactions of its own shard.
    for (http, shard, other) in [(https[0], "0", "1"), (https[1], "1", "0")] {
        let answered = figure(http, "zertz_interactions_total{kind=\"button\",outcome=\"answered\"}").await;
        assert_eq!(answered, Some(1.0), "process of shard {shard}");
        let connected = format!("zertz_gateway_connected{{shard=\"{shard}\"}}");
        assert_eq!(figure(http, &connected).await, Some(1.0));
        let not_its_own = format!("zertz_gateway_connected{{shard=\"{other}\"}}");
        assert_eq!(figure(http, &not_its_own).await, None, "shard {other} is the other's");
    }
    // One of them holds the tick.
    poll(WAIT, Duration::from_millis(100), || async move {
        let held = figure(https[0], "zertz_tick_held").await.unwrap_or(0.0)
            + figure(https[1], "zertz_tick_held").await.unwrap_or(0.0);
        if held == 1.0 {
            Ok(())
        } else {
            Err(held)
        }
    })
    .await
    .unwrap_or_else(|held| panic!("{held} processes hold the tick"));
    both_say(https, "zertz_games_active", 2.0).await;

    // Both channels refuse posts and both answers in place fail: a board
    // waits in each, and both processes see the two waiting.
    let moves = real_game("standard", 0).moves;
    discord.fail(Fault::new("POST", "/callback", 500, 2));
    discord.fail(Fault::new("POST", "/channels/601/messages", 500, 10_000));
    discord.fail(Fault::new("POST", "/channels/602/messages", 500, 10_000));
    answer(
        &discord,
        &alice.slash("zertz move", &[("notation", str_opt(&moves[0].to_string()))]),
    )
    .await;
    answer(
        &discord,
        &carol.slash("zertz move", &[("notation", str_opt(&moves[0].to_string()))]),
    )
    .await;
    both_say(https, "zertz_outbox_waiting_messages", 2.0).await;
    discord.heal();
    both_say(https, "zertz_outbox_waiting_messages", 0.0).await;
    both_say(https, "zertz_outbox_oldest_age_seconds", 0.0).await;
}
