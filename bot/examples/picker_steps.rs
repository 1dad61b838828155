//! Draws each step of the move picker as a person sees it, through the
//! core, and tiles them into `docs/picking.png` for the README: a
//! placement's colour, ring, ring to remove and Confirm, then a
//! compulsory capture's choice and Confirm. Run with
//! `cargo run --release -p zertz-bot --example picker_steps`.
#![allow(missing_docs, clippy::unwrap_used)]

use image::{imageops, RgbaImage};
use zertz_bot::app::{Action, ButtonId, Core, Options, Request, Response, User, Value};
use zertz_data::{AsyncStore, ChannelId, GuildId};
use zertz_rules::{Move, Record};

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

fn tap(id: &ButtonId) -> Action {
    Action::Button { id: id.to_string() }
}

/// The picture and the choices of the message a response shows.
fn shown(r: &Response) -> (Vec<u8>, Vec<(String, ButtonId)>) {
    let reply = r.update.as_ref().or(r.reply.as_ref()).unwrap();
    let mut choices: Vec<(String, ButtonId)> = reply
        .menus
        .iter()
        .flat_map(|m| m.options.iter().map(|o| (o.label.clone(), o.id)))
        .collect();
    choices.extend(reply.buttons.iter().map(|b| (b.label.clone(), b.id)));
    println!("{}", reply.text.replace('\n', " / "));
    (reply.attachments[0].bytes.clone(), choices)
}

fn choose(choices: &[(String, ButtonId)], label: &str) -> ButtonId {
    choices.iter().find(|(l, _)| l.starts_with(label)).unwrap().1
}

#[tokio::main]
async fn main() {
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let people = [User::person(1, "alice"), User::person(2, "bob")];
    let challenge = command(
        "zertz challenge",
        vec![
            ("opponent", Value::User(people[1].clone())),
            ("first", Value::Text("me".into())),
        ],
    );
    let r = core.handle(request(&people[0], challenge)).await.reply.unwrap();
    core.handle(request(&people[1], tap(&r.buttons[0].id))).await;
    // A real game up to a choice of captures that follows a placement
    // with a ring removed.
    let (game, at) = include_str!("../../rules/tests/data/boardspace-1000.tsv")
        .lines()
        .filter_map(|l| Record::parse(l).ok())
        .filter(|r| r.variant.name() == "standard")
        .filter_map(|r| r.replay().ok())
        .find_map(|game| {
            let at = (5..game.ply()).find(|&i| {
                let legal = game.positions()[i].legal_moves();
                let placed = matches!(game.moves()[i - 1], Move::Place { remove: Some(_), .. });
                placed && legal.as_slice().len() > 1 && legal.as_slice()[0].is_capture()
            })?;
            Some((game, at))
        })
        .unwrap();
    let mut tiles = Vec::new();
    let mut last = None;
    for (i, m) in game.moves()[..at].iter().enumerate() {
        let who = &people[i % 2];
        let notation = game.positions()[i].notation(m);
        let mv = command("zertz move", vec![("notation", Value::Text(notation))]);
        last = core.handle(request(who, mv)).await.reply;
        // The placement before the captures, by taps.
        if i + 2 == at {
            let next = &people[(i + 1) % 2];
            let m = game.moves()[i + 1];
            let pos = &game.positions()[i + 1];
            let Move::Place { colour, to, remove } = m else {
                continue;
            };
            let board = last.as_ref().unwrap();
            let open = choose(
                &board
                    .buttons
                    .iter()
                    .map(|b| (b.label.clone(), b.id))
                    .collect::<Vec<_>>(),
                "Move",
            );
            let (png, choices) = shown(&core.handle(request(next, tap(&open))).await);
            tiles.push(png);
            let name = colour.name();
            let step = choose(&choices, &(name[..1].to_uppercase() + &name[1..]));
            let (png, choices) = shown(&core.handle(request(next, tap(&step))).await);
            tiles.push(png);
            let (png, choices) = shown(
                &core
                    .handle(request(next, tap(&choose(&choices, &to.to_string()))))
                    .await,
            );
            tiles.push(png);
            let r = remove.unwrap().to_string();
            let (png, _) = shown(&core.handle(request(next, tap(&choose(&choices, &r)))).await);
            tiles.push(png);
            println!("placement at move {}: {}", i + 2, pos.notation(&m));
        }
    }
    let who = &people[at % 2];
    let board = last.unwrap();
    let (png, choices) = shown(&core.handle(request(who, tap(&board.buttons[0].id))).await);
    tiles.push(png);
    let capture = game.positions()[at].notation(&game.moves()[at]);
    let (png, _) = shown(&core.handle(request(who, tap(&choose(&choices, &capture)))).await);
    tiles.push(png);

    let columns = 3;
    let rows = tiles.len().div_ceil(columns) as u32;
    let mut sheet = RgbaImage::from_pixel(TILE.0 * columns as u32, TILE.1 * rows, image::Rgba([32, 34, 40, 255]));
    for (i, png) in tiles.iter().enumerate() {
        let picture = image::load_from_memory(png).unwrap().to_rgba8();
        let small = imageops::resize(&picture, TILE.0, TILE.1, imageops::FilterType::Lanczos3);
        let (x, y) = ((i % columns) as u32 * TILE.0, (i / columns) as u32 * TILE.1);
        imageops::overlay(&mut sheet, &small, i64::from(x), i64::from(y));
    }
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/picking.png");
    sheet.save(&out).unwrap();
    println!("{} steps drawn into {}", tiles.len(), out.display());
}
