//! The commands the bot offers, described once: Discord registration,
//! the console and the help read this table, and [`super::Command::parse`]
//! reads what it offers. Fixed choices and their defaults come from the
//! typed values the parser reads ([`Offered`]), so they are written once.

use zertz_rules::Colour;

use super::command::{DailySwitch, LeaderboardScope, MoveTarget, Offered, Terms, TimeChoice};

/// The top-level slash command.
pub const COMMAND: &str = "zertz";
pub use super::command::{CONTEXT_CHALLENGE, CONTEXT_TARGET};

/// The longest move or capture path accepted as typed.
pub const MAX_MOVE_LENGTH: u16 = 100;

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
    /// Whether the bot completes it while it is typed.
    pub autocomplete: bool,
    /// Fixed choices: (shown, value).
    pub choices: Vec<(String, String)>,
    /// The longest text Discord lets a person type, if limited.
    pub max_length: Option<u16>,
}

/// One subcommand of `/zertz`.
#[derive(Clone, Debug)]
pub struct SubcommandSpec {
    /// The subcommand's name: `/zertz NAME`.
    pub name: &'static str,
    /// Help text.
    pub description: &'static str,
    /// Its options, required first.
    pub options: Vec<OptionSpec>,
    /// Whether its answer is shown only to the person who asked (so a
    /// slow answer is deferred privately too).
    pub private: bool,
}

fn opt(name: &'static str, description: &'static str, kind: OptionKind) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        autocomplete: false,
        choices: Vec::new(),
        max_length: None,
    }
}

impl OptionSpec {
    fn required(mut self) -> OptionSpec {
        self.required = true;
        self
    }

    fn completed(mut self) -> OptionSpec {
        self.autocomplete = true;
        self
    }

    fn max_length(mut self, n: u16) -> OptionSpec {
        self.max_length = Some(n);
        self
    }

    /// The values of `T` offered, `default` first and marked so.
    fn choices<T: Offered>(mut self, default: Option<T>) -> OptionSpec {
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

/// Whether the answer to `name` is private; the context-menu challenge
/// and unknown names are public.
pub fn is_private(name: &str) -> bool {
    subcommands().iter().any(|s| s.name == name && s.private)
}

/// Every subcommand of `/zertz`, built once: each interaction looks here
/// (whether its answer is private).
pub fn subcommands() -> &'static [SubcommandSpec] {
    static TABLE: std::sync::LazyLock<Vec<SubcommandSpec>> = std::sync::LazyLock::new(table);
    &TABLE
}

/// The table [`subcommands`] holds.
fn table() -> Vec<SubcommandSpec> {
    use OptionKind::*;
    let game = || opt("game", "Which game in this channel", Int).completed();
    let to = || opt("to", "Your game here or your puzzle, when you have both", Text).choices(None::<MoveTarget>);
    let typed_move = |name, description| {
        opt(name, description, Text)
            .required()
            .completed()
            .max_length(MAX_MOVE_LENGTH)
    };
    let terms = Terms::default();
    let analyse = SubcommandSpec {
        name: "analyse",
        description: "The engine's analysis of a finished game: accuracy, mistakes and better moves",
        options: vec![game()],
        private: false,
    };
    vec![
        SubcommandSpec {
            name: "challenge",
            description: "Challenge someone to a game of ZÈRTZ in this channel",
            options: vec![
                opt("opponent", "Who to play", User).required(),
                opt("variant", "Board and marbles", Text).choices(Some(terms.variant)),
                opt("first", "Who moves first", Text).choices(Some(terms.first)),
                opt("time", "Time for each move", Text).choices(Some(TimeChoice(terms.time))),
                opt(
                    "level",
                    "When you challenge the bot itself: how strongly it plays",
                    Text,
                )
                .choices(Some(terms.level)),
            ],
            private: false,
        },
        SubcommandSpec {
            name: "move",
            description: "Play a move in your game here, such as Wd4,a1 or x d1Gd3",
            options: vec![
                typed_move("notation", "The move; start typing for the legal ones"),
                to(),
            ],
            private: false,
        },
        SubcommandSpec {
            name: "place",
            description: "Place a marble and remove a free ring",
            options: vec![
                opt("colour", "Marble colour", Text).required().choices(None::<Colour>),
                opt("at", "Vacant ring to place on", Text).required().completed(),
                opt("remove", "Free ring to remove", Text).completed(),
                to(),
            ],
            private: false,
        },
        SubcommandSpec {
            name: "capture",
            description: "Capture: jump with a marble, as far as the rules require",
            options: vec![typed_move("path", "The jumps"), to()],
            private: false,
        },
        SubcommandSpec {
            name: "board",
            description: "Show the current board (only to you)",
            options: vec![game()],
            private: true,
        },
        SubcommandSpec {
            name: "resign",
            description: "Resign your game in this channel",
            options: vec![],
            private: false,
        },
        SubcommandSpec {
            name: "draw",
            description: "Offer a draw, or accept your opponent's offer",
            options: vec![],
            private: false,
        },
        SubcommandSpec {
            name: "takeback",
            description: "Ask to take back your last move (your opponent allows it)",
            options: vec![],
            private: false,
        },
        SubcommandSpec {
            name: "vacation",
            description: "Stop your clocks in every game for some days (at most 14 in any 60)",
            options: vec![opt("days", "How many days, 1 to 14", Int).required()],
            private: true,
        },
        SubcommandSpec {
            name: "rematch",
            description: "Challenge your last opponent here to another game",
            options: vec![],
            private: false,
        },
        SubcommandSpec {
            name: "games",
            description: "Your active games on this server",
            options: vec![],
            private: true,
        },
        SubcommandSpec {
            name: "leaderboard",
            description: "The best players",
            options: vec![
                opt("scope", "This server, everyone, or puzzle ratings", Text)
                    .choices(Some(LeaderboardScope::default())),
                opt("page", "Page number", Int),
            ],
            private: false,
        },
        SubcommandSpec {
            name: "stats",
            description: "Ratings and record of a player",
            options: vec![opt("player", "Whose (you by default)", User)],
            private: true,
        },
        SubcommandSpec {
            name: "history",
            description: "The moves of a game",
            options: vec![game()],
            private: true,
        },
        SubcommandSpec {
            name: "replay",
            description: "An animated replay of a game",
            options: vec![game()],
            private: false,
        },
        SubcommandSpec {
            name: "export",
            description: "A game's record as files: the notation of the rules and boardspace SGF",
            options: vec![game()],
            private: true,
        },
        analyse.clone(),
        SubcommandSpec {
            name: "analyze",
            description: "The same as analyse",
            ..analyse
        },
        SubcommandSpec {
            name: "import",
            description: "Check a game record (boardspace SGF or a record line) and show it; nothing is stored",
            options: vec![
                opt("file", "An .sgf file or a record line (.tsv/.txt)", File).required(),
                opt("analyse", "Also analyse the game with the engine (default: no)", Bool),
            ],
            private: false,
        },
        SubcommandSpec {
            name: "puzzle",
            description: "A puzzle from a real game near your puzzle rating; answer with /zertz move",
            options: vec![opt("public", "Show it in the channel (default: only to you)", Bool)],
            private: false,
        },
        SubcommandSpec {
            name: "daily",
            description: "Post a puzzle in this channel every day (needs Manage Server)",
            options: vec![opt("switch", "On or off", Text).required().choices(None::<DailySwitch>)],
            private: true,
        },
        SubcommandSpec {
            name: "rules",
            description: "How ZÈRTZ is played",
            options: vec![],
            private: true,
        },
        SubcommandSpec {
            name: "help",
            description: "The bot's commands",
            options: vec![],
            private: true,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::super::command::Command;
    use super::super::request::{Options, Upload, User, Value};
    use super::*;
    use zertz_rules::ParsedMove;

    fn bob() -> User {
        User::person(2, "bob")
    }

    /// A value for a required option without choices.
    fn sample(o: &OptionSpec) -> Value {
        match (o.kind, o.name) {
            (OptionKind::Text, "notation") => Value::Text("Wd4,a1".into()),
            (OptionKind::Text, "at") => Value::Text("d4".into()),
            (OptionKind::Text, "path") => Value::Text("d1 d3 d5".into()),
            (OptionKind::Text, _) => Value::Text(o.choices.first().map(|c| c.1.clone()).unwrap_or_default()),
            (OptionKind::Int, "days") => Value::Int(3),
            (OptionKind::Int, _) => Value::Int(1),
            (OptionKind::User, _) => Value::User(bob()),
            (OptionKind::Bool, _) => Value::Text("true".into()),
            (OptionKind::File, _) => Value::File(Upload {
                name: "game.sgf".into(),
                content: Ok(b"(;GM[22])".to_vec()),
            }),
        }
    }

    /// The word a parsed command carries for option `option`, read back
    /// from its typed value.
    fn word_back(command: &Command, option: &str) -> Option<String> {
        match (command, option) {
            (Command::Challenge { terms, .. }, "variant") => Some(terms.variant.word()),
            (Command::Challenge { terms, .. }, "first") => Some(terms.first.word()),
            (Command::Challenge { terms, .. }, "time") => Some(TimeChoice(terms.time).word()),
            (Command::Challenge { terms, .. }, "level") => Some(terms.level.word()),
            (Command::Move(ParsedMove::Place { colour, .. }, _), "colour") => Some(colour.word()),
            (Command::Move(_, Some(to)), "to") => Some(to.word()),
            (Command::Daily(on), "switch") => Some(DailySwitch(*on).word()),
            (Command::Leaderboard(scope, _), "scope") => Some(scope.word()),
            _ => None,
        }
    }

    #[test]
    fn every_name_and_choice_in_the_table_parses_to_a_command_and_back() {
        for sub in subcommands() {
            let required: Vec<(&str, Value)> = sub
                .options
                .iter()
                .filter(|o| o.required)
                .map(|o| (o.name, sample(o)))
                .collect();
            let parsed = Command::parse(sub.name, &Options::of(&required));
            assert!(
                parsed.is_ok(),
                "/zertz {} with its required options: {parsed:?}",
                sub.name
            );
            for o in &sub.options {
                for (label, word) in &o.choices {
                    let mut with: Vec<(&str, Value)> = required.iter().filter(|(n, _)| *n != o.name).cloned().collect();
                    with.push((o.name, Value::Text(word.clone())));
                    let command = Command::parse(sub.name, &Options::of(&with))
                        .unwrap_or_else(|e| panic!("{} {}:{word} ({label}): {e:?}", sub.name, o.name));
                    assert_eq!(
                        word_back(&command, o.name).as_ref(),
                        Some(word),
                        "{} {}",
                        sub.name,
                        o.name
                    );
                }
            }
        }
        let table = subcommands();
        let defaults: Vec<&str> = table
            .iter()
            .flat_map(|s| s.options.iter().flat_map(|o| o.choices.iter()))
            .filter(|(label, _)| label.ends_with("(default)"))
            .map(|(_, word)| word.as_str())
            .collect();
        assert_eq!(defaults, ["standard", "random", "259200", "medium", "server"]);
        assert_eq!(TimeChoice(Terms::default().time).word(), "259200");
    }
}
