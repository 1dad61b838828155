//! The one way a change and the messages it owes are saved: both in one
//! transaction, each message as an outbox row, so that a restart neither
//! forgets a message nor repeats a change. Every caller (commands, the
//! computer's turns, what time makes due) goes through [`Delivery::commit`].

use zertz_data::{ChannelId, MessageId, Millis, OutboxId, Store, StoreError};

use super::super::compose::{Composer, Drawn};
use super::super::reply::Reply;
use super::super::request::Request;
use super::{Announcement, Delivery, HOLD};

/// A message a change owes, with where and how it goes.
pub(in crate::app) struct Owed {
    /// The message, without its picture (drawn when it is sent).
    pub reply: Reply,
    /// The channel it goes to.
    pub channel: ChannelId,
    /// The message it replaces, if it edits one.
    pub edit: Option<MessageId>,
    /// Whether the channel takes files (else the board goes as text).
    pub can_attach: bool,
    /// When the outbox may send it.
    pub due: Millis,
    /// The token of the interaction it answers in place first.
    pub answers: Option<String>,
}

impl Owed {
    /// A new message in `channel`, sendable at once, with pictures.
    pub fn post(reply: Reply, channel: ChannelId, now: Millis) -> Owed {
        Owed {
            reply,
            channel,
            edit: None,
            can_attach: true,
            due: now,
            answers: None,
        }
    }
}

impl Delivery {
    /// Applies `change` and writes the messages it owes to the outbox, in
    /// one transaction; returns what `change` returned with each owed
    /// message and its row. Nothing is written if anything fails.
    pub(in crate::app) async fn commit<R: Send + 'static>(
        &self,
        now: Millis,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Vec<Owed>), StoreError> + Send + 'static,
    ) -> Result<(R, Vec<(OutboxId, Reply)>), StoreError> {
        let composer = self.composer();
        self.store
            .call(move |s| {
                s.atomically(|s| {
                    let (r, owed) = change(s, &composer)?;
                    let mut rows = Vec::with_capacity(owed.len());
                    for o in owed {
                        let mut a = Announcement::of(&o.reply, o.edit, o.can_attach);
                        a.answers = o.answers;
                        rows.push((a.enqueue(s, o.channel, o.due, now)?, o.reply));
                    }
                    Ok((r, rows))
                })
            })
            .await
    }

    /// Applies `change` for `req` and owes the public message it returns
    /// in `req`'s channel, in one transaction; then draws the message's
    /// board, from the game `change` hands back if it has it at hand, else
    /// read back. The message waits [`HOLD`] for the caller to answer
    /// `req` in place first. The store's error comes back as it is, for
    /// a caller that looks at it (`?` makes it the core's).
    pub(in crate::app) async fn announce<R: Send + 'static>(
        &self,
        req: &Request,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Reply, Option<Drawn>), StoreError> + Send + 'static,
    ) -> Result<(R, Reply, OutboxId), StoreError> {
        let (r, announced) = self
            .announce_if(req, move |s, c| {
                let (r, reply, drawn) = change(s, c)?;
                Ok((r, Some((reply, drawn))))
            })
            .await?;
        let Some((reply, id)) = announced else {
            return Err(zertz_data::Failure::Invalid("an announcement owed no message".into()).into());
        };
        Ok((r, reply, id))
    }

    /// As [`Delivery::announce`], for a change that may owe no message
    /// (`change` returns `None` for it): then only `R` comes back.
    pub(in crate::app) async fn announce_if<R: Send + 'static>(
        &self,
        req: &Request,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Option<(Reply, Option<Drawn>)>), StoreError>
            + Send
            + 'static,
    ) -> Result<(R, Option<(Reply, OutboxId)>), StoreError> {
        let (channel, can_attach, can_embed, answers) = (req.channel, req.can_attach, req.can_embed, req.token.clone());
        let due = req.now.saturating_add(HOLD);
        let ((r, drawn), mut rows) = self
            .commit(req.now, move |s, c| {
                let (r, announced) = change(s, c)?;
                let Some((mut reply, drawn)) = announced else {
                    return Ok(((r, None), Vec::new()));
                };
                if !can_embed {
                    reply.card = None;
                }
                let owed = Owed {
                    reply,
                    channel,
                    edit: None,
                    can_attach,
                    due,
                    answers,
                };
                Ok(((r, Some(drawn)), vec![owed]))
            })
            .await?;
        let Some((id, mut reply)) = rows.pop() else {
            return Ok((r, None));
        };
        match drawn.flatten() {
            Some(d) => self.pictures.draw_game(&mut reply, can_attach, &d.game, &d.names).await,
            None => self.pictures.draw_picture(&mut reply, can_attach).await,
        }
        Ok((r, Some((reply, id))))
    }
}
