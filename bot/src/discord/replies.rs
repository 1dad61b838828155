//! Sending the core's replies as Discord messages: a reply's files and
//! card, a deferred answer's progress, and a clicked message's update.

use serenity::all::{CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse, MessageId};
use serenity::builder::Builder;

use super::callback::Callbacks;
use super::outgoing::Outgoing;
use super::PROGRESS_EVERY;
use crate::app::{self, Response};

/// Waits for a deferred command's answer, editing the deferred message
/// with its newest progress at most every [`PROGRESS_EVERY`].
pub(super) async fn show_progress(
    ctx: &Context,
    cmd: &CommandInteraction,
    work: &mut tokio::task::JoinHandle<Response>,
    mut progress: tokio::sync::watch::Receiver<String>,
) -> Result<Response, tokio::task::JoinError> {
    // Shown first at once (the answer was just deferred), then at most
    // every PROGRESS_EVERY.
    let mut next = tokio::time::Instant::now();
    let mut shown = String::new();
    loop {
        tokio::select! {
            done = &mut *work => return done,
            _ = tokio::time::sleep_until(next) => {
                next += PROGRESS_EVERY;
                let text = progress.borrow_and_update().clone();
                if text.is_empty() || text == shown {
                    continue;
                }
                shown.clone_from(&text);
                let edit = serenity::all::EditInteractionResponse::new().content(text);
                if let Err(e) = cmd.edit_response(&ctx.http, edit).await {
                    tracing::debug!(error = %e, "showing progress failed");
                }
            }
        }
    }
}

/// What a response answers, and whether Discord has been told to wait.
pub(super) enum Answering<'a> {
    /// A slash or context-menu command; `deferred` is `Some(private)` once
    /// the answer was deferred, privately or not.
    Command {
        cmd: &'a CommandInteraction,
        deferred: Option<bool>,
    },
    /// A button click, acknowledged if it was slow.
    Button {
        click: &'a ComponentInteraction,
        acknowledged: bool,
    },
}

/// Sends a response's new message the way the interaction allows; the
/// message's id comes back where it is known (or needed).
pub(super) async fn send_reply(
    ctx: &Context,
    callbacks: &Callbacks,
    to: &Answering<'_>,
    reply: app::Reply,
) -> serenity::Result<Option<MessageId>> {
    let remember = reply.board_of.is_some() || reply.challenge_of.is_some();
    let out = Outgoing::of(reply);
    let (id, token) = match to {
        Answering::Command {
            cmd,
            deferred: Some(deferred_private),
        } => {
            // A private answer after a public deferral, or one that pings
            // (a board for the opponent), must be a message of its own.
            // Discord makes the first message after a deferral fill the
            // placeholder, public as the deferral was and notifying nobody,
            // as an edit does. So the placeholder is filled first, the
            // answer follows, and the placeholder goes.
            if (out.ephemeral || out.pings) && !deferred_private {
                let filled = serenity::all::EditInteractionResponse::new().content("…");
                cmd.edit_response(&ctx.http, filled).await?;
                let follow = cmd.create_followup(&ctx.http, out.followup()).await?;
                if let Err(e) = cmd.delete_response(&ctx.http).await {
                    tracing::warn!(error = %e, "deleting the public placeholder failed");
                }
                return Ok(Some(follow.id));
            }
            let edited = cmd.edit_response(&ctx.http, out.edit_interaction()).await?;
            return Ok(Some(edited.id));
        }
        Answering::Button {
            click,
            acknowledged: true,
        } => {
            let follow = click.create_followup(&ctx.http, out.followup()).await?;
            return Ok(Some(follow.id));
        }
        Answering::Command { cmd, deferred: None } => (cmd.id, cmd.token.as_str()),
        Answering::Button { click, .. } => (click.id, click.token.as_str()),
    };
    // The message's id tells later moves what was seen when: it comes back
    // with the answer.
    if remember {
        return callbacks.message(id, token, out).await;
    }
    CreateInteractionResponse::Message(out.interaction())
        .execute(&ctx.http, (id, token))
        .await?;
    Ok(None)
}

/// Edits the message whose button was clicked: after an acknowledgement
/// the clicked message is the interaction's response.
pub(super) async fn update_clicked(ctx: &Context, c: &ComponentInteraction, acknowledged: bool, update: app::Reply) {
    let out = Outgoing::of(update);
    let edited = if acknowledged {
        c.edit_response(&ctx.http, out.edit_interaction()).await
    } else {
        c.channel_id
            .edit_message(&ctx.http, c.message.id, out.edit_message())
            .await
    };
    if let Err(e) = edited {
        tracing::warn!(error = %e, "updating the clicked message failed");
    }
}
