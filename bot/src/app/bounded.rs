//! CPU-heavy work (a search, an analysis, a picture) off the async
//! runtime: on a blocking thread, no more at once than a pool allows.

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::refusal::{failed, Answer};
use crate::metrics::{metrics, Work};

/// Runs `job` on a blocking thread once `pool` has a place for it; a job
/// keeps its place until it ends, even when its caller stops waiting (a
/// shutdown's drain). `work` names it in the metrics and in a failure.
pub(super) async fn on_pool<R: Send + 'static>(
    pool: &Arc<Semaphore>,
    work: Work,
    job: impl FnOnce() -> R + Send + 'static,
) -> Answer<R> {
    let mut counted = metrics().work(work);
    let permit = pool
        .clone()
        .acquire_owned()
        .await
        .map_err(|e| failed("waiting for a place on a pool", e))?;
    counted.started();
    tokio::task::spawn_blocking(move || {
        let _held = (permit, counted);
        job()
    })
    .await
    .map_err(|e| failed(work.doing(), e))
}
