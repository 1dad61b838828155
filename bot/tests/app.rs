//! The core driven as Discord would drive it: whole games, every refusal,
//! autocompletion, time control with a controlled clock, ratings.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::{at, button, check, finished_record, is_png, private_text, refused, text, user, Table, HOUR};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::refusal::{GameRefusal, Needed, Unread};
use zertz_bot::app::{Action, Options, Refusal, Response, Sent, User, Value};
use zertz_data::{ChallengeAnswer, MessageId, Missing, Reason, UserId};
use zertz_rules::{IllegalMove, MoveError};

#[tokio::test]
async fn a_whole_game_to_a_goal_with_ratings() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let first = t.start(&alice, &bob, &[("variant", text("tournament"))]).await;
    assert!(is_png(&first));
    assert_eq!(first.mentions, [UserId(1)], "the first mover is notified");
    let record = finished_record("tournament");
    let players = [&alice, &bob];
    let mut last = None;
    for (i, m) in record.moves.iter().enumerate() {
        let reply = t.play(players[i % 2], m).await;
        assert!(!reply.private, "move {}: {}", i + 1, reply.text);
        assert!(is_png(&reply), "move {}", i + 1);
        check!(reply, reply.text.contains(m.as_str()));
        // Only the last board comes with the capture race.
        let race = reply.attachments.iter().any(|a| a.name.ends_with("-race.png"));
        assert_eq!(race, i + 1 == record.moves.len(), "move {}", i + 1);
        if i + 1 < record.moves.len() {
            assert_eq!(reply.mentions, [players[(i + 1) % 2].id], "the next player is notified");
        }
        last = Some(reply);
    }
    let last = last.unwrap();
    check!(last, last.text.contains("**bob wins**"));
    check!(last, last.text.contains("Ratings: alice 1500 → "));
    check!(last, last.text.contains("bob 1500 → "));
    assert!(last.buttons.iter().any(|b| b.label == "Rematch"));
    // The game is over: no more moves, and the players are free.
    let r = private_text(t.slash(&alice, "zertz move", &[("notation", text("Wa1"))]).await);
    assert!(r.contains("no game in this channel"), "{r}");
    let stats = private_text(t.slash(&bob, "zertz stats", &[]).await);
    assert!(stats.contains("1 won"), "{stats}");
    let board = t.slash(&alice, "zertz leaderboard", &[]).await.reply.unwrap();
    check!(
        board,
        board.text.find("bob").unwrap() < board.text.find("alice").unwrap()
    );
    // Rematch from the button: the roles swap.
    let rematch = t.click(&alice, &button(&last, "Rematch")).await.reply.unwrap();
    check!(rematch, rematch.text.contains("bob moves first"));
}

#[tokio::test]
async fn mistakes_get_private_reasons_and_change_nothing() {
    let t = Table::new().await;
    let (alice, bob, carol) = (user(1, "alice"), user(2, "bob"), user(3, "carol"));
    let bot = User {
        bot: true,
        ..user(9, "helper")
    };
    let play = |notation: &str| vec![("notation", text(notation))];
    let challenge = |who: &User| vec![("opponent", Value::User(who.clone()))];
    refused!(
        t.slash(&alice, "zertz move", &play("Wd4,a1")).await,
        Refusal::Game(GameRefusal::NoGameOfYours)
    );
    refused!(
        t.slash(&alice, "zertz challenge", &challenge(&alice)).await,
        Refusal::Store(Reason::SelfChallenge)
    );
    refused!(
        t.slash(&alice, "zertz challenge", &challenge(&bot)).await,
        Refusal::Game(GameRefusal::OpponentIsBot { .. })
    );
    t.start(&alice, &bob, &[]).await;
    refused!(
        t.slash(&bob, "zertz move", &play("Wd4,a1")).await,
        Refusal::Store(Reason::NotYourTurn { to_move: UserId(1) })
    );
    refused!(
        t.slash(&carol, "zertz move", &play("Wd4,a1")).await,
        Refusal::Game(GameRefusal::NoGameOfYours)
    );
    // R3.2: the ring removed must be free; d4 holds the marble just placed.
    refused!(
        t.slash(&alice, "zertz move", &play("Wd4,d4")).await,
        Refusal::Store(Reason::Move(MoveError::Illegal(IllegalMove::RemovePlaced(_))))
    );
    let huge = "W".repeat(50_000);
    refused!(
        t.slash(&alice, "zertz move", &play(&huge)).await,
        Refusal::Unread(Unread::Notation(_))
    );
    refused!(
        t.slash(&alice, "zertz move", &[]).await,
        Refusal::Unread(Unread::Missing(Needed::Notation))
    );
    // One game per player per channel.
    refused!(
        t.slash(&carol, "zertz challenge", &challenge(&bob)).await,
        Refusal::Game(GameRefusal::TheyArePlayingHere { .. })
    );
    refused!(
        t.slash(&alice, "zertz challenge", &challenge(&carol)).await,
        Refusal::Game(GameRefusal::YouArePlayingHere)
    );
    // Buttons that are not yours, or gone.
    t.slash(&carol, "zertz challenge", &challenge(&user(4, "dave"))).await;
    refused!(
        t.click(&bob, "accept:2").await,
        Refusal::Store(Reason::NotYourChallenge(ChallengeAnswer::Accept))
    );
    refused!(
        t.click(&bob, "accept:999").await,
        Refusal::Store(Reason::NotFound(Missing::Challenge))
    );
    refused!(t.click(&bob, "nonsense").await, Refusal::Unread(Unread::ButtonExpired));
    refused!(
        t.slash(&bob, "no-such-command", &[]).await,
        Refusal::Unread(Unread::UnknownCommand)
    );
    // Nothing moved.
    let board = private_text(t.slash(&alice, "zertz board", &[]).await);
    assert!(board.contains(&format!("Move 1: {} to move", at(1))), "{board}");
}

#[tokio::test]
async fn autocomplete_offers_legal_moves_for_what_is_typed() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    assert!(
        t.complete(&alice, "zertz move", "notation", "W", &[]).await.is_empty(),
        "no game, no moves"
    );
    t.start(&alice, &bob, &[]).await;
    let w = t.complete(&alice, "zertz move", "notation", "W", &[]).await;
    assert_eq!(w.len(), 25);
    assert!(w.iter().all(|m| m.starts_with('W')));
    let d4 = t.complete(&alice, "zertz move", "notation", "Wd4", &[]).await;
    assert_eq!(d4[..3], ["Wd4,a1", "Wd4,a2", "Wd4,a3"]);
    assert!(d4.iter().all(|m| m.starts_with("Wd4,")));
    assert!(t.complete(&alice, "zertz move", "notation", "x", &[]).await.is_empty());
    let at = t
        .complete(&alice, "zertz place", "at", "d", &[("colour", text("W"))])
        .await;
    assert_eq!(at, ["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);
    let remove = t
        .complete(
            &alice,
            "zertz place",
            "remove",
            "",
            &[("colour", text("W")), ("at", text("a1"))],
        )
        .await;
    assert_eq!(remove.len(), 17, "the 18 edge rings but a1");
    // Make a capture available: then captures come alone.
    t.play(&alice, "Wd4,a1").await;
    t.play(&bob, "Gd5,a2").await;
    let caps = t.complete(&alice, "zertz move", "notation", "", &[]).await;
    assert!(!caps.is_empty() && caps.iter().all(|m| m.starts_with("x ")), "{caps:?}");
    assert_eq!(
        t.complete(&alice, "zertz capture", "path", "d4", &[]).await,
        ["x d4Gd6"]
    );
    let games = t.complete(&alice, "zertz board", "game", "", &[]).await;
    assert_eq!(games, ["1"]);
    // The game's name is in the asker's language.
    let named = |lang| {
        let mut req = t.request(
            &alice,
            Action::Autocomplete {
                command: "zertz board".into(),
                option: "game".into(),
                typed: String::new(),
                options: Options::default(),
            },
        );
        req.lang = lang;
        let core = t.core.clone();
        async move { core.handle(req).await.choices.unwrap()[0].name.clone() }
    };
    use zertz_bot::app::lang::Lang;
    assert_eq!(named(Lang::En).await, "#1 alice vs bob · move 3");
    assert_eq!(named(Lang::De).await, "#1 alice gegen bob · Zug 3");
}

#[tokio::test]
async fn time_control_reminds_once_and_loses_on_time() {
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[("time", text("3600"))]).await;
    let start = t.now;
    assert!(t.core.tick(start + HOUR / 2 - 1000).await.is_empty());
    let posts = t.core.tick(start + HOUR / 2).await;
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].reply.mentions, [UserId(1)]);
    assert!(posts[0].reply.text.contains("half of your time"));
    assert!(t.core.tick(start + HOUR / 2 + 1000).await.is_empty(), "never twice");
    // A move resets the clock for the other player.
    t.now = start + HOUR / 2 + 5000;
    t.play(&alice, "Wd4,a1").await;
    assert!(
        t.core.tick(start + HOUR).await.is_empty(),
        "bob's clock started at the move"
    );
    let posts = t.core.tick(t.now + HOUR).await;
    assert_eq!(posts.len(), 1, "{posts:?}");
    let text = &posts[0].reply.text;
    assert!(text.contains("**alice wins**: bob ran out of time."), "{text}");
    assert!(t.core.tick(t.now + 2 * HOUR).await.is_empty(), "only once");
}

#[tokio::test]
async fn challenges_expire_and_can_be_declined_or_cancelled() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let c = t
        .slash(&alice, "zertz challenge", &[("opponent", Value::User(bob.clone()))])
        .await
        .reply
        .unwrap();
    let dup = private_text(
        t.slash(&bob, "zertz challenge", &[("opponent", Value::User(alice.clone()))])
            .await,
    );
    assert!(dup.contains("already an open challenge"), "{dup}");
    // The challenge message as the edge notes it once posted.
    let challenge = c.challenge_of.unwrap();
    t.core
        .store()
        .call(move |s| s.challenges_mut().set_message(challenge, MessageId(777)))
        .await
        .unwrap();
    refused!(
        t.click(&alice, &button(&c, "Decline")).await,
        Refusal::Store(Reason::NotYourChallenge(ChallengeAnswer::Decline))
    );
    let posts = t.core.tick(t.now + 25 * HOUR).await;
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].edit, Some(MessageId(777)), "the challenge message is edited");
    refused!(
        t.click(&bob, &button(&c, "Accept")).await,
        Refusal::Store(Reason::ChallengeClosed(_))
    );
    // Declined by the challenged, or withdrawn by the challenger.
    for (who, label, said) in [(&bob, "Decline", "declined"), (&alice, "Cancel", "withdrew")] {
        let c = t
            .slash(&alice, "zertz challenge", &[("opponent", Value::User(bob.clone()))])
            .await
            .reply
            .unwrap();
        let r = t.click(who, &button(&c, label)).await;
        assert!(r.update.unwrap().text.contains(said));
    }
}

#[tokio::test]
async fn draws_resignations_history_and_replays() {
    let (t, alice, bob) = Table::with_game().await;
    t.play(&alice, "Wd4,a1").await;
    t.play(&bob, "Gb2,g1").await;
    let offer = t.slash(&alice, "zertz draw", &[]).await.reply.unwrap();
    assert_eq!(offer.mentions, [UserId(2)]);
    refused!(
        t.click(&alice, &button(&offer, "Accept draw")).await,
        Refusal::Game(GameRefusal::OwnDrawOffer)
    );
    let declined = t.click(&bob, &button(&offer, "Decline")).await;
    assert!(declined.update.unwrap().text.contains("declined"));
    let offer = t.slash(&alice, "zertz draw", &[]).await.reply.unwrap();
    let agreed = t.click(&bob, &button(&offer, "Accept draw")).await.reply.unwrap();
    check!(agreed, agreed.text.contains("**Draw** by agreement"));
    let history = private_text(t.slash(&alice, "study history", &[]).await);
    assert!(history.contains("1. Wd4,a1") && history.contains("Gb2,g1"), "{history}");
    let replay = t.slash(&alice, "study replay", &[]).await.reply.unwrap();
    assert!(replay.attachments[0].bytes.starts_with(b"GIF89a"));
    // A new game, resigned.
    t.start(&alice, &bob, &[]).await;
    t.play(&alice, "Wd4,a1").await;
    t.play(&bob, "Gb2,g1").await;
    let resigned = t.slash(&bob, "zertz resign", &[]).await.reply.unwrap();
    check!(resigned, resigned.text.contains("**alice wins**: bob resigned."));
}

#[tokio::test]
async fn without_file_permission_the_board_is_text() {
    let mut t = Table::new().await;
    t.can_attach = false;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let first = t.start(&alice, &bob, &[]).await;
    assert!(first.attachments.is_empty());
    check!(first, first.text.contains("```") && first.text.contains("d4"));
    refused!(
        t.slash(&alice, "study replay", &[]).await,
        Refusal::Game(GameRefusal::CannotAttach(_))
    );
    // The text board's words are the place's, as the picture's would be.
    check!(first, first.text.contains("Pool: W 6  G 8  B 10"));
    let mut req = t.request(
        &alice,
        Action::Command {
            name: "zertz move".into(),
            options: Options(vec![("notation".into(), text("Wd4,a1"))]),
        },
    );
    req.place_lang = zertz_bot::app::lang::Lang::De;
    let moved = t.core.handle(req).await.reply.unwrap();
    check!(
        moved,
        moved.text.contains("Vorrat: W 5  G 8  B 10") && !moved.text.contains("Pool")
    );
}

#[tokio::test]
async fn two_moves_at_once_apply_exactly_once() {
    let t = Arc::new(Table::new().await);
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[]).await;
    let (a, b) = tokio::join!(t.play(&alice, "Wd4,a1"), t.play(&alice, "Wc3,g1"));
    let applied = [&a, &b].iter().filter(|r| !r.private).count();
    assert_eq!(applied, 1, "{} / {}", a.text, b.text);
    let loser = if a.private { &a } else { &b };
    check!(
        loser,
        loser.text.contains("not your turn") || loser.text.contains("recorded just before")
    );
}

#[tokio::test]
async fn games_lists_and_help() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    assert!(private_text(t.slash(&alice, "zertz games", &[]).await).contains("no active games"));
    t.start(&alice, &bob, &[]).await;
    let listed = private_text(t.slash(&alice, "zertz games", &[]).await);
    assert!(listed.contains("#1 vs bob") && listed.contains("your move"), "{listed}");
    assert!(private_text(t.slash(&alice, "zertz help", &[]).await).contains("/zertz move `notation"));
    let rules = t.slash(&alice, "zertz rules", &[]).await.reply.unwrap();
    assert!(is_png(&rules));
}

impl Table {
    /// `who` plays `notation` through an interaction with snowflake `id`.
    async fn play_as(&self, who: &User, notation: &str, id: u64) -> Response {
        let action = Action::Command {
            name: "zertz move".into(),
            options: Options(vec![("notation".into(), text(notation))]),
        };
        let mut req = self.request(who, action);
        req.interaction = Some(id);
        self.core.handle(req).await
    }
}

#[tokio::test]
async fn a_retried_move_is_answered_recorded_and_a_stale_one_refused() {
    let (t, alice, bob) = Table::with_game().await;
    let first = t.play_as(&alice, "Wd4,a1", 100).await;
    // Its board was shown as message 101 (Discord's clock).
    let shows = first.reply.as_ref().unwrap().shows();
    t.core
        .outbox()
        .report(
            first.outbox.unwrap(),
            Sent::delivered(Some(MessageId(101)), shows),
            now_ms(),
        )
        .await;
    assert!(!first.reply.unwrap().private);
    // The same move again (a double click, or a retry after a lost answer).
    let again = t.play_as(&alice, "wd4 a1", 102).await.reply.unwrap();
    check!(again, again.private);
    check!(again, again.text.contains("Your move 1, `Wd4,a1`, was recorded"));
    assert!(is_png(&again), "with the board as it is now");
    // Bob's move sent before Alice's board was shown (an older snowflake).
    let stale = t.play_as(&bob, "Gb2,g1", 99).await.reply.unwrap();
    check!(stale, stale.private && stale.text.contains("sent before"));
    let ply = t.game_here().await.ply;
    assert_eq!(ply, 1, "nothing was played");
    // Sent after: played.
    assert!(!t.play_as(&bob, "Gb2,g1", 103).await.reply.unwrap().private);
}

#[tokio::test]
async fn a_move_waits_for_the_board_it_answers_and_a_refused_one_leaves_nothing() {
    let t = Arc::new(Table::new().await);
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    t.start(&alice, &bob, &[]).await;
    let counts = || async { t.core.store().call(|s| s.outbox().counts()).await.unwrap() };
    let before = counts().await;
    // Refused in the move's own transaction (R3.2: only a free ring is
    // removed): no move, no message owed.
    refused!(
        t.play_as(&alice, "Wd4,e5", 100).await,
        Refusal::Store(Reason::Move(MoveError::Illegal(IllegalMove::NotFree(_))))
    );
    assert_eq!(t.game_here().await.ply, 0);
    let after = counts().await;
    assert_eq!((after.pending, after.sent), (before.pending, before.sent));
    // Played at once: the board it answers was shown.
    let first = t.play_as(&alice, "Wd4,a1", 101).await;
    assert!(!first.reply.as_ref().unwrap().private);
    assert_eq!(t.game_here().await.ply, 1);
    // Bob answers before Alice's board is reported shown: his move waits
    // for it, and is played once it is shown (by Discord's clock, before
    // his move was sent).
    let shown = {
        let t = t.clone();
        let (id, shows) = (first.outbox.unwrap(), first.reply.unwrap().shows());
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            t.core
                .outbox()
                .report(id, Sent::delivered(Some(MessageId(102)), shows), now_ms())
                .await;
        })
    };
    let started = std::time::Instant::now();
    let answer = t.play_as(&bob, "Gb2,g1", 103).await.reply.unwrap();
    let waited = started.elapsed();
    shown.await.unwrap();
    check!(answer, !answer.private);
    assert!(waited >= std::time::Duration::from_millis(100), "it waited, {waited:?}");
    assert_eq!(t.game_here().await.ply, 2);
}

#[tokio::test]
async fn a_changed_display_name_is_shown_from_the_next_command_on() {
    let (t, _alice, bob) = Table::with_game().await;
    let renamed = user(1, "Alice Cooper");
    let stats = private_text(t.slash(&renamed, "zertz stats", &[]).await);
    assert!(stats.starts_with("**Alice Cooper**"), "{stats}");
    let board = t.slash(&bob, "zertz board", &[]).await.reply.unwrap();
    assert!(board.private);
    let name = t.core.store().call(|s| s.players().name(UserId(1))).await.unwrap();
    assert_eq!(name.as_deref(), Some("Alice Cooper"));
    // A stranger who only looks is not stored.
    t.slash(&user(9, "carol"), "zertz games", &[]).await;
    assert_eq!(
        t.core.store().call(|s| s.players().name(UserId(9))).await.unwrap(),
        None
    );
}
