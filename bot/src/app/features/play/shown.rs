//! What a sent message shows, as play and challenges keep it: the message
//! that showed the board after a move (from when on the position was
//! seen), a game's board message, a challenge's message, a game's thread
//! opened. The outbox tells it through [`Shown`] as it marks the message
//! sent.

use tokio::sync::Notify;
use zertz_data::{MessageId, Store, StoreError};

use crate::app::interface::reply::Shows;
use crate::app::outbox::Shown;

/// Notes what sent messages show, and wakes the moves waiting for the
/// board they answer.
#[derive(Default)]
pub(in crate::app) struct BoardsShown {
    /// Woken whenever a board is noted as shown.
    pub(super) woken: Notify,
}

impl Shown for BoardsShown {
    fn note(&self, s: &mut Store, shows: Shows, message: MessageId) -> Result<(), StoreError> {
        if let Some((game, ply)) = shows.board_at.filter(|&(_, ply)| ply > 0) {
            s.games_mut().move_shown(game, ply, message)?;
        }
        if let Some(game) = shows.board_of {
            s.games_mut().set_board_message(game, message)?;
        }
        if let Some(challenge) = shows.challenge_of {
            s.challenges_mut().set_message(challenge, message)?;
        }
        if let Some(thread) = shows.opened {
            s.games_mut().thread_opened(thread)?;
        }
        Ok(())
    }

    fn noted(&self, shows: Shows) {
        if shows.board_at.is_some_and(|(_, ply)| ply > 0) {
            self.woken.notify_waiters();
        }
    }
}
