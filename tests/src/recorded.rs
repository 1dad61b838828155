//! What the fake records of each REST request, and how tests read it.

use serde_json::Value;

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `GET`, `POST`, …
    pub method: String,
    /// Path without `/api/v10`.
    pub path: String,
    /// The JSON body (or `payload_json` of a multipart body).
    pub json: Value,
    /// Attached files: name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
    /// Its place in the log.
    pub seq: usize,
    /// The status the fake answered with: 200 (or 204), or an injected
    /// fault's.
    pub status: u16,
    /// Discord's error code where the fake refused it (a fault's is 0).
    pub code: Option<u64>,
}

impl Recorded {
    /// Whether Discord took it.
    pub fn ok(&self) -> bool {
        self.status < 300
    }

    /// For an interaction callback: the response type (4 message, 5
    /// deferred, 7 update, 8 autocomplete).
    pub fn kind(&self) -> u64 {
        self.json["type"].as_u64().unwrap_or(0)
    }

    /// The message data of a callback, or the body of a message request.
    pub fn data(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    /// The message text as a person reads it: the content, then each
    /// embed's title, body and fields.
    pub fn content(&self) -> String {
        let mut text = self.raw_content();
        for e in self.embeds() {
            for part in [&e["title"], &e["description"]] {
                if let Some(s) = part.as_str() {
                    text.push('\n');
                    text.push_str(s);
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                text.push_str(&format!(
                    "\n{}: {}",
                    f["name"].as_str().unwrap_or(""),
                    f["value"].as_str().unwrap_or("")
                ));
            }
        }
        text
    }

    /// What the message says: its embed's body when it has one (the
    /// content then holds only mentions), else its content.
    pub fn body(&self) -> String {
        match self.embeds().first().and_then(|e| e["description"].as_str()) {
            Some(d) => d.to_string(),
            None => self.raw_content(),
        }
    }

    /// The message's own content, without its embeds.
    pub fn raw_content(&self) -> String {
        self.data()["content"].as_str().unwrap_or("").to_string()
    }

    /// The message's embeds.
    pub fn embeds(&self) -> Vec<Value> {
        self.data()["embeds"].as_array().cloned().unwrap_or_default()
    }

    /// Whether it has an embed whose title starts with `prefix`.
    pub fn has_embed_titled(&self, prefix: &str) -> bool {
        self.embeds()
            .iter()
            .any(|e| e["title"].as_str().is_some_and(|t| t.starts_with(prefix)))
    }

    /// Whether it edits the deferred answer to an interaction.
    pub fn edits_original(&self) -> bool {
        self.method == "PATCH" && self.path.ends_with("/messages/@original")
    }

    /// Whether it posts a new message: a callback of type 4, or a
    /// follow-up to an interaction.
    pub fn new_message(&self) -> bool {
        if self.path.ends_with("/callback") {
            self.kind() == 4
        } else {
            self.method == "POST" && self.path.starts_with("/webhooks/")
        }
    }

    /// Whether only the caller sees it (ephemeral flag 64).
    pub fn private(&self) -> bool {
        self.data()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// Users the message may notify.
    pub fn mentioned_users(&self) -> Vec<u64> {
        self.data()["allowed_mentions"]["users"]
            .as_array()
            .map(|a| a.iter().filter_map(id_of).collect())
            .unwrap_or_default()
    }

    /// Button labels and ids.
    pub fn buttons(&self) -> Vec<(String, String)> {
        buttons_of(self.data())
    }

    /// The first attached PNG, decoded: (width, height).
    pub fn png_size(&self) -> Option<(u32, u32)> {
        let (_, bytes) = self.files.iter().find(|(n, _)| n.ends_with(".png"))?;
        let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).ok()?;
        Some((img.width(), img.height()))
    }
}

fn id_of(v: &Value) -> Option<u64> {
    v.as_u64().or_else(|| v.as_str()?.parse().ok())
}

/// The buttons on `message`: each one's label and custom id.
pub fn buttons_of(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for b in row["components"].as_array().into_iter().flatten() {
            if b["type"].as_u64() != Some(2) {
                continue;
            }
            out.push((
                b["label"].as_str().unwrap_or("").to_string(),
                b["custom_id"].as_str().unwrap_or("").to_string(),
            ));
        }
    }
    out
}

/// The options of every select menu on `message`: the menu's id, the
/// option's label and its value.
pub fn options_of(message: &Value) -> Vec<(String, String, String)> {
    let text = |v: &Value| v.as_str().unwrap_or("").to_string();
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for menu in row["components"].as_array().into_iter().flatten() {
            for o in menu["options"].as_array().into_iter().flatten() {
                out.push((text(&menu["custom_id"]), text(&o["label"]), text(&o["value"])));
            }
        }
    }
    out
}

/// What a posted message says: its embed's description, else its content.
pub fn text_of(message: &Value) -> String {
    message["embeds"][0]["description"]
        .as_str()
        .or(message["content"].as_str())
        .unwrap_or("")
        .to_string()
}

/// The labels of a posted message's buttons.
pub fn labels_of(message: &Value) -> Vec<String> {
    buttons_of(message).into_iter().map(|(label, _)| label).collect()
}
