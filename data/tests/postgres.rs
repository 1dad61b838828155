//! What only PostgreSQL does: a connection lost (the server restarted, or
//! an admin ended it) is made again. Needs a server: `tests/bin/test-all`
//! runs it through `tests/bin/with-postgres`; plain `cargo test` lists it
//! as ignored.
#![allow(clippy::unwrap_used)]

use zertz_data::*;

#[test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
fn a_lost_connection_is_made_again_and_nothing_committed_is_lost() {
    let url = std::env::var("ZERTZ_TEST_PG").expect("ZERTZ_TEST_PG");
    let schema = format!("lost_{}", std::process::id());
    let mut s = Store::open_postgres_schema(&url, &schema).unwrap();
    s.players_mut().upsert(UserId(1), "alice", 0).unwrap();
    // The server ends the store's connection, as a restart would.
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let ended = admin
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
            &[&schema],
        )
        .unwrap();
    assert_eq!(ended.len(), 1, "one connection ended");
    // The call that finds it gone may fail; the next ones work again.
    let mut tries = Vec::new();
    for _ in 0..3 {
        let name = s.players().name(UserId(1));
        let worked = matches!(&name, Ok(Some(n)) if n == "alice");
        if let Err(e) = &name {
            // PostgreSQL's own error, not another engine's in disguise.
            assert!(
                matches!(e, StoreError::Failed(Failure::Database(DbError::Postgres(_)))),
                "{e:?}"
            );
        }
        tries.push(name.map_err(|e| e.to_string()));
        if worked {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(tries.len() <= 2, "back on the second call at the latest: {tries:?}");
    assert!(matches!(tries.last(), Some(Ok(Some(n))) if n == "alice"), "{tries:?}");
    s.players_mut().upsert(UserId(2), "bob", 1).unwrap();
    assert_eq!(s.players().name(UserId(2)).unwrap().as_deref(), Some("bob"));
}

/// A PostgreSQL database made by each earlier schema version (built from
/// the PostgreSQL form of that version's migration files, with its version
/// kept in `zertz_schema`) is opened by today's store: upgraded to the
/// latest, its finished game reads back, and its game in progress plays on.
#[test]
#[ignore = "needs PostgreSQL: run through tests/bin/with-postgres"]
fn every_earlier_schema_upgrades_on_postgres() {
    let url = std::env::var("ZERTZ_TEST_PG").expect("ZERTZ_TEST_PG");
    let steps = migrations(Backend::Postgres);
    assert_eq!(steps.len() as i64, SCHEMA_VERSION);
    for version in 1..=steps.len() {
        let schema = format!("upgrade_{}_{version}", std::process::id());
        let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        admin
            .batch_execute(&format!("CREATE SCHEMA \"{schema}\"; SET search_path TO \"{schema}\";"))
            .unwrap();
        for sql in &steps[..version] {
            admin.batch_execute(sql).unwrap();
        }
        admin
            .batch_execute(&format!(
                "CREATE TABLE zertz_schema (version BIGINT NOT NULL);
                 INSERT INTO zertz_schema (version) VALUES ({version});
                 INSERT INTO players (user_id, name, created_at, updated_at) VALUES (1, 'alice', 0, 0), (2, 'bob', 0, 0);
                 INSERT INTO games (id, guild_id, channel_id, first_id, second_id, variant, status, ply, result, end_reason,
                     created_at, updated_at, finished_at)
                     VALUES (1, 10, 20, 1, 2, 'standard', 'finished', 1, 'P0', 'resignation', 0, 0, 0);
                 INSERT INTO moves (game_id, ply, notation, user_id, played_at) VALUES (1, 1, 'Wd4,a1', 1, 0);
                 INSERT INTO games (id, guild_id, channel_id, first_id, second_id, variant, status, ply,
                     created_at, updated_at) VALUES (2, 10, 21, 1, 2, 'standard', 'active', 1, 0, 0);
                 INSERT INTO moves (game_id, ply, notation, user_id, played_at) VALUES (2, 1, 'Wd4,a1', 1, 0);
                 INSERT INTO seats (channel_id, user_id, game_id) VALUES (21, 1, 2), (21, 2, 2);"
            ))
            .unwrap_or_else(|e| panic!("version {version}: {e}"));
        drop(admin);

        let mut s = Store::open_postgres_schema(&url, &schema).unwrap_or_else(|e| panic!("version {version}: {e}"));
        assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION, "version {version}");
        let done = s.games().load(GameId(1)).unwrap();
        assert_eq!(done.moves.len(), 1, "version {version}");
        assert!(!done.meta.is_active());
        assert_eq!(
            s.games().active_game(ChannelId(21), UserId(2)).unwrap(),
            Some(GameId(2))
        );
        let after = zertz_rules::Game::from_moves(zertz_rules::Variant::STANDARD, ["Wd4,a1"]).unwrap();
        let next: zertz_rules::MoveInput = after.position().legal_moves()[0].into();
        let played = s
            .games_mut()
            .record_move(GameId(2), 1, UserId(2), &next, 1, Via::default());
        assert!(played.is_ok(), "version {version}: {:?}", played.err());
        // What later versions added works on the upgraded database too.
        let id = s.outbox_mut().enqueue(ChannelId(21), ("{}", &[]), 0, 0).unwrap();
        assert!(s.outbox().row(id).unwrap().is_some(), "version {version}");
    }
}
