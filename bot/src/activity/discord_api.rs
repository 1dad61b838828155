//! What the Activity asks Discord: the OAuth2 code exchanged for a token,
//! the user that token is for, and the Activity instance (its channel and
//! who is in it). Nothing the client says is taken without these.

use serde::Deserialize;

/// Discord's API, or the base URL tests point it at.
#[derive(Clone)]
pub struct DiscordApi {
    http: reqwest::Client,
    base: String,
    bot_token: String,
    client_secret: String,
}

/// Why Discord's answer could not be used.
#[derive(Debug, thiserror::Error)]
pub enum AskError {
    /// Discord said no: a bad code, a token it does not know, an instance
    /// that is not this application's.
    #[error("Discord refused: {0}")]
    Refused(String),
    /// Discord could not be reached, or answered what cannot be read.
    #[error("Discord could not be asked: {0}")]
    Unreachable(String),
}

/// The user a token belongs to.
#[derive(Clone, Debug, Deserialize)]
pub struct Me {
    /// Their id, as Discord writes snowflakes: text.
    pub id: String,
    /// Their user name.
    pub username: String,
    /// Their display name, where they set one.
    pub global_name: Option<String>,
    /// Their language, with the `identify` scope.
    pub locale: Option<String>,
}

/// An Activity instance, as Discord knows it.
#[derive(Clone, Debug, Deserialize)]
pub struct Instance {
    /// Where it was launched.
    pub location: Location,
    /// Who is in it.
    pub users: Vec<String>,
}

/// Where an instance was launched.
#[derive(Clone, Debug, Deserialize)]
pub struct Location {
    /// The channel (a DM's or a group DM's too).
    pub channel_id: String,
}

#[derive(Deserialize)]
struct Token {
    access_token: String,
}

impl DiscordApi {
    /// Asks `base` (Discord's, or a test's) with the bot's token and the
    /// application's secret.
    pub fn new(base: &str, bot_token: &str, client_secret: &str) -> Result<DiscordApi, String> {
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .user_agent("DiscordBot (https://github.com/zertz-bot, 0.1)")
            .build()
            .map_err(|e| e.to_string())?;
        Ok(DiscordApi {
            http,
            base: format!("{}/api/v10", base.trim_end_matches('/')),
            bot_token: bot_token.to_string(),
            client_secret: client_secret.to_string(),
        })
    }

    /// The access token for `code`, which the client had from Discord's
    /// AUTHORIZE.
    pub async fn exchange(&self, client_id: u64, code: &str) -> Result<String, AskError> {
        let form = [
            ("client_id", client_id.to_string()),
            ("client_secret", self.client_secret.clone()),
            ("grant_type", "authorization_code".to_string()),
            ("code", code.to_string()),
        ];
        let asked = self.http.post(format!("{}/oauth2/token", self.base)).form(&form);
        Ok(read::<Token>(asked).await?.access_token)
    }

    /// Who `access_token` belongs to.
    pub async fn me(&self, access_token: &str) -> Result<Me, AskError> {
        read(
            self.http
                .get(format!("{}/users/@me", self.base))
                .bearer_auth(access_token),
        )
        .await
    }

    /// The instance `instance_id` of application `app`.
    pub async fn instance(&self, app: u64, instance_id: &str) -> Result<Instance, AskError> {
        let url = reqwest::Url::parse(&format!("{}/applications/{app}/activity-instances/", self.base))
            .and_then(|u| u.join(instance_id))
            .map_err(|e| AskError::Refused(format!("not an instance id: {e}")))?;
        read(
            self.http
                .get(url)
                .header("authorization", format!("Bot {}", self.bot_token)),
        )
        .await
    }
}

async fn read<T: for<'de> Deserialize<'de>>(asked: reqwest::RequestBuilder) -> Result<T, AskError> {
    let answer = asked.send().await.map_err(|e| AskError::Unreachable(e.to_string()))?;
    let status = answer.status();
    let body = answer.text().await.map_err(|e| AskError::Unreachable(e.to_string()))?;
    if status.is_client_error() {
        return Err(AskError::Refused(format!(
            "{status}: {}",
            body.chars().take(200).collect::<String>()
        )));
    }
    if !status.is_success() {
        return Err(AskError::Unreachable(status.to_string()));
    }
    serde_json::from_str(&body).map_err(|e| AskError::Unreachable(format!("an answer that cannot be read: {e}")))
}
