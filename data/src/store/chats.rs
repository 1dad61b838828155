//! The language each chat was last addressed in, so that what the bot
//! posts there later on its own speaks it. The store keeps the bot's
//! language tag as it is given; the bot reads it back into its type.

use std::ops::{Deref, DerefMut};

use rusqlite::params;

use super::{Chats, Store};
use crate::error::StoreError;
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
}

impl<S: DerefMut<Target = Store>> Chats<S> {
    /// Notes that `channel` was addressed in `lang` (a tag of at most 16
    /// characters; a longer one is refused as invalid). Writes only when
    /// it changed.
    pub fn addressed_in(&mut self, channel: ChannelId, lang: &str) -> Result<(), StoreError> {
        if lang.is_empty() || lang.len() > MAX_TAG {
            return Err(crate::error::Failure::Invalid(format!("language tag {lang:?}")).into());
        }
        self.execute_alone(
            "INSERT INTO chat_languages (channel_id, lang) VALUES (?1, ?2) \
             ON CONFLICT (channel_id) DO UPDATE SET lang = excluded.lang WHERE chat_languages.lang <> excluded.lang",
            params![channel, lang],
        )?;
        Ok(())
    }
}
