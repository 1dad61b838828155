//! Files attached to a command: fetched from Discord within the import
//! limit, so the core only ever sees bytes or a reason.

use std::time::Duration;

use serenity::all::{Attachment, CommandInteraction, ResolvedValue};

use crate::app::{Options, Upload, UploadError, Value, MAX_IMPORT_BYTES};

/// How long a download may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);

/// The attachment options of a subcommand, by option name.
pub fn attachments(cmd: &CommandInteraction) -> Vec<(String, Attachment)> {
    let opts = cmd.data.options();
    let Some(ResolvedValue::SubCommand(inner)) = opts.first().map(|o| &o.value) else {
        return Vec::new();
    };
    inner
        .iter()
        .filter_map(|o| match &o.value {
            ResolvedValue::Attachment(a) => Some((o.name.to_string(), (*a).clone())),
            _ => None,
        })
        .collect()
}

/// Fetches each attachment into `options`.
pub async fn fetch_into(options: &mut Options, files: Vec<(String, Attachment)>) {
    for (name, a) in files {
        let content = fetch(&a).await;
        options.0.push((
            name,
            Value::File(Upload {
                name: a.filename.clone(),
                content,
            }),
        ));
    }
}

/// The attachment's bytes; a file over the limit is refused by its
/// declared size and again while reading, whatever the server says.
async fn fetch(a: &Attachment) -> Result<Vec<u8>, UploadError> {
    let limit = MAX_IMPORT_BYTES;
    let too_large = |size: u64| UploadError::TooLarge { size, limit };
    if u64::from(a.size) > limit {
        return Err(too_large(a.size.into()));
    }
    let unreachable = |e: reqwest::Error| UploadError::Unreachable(e.without_url().to_string());
    let client = reqwest::Client::builder()
        .user_agent(serenity::constants::USER_AGENT)
        .timeout(FETCH_TIMEOUT)
        .build()
        .map_err(unreachable)?;
    let mut response = client
        .get(&a.url)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(unreachable)?;
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(unreachable)? {
        bytes.extend_from_slice(&chunk);
        let read = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
        if read > limit {
            return Err(too_large(read));
        }
    }
    Ok(bytes)
}
