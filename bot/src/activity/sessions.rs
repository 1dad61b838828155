//! Sessions: a random token bound to one user and one Activity instance's
//! channel, as Discord told the bot; and a rate limit per user.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::RngCore;

use crate::app::Viewer;

/// How long a session lasts; the client signs in again after.
const LIFETIME: Duration = Duration::from_secs(12 * 3600);
/// Sessions kept at most; the oldest go first.
const MAX_SESSIONS: usize = 50_000;
/// Requests a user may make at once, and each second after.
const BURST: f64 = 20.0;
const PER_SECOND: f64 = 5.0;

/// A session's token: 128 random bits, as hex.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SessionToken(String);

impl SessionToken {
    fn new() -> SessionToken {
        let mut bytes = [0u8; 16];
        rand::thread_rng().fill_bytes(&mut bytes);
        SessionToken(bytes.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The token as the client keeps it.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A token the client sent, if it has the form of one.
    pub fn parse(text: &str) -> Option<SessionToken> {
        (text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| SessionToken(text.to_ascii_lowercase()))
    }
}

struct Session {
    viewer: Viewer,
    made: Instant,
}

/// A user's allowance of requests.
struct Bucket {
    left: f64,
    at: Instant,
}

/// The sessions of this process and each user's allowance.
#[derive(Default)]
pub struct Sessions {
    sessions: Mutex<HashMap<SessionToken, Session>>,
    buckets: Mutex<HashMap<zertz_data::UserId, Bucket>>,
}

impl Sessions {
    /// A new session for `viewer`.
    pub fn open(&self, viewer: Viewer) -> SessionToken {
        let token = SessionToken::new();
        let mut sessions = self.sessions.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        sessions.retain(|_, s| now.duration_since(s.made) < LIFETIME);
        if sessions.len() >= MAX_SESSIONS {
            if let Some(oldest) = sessions.iter().min_by_key(|(_, s)| s.made).map(|(t, _)| t.clone()) {
                sessions.remove(&oldest);
            }
        }
        sessions.insert(token.clone(), Session { viewer, made: now });
        token
    }

    /// The viewer of `token`, if it is a live session.
    pub fn viewer(&self, token: &SessionToken) -> Option<Viewer> {
        let sessions = self.sessions.lock().unwrap_or_else(|p| p.into_inner());
        sessions
            .get(token)
            .filter(|s| s.made.elapsed() < LIFETIME)
            .map(|s| s.viewer.clone())
    }

    /// Whether `user` may make one more request now (a token bucket).
    pub fn allow(&self, user: zertz_data::UserId) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        if buckets.len() > MAX_SESSIONS {
            buckets.retain(|_, b| now.duration_since(b.at) < Duration::from_secs(60));
        }
        let b = buckets.entry(user).or_insert(Bucket { left: BURST, at: now });
        b.left = (b.left + now.duration_since(b.at).as_secs_f64() * PER_SECOND).min(BURST);
        b.at = now;
        if b.left >= 1.0 {
            b.left -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::lang::Lang;
    use crate::app::User;

    fn viewer(id: u64) -> Viewer {
        Viewer {
            user: User::person(id, "ann"),
            channel: zertz_data::ChannelId(7),
            lang: Lang::En,
        }
    }

    #[test]
    fn a_session_names_its_viewer_and_no_other_token_does() {
        let sessions = Sessions::default();
        let token = sessions.open(viewer(1));
        assert_eq!(sessions.viewer(&token).map(|v| v.user.id.0), Some(1));
        let forged = SessionToken::parse(&"0".repeat(32)).unwrap();
        assert!(sessions.viewer(&forged).is_none());
        assert!(SessionToken::parse("../etc").is_none());
        assert!(SessionToken::parse(&"g".repeat(32)).is_none());
    }

    #[test]
    fn a_user_past_the_burst_is_held_back_and_another_is_not() {
        let sessions = Sessions::default();
        let allowed = (0..100).filter(|_| sessions.allow(zertz_data::UserId(1))).count();
        assert!((20..=21).contains(&allowed), "{allowed} allowed");
        assert!(sessions.allow(zertz_data::UserId(2)));
    }
}
