//! The move picker through the core: who may open it, Back, a chat that
//! takes no files, and the computer's turn after a picked move.
#![allow(clippy::unwrap_used)]

mod common;

use common::{at, button, check, choice, refused, shown, user, Table};
use zertz_bot::app::refusal::GameRefusal;
use zertz_bot::app::Refusal;
use zertz_data::{GameId, Reason, UserId};

#[tokio::test]
async fn only_the_player_to_move_opens_a_picker_and_the_others_are_told_whose_move_it_is() {
    let t = Table::new().await;
    let (alice, bob, carol) = (user(1, "alice"), user(2, "bob"), user(3, "carol"));
    let board = t.start(&alice, &bob, &[]).await;
    let open = button(&board, "Move");
    let told = t.click(&bob, &open).await;
    refused!(told, Refusal::Store(Reason::NotYourTurn { to_move: UserId(1) }));
    let told = shown(&told).clone();
    check!(told, told.text.contains(&at(1)));
    assert!(told.menus.is_empty() && told.buttons.is_empty());
    let watching = t.click(&carol, &open).await;
    refused!(
        watching,
        Refusal::Game(GameRefusal::OnlyWatching {
            game: GameId(1),
            to_move: UserId(1)
        })
    );
    let watching = shown(&watching).clone();
    check!(watching, watching.text.contains(&at(1)));
    let picker = t.click(&alice, &open).await;
    assert!(picker.update.is_none(), "the Move button opens a new message");
    let picker = shown(&picker).clone();
    check!(picker, picker.private && picker.text.contains("Choose the colour"));
    assert!(picker.board_of.is_none(), "a picker is not the game's board");
}

#[tokio::test]
async fn back_returns_to_the_step_before_and_nothing_is_played_until_confirm() {
    let t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let board = t.start(&alice, &bob, &[]).await;
    let colours = shown(&t.click(&alice, &button(&board, "Move")).await).clone();
    let rings = t.click(&alice, &choice(&colours, "Black")).await;
    assert!(rings.reply.is_none(), "each step edits the picker");
    let rings = shown(&rings).clone();
    assert_eq!(rings.menus.len(), 2, "37 rings need two menus of at most 25");
    assert!(rings.menus.iter().all(|m| m.options.len() <= 25));
    let back = shown(&t.click(&alice, &choice(&rings, "Back")).await).clone();
    assert_eq!(back.buttons.len(), 3, "the colours again: {}", back.text);
    let rings = shown(&t.click(&alice, &choice(&back, "White")).await).clone();
    let removals = shown(&t.click(&alice, &choice(&rings, "d4")).await).clone();
    check!(removals, removals.text.contains("goes on d4"));
    let ready = shown(&t.click(&alice, &choice(&removals, "a1")).await).clone();
    check!(ready, ready.text.contains("`Wd4,a1`"));
    assert_eq!(t.game_here().await.ply, 0, "nothing played before Confirm");
    let played = t.click(&alice, &choice(&ready, "Confirm Wd4,a1")).await;
    let public = played.reply.unwrap();
    check!(public, !public.private && public.text.contains("`Wd4,a1`"));
    assert!(played.outbox.is_some(), "owed through the outbox, as a typed move");
    assert_eq!(t.game_here().await.ply, 1);
    let next = button(&public, "Move");
    assert!(next.contains("g1.1"), "the next board's picker is for move 2: {next}");
}

#[tokio::test]
async fn where_no_files_are_taken_the_picker_shows_a_text_board() {
    let mut t = Table::new().await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let board = t.start(&alice, &bob, &[]).await;
    t.can_attach = false;
    let picker = shown(&t.click(&alice, &button(&board, "Move")).await).clone();
    assert!(picker.attachments.is_empty());
    check!(
        picker,
        picker.text.contains("```") && picker.text.contains("Choose the colour")
    );
}

#[tokio::test]
async fn a_picked_move_against_the_computer_starts_its_turn() {
    let t = Table::new().await;
    let alice = user(1, "alice");
    let computer = zertz_bot::app::User {
        id: zertz_data::UserId(999),
        name: "ZÈRTZ".into(),
        bot: true,
    };
    t.core.set_identity(computer.clone());
    let options = [
        ("opponent", zertz_bot::app::Value::User(computer)),
        ("first", common::text("me")),
        ("level", common::text("easy")),
    ];
    let started = t.slash(&alice, "zertz challenge", &options).await;
    t.shown(&started).await;
    let board = started.reply.unwrap();
    let mut step = shown(&t.click(&alice, &button(&board, "Move")).await).clone();
    let mut taps = 1;
    let played = loop {
        let first = step
            .menus
            .first()
            .map(|m| m.options[0].id)
            .unwrap_or(step.buttons[0].id)
            .to_string();
        let r = t.click(&alice, &first).await;
        taps += 1;
        if r.update.is_none() {
            break r;
        }
        step = shown(&r).clone();
    };
    assert!(taps <= 5);
    let game = t.game_here().await;
    assert_eq!(played.computer_turn, Some(game.id), "the computer moves next");
}
