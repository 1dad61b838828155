//! Waiting messages that an older version left in the outbox named a
//! picture to draw as they were sent, where a post is now kept drawn.
//! When the bot starts, each is drawn once (by whoever the core says
//! draws its picture) and written back as a post. The outbox gives a
//! message up after a day ([`MAX_AGE`](super::MAX_AGE)), so only a
//! database that an older version used within the last day holds any.

use serde::Deserialize;
use zertz_data::{ChannelId, GameId, MessageId, OutboxId, OutboxRow, PuzzleId, TournamentId};

use super::keep::encode;
use super::Outbox;
use crate::app::interface::reply::{Post, Reply};

/// A waiting message as an older version kept it.
#[derive(Deserialize)]
struct Older {
    /// The message without its files; a board was named by `board_at`
    /// then as now.
    #[serde(flatten)]
    reply: Reply,
    #[serde(default)]
    edit: Option<MessageId>,
    /// The chat takes no files: the board goes as text.
    #[serde(default)]
    text_board: bool,
    #[serde(default)]
    answers: Option<String>,
    /// The picture, as the last older version named it.
    #[serde(default)]
    picture: Option<OlderPicture>,
    /// The other pictures, as the first versions named them.
    #[serde(default)]
    analysis_of: Option<GameId>,
    #[serde(default)]
    puzzle_of: Option<PuzzleId>,
}

/// A picture an older version named, to draw as the message was sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(in crate::app) enum OlderPicture {
    Board { game: GameId, ply: usize },
    Analysis { game: GameId },
    Puzzle { puzzle: PuzzleId },
    Standings { tournament: TournamentId, round: u32 },
}

impl Older {
    /// The waiting message of `row` if an older version wrote it (a post
    /// names its channel; an older message did not).
    fn of(row: &OutboxRow) -> Option<Older> {
        let value: serde_json::Value = serde_json::from_str(&row.payload).ok()?;
        if value.get("channel").is_some() {
            return None;
        }
        serde_json::from_value(value).ok()
    }

    /// The picture it shows, however it was named.
    fn picture(&self) -> Option<OlderPicture> {
        self.picture
            .or(self.analysis_of.map(|game| OlderPicture::Analysis { game }))
            .or(self.puzzle_of.map(|puzzle| OlderPicture::Puzzle { puzzle }))
            .or(self.reply.board_at.map(|(game, ply)| OlderPicture::Board { game, ply }))
    }
}

/// A waiting message an older version wrote, to draw and write back.
pub(in crate::app) struct OlderMessage {
    id: OutboxId,
    channel: ChannelId,
    edit: Option<MessageId>,
    answers: Option<String>,
    /// The picture it named, to draw into `reply`.
    pub(in crate::app) picture: Option<OlderPicture>,
    /// Whether its chat takes files (else its board goes as text).
    pub(in crate::app) files: bool,
    pub(in crate::app) reply: Reply,
}

impl Outbox {
    /// The waiting messages an older version wrote.
    pub(in crate::app) async fn older(&self) -> Vec<OlderMessage> {
        let rows = match self.store.read(|s| s.outbox().pending()).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(error = %e, "reading the waiting messages failed");
                return Vec::new();
            }
        };
        let mut older = Vec::new();
        for row in rows {
            let Some(o) = Older::of(&row) else {
                continue;
            };
            let (files, picture) = (!o.text_board, o.picture());
            let mut reply = o.reply;
            if let Some(OlderPicture::Board { game, ply }) = picture {
                reply.board_at = Some((game, ply));
            }
            older.push(OlderMessage {
                id: row.id,
                channel: row.channel,
                edit: o.edit,
                answers: o.answers,
                picture,
                files,
                reply,
            });
        }
        older
    }

    /// Writes `older` back as a post, its picture drawn (or not, if it
    /// could not be); false if it was not written (sent or given up on
    /// meanwhile, or not encodable).
    pub(in crate::app) async fn upgraded(&self, older: OlderMessage) -> bool {
        let post = Post {
            edit: older.edit,
            answers: older.answers,
            ..Post::new(older.reply, older.channel, 0)
        };
        let id = older.id;
        let (json, files) = match encode(&post) {
            Ok(kept) => kept,
            Err(e) => {
                tracing::error!(outbox = %id, error = %e, "an older message could not be encoded");
                return false;
            }
        };
        match self
            .store
            .call(move |s| s.outbox_mut().rewrite(id, (&json, &files)))
            .await
        {
            Ok(rewritten) => rewritten,
            Err(e) => {
                tracing::error!(outbox = %id, error = %e, "rewriting an older message failed");
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{ChallengeId, OutboxId, OutboxStatus, UserId};

    use super::*;
    use crate::app::{Button, ButtonId, ButtonStyle};

    /// A waiting row holding `payload`.
    fn row(payload: &str) -> OutboxRow {
        OutboxRow {
            id: OutboxId(1),
            channel: ChannelId(5),
            payload: payload.into(),
            attempts: 0,
            created_at: 0,
            status: OutboxStatus::Pending,
            given_up: None,
            message_id: None,
            files: Vec::new(),
        }
    }

    /// Rows as older versions wrote them: before pictures were typed (a
    /// board, an analysis, a puzzle), and with typed pictures.
    const OLDER_ROWS: [&str; 4] = [
        r#"{"text":"**alice** played `Wd4,a1`\n<@2>, your move.","mentions":[2],"buttons":[["rematch:7","Rematch","p"]],"board_at":[7,12],"board_of":7,"challenge_of":null,"analysis_of":null,"puzzle_of":null,"edit":null,"text_board":false,"card":{"title":"ZÈRTZ game #7 · standard","colour":16172096,"fields":[["Move","13"]],"image":null},"answers":"tok-1"}"#,
        r#"{"text":"Analysis","mentions":[],"buttons":[],"board_at":null,"board_of":null,"challenge_of":null,"analysis_of":9,"puzzle_of":null,"edit":null,"text_board":true,"card":null}"#,
        r#"{"text":"Daily","mentions":[],"buttons":[["daily:20000","Solve","p"]],"board_at":null,"board_of":null,"challenge_of":3,"analysis_of":null,"puzzle_of":2025,"edit":55,"text_board":false,"card":null}"#,
        r#"{"text":"Standings","picture":{"kind":"standings","tournament":4,"round":2},"edit":null,"text_board":false}"#,
    ];

    #[test]
    fn older_rows_are_read_with_the_pictures_they_named() {
        let [board, analysis, puzzle, standings] = OLDER_ROWS.map(|payload| Older::of(&row(payload)).unwrap());
        assert_eq!(
            board.picture(),
            Some(OlderPicture::Board {
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
        assert_eq!(board.answers.as_deref(), Some("tok-1"));
        assert!(!board.text_board);
        assert_eq!(analysis.picture(), Some(OlderPicture::Analysis { game: GameId(9) }));
        assert!(analysis.text_board);
        assert_eq!(puzzle.picture(), Some(OlderPicture::Puzzle { puzzle: PuzzleId(2025) }));
        assert_eq!(puzzle.reply.challenge_of, Some(ChallengeId(3)));
        assert_eq!(puzzle.edit, Some(MessageId(55)));
        assert_eq!(
            standings.picture(),
            Some(OlderPicture::Standings {
                tournament: TournamentId(4),
                round: 2
            })
        );
    }

    #[test]
    fn a_post_is_not_taken_for_an_older_message() {
        let post = Post::new(Reply::public("today"), ChannelId(5), 0);
        assert!(Older::of(&row(&serde_json::to_string(&post).unwrap())).is_none());
        assert!(Older::of(&row("not json")).is_none());
    }
}
