//! The parts of a message that each edge writes its own way: a person, a
//! channel, a moment. The core puts a [`Mark`] into a text as a token
//! between two private-use characters, which no language file, notation
//! or name of ours uses; the Discord edge writes it as `<@id>`, `<#id>` or
//! `<t:…>`, the console as a name and a date. A token is exactly as many
//! characters as Discord's form (a role's is one shorter), so a text
//! measures the same either way.

use std::fmt;

use zertz_data::{ChannelId, Millis, RoleId, UserId};

const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// A part of a message that is not words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A person, shown by name (a mention does not ping by itself: a
    /// reply's `mentions` do).
    User(UserId),
    /// A channel, linked.
    Channel(ChannelId),
    /// A role of the server, named.
    Role(RoleId),
    /// A moment, in each reader's own time zone.
    Time(Millis, TimeStyle),
}

/// How a moment is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeStyle {
    /// Its date and time: "5 December 2026 08:00".
    DateTime,
    /// From now: "in 3 hours".
    Relative,
}

impl TimeStyle {
    fn letter(self) -> char {
        match self {
            TimeStyle::DateTime => 'f',
            TimeStyle::Relative => 'R',
        }
    }

    fn of_letter(c: char) -> Option<TimeStyle> {
        match c {
            'f' => Some(TimeStyle::DateTime),
            'R' => Some(TimeStyle::Relative),
            _ => None,
        }
    }
}

impl Mark {
    /// A person.
    pub fn user(id: UserId) -> String {
        Mark::User(id).to_string()
    }

    /// A channel.
    pub fn channel(id: ChannelId) -> String {
        Mark::Channel(id).to_string()
    }

    /// A role.
    pub fn role(id: RoleId) -> String {
        Mark::Role(id).to_string()
    }

    /// A moment, to the second.
    pub fn time(at: Millis, style: TimeStyle) -> String {
        Mark::Time(at, style).to_string()
    }

    /// The mark a token's inside names, if it names one.
    fn read(inside: &str) -> Option<Mark> {
        let mut chars = inside.chars();
        let kind = chars.next()?;
        let rest = chars.as_str();
        match kind {
            '@' => rest.parse().ok().map(Mark::User),
            '#' => rest.parse().ok().map(Mark::Channel),
            '&' => rest.parse().ok().map(Mark::Role),
            't' => {
                let (seconds, style) = rest.strip_prefix(':')?.rsplit_once(':')?;
                let mut letters = style.chars();
                let style = TimeStyle::of_letter(letters.next()?).filter(|_| letters.next().is_none())?;
                let at = seconds.parse::<i64>().ok()?.checked_mul(1000)?;
                Some(Mark::Time(at, style))
            }
            _ => None,
        }
    }
}

/// The token: `<@id>` is `OPEN @ id CLOSE`, `<@&id>` is `OPEN & id CLOSE`
/// (Discord's is one longer), `<t:s:R>` is `OPEN t : s : R CLOSE`.
impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mark::User(id) => write!(f, "{OPEN}@{id}{CLOSE}"),
            Mark::Channel(id) => write!(f, "{OPEN}#{id}{CLOSE}"),
            Mark::Role(id) => write!(f, "{OPEN}&{id}{CLOSE}"),
            Mark::Time(at, style) => write!(f, "{OPEN}t:{}:{}{CLOSE}", at.div_euclid(1000), style.letter()),
        }
    }
}

/// A piece of a text: words, or a mark.
#[derive(Debug, PartialEq, Eq)]
pub enum Part<'a> {
    /// Words as they are.
    Words(&'a str),
    /// A mark.
    Mark(Mark),
}

/// The pieces of `text` in order. Anything between the private-use
/// characters that is not a mark stays words.
pub fn parts(text: &str) -> Vec<Part<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        let inside = &rest[start + OPEN.len_utf8()..];
        let Some(end) = inside.find(CLOSE) else { break };
        match Mark::read(&inside[..end]) {
            Some(mark) => {
                if start > 0 {
                    out.push(Part::Words(&rest[..start]));
                }
                out.push(Part::Mark(mark));
            }
            None => out.push(Part::Words(&rest[..start + OPEN.len_utf8() + end + CLOSE.len_utf8()])),
        }
        rest = &inside[end + CLOSE.len_utf8()..];
    }
    if !rest.is_empty() {
        out.push(Part::Words(rest));
    }
    out
}

/// `text` with each mark written by `write`.
pub fn write_marks(text: &str, mut write: impl FnMut(Mark) -> String) -> String {
    if !text.contains(OPEN) {
        return text.to_string();
    }
    parts(text)
        .into_iter()
        .map(|p| match p {
            Part::Words(w) => w.to_string(),
            Part::Mark(m) => write(m),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn discord(m: Mark) -> String {
        match m {
            Mark::User(id) => format!("<@{id}>"),
            Mark::Channel(id) => format!("<#{id}>"),
            Mark::Role(id) => format!("<@&{id}>"),
            Mark::Time(at, style) => format!("<t:{}:{}>", at / 1000, style.letter()),
        }
    }

    #[test]
    fn marks_come_back_out_of_a_text_in_order() {
        let text = format!(
            "{}, your move by {} ({}) in {}.",
            Mark::user(UserId(7)),
            Mark::time(1_800_000_000_999, TimeStyle::DateTime),
            Mark::time(1_800_000_000_000, TimeStyle::Relative),
            Mark::channel(ChannelId(500))
        );
        assert_eq!(
            parts(&text),
            [
                Part::Mark(Mark::User(UserId(7))),
                Part::Words(", your move by "),
                Part::Mark(Mark::Time(1_800_000_000_000, TimeStyle::DateTime)),
                Part::Words(" ("),
                Part::Mark(Mark::Time(1_800_000_000_000, TimeStyle::Relative)),
                Part::Words(") in "),
                Part::Mark(Mark::Channel(ChannelId(500))),
                Part::Words("."),
            ]
        );
        let written = write_marks(&text, discord);
        assert_eq!(
            written,
            "<@7>, your move by <t:1800000000:f> (<t:1800000000:R>) in <#500>."
        );
        // A token measures what Discord's form does.
        assert_eq!(written.chars().count(), text.chars().count());
    }

    #[test]
    fn a_token_that_names_no_mark_stays_words() {
        for odd in [
            "\u{E000}@x\u{E001}",
            "\u{E000}t:5:Q\u{E001}",
            "\u{E000}t:5\u{E001}",
            "\u{E000}t:99999999999999999999:R\u{E001}",
            "\u{E000}unclosed",
            "no marks at all",
        ] {
            let text = format!("a {odd} b");
            assert_eq!(write_marks(&text, discord), text, "{odd:?}");
        }
        assert_eq!(write_marks("", discord), "");
    }
}
