//! Answering one interaction: a command, an autocomplete or a click, each
//! handed to the core and its response sent back, deferred when it is slow.

use std::time::Instant;

use serenity::all::{
    CommandInteraction, CommandOptionType, CommandType, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseMessage, MessageId,
};
use tracing::Instrument;
use zertz_data as data;

use super::outgoing::Outgoing;
use super::replies::{send_reply, show_progress, update_clicked, Answering};
use super::requests::{origin_of, subcommand, user_of};
use super::{spawn_duty, upload, Handler, DEFER_AFTER};
use crate::app::clock::now_ms;
use crate::app::{self, Action, Duty, Options, Response, Value};
use crate::metrics::{metrics, InteractionKind};

impl Handler {
    pub(super) async fn command(&self, ctx: &Context, cmd: CommandInteraction, came: Instant) {
        let action = if cmd.data.kind == CommandType::User {
            let target = cmd
                .data
                .target_id
                .and_then(|t| cmd.data.resolved.users.get(&t.to_user_id()))
                .map(|u| user_of(u, None));
            let options = Options(
                target
                    .map(|u| (app::CONTEXT_TARGET.to_string(), Value::User(u)))
                    .into_iter()
                    .collect(),
            );
            Action::Command {
                name: app::CONTEXT_CHALLENGE.to_string(),
                options,
            }
        } else {
            match subcommand(&cmd) {
                Some((name, options)) => Action::Command { name, options },
                None => Action::Command {
                    name: String::new(),
                    options: Options::default(),
                },
            }
        };
        let origin = origin_of!(&cmd);
        let reach = origin.reach;
        let mut req = origin.request(action);
        // Decided before any deferral: a deferral shows who may see it.
        let private = matches!(&req.action, Action::Command { name, .. } if app::is_private(name));
        let (sink, progress) = app::Progress::channel();
        req.progress = sink;
        let core = self.core.clone();
        let files = upload::attachments(&cmd);
        // Fetching a file counts towards the time before deferring.
        let mut work = tokio::spawn(
            async move {
                if let Action::Command { options, .. } = &mut req.action {
                    upload::fetch_into(options, files).await;
                }
                core.handle(req).await
            }
            .in_current_span(),
        );
        // Deferred (privately or not) if the answer is slow, or at once when
        // the work reports progress (long work has begun); its progress then
        // shows in the deferred answer.
        let mut reported = progress.clone();
        let (result, deferred) = tokio::select! {
            done = &mut work => (done, None),
            _ = async {
                tokio::select! {
                    _ = tokio::time::sleep(DEFER_AFTER) => {}
                    // A closed channel is no report: the time decides.
                    Ok(()) = reported.changed() => {}
                }
            } => {
                let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(private));
                if let Err(e) = cmd.create_response(&ctx.http, defer).await {
                    tracing::warn!(error = %e, "defer failed");
                }
                metrics().answered(InteractionKind::Command, came.elapsed());
                (show_progress(ctx, &cmd, &mut work, progress).await, Some(private))
            }
        };
        let computer_turn = match result {
            Ok(response) => {
                self.respond(ctx, Answering::Command { cmd: &cmd, deferred }, response, reach)
                    .await
            }
            Err(e) => {
                tracing::error!(error = %e, "a command's handling failed");
                None
            }
        };
        if deferred.is_none() {
            metrics().answered(InteractionKind::Command, came.elapsed());
        }
        self.answered_in(cmd.channel_id, &cmd.token, reach).await;
        self.computer_turn(computer_turn);
    }

    /// Where the bot may only answer, the interaction's token carries what
    /// it owes that chat later.
    async fn answered_in(&self, channel: serenity::all::ChannelId, token: &str, reach: app::Reach) {
        let channel = data::ChannelId(channel.get());
        self.core
            .outbox()
            .answered_in(channel, Some(token.to_string()), reach, now_ms())
            .await;
        if reach.answer_only {
            // What waited for a token there can go now.
            self.poke.notify_one();
        }
    }

    pub(super) async fn autocomplete(&self, ctx: &Context, cmd: CommandInteraction, came: Instant) {
        let Some((name, options)) = subcommand(&cmd) else {
            return;
        };
        let Some(focused) = cmd.data.autocomplete() else {
            return;
        };
        let action = Action::Autocomplete {
            command: name.clone(),
            option: focused.name.to_string(),
            typed: focused.value.to_string(),
            options,
        };
        let req = origin_of!(&cmd).request(action);
        let choices = self.core.handle(req).await.choices.unwrap_or_default();
        let int_option = focused.kind == CommandOptionType::Integer;
        let mut response = CreateAutocompleteResponse::new();
        for c in choices.into_iter().take(app::MAX_CHOICES) {
            response = match (int_option, c.value.parse::<i64>()) {
                (true, Ok(v)) => response.add_int_choice(c.name, v),
                (true, Err(_)) => continue,
                (false, _) => response.add_string_choice(c.name, c.value),
            };
        }
        if let Err(e) = cmd
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            tracing::debug!(error = %e, "autocomplete answer failed");
        }
        metrics().answered(InteractionKind::Autocomplete, came.elapsed());
    }

    pub(super) async fn component(&self, ctx: &Context, c: ComponentInteraction, came: Instant) {
        let origin = origin_of!(&c);
        let reach = origin.reach;
        // A select menu's chosen option carries the id of what it does.
        let id = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned().unwrap_or_default(),
            _ => c.data.custom_id.clone(),
        };
        let mut req = origin.request(Action::Button { id });
        req.clicked = Some(data::MessageId(c.message.id.get()));
        let core = self.core.clone();
        let mut work = tokio::spawn(async move { core.handle(req).await }.in_current_span());
        // A slow click (a locked store) is acknowledged in time, and its
        // answer follows.
        let (result, acknowledged) = tokio::select! {
            done = &mut work => (done, false),
            _ = tokio::time::sleep(DEFER_AFTER) => {
                if let Err(e) = c.create_response(&ctx.http, CreateInteractionResponse::Acknowledge).await {
                    tracing::warn!(error = %e, "acknowledging a button failed");
                }
                metrics().answered(InteractionKind::Button, came.elapsed());
                (work.await, true)
            }
        };
        let computer_turn = match result {
            Ok(response) => {
                self.respond(
                    ctx,
                    Answering::Button {
                        click: &c,
                        acknowledged,
                    },
                    response,
                    reach,
                )
                .await
            }
            Err(e) => {
                tracing::error!(error = %e, "a button's handling failed");
                None
            }
        };
        if !acknowledged {
            metrics().answered(InteractionKind::Button, came.elapsed());
        }
        self.answered_in(c.channel_id, &c.token, reach).await;
        self.computer_turn(computer_turn);
    }

    /// Starts the computer's turn in `game`, if one is due: only once the
    /// interaction that led to it is noted as answered, so that where the
    /// bot may only answer, the computer's reply finds its token.
    fn computer_turn(&self, game: Option<data::GameId>) {
        if let Some(game) = game {
            spawn_duty(&self.core, &self.poke, Duty::ComputerTurn(game), self.tick);
        }
    }

    /// The one way a response goes out: its new message (settling the
    /// outbox row that holds the same message), then the update of a
    /// clicked message. Returns the game where the computer's turn is due,
    /// for the caller to start once the interaction is noted as answered.
    async fn respond(
        &self,
        ctx: &Context,
        to: Answering<'_>,
        response: Response,
        reach: app::Reach,
    ) -> Option<data::GameId> {
        let Response {
            reply,
            update,
            outbox,
            computer_turn,
            launch_activity,
            ..
        } = response;
        // Open board: Discord opens the Activity where the button was.
        if let (true, Answering::Button { click, .. }) = (launch_activity, &to) {
            if let Err(e) = click
                .create_response(&ctx.http, CreateInteractionResponse::LaunchActivity)
                .await
            {
                tracing::warn!(error = %e, "opening the board failed");
            }
            return computer_turn;
        }
        // A click answered with an update alone: the update is the response.
        if let (
            Answering::Button {
                click,
                acknowledged: false,
            },
            None,
            Some(update),
        ) = (&to, &reply, &update)
        {
            let message = CreateInteractionResponse::UpdateMessage(Outgoing::of(update.clone()).update());
            if let Err(e) = click.create_response(&ctx.http, message).await {
                tracing::warn!(error = %e, "answering a button failed");
            }
        } else if let (
            Answering::Button {
                click,
                acknowledged: false,
            },
            Some(reply),
            Some(update),
            true,
        ) = (&to, &reply, &update, reach.answer_only)
        {
            // Where the bot may only answer, the clicked message is edited
            // by the answer itself, and the new message follows it.
            let message = CreateInteractionResponse::UpdateMessage(Outgoing::of(update.clone()).update());
            let shows = reply.shows();
            let sent = match click.create_response(&ctx.http, message).await {
                Ok(()) => click
                    .create_followup(&ctx.http, Outgoing::of(reply.clone()).followup())
                    .await
                    .map(|m| Some(m.id)),
                Err(e) => Err(e),
            };
            if let Err(e) = &sent {
                tracing::warn!(error = %e, "answering a button failed");
            }
            if let Some(row) = outbox {
                self.settle(row, sent.ok(), shows).await;
            }
        } else {
            if let Some(reply) = reply {
                let shows = reply.shows();
                let sent = send_reply(ctx, &self.callbacks, &to, reply).await;
                if let Err(e) = &sent {
                    tracing::warn!(error = %e, "answering an interaction failed");
                }
                if let Some(row) = outbox {
                    self.settle(row, sent.ok(), shows).await;
                }
            }
            if let (Some(update), Answering::Button { click, acknowledged }) = (update, &to) {
                update_clicked(ctx, click, *acknowledged, update).await;
            }
        }
        computer_turn
    }

    /// Tells the core whether the public answer it owes went out in place
    /// (`Some`, with the message's id where known); if not, the outbox
    /// sends it now.
    async fn settle(&self, id: data::OutboxId, sent: Option<Option<MessageId>>, shows: app::Shows) {
        match sent {
            Some(message) => {
                let message = message.map(|m| data::MessageId(m.get()));
                let sent = app::Sent::delivered(message, shows);
                self.core.outbox().report(id, sent, now_ms()).await;
            }
            None => {
                self.core.outbox().report(id, app::Sent::NotAnswered, now_ms()).await;
                self.poke.notify_one();
            }
        }
    }
}
