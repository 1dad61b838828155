//! Discord's rules that no schema states: an interaction is answered once
//! and within 3 seconds, its token then serves follow-ups and edits for 15
//! minutes (at most 5 follow-ups where only the user installed the app),
//! nothing follows before the answer, every request carries Discord's
//! User-Agent form, and the bot posts only where it may see and write.

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use crate::{lock, Inner};

/// The time to answer an interaction.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(3);
/// How long an interaction's token serves follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// Follow-ups one interaction may have where only the user installed the app.
pub const USER_INSTALL_FOLLOWUPS: u32 = 5;

/// An interaction the fake sent, as Discord tracks it.
#[derive(Clone, Debug)]
pub(crate) struct Live {
    /// When it was made, by the fake's clock.
    pub at: Instant,
    /// Whether its callback was taken.
    pub answered: bool,
    /// Follow-ups taken.
    pub followups: u32,
    /// Whether only the user (not the server) installed the app there.
    pub user_only: bool,
}

/// How the fake refuses a request, as Discord would.
#[derive(Clone, Debug)]
pub(crate) struct Refusal {
    pub status: u16,
    pub code: u64,
    pub message: String,
    /// Discord's `errors` object, for invalid input.
    pub errors: Option<Value>,
    /// What exactly was wrong, for the test that caused it.
    pub detail: String,
    /// Whether it shows a bug in the bot (a request no correct bot makes)
    /// rather than a condition the bot must handle (a lost permission, an
    /// expired token).
    pub violation: bool,
}

impl Refusal {
    pub(crate) fn new(status: u16, code: u64, message: &str, violation: bool) -> Refusal {
        Refusal {
            status,
            code,
            message: message.to_string(),
            errors: None,
            detail: String::new(),
            violation,
        }
    }

    pub(crate) fn response(&self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::BAD_REQUEST);
        let mut body = json!({"message": self.message, "code": self.code});
        if let Some(errors) = &self.errors {
            body["errors"] = errors.clone();
        }
        (status, axum::Json(body)).into_response()
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (code {}): {}", self.status, self.code, self.message)?;
        if !self.detail.is_empty() {
            write!(f, ": {}", self.detail)?;
        }
        Ok(())
    }
}

/// Whether `ua` has Discord's form, `DiscordBot ($url, $versionNumber)`.
pub(crate) fn discord_user_agent(ua: Option<&str>) -> bool {
    let Some(rest) = ua.and_then(|u| u.strip_prefix("DiscordBot (")) else {
        return false;
    };
    let Some((inside, _)) = rest.split_once(')') else {
        return false;
    };
    matches!(inside.split_once(", "), Some((url, version)) if !url.trim().is_empty() && !version.trim().is_empty())
}

/// The fake's clock: real time, moved on by the tests.
pub(crate) fn now(inner: &Inner) -> Instant {
    Instant::now() + *lock(&inner.skew)
}

/// Discord's answer to a request that breaks an interaction's or a
/// channel's rules, or `None`; a callback or follow-up that passes is
/// counted.
pub(crate) fn check(inner: &Inner, method: &str, parts: &[&str]) -> Option<Refusal> {
    if let Some(refusal) = crate::threads::check(inner, method, parts) {
        return Some(refusal);
    }
    let now = now(inner);
    match (method, parts) {
        ("POST", ["interactions", _, token, "callback"]) => {
            let mut live = lock(&inner.live);
            let Some(i) = live.get_mut(*token) else {
                return Some(Refusal::new(404, 10_062, "Unknown interaction", true));
            };
            if i.answered {
                return Some(Refusal::new(
                    400,
                    40_060,
                    "Interaction has already been acknowledged.",
                    true,
                ));
            }
            if now.duration_since(i.at) > ANSWER_WITHIN {
                return Some(Refusal::new(404, 10_062, "Unknown interaction", false));
            }
            i.answered = true;
            None
        }
        (_, ["webhooks", _, token, rest @ ..]) => {
            let mut live = lock(&inner.live);
            let Some(i) = live.get_mut(*token) else {
                return Some(Refusal::new(404, 10_015, "Unknown Webhook", true));
            };
            if now.duration_since(i.at) > TOKEN_LIFETIME {
                return Some(Refusal::new(401, 50_027, "Invalid Webhook Token", false));
            }
            if !i.answered {
                // Reading the answer to learn whether there was one is fair.
                return Some(Refusal::new(404, 10_015, "Unknown Webhook", method != "GET"));
            }
            if method == "POST" && rest.is_empty() {
                if i.user_only && i.followups >= USER_INSTALL_FOLLOWUPS {
                    return Some(Refusal::new(
                        400,
                        40_094,
                        "This interaction has hit the maximum number of follow up messages",
                        false,
                    ));
                }
                i.followups += 1;
            }
            None
        }
        ("POST" | "PATCH", ["channels", channel, "messages", ..]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            if lock(&inner.deleted).contains(&channel) {
                Some(Refusal::new(404, 10_003, "Unknown Channel", false))
            } else if lock(&inner.hidden).contains(&channel) {
                Some(Refusal::new(403, 50_001, "Missing Access", false))
            } else if lock(&inner.muted).contains(&channel) || lock(&inner.muted_quietly).contains(&channel) {
                Some(Refusal::new(403, 50_013, "Missing Permissions", false))
            } else {
                None
            }
        }
        _ => None,
    }
}
