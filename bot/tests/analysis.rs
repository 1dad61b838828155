//! Analyses through the core: refused while a game is on, then the card,
//! the graph and the better move's board, read back the second time; one
//! at a time per person, and a pending one run after a restart.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{check, finished_record, private_text, user, Table, CHANNEL};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::{Action, Core, Options, Sent, User, Value};
use zertz_data::UserId;

/// Plays the first finished standard record between `a` (first) and `b`
/// to its end here; returns the game's id.
async fn finished_game(t: &Table, a: &User, b: &User) -> zertz_data::GameId {
    t.start(a, b, &[]).await;
    let id = t.game_here().await.id;
    let record = finished_record("standard");
    for (i, m) in record.moves.iter().enumerate() {
        t.play([a, b][i % 2], m).await;
    }
    id
}

#[tokio::test]
async fn analyse_waits_for_the_end_then_answers_with_marks_graph_and_board_and_keeps_it() {
    let (t, alice, bob) = Table::with_game().await;
    t.play(&alice, "Wd4,a1").await;
    let id = t.game_here().await.id;
    let game = [("game", Value::Int(id.get()))];
    let early = private_text(t.slash(&bob, "study analyse", &game).await);
    assert!(early.contains("still being played"), "{early}");
    t.slash(&bob, "zertz resign", &[]).await;
    let done = finished_game(&t, &alice, &bob).await;

    let r = t.slash(&bob, "study analyse", &[]).await;
    let owed = r.outbox.expect("a new analysis is owed through the outbox");
    let reply = r.reply.unwrap();
    assert!(!reply.private);
    let card = reply.card.as_ref().expect("an embed");
    assert_eq!(card.title, format!("Analysis of game #{done}"));
    assert_eq!(card.fields.len(), 2);
    assert!(card.fields[0].1.contains("accuracy"), "{:?}", card.fields);
    let graph = reply.attachments.iter().find(|a| a.name.ends_with("-win-chance.png"));
    assert!(graph.is_some_and(|a| a.bytes.starts_with(b"\x89PNG")));
    assert_eq!(card.image.as_deref(), graph.map(|a| a.name.as_str()));
    let stored = t
        .core
        .store()
        .read(move |s| s.analyses().analysis(done))
        .await
        .unwrap()
        .unwrap();
    let played = t.core.store().read(move |s| s.games().load(done)).await.unwrap().game;
    let stored = zertz_bot::app::read_analysis(&stored.result.unwrap(), &played).unwrap();
    if stored.worst().first().is_some_and(|m| m.better.is_some()) {
        assert!(
            reply.attachments.iter().any(|a| a.name.contains("-better.png")),
            "the better move drawn"
        );
        check!(reply, reply.text.contains("better `"));
    }
    // Shown in place; asked again, it is read back, not searched again.
    t.core
        .outbox()
        .report(owed, Sent::delivered(None, reply.shows()), now_ms())
        .await;
    let again = t
        .slash(&alice, "study analyse", &[("game", Value::Int(done.get()))])
        .await;
    assert!(again.outbox.is_none(), "nothing new is owed");
    assert_eq!(again.reply.unwrap().text, reply.text);
    // Posted for all, it speaks the place's language, pictures included;
    // the figures are the same.
    let mut req = t.request(
        &alice,
        Action::Command {
            name: "study analyse".into(),
            options: Options(vec![("game".into(), Value::Int(done.get()))]),
        },
    );
    req.place_lang = zertz_bot::app::lang::Lang::De;
    let german = t.core.handle(req).await.reply.unwrap();
    let german_card = german.card.as_ref().unwrap();
    assert_eq!(german_card.title, format!("Analyse von Partie #{done}"));
    assert_ne!(german.text, reply.text);
    assert_eq!(
        german.text.matches('%').count(),
        reply.text.matches('%').count(),
        "{}",
        german.text
    );
    assert_eq!(german.buttons.len(), reply.buttons.len());
    assert!(german.buttons.iter().all(|b| b.label == "Aus deinen Fehlern lernen"));
    let german_graph = german.attachments.iter().find(|a| a.name.ends_with("-win-chance.png"));
    assert_ne!(
        german_graph.map(|a| &a.bytes),
        graph.map(|a| &a.bytes),
        "the graph's words"
    );
    // The first game, resigned after one move, is analysed too.
    let short = t.slash(&alice, "study analyse", &game).await.reply.unwrap();
    assert_eq!(short.card.unwrap().title, format!("Analysis of game #{id}"));
    // The game option offers the finished games only.
    t.start(&alice, &bob, &[]).await;
    let playing = t.game_here().await.id;
    let offered = t.complete(&bob, "study analyse", "game", "", &[]).await;
    assert!(
        offered.contains(&done.to_string()) && offered.contains(&id.to_string()),
        "{offered:?}"
    );
    assert!(!offered.contains(&playing.to_string()), "{offered:?}");
}

#[tokio::test]
async fn one_analysis_a_person_at_a_time_and_pending_ones_run_after_a_restart() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let first = finished_game(&t, &alice, &bob).await;
    let second = finished_game(&t, &bob, &alice).await;
    let (one, two) = (
        [("game", Value::Int(first.get()))],
        [("game", Value::Int(second.get()))],
    );
    let (a, b) = tokio::join!(
        t.slash(&alice, "study analyse", &one),
        t.slash(&alice, "study analyse", &two)
    );
    let refused: Vec<String> = [a, b]
        .into_iter()
        .filter_map(|r| r.reply.filter(|r| r.private).map(|r| r.text))
        .collect();
    assert_eq!(refused.len(), 1, "one runs, the other waits its turn");
    assert!(refused[0].contains("still running"), "{}", refused[0]);

    // An analysis asked for before a restart: the new process runs it and
    // owes its message in the channel it was asked in. Which of the two was
    // refused depends on which request came first: take the unanalysed one.
    let (now, channel) = (t.now, CHANNEL);
    let pending = t
        .core
        .store()
        .call(move |s| {
            let mut unanalysed = None;
            for g in s.games().recent_games(UserId(1), 10)? {
                if s.analyses().analysis(g.id)?.is_none() {
                    unanalysed = Some(g.id);
                }
            }
            let id = unanalysed.expect("the refused game has no analysis");
            s.analyses_mut().request(id, UserId(2), channel, now)?;
            Ok(id)
        })
        .await
        .unwrap();
    let after_restart = Core::new(t.core.store().clone()).unwrap();
    let owed = after_restart
        .run_duty(
            zertz_bot::app::Duty::PendingAnalyses,
            t.now,
            std::time::Duration::from_secs(60),
        )
        .await;
    assert_eq!(owed.len(), 1);
    let posts = after_restart.outbox().posts(&owed).await;
    assert_eq!(posts[0].channel, CHANNEL);
    let card = posts[0].reply.card.as_ref().unwrap();
    assert_eq!(card.title, format!("Analysis of game #{pending}"));
    assert!(posts[0]
        .reply
        .attachments
        .iter()
        .any(|a| a.name.ends_with("-win-chance.png")));
    assert!(
        after_restart
            .run_duty(
                zertz_bot::app::Duty::PendingAnalyses,
                t.now,
                std::time::Duration::from_secs(60)
            )
            .await
            .is_empty(),
        "done once"
    );
}
