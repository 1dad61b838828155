//! Importing a record someone uploads: boardspace SGF or one record line
//! in our notation. Every move is checked by the rules; the answer is the
//! final board and an animated replay. Nothing is stored, so an imported
//! game is never rated.

use zertz_rules::{sgf, Game, Record};

use super::{analysis_reply, nodes_for, Analysis};
use crate::app::interface::refusal::{failed, refusal, refuse, AnalysisRefusal, Answer, FileProblem};
use crate::app::interface::reply::{Attachment, Reply, Response};
use crate::app::interface::request::{Request, Upload, UploadError};
use crate::app::services::chat_language;
use crate::app::services::compose::{labels, push_text_board, race_words};
use crate::app::services::stored_analysis::AnalysisSummary;
use crate::app::text::lang::{say, Msg};
use crate::app::text::words;

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
    /// `sgf` or `record`: its format, as the messages choose by.
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
        // Posted for all, so in the place's language.
        let lang = chat_language::spoken_here(&self.store, req).await?;
        let end = match game.outcome() {
            Some(o) => words::describe_outcome(lang, o, [&names[0], &names[1]]),
            None => say!(lang, Msg::ImportStopsEarly, player = &names[game.turn().index()]),
        };
        let mut reply = Reply::public(say!(
            lang,
            Msg::ImportDone,
            format = format,
            first = &names[0],
            second = &names[1],
            variant = game.variant().to_string(),
            count = game.ply(),
            end = end
        ));
        if after_end > 0 {
            reply.text.push(' ');
            reply.text.push_str(&say!(lang, Msg::ImportAfterEnd, count = after_end));
        }
        reply.text.push('\n');
        reply.text.push_str(&say!(lang, Msg::ImportNotStored));
        let analysed = match analyse {
            true => {
                let _slot = self.queue.claim(None, Some(req.user.id))?;
                let what = say!(lang, Msg::AnalysisOfImport);
                let analysed = self.analyse_game(lang, &game, &what, &req.progress).await?;
                let a = AnalysisSummary::of(&analysed, nodes_for(&game));
                let title = say!(lang, Msg::AnalysisImportTitle);
                let words = analysis_reply(lang, &title, &names, &a, &game);
                reply.text.push_str(&format!("\n\n{}", words.text));
                reply.card = words.card;
                Some(a)
            }
            false => None,
        };
        if !req.can_attach {
            push_text_board(lang, &mut reply, &game, &names);
            return Ok(Response::reply(reply));
        }
        // The final board, the capture race of a finished game, the replay.
        let kept = analysed.is_some().then(|| (game.clone(), names.clone()));
        let [title, caption] = race_words(lang, game.ply());
        let drawn = self
            .pictures
            .draw_off_thread(move |r| {
                let n = [names[0].as_str(), names[1].as_str()];
                let words = zertz_render::ChartWords {
                    title: &title,
                    caption: &caption,
                };
                let race = game.is_over().then(|| r.capture_race(&game, n, words));
                (
                    r.game_png_labelled(&game, n, labels(lang)),
                    race,
                    r.gif(&game, n, labels(lang)),
                )
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
            self.draw_analysis(&mut reply, (&game, names), "zertz-import", &a, lang)
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
            format: "sgf",
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
        format: "record",
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
