//! The course through the core, as a newcomer takes it: `/learn`, every
//! lesson by taps alone (each answer read from the hint, which hides it
//! behind a spoiler), then the first game against the computer at its
//! easiest, each move the one its Hint shows; the course's progress in
//! `/learn` and `/zertz stats`. Wrong and illegal answers are explained
//! on the board, and only the wrong ones count.
#![allow(clippy::unwrap_used)]

mod common;

use common::{check, refused, text, user, Table};
use common::{choice, hidden_answer, shown, Tapped};
use zertz_bot::app::refusal::LessonRefusal;
use zertz_bot::app::{Refusal, Reply, Response, User};

fn the_bot() -> User {
    User {
        bot: true,
        ..User::person(999, "ZÈRTZ")
    }
}

fn private(r: &Response) -> &Reply {
    let reply = shown(r);
    check!(reply, reply.private);
    reply
}

/// Whether `reply` carries a button labelled `label`.
fn has_button(reply: &Reply, label: &str) -> bool {
    reply.buttons.iter().any(|b| b.label == label)
}

/// Solves every exercise of the lesson `first` shows, each by taps on
/// the move its hint hides; returns the message that closes the lesson.
async fn solve_lesson(t: &Table, who: &User, first: Reply) -> Reply {
    let mut exercise = first;
    loop {
        check!(
            exercise,
            exercise.private
                && exercise.text.contains("Your goal")
                && exercise.attachments.len() == 1
                && has_button(&exercise, "Move")
        );
        let hint = t.click(who, &choice(&exercise, "Hint")).await;
        // The answer in words, followed as they say.
        let answer = hidden_answer(&private(&hint).text);
        let (taps, r) = t.tap(who, &exercise, &Tapped::of_words(&answer)).await;
        assert!(taps <= 5, "{taps} taps for {answer}");
        let said = private(&r).clone();
        check!(said, said.text.contains("Right:") && said.text.contains(&answer));
        if said.text.contains("done:") {
            return said;
        }
        exercise = said;
    }
}

#[tokio::test]
async fn a_newcomer_takes_the_whole_course_by_taps_then_plays_a_first_game() {
    let t = Table::new().await;
    t.core.set_identity(the_bot());
    let alice = user(1, "alice");
    let course = t.slash(&alice, "learn", &[]).await;
    let course = private(&course).clone();
    check!(
        course,
        course.text.contains("1.") && course.text.contains("9.") && has_button(&course, "Start lesson 1")
    );
    assert_eq!(course.menus[0].options.len(), 9, "a menu of every lesson");
    let mut next = course;
    let mut label = "Start lesson 1".to_string();
    for lesson in 1..=8 {
        let r = t.click(&alice, &choice(&next, &label)).await;
        let first = private(&r).clone();
        check!(first, first.text.contains(&format!("**Lesson {lesson}:")));
        let done = solve_lesson(&t, &alice, first).await;
        check!(
            done,
            done.text.contains(&format!("Lesson {lesson} done:")) && done.text.contains("★★★")
        );
        label = match lesson {
            8 => "Play your first game".to_string(),
            n => format!("Next: lesson {}", n + 1),
        };
        next = done;
    }
    let stats = t.slash(&alice, "zertz stats", &[]).await;
    check!(
        stats.reply.as_ref().unwrap(),
        stats
            .reply
            .as_ref()
            .unwrap()
            .text
            .contains("Course: 8 of 9 lessons, 24 stars")
    );

    // The last lesson: a game against the computer at its easiest, here.
    let started = t.click(&alice, &choice(&next, &label)).await;
    let mut board = started.reply.clone().unwrap();
    check!(
        board,
        !board.private && board.text.contains("easy") && has_button(&board, "Hint") && has_button(&board, "Move")
    );
    let game = t.game_here().await.id;
    for _ in 0..60 {
        let hint = t.click(&alice, &choice(&board, "Hint")).await;
        let said = private(&hint).text.clone();
        assert!(said.contains(&format!("Hint for game #{game}")), "{said}");
        // The engine's move in words, no notation, followed as they say.
        let target = Tapped::of_game_hint(&said);
        let (_, played) = t.tap(&alice, &board, &target).await;
        let public = played.reply.clone().unwrap();
        check!(public, !public.private && public.text.contains(target.landing()));
        if played.computer_turn.is_none() {
            break;
        }
        let post = t.core.computer_turn(game, t.now).await.unwrap();
        board = post.reply;
        if !has_button(&board, "Move") {
            break;
        }
    }
    let meta = t.core.store().call(move |s| s.games().meta(game)).await.unwrap();
    assert!(!meta.is_active(), "the first game ended");
    // Following every hint wins it (995 games in 1,000: `hint_match`).
    let winner = meta.outcome.and_then(|o| o.winner()).map(|w| meta.players[w.index()]);
    assert_eq!(winner, Some(alice.id), "{meta:?}");
    let course = t.slash(&alice, "learn", &[]).await;
    let course = private(&course).clone();
    check!(
        course,
        course.card.as_ref().unwrap().title.contains("9 of 9") && course.buttons.is_empty()
    );
    let stats = t.slash(&alice, "zertz stats", &[]).await;
    let stats = stats.reply.unwrap();
    check!(
        stats,
        stats.text.contains("Course: 9 of 9 lessons") && stats.text.contains("finished")
    );
}

#[tokio::test]
async fn wrong_answers_are_explained_on_the_board_and_illegal_ones_count_for_nothing() {
    let t = Table::new().await;
    let alice = user(1, "alice");
    let r = t.slash(&alice, "learn", &[("lesson", text("4"))]).await;
    let first = private(&r).clone();
    let hint = t.click(&alice, &choice(&first, "Hint")).await;
    let answer = hidden_answer(&private(&hint).text);
    let (_, r) = t.tap(&alice, &first, &Tapped::of_words(&answer)).await;
    let second = private(&r).clone();

    // A placement that cuts c6 and d7 off while c6 is vacant (R4.3).
    let wrong = t.play(&alice, "Wc3,d6").await;
    check!(
        wrong,
        wrong.private && wrong.text.contains("Not yet") && wrong.text.contains("R4.3") && wrong.attachments.len() == 1
    );
    // The picker opened before it is stale now.
    let stale = t.click(&alice, &choice(&second, "Move")).await;
    check!(private(&stale), private(&stale).text.contains("not the latest"));
    // A ring that is not there is refused by the rules, and not counted.
    let illegal = t.play(&alice, "Wa1,d6").await;
    check!(
        illegal,
        illegal.text.contains("Not allowed") && illegal.text.contains("(R")
    );
    let (_, r) = t.tap_notation(&alice, &wrong, "Wc6,d6 x Wc6Bd7").await;
    let third = private(&r).clone();
    let hint = t.click(&alice, &choice(&third, "Hint")).await;
    let answer = hidden_answer(&private(&hint).text);
    let (_, r) = t.tap(&alice, &third, &Tapped::of_words(&answer)).await;
    let done = private(&r).clone();
    // Three exercises in four answers: one wrong, two stars.
    check!(
        done,
        done.text.contains("Lesson 4 done:") && done.text.contains("★★☆") && done.text.contains("4 answers")
    );
    let r = t.slash(&alice, "learn", &[("lesson", text("10"))]).await;
    refused!(r, Refusal::Lesson(LessonRefusal::NoSuchLesson { .. }));
}

#[tokio::test]
async fn a_first_challenge_points_to_the_course_and_help_and_rules_do_too() {
    let (t, alice, bob) = Table::with_game().await;
    let (carol, dave) = (user(3, "carol"), user(4, "dave"));
    let r = t
        .slash(
            &carol,
            "zertz challenge",
            &[("opponent", zertz_bot::app::Value::User(dave))],
        )
        .await;
    let challenge = r.reply.unwrap();
    check!(challenge, challenge.text.contains("/learn"));
    t.slash(&bob, "zertz resign", &[]).await;
    let r = t
        .slash(
            &alice,
            "zertz challenge",
            &[("opponent", zertz_bot::app::Value::User(bob.clone()))],
        )
        .await;
    let again = r.reply.unwrap();
    check!(again, !again.text.contains("/learn"));
    for name in ["zertz help", "zertz rules"] {
        let r = t.slash(&alice, name, &[]).await;
        check!(
            r.reply.as_ref().unwrap(),
            r.reply.as_ref().unwrap().text.contains("/learn")
        );
    }
}

/// A lesson's hint hides its answer twice, in words and drawn: the words
/// behind a spoiler, the picture as a spoiler below the exercise's board.
#[tokio::test]
async fn a_hint_hides_its_answer_in_words_and_drawn() {
    let t = Table::new().await;
    let alice = user(1, "alice");
    let r = t.slash(&alice, "learn", &[("lesson", text("2"))]).await;
    let exercise = private(&r).clone();
    let hint = t.click(&alice, &choice(&exercise, "Hint")).await;
    let hint = private(&hint).clone();
    let words = hidden_answer(&hint.text);
    check!(hint, words.contains("jumps over") && !words.contains('`'));
    let names: Vec<&str> = hint.attachments.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["zertz-lesson.png", "SPOILER_zertz-answer.png"]);
    assert_eq!(hint.card.unwrap().image.as_deref(), Some("zertz-lesson.png"));
}
