//! Refusals about games: which game, challenges, moves, takebacks, draws.

use zertz_data::{GameId, UserId};

use crate::app::interface::target::MoveTarget;

use crate::app::text::lang::{commands, say, Lang, Msg};
use crate::app::text::marks::Mark;
use crate::app::text::words;

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
        /// The boards they have open, each by its kind and the number
        /// that names it (a puzzle's, the practised game's, a lesson's).
        open: Vec<(MoveTarget, i64)>,
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
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            GameRefusal::NoSuchGame(n) => say!(lang, Msg::NoSuchGame, number = *n),
            GameRefusal::NotInChannel(id) => say!(lang, Msg::NotInChannel, game = id.0),
            GameRefusal::WhichGame => say!(lang, Msg::WhichGame),
            GameRefusal::NoGameHere => say!(lang, Msg::NoGameHere),
            GameRefusal::NoGameOfYours => say!(lang, Msg::NoGameOfYours),
            GameRefusal::OpponentIsBot { name } => say!(lang, Msg::OpponentIsBot, name = name),
            GameRefusal::YouArePlayingHere => say!(lang, Msg::YouArePlayingHere),
            GameRefusal::TheyArePlayingHere { name } => say!(lang, Msg::TheyArePlayingHere, name = name),
            GameRefusal::ChallengeOpen { name } => say!(lang, Msg::ChallengeOpen, name = name),
            GameRefusal::NothingToRematch => say!(lang, Msg::NothingToRematch),
            GameRefusal::NotYourRematch => say!(lang, Msg::NotYourRematch),
            GameRefusal::RematchOfLiveGame => say!(lang, Msg::RematchOfLiveGame),
            GameRefusal::ComputerNotReady => say!(lang, Msg::ComputerNotReady),
            GameRefusal::CannotAttach(Attaching::Replay) => say!(lang, Msg::CannotAttachReplay),
            GameRefusal::CannotAttach(Attaching::Record) => say!(lang, Msg::CannotAttachRecord),
            GameRefusal::SayWhich { game, open } => {
                let game = game.then_some((MoveTarget::Game, 0));
                let (mut named, mut options) = (Vec::new(), Vec::new());
                for &(kind, number) in game.iter().chain(open) {
                    named.push(match kind {
                        MoveTarget::Game => say!(lang, Msg::OpenGame),
                        MoveTarget::Puzzle => say!(lang, Msg::OpenPuzzle, puzzle = number),
                        MoveTarget::Practice => say!(lang, Msg::OpenPractice, game = number),
                        MoveTarget::Lesson => say!(lang, Msg::OpenLesson, lesson = number),
                    });
                    options.push(format!(
                        "`{}: {}`",
                        commands::option(lang, "zertz move", "to"),
                        commands::choice(lang, "to", kind.option())
                    ));
                }
                let open = named;
                say!(
                    lang,
                    Msg::SayWhich,
                    open = words::all_of_in(lang, open),
                    options = words::one_of_in(lang, options)
                )
            }
            GameRefusal::MessageLost => say!(lang, Msg::MessageLost),
            GameRefusal::NoMoveToTakeBack => say!(lang, Msg::NoMoveToTakeBack),
            GameRefusal::NotYourLastMove => say!(lang, Msg::NotYourLastMove),
            GameRefusal::OpponentDecides => say!(lang, Msg::OpponentDecides),
            GameRefusal::OnlyWatching { game, to_move } => {
                say!(lang, Msg::OnlyWatching, game = game.0, player = Mark::user(*to_move))
            }
            GameRefusal::PickerStale { to_move } => say!(lang, Msg::PickerStale, player = Mark::user(*to_move)),
            GameRefusal::TakebackClosed => say!(lang, Msg::TakebackClosed),
            GameRefusal::DrawOffered => say!(lang, Msg::DrawOffered),
            GameRefusal::OwnDrawOffer => say!(lang, Msg::OwnDrawOffer),
            GameRefusal::DrawOfferClosed => say!(lang, Msg::DrawOfferClosed),
            GameRefusal::ComputerDeclinesDraw { name } => say!(lang, Msg::ComputerDeclinesDraw, name = name),
        }
    }
}
