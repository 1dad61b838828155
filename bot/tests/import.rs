//! `/zertz import` through the core: records in both formats are checked
//! move by move and shown, bad files get their reason, nothing is stored.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use zertz_bot::app::{Action, Core, Options, Reply, Request, Upload, UploadError, User, Value, MAX_IMPORT_BYTES};
use zertz_data::{AsyncStore, ChannelId, GuildId, UserId};
use zertz_rules::{sgf, Record};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn alice() -> User {
    User {
        id: UserId(1),
        name: "alice".into(),
        bot: false,
    }
}

async fn core() -> Arc<Core> {
    Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap()
}

async fn import(core: &Core, name: &str, content: Result<Vec<u8>, UploadError>, can_attach: bool) -> Reply {
    import_with(core, name, content, can_attach, &[]).await
}

async fn import_with(
    core: &Core,
    name: &str,
    content: Result<Vec<u8>, UploadError>,
    can_attach: bool,
    more: &[(&str, &str)],
) -> Reply {
    let upload = Upload {
        name: name.into(),
        content,
    };
    let mut options = vec![("file".to_string(), Value::File(upload))];
    options.extend(more.iter().map(|(k, v)| (k.to_string(), Value::Text(v.to_string()))));
    let req = Request {
        user: alice(),
        guild: Some(GuildId(42)),
        channel: ChannelId(500),
        can_attach,
        can_embed: true,
        can_post: true,
        can_manage: true,
        roles: Vec::new(),
        now: 1_800_000_000_000,
        interaction: None,
        token: None,
        action: Action::Command {
            name: "study import".into(),
            options: Options(options),
        },
        progress: Default::default(),
        lang: Default::default(),
        place_lang: Default::default(),
        threads: Default::default(),
        clicked: None,
    };
    core.handle(req).await.reply.unwrap()
}

/// The first finished tournament game of the vendored sample.
fn finished_game() -> zertz_rules::Game {
    RECORDS
        .lines()
        .filter(|l| l.starts_with("tournament") && l.ends_with("P0"))
        .map(|l| Record::parse(l).unwrap().verify().unwrap())
        .next()
        .unwrap()
}

#[tokio::test]
async fn an_sgf_record_is_checked_and_shown_and_nothing_is_stored() {
    let core = core().await;
    let game = finished_game();
    let text = sgf::write(&game, ["ann", "bo"], None).unwrap();
    let r = import(&core, "game.sgf", Ok(text.into_bytes()), true).await;
    assert!(!r.private, "{}", r.text);
    assert!(r.text.contains("**ann** vs **bo**"), "{}", r.text);
    assert!(
        r.text.contains(&format!("{} moves, every one legal", game.ply())),
        "{}",
        r.text
    );
    assert!(r.text.contains("ann wins"), "{}", r.text);
    let names: Vec<&str> = r.attachments.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["zertz-import.png", "zertz-import-race.png", "zertz-import.gif"]);
    assert!(r.attachments[0].bytes.starts_with(b"\x89PNG"));
    assert!(r.attachments[1].bytes.starts_with(b"\x89PNG"));
    assert!(r.attachments[2].bytes.starts_with(b"GIF89a"));
    let stored = core
        .store()
        .call(|s| s.games().recent_games(UserId(1), 50))
        .await
        .unwrap();
    assert!(stored.is_empty(), "an import is never stored");
}

#[tokio::test]
async fn a_record_line_imports_too() {
    let core = core().await;
    let line = RECORDS.lines().next().unwrap();
    let r = import(&core, "game.tsv", Ok(format!("{line}\n").into_bytes()), true).await;
    assert!(r.text.starts_with("Imported a record line"), "{}", r.text);
    // The first vendored game is finished: board, capture race, replay.
    assert_eq!(r.attachments.len(), 3);
}

#[tokio::test]
async fn without_attach_permission_the_board_is_text() {
    let core = core().await;
    let line = RECORDS.lines().next().unwrap();
    let r = import(&core, "game.tsv", Ok(line.as_bytes().to_vec()), false).await;
    assert!(r.attachments.is_empty());
    assert!(r.text.contains("```"), "{}", r.text);
}

#[tokio::test]
async fn an_illegal_move_is_named_and_nothing_is_shown() {
    let core = core().await;
    // R3.1: the second marble goes on the ring the first one took.
    let bad = "standard\tWd4,a1;Bd4,g1\topen\n";
    let r = import(&core, "bad.tsv", Ok(bad.as_bytes().to_vec()), true).await;
    assert!(r.private);
    assert!(r.attachments.is_empty());
    assert!(r.text.contains("move 2 (Bd4,g1)"), "{}", r.text);
    assert!(r.text.contains("d4 is taken"), "{}", r.text);
    let sgf_bad =
        "(;GM[22]SU[Zertz];P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done];P1[4 RtoB 2 2 D 4];P1[5 R- G 1];P1[6 Done])";
    let r = import(&core, "bad.sgf", Ok(sgf_bad.as_bytes().to_vec()), true).await;
    assert!(r.private);
    assert!(r.text.contains("move 2 (Bd4,g1) is illegal"), "{}", r.text);
}

#[tokio::test]
async fn other_files_are_refused_with_a_reason() {
    let core = core().await;
    type Content = Result<Vec<u8>, UploadError>;
    let cases: Vec<(&str, Content, &str)> = vec![
        (
            "cat.png",
            Ok(vec![0x89, b'P', b'N', b'G', 0xff, 0xfe]),
            "not a text file",
        ),
        ("notes.txt", Ok(b"hello there".to_vec()), "a record line is"),
        (
            "two.tsv",
            Ok(b"standard\tWd4,a1\nstandard\tWd4,a1\n".to_vec()),
            "one game at a time",
        ),
        ("empty.tsv", Ok(Vec::new()), "the file is empty"),
        ("go.sgf", Ok(b"(;GM[1]SZ[19];B[dd])".to_vec()), "not Z\u{c8}RTZ"),
        ("blitz.tsv", Ok(b"blitzz\tWd4,a1\n".to_vec()), "blitzz"),
        (
            "big.sgf",
            Err(UploadError::TooLarge {
                size: 10_000_000,
                limit: MAX_IMPORT_BYTES,
            }),
            "10000000 bytes",
        ),
        (
            "lost.sgf",
            Err(UploadError::Unreachable("timed out".into())),
            "could not be fetched",
        ),
    ];
    for (name, content, says) in cases {
        let r = import(&core, name, content, true).await;
        assert!(r.private, "{name}: {}", r.text);
        assert!(r.text.contains(says), "{name}: {}", r.text);
        assert!(r.text.contains(name), "{name}: {}", r.text);
    }
    // Bytes past the limit are refused even if the edge let them through.
    let huge = vec![b' '; usize::try_from(MAX_IMPORT_BYTES).unwrap() + 1];
    let r = import(&core, "huge.sgf", Ok(huge), true).await;
    assert!(r.text.contains("at most"), "{}", r.text);
}

#[tokio::test]
async fn names_and_reasons_from_a_file_stay_short_and_plain() {
    let core = core().await;
    let game = finished_game();
    let long = format!("**@everyone** `{}`", "x".repeat(5000));
    let text = sgf::write(&game, [&long, "bo"], None).unwrap();
    let r = import(&core, "game.sgf", Ok(text.into_bytes()), true).await;
    assert!(r.text.len() < 1000, "{} characters", r.text.len());
    assert!(!r.text.contains("@everyone") && !r.text.contains('`'), "{}", r.text);
    assert!(r.mentions.is_empty());
    let bad = format!("(;GM[22]SU[Zertz];P0[1 Teleport {}])", "y".repeat(100_000));
    let r = import(&core, "bad.sgf", Ok(bad.into_bytes()), true).await;
    assert!(r.private && r.text.len() < 500, "{}", r.text);
}

#[tokio::test]
async fn a_record_that_plays_on_after_the_end_is_shown_up_to_the_end() {
    let core = core().await;
    let line = RECORDS.lines().find(|l| l.ends_with("P0")).unwrap();
    // One more move after the game was won.
    let longer = line.replace("\tP0", ";Wa1\topen");
    let r = import(&core, "game.tsv", Ok(longer.into_bytes()), true).await;
    assert!(!r.private, "{}", r.text);
    assert!(r.text.contains("goes on for 1 more move"), "{}", r.text);
}

#[tokio::test]
async fn an_import_can_be_analysed_and_is_still_not_stored() {
    let core = core().await;
    let game = finished_game();
    let text = sgf::write(&game, ["ann", "bo"], None).unwrap();
    let reply = import_with(&core, "game.sgf", Ok(text.into_bytes()), true, &[("analyse", "true")]).await;
    let card = reply.card.as_ref().expect("the analysis card");
    assert_eq!(card.title, "Analysis of the imported game");
    assert!(
        card.fields[0].0 == "ann" && card.fields[0].1.contains("accuracy"),
        "{:?}",
        card.fields
    );
    assert!(reply
        .attachments
        .iter()
        .any(|a| a.name == "zertz-import-win-chance.png"));
    assert!(reply.text.contains("Nothing was stored"), "{}", reply.text);
    let stored = core
        .store()
        .read(|s| s.games().recent_games(UserId(1), 5))
        .await
        .unwrap();
    assert!(stored.is_empty(), "an import is never stored");
    // Without the option, no analysis.
    let plain = import(
        &core,
        "game.sgf",
        Ok(sgf::write(&game, ["ann", "bo"], None).unwrap().into_bytes()),
        true,
    )
    .await;
    assert!(plain.card.is_none());
}
