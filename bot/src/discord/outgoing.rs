//! A core reply in Discord's terms, built in one place.

use std::num::NonZeroU64;

use serenity::all::{
    ButtonStyle as DiscordButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage,
};

use crate::core::{self, Reply};

/// Sets the parts every message builder takes alike: serenity's builders
/// share these methods but no trait.
macro_rules! common {
    ($builder:expr, $out:expr) => {
        $builder
            .content($out.content)
            .allowed_mentions($out.mentions)
            .components($out.components)
            .embeds($out.embeds)
    };
}

/// A core reply in Discord's terms. [`Outgoing::of`] is the one place a
/// reply becomes a Discord message; the picture's bytes move, never copy.
/// Each way of sending then takes the parts it has room for.
pub struct Outgoing {
    content: String,
    /// Shown only to the person who asked.
    pub ephemeral: bool,
    /// Whether it notifies someone: Discord notifies only when a message
    /// is created, never when one is edited.
    pub pings: bool,
    mentions: CreateAllowedMentions,
    components: Vec<CreateActionRow>,
    files: Vec<CreateAttachment>,
    /// The card as an embed, or none: an edit then clears an old one.
    embeds: Vec<CreateEmbed>,
}

impl Outgoing {
    /// The Discord message for `reply`.
    pub fn of(reply: Reply) -> Outgoing {
        // Mentions outside this list do not ping; ids of 0 cannot be users.
        let pings = reply.mentions.iter().any(|u| u.get() != 0);
        let users = reply.mentions.iter().filter_map(|u| NonZeroU64::new(u.get()));
        let mentions = CreateAllowedMentions::new().users(users.map(serenity::all::UserId::from));
        let components = if reply.buttons.is_empty() {
            Vec::new()
        } else {
            let buttons = reply.buttons.iter().map(|b| {
                let style = match b.style {
                    core::ButtonStyle::Primary => DiscordButtonStyle::Primary,
                    core::ButtonStyle::Secondary => DiscordButtonStyle::Secondary,
                    core::ButtonStyle::Success => DiscordButtonStyle::Success,
                    core::ButtonStyle::Danger => DiscordButtonStyle::Danger,
                };
                CreateButton::new(b.id.to_string()).label(b.label.clone()).style(style)
            });
            vec![CreateActionRow::Buttons(buttons.collect())]
        };
        // With a card, the text is the embed's body and the content keeps
        // only the mentions, which notify from there and not from an embed.
        let (content, embeds) = match reply.card {
            Some(card) => {
                let pings: Vec<String> = reply.mentions.iter().map(|u| format!("<@{u}>")).collect();
                let mut e = CreateEmbed::new()
                    .title(card.title)
                    .description(reply.text)
                    .colour(card.colour);
                for (name, value) in card.fields {
                    e = e.field(name, value, true);
                }
                if let Some(image) = card.image {
                    e = e.image(format!("attachment://{image}"));
                }
                (pings.join(" "), vec![e])
            }
            None => (reply.text, Vec::new()),
        };
        Outgoing {
            content,
            embeds,
            ephemeral: reply.private,
            pings,
            mentions,
            components,
            files: reply
                .attachments
                .into_iter()
                .map(|a| CreateAttachment::bytes(a.bytes, a.name))
                .collect(),
        }
    }

    /// An interaction's answer.
    pub fn interaction(self) -> CreateInteractionResponseMessage {
        let m = common!(CreateInteractionResponseMessage::new(), self).ephemeral(self.ephemeral);
        m.add_files(self.files)
    }

    /// An interaction's answer without its files, and the files: for a
    /// request made outside serenity.
    pub fn interaction_parts(self) -> (CreateInteractionResponseMessage, Vec<CreateAttachment>) {
        let m = common!(CreateInteractionResponseMessage::new(), self).ephemeral(self.ephemeral);
        (m, self.files)
    }

    /// The edit of a deferred answer.
    pub fn edit_interaction(self) -> EditInteractionResponse {
        let m = common!(EditInteractionResponse::new(), self);
        self.files.into_iter().fold(m, |m, f| m.new_attachment(f))
    }

    /// A follow-up to a deferred answer (private when the reply is).
    pub fn followup(self) -> CreateInteractionResponseFollowup {
        let m = common!(CreateInteractionResponseFollowup::new(), self).ephemeral(self.ephemeral);
        m.add_files(self.files)
    }

    /// A new message in a channel.
    pub fn message(self) -> CreateMessage {
        common!(CreateMessage::new(), self).add_files(self.files)
    }

    /// The new text and buttons of a posted message.
    pub fn edit_message(self) -> EditMessage {
        EditMessage::new()
            .content(self.content)
            .components(self.components)
            .embeds(self.embeds)
    }
}
