//! The fake Discord holds the bot to Discord's rules where the bot forms
//! requests by hand.
#![allow(clippy::unwrap_used)]

use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use zertz_e2e::{FakeDiscord, TOKEN};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_part_the_payload_does_not_list_is_refused_as_discord_does() {
    let discord = FakeDiscord::start().await.unwrap();
    let client = reqwest::Client::new();
    let send = |listed: Value| {
        let payload = json!({"content": "a board", "attachments": listed}).to_string();
        let form = Form::new()
            .text("payload_json", payload)
            .part("files[0]", Part::bytes(vec![1, 2, 3]).file_name("board.png"));
        client
            .post(format!("{}/api/v10/channels/5/messages", discord.url))
            .header("Authorization", format!("Bot {TOKEN}"))
            .multipart(form)
            .send()
    };
    let status = |listed: Value| async { send(listed).await.unwrap().status().as_u16() };
    assert_eq!(status(json!([{"id": 0, "filename": "board.png"}])).await, 200);
    assert_eq!(
        status(json!([{"id": "0", "filename": "board.png"}])).await,
        200,
        "ids may be strings"
    );
    assert_eq!(
        status(json!([{"id": 1, "filename": "board.png"}])).await,
        400,
        "another id"
    );
    assert_eq!(
        status(json!([{"id": 0, "filename": "other.png"}])).await,
        400,
        "another name"
    );
    assert_eq!(status(json!([])).await, 400, "not listed");
    // Without the bot's token, Discord answers 401 before it reads the body.
    let form = Form::new().text("payload_json", "not json");
    let unsigned = client
        .post(format!("{}/api/v10/channels/5/messages", discord.url))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(unsigned.status().as_u16(), 401);
}
