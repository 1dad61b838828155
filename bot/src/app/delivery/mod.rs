//! The delivery component: what the core owes Discord. Each public
//! message that a change makes due is written to the store's outbox in the
//! same transaction as the change, as the [`Post`] it is sent as (a
//! game's board as the drawing it owes, drawn once the change is saved),
//! answered in place first where there is an
//! interaction, and otherwise delivered by the edge's delivery task, with
//! retries, until Discord takes it.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use serde::{Deserialize, Serialize};
use zertz_data::{AsyncStore, Failure, MessageId, Millis, OutboxId, OutboxRow, Store, StoreError};

mod owed;

use super::claim::Claims;
use super::compose::Composing;
use super::lang::{say, Lang, Msg};
use super::places;
use super::reply::{Post, Shows};
use crate::metrics::{metrics, GivenUp};

/// How long a reply's message waits for the answer in place before the
/// outbox may send it (after a crash, say).
pub const HOLD: Millis = 30_000;
/// Tries before a message is given up on.
pub const MAX_ATTEMPTS: u32 = 12;
/// Age after which a message is given up on.
pub const MAX_AGE: Millis = 24 * 3_600_000;

/// A post as the outbox keeps it: its words as JSON, with the size of
/// each file; the files' bytes, one after another, apart from them.
#[derive(Serialize)]
struct Keeping<'a> {
    #[serde(flatten)]
    post: &'a Post,
    sizes: Vec<usize>,
}

/// [`Keeping`], read back.
#[derive(Deserialize)]
struct Kept {
    #[serde(flatten)]
    post: Post,
    #[serde(default)]
    sizes: Vec<usize>,
}

/// `post` as the outbox keeps it: its words and its files' bytes. A
/// message that cannot be encoded is refused, never kept empty.
pub(in crate::app) fn encode(post: &Post) -> Result<(String, Vec<u8>), Failure> {
    let files = &post.reply.attachments;
    let sizes = files.iter().map(|a| a.bytes.len()).collect();
    let json = serde_json::to_string(&Keeping { post, sizes }).map_err(|e| Failure::Unencodable {
        what: "an outbox message",
        why: e.to_string(),
    })?;
    // Each file copied whole: a board is tens of kilobytes, on every move.
    let mut bytes = Vec::with_capacity(files.iter().map(|a| a.bytes.len()).sum());
    for file in files {
        bytes.extend_from_slice(&file.bytes);
    }
    Ok((json, bytes))
}

/// Writes `post` to the outbox for its channel, deliverable from its
/// `due`.
fn enqueue(s: &mut Store, post: &Post, now: Millis) -> Result<OutboxId, StoreError> {
    let (json, files) = encode(post)?;
    s.outbox_mut().enqueue(post.channel, (&json, &files), post.due, now)
}

/// The post of `row`, with its row's id and channel, or why it cannot be
/// read.
fn decode(row: &OutboxRow) -> Result<Post, String> {
    let Kept { mut post, sizes } = serde_json::from_str(&row.payload).map_err(|e| e.to_string())?;
    let files = &mut post.reply.attachments;
    let named = sizes.iter().try_fold(0usize, |sum, &size| sum.checked_add(size));
    if sizes.len() != files.len() || named != Some(row.files.len()) {
        let named = named.map_or("too many".into(), |n| n.to_string());
        let kept = row.files.len();
        return Err(format!(
            "{} files of {named} bytes named, {kept} bytes kept",
            files.len()
        ));
    }
    let mut rest = row.files.as_slice();
    for (file, size) in files.iter_mut().zip(sizes) {
        let (bytes, after) = rest.split_at(size);
        file.bytes = bytes.to_vec();
        rest = after;
    }
    post.channel = row.channel;
    post.outbox = Some(row.id);
    Ok(post)
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

/// The delivery component: the outbox, and the one way a change and the
/// messages it owes are saved (`owed.rs`).
pub(super) struct Delivery {
    store: AsyncStore,
    /// Composes the messages of the changes it saves.
    composing: Composing,
    claims: Arc<Claims>,
}

impl Delivery {
    pub(super) fn new(store: AsyncStore, composing: Composing, claims: Arc<Claims>) -> Delivery {
        Delivery {
            store,
            composing,
            claims,
        }
    }

    /// Owed message `id`, which shows `shows`, was sent (as `message`,
    /// where its id is known): it is marked sent, and what it shows is
    /// remembered; `shown` is woken when that is a board.
    ///
    /// Queued on the store's writer, not waited for: nothing after it
    /// needs its result, and the writer runs jobs in order, so the next
    /// claim of the outbox sees it. The task that sent the message ends
    /// without being woken once more for the answer.
    pub(super) fn delivered(&self, id: OutboxId, message: Option<MessageId>, shows: Shows, shown: Arc<Notify>) {
        let now = super::clock::now_ms();
        metrics().delivered();
        self.store.submit(move |s| {
            // One transaction: marked sent, then what it shows, apart, so
            // a failure there never unsends it.
            let noted = s.atomically(|s| {
                if !s.outbox_mut().sent(id, message, now)? {
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
    pub(super) async fn undelivered(&self, id: OutboxId, now: Millis) {
        if let Err(e) = self.store.call(move |s| s.outbox_mut().release(id, now)).await {
            tracing::error!(outbox = %id, error = %e, "could not release a message");
        }
    }

    /// Sending message `id` failed: retry after a backoff (or Discord's
    /// wait), or give up after too many tries or too long, keeping the row
    /// as failed and saying so in the log.
    pub(super) async fn delivery_failed(&self, id: OutboxId, error: DeliveryError, detail: &str, now: Millis) {
        let detail = detail.chars().take(500).collect::<String>();
        let stored = detail.clone();
        let result = self
            .store
            .call(move |s| {
                let Some(row) = s.outbox().row(id)? else {
                    return Ok(None);
                };
                let old = now.saturating_sub(row.created_at) > MAX_AGE;
                let tries_left = row.attempts.saturating_add(1) < MAX_ATTEMPTS;
                let retry = match error {
                    DeliveryError::Transient(wait) if tries_left && !old => {
                        let wait = wait.unwrap_or_else(|| backoff(row.attempts));
                        Ok(now.saturating_add(Millis::try_from(wait.as_millis()).unwrap_or(Millis::MAX)))
                    }
                    DeliveryError::Transient(_) if old => Err(GivenUp::TooOld),
                    DeliveryError::Transient(_) => Err(GivenUp::TooManyTries),
                    DeliveryError::Permanent => Err(GivenUp::Refused),
                };
                s.outbox_mut().failed(id, &stored, retry.ok())?;
                Ok(Some((row.attempts.saturating_add(1), retry)))
            })
            .await;
        match result {
            Ok(Some((attempts, Ok(at)))) => {
                metrics().delivery_retried();
                tracing::warn!(outbox = %id, attempts, retry_in_ms = at.saturating_sub(now), error = %detail, "delivery failed; will retry")
            }
            Ok(Some((attempts, Err(why)))) => {
                metrics().delivery_given_up(why);
                tracing::error!(outbox = %id, attempts, error = %detail, reason = why.as_str(), "delivery failed; given up, kept as failed")
            }
            Ok(None) => {}
            Err(e) => tracing::error!(outbox = %id, error = %e, "could not record a failed delivery"),
        }
    }

    /// Messages due now, claimed for this process and ready to send,
    /// oldest first and one per channel (the next comes once this
    /// one is sent), each with its row, for its road to be chosen.
    pub(super) async fn due_posts(&self, now: Millis) -> Vec<(Post, OutboxRow)> {
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
            let Some(post) = self.post_of(&row).await else {
                continue;
            };
            if !self.withdrawn(&post, row.id).await {
                posts.push((post, row));
            }
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
                    s.outbox_mut().failed(id, "withdrawn: its move was taken back", None)?;
                }
                Ok(gone)
            })
            .await;
        match result {
            Ok(gone) => {
                if gone {
                    metrics().delivery_given_up(GivenUp::Withdrawn);
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

    /// The messages `ids` of the outbox, whatever their state.
    pub(in crate::app) async fn posts(&self, ids: &[OutboxId]) -> Vec<Post> {
        let mut posts = Vec::with_capacity(ids.len());
        for &id in ids {
            match self.store.read(move |s| s.outbox().row(id)).await {
                Ok(Some(row)) => posts.extend(self.post_of(&row).await),
                Ok(None) => {}
                Err(e) => tracing::error!(outbox = %id, error = %e, "reading a message back failed"),
            }
        }
        posts
    }

    /// The message of `row`, its links to boards written in; `None` (and
    /// the row kept as failed) when it cannot be read, which only a bug or
    /// a damaged row causes.
    async fn post_of(&self, row: &OutboxRow) -> Option<Post> {
        let mut post = match decode(row) {
            Ok(post) => post,
            Err(e) => {
                metrics().delivery_given_up(GivenUp::Unreadable);
                tracing::error!(outbox = %row.id, error = %e, "an unreadable outbox message is kept as failed");
                let (id, why) = (row.id, format!("unreadable: {e}"));
                if let Err(e) = self.store.call(move |s| s.outbox_mut().failed(id, &why, None)).await {
                    tracing::error!(outbox = %row.id, error = %e, "could not keep an unreadable message as failed");
                }
                return None;
            }
        };
        self.link_boards(&mut post).await;
        Some(post)
    }
}

impl Delivery {
    /// Writes the links `post.reply.links_boards` asks for into its text:
    /// each `{board:N}` becomes a link to game N's board message, or names
    /// the game where that message is not known (yet, or in the console),
    /// in the language of the chat it goes to.
    async fn link_boards(&self, post: &mut Post) {
        let reply = &mut post.reply;
        if reply.links_boards.is_empty() {
            return;
        }
        let (games, channel) = (std::mem::take(&mut reply.links_boards), post.channel);
        // Read on the writer, behind the noting of the boards just sent.
        let read = self
            .store
            .call(move |s| {
                let metas = games
                    .iter()
                    .map(|&g| s.games().meta(g))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((metas, places::kept_in(s, channel)?))
            })
            .await;
        let (metas, lang) = read.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the games a message links failed; naming them instead");
            (Vec::new(), Lang::default())
        });
        let named = |game: &str| say!(lang, Msg::BoardLink, game = game);
        for meta in metas {
            let name = named(&meta.id.to_string());
            let link = match (meta.guild, meta.board_message_id) {
                (Some(g), Some(m)) => format!("[{name}](https://discord.com/channels/{g}/{}/{m})", meta.channel),
                _ => name,
            };
            reply.text = reply.text.replace(&format!("{{board:{}}}", meta.id), &link);
        }
        // Any left (a game that could not be read) is named plainly.
        while let Some(start) = reply.text.find("{board:") {
            let Some(len) = reply.text[start..].find('}') else {
                break;
            };
            let id = reply.text[start + 7..start + len].to_string();
            reply.text.replace_range(start..=start + len, &named(&id));
        }
    }
}

/// Remembers the message that shows a board or a challenge, and that the
/// position it shows has been seen from then on.
fn remember_shown(s: &mut Store, shows: Shows, message: MessageId) -> Result<(), StoreError> {
    if let Some((game, ply)) = shows.board_at.filter(|&(_, ply)| ply > 0) {
        s.games_mut().move_shown(game, ply, message)?;
    }
    if let Some(game) = shows.board_of {
        s.games_mut().set_board_message(game, message)?;
    }
    if let Some(challenge) = shows.challenge_of {
        s.challenges_mut().set_message(challenge, message)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{ChannelId, GameId, UserId};

    use super::super::{Attachment, Button, ButtonId, ButtonStyle, Card, Menu, MenuOption, Reply};
    use super::*;

    /// Row 3 of the outbox, in channel 6, holding `payload` and `files`.
    fn kept_row(payload: String, files: Vec<u8>) -> OutboxRow {
        OutboxRow {
            id: OutboxId(3),
            channel: ChannelId(6),
            payload,
            attempts: 0,
            created_at: 1_000,
            status: zertz_data::OutboxStatus::Pending,
            message_id: None,
            files,
        }
    }

    #[test]
    fn a_post_reads_back_as_written_with_its_files() {
        let file = |name: &str, bytes: &[u8]| Attachment::new(name, bytes.to_vec());
        let reply = Reply {
            text: "text".into(),
            attachments: vec![file("board.png", &[0x89, b'P', 0, 255]), file("race.png", &[7; 5])],
            card: Some(Card {
                title: "t".into(),
                ..Card::default()
            }),
            buttons: vec![Button::new(ButtonId::Daily(3), "Solve", ButtonStyle::Danger)],
            menus: vec![Menu {
                placeholder: "Choose".into(),
                options: vec![MenuOption {
                    id: ButtonId::Mistakes(GameId(4)),
                    label: "mistakes".into(),
                    description: String::new(),
                }],
            }],
            mentions: vec![UserId(5)],
            private: false,
            board_of: Some(GameId(4)),
            challenge_of: None,
            board_at: Some((GameId(4), 0)),
            links_boards: vec![GameId(4)],
        };
        let post = Post {
            edit: Some(MessageId(8)),
            answers: Some("tok".into()),
            ..Post::new(reply, ChannelId(6), 1_000)
        };
        let (payload, files) = encode(&post).unwrap();
        assert!(payload.contains(r#""sizes":[4,5]"#), "{payload}");
        assert_eq!(files.len(), 9);
        let mut row = kept_row(payload, files);
        let read = decode(&row).unwrap();
        assert_eq!(
            read,
            Post {
                outbox: Some(OutboxId(3)),
                due: 0,
                ..post
            }
        );
        // Files that do not match their sizes are refused, not guessed.
        row.files.pop();
        assert!(decode(&row).unwrap_err().contains("9 bytes named, 8 bytes kept"));
    }

    #[test]
    fn a_board_to_draw_is_kept_as_its_drawing_without_bytes() {
        let drawing = crate::app::Drawing {
            kind: crate::app::DrawingKind::Board,
            game: GameId(4),
            ply: 7,
            last: Some("Wd4,a1".into()),
            over: false,
            names: ["alice".into(), "bob".into()],
            // A drawing keeps its language: a retry draws the same words.
            lang: crate::app::lang::Lang::Nl,
            game_at: Some(std::sync::Arc::new(zertz_rules::Game::new(
                zertz_rules::Variant::STANDARD,
            ))),
        };
        let mut reply = Reply::public("a move");
        reply
            .attachments
            .push(Attachment::to_draw("zertz-4-7.png", drawing.clone()));
        let post = Post::new(reply, ChannelId(6), 1_000);
        let (payload, files) = encode(&post).unwrap();
        assert!(files.is_empty(), "no bytes kept for a board to draw");
        let row = kept_row(payload, files);
        let read = decode(&row).unwrap();
        // Read back, it names the same picture, its game to be read again.
        let kept = read.reply.attachments[0].undrawn().unwrap();
        assert_eq!(
            *kept,
            crate::app::Drawing {
                game_at: None,
                ..drawing
            }
        );
    }
}
