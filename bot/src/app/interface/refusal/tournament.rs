//! Refusals about tournaments.

use zertz_data::TournamentId;

use crate::app::text::lang::{say, Lang, Msg};

/// Why a tournament command or button was refused.
#[derive(Debug)]
pub enum TournamentRefusal {
    /// Only organisers may do this: those who may manage the server, or
    /// the server's organiser role.
    NotOrganiser,
    /// Tournaments run in servers, not in direct messages.
    NotInServer,
    /// Too few players to start.
    TooFewPlayers {
        /// The fewest it starts with.
        min: usize,
        /// How many joined.
        have: usize,
    },
    /// No tournament was named and none is in this channel.
    NoneHere,
    /// The tournament is in another server.
    NotHere(TournamentId),
    /// A name is needed, of at most this many characters.
    BadName {
        /// The longest name taken.
        max: usize,
    },
}

impl TournamentRefusal {
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            TournamentRefusal::NotOrganiser => say!(lang, Msg::NotOrganiser),
            TournamentRefusal::NotInServer => say!(lang, Msg::TournamentsInServers),
            TournamentRefusal::TooFewPlayers { min, have } => {
                say!(lang, Msg::TooFewPlayers, min = *min, have = *have)
            }
            TournamentRefusal::NoneHere => say!(lang, Msg::NoTournamentHere),
            TournamentRefusal::NotHere(id) => say!(lang, Msg::TournamentNotHere, tournament = id.0),
            TournamentRefusal::BadName { max } => say!(lang, Msg::BadTournamentName, max = *max),
        }
    }
}
