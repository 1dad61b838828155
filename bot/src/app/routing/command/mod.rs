//! The subcommands of the slash commands (`/zertz`, `/study`, `/puzzle`,
//! `/tournament`, `/server`), each declared once (`declarations.rs`,
//! the tournaments' in `tournament.rs`): its name, description, options
//! (with their choices, limits and completions) and privacy, which
//! Discord's registration, the console and the help read, beside the
//! function that reads its options into the typed [`Command`], that
//! type, and the dispatch to each command's handler. The options several
//! share are named once in `handles.rs`.

use crate::app::interface::spec::{Completes, SubcommandSpec};
use handles::PICKED;

mod declarations;
mod handles;

pub use declarations::Command;

/// The user context-menu command.
pub const CONTEXT_CHALLENGE: &str = "Challenge to ZÈRTZ";
/// The option under which the context menu's target member is passed.
pub const CONTEXT_TARGET: &str = PICKED.name;
/// The longest move or capture path accepted as typed.
pub const MAX_MOVE_LENGTH: u16 = 100;
/// Whether the answer to `name` is private; the context-menu challenge
/// and unknown names are public.
pub fn is_private(name: &str) -> bool {
    subcommands().iter().any(|s| s.name == name && s.private)
}

/// What option `option` of subcommand `command` completes as it is
/// typed, from its declaration.
pub(in crate::app) fn completes(command: &str, option: &str) -> Option<Completes> {
    let declared = subcommands().iter().find(|s| s.name == command)?;
    declared.options.iter().find(|d| d.name == option)?.completes
}

/// Every subcommand of `/zertz`, built once: each interaction looks here
/// (whether its answer is private).
pub fn subcommands() -> &'static [SubcommandSpec<Command>] {
    static TABLE: std::sync::LazyLock<Vec<SubcommandSpec<Command>>> = std::sync::LazyLock::new(|| {
        // The tournaments' before the closing rules and help.
        let mut all = declarations::declarations();
        all.extend(tournament::declarations());
        all.extend(declarations::closing());
        all
    });
    &TABLE
}

mod help;
pub use help::{help_compact, help_text};
mod tournament;

#[cfg(test)]
mod fits;
#[cfg(test)]
mod localized;
#[cfg(test)]
mod named;
#[cfg(test)]
mod tests;
