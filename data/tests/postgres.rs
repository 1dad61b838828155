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
    s.upsert_player(UserId(1), "alice", 0).unwrap();
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
        let name = s.player_name(UserId(1));
        let worked = matches!(&name, Ok(Some(n)) if n == "alice");
        tries.push(name.map_err(|e| e.to_string()));
        if worked {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(tries.len() <= 2, "back on the second call at the latest: {tries:?}");
    assert!(matches!(tries.last(), Some(Ok(Some(n))) if n == "alice"), "{tries:?}");
    s.upsert_player(UserId(2), "bob", 1).unwrap();
    assert_eq!(s.player_name(UserId(2)).unwrap().as_deref(), Some("bob"));
}
