//! Refusals of what was asked before anything is looked up: a command,
//! option or button that could not be read.

use zertz_rules::{NotationError, UnknownVariant};

use super::illegal::notation_words;
use crate::app::text::lang::{commands, say, Lang, Msg};
use crate::app::text::words::one_of_in;

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
    /// `threads`' setting.
    ThreadSetting,
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
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Unread::UnknownCommand => say!(lang, Msg::UnknownCommand),
            Unread::ButtonExpired => say!(lang, Msg::ButtonExpired),
            Unread::Missing(needed) => needed.words(lang),
            Unread::NotOffered { option, given, offered } => say!(
                lang,
                Msg::NotOffered,
                option = option.word(),
                offered = one_of_in(lang, offered.iter().cloned()),
                given = format!("{given:?}")
            ),
            Unread::VacationDays { min, max } => say!(lang, Msg::VacationDays, min = *min, max = *max),
            Unread::OutOfRange { option, min, max } => {
                // Only `/tournament create` has options taking a range.
                let option = commands::option(lang, "tournament create", option);
                say!(lang, Msg::OutOfRange, option = option, min = *min, max = *max)
            }
            Unread::Variant(e) => say!(lang, Msg::UnknownVariant, name = format!("{:?}", e.0)),
            Unread::Notation(e) => say!(lang, Msg::MoveImpossible, why = notation_words(lang, e)),
            Unread::Capture(e) => say!(lang, Msg::NotACapture, why = notation_words(lang, e)),
            Unread::NotACapturePath => say!(lang, Msg::NotACapturePath),
        }
    }
}

impl Offer {
    /// The word its message chooses by.
    fn word(self) -> &'static str {
        match self {
            Offer::Colour => "colour",
            Offer::Scope => "scope",
            Offer::First => "first",
            Offer::Time => "time",
            Offer::Level => "level",
            Offer::Target => "target",
            Offer::Format => "format",
        }
    }
}

impl Needed {
    fn words(self, lang: Lang) -> String {
        let msg = match self {
            Needed::PickedMember => Msg::NeedPickedMember,
            Needed::Opponent => Msg::NeedOpponent,
            Needed::Notation => Msg::NeedNotation,
            Needed::ColourAndRing => Msg::NeedColourAndRing,
            Needed::CapturePath => Msg::NeedCapturePath,
            Needed::File => Msg::NeedFile,
            Needed::Switch => Msg::NeedSwitch,
            Needed::ThreadSetting => Msg::NeedThreadSetting,
            Needed::Language => Msg::NeedLanguage,
            Needed::EventName => Msg::NeedEventName,
            Needed::EventFormat => Msg::NeedEventFormat,
            Needed::Player => Msg::NeedPlayer,
        };
        lang.say(msg, &[])
    }
}
