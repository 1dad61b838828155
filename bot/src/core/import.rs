//! Importing a record someone uploads: boardspace SGF or one record line
//! in our notation. Every move is checked by the rules; the answer is the
//! final board and an animated replay. Nothing is stored, so an imported
//! game is never rated.

use zertz_rules::{sgf, Game, Record};

use super::refusal::{refuse, Answer, Refusal};
use super::{words, Attachment, Core, Reply, Request, Response, Upload, UploadError};

/// The largest file taken: an SGF record of the longest game is under
/// 20 KB, so this leaves room without reading anything large.
pub const MAX_IMPORT_BYTES: u64 = sgf::MAX_SGF_BYTES as u64;

/// A record read from a file: the game and the players' names.
struct Imported {
    game: Game,
    names: [String; 2],
    format: &'static str,
}

impl Core {
    pub(super) async fn import(&self, req: &Request, upload: Upload) -> Answer<Response> {
        let bytes = match upload.content {
            Ok(b) => b,
            Err(e) => return refuse(format!("`{}`: {e}.", upload.name)),
        };
        if u64::try_from(bytes.len()).map_or(true, |n| n > MAX_IMPORT_BYTES) {
            let e = UploadError::TooLarge {
                size: u64::try_from(bytes.len()).unwrap_or(u64::MAX),
                limit: MAX_IMPORT_BYTES,
            };
            return refuse(format!("`{}`: {e}.", upload.name));
        }
        let Ok(text) = String::from_utf8(bytes) else {
            return refuse(format!(
                "`{}` is not a text file. Import an .sgf from boardspace.net or a record line from `/zertz export`.",
                upload.name
            ));
        };
        let imported = read(&text).map_err(|e| Refusal(format!("`{}` cannot be imported: {e}.", upload.name)))?;
        let Imported { game, names, format } = imported;
        let end = match game.outcome() {
            Some(o) => words::describe_outcome(o, [&names[0], &names[1]]),
            None => format!(
                "The record stops before the end; {} is to move.",
                names[game.turn().index()]
            ),
        };
        let mut reply = Reply::public(format!(
            "Imported {format}: **{}** vs **{}**, {}, {} moves, every one legal. {end}\nNothing was stored: imported games are not rated.",
            names[0],
            names[1],
            game.variant(),
            game.ply()
        ));
        if !req.can_attach {
            let pos = game.position();
            let n = [names[0].as_str(), names[1].as_str()];
            reply.text.push_str(&format!(
                "\n```\n{}\n{}```",
                zertz_render::text_board(pos),
                zertz_render::text_status(pos, n, game.outcome())
            ));
            return Ok(Response::reply(reply));
        }
        let (board, gif) = self
            .draw_off_thread(move |r| {
                let n = [names[0].as_str(), names[1].as_str()];
                (r.game_png(&game, n), r.gif(&game, n))
            })
            .await?;
        let failed = |_| Refusal("The imported game could not be drawn.".into());
        reply.attachments = vec![
            Attachment {
                name: "zertz-import.png".into(),
                bytes: board.map_err(failed)?,
            },
            Attachment {
                name: "zertz-import.gif".into(),
                bytes: gif.map_err(failed)?,
            },
        ];
        Ok(Response::reply(reply))
    }
}

/// Reads SGF (it begins with `(`) or one record line.
fn read(text: &str) -> Result<Imported, String> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim_start().starts_with('(') {
        let read = sgf::read(text).map_err(|e| e.to_string())?;
        let [a, b] = read.players;
        return Ok(Imported {
            game: read.game,
            names: [a.unwrap_or_else(|| "P0".into()), b.unwrap_or_else(|| "P1".into())],
            format: "an SGF record",
        });
    }
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let line = match lines[..] {
        [line] => line,
        [] => return Err("the file is empty".into()),
        _ => return Err(format!("it holds {} lines; import one game at a time", lines.len())),
    };
    if !line.contains('\t') {
        return Err(
            "a record line is `variant<TAB>moves<TAB>result`, as `/zertz export` writes it, or use boardspace SGF"
                .into(),
        );
    }
    let game = Record::parse(line)
        .and_then(|r| r.verify())
        .map_err(|e| e.to_string())?;
    Ok(Imported {
        game,
        names: ["P0".into(), "P1".into()],
        format: "a record line",
    })
}
