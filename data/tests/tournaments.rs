//! Tournaments in the store: entries and their refusals, a round paired
//! once with its games, withdrawals, and the events due.
#![allow(clippy::unwrap_used)]

use zertz_data::*;
use zertz_rules::{Outcome, Player, Variant, WinReason};

const HERE: ChannelId = ChannelId(30);
const T: Millis = 1_700_000_000_000;

fn new_event(max_players: u32, starts_at: Option<Millis>) -> NewTournament {
    NewTournament {
        guild: GuildId(10),
        channel: HERE,
        name: "Spring".into(),
        format: TournamentFormat::Swiss,
        rounds: Some(2),
        variant: Variant::STANDARD,
        time_per_move: Some(86_400),
        max_players,
        starts_at,
        organiser: (UserId(1), "alice".into()),
        now: T,
    }
}

fn refused(r: Result<impl std::fmt::Debug, StoreError>) -> Reason {
    match r {
        Err(StoreError::Refused(reason)) => reason,
        other => panic!("not refused: {other:?}"),
    }
}

#[test]
fn entries_rounds_and_withdrawals() {
    let mut s = Store::open_in_memory().unwrap();
    let t = s.tournaments_mut().create(&new_event(3, Some(T + 10))).unwrap();
    let [a, b, c, d] = [1, 2, 3, 4].map(UserId);
    // Dave plays a game here: he may not join until it ends.
    let ch = s
        .challenges_mut()
        .create(&NewChallenge::between(HERE, (d, "dave"), (UserId(9), "zed"), T))
        .unwrap();
    let dave_game = s.challenges_mut().accept(ch.id, UserId(9), false, T).unwrap().id;
    assert!(matches!(
        refused(s.tournaments_mut().join(t.id, (d, "dave"), T)),
        Reason::AlreadyInGame { .. }
    ));
    s.games_mut().resign(dave_game, d, T).unwrap();
    for (u, n) in [(a, "alice"), (b, "bob"), (c, "carol")] {
        s.tournaments_mut().join(t.id, (u, n), T + 1).unwrap();
    }
    assert!(matches!(
        refused(s.tournaments_mut().join(t.id, (d, "dave"), T + 2)),
        Reason::TournamentFull { max: 3 }
    ));
    s.tournaments_mut().leave(t.id, c, T + 2).unwrap();
    assert!(matches!(
        refused(s.tournaments_mut().leave(t.id, c, T + 2)),
        Reason::NotEntered
    ));
    s.tournaments_mut().join(t.id, (c, "carol"), T + 3).unwrap();
    assert!(matches!(
        refused(s.tournaments_mut().join(t.id, (c, "carol"), T + 3)),
        Reason::AlreadyEntered
    ));
    // Nor join a second event of the channel.
    let second = s.tournaments_mut().create(&new_event(8, None)).unwrap();
    assert!(matches!(
        refused(s.tournaments_mut().join(second.id, (a, "alice"), T + 3)),
        Reason::InTournament { tournament } if tournament == t.id
    ));
    // Entered players play no other game in the channel.
    let other = s
        .challenges_mut()
        .create(&NewChallenge::between(HERE, (a, "alice"), (d, "dave"), T + 3));
    assert!(matches!(refused(other), Reason::InTournament { tournament } if tournament == t.id));

    assert!(s.tournaments().due(T + 9).unwrap().is_empty());
    assert_eq!(s.tournaments().due(T + 10).unwrap(), [t.id], "its start time has come");
    let boards = [
        NewPairing {
            first: a,
            second: Some(b),
            result: None,
        },
        NewPairing {
            first: c,
            second: None,
            result: Some(BoardResult::First),
        },
    ];
    // Carol's rating on the server rose since she joined: seeded as play
    // starts, she is first.
    s.connection()
        .unwrap()
        .execute(
            "INSERT INTO ratings (scope, user_id, rating, deviation, volatility, updated_at) \
             VALUES (10, 3, 1700, 80, 0.06, ?1)",
            [T],
        )
        .unwrap();
    let seeded = s.tournaments_mut().seed(t.id).unwrap();
    assert_eq!(seeded.entries[0].user, c);
    assert_eq!(seeded.entries[0].rating, 1700.0);
    let started = s.tournaments_mut().pair_round(t.id, 1, &boards, T + 10).unwrap();
    assert_eq!(started.games.len(), 1);
    let game = started.games[0].clone();
    assert_eq!((game.players, game.time_per_move), ([a, b], Some(86_400)));
    assert_eq!(started.tournament.tournament.status, TournamentStatus::Running);
    // A second process pairing the same round is refused; nothing changes.
    assert!(matches!(
        refused(s.tournaments_mut().pair_round(t.id, 1, &boards, T + 11)),
        Reason::RoundPaired
    ));
    assert_eq!(s.tournaments().tournament(t.id).unwrap().pairings.len(), 2);
    assert!(matches!(
        refused(s.tournaments_mut().join(t.id, (d, "dave"), T + 11)),
        Reason::TournamentStarted(TournamentStatus::Running)
    ));
    assert!(
        s.tournaments().due(T + 12).unwrap().is_empty(),
        "a game of the round is played"
    );

    // Bob withdraws: he resigns the game, and the round is over.
    let (after, resigned) = s.tournaments_mut().leave(t.id, b, T + 12).unwrap();
    let (id, finish) = resigned.unwrap();
    assert_eq!(id, game.id);
    assert_eq!(
        finish.outcome,
        Outcome::Won {
            winner: Player::First,
            reason: WinReason::Resignation
        }
    );
    assert_eq!(after.entries.iter().find(|e| e.user == b).unwrap().withdrawn, Some(1));
    assert_eq!(after.pairings[0].result, Some(BoardResult::First), "read from the game");
    assert_eq!(s.tournaments().due(T + 13).unwrap(), [t.id]);
    s.tournaments_mut()
        .end(t.id, TournamentStatus::Finished, T + 14)
        .unwrap();
    assert!(matches!(
        refused(s.tournaments_mut().end(t.id, TournamentStatus::Finished, T + 15)),
        Reason::RoundPaired
    ));
    assert!(s.tournaments().due(T + 16).unwrap().is_empty());
    assert_eq!(
        s.tournaments().tournament_here(HERE).unwrap(),
        Some(second.id),
        "the newest"
    );
    assert_eq!(
        s.tournaments().tournaments_in(GuildId(10), 10).unwrap().len(),
        2,
        "one open, one finished"
    );
    // Once it is over, alice may play anyone here again.
    s.challenges_mut()
        .create(&NewChallenge::between(HERE, (a, "alice"), (d, "dave"), T + 17))
        .unwrap();
    s.tournaments_mut()
        .set_organiser_role(GuildId(10), Some(RoleId(5)))
        .unwrap();
    assert_eq!(s.tournaments().organiser_role(GuildId(10)).unwrap(), Some(RoleId(5)));
}
