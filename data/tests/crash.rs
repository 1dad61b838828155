//! Crash safety with a real process: a child records moves in a loop and
//! is killed with SIGKILL at random moments; after each kill the file
//! opens, passes `PRAGMA integrity_check`, every game replays legally with
//! no gap and its stored status matches the replay, and every move the
//! child reported committed is there.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zertz_data::{ChannelId, FirstMover, GameId, GuildId, NewChallenge, Store, UserId, Via};
use zertz_rules::Variant;

const DB_ENV: &str = "ZERTZ_CRASH_DB";

/// The child: plays random games into the store until it is killed,
/// printing `committed GAME PLY` after each commit.
#[test]
#[ignore = "run by a_killed_writer_leaves_a_consistent_database as its child"]
fn crash_child() {
    let Ok(path) = std::env::var(DB_ENV) else {
        return;
    };
    let mut store = Store::open(&path).unwrap();
    let mut rng = SmallRng::from_entropy();
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    let mut games = Vec::new();
    while started.elapsed() < Duration::from_secs(60) {
        if games.len() < 3 {
            let channel = rng.gen::<u32>() as u64 + 1;
            let c = store
                .challenges_mut()
                .create(&NewChallenge {
                    guild: Some(GuildId(9)),
                    channel: ChannelId(channel),
                    challenger: (UserId(1), "a".into()),
                    opponent: (UserId(2), "b".into()),
                    variant: Variant::ALL[rng.gen_range(0..Variant::ALL.len())],
                    first: FirstMover::Challenger,
                    time_per_move: Some(3600),
                    now: 0,
                    expires_at: i64::MAX,
                })
                .unwrap();
            games.push(store.challenges_mut().accept(c.id, UserId(2), true, 1).unwrap().id);
        }
        let i = rng.gen_range(0..games.len());
        let loaded = store.games().load(games[i]).unwrap();
        let moves = loaded.game.legal_moves();
        if moves.is_empty() || loaded.game.ply() > 300 {
            let user = loaded.meta.to_move();
            if loaded.meta.outcome.is_none() {
                store.games_mut().resign(games[i], user, 2).unwrap();
            }
            games.swap_remove(i);
            continue;
        }
        let m = moves[rng.gen_range(0..moves.len())];
        let ply = loaded.meta.ply;
        let r = store
            .games_mut()
            .record_move(games[i], ply, loaded.meta.to_move(), &m.into(), 3, Via::default())
            .unwrap();
        writeln!(out, "committed {} {}", games[i], ply + 1).unwrap();
        out.flush().unwrap();
        if r.finish.is_some() {
            games.swap_remove(i);
        }
    }
}

#[test]
fn a_killed_writer_leaves_a_consistent_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let exe = std::env::current_exe().unwrap();
    let mut rng = SmallRng::seed_from_u64(11);
    let mut reported: Vec<(GameId, usize)> = Vec::new();
    let rounds = 12;
    for round in 0..rounds {
        let mut child = Command::new(&exe)
            .args(["crash_child", "--exact", "--ignored", "--nocapture", "--test-threads=1"])
            .env(DB_ENV, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let parts: Vec<&str> = line.split_whitespace().collect();
                if let ["committed", game, ply] = parts[..] {
                    let _ = tx.send((game.parse::<GameId>().unwrap(), ply.parse::<usize>().unwrap()));
                }
            }
        });
        // Wait for the first commit (a cold start can take a while), let
        // it commit a while longer, then kill it mid-stride.
        let first = rx.recv_timeout(Duration::from_secs(60));
        assert!(first.is_ok(), "round {round}: the child committed nothing in 60 s");
        std::thread::sleep(Duration::from_millis(rng.gen_range(150..600)));
        child.kill().unwrap();
        child.wait().unwrap();
        reader.join().unwrap();
        let got: Vec<(GameId, usize)> = first.into_iter().chain(rx.try_iter()).collect();
        reported.extend(got);

        let store = Store::open(&path).unwrap();
        let check: String = store
            .connection()
            .unwrap()
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok", "round {round}");
        let ids: Vec<GameId> = {
            let mut stmt = store.connection().unwrap().prepare("SELECT id FROM games").unwrap();
            stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
        };
        for id in ids {
            // load_game replays every move and checks there is no gap.
            let loaded = store.games().load(id).unwrap();
            if let Some(by_rules) = loaded.game.position().outcome() {
                assert_eq!(
                    loaded.meta.outcome,
                    Some(by_rules),
                    "game {id}: stored status matches the replay"
                );
            }
            if loaded.meta.outcome.is_none() {
                assert_eq!(
                    store
                        .games()
                        .active_game(loaded.meta.channel, loaded.meta.players[0])
                        .unwrap(),
                    Some(id)
                );
            }
        }
        for &(game, ply) in &reported {
            let meta = store.games().meta(game).unwrap();
            assert!(meta.ply >= ply, "round {round}: game {game} lost move {ply}");
        }
    }
    eprintln!("{rounds} kills, {} committed moves checked", reported.len());
}
