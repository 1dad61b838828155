//! Puzzles through the core: a whole puzzle solved move by move with the
//! opponent's replies, one failed with the solution and the refutation
//! shown, illegal answers refused, a game and a puzzle never mixed up,
//! ratings and streaks, the daily puzzle, and a restart.
#![allow(clippy::unwrap_used)]

mod common;

use common::{at, check, refused, text, Table, CHANNEL};
use zertz_ai::puzzle::{wins_at_once, Puzzle};
use zertz_bot::app::refusal::PuzzleRefusal;
use zertz_bot::app::{Core, Refusal, Reply, Response, User, Value};
use zertz_rules::Game;

const PUZZLES: &str = include_str!("../assets/puzzles.tsv");
const DAY: i64 = 86_400_000;

/// `/zertz NAME` with text options.
async fn say(t: &Table, who: &User, name: &str, options: &[(&str, &str)]) -> Response {
    let options: Vec<(&str, Value)> = options.iter().map(|&(k, v)| (k, text(v))).collect();
    t.slash(who, name, &options).await
}

/// The puzzle a reply shows, from its card's title.
fn puzzle_of(reply: &Reply) -> Puzzle {
    let title = &reply.card.as_ref().unwrap().title;
    let id: u32 = title.rsplit('#').next().unwrap().parse().unwrap();
    PUZZLES
        .lines()
        .map(|l| Puzzle::parse(l).unwrap())
        .find(|p| p.id == id)
        .unwrap()
}

/// The solution's moves in notation, each in the position it is played.
fn solution_words(p: &Puzzle) -> Vec<String> {
    let mut game: Game = p.game().unwrap();
    p.solution
        .iter()
        .map(|m| {
            let n = game.position().notation(m);
            game.play(m).unwrap();
            n
        })
        .collect()
}

/// A puzzle for `who` with at least `moves` solver moves: people are
/// offered different puzzles near their rating, so new people are asked
/// until one gets such a puzzle.
async fn puzzle_with(t: &Table, moves: usize) -> (User, Reply, Puzzle) {
    for id in 10..400 {
        let who = User::person(id, &format!("solver{id}"));
        let reply = say(t, &who, "puzzle", &[]).await.reply.unwrap();
        let p = puzzle_of(&reply);
        if p.solver_moves() >= moves {
            return (who, reply, p);
        }
    }
    panic!("no puzzle of {moves} moves offered");
}

/// A puzzle of several moves solved by taps alone: each board, the
/// opponent's reply's too, carries the Move button for the next answer.
#[tokio::test]
async fn a_puzzle_is_solved_by_taps() {
    let t = Table::new().await;
    let (who, mut board, p) = puzzle_with(&t, 2).await;
    let mut game: Game = p.game().unwrap();
    for (i, pair) in p.solution.chunks(2).enumerate() {
        let (taps, r) = t.tap_move(&who, &board, game.position(), pair[0]).await;
        assert!(taps <= 5);
        board = r.reply.unwrap();
        let wanted = if pair.len() == 2 { "is right" } else { "solved!" };
        assert!(board.text.contains(wanted), "step {i}: {}", board.text);
        for m in pair {
            game.play(m).unwrap();
        }
    }
}

#[tokio::test]
async fn a_puzzle_of_several_moves_is_solved_with_the_replies_on_the_board() {
    let t = Table::new().await;
    let (who, first, p) = puzzle_with(&t, 2).await;
    assert!(first.private, "private unless asked otherwise");
    check!(first, first.text.contains(&format!("win in {}", p.solver_moves())));
    assert!(first.attachments.iter().any(|a| a.name.ends_with(".png")));
    let words = solution_words(&p);
    for (i, chunk) in words.chunks(2).enumerate() {
        let reply = t.play(&who, &chunk[0]).await;
        assert!(reply.private);
        if let Some(defence) = chunk.get(1) {
            assert!(reply.text.contains("is right"), "step {i}: {}", reply.text);
            assert!(
                reply.text.contains(defence.as_str()),
                "the reply {defence} is said: {}",
                reply.text
            );
            assert!(!reply.attachments.is_empty(), "the reply is drawn");
        } else {
            check!(reply, reply.text.contains("solved"));
            check!(reply, reply.text.contains("Puzzle rating 1500 →"));
            check!(reply, reply.text.contains("Streak: 1"));
        }
    }
    // Solved and closed: the next move has no puzzle to go to.
    let after = say(&t, &who, "zertz move", &[("notation", &words[0]), ("to", "puzzle")]).await;
    assert!(after.reply.unwrap().text.contains("no puzzle open"));
    let stats = say(&t, &who, "zertz stats", &[]).await.reply.unwrap();
    check!(stats, stats.text.contains("1 solved of 1 · streak 1"));
    let board = say(&t, &who, "zertz leaderboard", &[("scope", "puzzles")])
        .await
        .reply
        .unwrap();
    check!(board, board.text.contains(&who.name));
    check!(board, board.text.contains("tries"));
}

#[tokio::test]
async fn a_wrong_answer_ends_the_puzzle_with_the_solution_and_the_refutation() {
    let t = Table::new().await;
    let who = User::person(5, "eve");
    let shown = say(&t, &who, "puzzle", &[("public", "true")]).await.reply.unwrap();
    assert!(!shown.private, "public when asked");
    let p = puzzle_of(&shown);
    let game = p.game().unwrap();
    let pos = *game.position();
    // An illegal answer is refused and changes nothing.
    refused!(
        say(&t, &who, "zertz move", &[("notation", "Wa9")]).await,
        Refusal::Puzzle(PuzzleRefusal::Illegal(_))
    );
    let again = say(&t, &who, "puzzle", &[]).await.reply.unwrap();
    check!(again, again.text.contains("still open"));
    assert_eq!(puzzle_of(&again).id, p.id);
    // A legal move other than the solution that does not win at once.
    let wrong = pos
        .legal_moves()
        .iter()
        .copied()
        .find(|m| *m != p.solution[0] && !wins_at_once(&pos, m))
        .unwrap();
    let reply = t.play(&who, &pos.notation(&wrong)).await;
    assert!(!reply.private, "answers go where the puzzle is");
    check!(reply, reply.text.contains("does not win"));
    check!(reply, reply.text.contains(&pos.notation(&p.solution[0])));
    assert!(
        reply.text.contains("the opponent"),
        "the refutation is said: {}",
        reply.text
    );
    assert!(reply.attachments.iter().any(|a| a.name == "zertz-puzzle-solution.png"));
    check!(
        reply,
        reply.text.contains("Puzzle rating 1500 →") && reply.text.contains("Streak: 0")
    );
    let stats = say(&t, &who, "zertz stats", &[]).await.reply.unwrap();
    check!(stats, stats.text.contains("0 solved of 1"));
}

#[tokio::test]
async fn a_game_move_and_a_puzzle_answer_never_mix() {
    let t = Table::new().await;
    let (alice, bob) = (User::person(1, "alice"), User::person(2, "bob"));
    t.start(&alice, &bob, &[]).await;
    let puzzle = say(&t, &alice, "puzzle", &[]).await.reply.unwrap();
    let p = puzzle_of(&puzzle);
    let mixed = t.play(&alice, "Wd4,a1").await;
    check!(mixed, mixed.private && mixed.text.contains("`to: puzzle`"));
    // Completions follow the target too.
    let completions = t
        .complete(&alice, "zertz move", "notation", "", &[("to", text("puzzle"))])
        .await;
    let puzzle_moves: Vec<String> = {
        let pos = *p.game().unwrap().position();
        pos.legal_moves().iter().map(|m| pos.notation(m)).collect()
    };
    assert!(!completions.is_empty());
    assert!(completions.iter().all(|c| puzzle_moves.contains(c)));
    let game_move = say(&t, &alice, "zertz move", &[("notation", "Wd4,a1"), ("to", "game")]).await;
    assert!(game_move.reply.unwrap().text.contains("Wd4,a1"));
    let open = say(&t, &alice, "puzzle", &[]).await.reply.unwrap();
    assert!(
        open.text.contains("still open"),
        "the puzzle did not move: {}",
        open.text
    );
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_once_a_day_and_names_yesterdays_solvers() {
    let mut t = Table::new().await;
    let admin = User::person(1, "admin");
    t.can_manage = false;
    let refused = say(&t, &admin, "server daily", &[("switch", "on")])
        .await
        .reply
        .unwrap();
    check!(refused, refused.text.contains("manage the server"));
    assert!(t.core.tick(t.now).await.is_empty(), "nothing was turned on");
    t.can_manage = true;
    let on = say(&t, &admin, "server daily", &[("switch", "on")])
        .await
        .reply
        .unwrap();
    check!(on, on.text.contains("is on here"));

    let posts = t.core.tick(t.now).await;
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].channel, CHANNEL);
    let post = &posts[0].reply;
    check!(post, post.text.contains("Daily puzzle"));
    assert!(
        post.attachments.iter().any(|a| a.name.ends_with(".png")),
        "the board is drawn"
    );
    assert!(t.core.tick(t.now + 1_000).await.is_empty(), "once a day");

    let solve = post.buttons.iter().find(|b| b.label == "Solve").unwrap().id.to_string();
    let solver = User::person(9, "sol");
    let shown = t.click(&solver, &solve).await.reply.unwrap();
    assert!(shown.private);
    let p = puzzle_of(&shown);
    assert!(
        p.rating >= 1_250,
        "the daily puzzle is more than one finishing move: {}",
        p.rating
    );
    for (i, word) in solution_words(&p).iter().enumerate().step_by(2) {
        let r = t.play(&solver, word).await;
        assert!(
            r.text.contains("right") || r.text.contains("solved"),
            "step {i}: {}",
            r.text
        );
    }
    let twice = t.click(&solver, &solve).await.reply.unwrap();
    check!(twice, twice.text.contains("already tried today's"));

    t.now += DAY;
    let stale = t.click(&solver, &solve).await.reply.unwrap();
    check!(stale, stale.text.contains("over"));
    let next = t.core.tick(t.now).await;
    assert_eq!(next.len(), 1);
    check!(
        next[0].reply,
        next[0]
            .reply
            .text
            .contains(&format!("solved by {} (1 of 1 who tried)", at(9)))
    );
    say(&t, &admin, "server daily", &[("switch", "off")]).await;
    t.now += DAY;
    assert!(t.core.tick(t.now).await.is_empty(), "off");
}

#[tokio::test]
async fn an_open_puzzle_survives_a_restart() {
    let t = Table::new().await;
    let who = User::person(3, "carol");
    let shown = say(&t, &who, "puzzle", &[]).await.reply.unwrap();
    let p = puzzle_of(&shown);
    let restarted = Table {
        core: Core::new(t.core.store().clone()).unwrap(),
        ..t
    };
    let again = say(&restarted, &who, "puzzle", &[]).await.reply.unwrap();
    assert_eq!(puzzle_of(&again).id, p.id);
    let first = solution_words(&p).remove(0);
    let reply = restarted.play(&who, &first).await;
    check!(reply, reply.text.contains("right") || reply.text.contains("solved"));
}

#[tokio::test]
async fn a_puzzle_the_file_no_longer_holds_is_put_away_unrated() {
    let t = Table::new().await;
    let who = User::person(4, "dan");
    // Opened by an earlier build whose file had puzzle #1.
    let now = t.now;
    t.core
        .store()
        .call(move |s| {
            s.puzzles_mut().start(
                zertz_data::UserId(4),
                "dan",
                zertz_data::PuzzleId(1),
                CHANNEL,
                true,
                None,
                now,
            )
        })
        .await
        .unwrap();
    let answered = t.play(&who, "Wd4,a1").await;
    check!(answered, answered.text.contains("no longer offered"));
    let next = say(&t, &who, "puzzle", &[]).await.reply.unwrap();
    assert_ne!(puzzle_of(&next).id, 1);
    let stats = say(&t, &who, "zertz stats", &[]).await.reply.unwrap();
    assert!(stats.text.contains("none tried yet"), "unrated: {}", stats.text);
}

/// A private puzzle speaks its solver's client language: the same open
/// puzzle shown to an English client and then to a German one reads
/// differently, card, Move button and board picture included, and names
/// the same puzzle.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_speaks_its_readers_language() {
    use zertz_bot::app::lang::Lang;
    use zertz_bot::app::{Action, Options};
    let t = Table::new().await;
    let who = User::person(7, "solver");
    let english = say(&t, &who, "puzzle", &[]).await.reply.unwrap();
    let mut req = t.request(
        &who,
        Action::Command {
            name: "puzzle".into(),
            options: Options::default(),
        },
    );
    req.lang = Lang::De;
    let german = t.core.handle(req).await.reply.unwrap();
    assert!(english.private && german.private);
    assert_eq!(puzzle_of(&english).id, puzzle_of(&german).id, "the same puzzle");
    assert_ne!(english.text, german.text);
    assert_ne!(
        english.card.as_ref().unwrap().title,
        german.card.as_ref().unwrap().title
    );
    assert_ne!(english.buttons[0].label, german.buttons[0].label, "its Move button");
    let picture = |r: &Reply| r.attachments.first().map(|a| a.bytes.clone());
    assert_ne!(picture(&english), picture(&german), "the board's names");
}

/// The daily post speaks its chat's language from the first: the server's
/// (here German, as Discord gives it) when a manager turns it on.
#[tokio::test]
async fn the_daily_post_speaks_its_servers_language() {
    use zertz_bot::app::lang::Lang;
    use zertz_bot::app::{Action, Options};
    let mut posts = Vec::new();
    for lang in [Lang::En, Lang::De] {
        let t = Table::new().await;
        let admin = User::person(1, "admin");
        let mut req = t.request(
            &admin,
            Action::Command {
                name: "server daily".into(),
                options: Options(vec![("switch".into(), text("on"))]),
            },
        );
        req.place_lang = lang;
        t.core.handle(req).await;
        let mut due = t.core.tick(t.now).await;
        assert_eq!(due.len(), 1, "{lang}");
        posts.push(due.remove(0).reply);
    }
    let [english, german] = &posts[..] else {
        panic!("two posts");
    };
    assert_ne!(english.text, german.text);
    assert_ne!(english.buttons[0].label, german.buttons[0].label, "the Solve button");
    let id = |r: &Reply| r.card.as_ref().unwrap().title.rsplit('#').next().unwrap().to_string();
    assert_eq!(id(english), id(german), "the same day's puzzle");
}
