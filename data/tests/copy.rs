//! `copy-db`: a whole database copied into an empty one, on either engine
//! (PostgreSQL when `ZERTZ_TEST_PG` names one), and back again unchanged.
#![allow(clippy::unwrap_used)]

use rusqlite::types::Value;
use zertz_data::*;
use zertz_rules::{Record, Variant};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");
const GUILD: GuildId = GuildId(77);
const T: i64 = 1_700_000_000_000;

fn mv(text: &str) -> zertz_rules::MoveInput {
    text.parse::<zertz_rules::ParsedMove>().expect("notation").into()
}

/// A challenge from `a` to `b` in `channel` of [`GUILD`], timed, the
/// challenger first; the fields a case needs are changed by it.
fn challenge(channel: u64, a: u64, b: u64, variant: Variant) -> NewChallenge {
    NewChallenge {
        guild: Some(GUILD),
        channel: ChannelId(channel),
        challenger: (UserId(a), format!("p{a}")),
        opponent: (UserId(b), format!("p{b}")),
        variant,
        first: FirstMover::Challenger,
        time_per_move: Some(3_600),
        now: T,
        expires_at: T + 1_000_000,
    }
}

/// A store holding some of everything: 12 real finished games in 4
/// channels (ratings and rating changes), a game in progress, an open
/// challenge, a game against the computer, owed and sent messages, a
/// vacation, an analysis, puzzle tries and ratings, a daily channel and
/// post, and a claim.
fn fill(s: &mut Store) {
    s.chats_mut().addressed_in(ChannelId(300), Language::De).unwrap();
    s.chats_mut()
        .set_server_language(GuildId(1), Some(Language::Fr))
        .unwrap();
    s.answer_only_mut().set_answer_only(ChannelId(300), true, T).unwrap();
    s.answer_only_mut()
        .keep_token("aW50ZXJhY3Rpb24", ChannelId(300), true, T)
        .unwrap();
    let records: Vec<Record> = RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter(|r| r.result.is_some() && r.replay().is_ok())
        .take(12)
        .collect();
    for (i, record) in records.iter().enumerate() {
        let (a, b) = (1 + (i as u64 % 3), 10 + (i as u64 % 4));
        let c = s
            .challenges_mut()
            .create(&challenge(100 + (i as u64 % 4), a, b, record.variant))
            .unwrap();
        let g = s.challenges_mut().accept(c.id, UserId(b), false, T + 1).unwrap();
        for (ply, m) in record.moves.iter().enumerate() {
            let user = g.players[ply % 2];
            s.games_mut()
                .record_move(g.id, ply, user, &mv(m), T + 2 + ply as i64, Via::default())
                .unwrap();
        }
        if s.games().meta(g.id).unwrap().is_active() {
            s.games_mut().resign(g.id, g.players[1], T + 500).unwrap();
        }
    }
    let c = s
        .challenges_mut()
        .create(&NewChallenge {
            guild: None,
            first: FirstMover::Random,
            time_per_move: None,
            ..challenge(200, 1, 2, Variant::STANDARD)
        })
        .unwrap();
    let open = s.challenges_mut().accept(c.id, UserId(2), true, T + 1).unwrap();
    s.games_mut()
        .record_move(open.id, 0, open.players[0], &mv("Wd4,a1"), T + 2, Via::default())
        .unwrap();
    s.challenges_mut()
        .create(&NewChallenge {
            first: FirstMover::Opponent,
            time_per_move: None,
            ..challenge(201, 3, 11, Variant::TOURNAMENT)
        })
        .unwrap();
    s.computer_mut()
        .start_game(&NewComputerGame {
            guild: Some(GUILD),
            channel: ChannelId(202),
            human: (UserId(4), "p4".into()),
            computer: (UserId(99), "ZÈRTZ".into()),
            level: ComputerLevel::Easy,
            variant: Variant::STANDARD,
            human_first: false,
            now: T,
        })
        .unwrap();
    let sent = s
        .outbox_mut()
        .enqueue(ChannelId(100), (r#"{"text":"sent"}"#, &[]), T, T)
        .unwrap();
    s.outbox_mut().sent(sent, Some(MessageId(5)), T + 1).unwrap();
    s.outbox_mut()
        .enqueue(ChannelId(100), (r#"{"text":"owed ÈRTZ"}"#, &[0x89, b'P', 0, 255]), T, T)
        .unwrap();
    s.vacations_mut().start(UserId(12), 86_400_000, T).unwrap();
    s.analyses_mut()
        .request(GameId(1), UserId(1), ChannelId(100), T)
        .unwrap();
    s.analyses_mut().save(GameId(1), r#"{"marks":[]}"#, T + 9).unwrap();
    s.puzzles_mut()
        .start(UserId(1), "p1", PuzzleId(2025), ChannelId(100), true, None, T)
        .unwrap();
    s.puzzles_mut().finish(UserId(1), 0, true, 1_050.0, T + 3).unwrap();
    s.puzzles_mut()
        .start(UserId(2), "p2", PuzzleId(3024), ChannelId(100), false, Some(19_000), T)
        .unwrap();
    s.puzzles_mut()
        .set_daily(ChannelId(100), Some(GUILD), true, UserId(1), T)
        .unwrap();
    s.puzzles_mut()
        .note_daily_post(ChannelId(100), 19_000, PuzzleId(3024))
        .unwrap();
    s.claims_mut()
        .claim(ClaimKind::ComputerTurn, 13, &Owner("a process".into()), T + 60_000, T)
        .unwrap();
    // A walk with one move missed (into the practice set) and two to go.
    s.practice_mut()
        .start_walk(UserId(1), "p1", GameId(1), ChannelId(100), &[3, 9, 12], T)
        .unwrap();
    for _ in 0..PRACTICE_TRIES {
        let tries = s.practice().open(UserId(1)).unwrap().unwrap().tries;
        s.practice_mut()
            .answer(UserId(1), (3, tries), PracticeAnswer::Wrong, T)
            .unwrap();
    }
    // A lesson done, one open at its second try, and the course's game.
    s.lessons_mut().finish(UserId(2), 1, 3, T).unwrap();
    s.lessons_mut().start(UserId(2), "p2", (2, 0), T).unwrap();
    s.lessons_mut()
        .answer(UserId(2), (2, 0, 0), LessonAnswer::Wrong)
        .unwrap();
    s.lessons_mut().start_game(UserId(3), GameId(1), T).unwrap();
    // A tournament in its first round: a game and a bye, and a server's
    // organiser role.
    let t = s
        .tournaments_mut()
        .create(&NewTournament {
            guild: GUILD,
            channel: ChannelId(500),
            name: "Cup".into(),
            format: TournamentFormat::Swiss,
            rounds: None,
            variant: Variant::STANDARD,
            time_per_move: None,
            max_players: 8,
            starts_at: None,
            organiser: (UserId(1), "p1".into()),
            now: T,
        })
        .unwrap();
    for u in 1..=3 {
        s.tournaments_mut()
            .join(t.id, (UserId(u), &format!("p{u}")), T)
            .unwrap();
    }
    let boards = [
        NewPairing {
            first: UserId(1),
            second: Some(UserId(2)),
            result: None,
        },
        NewPairing {
            first: UserId(3),
            second: None,
            result: Some(BoardResult::First),
        },
    ];
    s.tournaments_mut().pair_round(t.id, 1, &boards, T).unwrap();
    s.tournaments_mut().set_organiser_role(GUILD, Some(RoleId(9))).unwrap();
}

/// Every row of every table of an SQLite store, in a fixed order.
fn dump(s: &Store) -> Vec<(String, Vec<Vec<Value>>)> {
    let db = s.connection().unwrap();
    TABLES
        .iter()
        .map(|table| {
            // By the first three columns, or all of a narrower table's.
            let width = db.prepare(&format!("SELECT * FROM {table}")).unwrap().column_count();
            let order: Vec<String> = (1..=width.min(3)).map(|i| i.to_string()).collect();
            let sql = format!("SELECT * FROM {table} ORDER BY {}", order.join(", "));
            let mut stmt = db.prepare(&sql).unwrap();
            let n = stmt.column_count();
            let rows = stmt
                .query_map([], |r| (0..n).map(|i| r.get::<_, Value>(i)).collect())
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            (table.to_string(), rows)
        })
        .collect()
}

#[test]
fn every_table_of_the_schema_is_copied() {
    let s = Store::open_scratch().unwrap();
    let mut ours: Vec<String> = TABLES.iter().map(|t| t.to_string()).collect();
    ours.sort();
    assert_eq!(s.table_names().unwrap(), ours, "on {:?}", s.backend());
}

/// A database file `name` in a new folder, filled with some of everything.
fn filled(name: &str) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join(name)).unwrap();
    fill(&mut store);
    (dir, store)
}

#[test]
fn a_database_is_copied_whole_and_back_unchanged() {
    let (dir, original) = filled("original.db");
    let mut middle = Store::open_scratch().unwrap();
    let there = original.copy_into(&mut middle).unwrap();
    assert_eq!(there.games_replayed, 15);
    assert!(there.rows.iter().all(|(_, n)| *n > 0), "every table has rows: {there}");
    let mut back = Store::open(dir.path().join("back.db")).unwrap();
    let again = middle.copy_into(&mut back).unwrap();
    assert_eq!(again, there);
    assert_eq!(dump(&back), dump(&original), "through {:?}", middle.backend());
    // The copy plays on: new ids follow the copied ones.
    let next = middle
        .outbox_mut()
        .enqueue(ChannelId(100), ("after", &[]), T, T)
        .unwrap();
    assert!(next.0 > 2, "{next:?}");
    let g = middle.games().meta(GameId(13)).unwrap();
    middle
        .games_mut()
        .record_move(g.id, 1, g.players[1], &mv("Bd5,a2"), T + 10, Via::default())
        .unwrap();
}

#[test]
fn a_target_that_holds_anything_is_refused_and_left_alone() {
    let (_dir, source) = filled("source.db");
    let mut target = Store::open_scratch().unwrap();
    target.players_mut().upsert(UserId(7), "already here", T).unwrap();
    let err = source.copy_into(&mut target).unwrap_err();
    assert!(err.to_string().contains("only an empty database"), "{err}");
    assert_eq!(target.players().name(UserId(1)).unwrap(), None);
    assert_eq!(
        target.players().name(UserId(7)).unwrap().as_deref(),
        Some("already here")
    );
}
