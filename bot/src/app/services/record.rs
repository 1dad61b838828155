//! Recording a move, a person's or the computer's, and composing the
//! message that shows it, inside the caller's transaction.

use zertz_data::{GameId, Millis, MoveRecorded, Store, StoreError, Via};
use zertz_rules::MoveInput;

use crate::app::interface::reply::Reply;
use crate::app::interface::request::User;
use crate::app::services::clock::InteractionClock;
use crate::app::services::compose::{names_in, Composer};
use crate::metrics::{metrics, Mover};

/// A move to record: by whom, in which game at which ply (`at`), and when
/// it was sent by Discord's clock: its interaction (`None` for the
/// computer's), and the bot's view of that clock, read as the move is
/// recorded.
pub(in crate::app) struct MoveToRecord {
    pub at: (GameId, usize),
    pub by: User,
    pub mv: MoveInput,
    pub now: Millis,
    pub sent: (Option<u64>, InteractionClock),
}

/// Records a move and composes the message that shows it, its board
/// owed as a drawing, inside the caller's transaction: for a person's move and the
/// computer's alike.
pub(in crate::app) fn record_and_compose(
    s: &mut Store,
    c: &Composer,
    m: MoveToRecord,
) -> Result<(MoveRecorded, Reply), StoreError> {
    let (interaction, clock) = m.sent;
    let via = Via {
        interaction,
        horizon: clock.now(),
    };
    let recorded = s.games_mut().record_move(m.at.0, m.at.1, m.by.id, &m.mv, m.now, via)?;
    // Counted as it is written: a transaction that fails after this is
    // rare (the store broke), and then counted too.
    metrics().moved(if m.by.bot { Mover::Computer } else { Mover::Player });
    if recorded.finish.is_some() {
        metrics().game_finished();
    }
    let names = names_in(s, &recorded.game.meta)?;
    let away = s.vacations().until(recorded.game.meta.to_move(), m.now)?;
    let reply = c.move_message(&recorded, &names, &m.by.name, away);
    Ok((recorded, reply))
}
