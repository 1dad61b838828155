//! Importing a record someone uploads: boardspace SGF or one record line
//! in our notation. Every move is checked by the rules; the answer is the
//! final board and an animated replay. Nothing is stored, so an imported
//! game is never rated.

use zertz_rules::{sgf, Game, Record};

use super::super::compose::push_text_board;
use super::super::refusal::{failed, refusal, refuse, AnalysisRefusal, Answer, FileProblem};
use super::super::reply::{Attachment, Reply, Response};
use super::super::request::{Request, Upload, UploadError};
use super::super::stored_analysis::AnalysisSummary;
use super::super::words;
use super::{analysis_reply, nodes_for, Analysis};

/// The largest file taken: an SGF record of the longest game is under
/// 20 KB, so this leaves room without reading anything large.
pub const MAX_IMPORT_BYTES: u64 = sgf::MAX_SGF_BYTES as u64;

/// The longest player name shown from a file.
const MAX_NAME: usize = 32;
/// The longest reason quoted from a file's error, so a refusal stays
/// within Discord's 2,000 characters.
const MAX_REASON: usize = 600;

/// A record read from a file: the game and the players' names.
struct Imported {
    game: Game,
    names: [String; 2],
    format: &'static str,
    /// Moves recorded after the rules ended the game, not played.
    after_end: usize,
}

impl Analysis {
    pub(in crate::app) async fn import(&self, req: &Request, upload: Upload, analyse: bool) -> Answer<Response> {
        let file = shown(&upload.name, 64);
        let bytes = match upload.content {
            Ok(b) => b,
            Err(e) => {
                return refuse(AnalysisRefusal::File {
                    name: file.clone(),
                    problem: FileProblem::Upload(e),
                })
            }
        };
        let size = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
        if size > MAX_IMPORT_BYTES {
            let e = UploadError::TooLarge {
                size,
                limit: MAX_IMPORT_BYTES,
            };
            return refuse(AnalysisRefusal::File {
                name: file.clone(),
                problem: FileProblem::Upload(e),
            });
        }
        let Ok(text) = String::from_utf8(bytes) else {
            return refuse(AnalysisRefusal::File {
                name: file.clone(),
                problem: FileProblem::NotText,
            });
        };
        let imported = read(&text).map_err(|e| {
            let reason: String = e.chars().take(MAX_REASON).collect();
            refusal(AnalysisRefusal::File {
                name: file.clone(),
                problem: FileProblem::NotARecord(reason),
            })
        })?;
        let Imported {
            game,
            names,
            format,
            after_end,
        } = imported;
        let end = match game.outcome() {
            Some(o) => words::describe_outcome(req.lang, o, [&names[0], &names[1]]),
            None => format!(
                "The record stops before the end; {} is to move.",
                names[game.turn().index()]
            ),
        };
        let mut reply = Reply::public(format!(
            "Imported {format}: **{}** vs **{}**, {}, {} moves, every one legal. {end}",
            names[0],
            names[1],
            game.variant(),
            game.ply()
        ));
        if after_end > 0 {
            reply.text.push_str(&format!(
                " The record goes on for {after_end} more move{} after that; they are left out.",
                if after_end == 1 { "" } else { "s" }
            ));
        }
        reply
            .text
            .push_str("\nNothing was stored: imported games are not rated.");
        let analysed = match analyse {
            true => {
                let _slot = self.queue.claim(None, Some(req.user.id))?;
                let analysed = self.analyse_game(&game, "the imported game", &req.progress).await?;
                let a = AnalysisSummary::of(&analysed, nodes_for(&game));
                let words = analysis_reply("Analysis of the imported game", &names, &a, &game);
                reply.text.push_str(&format!("\n\n{}", words.text));
                reply.card = words.card;
                Some(a)
            }
            false => None,
        };
        if !req.can_attach {
            push_text_board(&mut reply, &game, &names);
            return Ok(Response::reply(reply));
        }
        // The final board, the capture race of a finished game, the replay.
        let kept = analysed.is_some().then(|| (game.clone(), names.clone()));
        let drawn = self
            .pictures
            .draw_off_thread(move |r| {
                let n = [names[0].as_str(), names[1].as_str()];
                let race = game.is_over().then(|| r.capture_race(&game, n));
                (r.game_png(&game, n), race, r.gif(&game, n))
            })
            .await?;
        let undrawn = |e| failed("drawing an imported game", e);
        let (board, race, gif) = drawn;
        reply
            .attachments
            .push(Attachment::new("zertz-import.png", board.map_err(undrawn)?));
        if let Some(race) = race {
            reply
                .attachments
                .push(Attachment::new("zertz-import-race.png", race.map_err(undrawn)?));
        }
        reply
            .attachments
            .push(Attachment::new("zertz-import.gif", gif.map_err(undrawn)?));
        if let (Some(a), Some((game, names))) = (analysed, kept) {
            self.draw_analysis(&mut reply, true, &game, names, "zertz-import", &a)
                .await;
        }
        Ok(Response::reply(reply))
    }
}

/// Reads SGF (it begins with `(`) or one record line.
fn read(text: &str) -> Result<Imported, String> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim_start().starts_with('(') {
        let read = sgf::read(text).map_err(|e| e.to_string())?;
        let name = |n: Option<String>, seat: &str| {
            let n = shown(&n.unwrap_or_default(), MAX_NAME);
            if n.is_empty() {
                seat.to_string()
            } else {
                n
            }
        };
        let [a, b] = read.players;
        return Ok(Imported {
            game: read.game,
            names: [name(a, "P0"), name(b, "P1")],
            format: "an SGF record",
            after_end: read.moves_after_end,
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
            "a record line is `variant<TAB>moves<TAB>result`, as `/study export` writes it, or use boardspace SGF"
                .into(),
        );
    }
    let record = Record::parse(line).map_err(|e| e.to_string())?;
    let (game, after_end) = record.replay_to_end().map_err(|e| e.to_string())?;
    if after_end == 0 {
        // The result field, when given, must be what the rules say.
        record.check_result(&game).map_err(|e| e.to_string())?;
    }
    Ok(Imported {
        game,
        names: ["P0".into(), "P1".into()],
        format: "a record line",
        after_end,
    })
}

/// Text from a file made safe to show: no control characters or markdown
/// that would change the message, at most `max` characters.
fn shown(s: &str, max: usize) -> String {
    s.chars()
        .filter(|c| !c.is_control() && !matches!(c, '`' | '*' | '_' | '~' | '|' | '<' | '>' | '@' | '#'))
        .take(max)
        .collect::<String>()
        .trim()
        .to_string()
}
