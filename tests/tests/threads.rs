//! A thread for each game, through the fake Discord: a challenge accepted
//! where the bot may open threads becomes the game's card in the channel,
//! edited after every move, and the game is played in a thread of its
//! own that holds every board and ping; moves typed in the thread and in
//! the channel both play. A thread deleted, or closed to the bot, mid-game
//! sends the game back to its channel without losing a move; with threads
//! turned off, or without the permission, play stays in the channel.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use zertz_e2e::bot::{answer, real_game, str_opt, until, Table};
use zertz_e2e::{check, labels_of, text_of, FakeDiscord, Person, Recorded};

/// Whether `message` is public and shows a board.
fn is_board(message: &Value) -> bool {
    let private = message["flags"].as_u64().unwrap_or(0) & 64 != 0;
    let png = message["attachments"].as_array().is_some_and(|a| {
        a.iter()
            .any(|f| f["filename"].as_str().is_some_and(|n| n.ends_with(".png")))
    });
    !private && png
}

/// The public messages of `channel`.
fn public(discord: &FakeDiscord, channel: u64) -> Vec<Value> {
    let private = |m: &Value| m["flags"].as_u64().unwrap_or(0) & 64 != 0;
    discord
        .messages_in(channel)
        .into_iter()
        .filter(|m| !private(m))
        .collect()
}

/// The boards posted in `channel`.
fn boards(discord: &FakeDiscord, channel: u64) -> Vec<Value> {
    discord.messages_in(channel).into_iter().filter(is_board).collect()
}

/// Alice challenges bob to a standard game, alice first, and bob accepts.
/// Returns the answer to Accept and the challenge's message.
async fn challenge_accepted(t: &Table) -> (Recorded, Value) {
    let sent = t.alice.slash(
        "zertz challenge",
        &[
            ("opponent", t.bob.as_opt()),
            ("variant", str_opt("standard")),
            ("first", str_opt("me")),
        ],
    );
    answer(&t.discord, &sent).await;
    let challenge = t.discord.original(&sent).unwrap();
    let accepted = answer(&t.discord, &t.bob.click(&challenge, "Accept").unwrap()).await;
    (accepted, challenge)
}

/// The id of message `m`.
fn id_of(m: &Value) -> u64 {
    m["id"].as_str().unwrap().parse().unwrap()
}

/// Waits until `channel` holds `n` boards; returns the newest.
async fn board_count(discord: &FakeDiscord, channel: u64, n: usize) -> Value {
    until(|| {
        let b = boards(discord, channel);
        (b.len() == n).then(|| b.last().cloned()).flatten()
    })
    .await
}

/// The edits of the card `card` in `channel`, the challenge's included.
fn card_edits(discord: &FakeDiscord, channel: u64, card: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages/{card}");
    discord
        .requests()
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.path == path)
        .collect()
}

/// Plays `mv` as `who` where they type; the answer in place.
async fn play(discord: &FakeDiscord, who: &Person, mv: &str) -> Recorded {
    answer(discord, &who.slash("zertz move", &[("notation", str_opt(mv))])).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_in_its_thread_under_one_card() {
    let channel = 950;
    let t = Table::new(channel).await;
    t.discord.allow_threads(channel);
    let (accepted, challenge) = challenge_accepted(&t).await;
    let card_id = id_of(&challenge);
    // Bob is told privately where the game went; the challenge became
    // the card, and the thread takes the card's id.
    check!(
        accepted,
        accepted.private() && accepted.content().contains(&format!("<#{card_id}>"))
    );
    let thread = until(|| t.discord.thread(card_id)).await;
    assert_eq!(thread["parent_id"].as_str(), Some(channel.to_string().as_str()));
    assert_eq!(thread["name"].as_str(), Some("#1 alice vs bob · standard"));
    until(|| (t.discord.thread_members(card_id).len() == 2).then_some(())).await;
    assert_eq!(t.discord.thread_members(card_id), [1, 2]);
    let first = board_count(&t.discord, card_id, 1).await;
    assert!(text_of(&first).contains("<@1>"), "the first board pings alice there");
    // The challenge turned card: edited as Accept's answer, in parallel.
    let link = format!("<#{card_id}>");
    let card = until(|| t.discord.message(card_id).filter(|c| text_of(c).contains(&link))).await;
    assert!(
        labels_of(&card).iter().any(|l| l == "Move"),
        "the card offers the picker"
    );
    // Its Move button opens alice's picker from the channel, privately.
    let picker = answer(&t.discord, &t.alice.click(&card, "Move").unwrap()).await;
    check!(
        picker,
        picker.kind() == 4 && picker.private() && picker.png_size().is_some()
    );

    // A whole real game: alice types in the thread, bob in the channel.
    let alice = t.alice.clone().in_thread(card_id);
    let game = real_game("standard", 3);
    for (i, mv) in game.moves.iter().enumerate() {
        if i % 2 == 0 {
            let r = play(&t.discord, &alice, mv).await;
            check!(r, r.kind() == 4 && !r.private() && r.png_size().is_some());
        } else {
            let r = play(&t.discord, &t.bob, mv).await;
            // Played from the channel: said privately, the board in the thread.
            check!(r, r.private() && r.content().contains(&format!("<#{card_id}>")));
        }
        let board = board_count(&t.discord, card_id, i + 2).await;
        let next = if i % 2 == 0 { "<@2>" } else { "<@1>" };
        if i + 1 < game.moves.len() {
            assert!(text_of(&board).contains(next), "move {}: {}", i + 1, text_of(&board));
        }
        // The card follows every move, without pinging anyone.
        let notation = format!("`{mv}`");
        until(|| {
            let card = t.discord.message(card_id)?;
            text_of(&card).contains(&notation).then_some(())
        })
        .await;
    }
    let card = t.discord.message(card_id).unwrap();
    let winner = if game.result.as_deref() == Some("P0") {
        "alice"
    } else {
        "bob"
    };
    assert!(text_of(&card).contains(&format!("{winner} wins")), "{}", text_of(&card));
    assert!(labels_of(&card).iter().all(|l| l != "Move"), "no move is left to make");
    // The thread's last message leads on: a rematch, the record, the
    // replay and the analysis, each of which works from the thread.
    let last = boards(&t.discord, card_id).pop().unwrap();
    assert_eq!(labels_of(&last), ["Rematch", "Record", "Replay", "Analyse"]);
    let bob = t.bob.clone().in_thread(card_id);
    let files = answer(&t.discord, &bob.click(&last, "Record").unwrap()).await;
    check!(
        files,
        files.private() && files.files.iter().any(|(n, _)| n == "zertz-1.tsv")
    );
    // One card in the channel, every board in the thread.
    assert_eq!(public(&t.discord, channel).len(), 1, "the channel holds the card alone");
    assert_eq!(boards(&t.discord, card_id).len(), game.moves.len() + 1);
    let card_edits = card_edits(&t.discord, channel, card_id);
    assert!(
        card_edits.len() > game.moves.len(),
        "the card is edited after each move"
    );
    assert!(
        card_edits.iter().all(|r| r.mentioned_users().is_empty()),
        "edits ping nobody"
    );
    // Once over, the thread archives itself an hour after its last word.
    until(|| {
        let thread = t.discord.thread(card_id)?;
        (thread["thread_metadata"]["auto_archive_duration"].as_u64() == Some(60)).then_some(())
    })
    .await;

    // A rematch asked in the thread is posted in the channel, and opens a
    // thread of its own once accepted.
    let asked = answer(&t.discord, &bob.click(&last, "Rematch").unwrap()).await;
    check!(
        asked,
        asked.private() && asked.content().contains(&format!("<#{channel}>"))
    );
    let rematch = until(|| {
        let cards = public(&t.discord, channel);
        (cards.len() == 2).then(|| cards[1].clone())
    })
    .await;
    let accepted = answer(&t.discord, &t.alice.click(&rematch, "Accept").unwrap()).await;
    check!(accepted, accepted.private());
    let second = until(|| t.discord.thread(id_of(&rematch))).await;
    assert_eq!(second["name"].as_str(), Some("#2 bob vs alice · standard"));
    board_count(&t.discord, id_of(&rematch), 1).await;
    t.discord.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_deleted_or_closed_mid_game_sends_the_game_back_to_its_channel() {
    for closed in [false, true] {
        let channel = if closed { 952 } else { 951 };
        let t = Table::new(channel).await;
        t.discord.allow_threads(channel);
        let (_, challenge) = challenge_accepted(&t).await;
        let thread = id_of(&challenge);
        board_count(&t.discord, thread, 1).await;
        let record = real_game("standard", 1);
        let (moves, before) = (&record.moves, boards(&t.discord, channel).len());
        play(&t.discord, &t.alice.clone().in_thread(thread), &moves[0]).await;
        board_count(&t.discord, thread, 2).await;
        if closed {
            t.discord.mute_channel_quietly(thread);
        } else {
            t.discord.delete_channel(thread);
        }
        // Bob's move, made in the channel, cannot reach the thread: it
        // comes to the channel, which is told once, and play goes on there.
        let r = play(&t.discord, &t.bob, &moves[1]).await;
        check!(r, r.private());
        let board = board_count(&t.discord, channel, before + 1).await;
        assert!(text_of(&board).contains("<@1>"), "{}", text_of(&board));
        until(|| {
            public(&t.discord, channel)
                .iter()
                .any(|m| text_of(m).contains("goes on here"))
                .then_some(())
        })
        .await;
        let r = play(&t.discord, &t.alice, &moves[2]).await;
        check!(r, r.kind() == 4 && !r.private() && r.png_size().is_some());
        assert_eq!(boards(&t.discord, channel).len(), before + 2);
        let history = answer(&t.discord, &t.alice.slash("study history", &[])).await;
        check!(history, history.content().contains(&format!("  2. {}", moves[2])));
        let told = public(&t.discord, channel)
            .iter()
            .filter(|m| text_of(m).contains("goes on here"))
            .count();
        assert_eq!(told, 1, "said once");
        t.discord.assert_no_violations();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_threads_play_stays_in_the_channel() {
    // Turned off by a manager.
    let channel = 953;
    let t = Table::new(channel).await;
    t.discord.allow_threads(channel);
    let manager = t.discord.manager(9, "mia", channel);
    let off = answer(
        &t.discord,
        &manager.slash("server threads", &[("setting", str_opt("off"))]),
    )
    .await;
    check!(off, off.private() && off.content().contains("stay in the channel"));
    let refused = answer(
        &t.discord,
        &t.alice.slash("server threads", &[("setting", str_opt("on"))]),
    )
    .await;
    check!(
        refused,
        refused.private() && refused.content().contains("manage the server")
    );
    let (accepted, challenge) = challenge_accepted(&t).await;
    check!(
        accepted,
        accepted.kind() == 4 && !accepted.private() && accepted.png_size().is_some()
    );
    assert!(t.discord.thread(id_of(&challenge)).is_none());
    assert!(
        !accepted.content().contains("Create Public Threads"),
        "off by choice: nothing to fix"
    );

    // On, where the bot lacks the permission: the first board says why.
    let channel = 954;
    let t = Table::new(channel).await;
    let manager = t.discord.manager(9, "mia", channel);
    let on = answer(
        &t.discord,
        &manager.slash("server threads", &[("setting", str_opt("on"))]),
    )
    .await;
    check!(on, on.content().contains("lacks Create Public Threads"));
    let (accepted, challenge) = challenge_accepted(&t).await;
    check!(
        accepted,
        accepted.kind() == 4 && !accepted.private() && accepted.content().contains("Create Public Threads")
    );
    assert!(t.discord.thread(id_of(&challenge)).is_none());
    let r = play(&t.discord, &t.alice, &real_game("standard", 0).moves[0]).await;
    check!(r, r.kind() == 4 && !r.private() && r.png_size().is_some());
    t.discord.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_is_plain_text_where_embeds_are_forbidden() {
    let channel = 955;
    let t = Table::new(channel).await;
    t.discord.allow_threads(channel);
    t.discord.forbid_embeds(channel);
    let (_, challenge) = challenge_accepted(&t).await;
    let card_id = id_of(&challenge);
    board_count(&t.discord, card_id, 1).await;
    let mv = &real_game("standard", 0).moves[0];
    play(&t.discord, &t.alice.clone().in_thread(card_id), mv).await;
    let notation = format!("`{mv}`");
    let card = until(|| t.discord.message(card_id).filter(|c| text_of(c).contains(&notation))).await;
    assert_eq!(card["embeds"].as_array().map(Vec::len), Some(0), "{card}");
    let edits = card_edits(&t.discord, channel, card_id);
    assert!(edits.len() >= 2, "the card turned, then edited after the move");
    assert!(edits.iter().all(|r| r.embeds().is_empty()), "no edit carries an embed");
    t.discord.assert_no_violations();
}
