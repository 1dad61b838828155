//! Playing where only people installed the bot: a group DM, where the
//! bot is no member and may only answer (each board comes as an answer or
//! a follow-up, and what it owes later as a follow-up of a live
//! interaction or, with none, as a direct message), and the bot's own DM.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use zertz_e2e::bot::{
    answer, board_answering, challenge_the_computer, channel_tries, opening_move, play_moves, real_game, str_opt,
    Table, WAIT,
};
use zertz_e2e::{check, dm_channel, Fault, Recorded, APP_ID, TOKEN_LIFETIME};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_game_goes_from_challenge_to_result_by_answers_and_follow_ups() {
    let channel = 700;
    let mut t = Table::new(channel).await;
    t.alice = t.discord.in_group_dm(1, "alice", channel);
    t.bob = t.discord.in_group_dm(2, "bob", channel);
    let sent = t.alice.slash(
        "zertz challenge",
        &[
            ("opponent", t.bob.as_opt()),
            ("variant", str_opt("standard")),
            ("first", str_opt("me")),
        ],
    );
    let challenge = answer(&t.discord, &sent).await;
    check!(challenge, challenge.kind() == 4 && challenge.content().contains("<@2>"));
    let accept = t.bob.click(&t.discord.original(&sent).unwrap(), "Accept").unwrap();
    let updated = answer(&t.discord, &accept).await;
    assert_eq!(updated.kind(), 7, "the challenge is edited by the click's answer");
    let follow_up = format!("/webhooks/{APP_ID}/{}", accept.token);
    let board = t
        .discord
        .wait_for(0, WAIT, |r| r.method == "POST" && r.path == follow_up)
        .await
        .expect("the board as a follow-up");
    assert!(board.ok());
    assert_eq!(board.png_size(), Some((800, 920)));
    assert_eq!(board.mentioned_users(), [t.alice.id]);

    // Half a real game, a restart, then the rest.
    let record = real_game("standard", 0);
    let half = record.moves.len() / 2;
    play_moves(&t.discord, &t.alice, &t.bob, &record.moves[..half]).await;
    t.kill();
    t.restart().await;
    let (first, second) = if half.is_multiple_of(2) {
        (&t.alice, &t.bob)
    } else {
        (&t.bob, &t.alice)
    };
    let rest = &record.moves[half..];
    let sent = first.slash("zertz move", &[("notation", str_opt(&rest[0]))]);
    let board = board_answering(&t.discord, &sent).await;
    assert_eq!(board.mentioned_users(), [second.id], "{}", board.content());
    let last = play_moves(&t.discord, second, first, &rest[1..]).await;
    check!(last, last.content().contains("wins**"));
    // Ratings are global; a group DM has no server board of its own.
    let board = answer(&t.discord, &t.alice.slash("zertz leaderboard", &[])).await;
    check!(
        board,
        board.content().contains("private chat") && board.content().contains("alice")
    );
    // Every message came by an answer or a follow-up: the bot never tried
    // the channel, where Discord would refuse it.
    assert_eq!(channel_tries(&t.discord, channel).len(), 0);
}

/// The computer's reply owed in a group DM: a follow-up of the move it
/// answers; once Discord no longer takes that token (the fake's clock
/// moved 15 minutes on), a direct message to the player, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computers_reply_reaches_the_player_once_after_the_token_expired() {
    let channel = 701;
    let mut t = Table::new(channel).await;
    t.alice = t.discord.in_group_dm(1, "alice", channel);
    let started = answer(&t.discord, &challenge_the_computer(&t.alice, "me")).await;
    check!(
        started,
        started.ok() && started.content().contains("against the computer")
    );
    // The reply's first try fails; by its second, the token has expired.
    t.discord.fail(Fault::new("POST", "/webhooks/", 500, 1));
    let (mark, _) = opening_move(&t).await;
    t.discord.advance_clock(TOKEN_LIFETIME + Duration::from_secs(60));
    let dm = format!("/channels/{}/messages", dm_channel(t.alice.id));
    let reply = t
        .discord
        .wait_for(mark, WAIT, |r| r.path == dm && r.ok())
        .await
        .expect("the computer's reply by direct message");
    check!(
        reply,
        reply.content().contains("**ZÈRTZ** ") && reply.png_size().is_some()
    );
    assert_eq!(t.discord.dms_opened(), [t.alice.id]);
    let after: Vec<Recorded> = t.discord.requests().into_iter().skip(mark).collect();
    assert!(
        after.iter().any(|r| r.code == Some(50_027)),
        "the expired token was tried and refused"
    );
    let taken = after
        .iter()
        .filter(|r| r.ok() && r.method == "POST" && (r.path == dm || r.path.starts_with("/webhooks/")))
        .count();
    assert_eq!(taken, 1, "delivered once");
    // A new move brings a live token again: the next reply follows it.
    let mark = t.discord.mark();
    let mut game = zertz_rules::Game::new(zertz_rules::Variant::BLITZ);
    game.play_notation("Wd4,a1").unwrap();
    let theirs = reply.content();
    let theirs = theirs.split('`').nth(1).expect("the computer's move in the reply");
    game.play_notation(theirs).unwrap();
    let mine = game.position().notation(&game.legal_moves()[0]);
    let sent = t.alice.slash("zertz move", &[("notation", str_opt(&mine))]);
    let r = answer(&t.discord, &sent).await;
    check!(r, !r.private());
    let follow_up = format!("/webhooks/{APP_ID}/{}", sent.token);
    let next = t
        .discord
        .wait_for(mark, WAIT, |r| r.method == "POST" && r.path == follow_up && r.ok())
        .await
        .expect("the next reply as a follow-up");
    check!(next, next.content().contains("**ZÈRTZ** "));
    assert_eq!(channel_tries(&t.discord, channel).len(), 0);
}

/// In its own DM the bot may post: the computer's reply comes as a
/// message there, even once every token has expired.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_in_the_bots_dm() {
    let mut t = Table::new(702).await;
    t.alice = t.discord.in_bot_dm(1, "alice");
    let dm = format!("/channels/{}/messages", dm_channel(t.alice.id));
    let mark = t.discord.mark();
    let started = answer(&t.discord, &challenge_the_computer(&t.alice, "them")).await;
    check!(started, started.ok());
    let first = t
        .discord
        .wait_for(mark, WAIT, |r| r.path == dm && r.ok())
        .await
        .expect("the computer's first move in the DM");
    check!(first, first.content().contains("**ZÈRTZ** "));
    // Long after every token expired, a move's reply still comes, once.
    t.discord.advance_clock(TOKEN_LIFETIME * 2);
    let theirs = first.content();
    let theirs = theirs.split('`').nth(1).expect("the computer's move");
    let mut game = zertz_rules::Game::new(zertz_rules::Variant::BLITZ);
    game.play_notation(theirs).unwrap();
    let mine = game.position().notation(&game.legal_moves()[0]);
    let mark = t.discord.mark();
    let moved = answer(
        &t.discord,
        &t.alice.slash("zertz move", &[("notation", str_opt(&mine))]),
    )
    .await;
    check!(moved, !moved.private());
    let reply = t
        .discord
        .wait_for(mark, WAIT, |r| r.path == dm && r.ok())
        .await
        .expect("the computer's reply in the DM");
    check!(reply, reply.content().contains("**ZÈRTZ** "));
    tokio::time::sleep(Duration::from_secs(2)).await;
    let replies = t
        .discord
        .requests()
        .iter()
        .skip(mark)
        .filter(|r| r.path == dm && r.ok())
        .count();
    assert_eq!(replies, 1, "once");
    let board = answer(&t.discord, &t.alice.slash("zertz board", &[])).await;
    check!(board, board.private() && board.content().contains("to move"));
}

/// In a server that never invited the bot, a person who installed it
/// plays as in a group DM: answers and follow-ups, no post in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_the_bot_plays_by_answers() {
    let channel = 703;
    let mut t = Table::new(channel).await;
    t.alice = t.discord.in_server_without_bot(1, "alice", channel);
    t.bob = t.discord.in_server_without_bot(2, "bob", channel);
    let sent = t.alice.slash(
        "zertz challenge",
        &[("opponent", t.bob.as_opt()), ("first", str_opt("me"))],
    );
    let challenge = answer(&t.discord, &sent).await;
    check!(
        challenge,
        challenge.ok() && !challenge.content().contains("Send Messages")
    );
    let accept = t.bob.click(&t.discord.original(&sent).unwrap(), "Accept").unwrap();
    assert_eq!(answer(&t.discord, &accept).await.kind(), 7);
    let record = real_game("standard", 2);
    play_moves(&t.discord, &t.alice, &t.bob, &record.moves[..4]).await;
    assert_eq!(channel_tries(&t.discord, channel).len(), 0);
}
