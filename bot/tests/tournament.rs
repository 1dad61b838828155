//! A Swiss tournament through the core, by hand: four players join, the
//! organiser starts it, games end by resignation, agreement and a
//! withdrawal, the rounds move on by themselves (a bye in the last), and
//! the final standings and their tie-breaks are the ones worked out here.
#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{at, button, check, refused, text, user, Table};
use zertz_bot::app::clock::now_ms;
use zertz_bot::app::refusal::TournamentRefusal;
use zertz_bot::app::{Duty, Post, Refusal, Reply, Sent, User, Value};
use zertz_data::{GameId, MessageId, Reason, RoleId, TournamentId};

/// Runs the tournaments duty and returns what it posted.
async fn move_on(t: &Table) -> Vec<Post> {
    let owed = t.core.run_duty(Duty::Tournaments, t.now, Duration::from_secs(60)).await;
    t.core.outbox().posts(&owed).await
}

/// The active game of `who` here.
async fn game_of(t: &Table, who: &User) -> GameId {
    let (channel, id) = (t.channel, who.id);
    t.core
        .store()
        .read(move |s| s.games().active_game(channel, id))
        .await
        .unwrap()
        .expect("a game")
}

async fn resign(t: &Table, who: &User) {
    let r = t.slash(who, "zertz resign", &[]).await;
    check!(r.reply.as_ref().unwrap(), !r.reply.as_ref().unwrap().private);
}

fn find<'a>(posts: &'a [Post], words: &str) -> &'a Reply {
    &posts
        .iter()
        .find(|p| p.reply.text.contains(words))
        .unwrap_or_else(|| panic!("no post with {words:?}: {posts:#?}"))
        .reply
}

#[tokio::test]
async fn a_swiss_runs_to_its_podium_with_the_tie_breaks_worked_out_by_hand() {
    let mut t = Table::new().await;
    let [alice, bob, carol, dave, eve] =
        [(1, "alice"), (2, "bob"), (3, "carol"), (4, "dave"), (5, "eve")].map(|(id, name)| user(id, name));

    // Only organisers create; the post has Join, Leave and Start.
    t.can_manage = false;
    let create = [
        ("name", text("Winter Cup")),
        ("format", text("swiss")),
        ("rounds", Value::Int(3)),
    ];
    refused!(
        t.slash(&alice, "tournament create", &create).await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
    t.can_manage = true;
    let made = t.slash(&alice, "tournament create", &create).await;
    t.shown(&made).await;
    let post = made.reply.unwrap();
    check!(
        post,
        post.text.contains("Winter Cup") && post.text.contains("nobody yet")
    );
    let (join, start) = (button(&post, "Join"), button(&post, "Start"));

    for who in [&alice, &bob, &carol] {
        let r = t.click(who, &join).await;
        check!(
            r.update.as_ref().unwrap(),
            r.update.as_ref().unwrap().text.contains(&who.name)
        );
    }
    refused!(t.click(&bob, &join).await, Refusal::Store(Reason::AlreadyEntered));
    // Three have joined: dave's click makes four, each seeded 1500.
    let r = t.click(&dave, &join).await;
    let card = r.update.unwrap();
    check!(
        card,
        card.text.contains("Players (4)") && card.text.contains("dave (1500)")
    );

    // Entered players play no other game in the tournament's channel.
    refused!(
        t.slash(&alice, "zertz challenge", &[("opponent", Value::User(eve.clone()))])
            .await,
        Refusal::Store(Reason::InTournament { .. })
    );

    // Start: round 1 is top half against bottom half, colours alternating.
    t.can_manage = false;
    refused!(
        t.click(&bob, &start).await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
    t.can_manage = true;
    let started = t.click(&alice, &start).await;
    check!(
        started.update.as_ref().unwrap(),
        started.update.as_ref().unwrap().text.contains("round 1 of 3")
    );
    // The edge sends what is owed one message a channel at a time: the
    // four boards, then the round's post, which links them.
    let mut sent = 0;
    let round1 = loop {
        let due = t.core.outbox().due_posts(t.now).await;
        let Some(post) = due.into_iter().next() else {
            panic!("the round's post never came");
        };
        sent += 1;
        t.core
            .outbox()
            .report(
                post.outbox.unwrap(),
                Sent::delivered(Some(MessageId(900 + sent)), post.reply.shows()),
                now_ms(),
            )
            .await;
        if post.reply.text.contains("round 1 of 3") {
            break post.reply;
        }
    };
    assert_eq!(sent, 3, "two boards, then the round");
    check!(
        round1,
        round1
            .text
            .contains("[game #1](https://discord.com/channels/42/500/901)")
    );
    refused!(t.click(&eve, &join).await, Refusal::Store(Reason::TournamentStarted(_)));
    let g1 = game_of(&t, &alice).await;
    let g2 = game_of(&t, &dave).await;
    let meta = t.core.store().read(move |s| s.games().meta(g2)).await.unwrap();
    assert_eq!(meta.players, [dave.id, bob.id], "board 2: the lower seed moves first");
    assert_eq!(game_of(&t, &carol).await, g1);

    // Round 1: carol resigns to alice; dave and bob agree a draw.
    t.now += 1_000;
    resign(&t, &carol).await;
    assert!(move_on(&t).await.is_empty(), "a game of the round is still played");
    t.slash(&dave, "zertz draw", &[]).await;
    t.slash(&bob, "zertz draw", &[]).await;
    let posts = move_on(&t).await;
    let standings = find(&posts, "standings after round 1");
    check!(standings, standings.text.contains("alice"));
    let round2 = find(&posts, "round 2 of 3");
    check!(round2, round2.mentions.len() == 4);
    // Each board is named (linked, where its message is known).
    check!(
        round2,
        round2.text.contains("game #") && !round2.text.contains("{board:")
    );
    assert!(move_on(&t).await.is_empty(), "round 2 is paired once");

    // Round 2: alice (2) meets bob (1) with bob first; carol meets dave.
    let g3 = game_of(&t, &alice).await;
    let meta = t.core.store().read(move |s| s.games().meta(g3)).await.unwrap();
    assert_eq!(meta.players, [bob.id, alice.id]);
    resign(&t, &alice).await;
    // Dave withdraws in the middle of his game: he resigns it.
    let left = t
        .click(&dave, &format!("t-leave:{}", TournamentId(1)))
        .await
        .reply
        .unwrap();
    check!(left, left.text.contains("You left"));
    let posts = move_on(&t).await;
    let round3 = find(&posts, "round 3 of 3");
    // Alice, not carol (lowest), has the bye: carol's only pairing would
    // be alice again.
    check!(round3, round3.text.contains(&format!("{}: a bye", at(alice.id.0))));
    check!(round3, !round3.text.contains(&at(dave.id.0)));

    // Round 3: bob resigns to carol; the event ends.
    resign(&t, &bob).await;
    let posts = move_on(&t).await;
    let last = find(&posts, "Final standings");
    // By hand: carol and alice 2 points, carol ahead on Buchholz (4 to
    // 3.5: alice's bye adds nothing); Sonneborn–Berger 2 each; bob 1.5,
    // Buchholz 4.5, S-B 2.25; dave 0.5.
    for row in [
        "1  carol                 2         4     2  2-0-1",
        "2  alice                 2       3.5     2  1-0-1",
        "3  bob                 1.5       4.5  2.25  1-1-1",
        "4  dave (withdrew)     0.5       3.5  0.75  0-1-1",
    ] {
        check!(last, last.text.contains(row));
    }
    check!(last, last.text.contains(&format!("🥇 {} 2", at(carol.id.0))));
    assert!(
        posts
            .iter()
            .any(|p| p.reply.attachments.iter().any(|a| a.name.ends_with("round-3.png"))),
        "the standings picture"
    );
    assert!(move_on(&t).await.is_empty(), "it ends once");

    // Stats name the events played and the best place.
    let stats = t
        .slash(&alice, "zertz stats", &[("player", Value::User(carol.clone()))])
        .await
        .reply
        .unwrap();
    check!(
        stats,
        stats
            .text
            .contains("Tournaments: 1 played · best place 1st of 4 (Winter Cup)")
    );
    // Now alice may play anyone here again; the list shows the event.
    let list = t.slash(&eve, "tournament list", &[]).await.reply.unwrap();
    check!(list, list.text.contains("Winter Cup") && list.text.contains("finished"));
    let again = t.slash(&eve, "tournament standings", &[]).await.reply.unwrap();
    check!(again, again.text.contains("Final standings"));
}

#[tokio::test]
async fn an_event_with_too_few_players_at_its_time_is_called_off() {
    let t = Table::new().await;
    let alice = user(1, "alice");
    let create = [
        ("name", text("Quiet")),
        ("format", text("round-robin")),
        ("starts", Value::Int(1)),
    ];
    let made = t.slash(&alice, "tournament create", &create).await.reply.unwrap();
    t.click(&alice, &button(&made, "Join")).await;
    let start = t.click(&alice, &button(&made, "Start")).await.reply.unwrap();
    check!(start, start.text.contains("at least 3 players; 1 joined"));
    let mut t = t;
    t.now += 2 * 3_600_000;
    let owed = t.core.run_duty(Duty::Tournaments, t.now, Duration::from_secs(60)).await;
    let posts = t.core.outbox().posts(&owed).await;
    check!(posts[0].reply, posts[0].reply.text.contains("called off"));

    // Another, with three players, starts by itself at its time.
    t.channel = zertz_data::ChannelId(501);
    let made = t.slash(&alice, "tournament create", &create).await.reply.unwrap();
    for (id, name) in [(1, "alice"), (2, "bob"), (3, "carol")] {
        t.click(&user(id, name), &button(&made, "Join")).await;
    }
    assert!(move_on(&t).await.is_empty(), "not yet");
    t.now += 3_600_000;
    let posts = move_on(&t).await;
    let round1 = find(&posts, "round 1 of 3");
    check!(round1, round1.text.contains("sits out this round"));
}

#[tokio::test]
async fn the_servers_organiser_role_may_run_tournaments() {
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let create = [("name", text("Club night")), ("format", text("round-robin"))];
    t.can_manage = false;
    t.roles = vec![RoleId(77)];
    refused!(
        t.slash(&bob, "tournament create", &create).await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
    // Only those who may manage the server name the role.
    let role = [("role", Value::Int(77))];
    refused!(
        t.slash(&bob, "server organisers", &role).await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
    t.can_manage = true;
    let set = t.slash(&alice, "server organisers", &role).await.reply.unwrap();
    check!(
        set,
        set.private && set.text.contains(&zertz_bot::app::marks::Mark::role(RoleId(77)))
    );
    t.can_manage = false;
    let made = t.slash(&bob, "tournament create", &create).await.reply.unwrap();
    check!(made, !made.private && made.text.contains("Club night"));
    // The organiser role may take a player out.
    let carol = user(3, "carol");
    t.click(&carol, &button(&made, "Join")).await;
    let out = t
        .slash(&bob, "tournament remove", &[("player", Value::User(carol.clone()))])
        .await
        .reply
        .unwrap();
    check!(out, out.private && out.text.contains("is out of **Club night**"));
    t.roles.clear();
    refused!(
        t.slash(&bob, "tournament create", &create).await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
    refused!(
        t.slash(&bob, "tournament remove", &[("player", Value::User(carol.clone()))])
            .await,
        Refusal::Tournament(TournamentRefusal::NotOrganiser)
    );
}

/// What one short Swiss shows in one language: the entry card, a private
/// refusal, the round's post, and the final standings with their picture.
async fn one_event_in(lang: zertz_bot::app::lang::Lang) -> [Reply; 4] {
    use zertz_bot::app::{Action, Options};
    let t = Table::new().await;
    let players = [(1, "alice"), (2, "bob"), (3, "carol")].map(|(id, name)| user(id, name));
    let act = |who: &User, action: Action| {
        let mut req = t.request(who, action);
        (req.lang, req.place_lang) = (lang, lang);
        t.core.handle(req)
    };
    let click = |id: &str| Action::Button { id: id.into() };
    let command = |name: &str, options: Vec<(String, Value)>| Action::Command {
        name: name.into(),
        options: Options(options),
    };
    let terms = vec![
        ("name".into(), text("Kristallpokal")),
        ("format".into(), text("swiss")),
        ("rounds".into(), Value::Int(1)),
    ];
    let made = act(&players[0], command("tournament create", terms)).await;
    t.shown(&made).await;
    let mut card = None;
    for who in &players {
        card = act(who, click("t-join:1")).await.update;
    }
    let twice = act(&players[1], click("t-join:1")).await.reply.unwrap();
    let started = act(&players[0], click("t-start:1")).await;
    assert!(started.update.is_some(), "{started:?}");
    let mut round = None;
    while let Some(post) = t.core.outbox().due_posts(t.now).await.into_iter().next() {
        t.core
            .outbox()
            .report(
                post.outbox.unwrap(),
                Sent::delivered(Some(MessageId(900)), post.reply.shows()),
                now_ms(),
            )
            .await;
        round = Some(post.reply);
    }
    // One of the two who play resigns; the event ends with its one round.
    for who in &players {
        let (channel, id) = (t.channel, who.id);
        let game = t.core.store().read(move |s| s.games().active_game(channel, id)).await;
        if game.unwrap().is_some() {
            act(who, command("zertz resign", Vec::new())).await;
            break;
        }
    }
    let posts = move_on(&t).await;
    let last = posts.into_iter().last().expect("the final standings").reply;
    [card.expect("the card"), twice, round.expect("the round"), last]
}

/// A tournament speaks its server's language: its card, its rounds and its
/// standings (text and picture) carry the same players and figures under
/// other words, and a refusal speaks the asker's.
#[tokio::test]
async fn a_tournament_speaks_its_servers_language() {
    use zertz_bot::app::lang::Lang;
    let english = one_event_in(Lang::En).await;
    check!(english[3], english[3].text.contains("Final standings"));
    check!(
        english[2],
        english[2].text.contains("[game #1](https://discord.com/channels/")
    );
    for lang in [Lang::De, Lang::Fr] {
        let theirs = one_event_in(lang).await;
        for (what, (en, other)) in ["card", "refusal", "round", "standings"]
            .iter()
            .zip(english.iter().zip(&theirs))
        {
            assert_ne!(en.text, other.text, "{lang}: the {what}");
            assert!(
                !other.text.contains('{') && !other.text.contains('$'),
                "{lang}: {}",
                other.text
            );
            assert_eq!(en.mentions, other.mentions, "{lang}: the {what} pings the same");
            assert_eq!(en.private, other.private, "{lang}: the {what}");
        }
        check!(
            theirs[2],
            theirs[2].text.contains("#1](https://discord.com/channels/") && !theirs[2].text.contains("game #")
        );
        // The same ranks and points in both: the table's rows differ only
        // in the words around them.
        let rows = |r: &Reply| {
            r.text
                .lines()
                .filter(|l| l.contains("alice") || l.contains("bob") || l.contains("carol"))
                .map(|l| {
                    l.split_whitespace()
                        .filter(|w| w.parse::<f64>().is_ok())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect::<Vec<_>>()
        };
        let en_rows = rows(&english[3]);
        assert!(en_rows.len() == 3 && en_rows.iter().all(|r| r.len() > 3), "{en_rows:?}");
        assert_eq!(en_rows, rows(&theirs[3]), "{lang}: {}", theirs[3].text);
        let picture = |r: &Reply| {
            r.attachments
                .iter()
                .find(|a| a.name.ends_with(".png"))
                .map(|a| a.bytes.clone())
        };
        assert!(picture(&theirs[3]).is_some(), "{lang}: the standings picture");
        assert_ne!(picture(&english[3]), picture(&theirs[3]), "{lang}: the picture's words");
        assert_eq!(english[0].buttons.len(), theirs[0].buttons.len());
        assert_ne!(english[0].buttons[0].label, theirs[0].buttons[0].label, "{lang}: Join");
    }
}
