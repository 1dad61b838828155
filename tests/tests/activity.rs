//! The Activity's board, in headless Chromium, against the real bot and
//! the fake Discord: each person's page is the fake's parent page (the
//! SDK's message protocol, as Discord's client speaks it) with the bot's
//! page in its iframe, signed in through the OAuth2 code the bot exchanges.
//! Two players play a whole real game by tapping the board while a
//! spectator watches; a move typed with `/zertz move` reaches all three
//! boards; the spectator's taps play nothing; someone in another channel's
//! instance cannot read the game; boards whose connection dropped (the bot
//! restarted) catch up; and the same in a group DM where only the people
//! installed the app.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use zertz_e2e::activity::{sign_in, CLIENT_SECRET, PARENT_ORIGIN};
use zertz_e2e::bot::{answer, free_address, launch, ready, real_game, start_game, str_opt, Bot, Launch, WAIT};
use zertz_e2e::browser::{chromium, Browser, Page};
use zertz_e2e::{labels_of, FakeDiscord, Person, APP_ID, GUILD};
use zertz_rules::{Game, Move, Variant};

/// The SDK trusts a parent on port 3333 only: one scenario at a time.
static PARENT: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// How long a board may take to show a move.
const SHOWN_WITHIN: Duration = Duration::from_secs(15);

/// A desktop's window and an upright phone's, in CSS pixels.
const DESKTOP: (u32, u32) = (1280, 800);
const PHONE: (u32, u32) = (390, 844);

struct Scene {
    discord: FakeDiscord,
    bot: Bot,
    http: std::net::SocketAddr,
    dir: tempfile::TempDir,
}

impl Scene {
    async fn new() -> Scene {
        let discord = FakeDiscord::start().await.unwrap();
        discord
            .serve_parent()
            .await
            .expect("port 3333 is free for the parent page");
        let dir = tempfile::tempdir().unwrap();
        let http = free_address();
        let bot = start(&discord, &dir, http).await;
        Scene {
            discord,
            bot,
            http,
            dir,
        }
    }

    /// Stops the bot and starts it again on the same database and address:
    /// every board's connection drops.
    async fn restart(&mut self) {
        self.bot.terminate();
        self.bot.exit_within(Duration::from_secs(20)).await;
        self.bot = start(&self.discord, &self.dir, self.http).await;
    }

    /// A board for `who` (id, name) in `instance` (id, channel, guild),
    /// on a desktop's window or an upright phone's.
    async fn board<'b>(
        &self,
        browser: &'b Browser,
        (user, name): (u64, &str),
        (instance, channel, guild): (&str, u64, Option<u64>),
        phone: bool,
    ) -> Page<'b> {
        let platform = if phone { "mobile" } else { "desktop" };
        let mut url = format!(
            "{PARENT_ORIGIN}/parent?user={user}&name={name}&app={APP_ID}&instance_id={instance}\
             &channel_id={channel}&platform={platform}&activity=http://{}/",
            self.http
        );
        if let Some(g) = guild {
            url.push_str(&format!("&guild_id={g}"));
        }
        let (width, height) = if phone { PHONE } else { DESKTOP };
        browser.page(&url, width, height, phone).await
    }
}

async fn start(discord: &FakeDiscord, dir: &tempfile::TempDir, http: std::net::SocketAddr) -> Bot {
    let mark = discord.mark();
    let bot = launch(
        discord,
        dir.path().join("zertz.db"),
        &Launch {
            http: Some(http),
            client_secret: Some(CLIENT_SECRET),
            ..Launch::default()
        },
    );
    ready(discord, mark).await;
    bot
}

/// The ply a page's board shows, once it shows one.
async fn ply(page: &Page<'_>) -> Option<usize> {
    page.eval("document.getElementById('app')?.dataset.ply ?? null")
        .await
        .as_str()
        .and_then(|p| p.parse().ok())
}

/// Waits until every page shows ply `n`.
async fn all_at(pages: &[&Page<'_>], n: usize) {
    for (i, page) in pages.iter().enumerate() {
        let js = format!("document.getElementById('app')?.dataset.ply === '{n}'");
        assert!(
            page.until(&js, SHOWN_WITHIN).await,
            "page {i} shows ply {:?}, not {n}; it says {}",
            ply(page).await,
            page.eval("document.querySelector('[data-status]')?.textContent ?? document.body.innerText")
                .await
        );
    }
}

/// Taps `selector` on `page`, which must be there.
async fn tap(page: &Page<'_>, selector: &str) {
    assert!(
        page.until(&format!("!!document.querySelector({selector:?})"), SHOWN_WITHIN)
            .await,
        "{selector} is on the page"
    );
    assert!(page.tap(selector).await, "tapped {selector}");
}

fn ring(sq: impl std::fmt::Display) -> String {
    format!(".ring[data-sq=\"{sq}\"] .hit")
}

/// Plays `m` on `page` as a person does: the colour, the ring, the ring
/// to remove; or the capturing marble and each landing; then Confirm.
async fn touch_move(page: &Page<'_>, game: &Game, m: &Move) {
    match *m {
        Move::Place { colour, to, remove } => {
            tap(page, &format!("[data-colour-pick=\"{}\"]", colour.index())).await;
            tap(page, &ring(to)).await;
            if let Some(r) = remove {
                tap(page, &ring(r)).await;
            }
        }
        Move::Capture(jumps) => {
            tap(page, &format!("[data-marble=\"{}\"]", jumps.from())).await;
            for landing in jumps.landings(game.position().board()) {
                tap(page, &ring(landing)).await;
            }
        }
        Move::Pass => tap(page, "[data-action=\"pass\"]").await,
    }
    tap(page, "[data-action=\"confirm\"]").await;
}

/// What the bot answers `asked` on a board's WebSocket for `session`.
async fn ask(scene: &Scene, session: &str, asked: Value) -> Value {
    use futures_util::{SinkExt, StreamExt};
    let url = format!("ws://{}/api/live?session={session}", scene.http);
    let (mut socket, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
    socket
        .send(tokio_tungstenite::tungstenite::Message::Text(asked.to_string().into()))
        .await
        .unwrap();
    let answer = tokio::time::timeout(WAIT, socket.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    serde_json::from_str(answer.to_text().unwrap()).unwrap()
}

/// Where screenshots go: beside the build, for the docs to copy.
fn save(name: &str, png: &[u8]) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), png).unwrap();
    println!("screenshot: {}", dir.join(name).display());
}

/// Plays `record`'s moves from `from` on by touch, each on its mover's
/// page, the one at `typed` with `/zertz move` instead; every page must
/// show each move. Returns the game as played.
async fn play(
    pages: &[&Page<'_>],
    movers: [&Page<'_>; 2],
    typers: [&Person; 2],
    record: &[String],
    typed: Option<usize>,
    scene: &Scene,
) -> Game {
    let mut game = Game::new(Variant::STANDARD);
    for (i, notation) in record.iter().enumerate() {
        let m = game.position().parse_move(notation).unwrap();
        if Some(i) == typed {
            let sent = typers[i % 2].slash("zertz move", &[("notation", str_opt(notation))]);
            answer(&scene.discord, &sent).await;
        } else {
            touch_move(movers[i % 2], &game, &m).await;
        }
        game.play(&m).unwrap();
        all_at(pages, i + 1).await;
    }
    game
}

/// Whether Chromium is here to run these; `tests/bin/test-all` installs it
/// and requires it (`ZERTZ_BROWSER_TESTS=required`), a bare `cargo test`
/// skips them without it.
fn browser_here() -> bool {
    if chromium().is_some() {
        return true;
    }
    assert!(
        std::env::var("ZERTZ_BROWSER_TESTS").as_deref() != Ok("required"),
        "Chromium is required here: apt-get install chromium, or set CHROMIUM"
    );
    println!("SKIPPED: no Chromium (set CHROMIUM, or apt-get install chromium)");
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_and_a_spectator_play_a_real_game_by_touch() {
    if !browser_here() {
        return;
    }
    let _one = PARENT.lock().await;
    let mut scene = Scene::new().await;
    let channel = 4_100;
    let (alice, bob) = (
        scene.discord.person(1, "alice", channel),
        scene.discord.person(2, "bob", channel),
    );
    for (id, name) in [(1, "alice"), (2, "bob"), (3, "carol"), (4, "dave")] {
        scene.discord.account(id, name, "en-US");
    }
    start_game(&scene.discord, &alice, &bob, "standard").await;
    // The public board offers the Activity, and Open board opens it there
    // (LAUNCH_ACTIVITY), for anyone.
    let board = scene
        .discord
        .messages_in(channel)
        .into_iter()
        .rev()
        .find(|m| labels_of(m).iter().any(|l| l == "Open board"))
        .expect("a board with Open board");
    let carol = scene.discord.person(3, "carol", channel);
    let opened = answer(&scene.discord, &carol.click(&board, "Open board").unwrap()).await;
    assert_eq!(opened.kind(), 12, "{:?}", opened.json);
    scene.discord.instance("i-1", channel, Some(GUILD), &[1, 2, 3]);
    scene.discord.instance("i-2", 4_200, Some(GUILD), &[4]);

    let browser = Browser::launch().await;
    let loaded = Instant::now();
    let a = scene
        .board(&browser, (1, "alice"), ("i-1", channel, Some(GUILD)), false)
        .await;
    let b = scene
        .board(&browser, (2, "bob"), ("i-1", channel, Some(GUILD)), true)
        .await;
    let c = scene
        .board(&browser, (3, "carol"), ("i-1", channel, Some(GUILD)), false)
        .await;
    let pages = [&a, &b, &c];
    all_at(&pages, 0).await;
    println!(
        "three boards drawn {} ms after their pages were opened",
        loaded.elapsed().as_millis()
    );
    for (name, page) in [("desktop", &a), ("phone", &b), ("spectator", &c)] {
        let app = "document.getElementById('app').dataset";
        let t = page.eval(&format!("[{app}.loaded, {app}.firstBoard]")).await;
        println!(
            "{name}: the page loaded at {} ms, its first board was drawn at {} ms",
            t[0], t[1]
        );
    }

    // The token the page authenticated with is one the bot obtained.
    let tokens = scene.discord.access_tokens();
    for (page, user) in [(&a, 1u64), (&b, 2), (&c, 3)] {
        let used = page.parent("window.authenticated").await;
        let used = used.as_array().unwrap();
        assert_eq!(used.len(), 1);
        assert_eq!(tokens.get(used[0].as_str().unwrap()), Some(&user));
    }

    // Touch targets: a ring of the board is at least 44 CSS pixels on the phone.
    let (_, _, w, h) = b.place(&ring("d4")).await.unwrap();
    assert!(w >= 44.0 && h >= 44.0, "a ring's target is {w}×{h} on the phone");

    let record = real_game("standard", 0);
    let moves = &record.moves;
    // The spectator's taps play nothing: no colour to choose, no Confirm.
    tap(&c, "[data-colour-pick=\"0\"]").await;
    c.tap(&ring("d4")).await;
    assert!(c.eval("!document.querySelector('[data-action=\"confirm\"]')").await == json!(true));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(ply(&a).await, Some(0));

    // The first half by touch, the third move typed.
    let half = moves.len() / 2;
    let mut game = play(&pages, [&a, &b], [&alice, &bob], &moves[..half], Some(2), &scene).await;
    save("activity-desktop.png", &a.screenshot().await);
    save("activity-phone.png", &b.screenshot().await);

    // Someone whose instance is in another channel cannot read the game.
    let dave = sign_in(scene.http, 4, "i-2").await.unwrap();
    let listing = ask(&scene, &dave, json!({"t": "games"})).await;
    assert_eq!(listing["games"], json!([]), "{listing}");
    // From his own board he starts a game against the computer.
    let started = ask(&scene, &dave, json!({"t": "computer"})).await;
    assert_eq!(started["games"].as_array().map(Vec::len), Some(1), "{started}");
    assert_eq!(started["games"][0]["mine"], true, "{started}");
    // In a third channel, erin challenges him; his board there offers the
    // challenge, and accepting it from the board starts their game.
    let (erin, dave_there) = (
        scene.discord.person(5, "erin", 4_500),
        scene.discord.person(4, "dave", 4_500),
    );
    scene.discord.instance("i-3", 4_500, Some(GUILD), &[4, 5]);
    let challenged = erin.slash("zertz challenge", &[("opponent", dave_there.as_opt())]);
    answer(&scene.discord, &challenged).await;
    let there = sign_in(scene.http, 4, "i-3").await.unwrap();
    let offered = ask(&scene, &there, json!({"t": "games"})).await;
    let challenge = offered["challenges"][0]["id"].clone();
    assert_eq!(offered["challenges"][0]["title"], "erin", "{offered}");
    let accepted = ask(&scene, &there, json!({"t": "accept", "challenge": challenge})).await;
    let titles: Vec<&str> = accepted["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|g| g["title"].as_str())
        .collect();
    assert!(
        titles.iter().any(|t| t.contains("erin") && t.contains("dave")),
        "{accepted}"
    );
    assert_eq!(accepted["challenges"], json!([]), "{accepted}");
    let refused = ask(&scene, &dave, json!({"t": "watch", "game": 1, "at": null})).await;
    assert_eq!(refused["t"], "refused", "{refused}");
    assert!(
        refused["why"].as_str().unwrap().contains("not played in this channel"),
        "{refused}"
    );
    // Nor can he join an instance he is not in, or a forged session.
    let (status, _) = sign_in(scene.http, 4, "i-1").await.unwrap_err();
    assert_eq!(status, 403);
    let forged = format!("ws://{}/api/live?session={}", scene.http, "0".repeat(32));
    match tokio_tungstenite::connect_async(forged.as_str()).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 401),
        other => panic!("a forged session was let in: {:?}", other.map(|_| ())),
    }
    // An old position's move plays nothing.
    let again = sign_in(scene.http, 1, "i-1").await.unwrap();
    let stale = ask(
        &scene,
        &again,
        json!({"t": "move", "game": 1, "ply": 0, "notation": moves[half]}),
    )
    .await;
    assert_eq!(stale["t"], "refused", "{stale}");
    assert!(stale["why"].as_str().unwrap().contains("position changed"), "{stale}");

    // The bot restarts: every board's connection drops, and each catches
    // up with the move typed meanwhile... once it is back.
    scene.restart().await;
    let next = game.position().parse_move(&moves[half]).unwrap();
    let typer = if half.is_multiple_of(2) { &alice } else { &bob };
    let sent = typer.slash("zertz move", &[("notation", str_opt(&moves[half]))]);
    answer(&scene.discord, &sent).await;
    game.play(&next).unwrap();
    all_at(&pages, half + 1).await;

    // The rest by touch, to the end.
    for (i, notation) in moves.iter().enumerate().skip(half + 1) {
        let m = game.position().parse_move(notation).unwrap();
        touch_move([&a, &b][i % 2], &game, &m).await;
        game.play(&m).unwrap();
        all_at(&pages, i + 1).await;
    }
    assert!(game.is_over(), "the real game ends");
    for page in pages {
        assert!(
            page.until("!!document.querySelector('[data-action=\"first\"]')", SHOWN_WITHIN)
                .await
        );
    }
    // A finished game steps back move by move.
    tap(&c, "[data-action=\"back\"]").await;
    let before = moves.len() - 1;
    assert!(
        c.until(
            &format!("document.getElementById('app').dataset.ply === '{before}'"),
            SHOWN_WITHIN
        )
        .await
    );
    scene.discord.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_group_dm_is_played_by_touch() {
    if !browser_here() {
        return;
    }
    let _one = PARENT.lock().await;
    let scene = Scene::new().await;
    let channel = 4_300;
    let alice = scene.discord.in_group_dm(11, "alice", channel);
    let bob = scene.discord.in_group_dm(12, "bob", channel);
    scene.discord.account(11, "alice", "de");
    scene.discord.account(12, "bob", "fr");
    // Where the bot may only answer, the challenge's message is edited by
    // Accept's answer, and the board follows it.
    let sent = alice.slash(
        "zertz challenge",
        &[
            ("opponent", bob.as_opt()),
            ("variant", str_opt("standard")),
            ("first", str_opt("me")),
        ],
    );
    answer(&scene.discord, &sent).await;
    let accept = bob.click(&scene.discord.original(&sent).unwrap(), "Accept").unwrap();
    answer(&scene.discord, &accept).await;
    scene.discord.instance("i-dm", channel, None, &[11, 12]);
    let browser = Browser::launch().await;
    let a = scene
        .board(&browser, (11, "alice"), ("i-dm", channel, None), false)
        .await;
    let b = scene.board(&browser, (12, "bob"), ("i-dm", channel, None), true).await;
    let pages = [&a, &b];
    all_at(&pages, 0).await;
    // Each in their own language, from the bot's Fluent files.
    assert_eq!(a.eval("document.documentElement.lang").await, json!("de"));
    assert!(
        b.until(
            "document.querySelector('.pool .label')?.textContent === 'Réserve'",
            SHOWN_WITHIN
        )
        .await
    );
    let record = real_game("standard", 1);
    let game = play(&pages, [&a, &b], [&alice, &bob], &record.moves, None, &scene).await;
    assert!(game.is_over());
    scene.discord.assert_no_violations();
}

/// Registered globally with the Activity on, the commands hold its Entry
/// Point (type 4, launched by Discord), which a bulk overwrite must keep.
#[tokio::test]
async fn the_entry_point_command_is_registered_with_the_activity() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mark = discord.mark();
    let how = Launch {
        http: Some(free_address()),
        client_secret: Some(CLIENT_SECRET),
        global_commands: true,
        ..Launch::default()
    };
    let _bot = launch(&discord, dir.path().join("zertz.db"), &how);
    ready(&discord, mark).await;
    let registered = discord.registered();
    let entry: Vec<&Value> = registered.iter().filter(|c| c["type"] == 4).collect();
    assert_eq!(entry.len(), 1, "{registered:?}");
    assert_eq!(entry[0]["name"], "launch");
    assert_eq!(entry[0]["handler"], 2, "Discord launches the Activity");
    discord.assert_no_violations();
}
