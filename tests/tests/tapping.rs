//! Playing by taps alone, through the fake Discord: the Move button under
//! a board opens a private picker, each choice edits it, Confirm plays the
//! move and answers with the public board; in a server and in a group DM
//! where only the players installed the app, against a person and
//! against the computer. A picker left open after the position changed,
//! and Confirm tapped twice, play nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use zertz_e2e::bot::{answer, challenge_the_computer, click_answer, str_opt, until, Table};
use zertz_e2e::{check, labels_of, options_of, text_of, FakeDiscord, Person, Sent};
use zertz_rules::{Game, Move, Position};

/// Whether `message` is a public board that waits for a move.
fn waits(message: &Value) -> bool {
    let private = message["flags"].as_u64().unwrap_or(0) & 64 != 0;
    !private && labels_of(message).iter().any(|l| l == "Move")
}

/// The newest public board in `channel` that waits for a move.
fn newest_board(discord: &FakeDiscord, channel: u64) -> Value {
    discord
        .messages_in(channel)
        .into_iter()
        .rev()
        .find(waits)
        .expect("a board with a Move button")
}

/// The picker `who` sees after `sent`, checked private.
async fn picker_after(discord: &FakeDiscord, sent: &Sent, kind: u64) -> Value {
    let r = answer(discord, sent).await;
    // A new picker is private; each step edits it, which keeps it so.
    check!(r, r.kind() == kind && (kind == 7 || r.private()));
    assert!(r.png_size().is_some(), "each step shows its board");
    discord.original(sent).unwrap()
}

/// Taps as `who` towards `m` (or, with `None`, wherever the first
/// choices lead): Move under the newest board, then a choice a step, up
/// to Confirm. Returns the taps (Confirm counted), the picker showing
/// Confirm and the Confirm button's label.
async fn tap_to_confirm(discord: &FakeDiscord, who: &Person, to: Option<(&Position, Move)>) -> (usize, Value, String) {
    let board = newest_board(discord, who.channel);
    let open = who.click(&board, "Move").unwrap();
    let mut picker = picker_after(discord, &open, 4).await;
    let mut taps = 1;
    loop {
        taps += 1;
        let said = text_of(&picker);
        let buttons = labels_of(&picker);
        if let Some(confirm) = buttons.iter().find(|l| l.starts_with("Confirm")) {
            if let Some((pos, m)) = to {
                assert_eq!(confirm, &format!("Confirm {}", pos.notation(&m)), "{said}");
            }
            let confirm = confirm.clone();
            return (taps, picker, confirm);
        }
        let options = options_of(&picker);
        let sent = match to {
            None => match options.first() {
                Some((_, label, _)) => who.select(&picker, label),
                None => who.click(&picker, &buttons[0]),
            },
            Some((pos, m)) => match m {
                // A capture is listed by the squares its marble visits.
                Move::Capture(_) => {
                    let path: Vec<String> = pos.effect(&m).path.iter().map(ToString::to_string).collect();
                    who.select(&picker, &path.join(" → "))
                }
                Move::Place { colour, .. } if options.is_empty() => {
                    let name = colour.name();
                    let capital = name[..1].to_uppercase() + &name[1..];
                    let label = buttons.iter().find(|l| l.starts_with(&capital)).unwrap();
                    who.click(&picker, label)
                }
                Move::Place { to, .. } if said.contains("Where does") => who.select(&picker, &to.to_string()),
                Move::Place { remove, .. } => who.select(&picker, &remove.unwrap().to_string()),
                Move::Pass => panic!("a pass is ready at once: {said}"),
            },
        };
        picker = picker_after(discord, &sent.expect("the choice is offered"), 7).await;
    }
}

/// As [`tap_to_confirm`], then Confirm: the taps and the Confirm sent.
async fn tap_a_move(discord: &FakeDiscord, who: &Person, to: Option<(&Position, Move)>) -> (usize, Sent) {
    let (taps, picker, confirm) = tap_to_confirm(discord, who, to).await;
    (taps, who.click(&picker, &confirm).unwrap())
}

/// The public boards in `channel` that wait for a move.
fn boards(discord: &FakeDiscord, channel: u64) -> usize {
    discord.messages_in(channel).iter().filter(|m| waits(m)).count()
}

/// A whole real game played by taps alone between `a` (first) and `b`,
/// once its first board waits: each move at most five taps, a capture at
/// most three, and each Confirm answered with the public board.
async fn tap_a_whole_game(discord: &FakeDiscord, a: &Person, b: &Person, game: &Game) -> Value {
    let mut last = None;
    for (pos, m) in game.positions().iter().zip(game.moves()) {
        let (who, next) = if pos.turn().index() == 0 { (a, b) } else { (b, a) };
        // Only the player to move may pick: the other is told privately.
        let board = newest_board(discord, who.channel);
        let peek = next.click(&board, "Move").unwrap();
        let told = answer(discord, &peek).await;
        check!(told, told.private() && told.content().contains("not your turn"));
        let (taps, confirm) = tap_a_move(discord, who, Some((pos, *m))).await;
        assert!(taps <= if m.is_capture() { 3 } else { 5 }, "{taps} taps");
        let public = answer(discord, &confirm).await;
        check!(
            public,
            public.kind() == 4 && !public.private() && public.content().contains(&pos.notation(m))
        );
        if !public.content().contains("wins**") {
            assert_eq!(public.mentioned_users(), [next.id], "the next player is pinged");
        }
        last = Some(public);
    }
    let last = last.unwrap();
    check!(last, last.content().contains("wins**"));
    last.json
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_by_taps_in_a_server() {
    let channel = 900;
    let t = Table::new(channel).await;
    start(&t, "standard").await;
    let game = short_game("standard");
    tap_a_whole_game(&t.discord, &t.alice, &t.bob, &game).await;
    let history = answer(&t.discord, &t.alice.slash("study history", &[])).await;
    check!(
        history,
        history.content().contains(&game.move_notations()[game.ply() - 1])
    );
    t.discord.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_by_taps_in_a_group_dm() {
    let channel = 901;
    let mut t = Table::new(channel).await;
    t.alice = t.discord.in_group_dm(1, "alice", channel);
    t.bob = t.discord.in_group_dm(2, "bob", channel);
    start(&t, "tournament").await;
    tap_a_whole_game(&t.discord, &t.alice, &t.bob, &short_game("tournament")).await;
    t.discord.assert_no_violations();
}

/// Against the computer, taking the first choice of each step: the
/// computer's replies bring the next board, until the game ends.
async fn tap_against_the_computer(t: &Table) {
    let started = answer(&t.discord, &challenge_the_computer(&t.alice, "me")).await;
    check!(started, started.content().contains("against the computer"));
    for _ in 0..80 {
        let before = t.discord.messages_in(t.alice.channel).len();
        let (taps, confirm) = tap_a_move(&t.discord, &t.alice, None).await;
        assert!(taps <= 5);
        let public = answer(&t.discord, &confirm).await;
        check!(public, public.kind() == 4 && !public.private());
        if public.content().contains("wins**") || public.content().contains("Draw") {
            return;
        }
        // The computer's reply: a board that waits for alice, or the end.
        let reply = until(|| {
            let after = t.discord.messages_in(t.alice.channel);
            after.into_iter().skip(before + 1).find(|m| {
                let said = text_of(m);
                said.contains("your move") || said.contains("wins**") || said.contains("Draw")
            })
        })
        .await;
        if !text_of(&reply).contains("your move") {
            return;
        }
    }
    panic!("the game did not end in 80 moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_is_played_by_taps_in_a_server_and_in_a_group_dm() {
    let t = Table::new(902).await;
    tap_against_the_computer(&t).await;
    let mut t = Table::new(903).await;
    t.alice = t.discord.in_group_dm(1, "alice", 903);
    tap_against_the_computer(&t).await;
    t.discord.assert_no_violations();
}

/// Confirm tapped twice plays one move; a picker left open while the
/// position changed plays nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_picker_and_a_double_confirm_play_nothing() {
    let channel = 904;
    let t = Table::new(channel).await;
    start(&t, "standard").await;
    let game = short_game("standard");
    let (pos, m) = (&game.positions()[0], game.moves()[0]);
    let (_, picker, confirm) = tap_to_confirm(&t.discord, &t.alice, Some((pos, m))).await;
    let first = t.alice.click(&picker, &confirm).unwrap();
    let again = t.alice.click(&picker, &confirm).unwrap();
    // The two taps race: either may be the one that plays, and the other
    // may wait for the first one's board to be shown, long enough to be
    // acknowledged first.
    let answers = [
        click_answer(&t.discord, &first).await,
        click_answer(&t.discord, &again).await,
    ];
    let played = answers.iter().filter(|a| a.new_message() && !a.private()).count();
    let said = answers.iter().filter(|a| a.content().contains("was recorded")).count();
    assert_eq!(
        (played, said),
        (1, 1),
        "one tap plays, the other is told it was recorded"
    );
    until(|| (boards(&t.discord, channel) == 2).then_some(())).await;

    // Bob taps up to Confirm, then types the move instead: his picker's
    // Confirm then plays nothing more.
    let (pos, m) = (&game.positions()[1], game.moves()[1]);
    let (_, stale, confirm) = tap_to_confirm(&t.discord, &t.bob, Some((pos, m))).await;
    let typed = t.bob.slash("zertz move", &[("notation", str_opt(&pos.notation(&m)))]);
    answer(&t.discord, &typed).await;
    let late = t.bob.click(&stale, &confirm).unwrap();
    let said = answer(&t.discord, &late).await;
    // The picker itself says so, and closes.
    check!(said, said.kind() == 7 && said.content().contains("was recorded"));
    assert!(said.buttons().is_empty());

    // Alice's picker, left open while she types another move: nothing.
    let (pos, m) = (&game.positions()[2], game.moves()[2]);
    let (_, open, confirm) = tap_to_confirm(&t.discord, &t.alice, Some((pos, m))).await;
    let other = pos.legal_moves().as_slice().iter().copied().find(|o| *o != m).unwrap();
    let typed = t
        .alice
        .slash("zertz move", &[("notation", str_opt(&pos.notation(&other)))]);
    answer(&t.discord, &typed).await;
    until(|| (boards(&t.discord, channel) == 4).then_some(())).await;
    let late = t.alice.click(&open, &confirm).unwrap();
    let said = answer(&t.discord, &late).await;
    check!(
        said,
        said.private()
            && said.content().contains("The position has changed")
            && said.content().contains("nothing was played")
    );
    let history = answer(&t.discord, &t.alice.slash("study history", &[])).await;
    check!(
        history,
        history.content().contains(&format!("  2. {}", pos.notation(&other))) && !history.content().contains("  3. ")
    );
    assert_eq!(boards(&t.discord, channel), 4, "the stale Confirm posted nothing");
    t.discord.assert_no_violations();
}

/// Alice challenges bob to `variant`, alice first; bob accepts.
async fn start(t: &Table, variant: &str) {
    let sent = t.alice.slash(
        "zertz challenge",
        &[
            ("opponent", t.bob.as_opt()),
            ("variant", str_opt(variant)),
            ("first", str_opt("me")),
        ],
    );
    answer(&t.discord, &sent).await;
    let accept = t.bob.click(&t.discord.original(&sent).unwrap(), "Accept").unwrap();
    answer(&t.discord, &accept).await;
    until(|| (boards(&t.discord, t.alice.channel) > 0).then_some(())).await;
}

/// The shortest won real game of `variant` with a capture in it.
fn short_game(variant: &str) -> Game {
    include_str!("../../rules/tests/data/boardspace-1000.tsv")
        .lines()
        .filter_map(|l| zertz_rules::Record::parse(l).ok())
        .filter(|r| r.variant.name() == variant && matches!(r.result.as_deref(), Some("P0" | "P1")))
        .filter(|r| r.moves.iter().any(|m| m.starts_with('x')))
        .filter_map(|r| r.replay().ok())
        .filter(|g| g.is_over())
        .min_by_key(Game::ply)
        .expect("a real game")
}
