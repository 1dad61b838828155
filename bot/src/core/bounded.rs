//! CPU-heavy work (a search, an analysis, a picture) off the async
//! runtime: on a blocking thread, no more at once than a pool allows.

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::refusal::{failed, Answer};

/// Runs `job` on a blocking thread once `pool` has a place for it; a job
/// keeps its place until it ends, even when its caller stops waiting (a
/// shutdown's drain). `doing` names the work in a failure.
pub(super) async fn on_pool<R: Send + 'static>(
    pool: &Arc<Semaphore>,
    doing: &'static str,
    job: impl FnOnce() -> R + Send + 'static,
) -> Answer<R> {
    let permit = pool
        .clone()
        .acquire_owned()
        .await
        .map_err(|e| failed("waiting for a place on a pool", e))?;
    tokio::task::spawn_blocking(move || {
        let _held = permit;
        job()
    })
    .await
    .map_err(|e| failed(doing, e))
}
