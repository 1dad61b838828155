//! Takebacks and vacations through the core: a takeback needs the
//! opponent's consent; a vacation stops the clock and the opponents see it.
#![allow(clippy::unwrap_used)]

mod common;

use common::{button, check, private_text, refused, text, user, Table, HOUR};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::refusal::{GameRefusal, Unread};
use zertz_bot::app::{Refusal, Sent, Value};
use zertz_data::{Reason, UserId};

#[tokio::test]
async fn a_takeback_needs_the_opponents_consent() {
    let (t, alice, bob) = Table::with_game().await;
    t.play(&alice, "Wd4,a1").await;
    // Bob has no move to take back.
    refused!(
        t.slash(&bob, "zertz takeback", &[]).await,
        Refusal::Game(GameRefusal::NotYourLastMove)
    );
    let ask = t.slash(&alice, "zertz takeback", &[]).await.reply.unwrap();
    check!(ask, !ask.private && ask.text.contains("`Wd4,a1`"));
    assert_eq!(ask.mentions, [UserId(2)]);
    refused!(
        t.click(&alice, &button(&ask, "Allow takeback")).await,
        Refusal::Game(GameRefusal::OpponentDecides)
    );
    let refused = t.click(&bob, &button(&ask, "Refuse")).await;
    assert!(refused.update.unwrap().text.contains("refused"));
    let ask = t.slash(&alice, "zertz takeback", &[]).await.reply.unwrap();
    let allowed = t.click(&bob, &button(&ask, "Allow takeback")).await;
    assert!(allowed.update.unwrap().text.contains("allowed"));
    let board = allowed.reply.unwrap();
    check!(board, !board.private && board.text.contains("taken back"));
    assert!(allowed.outbox.is_some(), "the board is owed like a move's");
    assert_eq!(board.mentions, [UserId(1)], "alice is to move again");
    let meta = t.game_here().await;
    assert_eq!((meta.ply, meta.takebacks), (0, 1));
    // Alice's first board was never shown (nobody reported it): its move
    // is gone, so the outbox withdraws it and sends the takeback's board.
    let mut sent = Vec::new();
    for _ in 0..10 {
        let due = t.core.outbox().due_posts(t.now + zertz_bot::app::HOLD + 1).await;
        for p in due {
            sent.push(p.reply.text.clone());
            t.core
                .outbox()
                .report(p.outbox.unwrap(), Sent::delivered(None, p.reply.shows()), now_ms())
                .await;
        }
    }
    assert!(sent.iter().any(|s| s.contains("taken back")), "{sent:?}");
    assert!(!sent.iter().any(|s| s.starts_with("**alice** placed")), "{sent:?}");
    // A request left standing is dead once a move is made.
    t.play(&alice, "Gd4,a1").await;
    let ask = t.slash(&alice, "zertz takeback", &[]).await.reply.unwrap();
    t.play(&bob, "Bc3,g1").await;
    refused!(
        t.click(&bob, &button(&ask, "Allow takeback")).await,
        Refusal::Game(GameRefusal::TakebackClosed)
    );
}

#[tokio::test]
async fn a_vacation_stops_the_clock_and_opponents_see_it() {
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[("time", text("3600"))]).await;
    let days = |d: i64| vec![("days", Value::Int(d))];
    refused!(
        t.slash(&alice, "zertz vacation", &days(20)).await,
        Refusal::Unread(Unread::VacationDays { .. })
    );
    let away = private_text(t.slash(&alice, "zertz vacation", &days(3)).await);
    assert!(away.contains("on vacation until"), "{away}");
    refused!(
        t.slash(&alice, "zertz vacation", &days(1)).await,
        Refusal::Store(Reason::OnVacation { .. })
    );
    // Two hours later: an hour's clock, but no reminder and no loss.
    t.now += 2 * HOUR;
    assert!(t.core.tick(t.now).await.is_empty());
    let listed = private_text(t.slash(&bob, "zertz games", &[]).await);
    assert!(listed.contains("their move (on vacation until"), "{listed}");
    // Alice is back early: her move ends it, and bob's clock runs.
    t.play(&alice, "Wd4,a1").await;
    let listed = private_text(t.slash(&bob, "zertz games", &[]).await);
    assert!(listed.contains("**your move**"), "{listed}");
    // Bob moves, then goes away: alice's next move says his clock waits.
    t.play(&bob, "Gb2,g1").await;
    private_text(t.slash(&bob, "zertz vacation", &days(1)).await);
    let reply = t.play(&alice, "Bf2,a2").await;
    check!(reply, reply.text.contains("On vacation until"));
}
