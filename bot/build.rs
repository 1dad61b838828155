//! Generates `Msg`, the bot's messages as a type, from `locales/en.ftl`:
//! one variant a message (its comment the variant's documentation), its
//! Fluent id, and the placeables its English words use, so that a
//! message the file lacks, or a `say!` naming other placeables than the
//! file's, does not compile. Then builds the Activity's web client
//! (`build_activity.rs`).

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::PathBuf;

use fluent_syntax::ast;

#[path = "src/app/text/lang/placeables.rs"]
mod placeables;

#[path = "build_activity.rs"]
mod activity;

fn main() {
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let source_path = dir.join("locales/en.ftl");
    println!("cargo:rerun-if-changed=locales/en.ftl");
    let source = match std::fs::read_to_string(&source_path) {
        Ok(s) => s,
        Err(e) => fail(&format!("{}: {e}", source_path.display())),
    };
    let resource = match fluent_syntax::parser::parse(source.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => fail(&format!("locales/en.ftl does not parse: {errors:?}")),
    };
    let mut messages = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => messages.push(m),
            ast::Entry::Junk { content } => fail(&format!("locales/en.ftl: not a message: {content}")),
            _ => {}
        }
    }
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    let out = out_dir.join("messages.rs");
    if let Err(e) = std::fs::write(&out, generate(&messages)) {
        fail(&format!("{}: {e}", out.display()));
    }
    if let Err(e) = activity::build(&dir, &out_dir) {
        fail(&format!("building the Activity's client: {e}"));
    }
}

fn fail(why: &str) -> ! {
    eprintln!("{why}");
    std::process::exit(1)
}

/// The Rust name of a Fluent id: `no-such-game` is `NoSuchGame`.
fn variant(id: &str) -> String {
    id.split('-')
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn generate(messages: &[&ast::Message<&str>]) -> String {
    let mut code = String::from(
        "/// A message of `bot/locales/en.ftl`, by its Fluent id (generated from\n\
         /// that file by `build.rs`).\n\
         #[derive(Copy, Clone, Debug, PartialEq, Eq)]\n\
         pub enum Msg {\n",
    );
    for m in messages {
        if let Some(comment) = &m.comment {
            for line in &comment.content {
                let _ = writeln!(code, "    /// {line}");
            }
        }
        let _ = writeln!(code, "    {},", variant(m.id.name));
    }
    code.push_str(
        "}\n\nimpl Msg {\n    /// Its Fluent id.\n    pub const fn id(self) -> &'static str {\n        match self {\n",
    );
    for m in messages {
        let _ = writeln!(code, "            Msg::{} => {:?},", variant(m.id.name), m.id.name);
    }
    code.push_str(
        "        }\n    }\n\n    /// The placeables its English words use, in variants and selectors\n    \
         /// too: exactly what a `say!` of it must name.\n    \
         pub const fn args(self) -> &'static [&'static str] {\n        match self {\n",
    );
    for m in messages {
        let mut names = BTreeSet::new();
        if let Some(value) = &m.value {
            placeables::variables(value, true, &mut names);
        }
        let names: Vec<&str> = names.into_iter().collect();
        let _ = writeln!(code, "            Msg::{} => &{:?},", variant(m.id.name), names);
    }
    code.push_str("        }\n    }\n}\n\n/// Every message, in the file's order.\n#[cfg_attr(not(test), allow(dead_code))]\npub const ALL: &[Msg] = &[\n");
    for m in messages {
        let _ = writeln!(code, "    Msg::{},", variant(m.id.name));
    }
    code.push_str("];\n");
    code
}
