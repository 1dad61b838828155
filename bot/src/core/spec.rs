//! How a subcommand is declared: its options with their kinds, choices,
//! limits and completions, and the function that reads them. The
//! declarations themselves are in the `command` module. Fixed choices
//! and their defaults come from the typed values the parser reads
//! (`Offered`), so they are written once.

use super::choices::Offered;
use super::refusal::Answer;
use super::request::Options;

/// The top-level slash command.
pub const COMMAND: &str = "zertz";

/// The kind of an option.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// Text.
    Text,
    /// A whole number.
    Int,
    /// A member.
    User,
    /// An attached file.
    File,
    /// True or false.
    Bool,
    /// A role of the server.
    Role,
}

/// One option of a subcommand.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    /// The option's name, as Discord shows and sends it.
    pub name: &'static str,
    /// Help text.
    pub description: &'static str,
    /// What it takes: text, a number, a member or a file.
    pub kind: OptionKind,
    /// Whether it must be given.
    pub required: bool,
    /// What the bot offers while it is typed, if anything.
    pub completes: Option<Completes>,
    /// Fixed choices: (shown, value).
    pub choices: Vec<(String, String)>,
    /// The longest text Discord lets a person type, if limited.
    pub max_length: Option<u16>,
    /// The smallest and largest whole number taken, if limited.
    pub range: Option<(i64, i64)>,
}

/// What an option offers while it is typed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Completes {
    /// A game of this channel, by number or players.
    Game,
    /// A finished game of this channel.
    FinishedGame,
    /// Any legal move.
    Move,
    /// A capture's path.
    Capture,
    /// The ring to place on, for the colour chosen.
    PlaceAt,
    /// The ring to remove, for the colour and ring chosen.
    PlaceRemove,
}

/// One subcommand of `/zertz`, read into a `C` (the core's `Command`).
/// A subcommand in a group is named with the group first: `tournament
/// create` is `/zertz tournament create`.
#[derive(Clone, Debug)]
pub struct SubcommandSpec<C> {
    /// The subcommand's name: `/zertz NAME`, or `GROUP NAME` in a group.
    pub name: &'static str,
    /// Help text.
    pub description: &'static str,
    /// Its options, required first.
    pub options: Vec<OptionSpec>,
    /// Whether its answer is shown only to the person who asked (so a
    /// slow answer is deferred privately too).
    pub private: bool,
    /// Reads its options into the typed command; a refusal says what to
    /// fix.
    pub parse: fn(&Options) -> Answer<C>,
}

/// An optional option, without choices, limits or completions.
pub(super) fn opt(name: &'static str, description: &'static str, kind: OptionKind) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        completes: None,
        choices: Vec::new(),
        max_length: None,
        range: None,
    }
}

impl<C> SubcommandSpec<C> {
    /// Its group and its own name: `(Some("tournament"), "create")`.
    pub fn path(&self) -> (Option<&'static str>, &'static str) {
        match self.name.split_once(' ') {
            Some((group, name)) => (Some(group), name),
            None => (None, self.name),
        }
    }
}

impl OptionSpec {
    /// Whether the bot completes it while it is typed.
    pub fn autocomplete(&self) -> bool {
        self.completes.is_some()
    }

    pub(super) fn required(mut self) -> OptionSpec {
        self.required = true;
        self
    }

    pub(super) fn completes(mut self, what: Completes) -> OptionSpec {
        self.completes = Some(what);
        self
    }

    pub(super) fn max_length(mut self, n: u16) -> OptionSpec {
        self.max_length = Some(n);
        self
    }

    pub(super) fn range(mut self, range: std::ops::RangeInclusive<i64>) -> OptionSpec {
        self.range = Some((*range.start(), *range.end()));
        self
    }

    /// The values of `T` offered, `default` first and marked so.
    pub(super) fn choices<T: Offered>(mut self, default: Option<T>) -> OptionSpec {
        let mut values = T::offered();
        if let Some(d) = default {
            values.sort_by_key(|v| *v != d);
        }
        self.choices = values
            .into_iter()
            .map(|v| {
                let label = if Some(v) == default {
                    format!("{} (default)", v.label())
                } else {
                    v.label()
                };
                (label, v.word())
            })
            .collect();
        self
    }
}
