//! The store for async code: one worker thread owns the connection and
//! runs closures in order, so no SQLite call ever blocks a tokio task.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use crate::error::{Failure, StoreError};
use crate::store::{Backend, Location, Store};

/// One call on the store as an [`Observer`] sees it, once it has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreCall {
    /// The engine it ran on.
    pub backend: Backend,
    /// Whether it ran on the writer (else on the reader).
    pub write: bool,
    /// How long it ran, not counting its wait in the queue.
    pub took: Duration,
    /// Whether the database or the program failed in it (a refusal, such
    /// as a move that is not legal, is not a failure).
    pub failed: bool,
}

/// Told of every call on the store, on the store's own thread: it must
/// be quick (count, never wait).
pub type Observer = Arc<dyn Fn(StoreCall) + Send + Sync>;

type Job = Box<dyn FnOnce(&mut Store) + Send>;
type ReadJob = Box<dyn FnOnce(&Store) + Send>;

/// What a worker thread is sent: a job, or the word to close its
/// connection (after the jobs queued before it) and end.
enum Msg<J> {
    Job(J),
    Close(oneshot::Sender<()>),
}

/// A handle to the store's worker threads; cheap to clone. Writes queue on
/// one thread; reads of a database file have a thread and connection of
/// their own, so they never wait behind a write (WAL lets them read the
/// last committed state meanwhile).
#[derive(Clone)]
pub struct AsyncStore {
    jobs: mpsc::Sender<Msg<Job>>,
    reads: Option<mpsc::Sender<Msg<ReadJob>>>,
    backend: Backend,
    observer: Option<Observer>,
}

/// Runs `f`, then tells `observer` (if any) how it went.
fn observed<R>(
    observer: Option<&Observer>,
    backend: Backend,
    write: bool,
    f: impl FnOnce() -> Result<R, StoreError>,
) -> Result<R, StoreError> {
    let Some(observer) = observer else {
        return f();
    };
    let started = Instant::now();
    let result = f();
    observer(StoreCall {
        backend,
        write,
        took: started.elapsed(),
        failed: matches!(result, Err(StoreError::Failed(_))),
    });
    result
}

/// Starts a thread named `name` that opens a store with `open` and then
/// runs each job sent to it with `run`, until it is told to close or every
/// sender is dropped. A job never unwinds out of it: `call` and `read`
/// catch their panics.
async fn worker<J: Send + 'static>(
    name: &str,
    open: impl FnOnce() -> Result<Store, StoreError> + Send + 'static,
    run: impl Fn(&mut Store, J) + Send + 'static,
) -> Result<mpsc::Sender<Msg<J>>, StoreError> {
    let (jobs, queue) = mpsc::channel::<Msg<J>>();
    let (ready, opened) = oneshot::channel();
    std::thread::Builder::new()
        .name(name.into())
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
            for msg in queue {
                match msg {
                    Msg::Job(job) => run(&mut store, job),
                    Msg::Close(closed) => {
                        drop(store);
                        let _ = closed.send(());
                        return;
                    }
                }
            }
        })
        .map_err(|e| Failure::Invalid(format!("cannot start the database thread {name}: {e}")))?;
    opened.await.map_err(|_| Failure::WorkerGone)??;
    Ok(jobs)
}

impl AsyncStore {
    /// Opens the store at `location` on a new worker thread, with a
    /// second thread and connection for reads.
    pub async fn open(location: impl Into<Location>) -> Result<AsyncStore, StoreError> {
        let location = location.into();
        let backend = match location {
            Location::Sqlite(_) => Backend::Sqlite,
            Location::Postgres(_) => Backend::Postgres,
        };
        let reader = location.clone();
        let jobs = worker("zertz-store", move || Store::open_at(&location), |s, job: Job| job(s)).await?;
        // The writer has created and migrated the database: now the reader.
        let reads = worker(
            "zertz-store-read",
            move || Store::open_reader_at(&reader),
            |s, job: ReadJob| job(s),
        )
        .await?;
        Ok(AsyncStore {
            jobs,
            reads: Some(reads),
            backend,
            observer: None,
        })
    }

    /// An in-memory store on a new worker thread.
    pub async fn open_in_memory() -> Result<AsyncStore, StoreError> {
        let jobs = worker("zertz-store", Store::open_in_memory, |s, job: Job| job(s)).await?;
        Ok(AsyncStore {
            jobs,
            reads: None,
            backend: Backend::Sqlite,
            observer: None,
        })
    }

    /// This store, with `observer` told of every call made through it or
    /// its clones from now on.
    pub fn observed_by(mut self, observer: Observer) -> AsyncStore {
        self.observer = Some(observer);
        self
    }

    /// Runs `f`, which only reads, on the reading thread (or on the writer
    /// for a store in memory, which has no second connection).
    pub async fn read<R, F>(&self, f: F) -> Result<R, StoreError>
    where
        F: FnOnce(&Store) -> Result<R, StoreError> + Send + 'static,
        R: Send + 'static,
    {
        let Some(reads) = &self.reads else {
            return self.call(move |s| f(s)).await;
        };
        let (tx, rx) = oneshot::channel();
        let (observer, backend) = (self.observer.clone(), self.backend);
        let job: ReadJob = Box::new(move |store| {
            let result = observed(observer.as_ref(), backend, false, || {
                catch_unwind(AssertUnwindSafe(|| f(store)))
                    .unwrap_or_else(|_| Err(Failure::Panicked("a read panicked".into()).into()))
            });
            let _ = tx.send(result);
        });
        reads.send(Msg::Job(job)).map_err(|_| Failure::WorkerGone)?;
        rx.await.map_err(|_| Failure::WorkerGone)?
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
        let (observer, backend) = (self.observer.clone(), self.backend);
        let job: Job = Box::new(move |store| {
            let result = observed(observer.as_ref(), backend, true, || {
                catch_unwind(AssertUnwindSafe(|| f(&mut *store))).unwrap_or_else(|panic| {
                    // A transaction the job opened with `atomically` is still
                    // open: undo it before the next job.
                    store.roll_back();
                    let what = panic
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| panic.downcast_ref::<String>().cloned())
                        .unwrap_or_default();
                    Err(Failure::Panicked(what).into())
                })
            });
            let _ = tx.send(result);
        });
        self.jobs.send(Msg::Job(job)).map_err(|_| Failure::WorkerGone)?;
        rx.await.map_err(|_| Failure::WorkerGone)?
    }

    /// Queues `f` on the writer without waiting for it, for code that
    /// cannot wait (a `Drop`); its result is dropped, so `f` logs its own
    /// errors. A panic in it is caught and rolled back as in `call`.
    pub fn submit(&self, f: impl FnOnce(&mut Store) + Send + 'static) {
        let (observer, backend) = (self.observer.clone(), self.backend);
        let job: Job = Box::new(move |store| {
            let _ = observed(observer.as_ref(), backend, true, || {
                catch_unwind(AssertUnwindSafe(|| f(&mut *store))).map_err(|_| {
                    store.roll_back();
                    Failure::Panicked("a queued job panicked".into()).into()
                })
            });
        });
        let _ = self.jobs.send(Msg::Job(job));
    }

    /// Runs what is queued, then closes both connections, the reader's
    /// first: the writer's, closed last, merges the WAL into the database
    /// file and removes it. Calls after this fail with
    /// [`Failure::WorkerGone`].
    pub async fn close(&self) {
        if let Some(reads) = &self.reads {
            close(reads).await;
        }
        close(&self.jobs).await;
    }
}

/// Tells a worker to close its connection, and waits until it has.
async fn close<J>(worker: &mpsc::Sender<Msg<J>>) {
    let (tx, rx) = oneshot::channel();
    if worker.send(Msg::Close(tx)).is_ok() {
        let _ = rx.await;
    }
}
