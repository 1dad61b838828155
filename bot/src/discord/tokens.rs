//! Interaction tokens: which the bot answers. Discord's are URL-safe; a
//! forged event's may not be, and its answer's path would not be
//! Discord's.

use serenity::all::Interaction;

/// The interaction's token, for the kinds the bot answers.
pub(super) fn token_of(interaction: &Interaction) -> Option<&str> {
    match interaction {
        Interaction::Command(c) | Interaction::Autocomplete(c) => Some(&c.token),
        Interaction::Component(c) => Some(&c.token),
        _ => None,
    }
}

/// The longest interaction token Discord's API takes in a path.
const MAX_TOKEN: usize = 152_133;

/// Whether `token` can stand in an answer's path: not empty, not too
/// long, and only the URL-safe characters Discord's tokens are made of.
pub(super) fn answerable(token: &str) -> bool {
    !token.is_empty()
        && token.len() <= MAX_TOKEN
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

#[cfg(test)]
mod tests {
    use super::answerable;

    #[test]
    fn only_tokens_that_fit_a_path_are_answered() {
        assert!(answerable("aW50ZXJhY3Rpb246MTIz.abc_DEF-9"));
        assert!(!answerable(""));
        assert!(!answerable("a/b"));
        assert!(!answerable("a b"));
        assert!(!answerable(&"a".repeat(super::MAX_TOKEN + 1)));
    }
}
