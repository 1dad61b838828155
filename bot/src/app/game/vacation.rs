//! Vacations: a player stops their clocks in every game for some days.

use super::super::refusal::Answer;
use super::super::reply::Response;
use super::super::request::Request;
use super::super::words;
use super::Games;

/// A day in milliseconds.
const DAY: i64 = 86_400_000;

impl Games {
    /// `/zertz vacation days`.
    pub(in crate::app) async fn vacation(&self, req: &Request, days: u32) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        let length = i64::from(days).saturating_mul(DAY);
        let until = self.store.call(move |s| s.start_vacation(user, length, now)).await?;
        Ok(Response::private(format!(
            "You are on vacation until {} ({}): your clocks are stopped in every game, and your opponents see it. \
             A move ends it early.",
            words::when(until, 'f'),
            words::when(until, 'R')
        )))
    }
}
