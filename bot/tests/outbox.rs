//! The outbox through the core: a public answer owed until it is shown,
//! sent by the outbox when the answer in place fails; failed deliveries
//! retried with a backoff, then given up on and kept as failed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{is_png, text, user, Table, CHANNEL};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::Sent;
use zertz_data::{MessageId, UserId};

#[tokio::test]
async fn a_public_answer_is_owed_until_shown_and_sent_by_the_outbox_if_not() {
    let (t, alice, _bob) = Table::with_game().await;
    let r = t.slash(&alice, "zertz move", &[("notation", text("Wd4,a1"))]).await;
    let owed = r.outbox.expect("a move's board is owed");
    // Held while the answer in place is tried: not due yet.
    assert!(t.core.outbox().due_posts(t.now + 1_000).await.is_empty());
    // The answer failed: the outbox sends the same public message.
    t.core.outbox().report(owed, Sent::NotAnswered, t.now).await;
    let posts = t.core.outbox().due_posts(t.now).await;
    assert_eq!(posts.len(), 1);
    let post = &posts[0];
    assert_eq!(post.outbox, Some(owed));
    assert_eq!(post.channel, CHANNEL);
    assert_eq!(post.reply.text, r.reply.as_ref().unwrap().text);
    assert_eq!(post.reply.mentions, [UserId(2)], "bob is pinged");
    assert!(is_png(&post.reply), "with the board");
    t.core
        .outbox()
        .report(owed, Sent::delivered(Some(MessageId(55)), post.reply.shows()), now_ms())
        .await;
    assert!(t.core.outbox().due_posts(t.now + 3_600_000).await.is_empty());
    let counts = t.core.store().call(|s| s.outbox().counts()).await.unwrap();
    assert_eq!((counts.pending, counts.sent), (0, 3), "challenge, game, move");
    // The board message is remembered, for links in `games`.
    let meta = t.game_here().await;
    assert_eq!(meta.board_message_id, Some(MessageId(55)));
}

#[tokio::test]
async fn failed_deliveries_are_retried_then_kept_as_failed() {
    use zertz_bot::app::DeliveryError;
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[("time", text("3600"))]).await;
    // Half the hour passes: a reminder is owed, due at once.
    t.now += 31 * 60_000;
    let posts = t.core.tick(t.now).await;
    assert_eq!(posts.len(), 1);
    let id = posts[0].outbox.unwrap();
    assert!(posts[0].reply.text.contains("half of your time"));
    let due = |at| {
        let core = t.core.clone();
        async move {
            core.outbox()
                .due_posts(at)
                .await
                .into_iter()
                .filter_map(|p| p.outbox)
                .collect::<Vec<_>>()
        }
    };
    let now = t.now;
    assert!(due(now).await.contains(&id));
    // A 500: tried again after a backoff, not before.
    t.core
        .outbox()
        .report(
            id,
            Sent::Failed {
                error: DeliveryError::Transient(None),
                why: "500".into(),
            },
            now,
        )
        .await;
    assert!(!due(now).await.contains(&id));
    assert!(due(now + 10_000).await.contains(&id));
    // A 403 (no access): given up, kept as failed, never sent again.
    t.core
        .outbox()
        .report(
            id,
            Sent::Failed {
                error: DeliveryError::Permanent,
                why: "403".into(),
            },
            now,
        )
        .await;
    assert!(!due(now + 10_000_000).await.contains(&id));
    let counts = t.core.store().call(|s| s.outbox().counts()).await.unwrap();
    assert_eq!(counts.failed, 1);
    // The tick does not owe it twice.
    assert!(t.core.tick(t.now + 1).await.is_empty());
}
