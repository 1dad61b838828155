//! Play in the terminal as if in a Discord channel: type as any user,
//! click buttons by their label or choose by number (a menu's options
//! and a message's buttons, numbered as shown), see text boards, find
//! PNGs in a folder.
//!
//! ```text
//! alice challenge bob variant=blitz
//! bob accept
//! alice move Wd4,a1
//! bob place grey c3 g1
//! alice board
//! alice click move
//! alice 2
//! lang de
//! ```

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use zertz_data::{ChannelId, GuildId, UserId};

use crate::app;
use crate::app::clock::{self, now_ms};
use crate::app::lang::Lang;
use crate::app::marks::{write_marks, Mark, TimeStyle};
use crate::app::spec::{self, OptionKind};
use crate::app::{Action, ButtonId, Core, Options, Post, Reply, Request, Response, Upload, UploadError, User, Value};

/// A console session.
pub struct Console {
    core: Arc<Core>,
    boards: PathBuf,
    channel: ChannelId,
    names: HashMap<UserId, String>,
    /// Buttons on the messages shown, newest last: (label, id).
    buttons: Vec<(String, ButtonId)>,
    /// The choices of the newest message that offers any, numbered from
    /// 1 as shown: its menus' options, then its buttons.
    numbered: Vec<ButtonId>,
    saved: usize,
    /// The language everyone types in (`lang de`), as a Discord client's.
    lang: Lang,
}

const GUILD: GuildId = GuildId(1);
/// The console's tick: it runs the duties after every line, alone on its
/// database, so its claim of the tick only has to outlast a line.
const TICK: std::time::Duration = std::time::Duration::from_secs(60);
/// The console name of the computer player.
pub const COMPUTER: &str = "bot";

/// A stable id for a console user name.
pub fn user_id(name: &str) -> UserId {
    // FNV-1a: stable across runs, so a saved database keeps its players.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    UserId((h >> 1).max(1))
}

impl Console {
    /// A console writing pictures into `boards`. The computer player is
    /// the user `bot`: `alice challenge bot level=hard`.
    pub fn new(core: Arc<Core>, boards: PathBuf) -> Console {
        core.set_identity(User {
            id: user_id(COMPUTER),
            name: COMPUTER.to_string(),
            bot: true,
        });
        Console {
            core,
            boards,
            channel: ChannelId(1),
            names: HashMap::from([(user_id(COMPUTER), COMPUTER.to_string())]),
            buttons: Vec::new(),
            numbered: Vec::new(),
            saved: 0,
            lang: Lang::En,
        }
    }

    fn user(&mut self, name: &str) -> User {
        let id = user_id(name);
        self.names.insert(id, name.to_string());
        User {
            id,
            name: name.to_string(),
            bot: false,
        }
    }

    /// Reads commands until end of input or `quit`.
    pub async fn run(&mut self, input: impl BufRead, mut out: impl Write) -> std::io::Result<()> {
        self.core.start().await;
        writeln!(
            out,
            "ZÈRTZ console. Type `NAME COMMAND [ARGS]`, for example `alice challenge bob`, then `bob accept`."
        )?;
        writeln!(
            out,
            "`NAME help` lists commands; `channel N` switches channels; `lang de` speaks German ({}); `metrics` shows the operator's figures; `quit` ends. Pictures go to {}.",
            Lang::ALL.map(Lang::tag).join(", "),
            self.boards.display()
        )?;
        for line in input.lines() {
            let line = line?;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == "quit" || line == "exit" {
                break;
            }
            let text = self.line(line).await;
            writeln!(out, "{text}")?;
            // Every background duty due, the computer's move in this line's
            // game included, runs before the next line is read.
            for shown in self.duties().await {
                writeln!(out, "{shown}")?;
            }
        }
        Ok(())
    }

    /// Runs every background duty due now (the computer's move among
    /// them) and returns what each message it owed shows.
    pub async fn duties(&mut self) -> Vec<String> {
        let mut owed = Vec::new();
        for duty in self.core.duties_due().await {
            owed.extend(self.core.run_duty(duty, now_ms(), TICK).await);
        }
        let mut out = Vec::new();
        for post in self.core.outbox().posts(&owed).await {
            out.push(self.show(&post.reply).await);
            self.shown(&post).await;
        }
        out
    }

    /// Runs one console line and returns what to print.
    pub async fn line(&mut self, line: &str) -> String {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words[..] == ["metrics"] {
            // As a scrape of `/metrics` shows them, the database's read now.
            self.core.read_gauges().await;
            return crate::metrics::metrics().encode().trim_end().to_string();
        }
        if let ["channel", n] = words[..] {
            return match n.parse() {
                Ok(c) => {
                    self.channel = ChannelId(c);
                    format!("Now in channel {c}.")
                }
                Err(_) => "channel takes a number".to_string(),
            };
        }
        if let ["lang", tag] = words[..] {
            return match Lang::of_tag(tag) {
                Some(lang) => {
                    self.lang = lang;
                    format!("Now in language {lang}.")
                }
                None => format!("lang takes one of {}", Lang::ALL.map(Lang::tag).join(", ")),
            };
        }
        let [who, command, rest @ ..] = &words[..] else {
            return "Type `NAME COMMAND [ARGS]`, such as `alice challenge bob`.".to_string();
        };
        let user = self.user(who);
        let action = match self.action(command, rest) {
            Ok(a) => a,
            Err(e) => return e,
        };
        let req = Request {
            user,
            guild: Some(GUILD),
            channel: self.channel,
            can_attach: true,
            can_post: true,
            can_embed: true,
            can_manage: true,
            roles: Vec::new(),
            now: now_ms(),
            interaction: None,
            token: None,
            action,
            progress: Default::default(),
            lang: self.lang,
            place_lang: self.lang,
            threads: Default::default(),
            clicked: None,
        };
        let response = self.core.handle(req).await;
        self.render(response).await
    }

    fn action(&mut self, command: &str, args: &[&str]) -> Result<Action, String> {
        // `alice 3`: the third choice of the newest message offering any.
        if let (Ok(n), []) = (command.parse::<usize>(), args) {
            return match n.checked_sub(1).and_then(|i| self.numbered.get(i)) {
                Some(id) => Ok(Action::Button { id: id.to_string() }),
                None => Err(format!("No choice {n} on the newest message that offers choices.")),
            };
        }
        // The shortcuts find their button by what it does, in any language.
        let does = |id: &ButtonId| match command {
            "accept" => matches!(id, ButtonId::Accept(_)),
            "decline" => matches!(id, ButtonId::Decline(_)),
            "cancel" => matches!(id, ButtonId::Cancel(_)),
            "rematch" => matches!(id, ButtonId::Rematch(_)),
            _ => false,
        };
        if args.is_empty() && ["accept", "decline", "cancel", "rematch"].contains(&command) {
            return match self.buttons.iter().rev().find(|(_, id)| does(id)) {
                Some((_, id)) => Ok(Action::Button { id: id.to_string() }),
                None => Err(format!("No {command} button on the messages shown.")),
            };
        }
        let clicked = (command == "click").then(|| args.join(" "));
        if let Some(label) = clicked {
            let label = label.to_lowercase();
            let found = self
                .buttons
                .iter()
                .rev()
                .find(|(l, _)| l.to_lowercase().starts_with(&label));
            return match found {
                Some((_, id)) => Ok(Action::Button { id: id.to_string() }),
                None => Err(format!("No button labelled {label:?} on the messages shown.")),
            };
        }
        let Some((sub, args)) = subcommand(command, args) else {
            return Err(format!("Unknown command {command:?}. Try `NAME help`."));
        };
        let command = sub.name;
        let mut options = Options::default();
        // `to` (game or puzzle) is given by name only, so a move's words
        // all go to its notation.
        let by_position: Vec<&spec::OptionSpec> = sub.options.iter().filter(|o| o.name != app::TO.name).collect();
        let mut positional = by_position.into_iter();
        // Notation may contain spaces: the last text option takes the rest.
        let mut i = 0;
        while i < args.len() {
            let (spec, value) = match args[i].split_once('=') {
                Some((k, v)) => match sub.options.iter().find(|o| o.name == k) {
                    Some(o) => (o, v.to_string()),
                    None => return Err(format!("{command} has no option {k:?}.")),
                },
                None => match positional.next() {
                    Some(o) if o.kind == OptionKind::Text && positional.len() == 0 => {
                        let rest = args[i..].join(" ");
                        i = args.len();
                        options.0.push((o.name.to_string(), Value::Text(rest)));
                        continue;
                    }
                    Some(o) => (o, args[i].to_string()),
                    None => return Err(format!("Too many words for {command}.")),
                },
            };
            let value = match spec.kind {
                OptionKind::Text | OptionKind::Bool => Value::Text(value),
                OptionKind::Int | OptionKind::Role => Value::Int(
                    value
                        .trim_start_matches('#')
                        .parse()
                        .map_err(|_| format!("{} takes a number", spec.name))?,
                ),
                OptionKind::User => Value::User(self.user(value.trim_start_matches('@'))),
                OptionKind::File => Value::File(read_upload(&value)),
            };
            options.0.push((spec.name.to_string(), value));
            i += 1;
        }
        Ok(Action::Command {
            name: command.to_string(),
            options,
        })
    }

    /// The console shows everything at once: what the core owes is said.
    async fn shown(&self, post: &Post) {
        if let Some(id) = post.outbox {
            self.core
                .outbox()
                .report(id, app::Sent::delivered(None, post.reply.shows()), now_ms())
                .await;
        }
    }

    async fn render(&mut self, response: Response) -> String {
        if let (Some(id), Some(reply)) = (response.outbox, &response.reply) {
            self.core
                .outbox()
                .report(id, app::Sent::delivered(None, reply.shows()), now_ms())
                .await;
        }
        let mut out = Vec::new();
        if let Some(update) = &response.update {
            out.push(format!("(message updated) {}", self.show(update).await));
        }
        if let Some(reply) = &response.reply {
            out.push(self.show(reply).await);
        }
        if let Some(choices) = &response.choices {
            out.push(choices.iter().map(|c| c.name.clone()).collect::<Vec<_>>().join("  "));
        }
        out.join("\n")
    }

    async fn show(&mut self, reply: &Reply) -> String {
        let mut text = reply.text.clone();
        // A card's title and fields, as the embed shows them.
        if let Some(card) = &reply.card {
            let fields: Vec<String> = card
                .fields
                .iter()
                .map(|(k, v)| format!("{k}: {}", v.replace("**", "").replace('\n', ", ")))
                .collect();
            text = format!("[{}] {}\n{text}", card.title, fields.join(" | "));
        }
        let mut text = self.unmark(&text);
        if reply.private {
            text = format!("(only you see this) {text}");
        }
        if let Some(game) = reply.board_of {
            if let Some(board) = self.core.text_board(game).await {
                text.push('\n');
                text.push_str(&board);
            }
        }
        for a in &reply.attachments {
            self.saved += 1;
            let path = self.boards.join(format!("{:03}-{}", self.saved, a.name));
            let written = std::fs::create_dir_all(&self.boards).and_then(|_| std::fs::write(&path, &a.bytes));
            match written {
                Ok(()) => text.push_str(&format!("\n[picture: {}]", path.display())),
                Err(e) => text.push_str(&format!("\n[picture not saved: {e}]")),
            }
        }
        if !reply.buttons.is_empty() || !reply.menus.is_empty() {
            text.push_str(&self.choices(reply));
        }
        text
    }

    /// A message's menus and buttons, numbered as `NAME N` picks them.
    fn choices(&mut self, reply: &Reply) -> String {
        self.numbered.clear();
        let mut text = String::new();
        for menu in &reply.menus {
            text.push_str(&format!("\n{}:", menu.placeholder));
            for o in &menu.options {
                self.numbered.push(o.id);
                self.buttons.push((o.label.clone(), o.id));
                text.push_str(&format!(" {}) {}", self.numbered.len(), o.label));
            }
        }
        let mut labels = Vec::new();
        for b in &reply.buttons {
            self.numbered.push(b.id);
            self.buttons.push((b.label.clone(), b.id));
            labels.push(format!("[{}) {}]", self.numbered.len(), b.label));
        }
        if !labels.is_empty() {
            text.push_str(&format!("\n{}", labels.join(" ")));
        }
        text.push_str("  (type `NAME N` to choose, or `NAME click LABEL`)");
        text
    }

    /// `text` with its marks as the console shows them: a person by name,
    /// a channel by number, a moment as a UTC date or from now.
    fn unmark(&self, text: &str) -> String {
        let now = now_ms();
        write_marks(text, |mark| match mark {
            Mark::User(id) => match self.names.get(&id) {
                Some(name) => format!("@{name}"),
                None => format!("@user-{id}"),
            },
            Mark::Channel(id) => format!("#channel-{id}"),
            Mark::Role(id) => format!("@role-{id}"),
            Mark::Time(at, TimeStyle::DateTime) => clock::date_time(at),
            Mark::Time(at, TimeStyle::Relative) => clock::from_now(self.lang, at, now),
        })
    }
}

/// A file named on the console, read as Discord would hand it over: too
/// large a file is not read at all.
fn read_upload(path: &str) -> Upload {
    let name = std::path::Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned());
    let limit = crate::app::MAX_IMPORT_BYTES;
    let content = match std::fs::metadata(path) {
        Ok(m) if m.len() > limit => Err(UploadError::TooLarge { size: m.len(), limit }),
        Ok(_) => std::fs::read(path).map_err(|e| UploadError::Unreachable(e.to_string())),
        Err(e) => Err(UploadError::Unreachable(e.to_string())),
    };
    Upload { name, content }
}

/// The subcommand a console line names, and the words after it: as on
/// Discord (`tournament create`, `puzzle`), or by the subcommand's own
/// name where only one command has it (`move` for `/zertz move`,
/// `analyse` for `/study analyse`).
fn subcommand<'a, 'w>(
    first: &str,
    args: &'a [&'w str],
) -> Option<(&'static spec::SubcommandSpec<crate::app::Command>, &'a [&'w str])> {
    let subs = crate::app::subcommands();
    if let Some((word, rest)) = args.split_first() {
        if let Some(sub) = subs.iter().find(|s| s.path() == (first, Some(*word))) {
            return Some((sub, rest));
        }
    }
    let mut named = subs.iter().filter(|s| s.path().1 == Some(first) || s.name == first);
    match (named.next(), named.next()) {
        (Some(sub), None) => Some((sub, args)),
        _ => None,
    }
}
