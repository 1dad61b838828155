//! The buttons the bot puts under its messages, as a type. A button's
//! custom id is written by `Display` and read back by `FromStr`, the one
//! place that knows the format; anything it cannot read has expired.

use std::fmt;
use std::str::FromStr;

use zertz_data::{ChallengeId, GameId, TournamentId};

use crate::app::interface::choices::{chosen, LeaderboardScope, Offered, MAX_PAGE};

mod pick;
pub use pick::{Pick, PickFor, PickStep};

/// What a button does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// Accept a challenge.
    Accept(ChallengeId),
    /// Decline a challenge.
    Decline(ChallengeId),
    /// Withdraw one's own challenge.
    Cancel(ChallengeId),
    /// Accept the opponent's draw offer.
    DrawYes(GameId),
    /// Decline the opponent's draw offer.
    DrawNo(GameId),
    /// Challenge the opponent of a finished game again.
    Rematch(GameId),
    /// Show a leaderboard page (0-based).
    Leaderboard(LeaderboardScope, usize),
    /// Allow the opponent to take back move `.1` of game `.0`.
    TakebackYes(GameId, usize),
    /// Refuse it.
    TakebackNo(GameId, usize),
    /// Try the daily puzzle of this day (days since 1970, UTC).
    Daily(i64),
    /// Walk through one's marked moves of an analysed game.
    Mistakes(GameId),
    /// Join a tournament.
    Join(TournamentId),
    /// Leave a tournament (withdraw, once it runs).
    Leave(TournamentId),
    /// Start a tournament: pair its first round (organisers).
    Start(TournamentId),
    /// A step of the move picker: open it, choose, go back or confirm.
    Pick(Pick),
    /// The course: where one stands (`None`), or a lesson started or
    /// taken up where it was left.
    Learn(Option<u8>),
    /// A hint for exercise `.1` of lesson `.0`.
    LessonHint(u8, u8),
    /// A hint in a game against the computer at its easiest.
    Hint(GameId),
    /// A finished game's record, as files.
    Record(GameId),
    /// A finished game's animated replay.
    Replay(GameId),
    /// A finished game's analysis.
    Analyse(GameId),
    /// Open the Activity's board on this game.
    OpenBoard(GameId),
}

/// A custom id this bot did not write, or no longer writes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown button {0:?}")]
pub struct ExpiredButton(String);

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ButtonId::Accept(c) => write!(f, "accept:{c}"),
            ButtonId::Decline(c) => write!(f, "decline:{c}"),
            ButtonId::Cancel(c) => write!(f, "cancel:{c}"),
            ButtonId::DrawYes(g) => write!(f, "draw-yes:{g}"),
            ButtonId::DrawNo(g) => write!(f, "draw-no:{g}"),
            ButtonId::Rematch(g) => write!(f, "rematch:{g}"),
            ButtonId::Leaderboard(board, page) => write!(f, "lb:{}:{page}", board.word()),
            ButtonId::TakebackYes(g, ply) => write!(f, "tb-yes:{g}:{ply}"),
            ButtonId::TakebackNo(g, ply) => write!(f, "tb-no:{g}:{ply}"),
            ButtonId::Daily(day) => write!(f, "daily:{day}"),
            ButtonId::Mistakes(g) => write!(f, "mistakes:{g}"),
            ButtonId::Join(t) => write!(f, "t-join:{t}"),
            ButtonId::Leave(t) => write!(f, "t-leave:{t}"),
            ButtonId::Start(t) => write!(f, "t-start:{t}"),
            ButtonId::Pick(p) => write!(f, "pk:{p}"),
            ButtonId::Learn(None) => write!(f, "learn:course"),
            ButtonId::Learn(Some(l)) => write!(f, "learn:{l}"),
            ButtonId::LessonHint(l, e) => write!(f, "learn-hint:{l}:{e}"),
            ButtonId::Hint(g) => write!(f, "hint:{g}"),
            ButtonId::Record(g) => write!(f, "record:{g}"),
            ButtonId::Replay(g) => write!(f, "replay:{g}"),
            ButtonId::Analyse(g) => write!(f, "analyse:{g}"),
            ButtonId::OpenBoard(g) => write!(f, "board:{g}"),
        }
    }
}

impl FromStr for ButtonId {
    type Err = ExpiredButton;

    fn from_str(s: &str) -> Result<ButtonId, ExpiredButton> {
        let expired = || ExpiredButton(s.chars().take(100).collect());
        let (kind, arg) = s.split_once(':').ok_or_else(expired)?;
        let id = || arg.parse::<i64>().ok().filter(|&n| n > 0).ok_or_else(expired);
        Ok(match kind {
            "accept" => ButtonId::Accept(ChallengeId(id()?)),
            "decline" => ButtonId::Decline(ChallengeId(id()?)),
            "cancel" => ButtonId::Cancel(ChallengeId(id()?)),
            "draw-yes" => ButtonId::DrawYes(GameId(id()?)),
            "draw-no" => ButtonId::DrawNo(GameId(id()?)),
            "rematch" => ButtonId::Rematch(GameId(id()?)),
            "daily" => ButtonId::Daily(id()?),
            "mistakes" => ButtonId::Mistakes(GameId(id()?)),
            "t-join" => ButtonId::Join(TournamentId(id()?)),
            "t-leave" => ButtonId::Leave(TournamentId(id()?)),
            "t-start" => ButtonId::Start(TournamentId(id()?)),
            "pk" => ButtonId::Pick(arg.parse().map_err(|_| expired())?),
            "hint" => ButtonId::Hint(GameId(id()?)),
            "record" => ButtonId::Record(GameId(id()?)),
            "replay" => ButtonId::Replay(GameId(id()?)),
            "analyse" => ButtonId::Analyse(GameId(id()?)),
            "board" => ButtonId::OpenBoard(GameId(id()?)),
            "learn" if arg == "course" => ButtonId::Learn(None),
            "learn" => ButtonId::Learn(Some(arg.parse::<u8>().ok().filter(|&l| l > 0).ok_or_else(expired)?)),
            "learn-hint" => {
                let (lesson, exercise) = arg.split_once(':').ok_or_else(expired)?;
                let lesson = lesson.parse::<u8>().ok().filter(|&l| l > 0).ok_or_else(expired)?;
                ButtonId::LessonHint(lesson, exercise.parse::<u8>().map_err(|_| expired())?)
            }
            "tb-yes" | "tb-no" => {
                let (game, ply) = arg.split_once(':').ok_or_else(expired)?;
                let game = game.parse::<i64>().ok().filter(|&n| n > 0).ok_or_else(expired)?;
                let ply = ply.parse::<usize>().ok().filter(|&p| p > 0).ok_or_else(expired)?;
                if kind == "tb-yes" {
                    ButtonId::TakebackYes(GameId(game), ply)
                } else {
                    ButtonId::TakebackNo(GameId(game), ply)
                }
            }
            "lb" => {
                let (board, page) = arg.split_once(':').ok_or_else(expired)?;
                let board = chosen::<LeaderboardScope>(board).ok_or_else(expired)?;
                let page = page
                    .parse::<usize>()
                    .ok()
                    .filter(|&p| p <= MAX_PAGE)
                    .ok_or_else(expired)?;
                ButtonId::Leaderboard(board, page)
            }
            _ => return Err(expired()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_button_reads_back_as_itself() {
        let all = [
            ButtonId::Accept(ChallengeId(7)),
            ButtonId::Decline(ChallengeId(8)),
            ButtonId::Cancel(ChallengeId(9)),
            ButtonId::DrawYes(GameId(10)),
            ButtonId::DrawNo(GameId(11)),
            ButtonId::Rematch(GameId(12)),
            ButtonId::Leaderboard(LeaderboardScope::Server, 0),
            ButtonId::Leaderboard(LeaderboardScope::Global, 41),
            ButtonId::TakebackYes(GameId(3), 17),
            ButtonId::Daily(20_417),
            ButtonId::TakebackNo(GameId(3), 17),
            ButtonId::Mistakes(GameId(5)),
            ButtonId::Join(TournamentId(2)),
            ButtonId::Leave(TournamentId(2)),
            ButtonId::Start(TournamentId(3)),
            ButtonId::Learn(None),
            ButtonId::Learn(Some(9)),
            ButtonId::LessonHint(3, 1),
            ButtonId::Hint(GameId(6)),
            ButtonId::Record(GameId(7)),
            ButtonId::Replay(GameId(8)),
            ButtonId::Analyse(GameId(9)),
            ButtonId::OpenBoard(GameId(10)),
            ButtonId::Pick(Pick {
                of: PickFor::Game(GameId(4), 9),
                step: PickStep::Start,
            }),
        ];
        for b in all {
            assert_eq!(b.to_string().parse::<ButtonId>(), Ok(b), "{b}");
        }
    }

    #[test]
    fn the_wire_format_of_posted_buttons_is_kept() {
        // Buttons already posted in channels must keep working.
        assert_eq!("accept:5".parse(), Ok(ButtonId::Accept(ChallengeId(5))));
        assert_eq!(
            "lb:server:3".parse(),
            Ok(ButtonId::Leaderboard(LeaderboardScope::Server, 3))
        );
        assert_eq!(ButtonId::DrawYes(GameId(4)).to_string(), "draw-yes:4");
    }

    #[test]
    fn forged_ids_have_expired() {
        for forged in [
            "",
            "accept",
            "accept:",
            "accept:-1",
            "accept:0",
            "accept:x",
            "accept:99999999999999999999",
            "lb:server",
            "lb:moon:1",
            "lb:global:-1",
            "lb:global:18446744073709551615",
            "lb:global:1000001",
            "launch:1",
            "rematch:1:2",
            "tb-yes:3",
            "tb-yes:3:0",
            "tb-no:0:5",
            "mistakes:0",
            "mistakes:x",
            "t-join:0",
            "t-start:-4",
            "pk:g1.2",
            "pk:g1.2:c.Q",
            "pk:l0.1.0:s",
            "learn:0",
            "learn:256",
            "learn:x",
            "learn-hint:1",
            "learn-hint:0:1",
            "hint:0",
        ] {
            assert!(forged.parse::<ButtonId>().is_err(), "{forged:?}");
        }
    }
}
