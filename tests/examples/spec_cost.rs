//! What holding a request to Discord's spec costs the fake Discord: the
//! time to check a move's answer (a callback with an embed, a file and a
//! button) against the spec's schema and the documented limits, the first
//! time (building the validators) and then as the median of many checks.
//! Not a test.
//!
//! `cargo run --release -p zertz-e2e --example spec_cost`
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use serde_json::json;
use zertz_e2e::limits;
use zertz_e2e::spec::{Asked, Spec};

/// The median time of `runs` calls of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort_unstable();
    times[runs / 2]
}

fn main() {
    let spec = Spec::get();
    let answer = json!({"type": 4, "data": {
        "content": "<@2>", "allowed_mentions": {"users": ["2"]},
        "embeds": [{"title": "Move 12", "description": "alice played `Wd4,a1`", "color": 16_777_215,
                    "image": {"url": "attachment://board.png"}}],
        "attachments": [{"id": 0, "filename": "board.png"}],
        "components": [{"type": 1, "components": [{"type": 2, "style": 2, "label": "Resign", "custom_id": "r:1"}]}]
    }});
    let callback = ["interactions", "1000000000000000001", "tok-1", "callback"];
    let query = [("with_response".to_string(), "true".to_string())];
    let files = vec![("board.png".to_string(), vec![0u8; 60_000])];
    let check_answer = || {
        let asked = Asked {
            method: "POST",
            parts: &callback,
            query: &query,
            content: Some("multipart"),
            body: &answer,
        };
        assert!(spec.check(&asked).is_ok());
        let op = spec.operation("POST", &callback).unwrap();
        assert!(limits::check(op, false, &answer, &files, limits::DEFAULT_UPLOAD_LIMIT).is_empty());
    };
    let first = Instant::now();
    check_answer();
    println!("a move's answer, first check (validators built): {:?}", first.elapsed());
    println!(
        "a move's answer, median of 2,000:                {:?}",
        median(2_000, check_answer)
    );
}
