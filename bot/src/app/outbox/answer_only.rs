//! The roads an owed message takes where the bot may only answer: a chat
//! that only users installed it in (a DM or group DM between people, a
//! server that never invited it), or one where Discord refused its post
//! (no access, a missing permission). There a message goes as a
//! follow-up of a live interaction of that chat; with none, as a direct
//! message to the players it concerns; with neither, it waits, and the
//! next command there (which brings a token) sends it.

use zertz_data::{ChannelId, Millis, OutboxRow};

use super::{Again, Outbox};
use crate::app::interface::reply::{Post, Road};
use crate::app::services::chat_language;
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;

/// How long a token is used for follow-ups: Discord takes them for 15
/// minutes; a minute is kept for the send itself.
const TOKEN_USED_FOR: Millis = 14 * 60_000;

/// How a request's chat lets the bot speak, as the edge reads it from the
/// interaction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The bot may only answer there.
    pub answer_only: bool,
    /// Only users installed the app there: each interaction takes at most
    /// five follow-ups.
    pub limited: bool,
}

impl Outbox {
    /// `post`'s road: the channel where the bot may post; else a
    /// follow-up, or a DM to the players it pings; `None` when it must
    /// wait for the next command there (it is kept, due again then).
    pub(super) async fn road(&self, mut post: Post, row: &OutboxRow, now: Millis) -> Option<Post> {
        let channel = post.channel;
        let since = now.saturating_sub(TOKEN_USED_FOR);
        let found = self
            .store
            .call(move |s| match s.answer_only().is_answer_only(channel)? {
                false => Ok(None),
                true => {
                    let token = s.answer_only_mut().take_followup(channel, since)?;
                    Ok(Some((token, chat_language::kept_in(s, channel)?)))
                }
            })
            .await;
        match found {
            Ok(None) => Some(post),
            Ok(Some((Some(token), _))) => {
                post.road = Road::FollowUp(token);
                Some(post)
            }
            // A direct message says which chat it is from.
            Ok(Some((None, lang))) if !post.reply.mentions.is_empty() => {
                let from = say!(lang, Msg::FromYourGameIn, channel = Mark::channel(channel));
                post.reply.text = format!("{from}\n{}", post.reply.text);
                post.road = Road::Direct(post.reply.mentions.clone());
                Some(post)
            }
            Ok(Some((None, _))) => {
                let why = "no live interaction in an answer-only chat".to_string();
                self.again(row.id, why, Again::OnACommand, now, |_, _| Ok(())).await;
                None
            }
            Err(e) => {
                tracing::warn!(outbox = %row.id, error = %e, "reading the chat's roads failed; posting");
                Some(post)
            }
        }
    }

    /// An interaction in `channel` was answered: where the bot may only
    /// answer, its token is kept for follow-ups (and the chat's waiting
    /// messages go with it); where it may post, a chat marked before is
    /// unmarked.
    pub async fn answered_in(&self, channel: ChannelId, token: Option<String>, reach: Reach, now: Millis) {
        // Most chats are postable and were never marked by this process:
        // their interactions cost the store nothing here. (A mark another
        // process made stays until that process sees a postable answer;
        // meanwhile that chat's messages go as follow-ups, which work.)
        let known = self.mark_answer_only(channel, reach.answer_only) || reach.answer_only;
        if !reach.answer_only && !known {
            return;
        }
        let kept = self
            .store
            .call(move |s| {
                let changed = s.answer_only_mut().set_answer_only(channel, reach.answer_only, now)?;
                if let (true, Some(token)) = (reach.answer_only, &token) {
                    s.answer_only_mut().keep_token(token, channel, reach.limited, now)?;
                }
                Ok(changed)
            })
            .await;
        match kept {
            Ok(true) => tracing::info!(%channel, answer_only = reach.answer_only, "how the bot reaches a chat changed"),
            Ok(false) => {}
            Err(e) => tracing::warn!(%channel, error = %e, "noting how the bot reaches a chat failed"),
        }
    }
}
