//! Commands as types: each `/zertz` subcommand with typed arguments,
//! parsed from the option list in one function, [`Command::parse`].

use std::time::Duration;

use zertz_data::{ComputerLevel, FirstMover, GameId};
use zertz_rules::{Colour, Variant};

use super::refusal::{refuse, Answer, Refusal};
use super::request::{Options, Upload, User};
use super::spec;

/// A `/zertz` subcommand with its arguments, or the context-menu challenge.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Challenge someone (the bot itself: play the computer at once).
    Challenge {
        /// Who.
        opponent: User,
        /// On what terms.
        terms: Terms,
    },
    /// A move in any notation.
    Move(String),
    /// A placement, field by field.
    Place {
        /// The marble.
        colour: Colour,
        /// The vacant ring, as typed.
        at: String,
        /// The free ring to remove, as typed.
        remove: Option<String>,
    },
    /// A capture, by its path (with or without the leading `x`).
    Capture(String),
    /// Show a board, privately.
    Board(Option<GameId>),
    /// Resign one's game here.
    Resign,
    /// Offer or accept a draw.
    Draw,
    /// Challenge the last opponent here again.
    Rematch,
    /// Ask to take back one's last move.
    Takeback,
    /// Stop one's clocks for this many days.
    Vacation(u32),
    /// One's active games.
    Games,
    /// A leaderboard page (0-based).
    Leaderboard(Board, usize),
    /// A player's record, oneself by default.
    Stats(Option<User>),
    /// A game's moves.
    History(Option<GameId>),
    /// A game's animated replay.
    Replay(Option<GameId>),
    /// A game's record as files.
    Export(Option<GameId>),
    /// Check and show a record someone uploaded.
    Import(Upload),
    /// How to play.
    Rules,
    /// The commands.
    Help,
}

/// The terms of a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Board and marbles.
    pub variant: Variant,
    /// Who moves first.
    pub first: FirstMover,
    /// Time per move; `None` for no limit. Not used against the computer.
    pub time: Option<Duration>,
    /// How strongly the computer plays; used only against it.
    pub level: ComputerLevel,
}

/// Three days a move unless asked otherwise.
pub const DEFAULT_TIME: Duration = Duration::from_secs(259_200);
/// The shortest and longest time per move accepted.
const TIME_RANGE: std::ops::RangeInclusive<u64> = 60..=30 * 86_400;

impl Default for Terms {
    fn default() -> Terms {
        Terms {
            variant: Variant::STANDARD,
            first: FirstMover::Random,
            time: Some(DEFAULT_TIME),
            level: ComputerLevel::Medium,
        }
    }
}

impl Terms {
    /// The time per move in whole seconds, as the store keeps it.
    pub fn seconds(&self) -> Option<u32> {
        self.time.map(|d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX))
    }
}

/// Which leaderboard.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Board {
    /// This server's (everyone's in a direct message).
    Server,
    /// Everyone's.
    Global,
}

impl Board {
    /// The word in options and button ids.
    pub fn key(self) -> &'static str {
        match self {
            Board::Server => "server",
            Board::Global => "global",
        }
    }

    /// The board a word names.
    pub fn from_key(key: &str) -> Option<Board> {
        [Board::Server, Board::Global].into_iter().find(|b| b.key() == key)
    }
}

impl Command {
    /// Reads a subcommand and its options; a refusal says what to fix.
    pub fn parse(name: &str, o: &Options) -> Answer<Command> {
        Ok(match name {
            "challenge" => {
                let Some(opponent) = o.user("opponent") else {
                    return refuse("Say who to challenge: `/zertz challenge opponent:@someone`.");
                };
                Command::Challenge {
                    opponent: opponent.clone(),
                    terms: terms(o)?,
                }
            }
            spec::CONTEXT_CHALLENGE => match o.user(spec::CONTEXT_TARGET) {
                Some(u) => Command::Challenge {
                    opponent: u.clone(),
                    terms: Terms::default(),
                },
                None => return refuse("Pick a member to challenge."),
            },
            "move" => match o.text("notation") {
                Some(text) => Command::Move(text.to_string()),
                None => return refuse("Type a move, such as `Wd4,a1` or `x d1Gd3`."),
            },
            "place" => {
                let (Some(colour), Some(at)) = (o.text("colour"), o.text("at")) else {
                    return refuse("Give a colour and a ring, such as colour:white at:d4 remove:a1.");
                };
                let colour = match colour.to_ascii_lowercase().as_str() {
                    "w" | "white" => Colour::White,
                    "g" | "grey" | "gray" => Colour::Grey,
                    "b" | "black" => Colour::Black,
                    _ => return refuse("The colour is white, grey or black."),
                };
                Command::Place {
                    colour,
                    at: at.to_string(),
                    remove: o.text("remove").map(str::to_string),
                }
            }
            "capture" => match o.text("path") {
                Some(path) => Command::Capture(path.to_string()),
                None => return refuse("Give the capture's path, such as `d1 d3 d5`."),
            },
            "board" => Command::Board(game(o)?),
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "rematch" => Command::Rematch,
            "takeback" => Command::Takeback,
            "vacation" => match o.int("days") {
                Some(d) if (1..=14).contains(&d) => Command::Vacation(u32::try_from(d).unwrap_or(1)),
                _ => return refuse("Take 1 to 14 days of vacation, such as `/zertz vacation days:3`."),
            },
            "games" => Command::Games,
            "leaderboard" => {
                let board = match o.text("scope") {
                    None => Board::Server,
                    Some(s) => match Board::from_key(s) {
                        Some(b) => b,
                        None => return refuse("The scope is `server` or `global`."),
                    },
                };
                // Pages are counted from 1 by people and from 0 here.
                let page = o.int("page").unwrap_or(1).clamp(1, super::button::MAX_PAGE as i64);
                Command::Leaderboard(board, usize::try_from(page - 1).unwrap_or(0))
            }
            "stats" => Command::Stats(o.user("player").cloned()),
            "history" => Command::History(game(o)?),
            "replay" => Command::Replay(game(o)?),
            "export" => Command::Export(game(o)?),
            "import" => match o.file("file") {
                Some(f) => Command::Import(f.clone()),
                None => return refuse("Attach a game record: `/zertz import file:` with an .sgf or a record line."),
            },
            "rules" => Command::Rules,
            "help" => Command::Help,
            _ => return refuse("Unknown command. Try `/zertz help`."),
        })
    }
}

fn terms(o: &Options) -> Answer<Terms> {
    let variant = match o.text("variant") {
        Some(v) => v.parse().map_err(|e| Refusal(format!("{e}")))?,
        None => Variant::STANDARD,
    };
    let first = match o.text("first").unwrap_or("random") {
        "me" => FirstMover::Challenger,
        "them" => FirstMover::Opponent,
        "random" => FirstMover::Random,
        other => return refuse(format!("Who moves first: me, them or random, not {other:?}.")),
    };
    let time = match o.text("time") {
        None => Some(DEFAULT_TIME),
        Some(t) => match t.parse::<u64>() {
            Ok(0) => None,
            Ok(s) if TIME_RANGE.contains(&s) => Some(Duration::from_secs(s)),
            _ => return refuse("The time per move is 1 hour, 1 day, 3 days, 7 days or no limit."),
        },
    };
    let level = match o.text("level") {
        None => ComputerLevel::Medium,
        Some(l) => l
            .to_ascii_lowercase()
            .parse()
            .map_err(|_| Refusal(format!("The level is easy, medium or hard, not {l:?}.")))?,
    };
    Ok(Terms {
        variant,
        first,
        time,
        level,
    })
}

fn game(o: &Options) -> Answer<Option<GameId>> {
    match o.int("game") {
        None => Ok(None),
        Some(n) if n > 0 => Ok(Some(GameId(n))),
        Some(n) => refuse(format!("There is no game #{n}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::request::Value;
    use zertz_data::UserId;

    fn options(pairs: &[(&str, Value)]) -> Options {
        Options(pairs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
    }

    fn bob() -> User {
        User {
            id: UserId(2),
            name: "bob".into(),
            bot: false,
        }
    }

    #[test]
    fn a_challenge_reads_typed_terms_with_defaults() {
        let o = options(&[("opponent", Value::User(bob()))]);
        let Ok(Command::Challenge { opponent, terms }) = Command::parse("challenge", &o) else {
            panic!("not a challenge");
        };
        assert_eq!(opponent, bob());
        assert_eq!(terms, Terms::default());
        assert_eq!(terms.seconds(), Some(259_200));

        let o = options(&[
            ("opponent", Value::User(bob())),
            ("variant", Value::Text("blitz".into())),
            ("first", Value::Text("them".into())),
            ("time", Value::Text("0".into())),
            ("level", Value::Text("Hard".into())),
        ]);
        let Ok(Command::Challenge { terms, .. }) = Command::parse("challenge", &o) else {
            panic!("not a challenge");
        };
        assert_eq!(terms.variant, Variant::BLITZ);
        assert_eq!(terms.first, FirstMover::Opponent);
        assert_eq!(terms.time, None);
        assert_eq!(terms.level, ComputerLevel::Hard);
    }

    #[test]
    fn bad_arguments_are_refused_with_what_to_fix() {
        let with = |k: &str, v: &str| options(&[("opponent", Value::User(bob())), (k, Value::Text(v.into()))]);
        let words = |o: &Options| {
            Command::parse("challenge", o)
                .err()
                .map(|Refusal(t)| t)
                .unwrap_or_default()
        };
        assert!(words(&with("time", "59")).contains("time per move"));
        assert!(words(&with("time", "99999999999999999999")).contains("time per move"));
        assert!(words(&with("first", "both")).contains("me, them or random"));
        assert!(words(&with("level", "expert")).contains("easy, medium or hard"));
        assert!(!words(&with("variant", "huge")).is_empty());
        assert!(Command::parse("challenge", &Options::default()).is_err());
        assert!(Command::parse("board", &options(&[("game", Value::Int(-3))])).is_err());
        assert!(Command::parse("place", &options(&[("colour", Value::Text("red".into()))])).is_err());
        assert!(Command::parse("launch", &Options::default()).is_err());
    }

    #[test]
    fn pages_and_places_are_typed() {
        let page = |p: i64| Command::parse("leaderboard", &options(&[("page", Value::Int(p))]));
        assert_eq!(page(1), Ok(Command::Leaderboard(Board::Server, 0)));
        assert_eq!(page(-5), Ok(Command::Leaderboard(Board::Server, 0)));
        assert_eq!(
            page(i64::MAX),
            Ok(Command::Leaderboard(Board::Server, super::super::button::MAX_PAGE - 1))
        );
        let o = options(&[("colour", Value::Text("grey".into())), ("at", Value::Text("d4".into()))]);
        assert_eq!(
            Command::parse("place", &o),
            Ok(Command::Place {
                colour: Colour::Grey,
                at: "d4".into(),
                remove: None
            })
        );
    }
}
