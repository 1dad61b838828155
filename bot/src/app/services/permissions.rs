//! What the bot may do in a server's channel, as each interaction tells
//! it, and the one note that says what it lacks there. An answer in place
//! needs no permission, so a command is always answered; what the bot
//! posts on its own (the computer's reply, a reminder) needs View Channel
//! and Send Messages, and without them goes another road (a follow-up,
//! a direct message). The note says so once per channel and process, in
//! the first answer there, with who can fix it.

use std::collections::HashSet;
use std::sync::Mutex;

use zertz_data::ChannelId;

use crate::app::interface::request::Request;
use crate::app::text::lang::{say, Lang, Msg};

/// A channel permission the bot's messages need.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lacking {
    /// View Channel and Send Messages: to post on its own.
    Post,
    /// Attach Files: boards as pictures.
    Attach,
    /// Embed Links: cards.
    Embed,
}

impl Lacking {
    /// What the bot lacks where `req` was made, worst first.
    pub fn of(req: &Request) -> Vec<Lacking> {
        [
            (!req.can_post, Lacking::Post),
            (!req.can_attach, Lacking::Attach),
            (!req.can_embed, Lacking::Embed),
        ]
        .into_iter()
        .filter_map(|(lacks, what)| lacks.then_some(what))
        .collect()
    }

    fn words(self, lang: Lang) -> String {
        let msg = match self {
            Lacking::Post => Msg::LacksPost,
            Lacking::Attach => Msg::LacksAttach,
            Lacking::Embed => Msg::LacksEmbed,
        };
        lang.say(msg, &[])
    }
}

/// The channels told already, with what they lacked then.
#[derive(Default)]
pub struct Notes {
    said: Mutex<HashSet<(ChannelId, Vec<Lacking>)>>,
}

impl Notes {
    /// The note for `req`'s channel, if the bot lacks something there and
    /// has not said so since it started (or since what it lacks changed).
    pub fn note(&self, req: &Request) -> Option<String> {
        let lacking = Lacking::of(req);
        if lacking.is_empty() {
            return None;
        }
        let fresh = self
            .said
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((req.channel, lacking.clone()));
        if !fresh {
            return None;
        }
        let lang = req.lang;
        let lines: Vec<String> = lacking.iter().map(|l| format!("- {}", l.words(lang))).collect();
        Some(format!(
            "-# {}\n{}\n-# {}",
            say!(lang, Msg::LacksHeader),
            lines.join("\n"),
            say!(lang, Msg::LacksFooter)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Action, User};
    use zertz_data::UserId;

    fn request(channel: u64, can_post: bool, can_attach: bool) -> Request {
        Request {
            user: User {
                id: UserId(1),
                name: "alice".into(),
                bot: false,
            },
            guild: None,
            channel: ChannelId(channel),
            can_attach,
            can_embed: true,
            can_post,
            can_manage: false,
            roles: Vec::new(),
            now: 0,
            interaction: None,
            token: None,
            action: Action::Command {
                name: "zertz board".into(),
                options: Default::default(),
            },
            progress: Default::default(),
            lang: Default::default(),
            place_lang: Default::default(),
            threads: Default::default(),
            clicked: None,
        }
    }

    #[test]
    fn what_a_channel_lacks_is_said_once_until_it_changes() {
        let notes = Notes::default();
        assert_eq!(notes.note(&request(5, true, true)), None, "nothing lacking");
        let first = notes.note(&request(5, false, true)).unwrap();
        assert!(
            first.contains("Send Messages") && !first.contains("Attach Files"),
            "{first}"
        );
        assert_eq!(notes.note(&request(5, false, true)), None, "said once");
        assert!(notes.note(&request(6, false, true)).is_some(), "another channel");
        let more = notes.note(&request(5, false, false)).unwrap();
        assert!(more.contains("Attach Files"), "{more}");
    }
}
