//! A steady load through the fake Discord, measured from outside: many
//! games at once, moves at a fixed rate, with private boards and
//! autocompletion mixed in (one in ten each). Prints the moves answered a
//! second, the latency from INTERACTION_CREATE to the bot's callback, and
//! the bot's own CPU time per interaction (from `/proc`).
//!
//! ```sh
//! cargo run --release -p zertz-e2e --example steady_load -- [GAMES] [PER_SECOND] [SECONDS] [KIND]
//! ```
//! (defaults: 60 games, 30 interactions a second, 20 seconds, `mixed`).
//! KIND `move`, `board` or `complete` sends only that kind of interaction,
//! to tell what each costs. Through
//! `tests/bin/with-postgres` it runs on PostgreSQL. Under
//! `ZERTZ_BOT_WRAP="valgrind --tool=callgrind --callgrind-out-file=F"` the
//! bot's instructions during the load are dumped to `F` (at a low rate:
//! callgrind is some 50 times slower), a count this shared machine does
//! not blur.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use zertz_e2e::bot::{answer, connected, cpu_by_thread_ms, cpu_parts_ms, real_game, start_game, str_opt};
use zertz_e2e::{FakeDiscord, Person, Sent};

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| args.get(i).map_or(default, |a| a.parse().expect("a number"));
    let (games, rate, seconds) = (number(0, 60), number(1, 30).max(1), number(2, 20));
    let kind = args.get(3).map_or(Kind::Mixed, |k| Kind::parse(k));
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // On PostgreSQL when run through tests/bin/with-postgres, in a schema
    // of its own; else an SQLite file.
    let db = match std::env::var("ZERTZ_TEST_PG") {
        Ok(url) => {
            let schema = format!("load_{}", std::process::id());
            let (u, s) = (url.clone(), schema.clone());
            std::thread::spawn(move || zertz_data::Store::open_postgres_schema(&u, &s).map(drop))
                .join()
                .unwrap()
                .unwrap();
            format!("{url}&options=-csearch_path%3D{schema}")
        }
        Err(_) => dir.path().join("zertz.db").display().to_string(),
    };
    println!(
        "database: {}",
        if db.starts_with("postgres") {
            "PostgreSQL"
        } else {
            "SQLite"
        }
    );
    let bot = connected(&discord, &db).await;
    let pid = bot.0.id();

    // The games, started before the clock runs.
    let mut tables: Vec<(Person, Person, Vec<String>, usize)> = Vec::new();
    for g in 0..games {
        let channel = 7_000 + g;
        let a = discord.person(20_000 + 2 * g, &format!("p{g}a"), channel);
        let b = discord.person(20_001 + 2 * g, &format!("p{g}b"), channel);
        start_game(&discord, &a, &b, "standard").await;
        let moves = real_game("standard", usize::try_from(g).unwrap_or(0) % 200).moves;
        tables.push((a, b, moves, 0));
    }

    let before = discord.latencies().len();
    let counting = callgrind(pid, "-z");
    let cpu_before = cpu_parts_ms(pid);
    let threads_before = cpu_by_thread_ms(pid);
    let requests_before = discord.requests().len();
    let started = Instant::now();
    let mut every = tokio::time::interval(Duration::from_secs_f64(1.0 / rate as f64));
    let mut sent: Vec<(Sent, bool)> = Vec::new();
    for i in 0..rate * seconds {
        every.tick().await;
        let g = usize::try_from(i % games).unwrap_or(0);
        let (a, b, moves, ply) = &mut tables[g];
        let mover = if *ply % 2 == 0 { &*a } else { &*b };
        let slot = match kind {
            Kind::Mixed => i % 10,
            Kind::Move => 0,
            Kind::Complete => 4,
            Kind::Board => 9,
        };
        match slot {
            4 => {
                mover.autocomplete("zertz move", "notation", "W", &[]);
            }
            9 => sent.push((mover.slash("zertz board", &[]), false)),
            _ => {
                let Some(m) = moves.get(*ply) else {
                    continue;
                };
                sent.push((mover.slash("zertz move", &[("notation", str_opt(m))]), true));
                *ply += 1;
            }
        }
    }
    let mut moved = 0;
    for (s, is_move) in &sent {
        let r = answer(&discord, s).await;
        moved += usize::from(*is_move && !r.private());
    }
    let elapsed = started.elapsed().as_secs_f64();
    // Let the last callbacks and deliveries settle before reading the CPU.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let cpu_after = cpu_parts_ms(pid);
    let threads_after = cpu_by_thread_ms(pid);
    let [user, system] = [0, 1].map(|i| cpu_after[i] - cpu_before[i]);
    let cpu = user + system;
    if counting {
        callgrind(pid, "-d");
    }
    let mut lat: Vec<Duration> = discord.latencies().split_off(before);
    lat.sort();
    assert!(!lat.is_empty(), "no interaction was answered");
    let pick = |q: f64| lat[((lat.len() as f64 - 1.0) * q).round() as usize].as_secs_f64() * 1e3;
    println!(
        "{games} games, {rate}/s for {seconds} s: {} interactions answered, {moved} moves played ({:.1} moves/s)",
        lat.len(),
        moved as f64 / elapsed
    );
    println!(
        "latency: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        pick(0.5),
        pick(0.99),
        pick(1.0)
    );
    println!(
        "the bot's CPU: {cpu:.0} ms, {:.2} ms per interaction ({:.2} user, {:.2} system)",
        cpu / lat.len().max(1) as f64,
        user / lat.len().max(1) as f64,
        system / lat.len().max(1) as f64
    );
    let mut threads: Vec<(String, f64)> = threads_after
        .iter()
        .map(|(name, ms)| (name.clone(), ms - threads_before.get(name).copied().unwrap_or(0.0)))
        .filter(|(_, ms)| *ms > 0.0)
        .collect();
    threads.sort_by(|a, b| b.1.total_cmp(&a.1));
    let shares: Vec<String> = threads
        .iter()
        .map(|(name, ms)| format!("{name} {:.0}%", 100.0 * ms / cpu.max(1.0)))
        .collect();
    println!("by thread: {}", shares.join(", "));
    let boards: Vec<usize> = discord.requests()[requests_before..]
        .iter()
        .flat_map(|r| {
            r.files
                .iter()
                .filter(|(name, _)| name.ends_with(".png"))
                .map(|(_, b)| b.len())
        })
        .collect();
    println!(
        "boards sent: {}, {:.1} KB on average",
        boards.len(),
        boards.iter().sum::<usize>() as f64 / boards.len().max(1) as f64 / 1024.0
    );
}

/// Which interactions the load sends.
#[derive(Clone, Copy)]
enum Kind {
    /// Moves, with one in ten a private board and one in ten an
    /// autocompletion.
    Mixed,
    /// Moves only.
    Move,
    /// Private boards only (`/zertz board`).
    Board,
    /// Autocompletions of a move only.
    Complete,
}

impl Kind {
    fn parse(word: &str) -> Kind {
        match word {
            "mixed" => Kind::Mixed,
            "move" => Kind::Move,
            "board" => Kind::Board,
            "complete" => Kind::Complete,
            other => panic!("KIND is mixed, move, board or complete, not {other:?}"),
        }
    }
}

/// Under `ZERTZ_BOT_WRAP="valgrind --tool=callgrind ..."`, zeroes (`-z`)
/// or dumps (`-d`) the bot's instruction counts, so the dump covers the
/// load alone (`callgrind_annotate` then reads it). False when the bot is
/// not run under callgrind.
fn callgrind(pid: u32, what: &str) -> bool {
    if !std::env::var("ZERTZ_BOT_WRAP").is_ok_and(|w| w.contains("callgrind")) {
        return false;
    }
    let done = std::process::Command::new("callgrind_control")
        .args([what, &pid.to_string()])
        .stdout(std::process::Stdio::null())
        .status();
    assert!(done.is_ok_and(|s| s.success()), "callgrind_control {what} {pid}");
    true
}
