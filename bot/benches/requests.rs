//! The cost of one `move` request through the core: read, check, store
//! (a committed transaction on a file), draw and encode the board; of an
//! autocompletion; of an import.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{criterion_group, criterion_main, Criterion};
use zertz_bot::app::{Action, Core, Options, Request, Upload, User, Value};
use zertz_data::{AsyncStore, ChannelId, GuildId, UserId};

fn user(id: u64, name: &str) -> User {
    User {
        id: UserId(id),
        name: name.into(),
        bot: false,
    }
}

fn request(who: &User, channel: u64, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: Some(GuildId(1)),
        channel: ChannelId(channel),
        can_attach: true,
        can_post: true,
        can_embed: true,
        can_manage: true,
        roles: Vec::new(),
        now: 1_800_000_000_000,
        interaction: None,
        token: None,
        action,
        progress: Default::default(),
        lang: Default::default(),
        place_lang: Default::default(),
        threads: Default::default(),
        clicked: None,
    }
}

fn command(name: &str, options: Vec<(&str, Value)>) -> Action {
    Action::Command {
        name: name.into(),
        options: Options(options.into_iter().map(|(k, v)| (k.to_string(), v)).collect()),
    }
}

/// A game in `channel`: `alice` challenges `bob` and moves first.
async fn start(core: &Core, alice: &User, bob: &User, channel: u64) {
    let ch = command(
        "zertz challenge",
        vec![
            ("opponent", Value::User(bob.clone())),
            ("first", Value::Text("me".into())),
        ],
    );
    let r = core.handle(request(alice, channel, ch)).await.reply.unwrap();
    let accept = r.buttons[0].id.to_string();
    core.handle(request(bob, channel, Action::Button { id: accept })).await;
}

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let core = rt.block_on(async { Core::new(AsyncStore::open(dir.path().join("bench.db")).await.unwrap()).unwrap() });
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let mut channel = 0u64;
    let moves = ["Wd4,a1", "Gb2,g1", "Bf2,a2", "Wd6,g2"];
    let mut ply = moves.len();
    c.bench_function("move request (parse, check, store, render)", |b| {
        b.iter(|| {
            rt.block_on(async {
                if ply == moves.len() {
                    channel += 1;
                    start(&core, &alice, &bob, channel).await;
                    ply = 0;
                }
                let who = [&alice, &bob][ply % 2];
                let mv = command("zertz move", vec![("notation", Value::Text(moves[ply].into()))]);
                let r = core.handle(request(who, channel, mv)).await;
                assert!(!r.reply.unwrap().attachments.is_empty());
                ply += 1;
            })
        })
    });
}

/// An autocompletion of a move as its first letter is typed (`W`, at a
/// game's first move: 25 of 1,944 legal moves offered): find the game,
/// read its moves, list the matching moves with what each claims.
fn autocomplete(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let core = rt.block_on(async { Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap() });
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    rt.block_on(start(&core, &alice, &bob, 1));
    c.bench_function("autocompletion of a move (W typed, first move)", |b| {
        b.iter(|| {
            rt.block_on(async {
                let typing = Action::Autocomplete {
                    command: "zertz move".into(),
                    option: "notation".into(),
                    typed: "W".into(),
                    options: Options::default(),
                };
                let r = core.handle(request(&alice, 1, typing)).await;
                assert_eq!(r.choices.unwrap().len(), 25);
            })
        })
    });
}

/// One step of the move picker at a game's first move: the ring chosen
/// for a white marble, answered with the free rings to remove and the
/// private board drawn with the marble where it would go. Each step
/// chooses the next ring of the board, so no two boards in a row are
/// the same, as when a person taps through.
fn picker_step(c: &mut Criterion) {
    use zertz_bot::app::{ButtonId, Pick, PickFor, PickStep};
    let rt = tokio::runtime::Runtime::new().unwrap();
    let core = rt.block_on(async { Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap() });
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    rt.block_on(start(&core, &alice, &bob, 1));
    let rings: Vec<String> = zertz_rules::Board::Rings37
        .squares()
        .map(|at| {
            let pick = Pick {
                of: PickFor::Game(zertz_data::GameId(1), 0),
                step: PickStep::Ring(zertz_rules::Colour::White, at),
            };
            ButtonId::Pick(pick).to_string()
        })
        .collect();
    let mut next = rings.iter().cycle();
    let step = |id: String| {
        rt.block_on(async {
            let r = core.handle(request(&alice, 1, Action::Button { id })).await;
            let update = r.update.unwrap();
            assert_eq!(update.menus.len(), 1, "{}", update.text);
            assert_eq!(update.attachments.len(), 1);
        })
    };
    // The process's CPU over many steps, every thread counted: what the
    // issue's bound is on, beside the wall time criterion measures.
    // `cargo test` runs each benchmark once, without `--bench`: a few.
    let steps = if std::env::args().any(|a| a == "--bench") {
        2_000
    } else {
        20
    };
    let before = cpu_ms();
    for _ in 0..steps {
        step(next.next().unwrap().clone());
    }
    eprintln!(
        "picker step: {:.3} ms of CPU each over {steps}",
        (cpu_ms() - before) / steps as f64
    );
    c.bench_function("picker step (read, offer, draw the private board)", |b| {
        b.iter(|| step(next.next().unwrap().clone()))
    });
}

/// This process's CPU time so far, user and system, in milliseconds.
fn cpu_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    // The fields after the command's closing parenthesis; utime and
    // stime are the 12th and 13th there, in clock ticks of 10 ms.
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<f64> = after.split(' ').skip(11).take(2).map(|f| f.parse().unwrap()).collect();
    (fields[0] + fields[1]) * 10.0
}

/// `/zertz import` of a finished 61-ring boardspace game: read the SGF,
/// check every move, draw the final board, the capture race and the
/// replay GIF.
fn import(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let core = rt.block_on(async { Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap() });
    let line = include_str!("../../rules/tests/data/boardspace-1000.tsv")
        .lines()
        .find(|l| l.starts_with("large") && l.ends_with("P1"))
        .unwrap();
    let game = zertz_rules::Record::parse(line).unwrap().replay().unwrap();
    let sgf = zertz_rules::sgf::write(&game, ["alice", "bob"], None).unwrap();
    eprintln!("importing a {}-move large game, {} bytes of SGF", game.ply(), sgf.len());
    let alice = user(1, "alice");
    let mut group = c.benchmark_group("import");
    group.sample_size(10);
    group.bench_function("large game (read, check, board, race, GIF)", |b| {
        b.iter(|| {
            rt.block_on(async {
                let upload = Upload {
                    name: "game.sgf".into(),
                    content: Ok(sgf.clone().into_bytes()),
                };
                let action = command("study import", vec![("file", Value::File(upload))]);
                let r = core.handle(request(&alice, 1, action)).await.reply.unwrap();
                assert_eq!(r.attachments.len(), 3, "{}", r.text);
            })
        })
    });
    group.finish();
}

/// Store calls counted so far, from the metrics' text.
fn store_calls() -> f64 {
    zertz_bot::metrics::metrics()
        .encode()
        .lines()
        .filter(|l| l.starts_with("zertz_db_call_seconds_count"))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

/// What the operator's figures cost one move: everything a move request
/// counts (its interaction and answer time, the move, each of its store
/// calls, counted first: one, the move's transaction), and a scrape.
fn metrics(c: &mut Criterion) {
    use zertz_bot::metrics::{metrics, InteractionKind, Mover, Outcome};
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let core = rt.block_on(async { Core::new(AsyncStore::open(dir.path().join("bench.db")).await.unwrap()).unwrap() });
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    rt.block_on(start(&core, &alice, &bob, 1));
    let before = store_calls();
    let mv = command("zertz move", vec![("notation", Value::Text("Wd4,a1".into()))]);
    rt.block_on(core.handle(request(&alice, 1, mv)));
    let calls = (store_calls() - before) as usize;
    eprintln!("a move request makes {calls} store call(s)");
    let observe = metrics().store_observer();
    let call = zertz_data::StoreCall {
        backend: zertz_data::Backend::Sqlite,
        write: true,
        took: std::time::Duration::from_micros(100),
        failed: false,
    };
    c.bench_function("the figures one move request counts", |b| {
        b.iter(|| {
            let m = metrics();
            m.interaction(InteractionKind::Command, Outcome::Answered);
            m.answered(InteractionKind::Command, std::time::Duration::from_millis(2));
            m.moved(Mover::Player);
            for _ in 0..calls {
                observe(call);
            }
        })
    });
    c.bench_function("a scrape of /metrics (encoding every figure)", |b| {
        b.iter(|| metrics().encode().len())
    });
}

criterion_group!(benches, bench, autocomplete, picker_step, import, metrics);
criterion_main!(benches);
