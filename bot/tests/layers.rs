//! The app's modules form layers, in the order the table below gives.
//! The app is folders by role, top first: `routing` (the root's own
//! parts), `features`, `outbox`, `services`, `interface` and `text`; each
//! module of a folder (`features::play`), and the outbox as a whole, is a
//! unit that uses only the units the table names for it, all listed after
//! it, and only the root's own parts use the root (`app/mod.rs`), which
//! wires and routes to them all. Read from whole files, outside comments
//! and tests: every `super::…` and `crate::app::…` path names the module
//! it reaches. Inside a unit, the modules of one folder must not use
//! each other in a circle.
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The modules that are the root's own parts: they route requests and
/// duties to the components (`impl Core`), or, at start, the outbox's
/// older messages, so they may use the root.
const ROOT_PARTS: &[&str] = &[
    "routing::board",
    "routing::command",
    "routing::duties",
    "routing::upgrade",
];

/// Each unit of `app/` and the ones it may use, top first: each uses
/// only units listed after it.
#[rustfmt::skip]
const ALLOWED: &[(&str, &[&str])] = &[
    ("routing::command", &["features::lessons", "features::play", "features::tournament", "interface::choices", "interface::limits", "interface::options", "interface::refusal", "interface::reply", "interface::request", "interface::spec", "interface::target", "text::lang"]),
    ("routing::duties", &[]),
    ("routing::board", &["features::board", "features::play", "interface::choices", "interface::refusal", "interface::reply", "interface::request", "interface::target", "services::clock", "text::lang"]),
    ("features::board", &["interface::refusal", "interface::request", "services::compose", "services::players", "services::stored_analysis", "text::lang"]),
    ("routing::upgrade", &["interface::refusal", "interface::reply", "outbox", "text::lang"]),
    ("features::challenges", &["features::computer", "interface::button", "interface::choices", "interface::refusal", "interface::reply", "interface::request", "outbox", "services::chat_language", "services::compose", "services::which_game", "text::lang", "text::marks", "text::words"]),
    ("features::picker", &["interface::button", "interface::limits", "interface::refusal", "interface::reply", "interface::request", "interface::target", "services::open_board", "services::pictures", "services::players", "text::lang", "text::words"]),
    ("features::completion", &["interface::choices", "interface::options", "interface::reply", "interface::request", "interface::spec", "services::open_board", "services::players", "services::which_game", "text::lang"]),
    ("features::analysis", &["interface::button", "interface::refusal", "interface::reply", "interface::request", "outbox", "services::bounded", "services::chat_language", "services::claims", "services::clock", "services::compose", "services::pictures", "services::players", "services::stored_analysis", "services::which_game", "text::lang", "text::words"]),
    ("features::listings", &["features::lessons", "interface::button", "interface::choices", "interface::refusal", "interface::reply", "interface::request", "services::chat_language", "services::clock", "services::compose", "services::pairing", "services::pictures", "services::players", "services::which_game", "text::lang", "text::marks", "text::words"]),
    ("features::lessons", &["features::computer", "interface::button", "interface::refusal", "interface::reply", "interface::request", "interface::target", "services::bounded", "services::open_board", "services::pictures", "services::players", "text::lang", "text::words"]),
    ("features::computer", &["interface::refusal", "interface::reply", "interface::request", "outbox", "services::bounded", "services::claims", "services::clock", "services::compose", "services::players", "services::record", "text::lang", "text::marks"]),
    ("features::play", &["interface::button", "interface::refusal", "interface::reply", "interface::request", "interface::target", "outbox", "services::chat_language", "services::clock", "services::compose", "services::open_board", "services::pictures", "services::players", "services::record", "services::which_game", "text::lang", "text::marks"]),
    ("features::puzzles", &["interface::button", "interface::refusal", "interface::reply", "interface::request", "interface::target", "outbox", "services::chat_language", "services::compose", "services::open_board", "services::pictures", "services::puzzle_book", "text::lang", "text::marks"]),
    ("features::tournament", &["interface::button", "interface::choices", "interface::refusal", "interface::reply", "interface::request", "outbox", "services::chat_language", "services::claims", "services::compose", "services::pairing", "services::players", "text::lang", "text::marks", "text::words"]),
    ("features::practice", &["interface::button", "interface::refusal", "interface::reply", "interface::request", "interface::target", "services::bounded", "services::compose", "services::open_board", "services::pictures", "services::players", "services::stored_analysis", "services::which_game", "text::lang", "text::marks"]),
    ("outbox", &["interface::reply", "interface::request", "services::chat_language", "services::claims", "services::compose", "services::pictures", "text::lang", "text::marks"]),
    ("services::game_card", &["interface::reply", "services::clock", "services::compose", "text::lang", "text::marks", "text::words"]),
    ("services::chat_language", &["interface::refusal", "interface::reply", "interface::request", "text::lang"]),
    ("services::pictures", &["interface::refusal", "interface::reply", "interface::request", "services::bounded", "services::compose", "services::players", "services::puzzle_book", "text::lang"]),
    ("services::record", &["interface::reply", "interface::request", "services::clock", "services::compose"]),
    ("services::compose", &["interface::button", "interface::reply", "interface::request", "services::clock", "services::players", "text::lang", "text::marks", "text::words"]),
    ("services::players", &["interface::request"]),
    ("services::which_game", &["interface::refusal", "interface::request", "interface::target", "services::open_board"]),
    ("services::open_board", &["interface::button", "interface::refusal", "interface::reply", "interface::request", "interface::target"]),
    ("services::bounded", &["interface::refusal"]),
    ("services::claims", &["services::clock"]),
    ("services::permissions", &["interface::request", "text::lang"]),
    ("services::clock", &["text::lang", "text::marks"]),
    ("services::pairing", &[]),
    ("services::puzzle_book", &["text::lang"]),
    ("services::stored_analysis", &[]),
    ("interface::options", &["interface::choices", "interface::refusal", "interface::request", "interface::spec", "interface::target"]),
    ("interface::limits", &[]),
    ("interface::reply", &["interface::button", "interface::refusal", "text::lang"]),
    ("interface::button", &["interface::choices", "interface::target"]),
    ("interface::spec", &["interface::choices", "interface::refusal", "interface::request", "text::lang"]),
    ("interface::choices", &["interface::refusal", "interface::target", "text::lang", "text::words"]),
    ("interface::refusal", &["interface::request", "interface::target", "text::lang", "text::marks", "text::words"]),
    ("interface::request", &["text::lang"]),
    ("interface::target", &[]),
    ("text::words", &["text::lang"]),
    ("text::lang", &[]),
    ("text::marks", &[]),
];

/// The folders of `app/` by role; each of their modules is a unit.
const FOLDERS: &[&str] = &["routing", "features", "services", "interface", "text"];

/// The unit `module` belongs to: a folder's module (`features::play`),
/// or the outbox; `None` for the root and the folders themselves.
fn unit(module: &[String]) -> Option<String> {
    match module {
        [] => None,
        [folder] if FOLDERS.contains(&folder.as_str()) => None,
        [folder, name, ..] if FOLDERS.contains(&folder.as_str()) => Some(format!("{folder}::{name}")),
        [top, ..] => Some(top.clone()),
    }
}

/// Every `.rs` file under `dir`, with its module path below `app`.
fn modules(dir: &Path, path: &[String], out: &mut BTreeMap<Vec<String>, PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let file = entry.unwrap().path();
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        if file.is_dir() {
            let mut inner = path.to_vec();
            inner.push(name);
            modules(&file, &inner, out);
        } else if file.extension().is_some_and(|e| e == "rs") {
            let mut module = path.to_vec();
            if name != "mod" {
                module.push(name);
            }
            out.insert(module, file);
        }
    }
}

/// The module `reference` (such as `super::super::outbox::Sent`) names
/// from module `from`, if it is one of `known`.
fn target(from: &[String], reference: &str, known: &BTreeMap<Vec<String>, PathBuf>) -> Option<Vec<String>> {
    let mut base = from.to_vec();
    let mut segments: Vec<&str> = reference.split("::").collect();
    if segments.first() == Some(&"crate") {
        base.clear();
        segments.drain(..2.min(segments.len()));
    } else {
        while segments.first() == Some(&"super") {
            base.pop();
            segments.remove(0);
        }
    }
    (0..=segments.len()).rev().find_map(|k| {
        let mut candidate = base.clone();
        candidate.extend(segments[..k].iter().map(|s| s.to_string()));
        known.contains_key(&candidate).then_some(candidate)
    })
}

/// `text` without the items marked `#[cfg(test)]` (a module of tests,
/// braced or in a file of its own): the whole file else, code after its
/// tests too.
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        // The item ends at its `;`, or with the brace that closes its body.
        let (semi, open) = (item.find(';'), item.find('{'));
        let end = match (semi, open) {
            (Some(semi), Some(open)) if semi < open => semi + 1,
            (_, Some(open)) => {
                let mut depth = 0usize;
                let mut end = item.len();
                for (i, c) in item[open..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = open + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (Some(semi), None) => semi + 1,
            (None, None) => item.len(),
        };
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The circles among the modules of one folder inside a unit (between
/// units, the table forbids them): for each folder, its modules (each
/// with all the modules below it) and the uses between them must run one
/// way. Each circle comes as "a → b → a".
fn circles(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<String> {
    // The edges between siblings: module `from` (or one below it) uses
    // sibling `to` (or one below it).
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (user, used) in graph {
        for target in used {
            let common = user.iter().zip(target).take_while(|(a, b)| a == b).count();
            if unit(user) == unit(target) && common >= 1 && common < user.len() && common < target.len() {
                let from = user[..=common].to_vec();
                let to = target[..=common].to_vec();
                edges.entry(from).or_default().insert(to);
            }
        }
    }
    let mut found = BTreeSet::new();
    for start in edges.keys() {
        // Every path from `start` back to it, shortest first by search.
        let mut stack = vec![vec![start.clone()]];
        while let Some(path) = stack.pop() {
            let last = path.last().unwrap();
            for next in edges.get(last).into_iter().flatten() {
                if next == start {
                    let mut circle: Vec<String> = path.iter().map(|m| m.join("::")).collect();
                    // The same circle from its smallest module, once.
                    let smallest = (0..circle.len()).min_by_key(|&i| circle[i].clone()).unwrap();
                    circle.rotate_left(smallest);
                    let first = circle[0].clone();
                    circle.push(first);
                    found.insert(circle.join(" → "));
                } else if !path.contains(next) && path.len() < 8 {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push(longer);
                }
            }
        }
    }
    found.into_iter().collect()
}

/// The modules each module's source uses, outside its tests.
fn uses(known: &BTreeMap<Vec<String>, PathBuf>) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    let mut graph = BTreeMap::new();
    for (module, file) in known {
        let text = std::fs::read_to_string(file).unwrap();
        let code: String = without_tests(&text)
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let mut used = BTreeSet::new();
        for (at, _) in code.match_indices("super::").chain(code.match_indices("crate::app::")) {
            if at > 0 && code[..at].ends_with(word) {
                continue;
            }
            let path: String = code[at..].chars().take_while(|&c| word(c) || c == '{').collect();
            // `super::{a, b::c}`: each item of the group.
            let (head, group) = match path.split_once('{') {
                Some((head, _)) => {
                    let rest = &code[at + head.len() + 1..];
                    let inside = &rest[..rest.find('}').unwrap_or(0)];
                    (
                        head.to_string(),
                        inside.split(',').map(|s| s.trim().to_string()).collect(),
                    )
                }
                None => (path.clone(), vec![String::new()]),
            };
            for item in group {
                let full = format!("{head}{item}");
                if let Some(t) = target(module, full.trim_end_matches("::"), known) {
                    if &t != module {
                        used.insert(t);
                    }
                }
            }
        }
        graph.insert(module.clone(), used);
    }
    graph
}

/// The uses under `root` that the table does not allow, as
/// "user → used" lines, and the table's edges that nothing uses.
fn check(root: &Path) -> (Vec<String>, Vec<String>) {
    let mut known = BTreeMap::new();
    modules(root, &[], &mut known);
    assert!(known.len() > 30, "{} modules under {}", known.len(), root.display());
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let mut used = BTreeSet::new();
    let mut wrong = Vec::new();
    for (module, targets) in uses(&known) {
        let Some(top) = unit(&module) else {
            continue; // The root routes to everything.
        };
        for t in targets {
            let Some(to) = unit(&t) else {
                if t.is_empty() && !ROOT_PARTS.contains(&top.as_str()) {
                    wrong.push(format!(
                        "{} → the root (import from where it is defined)",
                        module.join("::")
                    ));
                }
                continue;
            };
            if to == top {
                continue;
            }
            if allowed.get(top.as_str()).is_some_and(|a| a.contains(&to.as_str())) {
                used.insert((top.clone(), to.clone()));
            } else {
                wrong.push(format!("{} → {}", module.join("::"), t.join("::")));
            }
        }
    }
    let graph = uses(&known);
    wrong.extend(circles(&graph).into_iter().map(|c| format!("a circle: {c}")));
    let unused = ALLOWED
        .iter()
        .flat_map(|(from, to)| to.iter().map(move |t| (from.to_string(), t.to_string())))
        .filter(|edge| !used.contains(edge))
        .map(|(from, to)| format!("{from} → {to}"))
        .collect();
    (wrong, unused)
}

fn app_sources() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app")
}

#[test]
fn every_use_between_the_apps_modules_is_an_allowed_edge() {
    let (wrong, unused) = check(&app_sources());
    assert!(wrong.is_empty(), "uses the table does not allow:\n{}", wrong.join("\n"));
    assert!(
        unused.is_empty(),
        "edges in the table that nothing uses:\n{}",
        unused.join("\n")
    );
}

/// The table is an order: every module is listed once, and each uses only
/// modules listed after it, so no allowed edge runs back up.
#[test]
fn the_table_runs_one_way() {
    let names: Vec<&str> = ALLOWED.iter().map(|(m, _)| *m).collect();
    let unique: BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(unique.len(), names.len(), "a module listed twice");
    for (at, (module, uses)) in ALLOWED.iter().enumerate() {
        for used in *uses {
            let below = names.iter().position(|n| n == used);
            assert!(below.is_some_and(|b| b > at), "{module} → {used} runs up the table");
        }
    }
    let mut on_disk = BTreeMap::new();
    modules(&app_sources(), &[], &mut on_disk);
    let units: BTreeSet<String> = on_disk.keys().filter_map(|m| unit(m)).collect();
    let unique: BTreeSet<String> = unique.into_iter().map(str::to_string).collect();
    assert_eq!(units, unique, "the table lists exactly the app's units");
}

/// The test sees a use that runs back up: the players' module planted with
/// a use of play above it, one module reaching a re-export of the root,
/// and a circle inside the picker, each fail it with the edge named.
#[test]
fn a_planted_back_edge_is_found() {
    let copy = tempfile::tempdir().unwrap();
    let mut files = BTreeMap::new();
    modules(&app_sources(), &[], &mut files);
    for file in files.values() {
        let to = copy.path().join(file.strip_prefix(app_sources()).unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(file, &to).unwrap();
    }
    assert!(check(copy.path()).0.is_empty(), "the copy passes as the sources do");

    let players = copy.path().join("services/players.rs");
    let text = std::fs::read_to_string(&players).unwrap();
    std::fs::write(&players, format!("use crate::app::features::play::Play;\n{text}")).unwrap();
    let words = copy.path().join("text/words.rs");
    let text = std::fs::read_to_string(&words).unwrap();
    std::fs::write(&words, format!("use crate::app::Core;\n{text}")).unwrap();

    // A circle inside a folder, planted after a module's tests: the
    // picker's steps use its display, which uses them.
    let steps = copy.path().join("features/picker/steps.rs");
    let text = std::fs::read_to_string(&steps).unwrap();
    std::fs::write(&steps, format!("{text}\nuse super::show::Picking;\n")).unwrap();

    let (wrong, _) = check(copy.path());
    assert_eq!(
        wrong,
        [
            "services::players → features::play",
            "text::words → the root (import from where it is defined)",
            "a circle: features::picker::show → features::picker::steps → features::picker::show",
        ],
        "the planted uses and the circle are found, and nothing else"
    );
}
