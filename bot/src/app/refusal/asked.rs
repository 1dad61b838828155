//! Refusals of what was asked before anything is looked up: a command,
//! option or button that could not be read.

use zertz_rules::{NotationError, UnknownVariant};

use super::super::words::one_of;

/// A command, option or button the bot could not read.
#[derive(Debug)]
pub enum Unread {
    /// No subcommand of that name.
    UnknownCommand,
    /// A button from an older version of the bot.
    ButtonExpired,
    /// A required option was left out.
    Missing(Needed),
    /// An option's value is not among those offered.
    NotOffered {
        /// Which option.
        option: Offer,
        /// What was typed.
        given: String,
        /// The values offered, as shown.
        offered: Vec<String>,
    },
    /// Vacation days outside `min..=max`.
    VacationDays {
        /// The fewest days.
        min: i64,
        /// The most days.
        max: i64,
    },
    /// A variant not known.
    Variant(UnknownVariant),
    /// A move or ring that could not be read.
    Notation(NotationError),
    /// A capture's path that could not be read.
    Capture(NotationError),
    /// A path that reads as a placement, not a capture.
    NotACapturePath,
    /// A number outside what its option takes.
    OutOfRange {
        /// The option.
        option: &'static str,
        /// The smallest taken.
        min: i64,
        /// The largest taken.
        max: i64,
    },
}

/// A required option, by what it asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needed {
    /// The member picked from the user menu.
    PickedMember,
    /// `challenge`'s opponent.
    Opponent,
    /// `move`'s notation.
    Notation,
    /// `place`'s colour and ring.
    ColourAndRing,
    /// `capture`'s path.
    CapturePath,
    /// `import`'s file.
    File,
    /// `daily`'s switch.
    Switch,
    /// The server's language.
    Language,
    /// A tournament's name.
    EventName,
    /// A tournament's format.
    EventFormat,
    /// The player to take out of a tournament.
    Player,
}

/// An option whose values are offered as a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A marble's colour.
    Colour,
    /// A leaderboard's scope.
    Scope,
    /// Who moves first.
    First,
    /// The time per move.
    Time,
    /// The computer's level.
    Level,
    /// Where a move goes: a game or a puzzle.
    Target,
    /// A tournament's format.
    Format,
}

impl Unread {
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            Unread::UnknownCommand => "Unknown command. Try `/zertz help`.".to_string(),
            Unread::ButtonExpired => "This button has expired. Use the `/zertz` commands instead.".to_string(),
            Unread::Missing(needed) => needed.words().to_string(),
            Unread::NotOffered { option, given, offered } => {
                let offered = one_of(offered.iter().cloned());
                match option {
                    Offer::Colour => format!("The colour is {offered}, not {given:?}."),
                    Offer::Scope => format!("The scope is {offered}, not {given:?}."),
                    Offer::First => format!("Who moves first: {offered}, not {given:?}."),
                    Offer::Time => format!("The time per move is {offered}, not {given:?}."),
                    Offer::Level => format!("The level is {offered}, not {given:?}."),
                    Offer::Target => format!("A move goes `to:` {offered}, not {given:?}."),
                    Offer::Format => format!("The format is {offered}, not {given:?}."),
                }
            }
            Unread::VacationDays { min, max } => {
                format!("Take {min} to {max} days of vacation, such as `/zertz vacation days:3`.")
            }
            Unread::OutOfRange { option, min, max } => format!("`{option}` takes {min} to {max}."),
            Unread::Variant(e) => e.to_string(),
            Unread::Notation(e) => format!("That move is not possible: {e}."),
            Unread::Capture(e) => format!("That is not a capture: {e}."),
            Unread::NotACapturePath => "That is not a capture's path; give its rings, such as `d1 d3 d5`.".to_string(),
        }
    }
}

impl Needed {
    fn words(self) -> &'static str {
        match self {
            Needed::PickedMember => "Pick a member to challenge.",
            Needed::Opponent => "Say who to challenge: `/zertz challenge opponent:@someone`.",
            Needed::Notation => "Type a move, such as `Wd4,a1` or `x d1Gd3`.",
            Needed::ColourAndRing => "Give a colour and a ring, such as colour:white at:d4 remove:a1.",
            Needed::CapturePath => "Give the capture's path, such as `d1 d3 d5`.",
            Needed::File => "Attach a game record: `/study import file:` with an .sgf or a record line.",
            Needed::Switch => "Say `/server daily switch:on` or `switch:off`.",
            Needed::Language => {
                "Say which language: `/server language language:de`, or `language:discord` for the server's own."
            }
            Needed::EventName => "Give the tournament a name: `/tournament create name:Spring format:swiss`.",
            Needed::EventFormat => "Say the format: `format:swiss` or `format:round-robin`.",
            Needed::Player => "Say which player: `player:@someone`.",
        }
    }
}
