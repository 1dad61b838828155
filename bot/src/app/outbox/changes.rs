//! The one way a change and the messages it owes are saved: both in one
//! transaction, each message as an outbox row holding it exactly as it is
//! sent, so that a restart neither forgets a message nor repeats a change.
//! Every caller (commands, the computer's turns, what time makes due) goes
//! through [`Changes::commit`]; the outbox takes the rows from there.

use zertz_data::{AsyncStore, OutboxId, Store, StoreError};

use crate::app::interface::reply::{Post, Reply};
use crate::app::interface::request::Request;
use crate::app::outbox::{enqueue, HOLD};
use crate::app::services::chat_language;
use crate::app::services::compose::{Composer, Composing};
use crate::app::text::lang::Lang;

/// The unit of work of every change that owes messages.
pub(in crate::app) struct Changes {
    store: AsyncStore,
    /// Composes the messages of the changes it saves.
    composing: Composing,
}

impl Changes {
    pub(in crate::app) fn new(store: AsyncStore, composing: Composing) -> Changes {
        Changes { store, composing }
    }

    /// Applies `change` and writes the posts it owes to the outbox, in one
    /// transaction; returns what `change` returned and each post with its
    /// row. Nothing is written if anything fails. A game's board is owed
    /// as a drawing, drawn by the root once the change is saved.
    pub(in crate::app) async fn commit<R: Send + 'static>(
        &self,
        now: zertz_data::Millis,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Vec<Post>), StoreError> + Send + 'static,
    ) -> Result<(R, Vec<Post>), StoreError> {
        // In English; a change that posts in a chat speaks the chat's
        // language through `Composer::in_chat`.
        let composer = self.composing.composer(true, Lang::En);
        self.store
            .call(move |s| {
                s.atomically(|s| {
                    let (r, mut posts) = change(s, &composer)?;
                    for post in &mut posts {
                        post.outbox = Some(enqueue(s, post, now)?);
                    }
                    Ok((r, posts))
                })
            })
            .await
    }

    /// Applies `change` for `req` and owes the public message it returns
    /// in `req`'s channel, in one transaction, composed for that chat. The
    /// message waits [`HOLD`] for the caller to answer `req` in place
    /// first. The store's error comes back as it is, for a caller that
    /// looks at it (`?` makes it the core's).
    pub(in crate::app) async fn announce<R: Send + 'static>(
        &self,
        req: &Request,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Reply), StoreError> + Send + 'static,
    ) -> Result<(R, Reply, OutboxId), StoreError> {
        let (r, announced) = self
            .announce_if(req, move |s, c| {
                let (r, reply) = change(s, c)?;
                Ok((r, Some(reply)))
            })
            .await?;
        let Some((reply, id)) = announced else {
            return Err(zertz_data::Failure::Invalid("an announcement owed no message".into()).into());
        };
        Ok((r, reply, id))
    }

    /// As [`Changes::announce`], for a change that may owe no message
    /// (`change` returns `None` for it): then only `R` comes back.
    pub(in crate::app) async fn announce_if<R: Send + 'static>(
        &self,
        req: &Request,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Option<Reply>), StoreError> + Send + 'static,
    ) -> Result<(R, Option<(Reply, OutboxId)>), StoreError> {
        let (channel, can_embed, answers, now) = (req.channel, req.can_embed, req.token.clone(), req.now);
        let (guild, discord) = (req.guild, req.place_lang);
        let mut composer = self.composing.composer(req.can_attach, discord);
        self.store
            .call(move |s| {
                s.atomically(|s| {
                    composer.lang = chat_language::spoken_in(s, guild, discord)?;
                    let (r, announced) = change(s, &composer)?;
                    let Some(mut reply) = announced else {
                        return Ok((r, None));
                    };
                    // What the bot posts here later on its own speaks this.
                    s.chats_mut().addressed_in(channel, composer.lang.into())?;
                    if !can_embed {
                        reply.card = None;
                    }
                    let post = Post {
                        answers,
                        due: now.saturating_add(HOLD),
                        ..Post::new(reply, channel, now)
                    };
                    let id = enqueue(s, &post, now)?;
                    Ok((r, Some((post.reply, id))))
                })
            })
            .await
    }
}
