//! The one way a change and the messages it owes are saved: both in one
//! transaction, each message as an outbox row holding it exactly as it is
//! sent, so that a restart neither forgets a message nor repeats a change.
//! Every caller (commands, the computer's turns, what time makes due) goes
//! through [`Changes::commit`]; the outbox takes the rows from there.

use std::sync::Arc;

use tokio::sync::{broadcast, Notify};
use zertz_data::{AsyncStore, GameId, OutboxId, Store, StoreError};

use crate::app::interface::reply::{Post, Reply};
use crate::app::interface::request::Request;
use crate::app::outbox::{enqueue, rooms, HOLD};
use crate::app::services::chat_language;
use crate::app::services::compose::{Composer, Composing};
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::Mark;

/// The unit of work of every change that owes messages.
pub(in crate::app) struct Changes {
    store: AsyncStore,
    /// Composes the messages of the changes it saves.
    composing: Composing,
    /// Tells the outbox of messages due at once that nobody answers in
    /// place.
    owed: Arc<Notify>,
    /// Tells the open boards of a game that it changed (a message owed for
    /// a game is the mark of a change to it).
    changed: broadcast::Sender<GameId>,
}

/// How many changes an open board may fall behind before it hears only
/// that it lagged (and reads its game again).
const CHANGES_KEPT: usize = 1024;

impl Changes {
    pub(in crate::app) fn new(store: AsyncStore, composing: Composing, owed: Arc<Notify>) -> Changes {
        let (changed, _) = broadcast::channel(CHANGES_KEPT);
        Changes {
            store,
            composing,
            owed,
            changed,
        }
    }

    /// Hears of each game changed from now on, once its change is saved.
    pub(in crate::app) fn listen(&self) -> broadcast::Receiver<GameId> {
        self.changed.subscribe()
    }

    /// Tells the listeners that `game` changed (nobody listening is fine).
    fn tell(&self, game: Option<GameId>) {
        if let Some(game) = game {
            let _ = self.changed.send(game);
        }
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
        let committed = self
            .store
            .call(move |s| {
                s.atomically(|s| {
                    let (r, mut posts) = change(s, &composer)?;
                    let mut cards = Vec::new();
                    for post in &mut posts {
                        cards.extend(rooms::fit(s, &composer, post, now)?);
                        post.outbox = Some(enqueue(s, post, now)?);
                    }
                    for card in &mut cards {
                        card.outbox = Some(enqueue(s, card, now)?);
                    }
                    posts.append(&mut cards);
                    Ok((r, posts))
                })
            })
            .await;
        if let Ok((_, posts)) = &committed {
            if posts.iter().any(|p| p.due <= now) {
                self.owed.notify_one();
            }
            for post in posts {
                self.tell(post.reply.game());
            }
        }
        committed
    }

    /// Applies `change` for `req` and owes the public message it returns
    /// where `req` was made, in one transaction, composed for that chat.
    /// The message waits [`HOLD`] for the caller to answer `req` in place
    /// first, as the row returned. A game's message goes to the game's
    /// room: where that is elsewhere (its thread, asked in its channel),
    /// it is not held, and the answer in place says so privately. The
    /// store's error comes back as it is, for a caller that looks at it
    /// (`?` makes it the core's).
    pub(in crate::app) async fn announce<R: Send + 'static>(
        &self,
        req: &Request,
        change: impl FnOnce(&mut Store, &Composer) -> Result<(R, Reply), StoreError> + Send + 'static,
    ) -> Result<(R, Reply, Option<OutboxId>), StoreError> {
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
    ) -> Result<(R, Option<(Reply, Option<OutboxId>)>), StoreError> {
        let (channel, can_embed, answers, now) = (req.channel, req.can_embed, req.token.clone(), req.now);
        let (room, asker) = (req.room(), req.lang);
        let (guild, discord) = (req.guild, req.place_lang);
        let mut composer = self.composing.composer(req.can_attach, discord);
        let announced = self
            .store
            .call(move |s| {
                s.atomically(|s| {
                    composer.lang = chat_language::spoken_in(s, guild, discord)?;
                    let (r, announced) = change(s, &composer)?;
                    let Some(mut reply) = announced else {
                        return Ok(((r, false, None), None));
                    };
                    // What the bot posts here later on its own speaks this.
                    s.chats_mut().addressed_in(channel, composer.lang.into())?;
                    if !can_embed {
                        reply.card = None;
                    }
                    // A challenge goes to the channel, even from a game's
                    // thread: its message becomes the next game's card.
                    let here = if reply.challenge_of.is_some() { channel } else { room };
                    let mut post = Post {
                        answers,
                        due: now.saturating_add(HOLD),
                        ..Post::new(reply, here, now)
                    };
                    let card = rooms::fit(s, &composer, &mut post, now)?;
                    let mut owed = false;
                    if let Some(mut card) = card {
                        if !can_embed {
                            card.reply.card = None;
                        }
                        enqueue(s, &card, now)?;
                        owed = true;
                    }
                    if post.channel != room {
                        // Not for here: sent now, where it belongs.
                        let there = Mark::channel(post.channel);
                        post.answers = None;
                        post.due = now;
                        enqueue(s, &post, now)?;
                        let said = match post.reply.game() {
                            Some(game) => say!(asker, Msg::GoesOnInThread, game = game.0, thread = there),
                            None => say!(asker, Msg::PostedThere, channel = there),
                        };
                        return Ok(((r, true, post.reply.game()), Some((Reply::private(said), None))));
                    }
                    let id = enqueue(s, &post, now)?;
                    Ok(((r, owed, post.reply.game()), Some((post.reply, Some(id)))))
                })
            })
            .await;
        let ((r, owed, game), announced) = announced?;
        if owed {
            self.owed.notify_one();
        }
        self.tell(game);
        Ok((r, announced))
    }
}
