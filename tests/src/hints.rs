//! A move as a person taps it on the move picker, read from notation or
//! from the words a hint says it in: what the tests of the bot and of
//! the fake Discord follow, as a newcomer would.

/// A move as the picker offers it: a capture by the squares its marble
/// visits, a placement by its colour, ring and ring removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tapped {
    /// A capture: the path, as its menu lists it.
    Capture(Vec<String>),
    /// A placement: the colour's button label, the ring, the ring removed.
    Place(String, String, Option<String>),
}

impl Tapped {
    /// The move written `notation`.
    pub fn of_notation(notation: &str) -> Tapped {
        use zertz_rules::notation::{parse, ParsedMove};
        match parse(notation).unwrap_or_else(|e| panic!("{notation}: {e}")) {
            ParsedMove::Capture { from, steps } => {
                let path = std::iter::once(from).chain(steps.iter().map(|s| s.1));
                Tapped::Capture(path.map(|c| c.to_string()).collect())
            }
            ParsedMove::Place { colour, to, remove, .. } => {
                let name = colour.name();
                let label = name[..1].to_uppercase() + &name[1..];
                Tapped::Place(label, to.to_string(), remove.map(|r| r.to_string()))
            }
            ParsedMove::Pass => panic!("a pass is not tapped"),
        }
    }

    /// The move an English hint says in words: "place a white marble on
    /// d4 and remove ring a1", or "capture …: the grey marble on d3 jumps
    /// over the white one on d4 to d5, then over … to d7".
    pub fn of_words(words: &str) -> Tapped {
        let square_after = |text: &str, word: &str| -> Option<String> {
            let at = text.find(word)? + word.len();
            Some(text[at..].chars().take_while(|c| c.is_ascii_alphanumeric()).collect())
        };
        let jumps = words
            .find(" jumps over ")
            .and_then(|at| words[..at].rfind(" marble on "));
        if let Some(jumps) = jumps.map(|at| &words[at..]) {
            let mut path = vec![square_after(jumps, " marble on ").expect("where it starts")];
            let mut rest = jumps;
            while let Some(at) = rest.find(" to ") {
                rest = &rest[at + 4..];
                path.push(rest.chars().take_while(|c| c.is_ascii_alphanumeric()).collect());
            }
            return Tapped::Capture(path);
        }
        let colour = ["white", "grey", "black"]
            .into_iter()
            .find(|c| words.contains(&format!("a {c} marble")))
            .unwrap_or_else(|| panic!("no colour in {words:?}"));
        let label = colour[..1].to_uppercase() + &colour[1..];
        let to = square_after(words, " marble on ").unwrap_or_else(|| panic!("no ring in {words:?}"));
        Tapped::Place(label, to, square_after(words, "remove ring "))
    }

    /// The move a game's hint names: "… the engine would place a white
    /// marble on d4 and remove ring a1. Tap …", with no notation.
    pub fn of_game_hint(said: &str) -> Tapped {
        assert!(!said.contains('`'), "notation in a hint: {said}");
        let words = said.split(" would ").nth(1).and_then(|w| w.split(". Tap").next());
        Tapped::of_words(words.unwrap_or_else(|| panic!("no move in {said:?}")))
    }

    /// The square the move ends on: its last landing, or where it places.
    pub fn landing(&self) -> &str {
        match self {
            Tapped::Capture(path) => path.last().map_or("", String::as_str),
            Tapped::Place(_, to, _) => to,
        }
    }
}
