//! A post as the outbox keeps it in its row: its words as JSON, its
//! files' bytes apart; and read back.

use serde::{Deserialize, Serialize};
use zertz_data::{Failure, Millis, OutboxId, OutboxRow, Store, StoreError};

use crate::app::interface::reply::Post;

/// A post as the outbox keeps it: its words as JSON, with the size of
/// each file; the files' bytes, one after another, apart from them.
#[derive(Serialize)]
struct Keeping<'a> {
    #[serde(flatten)]
    post: &'a Post,
    sizes: Vec<usize>,
}

/// [`Keeping`], read back.
#[derive(Deserialize)]
struct Kept {
    #[serde(flatten)]
    post: Post,
    #[serde(default)]
    sizes: Vec<usize>,
}

/// `post` as the outbox keeps it: its words and its files' bytes. A
/// message that cannot be encoded is refused, never kept empty.
pub(in crate::app) fn encode(post: &Post) -> Result<(String, Vec<u8>), Failure> {
    let files = &post.reply.attachments;
    let sizes = files.iter().map(|a| a.bytes.len()).collect();
    let json = serde_json::to_string(&Keeping { post, sizes }).map_err(|e| Failure::Unencodable {
        what: "an outbox message",
        why: e.to_string(),
    })?;
    // Each file copied whole: a board is tens of kilobytes, on every move.
    let mut bytes = Vec::with_capacity(files.iter().map(|a| a.bytes.len()).sum());
    for file in files {
        bytes.extend_from_slice(&file.bytes);
    }
    Ok((json, bytes))
}

/// Writes `post` to the outbox for its channel, deliverable from its
/// `due`.
pub(in crate::app) fn enqueue(s: &mut Store, post: &Post, now: Millis) -> Result<OutboxId, StoreError> {
    let (json, files) = encode(post)?;
    s.outbox_mut().enqueue(post.channel, (&json, &files), post.due, now)
}

/// The post of `row`, with its row's id and channel, or why it cannot be
/// read.
pub(super) fn decode(row: &OutboxRow) -> Result<Post, String> {
    let Kept { mut post, sizes } = serde_json::from_str(&row.payload).map_err(|e| e.to_string())?;
    let files = &mut post.reply.attachments;
    let named = sizes.iter().try_fold(0usize, |sum, &size| sum.checked_add(size));
    if sizes.len() != files.len() || named != Some(row.files.len()) {
        let named = named.map_or("too many".into(), |n| n.to_string());
        let kept = row.files.len();
        return Err(format!(
            "{} files of {named} bytes named, {kept} bytes kept",
            files.len()
        ));
    }
    let mut rest = row.files.as_slice();
    for (file, size) in files.iter_mut().zip(sizes) {
        let (bytes, after) = rest.split_at(size);
        file.bytes = bytes.to_vec();
        rest = after;
    }
    post.channel = row.channel;
    post.outbox = Some(row.id);
    Ok(post)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{ChannelId, GameId, MessageId, UserId};

    use super::*;
    use crate::app::{Attachment, Button, ButtonId, ButtonStyle, Card, Menu, MenuOption, OpenThread, Reply};

    /// Row 3 of the outbox, in channel 6, holding `payload` and `files`.
    fn kept_row(payload: String, files: Vec<u8>) -> OutboxRow {
        OutboxRow {
            id: OutboxId(3),
            channel: ChannelId(6),
            payload,
            attempts: 0,
            created_at: 1_000,
            status: zertz_data::OutboxStatus::Pending,
            given_up: None,
            message_id: None,
            files,
        }
    }

    #[test]
    fn a_post_reads_back_as_written_with_its_files() {
        let file = |name: &str, bytes: &[u8]| Attachment::new(name, bytes.to_vec());
        let reply = Reply {
            text: "text".into(),
            attachments: vec![file("board.png", &[0x89, b'P', 0, 255]), file("race.png", &[7; 5])],
            card: Some(Card {
                title: "t".into(),
                ..Card::default()
            }),
            buttons: vec![Button::new(ButtonId::Daily(3), "Solve", ButtonStyle::Danger)],
            menus: vec![Menu {
                placeholder: "Choose".into(),
                options: vec![MenuOption {
                    id: ButtonId::Mistakes(GameId(4)),
                    label: "mistakes".into(),
                    description: String::new(),
                }],
            }],
            mentions: vec![UserId(5)],
            private: false,
            board_of: Some(GameId(4)),
            challenge_of: None,
            board_at: Some((GameId(4), 0)),
            links_boards: vec![GameId(4)],
            in_game: Some(GameId(4)),
        };
        let post = Post {
            edit: Some(MessageId(8)),
            answers: Some("tok".into()),
            opens: Some(OpenThread {
                parent: ChannelId(2),
                name: "#4 alice vs bob".into(),
                members: vec![UserId(5), UserId(7)],
            }),
            settles: Some(ChannelId(6)),
            ..Post::new(reply, ChannelId(6), 1_000)
        };
        let (payload, files) = encode(&post).unwrap();
        assert!(payload.contains(r#""sizes":[4,5]"#), "{payload}");
        assert_eq!(files.len(), 9);
        let mut row = kept_row(payload, files);
        let read = decode(&row).unwrap();
        assert_eq!(
            read,
            Post {
                outbox: Some(OutboxId(3)),
                due: 0,
                ..post
            }
        );
        // Files that do not match their sizes are refused, not guessed.
        row.files.pop();
        assert!(decode(&row).unwrap_err().contains("9 bytes named, 8 bytes kept"));
    }

    #[test]
    fn a_board_to_draw_is_kept_as_its_drawing_without_bytes() {
        let drawing = crate::app::Drawing {
            kind: crate::app::DrawingKind::Board,
            game: GameId(4),
            ply: 7,
            last: Some("Wd4,a1".into()),
            over: false,
            names: ["alice".into(), "bob".into()],
            // A drawing keeps its language: a retry draws the same words.
            lang: crate::app::text::lang::Lang::Nl,
            puzzle: None,
            game_at: Some(std::sync::Arc::new(zertz_rules::Game::new(
                zertz_rules::Variant::STANDARD,
            ))),
        };
        let mut reply = Reply::public("a move");
        reply
            .attachments
            .push(Attachment::to_draw("zertz-4-7.png", drawing.clone()));
        let post = Post::new(reply, ChannelId(6), 1_000);
        let (payload, files) = encode(&post).unwrap();
        assert!(files.is_empty(), "no bytes kept for a board to draw");
        let row = kept_row(payload, files);
        let read = decode(&row).unwrap();
        // Read back, it names the same picture, its game to be read again.
        let kept = read.reply.attachments[0].undrawn().unwrap();
        assert_eq!(
            *kept,
            crate::app::Drawing {
                game_at: None,
                ..drawing
            }
        );
    }

    #[test]
    fn a_table_to_draw_is_kept_as_its_words_without_bytes() {
        let table = crate::app::TableDrawing {
            title: "Cup · round 2".into(),
            header: vec!["#".into(), "Player".into(), "Points".into()],
            rows: vec![vec!["1".into(), "alice".into(), "2".into()]],
            caption: "Buchholz breaks ties".into(),
        };
        let mut reply = Reply::public("standings");
        reply
            .attachments
            .push(Attachment::table_to_draw("standings.png", table.clone()));
        let (payload, files) = encode(&Post::new(reply, ChannelId(6), 1_000)).unwrap();
        assert!(files.is_empty(), "no bytes kept for a table to draw");
        let read = decode(&kept_row(payload, files)).unwrap();
        let kept = &read.reply.attachments[0];
        assert!(kept.waits());
        assert_eq!(kept.table.as_ref(), Some(&table));
    }
}
