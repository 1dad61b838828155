//! Benchmarks: a committed move, "my game in this channel", a leaderboard
//! page over 100,000 rated players.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{criterion_group, criterion_main, Criterion};
use rusqlite::params;
use zertz_data::{ChannelId, FirstMover, GameId, GuildId, NewChallenge, Scope, Store, UserId, Via};
use zertz_rules::Variant;

fn new_game(store: &mut Store, channel: ChannelId) -> GameId {
    let c = store
        .challenges_mut()
        .create(&NewChallenge {
            guild: Some(GuildId(1)),
            channel,
            challenger: (UserId(10), "a".into()),
            opponent: (UserId(20), "b".into()),
            variant: Variant::STANDARD,
            first: FirstMover::Challenger,
            time_per_move: Some(86_400),
            now: 0,
            expires_at: i64::MAX,
        })
        .unwrap();
    store.challenges_mut().accept(c.id, UserId(20), true, 1).unwrap().id
}

fn store_benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("bench.db")).unwrap();

    // Record the opening placements of fresh games, one commit each.
    let openings = ["Wd4,a1", "Gb2,g1", "Bf2,a2", "Wd6,g2"];
    let mut channel = ChannelId(0);
    let mut game: Option<GameId> = None;
    let mut ply = openings.len();
    c.bench_function("record_move (committed)", |b| {
        b.iter(|| {
            if ply == openings.len() {
                channel.0 += 1;
                // A finished-off game frees the seats for the next one.
                if let Some(game) = game {
                    store.games_mut().resign(game, UserId(10), 2).unwrap();
                }
                game = Some(new_game(&mut store, channel));
                ply = 0;
            }
            let user = [UserId(10), UserId(20)][ply % 2];
            let game = game.unwrap();
            store
                .games_mut()
                .record_move(game, ply, user, &mv(openings[ply]), 3, Via::default())
                .unwrap();
            ply += 1;
        })
    });

    c.bench_function("active_game (my game here)", |b| {
        b.iter(|| store.games().active_game(channel, UserId(10)).unwrap())
    });

    // 100,000 rated players in one guild.
    {
        let tx = store.connection().unwrap().unchecked_transaction().unwrap();
        for i in 0..100_000i64 {
            let user = 1_000_000 + i;
            tx.execute(
                "INSERT INTO players (user_id, name, created_at, updated_at) VALUES (?1, ?2, 0, 0)",
                params![user, format!("player {i}")],
            )
            .unwrap();
            let rating = 1500.0 + ((i * 7919) % 1000) as f64 - 500.0;
            let deviation = 50.0 + ((i * 104_729) % 250) as f64;
            tx.execute(
                "INSERT INTO ratings (scope, user_id, rating, deviation, volatility, games, wins, losses, draws, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, 0.06, ?5, 1, 1, 0, 0)",
                params![5i64, user, rating, deviation, 1 + i % 30],
            )
            .unwrap();
        }
        tx.commit().unwrap();
    }
    c.bench_function("leaderboard page 1 of 100k", |b| {
        b.iter(|| store.ratings().leaderboard(Scope::Guild(GuildId(5)), 0, 10, 5).unwrap())
    });
    c.bench_function("leaderboard page 500 of 100k", |b| {
        b.iter(|| {
            store
                .ratings()
                .leaderboard(Scope::Guild(GuildId(5)), 499, 10, 5)
                .unwrap()
        })
    });
}

criterion_group!(benches, store_benches);
criterion_main!(benches);

/// A move as a person types it.
fn mv(text: &str) -> zertz_rules::MoveInput {
    text.parse::<zertz_rules::ParsedMove>().expect("notation").into()
}
