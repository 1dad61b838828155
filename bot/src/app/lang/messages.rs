//! Every message the bot says through `bot/locales/`, by its Fluent id.

/// Declares [`Msg`] with each variant's Fluent id.
macro_rules! messages {
    ($($(#[$doc:meta])* $variant:ident = $id:literal,)*) => {
        /// A message in `bot/locales/`, by its Fluent id.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum Msg {
            $($(#[$doc])* $variant,)*
        }

        impl Msg {
            /// Its Fluent id.
            pub fn id(self) -> &'static str {
                match self {
                    $(Msg::$variant => $id,)*
                }
            }
        }

        /// Every message, for the tests that check each language has them.
        #[cfg(test)]
        pub(in crate::app) const ALL: &[Msg] = &[$(Msg::$variant,)*];
    };
}

messages! {
    /// The help's first line.
    HelpTitle = "help-title",
    /// The help's last lines: the context menu and the Move button.
    HelpFooter = "help-footer",
    /// A fixed choice that is the default, in the command table.
    ChoiceDefault = "choice-default",
    /// The rules card.
    Rules = "rules",
    /// The rules card's players, on its picture.
    RulesFirstPlayer = "rules-first-player",
    /// The rules card's second player.
    RulesSecondPlayer = "rules-second-player",
    /// The bot failed: nothing changed.
    OurFault = "our-fault",

    /// No game has that number.
    NoSuchGame = "no-such-game",
    /// The game named is in another channel.
    NotInChannel = "not-in-channel",
    /// Several games here, none named.
    WhichGame = "which-game",
    /// No game here.
    NoGameHere = "no-game-here",
    /// The person has no game here.
    NoGameOfYours = "no-game-of-yours",
    /// Bots do not play.
    OpponentIsBot = "opponent-is-bot",
    /// The challenger has a game here.
    YouArePlayingHere = "you-are-playing-here",
    /// The challenged member has a game here.
    TheyArePlayingHere = "they-are-playing-here",
    /// A challenge between them is open.
    ChallengeOpen = "challenge-open",
    /// Nothing to rematch.
    NothingToRematch = "nothing-to-rematch",
    /// A rematch asked by someone else.
    NotYourRematch = "not-your-rematch",
    /// A rematch of a game in play.
    RematchOfLiveGame = "rematch-of-live-game",
    /// The computer player is not known yet.
    ComputerNotReady = "computer-not-ready",
    /// No files here: a replay.
    CannotAttachReplay = "cannot-attach-replay",
    /// No files here: a record.
    CannotAttachRecord = "cannot-attach-record",
    /// A move that could be for several things open.
    SayWhich = "say-which",
    /// Open: a game here.
    OpenGame = "open-game",
    /// Open: a puzzle.
    OpenPuzzle = "open-puzzle",
    /// Open: a practice.
    OpenPractice = "open-practice",
    /// Open: a lesson's exercise.
    OpenLesson = "open-lesson",
    /// Words joined with "and".
    ListAnd = "list-and",
    /// Words joined with "or".
    ListOr = "list-or",
    /// The move was stored, its answer lost.
    MessageLost = "message-lost",
    /// No move to take back.
    NoMoveToTakeBack = "no-move-to-take-back",
    /// Only one's own last move.
    NotYourLastMove = "not-your-last-move",
    /// One's own takeback's buttons.
    OpponentDecides = "opponent-decides",
    /// The Move button of a game one does not play.
    OnlyWatching = "only-watching",
    /// A picker from before the last move.
    PickerStale = "picker-stale",
    /// A takeback after a later move.
    TakebackClosed = "takeback-closed",
    /// A second draw offer.
    DrawOffered = "draw-offered",
    /// One's own draw offer.
    OwnDrawOffer = "own-draw-offer",
    /// A lapsed draw offer.
    DrawOfferClosed = "draw-offer-closed",
    /// The computer declines a draw.
    ComputerDeclinesDraw = "computer-declines-draw",
}
