//! The delivery component: what the core owes Discord. Each public
//! message that a change makes due is written to the store's outbox in the
//! same transaction as the change (as an [`Announcement`]), answered in
//! place first where there is an interaction, and otherwise delivered by
//! the edge's delivery task, with retries, until Discord takes it.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use serde::{Deserialize, Serialize};
use zertz_data::{
    AsyncStore, ChannelId, Failure, GameId, MessageId, Millis, OutboxId, OutboxRow, PuzzleId, Store, StoreError,
};

mod owed;
mod roads;

pub(super) use owed::Owed;
pub use roads::Reach;

use super::claim::Claims;
use super::compose::Composer;
use super::picture::Picture;
use super::pictures::Pictures;
use super::players::Identity;
use super::reply::{Post, Reply, Road, Shows};
use crate::metrics::{metrics, GivenUp};

/// How long a reply's message waits for the answer in place before the
/// outbox may send it (after a crash, say).
pub const HOLD: Millis = 30_000;
/// Tries before a message is given up on.
pub const MAX_ATTEMPTS: u32 = 12;
/// Age after which a message is given up on.
pub const MAX_AGE: Millis = 24 * 3_600_000;

/// A public message as the outbox keeps it: the reply without its files
/// (its picture is drawn again when it is sent), and how it goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announcement {
    /// The message.
    #[serde(flatten)]
    reply: Reply,
    /// The message it edits, if any.
    #[serde(default)]
    edit: Option<MessageId>,
    /// The channel takes no files: show the board as text.
    #[serde(default)]
    text_board: bool,
    /// The token of the interaction it answers in place first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) answers: Option<String>,
    /// Rows written before [`Picture`] name their picture in one of these.
    #[serde(default, skip_serializing)]
    board_at: Option<(GameId, usize)>,
    #[serde(default, skip_serializing)]
    analysis_of: Option<GameId>,
    #[serde(default, skip_serializing)]
    puzzle_of: Option<PuzzleId>,
}

impl Announcement {
    /// The public message `reply`, to edit message `edit` or post anew,
    /// with its board as a picture or (`can_attach` false) as text.
    pub fn of(reply: &Reply, edit: Option<MessageId>, can_attach: bool) -> Announcement {
        Announcement {
            reply: Reply {
                attachments: Vec::new(),
                ..reply.clone()
            },
            edit,
            text_board: !can_attach,
            answers: None,
            board_at: None,
            analysis_of: None,
            puzzle_of: None,
        }
    }

    /// An announcement as stored; older rows' pictures are read too.
    pub fn decode(payload: &str) -> Result<Announcement, serde_json::Error> {
        let mut a: Announcement = serde_json::from_str(payload)?;
        let legacy = a
            .board_at
            .map(|(game, ply)| Picture::Board { game, ply })
            .or(a.analysis_of.map(|game| Picture::Analysis { game }))
            .or(a.puzzle_of.map(|puzzle| Picture::Puzzle { puzzle }));
        a.reply.picture = a.reply.picture.or(legacy);
        Ok(a)
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
        s.outbox_mut().enqueue(channel, &json, due_at, now)
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

/// The delivery component: the outbox, and the one way a change and the
/// messages it owes are saved (`owed.rs`). Owns the signal that a board
/// was shown.
pub(super) struct Delivery {
    store: AsyncStore,
    pictures: Arc<Pictures>,
    claims: Arc<Claims>,
    /// Who the bot is in Discord, once known: messages say "the computer"
    /// by its name.
    identity: Identity,
    /// Woken whenever a board is noted as shown, for moves waiting to be
    /// judged against it.
    shown: Arc<Notify>,
    /// The chats this process marked as answer-only (`roads.rs`).
    answer_only: std::sync::Mutex<std::collections::HashSet<ChannelId>>,
}

impl Delivery {
    pub(super) fn new(store: AsyncStore, pictures: Arc<Pictures>, claims: Arc<Claims>, identity: Identity) -> Delivery {
        Delivery {
            store,
            pictures,
            claims,
            identity,
            shown: Arc::new(Notify::new()),
            answer_only: Default::default(),
        }
    }

    /// Woken whenever a board is noted as shown.
    pub(super) fn shown(&self) -> &Notify {
        &self.shown
    }

    /// What composing messages needs to know.
    pub(super) fn composer(&self) -> Composer {
        Composer {
            computer: self.identity.get().cloned(),
        }
    }

    /// Owed message `id`, which shows `shows`, was sent (as `message`,
    /// where its id is known): it is marked sent, and what it shows is
    /// remembered.
    ///
    /// Queued on the store's writer, not waited for: nothing after it
    /// needs its result, and the writer runs jobs in order, so the next
    /// claim of the outbox sees it. The task that sent the message ends
    /// without being woken once more for the answer.
    pub(super) fn delivered(&self, id: OutboxId, message: Option<MessageId>, shows: Shows) {
        let now = super::clock::now_ms();
        let shown = self.shown.clone();
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

    /// Messages due now, claimed for this process, drawn and ready to
    /// send, oldest first and one per channel (the next comes once this
    /// one is sent).
    pub(super) async fn due_posts(&self, now: Millis) -> Vec<Post> {
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
            if self.withdrawn(&row).await {
                continue;
            }
            if let Some(post) = self.post_of(&row).await {
                posts.extend(self.road(post, &row, now).await);
            }
        }
        posts
    }

    /// Whether `row` shows a move that has since been taken back: it is
    /// then kept as failed, with that reason, and never sent.
    async fn withdrawn(&self, row: &OutboxRow) -> bool {
        let Some((game, ply)) = Announcement::decode(&row.payload)
            .ok()
            .and_then(|a| a.reply.picture)
            .and_then(Picture::board)
        else {
            return false;
        };
        let id = row.id;
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

    /// The messages `ids` of the outbox, drawn, whatever their state.
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

    /// The message of `row`, drawn; `None` (and the row kept as failed)
    /// when it cannot be read, which only a bug or a damaged row causes.
    async fn post_of(&self, row: &OutboxRow) -> Option<Post> {
        let a = match Announcement::decode(&row.payload) {
            Ok(a) => a,
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
        let mut reply = a.reply;
        self.link_boards(&mut reply).await;
        self.pictures.draw_picture(&mut reply, !a.text_board).await;
        Some(Post {
            channel: row.channel,
            edit: a.edit,
            reply,
            outbox: Some(row.id),
            answers: a.answers,
            road: Road::Channel,
        })
    }
}

impl Delivery {
    /// Writes the links `reply.links_boards` asks for into its text: each
    /// `{board:N}` becomes a link to game N's board message, or "game #N"
    /// where that message is not known (yet, or in the console).
    async fn link_boards(&self, reply: &mut Reply) {
        if reply.links_boards.is_empty() {
            return;
        }
        let games = std::mem::take(&mut reply.links_boards);
        // Read on the writer, behind the noting of the boards just sent.
        let metas = self
            .store
            .call(move |s| games.iter().map(|&g| s.games().meta(g)).collect::<Result<Vec<_>, _>>())
            .await;
        let metas = metas.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the games a message links failed; naming them instead");
            Vec::new()
        });
        for meta in metas {
            let link = match (meta.guild, meta.board_message_id) {
                (Some(g), Some(m)) => format!(
                    "[game #{}](https://discord.com/channels/{g}/{}/{m})",
                    meta.id, meta.channel
                ),
                _ => format!("game #{}", meta.id),
            };
            reply.text = reply.text.replace(&format!("{{board:{}}}", meta.id), &link);
        }
        // Any left (a game that could not be read) is named plainly.
        while let Some(start) = reply.text.find("{board:") {
            let Some(len) = reply.text[start..].find('}') else {
                break;
            };
            let id = reply.text[start + 7..start + len].to_string();
            reply.text.replace_range(start..=start + len, &format!("game #{id}"));
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

    use zertz_data::{ChallengeId, UserId};

    use super::super::{Button, ButtonId, ButtonStyle, Card};
    use super::*;

    /// Rows written before pictures were typed, exactly as that version
    /// wrote them: a board, an analysis and a puzzle.
    const OLDER_ROWS: [&str; 3] = [
        r#"{"text":"**alice** played `Wd4,a1`\n<@2>, your move.","mentions":[2],"buttons":[["rematch:7","Rematch","p"]],"board_at":[7,12],"board_of":7,"challenge_of":null,"analysis_of":null,"puzzle_of":null,"edit":null,"text_board":false,"card":{"title":"ZÈRTZ game #7 · standard","colour":16172096,"fields":[["Move","13"]],"image":null},"answers":"tok-1"}"#,
        r#"{"text":"Analysis","mentions":[],"buttons":[],"board_at":null,"board_of":null,"challenge_of":null,"analysis_of":9,"puzzle_of":null,"edit":null,"text_board":true,"card":null}"#,
        r#"{"text":"Daily","mentions":[],"buttons":[["daily:20000","Solve","p"]],"board_at":null,"board_of":null,"challenge_of":3,"analysis_of":null,"puzzle_of":2025,"edit":55,"text_board":false,"card":null}"#,
    ];

    #[test]
    fn older_outbox_rows_still_read_with_their_pictures() {
        let [board, analysis, puzzle] = OLDER_ROWS.map(|row| Announcement::decode(row).unwrap());
        assert_eq!(
            board.reply.picture,
            Some(Picture::Board {
                game: GameId(7),
                ply: 12
            })
        );
        assert_eq!(board.reply.mentions, [UserId(2)]);
        assert_eq!(
            board.reply.buttons,
            [Button::new(
                ButtonId::Rematch(GameId(7)),
                "Rematch",
                ButtonStyle::Primary
            )]
        );
        assert_eq!(board.reply.board_of, Some(GameId(7)));
        assert_eq!(board.reply.card.as_ref().map(|c| c.fields.len()), Some(1));
        assert_eq!(board.answers.as_deref(), Some("tok-1"));
        assert!(!board.text_board);

        assert_eq!(analysis.reply.picture, Some(Picture::Analysis { game: GameId(9) }));
        assert!(analysis.text_board);

        assert_eq!(puzzle.reply.picture, Some(Picture::Puzzle { puzzle: PuzzleId(2025) }));
        assert_eq!(puzzle.reply.challenge_of, Some(ChallengeId(3)));
        assert_eq!(puzzle.edit, Some(MessageId(55)));
    }

    #[test]
    fn an_announcement_reads_back_as_written_without_its_files() {
        let reply = Reply {
            text: "text".into(),
            attachments: vec![super::super::Attachment {
                name: "board.png".into(),
                bytes: vec![1, 2, 3],
            }],
            card: Some(Card {
                title: "t".into(),
                ..Card::default()
            }),
            buttons: vec![Button::new(ButtonId::Daily(3), "Solve", ButtonStyle::Danger)],
            mentions: vec![UserId(5)],
            private: false,
            board_of: Some(GameId(4)),
            challenge_of: None,
            picture: Some(Picture::Board {
                game: GameId(4),
                ply: 0,
            }),
            links_boards: vec![GameId(4)],
        };
        let written = Announcement::of(&reply, Some(MessageId(8)), true);
        let json = serde_json::to_string(&written).unwrap();
        assert!(!json.contains("board_at") && !json.contains("bytes"), "{json}");
        let read = Announcement::decode(&json).unwrap();
        assert_eq!(read, written);
        assert_eq!(
            read.reply,
            Reply {
                attachments: Vec::new(),
                ..reply
            }
        );
    }
}
