//! The Activity: ZÈRTZ's board as a web page Discord opens in a call, a
//! DM or a group DM. This edge serves the client's files, signs people in
//! through Discord (the OAuth2 code exchanged here, with the application's
//! secret; the user and the instance's channel asked of Discord), and
//! keeps each board live over a WebSocket. Nothing the client says is
//! trusted: every move goes through the core as a picked move does.
//!
//! It answers on the operator's listener (`ZERTZ_HTTP`) beside `/healthz`,
//! `/readyz` and `/metrics`, when `DISCORD_CLIENT_SECRET` is set.

mod discord_api;
mod files;
mod live;
mod sessions;

use std::sync::Arc;

use axum::extract::{Query, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use zertz_data::{ChannelId, UserId};

use crate::app::clock::now_ms;
use crate::app::lang::Lang;
use crate::app::{client_words, Core, Duty, Response as CoreResponse, Sent, User, Viewer};
use discord_api::{AskError, DiscordApi};
use sessions::{SessionToken, Sessions};

/// The longest a request's body may be (a code and an instance id).
const MAX_BODY: usize = 4 * 1024;
/// The largest frame a board sends.
const MAX_FRAME: usize = 4 * 1024;
/// The WebSocket's buffers, small: a board's frames are a few KB.
const SOCKET_BUFFER: usize = 4 * 1024;

/// What the Activity needs from the configuration.
#[derive(Clone)]
pub struct ActivityConfig {
    /// Discord's API base (`https://discord.com`, or a test's).
    pub api: String,
    /// The bot's token, for the instance lookup.
    pub bot_token: String,
    /// The application's OAuth2 secret.
    pub client_secret: String,
    /// The application's id, when it is not the bot's user id.
    pub client_id: Option<u64>,
    /// How often time is looked at: the computer's turns run with it.
    pub tick: std::time::Duration,
}

/// What a change made from a board owes: its public message, released to
/// the outbox at once (no interaction answers it in place), and the
/// computer's turn.
#[derive(Clone)]
pub struct Owed {
    core: Arc<Core>,
    tick: std::time::Duration,
}

impl Owed {
    async fn settle(&self, response: CoreResponse) {
        let outbox = self.core.outbox();
        if let Some(id) = response.outbox {
            outbox.report(id, Sent::NotAnswered, now_ms()).await;
            outbox.owed().notify_one();
        }
        if let Some(game) = response.computer_turn {
            let (core, tick) = (self.core.clone(), self.tick);
            tokio::spawn(async move {
                if !core.run_duty(Duty::ComputerTurn(game), now_ms(), tick).await.is_empty() {
                    core.outbox().owed().notify_one();
                }
            });
        }
    }
}

struct Activity {
    core: Arc<Core>,
    config: ActivityConfig,
    discord: DiscordApi,
    sessions: Arc<Sessions>,
    hub: Arc<live::Hub>,
}

/// The Activity's routes: `/` and `/assets/…` (the client), `/api/config`,
/// `/api/session` and `/api/live` (its WebSocket).
pub fn router(core: Arc<Core>, config: ActivityConfig) -> Result<Router, String> {
    let discord = DiscordApi::new(&config.api, &config.bot_token, &config.client_secret)?;
    let sessions = Arc::new(Sessions::default());
    let owed = Owed {
        core: core.clone(),
        tick: config.tick,
    };
    let hub = live::Hub::start(core.clone(), owed, sessions.clone());
    core.offer_board();
    let state = Arc::new(Activity {
        core,
        config,
        discord,
        sessions,
        hub,
    });
    Ok(Router::new()
        .route("/api/config", get(client_config))
        .route("/api/session", post(session))
        .route("/api/live", get(live_socket))
        .fallback(get(|uri: axum::http::Uri| async move { files::file(uri.path()) }))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(state))
}

impl Activity {
    /// The application's id: configured, else the bot's own.
    fn client_id(&self) -> Option<u64> {
        self.config.client_id.or_else(|| self.core.identity().map(|me| me.id.0))
    }
}

fn error(status: StatusCode, why: &str) -> Response {
    (status, Json(json!({ "error": why }))).into_response()
}

async fn client_config(State(a): State<Arc<Activity>>) -> Response {
    match a.client_id() {
        Some(id) => Json(json!({ "client_id": id.to_string() })).into_response(),
        None => error(
            StatusCode::SERVICE_UNAVAILABLE,
            "the bot is still connecting to Discord: try again in a moment",
        ),
    }
}

#[derive(Deserialize)]
struct SignIn {
    code: String,
    instance_id: String,
}

/// Signs a person in: the code exchanged for their token, who they are,
/// and the instance they are in (its channel, and that they are in it),
/// all from Discord.
async fn session(
    State(a): State<Arc<Activity>>,
    body: Result<Json<SignIn>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Ok(Json(asked)) = body else {
        return error(StatusCode::BAD_REQUEST, "send {\"code\", \"instance_id\"} as JSON");
    };
    let well_formed = |s: &str, max| {
        !s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    if !well_formed(&asked.code, 200) || !well_formed(&asked.instance_id, 200) {
        return error(
            StatusCode::BAD_REQUEST,
            "that is not a code and an instance id as Discord gives them",
        );
    }
    let Some(app) = a.client_id() else {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            "the bot is still connecting to Discord: try again in a moment",
        );
    };
    let signed = async {
        let token = a.discord.exchange(app, &asked.code).await?;
        let me = a.discord.me(&token).await?;
        let instance = a.discord.instance(app, &asked.instance_id).await?;
        Ok::<_, AskError>((token, me, instance))
    }
    .await;
    let (token, me, instance) = match signed {
        Ok(signed) => signed,
        Err(AskError::Refused(why)) => {
            tracing::info!(%why, "a sign-in on the board was refused");
            return error(
                StatusCode::UNAUTHORIZED,
                "Discord did not confirm who you are here: close the board and open it again",
            );
        }
        Err(AskError::Unreachable(why)) => {
            tracing::warn!(%why, "Discord could not be asked about a sign-in on the board");
            return error(
                StatusCode::BAD_GATEWAY,
                "Discord could not be reached: try again in a moment",
            );
        }
    };
    let (Ok(user), Ok(channel)) = (me.id.parse::<u64>(), instance.location.channel_id.parse::<u64>()) else {
        return error(StatusCode::BAD_GATEWAY, "Discord's answer named no user or channel");
    };
    if !instance.users.contains(&me.id) {
        return error(
            StatusCode::FORBIDDEN,
            "you are not in this Activity: join it in Discord first",
        );
    }
    let lang = Lang::of_locale(me.locale.as_deref());
    let name = me
        .global_name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or(me.username.clone());
    let viewer = Viewer {
        user: User {
            id: UserId(user),
            name,
            bot: false,
        },
        channel: ChannelId(channel),
        lang,
    };
    let session = a.sessions.open(viewer.clone());
    Json(json!({
        "session": session.as_str(),
        "access_token": token,
        "user": { "id": me.id, "name": viewer.user.name },
        "words": serde_json::Value::Object(
            client_words(lang).into_iter().map(|(k, v)| (k.to_string(), v.into())).collect()
        ),
    }))
    .into_response()
}

#[derive(Deserialize)]
struct LiveQuery {
    session: String,
}

async fn live_socket(State(a): State<Arc<Activity>>, Query(q): Query<LiveQuery>, ws: WebSocketUpgrade) -> Response {
    let Some(viewer) = SessionToken::parse(&q.session).and_then(|t| a.sessions.viewer(&t)) else {
        return error(
            StatusCode::UNAUTHORIZED,
            "this session is unknown or over: open the board again",
        );
    };
    let hub = a.hub.clone();
    ws.read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(0)
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| hub.serve(socket, viewer))
        .into_response()
}
