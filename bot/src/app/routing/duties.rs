//! The one list of background work: what time makes due, analyses asked
//! for and not done, and the computer's turns. The Discord layer runs the
//! duties due on every tick (the tick itself in turn, the others each on a
//! task of its own) and the console after every line; each is claimed in
//! the store, so with several processes each runs once. A new duty is a
//! variant here and its arm.

use std::time::Duration;

use zertz_data::{GameId, Millis, OutboxId};

use crate::app::Core;

/// A piece of background work.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Duty {
    /// What time makes due: expiries, reminders, losses on time, the daily
    /// puzzle. Done by the one process that holds the tick.
    Tick,
    /// Analyses asked for and not done (after a restart): those running
    /// here already are skipped.
    PendingAnalyses,
    /// Tournaments to move on: one to start, a round over (its standings
    /// and the next round), an event to end. Each is claimed.
    Tournaments,
    /// The computer is to move in this game (after a restart, or a search
    /// that was dropped): a game being searched already is skipped.
    ComputerTurn(GameId),
}

impl Core {
    /// The duties due now, in the order they are best run.
    pub async fn duties_due(&self) -> Vec<Duty> {
        let mut due = vec![Duty::Tick, Duty::PendingAnalyses, Duty::Tournaments];
        due.extend(
            self.computer
                .computer_turns_due()
                .await
                .into_iter()
                .map(Duty::ComputerTurn),
        );
        due
    }

    /// Runs `duty` at `now` (`tick`: how often the tick comes, which its
    /// claim outlasts); returns the outbox rows it owes. Failures are
    /// logged with what they concern, by the duty.
    pub async fn run_duty(&self, duty: Duty, now: Millis, tick: Duration) -> Vec<OutboxId> {
        match duty {
            Duty::Tick if self.claims.claim_tick(tick).await => self.make_due(now).await,
            Duty::Tick => Vec::new(),
            Duty::PendingAnalyses => self.analysis.run_pending(now).await,
            Duty::Tournaments => self.tournaments.move_on(now).await,
            Duty::ComputerTurn(game) => self.computer.computer_move(game, now).await.into_iter().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{AsyncStore, ChannelId, NewChallenge, UserId};

    use super::*;

    /// An analysis asked for before a restart is a duty, run once: the
    /// console and the Discord layer both get it from the one list.
    #[tokio::test]
    async fn a_pending_analysis_is_a_duty_run_once() {
        let store = AsyncStore::open_in_memory().await.unwrap();
        let (alice, bob, here) = (UserId(1), UserId(2), ChannelId(10));
        let game = store
            .call(move |s| {
                let c = s
                    .challenges_mut()
                    .create(&NewChallenge::between(here, (alice, "alice"), (bob, "bob"), 0))?;
                let game = s.challenges_mut().accept(c.id, bob, false, 1)?.id;
                s.games_mut().resign(game, bob, 2)?;
                s.analyses_mut().request(game, alice, here, 3)?;
                Ok(game)
            })
            .await
            .unwrap();
        let core = Core::new(store).unwrap();
        let due = core.duties_due().await;
        assert!(due.contains(&Duty::PendingAnalyses), "{due:?}");
        let tick = Duration::from_secs(60);
        let owed = core.run_duty(Duty::PendingAnalyses, 4, tick).await;
        assert_eq!(owed.len(), 1, "its message is owed");
        let stored = core.store().read(move |s| s.analyses().analysis(game)).await.unwrap();
        assert!(stored.and_then(|a| a.result).is_some(), "the analysis is kept");
        assert!(
            core.run_duty(Duty::PendingAnalyses, 5, tick).await.is_empty(),
            "and not run again"
        );
    }
}
