//! An option of a slash command is named once, as a typed handle
//! ([`Opt`]) that a subcommand's declaration turns into its `OptionSpec`
//! and that its parser reads the value through: its name is never written
//! twice, and its value comes out as its kind's type. The handles live
//! beside the declarations that use them (`command/`); the few read below
//! the commands too, while a move is typed, are here.

use std::marker::PhantomData;

use zertz_data::RoleId;

use crate::app::interface::choices::pick;
use crate::app::interface::refusal::{Answer, Offer};
use crate::app::interface::request::{Given, Upload, User, Value};
use crate::app::interface::spec::{opt, OptionKind, OptionSpec};
use crate::app::interface::target::MoveTarget;

/// What an option takes, and how its value reads.
pub trait Kind {
    /// How Discord shows it.
    const KIND: OptionKind;
    /// The value read.
    type Out<'a>;
    /// The value, if it is one of this kind.
    fn read(value: &Value) -> Option<Self::Out<'_>>;
}

/// Text, trimmed; empty text counts as not given.
pub struct Text;
/// A whole number (also when typed as text).
pub struct Int;
/// A member.
pub struct Member;
/// An attached file.
pub struct File;
/// True or false; false unless said.
pub struct Flag;
/// A role of the server.
pub struct Role;

impl Kind for Text {
    const KIND: OptionKind = OptionKind::Text;
    type Out<'a> = &'a str;
    fn read(value: &Value) -> Option<&str> {
        match value {
            Value::Text(t) if !t.trim().is_empty() => Some(t.trim()),
            _ => None,
        }
    }
}

impl Kind for Int {
    const KIND: OptionKind = OptionKind::Int;
    type Out<'a> = i64;
    fn read(value: &Value) -> Option<i64> {
        match value {
            Value::Int(i) => Some(*i),
            Value::Text(t) => t.trim().parse().ok(),
            Value::User(_) | Value::File(_) => None,
        }
    }
}

impl Kind for Member {
    const KIND: OptionKind = OptionKind::User;
    type Out<'a> = &'a User;
    fn read(value: &Value) -> Option<&User> {
        match value {
            Value::User(u) => Some(u),
            _ => None,
        }
    }
}

impl Kind for File {
    const KIND: OptionKind = OptionKind::File;
    type Out<'a> = &'a Upload;
    fn read(value: &Value) -> Option<&Upload> {
        match value {
            Value::File(f) => Some(f),
            _ => None,
        }
    }
}

impl Kind for Flag {
    const KIND: OptionKind = OptionKind::Bool;
    type Out<'a> = bool;
    fn read(value: &Value) -> Option<bool> {
        Text::read(value).map(|t| t.eq_ignore_ascii_case("true") || t.eq_ignore_ascii_case("yes"))
    }
}

impl Kind for Role {
    const KIND: OptionKind = OptionKind::Role;
    type Out<'a> = RoleId;
    fn read(value: &Value) -> Option<RoleId> {
        Int::read(value).and_then(|r| u64::try_from(r).ok()).map(RoleId)
    }
}

/// An option of kind `K`, by its name.
pub struct Opt<K> {
    /// The name Discord shows and sends.
    pub name: &'static str,
    kind: PhantomData<K>,
}

impl<K: Kind> Opt<K> {
    pub(in crate::app) const fn named(name: &'static str) -> Opt<K> {
        Opt {
            name,
            kind: PhantomData,
        }
    }

    /// Its declaration in a subcommand, described there as `description`.
    pub fn spec(&self, description: &'static str) -> OptionSpec {
        opt(self.name, description, K::KIND)
    }

    /// Its value among those `given`, if given and of its kind.
    pub fn read<'a>(&self, given: &'a dyn Given) -> Option<K::Out<'a>> {
        given.value(self.name).and_then(K::read)
    }
}

impl Opt<Flag> {
    /// Whether it was said true.
    pub fn is_set(&self, given: &dyn Given) -> bool {
        self.read(given).unwrap_or(false)
    }
}

/// Where a move goes: a game, the puzzle or the practice.
pub const TO: Opt<Text> = Opt::named("to");
/// A placed marble's colour.
pub const COLOUR: Opt<Text> = Opt::named("colour");
/// The ring placed on.
pub const AT: Opt<Text> = Opt::named("at");

/// The `to` option of a move: the game, the puzzle or the practice, if said.
pub(in crate::app) fn target(o: &dyn Given) -> Answer<Option<MoveTarget>> {
    match TO.read(o) {
        None => Ok(None),
        Some(t) => pick(Offer::Target, t).map(Some),
    }
}
