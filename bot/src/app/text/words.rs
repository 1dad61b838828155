//! How the bot says things: moves, results, ratings, durations.

use zertz_data::{Finish, Scope, UserId};
use zertz_rules::{Colour, DrawReason, MoveEffect, Outcome, WinReason};

use crate::app::text::lang::{say, Lang, Msg};

/// The marbles `colours`, counted by colour in `lang`, white first:
/// "2 white marbles and a grey marble". However many a capture takes,
/// the words stay as short as three colours make them.
pub fn marbles_in(lang: Lang, colours: &[Colour]) -> String {
    let items: Vec<String> = [Colour::White, Colour::Grey, Colour::Black]
        .into_iter()
        .filter_map(|colour| {
            let count = colours.iter().filter(|&&c| c == colour).count();
            (count > 0).then(|| match colour {
                Colour::White => say!(lang, Msg::MarbleWhite, count = count),
                Colour::Grey => say!(lang, Msg::MarbleGrey, count = count),
                Colour::Black => say!(lang, Msg::MarbleBlack, count = count),
            })
        })
        .collect();
    if items.is_empty() {
        return say!(lang, Msg::Nothing);
    }
    all_of_in(lang, items)
}

/// A capture's jumps in words, in `lang`: "the grey marble on d3 jumps
/// over the white one on d4 to d5, then over the black one on d6 to d7".
pub fn jumps_in(lang: Lang, effect: &MoveEffect) -> String {
    let (Some(jumper), Some(&from)) = (effect.jumper, effect.path.first()) else {
        return String::new();
    };
    let hops = effect.captured.iter().zip(effect.path.iter().skip(1));
    let said: Vec<String> = hops
        .enumerate()
        .map(|(i, (&(at, over), &to))| {
            let (over, at, to) = (over.name(), at.to_string(), to.to_string());
            match i {
                0 => say!(
                    lang,
                    Msg::JumpFirst,
                    jumper = jumper.name(),
                    from = from.to_string(),
                    over = over,
                    at = at,
                    to = to
                ),
                _ => say!(lang, Msg::JumpThen, over = over, at = at, to = to),
            }
        })
        .collect();
    said.join(", ")
}

/// What a move did, in a sentence in `lang` ending with its notation.
pub fn describe_move(lang: Lang, effect: &MoveEffect, mover: &str, notation: &str) -> String {
    if effect.passed {
        return say!(lang, Msg::MovePassed, mover = mover);
    }
    let claimed: Vec<Colour> = effect.claimed.iter().map(|&(_, c)| c).collect();
    let mut s = if let Some((colour, at)) = effect.placed {
        let marble = marbles_in(lang, &[colour]);
        match effect.removed {
            Some(r) => say!(
                lang,
                Msg::MovePlaced,
                mover = mover,
                marble = marble,
                at = at.to_string(),
                ring = r.to_string()
            ),
            None => say!(
                lang,
                Msg::MovePlacedNoneFree,
                mover = mover,
                marble = marble,
                at = at.to_string()
            ),
        }
    } else {
        let captured: Vec<Colour> = effect.captured.iter().map(|&(_, c)| c).collect();
        say!(
            lang,
            Msg::MoveCaptured,
            mover = mover,
            marbles = marbles_in(lang, &captured)
        )
    };
    if !claimed.is_empty() {
        s = say!(lang, Msg::MoveClaimed, said = s, marbles = marbles_in(lang, &claimed));
    }
    format!("{s}: `{notation}`")
}

/// How a game ended, in `lang`, with the players' names (first mover
/// first).
pub fn describe_outcome(lang: Lang, outcome: Outcome, names: [&str; 2]) -> String {
    match outcome {
        Outcome::Won { winner, reason } => {
            let (w, l) = (names[winner.index()], names[winner.other().index()]);
            match reason {
                WinReason::Goal => say!(lang, Msg::WonByGoal, winner = w),
                WinReason::FullBoard => say!(lang, Msg::WonByFullBoard, winner = w),
                WinReason::Resignation => say!(lang, Msg::WonByResignation, winner = w, loser = l),
                WinReason::Time => say!(lang, Msg::WonOnTime, winner = w, loser = l),
            }
        }
        Outcome::Drawn { reason } => match reason {
            DrawReason::Repetition => say!(lang, Msg::DrawnByRepetition),
            DrawReason::TwoPasses => say!(lang, Msg::DrawnByPasses),
            DrawReason::Agreement => say!(lang, Msg::DrawnByAgreement),
        },
    }
}

/// "Ratings: alice 1500 → 1662 (+162), bob 1500 → 1338 (−162)", in
/// `lang`.
pub fn describe_ratings(lang: Lang, finish: &Finish, name_of: impl Fn(UserId) -> String) -> String {
    let global: Vec<String> = finish
        .changes
        .iter()
        .filter(|c| c.scope == Scope::Global)
        .map(|c| {
            let delta = (c.after - c.before).round() as i64;
            let sign = if delta >= 0 { "+" } else { "−" };
            format!(
                "{} {:.0} → {:.0} ({sign}{})",
                name_of(c.user_id),
                c.before,
                c.after,
                delta.abs()
            )
        })
        .collect();
    if global.is_empty() {
        say!(lang, Msg::NotRated)
    } else {
        say!(lang, Msg::Ratings, changes = global.join(", "))
    }
}

/// The time a move may take, in `lang`: "1 hour per move", "no time
/// limit".
pub fn time_control_in(lang: Lang, seconds: Option<u32>) -> String {
    match seconds {
        None | Some(0) => say!(lang, Msg::TimeNone),
        Some(s) if s % 86_400 == 0 => say!(lang, Msg::TimeDays, count = s / 86_400),
        Some(s) if s % 3_600 == 0 => say!(lang, Msg::TimeHours, count = s / 3_600),
        Some(s) => say!(lang, Msg::TimeMinutes, count = s.div_ceil(60)),
    }
}

/// "1 day", "3 days".
pub fn plural(n: u64, unit: &str) -> String {
    counted(n, unit, &format!("{unit}s"))
}

/// "1 inaccuracy", "2 inaccuracies", "0 inaccuracies".
pub fn counted(n: u64, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// "1st", "2nd", "3rd", "4th", "11th", "22nd".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// `n` with its thousands apart, as people read it: "1,000,000".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// "a, b or c".
pub fn one_of(items: impl IntoIterator<Item = String>) -> String {
    one_of_in(Lang::En, items)
}

/// `items` as a list of all of them: "a, b and c".
pub fn all_of(items: impl IntoIterator<Item = String>) -> String {
    all_of_in(Lang::En, items)
}

/// "a, b or c", in `lang`.
pub fn one_of_in(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    joined(lang, items, Msg::ListOr)
}

/// "a, b and c", in `lang`.
pub fn all_of_in(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    joined(lang, items, Msg::ListAnd)
}

/// `items` as one list, the last joined to the rest by `last`.
fn joined(lang: Lang, items: impl IntoIterator<Item = String>, last: Msg) -> String {
    let mut items: Vec<String> = items.into_iter().collect();
    match items.pop() {
        None => String::new(),
        Some(only) if items.is_empty() => only,
        Some(end) => say!(lang, last, rest = items.join(", "), last = end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_numbers_keep_their_thousands_apart() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(607_000), "607,000");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn places_read_as_ordinals() {
        let read: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 112].map(ordinal).to_vec();
        assert_eq!(
            read,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "112th"]
        );
    }

    #[test]
    fn marbles_are_counted_by_colour_white_first() {
        use Colour::{Black, Grey, White};
        let english = |c: &[Colour]| marbles_in(Lang::En, c);
        assert_eq!(english(&[Grey]), "a grey marble");
        assert_eq!(english(&[Grey, White]), "a white marble and a grey marble");
        assert_eq!(
            english(&[Black, White, Grey, White, White, Black]),
            "3 white marbles, a grey marble and 2 black marbles"
        );
        assert_eq!(english(&[]), "nothing");
        assert_eq!(marbles_in(Lang::Fr, &[Black, Black]), "2 billes noires");
    }

    #[test]
    fn time_controls_read_naturally() {
        let english = |s| time_control_in(Lang::En, s);
        assert_eq!(english(Some(3600)), "1 hour per move");
        assert_eq!(english(Some(259_200)), "3 days per move");
        assert_eq!(english(None), "no time limit");
        assert_eq!(english(Some(90)), "2 minutes per move");
    }

    #[test]
    fn lists_join_their_last_item_in_the_language() {
        let three = || ["a", "b", "c"].map(String::from);
        assert_eq!(all_of(three()), "a, b and c");
        assert_eq!(one_of(three()), "a, b or c");
        assert_eq!(all_of_in(Lang::Nl, three()), "a, b en c");
        assert_eq!(all_of(["a".to_string()]), "a");
        assert_eq!(all_of(Vec::new()), "");
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(plural(1, "blunder"), "1 blunder");
        assert_eq!(plural(0, "blunder"), "0 blunders");
        assert_eq!(counted(2, "inaccuracy", "inaccuracies"), "2 inaccuracies");
        assert_eq!(counted(1, "inaccuracy", "inaccuracies"), "1 inaccuracy");
    }
}
