//! Whether this process can serve: its gateway shards connected, and the
//! database answering writes in time. `/readyz` says so, or why not.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A write slower than this counts as the database not answering in time.
pub const WRITE_IN_TIME: Duration = Duration::from_secs(2);

/// What readiness is judged on, kept as it happens.
#[derive(Default)]
pub struct Readiness {
    /// Each shard this process runs, and whether it is connected.
    shards: Mutex<BTreeMap<u32, bool>>,
    /// The last write that ended: when, how long it took, whether it failed.
    last_write: Mutex<Option<LastWrite>>,
}

#[derive(Clone, Copy)]
struct LastWrite {
    at: Instant,
    took: Duration,
    failed: bool,
}

/// Locks `m`, taking it over if a panicking thread left it poisoned: the
/// figures inside stay usable.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Readiness {
    /// Shard `shard` connected (true) or lost its connection (false).
    pub fn shard(&self, shard: u32, connected: bool) {
        lock(&self.shards).insert(shard, connected);
    }

    /// A write on the store ended.
    pub fn wrote(&self, took: Duration, failed: bool) {
        *lock(&self.last_write) = Some(LastWrite {
            at: Instant::now(),
            took,
            failed,
        });
    }

    /// Ready, or why not. `quiet` is how long the store may go without a
    /// write before that counts as a hang (the tick writes a claim every
    /// period).
    pub fn check(&self, quiet: Duration) -> Result<(), String> {
        let shards = lock(&self.shards).clone();
        if shards.is_empty() {
            return Err("no gateway shard has connected yet".into());
        }
        let down: Vec<String> = shards
            .iter()
            .filter(|(_, up)| !**up)
            .map(|(s, _)| s.to_string())
            .collect();
        if !down.is_empty() {
            return Err(format!("gateway shard {} not connected", down.join(", ")));
        }
        match *lock(&self.last_write) {
            None => Err("the database has not answered a write yet".into()),
            Some(w) if w.failed => Err("the database's last write failed".into()),
            Some(w) if w.took > WRITE_IN_TIME => Err(format!(
                "the database's last write took {:.1} s (more than {} s)",
                w.took.as_secs_f64(),
                WRITE_IN_TIME.as_secs()
            )),
            Some(w) if w.at.elapsed() > quiet => Err(format!(
                "the database has answered no write for {} s",
                w.at.elapsed().as_secs()
            )),
            Some(_) => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUIET: Duration = Duration::from_secs(60);

    #[test]
    fn ready_once_every_shard_is_connected_and_writes_answer() {
        let r = Readiness::default();
        assert_eq!(r.check(QUIET), Err("no gateway shard has connected yet".into()));
        r.shard(0, true);
        r.shard(1, true);
        assert_eq!(r.check(QUIET), Err("the database has not answered a write yet".into()));
        r.wrote(Duration::from_millis(3), false);
        assert_eq!(r.check(QUIET), Ok(()));
        r.shard(1, false);
        assert_eq!(r.check(QUIET), Err("gateway shard 1 not connected".into()));
        r.shard(1, true);
        r.wrote(Duration::from_millis(2500), false);
        assert_eq!(
            r.check(QUIET),
            Err("the database's last write took 2.5 s (more than 2 s)".into())
        );
        r.wrote(Duration::from_millis(1), true);
        assert_eq!(r.check(QUIET), Err("the database's last write failed".into()));
        r.wrote(Duration::from_millis(1), false);
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(
            r.check(Duration::from_millis(10)),
            Err("the database has answered no write for 0 s".into())
        );
    }
}
