//! The wall clock and how deadlines are said. Discord-free, so the
//! console and the serenity layer share it.

use zertz_data::Millis;

use super::words;

/// Unix time in milliseconds; 0 if the clock is before 1970.
pub fn now_ms() -> Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| Millis::try_from(d.as_millis()).unwrap_or(Millis::MAX))
}

/// "before <date> (<in 3 days>)", in Discord's timestamp markup.
pub fn deadline_words(deadline: Millis) -> String {
    format!("before {} ({})", words::when(deadline, 'f'), words::when(deadline, 'R'))
}
