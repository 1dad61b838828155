//! The interactions being answered, counted so that a stop can let them
//! finish before the store closes.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// How long a stop waits for the interactions being answered.
pub const DRAIN: Duration = Duration::from_secs(10);

/// The interactions being answered, so that a stop can let them finish.
#[derive(Default)]
pub struct InFlight {
    count: AtomicUsize,
    idle: Notify,
}

/// One interaction being answered; its end is counted when dropped.
pub struct InFlightGuard<'a>(&'a InFlight);

impl InFlight {
    pub fn start(&self) -> InFlightGuard<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(self)
    }

    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Waits until none is left, at most `within`; whether none is.
    pub async fn drained(&self, within: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let idle = self.idle.notified();
            tokio::pin!(idle);
            idle.as_mut().enable();
            if self.count() == 0 {
                return true;
            }
            if tokio::time::timeout_at(deadline, idle).await.is_err() {
                return self.count() == 0;
            }
        }
    }
}

impl Drop for InFlightGuard<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stop_waits_for_answers_in_progress_and_no_longer_than_asked() {
        let flight = std::sync::Arc::new(InFlight::default());
        assert!(flight.drained(Duration::ZERO).await, "nothing in flight");
        let f = flight.clone();
        let answering = tokio::spawn(async move {
            let _guard = f.start();
            tokio::time::sleep(Duration::from_millis(50)).await;
        });
        tokio::task::yield_now().await;
        assert_eq!(flight.count(), 1);
        assert!(!flight.drained(Duration::from_millis(1)).await, "still answering");
        assert!(flight.drained(Duration::from_secs(5)).await, "done once the answer is");
        answering.await.unwrap();
        assert_eq!(flight.count(), 0);
    }
}
