//! The root's own parts, which route to the features (`impl Core`): the
//! commands, declared once each and dispatched; the background duties;
//! and, at start, the pictures of an older version's waiting messages.

pub(in crate::app) mod board;
pub(in crate::app) mod command;
pub(in crate::app) mod duties;
pub(in crate::app) mod upgrade;
