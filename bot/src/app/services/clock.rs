//! The wall clock and how deadlines are said. Discord-free, so the
//! console and the serenity layer share it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use zertz_data::Millis;

use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};

/// Discord's clock as far as the bot has seen it: the newest interaction's
/// id, stored with each move to tell stale moves. Shared by whatever
/// records moves, and read at the moment a move is recorded.
#[derive(Clone, Debug, Default)]
pub(in crate::app) struct InteractionClock(Arc<AtomicU64>);

impl InteractionClock {
    /// Notes interaction `id`: Discord's clock has reached it.
    pub(in crate::app) fn saw(&self, id: u64) {
        self.0.fetch_max(id, Ordering::SeqCst);
    }

    /// The newest interaction seen.
    pub(in crate::app) fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Unix time in milliseconds; 0 if the clock is before 1970.
pub fn now_ms() -> Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| Millis::try_from(d.as_millis()).unwrap_or(Millis::MAX))
}

/// `before <date> (<in 3 days>)`, its moments as marks.
pub fn deadline_words(lang: Lang, deadline: Millis) -> String {
    say!(
        lang,
        Msg::Deadline,
        date = Mark::time(deadline, TimeStyle::DateTime),
        relative = Mark::time(deadline, TimeStyle::Relative)
    )
}

/// The UTC calendar date of `ms`, as `2026-11-24`.
pub fn date(ms: Millis) -> String {
    // Howard Hinnant's days-to-civil algorithm, on days since 1970-01-01.
    let days = ms.div_euclid(86_400_000) + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The UTC date and time of `ms`, as `2026-11-24 18:05 UTC`.
pub fn date_time(ms: Millis) -> String {
    let minutes = ms.rem_euclid(86_400_000) / 60_000;
    format!("{} {:02}:{:02} UTC", date(ms), minutes / 60, minutes % 60)
}

/// `at` from `now` in words: "in 3 hours", "2 days ago"; in minutes
/// below an hour, in hours below two days.
pub fn from_now(lang: Lang, at: Millis, now: Millis) -> String {
    let apart = at.abs_diff(now);
    let round = |unit: u64| apart.saturating_add(unit / 2) / unit;
    let (unit, count) = match apart {
        a if a < 3_600_000 => ("minute", round(60_000).max(1)),
        a if a < 2 * 86_400_000 => ("hour", round(3_600_000)),
        _ => ("day", round(86_400_000)),
    };
    let span = say!(lang, Msg::TimeSpan, unit = unit, count = count);
    match at >= now {
        true => say!(lang, Msg::TimeAhead, span = span),
        false => say!(lang, Msg::TimeAgo, span = span),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_said_from_now_in_the_readers_language() {
        let now = 1_795_478_400_000;
        assert_eq!(
            date_time(now + 18 * 3_600_000 + 5 * 60_000 + 59_999),
            "2026-11-24 18:05 UTC"
        );
        assert_eq!(from_now(Lang::En, now + 3 * 3_600_000, now), "in 3 hours");
        assert_eq!(from_now(Lang::En, now - 3 * 86_400_000, now), "3 days ago");
        assert_eq!(from_now(Lang::En, now + 20_000, now), "in 1 minute");
        assert_eq!(from_now(Lang::En, now + 100 * 60_000, now), "in 2 hours");
        assert_eq!(from_now(Lang::De, now - 86_400_000, now), "vor 24 Stunden");
        assert_eq!(from_now(Lang::Fr, now + 5 * 86_400_000, now), "dans 5 jours");
    }

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
        assert_eq!(date(1_795_478_400_000), "2026-11-24");
        assert_eq!(date(1_795_564_799_999), "2026-11-24");
    }
}
