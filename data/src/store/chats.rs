//! The language each chat was last addressed in, so that what the bot
//! posts there later on its own speaks it, and the language a server's
//! managers chose for its posts, each a [`Language`]. A tag this build
//! does not know (written by a newer one) reads as none.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::{Chats, Store};
use crate::error::StoreError;
use crate::ids::GuildColumn;
use crate::types::*;

impl<S: Deref<Target = Store>> Chats<S> {
    /// The language `channel` was last addressed in, if ever.
    pub fn language(&self, channel: ChannelId) -> Result<Option<Language>, StoreError> {
        let tag: Option<String> = self.conn.query_opt(
            "SELECT lang FROM chat_languages WHERE channel_id = ?1",
            params![channel],
            |r| r.get(0),
        )?;
        Ok(tag.and_then(|t| t.parse().ok()))
    }

    /// The language `guild`'s managers chose for the bot's posts there,
    /// if any.
    pub fn server_language(&self, guild: GuildId) -> Result<Option<Language>, StoreError> {
        let tag: Option<Option<String>> = self.conn.query_opt(
            "SELECT lang FROM guild_settings WHERE guild_id = ?1",
            params![GuildColumn(Some(guild))],
            |r| r.get(0),
        )?;
        Ok(tag.flatten().and_then(|t| t.parse().ok()))
    }
}

impl<S: DerefMut<Target = Store>> Chats<S> {
    /// Notes that `channel` was addressed in `lang`. Writes only when it
    /// changed.
    pub fn addressed_in(&mut self, channel: ChannelId, lang: Language) -> Result<(), StoreError> {
        self.execute_alone(
            "INSERT INTO chat_languages (channel_id, lang) VALUES (?1, ?2) \
             ON CONFLICT (channel_id) DO UPDATE SET lang = excluded.lang WHERE chat_languages.lang <> excluded.lang",
            params![channel, lang],
        )?;
        Ok(())
    }

    /// Sets the language of the bot's posts in `guild` (`None`: the
    /// server's own, as Discord gives it).
    pub fn set_server_language(&mut self, guild: GuildId, lang: Option<Language>) -> Result<(), StoreError> {
        self.execute_alone(
            "INSERT INTO guild_settings (guild_id, lang) VALUES (?1, ?2) \
             ON CONFLICT (guild_id) DO UPDATE SET lang = excluded.lang",
            params![GuildColumn(Some(guild)), lang],
        )?;
        Ok(())
    }
}
