//! The outbox: written with its change, delivered in order per channel,
//! retried, given up on visibly; and moves refused when sent too early.
#![allow(clippy::unwrap_used)]

use zertz_data::*;
use zertz_rules::Variant;

const A: ChannelId = ChannelId(1);
const B: ChannelId = ChannelId(2);
const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);

fn game(s: &mut Store) -> GameMeta {
    let c = s
        .challenges_mut()
        .create(&NewChallenge::between(A, (ALICE, "alice"), (BOB, "bob"), 0))
        .unwrap();
    s.challenges_mut().accept(c.id, BOB, false, 1).unwrap()
}

#[test]
fn a_message_commits_with_its_change_or_not_at_all() {
    let mut s = Store::open_scratch().unwrap();
    let g = game(&mut s);
    // The move is refused: its message is not kept either.
    let err = s
        .atomically(|s| {
            s.outbox_mut().enqueue(A, ("board", &[]), 0, 0)?;
            s.games_mut()
                .record_move(g.id, 0, BOB, &mv("Wd4,a1"), 5, Via::default())
        })
        .err()
        .unwrap();
    assert!(matches!(err, StoreError::Refused(Reason::NotYourTurn { .. })), "{err}");
    assert_eq!(s.outbox().counts().unwrap(), OutboxCounts::default());
    assert_eq!(s.games().meta(g.id).unwrap().ply, 0);
    // Accepted: both are there.
    s.atomically(|s| {
        s.games_mut()
            .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 5, Via::default())?;
        s.outbox_mut().enqueue(A, ("board", &[]), 0, 0)
    })
    .unwrap();
    assert_eq!(s.outbox().counts().unwrap().pending, 1);
    assert_eq!(s.games().meta(g.id).unwrap().ply, 1);
}

#[test]
fn a_waiting_message_is_rewritten_only_while_it_waits() {
    let mut s = Store::open_scratch().unwrap();
    let first = s.outbox_mut().enqueue(A, ("old words", &[]), 0, 0).unwrap();
    let second = s.outbox_mut().enqueue(B, ("more", &[1, 2, 3]), 0, 0).unwrap();
    assert_eq!(ids(s.outbox().pending().unwrap()), [first, second]);
    assert!(s.outbox_mut().rewrite(first, ("new words", &[0, 255])).unwrap());
    let row = s.outbox().row(first).unwrap().unwrap();
    assert_eq!(
        (row.payload.as_str(), row.files.as_slice()),
        ("new words", &[0, 255][..])
    );
    // Sent, it is what was sent: no longer rewritten, no longer waiting.
    assert!(s.outbox_mut().sent(second, None, 5).unwrap());
    assert!(!s.outbox_mut().rewrite(second, ("too late", &[])).unwrap());
    assert_eq!(s.outbox().row(second).unwrap().unwrap().payload, "more");
    assert_eq!(ids(s.outbox().pending().unwrap()), [first]);
}

#[test]
fn a_messages_files_wait_with_it_and_go_once_it_is_sent_or_given_up() {
    let mut s = Store::open_scratch().unwrap();
    let png = [0x89, b'P', b'N', b'G', 0, 255];
    let sent = s.outbox_mut().enqueue(A, ("board", &png), 0, 0).unwrap();
    let given_up = s.outbox_mut().enqueue(B, ("board", &png), 0, 0).unwrap();
    let words = s.outbox_mut().enqueue(B, ("words", &[]), 0, 0).unwrap();
    let claimed = s.outbox_mut().claim_due(0, 10, &me(), 60_000).unwrap();
    assert_eq!(ids(claimed.clone()), [sent, given_up]);
    assert!(claimed.iter().all(|r| r.files == png));
    // A retry keeps them.
    s.outbox_mut().failed(sent, "500", Ok(1)).unwrap();
    assert_eq!(s.outbox().row(sent).unwrap().unwrap().files, png);
    s.outbox_mut().sent(sent, Some(MessageId(9)), 2).unwrap();
    s.outbox_mut().failed(given_up, "403", Err(GiveUp::Refused)).unwrap();
    for id in [sent, given_up] {
        let row = s.outbox().row(id).unwrap().unwrap();
        assert!(row.files.is_empty(), "{id}: {row:?}");
        assert_eq!(row.payload, "board");
    }
    // Why it was given up is kept as its reason; a sent one has none.
    let kept = s.outbox().row(given_up).unwrap().unwrap();
    assert_eq!(
        (kept.status, kept.given_up),
        (OutboxStatus::Failed, Some(GiveUp::Refused))
    );
    assert_eq!(s.outbox().row(sent).unwrap().unwrap().given_up, None);
    assert!(s.outbox().row(words).unwrap().unwrap().files.is_empty());
    // Pruned with its row.
    assert_eq!(s.outbox_mut().prune(3).unwrap(), 1);
    assert!(s.outbox().row(sent).unwrap().is_none());
}

fn me() -> Owner {
    Owner("this process".into())
}

#[test]
fn a_claimed_message_goes_to_one_process_until_its_claim_lapses() {
    let mut s = Store::open_scratch().unwrap();
    let (one, two) = (Owner("one".into()), Owner("two".into()));
    let a1 = s.outbox_mut().enqueue(A, ("a1", &[]), 0, 0).unwrap();
    let a2 = s.outbox_mut().enqueue(A, ("a2", &[]), 0, 0).unwrap();
    let b1 = s.outbox_mut().enqueue(B, ("b1", &[]), 0, 0).unwrap();
    assert_eq!(ids(s.outbox_mut().claim_due(10, 1, &one, 100).unwrap()), [a1]);
    // The other process gets B, never A's second message before its first.
    assert_eq!(ids(s.outbox_mut().claim_due(10, 10, &two, 100).unwrap()), [b1]);
    assert_eq!(
        ids(s.outbox_mut().claim_due(20, 10, &two, 120).unwrap()),
        [b1],
        "its own again, as one process polls"
    );
    // One dies holding a1: once the claim lapses, two sends it, then a2.
    assert_eq!(ids(s.outbox_mut().claim_due(100, 10, &two, 200).unwrap()), [a1, b1]);
    assert!(s.outbox_mut().sent(a1, None, 101).unwrap());
    assert!(!s.outbox_mut().sent(a1, None, 102).unwrap(), "marked once");
    assert_eq!(ids(s.outbox_mut().claim_due(103, 10, &two, 200).unwrap()), [a2, b1]);
    assert!(s.outbox_mut().claim_due(103, 10, &one, 200).unwrap().is_empty());
    // A failed try is free for anyone after its backoff.
    s.outbox_mut().failed(a2, "500", Ok(150)).unwrap();
    assert_eq!(ids(s.outbox_mut().claim_due(150, 10, &one, 300).unwrap()), [a2]);
}

#[test]
fn claims_of_work_go_to_one_owner_until_released_or_lapsed() {
    let mut s = Store::open_scratch().unwrap();
    let (one, two) = (Owner("one".into()), Owner("two".into()));
    assert!(s.claims_mut().claim(ClaimKind::ComputerTurn, 7, &one, 100, 0).unwrap());
    assert!(
        !s.claims_mut().claim(ClaimKind::ComputerTurn, 7, &two, 100, 50).unwrap(),
        "held by one"
    );
    assert!(
        s.claims_mut().claim(ClaimKind::Analysis, 7, &two, 100, 50).unwrap(),
        "another kind is apart"
    );
    assert!(
        s.claims_mut().claim(ClaimKind::ComputerTurn, 7, &one, 200, 60).unwrap(),
        "its owner extends it"
    );
    assert!(
        !s.claims_mut()
            .claim(ClaimKind::ComputerTurn, 7, &two, 300, 150)
            .unwrap(),
        "extended to 200"
    );
    s.claims_mut().release(ClaimKind::ComputerTurn, 7, &two).unwrap();
    assert!(
        !s.claims_mut()
            .claim(ClaimKind::ComputerTurn, 7, &two, 300, 150)
            .unwrap(),
        "not two's to release"
    );
    s.claims_mut().release(ClaimKind::ComputerTurn, 7, &one).unwrap();
    assert!(
        s.claims_mut()
            .claim(ClaimKind::ComputerTurn, 7, &two, 300, 150)
            .unwrap(),
        "released"
    );
    assert!(
        s.claims_mut()
            .claim(ClaimKind::ComputerTurn, 7, &one, 400, 300)
            .unwrap(),
        "lapsed"
    );
}

/// The ids of `rows`.
fn ids(rows: Vec<OutboxRow>) -> Vec<OutboxId> {
    rows.iter().map(|r| r.id).collect()
}

/// The ids of the messages due at `now`, claimed for a second.
fn claimed(s: &mut Store, now: Millis) -> Vec<OutboxId> {
    ids(s.outbox_mut().claim_due(now, 10, &me(), now + 1_000).unwrap())
}

#[test]
fn messages_go_out_in_order_per_channel_after_their_hold_and_retries() {
    let mut s = Store::open_scratch().unwrap();
    let held = s.outbox_mut().enqueue(A, ("a1", &[]), 100, 0).unwrap();
    let a2 = s.outbox_mut().enqueue(A, ("a2", &[]), 0, 0).unwrap();
    let b1 = s.outbox_mut().enqueue(B, ("b1", &[]), 0, 0).unwrap();
    // a1 is held (the reply in place is being tried): a2 waits behind it.
    let due = claimed(&mut s, 10);
    assert_eq!(due, [b1]);
    s.outbox_mut().release(held, 10).unwrap();
    let due = claimed(&mut s, 10);
    assert_eq!(due, [held, b1]);
    // A failed try comes back after its backoff, still first in A.
    s.outbox_mut().failed(held, "500", Ok(50)).unwrap();
    let due = claimed(&mut s, 20);
    assert_eq!(due, [b1]);
    assert!(s.outbox_mut().sent(held, Some(MessageId(9)), 60).unwrap());
    assert!(
        !s.outbox_mut().sent(held, Some(MessageId(9)), 61).unwrap(),
        "marked once"
    );
    let due = claimed(&mut s, 60);
    assert_eq!(due, [a2, b1]);
    // Given up on: kept as failed, not pending, not lost.
    s.outbox_mut()
        .failed(b1, "403 missing access", Err(GiveUp::Refused))
        .unwrap();
    let row = s.outbox().row(b1).unwrap().unwrap();
    assert_eq!(row.status, OutboxStatus::Failed);
    assert_eq!(row.attempts, 1);
    assert_eq!(
        s.outbox().counts().unwrap(),
        OutboxCounts {
            pending: 1,
            sent: 1,
            failed: 1
        }
    );
    // Sent messages are forgotten after a while; the others are kept.
    assert_eq!(s.outbox_mut().prune(60).unwrap(), 0, "sent at 60: not before 60");
    assert_eq!(s.outbox_mut().prune(1_000).unwrap(), 1);
    assert_eq!(
        s.outbox().counts().unwrap().pending + s.outbox().counts().unwrap().failed,
        2
    );
}

#[test]
fn a_move_sent_before_the_last_move_was_recorded_is_stale() {
    let mut s = Store::open_scratch().unwrap();
    let g = game(&mut s);
    // Alice's move, interaction 100; the bot had seen up to 150.
    let via = |i: u64, h: u64| Via {
        interaction: Some(i),
        horizon: h,
    };
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 5, via(100, 150))
        .unwrap();
    // Bob clicked at 140, before Alice's move was recorded: stale.
    let err = s
        .games_mut()
        .record_move(g.id, 1, BOB, &mv("Gb2,g1"), 6, via(140, 160))
        .err()
        .unwrap();
    assert!(matches!(err, StoreError::Refused(Reason::Stale { ply: 1 })), "{err}");
    // At 151, after it: played.
    s.games_mut()
        .record_move(g.id, 1, BOB, &mv("Gb2,g1"), 7, via(151, 151))
        .unwrap();
    assert_eq!(s.games().max_horizon().unwrap(), 151);
    // The computer's moves have no interaction and are never stale.
    assert_eq!(s.games().meta(g.id).unwrap().ply, 2);
}

#[test]
fn once_the_board_is_shown_its_message_id_tells_stale_moves() {
    let mut s = Store::open_scratch().unwrap();
    let g = game(&mut s);
    let via = |i: u64| Via {
        interaction: Some(i),
        horizon: i,
    };
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 5, via(100))
        .unwrap();
    assert!(!s.games().is_shown(g.id, 1).unwrap());
    // The board after Alice's move appeared as message 300.
    s.games_mut().move_shown(g.id, 1, MessageId(300)).unwrap();
    assert!(s.games().is_shown(g.id, 1).unwrap());
    // Bob's click 250 came after Alice's interaction but before the board:
    // he had not seen it.
    let err = s
        .games_mut()
        .record_move(g.id, 1, BOB, &mv("Gb2,g1"), 6, via(250))
        .err()
        .unwrap();
    assert!(matches!(err, StoreError::Refused(Reason::Stale { .. })), "{err}");
    s.games_mut()
        .record_move(g.id, 1, BOB, &mv("Gb2,g1"), 7, via(301))
        .unwrap();
}

#[test]
fn a_takeback_removes_the_last_move_once_and_races_a_move_fairly() {
    let mut s = Store::open_scratch().unwrap();
    let g = game(&mut s);
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 5, Via::default())
        .unwrap();
    // Only Alice's own last move, and only while it is the last.
    let err = s.games_mut().take_back(g.id, 1, BOB, 1, 6).err().unwrap();
    assert!(matches!(err, StoreError::Refused(Reason::NothingToTakeBack)), "{err}");
    let loaded = s.games_mut().take_back(g.id, 1, ALICE, 1, 6).unwrap();
    assert_eq!(loaded.meta.ply, 0);
    assert!(loaded.moves.is_empty());
    assert_eq!(loaded.meta.takebacks, 1);
    // Played again; Bob's move and a takeback for the same ply race: the
    // first wins, the other is refused and changes nothing.
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Gd4,a1"), 7, Via::default())
        .unwrap();
    s.games_mut()
        .record_move(g.id, 1, BOB, &mv("Wc3,g1"), 8, Via::default())
        .unwrap();
    let err = s.games_mut().take_back(g.id, 1, ALICE, 1, 9).err().unwrap();
    assert!(matches!(err, StoreError::Refused(Reason::Conflict { .. })), "{err}");
    assert_eq!(s.games().meta(g.id).unwrap().ply, 2);
    assert!(
        s.games_mut().take_back(g.id, 2, ALICE, 3, 9).is_err(),
        "more moves than there are"
    );
}

const HOUR: Millis = 3_600_000;
const DAY: Millis = 24 * HOUR;

/// A timed game between Alice (first) and Bob in `channel`.
fn timed(s: &mut Store, channel: ChannelId, now: Millis) -> GameMeta {
    let c = s
        .challenges_mut()
        .create(&NewChallenge {
            guild: None,
            channel,
            challenger: (ALICE, "alice".into()),
            opponent: (BOB, "bob".into()),
            variant: Variant::STANDARD,
            first: FirstMover::Challenger,
            time_per_move: Some(3_600),
            now,
            expires_at: now + DAY,
        })
        .unwrap();
    s.challenges_mut().accept(c.id, BOB, false, now).unwrap()
}

#[test]
fn a_vacation_stops_the_clocks_and_a_move_ends_it_early() {
    let mut s = Store::open_scratch().unwrap();
    let t0 = 1_000 * DAY;
    let g = timed(&mut s, A, t0);
    let h = timed(&mut s, B, t0);
    s.games_mut()
        .record_move(h.id, 0, ALICE, &mv("Wd4,a1"), t0, Via::default())
        .unwrap(); // Bob to move in h.
    assert_eq!(s.games().meta(g.id).unwrap().deadline, Some(t0 + HOUR));
    // Alice goes away for 3 days: her clock in g stops; Bob's in h runs.
    let until = s.vacations_mut().start(ALICE, 3 * DAY, t0 + 10).unwrap();
    assert_eq!(until, t0 + 10 + 3 * DAY);
    assert_eq!(s.games().meta(g.id).unwrap().deadline, Some(t0 + HOUR + 3 * DAY));
    assert_eq!(s.games().meta(h.id).unwrap().deadline, Some(t0 + HOUR));
    let due: Vec<GameId> = s
        .clocks()
        .due_timeouts(t0 + 2 * HOUR)
        .unwrap()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert_eq!(due, [h.id], "alice cannot lose on time while away; bob can");
    // Bob moves in h: Alice's clock there starts when she is back.
    s.games_mut()
        .record_move(h.id, 1, BOB, &mv("Gb2,g1"), t0 + 20, Via::default())
        .unwrap();
    assert_eq!(s.games().meta(h.id).unwrap().deadline, Some(until + HOUR));
    assert!(matches!(
        s.vacations_mut().start(ALICE, DAY, t0 + 30),
        Err(StoreError::Refused(Reason::OnVacation { .. }))
    ));
    // Back early: her move in g ends the vacation; h gets the time back.
    let back = t0 + DAY;
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), back, Via::default())
        .unwrap();
    assert_eq!(s.vacations().until(ALICE, back + 1).unwrap(), None);
    assert_eq!(s.games().meta(h.id).unwrap().deadline, Some(back + HOUR));
    // A day (less 10 ms) used: 13 days and 10 ms left in the window.
    assert!(matches!(
        s.vacations_mut().start(ALICE, 14 * DAY, back + 2),
        Err(StoreError::Refused(Reason::VacationTooLong { left })) if left == 13 * DAY + 10
    ));
    s.vacations_mut().start(ALICE, 13 * DAY + 10, back + 2).unwrap();
}

/// A move as a person types it.
fn mv(text: &str) -> zertz_rules::MoveInput {
    text.parse::<zertz_rules::ParsedMove>().expect("notation").into()
}

#[test]
fn a_part_that_fails_is_undone_and_the_rest_of_its_transaction_stands() {
    let mut s = Store::open_scratch().unwrap();
    let g = game(&mut s);
    let board = s.outbox_mut().enqueue(A, ("board", &[]), 0, 0).unwrap();
    s.games_mut()
        .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 5, Via::default())
        .unwrap();
    let failed: Result<bool, StoreError> = s.atomically(|s| {
        let sent = s.outbox_mut().sent(board, Some(MessageId(7)), 10)?;
        let part = s.apart(|s| {
            s.games_mut().move_shown(g.id, 1, MessageId(7))?;
            s.games_mut().set_board_message(g.id, MessageId(7))?;
            Err::<(), StoreError>(Failure::Invalid("the part fails".into()).into())
        });
        assert!(part.is_err());
        Ok(sent)
    });
    assert!(failed.unwrap(), "marked sent");
    assert_eq!(s.outbox().row(board).unwrap().unwrap().status, OutboxStatus::Sent);
    assert!(
        !s.games().is_shown(g.id, 1).unwrap(),
        "the failed part's first write is undone"
    );
    assert_eq!(s.games().meta(g.id).unwrap().board_message_id, None, "and its second");
    // A part that succeeds commits with the rest.
    s.atomically(|s| s.apart(|s| s.games_mut().move_shown(g.id, 1, MessageId(8))))
        .unwrap();
    assert!(s.games().is_shown(g.id, 1).unwrap());
}

/// Where the bot may only answer, its messages wait for a token of that
/// chat: each token takes follow-ups while it lives, at most five where
/// only users installed the app, and a new token makes the chat's
/// waiting messages due at once.
#[test]
fn answer_only_chats_and_their_tokens() {
    let mut s = Store::open_scratch().unwrap();
    assert!(!s.answer_only().is_answer_only(A).unwrap());
    assert!(s.answer_only_mut().set_answer_only(A, true, 10).unwrap());
    assert!(!s.answer_only_mut().set_answer_only(A, true, 11).unwrap(), "already");
    assert!(s.answer_only().is_answer_only(A).unwrap() && !s.answer_only().is_answer_only(B).unwrap());
    // A message parked until a token comes, and one held for its answer
    // in place, which a token leaves alone.
    let parked = s
        .outbox_mut()
        .enqueue(A, ("board", &[]), 100 + WAITING_AHEAD + 1, 20)
        .unwrap();
    s.outbox_mut().enqueue(A, ("held", &[]), 130, 20).unwrap();
    let owner = Owner("test".into());
    assert!(s.outbox_mut().claim_due(100, 10, &owner, 200).unwrap().is_empty());
    s.answer_only_mut().keep_token("limited", A, true, 100).unwrap();
    let due = s.outbox_mut().claim_due(100, 10, &owner, 200).unwrap();
    assert_eq!(due.iter().map(|r| r.id).collect::<Vec<_>>(), [parked]);
    for _ in 0..LIMITED_FOLLOWUPS {
        assert_eq!(
            s.answer_only_mut().take_followup(A, 50).unwrap().as_deref(),
            Some("limited")
        );
    }
    assert_eq!(s.answer_only_mut().take_followup(A, 50).unwrap(), None, "five at most");
    s.answer_only_mut().keep_token("open", A, false, 120).unwrap();
    s.answer_only_mut().keep_token("old", A, false, 40).unwrap();
    assert_eq!(
        s.answer_only_mut().take_followup(A, 50).unwrap().as_deref(),
        Some("open"),
        "the newest live one"
    );
    s.answer_only_mut().drop_token("open").unwrap();
    assert_eq!(
        s.answer_only_mut().take_followup(A, 50).unwrap(),
        None,
        "the old one has expired"
    );
    assert_eq!(
        s.answer_only_mut().take_followup(B, 0).unwrap(),
        None,
        "another chat's tokens are its own"
    );
    assert_eq!(s.answer_only_mut().prune_tokens(100).unwrap(), 1);
    assert!(s.answer_only_mut().set_answer_only(A, false, 30).unwrap());
    assert!(!s.answer_only().is_answer_only(A).unwrap());
}

#[test]
fn gauges_count_waiting_messages_from_the_oldest_and_games_in_play() {
    let mut s = Store::open_scratch().unwrap();
    let none = s.gauges().unwrap();
    assert_eq!((none.waiting, none.oldest_waiting, none.active_games), (0, None, 0));
    let g = game(&mut s);
    let first = s.outbox_mut().enqueue(A, ("a1", &[]), 0, 100).unwrap();
    s.outbox_mut().enqueue(B, ("b1", &[]), 0, 250).unwrap();
    let two = s.gauges().unwrap();
    assert_eq!((two.waiting, two.oldest_waiting, two.active_games), (2, Some(100), 1));
    // Sent, the oldest no longer waits; a game that ends is no longer played.
    assert!(s.outbox_mut().sent(first, None, 300).unwrap());
    s.games_mut().resign(g.id, BOB, 400).unwrap();
    let one = s.gauges().unwrap();
    assert_eq!((one.waiting, one.oldest_waiting, one.active_games), (1, Some(250), 0));
}
