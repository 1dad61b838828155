//! What time makes due (expiries, reminders, losses on time, the daily
//! puzzle), each change written with its message in one transaction.

use zertz_data::{Millis, OutboxId};

use super::Play;
use crate::app::interface::reply::{Post, Reply};
use crate::app::services::clock::deadline_words;
use crate::app::services::compose::names_in;
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;

/// How long sent messages' words stay in the outbox (their files go as
/// they are sent).
const SENT_KEPT: Millis = 7 * 24 * 3_600_000;

impl Play {
    /// Makes due what time has made due: challenges expire, players at
    /// half time are reminded, players past their deadline lose, the
    /// daily puzzle is posted. Each
    /// change and its message commit together ([`Changes::commit`](crate::app::outbox::changes::Changes::commit)), so a
    /// restart neither forgets nor repeats one; the messages are in the
    /// outbox for the delivery task, and their rows are returned. A
    /// failure is logged with what it concerns, and the rest goes on.
    pub(in crate::app) async fn make_due(&self, now: Millis) -> Vec<OutboxId> {
        let mut owed: Vec<OutboxId> = Vec::new();
        let expired = self
            .changes
            .commit(now, move |s, composer| {
                let mut messages = Vec::new();
                for c in s.challenges_mut().expire(now)? {
                    let lang = composer.chat_lang(s, c.channel)?;
                    let reply = Reply::public(say!(
                        lang,
                        Msg::ChallengeExpired,
                        challenger = Mark::user(c.challenger),
                        opponent = Mark::user(c.opponent)
                    ));
                    messages.push(Post {
                        edit: c.message_id,
                        ..Post::new(reply, c.channel, now)
                    });
                }
                Ok(((), messages))
            })
            .await;
        match expired {
            Ok(((), posts)) => owed.extend(posts.iter().filter_map(|p| p.outbox)),
            Err(e) => tracing::error!(error = %e, "expiring challenges failed"),
        }
        let due = match self.store.read(move |s| s.clocks().due_timeouts(now)).await {
            Ok(due) => due,
            Err(e) => {
                tracing::error!(error = %e, "listing the games out of time failed");
                Vec::new()
            }
        };
        for (id, ply) in due {
            let lost = self
                .changes
                .commit(now, move |s, c| {
                    let Some(finish) = s.clocks_mut().lose_on_time(id, ply, now)? else {
                        return Ok(((), Vec::new()));
                    };
                    crate::metrics::metrics().game_finished();
                    let loaded = s.games().load(id)?;
                    let c = &c.in_chat(s, loaded.meta.channel)?;
                    let names = names_in(s, &loaded.meta)?;
                    let mut reply = c.ended_message(&loaded, &finish, &names);
                    reply.mentions = loaded.meta.players.to_vec();
                    Ok(((), vec![Post::new(reply, loaded.meta.channel, now)]))
                })
                .await;
            match lost {
                Ok(((), posts)) => owed.extend(posts.iter().filter_map(|p| p.outbox)),
                Err(e) => tracing::error!(game = %id, ply, error = %e, "the loss on time failed"),
            }
        }
        let reminders = match self.store.read(move |s| s.clocks().due_reminders(now)).await {
            Ok(reminders) => reminders,
            Err(e) => {
                tracing::error!(error = %e, "listing the reminders due failed");
                Vec::new()
            }
        };
        for r in reminders {
            let (id, ply, channel, deadline) = (r.game.id, r.game.ply, r.game.channel, r.game.deadline);
            let reminded = self
                .changes
                .commit(now, move |s, c| {
                    let lang = c.chat_lang(s, channel)?;
                    let reply = Reply {
                        text: say!(
                            lang,
                            Msg::Reminder,
                            player = Mark::user(r.user),
                            game = id.0,
                            deadline = deadline.map(|d| deadline_words(lang, d)).unwrap_or_default()
                        ),
                        mentions: vec![r.user],
                        in_game: Some(id),
                        ..Reply::default()
                    };
                    let messages = match s.clocks_mut().mark_reminded(id, ply)? {
                        true => vec![Post::new(reply, channel, now)],
                        false => Vec::new(),
                    };
                    Ok(((), messages))
                })
                .await;
            match reminded {
                Ok(((), posts)) => owed.extend(posts.iter().filter_map(|p| p.outbox)),
                Err(e) => tracing::error!(game = %id, ply, error = %e, "the reminder failed"),
            }
        }
        // Sent messages are kept a week, for the logs, then forgotten.
        if let Err(e) = self
            .store
            .call(move |s| s.outbox_mut().prune(now.saturating_sub(SENT_KEPT)))
            .await
        {
            tracing::error!(error = %e, "pruning the outbox failed");
        }
        owed
    }
}
