//! What the core owes Discord: each public message that a change makes
//! due is written to the store's outbox in the same transaction as the
//! change (as an [`Announcement`]), answered in place first where there is
//! an interaction, and otherwise delivered by the edge's delivery task,
//! with retries, until Discord takes it.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use zertz_data::{
    ChallengeId, ChannelId, Failure, GameId, MessageId, Millis, OutboxId, OutboxRow, Store, StoreError, UserId,
};

use super::{Button, ButtonId, ButtonStyle, Card, Core, Post, Reply, Shows};

/// How long a reply's message waits for the answer in place before the
/// outbox may send it (after a crash, say).
pub const HOLD: Millis = 30_000;
/// Tries before a message is given up on.
pub const MAX_ATTEMPTS: u32 = 12;
/// Age after which a message is given up on.
pub const MAX_AGE: Millis = 24 * 3_600_000;

/// A public message as the outbox keeps it: everything but the picture,
/// which is drawn again from the game when it is sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announcement {
    text: String,
    #[serde(default)]
    mentions: Vec<u64>,
    #[serde(default)]
    buttons: Vec<(String, String, char)>,
    #[serde(default)]
    board_at: Option<(i64, usize)>,
    #[serde(default)]
    board_of: Option<i64>,
    #[serde(default)]
    challenge_of: Option<i64>,
    #[serde(default)]
    analysis_of: Option<i64>,
    #[serde(default)]
    puzzle_of: Option<u32>,
    #[serde(default)]
    edit: Option<u64>,
    /// The channel takes no files: show the board as text.
    #[serde(default)]
    text_board: bool,
    /// The card, where the channel takes embeds.
    #[serde(default)]
    card: Option<Card>,
    /// The token of the interaction it answers in place first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) answers: Option<String>,
}

fn style_code(s: ButtonStyle) -> char {
    match s {
        ButtonStyle::Primary => 'p',
        ButtonStyle::Secondary => 's',
        ButtonStyle::Success => 'g',
        ButtonStyle::Danger => 'd',
    }
}

fn style_of(c: char) -> ButtonStyle {
    match c {
        'p' => ButtonStyle::Primary,
        'g' => ButtonStyle::Success,
        'd' => ButtonStyle::Danger,
        _ => ButtonStyle::Secondary,
    }
}

impl Announcement {
    /// The public message `reply`, to edit message `edit` or post anew,
    /// with its board as a picture or (`can_attach` false) as text.
    pub fn of(reply: &Reply, edit: Option<MessageId>, can_attach: bool) -> Announcement {
        Announcement {
            text: reply.text.clone(),
            mentions: reply.mentions.iter().map(|u| u.get()).collect(),
            buttons: reply
                .buttons
                .iter()
                .map(|b| (b.id.to_string(), b.label.clone(), style_code(b.style)))
                .collect(),
            board_at: reply.board_at.map(|(g, ply)| (g.get(), ply)),
            board_of: reply.board_of.map(GameId::get),
            challenge_of: reply.challenge_of.map(ChallengeId::get),
            analysis_of: reply.analysis_of.map(GameId::get),
            puzzle_of: reply.puzzle_of,
            edit: edit.map(MessageId::get),
            text_board: !can_attach,
            card: reply.card.clone(),
            answers: None,
        }
    }

    /// Writes it to the outbox for `channel`, deliverable from `due_at`.
    /// A message that cannot be encoded is refused, never queued empty.
    pub fn enqueue(
        &self,
        s: &mut Store,
        channel: ChannelId,
        due_at: Millis,
        now: Millis,
    ) -> Result<OutboxId, StoreError> {
        let json = serde_json::to_string(self).map_err(|e| Failure::Unencodable {
            what: "an outbox message",
            why: e.to_string(),
        })?;
        s.enqueue(channel, &json, due_at, now)
    }
}

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

/// How long a process holds the messages it is delivering: long enough
/// for a send and its retries on the spot; if the process dies, another
/// sends them after this.
const DELIVERY_CLAIM: Millis = 60_000;

/// The wait before try `attempts + 1`: 1 s doubling, at most 5 minutes.
pub fn backoff(attempts: u32) -> Duration {
    Duration::from_secs(2u64.saturating_pow(attempts.min(16)).min(300))
}

impl Core {
    /// Owed message `id`, which shows `shows`, was sent (as `message`,
    /// where its id is known): it is marked sent, and what it shows is
    /// remembered.
    ///
    /// Queued on the store's writer, not waited for: nothing after it
    /// needs its result, and the writer runs jobs in order, so the next
    /// claim of the outbox sees it. The task that sent the message ends
    /// without being woken once more for the answer.
    pub fn delivered(&self, id: OutboxId, message: Option<MessageId>, shows: Shows) {
        let now = super::clock::now_ms();
        let shown = self.shown.clone();
        self.store.submit(move |s| {
            // One transaction: marked sent, then what it shows, apart, so
            // a failure there never unsends it.
            let noted = s.atomically(|s| {
                if !s.outbox_sent(id, message, now)? {
                    return Ok(None);
                }
                Ok(Some(message.map(|m| s.apart(|s| remember_shown(s, shows, m)))))
            });
            match noted {
                Ok(Some(Some(Err(e)))) => {
                    tracing::warn!(outbox = %id, error = %e, "could not note what a message shows")
                }
                Ok(Some(Some(Ok(())))) if shows.board_at.is_some_and(|(_, ply)| ply > 0) => shown.notify_waiters(),
                Ok(Some(_)) => {}
                Ok(None) => tracing::warn!(outbox = %id, "message delivered twice"),
                Err(e) => tracing::error!(outbox = %id, error = %e, "could not mark a message sent"),
            }
        });
    }

    /// The answer in place for held message `id` failed: the outbox sends
    /// it now.
    pub async fn undelivered(&self, id: OutboxId, now: Millis) {
        if let Err(e) = self.store.call(move |s| s.outbox_release(id, now)).await {
            tracing::error!(outbox = %id, error = %e, "could not release a message");
        }
    }

    /// Sending message `id` failed: retry after a backoff (or Discord's
    /// wait), or give up after too many tries or too long, keeping the row
    /// as failed and saying so in the log.
    pub async fn delivery_failed(&self, id: OutboxId, error: DeliveryError, detail: &str, now: Millis) {
        let detail = detail.chars().take(500).collect::<String>();
        let stored = detail.clone();
        let result = self
            .store
            .call(move |s| {
                let Some(row) = s.outbox_row(id)? else {
                    return Ok(None);
                };
                let old = now.saturating_sub(row.created_at) > MAX_AGE;
                let retry = match error {
                    DeliveryError::Transient(wait) if row.attempts.saturating_add(1) < MAX_ATTEMPTS && !old => {
                        let wait = wait.unwrap_or_else(|| backoff(row.attempts));
                        Some(now.saturating_add(Millis::try_from(wait.as_millis()).unwrap_or(Millis::MAX)))
                    }
                    _ => None,
                };
                s.outbox_failed(id, &stored, retry)?;
                Ok(Some((row.attempts.saturating_add(1), retry)))
            })
            .await;
        match result {
            Ok(Some((attempts, Some(at)))) => {
                tracing::warn!(outbox = %id, attempts, retry_in_ms = at.saturating_sub(now), error = %detail, "delivery failed; will retry")
            }
            Ok(Some((attempts, None))) => {
                tracing::error!(outbox = %id, attempts, error = %detail, "delivery failed; given up, kept as failed")
            }
            Ok(None) => {}
            Err(e) => tracing::error!(outbox = %id, error = %e, "could not record a failed delivery"),
        }
    }

    /// Messages due now, claimed for this process, drawn and ready to
    /// send, oldest first and one per channel (the next comes once this
    /// one is sent).
    pub async fn due_posts(&self, now: Millis) -> Vec<Post> {
        let (owner, until) = (self.owner.clone(), now.saturating_add(DELIVERY_CLAIM));
        let rows = match self.store.call(move |s| s.claim_outbox(now, 50, &owner, until)).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(error = %e, "reading the outbox failed");
                return Vec::new();
            }
        };
        let mut posts = Vec::with_capacity(rows.len());
        for row in rows {
            if self.withdrawn(&row).await {
                continue;
            }
            posts.push(self.post_of(&row).await);
        }
        posts
    }

    /// Whether `row` shows a move that has since been taken back: it is
    /// then kept as failed, with that reason, and never sent.
    async fn withdrawn(&self, row: &OutboxRow) -> bool {
        let Ok(a) = serde_json::from_str::<Announcement>(&row.payload) else {
            return false;
        };
        let Some((game, ply)) = a.board_at else {
            return false;
        };
        let id = row.id;
        let result = self
            .store
            .call(move |s| {
                let meta = s.game_meta(GameId(game))?;
                let gone = ply > meta.ply;
                if gone {
                    s.outbox_failed(id, "withdrawn: its move was taken back", None)?;
                }
                Ok(gone)
            })
            .await;
        match result {
            Ok(gone) => {
                if gone {
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

    /// The messages `ids` of the outbox, drawn, whatever their state.
    pub async fn posts(&self, ids: &[OutboxId]) -> Vec<Post> {
        let mut posts = Vec::with_capacity(ids.len());
        for &id in ids {
            match self.store.read(move |s| s.outbox_row(id)).await {
                Ok(Some(row)) => posts.push(self.post_of(&row).await),
                Ok(None) => {}
                Err(e) => tracing::error!(outbox = %id, error = %e, "reading a message back failed"),
            }
        }
        posts
    }

    async fn post_of(&self, row: &OutboxRow) -> Post {
        let a: Announcement = serde_json::from_str(&row.payload).unwrap_or_else(|e| {
            tracing::error!(outbox = %row.id, error = %e, "unreadable outbox message; sending its text");
            Announcement {
                text: row.payload.clone(),
                mentions: Vec::new(),
                buttons: Vec::new(),
                board_at: None,
                board_of: None,
                challenge_of: None,
                analysis_of: None,
                puzzle_of: None,
                edit: None,
                text_board: false,
                card: None,
                answers: None,
            }
        });
        let mut reply = Reply {
            text: a.text.clone(),
            mentions: a.mentions.iter().map(|&u| UserId(u)).collect(),
            buttons: a
                .buttons
                .iter()
                .filter_map(|(id, label, style)| {
                    Some(Button::new(id.parse::<ButtonId>().ok()?, label, style_of(*style)))
                })
                .collect(),
            board_of: a.board_of.map(GameId),
            challenge_of: a.challenge_of.map(ChallengeId),
            board_at: a.board_at.map(|(g, ply)| (GameId(g), ply)),
            analysis_of: a.analysis_of.map(GameId),
            puzzle_of: a.puzzle_of,
            card: a.card.clone(),
            ..Reply::default()
        };
        self.draw_board(&mut reply, !a.text_board).await;
        self.draw_stored_analysis(&mut reply, !a.text_board).await;
        self.draw_puzzle(&mut reply, !a.text_board).await;
        Post {
            channel: row.channel,
            edit: a.edit.map(MessageId),
            reply,
            outbox: Some(row.id),
            answers: a.answers,
        }
    }
}

/// Remembers the message that shows a board or a challenge, and that the
/// position it shows has been seen from then on.
fn remember_shown(s: &mut Store, shows: Shows, message: MessageId) -> Result<(), StoreError> {
    if let Some((game, ply)) = shows.board_at.filter(|&(_, ply)| ply > 0) {
        s.move_shown(game, ply, message)?;
    }
    if let Some(game) = shows.board_of {
        s.set_board_message(game, message)?;
    }
    if let Some(challenge) = shows.challenge_of {
        s.set_challenge_message(challenge, message)?;
    }
    Ok(())
}
