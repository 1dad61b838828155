//! Messages an older version left waiting in the outbox, which named the
//! picture to draw as they were sent, are drawn once when the bot starts
//! and then sent as any post.
#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use zertz_data::OutboxId;

/// Writes `payload` to the outbox as an older version would have.
async fn older_row(t: &Table, payload: String) -> OutboxId {
    let now = t.now;
    t.core
        .store()
        .call(move |s| s.outbox_mut().enqueue(CHANNEL, (&payload, &[]), now, now))
        .await
        .unwrap()
}

#[tokio::test]
async fn waiting_messages_of_an_older_version_are_drawn_at_start() {
    let (t, alice, _bob) = Table::with_game().await;
    let moved = t.play(&alice, "Wd4,a1").await;
    let game = t.game_here().await.id;
    let board = older_row(
        &t,
        format!(r#"{{"text":"the board","picture":{{"kind":"board","game":{game},"ply":1}},"board_of":{game},"text_board":false,"answers":"tok"}}"#),
    )
    .await;
    let text_board = older_row(
        &t,
        format!(
            r#"{{"text":"at the start","board_at":[{game},0],"analysis_of":null,"puzzle_of":null,"text_board":true}}"#
        ),
    )
    .await;
    let puzzle = older_row(
        &t,
        r#"{"text":"Daily","puzzle_of":2025,"edit":55,"text_board":false}"#.into(),
    )
    .await;
    let today = moved.clone();
    assert_eq!(
        t.core.start().await,
        3,
        "the three older messages, and not the move's post"
    );
    // A second start finds nothing to do.
    assert_eq!(t.core.start().await, 0);

    let posts = t.core.outbox().posts(&[board, text_board, puzzle]).await;
    assert_eq!(posts.len(), 3);
    let [board, text_board, puzzle] = [&posts[0], &posts[1], &posts[2]];
    assert_eq!(board.reply.text, "the board");
    assert_eq!(board.reply.board_at, Some((game, 1)));
    assert_eq!(board.answers.as_deref(), Some("tok"));
    assert_eq!(
        board
            .reply
            .attachments
            .iter()
            .map(|a| a.name.as_str())
            .collect::<Vec<_>>(),
        [format!("zertz-{game}-1.png")]
    );
    assert!(board.reply.attachments[0].bytes.starts_with(b"\x89PNG"));
    // The same board the move's own answer showed.
    assert_eq!(board.reply.attachments[0].bytes, today.attachments[0].bytes);

    assert!(text_board.reply.attachments.is_empty());
    assert!(
        text_board.reply.text.starts_with("at the start\n```"),
        "{}",
        text_board.reply.text
    );
    assert!(
        text_board.reply.text.contains("▶ alice"),
        "the first mover to move: {}",
        text_board.reply.text
    );

    assert_eq!(puzzle.edit, Some(zertz_data::MessageId(55)));
    assert_eq!(puzzle.reply.attachments.len(), 1);
    assert!(puzzle.reply.attachments[0].bytes.starts_with(b"\x89PNG"));
}
