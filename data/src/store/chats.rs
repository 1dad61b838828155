//! The language each chat was last addressed in, so that what the bot
//! posts there later on its own speaks it, and the language a server's
//! managers chose for its posts. The store keeps the bot's language tags
//! as they are given; the bot reads them back into its type.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::{Chats, Store};
use crate::error::StoreError;
use crate::ids::GuildColumn;
use crate::types::*;

/// The longest language tag kept.
const MAX_TAG: usize = 16;

impl<S: Deref<Target = Store>> Chats<S> {
    /// The language `channel` was last addressed in, if ever.
    pub fn language(&self, channel: ChannelId) -> Result<Option<String>, StoreError> {
        self.conn
            .query_opt(
                "SELECT lang FROM chat_languages WHERE channel_id = ?1",
                params![channel],
                |r| r.get(0),
            )
            .map_err(StoreError::from)
    }

    /// The language `guild`'s managers chose for the bot's posts there,
    /// if any.
    pub fn server_language(&self, guild: GuildId) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_opt(
                "SELECT lang FROM guild_settings WHERE guild_id = ?1",
                params![GuildColumn(Some(guild))],
                |r| r.get(0),
            )?
            .flatten())
    }
}

impl<S: DerefMut<Target = Store>> Chats<S> {
    /// Notes that `channel` was addressed in `lang` (a tag of at most 16
    /// characters; a longer one is refused as invalid). Writes only when
    /// it changed.
    pub fn addressed_in(&mut self, channel: ChannelId, lang: &str) -> Result<(), StoreError> {
        check_tag(lang)?;
        self.execute_alone(
            "INSERT INTO chat_languages (channel_id, lang) VALUES (?1, ?2) \
             ON CONFLICT (channel_id) DO UPDATE SET lang = excluded.lang WHERE chat_languages.lang <> excluded.lang",
            params![channel, lang],
        )?;
        Ok(())
    }

    /// Sets the language of the bot's posts in `guild` (`None`: the
    /// server's own, as Discord gives it); a tag as
    /// [`Chats::addressed_in`] takes.
    pub fn set_server_language(&mut self, guild: GuildId, lang: Option<&str>) -> Result<(), StoreError> {
        if let Some(tag) = lang {
            check_tag(tag)?;
        }
        self.execute_alone(
            "INSERT INTO guild_settings (guild_id, lang) VALUES (?1, ?2) \
             ON CONFLICT (guild_id) DO UPDATE SET lang = excluded.lang",
            params![GuildColumn(Some(guild)), lang],
        )?;
        Ok(())
    }
}

/// Refuses, as invalid, a tag that is empty or longer than [`MAX_TAG`].
fn check_tag(lang: &str) -> Result<(), StoreError> {
    if lang.is_empty() || lang.len() > MAX_TAG {
        return Err(crate::error::Failure::Invalid(format!("language tag {lang:?}")).into());
    }
    Ok(())
}
