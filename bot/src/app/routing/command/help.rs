//! The help: every command on one message, in the reader's language.

use super::{subcommands, Command, CONTEXT_CHALLENGE};
use crate::app::interface::reply::{colours, Card, Reply};
use crate::app::interface::spec::{field_in, SubcommandSpec, COMMANDS, CONTEXT_FIELD};
use crate::app::text::lang::{commands, say, Lang, Msg};

/// The commands, for `/zertz help`, each named as `lang`'s Discord client
/// shows it (a mention it opens on a click): each subcommand of `/zertz`
/// on a line of its own with its options, the other commands'
/// subcommands on one line each, to keep within a message.
pub fn help_text(lang: Lang) -> String {
    let mut s = say!(lang, Msg::HelpTitle);
    s.push('\n');
    for command in COMMANDS {
        if command.name == COMMANDS[0].name {
            for c in subcommands_of(command.name) {
                let opts: Vec<String> = c
                    .options
                    .iter()
                    .map(|o| {
                        let name = field_in(lang, &[c.name, o.name], "name", o.name);
                        if o.required {
                            name
                        } else {
                            format!("[{name}]")
                        }
                    })
                    .collect();
                let description = field_in(lang, &[c.name], "description", c.description);
                let options = match opts.is_empty() {
                    true => String::new(),
                    false => format!(" `{}`", opts.join(" ")),
                };
                s.push_str(&format!(
                    "{}{options} — {description}\n",
                    commands::command(lang, c.name)
                ));
            }
            continue;
        }
        let description = field_in(lang, &[command.name], "description", command.description);
        s.push_str(&format!("{} — {description}\n", mentions(lang, command.name)));
    }
    s.push_str(&footer(lang));
    s
}

/// The help as its private answer: a card, whose room (an embed's) the
/// commands' mentions need; where no card may be shown, each command's
/// mentions alone, which fit a message.
pub(super) fn help(lang: Lang, can_embed: bool) -> Reply {
    if !can_embed {
        return Reply::private(help_compact(lang));
    }
    let mut reply = Reply::private(help_text(lang));
    reply.card = Some(Card {
        title: say!(lang, Msg::HelpCard),
        colour: colours::DONE,
        ..Card::default()
    });
    reply
}

/// The help without descriptions: every command's mention, a line for
/// each top-level command.
pub fn help_compact(lang: Lang) -> String {
    let mut s = format!("**{}** · {}\n", say!(lang, Msg::HelpCard), say!(lang, Msg::HelpTitle));
    for command in COMMANDS {
        s.push_str(&mentions(lang, command.name));
        s.push('\n');
    }
    s.push_str(&footer(lang));
    s
}

/// The subcommands of the top-level command `name`.
fn subcommands_of(name: &str) -> impl Iterator<Item = &'static SubcommandSpec<Command>> + '_ {
    subcommands().iter().filter(move |c| c.path().0 == name)
}

/// The top-level command `name` as mentions: its own, or each of its
/// subcommands', joined.
fn mentions(lang: Lang, name: &str) -> String {
    let subs: Vec<String> = subcommands_of(name).map(|c| commands::command(lang, c.name)).collect();
    match subs.is_empty() {
        true => commands::command(lang, name),
        false => subs.join(" · "),
    }
}

/// The help's last line: the context menu, and the Move button.
fn footer(lang: Lang) -> String {
    let context = field_in(lang, &[CONTEXT_FIELD], "name", CONTEXT_CHALLENGE);
    say!(lang, Msg::HelpFooter, context = context)
}
