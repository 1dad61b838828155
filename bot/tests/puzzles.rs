//! Puzzles through the core: a whole puzzle solved move by move with the
//! opponent's replies, one failed with the solution and the refutation
//! shown, illegal answers refused, a game and a puzzle never mixed up,
//! ratings and streaks, the daily puzzle, and a restart.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use zertz_ai::puzzle::Puzzle;
use zertz_bot::core::{Action, Core, Options, Reply, Request, Response, User, Value};
use zertz_data::{AsyncStore, ChannelId, GuildId};
use zertz_rules::Game;

const PUZZLES: &str = include_str!("../assets/puzzles.tsv");
const CHANNEL: ChannelId = ChannelId(700);
const DAY: i64 = 86_400_000;

struct Table {
    core: Arc<Core>,
    now: i64,
    can_manage: bool,
}

impl Table {
    async fn new() -> Table {
        let store = AsyncStore::open_in_memory().await.unwrap();
        Table {
            core: Core::new(store).unwrap(),
            now: 1_800_000_000_000,
            can_manage: true,
        }
    }

    fn request(&self, who: &User, action: Action) -> Request {
        Request {
            user: who.clone(),
            guild: Some(GuildId(42)),
            channel: CHANNEL,
            can_attach: true,
            can_embed: true,
            can_manage: self.can_manage,
            now: self.now,
            interaction: None,
            action,
            progress: Default::default(),
        }
    }

    async fn slash(&self, who: &User, name: &str, options: &[(&str, &str)]) -> Response {
        let options = Options(options.iter().map(|(k, v)| (k.to_string(), text(v))).collect());
        self.core
            .handle(self.request(
                who,
                Action::Command {
                    name: name.into(),
                    options,
                },
            ))
            .await
    }

    async fn click(&self, who: &User, id: &str) -> Response {
        self.core
            .handle(self.request(who, Action::Button { id: id.into() }))
            .await
    }

    async fn answer(&self, who: &User, notation: &str) -> Reply {
        self.slash(who, "move", &[("notation", notation)]).await.reply.unwrap()
    }
}

fn text(s: &str) -> Value {
    Value::Text(s.into())
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
        let reply = t.slash(&who, "puzzle", &[]).await.reply.unwrap();
        let p = puzzle_of(&reply);
        if p.solver_moves() >= moves {
            return (who, reply, p);
        }
    }
    panic!("no puzzle of {moves} moves offered");
}

#[tokio::test]
async fn a_puzzle_of_several_moves_is_solved_with_the_replies_on_the_board() {
    let t = Table::new().await;
    let (who, first, p) = puzzle_with(&t, 2).await;
    assert!(first.private, "private unless asked otherwise");
    assert!(
        first.text.contains(&format!("win in {}", p.solver_moves())),
        "{}",
        first.text
    );
    assert!(first.attachments.iter().any(|a| a.name.ends_with(".png")));
    let words = solution_words(&p);
    for (i, chunk) in words.chunks(2).enumerate() {
        let reply = t.answer(&who, &chunk[0]).await;
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
            assert!(reply.text.contains("solved"), "{}", reply.text);
            assert!(reply.text.contains("Puzzle rating 1500 →"), "{}", reply.text);
            assert!(reply.text.contains("Streak: 1"), "{}", reply.text);
        }
    }
    // Solved and closed: the next move has no puzzle to go to.
    let after = t
        .slash(&who, "move", &[("notation", &words[0]), ("to", "puzzle")])
        .await;
    assert!(after.reply.unwrap().text.contains("no puzzle open"));
    let stats = t.slash(&who, "stats", &[]).await.reply.unwrap();
    assert!(stats.text.contains("1 solved of 1 · streak 1"), "{}", stats.text);
    let board = t
        .slash(&who, "leaderboard", &[("scope", "puzzles")])
        .await
        .reply
        .unwrap();
    assert!(board.text.contains(&who.name), "{}", board.text);
    assert!(board.text.contains("tries"), "{}", board.text);
}

#[tokio::test]
async fn a_wrong_answer_ends_the_puzzle_with_the_solution_and_the_refutation() {
    let t = Table::new().await;
    let who = User::person(5, "eve");
    let shown = t.slash(&who, "puzzle", &[("public", "true")]).await.reply.unwrap();
    assert!(!shown.private, "public when asked");
    let p = puzzle_of(&shown);
    let game = p.game().unwrap();
    let pos = *game.position();
    // An illegal answer is refused and changes nothing.
    let illegal = t.answer(&who, "Wa9").await;
    assert!(
        illegal.private && illegal.text.contains("not possible"),
        "{}",
        illegal.text
    );
    let again = t.slash(&who, "puzzle", &[]).await.reply.unwrap();
    assert!(again.text.contains("still open"), "{}", again.text);
    assert_eq!(puzzle_of(&again).id, p.id);
    // A legal move other than the solution that does not end the game.
    let wrong = pos
        .legal_moves()
        .iter()
        .copied()
        .find(|m| {
            let mut after = pos;
            after.play_unchecked(m);
            *m != p.solution[0] && after.outcome().is_none()
        })
        .unwrap();
    let reply = t.answer(&who, &pos.notation(&wrong)).await;
    assert!(!reply.private, "answers go where the puzzle is");
    assert!(reply.text.contains("does not win"), "{}", reply.text);
    assert!(reply.text.contains(&pos.notation(&p.solution[0])), "{}", reply.text);
    assert!(
        reply.text.contains("the opponent"),
        "the refutation is said: {}",
        reply.text
    );
    assert!(reply.attachments.iter().any(|a| a.name == "zertz-puzzle-solution.png"));
    assert!(
        reply.text.contains("Puzzle rating 1500 →") && reply.text.contains("Streak: 0"),
        "{}",
        reply.text
    );
    let stats = t.slash(&who, "stats", &[]).await.reply.unwrap();
    assert!(stats.text.contains("0 solved of 1"), "{}", stats.text);
}

#[tokio::test]
async fn a_game_move_and_a_puzzle_answer_never_mix() {
    let t = Table::new().await;
    let (alice, bob) = (User::person(1, "alice"), User::person(2, "bob"));
    let options = Options(vec![
        ("opponent".into(), Value::User(bob.clone())),
        ("first".into(), text("me")),
    ]);
    let made = t
        .core
        .handle(t.request(
            &alice,
            Action::Command {
                name: "challenge".into(),
                options,
            },
        ))
        .await;
    let accept = made.reply.unwrap().buttons[0].id.to_string();
    t.click(&bob, &accept).await;
    let puzzle = t.slash(&alice, "puzzle", &[]).await.reply.unwrap();
    let p = puzzle_of(&puzzle);
    let mixed = t.answer(&alice, "Wd4,a1").await;
    assert!(mixed.private && mixed.text.contains("to:puzzle"), "{}", mixed.text);
    // Completions follow the target too.
    let completions = t
        .core
        .handle(t.request(
            &alice,
            Action::Autocomplete {
                command: "move".into(),
                option: "notation".into(),
                typed: String::new(),
                options: Options(vec![("to".into(), text("puzzle"))]),
            },
        ))
        .await
        .choices
        .unwrap();
    let puzzle_moves: Vec<String> = {
        let pos = *p.game().unwrap().position();
        pos.legal_moves().iter().map(|m| pos.notation(m)).collect()
    };
    assert!(!completions.is_empty());
    assert!(completions.iter().all(|c| puzzle_moves.contains(&c.value)));
    let game_move = t.slash(&alice, "move", &[("notation", "Wd4,a1"), ("to", "game")]).await;
    assert!(game_move.reply.unwrap().text.contains("Wd4,a1"));
    let open = t.slash(&alice, "puzzle", &[]).await.reply.unwrap();
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
    let refused = t.slash(&admin, "daily", &[("switch", "on")]).await.reply.unwrap();
    assert!(refused.text.contains("manage the server"), "{}", refused.text);
    assert!(t.core.tick(t.now).await.is_empty(), "nothing was turned on");
    t.can_manage = true;
    let on = t.slash(&admin, "daily", &[("switch", "on")]).await.reply.unwrap();
    assert!(on.text.contains("is on here"), "{}", on.text);

    let posts = t.core.tick(t.now).await;
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].channel, CHANNEL);
    let post = &posts[0].reply;
    assert!(post.text.contains("Daily puzzle"), "{}", post.text);
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
    for (i, word) in solution_words(&p).iter().enumerate().step_by(2) {
        let r = t.answer(&solver, word).await;
        assert!(
            r.text.contains("right") || r.text.contains("solved"),
            "step {i}: {}",
            r.text
        );
    }
    let twice = t.click(&solver, &solve).await.reply.unwrap();
    assert!(twice.text.contains("already tried today's"), "{}", twice.text);

    t.now += DAY;
    let stale = t.click(&solver, &solve).await.reply.unwrap();
    assert!(stale.text.contains("over"), "{}", stale.text);
    let next = t.core.tick(t.now).await;
    assert_eq!(next.len(), 1);
    assert!(
        next[0].reply.text.contains("solved by <@9> (1 of 1 who tried)"),
        "{}",
        next[0].reply.text
    );
    t.slash(&admin, "daily", &[("switch", "off")]).await;
    t.now += DAY;
    assert!(t.core.tick(t.now).await.is_empty(), "off");
}

#[tokio::test]
async fn an_open_puzzle_survives_a_restart() {
    let t = Table::new().await;
    let who = User::person(3, "carol");
    let shown = t.slash(&who, "puzzle", &[]).await.reply.unwrap();
    let p = puzzle_of(&shown);
    let restarted = Table {
        core: Core::new(t.core.store().clone()).unwrap(),
        now: t.now,
        can_manage: true,
    };
    let again = restarted.slash(&who, "puzzle", &[]).await.reply.unwrap();
    assert_eq!(puzzle_of(&again).id, p.id);
    let first = solution_words(&p).remove(0);
    let reply = restarted.answer(&who, &first).await;
    assert!(
        reply.text.contains("right") || reply.text.contains("solved"),
        "{}",
        reply.text
    );
}
