#![allow(clippy::unwrap_used)]
//! boardspace SGF (§6 records in boardspace's dialect): every vendored real
//! game goes out to SGF and back with the same moves, and a bad file is
//! refused with the reason.

use zertz_rules::sgf::{self, SgfError};
use zertz_rules::{Game, Outcome, Player, Record, Variant, WinReason};

/// The vendored games, each up to where the rules end it: boardspace does
/// not apply repetition (R5.3), so a few records play on past a draw.
fn vendored() -> Vec<Game> {
    let text = include_str!("data/boardspace-1000.tsv");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Record::parse(l).unwrap().replay_to_end().unwrap().0)
        .collect()
}

#[test]
fn every_vendored_game_survives_a_round_trip() {
    let games = vendored();
    assert_eq!(games.len(), 1000);
    for (i, game) in games.iter().enumerate() {
        let text = sgf::write(game, ["alice", "bob"], Some("2026-11-24")).unwrap();
        let back = sgf::read(&text).unwrap_or_else(|e| panic!("game {}: {e}\n{text}", i + 1));
        assert_eq!(back.game.variant(), game.variant(), "game {}", i + 1);
        assert_eq!(back.game.moves(), game.moves(), "game {}", i + 1);
        assert_eq!(back.game.outcome(), game.outcome(), "game {}", i + 1);
        assert_eq!(back.players, [Some("alice".into()), Some("bob".into())]);
    }
}

#[test]
fn written_records_use_boardspace_commands() {
    let game = Game::from_moves(Variant::TOURNAMENT, ["Wd4,a1", "x d4Wd6"].iter().take(1)).unwrap();
    let text = sgf::write(&game, ["a", "b"], None).unwrap();
    assert!(text.starts_with("(;\nGM[22]VV[2]\nSU[Zertz+11]\n"), "{text}");
    assert!(
        text.contains("; P0[0 Start P0]\n; P0[1 RtoB 2 0 D 4]\n; P0[2 R- A 1]\n; P0[3 Done]\n"),
        "{text}"
    );
    assert!(text.trim_end().ends_with(')'));
}

#[test]
fn a_capture_is_one_btob_per_jump() {
    // R3.3: a capture chain is one turn of several jumps.
    let game = vendored()
        .into_iter()
        .find(|g| {
            g.move_notations()
                .iter()
                .any(|m| m.starts_with("x ") && m.matches(char::is_uppercase).count() >= 2)
        })
        .unwrap();
    let text = sgf::write(&game, ["a", "b"], None).unwrap();
    let chain = text
        .lines()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| w[0].contains("BtoB") && w[1].contains("BtoB"));
    assert!(chain, "{text}");
}

#[test]
fn a_resignation_goes_out_and_comes_back() {
    let mut game = Game::from_moves(Variant::STANDARD, ["Wd4,a1"]).unwrap();
    game.resign(Player::Second).unwrap();
    let text = sgf::write(&game, ["a", "b"], None).unwrap();
    assert!(text.contains("; P1[4 Resign]"), "{text}");
    let back = sgf::read(&text).unwrap();
    assert_eq!(
        back.game.outcome(),
        Some(Outcome::Won {
            winner: Player::First,
            reason: WinReason::Resignation
        })
    );
}

#[test]
fn blitz_has_no_boardspace_form() {
    let game = Game::new(Variant::BLITZ);
    assert_eq!(
        sgf::write(&game, ["a", "b"], None),
        Err(SgfError::NoBoardspaceVariant(Variant::BLITZ))
    );
}

#[test]
fn names_are_escaped_and_read_back() {
    let game = Game::new(Variant::STANDARD);
    let text = sgf::write(&game, ["x]y\\z", "q\"r"], None).unwrap();
    let back = sgf::read(&text).unwrap();
    assert_eq!(back.players, [Some("x]y\\z".into()), Some("q'r".into())]);
}

/// A hand-written record in boardspace's layout, with the ring removed
/// before the marble is placed, which boardspace allows.
const HAND_WRITTEN: &str = "(;\nGM[22]VV[2]\nSU[zertz]\nP0[id \"ann\"]\nP1[id \"bo\"]\n\
    ; P0[0 Start P0]\n; P0[1 R- A 1] ; P0[2 RtoB 2 0 D 4]\n; P0[3 Done]\n\
    ; P1[4 Pickb D 2]; P1[5 RtoB 2 2 D 2]; P1[6 R- G 1]; P1[7 time 0:00:12]; P1[8 Done]; P0[9 reset]\n)";

#[test]
fn a_hand_written_record_reads() {
    let back = sgf::read(HAND_WRITTEN).unwrap();
    assert_eq!(back.game.move_notations(), ["Wd4,a1", "Bd2,g1"]);
    assert_eq!(back.players, [Some("ann".into()), Some("bo".into())]);
}

#[test]
fn the_first_mover_is_p0_in_our_record() {
    // boardspace lets the first seat swap; whoever moves first is our P0.
    let text = HAND_WRITTEN
        .replace("P0[", "PX[")
        .replace("P1[", "P0[")
        .replace("PX[", "P1[");
    let back = sgf::read(&text).unwrap();
    assert_eq!(back.game.move_notations(), ["Wd4,a1", "Bd2,g1"]);
    // The root now seats bo as P0, but ann moved first.
    assert_eq!(back.players, [Some("ann".into()), Some("bo".into())]);
}

#[test]
fn an_illegal_move_is_named() {
    // R3.1: d4 is taken by the first move.
    let text = HAND_WRITTEN.replace("RtoB 2 2 D 2", "RtoB 2 2 D 4");
    let err = sgf::read(&text).unwrap_err();
    assert!(matches!(err, SgfError::Illegal { number: 2, .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "move 2 (Bd4,g1) is illegal: d4 is taken: a white marble is on it"
    );
}

#[test]
fn bad_files_are_refused_with_a_reason() {
    assert_eq!(sgf::read("hello").unwrap_err(), SgfError::NotSgf);
    assert!(matches!(
        sgf::read("(;GM[22]SU[Zertz];P0[1 RtoB 2 0 D 4").unwrap_err(),
        SgfError::Malformed(_)
    ));
    assert_eq!(
        sgf::read("(;GM[1]SZ[19];B[dd])").unwrap_err(),
        SgfError::OtherGame("1".into())
    );
    assert_eq!(
        sgf::read("(;GM[22]SU[Zertz+xx])").unwrap_err(),
        SgfError::UnknownBoard("Zertz+xx".into())
    );
    let err = sgf::read("(;GM[22]SU[Zertz];P0[1 Teleport D 4])").unwrap_err();
    assert_eq!(
        err,
        SgfError::Command {
            node: 2,
            text: "1 Teleport D 4".into()
        }
    );
    let err = sgf::read("(;GM[22]SU[Zertz];P0[1 BtoB D 1 D 3];P0[2 BtoB D 4 D 6])").unwrap_err();
    assert!(matches!(err, SgfError::Turn { number: 1, .. }), "{err:?}");
    let big = "(".repeat(sgf::MAX_SGF_BYTES + 1);
    assert_eq!(sgf::read(&big).unwrap_err(), SgfError::TooLarge(sgf::MAX_SGF_BYTES + 1));
}

#[test]
fn variations_are_skipped() {
    let text = "(;GM[22]SU[Zertz];P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done](;P1[4 RtoB 2 1 C 3];P1[5 R- G 1];P1[6 Done])(;P1[4 RtoB 2 2 E 3];P1[5 R- G 1];P1[6 Done]))";
    let back = sgf::read(text).unwrap();
    assert_eq!(back.game.move_notations(), ["Wd4,a1", "Gc3,g1"]);
}

proptest::proptest! {
    /// Whatever a file holds, reading it answers without panicking.
    #[test]
    fn any_text_is_answered(text in "[(;)\\[\\]A-Za-z0-9 \\\\\"+-]{0,200}") {
        let _ = sgf::read(&text);
    }

    /// A real record with one character changed is read or refused, never a panic.
    #[test]
    fn a_damaged_record_is_answered(at in 0usize..400, c in proptest::char::any()) {
        let mut chars: Vec<char> = HAND_WRITTEN.chars().collect();
        let i = at % chars.len();
        chars[i] = c;
        let _ = sgf::read(&chars.into_iter().collect::<String>());
    }
}

#[test]
fn turns_after_the_rules_end_the_game_are_counted_not_played() {
    // boardspace plays on past a threefold repetition (R5.3); any record
    // that goes on after the end reads up to the end.
    let game = vendored().into_iter().find(|g| g.is_over()).unwrap();
    let text = sgf::write(&game, ["a", "b"], None).unwrap();
    let p = game.turn().index();
    let longer = format!(
        "{}; P{p}[900 RtoB 2 0 A 1]\n; P{p}[901 Done]\n)",
        text.trim_end().trim_end_matches(')')
    );
    let back = sgf::read(&longer).unwrap();
    assert_eq!(back.game.moves(), game.moves());
    assert_eq!(back.moves_after_end, 1);
    assert_eq!(sgf::read(&text).unwrap().moves_after_end, 0);
}

/// The winner a localised `RE[...]` names: the one player whose name it
/// contains (boardspace writes "Game won by NAME" in the viewer's language).
fn named_winner(text: &str, players: &[Option<String>; 2]) -> Option<usize> {
    let re = text.split("RE[").nth(1)?.split(']').next()?;
    let named: Vec<usize> = (0..2)
        .filter(|&i| players[i].as_deref().is_some_and(|n| re.contains(n)))
        .collect();
    match named[..] {
        [one] => Some(one),
        _ => None,
    }
}

/// Every real boardspace record in the sample folder imports: its moves
/// checked by the rules, and the winner its `RE` names is the rules' winner.
#[test]
fn every_real_boardspace_record_imports() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sgf");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 240);
    let (mut decided, mut named) = (0, 0);
    for path in &files {
        let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
        let read = sgf::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(read.game.ply() > 0, "{}: no move read", path.display());
        let ours = read.game.outcome().and_then(Outcome::winner).map(Player::index);
        decided += usize::from(ours.is_some());
        if let (Some(theirs), Some(ours)) = (named_winner(&text, &read.players), ours) {
            named += 1;
            assert_eq!(ours, theirs, "{}: RE names the other player", path.display());
        }
    }
    assert!(
        named >= 30 && decided >= named,
        "{named} named winners, {decided} decided games"
    );
}

/// boardspace's client clicks: `P-1` notes, rack-to-rack moves, a marble
/// put down where it was picked up, a jump taken back by jumping back, a
/// placed marble moved before `Done`, a ring put back, and a win on time.
#[test]
fn client_clicks_replay_as_boardspace_replays_them() {
    let record = "(;GM[22]VV[1]SU[Zertz]P0[id \"a\"]P1[id \"b\"]\n\
        ;P-1[0 Start P0]\n\
        ;P0[1 RtoB 2 0 D 4];P0[2 BtoB D 4 D 5];P0[3 R- A 1];P0[4 R+ A 1];P0[5 R- A 2];P0[6 Done]\n\
        ;P1[7 RtoR 2 2 2];P1[8 RtoB 2 1 D 4];P1[9 R- A 1];P1[10 Done]\n\
        ;P0[11 BtoB D 5 D 5];P0[12 BtoB D 5 D 3];P0[13 BtoB D 3 D 5];P0[14 BtoB D 5 D 3];P0[15 Done]\n\
        ;P1[16 WinOnTime])";
    let read = sgf::read(record).unwrap();
    assert_eq!(read.game.move_notations(), ["Wd5,a2", "Gd4,a1", "x d5Gd3"]);
    assert_eq!(
        read.game.outcome(),
        Some(Outcome::Won {
            winner: Player::Second,
            reason: WinReason::Time
        })
    );
}
