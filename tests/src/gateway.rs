//! The fake's gateway: one WebSocket session a shard, which says hello,
//! answers heartbeats, identifies and resumes as Discord does, and sends
//! the events the tests queue.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use crate::person::user_json;
use crate::server::{fault_response, take_fault};
use crate::{lock, next_seq, Inner, ABORT, APP_ID, CLOSE, TOKEN};

pub(crate) async fn gateway(State(inner): State<Arc<Inner>>, ws: WebSocketUpgrade) -> Response {
    // A fault on `GET /gateway` refuses the connection, as an outage does.
    if let Some(f) = take_fault(&inner, "GET", "/gateway") {
        return fault_response(&f);
    }
    ws.on_upgrade(move |socket| session(inner, socket))
}

async fn session(inner: Arc<Inner>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    *lock(&inner.gateway) = Some(tx.clone());
    let interval = match inner.heartbeat_ms.load(Ordering::SeqCst) {
        0 => 41_250,
        ms => ms,
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}}).to_string();
    let total = inner.shard_total.load(Ordering::SeqCst).max(1);
    // The shard this session serves, once it identifies or resumes.
    let mut shard: Option<u64> = None;
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { break };
                if frame == ABORT {
                    // Dropped below without a close frame.
                    break;
                }
                if frame == CLOSE {
                    // 4000, "unknown error": Discord's way to ask for a
                    // reconnect and a resume.
                    let close = axum::extract::ws::CloseFrame { code: 4000, reason: "injected".into() };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    break;
                }
                if socket.send(WsMessage::Text(frame.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let WsMessage::Text(text) = msg else { continue };
                let Ok(v) = serde_json::from_str::<Value>(text.as_str()) else { continue };
                match v["op"].as_u64() {
                    Some(1) => { let _ = tx.send(json!({"op": 11}).to_string()); }
                    Some(6) => {
                        inner.resumes.fetch_add(1, Ordering::SeqCst);
                        let id = v["d"]["session_id"].as_str().and_then(|s| s.strip_prefix("fake-session-"));
                        shard = id.and_then(|n| n.parse().ok());
                        if let Some(n) = shard {
                            lock(&inner.shards).insert(n, tx.clone());
                        }
                        let s = match shard {
                            Some(n) => next_seq(&inner, n),
                            None => inner.seq.fetch_add(1, Ordering::Relaxed) + 2,
                        };
                        let _ = tx.send(json!({"op": 0, "t": "RESUMED", "s": s, "d": {}}).to_string());
                    }
                    Some(2) if v["d"]["token"].as_str().map(|t| t.trim_start_matches("Bot ")) != Some(TOKEN) => {
                        // Discord's answer to a wrong token.
                        let close = axum::extract::ws::CloseFrame { code: 4004, reason: "Authentication failed.".into() };
                        let _ = socket.send(WsMessage::Close(Some(close))).await;
                        break;
                    }
                    Some(2) => {
                        inner.identifies.fetch_add(1, Ordering::SeqCst);
                        *lock(&inner.identify) = Some(v["d"].clone());
                        let n = v["d"]["shard"][0].as_u64().unwrap_or(0);
                        shard = Some(n);
                        lock(&inner.shards).insert(n, tx.clone());
                        lock(&inner.shard_seq).insert(n, 1);
                        let base = lock(&inner.base).clone();
                        let ready = json!({"op": 0, "t": "READY", "s": 1, "d": {
                            "v": 10, "user": user_json(APP_ID, "ZÈRTZ", true), "guilds": [],
                            "session_id": format!("fake-session-{n}"), "resume_gateway_url": format!("ws://{base}/gateway"),
                            "shard": [n, total], "application": {"id": APP_ID.to_string(), "flags": 0}
                        }});
                        let _ = tx.send(ready.to_string());
                    }
                    _ => {}
                }
            }
        }
    }
    if let Some(n) = shard {
        let mut open = lock(&inner.shards);
        if open.get(&n).is_some_and(|t| t.same_channel(&tx)) {
            open.remove(&n);
        }
    }
}
