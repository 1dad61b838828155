//! The real bot binary under test, and the steps every scenario shares.
//! A failed step panics: in a test harness, that is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use crate::{poll, FakeDiscord, Opt, Person, Recorded, Sent, APP_ID, TOKEN};

/// How long a step may take before the scenario fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// Builds the release binary once per test run and returns its path.
pub fn bot_binary() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let status = Command::new(cargo)
                .args(["build", "--release", "-p", "zertz-bot", "--bin", "zertz-bot"])
                .current_dir(manifest.join(".."))
                .status()
                .unwrap();
            assert!(status.success(), "building the release bot failed");
            let target = std::env::var("CARGO_TARGET_DIR").map_or_else(|_| manifest.join("../target"), PathBuf::from);
            target.join("release/zertz-bot")
        })
        .clone()
}

/// The bot process, killed when dropped.
pub struct Bot(pub Child);

impl Bot {
    /// Sends it SIGTERM, as a host stopping it does.
    pub fn terminate(&self) {
        let pid = self.0.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(sent.success(), "kill -TERM {pid}: {sent:?}");
    }

    /// Waits for the process to exit on its own, at most `within`; it is
    /// killed (and the test fails) if it does not.
    pub async fn exit_within(&mut self, within: Duration) -> std::process::ExitStatus {
        let found = poll(within, Duration::from_millis(20), || {
            let status = self.0.try_wait().unwrap();
            async move { status.ok_or("the bot did not exit") }
        });
        found.await.unwrap_or_else(|why| panic!("{why}"))
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// How to start the bot.
#[derive(Default)]
pub struct Launch<'a> {
    /// Where its log goes (standard error is inherited otherwise).
    pub log: Option<&'a Path>,
    /// `RUST_LOG`; `warn` by default.
    pub filter: Option<&'a str>,
    /// The tick's period in milliseconds (20 s by default).
    pub tick_ms: Option<u64>,
    /// `--shards A-B/N`: the shards this process runs (all by default).
    pub shards: Option<&'a str>,
    /// `DISCORD_TOKEN`; the one the fake expects by default.
    pub token: Option<&'a str>,
    /// `ZERTZ_GUILD_ID`; [`crate::GUILD`] by default.
    pub guild: Option<u64>,
    /// Register the commands globally (no `ZERTZ_GUILD_ID`), as a bot in
    /// production does.
    pub global_commands: bool,
    /// `ZERTZ_HTTP`: where the operator's listener answers.
    pub http: Option<std::net::SocketAddr>,
    /// `ZERTZ_LOG_FORMAT=json`.
    pub log_json: bool,
    /// `DISCORD_CLIENT_SECRET`: with `http`, the Activity is served.
    pub client_secret: Option<&'a str>,
}

impl<'a> Launch<'a> {
    /// Logging at info (serenity's at warn) to `log`, for a test that
    /// reads what the bot logged.
    pub fn logging_to(log: &'a Path) -> Launch<'a> {
        Launch {
            log: Some(log),
            filter: Some("info,serenity=warn"),
            ..Launch::default()
        }
    }
}

/// Starts the bot against `discord` with the database `db`.
pub fn spawn_bot(discord: &FakeDiscord, db: impl AsRef<std::ffi::OsStr>) -> Bot {
    launch(discord, db, &Launch::default())
}

/// Starts the bot as `how` says, with `ZERTZ_DB` set to `db`: an SQLite
/// file or a `postgres://` URL.
pub fn launch(discord: &FakeDiscord, db: impl AsRef<std::ffi::OsStr>, how: &Launch) -> Bot {
    // `ZERTZ_BOT_WRAP` runs the bot under another program, such as
    // `valgrind --tool=callgrind` to count its instructions.
    let wrap = std::env::var("ZERTZ_BOT_WRAP").unwrap_or_default();
    let mut words = wrap.split_whitespace();
    let mut cmd = match words.next() {
        Some(program) => {
            let mut c = Command::new(program);
            c.args(words).arg(bot_binary());
            c
        }
        None => Command::new(bot_binary()),
    };
    cmd.arg("run");
    if let Some(range) = how.shards {
        cmd.args(["--shards", range]);
    }
    cmd.env("DISCORD_TOKEN", how.token.unwrap_or(TOKEN))
        .env("DISCORD_API_URL", &discord.url)
        .env("ZERTZ_DB", db)
        .env(
            "ZERTZ_GUILD_ID",
            match how.global_commands {
                true => String::new(),
                false => how.guild.unwrap_or(crate::GUILD).to_string(),
            },
        )
        .env("RUST_LOG", how.filter.unwrap_or("warn"))
        .stdout(Stdio::null());
    if let Some(ms) = how.tick_ms {
        cmd.env("ZERTZ_TICK_MS", ms.to_string());
    }
    if let Some(addr) = how.http {
        cmd.env("ZERTZ_HTTP", addr.to_string());
    }
    if how.log_json {
        cmd.env("ZERTZ_LOG_FORMAT", "json");
    }
    if let Some(secret) = how.client_secret {
        cmd.env("DISCORD_CLIENT_SECRET", secret);
    }
    match how.log {
        Some(path) => cmd.stderr(std::fs::File::create(path).unwrap()),
        None => cmd.stderr(Stdio::inherit()),
    };
    Bot(cmd.spawn().unwrap())
}

/// A loopback address with a port free now, for a server a test starts.
pub fn free_address() -> std::net::SocketAddr {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    socket.local_addr().unwrap()
}

/// The value of the sample `name` (its labels included, as the text
/// writes them) in Prometheus's text format, if it is there.
pub fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.split(' ').next()?.parse().ok())
}

/// What `url` answers to a GET: its status and body; `None` if nothing
/// answers there.
pub async fn http_get(url: &str) -> Option<(u16, String)> {
    let response = reqwest::Client::new()
        .get(url)
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .ok()?;
    let status = response.status().as_u16();
    Some((status, response.text().await.ok()?))
}

/// Waits until a started bot has identified and settled its commands
/// (registered them, or found them registered already).
pub async fn ready(discord: &FakeDiscord, from: usize) {
    discord.identified(WAIT).await.expect("the bot identified");
    discord
        .wait_for(from, WAIT, |r| {
            r.path.ends_with("/commands") && (r.method == "PUT" || r.method == "GET")
        })
        .await
        .expect("commands settled");
    // A PUT follows a GET that found them missing.
    let _ = discord
        .wait_for(from, Duration::from_millis(300), |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
}

/// Starts the bot and waits until it is ready.
pub async fn connected(discord: &FakeDiscord, db: impl AsRef<std::ffi::OsStr>) -> Bot {
    let mark = discord.mark();
    let bot = spawn_bot(discord, db);
    ready(discord, mark).await;
    bot
}

/// A fake Discord with the bot connected on a new SQLite database, and
/// alice and bob in one channel. Dropping it stops the bot, then removes
/// the database.
pub struct Table {
    /// The fake Discord.
    pub discord: FakeDiscord,
    /// The first player.
    pub alice: Person,
    /// The second player.
    pub bob: Person,
    /// The bot process.
    pub bot: Bot,
    /// The folder of the database (and of any logs).
    pub dir: tempfile::TempDir,
}

impl Drop for Table {
    /// A scenario that ends without waiting again still fails on a
    /// request Discord would have refused.
    fn drop(&mut self) {
        if !std::thread::panicking() {
            self.discord.assert_no_violations();
        }
    }
}

impl Table {
    /// A table in `channel`, no game started.
    pub async fn new(channel: u64) -> Table {
        let discord = FakeDiscord::start().await.unwrap();
        let dir = tempfile::tempdir().unwrap();
        let bot = connected(&discord, dir.path().join("zertz.db")).await;
        let (alice, bob) = (discord.person(1, "alice", channel), discord.person(2, "bob", channel));
        Table {
            discord,
            alice,
            bob,
            bot,
            dir,
        }
    }

    /// A table in `channel` with a game of `variant` started, alice first.
    pub async fn playing(channel: u64, variant: &str) -> Table {
        let t = Table::new(channel).await;
        start_game(&t.discord, &t.alice, &t.bob, variant).await;
        t
    }

    /// The database's path.
    pub fn db(&self) -> PathBuf {
        self.dir.path().join("zertz.db")
    }

    /// Kills the bot with SIGKILL: no chance to clean up.
    pub fn kill(&mut self) {
        self.bot.0.kill().unwrap();
        self.bot.0.wait().unwrap();
    }

    /// Starts the bot again on the same database and waits until it is ready.
    pub async fn restart(&mut self) {
        self.bot = connected(&self.discord, self.db()).await;
    }
}

/// The bot's callback to `sent`.
pub async fn answer(discord: &FakeDiscord, sent: &Sent) -> Recorded {
    discord.callback(sent, WAIT).await.expect("the bot answered")
}

/// The board answering a move: the callback, or where the move was
/// deferred, the follow-up that pings (after the placeholder is filled).
pub async fn board_answering(discord: &FakeDiscord, sent: &Sent) -> Recorded {
    past_deferral(discord, sent, 5, false).await
}

/// What answers a click: the callback, or where the click was only
/// acknowledged (type 6, the bot being slow), what followed it: a
/// follow-up message or the edit of the clicked message.
pub async fn click_answer(discord: &FakeDiscord, sent: &Sent) -> Recorded {
    past_deferral(discord, sent, 6, true).await
}

/// The callback to `sent`, or where it is a deferral of type `kind`, the
/// follow-up after it (or, where `edits`, an edit of the original).
async fn past_deferral(discord: &FakeDiscord, sent: &Sent, kind: u64, edits: bool) -> Recorded {
    let callback = answer(discord, sent).await;
    if callback.kind() != kind {
        return callback;
    }
    let follow_up = format!("/webhooks/{APP_ID}/{}", sent.token);
    discord
        .wait_for(callback.seq, WAIT, |r| {
            (r.method == "POST" && r.path == follow_up)
                || (edits && r.path.starts_with(&follow_up) && r.edits_original())
        })
        .await
        .expect("what followed the deferral")
}

/// A string option.
pub fn str_opt(s: &str) -> Opt {
    Opt::Str(s.to_string())
}

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

/// A finished real game of `variant` that replays under our rules.
pub fn real_game(variant: &str, skip: usize) -> zertz_rules::Record {
    RECORDS
        .lines()
        .filter_map(|l| zertz_rules::Record::parse(l).ok())
        .filter(|r| {
            r.variant.name() == variant && matches!(r.result.as_deref(), Some("P0" | "P1")) && r.replay().is_ok()
        })
        .nth(skip)
        .unwrap()
}

/// `a` challenges `b` (a moves first) and `b` accepts with the button.
pub async fn start_game(discord: &FakeDiscord, a: &Person, b: &Person, variant: &str) -> Recorded {
    let sent = a.slash(
        "zertz challenge",
        &[
            ("opponent", b.as_opt()),
            ("variant", str_opt(variant)),
            ("first", str_opt("me")),
        ],
    );
    let challenge = answer(discord, &sent).await;
    assert_eq!(challenge.kind(), 4, "{:?}", challenge.json);
    assert!(challenge.content().contains(&format!("<@{}>", b.id)));
    let message = discord.original(&sent).unwrap();
    let accept = b.click(&message, "Accept").unwrap();
    let board = answer(discord, &accept).await;
    assert_eq!(board.kind(), 4, "{:?}", board.json);
    assert_eq!(board.png_size(), Some((800, 920)));
    assert_eq!(board.mentioned_users(), [a.id]);
    board
}

/// `person` challenges the computer to a blitz game at level easy; `first`
/// is `me` or `them`. Returns the command sent.
pub fn challenge_the_computer(person: &Person, first: &str) -> Sent {
    person.slash(
        "zertz challenge",
        &[
            ("opponent", Opt::User(APP_ID, "ZÈRTZ".into())),
            ("variant", str_opt("blitz")),
            ("first", str_opt(first)),
            ("level", str_opt("easy")),
        ],
    )
}

/// Starts and plays to its end a long real game on the large board (45
/// moves or more: its analysis takes seconds), `a` moving first.
pub async fn play_a_long_large_game(discord: &FakeDiscord, a: &Person, b: &Person) {
    let record = (0..120)
        .map(|i| real_game("large", i))
        .find(|r| r.moves.len() >= 45)
        .expect("a long large game");
    start_game(discord, a, b, "large").await;
    play_moves(discord, a, b, &record.moves).await;
}

/// Plays `moves` alternately (a first), checking each answer; returns the last.
pub async fn play_moves(discord: &FakeDiscord, a: &Person, b: &Person, moves: &[String]) -> Recorded {
    let mut last = None;
    for (i, m) in moves.iter().enumerate() {
        let (mover, next) = if i % 2 == 0 { (a, b) } else { (b, a) };
        let sent = mover.slash("zertz move", &[("notation", str_opt(m))]);
        let r = answer(discord, &sent).await;
        assert_eq!(r.kind(), 4, "move {} {m}: {:?}", i + 1, r.json);
        assert!(!r.private(), "move {} {m}: {}", i + 1, r.content());
        assert_eq!(r.png_size(), Some((800, 920)), "move {}", i + 1);
        if i + 1 < moves.len() {
            assert_eq!(r.mentioned_users(), [next.id], "move {}: {}", i + 1, r.content());
        }
        last = Some(r);
    }
    last.unwrap()
}

/// CPU time (user and system) the process `pid` has used, in ms, from
/// `/proc/PID/stat`: the bot's own, not the fake's.
pub fn cpu_ms(pid: u32) -> f64 {
    let [user, system] = cpu_parts_ms(pid);
    user + system
}

/// The user and the system (kernel) CPU time of process `pid`, in ms.
pub fn cpu_parts_ms(pid: u32) -> [f64; 2] {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name, which is in parentheses.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<f64> = rest.split_whitespace().filter_map(|f| f.parse().ok()).collect();
    // utime and stime are fields 14 and 15 of the line, 11 and 12 here
    // (state, a letter, is not a number), in ticks of 1/100 s.
    [10, 11].map(|i| fields.get(i).copied().unwrap_or(0.0) * 10.0)
}

/// The bot's CPU time in milliseconds by thread name (threads of one
/// name summed), read from `/proc`: which part of the bot is busy.
pub fn cpu_by_thread_ms(pid: u32) -> std::collections::BTreeMap<String, f64> {
    let mut by_name = std::collections::BTreeMap::new();
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return by_name;
    };
    for task in tasks.flatten() {
        let stat = std::fs::read_to_string(task.path().join("stat")).unwrap_or_default();
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        let name = stat[open + 1..close].to_string();
        let fields: Vec<f64> = stat[close + 1..]
            .split_whitespace()
            .filter_map(|f| f.parse().ok())
            .collect();
        let ms = [10, 11]
            .iter()
            .map(|&i| fields.get(i).copied().unwrap_or(0.0) * 10.0)
            .sum::<f64>();
        *by_name.entry(name).or_insert(0.0) += ms;
    }
    by_name
}

/// Messages the bot posted to `channel` that Discord took, whose text
/// contains `needle`.
pub fn posts(discord: &FakeDiscord, channel: u64, needle: &str) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    discord
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path == path && r.ok() && r.content().contains(needle))
        .collect()
}

/// Waits until exactly one such post has arrived, and a little longer
/// to see that no second one follows.
pub async fn exactly_one_post(discord: &FakeDiscord, channel: u64, needle: &str, within: Duration) -> Recorded {
    poll(within, Duration::from_millis(50), || async move {
        if posts(discord, channel, needle).is_empty() {
            Err(format!("no post with {needle:?} in {channel}"))
        } else {
            Ok(())
        }
    })
    .await
    .unwrap_or_else(|why| panic!("{why}"));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let found = posts(discord, channel, needle);
    assert_eq!(found.len(), 1, "{needle:?} posted {} times", found.len());
    found.into_iter().next().unwrap()
}

/// `who` runs `command` (`zertz resign`) with `options`; what the answer says.
pub async fn says(discord: &FakeDiscord, who: &Person, command: &str, options: &[(&str, Opt)]) -> String {
    answer(discord, &who.slash(command, options)).await.content()
}

/// Each request the bot made to post in `channel` itself: its status and
/// Discord's error code, if any.
pub fn channel_tries(discord: &FakeDiscord, channel: u64) -> Vec<(u16, Option<u64>)> {
    let path = format!("/channels/{channel}/messages");
    discord
        .requests()
        .iter()
        .filter(|r| r.path == path)
        .map(|r| (r.status, r.code))
        .collect()
}

/// Alice's opening move `Wd4,a1` at `t`, answered publicly; returns the
/// log's mark before it and the command sent.
pub async fn opening_move(t: &Table) -> (usize, Sent) {
    let mark = t.discord.mark();
    let sent = t.alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]);
    let moved = answer(&t.discord, &sent).await;
    assert!(!moved.private(), "{}", moved.content());
    (mark, sent)
}

/// Waits until `found` finds something, for at most [`WAIT`].
pub async fn until<T>(found: impl Fn() -> Option<T>) -> T {
    crate::poll(WAIT, Duration::from_millis(20), || {
        let now = found();
        async move { now.ok_or(()) }
    })
    .await
    .expect("it came in time")
}
