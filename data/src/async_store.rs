//! The store for async code: one worker thread owns the connection and
//! runs closures in order, so no SQLite call ever blocks a tokio task.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc;

use tokio::sync::oneshot;

use crate::error::{Failure, StoreError};
use crate::store::Store;

type Job = Box<dyn FnOnce(&mut Store) + Send>;

/// A handle to the store's worker thread; cheap to clone.
#[derive(Clone)]
pub struct AsyncStore {
    jobs: mpsc::Sender<Job>,
}

impl AsyncStore {
    /// Opens the store at `path` on a new worker thread.
    pub async fn open(path: impl Into<PathBuf>) -> Result<AsyncStore, StoreError> {
        let path = path.into();
        AsyncStore::spawn(move || Store::open(path)).await
    }

    /// An in-memory store on a new worker thread.
    pub async fn open_in_memory() -> Result<AsyncStore, StoreError> {
        AsyncStore::spawn(Store::open_in_memory).await
    }

    async fn spawn(
        open: impl FnOnce() -> Result<Store, StoreError> + Send + 'static,
    ) -> Result<AsyncStore, StoreError> {
        let (jobs, queue) = mpsc::channel::<Job>();
        let (ready, opened) = oneshot::channel();
        std::thread::Builder::new()
            .name("zertz-store".into())
            .spawn(move || {
                let mut store = match open() {
                    Ok(s) => {
                        let _ = ready.send(Ok(()));
                        s
                    }
                    Err(e) => {
                        let _ = ready.send(Err(e));
                        return;
                    }
                };
                // Ends when every handle is dropped. A job never unwinds
                // out of here: `call` catches its panics.
                for job in queue {
                    job(&mut store);
                }
            })
            .map_err(|e| Failure::Invalid(format!("cannot start the database thread: {e}")))?;
        opened.await.map_err(|_| Failure::WorkerGone)??;
        Ok(AsyncStore { jobs })
    }

    /// Runs `f` on the worker with the store and returns its result. If
    /// `f` panics, its open transaction rolls back as it unwinds, the call
    /// fails with [`Failure::Panicked`], and later calls work as before.
    pub async fn call<R, F>(&self, f: F) -> Result<R, StoreError>
    where
        F: FnOnce(&mut Store) -> Result<R, StoreError> + Send + 'static,
        R: Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move |store| {
            let result = catch_unwind(AssertUnwindSafe(|| f(&mut *store))).unwrap_or_else(|panic| {
                // A transaction the job opened with `atomically` is still
                // open: undo it before the next job.
                store.roll_back();
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                Err(Failure::Panicked(what).into())
            });
            let _ = tx.send(result);
        });
        self.jobs.send(job).map_err(|_| Failure::WorkerGone)?;
        rx.await.map_err(|_| Failure::WorkerGone)?
    }
}
