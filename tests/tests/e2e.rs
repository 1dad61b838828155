//! Scenarios against the real release binary, through the fake Discord.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use serde_json::{json, Value};
use zertz_e2e::bot::{
    answer, board_answering, challenge_the_computer, connected, cpu_ms, launch, play_a_long_large_game, play_moves,
    ready, real_game, spawn_bot, start_game, str_opt, Launch, Table, WAIT,
};
use zertz_e2e::check;
use zertz_e2e::{FakeDiscord, Fault, Opt, Person, Sent, APP_ID, TOKEN};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_identifies_and_registers_every_command() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = spawn_bot(&discord, dir.path().join("zertz.db"));
    let identify = discord.identified(WAIT).await.expect("identified");
    let token = identify["token"].as_str().unwrap();
    assert_eq!(
        token.trim_start_matches("Bot "),
        TOKEN,
        "identified with the configured token"
    );
    let put = discord
        .wait_for(0, WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await
        .unwrap();
    assert_eq!(
        put.path,
        format!("/applications/{APP_ID}/guilds/{}/commands", zertz_e2e::GUILD)
    );
    let commands = put.json.as_array().unwrap();
    let subs_of = |name: &str| -> Vec<String> {
        let command = commands.iter().find(|c| c["name"] == name).unwrap();
        command["options"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["type"] == 1)
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    };
    let playing = subs_of("zertz");
    for sub in [
        "challenge",
        "move",
        "place",
        "capture",
        "board",
        "resign",
        "draw",
        "rematch",
        "takeback",
        "vacation",
        "games",
        "leaderboard",
        "stats",
        "rules",
        "help",
    ] {
        assert!(playing.iter().any(|s| s == sub), "/zertz {sub} missing: {playing:?}");
    }
    let studying = subs_of("study");
    for sub in [
        "history", "replay", "export", "import", "analyse", "mistakes", "practice",
    ] {
        assert!(studying.iter().any(|s| s == sub), "/study {sub} missing: {studying:?}");
    }
    assert_eq!(subs_of("tournament"), ["create", "standings", "list", "remove"]);
    assert_eq!(subs_of("server"), ["daily", "threads", "language", "organisers"]);
    assert!(subs_of("puzzle").is_empty(), "/puzzle takes its option directly");
    assert!(subs_of("learn").is_empty(), "/learn takes its option directly");
    let zertz = commands.iter().find(|c| c["name"] == "zertz").unwrap();
    let mv = zertz["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "move")
        .unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], Value::Bool(true));
    assert!(commands
        .iter()
        .any(|c| c["name"] == "Challenge to ZÈRTZ" && c["type"] == 2));
    assert_eq!(commands.len(), 7);
}

/// Discord's limits on commands, each with a fifth to spare: what the bot
/// registers could grow by a quarter before Discord refused it. Globally
/// registered, each says where it works: playing and studying wherever a
/// server or a person installed the bot, tournaments and settings only in
/// a server that invited it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_register_with_a_fifth_of_every_limit_to_spare() {
    use zertz_e2e::limits::{command_size, short_of_a_fifth, MAX_COMMAND_CHARS};
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let how = Launch {
        global_commands: true,
        ..Launch::default()
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, 0).await;
    let put = discord
        .wait_for(0, WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await
        .unwrap();
    assert!(put.ok(), "Discord took them");
    assert_eq!(put.path, format!("/applications/{APP_ID}/commands"));
    assert_eq!(short_of_a_fifth(&put.json), Vec::<String>::new());
    let commands = put.json.as_array().unwrap();
    for c in commands {
        let (installs, contexts) = match c["name"].as_str().unwrap() {
            "tournament" | "server" => (json!([0]), json!([0])),
            _ => (json!([0, 1]), json!([0, 1, 2])),
        };
        assert_eq!(
            (&c["integration_types"], &c["contexts"]),
            (&installs, &contexts),
            "{}",
            c["name"]
        );
    }
    for c in commands {
        println!("/{}: {} of {MAX_COMMAND_CHARS} characters", c["name"], command_size(c));
    }
}

/// Registration is one bulk overwrite: a bot upgraded from a single
/// `/zertz` with 25 subcommands leaves none of the old set behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upgraded_bot_leaves_no_stale_commands() {
    let discord = FakeDiscord::start().await.unwrap();
    let old: Vec<Value> = ["analyse", "tournament", "daily", "puzzle"]
        .iter()
        .map(|s| serde_json::json!({"type": 1, "name": s, "description": "old"}))
        .collect();
    discord.set_registered(serde_json::json!([
        {"id": "11", "application_id": APP_ID.to_string(), "version": "1",
         "name": "zertz", "description": "Play ZÈRTZ", "type": 1, "options": old},
        {"id": "12", "application_id": APP_ID.to_string(), "version": "1",
         "name": "Challenge to ZÈRTZ", "description": "", "type": 2}
    ]));
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, dir.path().join("zertz.db")).await;
    let registered = discord.registered();
    let names: Vec<&str> = registered.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "zertz",
            "learn",
            "study",
            "puzzle",
            "tournament",
            "server",
            "Challenge to ZÈRTZ"
        ]
    );
    let zertz = registered.iter().find(|c| c["name"] == "zertz").unwrap();
    assert!(zertz["options"]
        .as_array()
        .unwrap()
        .iter()
        .all(|o| o["name"] != "analyse"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_real_games_on_every_board() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    for (i, variant) in ["standard", "tournament", "large"].into_iter().enumerate() {
        let channel = 10 + i as u64;
        let (alice, bob) = (discord.person(1, "alice", channel), discord.person(2, "bob", channel));
        start_game(&discord, &alice, &bob, variant).await;
        let record = real_game(variant, 0);
        let last = play_moves(&discord, &alice, &bob, &record.moves).await;
        let winner = if record.result.as_deref() == Some("P0") {
            "alice"
        } else {
            "bob"
        };
        let text = last.content();
        assert!(text.contains(&format!("**{winner} wins**")), "{variant}: {text}");
        assert!(text.contains("Ratings: "), "{text}");
        assert!(last.buttons().iter().any(|(l, _)| l == "Rematch"));
        // The last board comes with the capture race as a second picture.
        let race = last
            .files
            .iter()
            .find(|(n, _)| n.ends_with("-race.png"))
            .expect("a race");
        let img = image::load_from_memory(&race.1).unwrap();
        assert_eq!((img.width(), img.height()), (800, 300), "{variant}");
    }
    // Three rated games: stats come with the rating chart.
    let alice = discord.person(1, "alice", 10);
    let stats = answer(&discord, &alice.slash("zertz stats", &[])).await;
    check!(stats, stats.private());
    let chart = stats
        .files
        .iter()
        .find(|(n, _)| n.starts_with("zertz-rating-"))
        .expect("a chart");
    let img = image::load_from_memory(&chart.1).unwrap();
    assert_eq!((img.width(), img.height()), (800, 400));
    let mut lat = discord.latencies();
    lat.sort();
    println!(
        "one game at a time: {} interactions, median {:.1} ms, p99 {:.1} ms",
        lat.len(),
        lat[lat.len() / 2].as_secs_f64() * 1e3,
        lat[(lat.len() - 1) * 99 / 100].as_secs_f64() * 1e3
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_and_mistakes_answer_privately_and_change_nothing() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let (alice, bob, carol) = (
        discord.person(1, "alice", 5),
        discord.person(2, "bob", 5),
        discord.person(3, "carol", 5),
    );
    start_game(&discord, &alice, &bob, "standard").await;
    let r = answer(&discord, &alice.autocomplete("zertz move", "notation", "Wd", &[])).await;
    assert_eq!(r.kind(), 8);
    let choices: Vec<String> = r.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(choices.len(), 25);
    assert!(choices.iter().all(|c| c.starts_with("Wd")), "{choices:?}");
    for (who, text, expect) in [
        (&alice, "Wd4,d4", "not free"),
        (&bob, "Wd4,a1", "not your turn"),
        (&carol, "Wd4,a1", "no game in this channel"),
    ] {
        let r = answer(&discord, &who.slash("zertz move", &[("notation", str_opt(text))])).await;
        check!(r, r.private());
        check!(r, r.content().contains(expect));
    }
    // Nothing changed: alice's first move is still move 1.
    let r = answer(&discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    check!(r, !r.private() && r.content().contains("`Wd4,a1`"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_restarts_on_the_same_database_and_the_game_goes_on() {
    let mut t = Table::playing(7, "standard").await;
    let record = real_game("standard", 1);
    let half = record.moves.len() / 2;
    play_moves(&t.discord, &t.alice, &t.bob, &record.moves[..half]).await;
    t.kill();
    t.restart().await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let rest = &record.moves[half..];
    let (first, second) = if half.is_multiple_of(2) {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    // The kill may have come before the last board was marked shown: the
    // first move then waits for it (as designed), and may be deferred.
    let sent = first.slash("zertz move", &[("notation", str_opt(&rest[0]))]);
    let board = board_answering(discord, &sent).await;
    check!(board, !board.private());
    assert_eq!(board.png_size(), Some((800, 920)), "{}", board.content());
    assert_eq!(board.mentioned_users(), [second.id], "{}", board.content());
    let last = play_moves(discord, second, first, &rest[1..]).await;
    check!(last, last.content().contains("wins**"));
}

/// The notation in the first backticks of `text`: the move a board
/// message announces.
fn announced_move(text: &str) -> Option<&str> {
    let start = text.find('`')? + 1;
    let len = text[start..].find('`')?;
    Some(&text[start..start + len])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_game_against_the_computer() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let channel = 30;
    let alice = discord.person(1, "alice", channel);
    let sent = challenge_the_computer(&alice, "me");
    let started = answer(&discord, &sent).await;
    assert_eq!(started.kind(), 4, "no Accept step: {:?}", started.json);
    check!(started, started.content().contains("against the computer"));
    assert_eq!(started.mentioned_users(), [alice.id]);
    let mut game = zertz_rules::Game::new(zertz_rules::Variant::BLITZ);
    let mut computer_moves = 0;
    while !game.is_over() {
        assert!(game.ply() < 200, "the game should end");
        // Alice takes the first legal move: captures come first.
        let mine = game.position().notation(&game.legal_moves()[0]);
        let mark = discord.mark();
        let r = answer(&discord, &alice.slash("zertz move", &[("notation", str_opt(&mine))])).await;
        assert!(!r.private(), "{mine}: {}", r.content());
        game.play_notation(&mine).unwrap();
        if game.is_over() {
            check!(r, r.content().contains("not rated"));
            break;
        }
        check!(r, r.mentioned_users().is_empty());
        let post = discord
            .wait_for(mark, WAIT, |q| {
                q.method == "POST"
                    && q.path == format!("/channels/{channel}/messages")
                    && q.content().contains("**ZÈRTZ** ")
            })
            .await
            .expect("the computer posted its move");
        assert!(post.png_size().is_some(), "the board comes with the move");
        let theirs = announced_move(&post.content()).unwrap().to_string();
        game.play_notation(&theirs).unwrap_or_else(|e| panic!("{theirs}: {e}"));
        computer_moves += 1;
        if !game.is_over() {
            assert_eq!(post.mentioned_users(), [alice.id], "{}", post.content());
        }
    }
    assert!(computer_moves > 3, "{computer_moves}");
    // The game is over in the store too: a new move is refused privately.
    let r = answer(&discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    check!(r, r.private());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_for_the_same_turn_apply_once() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    for round in 0..10u64 {
        let channel = 100 + round;
        let (alice, bob) = (discord.person(1, "alice", channel), discord.person(2, "bob", channel));
        start_game(&discord, &alice, &bob, "standard").await;
        let one = alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
        let two = alice.slash("zertz move", &[("notation", str_opt("Gc3,g1"))]);
        let (a, b) = (answer(&discord, &one).await, answer(&discord, &two).await);
        let applied = [&a, &b].iter().filter(|r| !r.private()).count();
        assert_eq!(applied, 1, "round {round}: {} / {}", a.content(), b.content());
        // Bob's move proves the game is at move 2, not 3.
        let r = answer(&discord, &bob.slash("zertz move", &[("notation", str_opt("Be5,a2"))])).await;
        check!(r, !r.private());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn garbage_is_answered_or_ignored_and_the_bot_stays_up() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let alice = discord.person(1, "alice", 9);
    // Malformed payloads: serenity cannot read them, so the bot ignores them.
    discord.dispatch("INTERACTION_CREATE", serde_json::json!({"id": "x", "type": 2}));
    discord.dispatch("INTERACTION_CREATE", serde_json::json!("not an object"));
    discord.send_raw("{ this is not json".to_string());
    discord.send_raw(serde_json::json!({"op": 0, "t": "INTERACTION_CREATE", "s": 99, "d": null}).to_string());
    alice.raw(2, serde_json::json!({"id": "1", "name": "zertz", "type": 1, "options": [{"name": "nope", "type": 3, "value": 5}]}));
    // A token that cannot stand in a path is dropped: answering it would
    // call a route Discord does not have (a violation, failing this test).
    let mark = discord.mark();
    alice.forged("zertz help", "");
    alice.forged("zertz help", "a/b");
    // Unknown commands, missing options, a 50,000-character notation.
    let unknown = answer(&discord, &alice.slash("zertz frobnicate", &[])).await;
    check!(
        unknown,
        unknown.private() && unknown.content().contains("Unknown command")
    );
    let missing = answer(&discord, &alice.slash("zertz challenge", &[])).await;
    check!(missing, missing.private());
    let huge = "Wd4,".repeat(12_500);
    let long = answer(&discord, &alice.slash("zertz move", &[("notation", str_opt(&huge))])).await;
    check!(long, long.private());
    let ac = answer(&discord, &alice.autocomplete("zertz move", "notation", &huge, &[])).await;
    assert_eq!(ac.kind(), 8);
    // Still up and answering.
    assert!(bot.0.try_wait().unwrap().is_none(), "the bot exited");
    let help = answer(&discord, &alice.slash("zertz help", &[])).await;
    let forged = discord
        .requests()
        .iter()
        .skip(mark)
        .filter(|r| r.path.contains("//") || r.path.contains("a/b"))
        .count();
    assert_eq!(forged, 0, "a forged token is never answered");
    check!(help, help.content().contains("/zertz move"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn load_two_hundred_games_at_once() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let pid = bot.0.id();
    let cpu_before = cpu_ms(pid);
    let games = 200u64;
    let pairs: Vec<(Person, Person)> = (0..games)
        .map(|g| {
            (
                discord.person(10_000 + 2 * g, &format!("p{g}a"), 5_000 + g),
                discord.person(10_001 + 2 * g, &format!("p{g}b"), 5_000 + g),
            )
        })
        .collect();
    // All challenges at once, then all accepts, then moves in waves.
    let challenges: Vec<Sent> = pairs
        .iter()
        .map(|(a, b)| a.slash("zertz challenge", &[("opponent", b.as_opt()), ("first", str_opt("me"))]))
        .collect();
    let mut accepts = Vec::new();
    for ((_, b), sent) in pairs.iter().zip(&challenges) {
        answer(&discord, sent).await;
        accepts.push(b.click(&discord.original(sent).unwrap(), "Accept").unwrap());
    }
    for sent in &accepts {
        assert_eq!(answer(&discord, sent).await.kind(), 4);
    }
    let opening = &real_game("standard", 2).moves[..8];
    for (ply, m) in opening.iter().enumerate() {
        let wave: Vec<Sent> = pairs
            .iter()
            .map(|(a, b)| if ply % 2 == 0 { a } else { b })
            .map(|p| p.slash("zertz move", &[("notation", str_opt(m))]))
            .collect();
        for sent in &wave {
            let r = answer(&discord, sent).await;
            check!(r, !r.private());
        }
    }
    let cpu = cpu_ms(pid) - cpu_before;
    let mut lat = discord.latencies();
    lat.sort();
    let pick = |q: f64| lat[((lat.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "load: {} interactions over {games} games: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        lat.len(),
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.99).as_secs_f64() * 1e3,
        pick(1.0).as_secs_f64() * 1e3
    );
    println!(
        "load: the bot used {cpu:.0} ms of CPU, {:.2} ms per interaction",
        cpu / lat.len().max(1) as f64
    );
    // Every challenge, accept and move was answered and timed.
    assert!(
        lat.len() as u64 >= games * (2 + opening.len() as u64),
        "{} timings",
        lat.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_taken_back_with_the_opponents_consent() {
    let t = Table::playing(11, "standard").await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    answer(discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    let ask = alice.slash("zertz takeback", &[]);
    let request = answer(discord, &ask).await;
    check!(request, !request.private() && request.mentioned_users() == [bob.id]);
    let allow = bob.click(&discord.original(&ask).unwrap(), "Allow takeback").unwrap();
    let board = answer(discord, &allow).await;
    check!(board, !board.private() && board.content().contains("taken back"));
    assert_eq!(board.png_size(), Some((800, 920)));
    // Alice is to move again, from the start.
    let again = answer(discord, &alice.slash("zertz move", &[("notation", str_opt("Gd4,a1"))])).await;
    check!(again, !again.private() && again.content().contains("`Gd4,a1`"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_sgf_imports_back_and_a_bad_one_is_refused() {
    let t = Table::playing(13, "tournament").await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    play_moves(discord, alice, bob, &["Wd4,a1".to_string(), "Bc3,h1".to_string()]).await;
    let export = answer(discord, &alice.slash("study export", &[])).await;
    check!(export, export.private());
    let names: Vec<&str> = export.files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    let (name, sgf) = export.files.iter().find(|(n, _)| n.ends_with(".sgf")).unwrap().clone();
    assert!(String::from_utf8_lossy(&sgf).contains("SU[Zertz+11]"));
    // Uploaded again through Discord's attachment option, from its CDN.
    let import = answer(discord, &bob.slash("study import", &[("file", Opt::File(name, sgf))])).await;
    let text = import.content();
    assert!(!import.private(), "{text}");
    assert!(
        text.contains("**alice** vs **bob**, tournament, 2 moves, every one legal"),
        "{text}"
    );
    let kinds: Vec<bool> = import.files.iter().map(|(_, b)| b.starts_with(b"GIF89a")).collect();
    assert_eq!(kinds, [false, true], "a board, then a replay");
    let bad = b"(;GM[22]SU[Zertz];P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done];P1[4 BtoB D 4 D 6];P1[5 Done])".to_vec();
    let refused = answer(
        discord,
        &bob.slash("study import", &[("file", Opt::File("bad.sgf".into(), bad))]),
    )
    .await;
    check!(refused, refused.private());
    assert!(
        refused
            .content()
            .contains("move 2 (x d4d6) is illegal: there is no marble on d5"),
        "{}",
        refused.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_are_embeds_that_ping_from_the_content_and_plain_where_embeds_are_forbidden() {
    let t = Table::playing(14, "standard").await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let moved = answer(discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    assert_eq!(
        moved.raw_content(),
        format!("<@{}>", bob.id),
        "the ping is in the content"
    );
    assert_eq!(moved.mentioned_users(), [bob.id]);
    let embeds = moved.embeds();
    assert_eq!(embeds.len(), 1);
    let e = &embeds[0];
    assert_eq!(e["color"], Value::from(0x40CCD6), "bob's colour: his turn");
    let image = e["image"]["url"].as_str().unwrap();
    let (file, _) = &moved.files[0];
    assert_eq!(image, format!("attachment://{file}"));
    assert!(e["description"].as_str().unwrap().contains("`Wd4,a1`"), "{e}");
    let fields: Vec<&str> = e["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["Move", "Clock", "Captured"]);
    // An admin takes Embed Links away: the same message is plain text.
    discord.forbid_embeds(14);
    let plain = answer(discord, &bob.slash("zertz move", &[("notation", str_opt("Gb2,g1"))])).await;
    assert!(plain.embeds().is_empty());
    assert!(plain.raw_content().contains("`Gb2,g1`"), "{}", plain.raw_content());
    assert!(plain.raw_content().contains(&format!("<@{}>, your move", alice.id)));
    assert_eq!(plain.mentioned_users(), [alice.id]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_the_clock_and_the_opponent_sees_it() {
    let t = Table::playing(12, "standard").await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let away = answer(discord, &alice.slash("zertz vacation", &[("days", Opt::Int(2))])).await;
    check!(away, away.private() && away.content().contains("on vacation until"));
    let listed = answer(discord, &bob.slash("zertz games", &[])).await;
    check!(listed, listed.content().contains("their move (on vacation until"));
    // Her move ends it.
    answer(discord, &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))])).await;
    let listed = answer(discord, &bob.slash("zertz games", &[])).await;
    check!(listed, listed.content().contains("**your move**"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_shuts_the_bot_down_cleanly() {
    let mut t = Table::playing(70, "standard").await;
    let discord = &t.discord;
    // A second bot on the same file is refused at once, and says why.
    let mut second = launch(
        discord,
        t.db(),
        &Launch {
            log: Some(&t.dir.path().join("second.log")),
            ..Launch::default()
        },
    );
    let refused = second.exit_within(WAIT).await;
    assert_eq!(refused.code(), Some(2), "{refused:?}");
    let said = std::fs::read_to_string(t.dir.path().join("second.log")).unwrap();
    assert!(said.contains("another zertz-bot process is using"), "{said}");
    t.bot.terminate();
    let status = t.bot.exit_within(WAIT).await;
    assert!(status.success(), "{status:?}");
    // The database was closed whole: its WAL merged, no -wal file left.
    assert!(
        !t.dir.path().join("zertz.db-wal").exists(),
        "a -wal file was left behind"
    );
    let conn = rusqlite::Connection::open(t.db()).unwrap();
    let games: i64 = conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0)).unwrap();
    assert_eq!(games, 1, "the game is in the database file itself");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_discord_is_unreachable() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("zertz.db");
    let mut bot = connected(&discord, &db).await;
    // An outage: the gateway closes and refuses every reconnection.
    discord.fail(Fault::new("GET", "/gateway", 503, usize::MAX));
    assert!(discord.drop_gateway());
    while discord.connected() {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Long enough for its shard runner to give up and the shard to wait
    // in serenity's queue (which retries every 5 s).
    tokio::time::sleep(Duration::from_secs(7)).await;
    bot.terminate();
    // Within the 10 s drain, with a margin for this machine's noise.
    let status = bot.exit_within(Duration::from_secs(15)).await;
    assert!(status.success(), "{status:?}");
    assert!(!dir.path().join("zertz.db-wal").exists(), "a -wal file was left behind");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_with_its_progress_shown() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let channel = 40;
    let (alice, bob) = (discord.person(1, "alice", channel), discord.person(2, "bob", channel));
    play_a_long_large_game(&discord, &alice, &bob).await;
    let mark = discord.mark();
    let sent = alice.slash("study analyse", &[]);
    let first = answer(&discord, &sent).await;
    assert_eq!(first.kind(), 5, "a slow answer is deferred: {:?}", first.json);
    let progress = discord
        .wait_for(mark, Duration::from_secs(60), |r| {
            r.edits_original() && r.raw_content().contains("Analysing game #")
        })
        .await
        .expect("the deferred answer shows the progress");
    assert!(
        progress.raw_content().contains("position"),
        "{}",
        progress.raw_content()
    );
    let done = discord
        .wait_for(mark, Duration::from_secs(120), |r| {
            r.edits_original() && r.has_embed_titled("Analysis of game #")
        })
        .await
        .expect("the analysis replaces the progress");
    assert!(done.files.iter().any(|(n, _)| n.ends_with("-win-chance.png")));
    assert!(done.seq > progress.seq);
    // Asked again, it is answered at once from the store.
    let again = answer(&discord, &bob.slash("study analyse", &[])).await;
    assert_eq!(again.kind(), 4, "{:?}", again.json);
    assert!(again.has_embed_titled("Analysis of game #"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_privately_through_discord() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = connected(&discord, &dir.path().join("zertz.db")).await;
    let alice = discord.person(1, "alice", 60);
    let shown = answer(&discord, &alice.slash("puzzle", &[])).await;
    assert!(shown.private(), "a puzzle is private unless asked otherwise");
    assert!(shown.png_size().is_some(), "the board comes as a picture");
    let title = shown.embeds()[0]["title"].as_str().unwrap().to_string();
    let id: u32 = title.rsplit('#').next().unwrap().parse().unwrap();
    let puzzle = include_str!("../../bot/assets/puzzles.tsv")
        .lines()
        .filter_map(|l| zertz_ai::puzzle::Puzzle::parse(l).ok())
        .find(|p| p.id == id)
        .expect("the puzzle shown is in the file");
    assert!(
        shown.body().contains(&format!("win in {}", puzzle.solver_moves())),
        "{}",
        shown.body()
    );
    let mut game = puzzle.game().unwrap();
    for (i, m) in puzzle.solution.iter().enumerate() {
        let notation = game.position().notation(m);
        game.play(m).unwrap();
        if i % 2 == 1 {
            continue;
        }
        let reply = answer(
            &discord,
            &alice.slash("zertz move", &[("notation", str_opt(&notation))]),
        )
        .await;
        assert!(reply.private(), "answers stay private");
        let last = i + 1 == puzzle.solution.len();
        let expected = if last { "solved" } else { "is right" };
        assert!(reply.body().contains(expected), "move {i}: {}", reply.body());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_is_identified_as_given_and_a_bad_one_refused() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("zertz.db");
    let log = dir.path().join("bad.log");
    let mut bad = launch(
        &discord,
        &db,
        &Launch {
            log: Some(&log),
            shards: Some("3-1/2"),
            ..Launch::default()
        },
    );
    assert_eq!(bad.exit_within(WAIT).await.code(), Some(2));
    assert!(std::fs::read_to_string(&log).unwrap().contains("A-B/N"));
    let _bot = launch(
        &discord,
        &db,
        &Launch {
            shards: Some("0-0/1"),
            ..Launch::default()
        },
    );
    let identify = discord.identified(WAIT).await.expect("identified");
    assert_eq!(identify["shard"], serde_json::json!([0, 1]), "{identify}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_lets_an_answer_in_progress_finish() {
    let mut t = Table::new(80).await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    play_a_long_large_game(discord, alice, bob).await;
    let mark = discord.mark();
    alice.slash("study analyse", &[]);
    discord
        .wait_for(mark, WAIT, |r| {
            r.edits_original() && r.raw_content().contains("Analysing game #")
        })
        .await
        .expect("the analysis is running");
    t.bot.terminate();
    // The gateway closes, but the analysis already asked for is answered.
    let done = discord
        .wait_for(mark, WAIT, |r| {
            r.edits_original() && r.has_embed_titled("Analysis of game #")
        })
        .await;
    assert!(done.is_some(), "the answer in progress was finished before the stop");
    assert!(t.bot.exit_within(WAIT).await.success());
    assert!(!t.dir.path().join("zertz.db-wal").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_and_its_solve_button_opens_it_privately() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mark = discord.mark();
    let how = Launch {
        tick_ms: Some(200),
        ..Launch::default()
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, mark).await;
    let (admin, member) = (discord.manager(1, "admin", 90), discord.person(2, "member", 90));
    let on = [("switch", str_opt("on"))];
    let refused = answer(&discord, &member.slash("server daily", &on)).await;
    check!(
        refused,
        refused.private() && refused.content().contains("manage the server")
    );
    let accepted = answer(&discord, &admin.slash("server daily", &on)).await;
    check!(accepted, accepted.content().contains("is on here"));
    let post = discord
        .wait_for(mark, WAIT, |r| {
            r.method == "POST" && r.path == "/channels/90/messages" && r.content().contains("Daily puzzle")
        })
        .await
        .expect("the daily puzzle is posted by the tick");
    assert!(post.png_size().is_some(), "with its board");
    // Clicked on the message as Discord holds it.
    let held = discord
        .messages_in(90)
        .into_iter()
        .rfind(|m| m["components"].to_string().contains("Solve"))
        .expect("the daily post is in the channel");
    let shown = answer(&discord, &member.click(&held, "Solve").unwrap()).await;
    check!(shown, shown.private());
    check!(shown, shown.content().contains("ZÈRTZ puzzle #"));
    assert!(shown.png_size().is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_answered_in_one_request_that_brings_back_its_message() {
    let t = Table::playing(15, "standard").await;
    let (discord, alice, bob) = (&t.discord, &t.alice, &t.bob);
    let sent = alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    assert_eq!(answer(discord, &sent).await.kind(), 4);
    let board = discord.original(&sent).expect("the answer made a message");
    let link = format!("/15/{})", board["id"].as_str().unwrap());
    // The game's list links to that message: its id came back with the
    // answer (noted just after it, so looked for a few times).
    let mut listed = String::new();
    for _ in 0..20 {
        listed = answer(discord, &bob.slash("zertz games", &[])).await.content();
        if listed.contains(&link) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(listed.contains(&link), "{link} in {listed}");
    // One request for the interaction: nothing fetched the message again.
    let asked: Vec<String> = discord
        .requests()
        .into_iter()
        .filter(|q| q.path.contains(sent.token.as_str()))
        .map(|q| format!("{} {}", q.method, q.path))
        .collect();
    assert_eq!(asked.len(), 1, "{asked:?}");
}
