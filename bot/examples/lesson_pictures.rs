//! Draws three moments of the course as a newcomer sees them, through
//! the core, and tiles them into `docs/lesson.png` for the README: a
//! first exercise with its free rings marked, a wrong answer to the
//! isolation lesson with the group it left in play, and an exchange
//! answered right with the captures that follow. Run with
//! `cargo run --release -p zertz-bot --example lesson_pictures`.
#![allow(missing_docs, clippy::unwrap_used)]

use image::{imageops, RgbImage};
use zertz_bot::app::{Action, Core, Options, Reply, Request, Response, User, Value};
use zertz_data::{AsyncStore, ChannelId, GuildId};

/// Each tile's size: a quarter of the board's picture, side by side.
const TILE: (u32, u32) = (400, 460);

fn request(who: &User, action: Action) -> Request {
    Request {
        user: who.clone(),
        guild: Some(GuildId(1)),
        channel: ChannelId(1),
        can_attach: true,
        can_post: true,
        can_embed: true,
        can_manage: false,
        roles: Vec::new(),
        now: 1_800_000_000_000,
        interaction: None,
        token: None,
        action,
        progress: Default::default(),
        lang: Default::default(),
        place_lang: Default::default(),
        threads: Default::default(),
        clicked: None,
    }
}

fn command(name: &str, options: Vec<(&str, Value)>) -> Action {
    let options = options.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    Action::Command {
        name: name.into(),
        options: Options(options),
    }
}

fn reply(r: Response) -> Reply {
    let reply = r.update.or(r.reply).unwrap();
    println!("{}\n", reply.text);
    reply
}

#[tokio::main]
async fn main() {
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let alice = User::person(1, "alice");
    let learn = |n: &str| command("learn", vec![("lesson", Value::Int(n.parse().unwrap()))]);
    let play = |m: &str| command("zertz move", vec![("notation", Value::Text(m.into()))]);
    let mut tiles = Vec::new();
    tiles.push(reply(core.handle(request(&alice, learn("1"))).await));
    core.handle(request(&alice, learn("4"))).await;
    core.handle(request(&alice, play("Wc3,d6"))).await;
    tiles.push(reply(core.handle(request(&alice, play("Wc3,d6"))).await));
    core.handle(request(&alice, learn("7"))).await;
    core.handle(request(&alice, play("Wc3,b3"))).await;
    tiles.push(reply(core.handle(request(&alice, play("Wd3,d4"))).await));

    let mut sheet = RgbImage::from_pixel(TILE.0 * tiles.len() as u32, TILE.1, image::Rgb([32, 34, 40]));
    for (i, tile) in tiles.iter().enumerate() {
        let picture = image::load_from_memory(&tile.attachments[0].bytes).unwrap().to_rgb8();
        let small = imageops::resize(&picture, TILE.0, TILE.1, imageops::FilterType::Lanczos3);
        imageops::overlay(&mut sheet, &small, i64::from(i as u32 * TILE.0), 0);
    }
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/lesson.png");
    sheet.save(&out).unwrap();
    println!("{} moments drawn into {}", tiles.len(), out.display());
}
