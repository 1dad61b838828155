//! What time makes due (expiries, reminders, losses on time), each change
//! written with its message in one transaction, and what the core
//! remembers about messages once they are posted.

use zertz_data::{ChallengeId, GameId, MessageId, Millis, OutboxId};

use super::clock::deadline_words;
use super::compose::names_in;
use super::outbox::Announcement;
use super::refusal::Refusal;
use super::{Core, Post, Reply};

/// How long sent messages stay in the outbox.
const SENT_KEPT: Millis = 7 * 24 * 3_600_000;

impl Core {
    /// Remembers the message that shows a game's board.
    pub async fn board_posted(&self, game: GameId, message: MessageId) {
        if let Err(Refusal(e)) = self.call(move |s| s.set_board_message(game, message)).await {
            tracing::warn!(%game, error = %e, "could not remember the board message");
        }
    }

    /// Remembers the message that shows a challenge.
    pub async fn challenge_posted(&self, challenge: ChallengeId, message: MessageId) {
        if let Err(Refusal(e)) = self.call(move |s| s.set_challenge_message(challenge, message)).await {
            tracing::warn!(%challenge, error = %e, "could not remember the challenge message");
        }
    }

    /// As [`Core::make_due`], and returns the messages owed, drawn, for a
    /// caller that shows them at once (the console, tests).
    pub async fn tick(&self, now: Millis) -> Vec<Post> {
        let owed = self.make_due(now).await;
        self.posts(&owed).await
    }

    /// Makes due what time has made due: challenges expire, players at
    /// half time are reminded, players past their deadline lose. Each
    /// change and its message commit together, so a restart neither
    /// forgets nor repeats one; the messages are in the outbox for the
    /// delivery task, and their rows are returned.
    pub async fn make_due(&self, now: Millis) -> Vec<OutboxId> {
        let mut owed: Vec<OutboxId> = Vec::new();
        let expired = self
            .call(move |s| {
                s.atomically(|s| {
                    let mut ids = Vec::new();
                    for c in s.expire_challenges(now)? {
                        let reply = Reply::public(format!(
                            "The challenge from <@{}> to <@{}> expired unanswered.",
                            c.challenger, c.opponent
                        ));
                        let a = Announcement::of(&reply, c.message_id, true);
                        ids.push(a.enqueue(s, c.channel, now, now)?);
                    }
                    Ok(ids)
                })
            })
            .await;
        match expired {
            Ok(ids) => owed.extend(ids),
            Err(Refusal(e)) => tracing::warn!(error = %e, "expiring challenges failed"),
        }
        let due = self.call(move |s| s.due_timeouts(now)).await.unwrap_or_default();
        for (id, ply) in due {
            let composer = self.composer();
            let lost = self
                .call(move |s| {
                    s.atomically(|s| {
                        let Some(finish) = s.lose_on_time(id, ply, now)? else {
                            return Ok(None);
                        };
                        let meta = s.game_meta(id)?;
                        let names = names_in(s, &meta)?;
                        let mut reply = composer.ended_message(&meta, &finish, &names);
                        reply.mentions = meta.players.to_vec();
                        Ok(Some(Announcement::of(&reply, None, true).enqueue(
                            s,
                            meta.channel,
                            now,
                            now,
                        )?))
                    })
                })
                .await;
            match lost {
                Ok(id) => owed.extend(id),
                Err(Refusal(e)) => tracing::warn!(game = %id, error = %e, "loss on time failed"),
            }
        }
        let reminders = self.call(move |s| s.due_reminders(now)).await.unwrap_or_default();
        for r in reminders {
            let (id, ply) = (r.game.id, r.game.ply);
            let deadline = r.game.deadline.map(deadline_words).unwrap_or_default();
            let reply = Reply {
                text: format!(
                    "⏰ <@{}>, half of your time for this move in game #{id} has gone. Please move {deadline}, or you lose on time.",
                    r.user
                ),
                mentions: vec![r.user],
                ..Reply::default()
            };
            let channel = r.game.channel;
            let reminded = self
                .call(move |s| {
                    s.atomically(|s| {
                        if !s.mark_reminded(id, ply)? {
                            return Ok(None);
                        }
                        Ok(Some(
                            Announcement::of(&reply, None, true).enqueue(s, channel, now, now)?,
                        ))
                    })
                })
                .await;
            match reminded {
                Ok(id) => owed.extend(id),
                Err(Refusal(e)) => tracing::warn!(game = %id, error = %e, "reminding failed"),
            }
        }
        // Sent messages are kept a week, for the logs, then forgotten.
        if let Err(Refusal(e)) = self.call(move |s| s.prune_outbox(now.saturating_sub(SENT_KEPT))).await {
            tracing::warn!(error = %e, "pruning the outbox failed");
        }
        owed
    }
}
