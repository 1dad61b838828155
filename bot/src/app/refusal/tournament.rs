//! Refusals about tournaments.

use zertz_data::TournamentId;

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
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            TournamentRefusal::NotOrganiser => "Only organisers run tournaments: members who may manage the server, \
                 or who have the role named by `/server organisers`."
                .to_string(),
            TournamentRefusal::NotInServer => "Tournaments are run in a server's channel.".to_string(),
            TournamentRefusal::TooFewPlayers { min, have } => {
                format!("A tournament starts with at least {min} players; {have} joined so far.")
            }
            TournamentRefusal::NoneHere => "There is no tournament in this channel. \
                 `/tournament list` shows this server's; name one with `event:`."
                .to_string(),
            TournamentRefusal::NotHere(id) => format!("Tournament #{id} is not on this server."),
            TournamentRefusal::BadName { max } => format!("Give the tournament a name of 1 to {max} characters."),
        }
    }
}
