//! The help: every command on one message, in the reader's language.

use super::{subcommands, Command, CONTEXT_CHALLENGE};
use crate::app::interface::spec::{field_in, SubcommandSpec, COMMANDS, CONTEXT_FIELD};
use crate::app::text::lang::{say, Lang, Msg};

/// The commands, for `/zertz help`, as `lang`'s Discord client shows
/// them: each subcommand of `/zertz` on a line of its own with its
/// options, the other commands' subcommands on one line each, to keep
/// within a message.
pub fn help_text(lang: Lang) -> String {
    let mut s = say!(lang, Msg::HelpTitle);
    s.push('\n');
    for command in COMMANDS {
        let shown_name = field_in(lang, &[command.name], "name", command.name);
        let subs: Vec<&SubcommandSpec<Command>> = subcommands().iter().filter(|c| c.path().0 == command.name).collect();
        // A subcommand's own name, as shown.
        let sub_name = |c: &SubcommandSpec<Command>| c.path().1.map(|own| field_in(lang, &[c.name], "name", own));
        if command.name == COMMANDS[0].name {
            for c in subs {
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
                let name = sub_name(c).unwrap_or_default();
                s.push_str(&format!("`/{shown_name} {name} {}` — {description}\n", opts.join(" ")));
            }
            continue;
        }
        let names: Vec<String> = subs.iter().filter_map(|c| sub_name(c)).collect();
        let shown = if names.is_empty() {
            format!("/{shown_name}")
        } else {
            format!("/{shown_name} {}", names.join("|"))
        };
        let description = field_in(lang, &[command.name], "description", command.description);
        s.push_str(&format!("`{shown}` — {description}\n"));
    }
    let context = field_in(lang, &[CONTEXT_FIELD], "name", CONTEXT_CHALLENGE);
    s.push_str(&say!(lang, Msg::HelpFooter, context = context));
    s
}
