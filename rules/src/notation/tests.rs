use super::*;

fn c(s: &str) -> Coord {
    Coord {
        col: s.as_bytes()[0] - b'a',
        row: s[1..].parse().unwrap(),
    }
}

#[test]
fn s6_ring_names_read_alone() {
    assert_eq!(" D4 ".parse::<Coord>(), Ok(c("d4")));
    assert_eq!("g10".parse::<Coord>(), Ok(c("g10")));
    for bad in ["", "d", "4", "d0", "d123", "d4,a1", "Wd4"] {
        assert!(bad.parse::<Coord>().is_err(), "{bad:?} read as a ring");
    }
}

#[test]
fn s6_typed_and_parsed_moves_are_checked_alike() {
    let pos = Position::new(crate::Variant::STANDARD);
    let parsed = parse("Wd4,a1").unwrap();
    let typed = pos.resolve(&parsed).unwrap();
    assert_eq!(pos.accept(&MoveInput::from(parsed)), Ok(typed));
    assert_eq!(pos.accept(&MoveInput::from(typed)), Ok(typed));
    // R3.2: the removed ring must be free; a typed move is checked too.
    let mut after = pos;
    after.play(&typed).unwrap();
    assert!(after.accept(&MoveInput::from(typed)).is_err());
}

#[test]
fn s6_reads_every_written_form() {
    use ParsedMove::*;
    let place = |colour, to, remove: Option<&str>| Place {
        colour,
        to: c(to),
        remove: remove.map(c),
        claim: None,
    };
    assert_eq!(parse("Wd4,d1"), Ok(place(Colour::White, "d4", Some("d1"))));
    assert_eq!(parse("Wd4"), Ok(place(Colour::White, "d4", None)));
    assert_eq!(
        parse("Bd7,b2 x Wa1Wa2"),
        Ok(Place {
            colour: Colour::Black,
            to: c("d7"),
            remove: Some(c("b2")),
            claim: Some(vec![(Colour::White, c("a1")), (Colour::White, c("a2"))]),
        })
    );
    assert_eq!(
        parse("x d1Gd3Wd5"),
        Ok(Capture {
            from: c("d1"),
            steps: vec![(Some(Colour::Grey), c("d3")), (Some(Colour::White), c("d5"))],
        })
    );
    assert_eq!(parse("-"), Ok(Pass));
}

#[test]
fn s6_reading_is_lenient() {
    let canonical = parse("Wd4,d1").unwrap();
    for typed in ["wd4,d1", "W d4 , d1", "Wd4 d1", "Wd4-d1", " wD4D1 ", "Wd4d1"] {
        assert_eq!(parse(typed), Ok(canonical.clone()), "{typed}");
    }
    let capture = parse("x d1d3d5").unwrap();
    for typed in ["d1-d3-d5", "xd1d3d5", "X D1 D3 D5", "d1 d3 d5", "x d1-d3-d5"] {
        assert_eq!(parse(typed), Ok(capture.clone()), "{typed}");
    }
    // `b3` is a ring, `bd3` a black marble on d3; `g1` a ring, `gb2` grey.
    assert!(matches!(parse("b3-d3"), Ok(ParsedMove::Capture { .. })));
    assert!(matches!(
        parse("bd3,a1"),
        Ok(ParsedMove::Place {
            colour: Colour::Black,
            ..
        })
    ));
    assert!(matches!(
        parse("gb2"),
        Ok(ParsedMove::Place {
            colour: Colour::Grey,
            ..
        })
    ));
    assert_eq!(parse("pass"), Ok(ParsedMove::Pass));
}

#[test]
fn match_keys_ignore_colours_and_separators_in_captures() {
    assert_eq!(match_key("x d1Gd3Wd5"), "d1d3d5");
    assert_eq!(match_key("d1-d3"), "d1d3");
    assert_eq!(match_key("x d1G"), "d1");
    assert_eq!(match_key("Wd4,d1"), "wd4d1");
    assert_eq!(match_key("Bd7,b2 x Wa1Wa2"), "bd7b2xwa1wa2");
    assert_eq!(match_key("W"), "w");
    assert_eq!(match_key("x"), "");
    assert_eq!(match_key("x "), "");
    assert_eq!(match_key("X d"), "d");
}

#[test]
fn s6_unclear_input_says_what_was_expected() {
    for bad in [
        "", "   ", "Q", "W", "Wd", "Wd4,", "x", "x d1", "d1", "Wd4,d1 x", "W0", "d123-d3", "Wd4,d1!", "✓",
    ] {
        let err = parse(bad).expect_err(bad);
        assert!(
            err.to_string().contains("expected") || err.to_string().contains("not"),
            "{bad}: {err}"
        );
    }
    let long = "Wd4,".repeat(1000);
    assert!(parse(&long).unwrap_err().problem.contains("too long"));
}
