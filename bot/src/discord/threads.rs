//! A game's thread on Discord: opened from the game's card with its
//! players in it, and left to archive itself once the game is over.

use serenity::all::{AutoArchiveDuration, ChannelId, CreateThread, EditThread, MessageId, UserId};
use serenity::http::Http;

use std::num::NonZeroU64;

use super::delivery::{code, failed, why, MISSING_ACCESS, MISSING_PERMISSIONS};
use crate::app::{DeliveryError, OpenThread, Sent};

/// How long a game's thread stays open without a message: a week, the
/// longest, for games of a move a day; a message reopens it.
const WHILE_PLAYED: AutoArchiveDuration = AutoArchiveDuration::OneWeek;
/// How long a finished game's thread stays open after its last message.
const AFTER_THE_END: AutoArchiveDuration = AutoArchiveDuration::OneHour;

/// Discord's code for a message that has a thread already.
const HAS_THREAD: isize = 160_004;
/// Discord's code for a message that is no more.
const UNKNOWN_MESSAGE: isize = 10_008;

/// Opens `thread` (a game's card's id) from its card in `open.parent`
/// and adds the players; a thread made by an earlier try is taken as it
/// is. `Err` is what the outbox hears when it cannot be opened.
pub(super) async fn open(http: &Http, thread: ChannelId, open: &OpenThread) -> Result<(), Sent> {
    let Some(parent) = NonZeroU64::new(open.parent.get()).map(ChannelId::from) else {
        let why = "the game's channel is 0".into();
        return Err(Sent::Failed {
            error: DeliveryError::Permanent,
            why,
        });
    };
    let card = MessageId::new(thread.get());
    let made = parent
        .create_thread_from_message(
            http,
            card,
            CreateThread::new(&open.name).auto_archive_duration(WHILE_PLAYED),
        )
        .await;
    match made {
        Ok(_) => {}
        Err(e) if code(&e) == Some(HAS_THREAD) => {}
        // Without its card, or the right to open threads, the game stays
        // in its channel.
        Err(e) if matches!(code(&e), Some(UNKNOWN_MESSAGE | MISSING_ACCESS | MISSING_PERMISSIONS)) => {
            return Err(Sent::CannotPost { why: why(&e) })
        }
        Err(e) => return Err(failed(&e)),
    }
    for &player in &open.members {
        let Some(user) = NonZeroU64::new(player.0).map(UserId::from) else {
            continue;
        };
        // A player not added still sees the thread and is pinged in it.
        if let Err(e) = thread.add_thread_member(http, user).await {
            tracing::info!(%thread, %player, error = %why(&e), "adding a player to a game's thread failed");
        }
    }
    Ok(())
}

/// Lets `thread` archive itself a while after its game's last message.
pub(super) async fn settle(http: &Http, thread: ChannelId) {
    let settled = thread
        .edit_thread(http, EditThread::new().auto_archive_duration(AFTER_THE_END))
        .await;
    if let Err(e) = settled {
        tracing::info!(%thread, error = %why(&e), "a finished game's thread stays open a week");
    }
}
