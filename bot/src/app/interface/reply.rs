//! The core's answers, with nothing of Discord in them: messages with
//! their pictures, buttons and mentions, completions, and the posts the
//! bot owes, kept in the outbox exactly as they are sent.

use zertz_data::{ChallengeId, ChannelId, GameId, MessageId, Millis, OutboxId, UserId};

use serde::{Deserialize, Serialize};
use std::sync::Arc;

use crate::app::interface::button::{ButtonId, Pick, PickFor, PickStep};
use crate::app::interface::refusal::Refusal;

/// A button under a message; kept as its (id, label, style letter).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "(String, String, char)", try_from = "(String, String, char)")]
pub struct Button {
    /// Sent back in [`crate::app::Action::Button`] as its text.
    pub id: ButtonId,
    /// What it says.
    pub label: String,
    /// How it looks.
    pub style: ButtonStyle,
}

/// Discord's button colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    /// Blurple: the main action.
    Primary,
    /// Grey.
    Secondary,
    /// Green.
    Success,
    /// Red.
    Danger,
}

/// A file to attach. The outbox keeps its bytes apart from the words
/// of its message (`outbox::encode`); a picture of a game it keeps as
/// the [`Drawing`] it is, drawn again whenever the message is read back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    /// File name, such as `board.png`.
    pub name: String,
    /// Its bytes; empty while its drawing waits to be drawn.
    #[serde(skip)]
    pub bytes: Vec<u8>,
    /// What it shows, for a picture of a game drawn after its change is
    /// saved, off the store's writer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing: Option<Drawing>,
    /// The table it shows, for a table drawn after its change is saved
    /// (a tournament's standings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<TableDrawing>,
}

impl Attachment {
    /// A file of `bytes`.
    pub fn new(name: impl Into<String>, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name: name.into(),
            bytes,
            drawing: None,
            table: None,
        }
    }

    /// A picture of a game, to draw before it is sent.
    pub fn to_draw(name: impl Into<String>, drawing: Drawing) -> Attachment {
        Attachment {
            name: name.into(),
            bytes: Vec::new(),
            drawing: Some(drawing),
            table: None,
        }
    }

    /// A table as a picture, to draw before it is sent.
    pub fn table_to_draw(name: impl Into<String>, table: TableDrawing) -> Attachment {
        Attachment {
            name: name.into(),
            bytes: Vec::new(),
            drawing: None,
            table: Some(table),
        }
    }

    /// The picture of a game it still waits to have drawn.
    pub fn undrawn(&self) -> Option<&Drawing> {
        self.drawing.as_ref().filter(|_| self.bytes.is_empty())
    }

    /// Whether it still waits to be drawn, a game's picture or a table.
    pub fn waits(&self) -> bool {
        self.bytes.is_empty() && (self.drawing.is_some() || self.table.is_some())
    }
}

/// A table drawn as a picture: its words, composed with its message; the
/// picture is drawn once the change is saved, off the store's writer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableDrawing {
    /// Over it.
    pub title: String,
    /// The columns' names.
    pub header: Vec<String>,
    /// The rows, a cell per column.
    pub rows: Vec<Vec<String>>,
    /// Under it.
    pub caption: String,
}

/// A picture of a game as it stood after `ply` moves: a pure function of
/// that position and the names on it, so a message owes it as these few
/// words rather than tens of kilobytes written only to be deleted once
/// sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drawing {
    /// What is drawn.
    pub kind: DrawingKind,
    /// The game.
    pub game: GameId,
    /// After how many moves.
    pub ply: usize,
    /// The notation of the last of them: a move taken back and played
    /// otherwise is not drawn as this one.
    #[serde(default)]
    pub last: Option<String>,
    /// Whether the game was over as drawn: a game resigned later at the
    /// same ply is drawn as it stood.
    #[serde(default)]
    pub over: bool,
    /// The players' names as the picture shows them, first mover first.
    pub names: [String; 2],
    /// The language of its words (the message's).
    #[serde(default)]
    pub lang: crate::app::text::lang::Lang,
    /// The puzzle whose start it shows, for a board that is no game of
    /// the store's (a daily puzzle's): drawn from the puzzle book.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<zertz_data::PuzzleId>,
    /// The game itself, where the change that owes the picture has it in
    /// hand; else it is read from the store.
    #[serde(skip)]
    pub game_at: Option<std::sync::Arc<zertz_rules::Game>>,
}

/// The pictures of a game a [`Drawing`] names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawingKind {
    /// The board, its last move marked.
    Board,
    /// A finished game's capture race.
    Race,
}

/// A message's card: Discord shows it as an embed, with the reply's text
/// as its description. Channels that take no embeds get the text alone.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Card {
    /// The title line.
    pub title: String,
    /// The side bar's colour, `0xRRGGBB`: whose turn it is, or the end.
    pub colour: u32,
    /// Short facts shown side by side: (name, value).
    #[serde(default)]
    pub fields: Vec<(String, String)>,
    /// The attachment shown as the card's picture, by file name.
    #[serde(default)]
    pub image: Option<String>,
}

/// Card colours.
pub mod colours {
    /// The first mover's: gold, as on the board.
    pub const FIRST: u32 = 0xF6C440;
    /// The second mover's: teal.
    pub const SECOND: u32 = 0x40CCD6;
    /// A finished game, a leaderboard, a record.
    pub const DONE: u32 = 0x9299A6;
    /// A challenge waiting for an answer.
    pub const CHALLENGE: u32 = 0xB284F6;
}

/// What the bot posts or shows, its pictures drawn as it was composed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    /// Message text (Discord markdown).
    pub text: String,
    /// Attached files: the board first, then any chart or record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attachments: Vec<Attachment>,
    /// The card shown where embeds are allowed; the text is its body.
    #[serde(default)]
    pub card: Option<Card>,
    /// Buttons, in one row under the menus.
    #[serde(default)]
    pub buttons: Vec<Button>,
    /// Select menus, a row each, above the buttons: at most four with
    /// buttons, five without (Discord's five rows).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub menus: Vec<Menu>,
    /// Users to notify; mentions of anyone else in the text do not ping.
    #[serde(default)]
    pub mentions: Vec<UserId>,
    /// Shown only to the person who asked (never owed).
    #[serde(skip)]
    pub private: bool,
    /// The game whose board this message shows, so its id is remembered.
    #[serde(default)]
    pub board_of: Option<GameId>,
    /// The challenge this message shows, so its id is remembered.
    #[serde(default)]
    pub challenge_of: Option<ChallengeId>,
    /// The game and ply of the board it shows: once it is posted, that
    /// position counts as seen; a board of a move since taken back is not
    /// sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_at: Option<(GameId, usize)>,
    /// Games whose board messages the text links where it says
    /// `{board:N}`: resolved when the message is sent, once the boards
    /// have been posted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links_boards: Vec<GameId>,
    /// The game it is posted for, where it shows no board (a draw offer, a
    /// takeback's question): it goes where the game is played, as its
    /// boards do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_game: Option<GameId>,
}

impl From<Button> for (String, String, char) {
    fn from(b: Button) -> (String, String, char) {
        let style = match b.style {
            ButtonStyle::Primary => 'p',
            ButtonStyle::Secondary => 's',
            ButtonStyle::Success => 'g',
            ButtonStyle::Danger => 'd',
        };
        (b.id.to_string(), b.label, style)
    }
}

impl TryFrom<(String, String, char)> for Button {
    type Error = crate::app::interface::button::ExpiredButton;
    fn try_from((id, label, style): (String, String, char)) -> Result<Button, Self::Error> {
        let style = match style {
            'p' => ButtonStyle::Primary,
            'g' => ButtonStyle::Success,
            'd' => ButtonStyle::Danger,
            _ => ButtonStyle::Secondary,
        };
        Ok(Button {
            id: id.parse()?,
            label,
            style,
        })
    }
}

impl Button {
    /// The Move button under a board waiting for `of`'s move: it opens the
    /// move picker there.
    pub fn move_picker(of: PickFor) -> Button {
        let pick = Pick {
            of,
            step: PickStep::Open,
        };
        Button::new(ButtonId::Pick(pick), "Move", ButtonStyle::Primary)
    }

    /// The same button, labelled `label`.
    pub fn labelled(self, label: String) -> Button {
        Button { label, ..self }
    }

    /// A button that does `id`.
    pub fn new(id: ButtonId, label: &str, style: ButtonStyle) -> Button {
        Button {
            id,
            label: label.to_string(),
            style,
        }
    }
}

/// A select menu under a message: choosing an option does what its id
/// says, as a button would.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Menu {
    /// What it shows before anything is chosen.
    pub placeholder: String,
    /// Its options, at most [`MAX_MENU_OPTIONS`].
    pub options: Vec<MenuOption>,
}

/// The options one select menu holds at most (Discord's limit).
pub const MAX_MENU_OPTIONS: usize = 25;

/// One option of a select menu; kept as its (id, label, description).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "(String, String, String)", try_from = "(String, String, String)")]
pub struct MenuOption {
    /// What choosing it does: sent back in [`crate::app::Action::Button`].
    pub id: ButtonId,
    /// What it says.
    pub label: String,
    /// A line under the label; empty for none.
    pub description: String,
}

impl From<MenuOption> for (String, String, String) {
    fn from(o: MenuOption) -> (String, String, String) {
        (o.id.to_string(), o.label, o.description)
    }
}

impl TryFrom<(String, String, String)> for MenuOption {
    type Error = crate::app::interface::button::ExpiredButton;
    fn try_from((id, label, description): (String, String, String)) -> Result<MenuOption, Self::Error> {
        Ok(MenuOption {
            id: id.parse()?,
            label,
            description,
        })
    }
}

/// What a message shows that the bot remembers once it is posted: its
/// id then marks the game's board, the challenge, and when a position was
/// first seen.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Shows {
    /// The game whose board it shows.
    pub board_of: Option<GameId>,
    /// The challenge it shows.
    pub challenge_of: Option<ChallengeId>,
    /// The game and ply of the board it shows.
    pub board_at: Option<(GameId, usize)>,
    /// The thread it opened, its first message.
    pub opened: Option<ChannelId>,
}

impl Reply {
    /// What this message shows, to remember once it is posted.
    pub fn shows(&self) -> Shows {
        Shows {
            board_of: self.board_of,
            challenge_of: self.challenge_of,
            board_at: self.board_at,
            opened: None,
        }
    }

    /// The game it is posted for: the one whose board it shows, else the
    /// one it speaks of.
    pub fn game(&self) -> Option<GameId> {
        self.board_of.or(self.in_game)
    }

    /// A message only the caller sees.
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }

    /// A message everyone in the channel sees.
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }
}

/// Completions Discord shows at most.
pub const MAX_CHOICES: usize = 25;

/// A completion offered while typing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What is shown.
    pub name: String,
    /// What is filled in.
    pub value: String,
}

/// The core's answer to a request.
#[derive(Clone, Debug, Default)]
pub struct Response {
    /// A new message answering the interaction.
    pub reply: Option<Reply>,
    /// For a button: the new content of the message the button was on.
    pub update: Option<Reply>,
    /// For autocomplete: the completions.
    pub choices: Option<Vec<Choice>>,
    /// Why nothing was done, when the request was refused: the reply says
    /// it in words, this by kind (shared, as a response is cloned).
    pub refused: Option<Arc<Refusal>>,
    /// The computer is to move in this game now: the caller runs
    /// [`crate::app::Duty::ComputerTurn`] off the interaction; its move is
    /// owed through the outbox.
    pub computer_turn: Option<GameId>,
    /// `reply` is also owed through the outbox, held while the caller
    /// answers in place: the caller reports what became of it to
    /// [`crate::app::Outbox::report`], and the outbox sends it otherwise.
    pub outbox: Option<OutboxId>,
    /// The answer is Discord's Activity, opened where the button was.
    pub launch_activity: bool,
}

impl Response {
    /// This response, marked as refused for `why`.
    pub fn refused_for(self, why: Refusal) -> Response {
        Response {
            refused: Some(Arc::new(why)),
            ..self
        }
    }

    /// Answers with `reply`.
    pub fn reply(reply: Reply) -> Response {
        Response {
            reply: Some(reply),
            ..Response::default()
        }
    }

    /// Answers with `reply`, whose public message is also owed through the
    /// outbox as row `outbox`, where it is.
    pub fn owed(reply: Reply, outbox: Option<OutboxId>) -> Response {
        Response {
            reply: Some(reply),
            outbox,
            ..Response::default()
        }
    }

    /// Answers with a private message.
    pub fn private(text: impl Into<String>) -> Response {
        Response::reply(Reply::private(text))
    }

    /// Completions.
    pub fn choices(choices: Vec<Choice>) -> Response {
        Response {
            choices: Some(choices),
            ..Response::default()
        }
    }
}

/// A public message the bot owes a chat: written to the outbox in the
/// transaction of the change that owes it, exactly as it is sent (its
/// pictures drawn), and read back by the edge to send.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Post {
    /// The channel it goes to.
    pub channel: ChannelId,
    /// Edit this message instead of posting a new one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edit: Option<MessageId>,
    /// The message, drawn.
    #[serde(flatten)]
    pub reply: Reply,
    /// The thread to open before it is sent, as its first message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opens: Option<OpenThread>,
    /// Its game is over: once it is sent to this thread (and not, the
    /// game having left it, to its channel), the thread archives itself a
    /// while later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settles: Option<ChannelId>,
    /// The token of the interaction it answers in place first, if it is
    /// one's answer: the answer may be there already.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answers: Option<String>,
    /// When the outbox may send it (the row keeps it).
    #[serde(skip)]
    pub due: Millis,
    /// Its row in the outbox, once written: report
    /// what became of it to [`crate::app::Outbox::report`] with it.
    #[serde(skip)]
    pub outbox: Option<OutboxId>,
    /// How it reaches its chat, chosen as it is sent.
    #[serde(skip)]
    pub road: Road,
}

impl Post {
    /// `reply`, posted anew in `channel`, sendable from `now`.
    pub fn new(reply: Reply, channel: ChannelId, now: Millis) -> Post {
        Post {
            channel,
            edit: None,
            reply,
            opens: None,
            settles: None,
            answers: None,
            due: now,
            outbox: None,
            road: Road::Channel,
        }
    }
}

/// A game's thread to open, started from its card (the message whose id
/// the thread takes) in the game's channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenThread {
    /// The game's channel, which holds the card.
    pub parent: ChannelId,
    /// Its name.
    pub name: String,
    /// The players, added to it.
    pub members: Vec<UserId>,
}

/// How a message the bot owes reaches its chat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Road {
    /// Posted in the channel (or, with [`Post::edit`], its message edited).
    #[default]
    Channel,
    /// Where the bot may only answer: a follow-up of a live interaction
    /// there, by its token (an edit goes as a new message).
    FollowUp(String),
    /// Where no interaction there lives: a direct message to each of these
    /// players.
    Direct(Vec<UserId>),
}
