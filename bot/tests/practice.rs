//! Learning from one's mistakes through the core: a real game played to
//! the end and analysed; each player's walk through their own marked
//! moves, opened from the analysis card's button; one move found with a
//! move that is not the engine's own choice but good enough, others
//! missed twice and shown; the walk kept across a restart; the practice
//! set serving a missed move again; completions and stats.
#![allow(clippy::unwrap_used)]

mod common;

use common::{button, check, good_alternative, text, user, Table};
use zertz_bot::app::{Core, Reply, Response, User, Value};
use zertz_data::{AsyncStore, GameId, OpenPractice, PracticeKind};
use zertz_rules::{Move, Position, Record};

/// A short real standard game in which both players have marked moves.
const RECORD: usize = 45;
const RECORDS: &str = include_str!("../../rules/tests/data/boardspace-1000.tsv");

fn private(r: Response) -> Reply {
    let reply = r.reply.unwrap();
    check!(reply, reply.private);
    reply
}

/// Plays record [`RECORD`] between alice (first) and bob to its end.
async fn play_the_record(t: &Table, alice: &User, bob: &User) -> GameId {
    let record = Record::parse(RECORDS.lines().nth(RECORD).unwrap()).unwrap();
    let game = record.replay().unwrap();
    t.start(alice, bob, &[]).await;
    let id = t.game_here().await.id;
    for (pos, m) in game.positions().iter().zip(game.moves()) {
        let who = if pos.turn() == zertz_rules::Player::First {
            alice
        } else {
            bob
        };
        let r = t
            .slash(who, "zertz move", &[("notation", text(&pos.notation(m)))])
            .await;
        t.shown(&r).await;
        let reply = r.reply.unwrap();
        check!(reply, !reply.private);
    }
    if !game.is_over() {
        let loser = if game.position().turn() == zertz_rules::Player::First {
            alice
        } else {
            bob
        };
        t.slash(loser, "zertz resign", &[]).await;
    }
    id
}

/// What `who`'s open practice asks: the position and the analysis's move.
async fn asked(t: &Table, who: &User) -> (OpenPractice, Position, Move, u64) {
    let id = who.id;
    let (open, loaded, stored) = t
        .core
        .store()
        .read(move |s| {
            let open = s.practice().open(id)?.unwrap();
            let loaded = s.games().load(open.game)?;
            let stored = s.analyses().analysis(open.game)?.unwrap().result.unwrap();
            Ok((open, loaded, stored))
        })
        .await
        .unwrap();
    let summary = zertz_bot::app::read_analysis(&stored, &loaded.game).unwrap();
    let judged = summary.marked.iter().find(|m| m.number == open.current()).unwrap();
    let pos = loaded.game.positions()[judged.number - 1];
    (open, pos, judged.played, summary.budget)
}

/// Answers `who`'s open walk to its end: the first move with a good
/// alternative found with it (if `find`), every other one missed twice.
/// Returns the replies of the last answer, whether one was found, and
/// the moves missed.
async fn walk(t: &Table, who: &User, mut find: bool) -> (Reply, bool, Vec<usize>) {
    let mut found = false;
    let mut missed = Vec::new();
    loop {
        let (open, pos, played, budget) = asked(t, who).await;
        let alternative = if find { good_alternative(&pos, budget) } else { None };
        let notation = |m: &Move| text(&pos.notation(m));
        if let Some(m) = alternative {
            let r = private(t.slash(who, "zertz move", &[("notation", notation(&m))]).await);
            check!(
                r,
                r.text.contains("is good enough") && r.text.contains("The engine expects")
            );
            (found, find) = (true, false);
            if open.steps.len() == 1 {
                return (r, found, missed);
            }
            continue;
        }
        let once = private(t.slash(who, "zertz move", &[("notation", notation(&played))]).await);
        check!(
            once,
            once.text.contains("is the move you played") && once.text.contains("One more try")
        );
        let twice = private(t.slash(who, "zertz move", &[("notation", notation(&played))]).await);
        check!(twice, twice.text.contains("The better move was"));
        assert!(
            twice.attachments.iter().any(|a| a.name.ends_with("-better.png")),
            "drawn"
        );
        missed.push(open.current());
        if open.steps.len() == 1 {
            return (twice, found, missed);
        }
        check!(twice, twice.text.contains("**Mistake "));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_walks_through_their_mistakes_and_practises_the_ones_missed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let core_on_file = || async { Core::new(AsyncStore::open(path.clone()).await.unwrap()).unwrap() };
    let mut t = Table {
        core: core_on_file().await,
        ..Table::new().await
    };
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let id = play_the_record(&t, &alice, &bob).await;

    // Before an analysis, there is nothing to walk through.
    let early = private(t.slash(&alice, "study mistakes", &[]).await);
    check!(early, early.text.contains("has not been analysed yet"));
    let analysed = t.slash(&alice, "study analyse", &[]).await;
    t.shown(&analysed).await;
    let card = analysed.reply.unwrap();
    let learn = button(&card, "Learn from your mistakes");

    // Alice, from the card's button: one found, the rest missed.
    let first = private(t.click(&alice, &learn).await);
    check!(
        first,
        first.text.contains("**Learn from your mistakes** in game #") && first.text.contains("**Mistake 1 of ")
    );
    assert!(
        first.card.as_ref().is_some_and(|c| c.image.is_some()),
        "the board as it stood"
    );
    // A second click shows the walk where it stands; it does not start it again.
    let again = private(t.click(&alice, &learn).await);
    check!(
        again,
        !again.text.contains("**Learn from your mistakes**") && again.text.contains("**Mistake 1 of ")
    );
    let (end, alice_found, alice_missed) = walk(&t, &alice, true).await;
    check!(end, end.text.contains("found**"));
    assert!(alice_found, "alice found a move with a good alternative");

    // Carol did not play: no walk for her.
    let carol = user(3, "carol");
    let refused = private(t.click(&carol, &learn).await);
    check!(refused, refused.text.contains("You did not play in game #"));

    // Bob, by command; a restart in the middle keeps his walk where it was.
    let opened = private(t.slash(&bob, "study mistakes", &[("game", Value::Int(id.get()))]).await);
    check!(opened, opened.text.contains("**Mistake 1 of "));
    let (before, _, played, _) = asked(&t, &bob).await;
    let once = private(
        t.slash(
            &bob,
            "zertz move",
            &[("notation", text(&before_notation(&t, &bob, played).await))],
        )
        .await,
    );
    check!(once, once.text.contains("One more try"));
    t.core = core_on_file().await;
    let (after, ..) = asked(&t, &bob).await;
    assert_eq!(
        (after.current(), after.tries),
        (before.current(), 1),
        "kept across the restart"
    );
    let again = private(t.slash(&bob, "study mistakes", &[]).await);
    check!(again, again.text.contains("One try left"));
    let missed = private(
        t.slash(
            &bob,
            "zertz move",
            &[("notation", text(&before_notation(&t, &bob, played).await))],
        )
        .await,
    );
    check!(missed, missed.text.contains("The better move was"));
    let mut bob_missed = vec![before.current()];
    if !missed.text.contains(" found**") {
        bob_missed.extend(walk(&t, &bob, false).await.2);
    }

    // Completions offer the legal moves of the practice's position.
    let missed = alice_missed.first().copied().or(bob_missed.first().copied()).unwrap();
    let who = if alice_missed.is_empty() { &bob } else { &alice };
    let served = private(t.slash(who, "study practice", &[]).await);
    check!(served, served.text.contains("**From your practice set**"));
    let (open, pos, ..) = asked(&t, who).await;
    assert_eq!((open.kind, open.current()), (PracticeKind::Review, missed));
    let offered = t.complete(who, "zertz move", "notation", "", &[]).await;
    assert!(
        !offered.is_empty() && offered.iter().all(|m| pos.parse_move(m).is_ok()),
        "{offered:?}"
    );
    // Answered by taps: the Move button under its board, then under
    // the verdict that gives one more try.
    let (_, pos, played, _) = asked(&t, who).await;
    let (taps, r) = t.tap_move(who, &served, &pos, played).await;
    assert!(taps <= 5);
    let once = private(r);
    check!(once, once.text.contains("One more try"));
    let (_, r) = t.tap_move(who, &once, &pos, played).await;
    let twice = private(r);
    check!(twice, twice.text.contains("The better move was"));
    let stats = private(t.slash(who, "zertz stats", &[]).await);
    check!(stats, stats.text.contains("Practice: "));
}

/// `m` in notation on the position `who`'s practice asks about.
async fn before_notation(t: &Table, who: &User, m: Move) -> String {
    let (_, pos, ..) = asked(t, who).await;
    pos.notation(&m)
}
