//! Games against the computer through the core, with a controlled clock:
//! a whole game, a restart while it is to move, several games at once, a
//! search whose position changed meanwhile, and the refusals.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use rand::SeedableRng;
use zertz_ai::{baseline, Limits};
use zertz_bot::app::refusal::{GameRefusal, Offer, Unread};
use zertz_bot::app::{Action, ComputerConfig, Core, Duty, Options, Refusal, Request, Response, User, Value};
use zertz_data::{AsyncStore, ChannelId, ComputerLevel, GameId, GuildId, Scope, UserId};

const CHANNEL: ChannelId = ChannelId(500);
const NOW: i64 = 1_800_000_000_000;

fn user(id: u64, name: &str) -> User {
    User::person(id, name)
}

fn computer() -> User {
    User {
        bot: true,
        ..User::person(999, "ZÈRTZ")
    }
}

/// A core whose computer searches a few thousand nodes a move.
async fn core_over(store: AsyncStore) -> Arc<Core> {
    let config = ComputerConfig {
        limits: Limits::nodes(4_000),
        searches: 2,
    };
    let core = Core::with_computer(store, config).unwrap();
    core.set_identity(computer());
    core
}

async fn slash(core: &Core, who: &User, name: &str, options: &[(&str, Value)]) -> Response {
    let options = Options(options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect());
    let req = Request {
        user: who.clone(),
        guild: Some(GuildId(42)),
        channel: CHANNEL,
        can_attach: true,
        can_post: true,
        can_embed: true,
        can_manage: true,
        roles: Vec::new(),
        now: NOW,
        interaction: None,
        token: None,
        action: Action::Command {
            name: name.into(),
            options,
        },
        progress: Default::default(),
        lang: Default::default(),
        place_lang: Default::default(),
        threads: Default::default(),
        clicked: None,
    };
    core.handle(req).await
}

fn text(s: &str) -> Value {
    Value::Text(s.into())
}

/// Challenges the computer; returns the game's id and the response.
async fn challenge(core: &Core, who: &User, first: &str, level: &str) -> (GameId, Response) {
    let opts = [
        ("opponent", Value::User(computer())),
        ("first", text(first)),
        ("level", text(level)),
        ("variant", text("blitz")),
    ];
    let r = slash(core, who, "zertz challenge", &opts).await;
    let reply = r.reply.clone().unwrap();
    assert!(!reply.private, "{}", reply.text);
    assert!(reply.text.contains("against the computer"), "{}", reply.text);
    (reply.board_of.unwrap(), r)
}

/// The games where the computer is to move, as the duties list them.
async fn computer_turns_due(core: &Core) -> Vec<GameId> {
    let duties = core.duties_due().await;
    duties
        .into_iter()
        .filter_map(|d| match d {
            Duty::ComputerTurn(game) => Some(game),
            _ => None,
        })
        .collect()
}

async fn ply(core: &Core, game: GameId) -> usize {
    core.store().call(move |s| Ok(s.games().meta(game)?.ply)).await.unwrap()
}

#[tokio::test]
async fn a_whole_game_against_the_computer() {
    let core = core_over(AsyncStore::open_in_memory().await.unwrap()).await;
    let alice = user(1, "alice");
    let (id, r) = challenge(&core, &alice, "me", "easy").await;
    assert_eq!(r.computer_turn, None, "alice moves first");
    assert_eq!(r.reply.unwrap().mentions, vec![UserId(1)]);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for turn in 0.. {
        assert!(turn < 200, "the game should end");
        let loaded = core.store().call(move |s| s.games().load(id)).await.unwrap();
        if !loaded.meta.is_active() {
            break;
        }
        let pos = loaded.game.position();
        let m = baseline::greedy_move(pos, &mut rng).unwrap();
        let r = slash(&core, &alice, "zertz move", &[("notation", text(&pos.notation(&m)))]).await;
        let reply = r.reply.unwrap();
        assert!(!reply.private, "{}", reply.text);
        let Some(game) = r.computer_turn else {
            assert!(reply.text.contains("not rated"), "{}", reply.text);
            break;
        };
        assert_eq!(game, id);
        assert!(reply.text.contains("thinking"), "{}", reply.text);
        assert!(reply.mentions.is_empty(), "the computer is not pinged");
        let post = core.computer_turn(id, NOW).await.unwrap();
        assert_eq!(post.channel, CHANNEL);
        assert!(post.reply.text.starts_with("**ZÈRTZ**"), "{}", post.reply.text);
        assert!(!post.reply.attachments.is_empty());
        let meta = core.store().call(move |s| s.games().meta(id)).await.unwrap();
        if meta.is_active() {
            assert_eq!(post.reply.mentions, vec![UserId(1)], "{}", post.reply.text);
        }
    }
    let meta = core.store().call(move |s| s.games().meta(id)).await.unwrap();
    assert!(!meta.is_active());
    assert_eq!(meta.computer, Some(ComputerLevel::Easy));
    let rating = core
        .store()
        .call(|s| s.ratings().rating(UserId(1), Scope::Global))
        .await
        .unwrap();
    assert_eq!(rating, None, "games against the computer are not rated");
    let stats = slash(&core, &alice, "zertz stats", &[]).await.reply.unwrap().text;
    assert!(stats.contains("Against the computer"), "{stats}");
    assert!(stats.contains("easy"), "{stats}");
    // A rematch starts at once, at the same level, the other side first.
    let again = slash(&core, &alice, "zertz rematch", &[]).await;
    let text = again.reply.unwrap().text;
    assert!(text.contains("at **easy** level"), "{text}");
    assert!(
        again.computer_turn.is_some(),
        "the computer moves first this time: {text}"
    );
}

#[tokio::test]
async fn a_restart_while_the_computer_is_to_move_picks_the_game_up() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("zertz.db");
    let alice = user(1, "alice");
    let id = {
        let core = core_over(AsyncStore::open(path.clone()).await.unwrap()).await;
        let (id, r) = challenge(&core, &alice, "them", "medium").await;
        assert_eq!(r.computer_turn, Some(id));
        id
        // Dropped before the computer moved, as in a crash.
    };
    let core = core_over(AsyncStore::open(path).await.unwrap()).await;
    assert_eq!(computer_turns_due(&core).await, vec![id]);
    let post = core.computer_turn(id, NOW).await.unwrap();
    assert_eq!(post.reply.mentions, vec![UserId(1)]);
    assert_eq!(ply(&core, id).await, 1);
    assert!(computer_turns_due(&core).await.is_empty());
    assert!(core.computer_turn(id, NOW).await.is_none(), "not its turn any more");
}

#[tokio::test]
async fn two_games_at_once_and_one_search_per_turn() {
    let core = core_over(AsyncStore::open_in_memory().await.unwrap()).await;
    let (alice, bob) = (user(1, "alice"), user(2, "bob"));
    let (a, _) = challenge(&core, &alice, "them", "hard").await;
    let (b, _) = challenge(&core, &bob, "them", "easy").await;
    let (ra, rb, again) = tokio::join!(
        core.computer_turn(a, NOW),
        core.computer_turn(b, NOW),
        core.computer_turn(a, NOW)
    );
    assert!(ra.is_some() && rb.is_some());
    assert!(again.is_none(), "a turn already being searched is not searched twice");
    assert_eq!((ply(&core, a).await, ply(&core, b).await), (1, 1));
}

#[tokio::test]
async fn a_search_for_a_position_that_changed_is_thrown_away() {
    let store = AsyncStore::open_in_memory().await.unwrap();
    let config = ComputerConfig {
        limits: Limits::nodes(3_000_000),
        searches: 1,
    };
    let core = Core::with_computer(store, config).unwrap();
    core.set_identity(computer());
    let alice = user(1, "alice");
    let (id, _) = challenge(&core, &alice, "them", "hard").await;
    let thinking = {
        let core = core.clone();
        tokio::spawn(async move { core.computer_turn(id, NOW).await })
    };
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    let resigned = slash(&core, &alice, "zertz resign", &[]).await.reply.unwrap();
    assert!(!resigned.private, "{}", resigned.text);
    assert!(thinking.await.unwrap().is_none());
    assert_eq!(ply(&core, id).await, 0, "no move after the resignation");
}

#[tokio::test]
async fn refusals_against_the_computer() {
    let core = core_over(AsyncStore::open_in_memory().await.unwrap()).await;
    let alice = user(1, "alice");
    let other_bot = User {
        id: UserId(7),
        name: "OtherBot".into(),
        bot: true,
    };
    let r = slash(
        &core,
        &alice,
        "zertz challenge",
        &[("opponent", Value::User(other_bot))],
    )
    .await;
    assert!(r.reply.unwrap().text.contains("is a bot"));
    let r = slash(
        &core,
        &alice,
        "zertz challenge",
        &[("opponent", Value::User(computer())), ("level", text("expert"))],
    )
    .await;
    assert!(
        matches!(
            r.refused.as_deref(),
            Some(Refusal::Unread(Unread::NotOffered {
                option: Offer::Level,
                ..
            }))
        ),
        "{:?}",
        r.refused
    );
    let (id, _) = challenge(&core, &alice, "me", "medium").await;
    let again = slash(
        &core,
        &alice,
        "zertz challenge",
        &[("opponent", Value::User(computer()))],
    )
    .await;
    assert!(again.reply.unwrap().private, "one game per channel");
    let draw = slash(&core, &alice, "zertz draw", &[]).await;
    assert!(
        matches!(
            draw.refused.as_deref(),
            Some(Refusal::Game(GameRefusal::ComputerDeclinesDraw { .. }))
        ),
        "{:?}",
        draw.refused
    );
    let meta = core.store().call(move |s| s.games().meta(id)).await.unwrap();
    assert!(meta.is_active() && meta.draw_offer_by.is_none());
}

#[tokio::test]
async fn a_takeback_against_the_computer_is_granted_at_once_with_its_reply() {
    let core = core_over(AsyncStore::open_in_memory().await.unwrap()).await;
    let alice = user(1, "alice");
    let (id, _) = challenge(&core, &alice, "me", "easy").await;
    let r = slash(&core, &alice, "zertz move", &[("notation", text("Wd4,a1"))]).await;
    assert_eq!(r.computer_turn, Some(id));
    core.computer_turn(id, NOW).await.unwrap();
    assert_eq!(ply(&core, id).await, 2);
    let back = slash(&core, &alice, "zertz takeback", &[]).await.reply.unwrap();
    assert!(
        !back.private && back.text.contains("two moves taken back"),
        "{}",
        back.text
    );
    assert_eq!(back.mentions, vec![UserId(1)], "alice is to move again");
    assert_eq!(ply(&core, id).await, 0);
    // Nothing left of hers to take back.
    let none = slash(&core, &alice, "zertz takeback", &[]).await;
    assert!(
        matches!(
            none.refused.as_deref(),
            Some(Refusal::Game(GameRefusal::NoMoveToTakeBack))
        ),
        "{:?}",
        none.refused
    );
}
