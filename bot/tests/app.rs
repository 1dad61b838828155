//! The core driven as Discord would drive it: whole games, every refusal,
//! autocompletion, time control with a controlled clock, ratings.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::{at, button, check, refused, text, user, Table, CHANNEL};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::refusal::{GameRefusal, Needed, Unread};
use zertz_bot::app::{Action, Core, Options, Refusal, Reply, Response, Sent, User, Value};
use zertz_data::{ChallengeAnswer, MessageId, Missing, Reason, UserId};
use zertz_rules::{IllegalMove, MoveError, Record};

const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");
const HOUR: i64 = 3_600_000;

fn private_text(r: Response) -> String {
    let reply = r.reply.unwrap();
    assert!(reply.private, "expected a private reply: {}", reply.text);
    reply.text
}

fn is_png(reply: &Reply) -> bool {
    reply
        .attachments
        .first()
        .is_some_and(|a| a.bytes.starts_with(b"\x89PNG"))
}

fn finished_record(variant: &str) -> Record {
    RECORDS
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .find(|r| r.variant.name() == variant && r.result.as_deref() == Some("P1") && r.replay().is_ok())
        .unwrap()
}

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
    assert!(private_text(t.slash(&alice, "zertz help", &[]).await).contains("/zertz move notation"));
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
fn the_help_fits_in_one_discord_message_in_every_language() {
    for lang in zertz_bot::app::lang::Lang::ALL {
        let n = zertz_bot::app::help_text(lang).chars().count();
        assert!(n <= 2000, "{lang}: {n} characters");
    }
}

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
