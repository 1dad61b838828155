//! The board's rules: its rings, names and neighbours (rule 1).

use super::*;

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new(b[0] - b'a', name[1..].parse().unwrap()).unwrap()
}

fn jump(board: Board, from: &str, over: &str) -> Option<Square> {
    let (from, over) = (sq(from), sq(over));
    let dir = Direction::ALL
        .into_iter()
        .find(|&d| board.neighbour(from, d) == Some(over))?;
    board.neighbour(over, dir)
}

#[test]
fn r1_3_neighbour_sets_match_the_directions() {
    for board in Board::ALL {
        for s in board.squares() {
            let by_direction: SquareSet = Direction::ALL
                .into_iter()
                .filter_map(|d| board.neighbour(s, d))
                .collect();
            assert_eq!(board.geometry().neighbours_of(s), by_direction, "{board} {s}");
        }
    }
    assert_eq!(Board::Rings37.geometry().neighbours_of(sq("a1")).len(), 3);
    assert_eq!(Board::Rings37.geometry().neighbours_of(sq("d4")).len(), 6);
}

#[test]
fn r1_1_ring_counts() {
    assert_eq!(Board::Rings37.ring_count(), 37);
    assert_eq!(Board::Rings48.ring_count(), 48);
    assert_eq!(Board::Rings61.ring_count(), 61);
}

#[test]
fn r1_2_names_and_columns() {
    assert_eq!(sq("a1").to_string(), "a1");
    assert_eq!(sq("e9").to_string(), "e9");
    assert!(Square::new(3, 9).is_none(), "d9 exists nowhere");
    assert!(Board::Rings37.contains(sq("d7")));
    assert!(!Board::Rings37.contains(sq("d8")));
    assert!(!Board::Rings37.contains(sq("h1")));
    assert!(Board::Rings48.contains(sq("h4")));
    assert!(!Board::Rings48.contains(sq("h5")));
    assert!(Board::Rings61.contains(sq("i5")));
    let lens: Vec<u8> = (0..9).map(|c| Board::Rings48.column_len(c)).collect();
    assert_eq!(lens, [5, 6, 7, 8, 7, 6, 5, 4, 0]);
}

#[test]
fn r1_3_jump_examples_on_37() {
    let b = Board::Rings37;
    assert_eq!(jump(b, "b3", "c3"), Some(sq("d3")));
    assert_eq!(jump(b, "c3", "d3"), Some(sq("e2")));
    assert_eq!(jump(b, "g1", "f1"), Some(sq("e1")));
    assert_eq!(jump(b, "e1", "e2"), Some(sq("e3")));
}

#[test]
fn r1_3_neighbours_match_the_diagrams() {
    // 48 rings: h1 sits between g1 and g2. 61 rings: e1 is the bottom
    // point, with d1, e2 and f1 around it.
    for (b, at, around) in [
        (Board::Rings48, "h1", ["g1", "g2", "h2"]),
        (Board::Rings61, "e1", ["d1", "e2", "f1"]),
    ] {
        let n: SquareSet = Direction::ALL
            .into_iter()
            .filter_map(|d| b.neighbour(sq(at), d))
            .collect();
        assert_eq!(n, around.map(sq).into_iter().collect(), "{at}");
    }
    // The centre of every board has six neighbours.
    for (board, centre) in [(Board::Rings37, "d4"), (Board::Rings61, "e5")] {
        assert_eq!(board.geometry().adjacent[sq(centre).index()].count_ones(), 6);
    }
}

#[test]
fn r1_3_neighbourhood_is_symmetric() {
    for board in Board::ALL {
        for a in board.squares() {
            for d in Direction::ALL {
                if let Some(b) = board.neighbour(a, d) {
                    let back = Direction::from_index(d.index() + 3);
                    assert_eq!(board.neighbour(b, back), Some(a), "{board}: {a} {d:?}");
                }
            }
        }
    }
}

#[test]
fn square_order_is_column_then_row() {
    let all: Vec<String> = Board::Rings37.squares().map(|s| s.to_string()).collect();
    assert_eq!(&all[..6], ["a1", "a2", "a3", "a4", "b1", "b2"]);
    for i in 0..MAX_SQUARES {
        let s = Square::from_index(i).unwrap();
        assert_eq!(Square::new(s.col(), s.row()), Some(s));
    }
}
