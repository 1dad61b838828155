//! Waiting for something the bot does a moment later, with a deadline.

use std::future::Future;
use std::time::{Duration, Instant};

/// Asks `check` every `every` until it answers `Ok`, for at most
/// `within`: that answer, or `check`'s last `Err` once the time is up.
pub async fn poll<T, E, F>(within: Duration, every: Duration, mut check: impl FnMut() -> F) -> Result<T, E>
where
    F: Future<Output = Result<T, E>>,
{
    let deadline = Instant::now() + within;
    loop {
        match check().await {
            Ok(found) => return Ok(found),
            Err(why) if Instant::now() >= deadline => return Err(why),
            Err(_) => tokio::time::sleep(every).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn answers_once_the_check_holds_and_gives_the_last_reason_after() {
        let mut asked = 0;
        let found = poll(Duration::from_secs(5), Duration::from_millis(1), || {
            asked += 1;
            let now = asked;
            async move {
                if now >= 3 {
                    Ok(now)
                } else {
                    Err(now)
                }
            }
        })
        .await;
        assert_eq!(found, Ok(3));
        let start = Instant::now();
        let mut last = 0;
        let never: Result<(), u32> = poll(Duration::from_millis(60), Duration::from_millis(10), || {
            last += 1;
            let now = last;
            async move { Err(now) }
        })
        .await;
        assert_eq!(never, Err(last), "the last reason");
        assert!(
            last >= 2 && start.elapsed() >= Duration::from_millis(60),
            "{last} {:?}",
            start.elapsed()
        );
    }
}
