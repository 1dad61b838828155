//! Old databases upgrade: a database made by each earlier schema version
//! (built here from that version's own migration files, which are never
//! edited once released) is opened by today's store, and its games,
//! ratings, challenges and outbox survive and play on.
#![allow(clippy::unwrap_used)]

use rusqlite::{params, Connection};
use zertz_data::*;
use zertz_rules::{Outcome, Player, Variant, WinReason};

/// The migration files, in order, as each version shipped them: the
/// store's own list, never written twice.
const STEPS: &[&str] = MIGRATIONS;

const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
const CAROL: UserId = UserId(3);
const BOT: UserId = UserId(99);
const T: i64 = 1_700_000_000_000;

/// What a bot of each schema version stored that the versions before it
/// could not, one fixture a version in order: the database of version
/// `v` holds the fixtures up to it. A migration without its fixture fails
/// the test below that counts them.
const FIXTURES: &[fn(&Connection)] = &[v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15];

/// Writes a database at schema `version` with what a bot of that version
/// would have stored: each fixture up to it.
fn old_database(path: &std::path::Path, version: usize) {
    let conn = Connection::open(path).unwrap();
    for sql in &STEPS[..version] {
        conn.execute_batch(sql).unwrap();
    }
    conn.pragma_update(None, "user_version", version as i64).unwrap();
    for fixture in &FIXTURES[..version] {
        fixture(&conn);
    }
}

/// Version 1: players, ratings, a finished rated game, a game in progress, an open challenge.
fn v1(conn: &Connection) {
    for (id, name) in [(ALICE, "alice"), (BOB, "bob"), (CAROL, "carol"), (BOT, "ZÈRTZ")] {
        conn.execute(
            "INSERT INTO players (user_id, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
            params![id.get(), name, T],
        )
        .unwrap();
    }
    for (id, rating, wins, losses) in [(ALICE, 1_662.3, 1, 0), (BOB, 1_337.7, 0, 1)] {
        conn.execute(
            "INSERT INTO ratings (scope, user_id, rating, deviation, volatility, games, wins, losses, updated_at) \
             VALUES (0, ?1, ?2, 290.3, 0.06, 1, ?3, ?4, ?5)",
            params![id.get(), rating, wins, losses, T],
        )
        .unwrap();
    }
    // Game 1: alice beat bob, who resigned after two moves.
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, first_id, second_id, variant, status, ply, result, end_reason, \
         created_at, updated_at, finished_at) VALUES (1, 10, 20, 1, 2, 'standard', 'finished', 2, 'P0', 'resignation', ?1, ?1, ?1)",
        params![T],
    )
    .unwrap();
    // Game 2, in progress in channel 21: alice to move after two moves.
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, first_id, second_id, variant, ply, time_per_move, deadline, \
         created_at, updated_at) VALUES (2, 10, 21, 1, 2, 'tournament', 2, 86400, ?1, ?2, ?2)",
        params![T + 86_400_000, T],
    )
    .unwrap();
    for (game, ply, notation, user) in [
        (1, 1, "Wd4,a1", ALICE),
        (1, 2, "Gb2,g1", BOB),
        (2, 1, "Wd4,a1", ALICE),
        (2, 2, "Gb2,g1", BOB),
    ] {
        conn.execute(
            "INSERT INTO moves (game_id, ply, notation, user_id, played_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, ply, notation, user.get(), T],
        )
        .unwrap();
    }
    for user in [ALICE, BOB] {
        conn.execute(
            "INSERT INTO seats (channel_id, user_id, game_id) VALUES (21, ?1, 2)",
            params![user.get()],
        )
        .unwrap();
    }
    for (user, before, after) in [(ALICE, 1_500.0, 1_662.3), (BOB, 1_500.0, 1_337.7)] {
        conn.execute(
            "INSERT INTO rating_changes (game_id, scope, user_id, before, after) VALUES (1, 0, ?1, ?2, ?3)",
            params![user.get(), before, after],
        )
        .unwrap();
    }
    conn.execute(
        "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, opponent_id, variant, first, time_per_move, \
         created_at, expires_at) VALUES (1, 10, 22, 3, 1, 'blitz', 'random', 3600, ?1, ?2)",
        params![T, T + 86_400_000],
    )
    .unwrap();
}

/// Version 2: a game against the computer, which is to move.
fn v2(conn: &Connection) {
    // Game 3: alice against the computer, which is to move.
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, first_id, second_id, variant, ply, computer_level, \
         created_at, updated_at) VALUES (3, 10, 23, 1, 99, 'standard', 1, 'hard', ?1, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO moves (game_id, ply, notation, user_id, played_at) VALUES (3, 1, 'Bd4,a1', 1, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute("INSERT INTO seats (channel_id, user_id, game_id) VALUES (23, 1, 3)", [])
        .unwrap();
}

/// Version 3: an owed message and a vacation.
fn v3(conn: &Connection) {
    conn.execute(
        "INSERT INTO outbox (id, channel_id, payload, due_at, created_at) VALUES (7, 21, '{\"text\":\"owed\"}', ?1, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO vacations (user_id, start_at, end_at) VALUES (3, ?1, ?2)",
        params![T, T + 86_400_000],
    )
    .unwrap();
}

/// Version 4: a pending analysis.
fn v4(conn: &Connection) {
    conn.execute(
        "INSERT INTO analyses (game_id, requested_by, channel_id, requested_at) VALUES (1, 2, 20, ?1)",
        params![T],
    )
    .unwrap();
}

/// Version 5: an open puzzle and a channel's daily puzzle.
fn v5(conn: &Connection) {
    conn.execute(
        "INSERT INTO puzzle_attempts (user_id, puzzle_id, channel_id, private, step, started_at) \
         VALUES (3, 2025, 20, 1, 0, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO daily_channels (channel_id, guild_id, enabled_by, since) VALUES (20, 10, 3, ?1)",
        params![T],
    )
    .unwrap();
}

/// Version 6: a lapsed claim of a computer turn.
fn v6(conn: &Connection) {
    conn.execute(
        "INSERT INTO claims (kind, item, owner, expires_at) VALUES ('computer_turn', 3, 'gone:1:0', ?1)",
        params![T],
    )
    .unwrap();
}

/// Version 7: an open walk through one's mistakes and a position waiting in a practice set.
fn v7(conn: &Connection) {
    conn.execute(
        "INSERT INTO practice_open (user_id, game_id, channel_id, walk, steps, total, started_at) \
         VALUES (2, 1, 20, 1, '2', 1, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO practice_set (user_id, game_id, number, due_at, added_at) VALUES (3, 1, 1, ?1, ?1)",
        params![T],
    )
    .unwrap();
}

/// Version 8: a tournament open for entries with a player in it.
fn v8(conn: &Connection) {
    conn.execute(
        "INSERT INTO tournaments (guild_id, channel_id, name, format, variant, max_players, created_by, created_at) \
         VALUES (10, 30, 'Spring', 'swiss', 'standard', 16, 1, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO tournament_players (tournament_id, user_id, rating, joined_at) VALUES (1, 1, 1500, ?1)",
        params![T],
    )
    .unwrap();
}

/// Version 9: a chat where the bot may only answer, with a live interaction token.
fn v9(conn: &Connection) {
    conn.execute(
        "INSERT INTO answer_only_channels (channel_id, since) VALUES (40, ?1)",
        params![T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO interaction_tokens (token, channel_id, created_at, limited) VALUES ('tok', 40, ?1, 1)",
        params![T],
    )
    .unwrap();
}

/// Version 10: the owed message's files.
fn v10(conn: &Connection) {
    conn.execute(
        "INSERT INTO outbox_files (outbox_id, bytes) VALUES (7, ?1)",
        params![&[0x89u8, b'P', 0, 255][..]],
    )
    .unwrap();
}

/// Version 11: a lesson done and one open.
fn v11(conn: &Connection) {
    conn.execute(
        "INSERT INTO lessons_done (user_id, lesson, stars, done_at) VALUES (?1, 1, 2, ?2)",
        params![BOB.get(), T],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO lesson_open (user_id, lesson, exercise, tries, answers, started_at) VALUES (?1, 2, 1, 1, 3, ?2)",
        params![BOB.get(), T],
    )
    .unwrap();
}

/// Version 12: the language a chat was last addressed in.
fn v12(conn: &Connection) {
    conn.execute("INSERT INTO chat_languages (channel_id, lang) VALUES (21, 'de')", [])
        .unwrap();
}

/// Version 13: the language a server's managers chose.
fn v13(conn: &Connection) {
    conn.execute(
        "INSERT INTO guild_settings (guild_id, lang) VALUES (10, 'fr') \
         ON CONFLICT (guild_id) DO UPDATE SET lang = excluded.lang",
        [],
    )
    .unwrap();
}

/// Version 14: a message given up on, with why.
fn v14(conn: &Connection) {
    conn.execute(
        "INSERT INTO outbox (id, channel_id, payload, due_at, created_at, status, last_error, given_up) \
         VALUES (8, 21, '{\"text\":\"old\"}', ?1, ?1, 'failed', 'too old', 'too_old')",
        params![T],
    )
    .unwrap();
}

/// Version 15: the game in progress plays in its thread; a server
/// turned threads off.
fn v15(conn: &Connection) {
    conn.execute(
        "UPDATE games SET thread_id = 500, thread_status = 'open' WHERE id = 2",
        [],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO guild_settings (guild_id, threads) VALUES (11, 0) \
         ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
        [],
    )
    .unwrap();
}

/// Every schema version has its fixture: a new migration without one fails
/// here, not by comparing the migrations with themselves.
#[test]
fn every_schema_version_has_its_fixture() {
    assert_eq!(
        FIXTURES.len(),
        MIGRATIONS.len(),
        "a fixture for each migration: add `v{}` for the newest",
        MIGRATIONS.len()
    );
}

#[test]
fn every_earlier_schema_upgrades_and_plays_on() {
    let latest = STEPS.len();
    assert_eq!(latest as i64, SCHEMA_VERSION);
    for version in 1..=latest {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("zertz-v{version}.db"));
        old_database(&path, version);
        let mut s = Store::open(&path).unwrap_or_else(|e| panic!("version {version}: {e}"));
        let at: i64 = s
            .connection()
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(at, latest as i64, "version {version} migrated to the latest");

        // The finished game, its moves and its ratings.
        let done = s.games().load(GameId(1)).unwrap();
        assert_eq!(
            done.meta.outcome,
            Some(Outcome::Won {
                winner: Player::First,
                reason: WinReason::Resignation
            }),
            "version {version}"
        );
        assert_eq!(done.moves.len(), 2);
        assert_eq!(done.meta.takebacks, 0);
        let alice = s
            .ratings()
            .rating(ALICE, Scope::Global)
            .unwrap()
            .expect("alice's rating");
        assert!((alice.rating - 1_662.3).abs() < 1e-9, "version {version}: {alice:?}");
        assert_eq!(s.ratings().rating_changes(GameId(1)).unwrap().len(), 2);
        assert_eq!(s.ratings().leaderboard(Scope::Global, 0, 10, 0).unwrap().rows.len(), 2);

        // The game in progress plays on, and a finished game is rated.
        let going = s.games().meta(GameId(2)).unwrap();
        assert_eq!(
            (going.variant, going.ply, going.time_per_move),
            (Variant::TOURNAMENT, 2, Some(86_400))
        );
        assert_eq!(s.games().active_game(ChannelId(21), BOB).unwrap(), Some(GameId(2)));
        let room = if version >= 15 { 500 } else { 21 };
        assert_eq!(going.room(), ChannelId(room), "version {version}");
        assert_eq!(s.games().threads_on(GuildId(11)).unwrap(), version < 15);
        let next: zertz_rules::MoveInput = "Bf2,a2".parse::<zertz_rules::ParsedMove>().unwrap().into();
        let played = s
            .games_mut()
            .record_move(GameId(2), 2, BOB, &next, T + 1, Via::default());
        assert!(played.is_err(), "version {version}: it is alice's move");
        let played = s
            .games_mut()
            .record_move(GameId(2), 2, ALICE, &next, T + 1, Via::default())
            .unwrap();
        assert_eq!(played.game.meta.ply, 3);
        s.games_mut().resign(GameId(2), ALICE, T + 2).unwrap();
        let bob = s.ratings().rating(BOB, Scope::Global).unwrap().expect("bob's rating");
        assert_eq!((bob.games, bob.wins, bob.losses), (2, 1, 1), "version {version}");

        // The open challenge can still be accepted.
        assert_eq!(
            s.challenges().challenge(ChallengeId(1)).unwrap().status,
            ChallengeStatus::Open
        );
        s.challenges_mut().accept(ChallengeId(1), ALICE, true, T + 3).unwrap();

        if version >= 2 {
            assert_eq!(s.computer().turns(BOT).unwrap(), [(GameId(3), 1)], "version {version}");
        }
        if version >= 3 {
            let owed = s
                .outbox_mut()
                .claim_due(T + 10, 10, &Owner("upgrade".into()), T + 1_000)
                .unwrap();
            assert_eq!(owed.len(), 1);
            assert_eq!(owed[0].payload, r#"{"text":"owed"}"#);
            let files: &[u8] = if version >= 10 { &[0x89, b'P', 0, 255] } else { &[] };
            assert_eq!(owed[0].files, files, "version {version}");
            assert!(s.vacations().until(CAROL, T + 1).unwrap().is_some());
        }
        if version >= 4 {
            assert_eq!(s.analyses().pending().unwrap().len(), 1);
        }
        // Analyses, new in version 4, work on every upgraded file.
        assert!(
            !s.analyses_mut()
                .request(GameId(1), ALICE, ChannelId(20), T + 5)
                .unwrap()
                || version < 4
        );
        assert!(s.analyses_mut().save(GameId(1), "{}", T + 6).unwrap());
        assert_eq!(
            s.analyses().analysis(GameId(1)).unwrap().unwrap().result.as_deref(),
            Some("{}")
        );
        if version >= 5 {
            assert_eq!(s.puzzles().open(CAROL).unwrap().map(|a| a.puzzle), Some(PuzzleId(2025)));
            assert_eq!(s.puzzles().daily_due(1).unwrap(), [ChannelId(20)]);
        }
        // Puzzles, new in version 5, work on every upgraded file.
        s.puzzles_mut()
            .start(ALICE, "alice", PuzzleId(3024), ChannelId(20), true, None, T + 7)
            .unwrap();
        let solved = s.puzzles_mut().finish(ALICE, 0, true, 1_050.0, T + 8).unwrap();
        assert!(solved.rating.is_some(), "version {version}");
        // Claims, new in version 6: a lapsed one is taken over.
        let me = Owner("upgraded".into());
        assert!(
            s.claims_mut()
                .claim(ClaimKind::ComputerTurn, 3, &me, T + 100, T + 9)
                .unwrap(),
            "version {version}"
        );
        if version >= 7 {
            assert_eq!(s.practice().open(BOB).unwrap().map(|p| p.steps), Some(vec![2]));
            assert_eq!(s.practice().counts(CAROL, T + 1).unwrap().due, 1);
        }
        // Practice, new in version 7, works on every upgraded file: a walk
        // whose one move is missed joins the practice set.
        s.practice_mut()
            .start_walk(ALICE, "alice", GameId(1), ChannelId(20), &[1], T + 10)
            .unwrap();
        for tries in 0..PRACTICE_TRIES {
            s.practice_mut()
                .answer(ALICE, (1, tries), PracticeAnswer::Wrong, T + 11)
                .unwrap();
        }
        assert_eq!(
            s.practice().counts(ALICE, T + 12).unwrap().waiting,
            1,
            "version {version}"
        );
        if version >= 8 {
            let spring = s.tournaments().tournament(TournamentId(1)).unwrap();
            assert_eq!(spring.entries.len(), 1, "version {version}");
            assert_eq!(
                s.tournaments().entered_in(ChannelId(30), ALICE).unwrap(),
                Some(TournamentId(1))
            );
        }
        // Tournaments, new in version 8, work on every upgraded file.
        let t = s
            .tournaments_mut()
            .create(&NewTournament {
                guild: GuildId(10),
                channel: ChannelId(31),
                name: "Upgraded".into(),
                format: TournamentFormat::RoundRobin,
                rounds: None,
                variant: Variant::STANDARD,
                time_per_move: None,
                max_players: 8,
                starts_at: None,
                organiser: (CAROL, "carol".into()),
                now: T + 13,
            })
            .unwrap();
        let joined = s.tournaments_mut().join(t.id, (CAROL, "carol"), T + 14).unwrap();
        assert_eq!(joined.entries[0].user, CAROL, "version {version}");
        if version >= 9 {
            assert!(
                s.answer_only().is_answer_only(ChannelId(40)).unwrap(),
                "version {version}"
            );
            assert_eq!(
                s.answer_only_mut()
                    .take_followup(ChannelId(40), T - 1)
                    .unwrap()
                    .as_deref(),
                Some("tok")
            );
        }
        // Answer-only chats, new in version 9, work on every upgraded file.
        s.answer_only_mut()
            .set_answer_only(ChannelId(41), true, T + 15)
            .unwrap();
        s.answer_only_mut()
            .keep_token("new", ChannelId(41), false, T + 15)
            .unwrap();
        assert_eq!(
            s.answer_only_mut().take_followup(ChannelId(41), T).unwrap().as_deref(),
            Some("new"),
            "version {version}"
        );
        if version >= 11 {
            let bob = s.lessons().progress(BOB).unwrap();
            assert_eq!(bob.done, [LessonDone { lesson: 1, stars: 2 }], "version {version}");
            assert_eq!(bob.open.map(|o| (o.lesson, o.exercise, o.tries)), Some((2, 1, 1)));
        }
        // The course, new in version 11, works on every upgraded file.
        s.lessons_mut().start(CAROL, "carol", (1, 0), T + 16).unwrap();
        let step = s
            .lessons_mut()
            .answer(CAROL, (1, 0, 0), LessonAnswer::Right { last: true })
            .unwrap();
        assert_eq!(step, LessonStep::Done { lesson: 1, answers: 1 }, "version {version}");
        if version >= 12 {
            assert_eq!(s.chats().language(ChannelId(21)).unwrap(), Some(Language::De));
        }
        if version >= 13 {
            assert_eq!(s.chats().server_language(GuildId(10)).unwrap(), Some(Language::Fr));
        }
        // Languages, new in versions 12 and 13, work on every upgraded file.
        s.chats_mut().addressed_in(ChannelId(22), Language::It).unwrap();
        s.chats_mut()
            .set_server_language(GuildId(11), Some(Language::Es))
            .unwrap();
        assert_eq!(s.chats().language(ChannelId(22)).unwrap(), Some(Language::It));
        assert_eq!(s.chats().server_language(GuildId(11)).unwrap(), Some(Language::Es));
        if version >= 14 {
            let old = s.outbox().row(OutboxId(8)).unwrap().unwrap();
            assert_eq!((old.status, old.given_up), (OutboxStatus::Failed, Some(GiveUp::TooOld)));
        }
        // A reason to give up, new in version 14, is kept on every upgraded file.
        let owed = s.outbox_mut().enqueue(ChannelId(50), ("late", &[]), T, T).unwrap();
        s.outbox_mut().failed(owed, "403", Err(GiveUp::Refused)).unwrap();
        assert_eq!(s.outbox().row(owed).unwrap().unwrap().given_up, Some(GiveUp::Refused));
        // What the upgrade wrote is kept: the file opens again.
        drop(s);
        Store::open(&path).unwrap();
    }
}
