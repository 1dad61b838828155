//! The delivery task: sends what the outbox owes, in order per channel,
//! retrying what Discord did not take.

use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, MessageId, UserId};
use serenity::builder::Builder as _;
use serenity::http::{Http, HttpError};
use tokio::sync::Notify;
use tracing::Instrument;

use super::outgoing::Outgoing;
use super::threads;
use crate::app::clock::now_ms;
use crate::app::{Core, DeliveryError, Post, Reply, Road, Sent, Shows};
use zertz_data as data;

/// How often the outbox is looked at when nobody pokes it.
const POLL: Duration = Duration::from_secs(2);

/// Sends what the outbox owes, forever: when poked, and every [`POLL`].
pub async fn run(http: Arc<Http>, core: Arc<Core>, poke: Arc<Notify>) {
    loop {
        let posts = core.outbox().due_posts(now_ms()).await;
        let idle = posts.is_empty();
        for post in posts {
            // Every line logged while it is sent carries its message's id
            // (at the highest level, as an interaction's span).
            let span = tracing::error_span!("outbox", id = post.outbox.map_or(0, |id| id.0));
            send(&http, &core, post).instrument(span).await;
        }
        if idle {
            let owed = core.outbox().owed();
            tokio::select! {
                _ = poke.notified() => {}
                _ = owed.notified() => {}
                _ = tokio::time::sleep(POLL) => {}
            }
        }
    }
}

/// Sends one post and tells the core how it went.
async fn send(http: &Http, core: &Core, post: Post) {
    let Some(id) = post.outbox else {
        return;
    };
    let Some(channel) = NonZeroU64::new(post.channel.get()).map(ChannelId::from) else {
        let why = "channel id 0".into();
        let error = DeliveryError::Permanent;
        return report(core, id, Sent::Failed { error, why }).await;
    };
    let edit = post.edit.and_then(|m| NonZeroU64::new(m.get())).map(MessageId::from);
    let mut shows = post.reply.shows();
    if let Some(answered) = answered_in_place(http, post.answers.as_deref()).await {
        // The process that answered died before noting it: noted now,
        // not posted twice.
        tracing::info!(outbox = %id, "already answered in place");
        report(core, id, Sent::delivered(Some(answered), shows)).await;
        return;
    }
    let road = post.road.clone();
    match road {
        Road::Channel => {}
        Road::FollowUp(token) => return follow_up(http, core, id, token, post.reply, shows).await,
        Road::Direct(players) => return direct(http, core, id, &players, post.reply, shows).await,
    }
    if let Some(open) = &post.opens {
        match threads::open(http, channel, open).await {
            Ok(()) => shows.opened = Some(post.channel),
            Err(sent) => return report(core, id, sent).await,
        }
    }
    let out = Outgoing::of(post.reply);
    let result = match edit {
        // An edited message shows the buttons it is given; none where what
        // it offered is over.
        Some(m) => channel.edit_message(http, m, out.edit_message()).await,
        None => channel.send_message(http, out.message()).await,
    };
    match result {
        Ok(m) => {
            tracing::info!(outbox = %id, channel = %post.channel, "delivered");
            report(core, id, Sent::delivered(Some(data::MessageId(m.id.get())), shows)).await;
            if post.settles == Some(post.channel) {
                threads::settle(http, channel).await;
            }
        }
        Err(e) => report(core, id, refused(&e)).await,
    }
}

/// A send Discord refused with `e`, as the outbox hears it.
fn refused(e: &serenity::Error) -> Sent {
    match code(e) {
        Some(MISSING_ACCESS | MISSING_PERMISSIONS | THREAD_LOCKED) => Sent::CannotPost { why: why(e) },
        Some(UNKNOWN_CHANNEL) => Sent::Gone { why: why(e) },
        _ => failed(e),
    }
}

/// Tells the outbox what became of message `id`.
async fn report(core: &Core, id: data::OutboxId, sent: Sent) {
    core.outbox().report(id, sent, now_ms()).await
}

/// A send that failed with `e`, as the outbox hears it.
pub(super) fn failed(e: &serenity::Error) -> Sent {
    Sent::Failed {
        error: classify(e),
        why: why(e),
    }
}

/// Discord's codes for a post the bot may not make there.
pub(super) const MISSING_ACCESS: isize = 50_001;
pub(super) const MISSING_PERMISSIONS: isize = 50_013;
/// Discord's code for an archived thread the bot may not reopen.
const THREAD_LOCKED: isize = 50_083;
/// Discord's code for a channel (or thread) that is no more.
const UNKNOWN_CHANNEL: isize = 10_003;
/// Discord's codes for a token that no longer takes follow-ups: unknown,
/// expired, out of follow-ups.
const SPENT_TOKEN: [isize; 4] = [10_015, 10_062, 50_027, 40_094];

/// Discord's error code, where it answered with one.
pub(super) fn code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Sends an owed message as a follow-up of a live interaction of its chat
/// (an edit goes as a new message, without buttons: what the edited
/// message offered is over).
async fn follow_up(http: &Http, core: &Core, id: data::OutboxId, token: String, reply: Reply, shows: Shows) {
    let out = Outgoing::of(reply);
    match out.followup().execute(http, (None, &token)).await {
        Ok(m) => {
            tracing::info!(outbox = %id, "delivered as a follow-up");
            report(core, id, Sent::delivered(Some(data::MessageId(m.id.get())), shows)).await;
        }
        Err(e) if code(&e).is_some_and(|c| SPENT_TOKEN.contains(&c)) => {
            report(core, id, Sent::TokenSpent { token, why: why(&e) }).await
        }
        Err(e) => report(core, id, failed(&e)).await,
    }
}

/// Sends an owed message to each of `players` by direct message (its
/// text says which chat it is from); delivered if one took it, else it
/// waits for the next command in its chat.
async fn direct(http: &Http, core: &Core, id: data::OutboxId, players: &[data::UserId], reply: Reply, shows: Shows) {
    let mut first = None;
    for &player in players {
        let Some(user) = NonZeroU64::new(player.0).map(UserId::from) else {
            continue;
        };
        let sent = match user.create_dm_channel(http).await {
            Ok(dm) => dm.id.send_message(http, Outgoing::of(reply.clone()).message()).await,
            Err(e) => Err(e),
        };
        match sent {
            Ok(m) => {
                first.get_or_insert(m.id);
            }
            Err(e) => tracing::info!(outbox = %id, %player, error = %why(&e), "a direct message was refused"),
        }
    }
    match first {
        Some(m) => {
            tracing::info!(outbox = %id, "delivered by direct message");
            report(core, id, Sent::delivered(Some(data::MessageId(m.get())), shows)).await;
        }
        None => report(core, id, Sent::NoRoad).await,
    }
}

/// What Discord said, with what its code means for the message where
/// retrying cannot help: the log's reason for giving up.
pub(super) fn why(e: &serenity::Error) -> String {
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) = e else {
        return e.to_string();
    };
    let meaning = match r.error.code {
        10_003 => "the channel or thread was deleted",
        50_083 => "the thread is archived and locked",
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
