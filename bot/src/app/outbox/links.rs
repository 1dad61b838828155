//! The links to boards a message names, written in as it is sent.

use super::Outbox;
use crate::app::interface::reply::Post;
use crate::app::services::chat_language;
use crate::app::text::lang::{say, Lang, Msg};

impl Outbox {
    /// Writes the links `post.reply.links_boards` asks for into its text:
    /// each `{board:N}` becomes a link to game N's board message, or names
    /// the game where that message is not known (yet, or in the console),
    /// in the language of the chat it goes to.
    pub(super) async fn link_boards(&self, post: &mut Post) {
        let reply = &mut post.reply;
        if reply.links_boards.is_empty() {
            return;
        }
        let (games, channel) = (std::mem::take(&mut reply.links_boards), post.channel);
        // Read on the writer, behind the noting of the boards just sent.
        let read = self
            .store
            .call(move |s| {
                let metas = games
                    .iter()
                    .map(|&g| s.games().meta(g))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((metas, chat_language::kept_in(s, channel)?))
            })
            .await;
        let (metas, lang) = read.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the games a message links failed; naming them instead");
            (Vec::new(), Lang::default())
        });
        let named = |game: &str| say!(lang, Msg::BoardLink, game = game);
        for meta in metas {
            let name = named(&meta.id.to_string());
            let link = match (meta.guild, meta.board_message_id) {
                (Some(g), Some(m)) => format!("[{name}](https://discord.com/channels/{g}/{}/{m})", meta.channel),
                _ => name,
            };
            reply.text = reply.text.replace(&format!("{{board:{}}}", meta.id), &link);
        }
        // Any left (a game that could not be read) is named plainly.
        while let Some(start) = reply.text.find("{board:") {
            let Some(len) = reply.text[start..].find('}') else {
                break;
            };
            let id = reply.text[start + 7..start + len].to_string();
            reply.text.replace_range(start..=start + len, &named(&id));
        }
    }
}
