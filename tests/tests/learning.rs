//! Learning from one's mistakes through the fake Discord: a real game
//! played to its end and analysed; the card's button opens each player's
//! walk through their own marked moves; one is found with a move that is
//! not the engine's own choice but good enough, another missed twice and
//! shown; the bot is killed in the middle and the walk goes on; and
//! `/study practice` serves the missed move again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use zertz_e2e::bot::{answer, play_moves, start_game, str_opt, Table};
use zertz_e2e::{FakeDiscord, Person, Recorded, Sent, APP_ID};
use zertz_rules::{Move, Position, Record};

// The same helper the bot's own tests use.
#[path = "../../bot/tests/common/alternative.rs"]
mod alternative;
use alternative::good_alternative;

/// A short real standard game in which both players have marked moves.
const RECORD: usize = 45;
const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

/// The private answer to `sent`: at once, or after a deferral, the edit of
/// the placeholder (or the follow-up that replaces a public one) that is
/// not a progress note.
async fn private_answer(discord: &FakeDiscord, sent: &Sent) -> Recorded {
    let callback = answer(discord, sent).await;
    let found = if callback.kind() == 4 {
        callback
    } else {
        let follow_up = format!("/webhooks/{APP_ID}/{}", sent.token);
        discord
            .wait_for(callback.seq, Duration::from_secs(60), |r| {
                let edit =
                    r.edits_original() && r.path.contains(&sent.token) && !r.raw_content().starts_with("Checking");
                let posted = r.method == "POST" && r.path == follow_up;
                (edit && r.raw_content() != "…") || posted
            })
            .await
            .expect("the deferred answer")
    };
    assert!(found.private(), "{}", found.content());
    found
}

/// What `who`'s open practice asks, read from the database: the position
/// and the move played there, and the analysis's budget.
fn asked(t: &Table, who: &Person) -> (Position, Move, u64, usize) {
    let s = zertz_data::Store::open(t.db()).unwrap();
    let open = s
        .practice()
        .open(zertz_data::UserId(who.id))
        .unwrap()
        .expect("a practice open");
    let loaded = s.games().load(open.game).unwrap();
    let stored = s.analyses().analysis(open.game).unwrap().unwrap().result.unwrap();
    let json: serde_json::Value = serde_json::from_str(&stored).unwrap();
    let budget = json["budget"].as_u64().unwrap();
    let pos = loaded.game.positions()[open.current() - 1];
    let played = loaded.game.moves()[open.current() - 1];
    (pos, played, budget, open.steps.len())
}

/// `who` answers their open practice with `m`.
async fn answer_with(t: &Table, who: &Person, pos: &Position, m: &Move) -> Recorded {
    let sent = who.slash("zertz move", &[("notation", str_opt(&pos.notation(m)))]);
    private_answer(&t.discord, &sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_learns_from_their_mistakes_across_a_restart_and_practises_the_missed_one() {
    let mut t = Table::new(80).await;
    let record = Record::parse(RECORDS.lines().nth(RECORD).unwrap()).unwrap();
    start_game(&t.discord, &t.alice, &t.bob, "standard").await;
    play_moves(&t.discord, &t.alice, &t.bob, &record.moves).await;
    assert!(record.replay().unwrap().is_over(), "the record ends on the board");

    let mark = t.discord.mark();
    let sent = t.alice.slash("study analyse", &[]);
    let card = t
        .discord
        .wait_for(mark, Duration::from_secs(120), |r| {
            r.has_embed_titled("Analysis of game #") && !r.buttons().is_empty()
        })
        .await
        .expect("the analysis, with its button");
    assert!(card.buttons().iter().any(|(l, _)| l == "Learn from your mistakes"));
    let message = t.discord.original(&sent).expect("the analysis message");

    // Alice: found with a good move that is not the engine's first choice.
    let click = t.alice.click(&message, "Learn from your mistakes").unwrap();
    let opened = private_answer(&t.discord, &click).await;
    assert!(opened.content().contains("**Mistake 1 of "), "{}", opened.content());
    assert!(opened.png_size().is_some(), "the board as it stood");
    let mut found = false;
    loop {
        let (pos, played, budget, left) = asked(&t, &t.alice);
        match good_alternative(&pos, budget).filter(|_| !found) {
            Some(m) => {
                let r = answer_with(&t, &t.alice, &pos, &m).await;
                assert!(r.content().contains("is good enough"), "{}", r.content());
                found = true;
            }
            None => {
                answer_with(&t, &t.alice, &pos, &played).await;
                let r = answer_with(&t, &t.alice, &pos, &played).await;
                assert!(r.content().contains("The better move was"), "{}", r.content());
            }
        }
        if left == 1 {
            break;
        }
    }
    assert!(found, "one of alice's mistakes had a good alternative");

    // Bob: a wrong answer, the bot killed and restarted, the walk goes on
    // at the same move with one try left; missed and shown.
    let click = t.bob.click(&message, "Learn from your mistakes").unwrap();
    let opened = private_answer(&t.discord, &click).await.content();
    // "**Mistake 1 of 2**: move 14 of game #1."
    let first_move: String = opened
        .split("**: move ")
        .nth(1)
        .map(|r| r.chars().take_while(char::is_ascii_digit).collect())
        .expect("the move's number");
    let (pos, played, ..) = asked(&t, &t.bob);
    let once = answer_with(&t, &t.bob, &pos, &played).await;
    assert!(once.content().contains("One more try"), "{}", once.content());
    t.kill();
    t.restart().await;
    let again = private_answer(&t.discord, &t.bob.slash("study mistakes", &[])).await;
    assert!(again.content().contains("One try left"), "{}", again.content());
    let missed = answer_with(&t, &t.bob, &pos, &played).await;
    assert!(missed.content().contains("The better move was"), "{}", missed.content());
    assert!(
        missed.files.iter().any(|(n, _)| n.ends_with("-better.png")),
        "the better move drawn"
    );

    // Bob misses the rest of his walk too; practice then serves his first.
    let mut last = missed;
    while !last.content().contains(" found**") {
        let (pos, played, ..) = asked(&t, &t.bob);
        answer_with(&t, &t.bob, &pos, &played).await;
        last = answer_with(&t, &t.bob, &pos, &played).await;
    }
    let served = private_answer(&t.discord, &t.bob.slash("study practice", &[])).await;
    let text = served.content();
    assert!(text.contains("**From your practice set**"), "{text}");
    assert!(
        text.contains(&format!("**: move {first_move} of game")),
        "{first_move}: {text}"
    );
}
