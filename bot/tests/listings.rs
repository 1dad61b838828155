//! The listings through the core: exports that replay, stats with the
//! rating history, the capture race and the listings in the reader's
//! language, cards and their plain-text fallback, and the help.
#![allow(clippy::unwrap_used)]

mod common;

use common::{check, finished_record, is_png, text, user, Table, HOUR};
use zertz_bot::app::{Action, Options, Reply};
use zertz_data::UserId;
use zertz_rules::Record;

#[tokio::test]
async fn a_game_is_exported_as_a_record_line_that_replays() {
    let (t, alice, bob) = Table::with_game().await;
    let moves = ["Wd4,a1", "Gb2,g1", "Bf2,a2"];
    for (i, m) in moves.iter().enumerate() {
        t.play(if i % 2 == 0 { &alice } else { &bob }, m).await;
    }
    let r = t.slash(&alice, "study export", &[]).await.reply.unwrap();
    check!(r, r.private);
    let [tsv, sgf] = <[_; 2]>::try_from(r.attachments).expect("two files");
    assert!(tsv.name.ends_with(".tsv"), "{}", tsv.name);
    let line = String::from_utf8(tsv.bytes).unwrap();
    let record = Record::parse(&line).unwrap();
    assert_eq!(record.moves, moves);
    assert_eq!(record.result.as_deref(), Some("open"));
    let game = record.replay().unwrap();
    assert_eq!(game.ply(), 3);
    // The SGF holds the same moves and the players' names.
    assert!(sgf.name.ends_with(".sgf"), "{}", sgf.name);
    let back = zertz_rules::sgf::read(&String::from_utf8(sgf.bytes).unwrap()).unwrap();
    assert_eq!(back.game.move_notations(), moves);
    assert_eq!(back.players, [Some("alice".into()), Some("bob".into())]);
}

#[tokio::test]
async fn a_blitz_export_says_why_it_has_no_sgf() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[("variant", text("blitz"))]).await;
    let r = t.slash(&alice, "study export", &[]).await.reply.unwrap();
    assert_eq!(r.attachments.len(), 1, "{}", r.text);
    check!(r, r.text.contains("boardspace has no blitz game"));
}

#[tokio::test]
async fn stats_draw_the_rating_history_once_there_are_two_rated_games() {
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    for round in 0..2 {
        let no_chart = t.slash(&alice, "zertz stats", &[]).await.reply.unwrap();
        assert!(no_chart.attachments.is_empty(), "round {round}: not yet");
        t.start(&alice, &bob, &[]).await;
        t.play(&alice, "Wd4,a1").await;
        t.play(&bob, "Gb2,g1").await;
        t.slash(&bob, "zertz resign", &[]).await;
        t.now += HOUR;
    }
    let stats = t.slash(&alice, "zertz stats", &[]).await.reply.unwrap();
    assert!(stats.private);
    assert!(is_png(&stats), "a chart of two rated games");
    // Where files are not allowed, the text alone.
    t.can_attach = false;
    assert!(t
        .slash(&alice, "zertz stats", &[])
        .await
        .reply
        .unwrap()
        .attachments
        .is_empty());
}

/// A game's last board comes with the capture race in the place's
/// language: the same lines under other words.
#[tokio::test]
async fn the_capture_race_speaks_the_places_language() {
    use zertz_bot::app::lang::Lang;
    let record = finished_record("tournament");
    let mut races = Vec::new();
    for lang in [Lang::En, Lang::De] {
        let t = Table::new().await;
        let (alice, bob) = (user(1, "alice"), user(2, "bob"));
        t.start(&alice, &bob, &[("variant", text("tournament"))]).await;
        let mut last = None;
        for (i, m) in record.moves.iter().enumerate() {
            let mut req = t.request(
                [&alice, &bob][i % 2],
                Action::Command {
                    name: "zertz move".into(),
                    options: Options(vec![("notation".into(), text(m))]),
                },
            );
            req.place_lang = lang;
            last = t.core.handle(req).await.reply;
        }
        let last = last.unwrap();
        let race = last.attachments.iter().find(|a| a.name.ends_with("-race.png")).unwrap();
        races.push(race.bytes.clone());
    }
    assert!(races.iter().all(|r| r.starts_with(b"\x89PNG")));
    assert_ne!(races[0], races[1], "the race's title and caption");
}

/// The listings speak the reader's language: stats with their chart, the
/// leaderboard, the active games and a game's moves, each with the same
/// figures as the English.
#[tokio::test]
async fn the_listings_speak_the_readers_language() {
    use zertz_bot::app::lang::Lang;
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    for _ in 0..2 {
        t.start(&alice, &bob, &[]).await;
        t.play(&alice, "Wd4,a1").await;
        t.play(&bob, "Gb2,g1").await;
        t.slash(&bob, "zertz resign", &[]).await;
        t.now += HOUR;
    }
    t.start(&alice, &bob, &[]).await;
    t.play(&alice, "Wd4,a1").await;
    let ask = |lang: Lang, name: &str| {
        let mut req = t.request(
            &alice,
            Action::Command {
                name: name.into(),
                options: Options::default(),
            },
        );
        (req.lang, req.place_lang) = (lang, lang);
        let core = t.core.clone();
        async move { core.handle(req).await.reply.unwrap() }
    };
    let (mut seen, mut replays) = (Vec::new(), Vec::new());
    for lang in Lang::ALL {
        let stats = ask(lang, "zertz stats").await;
        let board = ask(lang, "zertz leaderboard").await;
        let games = ask(lang, "zertz games").await;
        let moves = ask(lang, "study history").await;
        assert!(is_png(&stats), "{lang}: the rating chart");
        let replay = ask(lang, "study replay").await;
        assert!(replay.attachments[0].bytes.starts_with(b"GIF8"), "{lang}: the replay");
        replays.push(replay.attachments[0].bytes.clone());
        seen.push((lang, stats, board, games, moves));
    }
    // The replay's frames carry the board's words: another language,
    // other pixels.
    assert!(replays[1..].iter().all(|r| *r != replays[0]), "the replay's words");
    let (_, en_stats, en_board, en_games, en_moves) = &seen[0];
    let rating = |r: &Reply| r.text.split("**").nth(3).unwrap_or_default().to_string();
    assert!(rating(en_stats).parse::<u32>().is_ok(), "{}", en_stats.text);
    for (lang, stats, board, games, moves) in &seen[1..] {
        assert_ne!(stats.text, en_stats.text, "{lang}: the stats");
        assert_eq!(rating(stats), rating(en_stats), "{lang}: the same rating");
        assert_ne!(stats.card, en_stats.card, "{lang}: the stats' card");
        assert_ne!(
            stats.attachments[0].bytes, en_stats.attachments[0].bytes,
            "{lang}: the chart's words"
        );
        assert_ne!(board.text, en_board.text, "{lang}: the leaderboard");
        assert_ne!(board.card, en_board.card, "{lang}: the leaderboard's card");
        assert_ne!(games.text, en_games.text, "{lang}: the active games");
        assert_ne!(moves.text, en_moves.text, "{lang}: the moves");
        assert!(moves.text.contains("Wd4,a1"), "{lang}: {}", moves.text);
        for shown in [&stats.text, &board.text, &games.text] {
            assert!(!shown.contains('$') && !shown.contains('{'), "{lang}: {shown}");
        }
    }
    // The leaderboard is posted for all: a German asker in an English
    // server gets the server's.
    let mut req = t.request(
        &alice,
        Action::Command {
            name: "zertz leaderboard".into(),
            options: Options::default(),
        },
    );
    req.lang = Lang::De;
    let posted = t.core.handle(req).await.reply.unwrap();
    assert!(!posted.private);
    assert_eq!(posted.text, en_board.text);
}

#[tokio::test]
async fn boards_come_as_cards_with_the_turn_colour_and_plain_text_where_embeds_are_not_allowed() {
    use zertz_bot::app::colours;
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let first = t.start(&alice, &bob, &[]).await;
    let card = first.card.clone().expect("a card");
    assert_eq!(card.colour, colours::FIRST, "alice moves first");
    assert_eq!(card.image.as_deref(), Some(first.attachments[0].name.as_str()));
    assert!(
        card.fields
            .iter()
            .any(|(n, v)| n == "Captured" && v.contains("alice: 0W 0G 0B")),
        "{card:?}"
    );
    assert!(card.fields.iter().any(|(n, _)| n == "Clock"), "{card:?}");
    assert_eq!(first.mentions, [UserId(1)], "the mention stays with the message");
    let second = t.play(&alice, "Wd4,a1").await;
    assert_eq!(second.card.unwrap().colour, colours::SECOND, "now bob's turn");
    t.can_embed = false;
    let plain = t.play(&bob, "Gb2,g1").await;
    assert!(plain.card.is_none(), "no embeds here: the text alone");
    check!(plain, plain.text.contains("`Gb2,g1`"));
    let stats = t.slash(&alice, "zertz stats", &[]).await.reply.unwrap();
    assert!(stats.card.is_none());
    t.can_embed = true;
    let board = t.slash(&alice, "zertz leaderboard", &[]).await.reply.unwrap();
    assert!(board.card.unwrap().title.contains("leaderboard"));
}

#[test]
fn the_help_fits_in_its_card_and_without_one_in_a_message_in_every_language() {
    use zertz_bot::app::lang::commands::know_ids;
    // Discord's ids as long as they come: every command named by mention.
    let tops = ["zertz", "learn", "study", "puzzle", "tournament", "server"];
    know_ids(tops.map(|t| (t.to_string(), 1_234_567_890_123_456_789)));
    for lang in zertz_bot::app::lang::Lang::ALL {
        let (card, compact) = (zertz_bot::app::help_text(lang), zertz_bot::app::help_compact(lang));
        assert!(card.contains("</zertz move:1234567890123456789>"), "{card}");
        assert!(compact.contains("</study practice:1234567890123456789>"), "{compact}");
        let (card, compact) = (card.chars().count(), compact.chars().count());
        assert!(card <= 4096, "{lang}: {card} characters with a card");
        assert!(compact <= 2000, "{lang}: {compact} characters without one");
        eprintln!("{lang}: the help {card} characters, without a card {compact}");
    }
}
