//! An 8-player Swiss of 3 rounds through the fake Discord, played to its
//! podium: a win, a draw by agreement, a loss on time, a withdrawal in
//! the middle of a game, a bye, a restart of the bot between rounds; the
//! final standings and their tie-breaks are the ones worked out by hand
//! below.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use zertz_e2e::bot::{answer, exactly_one_post, launch, ready, says, str_opt, Bot, Launch};
use zertz_e2e::{check, FakeDiscord, Opt, Person};

const HERE: u64 = 70;
const NAMES: [&str; 8] = ["alice", "bob", "carol", "dave", "erin", "frank", "gina", "hugo"];

fn start(discord: &FakeDiscord, db: &std::path::Path) -> Bot {
    launch(
        discord,
        db,
        &Launch {
            tick_ms: Some(200),
            ..Launch::default()
        },
    )
}

/// The standings rows of a post's code block: cells split where two or
/// more spaces stand between them.
fn rows(text: &str) -> Vec<Vec<String>> {
    let block = text.split("```").nth(1).unwrap_or("");
    block
        .lines()
        .filter(|l| !l.trim().is_empty())
        .skip(1)
        .map(|l| {
            l.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(String::from)
                .collect()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_eight_player_swiss_is_played_to_its_podium() {
    let discord = FakeDiscord::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("zertz.db");
    let mark = discord.mark();
    let mut bot = start(&discord, &db);
    ready(&discord, mark).await;
    let people: Vec<Person> = NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| {
            if i == 0 {
                discord.manager(i as u64 + 1, n, HERE)
            } else {
                discord.person(i as u64 + 1, n, HERE)
            }
        })
        .collect();
    let [alice, bob, carol, dave, erin, frank, gina, hugo] = <[Person; 8]>::try_from(people).ok().unwrap();

    // Bob may not create one; alice, who may manage the server, may.
    let terms = [
        ("name", str_opt("Winter Cup")),
        ("format", str_opt("swiss")),
        ("rounds", Opt::Int(3)),
        ("time", str_opt("60")),
    ];
    let no = says(&discord, &bob, "tournament create", &terms).await;
    assert!(no.contains("Only organisers"), "{no}");
    let create = alice.slash("tournament create", &terms);
    let made = answer(&discord, &create).await;
    assert!(made.content().contains("Winter Cup"), "{}", made.content());
    let post = discord.original(&create).expect("the event's post");
    // Everyone joins, in seed order (all unrated: who joined first).
    for who in [&alice, &bob, &carol, &dave, &erin, &frank, &gina, &hugo] {
        let r = answer(&discord, &who.click(&post, "Join").unwrap()).await;
        assert!(r.ok(), "{} joins", who.name);
    }
    let start_click = alice.click(&post, "Start").unwrap();
    answer(&discord, &start_click).await;

    // Round 1 (top half against bottom half, colours alternating):
    // alice–erin, frank–bob, carol–gina, hugo–dave, first movers first.
    let round1 = exactly_one_post(&discord, HERE, "round 1 of 3", Duration::from_secs(20)).await;
    let text = round1.content();
    assert!(text.contains("https://discord.com/channels/"), "boards linked: {text}");
    for pair in [(&alice, &erin), (&frank, &bob), (&carol, &gina), (&hugo, &dave)] {
        check!(
            round1,
            text.contains(&format!("<@{}> (first) vs <@{}>", pair.0.id, pair.1.id))
        );
    }
    assert_eq!(round1.mentioned_users().len(), 8);
    // Players in a round play no other game here meanwhile.
    let busy = says(&discord, &bob, "zertz challenge", &[("opponent", erin.as_opt())]).await;
    assert!(busy.contains("already have a game in this channel"), "{busy}");

    // Erin resigns; frank and bob agree a draw; gina resigns; hugo lets
    // his minute run out and loses on time.
    says(&discord, &erin, "zertz resign", &[]).await;
    says(&discord, &frank, "zertz draw", &[]).await;
    says(&discord, &bob, "zertz draw", &[]).await;
    says(&discord, &gina, "zertz resign", &[]).await;
    exactly_one_post(&discord, HERE, "ran out of time", Duration::from_secs(90)).await;
    let after1 = exactly_one_post(&discord, HERE, "standings after round 1", Duration::from_secs(20)).await;
    assert!(after1.png_size().is_some(), "the standings picture");

    // Round 2: alice–carol and dave–bob (the leaders, then dave floats
    // down to bob), erin–frank, gina–hugo.
    let round2 = exactly_one_post(&discord, HERE, "round 2 of 3", Duration::from_secs(20)).await;
    for pair in [(&alice, &carol), (&dave, &bob), (&erin, &frank), (&gina, &hugo)] {
        check!(
            round2,
            round2
                .content()
                .contains(&format!("<@{}> (first) vs <@{}>", pair.0.id, pair.1.id))
        );
    }

    // The bot is killed between rounds and comes back; the round goes on.
    bot.0.kill().unwrap();
    bot.0.wait().unwrap();
    let mark = discord.mark();
    let _bot = start(&discord, &db);
    ready(&discord, mark).await;

    // Hugo withdraws in the middle of his game: he resigns it.
    let withdraw = hugo.click(&post, "Leave").unwrap();
    let left = answer(&discord, &withdraw).await;
    assert!(left.ok());
    exactly_one_post(&discord, HERE, "withdrew from **Winter Cup**", Duration::from_secs(20)).await;
    for who in [&carol, &bob, &erin] {
        says(&discord, who, "zertz resign", &[]).await;
    }

    // Round 3, without hugo: seven players, so erin (last) has a bye.
    let round3 = exactly_one_post(&discord, HERE, "round 3 of 3", Duration::from_secs(20)).await;
    let text = round3.content();
    for pair in [(&dave, &alice), (&frank, &carol), (&bob, &gina)] {
        check!(
            round3,
            text.contains(&format!("<@{}> (first) vs <@{}>", pair.0.id, pair.1.id))
        );
    }
    check!(round3, text.contains(&format!("<@{}>: a bye, worth a win", erin.id)));
    for who in [&alice, &carol, &gina] {
        says(&discord, who, "zertz resign", &[]).await;
    }

    // The end, worked out by hand (points; Buchholz: the opponents'
    // points in games played; Sonneborn–Berger: those of the opponents
    // beaten and half of those drawn with; W-D-L):
    //   dave  3   (hugo 0 + bob 1.5 + alice 2 = 3.5; 0 + 1.5 + 2 = 3.5)
    //   frank 2.5 (bob 1.5 + erin 1 + carol 1 = 3.5; 0.75 + 1 + 1 = 2.75)
    //   alice 2   (erin 1 + carol 1 + dave 3 = 5; 1 + 1 = 2)
    //   bob   1.5 (frank 2.5 + dave 3 + gina 1 = 6.5; 1.25 + 1 = 2.25)
    //   carol 1   (gina 1 + alice 2 + frank 2.5 = 5.5; gina 1)
    //   erin  1   (alice 2 + frank 2.5 = 4.5: the bye adds nothing)
    //   gina  1   (carol 1 + hugo 0 + bob 1.5 = 2.5; hugo 0)
    //   hugo  0   (dave 3 + gina 1 = 4)
    let last = exactly_one_post(&discord, HERE, "Final standings", Duration::from_secs(20)).await;
    // The same rows the README's standings picture shows.
    let expected: Vec<Vec<String>> = include_str!("../../render/examples/standings.tsv")
        .lines()
        .map(|r| r.split('\t').map(String::from).collect())
        .collect();
    assert_eq!(rows(&last.content()), expected);
    check!(
        last,
        last.content().contains(&format!(
            "🥇 <@{}> 3 · 🥈 <@{}> 2.5 · 🥉 <@{}> 2",
            dave.id, frank.id, alice.id
        ))
    );
    assert!(last.png_size().is_some(), "the final standings picture");

    // Stats and the list know it.
    let stats = says(&discord, &dave, "zertz stats", &[]).await;
    assert!(stats.contains("best place 1st of 8 (Winter Cup)"), "{stats}");
    let list = says(&discord, &erin, "tournament list", &[]).await;
    assert!(list.contains("Winter Cup") && list.contains("finished"), "{list}");
}
