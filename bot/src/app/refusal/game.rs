//! Refusals about games: which game, challenges, moves, takebacks, draws.

use zertz_data::{GameId, PuzzleId, UserId};

use super::super::words;

/// Why a game's command was refused.
#[derive(Debug)]
pub enum GameRefusal {
    /// No game has that number.
    NoSuchGame(i64),
    /// The game named is in another channel.
    NotInChannel(GameId),
    /// Several games are being played here and none was named.
    WhichGame,
    /// No game is being played in this channel.
    NoGameHere,
    /// The person has no game in this channel.
    NoGameOfYours,
    /// The challenged member is a bot.
    OpponentIsBot {
        /// Its name.
        name: String,
    },
    /// The challenger already has a game here.
    YouArePlayingHere,
    /// The challenged member already has a game here.
    TheyArePlayingHere {
        /// Their name.
        name: String,
    },
    /// A challenge between the two is already open here.
    ChallengeOpen {
        /// The opponent's name.
        name: String,
    },
    /// No finished game here to rematch.
    NothingToRematch,
    /// A rematch asked for by someone who did not play.
    NotYourRematch,
    /// A rematch of a game still being played.
    RematchOfLiveGame,
    /// The computer player is not known yet (before the gateway's READY).
    ComputerNotReady,
    /// The bot may not attach files here.
    CannotAttach(Attaching),
    /// A move that could be for more than one of a game here, an open
    /// puzzle and an open practice, without `to:`.
    SayWhich {
        /// Whether the person has a game here.
        game: bool,
        /// The open puzzle.
        puzzle: Option<PuzzleId>,
        /// The game of the open practice.
        practice: Option<GameId>,
        /// The lesson of the open exercise.
        lesson: Option<u8>,
    },
    /// The move was stored but its answer was lost.
    MessageLost,
    /// No move of the person's own to take back (against the computer).
    NoMoveToTakeBack,
    /// Only one's own last move can be taken back.
    NotYourLastMove,
    /// The asker pressed their own takeback's buttons.
    OpponentDecides,
    /// The Move button tapped by someone who does not play the game.
    OnlyWatching {
        /// The game.
        game: GameId,
        /// Who moves now.
        to_move: UserId,
    },
    /// A tap on a move picker opened before the last move: nothing is
    /// played; `to_move` moves now.
    PickerStale {
        /// Who moves now.
        to_move: UserId,
    },
    /// A takeback asked for before a later move.
    TakebackClosed,
    /// A second draw offer.
    DrawOffered,
    /// Accepting one's own draw offer.
    OwnDrawOffer,
    /// A draw offer that lapsed.
    DrawOfferClosed,
    /// The computer does not accept draws while a goal is reachable.
    ComputerDeclinesDraw {
        /// The computer's name.
        name: String,
    },
}

/// What the bot would have attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attaching {
    /// A replay picture.
    Replay,
    /// A game record.
    Record,
}

impl GameRefusal {
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            GameRefusal::NoSuchGame(n) => format!("There is no game #{n}."),
            GameRefusal::NotInChannel(id) => format!("Game #{id} is not in this channel."),
            GameRefusal::WhichGame => {
                "Which game? Several are being played here: pick one with the `game` option.".to_string()
            }
            GameRefusal::NoGameHere => "There is no game in this channel.".to_string(),
            GameRefusal::NoGameOfYours => {
                "You have no game in this channel. Start one with `/zertz challenge`.".to_string()
            }
            GameRefusal::OpponentIsBot { name } => format!("{name} is a bot, and bots do not play ZÈRTZ here."),
            GameRefusal::YouArePlayingHere => {
                "You already have a game in this channel. Finish it first, or play in another channel.".to_string()
            }
            GameRefusal::TheyArePlayingHere { name } => format!("{name} already has a game in this channel."),
            GameRefusal::ChallengeOpen { name } => {
                format!("There is already an open challenge between you and {name} here.")
            }
            GameRefusal::NothingToRematch => "You have no finished game in this channel to rematch.".to_string(),
            GameRefusal::NotYourRematch => "Only the players of that game can ask for a rematch.".to_string(),
            GameRefusal::RematchOfLiveGame => "That game is still being played.".to_string(),
            GameRefusal::ComputerNotReady => {
                "The computer player is not ready yet; try again in a moment.".to_string()
            }
            GameRefusal::CannotAttach(what) => {
                let what = match what {
                    Attaching::Replay => "post a replay",
                    Attaching::Record => "send a record",
                };
                format!("The bot may not attach files in this channel, so it cannot {what} here.")
            }
            GameRefusal::SayWhich {
                game,
                puzzle,
                practice,
                lesson,
            } => {
                let mut open = Vec::new();
                let mut options = Vec::new();
                if *game {
                    open.push("a game here".to_string());
                    options.push("`to:game`");
                }
                if let Some(p) = puzzle {
                    open.push(format!("puzzle #{p}"));
                    options.push("`to:puzzle`");
                }
                if let Some(g) = practice {
                    open.push(format!("a practice of game #{g}"));
                    options.push("`to:practice`");
                }
                if let Some(l) = lesson {
                    open.push(format!("an exercise of lesson {l}"));
                    options.push("`to:lesson`");
                }
                format!(
                    "You have {} open: add {} to say which this move is for.",
                    words::all_of(open),
                    words::one_of(options.into_iter().map(str::to_string))
                )
            }
            GameRefusal::MessageLost => {
                "The move was recorded, but its message was lost; see `/zertz board`.".to_string()
            }
            GameRefusal::NoMoveToTakeBack => "You have no move to take back.".to_string(),
            GameRefusal::NotYourLastMove => {
                "You can take back only your own last move, before your opponent moves.".to_string()
            }
            GameRefusal::OpponentDecides => "Your opponent decides on your takeback.".to_string(),
            GameRefusal::OnlyWatching { game, to_move } => {
                format!("You are not playing in game #{game}: it is <@{to_move}>'s move.")
            }
            GameRefusal::PickerStale { to_move } => format!(
                "The position has changed since this picker opened, so nothing was played. It is <@{to_move}>'s move."
            ),
            GameRefusal::TakebackClosed => {
                "That takeback request is no longer open: a move was made since.".to_string()
            }
            GameRefusal::DrawOffered => "You have already offered a draw; it stands until the next move.".to_string(),
            GameRefusal::OwnDrawOffer => "You cannot accept your own offer.".to_string(),
            GameRefusal::DrawOfferClosed => "That draw offer is no longer open.".to_string(),
            GameRefusal::ComputerDeclinesDraw { name } => format!(
                "**{name}** declines the draw: either of you can still reach a goal. Resign with `/zertz resign` if you want to stop."
            ),
        }
    }
}
