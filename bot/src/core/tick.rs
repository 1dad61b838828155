//! What time makes due (expiries, reminders, losses on time), and what
//! the core remembers about messages once they are posted.

use zertz_data::{ChallengeId, GameId, MessageId, Millis};

use super::clock::deadline_words;
use super::play::rematch_button;
use super::refusal::Refusal;
use super::{Core, Post, Reply};

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

    /// What time has made due: expired challenges, reminders at half time,
    /// losses on time. The store is updated before a post is returned, so
    /// a restart neither forgets nor repeats one.
    pub async fn tick(&self, now: Millis) -> Vec<Post> {
        let mut posts = Vec::new();
        match self.call(move |s| s.expire_challenges(now)).await {
            Ok(expired) => {
                for c in expired {
                    posts.push(Post {
                        channel: c.channel,
                        edit: c.message_id,
                        reply: Reply::public(format!(
                            "The challenge from <@{}> to <@{}> expired unanswered.",
                            c.challenger, c.opponent
                        )),
                    });
                }
            }
            Err(Refusal(e)) => tracing::warn!(error = %e, "expiring challenges failed"),
        }
        let due = self.call(move |s| s.due_timeouts(now)).await.unwrap_or_default();
        for (id, ply) in due {
            let finish = match self.call(move |s| s.lose_on_time(id, ply, now)).await {
                Ok(Some(f)) => f,
                Ok(None) => continue,
                Err(Refusal(e)) => {
                    tracing::warn!(game = %id, error = %e, "loss on time failed");
                    continue;
                }
            };
            let Ok(loaded) = self.call(move |s| s.load_game(id)).await else {
                continue;
            };
            let names = self.names(&loaded.meta).await;
            let text = self.finish_words(&finish, &loaded.meta, &names);
            let mut reply = self.board_reply(true, &loaded, &names, text);
            reply.mentions = loaded.meta.players.to_vec();
            reply.buttons = vec![rematch_button(id)];
            posts.push(Post {
                channel: loaded.meta.channel,
                edit: None,
                reply,
            });
        }
        let reminders = self.call(move |s| s.due_reminders(now)).await.unwrap_or_default();
        for r in reminders {
            let (id, ply) = (r.game.id, r.game.ply);
            if !matches!(self.call(move |s| s.mark_reminded(id, ply)).await, Ok(true)) {
                continue;
            }
            let deadline = r.game.deadline.map(deadline_words).unwrap_or_default();
            posts.push(Post {
                channel: r.game.channel,
                edit: None,
                reply: Reply {
                    text: format!(
                        "⏰ <@{}>, half of your time for this move in game #{id} has gone. Please move {deadline}, or you lose on time.",
                        r.user
                    ),
                    mentions: vec![r.user],
                    ..Reply::default()
                },
            });
        }
        posts
    }
}
