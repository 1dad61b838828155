//! The ZÈRTZ Discord bot: a Discord-free core, the serenity layer, and a
//! console that plays in the terminal.

pub mod activity;
pub mod app;
pub mod config;
pub mod discord;
pub mod local;
pub mod metrics;
pub mod shards;
