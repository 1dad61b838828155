//! Every message the bot says, as a type: [`Msg`], generated from
//! `bot/locales/en.ftl` by `build.rs`, with each message's placeables.

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// Stops the build when a `say!` names other placeables than its
/// message's English words use (called in a constant, so a mismatch is
/// a compile error at the call).
pub(crate) const fn check_args(msg: Msg, given: &[&str]) {
    let wanted = msg.args();
    assert!(
        all_in(given, wanted),
        "a `say!` names a placeable its message does not use in en.ftl"
    );
    assert!(
        all_in(wanted, given),
        "a `say!` leaves out a placeable its message uses in en.ftl"
    );
}

/// Whether every name of `names` is in `among`.
const fn all_in(names: &[&str], among: &[&str]) -> bool {
    let mut i = 0;
    while i < names.len() {
        let mut found = false;
        let mut j = 0;
        while j < among.len() {
            if same(names[i], among[j]) {
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The check for a message chosen as the program runs, in debug builds:
/// every placeable it uses must be named (one of several messages may
/// leave out some of the names given), or the tests that reach it fail.
pub(crate) fn debug_check_args(msg: Msg, given: &[&str]) {
    debug_assert!(
        all_in(msg.args(), given),
        "say!({}) names {given:?}; en.ftl uses {:?}",
        msg.id(),
        msg.args()
    );
}
