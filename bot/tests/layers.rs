//! The core's modules form layers: no module uses another that uses it
//! back, directly or round a longer loop. Read from the sources: every
//! `super::…` path (and `crate::core::…`) names the module it reaches.
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, with its module path below `core`.
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

/// The module `reference` (such as `super::super::delivery::Owed`) names
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
    (1..=segments.len()).rev().find_map(|k| {
        let mut candidate = base.clone();
        candidate.extend(segments[..k].iter().map(|s| s.to_string()));
        known.contains_key(&candidate).then_some(candidate)
    })
}

/// What each module uses, from its source outside its tests.
fn uses(known: &BTreeMap<Vec<String>, PathBuf>) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    let mut graph = BTreeMap::new();
    for (module, file) in known {
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let mut used = BTreeSet::new();
        for (at, _) in code.match_indices("super::").chain(code.match_indices("crate::core::")) {
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
                    if &t != module && !t.is_empty() {
                        used.insert(t);
                    }
                }
            }
        }
        graph.insert(module.clone(), used);
    }
    graph
}

#[test]
fn no_module_of_the_core_uses_one_that_uses_it_back() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut known = BTreeMap::new();
    modules(&root, &[], &mut known);
    assert!(known.len() > 30, "{} modules", known.len());
    let graph = uses(&known);
    assert!(
        graph[&vec!["game".to_string()]].contains(&vec!["delivery".to_string()]),
        "the reading finds that games use delivery"
    );
    // A module that reaches itself again is in a loop.
    for start in graph.keys() {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<&Vec<String>> = graph[start].iter().collect();
        while let Some(m) = stack.pop() {
            assert_ne!(
                m,
                start,
                "core::{} is in a loop of modules using each other",
                start.join("::")
            );
            if seen.insert(m) {
                stack.extend(graph.get(m).into_iter().flatten());
            }
        }
    }
}
