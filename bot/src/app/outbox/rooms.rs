//! Where a game's messages go: its room, the thread it is played in or
//! else its channel. The thread is opened by the game's first message
//! there and left to archive itself after its last; every board is
//! followed by an edit of the game's card in its channel.

use zertz_data::{ChannelId, GameMeta, Millis, Store, StoreError, ThreadStatus};

use super::enqueue;
use crate::app::interface::reply::{OpenThread, Post, Reply};
use crate::app::services::chat_language;
use crate::app::services::compose::{names_in, Composer};
use crate::app::text::lang::{say, Msg};

/// Fits `post` to the room of the game it is for, if any: sends it to
/// the game's thread (opening it with this message while it is owed), or
/// to the game's channel. Returns the game's card edit a board owes, in
/// the game's channel. The thread's name and the card speak that
/// channel's language.
pub(super) fn fit(s: &Store, c: &Composer, post: &mut Post, now: Millis) -> Result<Option<Post>, StoreError> {
    let Some(game) = post.reply.game() else {
        return Ok(None);
    };
    let meta = s.games().meta(game)?;
    post.channel = meta.room();
    let Some(thread) = meta.thread else {
        return Ok(None);
    };
    let c = &c.in_chat(s, meta.channel)?;
    if post.channel == thread.id {
        if thread.status == ThreadStatus::Opening {
            post.opens = Some(opening(s, c, &meta)?);
        }
        post.settles = (!meta.is_active()).then_some(thread.id);
    }
    // The card shows the start already: it was the challenge, turned.
    if post.reply.board_of.is_none() || meta.ply == 0 && meta.is_active() {
        return Ok(None);
    }
    let card = c.game_card_in(s, &meta)?;
    Ok(Some(Post {
        edit: meta.card(),
        ..Post::new(card, meta.channel, now)
    }))
}

/// The thread to open for `meta`'s messages.
fn opening(s: &Store, c: &Composer, meta: &GameMeta) -> Result<OpenThread, StoreError> {
    let names = names_in(s, meta)?;
    Ok(OpenThread {
        parent: meta.channel,
        name: c.thread_name(meta, &names),
        members: meta.players.iter().copied().filter(|&p| !c.is_computer(p)).collect(),
    })
}

/// Where `thread` is a game's, the game leaves it for its channel, with
/// all it still owes (the rows move), and says so there once: whether it
/// did.
pub(super) fn leave(s: &mut Store, thread: ChannelId, now: Millis) -> Result<bool, StoreError> {
    let Some(game) = s.games_mut().leave_thread(thread)? else {
        return Ok(false);
    };
    let lang = chat_language::kept_in(s, game.channel)?;
    let said = Reply::public(say!(lang, Msg::ThreadLeft, game = game.id.0));
    enqueue(s, &Post::new(said, game.channel, now), now)?;
    Ok(true)
}

/// `post` as it goes now: a thread whose game left it is not opened (the
/// message goes to the game's channel instead).
pub(super) fn as_left(post: &mut Post) {
    if post.opens.as_ref().is_some_and(|o| o.parent == post.channel) {
        post.opens = None;
    }
}
