//! The delivery task: sends what the outbox owes, in order per channel,
//! retrying what Discord did not take.

use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, MessageId};
use serenity::http::{Http, HttpError};
use tokio::sync::Notify;

use super::outgoing::Outgoing;
use crate::core::clock::now_ms;
use crate::core::{Core, DeliveryError, Post};
use zertz_data as data;

/// How often the outbox is looked at when nobody pokes it.
const POLL: Duration = Duration::from_secs(2);

/// Sends what the outbox owes, forever: when poked, and every [`POLL`].
pub async fn run(http: Arc<Http>, core: Arc<Core>, poke: Arc<Notify>) {
    loop {
        let posts = core.due_posts(now_ms()).await;
        let idle = posts.is_empty();
        for post in posts {
            send(&http, &core, post).await;
        }
        if idle {
            let _ = tokio::time::timeout(POLL, poke.notified()).await;
        }
    }
}

/// Sends one post and tells the core how it went.
async fn send(http: &Http, core: &Core, post: Post) {
    let Some(id) = post.outbox else {
        return;
    };
    let Some(channel) = NonZeroU64::new(post.channel.get()).map(ChannelId::from) else {
        core.delivery_failed(id, DeliveryError::Permanent, "channel id 0", now_ms())
            .await;
        return;
    };
    let edit = post.edit.and_then(|m| NonZeroU64::new(m.get())).map(MessageId::from);
    let shows = post.reply.shows();
    if let Some(answered) = answered_in_place(http, post.answers.as_deref()).await {
        // The process that answered died before noting it: noted now,
        // not posted twice.
        tracing::info!(outbox = %id, "already answered in place");
        core.delivered(id, Some(answered), shows);
        return;
    }
    let out = Outgoing::of(post.reply);
    let result = match edit {
        // An edited message loses its buttons: what it offered is over.
        Some(m) => {
            channel
                .edit_message(http, m, out.edit_message().components(Vec::new()))
                .await
        }
        None => channel.send_message(http, out.message()).await,
    };
    match result {
        Ok(m) => {
            tracing::info!(outbox = %id, channel = %post.channel, "delivered");
            core.delivered(id, Some(data::MessageId(m.id.get())), shows);
        }
        Err(e) => core.delivery_failed(id, classify(&e), &why(&e), now_ms()).await,
    }
}

/// What Discord said, with what its code means for the message where
/// retrying cannot help: the log's reason for giving up.
fn why(e: &serenity::Error) -> String {
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) = e else {
        return e.to_string();
    };
    let meaning = match r.error.code {
        10_003 => "the channel was deleted",
        10_008 => "the message was deleted",
        50_001 => "the bot cannot see this channel (View Channel)",
        50_013 => "the bot lacks a permission in this channel (Send Messages, Attach Files or Embed Links)",
        50_027 => "the interaction's token expired",
        _ => return e.to_string(),
    };
    format!("{e} (Discord code {}: {meaning})", r.error.code)
}

/// The message that answered interaction `token` in place, if there is
/// one with something in it (a deferred answer never edited is empty).
async fn answered_in_place(http: &Http, token: Option<&str>) -> Option<data::MessageId> {
    let m = http.get_original_interaction_response(token?).await.ok()?;
    let shown = !m.content.is_empty() || !m.attachments.is_empty() || !m.embeds.is_empty();
    shown.then(|| data::MessageId(m.id.get()))
}

/// Whether a failed call is worth trying again. With serenity's rate
/// limiter on (against Discord itself), a 429 never reaches here: serenity
/// waits out `Retry-After` and tries again; with it off (a proxy), a 429
/// backs off like a server error.
pub fn classify(e: &serenity::Error) -> DeliveryError {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if status == 429 || status >= 500 || status == 408 {
                DeliveryError::Transient(None)
            } else {
                DeliveryError::Permanent
            }
        }
        _ => DeliveryError::Transient(None),
    }
}
