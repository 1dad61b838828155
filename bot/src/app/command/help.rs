//! The help: every command on one message.

use super::super::spec::{SubcommandSpec, COMMANDS};
use super::{subcommands, Command};

/// The commands, for `/zertz help`: each subcommand of `/zertz` on a
/// line of its own with its options, the other commands' subcommands on
/// one line each, to keep within a message.
pub fn help_text() -> String {
    let mut s = String::from("**ZÈRTZ commands** · new to the game? Start with **`/learn`**.\n");
    for command in COMMANDS {
        let subs: Vec<&SubcommandSpec<Command>> = subcommands().iter().filter(|c| c.path().0 == command.name).collect();
        if command.name == COMMANDS[0].name {
            for c in subs {
                let opts: Vec<String> = c
                    .options
                    .iter()
                    .map(|o| {
                        if o.required {
                            o.name.to_string()
                        } else {
                            format!("[{}]", o.name)
                        }
                    })
                    .collect();
                s.push_str(&format!("`/{} {}` — {}\n", c.name, opts.join(" "), c.description));
            }
            continue;
        }
        let names: Vec<&str> = subs.iter().filter_map(|c| c.path().1).collect();
        let shown = if names.is_empty() {
            format!("/{}", command.name)
        } else {
            format!("/{} {}", command.name, names.join("|"))
        };
        s.push_str(&format!("`{shown}` — {}\n", command.description));
    }
    s.push_str("Right-click a member → Apps → **Challenge to ZÈRTZ** also works. ");
    s.push_str("On your turn, **Move** under the board picks a move by taps, without notation.");
    s
}
