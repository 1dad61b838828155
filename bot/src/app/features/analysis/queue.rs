//! The analyses asked for and running: at most [`MAX_QUEUED`] at once,
//! one a game and one a person, each held by a [`Slot`] until it ends.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use zertz_data::{GameId, UserId};

use crate::app::interface::refusal::{refuse, AnalysisRefusal, Answer};

/// Analyses waiting or running at once; more are refused.
pub const MAX_QUEUED: usize = 8;

/// Who and what is being analysed in this process, to bound the work.
#[derive(Default)]
pub(in crate::app) struct Analyses {
    /// Games being analysed.
    games: Mutex<HashSet<GameId>>,
    /// People whose analysis is running.
    people: Mutex<HashSet<UserId>>,
    /// Analyses waiting or running.
    queued: AtomicUsize,
}

/// A place in the analysis queue, given back when dropped.
pub(in crate::app) struct Slot<'a> {
    analyses: &'a Analyses,
    /// The game, once this slot holds it.
    game: Option<GameId>,
    person: Option<UserId>,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.analyses.queued.fetch_sub(1, Ordering::SeqCst);
        if let Some(g) = self.game {
            self.analyses.games.lock().unwrap_or_else(|e| e.into_inner()).remove(&g);
        }
        if let Some(p) = self.person {
            self.analyses
                .people
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&p);
        }
    }
}

impl Analyses {
    /// A place for `game` (`None`: a game not stored, an import), asked
    /// for by `person`; the refusal says why not.
    pub(in crate::app) fn claim(&self, game: Option<GameId>, person: Option<UserId>) -> Answer<Slot<'_>> {
        if let Some(p) = person {
            if !self.people.lock().unwrap_or_else(|e| e.into_inner()).insert(p) {
                return refuse(AnalysisRefusal::YoursRunning);
            }
        }
        // Built now so that an early return gives back what was taken.
        let mut slot = Slot {
            analyses: self,
            game: None,
            person,
        };
        if self.queued.fetch_add(1, Ordering::SeqCst) >= MAX_QUEUED {
            return refuse(AnalysisRefusal::QueueFull { max: MAX_QUEUED });
        }
        if let Some(game) = game {
            if !self.games.lock().unwrap_or_else(|e| e.into_inner()).insert(game) {
                return refuse(AnalysisRefusal::BeingAnalysed(game));
            }
            slot.game = Some(game);
        }
        Ok(slot)
    }
}
