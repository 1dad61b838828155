//! A core reply in Discord's terms, built in one place.

use std::num::NonZeroU64;

use serde::Serialize;

use serenity::all::{
    ButtonStyle as DiscordButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, EditMessage, InteractionResponseFlags,
};

use crate::app::marks::{write_marks, Mark, TimeStyle};
use crate::app::{self, Reply};

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

/// An interaction callback's JSON, as serenity's builders write it.
#[derive(Serialize)]
struct Callback<'a> {
    #[serde(rename = "type")]
    kind: u8,
    data: CallbackData<'a>,
}

#[derive(Serialize)]
struct CallbackData<'a> {
    content: &'a str,
    allowed_mentions: &'a CreateAllowedMentions,
    components: &'a [CreateActionRow],
    embeds: &'a [CreateEmbed],
    flags: InteractionResponseFlags,
    attachments: Vec<Listed<'a>>,
}

/// A file's metadata: `id` is its place, naming its part `files[id]`.
#[derive(Serialize)]
struct Listed<'a> {
    id: usize,
    filename: &'a str,
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

/// `text` with its marks in Discord's syntax: a mention, a channel link, a
/// timestamp each reader sees in their own time zone.
fn discord_text(text: &str) -> String {
    write_marks(text, |mark| match mark {
        Mark::User(id) => format!("<@{id}>"),
        Mark::Channel(id) => format!("<#{id}>"),
        Mark::Role(id) => format!("<@&{id}>"),
        Mark::Time(at, style) => {
            let style = match style {
                TimeStyle::DateTime => 'f',
                TimeStyle::Relative => 'R',
            };
            format!("<t:{}:{style}>", at.div_euclid(1000))
        }
    })
}

impl Outgoing {
    /// The Discord message for `reply`.
    pub fn of(mut reply: Reply) -> Outgoing {
        reply.text = discord_text(&reply.text);
        if let Some(card) = &mut reply.card {
            card.title = discord_text(&card.title);
            for (name, value) in &mut card.fields {
                (*name, *value) = (discord_text(name), discord_text(value));
            }
        }
        // Mentions outside this list do not ping; ids of 0 cannot be users.
        let pings = reply.mentions.iter().any(|u| u.get() != 0);
        let users = reply.mentions.iter().filter_map(|u| NonZeroU64::new(u.get()));
        let mentions = CreateAllowedMentions::new().users(users.map(serenity::all::UserId::from));
        let mut components: Vec<CreateActionRow> = reply
            .menus
            .iter()
            .enumerate()
            .map(|(i, menu)| {
                let options = menu
                    .options
                    .iter()
                    .map(|o| {
                        let option = CreateSelectMenuOption::new(o.label.clone(), o.id.to_string());
                        match o.description.is_empty() {
                            true => option,
                            false => option.description(o.description.clone()),
                        }
                    })
                    .collect();
                // A menu's own id is never read back (its chosen option's
                // is): it only has to be unique in the message.
                let select = CreateSelectMenu::new(format!("menu:{i}"), CreateSelectMenuKind::String { options })
                    .placeholder(menu.placeholder.clone());
                CreateActionRow::SelectMenu(select)
            })
            .collect();
        if !reply.buttons.is_empty() {
            let buttons = reply.buttons.iter().map(|b| {
                let style = match b.style {
                    app::ButtonStyle::Primary => DiscordButtonStyle::Primary,
                    app::ButtonStyle::Secondary => DiscordButtonStyle::Secondary,
                    app::ButtonStyle::Success => DiscordButtonStyle::Success,
                    app::ButtonStyle::Danger => DiscordButtonStyle::Danger,
                };
                CreateButton::new(b.id.to_string()).label(b.label.clone()).style(style)
            });
            components.push(CreateActionRow::Buttons(buttons.collect()));
        }
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

    /// The new content of the message a click was on, as the click's
    /// answer: it stays as private or public as it was (Discord cannot
    /// change that by an edit), so no ephemeral flag is sent.
    pub fn update(mut self) -> CreateInteractionResponseMessage {
        self.ephemeral = false;
        self.interaction()
    }

    /// An interaction's answer as a callback made outside serenity: its
    /// JSON, written straight from these parts (serenity's builder would
    /// pass through a `serde_json::Value`), and its files, each named in
    /// the JSON by its place, the part `files[i]`.
    pub fn callback(self) -> serde_json::Result<(String, Vec<CreateAttachment>)> {
        /// Discord's `CHANNEL_MESSAGE_WITH_SOURCE`.
        const MESSAGE: u8 = 4;
        let attachments = self.files.iter().enumerate();
        let callback = Callback {
            kind: MESSAGE,
            data: CallbackData {
                content: &self.content,
                allowed_mentions: &self.mentions,
                components: &self.components,
                embeds: &self.embeds,
                flags: if self.ephemeral {
                    InteractionResponseFlags::EPHEMERAL
                } else {
                    InteractionResponseFlags::empty()
                },
                attachments: attachments
                    .map(|(id, f)| Listed {
                        id,
                        filename: &f.filename,
                    })
                    .collect(),
            },
        };
        Ok((serde_json::to_string(&callback)?, self.files))
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

#[cfg(test)]
mod tests {
    use serenity::all::CreateInteractionResponse;
    use zertz_data::{GameId, UserId};

    use super::*;
    use crate::app::{Attachment, Button, ButtonId, ButtonStyle, Card};

    /// A board for the opponent: card, picture, chart, button and ping.
    fn board(private: bool) -> Reply {
        let file = |name: &str| Attachment::new(name, vec![1, 2, 3]);
        Reply {
            text: "alice placed a white marble".into(),
            attachments: vec![file("board.png"), file("race.png")],
            card: Some(Card {
                title: "Game 7".into(),
                colour: 0xf6c440,
                fields: vec![("Clock".into(), "3 days".into())],
                image: Some("board.png".into()),
            }),
            buttons: vec![Button {
                id: ButtonId::Rematch(GameId(7)),
                label: "Rematch".into(),
                style: ButtonStyle::Primary,
            }],
            mentions: vec![UserId(42)],
            private,
            ..Reply::default()
        }
    }

    #[test]
    fn a_callback_is_the_json_serenity_writes_with_its_files_listed_by_place() {
        for private in [false, true] {
            let (json, files) = Outgoing::of(board(private)).callback().unwrap();
            let ours: serde_json::Value = serde_json::from_str(&json).unwrap();
            let message = Outgoing::of(board(private)).interaction();
            let mut theirs = serde_json::to_value(CreateInteractionResponse::Message(message)).unwrap();
            // serenity numbers a message's files only as it sends them.
            theirs["data"]["attachments"] = serde_json::json!([
                {"id": 0, "filename": "board.png"},
                {"id": 1, "filename": "race.png"},
            ]);
            assert_eq!(ours, theirs, "private: {private}");
            let names: Vec<_> = files.iter().map(|f| f.filename.as_str()).collect();
            assert_eq!(names, ["board.png", "race.png"]);
            assert!(files.iter().all(|f| f.data == [1, 2, 3]), "the bytes go with the files");
        }
    }

    #[test]
    fn marks_go_out_in_discords_syntax_in_the_text_and_the_card() {
        use crate::app::marks::{Mark, TimeStyle};
        use zertz_data::ChannelId;
        let mut reply = board(false);
        reply.text = format!(
            "{}, your move by {}",
            Mark::user(UserId(42)),
            Mark::time(1_800_000_000_000, TimeStyle::Relative)
        );
        let card = reply.card.as_mut().unwrap();
        card.fields = vec![("Where".into(), Mark::channel(ChannelId(500)))];
        let sent = serde_json::to_value(CreateInteractionResponse::Message(
            Outgoing::of(reply.clone()).interaction(),
        ))
        .unwrap();
        let embed = &sent["data"]["embeds"][0];
        assert_eq!(embed["description"], "<@42>, your move by <t:1800000000:R>");
        assert_eq!(embed["fields"][0]["value"], "<#500>");
        assert_eq!(sent["data"]["content"], "<@42>", "the ping");
        reply.card = None;
        let sent = serde_json::to_value(CreateInteractionResponse::Message(Outgoing::of(reply).interaction())).unwrap();
        assert_eq!(sent["data"]["content"], "<@42>, your move by <t:1800000000:R>");
    }
}
