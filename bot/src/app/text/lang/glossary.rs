//! Each language's glossary (`bot/locales/LANG.glossary.md`): one word per
//! concept of the game, as its rulebook has it, and the words its file
//! never uses for them. A word from the last column anywhere in a file's
//! words fails here.

use fluent_syntax::ast;

use super::tests::{messages, resource};
use super::Lang;

/// `lang`'s glossary.
fn glossary(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../../../locales/en.glossary.md"),
        Lang::De => include_str!("../../../../locales/de.glossary.md"),
        Lang::Fr => include_str!("../../../../locales/fr.glossary.md"),
        Lang::Nl => include_str!("../../../../locales/nl.glossary.md"),
        Lang::Es => include_str!("../../../../locales/es.glossary.md"),
        Lang::It => include_str!("../../../../locales/it.glossary.md"),
    }
}

/// The glossary's table: (concept, word, never), the header left out.
fn rows(text: &str) -> Vec<(String, String, Vec<String>)> {
    text.lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---"))
        .skip(1)
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            let never = cells
                .get(2)
                .map(|c| c.split(", ").filter(|w| !w.is_empty()).map(str::to_string).collect())
                .unwrap_or_default();
            (
                cells.first().copied().unwrap_or_default().to_string(),
                cells.get(1).copied().unwrap_or_default().to_string(),
                never,
            )
        })
        .collect()
}

/// Every text of `pattern`, variants included.
fn texts(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push(value.to_string()),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } => variants.iter().for_each(|v| texts(&v.value, out)),
            ast::PatternElement::Placeable { .. } => {}
        }
    }
}

/// Whether `word` stands in `text` as a word (or words) of its own.
fn has_word(text: &str, word: &str) -> bool {
    let (text, word) = (text.to_lowercase(), word.to_lowercase());
    text.match_indices(&word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The words of `text` that `lang`'s glossary rules out, each said with
/// where it stands (for the course's English, written in the code).
pub(in crate::app) fn ruled_out(lang: Lang, text: &str) -> Vec<String> {
    rows(glossary(lang))
        .into_iter()
        .flat_map(|r| r.2)
        .filter(|w| has_word(text, w))
        .map(|w| format!("{lang}: {w:?} in {text:?}"))
        .collect()
}

#[test]
fn every_language_has_a_glossary_of_the_same_concepts() {
    let english: Vec<String> = rows(glossary(Lang::En)).into_iter().map(|r| r.0).collect();
    assert!(english.len() >= 20, "{english:?}");
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let concepts: Vec<String> = rows(glossary(lang)).into_iter().map(|r| r.0).collect();
        assert_eq!(
            concepts, english,
            "{lang}: the English glossary's concepts, in its order"
        );
        assert!(
            rows(glossary(lang)).iter().all(|r| !r.1.is_empty()),
            "{lang}: a word for each"
        );
    }
}

#[test]
fn no_file_uses_a_word_its_glossary_rules_out() {
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let rules_out = rows(glossary(lang)).into_iter().any(|r| !r.2.is_empty());
        assert!(rules_out, "{lang}: a glossary that rules nothing out");
        let file = resource(lang);
        let mut said = Vec::new();
        for m in messages(&file) {
            if let Some(value) = &m.value {
                texts(value, &mut said);
            }
            for a in &m.attributes {
                texts(&a.value, &mut said);
            }
        }
        for text in &said {
            found.extend(ruled_out(lang, text));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
