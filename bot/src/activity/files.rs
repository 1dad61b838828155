//! The client's files, built by `build.rs` and kept inside the binary.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

include!(concat!(env!("OUT_DIR"), "/activity_files.rs"));

/// What the page may load: its own files, and its own API and WebSocket
/// (Discord's proxy serves both from the same origin). No inline script.
const POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                      connect-src 'self' ws: wss:; frame-ancestors *";

/// The file at `path` (`/` is `index.html`), or 404.
pub fn file(path: &str) -> Response {
    let path = path.trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let Some((_, kind, bytes)) = FILES.iter().find(|(p, _, _)| *p == path) else {
        return (StatusCode::NOT_FOUND, "not found\n").into_response();
    };
    let mut r = (StatusCode::OK, *bytes).into_response();
    let headers = r.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY));
    // Vite names each bundle by its content: those never change.
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    r
}
