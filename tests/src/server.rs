//! The fake's REST API, held to Discord's spec and limits, with faults
//! injected where a test asked for them.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use crate::person::user_json;
use crate::protocol::{self, Refusal};
use crate::spec::{invalid_form_body, Asked, Refused, Spec};
use crate::{limits, lock, Fault, Inner, Recorded, APP_ID, GUILD, TOKEN};

/// A message as Discord holds it; `notifies` when it was made as a new
/// message (an edit, a placeholder or a placeholder's filling notifies
/// nobody).
fn message_json(
    inner: &Inner,
    id: u64,
    channel: u64,
    body: &Value,
    files: &[(String, Vec<u8>)],
    notifies: bool,
) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            json!({"id": (id + 1 + i as u64).to_string(), "filename": name, "size": bytes.len(),
                   "url": format!("http://{}/files/{name}", lock(&inner.base)), "proxy_url": "http://x/y"})
        })
        .collect();
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD.to_string(),
        "author": user_json(APP_ID, "ZÈRTZ", true),
        "content": body["content"].as_str().unwrap_or(""), "timestamp": "2026-11-22T12:00:00+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": attachments, "pinned": false, "type": 0,
        "embeds": body["embeds"].as_array().cloned().unwrap_or_default(),
        "flags": body["flags"].as_u64().unwrap_or(0),
        "components": body["components"].as_array().cloned().unwrap_or_default(),
        // Not Discord's: whom the message notified when it was made.
        "pinged": if notifies { body["allowed_mentions"]["users"].as_array().cloned().unwrap_or_default() } else { Vec::new() }
    })
}

/// Whether a REST request to `parts` must carry the bot's token, as on
/// Discord: interaction callbacks and webhooks go by the interaction's
/// token instead, and the CDN and `GET /gateway` need none.
fn needs_token(parts: &[&str]) -> bool {
    !matches!(
        parts,
        ["interactions", ..] | ["webhooks", ..] | ["attachments", ..] | ["files", ..] | ["gateway"]
    )
}

pub(crate) async fn rest(State(inner): State<Arc<Inner>>, req: Request) -> Response {
    let method = req.method().clone();
    let full = req.uri().path().to_string();
    let api = full.starts_with("/api/v10/");
    let path = full.trim_start_matches("/api/v10").to_string();
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let query: Vec<(String, String)> = req
        .uri()
        .query()
        .into_iter()
        .flat_map(|q| q.split('&'))
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (p.to_string(), String::new()),
        })
        .collect();
    let [authorization, user_agent, content_type] = ["authorization", "user-agent", "content-type"].map(|name| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    });
    // Discord answers a request without the bot's token before reading it.
    let signed = authorization.is_some_and(|a| a == format!("Bot {TOKEN}"));
    let refused = needs_token(&parts) && !signed;
    let multipart = content_type.is_some_and(|c| c.starts_with("multipart/"));
    let mut unreadable = None;
    let (json_body, files, content) = if refused {
        (Value::Null, Vec::new(), None)
    } else if multipart {
        match read_multipart(req).await {
            Ok((body, files)) => (body, files, Some("multipart")),
            Err(why) => {
                let body = json!({"message": format!("Invalid Form Body: {why}"), "code": 50_035});
                return (StatusCode::BAD_REQUEST, axum::Json(body)).into_response();
            }
        }
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        match serde_json::from_slice(&bytes) {
            _ if bytes.is_empty() => (Value::Null, Vec::new(), None),
            Ok(v) => (v, Vec::new(), Some("json")),
            Err(e) => {
                unreadable = Some(e.to_string());
                (Value::Null, Vec::new(), Some("json"))
            }
        }
    };
    let now = Instant::now();
    let (reply, status, code) = if refused {
        let body = json!({"message": "401: Unauthorized", "code": 0});
        (
            (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response(),
            401,
            Some(0),
        )
    } else if let Some(r) = held_to_discord(
        &inner,
        api,
        &method,
        &parts,
        &query,
        content,
        &json_body,
        &files,
        user_agent.as_deref(),
        unreadable,
    ) {
        if r.violation {
            lock(&inner.violations).push(format!("{method} {path}: {r}"));
        }
        (r.response(), r.status, Some(r.code))
    } else if let Some(f) = take_fault(&inner, method.as_str(), &path) {
        (fault_response(&f), f.status, Some(0))
    } else if let Some(r) = protocol::check(&inner, method.as_str(), &parts) {
        if r.violation {
            lock(&inner.violations).push(format!("{method} {path}: {r}"));
        }
        (r.response(), r.status, Some(r.code))
    } else {
        let r = route(&inner, &method, &parts, &json_body, &files, &query, now);
        let status = r.status().as_u16();
        (r, status, None)
    };
    {
        let mut log = lock(&inner.log);
        let seq = log.len();
        log.push(Recorded {
            method: method.to_string(),
            path: path.clone(),
            json: json_body,
            files,
            seq,
            status,
            code,
        });
    }
    inner.changed.notify_waiters();
    reply
}

/// Discord's refusal of a request that breaks its API's form: no
/// User-Agent of Discord's form, a route that is not in the spec, or
/// parameters or a body that break the spec's schemas or the documented
/// limits. The CDN's files are not the API and are not checked.
#[allow(clippy::too_many_arguments)]
fn held_to_discord(
    inner: &Inner,
    api: bool,
    method: &Method,
    parts: &[&str],
    query: &[(String, String)],
    content: Option<&str>,
    body: &Value,
    files: &[(String, Vec<u8>)],
    user_agent: Option<&str>,
    unreadable: Option<String>,
) -> Option<Refusal> {
    if matches!(parts, ["attachments", ..] | ["files", ..]) && !api {
        return None;
    }
    if !api {
        return Some(Refusal::new(404, 0, "404: Not Found", true));
    }
    if !protocol::discord_user_agent(user_agent) {
        return Some(Refusal::new(
            403,
            40_333,
            "internal network error: requests must carry a User-Agent of the form DiscordBot ($url, $versionNumber)",
            true,
        ));
    }
    if let Some(why) = unreadable {
        return Some(Refusal::new(
            400,
            50_109,
            &format!("The request body contains invalid JSON: {why}"),
            true,
        ));
    }
    let spec = Spec::get();
    let asked = Asked {
        method: method.as_str(),
        parts,
        query,
        content,
        body,
    };
    let mut problems = match spec.check(&asked) {
        Err(Refused::NoSuchRoute) => return Some(Refusal::new(404, 0, "404: Not Found", true)),
        Err(Refused::Invalid(problems)) => problems,
        Ok(()) => Vec::new(),
    };
    let op = spec.operation(method.as_str(), parts).unwrap_or("");
    let global = matches!(parts, ["applications", _, "commands"]);
    let upload_limit = match parts {
        ["interactions", _, token, ..] | ["webhooks", _, token, ..] => lock(&inner.upload_limits).get(*token).copied(),
        _ => None,
    };
    problems.extend(limits::check(
        op,
        global,
        body,
        files,
        upload_limit.unwrap_or(limits::DEFAULT_UPLOAD_LIMIT),
    ));
    if problems.is_empty() {
        return None;
    }
    let mut refusal = Refusal::new(400, 50_035, "Invalid Form Body", true);
    refusal.errors = Some(invalid_form_body(&problems)["errors"].clone());
    refusal.detail = problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ");
    Some(refusal)
}

/// The first fault matching the request, spent by one.
pub(crate) fn take_fault(inner: &Inner, method: &str, path: &str) -> Option<Fault> {
    let mut faults = lock(&inner.faults);
    let i = faults
        .iter()
        .position(|f| f.times > 0 && f.method == method && path.contains(&f.path))?;
    faults[i].times -= 1;
    let hit = faults[i].clone();
    faults.retain(|f| f.times > 0);
    Some(hit)
}

pub(crate) fn fault_response(f: &Fault) -> Response {
    let status = StatusCode::from_u16(f.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut body = json!({"message": "injected fault", "code": 0});
    let mut response = (status, axum::Json(body.clone())).into_response();
    if let Some(after) = f.retry_after {
        body["retry_after"] = json!(after);
        body["global"] = json!(false);
        response = (status, axum::Json(body)).into_response();
        if let Ok(v) = axum::http::HeaderValue::from_str(&after.to_string()) {
            response.headers_mut().insert("retry-after", v);
        }
    }
    response
}

/// A multipart request's JSON payload and files; `Err` with the reason
/// where, as Discord requires, a file part `files[N]` is not listed in the
/// payload's `attachments` with id N and its file name.
async fn read_multipart(req: Request) -> Result<(Value, Vec<(String, Vec<u8>)>), String> {
    let mut json_body = Value::Null;
    let mut files = Vec::new();
    let mut parts = Vec::new();
    let Ok(mut mp) = Multipart::from_request(req, &()).await else {
        return Ok((json_body, files));
    };
    while let Ok(Some(field)) = mp.next_field().await {
        let name = field.name().unwrap_or("").to_string();
        let file = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            json_body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            parts.push(name.clone());
            files.push((file.unwrap_or(name), bytes));
        }
    }
    let listed = json_body.get("data").unwrap_or(&json_body)["attachments"].clone();
    for (part, (file, _)) in parts.iter().zip(&files) {
        let id = part.strip_prefix("files[").and_then(|p| p.strip_suffix(']'));
        let found = listed.as_array().into_iter().flatten().any(|a| {
            let same_id = a["id"]
                .as_u64()
                .map(|n| n.to_string())
                .or_else(|| a["id"].as_str().map(str::to_string));
            same_id.as_deref() == id && a["filename"].as_str() == Some(file)
        });
        if id.is_none() || !found {
            return Err(format!(
                "file part {part} ({file}) is not among the payload's attachments"
            ));
        }
    }
    Ok((json_body, files))
}

fn ok(v: Value) -> Response {
    (StatusCode::OK, axum::Json(v)).into_response()
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(json!({"message": "Unknown", "code": 10_000})),
    )
        .into_response()
}

fn route(
    inner: &Inner,
    method: &Method,
    p: &[&str],
    body: &Value,
    files: &[(String, Vec<u8>)],
    query: &[(String, String)],
    now: Instant,
) -> Response {
    let asked = |name: &str| query.iter().any(|(k, v)| k == name && v == "true");
    let with_response = asked("with_response");
    let new_id = || inner.ids.fetch_add(10, Ordering::Relaxed);
    if let Some(response) = crate::threads::route(inner, method.as_str(), p, body) {
        return response;
    }
    match (method.as_str(), p) {
        ("GET", ["attachments", id, _]) => match id
            .parse()
            .ok()
            .and_then(|id: u64| lock(&inner.uploads).get(&id).cloned())
        {
            Some(bytes) => (StatusCode::OK, bytes).into_response(),
            None => not_found(),
        },
        ("GET", ["applications", _, "activity-instances", id]) => match crate::activity::instance(inner, id) {
            Some(found) => ok(found),
            None => not_found(),
        },
        ("GET", ["gateway"]) => ok(json!({"url": format!("ws://{}/gateway", lock(&inner.base))})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": format!("ws://{}/gateway", lock(&inner.base)), "shards": inner.shard_total.load(Ordering::SeqCst).max(1),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        })),
        // The bot is in [`GUILD`] only: another server's commands are
        // refused as Discord refuses them.
        ("GET" | "PUT", ["applications", _, "guilds", g, "commands"]) if *g != GUILD.to_string() => (
            StatusCode::FORBIDDEN,
            axum::Json(json!({"message": "Missing Access", "code": 50_001})),
        )
            .into_response(),
        ("GET", ["applications", _, "commands"]) | ("GET", ["applications", _, "guilds", _, "commands"]) => {
            let mut commands = lock(&inner.commands).clone().unwrap_or_else(|| json!([]));
            // As Discord: the localizations only when asked for.
            if !asked("with_localizations") {
                drop_localizations(&mut commands);
            }
            ok(commands)
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            lock(&inner.originals).remove(*token);
            StatusCode::NO_CONTENT.into_response()
        }
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let cmds: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let mut c = c.clone();
                    c["id"] = json!(new_id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    if c.get("description").is_none() {
                        c["description"] = json!("");
                    }
                    c["default_member_permissions"] = Value::Null;
                    c["nsfw"] = json!(false);
                    c
                })
                .collect();
            *lock(&inner.commands) = Some(Value::Array(cmds.clone()));
            ok(Value::Array(cmds))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            if let Some(at) = lock(&inner.dispatched).remove(*token) {
                lock(&inner.latencies).push(now.duration_since(at));
            }
            let kind = body["type"].as_u64().unwrap_or(0);
            if kind == 5 {
                let flags = body["data"]["flags"].as_u64().unwrap_or(0);
                lock(&inner.deferred).insert(token.to_string(), flags);
            }
            if kind == 4 || kind == 7 || kind == 5 {
                let id = new_id();
                let channel = lock(&inner.channels).get(*token).copied().unwrap_or(0);
                let msg = message_json(inner, id, channel, &body["data"], files, kind == 4);
                lock(&inner.originals).insert(token.to_string(), msg.clone());
                lock(&inner.messages).insert(id, msg.clone());
                if with_response {
                    return ok(json!({
                        "interaction": {"id": p[1], "type": 2},
                        "resource": {"type": kind, "message": msg}
                    }));
                }
            }
            StatusCode::NO_CONTENT.into_response()
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => match lock(&inner.originals).get(*token) {
            Some(m) => ok(m.clone()),
            None => not_found(),
        },
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            lock(&inner.deferred).remove(*token);
            let id = new_id();
            let channel = lock(&inner.channels).get(*token).copied().unwrap_or(1);
            let msg = message_json(inner, id, channel, body, files, false);
            lock(&inner.originals).insert(token.to_string(), msg.clone());
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("POST", ["webhooks", _, token]) => {
            let id = new_id();
            let channel = lock(&inner.channels).get(*token).copied().unwrap_or(1);
            // The first message after a deferral fills its placeholder, as
            // an edit does: with the deferral's flags, notifying nobody.
            let filling = lock(&inner.deferred).remove(*token);
            let mut msg = message_json(inner, id, channel, body, files, filling.is_none());
            if let Some(flags) = filling {
                msg["flags"] = json!(flags);
                lock(&inner.originals).insert(token.to_string(), msg.clone());
            }
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = match &body["recipient_id"] {
                Value::String(s) => s.parse().unwrap_or(0),
                v => v.as_u64().unwrap_or(0),
            };
            lock(&inner.dms).push(user);
            ok(json!({
                "id": crate::dm_channel(user).to_string(), "type": 1, "last_message_id": null, "flags": 0,
                "recipients": [user_json(user, "someone", false)]
            }))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let id = new_id();
            let msg = message_json(inner, id, channel.parse().unwrap_or(0), body, files, true);
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        ("PATCH", ["channels", channel, "messages", mid]) => {
            let id: u64 = mid.parse().unwrap_or(0);
            let msg = message_json(inner, id, channel.parse().unwrap_or(0), body, files, false);
            lock(&inner.messages).insert(id, msg.clone());
            ok(msg)
        }
        _ => not_found(),
    }
}

/// Removes every `name_localizations` and `description_localizations`
/// from `v`, as Discord leaves them out of commands read without
/// `with_localizations`.
fn drop_localizations(v: &mut Value) {
    match v {
        Value::Object(o) => {
            o.remove("name_localizations");
            o.remove("description_localizations");
            o.values_mut().for_each(drop_localizations);
        }
        Value::Array(a) => a.iter_mut().for_each(drop_localizations),
        _ => {}
    }
}
