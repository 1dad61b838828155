//! The fake's side of the Activity: Discord's OAuth2 token exchange, the
//! current user behind a token, the Activity instances and who is in
//! them, and the parent page that speaks the Embedded App SDK's message
//! protocol to the bot's page in an iframe, as Discord's client does.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use axum::extract::{Form, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use serde_json::{json, Value};

use crate::{lock, FakeDiscord, Inner, APP_ID};

/// The application's OAuth2 secret, as the bot must send it.
pub const CLIENT_SECRET: &str = "fake-client-secret";
/// Where the SDK accepts a parent outside Discord: exactly this origin.
pub const PARENT_ORIGIN: &str = "http://localhost:3333";

/// Someone who can sign in to the Activity.
#[derive(Clone, Debug)]
pub(crate) struct Account {
    pub name: String,
    pub locale: String,
}

/// The state of the Activity's side of the fake.
#[derive(Default)]
pub(crate) struct Activities {
    /// People by id.
    pub accounts: HashMap<u64, Account>,
    /// Codes handed out and not yet exchanged, by code: the user.
    pub codes: HashMap<String, u64>,
    /// Access tokens by token: the user.
    pub tokens: HashMap<String, u64>,
    /// Instances by id: the channel, the guild and who is in it.
    pub instances: HashMap<String, (u64, Option<u64>, Vec<u64>)>,
}

impl FakeDiscord {
    /// Makes `id` someone who can sign in, in `locale`.
    pub fn account(&self, id: u64, name: &str, locale: &str) {
        let account = Account {
            name: name.into(),
            locale: locale.into(),
        };
        lock(&self.inner.activities).accounts.insert(id, account);
    }

    /// An Activity instance `id` launched in `channel` (of `guild`, none
    /// in a DM), with `users` in it.
    pub fn instance(&self, id: &str, channel: u64, guild: Option<u64>, users: &[u64]) {
        lock(&self.inner.activities)
            .instances
            .insert(id.into(), (channel, guild, users.to_vec()));
    }

    /// The access tokens handed out, with their users.
    pub fn access_tokens(&self) -> HashMap<String, u64> {
        lock(&self.inner.activities).tokens.clone()
    }

    /// Serves the parent page on [`PARENT_ORIGIN`] (port 3333, the one
    /// the SDK trusts): one test at a time can.
    pub async fn serve_parent(&self) -> std::io::Result<()> {
        // A scenario before may still be letting the port go.
        let mut tries = 0;
        let listener = loop {
            match tokio::net::TcpListener::bind("127.0.0.1:3333").await {
                Ok(l) => break l,
                Err(e) if tries >= 100 => return Err(e),
                Err(_) => {
                    tries += 1;
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                }
            }
        };
        let app = axum::Router::new()
            .route("/parent", axum::routing::get(|| async { Html(PARENT_PAGE) }))
            .route("/parent.js", axum::routing::get(parent_script))
            .route("/code", axum::routing::post(code))
            .with_state(self.inner.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(())
    }
}

async fn parent_script() -> Response {
    ([("content-type", "text/javascript")], PARENT_SCRIPT).into_response()
}

/// A fresh single-use code for the user the parent page signs in, as
/// Discord's AUTHORIZE gives one.
async fn code(State(inner): State<Arc<Inner>>, body: String) -> Response {
    let Ok(user) = body.trim().parse::<u64>() else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let code = format!("code{}", inner.ids.fetch_add(1, Ordering::Relaxed));
    lock(&inner.activities).codes.insert(code.clone(), user);
    code.into_response()
}

/// `POST /api/v10/oauth2/token`: a code exchanged for a token, once, by
/// the application that holds the secret.
pub(crate) async fn oauth_token(
    State(inner): State<Arc<Inner>>,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let field = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
    if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
        return (StatusCode::UNAUTHORIZED, axum::Json(json!({"error": "invalid_client"}))).into_response();
    }
    if field("grant_type") != "authorization_code" {
        return (
            StatusCode::BAD_REQUEST,
            axum::Json(json!({"error": "unsupported_grant_type"})),
        )
            .into_response();
    }
    let mut a = lock(&inner.activities);
    let Some(user) = a.codes.remove(field("code")) else {
        return (StatusCode::BAD_REQUEST, axum::Json(json!({"error": "invalid_grant"}))).into_response();
    };
    let token = format!("token{}", inner.ids.fetch_add(1, Ordering::Relaxed));
    a.tokens.insert(token.clone(), user);
    axum::Json(json!({
        "access_token": token, "token_type": "Bearer", "expires_in": 604_800,
        "refresh_token": format!("refresh-{token}"), "scope": "identify"
    }))
    .into_response()
}

/// `GET /api/v10/users/@me` with a user's token.
pub(crate) async fn me(State(inner): State<Arc<Inner>>, headers: HeaderMap) -> Response {
    let authorization = headers.get("authorization").and_then(|v| v.to_str().ok());
    if authorization == Some(format!("Bot {}", crate::TOKEN).as_str()) {
        return axum::Json(crate::person::user_json(APP_ID, "ZÈRTZ", true)).into_response();
    }
    let bearer = authorization.and_then(|v| v.strip_prefix("Bearer "));
    let a = lock(&inner.activities);
    let Some(user) = bearer.and_then(|t| a.tokens.get(t)) else {
        return (
            StatusCode::UNAUTHORIZED,
            axum::Json(json!({"message": "401: Unauthorized", "code": 0})),
        )
            .into_response();
    };
    let account = a.accounts.get(user).cloned().unwrap_or(Account {
        name: format!("user{user}"),
        locale: "en-US".into(),
    });
    axum::Json(json!({
        "id": user.to_string(), "username": account.name, "global_name": account.name,
        "discriminator": "0", "avatar": null, "locale": account.locale, "public_flags": 0, "flags": 0
    }))
    .into_response()
}

/// `GET /applications/ID/activity-instances/INSTANCE`, as the bot asks it.
pub(crate) fn instance(inner: &Inner, id: &str) -> Option<Value> {
    let a = lock(&inner.activities);
    let (channel, guild, users) = a.instances.get(id)?;
    let location = match guild {
        Some(g) => {
            json!({"id": format!("gc-{g}-{channel}"), "kind": "gc", "channel_id": channel.to_string(), "guild_id": g.to_string()})
        }
        None => json!({"id": format!("pc-{channel}"), "kind": "pc", "channel_id": channel.to_string()}),
    };
    Some(json!({
        "application_id": APP_ID.to_string(), "instance_id": id, "launch_id": "1",
        "location": location, "users": users.iter().map(u64::to_string).collect::<Vec<_>>()
    }))
}

/// The parent page: the bot's page in an iframe that fills it.
const PARENT_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Discord (fake)</title>
<style>html,body{margin:0;height:100%;background:#313338}iframe{position:fixed;inset:0;width:100%;height:100%;border:0}</style>
</head><body><iframe id="activity" sandbox="allow-scripts allow-same-origin allow-forms allow-popups"></iframe>
<script src="/parent.js"></script></body></html>
"#;

/// The parent's half of the SDK's protocol (`shared/discord/embedded-app-sdk.md`):
/// READY after the HANDSHAKE, a fresh code for AUTHORIZE, the user for
/// AUTHENTICATE (the token kept for the test to compare), and an empty
/// answer to anything else.
const PARENT_SCRIPT: &str = r#"
const q = new URLSearchParams(location.search);
const user = q.get('user');
const name = q.get('name') || ('user' + user);
const frame = document.getElementById('activity');
window.authenticated = [];
window.handshakes = 0;
const reply = (cmd, nonce, data) => frame.contentWindow.postMessage([1, {cmd, evt: null, nonce, data}], '*');
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [op, payload] = event.data;
  if (op === 0) {
    window.handshakes += 1;
    frame.contentWindow.postMessage([1, {cmd: 'DISPATCH', evt: 'READY', nonce: null, data: {
      v: 1, config: {cdn_host: 'cdn.discordapp.com', api_endpoint: '//discord.com/api', environment: 'production'},
      user: {id: user, username: name, discriminator: '0'}}}], '*');
    return;
  }
  if (op !== 1) return;
  const {cmd, nonce, args} = payload;
  if (cmd === 'AUTHORIZE') {
    const code = await (await fetch('/code', {method: 'POST', body: user})).text();
    reply(cmd, nonce, {code});
  } else if (cmd === 'AUTHENTICATE') {
    window.authenticated.push(args.access_token);
    reply(cmd, nonce, {access_token: args.access_token,
      user: {username: name, discriminator: '0', id: user, avatar: null, public_flags: 0, global_name: name},
      scopes: ['identify'], expires: '2030-01-01T00:00:00.000Z',
      application: {id: q.get('app'), name: 'ZÈRTZ', description: ''}});
  } else {
    reply(cmd, nonce, null);
  }
});
const src = new URL(q.get('activity'));
for (const k of ['instance_id', 'channel_id', 'guild_id', 'platform']) if (q.get(k)) src.searchParams.set(k, q.get(k));
src.searchParams.set('frame_id', 'frame-' + user);
frame.src = src.toString();
"#;

/// Signs `user` in to `instance` on the bot's listener at `bot` as the
/// client does, without a browser: a code from the parent page, which the
/// bot exchanges with the fake. The session, or the bot's status and error.
pub async fn sign_in(bot: std::net::SocketAddr, user: u64, instance: &str) -> Result<String, (u16, String)> {
    let http = reqwest::Client::new();
    let code = http
        .post(format!("{PARENT_ORIGIN}/code"))
        .body(user.to_string())
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let answer = http
        .post(format!("http://{bot}/api/session"))
        .header("content-type", "application/json")
        .body(json!({"code": code, "instance_id": instance}).to_string())
        .send()
        .await
        .unwrap();
    let status = answer.status().as_u16();
    let body: Value = serde_json::from_str(&answer.text().await.unwrap_or_default()).unwrap_or(Value::Null);
    match status {
        200 => Ok(body["session"].as_str().unwrap_or_default().to_string()),
        _ => Err((status, body["error"].as_str().unwrap_or_default().to_string())),
    }
}
