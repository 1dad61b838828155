//! The features: what people do with the bot, one component each, each
//! owning its state and using only the outbox, the shared services, the
//! interface's types and the texts below it (and, where the table in
//! `tests/layers.rs` says so, a feature listed after it).

pub(in crate::app) mod analysis;
pub(in crate::app) mod board;
pub(in crate::app) mod challenges;
pub(in crate::app) mod completion;
pub(in crate::app) mod computer;
pub(in crate::app) mod lessons;
pub(in crate::app) mod listings;
pub(in crate::app) mod picker;
pub(in crate::app) mod play;
pub(in crate::app) mod practice;
pub(in crate::app) mod puzzles;
pub(in crate::app) mod tournament;
