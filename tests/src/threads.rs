//! Threads, as Discord keeps them: one started from a message takes the
//! message's id, lives in the message's channel, takes members, and
//! archives itself after its `auto_archive_duration` of quiet (the fake
//! keeps the duration asked for and never lets time archive it). A server
//! admin can delete one. The bot may open threads only in the channels a
//! test grants it (Create Public Threads and Send Messages in Threads), so
//! that every other test plays in its channel.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use crate::protocol::Refusal;
use crate::{lock, FakeDiscord, Inner, Person, GUILD};

/// Discord's thread channel types: news, public and private threads.
const THREAD_TYPES: [u64; 3] = [10, 11, 12];

impl FakeDiscord {
    /// Grants the bot Create Public Threads and Send Messages in Threads
    /// in `channel`, as a server admin can: interactions there say so.
    /// Without them opening a thread there is refused with 50013.
    pub fn allow_threads(&self, channel: u64) {
        lock(&self.inner.threads_allowed).push(channel);
    }

    /// Takes those permissions back in `channel`.
    pub fn forbid_threads(&self, channel: u64) {
        lock(&self.inner.threads_allowed).retain(|&c| c != channel);
    }

    /// The thread `id`, as Discord holds it now.
    pub fn thread(&self, id: u64) -> Option<Value> {
        lock(&self.inner.threads).get(&id).cloned()
    }

    /// The threads opened in `channel`.
    pub fn threads_in(&self, channel: u64) -> Vec<Value> {
        let parent = channel.to_string();
        let mut threads: Vec<Value> = lock(&self.inner.threads)
            .values()
            .filter(|t| t["parent_id"].as_str() == Some(parent.as_str()))
            .cloned()
            .collect();
        threads.sort_by_key(|t| t["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
        threads
    }

    /// The members of thread `id` that the bot added.
    pub fn thread_members(&self, id: u64) -> Vec<u64> {
        lock(&self.inner.thread_members).get(&id).cloned().unwrap_or_default()
    }
}

impl Person {
    /// The same person typing in `thread`, a thread of their channel.
    pub fn in_thread(self, thread: u64) -> Person {
        Person {
            thread_of: Some(self.channel),
            channel: thread,
            ..self
        }
    }
}

/// Whether Discord may let the bot open threads in `channel`.
pub(crate) fn may_open(inner: &Inner, channel: u64) -> bool {
    lock(&inner.threads_allowed).contains(&channel)
}

/// Discord's answer to a thread request that breaks its rules, or `None`.
pub(crate) fn check(inner: &Inner, method: &str, parts: &[&str]) -> Option<Refusal> {
    match (method, parts) {
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let message: u64 = message.parse().unwrap_or(0);
            let of_channel = lock(&inner.messages)
                .get(&message)
                .is_some_and(|m| m["channel_id"].as_str() == Some(channel.to_string().as_str()));
            if !may_open(inner, channel) {
                Some(Refusal::new(403, 50_013, "Missing Permissions", false))
            } else if !of_channel {
                Some(Refusal::new(404, 10_008, "Unknown Message", false))
            } else if lock(&inner.threads).contains_key(&message) {
                Some(Refusal::new(
                    400,
                    160_004,
                    "A thread has already been created for this message",
                    false,
                ))
            } else {
                None
            }
        }
        // A message's id names a channel only once a thread is opened from it.
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let unopened = lock(&inner.messages).contains_key(&channel) && !lock(&inner.threads).contains_key(&channel);
            unopened.then(|| Refusal::new(404, 10_003, "Unknown Channel", true))
        }
        ("PUT" | "DELETE", ["channels", thread, "thread-members", _]) | ("PATCH", ["channels", thread]) => {
            let thread: u64 = thread.parse().unwrap_or(0);
            let known = lock(&inner.threads).contains_key(&thread);
            (!known || lock(&inner.deleted).contains(&thread))
                .then(|| Refusal::new(404, 10_003, "Unknown Channel", false))
        }
        _ => None,
    }
}

/// Does a thread request that passed [`check`]; `None` for any other.
pub(crate) fn route(inner: &Inner, method: &str, parts: &[&str], body: &Value) -> Option<Response> {
    Some(match (method, parts) {
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            let id: u64 = message.parse().unwrap_or(0);
            let thread = json!({
                "id": id.to_string(), "type": 11, "guild_id": GUILD.to_string(), "parent_id": channel,
                "name": body["name"], "owner_id": crate::APP_ID.to_string(), "message_count": 0, "member_count": 1,
                "rate_limit_per_user": 0, "flags": 0,
                "thread_metadata": {
                    "archived": false, "locked": false,
                    "auto_archive_duration": body["auto_archive_duration"].as_u64().unwrap_or(4_320),
                    "archive_timestamp": "2026-11-22T12:00:00+00:00"
                }
            });
            lock(&inner.threads).insert(id, thread.clone());
            (StatusCode::CREATED, axum::Json(thread)).into_response()
        }
        ("PUT", ["channels", thread, "thread-members", user]) => {
            let (thread, user) = (thread.parse().unwrap_or(0), user.parse().unwrap_or(0));
            let mut members = lock(&inner.thread_members);
            let added = members.entry(thread).or_default();
            if !added.contains(&user) {
                added.push(user);
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("PATCH", ["channels", thread]) => {
            let id: u64 = thread.parse().unwrap_or(0);
            let mut threads = lock(&inner.threads);
            let thread = threads.get_mut(&id)?;
            for field in ["archived", "locked", "auto_archive_duration"] {
                if let Some(v) = body.get(field) {
                    thread["thread_metadata"][field] = v.clone();
                }
            }
            if let Some(name) = body.get("name") {
                thread["name"] = name.clone();
            }
            (StatusCode::OK, axum::Json(thread.clone())).into_response()
        }
        _ => return None,
    })
}

/// The channel object an interaction in `channel` carries: a thread's,
/// with its parent, where `parent` is given.
pub(crate) fn channel_json(channel: u64, parent: Option<u64>) -> Value {
    match parent {
        Some(parent) => json!({"id": channel.to_string(), "type": THREAD_TYPES[1], "parent_id": parent.to_string()}),
        None => json!({"id": channel.to_string(), "type": 0}),
    }
}
