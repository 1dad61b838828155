//! Games against the computer player: started at once, seated for the
//! person only, found when the computer is to move, never rated, and
//! counted per level.
#![allow(clippy::unwrap_used)]

use zertz_data::*;
use zertz_rules::{Outcome, Player, Variant, WinReason};

const GUILD: GuildId = GuildId(77);
const CHANNEL: ChannelId = ChannelId(1000);
const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
const BOT: UserId = UserId(900);

/// A standard game between `human` and the computer at `level`, at time 10.
fn new_game(human: UserId, level: ComputerLevel, human_first: bool) -> NewComputerGame {
    NewComputerGame {
        guild: Some(GUILD),
        channel: CHANNEL,
        human: (human, format!("user{human}")),
        computer: (BOT, "ZÈRTZ".into()),
        level,
        variant: Variant::STANDARD,
        human_first,
        now: 10,
    }
}

fn start(store: &mut Store, human: UserId, level: ComputerLevel, human_first: bool) -> GameMeta {
    store
        .computer_mut()
        .start_game(&new_game(human, level, human_first))
        .unwrap()
}

#[test]
fn a_game_starts_at_once_with_the_level_and_no_clock() {
    let mut store = Store::open_scratch().unwrap();
    let g = start(&mut store, ALICE, ComputerLevel::Hard, true);
    assert_eq!(g.players, [ALICE, BOT]);
    assert_eq!(g.computer, Some(ComputerLevel::Hard));
    assert_eq!((g.time_per_move, g.deadline), (None, None));
    assert_eq!(store.games().active_game(CHANNEL, ALICE).unwrap(), Some(g.id));
    assert_eq!(store.players().name(BOT).unwrap().as_deref(), Some("ZÈRTZ"));
    assert_eq!(
        store.games().load(g.id).unwrap().meta.computer,
        Some(ComputerLevel::Hard)
    );
}

#[test]
fn the_computer_plays_several_people_in_one_channel_but_each_once() {
    let mut store = Store::open_scratch().unwrap();
    let a = start(&mut store, ALICE, ComputerLevel::Easy, true);
    let b = start(&mut store, BOB, ComputerLevel::Easy, false);
    assert_ne!(a.id, b.id);
    let again = store.computer_mut().start_game(&NewComputerGame {
        variant: Variant::BLITZ,
        now: 20,
        ..new_game(ALICE, ComputerLevel::Medium, true)
    });
    assert!(
        matches!(
            again,
            Err(StoreError::Refused(Reason::AlreadyInGame { user: ALICE, .. }))
        ),
        "{again:?}"
    );
}

#[test]
fn computer_turns_lists_the_games_where_it_is_to_move() {
    let mut store = Store::open_scratch().unwrap();
    let human_first = start(&mut store, ALICE, ComputerLevel::Medium, true);
    let computer_first = start(&mut store, BOB, ComputerLevel::Medium, false);
    assert_eq!(store.computer().turns(BOT).unwrap(), vec![(computer_first.id, 0)]);
    store
        .games_mut()
        .record_move(human_first.id, 0, ALICE, &mv("Wd4,a1"), 20, Via::default())
        .unwrap();
    let turns = store.computer().turns(BOT).unwrap();
    assert_eq!(turns, vec![(computer_first.id, 0), (human_first.id, 1)]);
    store
        .games_mut()
        .record_move(computer_first.id, 0, BOT, &mv("Wd4,a1"), 30, Via::default())
        .unwrap();
    assert_eq!(store.computer().turns(BOT).unwrap(), vec![(human_first.id, 1)]);
    store.games_mut().resign(human_first.id, ALICE, 40).unwrap();
    assert!(store.computer().turns(BOT).unwrap().is_empty());
}

#[test]
fn games_against_the_computer_are_not_rated_but_counted_by_level() {
    let mut store = Store::open_scratch().unwrap();
    for (level, alice_wins) in [
        (ComputerLevel::Easy, true),
        (ComputerLevel::Easy, true),
        (ComputerLevel::Hard, false),
    ] {
        let g = start(&mut store, ALICE, level, true);
        store
            .games_mut()
            .record_move(g.id, 0, ALICE, &mv("Wd4,a1"), 20, Via::default())
            .unwrap();
        store
            .games_mut()
            .record_move(g.id, 1, BOT, &mv("Wd3,a2"), 21, Via::default())
            .unwrap();
        let finish = if alice_wins {
            store.games_mut().resign(g.id, BOT, 30).unwrap()
        } else {
            store.games_mut().resign(g.id, ALICE, 30).unwrap()
        };
        let winner = if alice_wins { Player::First } else { Player::Second };
        assert_eq!(
            finish.outcome,
            Outcome::Won {
                winner,
                reason: WinReason::Resignation
            }
        );
        assert!(finish.changes.is_empty(), "{finish:?}");
    }
    assert_eq!(store.ratings().rating(ALICE, Scope::Global).unwrap(), None);
    assert_eq!(store.ratings().rating(BOT, Scope::Global).unwrap(), None);
    assert_eq!(
        store.computer().record(ALICE).unwrap(),
        vec![
            ComputerRecord {
                level: ComputerLevel::Easy,
                wins: 2,
                losses: 0,
                draws: 0
            },
            ComputerRecord {
                level: ComputerLevel::Hard,
                wins: 0,
                losses: 1,
                draws: 0
            },
        ]
    );
    assert!(store.computer().record(BOB).unwrap().is_empty());
}

/// A move as a person types it.
fn mv(text: &str) -> zertz_rules::MoveInput {
    text.parse::<zertz_rules::ParsedMove>().expect("notation").into()
}
