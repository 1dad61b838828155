//! An interaction answered with a message whose id comes back with the
//! answer: asked `with_response=true`, Discord returns the message the
//! callback made, so no second request (`GET …/messages/@original`) is
//! needed to learn it. serenity 0.12 cannot ask for it, so this one
//! request is made here, with the same form serenity would send.

use serde::Deserialize;
use serenity::all::{InteractionId, MessageId};
use serenity::http::{ErrorResponse, HttpError};

use super::outgoing::Outgoing;

/// Where interaction callbacks go.
pub(super) struct Callbacks {
    client: reqwest::Client,
    /// `https://discord.com/api/v10`, or the configured base URL's.
    api: String,
}

/// The part of the callback's response read: the message's id.
#[derive(Deserialize)]
struct Answered {
    resource: Option<Resource>,
}

#[derive(Deserialize)]
struct Resource {
    message: Option<Made>,
}

#[derive(Deserialize)]
struct Made {
    id: MessageId,
}

impl Callbacks {
    /// Callbacks to Discord, or to `base` (a proxy or a fake); fails only
    /// if no TLS client can be made.
    pub(super) fn new(base: Option<&str>) -> Result<Callbacks, reqwest::Error> {
        let base = base.unwrap_or("https://discord.com").trim_end_matches('/');
        Ok(Callbacks {
            // Discord may refuse a request without its User-Agent form
            // (`DiscordBot (URL, VERSION)`): the same as serenity's own.
            client: reqwest::Client::builder()
                .user_agent(serenity::constants::USER_AGENT)
                .build()?,
            api: format!("{base}/api/v10"),
        })
    }

    /// Answers interaction `id` with `out` as a message; returns the
    /// message's id, or `None` if the answer came back without it. The
    /// callback's own token authorises it: no bot token is sent.
    pub(super) async fn message(
        &self,
        id: InteractionId,
        token: &str,
        out: Outgoing,
    ) -> serenity::Result<Option<MessageId>> {
        let (payload, files) = out.callback()?;
        let mut form = reqwest::multipart::Form::new().text("payload_json", payload);
        for (i, f) in files.into_iter().enumerate() {
            let mime = if f.filename.ends_with(".gif") {
                "image/gif"
            } else {
                "image/png"
            };
            let part = reqwest::multipart::Part::bytes(f.data)
                .file_name(f.filename)
                .mime_str(mime)?;
            form = form.part(format!("files[{i}]"), part);
        }
        let url = format!("{}/interactions/{id}/{token}/callback?with_response=true", self.api);
        let response = self.client.post(url).multipart(form).send().await?;
        if !response.status().is_success() {
            let error = ErrorResponse::from_response(response, reqwest::Method::POST).await;
            return Err(HttpError::UnsuccessfulRequest(error).into());
        }
        if response.status() == reqwest::StatusCode::NO_CONTENT {
            return Ok(None);
        }
        let answered: Answered = serde_json::from_slice(&response.bytes().await?)?;
        Ok(answered.resource.and_then(|r| r.message).map(|m| m.id))
    }
}
