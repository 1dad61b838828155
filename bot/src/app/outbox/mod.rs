//! The outbox component: what the core owes Discord, from the row a
//! change writes (`changes.rs`, in the change's transaction) until
//! Discord takes it or the outbox gives it up. It owns the rows and their
//! states: it claims the messages due, chooses each one's road where the
//! bot may only answer (`answer_only.rs`), writes in the links to boards
//! (`links.rs`), draws what a message owes, and hears from the edge what
//! became of each send ([`Sent`]), deciding what follows in one place
//! ([`next_try`]). Messages an older version left are upgraded by
//! `older.rs`. What a sent message shows (a board, a challenge) is the
//! concern of those who own it, told through [`Shown`].

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Notify;

use zertz_data::{
    AsyncStore, ChannelId, GiveUp, MessageId, Millis, OutboxId, OutboxRow, Store, StoreError, WAITING_AHEAD,
};

mod answer_only;
pub(in crate::app) mod changes;
mod keep;
mod links;
mod older;
mod rooms;

pub use answer_only::Reach;
pub(in crate::app) use keep::enqueue;
pub(in crate::app) use older::OlderPicture;

use crate::app::interface::reply::{Post, Shows};
use crate::app::services::claims::Claims;
use crate::app::services::pictures::Pictures;
use crate::metrics::metrics;

/// How long a reply's message waits for the answer in place before the
/// outbox may send it (after a crash, say).
pub const HOLD: Millis = 30_000;
/// Tries before a message is given up on.
pub const MAX_ATTEMPTS: u32 = 12;
/// Age after which a message is given up on.
pub const MAX_AGE: Millis = 24 * 3_600_000;

/// How long a process holds the messages it is delivering: long enough
/// for a send and its retries on the spot; if the process dies, another
/// sends them after this.
const DELIVERY_CLAIM: Millis = 60_000;

/// Why a delivery failed, as the edge saw it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeliveryError {
    /// Worth trying again: a server error, a timeout, a rate limit (with
    /// its wait when Discord said it).
    Transient(Option<Duration>),
    /// Not worth trying again: Discord refused the message itself (no
    /// access to the channel, an unknown channel, a bad body).
    Permanent,
}

/// What became of one send of an outbox message, as the edge saw it: the
/// one report the edge makes; the outbox decides what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// Discord took it.
    Delivered {
        /// Its id in Discord, where it is known.
        message: Option<MessageId>,
        /// What it showed.
        shows: Shows,
    },
    /// The answer in place failed: the outbox sends it now.
    NotAnswered,
    /// Sending failed.
    Failed {
        /// Whether trying again can help.
        error: DeliveryError,
        /// What Discord or the network said.
        why: String,
    },
    /// Discord refused to let the bot post in the message's channel: a
    /// game's thread is left for its channel; elsewhere it goes another
    /// road, now and from now on.
    CannotPost {
        /// What Discord said.
        why: String,
    },
    /// The message's channel is no more (a deleted thread, say): a game's
    /// thread is left for its channel, anything else given up.
    Gone {
        /// What Discord said.
        why: String,
    },
    /// Discord no longer takes `token` for follow-ups: another road.
    TokenSpent {
        /// The spent token.
        token: String,
        /// What Discord said.
        why: String,
    },
    /// No road reached its players (their direct messages are closed): it
    /// waits for the next command in its chat.
    NoRoad,
}

impl Sent {
    /// Discord took it, as `message` where its id is known.
    pub fn delivered(message: Option<MessageId>, shows: Shows) -> Sent {
        Sent::Delivered { message, shows }
    }
}

/// When a message whose send did not go through may go again.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Again {
    /// At once, on another road.
    Now,
    /// After a wait (Discord's, or the backoff's), if tries are left.
    After(Option<Duration>),
    /// When the next command in its chat brings a token.
    OnACommand,
    /// Never: Discord refused the message itself.
    Never,
}

/// When `row`'s message goes again (`again` says how), or why it is given
/// up: the one place the outbox gives up, by age for every road.
fn next_try(row: &OutboxRow, again: Again, now: Millis) -> Result<Millis, GiveUp> {
    if now.saturating_sub(row.created_at) > MAX_AGE {
        return Err(GiveUp::TooOld);
    }
    match again {
        Again::Now => Ok(now),
        Again::After(_) if row.attempts.saturating_add(1) >= MAX_ATTEMPTS => Err(GiveUp::TooManyTries),
        Again::After(wait) => {
            let wait = wait.unwrap_or_else(|| backoff(row.attempts));
            Ok(now.saturating_add(Millis::try_from(wait.as_millis()).unwrap_or(Millis::MAX)))
        }
        // Due when it grows too old (and is then given up), unless a
        // command comes first; never within the window that a command's
        // token makes due at once.
        Again::OnACommand => Ok(row
            .created_at
            .saturating_add(MAX_AGE)
            .max(now.saturating_add(WAITING_AHEAD + 1))),
        Again::Never => Err(GiveUp::Refused),
    }
}

/// The wait before try `attempts + 1`: 1 s doubling, at most 5 minutes.
pub fn backoff(attempts: u32) -> Duration {
    Duration::from_secs(2u64.saturating_pow(attempts.min(16)).min(300))
}

/// What a sent message shows, noted by the component that owns it (the
/// board of a move, a game's board message, a challenge's message): set
/// when the core is wired, so the outbox knows no component above it.
pub(in crate::app) trait Shown: Send + Sync {
    /// Notes in the store that `message` shows `shows`, in the
    /// transaction that marks it sent.
    fn note(&self, s: &mut Store, shows: Shows, message: MessageId) -> Result<(), StoreError>;
    /// Called once that note is saved.
    fn noted(&self, shows: Shows);
}

/// The outbox component.
pub struct Outbox {
    store: AsyncStore,
    claims: Arc<Claims>,
    /// Draws the pictures a message owes as it is read back.
    pictures: Arc<Pictures>,
    shown: Arc<dyn Shown>,
    /// Told when a change owes a message due at once that nobody answers
    /// in place (a board for a game's thread, a card's edit).
    owed: Arc<Notify>,
    /// The chats this process marked as answer-only.
    answer_only: Mutex<HashSet<ChannelId>>,
}

impl Outbox {
    pub(in crate::app) fn new(
        store: AsyncStore,
        claims: Arc<Claims>,
        pictures: Arc<Pictures>,
        (shown, owed): (Arc<dyn Shown>, Arc<Notify>),
    ) -> Outbox {
        Outbox {
            store,
            claims,
            pictures,
            shown,
            owed,
            answer_only: Mutex::default(),
        }
    }

    /// Woken when a change owes a message due at once that nobody
    /// answers in place: the delivery task waits on it.
    pub fn owed(&self) -> &Notify {
        &self.owed
    }

    /// What became of sending message `id`: it is marked
    /// sent, or due again on its road or another, or given up on and kept
    /// as failed, with the log saying why.
    ///
    /// A delivered message is queued on the store's writer, not waited
    /// for: nothing after it needs its result, and the writer runs jobs in
    /// order, so the next claim of the outbox sees it.
    pub async fn report(&self, id: OutboxId, sent: Sent, now: Millis) {
        let detail = |why: &str| why.chars().take(500).collect::<String>();
        match sent {
            Sent::Delivered { message, shows } => self.delivered(id, message, shows, now),
            Sent::NotAnswered => {
                if let Err(e) = self.store.call(move |s| s.outbox_mut().release(id, now)).await {
                    tracing::error!(outbox = %id, error = %e, "could not release a message");
                }
            }
            Sent::Failed { error, why } => {
                let again = match error {
                    DeliveryError::Transient(wait) => Again::After(wait),
                    DeliveryError::Permanent => Again::Never,
                };
                self.again(id, detail(&why), again, now, |_, _| Ok(())).await;
            }
            Sent::CannotPost { why } => {
                if self.leave_thread(id, now).await {
                    tracing::warn!(outbox = %id, "the bot may not post in a game's thread; the game goes on in its channel");
                    self.again(id, detail(&why), Again::Now, now, |_, _| Ok(())).await;
                    return;
                }
                let note = move |s: &mut Store, row: &OutboxRow| {
                    s.answer_only_mut().set_answer_only(row.channel, true, now).map(|_| ())
                };
                if let Some(channel) = self.again(id, detail(&why), Again::Now, now, note).await {
                    self.mark_answer_only(channel, true);
                    tracing::warn!(outbox = %id, %channel, "the bot may not post here; answering only from now on");
                }
            }
            Sent::Gone { why } => {
                let again = match self.leave_thread(id, now).await {
                    true => Again::Now,
                    false => Again::Never,
                };
                self.again(id, detail(&why), again, now, |_, _| Ok(())).await;
            }
            Sent::TokenSpent { token, why } => {
                let forget = move |s: &mut Store, _: &OutboxRow| s.answer_only_mut().drop_token(&token);
                self.again(id, detail(&why), Again::Now, now, forget).await;
            }
            Sent::NoRoad => {
                let why = "no road: direct messages refused".to_string();
                self.again(id, why, Again::OnACommand, now, |_, _| Ok(())).await;
            }
        }
    }

    /// Where message `id` went to a game's thread, the game leaves it for
    /// its channel, with all it still owes there: whether it did.
    async fn leave_thread(&self, id: OutboxId, now: Millis) -> bool {
        let left = self
            .store
            .call(move |s| {
                let Some(row) = s.outbox().row(id)? else {
                    return Ok(false);
                };
                s.atomically(|s| rooms::leave(s, row.channel, now))
            })
            .await;
        left.unwrap_or_else(|e| {
            tracing::error!(outbox = %id, error = %e, "could not move a game out of its thread");
            false
        })
    }

    /// Message `id` was sent: marked sent, and what it shows noted apart,
    /// so a failure there never unsends it.
    fn delivered(&self, id: OutboxId, message: Option<MessageId>, shows: Shows, now: Millis) {
        metrics().delivered();
        let shown = self.shown.clone();
        self.store.submit(move |s| {
            let noted = s.atomically(|s| {
                if !s.outbox_mut().sent(id, message, now)? {
                    return Ok(None);
                }
                Ok(Some(message.map(|m| s.apart(|s| shown.note(s, shows, m)))))
            });
            match noted {
                Ok(Some(Some(Err(e)))) => {
                    tracing::warn!(outbox = %id, error = %e, "could not note what a message shows")
                }
                Ok(Some(Some(Ok(())))) => shown.noted(shows),
                Ok(Some(None)) => {}
                Ok(None) => tracing::warn!(outbox = %id, "message delivered twice"),
                Err(e) => tracing::error!(outbox = %id, error = %e, "could not mark a message sent"),
            }
        });
    }

    /// Message `id` did not go through (`why`): due again as `again` says
    /// and [`next_try`] decides, or given up; `also` writes what else the
    /// outcome changes, in the same transaction. Returns the message's
    /// channel, where its row was found.
    async fn again(
        &self,
        id: OutboxId,
        why: String,
        again: Again,
        now: Millis,
        also: impl FnOnce(&mut Store, &OutboxRow) -> Result<(), StoreError> + Send + 'static,
    ) -> Option<ChannelId> {
        let stored = why.clone();
        let decided = self
            .store
            .call(move |s| {
                let Some(row) = s.outbox().row(id)? else {
                    return Ok(None);
                };
                let next = next_try(&row, again, now);
                s.atomically(|s| {
                    also(s, &row)?;
                    s.outbox_mut().failed(id, &stored, next)
                })?;
                Ok(Some((row.attempts.saturating_add(1), row.channel, next)))
            })
            .await;
        match decided {
            Ok(Some((attempts, channel, Ok(at)))) => {
                match again {
                    Again::OnACommand => {
                        tracing::info!(outbox = %id, reason = %why, "waiting for the next command in its chat")
                    }
                    _ => {
                        metrics().delivery_retried();
                        tracing::warn!(outbox = %id, attempts, retry_in_ms = at.saturating_sub(now), error = %why, "delivery failed; will retry")
                    }
                }
                Some(channel)
            }
            Ok(Some((attempts, channel, Err(given_up)))) => {
                metrics().delivery_given_up(given_up);
                tracing::error!(outbox = %id, attempts, error = %why, reason = given_up.as_str(), "delivery failed; given up, kept as failed");
                Some(channel)
            }
            Ok(None) => None,
            Err(e) => {
                tracing::error!(outbox = %id, error = %e, "could not record a failed delivery");
                None
            }
        }
    }

    /// Messages due now, claimed for this process, on their roads and
    /// drawn, ready to send: oldest first and one per channel (the next
    /// comes once this one is sent).
    pub async fn due_posts(&self, now: Millis) -> Vec<Post> {
        let (owner, until) = (self.claims.owner().clone(), now.saturating_add(DELIVERY_CLAIM));
        let rows = match self
            .store
            .call(move |s| s.outbox_mut().claim_due(now, 50, &owner, until))
            .await
        {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(error = %e, "reading the outbox failed");
                return Vec::new();
            }
        };
        let mut posts = Vec::with_capacity(rows.len());
        for row in rows {
            let Some(mut post) = self.post_of(&row).await else {
                continue;
            };
            rooms::as_left(&mut post);
            if self.withdrawn(&post, row.id).await {
                continue;
            }
            if let Some(post) = self.road(post, &row, now).await {
                posts.push(post);
            }
        }
        self.drawn(posts).await
    }

    /// The messages `ids`, drawn, whatever their state: for a caller that
    /// shows them at once (the console, tests).
    pub async fn posts(&self, ids: &[OutboxId]) -> Vec<Post> {
        let mut posts = Vec::with_capacity(ids.len());
        for &id in ids {
            match self.store.read(move |s| s.outbox().row(id)).await {
                Ok(Some(row)) => posts.extend(self.post_of(&row).await),
                Ok(None) => {}
                Err(e) => tracing::error!(outbox = %id, error = %e, "reading a message back failed"),
            }
        }
        self.drawn(posts).await
    }

    /// `posts` with the pictures they owe drawn, off the store's writer.
    async fn drawn(&self, mut posts: Vec<Post>) -> Vec<Post> {
        for post in &mut posts {
            self.pictures.draw_owed(&mut post.reply).await;
        }
        posts
    }

    /// Whether `post` (row `id`) shows a move that has since been taken
    /// back: it is then kept as failed, with that reason, and never sent.
    async fn withdrawn(&self, post: &Post, id: OutboxId) -> bool {
        let Some((game, ply)) = post.reply.board_at else {
            return false;
        };
        let result = self
            .store
            .call(move |s| {
                let meta = s.games().meta(game)?;
                let gone = ply > meta.ply;
                if gone {
                    s.outbox_mut()
                        .failed(id, "its move was taken back", Err(GiveUp::Withdrawn))?;
                }
                Ok(gone)
            })
            .await;
        match result {
            Ok(gone) => {
                if gone {
                    metrics().delivery_given_up(GiveUp::Withdrawn);
                    tracing::info!(outbox = %id, "a board of a move taken back is not sent");
                }
                gone
            }
            Err(e) => {
                tracing::warn!(outbox = %id, error = %e, "checking a board against its game failed; sending it");
                false
            }
        }
    }

    /// The message of `row`, its links to boards written in; `None` (and
    /// the row kept as failed) when it cannot be read, which only a bug or
    /// a damaged row causes.
    async fn post_of(&self, row: &OutboxRow) -> Option<Post> {
        let mut post = match keep::decode(row) {
            Ok(post) => post,
            Err(e) => {
                metrics().delivery_given_up(GiveUp::Unreadable);
                tracing::error!(outbox = %row.id, error = %e, "an unreadable outbox message is kept as failed");
                let (id, why) = (row.id, e.to_string());
                if let Err(e) = self
                    .store
                    .call(move |s| s.outbox_mut().failed(id, &why, Err(GiveUp::Unreadable)))
                    .await
                {
                    tracing::error!(outbox = %row.id, error = %e, "could not keep an unreadable message as failed");
                }
                return None;
            }
        };
        self.link_boards(&mut post).await;
        Some(post)
    }

    /// Marks `channel` answer-only for this process (or not).
    fn mark_answer_only(&self, channel: ChannelId, answer_only: bool) -> bool {
        let mut marked = self.answer_only.lock().unwrap_or_else(|e| e.into_inner());
        if answer_only {
            marked.insert(channel)
        } else {
            marked.remove(&channel)
        }
    }
}

#[cfg(test)]
mod tests {
    use zertz_data::OutboxStatus;

    use super::*;

    fn row(created_at: Millis, attempts: u32) -> OutboxRow {
        OutboxRow {
            id: OutboxId(1),
            channel: ChannelId(2),
            payload: String::new(),
            attempts,
            created_at,
            status: OutboxStatus::Pending,
            given_up: None,
            message_id: None,
            files: Vec::new(),
        }
    }

    #[test]
    fn a_message_past_its_age_is_given_up_on_every_road() {
        let now = 10 * MAX_AGE;
        let old = row(now - MAX_AGE - 1, 0);
        for again in [Again::Now, Again::After(None), Again::OnACommand, Again::Never] {
            assert_eq!(next_try(&old, again, now), Err(GiveUp::TooOld), "{again:?}");
        }
        // Its age is counted from when it was written, not from now.
        let young = row(now - MAX_AGE + 1, 0);
        assert_eq!(next_try(&young, Again::Now, now), Ok(now));
    }

    #[test]
    fn a_message_waiting_for_a_command_is_due_when_it_grows_too_old_then_given_up() {
        let created = 1_000_000;
        let waiting = row(created, 3);
        let now = created + 60_000;
        let due = next_try(&waiting, Again::OnACommand, now);
        assert_eq!(due, Ok(created + MAX_AGE));
        // When that time comes and still no command came, it is given up,
        // not kept waiting again.
        let then = created + MAX_AGE + 1;
        assert_eq!(next_try(&waiting, Again::OnACommand, then), Err(GiveUp::TooOld));
        // Close to its age, it still waits beyond the window a command's
        // token makes due at once.
        let late = created + MAX_AGE - 1_000;
        assert_eq!(
            next_try(&waiting, Again::OnACommand, late),
            Ok(late + WAITING_AHEAD + 1)
        );
    }

    #[test]
    fn a_transient_failure_backs_off_until_its_tries_are_spent() {
        let now = 5_000_000;
        assert_eq!(next_try(&row(now, 0), Again::After(None), now), Ok(now + 1_000));
        assert_eq!(next_try(&row(now, 3), Again::After(None), now), Ok(now + 8_000));
        let wait = Some(Duration::from_millis(2_500));
        assert_eq!(next_try(&row(now, 3), Again::After(wait), now), Ok(now + 2_500));
        assert_eq!(
            next_try(&row(now, MAX_ATTEMPTS - 1), Again::After(None), now),
            Err(GiveUp::TooManyTries)
        );
        assert_eq!(next_try(&row(now, 0), Again::Never, now), Err(GiveUp::Refused));
    }
}
