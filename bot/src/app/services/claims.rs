//! Work claimed in the store, so that several bot processes on one
//! database do each piece once: the tick, a computer turn, an analysis.
//! A claim lapses if its process dies, and another takes the work up.

use std::time::Duration;

use zertz_data::{AsyncStore, ClaimKind, Millis, Owner};

use crate::app::services::clock::now_ms;

/// The claims component: this process, as it claims work in a store that
/// other processes may share.
pub(in crate::app) struct Claims {
    store: AsyncStore,
    owner: Owner,
}

/// Held work; dropping it gives the claim back.
pub(in crate::app) struct Claimed {
    store: AsyncStore,
    owner: Owner,
    kind: ClaimKind,
    item: i64,
}

impl Drop for Claimed {
    fn drop(&mut self) {
        let (kind, item, owner) = (self.kind, self.item, self.owner.clone());
        self.store.submit(move |s| {
            if let Err(e) = s.claims_mut().release(kind, item, &owner) {
                tracing::warn!(%kind, item, error = %e, "could not release a claim; it lapses instead");
            }
        });
    }
}

impl Claims {
    pub(in crate::app) fn new(store: AsyncStore) -> Claims {
        Claims {
            store,
            owner: Owner::this_process(),
        }
    }

    /// This process, as it claims work.
    pub(in crate::app) fn owner(&self) -> &Owner {
        &self.owner
    }

    /// Claims `item` of `kind` for this process for `lease`; `None` when
    /// another process holds it (or the store failed, which is logged).
    pub(in crate::app) async fn claim_work(&self, kind: ClaimKind, item: i64, lease: Millis) -> Option<Claimed> {
        self.try_claim(kind, item, lease).await.then(|| Claimed {
            store: self.store.clone(),
            owner: self.owner.clone(),
            kind,
            item,
        })
    }

    /// Whether this process does the tick now, which runs every `period`:
    /// it keeps the tick while it lives, renewing its claim each time (never
    /// releasing it); another process takes over three periods after this
    /// one stops.
    pub(in crate::app) async fn claim_tick(&self, period: Duration) -> bool {
        let lease = Millis::try_from(period.as_millis().saturating_mul(3)).unwrap_or(Millis::MAX);
        self.try_claim(ClaimKind::Tick, 0, lease).await
    }

    async fn try_claim(&self, kind: ClaimKind, item: i64, lease: Millis) -> bool {
        let owner = self.owner.clone();
        let now = now_ms();
        let until = now.saturating_add(lease);
        match self
            .store
            .call(move |s| s.claims_mut().claim(kind, item, &owner, until, now))
            .await
        {
            Ok(taken) => {
                crate::metrics::metrics().claimed(kind, taken);
                taken
            }
            Err(e) => {
                crate::metrics::metrics().claimed(kind, false);
                tracing::error!(%kind, item, error = %e, "could not claim work");
                false
            }
        }
    }
}
