//! Discord misbehaving the way it does: dropped gateways, 500s and 429s,
//! a crash between commit and delivery, racing clicks, a locked database,
//! forged ids and unusable database files. Every announcement arrives
//! exactly once, nothing private lands in public, nothing panics.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use serde_json::{json, Value};
use zertz_e2e::bot::{
    answer, channel_tries, exactly_one_post, launch, opening_move, posts, ready, start_game, str_opt, Launch, Table,
    WAIT,
};
use zertz_e2e::check;
use zertz_e2e::{poll, FakeDiscord, Fault, Person};
use zertz_rules::{Game, Variant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnects_register_once_and_start_the_background_once() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let how = Launch {
        tick_ms: Some(200),
        ..Launch::logging_to(&log)
    };
    discord.set_heartbeat(1_000);
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, 0).await;
    // Sockets closed by Discord and cut by the network (the bot resumes),
    // and lost sessions (it identifies again and gets READY again).
    for round in 0..6 {
        let (ids, resumes) = (discord.identifies(), discord.resumes());
        let sent = match round % 3 {
            0 => discord.drop_gateway(),
            1 => discord.abort_gateway(),
            _ => discord.invalidate_session(),
        };
        assert!(sent, "round {round}: no session to disturb");
        let discord = &discord;
        let back = poll(Duration::from_secs(30), Duration::from_millis(50), || async move {
            let same = discord.identifies() == ids && discord.resumes() == resumes;
            if same {
                Err(())
            } else {
                Ok(())
            }
        });
        if back.await.is_err() {
            let text = std::fs::read_to_string(&log).unwrap();
            let tail: Vec<&str> = text.lines().rev().take(40).collect();
            panic!("round {round}: the bot did not come back\n{}", tail.join("\n"));
        }
    }
    assert!(discord.identifies() >= 3, "READY came again: {}", discord.identifies());
    assert!(discord.resumes() >= 2, "resumed: {}", discord.resumes());
    let commands = |m: &str| {
        discord
            .requests()
            .iter()
            .filter(|r| r.method == m && r.path.ends_with("/commands"))
            .count()
    };
    assert_eq!(commands("PUT"), 1, "commands registered once");
    assert_eq!(commands("GET"), 1, "and looked up once");
    let text = std::fs::read_to_string(&log).unwrap();
    assert_eq!(text.matches("background tasks started").count(), 1, "{text}");
    // Still answering.
    let alice = discord.person(1, "alice", 3);
    let help = answer(&discord, &alice.slash("zertz help", &[])).await;
    assert!(help.content().contains("/zertz move"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_calls_delay_announcements_but_lose_none() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let how = Launch {
        tick_ms: Some(250),
        ..Launch::default()
    };
    let mark = discord.mark();
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, mark).await;
    let (alice, bob) = (discord.person(1, "alice", 20), discord.person(2, "bob", 20));
    // A timed game elsewhere, for the reminder and the loss on time.
    let (carol, dave) = (discord.person(3, "carol", 21), discord.person(4, "dave", 21));
    let sent = carol.slash(
        "zertz challenge",
        &[
            ("opponent", dave.as_opt()),
            ("first", str_opt("me")),
            ("time", str_opt("60")),
        ],
    );
    answer(&discord, &sent).await;
    let accept = dave.click(&discord.original(&sent).unwrap(), "Accept").unwrap();
    answer(&discord, &accept).await;
    discord.fail(Fault::new("POST", "/channels/21/messages", 500, 1));

    // Accept: the answer in place fails; the board and the ping come
    // through the channel instead.
    let sent = alice.slash(
        "zertz challenge",
        &[("opponent", bob.as_opt()), ("first", str_opt("me"))],
    );
    answer(&discord, &sent).await;
    discord.fail(Fault::new("POST", "/callback", 500, 1));
    bob.click(&discord.original(&sent).unwrap(), "Accept").unwrap();
    let started = exactly_one_post(&discord, 20, "has started", WAIT).await;
    assert_eq!(started.mentioned_users(), [alice.id]);
    assert_eq!(started.png_size(), Some((800, 920)));

    // A move: the answer is rate limited, then the channel post fails
    // twice; the board arrives once, after the retries.
    discord.fail(Fault::new("POST", "/callback", 429, 1));
    discord.fail(Fault::new("POST", "/channels/20/messages", 500, 2));
    let mv = alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    let first = answer(&discord, &mv).await;
    assert!(!first.ok(), "the injected 429");
    let board = exactly_one_post(&discord, 20, "`Wd4,a1`", Duration::from_secs(30)).await;
    assert_eq!(board.mentioned_users(), [bob.id], "bob is pinged");
    // Alice did not see it and tries again: told it was recorded.
    let again = answer(&discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    check!(again, again.private() && again.content().contains("was recorded"));

    // The timed game: a reminder at half time and a loss at the deadline,
    // each posted once although a post failed.
    discord.fail(Fault::new("POST", "/channels/21/messages", 429, 1));
    exactly_one_post(&discord, 21, "half of your time", Duration::from_secs(45)).await;
    discord.fail(Fault::new("POST", "/channels/21/messages", 500, 1));
    let lost = exactly_one_post(&discord, 21, "ran out of time", Duration::from_secs(60)).await;
    assert!(lost.mentioned_users().contains(&carol.id));
    let failed = discord
        .requests()
        .iter()
        .filter(|r| !r.ok() && r.path.contains("/channels/"))
        .count();
    println!(
        "faults: 4 announcements expected, 4 delivered once each, 0 duplicated; {failed} channel posts failed first"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_between_commit_and_delivery_delays_the_board_but_keeps_it() {
    let mut t = Table::playing(30, "standard").await;
    // Discord is down for the channel: the move is committed, its answer
    // and every post of it fail.
    t.discord.fail(Fault::new("POST", "/callback", 500, 1));
    t.discord.fail(Fault::new("POST", "/channels/30/messages", 503, 10_000));
    let sent = t.alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    t.discord
        .wait_for(0, WAIT, |r| r.path == "/channels/30/messages" && !r.ok())
        .await
        .expect("a post was tried");
    t.kill();
    t.discord.heal();
    assert!(posts(&t.discord, 30, "`Wd4,a1`").is_empty());
    // The answer that failed carried the board drawn after the commit;
    // the outbox kept its words and what it shows, not its bytes.
    let answered = t
        .discord
        .requests()
        .into_iter()
        .find(|r| r.path.contains(&sent.token) && r.path.ends_with("/callback"))
        .expect("the answer in place was tried");
    let drawn = png_of(&answered.files);
    let db = rusqlite::Connection::open(t.db()).unwrap();
    let kept: i64 = db
        .query_row("SELECT count(*) FROM outbox_files", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, 0, "no board's bytes are written to the outbox");
    drop(db);
    t.restart().await;
    let (discord, bob) = (&t.discord, &t.bob);
    let board = exactly_one_post(discord, 30, "`Wd4,a1`", Duration::from_secs(60)).await;
    assert_eq!(board.mentioned_users(), [bob.id]);
    // Drawn again after the restart, from the store: the same picture.
    let again = png_of(&board.files);
    assert_eq!(
        pixels(&again),
        pixels(&drawn),
        "the board sent after the restart is the one drawn before"
    );
}

/// The board picture among `files`.
fn png_of(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let (_, bytes) = files
        .iter()
        .find(|(name, _)| name.ends_with(".png"))
        .expect("a board picture");
    bytes.clone()
}

/// A PNG's pixels, as RGB.
fn pixels(png: &[u8]) -> Vec<u8> {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
        .into_raw()
}

/// The notation in the first backticks of `text`.
fn announced(text: &str) -> Option<String> {
    let start = text.find('`')? + 1;
    let len = text[start..].find('`')?;
    Some(text[start..start + len].to_string())
}

/// Waits until `sent` has its final answer: the callback, or after a
/// deferral its edit or follow-up. Returns (public, text).
async fn settled(discord: &FakeDiscord, sent: &zertz_e2e::Sent) -> (bool, String) {
    let first = answer(discord, sent).await;
    if first.kind() != 5 {
        return (!first.private(), first.body());
    }
    let late = discord
        .wait_for(first.seq, WAIT, |r| {
            r.path.contains(&sent.token)
                && (r.method == "PATCH" || (r.method == "POST" && !r.path.ends_with("/callback")))
        })
        .await
        .expect("a deferred answer");
    (!late.private(), late.body())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_clicks_each_from_both_players_apply_one_move_a_turn() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("zertz.db");
    let log = dir.path().join("bot.log");
    let how = Launch {
        log: Some(&log),
        filter: Some("warn,zertz_bot=debug"),
        ..Launch::default()
    };
    let mark = discord.mark();
    let _bot = launch(&discord, &db, &how);
    ready(&discord, mark).await;
    let (alice, bob) = (discord.person(1, "alice", 40), discord.person(2, "bob", 40));
    start_game(&discord, &alice, &bob, "standard").await;
    let mut game = Game::new(Variant::STANDARD);
    let players: [&Person; 2] = [&alice, &bob];
    let store = rusqlite::Connection::open(&db).unwrap();
    for turn in 0..8usize {
        let (mover, other) = (players[turn % 2], players[(turn + 1) % 2]);
        let pos = *game.position();
        let moves: Vec<String> = pos.legal_moves().iter().take(50).map(|m| pos.notation(m)).collect();
        // Both players click 50 times before any answer comes back: all
        // 100 interactions exist (by Discord's clock) before they arrive.
        let mut batch = Vec::new();
        for m in &moves {
            batch.push(mover.slash_later("zertz move", &[("notation", str_opt(m))]));
            batch.push(other.slash_later("zertz move", &[("notation", str_opt(m))]));
        }
        let sent = discord.send_all(batch);
        let mut public = Vec::new();
        for s in &sent {
            let (is_public, text) = settled(&discord, s).await;
            if is_public {
                public.push(text);
            }
        }
        // The store is the truth: one move more, by the player to move.
        let (count, last_user): (i64, i64) = store
            .query_row(
                "SELECT count(*), (SELECT user_id FROM moves ORDER BY ply DESC LIMIT 1) FROM moves",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        if count != turn as i64 + 1 {
            let text = std::fs::read_to_string(&log).unwrap();
            let lines: Vec<&str> = text
                .lines()
                .filter(|l| l.contains("shown") || l.contains("arrival"))
                .collect();
            println!("{}", lines.join("\n"));
        }
        assert_eq!(count, turn as i64 + 1, "turn {turn}: public answers {public:?}");
        assert_eq!(last_user as u64, mover.id, "turn {turn}: the move is the mover's");
        assert_eq!(public.len(), 1, "turn {turn}: one public answer: {public:?}");
        assert!(
            public[0].starts_with(&format!("**{}**", mover.name)),
            "turn {turn}: {}",
            public[0]
        );
        let played = announced(&public[0]).unwrap();
        game.play_notation(&played).unwrap();
    }
}

/// Whether the answer to `mv` has shown its board.
fn alice_moved(discord: &FakeDiscord, mv: &zertz_e2e::Sent) -> bool {
    discord
        .requests()
        .iter()
        .any(|r| r.path.contains(&mv.token) && r.content().contains("`Wd4,a1`"))
}

/// A game between alice and bob in `channel`, and the database's write
/// lock held by another connection until it commits.
async fn locked_game(channel: u64) -> (Table, rusqlite::Connection) {
    let t = Table::playing(channel, "standard").await;
    let other = rusqlite::Connection::open(t.db()).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    (t, other)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_locked_database_keeps_private_text_private_and_reads_answering() {
    // A backup, say, holds the write lock for five seconds.
    let (t, other) = locked_game(50).await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let mv = alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    // And filling the placeholder of alice's deferred move fails once.
    discord.fail(Fault::new("PATCH", &format!("{}/messages/@original", mv.token), 500, 1));
    let wrong = bob.slash("zertz move", &[("notation", str_opt("Gc3,g1"))]);
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Answered with its picture while the lock is held: a read that waited
    // for the lock would only fail after the 10 s busy timeout.
    let board = answer(discord, &alice.slash("zertz board", &[])).await;
    check!(board, board.private() && board.png_size().is_some());
    assert!(!alice_moved(discord, &mv), "the move is still waiting for the lock");
    tokio::time::sleep(Duration::from_millis(4700)).await;
    other.execute_batch("COMMIT").unwrap();
    // Alice's move lands after a public deferral; its placeholder could not
    // be filled, so its board comes to the channel through the outbox, once.
    let moved = exactly_one_post(discord, 50, "`Wd4,a1`", WAIT).await;
    assert_eq!(moved.mentioned_users(), [bob.id]);
    // Bob's refusal: a private follow-up after the public placeholder is
    // filled (else the follow-up would fill it, in public), then the
    // placeholder deleted; never written into a public message.
    let follow = discord
        .wait_for(0, WAIT, |r| r.method == "POST" && r.path.ends_with(&wrong.token))
        .await
        .expect("bob's private follow-up");
    check!(follow, follow.private());
    let text = follow.content();
    assert!(text.contains("not your turn") || text.contains("sent before"), "{text}");
    discord
        .wait_for(0, WAIT, |r| r.method == "DELETE" && r.path.contains(&wrong.token))
        .await
        .expect("placeholder deleted");
    let leaked = discord.messages_in(50).into_iter().any(|m| {
        let said = m.to_string();
        m["flags"].as_u64().unwrap_or(0) & 64 == 0 && (said.contains("not your turn") || said.contains("sent before"))
    });
    assert!(!leaked, "a refusal was written into a public message");
}

/// Discord notifies only when a message is made, and the first message
/// after a deferral only fills its placeholder: a move answered after a
/// public deferral pings its opponent in a message of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_move_pings_the_opponent_in_a_message_of_its_own() {
    // A backup, say, holds the write lock past the deferral.
    let (t, other) = locked_game(55).await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let mv = alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    let first = answer(discord, &mv).await;
    assert_eq!(first.kind(), 5, "deferred while the store is locked: {:?}", first.json);
    other.execute_batch("COMMIT").unwrap();
    discord
        .wait_for(first.seq, WAIT, |r| r.method == "DELETE" && r.path.contains(&mv.token))
        .await
        .expect("the placeholder deleted");
    let bob_ids = [json!(bob.id.to_string()), json!(bob.id)];
    let pinged_bob: Vec<Value> = discord
        .messages_in(55)
        .into_iter()
        .filter(|m| m["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        .filter(|m| {
            m["pinged"]
                .as_array()
                .is_some_and(|p| p.iter().any(|u| bob_ids.contains(u)))
        })
        .collect();
    assert_eq!(pinged_bob.len(), 1, "the board pinged bob once: {pinged_bob:?}");
    assert_eq!(pinged_bob[0]["flags"], 0, "the board is public");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_buttons_and_unusable_databases_get_clear_answers() {
    let t = Table::new(60).await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    // A real message of the bot's, with its button's id forged.
    let sent = alice.slash("zertz challenge", &[("opponent", bob.as_opt())]);
    answer(discord, &sent).await;
    let real = discord.original(&sent).unwrap();
    let forged = |id: &str| {
        let mut m = real.clone();
        m["components"] = json!([{"type": 1, "components": [{"type": 2, "style": 2, "label": "go", "custom_id": id}]}]);
        m
    };
    for id in [
        "accept:abc",
        "accept:-1",
        "rematch:99999999999999999999",
        "lb:moon:1",
        "",
        "x:y:z",
    ] {
        let r = answer(discord, &alice.click(&forged(id), "go").unwrap()).await;
        assert!(r.private() && r.content().contains("expired"), "{id}: {}", r.content());
    }
    // A page far past the end shows the last real page.
    let r = answer(discord, &alice.click(&forged("lb:global:999999"), "go").unwrap()).await;
    assert_eq!(r.kind(), 7, "{:?}", r.json);
    check!(r, r.content().contains("page 1 of 1"));

    // Databases the bot cannot write: refused at start with one line.
    use std::os::unix::fs::PermissionsExt;
    let read_only = t.dir.path().join("ro.db");
    std::fs::write(&read_only, b"").unwrap();
    std::fs::set_permissions(&read_only, std::fs::Permissions::from_mode(0o444)).unwrap();
    let folder = t.dir.path().join("folder.db");
    std::fs::create_dir(&folder).unwrap();
    for (db, why) in [(&read_only, "read-only"), (&folder, "is a directory")] {
        let out = std::process::Command::new(zertz_e2e::bot::bot_binary())
            .arg("run")
            .env("DISCORD_TOKEN", "t")
            .env("DISCORD_API_URL", &discord.url)
            .env("ZERTZ_DB", db)
            .env("RUST_LOG", "off")
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains(why), "{err}");
    }
    assert_eq!(std::fs::metadata(&read_only).unwrap().len(), 0, "left alone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_click_is_acknowledged_in_time_and_answered_after() {
    let t = Table::new(70).await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let sent = alice.slash(
        "zertz challenge",
        &[("opponent", bob.as_opt()), ("first", str_opt("me"))],
    );
    answer(discord, &sent).await;
    let challenge = discord.original(&sent).unwrap();
    // A backup holds the write lock while bob accepts.
    let other = rusqlite::Connection::open(t.db()).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let click = bob.click(&challenge, "Accept").unwrap();
    let ack = discord.callback(&click, WAIT).await.expect("acknowledged");
    assert_eq!(ack.kind(), 6, "a deferred update, within Discord's 3 seconds");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    other.execute_batch("COMMIT").unwrap();
    // The first board follows in public, and the challenge is updated.
    let board = discord
        .wait_for(0, WAIT, |r| r.method == "POST" && r.path.ends_with(&click.token))
        .await
        .expect("the board as a follow-up");
    check!(board, !board.private());
    check!(board, board.png_size().is_some());
    assert_eq!(board.mentioned_users(), [alice.id], "alice moves first");
    let updated = discord
        .wait_for(0, WAIT, |r| r.method == "PATCH" && r.path.contains(&click.token))
        .await
        .expect("the challenge message updated");
    check!(updated, updated.content().contains("accepted"));
    // Shown once: its outbox row is settled, so it is never posted again.
    let store = rusqlite::Connection::open(t.db()).unwrap();
    let pending: i64 = store
        .query_row("SELECT count(*) FROM outbox WHERE status = 'pending'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(pending, 0);
}

/// A wrong `DISCORD_TOKEN`, the commonest setup mistake: Discord refuses
/// it over REST (`/gateway/bot`, asked first for the shard count) and on
/// the gateway (with `--shards`, which skips that request). Either way
/// the bot stops at once, with a reason that names the setting, instead
/// of retrying.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_stops_the_bot_with_a_reason() {
    for shards in [None, Some("0-0/1")] {
        let discord = FakeDiscord::start().await.unwrap();
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("bot.log");
        let how = Launch {
            log: Some(&log),
            token: Some("not-the-token"),
            shards,
            ..Launch::default()
        };
        let mut bot = launch(&discord, dir.path().join("zertz.db"), &how);
        let status = bot.exit_within(WAIT).await;
        let said = std::fs::read_to_string(&log).unwrap();
        assert_eq!(status.code(), Some(2), "{shards:?}: {said}");
        assert!(
            said.contains("Discord refused the bot's token: set DISCORD_TOKEN"),
            "{shards:?}: {said}"
        );
        assert_eq!(discord.identifies(), 0, "the fake took a wrong token");
        // The gateway's address, and the shard count unless a range is
        // given: each asked once, nothing retried, nothing else tried.
        let tried: Vec<String> = discord.requests().iter().map(|r| r.path.clone()).collect();
        let expected = if shards.is_some() {
            vec!["/gateway"]
        } else {
            vec!["/gateway", "/gateway/bot"]
        };
        assert_eq!(tried, expected, "{shards:?}");
    }
}

/// `ZERTZ_GUILD_ID` naming a server the bot is not in: Discord refuses
/// the commands there ("Missing Access"), and the log says what to do
/// about it, not only Discord's words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_the_bot_is_not_in_gets_a_log_line_saying_what_to_do() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let elsewhere = zertz_e2e::GUILD + 1;
    let how = Launch {
        log: Some(&log),
        guild: Some(elsewhere),
        ..Launch::default()
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    let refused = discord
        .wait_for(0, WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await
        .expect("the bot tried to register its commands");
    assert_eq!(refused.status, 403);
    let hint = format!("the bot is not in server {elsewhere} (ZERTZ_GUILD_ID): invite it there");
    let (log, hint) = (&log, &hint);
    poll(WAIT, Duration::from_millis(50), || async move {
        let said = std::fs::read_to_string(log).unwrap_or_default();
        if said.contains(hint) {
            Ok(())
        } else {
            Err(said)
        }
    })
    .await
    .unwrap_or_else(|said| panic!("{said}"));
}

/// Where the bot may not post (no Send Messages, as each interaction
/// says), commands are still answered in place; the first answer says
/// once what is missing and who can grant it, and the computer's reply is
/// not tried in the channel: it comes as a follow-up of the move it
/// answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_without_send_messages_is_told_once_and_not_retried() {
    let channel = 41;
    let t = Table::new(channel).await;
    t.discord.mute_channel(channel);
    let started = answer(&t.discord, &zertz_e2e::bot::challenge_the_computer(&t.alice, "me")).await;
    check!(started, started.ok() && started.content().contains("Send Messages"));
    check!(started, started.content().contains("manage this channel"));
    let (mark, sent) = opening_move(&t).await;
    let moved = answer(&t.discord, &sent).await;
    check!(moved, !moved.content().contains("Send Messages"));
    let follow_up = format!("/webhooks/{}/{}", zertz_e2e::APP_ID, sent.token);
    let reply = t
        .discord
        .wait_for(mark, WAIT, |r| r.method == "POST" && r.path == follow_up && r.ok())
        .await
        .expect("the computer's reply as a follow-up");
    check!(reply, reply.content().contains("**ZÈRTZ** "));
    // Long enough for several retries, were there any.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let tried = channel_tries(&t.discord, channel);
    assert_eq!(tried, [], "never tried where the interaction said it would be refused");
    let board = answer(&t.discord, &t.alice.slash("zertz board", &[])).await;
    let alice = t.alice.id;
    check!(board, board.content().contains(&format!("Move 3: <@{alice}> to move")));
    check!(board, !board.content().contains("Send Messages"));
}

/// A permission taken after the interaction said it was there: the post
/// is refused once (50013), the bot learns it, and the reply (no token of
/// that chat kept: it was a postable one) reaches the player by direct
/// message instead, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_post_is_learned_and_the_reply_goes_by_direct_message() {
    let channel = 42;
    let t = Table::new(channel).await;
    let started = answer(&t.discord, &zertz_e2e::bot::challenge_the_computer(&t.alice, "me")).await;
    check!(started, started.ok() && !started.content().contains("Send Messages"));
    t.discord.mute_channel_quietly(channel);
    let (mark, _) = opening_move(&t).await;
    let dm = format!("/channels/{}/messages", zertz_e2e::dm_channel(t.alice.id));
    let reply = t
        .discord
        .wait_for(mark, WAIT, |r| r.method == "POST" && r.path == dm && r.ok())
        .await
        .expect("the computer's reply by direct message");
    check!(reply, reply.content().contains("**ZÈRTZ** "));
    tokio::time::sleep(Duration::from_secs(3)).await;
    let tried = channel_tries(&t.discord, channel);
    assert_eq!(tried, [(403, Some(50_013))], "one try, refused, not retried");
    let delivered = t
        .discord
        .requests()
        .iter()
        .skip(mark)
        .filter(|r| r.ok() && r.method == "POST" && (r.path == dm || r.path.starts_with("/webhooks/")))
        .count();
    assert_eq!(delivered, 1, "delivered once");
}

/// A deleted channel (10003): the message owed there is given up after
/// one try, not retried, and the game goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_gives_up_its_message_and_the_game_goes_on() {
    let channel = 43;
    let t = Table::new(channel).await;
    let started = answer(&t.discord, &zertz_e2e::bot::challenge_the_computer(&t.alice, "me")).await;
    check!(started, started.ok());
    t.discord.delete_channel(channel);
    let (mark, _) = opening_move(&t).await;
    let path = format!("/channels/{channel}/messages");
    let refused = t
        .discord
        .wait_for(mark, WAIT, |r| r.path == path)
        .await
        .expect("the computer's reply was tried");
    assert_eq!((refused.status, refused.code), (404, Some(10_003)));
    tokio::time::sleep(Duration::from_secs(4)).await;
    assert_eq!(channel_tries(&t.discord, channel).len(), 1, "given up, not retried");
    let board = answer(&t.discord, &t.alice.slash("zertz board", &[])).await;
    let alice = t.alice.id;
    check!(board, board.content().contains(&format!("Move 3: <@{alice}> to move")));
}
