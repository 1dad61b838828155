//! How a subcommand is declared: its options with their kinds, choices,
//! limits and completions, and the function that reads them. The
//! declarations themselves are in the `command` module. Fixed choices
//! and their defaults come from the typed values the parser reads
//! (`Offered`), so they are written once.

use crate::app::interface::choices::Offered;
use crate::app::interface::refusal::Answer;
use crate::app::interface::request::Given;
use crate::app::text::lang::{say, Lang, Msg};

/// A top-level slash command: its name and what it is for. Its
/// subcommands are the declarations whose names start with its name.
#[derive(Copy, Clone, Debug)]
pub struct CommandSpec {
    /// `/NAME`.
    pub name: &'static str,
    /// Help text.
    pub description: &'static str,
    /// Whether it works only in a server that invited the bot (it posts
    /// in channels, or sets a server's settings); the others work
    /// wherever a person installed the bot too, DMs and group DMs
    /// included.
    pub server_only: bool,
}

/// The top-level slash commands, by purpose: playing first, as the help
/// lists them.
pub const COMMANDS: [CommandSpec; 6] = [
    CommandSpec {
        name: "zertz",
        description: "Play ZÈRTZ: challenge someone, move, see the board, ratings",
        server_only: false,
    },
    CommandSpec {
        name: "learn",
        description: "Learn ZÈRTZ by playing: short lessons with taps, then a first game",
        server_only: false,
    },
    CommandSpec {
        name: "study",
        description: "Look back at games: history, replay, records, analysis and practice",
        server_only: false,
    },
    CommandSpec {
        name: "puzzle",
        description: "A puzzle from a real game near your puzzle rating; answer with /zertz move",
        server_only: false,
    },
    CommandSpec {
        name: "tournament",
        description: "Tournaments in this server (servers that invited the bot)",
        server_only: true,
    },
    CommandSpec {
        name: "server",
        description: "This server's settings for the bot (needs Manage Server)",
        server_only: true,
    },
];

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
    /// Fixed choices.
    pub choices: Vec<Choice>,
    /// The longest text Discord lets a person type, if limited.
    pub max_length: Option<u16>,
    /// The smallest and largest whole number taken, if limited.
    pub range: Option<(i64, i64)>,
}

/// One of an option's fixed choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What people see, in English.
    pub label: String,
    /// The word Discord sends back.
    pub word: String,
    /// Whether it is what the option means when left out.
    pub default: bool,
}

impl Choice {
    /// Its Fluent id: `choice-OPTION-WORD`, shared by every option of
    /// that name.
    pub fn id(&self, option: &str) -> String {
        crate::app::text::lang::commands::choice_id(option, &self.word)
    }

    /// What people see in `lang`, marked when it is the default.
    pub fn label_in(&self, lang: Lang, option: &str) -> String {
        // English's words are the declarations' own: `en.ftl` has none.
        let label = lang.field(&self.id(option), None).unwrap_or_else(|| self.label.clone());
        if self.default {
            say!(lang, Msg::ChoiceDefault, label = label)
        } else {
            label
        }
    }
}

/// The path of the user context-menu command's name among the fields.
pub const CONTEXT_FIELD: &str = "context challenge";

/// A command field's `name` or `description` in `lang`: English's own
/// (`english`) when `lang` is English or lacks it.
pub fn field_in(lang: Lang, path: &[&str], attribute: &str, english: &str) -> String {
    lang.field(&crate::app::text::lang::commands::field_id(path), Some(attribute))
        .unwrap_or_else(|| english.to_string())
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

/// One subcommand, read into a `C` (the core's `Command`), named with its
/// command first: `tournament create` is `/tournament create`; a command
/// without subcommands (`puzzle`) is declared as one, by its name alone.
#[derive(Clone, Debug)]
pub struct SubcommandSpec<C> {
    /// `COMMAND NAME`, or `COMMAND` for a command without subcommands.
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
    pub parse: fn(&dyn Given) -> Answer<C>,
}

/// An optional option, without choices, limits or completions.
pub(in crate::app) fn opt(name: &'static str, description: &'static str, kind: OptionKind) -> OptionSpec {
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
    /// Its command and its own name: `("tournament", Some("create"))`.
    pub fn path(&self) -> (&'static str, Option<&'static str>) {
        match self.name.split_once(' ') {
            Some((command, name)) => (command, Some(name)),
            None => (self.name, None),
        }
    }
}

impl OptionSpec {
    /// Whether the bot completes it while it is typed.
    pub fn autocomplete(&self) -> bool {
        self.completes.is_some()
    }

    pub(in crate::app) fn required(mut self) -> OptionSpec {
        self.required = true;
        self
    }

    pub(in crate::app) fn completes(mut self, what: Completes) -> OptionSpec {
        self.completes = Some(what);
        self
    }

    pub(in crate::app) fn max_length(mut self, n: u16) -> OptionSpec {
        self.max_length = Some(n);
        self
    }

    pub(in crate::app) fn range(mut self, range: std::ops::RangeInclusive<i64>) -> OptionSpec {
        self.range = Some((*range.start(), *range.end()));
        self
    }

    /// The values of `T` offered, `default` first and marked so.
    pub(in crate::app) fn choices<T: Offered>(mut self, default: Option<T>) -> OptionSpec {
        let mut values = T::offered();
        if let Some(d) = default {
            values.sort_by_key(|v| *v != d);
        }
        self.choices = values
            .into_iter()
            .map(|v| Choice {
                label: v.label(),
                word: v.word(),
                default: Some(v) == default,
            })
            .collect();
        self
    }
}
