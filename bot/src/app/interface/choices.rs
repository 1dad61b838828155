//! The fixed choices of options as typed values ([`Offered`]): the
//! command declarations offer them and the parsers read them back, from
//! one list; and the typed readers of options that several commands share.

use std::time::Duration;

use zertz_data::{ComputerLevel, FirstMover, TournamentFormat};
use zertz_rules::{Colour, Variant};

use crate::app::interface::refusal::{refusal, Answer, Offer, Unread};
use crate::app::interface::target::MoveTarget;
use crate::app::text::lang::Lang;
use crate::app::text::words::plural;

/// The highest leaderboard page; a button naming a larger one is forged.
pub const MAX_PAGE: usize = 1_000_000;

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

/// The terms of a tournament, as its organiser gave them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventTerms {
    /// Its name.
    pub name: String,
    /// Swiss or round robin.
    pub format: TournamentFormat,
    /// Rounds (Swiss); `None`: about log2 of the players plus one.
    pub rounds: Option<u32>,
    /// Board and marbles.
    pub variant: Variant,
    /// Time per move; `None` for no limit.
    pub time: Option<Duration>,
    /// The most players it takes.
    pub max_players: u32,
    /// When it starts by itself, from now; `None`: when the organiser
    /// presses Start.
    pub starts_in: Option<Duration>,
}

/// Three days a move unless asked otherwise.
pub const DEFAULT_TIME: Duration = Duration::from_secs(259_200);
/// The shortest and longest time per move accepted.
pub(in crate::app) const TIME_RANGE: std::ops::RangeInclusive<u64> = 60..=30 * 86_400;

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
    /// How a refusal lists it.
    fn listed(self) -> String {
        format!("`{}`", self.word())
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
    MoveTarget::Practice => "practice", "my mistakes practice";
    MoveTarget::Lesson => "lesson", "my lesson";
});

offered!(TournamentFormat {
    TournamentFormat::Swiss => "swiss", "Swiss: the same score meets, a few rounds";
    TournamentFormat::RoundRobin => "round-robin", "round robin: everyone meets everyone";
});

offered!(DailySwitch {
    DailySwitch(true) => "on", "on: a puzzle here every day";
    DailySwitch(false) => "off", "off";
});

/// A thread for each game switched on or off in a server.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ThreadSwitch(pub bool);

offered!(ThreadSwitch {
    ThreadSwitch(true) => "on", "on: a thread for each game, its card in the channel";
    ThreadSwitch(false) => "off", "off: games stay in the channel";
});

/// The language chosen for the bot's posts in a server: `None` is the
/// server's own, as Discord gives it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ServerLanguage(pub Option<Lang>);

impl Offered for ServerLanguage {
    fn offered() -> Vec<ServerLanguage> {
        std::iter::once(ServerLanguage(None))
            .chain(Lang::ALL.map(|l| ServerLanguage(Some(l))))
            .collect()
    }
    fn word(self) -> String {
        self.0.map_or("discord", Lang::tag).to_string()
    }
    fn label(self) -> String {
        self.0
            .map_or("the server's own, as set in Discord", Lang::name)
            .to_string()
    }
}

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
    fn listed(self) -> String {
        self.label()
    }
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
    fn listed(self) -> String {
        self.label()
    }
}

/// The value `typed` names among those offered.
pub fn chosen<T: Offered>(typed: &str) -> Option<T> {
    T::offered().into_iter().find(|v| v.is_named(typed))
}

/// The value `given` names among those offered for `option`, or a
/// refusal that lists them.
pub(in crate::app) fn pick<T: Offered>(option: Offer, given: &str) -> Answer<T> {
    chosen(given).ok_or_else(|| {
        refusal(Unread::NotOffered {
            option,
            given: given.to_string(),
            offered: T::offered().into_iter().map(T::listed).collect(),
        })
    })
}

/// A move or ring name that could not be read, as a refusal.
pub(in crate::app) fn notation<T>(read: Result<T, zertz_rules::NotationError>) -> Answer<T> {
    read.map_err(|e| refusal(Unread::Notation(e)))
}
