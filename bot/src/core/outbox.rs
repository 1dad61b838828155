//! What the core owes Discord: each public message that a change makes
//! due is written to the store's outbox in the same transaction as the
//! change (as an [`Announcement`]), answered in place first where there is
//! an interaction, and otherwise delivered by the edge's delivery task,
//! with retries, until Discord takes it.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use zertz_data::{ChallengeId, ChannelId, GameId, MessageId, Millis, OutboxId, OutboxRow, Store, StoreError, UserId};
use zertz_rules::{Game, Player};

use super::{Button, ButtonId, ButtonStyle, Card, Core, Post, Reply};

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
    edit: Option<u64>,
    /// The channel takes no files: show the board as text.
    #[serde(default)]
    text_board: bool,
    /// The card, where the channel takes embeds.
    #[serde(default)]
    card: Option<Card>,
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
            edit: edit.map(MessageId::get),
            text_board: !can_attach,
            card: reply.card.clone(),
        }
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Writes it to the outbox for `channel`, deliverable from `due_at`.
    pub fn enqueue(
        &self,
        s: &mut Store,
        channel: ChannelId,
        due_at: Millis,
        now: Millis,
    ) -> Result<OutboxId, StoreError> {
        s.enqueue(channel, &self.to_json(), due_at, now)
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

/// The wait before try `attempts + 1`: 1 s doubling, at most 5 minutes.
pub fn backoff(attempts: u32) -> Duration {
    Duration::from_secs(2u64.saturating_pow(attempts.min(16)).min(300))
}

impl Core {
    /// The held message `id` was shown in place as `message`.
    pub async fn delivered(&self, id: OutboxId, message: Option<MessageId>) {
        let now = super::clock::now_ms();
        let row = self
            .store
            .call(move |s| {
                let first = s.outbox_sent(id, message, now)?;
                Ok((first, s.outbox_row(id)?))
            })
            .await;
        match row {
            Ok((true, Some(row))) => {
                if let (Some(message), Ok(a)) = (message, serde_json::from_str::<Announcement>(&row.payload)) {
                    self.remember_shown(&a, message).await;
                }
            }
            Ok((false, _)) => tracing::warn!(outbox = %id, "message delivered twice"),
            Ok((true, None)) => {}
            Err(e) => tracing::error!(outbox = %id, error = %e, "could not mark a message sent"),
        }
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

    /// Messages due now, drawn and ready to send, oldest first and one per
    /// channel (the next comes once this one is sent).
    pub async fn due_posts(&self, now: Millis) -> Vec<Post> {
        let rows = match self.store.call(move |s| s.due_outbox(now, 50)).await {
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
                edit: None,
                text_board: false,
                card: None,
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
            card: a.card.clone(),
            ..Reply::default()
        };
        self.draw_board(&mut reply, !a.text_board).await;
        Post {
            channel: row.channel,
            edit: a.edit.map(MessageId),
            reply,
            outbox: Some(row.id),
        }
    }

    /// Draws the board a reply shows (`board_at`), read back from the
    /// store: a picture, or text where the channel takes no files.
    pub(super) async fn draw_board(&self, reply: &mut Reply, can_attach: bool) {
        let Some((game, ply)) = reply.board_at else {
            return;
        };
        let Ok(loaded) = self.store.read(move |s| s.load_game(game)).await else {
            return;
        };
        let names = self.names(&loaded.meta).await;
        let at = if ply == loaded.meta.ply {
            loaded.game
        } else {
            let moves = loaded.moves.iter().take(ply).map(|m| m.notation.as_str());
            match Game::from_moves(loaded.meta.variant, moves) {
                Ok(g) => g,
                Err(_) => return,
            }
        };
        self.draw_game(reply, can_attach, &at, &names);
    }

    /// Draws `game` as the board of `reply`: a picture, or text where the
    /// channel takes no files or the picture fails.
    pub(super) fn draw_game(&self, reply: &mut Reply, can_attach: bool, game: &Game, names: &[String; 2]) {
        let n = [names[0].as_str(), names[1].as_str()];
        if can_attach {
            match self.renderer.game_png(game, n) {
                Ok(bytes) => {
                    let (id, ply) = reply.board_at.unwrap_or((GameId(0), game.ply()));
                    let name = format!("zertz-{id}-{ply}.png");
                    if let Some(card) = &mut reply.card {
                        card.fields.push(("Captured".into(), captures(game, names)));
                        card.image = Some(name.clone());
                    }
                    reply.attachments.push(super::Attachment { name, bytes });
                    // A finished game's last board comes with its capture race.
                    if game.is_over() && game.ply() > 0 {
                        match self.renderer.capture_race(game, n) {
                            Ok(bytes) => reply.attachments.push(super::Attachment {
                                name: format!("zertz-{id}-race.png"),
                                bytes,
                            }),
                            Err(e) => tracing::error!(error = %e, "the capture race failed"),
                        }
                    }
                    return;
                }
                Err(e) => tracing::error!(error = %e, "render failed; sending a text board"),
            }
        }
        let pos = game.position();
        reply.text.push_str(&format!(
            "\n```\n{}\n{}```",
            zertz_render::text_board(pos),
            zertz_render::text_status(pos, n, game.outcome())
        ));
    }

    /// Remembers the message that shows a board or a challenge, and that
    /// the position it shows has been seen from then on.
    async fn remember_shown(&self, a: &Announcement, message: MessageId) {
        if let Some((game, ply)) = a.board_at.filter(|&(_, ply)| ply > 0) {
            tracing::debug!(game, ply, %message, "board shown");
            let shown = self.store.call(move |s| s.move_shown(GameId(game), ply, message)).await;
            if let Err(e) = shown {
                tracing::warn!(game, ply, error = %e, "could not note the board shown");
            }
        }
        if let Some(game) = a.board_of {
            self.board_posted(GameId(game), message).await;
        }
        if let Some(challenge) = a.challenge_of {
            self.challenge_posted(ChallengeId(challenge), message).await;
        }
    }
}

/// Each player's captures, as `alice: 2W 1G 0B` lines.
fn captures(game: &Game, names: &[String; 2]) -> String {
    let pos = game.position();
    [Player::First, Player::Second]
        .iter()
        .map(|&p| format!("{}: {}", names[p.index()], pos.captured(p)))
        .collect::<Vec<_>>()
        .join("\n")
}
