//! The roads an owed message takes where the bot may only answer: a chat
//! that only users installed it in (a DM or group DM between people, a
//! server that never invited it), or one where Discord refused its post
//! (no access, a missing permission). There a message goes as a
//! follow-up of a live interaction of that chat; with none, as a direct
//! message to the players it concerns; with neither, it waits, and the
//! next command there (which brings a token) sends it.

use std::collections::HashSet;
use std::sync::Mutex;

use zertz_data::{AsyncStore, ChannelId, Millis, OutboxId, OutboxRow, WAITING_AHEAD};

use super::clock::now_ms;
use super::delivery::MAX_AGE;
use super::lang::{say, Msg};
use super::marks::Mark;
use super::places;
use super::reply::{Post, Road};

/// How long a token is used for follow-ups: Discord takes them for 15
/// minutes; a minute is kept for the send itself.
const TOKEN_USED_FOR: Millis = 14 * 60_000;

/// How a request's chat lets the bot speak, as the edge reads it from the
/// interaction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The bot may only answer there.
    pub answer_only: bool,
    /// Only users installed the app there: each interaction takes at most
    /// five follow-ups.
    pub limited: bool,
}

/// The roads component: how each chat lets the bot speak, and the road
/// an owed message takes there.
pub(super) struct Roads {
    store: AsyncStore,
    /// The chats this process marked as answer-only.
    answer_only: Mutex<HashSet<ChannelId>>,
}

impl Roads {
    pub(super) fn new(store: AsyncStore) -> Roads {
        Roads {
            store,
            answer_only: Mutex::default(),
        }
    }

    /// `post`'s road: the channel where the bot may post; else a
    /// follow-up, or a DM to the players it pings; `None` when it must
    /// wait for the next command there (it is kept, due again then).
    pub(in crate::app) async fn road(&self, mut post: Post, row: &OutboxRow, now: Millis) -> Option<Post> {
        let channel = post.channel;
        let since = now.saturating_sub(TOKEN_USED_FOR);
        let found = self
            .store
            .call(move |s| match s.answer_only().is_answer_only(channel)? {
                false => Ok(None),
                true => {
                    let token = s.answer_only_mut().take_followup(channel, since)?;
                    Ok(Some((token, places::kept_in(s, channel)?)))
                }
            })
            .await;
        match found {
            Ok(None) => Some(post),
            Ok(Some((Some(token), _))) => {
                post.road = Road::FollowUp(token);
                Some(post)
            }
            // A direct message says which chat it is from.
            Ok(Some((None, lang))) if !post.reply.mentions.is_empty() => {
                let from = say!(lang, Msg::FromYourGameIn, channel = Mark::channel(channel));
                post.reply.text = format!("{from}\n{}", post.reply.text);
                post.road = Road::Direct(post.reply.mentions.clone());
                Some(post)
            }
            Ok(Some((None, _))) => {
                self.wait_for_a_command(row.id, row.created_at, "no live interaction in an answer-only chat")
                    .await;
                None
            }
            Err(e) => {
                tracing::warn!(outbox = %row.id, error = %e, "reading the chat's roads failed; posting");
                Some(post)
            }
        }
    }

    /// Keeps message `id` until the next command in its chat brings a
    /// token (or it grows too old and is given up).
    pub(in crate::app) async fn wait_for_a_command(&self, id: OutboxId, created_at: Millis, why: &'static str) {
        let until = created_at
            .saturating_add(MAX_AGE)
            .max(now_ms().saturating_add(WAITING_AHEAD + 1));
        match self
            .store
            .call(move |s| s.outbox_mut().failed(id, why, Some(until)))
            .await
        {
            Ok(()) => tracing::info!(outbox = %id, reason = why, "waiting for the next command in its chat"),
            Err(e) => tracing::error!(outbox = %id, error = %e, "could not keep a message waiting"),
        }
    }

    /// An interaction in `channel` was answered: where the bot may only
    /// answer, its token is kept for follow-ups (and the chat's waiting
    /// messages go with it); where it may post, a chat marked before is
    /// unmarked.
    pub(in crate::app) async fn answered_in(
        &self,
        channel: ChannelId,
        token: Option<String>,
        reach: Reach,
        now: Millis,
    ) {
        // Most chats are postable and were never marked by this process:
        // their interactions cost the store nothing here. (A mark another
        // process made stays until that process sees a postable answer;
        // meanwhile that chat's messages go as follow-ups, which work.)
        let known = {
            let mut marked = self.answer_only.lock().unwrap_or_else(|e| e.into_inner());
            if reach.answer_only {
                marked.insert(channel);
                true
            } else {
                marked.remove(&channel)
            }
        };
        if !reach.answer_only && !known {
            return;
        }
        let kept = self
            .store
            .call(move |s| {
                let changed = s.answer_only_mut().set_answer_only(channel, reach.answer_only, now)?;
                if let (true, Some(token)) = (reach.answer_only, &token) {
                    s.answer_only_mut().keep_token(token, channel, reach.limited, now)?;
                }
                Ok(changed)
            })
            .await;
        match kept {
            Ok(true) => tracing::info!(%channel, answer_only = reach.answer_only, "how the bot reaches a chat changed"),
            Ok(false) => {}
            Err(e) => tracing::warn!(%channel, error = %e, "noting how the bot reaches a chat failed"),
        }
    }

    /// Discord refused a post in `channel` (no access, no permission):
    /// the bot may only answer there from now on, and message `id` is due
    /// again at once, on another road.
    pub(in crate::app) async fn cannot_post(&self, id: OutboxId, channel: ChannelId, why: &str, now: Millis) {
        let why = why.chars().take(500).collect::<String>();
        self.answer_only
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(channel);
        let done = self
            .store
            .call(move |s| {
                s.answer_only_mut().set_answer_only(channel, true, now)?;
                s.outbox_mut().failed(id, &why, Some(now))
            })
            .await;
        crate::metrics::metrics().delivery_retried();
        match done {
            Ok(()) => tracing::warn!(outbox = %id, %channel, "the bot may not post here; answering only from now on"),
            Err(e) => tracing::error!(outbox = %id, error = %e, "could not note a chat the bot may not post in"),
        }
    }

    /// Discord no longer takes `token` (expired, or out of follow-ups):
    /// it is forgotten, and message `id` is due again at once.
    pub(in crate::app) async fn token_spent(&self, id: OutboxId, token: String, why: &str, now: Millis) {
        let why = why.chars().take(500).collect::<String>();
        let done = self
            .store
            .call(move |s| {
                s.answer_only_mut().drop_token(&token)?;
                s.outbox_mut().failed(id, &why, Some(now))
            })
            .await;
        crate::metrics::metrics().delivery_retried();
        if let Err(e) = done {
            tracing::error!(outbox = %id, error = %e, "could not forget a spent token");
        }
    }
}
