//! Watches the gateway's shards for the operator: whether each shard this
//! process runs is connected, as `/readyz` and `zertz_gateway_connected`
//! say. serenity tells no event when a shard drops and waits to come back
//! (its runner just ends), so its shard manager is looked at instead.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ConnectionStage, ShardManager};

use crate::metrics::metrics;

/// How often the shards are looked at.
const EVERY: Duration = Duration::from_millis(500);

/// Notes each shard's connection, forever. A shard seen once and now gone
/// from the manager (restarting, or waiting to) counts as not connected.
pub(super) async fn watch(manager: Arc<ShardManager>) {
    let mut every = tokio::time::interval(EVERY);
    let mut seen = BTreeSet::new();
    loop {
        every.tick().await;
        let runners = manager.runners.lock().await;
        seen.extend(runners.keys().map(|id| id.0));
        for &shard in &seen {
            let up = runners
                .get(&serenity::all::ShardId(shard))
                .is_some_and(|r| r.stage == ConnectionStage::Connected);
            metrics().gateway_stage(shard, up);
        }
    }
}
