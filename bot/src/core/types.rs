//! Requests to the core and its replies, with nothing of Discord in them.

use zertz_data::{ChallengeId, ChannelId, GameId, GuildId, Millis, UserId};

/// Who is asking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Discord user id.
    pub id: UserId,
    /// Display name (server nickname, global name or user name).
    pub name: String,
    /// Whether the account is a bot.
    pub bot: bool,
}

/// An option value of a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text.
    Text(String),
    /// A whole number.
    Int(i64),
    /// A user (a mention picked in Discord).
    User(User),
}

/// A command's options by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options(pub Vec<(String, Value)>);

impl Options {
    /// The text option `name`, trimmed, if given and not empty.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n == name).and_then(|(_, v)| match v {
            Value::Text(t) if !t.trim().is_empty() => Some(t.trim()),
            _ => None,
        })
    }

    /// The integer option `name`.
    pub fn int(&self, name: &str) -> Option<i64> {
        self.0.iter().find(|(n, _)| n == name).and_then(|(_, v)| match v {
            Value::Int(i) => Some(*i),
            Value::Text(t) => t.trim().parse().ok(),
            Value::User(_) => None,
        })
    }

    /// The user option `name`.
    pub fn user(&self, name: &str) -> Option<&User> {
        self.0.iter().find(|(n, _)| n == name).and_then(|(_, v)| match v {
            Value::User(u) => Some(u),
            _ => None,
        })
    }
}

/// What was done in Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A `/zertz` subcommand, or the user context-menu command.
    Command {
        /// The subcommand (`challenge`, `move`, …).
        name: String,
        /// Its options.
        options: Options,
    },
    /// A button press.
    Button {
        /// The button's id.
        id: String,
    },
    /// Typing into an option that offers completions.
    Autocomplete {
        /// The subcommand.
        command: String,
        /// The option being typed.
        option: String,
        /// What has been typed so far.
        typed: String,
        /// The options filled in so far.
        options: Options,
    },
}

/// One request to the core.
#[derive(Clone, Debug)]
pub struct Request {
    /// Who.
    pub user: User,
    /// The guild, or 0 in a direct message.
    pub guild: GuildId,
    /// The channel.
    pub channel: ChannelId,
    /// Whether the bot may attach files in this channel.
    pub can_attach: bool,
    /// The clock.
    pub now: Millis,
    /// What.
    pub action: Action,
}

/// A button under a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// Sent back in [`Action::Button`].
    pub id: String,
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

/// A file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// File name, such as `board.png`.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// What the bot posts or shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Message text (Discord markdown).
    pub text: String,
    /// An attached picture.
    pub attachment: Option<Attachment>,
    /// Buttons, in one row.
    pub buttons: Vec<Button>,
    /// Users to notify; mentions of anyone else in the text do not ping.
    pub mentions: Vec<UserId>,
    /// Shown only to the person who asked.
    pub private: bool,
    /// The game whose board this message shows, so its id is remembered.
    pub board_of: Option<GameId>,
    /// The challenge this message shows, so its id is remembered.
    pub challenge_of: Option<ChallengeId>,
}

impl Reply {
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

/// A completion offered while typing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What is shown.
    pub name: String,
    /// What is filled in.
    pub value: String,
}

/// The core's answer to a request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Response {
    /// A new message answering the interaction.
    pub reply: Option<Reply>,
    /// For a button: the new content of the message the button was on.
    pub update: Option<Reply>,
    /// For autocomplete: the completions.
    pub choices: Option<Vec<Choice>>,
    /// The computer is to move in this game now: the caller runs
    /// [`crate::core::Core::computer_turn`] off the interaction and posts
    /// what it returns.
    pub computer_turn: Option<GameId>,
}

impl Response {
    /// Answers with `reply`.
    pub fn reply(reply: Reply) -> Response {
        Response {
            reply: Some(reply),
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

/// A message the bot sends on its own (reminders, time-outs, expiries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    /// Where.
    pub channel: ChannelId,
    /// Edit this message instead of posting a new one.
    pub edit: Option<u64>,
    /// What.
    pub reply: Reply,
}
