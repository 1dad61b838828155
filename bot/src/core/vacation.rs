//! Vacations: a player stops their clocks in every game for some days.

use super::refusal::Answer;
use super::{words, Core, Request, Response};

/// A day in milliseconds.
const DAY: i64 = 86_400_000;

impl Core {
    /// `/zertz vacation days`.
    pub(super) async fn vacation(&self, req: &Request, days: u32) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        let length = i64::from(days).saturating_mul(DAY);
        let until = self.call(move |s| s.start_vacation(user, length, now)).await?;
        Ok(Response::private(format!(
            "You are on vacation until {} ({}): your clocks are stopped in every game, and your opponents see it. \
             A move ends it early.",
            words::when(until, 'f'),
            words::when(until, 'R')
        )))
    }
}
