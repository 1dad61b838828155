//! The course through the fake Discord, as a newcomer takes it: `/learn`,
//! every lesson by taps alone (each answer read from its hint, hidden
//! behind a spoiler), then the first game against the computer at its
//! easiest, each move the one its Hint shows, to the end; in a server
//! and in a group DM where only the player installed the app.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use zertz_e2e::bot::{answer, until, Table};
use zertz_e2e::hints::Tapped;
use zertz_e2e::{check, labels_of, options_of, text_of, FakeDiscord, Person, Sent};

/// The message `sent` was answered with, checked private when `private`.
async fn answered(discord: &FakeDiscord, sent: &Sent, private: bool) -> Value {
    let r = answer(discord, sent).await;
    check!(r, r.private() == private || r.kind() == 7);
    discord.original(sent).unwrap()
}

/// The answer a hint hides, in words: `||place a white marble on d4 and
/// remove ring d6||`.
fn hidden(said: &str) -> String {
    let start = said.find("||").expect("a hidden answer") + 2;
    said[start..start + said[start..].find("||").unwrap()].to_string()
}

/// Taps `target` from the Move button of `message`, reading only what
/// each step shows; returns the taps and the Confirm sent.
async fn tap(discord: &FakeDiscord, who: &Person, message: &Value, target: &Tapped) -> (usize, Sent) {
    let mut picker = answered(discord, &who.click(message, "Move").unwrap(), true).await;
    let mut taps = 1;
    loop {
        taps += 1;
        let said = text_of(&picker);
        let buttons = labels_of(&picker);
        if let Some(confirm) = buttons.iter().find(|l| l.starts_with("Confirm")) {
            return (taps, who.click(&picker, confirm).unwrap());
        }
        let sent = match target {
            Tapped::Place(_, to, _) if said.contains("Where does") => who.select(&picker, to),
            Tapped::Place(_, _, Some(r)) if said.contains("Now remove") => who.select(&picker, r),
            Tapped::Place(colour, ..) => {
                let label = buttons.iter().find(|l| l.starts_with(colour.as_str())).unwrap();
                who.click(&picker, label)
            }
            Tapped::Capture(path) => who.select(&picker, &path.join(" → ")),
        };
        assert!(!options_of(&picker).is_empty() || !buttons.is_empty());
        picker = answered(discord, &sent.expect("the choice is offered"), true).await;
    }
}

/// `who` takes the whole course and its first game.
async fn take_the_course(discord: &FakeDiscord, who: &Person) {
    let course = answered(discord, &who.slash("learn", &[]), true).await;
    assert!(labels_of(&course).contains(&"Start lesson 1".to_string()), "{course}");
    let (mut from, mut label) = (course, "Start lesson 1".to_string());
    for lesson in 1..=8 {
        let mut exercise = answered(discord, &who.click(&from, &label).unwrap(), true).await;
        assert!(text_of(&exercise).contains(&format!("Lesson {lesson}:")), "{exercise}");
        let done = loop {
            let hint = answered(discord, &who.click(&exercise, "Hint").unwrap(), true).await;
            // The answer in words, followed as they say.
            let words = hidden(&text_of(&hint));
            let (taps, confirm) = tap(discord, who, &exercise, &Tapped::of_words(&words)).await;
            assert!(taps <= 5, "{taps} taps for {words}");
            let said = answered(discord, &confirm, true).await;
            assert!(text_of(&said).contains("Right:"), "{said}");
            if text_of(&said).contains("done:") {
                break said;
            }
            exercise = said;
        };
        assert!(text_of(&done).contains("★★★"), "{done}");
        label = match lesson {
            8 => "Play your first game".to_string(),
            n => format!("Next: lesson {}", n + 1),
        };
        from = done;
    }
    // The first game: each move the one the Hint shows.
    let started = answer(discord, &who.click(&from, &label).unwrap()).await;
    check!(started, !started.private() && started.content().contains("easy"));
    let mut board = until(|| {
        let public = discord.messages_in(who.channel).into_iter().rev();
        public
            .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
            .find(|m| labels_of(m).contains(&"Hint".to_string()))
    })
    .await;
    for _ in 0..60 {
        let hint = answered(discord, &who.click(&board, "Hint").unwrap(), true).await;
        let said = text_of(&hint);
        assert!(said.contains("Hint for game"), "{said}");
        // The engine's move in words, no notation, followed as they say.
        let target = Tapped::of_game_hint(&said);
        let before = discord.messages_in(who.channel).len();
        let (_, confirm) = tap(discord, who, &board, &target).await;
        let public = answer(discord, &confirm).await;
        check!(public, !public.private() && public.content().contains(target.landing()));
        if public.content().contains("wins**") || public.content().contains("Draw") {
            return;
        }
        let next = until(|| {
            discord.messages_in(who.channel).into_iter().skip(before + 1).find(|m| {
                let said = text_of(m);
                said.contains("your move") || said.contains("wins**") || said.contains("Draw")
            })
        })
        .await;
        if !text_of(&next).contains("your move") {
            return;
        }
        board = next;
    }
    panic!("the first game did not end in 60 moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newcomer_takes_the_course_by_taps_in_a_server() {
    let t = Table::new(950).await;
    take_the_course(&t.discord, &t.alice).await;
    let course = answered(&t.discord, &t.alice.slash("learn", &[]), true).await;
    assert!(
        course["embeds"][0]["title"].as_str().unwrap().contains("9 of 9"),
        "{course}"
    );
    t.discord.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newcomer_takes_the_course_by_taps_in_a_group_dm() {
    let mut t = Table::new(951).await;
    t.alice = t.discord.in_group_dm(1, "alice", 951);
    take_the_course(&t.discord, &t.alice).await;
    let stats = answer(&t.discord, &t.alice.slash("zertz stats", &[])).await;
    check!(stats, stats.content().contains("Course: 9 of 9 lessons"));
    t.discord.assert_no_violations();
}
