//! The operator's side door: an HTTP/1 listener that answers `/healthz`
//! (the process answers), `/readyz` (it can serve, or why not) and
//! `/metrics` (every figure, for Prometheus); and, where the Activity is
//! on, hands every other path to its routes (`crate::activity`).
//!
//! Its own paths are no way in: no request body is read, a scrape encodes
//! figures already kept (no database query), and a slow or hostile client
//! is bounded in connections, header size and time. A board's WebSocket
//! leaves the connection's bounds once upgraded.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::Router;
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderValue, ALLOW, CONTENT_TYPE};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

use super::{metrics, CONTENT_TYPE as METRICS_TYPE};

/// Connections served at once (a board's page loads its files over a
/// few); more are closed at once.
pub const MAX_CONNECTIONS: usize = 256;
/// The longest a client may take to send its request's head.
const HEAD_WITHIN: Duration = Duration::from_secs(5);
/// The longest one connection lives, whatever it does.
const CONNECTION_LIFETIME: Duration = Duration::from_secs(30);
/// The most a request's head may hold (hyper's smallest buffer).
const MAX_HEAD: usize = 8 * 1024;

/// Binds `addr`; the error says where it could not listen.
pub async fn bind(addr: SocketAddr) -> Result<TcpListener, String> {
    TcpListener::bind(addr)
        .await
        .map_err(|e| format!("ZERTZ_HTTP: cannot listen on {addr}: {e}"))
}

/// Serves the three paths on `listener` forever, and the Activity's
/// routes where given. `quiet`: how long the database may go without a
/// write before `/readyz` says it hangs.
pub async fn serve(listener: TcpListener, quiet: Duration, activity: Option<Router>) {
    let places = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors, say: wait rather than spin.
                tracing::warn!(error = %e, "the HTTP listener could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(place) = places.clone().try_acquire_owned() else {
            // Full: this one is closed unanswered.
            continue;
        };
        let _ = stream.set_nodelay(true);
        let activity = activity.clone();
        tokio::spawn(async move {
            let _place = place;
            let mut http = http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(HEAD_WITHIN)
                .max_buf_size(MAX_HEAD);
            let service = service_fn(move |req: Request<Incoming>| {
                let activity = activity.clone();
                async move {
                    match activity {
                        Some(router) if !OWN_PATHS.contains(&req.uri().path()) => {
                            Ok::<_, Infallible>(router.oneshot(req.map(Body::new)).await.unwrap_or_else(|e| match e {}))
                        }
                        _ => Ok(answer(&req, quiet)),
                    }
                }
            });
            let served = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
            if let Ok(Err(e)) = tokio::time::timeout(CONNECTION_LIFETIME, served).await {
                tracing::debug!(error = %e, "an HTTP connection ended badly");
            }
        });
    }
}

/// The listener's own paths.
const OWN_PATHS: [&str; 3] = ["/healthz", "/readyz", "/metrics"];

/// The answer to `req`, from its method and path alone.
fn answer(req: &Request<Incoming>, quiet: Duration) -> Response<Body> {
    if !OWN_PATHS.contains(&req.uri().path()) {
        return text(
            StatusCode::NOT_FOUND,
            "not found: this listener answers /healthz, /readyz and /metrics\n".into(),
        );
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n".into());
        r.headers_mut().insert(ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    match req.uri().path() {
        "/healthz" => text(StatusCode::OK, "ok\n".into()),
        "/readyz" => match metrics().readiness.check(quiet) {
            Ok(()) => text(StatusCode::OK, "ready\n".into()),
            Err(why) => text(StatusCode::SERVICE_UNAVAILABLE, format!("not ready: {why}\n")),
        },
        _ => {
            let mut r = Response::new(Body::from(Bytes::from(metrics().encode())));
            r.headers_mut()
                .insert(CONTENT_TYPE, HeaderValue::from_static(METRICS_TYPE));
            r
        }
    }
}

fn text(status: StatusCode, body: String) -> Response<Body> {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    r.headers_mut()
        .insert(CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"));
    r
}
