//! Commands as types: each `/zertz` subcommand with typed arguments,
//! parsed from the option list in one function, [`Command::parse`]. The
//! fixed choices of options are typed values ([`Offered`]): the command
//! table offers them and the parser reads them back, from one list.

use std::time::Duration;

use zertz_data::{ComputerLevel, FirstMover, GameId};
use zertz_rules::notation::{Coord, ParsedMove};
use zertz_rules::{Colour, Variant};

use super::refusal::{refusal, refuse, Answer};
use super::request::{Options, Upload, User};

/// The user context-menu command.
pub const CONTEXT_CHALLENGE: &str = "Challenge to ZÈRTZ";
/// The option under which the context menu's target member is passed.
pub const CONTEXT_TARGET: &str = "user";
/// The highest leaderboard page; a button naming a larger one is forged.
pub const MAX_PAGE: usize = 1_000_000;

/// A `/zertz` subcommand with its arguments, or the context-menu challenge.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Challenge someone (the bot itself: play the computer at once).
    Challenge {
        /// The person challenged.
        opponent: User,
        /// On what terms.
        terms: Terms,
    },
    /// A move, read from `move`, `place` or `capture`, for one's game
    /// here or one's puzzle (`None`: whichever one has); it is resolved on
    /// the position it is for when it is recorded.
    Move(ParsedMove, Option<MoveTarget>),
    /// A puzzle near one's puzzle rating (or the open one again), shown
    /// in the channel if `public`, else only to oneself.
    Puzzle {
        /// Shown to the channel.
        public: bool,
    },
    /// Turn the daily puzzle in this channel on or off.
    Daily(bool),
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
    Leaderboard(LeaderboardScope, usize),
    /// A player's record, oneself by default.
    Stats(Option<User>),
    /// A game's moves.
    History(Option<GameId>),
    /// A game's animated replay.
    Replay(Option<GameId>),
    /// A game's record as files.
    Export(Option<GameId>),
    /// A finished game's engine analysis.
    Analyse(Option<GameId>),
    /// Check and show a record someone uploaded, analysed if asked.
    Import(Upload, bool),
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
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum LeaderboardScope {
    /// This server's (everyone's in a direct message).
    #[default]
    Server,
    /// Everyone's.
    Global,
    /// Puzzle ratings, everyone's.
    Puzzles,
}

/// What a move answers, when a player has both a game here and a puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveTarget {
    /// The game in this channel.
    Game,
    /// The open puzzle.
    Puzzle,
}

/// The daily puzzle switched on or off.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DailySwitch(pub bool);

/// A typed value offered as one of an option's fixed choices: the command
/// table shows its label and Discord sends back its word.
pub trait Offered: Copy + PartialEq + Sized {
    /// Every value offered.
    fn offered() -> Vec<Self>;
    /// The word Discord sends back.
    fn word(self) -> String;
    /// What people see.
    fn label(self) -> String;
    /// Whether `typed` names this value (the console types words too).
    fn is_named(self, typed: &str) -> bool {
        self.word().eq_ignore_ascii_case(typed.trim())
    }
}

impl Offered for Variant {
    fn offered() -> Vec<Variant> {
        Variant::NAMED.iter().map(|&(_, v)| v).collect()
    }
    fn word(self) -> String {
        self.name().to_string()
    }
    fn label(self) -> String {
        let fewer = if self.marbles == Variant::BLITZ.marbles {
            ", fewer marbles"
        } else {
            ""
        };
        format!("{}: {} rings{fewer}", self.name(), self.board.ring_count())
    }
}

/// Offers every value of an enum, each with its word and its label.
macro_rules! offered {
    ($name:ty { $($value:expr => $word:literal, $label:literal);+ $(;)? }) => {
        impl Offered for $name {
            fn offered() -> Vec<$name> {
                vec![$($value),+]
            }
            fn word(self) -> String {
                match self {
                    $(v if v == $value => $word,)+
                    _ => "",
                }
                .to_string()
            }
            fn label(self) -> String {
                match self {
                    $(v if v == $value => $label,)+
                    _ => "",
                }
                .to_string()
            }
        }
    };
}

offered!(FirstMover {
    FirstMover::Random => "random", "random";
    FirstMover::Challenger => "me", "me";
    FirstMover::Opponent => "them", "them";
});

offered!(ComputerLevel {
    ComputerLevel::Easy => "easy", "easy: for beginners";
    ComputerLevel::Medium => "medium", "medium";
    ComputerLevel::Hard => "hard", "hard: the strongest";
});

offered!(LeaderboardScope {
    LeaderboardScope::Server => "server", "this server";
    LeaderboardScope::Global => "global", "everyone";
    LeaderboardScope::Puzzles => "puzzles", "puzzle ratings";
});

offered!(MoveTarget {
    MoveTarget::Game => "game", "my game here";
    MoveTarget::Puzzle => "puzzle", "my puzzle";
});

offered!(DailySwitch {
    DailySwitch(true) => "on", "on: a puzzle here every day";
    DailySwitch(false) => "off", "off";
});

/// A time per move offered: `None` is no limit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeChoice(pub Option<Duration>);

impl Offered for TimeChoice {
    fn offered() -> Vec<TimeChoice> {
        [3_600, 86_400, 259_200, 604_800]
            .map(|s| TimeChoice(Some(Duration::from_secs(s))))
            .into_iter()
            .chain([TimeChoice(None)])
            .collect()
    }
    fn word(self) -> String {
        self.0.map_or(0, |d| d.as_secs()).to_string()
    }
    fn label(self) -> String {
        match self.0.map(|d| d.as_secs()) {
            None | Some(0) => "no limit".to_string(),
            Some(s) if s % 86_400 == 0 => plural(s / 86_400, "day"),
            Some(s) => plural(s / 3_600, "hour"),
        }
    }
}

fn plural(n: u64, unit: &str) -> String {
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

impl Offered for Colour {
    fn offered() -> Vec<Colour> {
        Colour::ALL.to_vec()
    }
    fn word(self) -> String {
        self.letter().to_string()
    }
    fn label(self) -> String {
        self.name().to_string()
    }
    fn is_named(self, typed: &str) -> bool {
        let typed = typed.trim();
        typed.eq_ignore_ascii_case(&self.word())
            || typed.eq_ignore_ascii_case(self.name())
            || (self == Colour::Grey && typed.eq_ignore_ascii_case("gray"))
    }
}

/// The value `typed` names among those offered.
pub fn chosen<T: Offered>(typed: &str) -> Option<T> {
    T::offered().into_iter().find(|v| v.is_named(typed))
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
            CONTEXT_CHALLENGE => match o.user(CONTEXT_TARGET) {
                Some(u) => Command::Challenge {
                    opponent: u.clone(),
                    terms: Terms::default(),
                },
                None => return refuse("Pick a member to challenge."),
            },
            "move" => match o.text("notation") {
                Some(text) => Command::Move(notation(text.parse())?, target(o)?),
                None => return refuse("Type a move, such as `Wd4,a1` or `x d1Gd3`."),
            },
            "place" => {
                let (Some(colour), Some(at)) = (o.text("colour"), o.text("at")) else {
                    return refuse("Give a colour and a ring, such as colour:white at:d4 remove:a1.");
                };
                let Some(colour) = chosen::<Colour>(colour) else {
                    return refuse("The colour is white, grey or black.");
                };
                Command::Move(
                    ParsedMove::Place {
                        colour,
                        to: notation(at.parse::<Coord>())?,
                        remove: o.text("remove").map(|r| notation(r.parse::<Coord>())).transpose()?,
                        claim: None,
                    },
                    target(o)?,
                )
            }
            "capture" => match o.text("path").map(str::parse) {
                Some(Ok(capture @ ParsedMove::Capture { .. })) => Command::Move(capture, target(o)?),
                Some(Ok(_)) => return refuse("That is not a capture's path; give its rings, such as `d1 d3 d5`."),
                Some(Err(e)) => return Err(refusal(format!("That is not a capture: {e}."))),
                None => return refuse("Give the capture's path, such as `d1 d3 d5`."),
            },
            "board" => Command::Board(game(o)?),
            "resign" => Command::Resign,
            "draw" => Command::Draw,
            "rematch" => Command::Rematch,
            "takeback" => Command::Takeback,
            "vacation" => match o.int("days").map(u32::try_from) {
                Some(Ok(d)) if (1..=14).contains(&d) => Command::Vacation(d),
                _ => return refuse("Take 1 to 14 days of vacation, such as `/zertz vacation days:3`."),
            },
            "games" => Command::Games,
            "leaderboard" => {
                let scope = match o.text("scope") {
                    None => LeaderboardScope::default(),
                    Some(s) => match chosen(s) {
                        Some(b) => b,
                        None => return refuse("The scope is `server`, `global` or `puzzles`."),
                    },
                };
                // Pages are counted from 1 by people and from 0 here.
                let page = o.int("page").unwrap_or(1).clamp(1, MAX_PAGE as i64);
                Command::Leaderboard(scope, usize::try_from(page - 1).unwrap_or(0))
            }
            "stats" => Command::Stats(o.user("player").cloned()),
            "history" => Command::History(game(o)?),
            "replay" => Command::Replay(game(o)?),
            "export" => Command::Export(game(o)?),
            "analyse" | "analyze" => Command::Analyse(game(o)?),
            "import" => match o.file("file") {
                Some(f) => Command::Import(f.clone(), o.flag("analyse")),
                None => return refuse("Attach a game record: `/zertz import file:` with an .sgf or a record line."),
            },
            "puzzle" => Command::Puzzle {
                public: o.flag("public"),
            },
            "daily" => match o.text("switch").and_then(chosen::<DailySwitch>) {
                Some(DailySwitch(on)) => Command::Daily(on),
                None => return refuse("Say `/zertz daily switch:on` or `switch:off`."),
            },
            "rules" => Command::Rules,
            "help" => Command::Help,
            _ => return refuse("Unknown command. Try `/zertz help`."),
        })
    }
}

/// A move or ring name that could not be read, as a refusal.
fn notation<T>(read: Result<T, zertz_rules::NotationError>) -> Answer<T> {
    read.map_err(|e| refusal(format!("That move is not possible: {e}.")))
}

fn terms(o: &Options) -> Answer<Terms> {
    let default = Terms::default();
    let variant = match o.text("variant") {
        Some(v) => v.parse().map_err(|e| refusal(format!("{e}")))?,
        None => default.variant,
    };
    let first = match o.text("first") {
        None => default.first,
        Some(f) => match chosen(f) {
            Some(first) => first,
            None => return refuse(format!("Who moves first: me, them or random, not {f:?}.")),
        },
    };
    let time = match o.text("time") {
        None => default.time,
        Some(t) => match t.parse::<u64>() {
            Ok(0) => None,
            Ok(s) if TIME_RANGE.contains(&s) => Some(Duration::from_secs(s)),
            _ => return refuse("The time per move is 1 hour, 1 day, 3 days, 7 days or no limit."),
        },
    };
    let level = match o.text("level") {
        None => default.level,
        Some(l) => chosen(l).ok_or_else(|| refusal(format!("The level is easy, medium or hard, not {l:?}.")))?,
    };
    Ok(Terms {
        variant,
        first,
        time,
        level,
    })
}

/// The `to` option of a move: the game or the puzzle, if said.
pub(super) fn target(o: &Options) -> Answer<Option<MoveTarget>> {
    match o.text("to") {
        None => Ok(None),
        Some(t) => chosen(t)
            .map(Some)
            .ok_or_else(|| refusal(format!("A move goes `to:game` or `to:puzzle`, not {t:?}."))),
    }
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

    fn bob() -> User {
        User::person(2, "bob")
    }

    #[test]
    fn a_challenge_reads_typed_terms_with_defaults() {
        let o = Options::of(&[("opponent", Value::User(bob()))]);
        let Ok(Command::Challenge { opponent, terms }) = Command::parse("challenge", &o) else {
            panic!("not a challenge");
        };
        assert_eq!(opponent, bob());
        assert_eq!(terms, Terms::default());
        assert_eq!(terms.seconds(), Some(259_200));

        let o = Options::of(&[
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
        let with = |k: &str, v: &str| Options::of(&[("opponent", Value::User(bob())), (k, Value::Text(v.into()))]);
        let words = |o: &Options| {
            Command::parse("challenge", o)
                .err()
                .map(|e| e.words())
                .unwrap_or_default()
        };
        assert!(words(&with("time", "59")).contains("time per move"));
        assert!(words(&with("time", "99999999999999999999")).contains("time per move"));
        assert!(words(&with("first", "both")).contains("me, them or random"));
        assert!(words(&with("level", "expert")).contains("easy, medium or hard"));
        assert!(!words(&with("variant", "huge")).is_empty());
        assert!(Command::parse("challenge", &Options::default()).is_err());
        assert!(Command::parse("board", &Options::of(&[("game", Value::Int(-3))])).is_err());
        assert!(Command::parse("place", &Options::of(&[("colour", Value::Text("red".into()))])).is_err());
        assert!(Command::parse("launch", &Options::default()).is_err());
    }

    #[test]
    fn pages_and_places_are_typed() {
        let page = |p: i64| Command::parse("leaderboard", &Options::of(&[("page", Value::Int(p))])).ok();
        assert_eq!(page(1), Some(Command::Leaderboard(LeaderboardScope::Server, 0)));
        assert_eq!(page(-5), Some(Command::Leaderboard(LeaderboardScope::Server, 0)));
        assert_eq!(
            page(i64::MAX),
            Some(Command::Leaderboard(LeaderboardScope::Server, MAX_PAGE - 1))
        );
        let o = Options::of(&[("colour", Value::Text("grey".into())), ("at", Value::Text("d4".into()))]);
        assert_eq!(
            Command::parse("place", &o).ok(),
            Some(Command::Move("Gd4".parse().unwrap(), None))
        );
    }
}
