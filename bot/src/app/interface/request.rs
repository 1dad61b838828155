//! Requests to the core, with nothing of Discord in them: who asks,
//! where, and the raw option list that [`crate::app::Command::parse`] reads.

use zertz_data::{ChannelId, GuildId, MessageId, Millis, RoleId, UserId};

use crate::app::text::lang::Lang;

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

impl User {
    /// A person (not a bot account).
    pub fn person(id: u64, name: &str) -> User {
        User {
            id: UserId(id),
            name: name.into(),
            bot: false,
        }
    }
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
    /// An attached file, fetched by the edge.
    File(Upload),
}

/// A file someone attached to a command, as the edge fetched it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The file's name as uploaded.
    pub name: String,
    /// Its bytes, or why the edge did not fetch them.
    pub content: Result<Vec<u8>, UploadError>,
}

/// Why an attached file was not fetched.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UploadError {
    /// Larger than the command takes.
    #[error("the file is {size} bytes; at most {limit} are taken")]
    TooLarge {
        /// Its size.
        size: u64,
        /// The most taken.
        limit: u64,
    },
    /// The download failed.
    #[error("the file could not be fetched from Discord ({0}); try again")]
    Unreachable(String),
}

/// A command's options by name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options(pub Vec<(String, Value)>);

impl Options {
    /// Options from (name, value) pairs, for tests.
    #[cfg(test)]
    pub fn of(pairs: &[(&str, Value)]) -> Options {
        Options(pairs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
    }
}

/// Where a parser finds the options given, by name: a request's
/// [`Options`], or any other source of values (a test notes the names
/// asked for through one).
pub trait Given {
    /// The value of option `name`, if given.
    fn value(&self, name: &str) -> Option<&Value>;
}

impl Given for Options {
    fn value(&self, name: &str) -> Option<&Value> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

/// What was done in Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A `/zertz` subcommand, or the user context-menu command.
    Command {
        /// The subcommand (`challenge`, `move`, …).
        name: String,
        /// The options given, by name.
        options: Options,
    },
    /// A button press.
    Button {
        /// The button's id.
        id: String,
    },
    /// Typing into an option that offers completions.
    Autocomplete {
        /// The subcommand the option belongs to.
        command: String,
        /// The option being typed.
        option: String,
        /// What has been typed so far.
        typed: String,
        /// The options filled in so far.
        options: Options,
    },
}

impl Action {
    /// What was asked, in a few words for the log (never a file's bytes).
    pub fn what(&self) -> String {
        match self {
            Action::Command { name, .. } => format!("/zertz {name}"),
            Action::Button { id } => format!("button {id}"),
            Action::Autocomplete { command, option, .. } => format!("completing {command} {option}"),
        }
    }
}

/// Where a slow answer says how far it got; the edge shows the newest
/// word (Discord: by editing the deferred answer). Silent by default.
#[derive(Clone, Debug, Default)]
pub struct Progress(Option<std::sync::Arc<tokio::sync::watch::Sender<String>>>);

impl Progress {
    /// A progress report and the receiving end the edge watches.
    pub fn channel() -> (Progress, tokio::sync::watch::Receiver<String>) {
        let (tx, rx) = tokio::sync::watch::channel(String::new());
        (Progress(Some(std::sync::Arc::new(tx))), rx)
    }

    /// Says how far the work got (from any thread).
    pub fn say(&self, text: String) {
        if let Some(tx) = &self.0 {
            tx.send_replace(text);
        }
    }
}

/// Threads, as they bear on a request.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threads {
    /// It was made in a thread (the edge reads the channel's type).
    pub inside: bool,
    /// Whether the bot may open public threads here and post in them;
    /// none where no thread is opened at all: outside a server that
    /// invited the bot, where it may not post, or inside a thread.
    pub may_open: Option<bool>,
    /// The game's thread it was made in, found by the core:
    /// [`Request::channel`] is then that game's channel, where games are
    /// looked up, and its public answers go to the thread.
    pub game: Option<ChannelId>,
}

/// One request to the core.
#[derive(Clone, Debug)]
pub struct Request {
    /// The person asking.
    pub user: User,
    /// The guild; `None` in a direct message.
    pub guild: Option<GuildId>,
    /// The channel asked in, where public answers go (in a game's
    /// thread, the game's channel: see [`Threads::game`]).
    pub channel: ChannelId,
    /// Threads, as they bear on it.
    pub threads: Threads,
    /// For a click, the message whose button it was.
    pub clicked: Option<MessageId>,
    /// Whether the bot may attach files in this channel.
    pub can_attach: bool,
    /// Whether the bot's messages may show embeds (cards) here.
    pub can_embed: bool,
    /// False only where a server that invited the bot withholds View
    /// Channel or Send Messages here, which its admins could grant (where
    /// only users installed the bot, it never posts: nothing is withheld).
    /// An answer in place needs neither.
    pub can_post: bool,
    /// Whether the person may manage the server (turning the daily
    /// puzzle on or off needs it).
    pub can_manage: bool,
    /// The person's roles in the guild (an organiser role among them lets
    /// them run tournaments).
    pub roles: Vec<RoleId>,
    /// When the request arrived, by the bot's clock (Unix ms).
    pub now: Millis,
    /// The interaction's id: a snowflake, stamped by Discord's clock.
    /// `None` from the console.
    pub interaction: Option<u64>,
    /// The interaction's token: a message owed as its answer keeps it, so
    /// that after a crash the outbox finds the answer already given
    /// instead of posting it twice. `None` from the console.
    pub token: Option<String>,
    /// The command, click or typing asked for.
    pub action: Action,
    /// Where a slow answer reports its progress.
    pub progress: Progress,
    /// The asker's language (Discord's `locale`): what answers only they
    /// see are in.
    pub lang: Lang,
    /// The language of what is posted here for all: the server's
    /// (`guild_locale`); in a DM or group DM, the asker's.
    pub place_lang: Lang,
}

impl Request {
    /// Where its public answers go: the game's thread it was made in,
    /// else its channel.
    pub fn room(&self) -> ChannelId {
        self.threads.game.unwrap_or(self.channel)
    }
}
