//! One or more tests per rule of RULES.md, on positions built for it. Each
//! test's name starts with the rule it checks.
#![allow(clippy::unwrap_used)]

use zertz_rules::{
    Board, Colour, Counts, Direction, DrawReason, Game, IllegalMove, Move, MoveError, Outcome, PartsError, Player,
    Position, PositionParts, Square, SquareSet, Supply, Variant, WinReason,
};

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new(b[0] - b'a', name[1..].parse().unwrap()).unwrap()
}

fn set(names: &str) -> SquareSet {
    names.split_whitespace().map(sq).collect()
}

/// A position on `variant` without the rings in `removed`, with marbles
/// written `Wd4 Gd2 ...`.
fn build(variant: Variant, removed: &str, marbles: &str, pool: [u8; 3], captured: [[u8; 3]; 2]) -> Position {
    let mut by_colour = [SquareSet::EMPTY; 3];
    for m in marbles.split_whitespace() {
        let c = Colour::from_letter(m.chars().next().unwrap()).unwrap();
        by_colour[c.index()] = by_colour[c.index()].with(sq(&m[1..]));
    }
    Position::from_parts(PositionParts {
        variant,
        rings: variant.board.squares() & !set(removed),
        marbles: by_colour,
        pool: Counts(pool),
        captured: [Counts(captured[0]), Counts(captured[1])],
        turn: Player::First,
    })
    .unwrap()
}

/// The names of the 37-ring board's rings outside `keep`, for `build`.
fn rings_except(keep: SquareSet) -> String {
    (Board::Rings37.squares() & !keep).map(|s| format!("{s} ")).collect()
}

fn notations(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(|m| pos.notation(m)).collect()
}

fn illegal(pos: &Position, text: &str) -> String {
    match pos.parse_move(text) {
        Err(MoveError::Illegal(e)) => e.to_string(),
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn play(pos: &Position, text: &str) -> Position {
    let mut next = *pos;
    let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    next.play(&m).unwrap();
    next
}

// ---------------------------------------------------------------- R2

#[test]
fn r2_2_first_player_moves_first_and_turns_alternate() {
    let mut game = Game::new(Variant::STANDARD);
    assert_eq!(game.turn(), Player::First);
    game.play_notation("Wd4,a1").unwrap();
    assert_eq!(game.turn(), Player::Second);
}

#[test]
fn r2_1_blitz_marbles_on_the_large_board() {
    let v: Variant = "61-blitz".parse().unwrap();
    let pos = Position::new(v);
    assert_eq!(pos.rings().len(), 61);
    assert_eq!(pos.pool(), Counts([5, 7, 9]));
}

// ---------------------------------------------------------------- R3.1

#[test]
fn r3_1_any_colour_from_the_pool_on_any_vacant_ring() {
    let pos = Position::new(Variant::STANDARD);
    let moves = pos.legal_moves();
    for c in Colour::ALL {
        for to in pos.rings() {
            assert!(
                moves
                    .iter()
                    .any(|m| matches!(m, Move::Place { colour, to: t, .. } if *colour == c && *t == to)),
                "{c} on {to}"
            );
        }
    }
    let after = play(&pos, "Gd4,a1");
    assert_eq!(after.pool(), Counts([6, 7, 10]));
    assert_eq!(after.marble_at(sq("d4")), Some(Colour::Grey));
}

#[test]
fn r3_1_own_captures_only_once_the_pool_is_empty() {
    // One black marble left in the pool: captured whites may not be used.
    let pos = build(
        Variant::STANDARD,
        "",
        "Wd4 Bd7 Bg1 Bg4 Ba4",
        [0, 0, 1],
        [[3, 4, 2], [2, 4, 3]],
    );
    assert_eq!(pos.supply().0, Supply::Pool);
    assert_eq!(illegal(&pos, "Wa1,a2"), "no white marble left in the pool");
    assert!(pos.parse_move("Ba1,a2").is_ok());
    assert!(notations(&pos).iter().all(|m| m.starts_with('B')));

    // Pool empty: the mover places from their own captures only.
    // Ten marbles on rings that are not neighbours: no capture.
    let board = "Wa1 Ga3 Gc1 Gc3 Gc5 Be1 Be3 Be5 Bg1 Bg3";
    let pos = build(Variant::STANDARD, "", board, [0, 0, 0], [[3, 0, 0], [2, 4, 5]]);
    assert_eq!(pos.supply(), (Supply::Captures, Counts([3, 0, 0])));
    assert!(notations(&pos).iter().all(|m| m.starts_with('W')));
    assert_eq!(
        illegal(&pos, "Gd4,a2"),
        "the pool is empty, and you have no captured grey marble to place"
    );
    let after = play(&pos, "Wd4,a2");
    assert_eq!(after.captured(Player::First), Counts([2, 0, 0]));
    assert_eq!(
        after.captured(Player::Second),
        Counts([2, 4, 5]),
        "the opponent's captures are untouched"
    );
}

#[test]
fn r3_1_placement_must_go_on_a_vacant_ring_of_this_board() {
    let pos = build(Variant::STANDARD, "a1", "Gd4", [6, 7, 10], [[0; 3]; 2]);
    assert_eq!(illegal(&pos, "Wd4,b1"), "d4 is taken: a grey marble is on it");
    assert_eq!(illegal(&pos, "Wa1,b1"), "there is no ring on a1 any more");
    assert_eq!(illegal(&pos, "Wd9,b1"), "d9 is not on this board");
    assert_eq!(illegal(&pos, "Wh1,b1"), "h1 is not on this board");
}

// ---------------------------------------------------------------- R3.2

#[test]
fn r3_2_free_rings_at_the_start_are_the_edge() {
    for (board, edge) in [(Board::Rings37, 18), (Board::Rings48, 21), (Board::Rings61, 24)] {
        let pos = Position::new(Variant::new(board, zertz_rules::MarbleSet::Standard));
        assert_eq!(pos.free_rings().len(), edge, "{board}");
    }
}

#[test]
fn r3_2_one_open_side_is_not_enough() {
    // With a1 gone, b2 borders the hole on one side only.
    let pos = build(Variant::STANDARD, "a1", "", [6, 8, 10], [[0; 3]; 2]);
    assert!(!pos.free_rings().contains(sq("b2")));
    assert_eq!(
        illegal(&pos, "Wd4,b2"),
        "ring b2 is not free: it has no two open sides next to each other"
    );
    // With a2 gone too, b2's two open sides are next to each other.
    let pos = build(Variant::STANDARD, "a1 a2", "", [6, 8, 10], [[0; 3]; 2]);
    assert!(pos.free_rings().contains(sq("b2")));
}

#[test]
fn r3_2_a_hole_frees_an_inner_ring() {
    // d4 is the centre; with d3 and c3 gone (neighbours next to each other
    // around it), it can slide out even though it is not at the edge.
    let pos = build(Variant::STANDARD, "d3 c3", "", [6, 8, 10], [[0; 3]; 2]);
    assert!(pos.free_rings().contains(sq("d4")));
    // With d3 and e5 gone (opposite sides), it cannot.
    let pos = build(Variant::STANDARD, "d3 d5", "", [6, 8, 10], [[0; 3]; 2]);
    assert!(!pos.free_rings().contains(sq("d4")));
}

#[test]
fn r3_2_the_ring_removed_must_be_vacant_and_not_the_one_just_filled() {
    let pos = build(Variant::STANDARD, "", "Ba1", [6, 8, 9], [[0; 3]; 2]);
    assert_eq!(illegal(&pos, "Wd4,a1"), "ring a1 is not free: a black marble is on it");
    assert_eq!(
        illegal(&pos, "Wa2,a2"),
        "ring a2 is not free: the marble was just placed on it"
    );
    let after = play(&pos, "Wd4,a2");
    assert!(!after.rings().contains(sq("a2")));
    assert_eq!(after.rings().len(), 36);
}

#[test]
fn r3_2_a_removal_is_required_when_a_ring_is_free() {
    let pos = Position::new(Variant::STANDARD);
    assert_eq!(
        illegal(&pos, "Wd4"),
        "a free ring must be removed after placing, for example Wd4,a1"
    );
}

#[test]
fn r3_2_placement_alone_when_no_ring_is_free() {
    // Rings left: a1 a2 b1 b2 b3 and c2 c3, a small blob. Marbles fill all
    // but b2 and a1. Placing on a1 leaves b2 vacant but enclosed.
    let removed = rings_except(set("a1 a2 b1 b2 b3 c2 c3"));
    let pos = build(
        Variant::STANDARD,
        &removed,
        "Wa2 Gb1 Bb3 Bc2 Bc3",
        [5, 7, 7],
        [[0; 3]; 2],
    );
    // b2 is surrounded on every side by rings: not free. a1 is free.
    assert_eq!(pos.free_rings(), set("a1"));
    let moves = notations(&pos);
    assert!(moves.contains(&"Wa1".to_string()), "{moves:?}");
    // Filling b2 and removing a1 leaves one full group: all claimed.
    assert!(moves.contains(&"Wb2,a1 x Wa2Gb1Wb2Bb3Bc2Bc3".to_string()), "{moves:?}");
    let after = play(&pos, "Wa1");
    assert_eq!(after.rings().len(), 7, "nothing removed");
}

// ---------------------------------------------------------------- R3.3, R3.4

/// d1 can jump d2 to d3, then either d4 to d5 or e3 to f3. d4 and e3 can
/// also capture each other.
fn branching() -> Position {
    build(Variant::STANDARD, "", "Wd1 Gd2 Wd4 Be3", [4, 7, 9], [[0; 3]; 2])
}

#[test]
fn r3_3_multi_jump_with_a_branch_lists_both_sequences() {
    let pos = branching();
    let mut moves = notations(&pos);
    moves.sort();
    assert_eq!(moves, ["x d1Gd3Bf3", "x d1Gd3Wd5", "x d4Bf2", "x e3Wc4"]);
}

#[test]
fn r3_3_the_capture_must_go_on() {
    let pos = branching();
    let stopped = illegal(&pos, "x d1Gd3");
    assert_eq!(
        stopped,
        "the capture must go on: from d3 the marble can still jump to d5"
    );
    // Going on to the end is the move.
    assert!(pos.parse_move("x d1Gd3Wd5").is_ok());
}

#[test]
fn r3_3_captured_marbles_go_to_the_mover_and_rings_stay() {
    let pos = branching();
    let after = play(&pos, "x d1Gd3Wd5");
    assert_eq!(after.captured(Player::First), Counts([1, 1, 0]));
    assert_eq!(after.marble_at(sq("d5")), Some(Colour::White));
    for vacated in ["d1", "d2", "d3", "d4"] {
        assert_eq!(after.marble_at(sq(vacated)), None);
        assert!(after.rings().contains(sq(vacated)), "ring {vacated} stays");
    }
    assert_eq!(after.rings(), pos.rings(), "no ring is removed in a capture");
    assert_eq!(after.turn(), Player::Second);
    let effect = pos.effect(&pos.parse_move("x d1d3d5").unwrap());
    assert_eq!(effect.path, [sq("d1"), sq("d3"), sq("d5")]);
    assert_eq!(effect.captured, [(sq("d2"), Colour::Grey), (sq("d4"), Colour::White)]);
}

#[test]
fn r3_3_any_colour_jumps_any_colour_and_colours_are_checked() {
    let pos = branching();
    assert!(pos.parse_move("x e3Wc4").is_ok(), "black jumps white");
    assert_eq!(illegal(&pos, "x d1Wd3Wd5"), "the marble on d2 is grey, not white");
    assert!(illegal(&pos, "x d1d4").contains("not a jump"));
    assert_eq!(illegal(&pos, "x a1a3"), "there is no marble on a1 to jump with");
    assert_eq!(illegal(&pos, "x d2d4"), "there is no marble on d3 to jump over");
}

#[test]
fn r3_3_a_chain_may_land_where_it_started() {
    // e5 jumps f5 to g5, g4 to g3, f4 back to e5, which it left vacant.
    let pos = build(Variant::LARGE, "", "Be5 Wf5 Gg4 Wf4", [4, 7, 9], [[0; 3]; 2]);
    let moves = notations(&pos);
    assert!(moves.contains(&"x e5Wg5Gg3We5".to_string()), "{moves:?}");
    assert!(moves.contains(&"x e5Wg3Gg5We5".to_string()), "{moves:?}");
    let after = play(&pos, "x e5Wg5Gg3We5");
    assert_eq!(after.occupied(), set("e5"));
    assert_eq!(after.marble_at(sq("e5")), Some(Colour::Black));
    assert_eq!(after.captured(Player::First), Counts([2, 1, 0]));
}

#[test]
fn r3_4_capture_is_compulsory_but_not_the_longest() {
    let pos = branching();
    assert_eq!(
        illegal(&pos, "Wa1,a2"),
        "capture is compulsory: x d1Gd3Wd5 is available"
    );
    assert!(pos.legal_moves().iter().all(Move::is_capture));
    // A one-jump capture is allowed beside a two-jump one.
    let after = play(&pos, "x d4Bf2");
    assert_eq!(after.captured(Player::First), Counts([0, 0, 1]));
}

// ---------------------------------------------------------------- R3.5, R5.4

/// 37 rings cut down to 22 around a1, all but a1 holding the 21 blitz
/// marbles; pool and captures empty. No marble can jump into a1, since
/// a3, c3 and c1 are gone.
fn nothing_to_do() -> Position {
    let board = Board::Rings37;
    let gone = set("a3 c3 c1");
    let mut keep = SquareSet::EMPTY.with(sq("a1"));
    let mut frontier = vec![sq("a1")];
    while keep.len() < 22 {
        let at = frontier.remove(0);
        for d in Direction::ALL {
            if let Some(n) = board.neighbour(at, d) {
                if !gone.contains(n) && !keep.contains(n) && keep.len() < 22 {
                    keep = keep.with(n);
                    frontier.push(n);
                }
            }
        }
    }
    let mut marbles = String::new();
    for (i, s) in keep.without(sq("a1")).enumerate() {
        let c = if i < 5 {
            'W'
        } else if i < 12 {
            'G'
        } else {
            'B'
        };
        marbles.push_str(&format!("{c}{s} "));
    }
    let removed = rings_except(keep);
    build(Variant::BLITZ, &removed, &marbles, [0; 3], [[0; 3]; 2])
}

#[test]
fn r3_5_no_capture_and_nothing_to_place_is_a_pass() {
    let pos = nothing_to_do();
    assert!(!pos.has_capture());
    assert_eq!(notations(&pos), ["-"]);
    assert_eq!(
        illegal(&pos, "Wa1"),
        "you have no capture and no marble to place, so you must pass (-)"
    );
    let start = Position::new(Variant::STANDARD);
    assert_eq!(illegal(&start, "-"), "you cannot pass: you have a marble to place");
    assert_eq!(illegal(&branching(), "pass"), "you cannot pass: a capture is available");
}

#[test]
fn r5_4_two_passes_in_a_row_draw() {
    let pos = nothing_to_do();
    let once = play(&pos, "-");
    assert_eq!(once.outcome(), None);
    assert_eq!(notations(&once), ["-"]);
    let twice = play(&once, "-");
    assert_eq!(
        twice.outcome(),
        Some(Outcome::Drawn {
            reason: DrawReason::TwoPasses
        })
    );
    assert!(twice.legal_moves().is_empty());
    assert_eq!(zertz_rules::perft(&pos, 2), 1, "two passes are counted (§7)");
    assert_eq!(zertz_rules::perft(&pos, 3), 0);
}

// ---------------------------------------------------------------- R4

/// a1 (black) and b1 (white) hang on a2 alone: b2, c1 and c2 are gone.
fn hanging_pair(b1: &str) -> Position {
    let whites = if b1.is_empty() { 6 } else { 5 };
    build(
        Variant::STANDARD,
        "b2 c1 c2",
        &format!("Ba1 {b1}"),
        [whites, 8, 9],
        [[0; 3]; 2],
    )
}

#[test]
fn r4_1_isolation_by_removal_claims_the_full_group() {
    let pos = hanging_pair("Wb1");
    let moves = notations(&pos);
    assert!(
        moves.contains(&"Gd4,a2 x Ba1Wb1".to_string()),
        "claims listed column then row"
    );
    let after = play(&pos, "Gd4,a2");
    assert_eq!(after.captured(Player::First), Counts([1, 0, 1]));
    assert!(!after.rings().contains(sq("a1")) && !after.rings().contains(sq("b1")));
    assert_eq!(after.marble_at(sq("a1")), None);
    // The suffix may be left off, but a wrong one is refused.
    assert!(pos.parse_move("Gd4,a2 x Ba1Wb1").is_ok());
    assert!(
        pos.parse_move("gd4 a2 x wb1 ba1").is_ok(),
        "order and case do not matter"
    );
    assert_eq!(illegal(&pos, "Gd4,a2 x Ba1"), "this move claims Ba1Wb1, not Ba1");
    assert_eq!(illegal(&pos, "Gd4,g1 x Ba1"), "this move claims nothing, not Ba1");
}

#[test]
fn r4_3_a_cut_off_group_with_a_vacant_ring_stays_in_play_then_is_claimed_when_filled() {
    let pos = hanging_pair("");
    // Cutting a1-b1 off with b1 vacant claims nothing.
    let cut = play(&pos, "Gd4,a2");
    assert!(cut.rings().contains(sq("a1")) && cut.rings().contains(sq("b1")));
    assert_eq!(cut.marble_at(sq("a1")), Some(Colour::Black));
    assert_eq!(cut.captured(Player::First), Counts::ZERO);
    // The group stays in play: b1 may be filled (R4.1: that claims it)...
    let moves = notations(&cut);
    assert!(moves.contains(&"Wb1,g1 x Ba1Wb1".to_string()), "{:?}", &moves[..5]);
    let filled = play(&cut, "Wb1,g1");
    assert_eq!(filled.captured(Player::Second), Counts([1, 0, 1]));
    assert!(!filled.rings().contains(sq("b1")));
    // ...or its free ring removed, which isolates a1 alone, full.
    assert!(moves.contains(&"Wd5,b1 x Ba1".to_string()));
}

/// Four rings left, three of them full; the second player has just moved.
fn last_ring_to_fill() -> Position {
    let removed = rings_except(set("a1 a2 b1 b2"));
    build(
        Variant::STANDARD,
        &removed,
        "Wa1 Ga2 Bb1",
        [3, 3, 4],
        [[0; 3], [2, 4, 5]],
    )
}

#[test]
fn r4_4_a_full_board_is_claimed_and_wins_whatever_the_counts() {
    let pos = last_ring_to_fill();
    assert_eq!(notations(&pos).iter().filter(|m| m.starts_with("Wb2")).count(), 1);
    let after = play(&pos, "Wb2");
    assert!(after.rings().is_empty());
    assert_eq!(after.captured(Player::First), Counts([2, 1, 1]));
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Player::First,
            reason: WinReason::FullBoard
        })
    );
    assert_eq!(pos.notation(&pos.parse_move("Wb2").unwrap()), "Wb2 x Wa1Ga2Bb1Wb2");
}

// ---------------------------------------------------------------- R5

#[test]
fn r5_1_a_capture_that_meets_a_goal_wins() {
    let pos = build(Variant::STANDARD, "", "Wd1 Gd2 Wd4 Be3", [1, 7, 9], [[3, 0, 0], [0; 3]]);
    let after = play(&pos, "x d1Gd3Wd5");
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won {
            winner: Player::First,
            reason: WinReason::Goal
        })
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(illegal(&after, "Wa1,a2"), "the game is over");
}

#[test]
fn r5_1_a_claim_that_meets_three_of_each_wins() {
    let pos = build(Variant::STANDARD, "b2 c1 c2", "Ba1 Wb1", [3, 5, 7], [[2, 3, 2], [0; 3]]);
    let after = play(&pos, "Gd4,a2");
    assert_eq!(after.captured(Player::First), Counts([3, 3, 3]));
    assert_eq!(after.outcome().and_then(Outcome::winner), Some(Player::First));
}

#[test]
fn r5_3_the_third_occurrence_draws() {
    // A real game (boardspace) in which the players cycle with the pool
    // empty: placements from captures and captures back.
    let line = include_str!("data/boardspace-1000.tsv").lines().nth(7).unwrap();
    let record = zertz_rules::Record::parse(line).unwrap();
    let mut game = Game::new(record.variant);
    let mut counts = Vec::new();
    for text in &record.moves {
        if game.is_over() {
            break;
        }
        game.play_notation(text).unwrap();
        let now = *game.position();
        counts.push(game.positions().iter().filter(|p| p.same_for_repetition(&now)).count());
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Drawn {
            reason: DrawReason::Repetition
        })
    );
    assert_eq!(counts.last(), Some(&3));
    assert!(counts.contains(&2), "a second occurrence does not end the game");
    assert_eq!(counts.iter().filter(|&&n| n >= 3).count(), 1);
    assert!(game.ply() < record.moves.len(), "boardspace played on");
    assert!(matches!(
        game.play_notation(&record.moves[game.ply()]),
        Err(MoveError::Illegal(IllegalMove::GameOver))
    ));
}

#[test]
fn r5_5_resignation_time_and_agreement() {
    let mut game = Game::new(Variant::STANDARD);
    game.play_notation("Wd4,a1").unwrap();
    let before = game.clone();
    assert_eq!(
        game.resign(Player::Second),
        Ok(Outcome::Won {
            winner: Player::First,
            reason: WinReason::Resignation
        })
    );
    assert!(game.play_notation("Wd5,a2").is_err());
    assert_eq!(
        game.agree_draw(),
        Err(IllegalMove::GameOver),
        "a finished game stays finished"
    );

    let mut game = before.clone();
    game.lose_on_time(Player::First).unwrap();
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Player::Second));

    let mut game = before;
    game.agree_draw().unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Drawn {
            reason: DrawReason::Agreement
        })
    );
}

// ---------------------------------------------------------------- §6

#[test]
fn s6_canonical_forms() {
    let start = Position::new(Variant::STANDARD);
    assert_eq!(start.notation(&start.parse_move("wd4 d1").unwrap()), "Wd4,d1");
    assert_eq!(
        branching().notation(&branching().parse_move("d1-d3-d5").unwrap()),
        "x d1Gd3Wd5"
    );
    assert_eq!(nothing_to_do().notation(&Move::Pass), "-");
}

#[test]
fn s6_records_round_trip_through_serde() {
    let mut game = Game::new(Variant::TOURNAMENT);
    for m in ["Wd4,a1", "Gb1,h1", "Bf4,a2"] {
        game.play_notation(m).unwrap();
    }
    game.resign(Player::First).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(
        json,
        r#"{"variant":"tournament","moves":"Wd4,a1;Gb1,h1;Bf4,a2","end":{"won":{"winner":"Second","reason":"resignation"}}}"#
    );
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    let bad = r#"{"variant":"tournament","moves":"Wd4,a1;Wd4,a2"}"#;
    let err = serde_json::from_str::<Game>(bad).unwrap_err().to_string();
    assert!(err.contains("move 2 (Wd4,a2): d4 is taken"), "{err}");
}

#[test]
fn last_effect_describes_the_last_move() {
    let pos = hanging_pair("Wb1");
    let effect = pos.effect(&pos.parse_move("Gd4,a2").unwrap());
    assert_eq!(effect.placed, Some((Colour::Grey, sq("d4"))));
    assert_eq!(effect.removed, Some(sq("a2")));
    assert_eq!(effect.claimed, [(sq("a1"), Colour::Black), (sq("b1"), Colour::White)]);
    assert_eq!(effect.gained(), Counts([1, 0, 1]));
    let mut game = Game::new(Variant::STANDARD);
    assert!(game.last_effect().is_none());
    game.play_notation("Bd4,a1").unwrap();
    assert_eq!(game.last_effect().unwrap().placed, Some((Colour::Black, sq("d4"))));
}

#[test]
fn s6_suggestions_follow_what_is_typed() {
    let start = Position::new(Variant::STANDARD);
    let whites = start.suggest("W", 25);
    assert_eq!(whites.len(), 25);
    assert!(whites.iter().all(|(_, n)| n.starts_with('W')));
    let d4: Vec<String> = start.suggest("wd4", 100).into_iter().map(|(_, n)| n).collect();
    assert_eq!(d4.len(), 18, "d4 with each of the 18 free rings");
    assert_eq!(d4[0], "Wd4,a1");
    assert_eq!(start.suggest("Wd4 a", 100).len(), 4, "a1..a4");
    assert!(start.suggest("x", 25).is_empty(), "no capture at the start");

    let pos = branching();
    let all: Vec<String> = pos.suggest("", 25).into_iter().map(|(_, n)| n).collect();
    assert_eq!(all.len(), 4);
    // Typing only the `x` of a capture offers every capture.
    for typed in ["x", "x ", "X"] {
        assert_eq!(pos.suggest(typed, 25).len(), 4, "{typed:?}");
    }
    let from_d1: Vec<String> = pos.suggest("x d1", 25).into_iter().map(|(_, n)| n).collect();
    assert_eq!(from_d1, ["x d1Gd3Wd5", "x d1Gd3Bf3"]);
    assert_eq!(pos.suggest("d1-d3-f", 25).len(), 1, "colours may be left out");
    assert_eq!(pos.suggest("x d1G", 25).len(), 2, "a colour being typed");
    assert!(
        pos.suggest("Wa1", 25).is_empty(),
        "no placement while a capture is compulsory"
    );
}

#[test]
fn r4_2_claims_happen_without_being_asked() {
    // The move is typed without its claim suffix; the claim still happens,
    // and the written form shows it.
    let pos = hanging_pair("Wb1");
    let m = pos.parse_move("Gd4,a2").unwrap();
    assert_eq!(pos.notation(&m), "Gd4,a2 x Ba1Wb1");
    let mut after = pos;
    after.play(&m).unwrap();
    assert_eq!(after.captured(Player::First), Counts([1, 0, 1]));
}

#[test]
fn r5_2_a_full_board_ends_the_game_for_the_game_type_too() {
    let pos = last_ring_to_fill();
    let after = play(&pos, "Wb2");
    assert!(after.is_game_over());
    assert_eq!(after.count_legal_moves(), 0);
    assert_eq!(after.outcome().unwrap().record_result(), "P0");
}

/// R1 and R2.1: parts that are not a position of the variant are refused,
/// each with its own reason.
#[test]
fn r1_r2_1_inconsistent_parts_are_refused_with_a_typed_reason() {
    let v = Variant::STANDARD;
    let parts = |rings: SquareSet, marbles: [SquareSet; 3], pool: [u8; 3]| PositionParts {
        variant: v,
        rings,
        marbles,
        pool: Counts(pool),
        captured: [Counts::ZERO; 2],
        turn: Player::First,
    };
    let all = v.board.squares();
    let none = [SquareSet::EMPTY; 3];
    assert!(Position::from_parts(parts(all, none, [6, 8, 10])).is_ok());
    // g7 exists on the 61-ring board only.
    let err = Position::from_parts(parts(all.with(sq("g7")), none, [6, 8, 10])).unwrap_err();
    assert_eq!(
        err,
        PartsError::RingsOffBoard {
            rings: set("g7"),
            board: Board::Rings37
        }
    );
    let white_off = [set("a1"), SquareSet::EMPTY, SquareSet::EMPTY];
    let err = Position::from_parts(parts(all.without(sq("a1")), white_off, [5, 8, 10])).unwrap_err();
    assert_eq!(
        err,
        PartsError::MarblesOffRings {
            colour: Colour::White,
            squares: set("a1")
        }
    );
    let twice = [set("d4"), set("d4"), SquareSet::EMPTY];
    let err = Position::from_parts(parts(all, twice, [5, 7, 10])).unwrap_err();
    assert_eq!(err, PartsError::TwoMarbles(set("d4")));
    let err = Position::from_parts(parts(all, none, [6, 8, 9])).unwrap_err();
    assert_eq!(
        err,
        PartsError::MarbleCount {
            colour: Colour::Black,
            found: 9,
            owned: 10
        }
    );
    assert!(err.to_string().contains("the variant has 10"), "{err}");
}

#[test]
fn r5_1_a_game_set_up_at_a_position_plays_and_ends_from_there() {
    // Three white captured, and a white marble to jump: the capture wins.
    let keep = set("c3 c4 c5 d4 d5");
    let pos = build(
        Variant::STANDARD,
        &rings_except(keep),
        "Wc3 Wc4",
        [1, 8, 10],
        [[3, 0, 0], [0, 0, 0]],
    );
    let mut game = Game::from_position(pos);
    assert_eq!((game.ply(), game.position(), game.turn()), (0, &pos, Player::First));
    let m = game.play_notation("x c3Wc5").unwrap();
    assert_eq!(game.moves(), &[m]);
    assert_eq!(game.positions()[0], pos);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Won {
            winner: Player::First,
            reason: WinReason::Goal
        })
    );
}

#[test]
fn r3_2_an_illegal_move_names_the_rule_it_breaks() {
    let pos = Position::new(Variant::STANDARD);
    let rule = |text: &str| match pos.parse_move(text) {
        Err(MoveError::Illegal(e)) => e.rule(),
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    };
    assert_eq!(rule("Wd4,d5"), "R3.2", "d5 is not free at the start");
    assert_eq!(rule("Wd4,d4"), "R3.2");
    assert_eq!(rule("Wd4"), "R3.2", "a free ring must be removed");
    assert_eq!(rule("x d1d3"), "R3.3", "no marble to jump with");
    assert_eq!(rule("-"), "R3.5");
}
