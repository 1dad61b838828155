//! The language of the bot's posts in a server: the one its managers
//! chose with `/server language`, else the server's own as Discord gives
//! it. It is read where a post is composed, inside that transaction where
//! there is one, so most requests pay no read of their own for it.

use zertz_data::{AsyncStore, ChannelId, GuildId, Store, StoreError};

use crate::app::interface::refusal::{refuse, Answer, ServerRefusal};
use crate::app::interface::reply::Response;
use crate::app::interface::request::Request;
use crate::app::text::lang::{say, Lang, Msg};

/// The language of posts in `guild` (none: a DM or group DM), where
/// Discord's is `discord`.
pub(in crate::app) fn spoken_in(s: &Store, guild: Option<GuildId>, discord: Lang) -> Result<Lang, StoreError> {
    let Some(guild) = guild else {
        return Ok(discord);
    };
    Ok(s.chats().server_language(guild)?.map_or(discord, Lang::from))
}

/// The language `channel` was last addressed in, for what the bot says
/// there later on its own; English where it never was.
pub(in crate::app) fn kept_in(s: &Store, channel: ChannelId) -> Result<Lang, StoreError> {
    Ok(s.chats().language(channel)?.map(Lang::from).unwrap_or_default())
}

/// The language of posts in `req`'s place, read on its own: for a post
/// composed outside a transaction that could read it.
pub(in crate::app) async fn spoken_here(store: &AsyncStore, req: &Request) -> Answer<Lang> {
    let (guild, discord) = (req.guild, req.place_lang);
    if guild.is_none() {
        return Ok(discord);
    }
    Ok(store.read(move |s| spoken_in(s, guild, discord)).await?)
}

/// The servers' settings of the language.
pub(in crate::app) struct ServerLanguages {
    store: AsyncStore,
}

impl ServerLanguages {
    pub(in crate::app) fn new(store: AsyncStore) -> ServerLanguages {
        ServerLanguages { store }
    }

    /// `/server language`: those who may manage the server choose the
    /// language of the bot's posts there (`None`: the server's own).
    pub(in crate::app) async fn set_language(&self, req: &Request, lang: Option<Lang>) -> Answer<Response> {
        let Some(guild) = req.guild else {
            return refuse(ServerRefusal::OutsideServer);
        };
        if !req.can_manage {
            return refuse(ServerRefusal::NotManager);
        }
        let kept = lang.map(zertz_data::Language::from);
        self.store
            .call(move |s| s.chats_mut().set_server_language(guild, kept))
            .await?;
        let text = match lang {
            Some(l) => say!(req.lang, Msg::ServerLanguageSet, language = l.name()),
            None => say!(req.lang, Msg::ServerLanguageOwn, language = req.place_lang.name()),
        };
        Ok(Response::private(text))
    }
}
