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

    /// No time limit.
    TimeNone = "time-none",
    /// Days a move.
    TimeDays = "time-days",
    /// Hours a move.
    TimeHours = "time-hours",
    /// Minutes a move.
    TimeMinutes = "time-minutes",
    /// A deadline, as a date and how far off.
    Deadline = "deadline",
    /// A span of time, for the console: "3 hours".
    TimeSpan = "time-span",
    /// A moment ahead, for the console: "in 3 hours".
    TimeAhead = "time-ahead",
    /// A moment past, for the console: "3 hours ago".
    TimeAgo = "time-ago",
    /// No limit, on a board's card.
    NoLimit = "no-limit",
    /// One white marble.
    MarbleWhite = "marble-white",
    /// One grey marble.
    MarbleGrey = "marble-grey",
    /// One black marble.
    MarbleBlack = "marble-black",
    /// No marbles.
    Nothing = "nothing",
    /// A pass.
    MovePassed = "move-passed",
    /// A placement and a ring removed.
    MovePlaced = "move-placed",
    /// A placement with no free ring to remove.
    MovePlacedNoneFree = "move-placed-none-free",
    /// A capture.
    MoveCaptured = "move-captured",
    /// A move that also claimed marbles.
    MoveClaimed = "move-claimed",
    /// Won by a goal.
    WonByGoal = "won-by-goal",
    /// Won by filling the board.
    WonByFullBoard = "won-by-full-board",
    /// Won by resignation.
    WonByResignation = "won-by-resignation",
    /// Won on time.
    WonOnTime = "won-on-time",
    /// Drawn by repetition.
    DrawnByRepetition = "drawn-by-repetition",
    /// Drawn: both passed.
    DrawnByPasses = "drawn-by-passes",
    /// Drawn by agreement.
    DrawnByAgreement = "drawn-by-agreement",
    /// The rating changes.
    Ratings = "ratings",
    /// Not rated: too short.
    NotRated = "not-rated",
    /// Not rated: against the computer.
    ComputerNotRated = "computer-not-rated",
    /// A game started.
    GameStarted = "game-started",
    /// The first move's deadline.
    PleaseMove = "please-move",
    /// The computer, unnamed.
    TheComputer = "the-computer",
    /// The computer is to move.
    Thinking = "thinking",
    /// A person is to move.
    YourMove = "your-move",
    /// A person is to move, by a deadline.
    YourMoveBy = "your-move-by",
    /// The person to move is on vacation.
    OnVacation = "on-vacation",
    /// A board card's title.
    CardGame = "card-game",
    /// A board card's move number.
    CardMove = "card-move",
    /// A finished game's card: its moves.
    CardMoves = "card-moves",
    /// A board card's clock.
    CardClock = "card-clock",
    /// The button that opens the move picker.
    MoveButton = "move-button",
    /// The hint button.
    HintButton = "hint-button",
    /// The rematch button.
    RematchButton = "rematch-button",
    /// A challenge, pinging the one challenged.
    Challenge = "challenge",
    /// Who moves first, named.
    MovesFirst = "moves-first",
    /// The first move by lot.
    FirstByLot = "first-by-lot",
    /// A newcomer is pointed to the course.
    NewToZertz = "new-to-zertz",
    /// The accept button.
    AcceptButton = "accept-button",
    /// The decline button.
    DeclineButton = "decline-button",
    /// The withdraw button.
    CancelButton = "cancel-button",
    /// A challenge's card title.
    CardChallenge = "card-challenge",
    /// A challenge accepted.
    ChallengeAccepted = "challenge-accepted",
    /// A challenge declined.
    ChallengeDeclined = "challenge-declined",
    /// A challenge withdrawn.
    ChallengeWithdrawn = "challenge-withdrawn",
    /// A board card's field of captures.
    CardCaptured = "card-captured",
    /// The picture's line after its title.
    PictureHeader = "picture-header",
    /// The picture: who is to move.
    PictureToMove = "picture-to-move",
    /// The picture: won by a goal.
    PictureWonByGoal = "picture-won-by-goal",
    /// The picture: won by a full board.
    PictureWonByFullBoard = "picture-won-by-full-board",
    /// The picture: won by resignation.
    PictureWonByResignation = "picture-won-by-resignation",
    /// The picture: won on time.
    PictureWonOnTime = "picture-won-on-time",
    /// The picture: drawn by repetition.
    PictureDrawnByRepetition = "picture-drawn-by-repetition",
    /// The picture: drawn, both passed.
    PictureDrawnByPasses = "picture-drawn-by-passes",
    /// The picture: drawn by agreement.
    PictureDrawnByAgreement = "picture-drawn-by-agreement",
    /// The picture: one of each colour.
    PictureEach = "picture-each",
    /// The picture: the pool's label.
    PicturePool = "picture-pool",
    /// The picture: the pool empty.
    PicturePoolEmpty = "picture-pool-empty",
    /// A challenge expired unanswered.
    ChallengeExpired = "challenge-expired",
    /// Half the time for a move has gone.
    Reminder = "reminder",
    /// Not the asker's turn.
    NotYourTurn = "not-your-turn",
    /// A move sent before the last was recorded.
    StaleMove = "stale-move",
    /// Not a player of the game.
    NotAPlayer = "not-a-player",
    /// The game is over.
    GameOver = "game-over",
    /// Another move came first.
    MoveConflict = "move-conflict",
    /// An illegal move, with the rules' reason.
    MoveImpossible = "move-impossible",
    /// Someone already plays here.
    AlreadyInGame = "already-in-game",
    /// A challenge to oneself.
    SelfChallenge = "self-challenge",
    /// A challenge that expired.
    ChallengeHasExpired = "challenge-has-expired",
    /// Nothing to take back.
    NothingToTakeBack = "nothing-to-take-back",
    /// No draw offered.
    NoDrawOffer = "no-draw-offer",
    /// No such game.
    GameMissing = "game-missing",
    /// No such challenge.
    ChallengeMissing = "challenge-missing",

    /// Server settings outside a server.
    ServerOnly = "server-only",
    /// Server settings by someone who may not manage it.
    ServerManagersOnly = "server-managers-only",
    /// The server's language chosen.
    ServerLanguageSet = "server-language-set",
    /// The server's own language again.
    ServerLanguageOwn = "server-language-own",

    /// A picker's title, in a game.
    PickerTitle = "picker-title",
    /// A second tap of Confirm.
    PickerRecorded = "picker-recorded",
    /// A picked move that is not legal.
    PickerIllegal = "picker-illegal",
    /// A Confirm after the game moved on.
    PickerMovedOnUnplayed = "picker-moved-on-unplayed",
    /// A Move button of an older board.
    PickerNotLatest = "picker-not-latest",
    /// A step after the game moved on.
    PickerMovedOn = "picker-moved-on",
    /// The picker asks for a capture.
    PickerAskCapture = "picker-ask-capture",
    /// The picker asks for a colour from the pool.
    PickerAskColour = "picker-ask-colour",
    /// The picker asks for a colour from one's captures.
    PickerAskCapturedColour = "picker-ask-captured-colour",
    /// The picker asks for a ring.
    PickerAskRing = "picker-ask-ring",
    /// The picker asks for a ring to remove.
    PickerAskRemoval = "picker-ask-removal",
    /// The picker asks to confirm.
    PickerAskConfirm = "picker-ask-confirm",
    /// A pass, to confirm.
    PickerPass = "picker-pass",
    /// A placement, to confirm.
    PickerPlace = "picker-place",
    /// A placement with no free ring, to confirm.
    PickerPlaceNoneFree = "picker-place-none-free",
    /// A capture, to confirm.
    PickerCapture = "picker-capture",
    /// A move that also claims marbles, to confirm.
    PickerClaim = "picker-claim",
    /// A capture in the menu.
    PickerTakes = "picker-takes",
    /// A colour's name, capitalised.
    ColourName = "colour-name",
    /// A colour button: marbles in the pool.
    PickerInPool = "picker-in-pool",
    /// A colour button: one's captured marbles.
    PickerOfYours = "picker-of-yours",
    /// The captures' menu.
    PickerChooseCapture = "picker-choose-capture",
    /// The rings' menu.
    PickerChooseRing = "picker-choose-ring",
    /// The removals' menu.
    PickerChooseRemoval = "picker-choose-removal",
    /// A menu's part of a long list.
    PickerRange = "picker-range",
    /// The Confirm button, with the move.
    PickerConfirm = "picker-confirm",
    /// The Confirm button alone.
    PickerConfirmShort = "picker-confirm-short",
    /// The Back button.
    PickerBack = "picker-back",
    /// Only some of the choices listed.
    PickerFirstListed = "picker-first-listed",
    /// A text that is not a move.
    NotationUnread = "notation-unread",
    /// A colour, as an adjective.
    ColourAdjective = "colour-adjective",
    /// The rules: the game is over.
    IllegalGameOver = "illegal-game-over",
    /// The rules: a capture is compulsory.
    IllegalCaptureCompulsory = "illegal-capture-compulsory",
    /// The rules: only a pass.
    IllegalMustPass = "illegal-must-pass",
    /// The rules: no pass, a capture is available.
    IllegalPassCapture = "illegal-pass-capture",
    /// The rules: no pass, a marble to place.
    IllegalPassPlace = "illegal-pass-place",
    /// The rules: a square off the board.
    IllegalNotOnBoard = "illegal-not-on-board",
    /// The rules: a ring removed.
    IllegalRingGone = "illegal-ring-gone",
    /// The rules: a ring taken.
    IllegalOccupied = "illegal-occupied",
    /// The rules: none of a colour in the pool.
    IllegalNotInPool = "illegal-not-in-pool",
    /// The rules: none of a colour captured.
    IllegalNotCaptured = "illegal-not-captured",
    /// The rules: a ring not free.
    IllegalNotFree = "illegal-not-free",
    /// The rules: removing a ring with a marble.
    IllegalRemoveOccupied = "illegal-remove-occupied",
    /// The rules: removing the ring just placed on.
    IllegalRemovePlaced = "illegal-remove-placed",
    /// The rules: a ring must be removed.
    IllegalRemovalRequired = "illegal-removal-required",
    /// The rules: a claim written wrongly.
    IllegalWrongClaim = "illegal-wrong-claim",
    /// The rules: no marble to jump with.
    IllegalNoJumper = "illegal-no-jumper",
    /// The rules: a capture without a jump.
    IllegalNoJump = "illegal-no-jump",
    /// The rules: not a jump.
    IllegalNotAJump = "illegal-not-a-jump",
    /// The rules: a jump off the board.
    IllegalJumpOffBoard = "illegal-jump-off-board",
    /// The rules: nothing to jump over.
    IllegalNothingToJump = "illegal-nothing-to-jump",
    /// The rules: no ring to land on.
    IllegalLandingGone = "illegal-landing-gone",
    /// The rules: a marble where it lands.
    IllegalLandingOccupied = "illegal-landing-occupied",
    /// The rules: a jumped colour written wrongly.
    IllegalWrongColour = "illegal-wrong-colour",
    /// The rules: the capture goes on.
    IllegalMustContinue = "illegal-must-continue",
    /// A command not known.
    UnknownCommand = "unknown-command",
    /// A button of an older bot.
    ButtonExpired = "button-expired",
    /// An option's value not among those offered.
    NotOffered = "not-offered",
    /// Vacation days out of range.
    VacationDays = "vacation-days",
    /// A number out of range.
    OutOfRange = "out-of-range",
    /// A variant not known.
    UnknownVariant = "unknown-variant",
    /// A capture that cannot be read.
    NotACapture = "not-a-capture",
    /// A placement given as a capture.
    NotACapturePath = "not-a-capture-path",
    /// Needed: the member picked.
    NeedPickedMember = "need-picked-member",
    /// Needed: an opponent.
    NeedOpponent = "need-opponent",
    /// Needed: a move.
    NeedNotation = "need-notation",
    /// Needed: a colour and a ring.
    NeedColourAndRing = "need-colour-and-ring",
    /// Needed: a capture's path.
    NeedCapturePath = "need-capture-path",
    /// Needed: a file.
    NeedFile = "need-file",
    /// Needed: on or off.
    NeedSwitch = "need-switch",
    /// Needed: a language.
    NeedLanguage = "need-language",
    /// Needed: a tournament's name.
    NeedEventName = "need-event-name",
    /// Needed: a tournament's format.
    NeedEventFormat = "need-event-format",
    /// Needed: a player.
    NeedPlayer = "need-player",
    /// An analysis of a game in play.
    GameNotOver = "game-not-over",
    /// A challenge already answered.
    ChallengeClosed = "challenge-closed",
    /// Someone else's challenge.
    NotYourChallenge = "not-your-challenge",
    /// On vacation already.
    OnVacationAlready = "on-vacation-already",
    /// Too much vacation.
    VacationTooLong = "vacation-too-long",
    /// No puzzle open.
    NoPuzzleOpen = "no-puzzle-open",
    /// A puzzle open already.
    PuzzleOpen = "puzzle-open",
    /// A puzzle step answered.
    PuzzleAnswered = "puzzle-answered",
    /// Today's puzzle tried.
    DailyTried = "daily-tried",
    /// No practice open.
    NoPracticeOpen = "no-practice-open",
    /// A practice move answered.
    PracticeAnswered = "practice-answered",
    /// No lesson open.
    NoLessonOpen = "no-lesson-open",
    /// An exercise answered.
    LessonAnswered = "lesson-answered",
    /// No such tournament.
    NoSuchTournament = "no-such-tournament",
    /// A tournament past its entries.
    TournamentStarted = "tournament-started",
    /// A tournament full.
    TournamentFull = "tournament-full",
    /// In the tournament already.
    AlreadyEntered = "already-entered",
    /// Not in the tournament.
    NotEntered = "not-entered",
    /// A tournament's games here.
    InTournament = "in-tournament",
    /// A round paired already.
    RoundPaired = "round-paired",
    /// Every puzzle tried.
    AllPuzzlesTried = "all-puzzles-tried",
    /// A puzzle no longer offered.
    PuzzleWithdrawn = "puzzle-withdrawn",
    /// An answer the rules refuse.
    MoveImpossibleHere = "move-impossible-here",
    /// A past daily puzzle.
    DailyOver = "daily-over",
    /// Mistakes of a game not played.
    PracticeNotYourGame = "practice-not-your-game",
    /// Mistakes of a game not analysed.
    PracticeNotAnalysed = "practice-not-analysed",
    /// A practice no longer marked.
    PracticeGone = "practice-gone",
    /// A lesson not in the course.
    NoSuchLesson = "no-such-lesson",
    /// No hints in this game.
    NoHintsHere = "no-hints-here",
    /// A hint in someone else's game.
    HintNotYourGame = "hint-not-your-game",
    /// Only organisers.
    NotOrganiser = "not-organiser",
    /// Tournaments are for servers.
    TournamentsInServers = "tournaments-in-servers",
    /// Too few players.
    TooFewPlayers = "too-few-players",
    /// No tournament here.
    NoTournamentHere = "no-tournament-here",
    /// A tournament of another server.
    TournamentNotHere = "tournament-not-here",
    /// A tournament's name too long or empty.
    BadTournamentName = "bad-tournament-name",
    /// One's other analysis running.
    AnalysisRunning = "analysis-running",
    /// The analyses' queue full.
    AnalysisQueueFull = "analysis-queue-full",
    /// A game being analysed.
    BeingAnalysed = "being-analysed",
    /// No finished game to analyse.
    NoFinishedGame = "no-finished-game",
    /// A game in play, not analysed.
    StillPlayed = "still-played",
    /// A file too large.
    FileTooLarge = "file-too-large",
    /// A file not fetched.
    FileUnreachable = "file-unreachable",
    /// A file not text.
    FileNotText = "file-not-text",
    /// A file not a record.
    FileNotARecord = "file-not-a-record",
    /// The course's game begins.
    CourseFirstGame = "course-first-game",
    /// The opponent's seat on a lesson's board.
    LessonOpponent = "lesson-opponent",
    /// An exercise's card.
    LessonCardTitle = "lesson-card-title",
    /// The course's first line.
    CourseIntro = "course-intro",
    /// The course's game in play.
    CourseGameOpen = "course-game-open",
    /// The course's card.
    CourseCardTitle = "course-card-title",
    /// Go on with a lesson.
    CourseGoOn = "course-go-on",
    /// Start a lesson.
    CourseStart = "course-start",
    /// The lessons' menu.
    CourseChoose = "course-choose",
    /// The course in a line, a lesson next.
    CourseLineNext = "course-line-next",
    /// The course in a line, finished.
    CourseLineFinished = "course-line-finished",
    /// A line that wins.
    NetWinning = "net-winning",
    /// A line that loses.
    NetLosing = "net-losing",
    /// A line that gains nothing.
    NetEven = "net-even",
    /// Marbles ahead.
    NetAhead = "net-ahead",
    /// Marbles behind.
    NetBehind = "net-behind",
    /// A capture that takes too few.
    MissTooFew = "miss-too-few",
    /// A group cut off with vacant rings.
    MissStillVacant = "miss-still-vacant",
    /// Nothing cut off.
    MissCutsNothing = "miss-cuts-nothing",
    /// Too few claimed.
    MissClaimsFew = "miss-claims-few",
    /// No goal reached.
    MissNoGoal = "miss-no-goal",
    /// A placement was asked.
    MissNotAPlacement = "miss-not-a-placement",
    /// Nothing forced.
    MissNotForced = "miss-not-forced",
    /// A move that gives a capture.
    MissGivesCapture = "miss-gives-capture",
    /// The opponent's better answer.
    MissOutgained = "miss-outgained",
    /// The opponent's safe answer.
    MissSafeReply = "miss-safe-reply",
    /// A right answer.
    LessonRight = "lesson-right",
    /// What follows a right answer.
    LessonWhatFollows = "lesson-what-follows",
    /// An exercise's goal.
    LessonGoal = "lesson-goal",
    /// A lesson's heading.
    LessonHeading = "lesson-heading",
    /// An answer the rules refuse.
    LessonNotAllowed = "lesson-not-allowed",
    /// A wrong answer.
    LessonNotYet = "lesson-not-yet",
    /// Try again.
    LessonTryAgain = "lesson-try-again",
    /// A lesson done.
    LessonDone = "lesson-done",
    /// A lesson done: its card.
    LessonDoneTitle = "lesson-done-title",
    /// The button to the course's game.
    LessonPlayFirstGame = "lesson-play-first-game",
    /// The button to the next lesson.
    LessonNext = "lesson-next",
    /// The button to the course.
    LessonCourseButton = "lesson-course-button",
    /// An exercise's hint.
    LessonHint = "lesson-hint",
    /// An exercise's answer, hidden.
    LessonStuck = "lesson-stuck",
    /// An old exercise's Hint.
    LessonBehindYou = "lesson-behind-you",
    /// The engine would place.
    HintPlace = "hint-place",
    /// The engine would place, no ring free.
    HintPlaceNoneFree = "hint-place-none-free",
    /// The engine would capture.
    HintCapture = "hint-capture",
    /// The engine would pass.
    HintPass = "hint-pass",
    /// The engine's move claims.
    HintClaiming = "hint-claiming",
    /// A hint in a game.
    GameHint = "game-hint",
    /// A hint's card.
    HintTitle = "hint-title",
    /// A game against the computer started.
    ComputerGameStarted = "computer-game-started",
    /// The person moves first.
    YouMoveFirst = "you-move-first",
    /// The computer moves first.
    ComputerMovesFirst = "computer-moves-first",
    /// A retried move that was recorded.
    MoveRecordedBoard = "move-recorded-board",
    /// A move sent before the last was recorded.
    StaleMoveBoard = "stale-move-board",
    /// A draw offered.
    DrawOffer = "draw-offer",
    /// The accept-draw button.
    AcceptDrawButton = "accept-draw-button",
    /// A draw declined.
    DrawDeclined = "draw-declined",
    /// A vacation begun.
    OnVacationNow = "on-vacation-now",
    /// A takeback asked.
    TakebackAsked = "takeback-asked",
    /// The allow-takeback button.
    AllowTakebackButton = "allow-takeback-button",
    /// The refuse button.
    RefuseButton = "refuse-button",
    /// A takeback refused.
    TakebackRefused = "takeback-refused",
    /// A takeback allowed.
    TakebackAllowed = "takeback-allowed",
    /// Moves taken back.
    TakenBack = "taken-back",
    /// The permissions the bot lacks: first line.
    LacksHeader = "lacks-header",
    /// The permissions the bot lacks: who grants them.
    LacksFooter = "lacks-footer",
    /// Lacking: view and send.
    LacksPost = "lacks-post",
    /// Lacking: attach files.
    LacksAttach = "lacks-attach",
    /// Lacking: embed links.
    LacksEmbed = "lacks-embed",
    /// A direct message's first line: the chat it is from.
    FromYourGameIn = "from-your-game-in",
    /// A puzzle's goal.
    PuzzleGoal = "puzzle-goal",
    /// The daily puzzle's goal.
    PuzzleGoalDaily = "puzzle-goal-daily",
    /// A puzzle's defender.
    PuzzleSeatOpponent = "puzzle-seat-opponent",
    /// A daily puzzle's solver.
    PuzzleSeatToMove = "puzzle-seat-to-move",
    /// A puzzle's picker title.
    PuzzleAnswerTitle = "puzzle-answer-title",
    /// A puzzle still open.
    PuzzleStillOpen = "puzzle-still-open",
    /// A puzzle's step.
    PuzzleStep = "puzzle-step",
    /// How to answer a puzzle.
    PuzzleAnswerHow = "puzzle-answer-how",
    /// A puzzle's card.
    PuzzleCardTitle = "puzzle-card-title",
    /// A puzzle card's rating.
    PuzzleRatingField = "puzzle-rating-field",
    /// A right step.
    PuzzleRight = "puzzle-right",
    /// A puzzle solved.
    PuzzleSolved = "puzzle-solved",
    /// A wrong answer.
    PuzzleWrong = "puzzle-wrong",
    /// The defender's capture.
    PuzzleRefutedCapture = "puzzle-refuted-capture",
    /// The defender's answer.
    PuzzleRefuted = "puzzle-refuted",
    /// A puzzle's themes.
    PuzzleThemes = "puzzle-themes",
    /// One theme.
    PuzzleTheme = "puzzle-theme",
    /// The puzzle rating's change.
    PuzzleRatingChange = "puzzle-rating-change",
    /// Not rated.
    PuzzleNotRated = "puzzle-not-rated",
    /// The streak.
    PuzzleStreak = "puzzle-streak",
    /// The daily puzzle switched on.
    DailyOn = "daily-on",
    /// The daily puzzle on already.
    DailyAlreadyOn = "daily-already-on",
    /// The daily puzzle switched off.
    DailyOff = "daily-off",
    /// The daily puzzle was not on.
    DailyNotOn = "daily-not-on",
    /// The daily post's heading.
    DailyHeading = "daily-heading",
    /// The daily post: how to try it.
    DailyPressSolve = "daily-press-solve",
    /// Yesterday's solvers.
    DailyYesterday = "daily-yesterday",
    /// No solvers.
    DailyNobody = "daily-nobody",
    /// The Solve button.
    SolveButton = "solve-button",
    /// The daily post's card.
    DailyCardTitle = "daily-card-title",
    /// An analysis that marks none of one's moves.
    PracticeNoMarks = "practice-no-marks",
    /// A practice answer being checked.
    PracticeChecking = "practice-checking",
    /// A practice's picker title.
    PracticeAnswerTitle = "practice-answer-title",
    /// A walk's card.
    PracticeWalkTitle = "practice-walk-title",
    /// A review's card.
    PracticeReviewTitle = "practice-review-title",
    /// The better move.
    PracticeBetter = "practice-better",
    /// The better move and the engine's line.
    PracticeBetterLine = "practice-better-line",
    /// A walk begun.
    PracticeWalkLead = "practice-walk-lead",
    /// An open practice closed.
    PracticeClosed = "practice-closed",
    /// A walk's step.
    PracticeMistakeHeading = "practice-mistake-heading",
    /// A review's step.
    PracticeReviewHeading = "practice-review-heading",
    /// What to find.
    PracticeQuestion = "practice-question",
    /// An analysis mark's name.
    AnalysisMark = "analysis-mark",
    /// One try left.
    PracticeOneTryLeft = "practice-one-try-left",
    /// One more try.
    PracticeOneMoreTry = "practice-one-more-try",
    /// The game's own move again.
    PracticePlayedAgain = "practice-played-again",
    /// A move that gives too much.
    PracticeTooMuch = "practice-too-much",
    /// The engine's own move.
    PracticeBest = "practice-best",
    /// A move good enough.
    PracticeGoodEnough = "practice-good-enough",
    /// The engine's line.
    PracticeExpects = "practice-expects",
    /// The practice set empty.
    PracticeSetEmpty = "practice-set-empty",
    /// The practice set's count.
    PracticeSet = "practice-set",
    /// Every move found.
    PracticeAllFound = "practice-all-found",
    /// The moves missed.
    PracticeMissed = "practice-missed",
    /// A walk ended.
    PracticeWalkEnd = "practice-walk-end",
    /// A review found.
    PracticeReviewFound = "practice-review-found",
    /// A review missed.
    PracticeReviewMissed = "practice-review-missed",
    /// Nothing in the practice set.
    PracticeNoneWaiting = "practice-none-waiting",
    /// Nothing due yet.
    PracticeNoneDue = "practice-none-due",
    /// Positions waiting.
    PracticeWaiting = "practice-waiting",

    /// No active games.
    GamesNone = "games-none",
    /// The active games' heading.
    GamesHeading = "games-heading",
    /// The reader is to move.
    GamesYourMove = "games-your-move",
    /// The opponent is to move.
    GamesTheirMove = "games-their-move",
    /// The opponent is to move, away on vacation.
    GamesTheirMoveAway = "games-their-move-away",
    /// The link to a game's board.
    GamesBoardLink = "games-board-link",
    /// One active game.
    GamesLine = "games-line",
    /// A game offered as an option's completion.
    CompleteGame = "complete-game",
    /// A leaderboard's heading.
    LeaderboardHeading = "leaderboard-heading",
    /// A private chat's "server" board is everyone's.
    LeaderboardPrivateChat = "leaderboard-private-chat",
    /// A leaderboard with nobody on it.
    LeaderboardEmpty = "leaderboard-empty",
    /// The leaderboard's player column.
    LeaderboardPlayer = "leaderboard-player",
    /// The leaderboard's rating column.
    LeaderboardRating = "leaderboard-rating",
    /// The leaderboard's games (or tries) column.
    LeaderboardPlayed = "leaderboard-played",
    /// The leaderboard's won, lost and drawn column.
    LeaderboardRecord = "leaderboard-record",
    /// How the leaderboard is ordered.
    LeaderboardOrder = "leaderboard-order",
    /// The previous page's button.
    LeaderboardPrevious = "leaderboard-previous",
    /// The next page's button.
    LeaderboardNext = "leaderboard-next",
    /// A leaderboard's card.
    LeaderboardTitle = "leaderboard-title",
    /// The games against the computer, by level.
    StatsComputer = "stats-computer",
    /// A rating and its games.
    StatsRating = "stats-rating",
    /// No rated games in a scope.
    StatsUnrated = "stats-unrated",
    /// The current streak.
    StatsStreak = "stats-streak",
    /// The puzzle rating.
    StatsPuzzles = "stats-puzzles",
    /// No puzzles tried.
    StatsNoPuzzles = "stats-no-puzzles",
    /// The practice set.
    StatsPractice = "stats-practice",
    /// The last games' heading.
    StatsLastGames = "stats-last-games",
    /// One of the last games.
    StatsLastGame = "stats-last-game",
    /// The stats card.
    StatsTitle = "stats-title",
    /// The tournaments played and the best place.
    StatsTournaments = "stats-tournaments",
    /// The rating chart's global series.
    ChartEveryone = "chart-everyone",
    /// The rating chart's server series.
    ChartThisServer = "chart-this-server",
    /// The rating chart's caption.
    ChartCaption = "chart-caption",
    /// Whose move it is on a private board.
    BoardToMove = "board-to-move",
    /// A private board's line.
    BoardStatus = "board-status",
    /// A game's moves: its heading.
    HistoryHeading = "history-heading",
    /// No moves yet.
    HistoryNoMoves = "history-no-moves",
    /// A long game's moves as its record.
    HistoryAsRecord = "history-as-record",
    /// A replay's line.
    ReplayOf = "replay-of",
    /// The exported files: both.
    ExportBoth = "export-both",
    /// The exported files: the record line alone, and why.
    ExportRecordOnly = "export-record-only",
    /// A game exported.
    ExportDone = "export-done",

    /// The capture race's title.
    ChartRaceTitle = "chart-race-title",
    /// The capture race's caption.
    ChartRaceCaption = "chart-race-caption",
    /// The win-chance graph's title.
    ChartChanceTitle = "chart-chance-title",
    /// The win-chance graph's caption.
    ChartChanceCaption = "chart-chance-caption",
    /// An analysis's card.
    AnalysisTitle = "analysis-title",
    /// An imported game's analysis's card.
    AnalysisImportTitle = "analysis-import-title",
    /// The button to learn from one's mistakes.
    AnalysisLearn = "analysis-learn",
    /// The game being analysed, in the progress.
    AnalysisOfGame = "analysis-of-game",
    /// The imported game being analysed, in the progress.
    AnalysisOfImport = "analysis-of-import",
    /// How far an analysis got.
    AnalysisProgress = "analysis-progress",
    /// How far an analysis's second look got.
    AnalysisSecondLook = "analysis-second-look",
    /// No move marked.
    AnalysisNothingMarked = "analysis-nothing-marked",
    /// The costliest moves' heading.
    AnalysisCostliest = "analysis-costliest",
    /// One of the costliest moves.
    AnalysisCostlyMove = "analysis-costly-move",
    /// The better move after a costly one.
    AnalysisBetter = "analysis-better",
    /// Every marked move.
    AnalysisMarks = "analysis-marks",
    /// The engine's budget.
    AnalysisBudget = "analysis-budget",
    /// A player's accuracy.
    AnalysisAccuracy = "analysis-accuracy",
    /// A player's marks, counted.
    AnalysisCounts = "analysis-counts",
    /// A record imported.
    ImportDone = "import-done",
    /// An imported record stops before the end.
    ImportStopsEarly = "import-stops-early",
    /// An imported record goes on after the end.
    ImportAfterEnd = "import-after-end",
    /// Imported games are not kept.
    ImportNotStored = "import-not-stored",

    /// An event's terms.
    TournamentHeading = "tournament-heading",
    /// How many rounds an event has.
    TournamentRounds = "tournament-rounds",
    /// An event open for entries.
    TournamentOpen = "tournament-open",
    /// When an open event starts.
    TournamentStartsAt = "tournament-starts-at",
    /// An open event starts by its Start button.
    TournamentStartsOnStart = "tournament-starts-on-start",
    /// A long round robin: a Swiss suits it.
    TournamentLongRoundRobin = "tournament-long-round-robin",
    /// An event running.
    TournamentRunning = "tournament-running",
    /// An event finished.
    TournamentFinished = "tournament-finished",
    /// An event cancelled.
    TournamentCancelled = "tournament-cancelled",
    /// No players yet.
    TournamentNobody = "tournament-nobody",
    /// An event's players.
    TournamentPlayers = "tournament-players",
    /// The Join button.
    TournamentJoin = "tournament-join",
    /// The Leave button.
    TournamentLeave = "tournament-leave",
    /// The Start button.
    TournamentStart = "tournament-start",
    /// The Withdraw button.
    TournamentWithdraw = "tournament-withdraw",
    /// An event's card.
    TournamentTitle = "tournament-title",
    /// A round's post: its heading.
    TournamentRoundHeading = "tournament-round-heading",
    /// A board of a round.
    TournamentBoard = "tournament-board",
    /// A board won by forfeit.
    TournamentForfeit = "tournament-forfeit",
    /// A player without a board this round.
    TournamentBye = "tournament-bye",
    /// How a round is played.
    TournamentPlayHint = "tournament-play-hint",
    /// A round's card.
    TournamentRoundTitle = "tournament-round-title",
    /// The final standings' heading.
    TournamentOver = "tournament-over",
    /// No round played yet.
    TournamentNoRound = "tournament-no-round",
    /// The standings after a round.
    TournamentAfterRound = "tournament-after-round",
    /// The podium.
    TournamentPodium = "tournament-podium",
    /// A round's board, linked to its message where that is known.
    BoardLink = "board-link",
    /// One event in the list.
    TournamentListLine = "tournament-list-line",
    /// One joined an event.
    TournamentJoined = "tournament-joined",
    /// A player withdrew, resigning their game.
    TournamentWithdrewFrom = "tournament-withdrew-from",
    /// One left an event.
    TournamentYouLeft = "tournament-you-left",
    /// An organiser took a player out.
    TournamentIsOut = "tournament-is-out",
    /// No events in this server.
    TournamentNoneListed = "tournament-none-listed",
    /// The events' heading.
    TournamentListHeading = "tournament-list-heading",
    /// A role runs events.
    TournamentOrganisersRole = "tournament-organisers-role",
    /// Only managers run events.
    TournamentOrganisersManagers = "tournament-organisers-managers",
    /// Too few players: called off.
    TournamentCalledOff = "tournament-called-off",
    /// The standings' player column.
    StandingsPlayer = "standings-player",
    /// The standings' points column.
    StandingsPoints = "standings-points",
    /// The standings' won, drawn and lost column.
    StandingsRecord = "standings-record",
    /// After a name: withdrew.
    StandingsWithdrew = "standings-withdrew",
    /// How the standings are ordered.
    StandingsOrder = "standings-order",
    /// The standings' title.
    StandingsTitle = "standings-title",
}
