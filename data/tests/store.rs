//! The store's behaviour: challenges, games, moves, races, ratings, time,
//! refusing bad files, backups.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use zertz_data::*;
use zertz_rules::{DrawReason, Outcome, Player, Record, Variant, WinReason};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");
const HOUR: i64 = 3_600_000;
const GUILD: GuildId = GuildId(77);
const CHANNEL: ChannelId = ChannelId(1000);
const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
const CAROL: UserId = UserId(3);

fn name(user: UserId) -> String {
    ["?", "alice", "bob", "carol", "dave"]
        .get(user.0 as usize)
        .unwrap_or(&"x")
        .to_string()
}

fn challenge(
    store: &mut Store,
    channel: ChannelId,
    a: UserId,
    b: UserId,
    first: FirstMover,
    tpm: Option<u32>,
) -> Challenge {
    store
        .challenges_mut()
        .create(&NewChallenge {
            guild: Some(GUILD),
            channel,
            challenger: (a, name(a)),
            opponent: (b, name(b)),
            variant: Variant::STANDARD,
            first,
            time_per_move: tpm,
            now: 0,
            expires_at: 24 * HOUR,
        })
        .unwrap()
}

/// A game between a (first) and b in `channel`.
fn start(store: &mut Store, channel: ChannelId, a: UserId, b: UserId) -> GameMeta {
    let c = challenge(store, channel, a, b, FirstMover::Challenger, None);
    store.challenges_mut().accept(c.id, b, false, 1).unwrap()
}

/// Plays a real finished standard game to its end; returns the last result.
fn play_real_game(store: &mut Store, game: &GameMeta, now: i64) -> MoveRecorded {
    let record = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.variant == Variant::STANDARD && r.result.as_deref() == Some("P0") && r.replay().is_ok())
        .unwrap();
    let mut last = None;
    for (ply, m) in record.moves.iter().enumerate() {
        let user = game.players[ply % 2];
        last = Some(
            store
                .games_mut()
                .record_move(game.id, ply, user, &mv(m), now + ply as i64, Via::default())
                .unwrap(),
        );
    }
    last.unwrap()
}

/// Sets SQLite's pragma `name` on `store`'s file.
fn pragma(store: &Store, name: &str, value: impl rusqlite::ToSql) {
    store.connection().unwrap().pragma_update(None, name, value).unwrap();
}

fn digest(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

/// Every migration runs on a new database of the engine at hand, and the
/// version reached is kept in `zertz_schema`, as on the other engine.
#[test]
fn migrations_run_and_the_version_is_kept_in_the_schema_table() {
    let s = Store::open_scratch().unwrap();
    assert_eq!(migrations(s.backend()).len() as i64, SCHEMA_VERSION);
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
    if let Some(conn) = s.connection() {
        let header: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(header, SCHEMA_VERSION, "the file's header is kept in step");
    }
}

#[test]
fn a_file_that_is_not_a_database_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    std::fs::write(&path, "these are my notes, not a database\n".repeat(100)).unwrap();
    let before = digest(&path);
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::Failed(Failure::NotADatabase { .. })), "{err}");
    assert!(err.to_string().contains("left unchanged"));
    assert_eq!(digest(&path), before);
    assert!(!dir.path().join("notes.db-wal").exists());
}

/// A PostgreSQL server that cannot be reached: the answer says where (the
/// port included, the password left out) and why, not only that it failed.
#[test]
fn an_unreachable_postgres_server_is_named_with_the_reason() {
    // Port 1 on the loopback: nothing listens there, so the kernel refuses.
    let at = Location::parse("postgres://zertz:hunter2@127.0.0.1:1/games").unwrap();
    let err = Store::open_at(&at).err().unwrap();
    assert!(
        matches!(err, StoreError::Failed(Failure::CannotConnect { .. })),
        "{err}"
    );
    let said = err.to_string();
    assert!(
        said.starts_with("cannot connect to PostgreSQL database \"games\" on 127.0.0.1:1: "),
        "{said}"
    );
    assert!(said.contains("refused"), "{said}");
    assert!(!said.contains("hunter2"), "{said}");
}

#[test]
fn a_truncated_database_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    {
        let mut store = Store::open(&path).unwrap();
        for channel in 0..40 {
            let g = start(&mut store, ChannelId(channel), ALICE, BOB);
            store
                .games_mut()
                .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 2, Via::default())
                .unwrap();
        }
        pragma(&store, "journal_mode", "DELETE");
    }
    let full = digest(&path);
    std::fs::write(&path, &full[..full.len() / 2]).unwrap();
    let before = digest(&path);
    let err = Store::open(&path).err().unwrap();
    assert!(matches!(err, StoreError::Failed(Failure::Corrupt { .. })), "{err}");
    assert_eq!(digest(&path), before);
}

#[test]
fn a_newer_schema_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    {
        let store = Store::open(&path).unwrap();
        pragma(&store, "user_version", 99);
        pragma(&store, "journal_mode", "DELETE");
    }
    let before = digest(&path);
    let err = Store::open(&path).err().unwrap();
    assert!(
        matches!(
            err,
            StoreError::Failed(Failure::NewerSchema {
                found: 99,
                known: SCHEMA_VERSION
            })
        ),
        "{err}"
    );
    assert!(err.to_string().contains("newer"));
    assert_eq!(digest(&path), before);
}

#[test]
fn challenges_are_accepted_declined_cancelled_or_expire() {
    let mut s = Store::open_scratch().unwrap();
    assert!(matches!(
        s.challenges_mut()
            .create(&NewChallenge::between(CHANNEL, (ALICE, "alice"), (ALICE, "alice"), 0)),
        Err(StoreError::Refused(Reason::SelfChallenge))
    ));
    let c = challenge(&mut s, CHANNEL, ALICE, BOB, FirstMover::Opponent, Some(3600));
    assert_eq!(
        s.challenges()
            .open_challenge_between(CHANNEL, BOB, ALICE, 5)
            .unwrap()
            .map(|c| c.id),
        Some(c.id)
    );
    assert!(matches!(
        s.challenges_mut().accept(c.id, ALICE, true, 5),
        Err(StoreError::Refused(Reason::NotYourChallenge(_)))
    ));
    assert!(matches!(
        s.challenges_mut().accept(c.id, CAROL, true, 5),
        Err(StoreError::Refused(Reason::NotYourChallenge(_)))
    ));
    let g = s.challenges_mut().accept(c.id, BOB, true, 5).unwrap();
    assert_eq!(g.players, [BOB, ALICE], "the opponent moves first");
    assert_eq!(g.deadline, Some(5 + 3_600_000));
    assert_eq!(
        s.challenges().challenge(c.id).unwrap().status,
        ChallengeStatus::Accepted
    );
    assert_eq!(s.challenges().challenge(c.id).unwrap().game_id, Some(g.id));
    assert!(matches!(
        s.challenges_mut().accept(c.id, BOB, true, 6),
        Err(StoreError::Refused(Reason::ChallengeClosed(ChallengeStatus::Accepted)))
    ));

    // Only the challenged may decline, and only the challenger cancel.
    for (channel, declined) in [(CHANNEL.0 + 1, true), (CHANNEL.0 + 2, false)] {
        let c = challenge(&mut s, ChannelId(channel), ALICE, BOB, FirstMover::Random, None);
        let close = |s: &mut Store, who| match declined {
            true => s.challenges_mut().decline(c.id, who, 1),
            false => s.challenges_mut().cancel(c.id, who, 1),
        };
        let (wrong, right) = if declined { (ALICE, BOB) } else { (BOB, ALICE) };
        assert!(matches!(
            close(&mut s, wrong),
            Err(StoreError::Refused(Reason::NotYourChallenge(_)))
        ));
        let status = close(&mut s, right).unwrap().status;
        assert_eq!(
            status,
            if declined {
                ChallengeStatus::Declined
            } else {
                ChallengeStatus::Cancelled
            }
        );
    }

    let c = challenge(&mut s, ChannelId(CHANNEL.0 + 3), ALICE, BOB, FirstMover::Random, None);
    let late = challenge(&mut s, ChannelId(CHANNEL.0 + 4), ALICE, CAROL, FirstMover::Random, None);
    assert!(matches!(
        s.challenges_mut().accept(late.id, CAROL, true, 25 * HOUR),
        Err(StoreError::Refused(Reason::ChallengeClosed(ChallengeStatus::Expired)))
    ));
    let expired = s.challenges_mut().expire(25 * HOUR).unwrap();
    assert_eq!(expired.iter().map(|c| c.id).collect::<Vec<_>>(), [c.id, late.id]);
    assert!(s.challenges_mut().expire(26 * HOUR).unwrap().is_empty(), "expired once");
}

#[test]
fn a_player_has_one_active_game_per_channel() {
    let mut s = Store::open_scratch().unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    assert_eq!(s.games().active_game(CHANNEL, ALICE).unwrap(), Some(g.id));
    assert_eq!(s.games().active_game(CHANNEL, BOB).unwrap(), Some(g.id));
    assert_eq!(s.games().active_game(CHANNEL, CAROL).unwrap(), None);
    // Bob cannot start a second game here, whoever challenges whom.
    let c = challenge(&mut s, CHANNEL, CAROL, BOB, FirstMover::Random, None);
    let err = s.challenges_mut().accept(c.id, BOB, true, 2).unwrap_err();
    assert!(
        matches!(err, StoreError::Refused(Reason::AlreadyInGame { user: BOB, game }) if game == Some(g.id)),
        "{err}"
    );
    assert_eq!(
        s.challenges().challenge(c.id).unwrap().status,
        ChallengeStatus::Open,
        "nothing changed"
    );
    // Another channel is fine, and so is the same channel once the game ends.
    start(&mut s, ChannelId(CHANNEL.0 + 1), CAROL, BOB);
    s.games_mut().resign(g.id, ALICE, 3).unwrap();
    assert_eq!(s.games().active_game(CHANNEL, BOB).unwrap(), None);
    s.challenges_mut().accept(c.id, BOB, true, 4).unwrap();
    // The schema itself refuses a second seat.
    if let Some(db) = s.connection() {
        let dup = db.execute(
            "INSERT INTO seats (channel_id, user_id, game_id) VALUES (?1, ?2, ?3)",
            rusqlite::params![CHANNEL, BOB, g.id],
        );
        assert!(dup.is_err());
    }
}

#[test]
fn moves_are_checked_and_stored_canonically() {
    let mut s = Store::open_scratch().unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    assert!(matches!(
        s.games_mut()
            .record_move(g.id, 0, BOB, &mv("Wd4,a1"), 2, Via::default()),
        Err(StoreError::Refused(Reason::NotYourTurn { to_move: ALICE }))
    ));
    assert!(matches!(
        s.games_mut()
            .record_move(g.id, 0, CAROL, &mv("Wd4,a1"), 2, Via::default()),
        Err(StoreError::Refused(Reason::NotAPlayer))
    ));
    let err = s
        .games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,d4"), 2, Via::default())
        .unwrap_err();
    assert_eq!(err.to_string(), "ring d4 is not free: the marble was just placed on it");
    assert!(matches!(
        s.games_mut().record_move(g.id, 0, ALICE, &mv("Wq9"), 2, Via::default()),
        Err(StoreError::Refused(Reason::Move(_)))
    ));
    assert_eq!(s.games().meta(g.id).unwrap().ply, 0, "refusals change nothing");
    let r = s
        .games_mut()
        .record_move(g.id, 0, ALICE, &mv(" wd4 a1 "), 2, Via::default())
        .unwrap();
    assert_eq!(r.notation, "Wd4,a1");
    assert_eq!(r.game.moves[0].notation, "Wd4,a1");
    assert_eq!(r.game.meta.ply, 1);
    assert!(matches!(
        s.games_mut()
            .record_move(g.id, 0, BOB, &mv("Bd5,a2"), 3, Via::default()),
        Err(StoreError::Refused(Reason::Conflict { expected: 0, actual: 1 }))
    ));
    let loaded = s.games().load(g.id).unwrap();
    assert_eq!(loaded.game.ply(), 1);
}

#[test]
fn a_finished_game_records_its_result_and_ratings() {
    let mut s = Store::open_scratch().unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    let last = play_real_game(&mut s, &g, 10);
    let finish = last.finish.unwrap();
    assert_eq!(finish.outcome.winner(), Some(Player::First));
    assert!(matches!(
        finish.outcome,
        Outcome::Won {
            reason: WinReason::Goal | WinReason::FullBoard,
            ..
        }
    ));
    assert_eq!(finish.changes.len(), 4, "global and guild, both players");
    for c in &finish.changes {
        if c.user_id == ALICE {
            assert!(c.after > c.before, "the winner rises: {c:?}");
        } else {
            assert!(c.after < c.before, "the loser falls: {c:?}");
        }
    }
    let meta = s.games().meta(g.id).unwrap();
    assert_eq!(meta.outcome, Some(finish.outcome));
    assert!(matches!(
        s.games_mut()
            .record_move(g.id, meta.ply, BOB, &mv("-"), 99, Via::default()),
        Err(StoreError::Refused(Reason::GameOver))
    ));
    assert_eq!(s.games().active_game(CHANNEL, ALICE).unwrap(), None, "seats freed");
    assert_eq!(s.ratings().rating_changes(g.id).unwrap().len(), 4);
    let stats = s.ratings().player_stats(ALICE, Some(GUILD), 5).unwrap();
    assert_eq!(stats.global.as_ref().map(|r| (r.games, r.wins)), Some((1, 1)));
    assert_eq!(stats.streak, 1);
    assert_eq!(stats.recent.len(), 1);
    assert_eq!(s.ratings().player_stats(BOB, Some(GUILD), 5).unwrap().streak, -1);
}

#[test]
fn ratings_draws_scopes_and_leaderboards() {
    let mut s = Store::open_scratch().unwrap();
    // A draw between two new players changes their ratings very little.
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 1, Via::default())
        .unwrap();
    s.games_mut()
        .record_move(g.id, 1, BOB, &mv("Wd5,a2"), 2, Via::default())
        .unwrap();
    assert_eq!(s.games_mut().offer_draw(g.id, ALICE, 3).unwrap(), DrawOffer::Offered);
    assert_eq!(
        s.games_mut().offer_draw(g.id, ALICE, 3).unwrap(),
        DrawOffer::AlreadyOffered
    );
    let DrawOffer::Agreed(f) = s.games_mut().offer_draw(g.id, BOB, 4).unwrap() else {
        panic!("agreed")
    };
    assert_eq!(
        f.outcome,
        Outcome::Drawn {
            reason: DrawReason::Agreement
        }
    );
    for c in &f.changes {
        assert!((c.after - c.before).abs() < 1.0, "{c:?}");
    }
    // Carol beats Bob in another guild: guild ratings stay apart.
    let c = s
        .challenges_mut()
        .create(&NewChallenge {
            guild: Some(GuildId(GUILD.0 + 1)),
            channel: ChannelId(5000),
            challenger: (CAROL, "carol".into()),
            opponent: (BOB, "bob".into()),
            variant: Variant::BLITZ,
            first: FirstMover::Challenger,
            time_per_move: None,
            now: 10,
            expires_at: HOUR,
        })
        .unwrap();
    let g2 = s.challenges_mut().accept(c.id, BOB, true, 11).unwrap();
    s.games_mut()
        .record_move(g2.id, 0, CAROL, &mv("Wd4,a1"), 12, Via::default())
        .unwrap();
    s.games_mut()
        .record_move(g2.id, 1, BOB, &mv("Wd5,a2"), 13, Via::default())
        .unwrap();
    s.games_mut().resign(g2.id, BOB, 14).unwrap();
    assert_eq!(s.ratings().rating(CAROL, Scope::Guild(GUILD)).unwrap(), None);
    assert!(s
        .ratings()
        .rating(CAROL, Scope::Guild(GuildId(GUILD.0 + 1)))
        .unwrap()
        .is_some());
    assert_eq!(s.ratings().rating(BOB, Scope::Global).unwrap().unwrap().games, 2);
    assert_eq!(s.ratings().rating(BOB, Scope::Guild(GUILD)).unwrap().unwrap().games, 1);
    // Leaderboards: conservative order, minimum games, paging.
    let board = s.ratings().leaderboard(Scope::Global, 0, 10, 1).unwrap();
    assert_eq!(board.total, 3);
    let order: Vec<UserId> = board.rows.iter().map(|r| r.user_id).collect();
    assert_eq!(order[0], CAROL);
    assert_eq!(*order.last().unwrap(), BOB);
    assert!(board.rows.windows(2).all(|w| w[0].conservative >= w[1].conservative));
    assert_eq!(
        s.ratings().leaderboard(Scope::Global, 0, 10, 2).unwrap().total,
        1,
        "only bob has two games"
    );
    assert_eq!(s.ratings().leaderboard(Scope::Global, 1, 2, 1).unwrap().rows.len(), 1);
    assert_eq!(
        s.ratings()
            .leaderboard(Scope::Guild(GuildId(GUILD.0 + 1)), 0, 10, 1)
            .unwrap()
            .total,
        2
    );
}

#[test]
fn a_game_ended_before_both_players_moved_is_not_rated() {
    let mut s = Store::open_scratch().unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 1, Via::default())
        .unwrap();
    let f = s.games_mut().resign(g.id, BOB, 2).unwrap();
    assert_eq!(f.outcome.winner(), Some(Player::First));
    assert!(f.changes.is_empty());
    assert_eq!(s.ratings().rating(ALICE, Scope::Global).unwrap(), None);
}

#[test]
fn deadlines_remind_once_at_half_time_and_lose_on_time_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let game_id;
    {
        let mut s = Store::open(&path).unwrap();
        let c = challenge(&mut s, CHANNEL, ALICE, BOB, FirstMover::Challenger, Some(3600));
        let g = s.challenges_mut().accept(c.id, BOB, false, 0).unwrap();
        game_id = g.id;
        s.games_mut()
            .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 1000, Via::default())
            .unwrap();
        // Bob's deadline: 1000 + 1 h. Half of it is left at 1000 + 30 min.
        assert!(s.clocks().due_reminders(1000 + HOUR / 2 - 1).unwrap().is_empty());
        let due = s.clocks().due_reminders(1000 + HOUR / 2).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].user, BOB);
        assert!(s.clocks_mut().mark_reminded(g.id, 1).unwrap());
    }
    // After a restart the reminder is not due again, and time still runs.
    let mut s = Store::open(&path).unwrap();
    assert!(s.clocks().due_reminders(1000 + HOUR / 2 + 5).unwrap().is_empty());
    assert!(!s.clocks_mut().mark_reminded(game_id, 1).unwrap(), "never twice");
    assert!(s.clocks().due_timeouts(1000 + HOUR - 1).unwrap().is_empty());
    assert_eq!(s.clocks().due_timeouts(1000 + HOUR).unwrap(), [(game_id, 1)]);
    assert_eq!(
        s.clocks_mut().lose_on_time(game_id, 0, 1000 + HOUR).unwrap(),
        None,
        "stale ply: nothing"
    );
    let f = s.clocks_mut().lose_on_time(game_id, 1, 1000 + HOUR).unwrap().unwrap();
    assert_eq!(
        f.outcome,
        Outcome::Won {
            winner: Player::First,
            reason: WinReason::Time
        }
    );
    assert_eq!(
        s.clocks_mut().lose_on_time(game_id, 1, 1000 + HOUR).unwrap(),
        None,
        "only once"
    );
    assert!(s.clocks().due_timeouts(2000 + HOUR).unwrap().is_empty());
    let loaded = s.games().load(game_id).unwrap();
    assert_eq!(loaded.game.outcome(), Some(f.outcome), "the stored end replays");
}

#[test]
fn two_submissions_for_the_same_ply_apply_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let mut s = Store::open(&path).unwrap();
    for round in 0..30u64 {
        let g = start(&mut s, ChannelId(10_000 + round), ALICE, BOB);
        let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
        let handles: Vec<_> = ["Wd4,a1", "Gc3,g1"]
            .into_iter()
            .map(|m| {
                let (path, barrier) = (path.clone(), barrier.clone());
                std::thread::spawn(move || {
                    let mut own = Store::open(&path).unwrap();
                    barrier.wait();
                    own.games_mut().record_move(g.id, 0, ALICE, &mv(m), 5, Via::default())
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let ok = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(ok, 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .any(|r| matches!(r, Err(StoreError::Refused(Reason::Conflict { expected: 0, actual: 1 })))));
        assert_eq!(s.games().load(g.id).unwrap().moves.len(), 1);
    }
}

#[test]
fn games_in_a_channel_and_of_a_player() {
    let mut s = Store::open_scratch().unwrap();
    let g1 = start(&mut s, CHANNEL, ALICE, BOB);
    let g2 = start(&mut s, CHANNEL, CAROL, UserId(4));
    let g3 = start(&mut s, ChannelId(CHANNEL.0 + 1), ALICE, CAROL);
    let here: Vec<GameId> = s
        .games()
        .active_games_in_channel(CHANNEL)
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(here, [g1.id, g2.id]);
    let mut mine: Vec<GameId> = s
        .games()
        .active_games_of(ALICE, Some(GUILD))
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    mine.sort();
    assert_eq!(mine, [g1.id, g3.id]);
    s.games_mut().set_board_message(g1.id, MessageId(555)).unwrap();
    assert_eq!(s.games().meta(g1.id).unwrap().board_message_id, Some(MessageId(555)));
    assert!(matches!(
        s.games_mut().set_board_message(GameId(9999), MessageId(1)),
        Err(StoreError::Refused(Reason::NotFound(Missing::Game)))
    ));
}

#[test]
fn the_games_a_board_shows_and_the_challenges_it_offers() {
    let mut s = Store::open_scratch().unwrap();
    let g1 = start(&mut s, CHANNEL, ALICE, BOB);
    let g2 = start(&mut s, CHANNEL, CAROL, UserId(4));
    let g3 = start(&mut s, ChannelId(CHANNEL.0 + 1), ALICE, CAROL);
    play_real_game(&mut s, &g1, 10);
    // The channel's active games first, then its finished ones.
    let shown: Vec<GameId> = s.games().shown_in(CHANNEL, 10).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(shown, [g2.id, g1.id]);
    assert_eq!(s.games().shown_in(CHANNEL, 0).unwrap().len(), 1);
    // A player's active games anywhere.
    let alice: Vec<GameId> = s
        .games()
        .active_games_of_user(ALICE)
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(alice, [g3.id]);
    // The challenges to a person in a channel, open and not lapsed.
    let c = challenge(&mut s, CHANNEL, UserId(5), ALICE, FirstMover::Challenger, None);
    let open: Vec<_> = s
        .challenges()
        .open_to(ALICE, CHANNEL, 5)
        .unwrap()
        .iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(open, [c.id]);
    assert!(s.challenges().open_to(BOB, CHANNEL, 5).unwrap().is_empty());
    assert!(
        s.challenges().open_to(ALICE, CHANNEL, 25 * HOUR).unwrap().is_empty(),
        "lapsed"
    );
    s.challenges_mut().decline(c.id, ALICE, 6).unwrap();
    assert!(s.challenges().open_to(ALICE, CHANNEL, 7).unwrap().is_empty());
}

#[test]
fn an_online_backup_holds_everything() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(dir.path().join("zertz.db")).unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 2, Via::default())
        .unwrap();
    let copy = dir.path().join("copy.db");
    s.backup(&copy).unwrap();
    let b = Store::open(&copy).unwrap();
    assert_eq!(b.games().load(g.id).unwrap().moves.len(), 1);
}

#[tokio::test]
async fn the_async_store_runs_calls_on_its_worker() {
    let store = AsyncStore::open_in_memory().await.unwrap();
    let g = store.call(|s| Ok(start(s, CHANNEL, ALICE, BOB))).await.unwrap();
    let id = g.id;
    let r = store
        .call(move |s| {
            s.games_mut()
                .record_move(id, 0, ALICE, &mv("Wd4,a1"), 2, Via::default())
        })
        .await
        .unwrap();
    assert_eq!(r.notation, "Wd4,a1");
    let err = store
        .call(move |s| s.games_mut().record_move(id, 0, BOB, &mv("Wd5,a2"), 3, Via::default()))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Refused(Reason::Conflict { .. })));
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.db");
    std::fs::write(&bad, "no").unwrap();
    assert!(AsyncStore::open(bad).await.is_err());
}

#[tokio::test]
async fn the_worker_survives_a_panicking_job_and_rolls_it_back() {
    let store = AsyncStore::open_in_memory().await.unwrap();
    let err = store
        .call(|s: &mut Store| -> Result<(), StoreError> {
            s.players_mut().upsert(ALICE, "alice", 0)?;
            let tx = s.connection().unwrap().unchecked_transaction()?;
            tx.execute("UPDATE players SET name = 'half-done'", [])?;
            panic!("a bug in a job");
        })
        .await
        .err()
        .unwrap();
    assert!(
        matches!(&err, StoreError::Failed(Failure::Panicked(m)) if m == "a bug in a job"),
        "{err}"
    );
    // The next call works, and the panicking job's open transaction was
    // rolled back.
    let name = store.call(|s| s.players().name(ALICE)).await.unwrap();
    assert_eq!(name.as_deref(), Some("alice"));
}

/// An observer hears of every call: on which engine, reader or writer,
/// and whether the database failed (a refusal is not a failure).
#[tokio::test]
async fn an_observer_hears_of_every_call_and_its_failures() {
    use std::sync::{Arc, Mutex};
    let heard = Arc::new(Mutex::new(Vec::<StoreCall>::new()));
    let ear = heard.clone();
    let dir = tempfile::tempdir().unwrap();
    let store = AsyncStore::open(dir.path().join("seen.db"))
        .await
        .unwrap()
        .observed_by(Arc::new(move |call| ear.lock().unwrap().push(call)));
    let g = store.call(|s| Ok(start(s, CHANNEL, ALICE, BOB))).await.unwrap();
    let id = g.id;
    store
        .call(move |s| s.games_mut().record_move(id, 0, BOB, &mv("Wd4,a1"), 2, Via::default()))
        .await
        .unwrap_err();
    store.read(|s| s.gauges()).await.unwrap();
    store
        .call(|_: &mut Store| -> Result<(), StoreError> { Err(Failure::Invalid("broken".into()).into()) })
        .await
        .unwrap_err();
    let heard = heard.lock().unwrap().clone();
    let seen: Vec<(bool, bool)> = heard.iter().map(|c| (c.write, c.failed)).collect();
    assert_eq!(seen, [(true, false), (true, false), (false, false), (true, true)]);
    assert!(heard.iter().all(|c| c.backend == Backend::Sqlite));
}

#[test]
fn names_of_many_players_come_in_one_call() {
    let mut s = Store::open_scratch().unwrap();
    s.players_mut().upsert(ALICE, "alice", 0).unwrap();
    s.players_mut().upsert(BOB, "bob", 0).unwrap();
    let names = s.players().names(&[ALICE, BOB, CAROL]).unwrap();
    assert_eq!(names.len(), 2, "carol is unknown");
    assert_eq!(names[&ALICE], "alice");
    assert_eq!(names[&BOB], "bob");
    assert!(s.players().names(&[]).unwrap().is_empty());
}

#[test]
fn a_direct_message_game_has_no_guild_and_is_rated_globally_only() {
    let mut s = Store::open_scratch().unwrap();
    let c = s
        .challenges_mut()
        .create(&NewChallenge {
            guild: None,
            channel: CHANNEL,
            challenger: (ALICE, name(ALICE)),
            opponent: (BOB, name(BOB)),
            variant: Variant::STANDARD,
            first: FirstMover::Challenger,
            time_per_move: None,
            now: 0,
            expires_at: HOUR,
        })
        .unwrap();
    assert_eq!(c.guild, None);
    let g = s.challenges_mut().accept(c.id, BOB, false, 1).unwrap();
    assert_eq!(g.guild, None);
    assert_eq!(s.games().active_games_of(ALICE, None).unwrap().len(), 1);
    assert!(s.games().active_games_of(ALICE, Some(GUILD)).unwrap().is_empty());
    let finish = play_real_game(&mut s, &g, 10).finish.unwrap();
    assert_eq!(finish.changes.len(), 2, "global only, both players");
    assert!(finish.changes.iter().all(|c| c.scope == Scope::Global));
}

#[test]
fn an_id_too_large_for_sqlite_is_refused_not_wrapped() {
    let mut s = Store::open_scratch().unwrap();
    let err = s.players_mut().upsert(UserId(u64::MAX), "huge", 0).err().unwrap();
    assert!(matches!(err, StoreError::Failed(Failure::Database(_))), "{err}");
    assert_eq!(s.players().name(UserId(u64::MAX >> 1)).unwrap(), None);
}

#[test]
fn a_page_far_past_the_end_is_empty_not_an_overflow() {
    let s = Store::open_scratch().unwrap();
    let page = s.ratings().leaderboard(Scope::Global, usize::MAX, 10, 1).unwrap();
    assert!(page.rows.is_empty());
    assert_eq!(page.total, 0);
}

#[cfg(unix)]
#[test]
fn a_path_the_bot_cannot_write_is_refused_at_open_and_left_alone() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();

    // A directory where the file should be.
    let err = Store::open(dir.path()).err().unwrap();
    assert!(matches!(&err, StoreError::Failed(Failure::CannotWrite { .. })), "{err}");
    assert!(err.to_string().contains("is a directory"), "{err}");

    // A real database, made read-only: refused, bytes unchanged.
    let path = dir.path().join("zertz.db");
    {
        let mut s = Store::open(&path).unwrap();
        s.players_mut().upsert(ALICE, "alice", 0).unwrap();
    }
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = digest(&path);
    let err = Store::open(&path).err().unwrap();
    assert!(err.to_string().contains("read-only"), "{err}");
    assert_eq!(digest(&path), before);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();

    // A read-only folder: SQLite could not write its journal there.
    let folder = dir.path().join("locked");
    std::fs::create_dir(&folder).unwrap();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    let err = Store::open(folder.join("zertz.db")).err().unwrap();
    assert!(err.to_string().contains("folder is read-only"), "{err}");
    assert!(!folder.join("zertz.db").exists());
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).unwrap();

    // A folder that does not exist.
    let err = Store::open(dir.path().join("missing/zertz.db")).err().unwrap();
    assert!(matches!(&err, StoreError::Failed(Failure::CannotWrite { .. })), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_do_not_wait_behind_a_write_held_by_another_process() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let store = AsyncStore::open(&path).await.unwrap();
    store.call(|s| s.players_mut().upsert(ALICE, "alice", 0)).await.unwrap();
    // Another connection (a backup tool, say) holds the write lock.
    let other = rusqlite::Connection::open(&path).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let writer = store.clone();
    let write = tokio::spawn(async move { writer.call(|s| s.players_mut().upsert(BOB, "bob", 1)).await });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(!write.is_finished(), "the write waits for the lock");
    // The lock is still held: a read that waited for it would not return.
    let name = store.read(|s| s.players().name(ALICE)).await.unwrap();
    assert_eq!(name.as_deref(), Some("alice"));
    assert!(!write.is_finished(), "the write still waits");
    other.execute_batch("COMMIT").unwrap();
    write.await.unwrap().unwrap();
    assert_eq!(
        store.read(|s| s.players().name(BOB)).await.unwrap().as_deref(),
        Some("bob")
    );
}

/// A move as a person types it.
fn mv(text: &str) -> zertz_rules::MoveInput {
    text.parse::<zertz_rules::ParsedMove>().expect("notation").into()
}

#[test]
fn an_analysis_is_asked_for_once_kept_once_and_only_of_a_finished_game() {
    let mut s = Store::open_scratch().unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    assert!(matches!(
        s.analyses_mut().request(g.id, ALICE, g.channel, 5),
        Err(StoreError::Refused(Reason::GameNotOver))
    ));
    s.games_mut().resign(g.id, BOB, 6).unwrap();
    assert!(s.analyses_mut().request(g.id, ALICE, g.channel, 7).unwrap());
    assert!(
        !s.analyses_mut().request(g.id, BOB, g.channel, 8).unwrap(),
        "asked once"
    );
    let pending = s.analyses().pending().unwrap();
    assert_eq!((pending.len(), pending[0].requested_by), (1, ALICE));
    assert!(s.analyses_mut().save(g.id, r#"{"a":1}"#, 9).unwrap());
    assert!(
        !s.analyses_mut().save(g.id, "{}", 10).unwrap(),
        "the first result stays"
    );
    assert_eq!(
        s.analyses().analysis(g.id).unwrap().unwrap().result.as_deref(),
        Some(r#"{"a":1}"#)
    );
    assert!(s.analyses().pending().unwrap().is_empty());
    assert_eq!(s.analyses().analysis(GameId(999)).unwrap(), None);
}

#[test]
fn a_second_process_on_the_same_file_is_refused_until_the_first_lets_go() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let first = ProcessLock::acquire(&path).unwrap();
    // Another open file description is another process to the lock.
    let second = ProcessLock::acquire(&path).unwrap_err();
    assert!(matches!(second, StoreError::Failed(Failure::InUse { .. })), "{second}");
    assert!(
        second.to_string().contains("another zertz-bot process is using"),
        "{second}"
    );
    // A file elsewhere is not held.
    ProcessLock::acquire(&dir.path().join("other.db")).unwrap();
    drop(first);
    ProcessLock::acquire(&path).unwrap();
}

#[tokio::test]
async fn closing_writes_what_is_queued_and_leaves_no_wal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let wal = dir.path().join("zertz.db-wal");
    let store = AsyncStore::open(&path).await.unwrap();
    store
        .call(|s| s.players_mut().upsert(UserId(5), "eve", 1))
        .await
        .unwrap();
    assert!(wal.exists(), "a write goes to the WAL first");
    // Queued before the close: written, not dropped.
    let queued = {
        let store = store.clone();
        tokio::spawn(async move { store.call(|s| s.players_mut().upsert(UserId(6), "finn", 2)).await })
    };
    tokio::task::yield_now().await;
    store.close().await;
    queued.await.unwrap().unwrap();
    assert!(!wal.exists(), "the WAL was merged and removed");
    assert!(store.read(|s| s.players().name(UserId(5))).await.is_err(), "closed");
    let reopened = Store::open(&path).unwrap();
    assert_eq!(reopened.players().name(UserId(5)).unwrap().as_deref(), Some("eve"));
    assert_eq!(reopened.players().name(UserId(6)).unwrap().as_deref(), Some("finn"));
}

/// A column holding what its type does not allow is the store's own
/// column error, naming the column.
#[test]
fn a_column_that_does_not_read_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let mut s = Store::open(&path).unwrap();
    let g = start(&mut s, CHANNEL, ALICE, BOB);
    let other = rusqlite::Connection::open(&path).unwrap();
    other
        .execute("UPDATE games SET variant = 'hexagonal' WHERE id = ?1", [g.id.0])
        .unwrap();
    match s.games().load(g.id) {
        Err(StoreError::Failed(Failure::Database(DbError::Column { column, why }))) => {
            assert_eq!(column, "variant");
            assert!(why.contains("hexagonal"), "{why}");
        }
        other => panic!("read as {other:?}"),
    }
}

/// A chat keeps the language it was last addressed in; a tag this build
/// does not know (a newer one's) reads as none rather than failing.
#[test]
fn a_chat_keeps_the_language_it_was_last_addressed_in() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("zertz.db")).unwrap();
    let (here, there) = (ChannelId(7), ChannelId(8));
    assert_eq!(store.chats().language(here).unwrap(), None);
    store.chats_mut().addressed_in(here, Language::De).unwrap();
    store.chats_mut().addressed_in(here, Language::De).unwrap();
    assert_eq!(store.chats().language(here).unwrap(), Some(Language::De));
    store.chats_mut().addressed_in(here, Language::Fr).unwrap();
    assert_eq!(store.chats().language(here).unwrap(), Some(Language::Fr));
    assert_eq!(store.chats().language(there).unwrap(), None);
    store
        .connection()
        .unwrap()
        .execute("UPDATE chat_languages SET lang = 'pt' WHERE channel_id = 7", [])
        .unwrap();
    assert_eq!(store.chats().language(here).unwrap(), None);
}

/// A server's chosen language is kept beside its organiser role, each
/// set without touching the other, and cleared by choosing none.
#[test]
fn a_server_keeps_the_language_its_managers_chose() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("zertz.db")).unwrap();
    let (guild, other) = (GuildId(5), GuildId(6));
    assert_eq!(store.chats().server_language(guild).unwrap(), None);
    store
        .tournaments_mut()
        .set_organiser_role(guild, Some(RoleId(9)))
        .unwrap();
    store
        .chats_mut()
        .set_server_language(guild, Some(Language::Nl))
        .unwrap();
    assert_eq!(store.chats().server_language(guild).unwrap(), Some(Language::Nl));
    assert_eq!(store.tournaments().organiser_role(guild).unwrap(), Some(RoleId(9)));
    store.tournaments_mut().set_organiser_role(guild, None).unwrap();
    assert_eq!(store.chats().server_language(guild).unwrap(), Some(Language::Nl));
    store.chats_mut().set_server_language(guild, None).unwrap();
    assert_eq!(store.chats().server_language(guild).unwrap(), None);
    assert_eq!(store.chats().server_language(other).unwrap(), None);
}

#[test]
fn a_game_in_a_thread_goes_back_to_its_channel_with_what_it_still_owes() {
    let mut s = Store::open_in_memory().unwrap();
    let game = start(&mut s, CHANNEL, ALICE, BOB);
    assert_eq!(game.room(), CHANNEL, "no thread: the channel");
    let card = MessageId(4_000);
    s.games_mut().give_thread(game.id, card).unwrap();
    let thread = ChannelId(card.0);
    let opening = s.games().meta(game.id).unwrap();
    assert_eq!(opening.thread.map(|t| t.status), Some(ThreadStatus::Opening));
    assert_eq!((opening.room(), opening.card()), (thread, Some(card)));
    s.games_mut().thread_opened(thread).unwrap();
    assert_eq!(
        s.games().of_thread(thread).unwrap().unwrap().thread.unwrap().status,
        ThreadStatus::Open
    );

    // Two messages owed in the thread, one elsewhere.
    for channel in [thread, thread, ChannelId(9)] {
        s.outbox_mut().enqueue(channel, ("{}", &[]), 0, 0).unwrap();
    }
    let left = s.games_mut().leave_thread(thread).unwrap().unwrap();
    assert_eq!((left.id, left.room(), left.card()), (game.id, CHANNEL, Some(card)));
    let channels: Vec<ChannelId> = s.outbox().pending().unwrap().iter().map(|r| r.channel).collect();
    assert_eq!(channels, [CHANNEL, CHANNEL, ChannelId(9)], "what it owes follows it");
    assert!(s.games_mut().leave_thread(thread).unwrap().is_none(), "left once");
    s.games_mut().thread_opened(thread).unwrap();
    assert_eq!(
        s.games().meta(game.id).unwrap().room(),
        CHANNEL,
        "a late opening does not bring it back"
    );
}

#[test]
fn threads_are_on_unless_a_server_turns_them_off() {
    let mut s = Store::open_in_memory().unwrap();
    assert!(s.games().threads_on(GUILD).unwrap());
    s.games_mut().set_threads(GUILD, false).unwrap();
    assert!(!s.games().threads_on(GUILD).unwrap());
    assert!(
        s.games().threads_on(GuildId(5)).unwrap(),
        "another server keeps its own"
    );
    s.games_mut().set_threads(GUILD, true).unwrap();
    assert!(s.games().threads_on(GUILD).unwrap());
}
