//! Refusals about a server's settings for the bot.

use crate::app::text::lang::{say, Lang, Msg};

/// Why a change to a server's settings was refused.
#[derive(Debug)]
pub enum ServerRefusal {
    /// Asked outside a server.
    OutsideServer,
    /// Asked by someone who may not manage the server.
    NotManager,
}

impl ServerRefusal {
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ServerRefusal::OutsideServer => say!(lang, Msg::ServerOnly),
            ServerRefusal::NotManager => say!(lang, Msg::ServerManagersOnly),
        }
    }
}
