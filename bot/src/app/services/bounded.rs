//! CPU-heavy work (a search, an analysis, a picture) off the async
//! runtime: on a blocking thread, no more at once than a pool allows.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::app::interface::refusal::{failed, Answer};
use crate::metrics::{metrics, Work};

/// Runs `job` on a blocking thread once `pool` has a place for it; a job
/// keeps its place until it ends, even when its caller stops waiting (a
/// shutdown's drain). `work` names it in the metrics and in a failure.
pub(in crate::app) async fn on_pool<R: Send + 'static>(
    pool: &Arc<Semaphore>,
    work: Work,
    job: impl FnOnce() -> R + Send + 'static,
) -> Answer<R> {
    on_pool_wide(pool, work, 0, move |_| job()).await
}

/// Like [`on_pool`], and once it has its place, also takes up to `more`
/// places that are free at that moment, without waiting for them: `job`
/// is told how many it holds (at least one), so a search can use the
/// cores nothing else is using, and never more than the pool has.
pub(in crate::app) async fn on_pool_wide<R: Send + 'static>(
    pool: &Arc<Semaphore>,
    work: Work,
    more: usize,
    job: impl FnOnce(usize) -> R + Send + 'static,
) -> Answer<R> {
    let mut counted = metrics().work(work);
    let permit = pool
        .clone()
        .acquire_owned()
        .await
        .map_err(|e| failed("waiting for a place on a pool", e))?;
    let extra: Vec<_> = (0..more).map_while(|_| pool.clone().try_acquire_owned().ok()).collect();
    counted.started();
    tokio::task::spawn_blocking(move || {
        let places = 1 + extra.len();
        let _held = (permit, extra, counted);
        job(places)
    })
    .await
    .map_err(|e| failed(work.doing(), e))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use tokio::sync::Semaphore;

    use super::on_pool_wide;
    use crate::metrics::Work;

    /// A wide job takes the places free when it starts, no more than it
    /// asks for, and gives them all back when it ends.
    #[tokio::test]
    async fn a_wide_job_takes_only_free_places_and_returns_them() {
        let pool = Arc::new(Semaphore::new(3));
        let busy = pool.clone().acquire_owned().await.unwrap();
        let seen = pool.clone();
        let (places, free_meanwhile) =
            on_pool_wide(&pool, Work::Search, 5, move |places| (places, seen.available_permits()))
                .await
                .unwrap();
        assert_eq!((places, free_meanwhile), (2, 0));
        assert_eq!(pool.available_permits(), 2);
        drop(busy);
        let places = on_pool_wide(&pool, Work::Search, 1, |places| places).await.unwrap();
        assert_eq!((places, pool.available_permits()), (2, 3));
    }
}
