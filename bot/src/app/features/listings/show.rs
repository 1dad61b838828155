//! Showing games: the board (as a picture or text), the move list, the
//! animated replay, and the rules card.

use zertz_data::{GameId, LoadedGame};
use zertz_rules::{sgf, Game, Variant};

use super::Listings;
use crate::app::interface::refusal::{failed, refuse, Answer, Attaching, CoreError, GameRefusal};
use crate::app::interface::reply::{Attachment, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::services::chat_language;
use crate::app::services::compose::labels;
use crate::app::services::which_game::{in_channel, which_game, Meant};
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;
use crate::app::text::words;

/// Discord allows 2,000 characters in a message; stay clear of it.
const MESSAGE_BUDGET: usize = 1900;

impl Listings {
    /// The game a command is about: the one named, else mine here, else
    /// the only one here, else (for finished games) my last one here;
    /// found and loaded in one read.
    async fn pick_game(&self, req: &Request, named: Option<GameId>, meant: Meant) -> Answer<LoadedGame> {
        let (channel, user) = (req.channel, req.user.id);
        let picked = self
            .store
            .read(move |s| {
                let id = match named {
                    Some(id) => Some(id),
                    None => which_game(s, channel, user, meant)?,
                };
                Ok(id.map(|id| (id, s.games().load(id))))
            })
            .await?;
        let Some((id, loaded)) = picked else {
            return refuse(GameRefusal::WhichGame);
        };
        in_channel(id, loaded, channel)
    }

    pub(in crate::app) async fn board(&self, req: &Request, game: Option<GameId>) -> Answer<Response> {
        let loaded = match self.pick_game(req, game, Meant::Playing).await {
            Ok(l) => l,
            Err(CoreError::Refused(_)) if game.is_none() => return refuse(GameRefusal::NoGameHere),
            Err(e) => return Err(e),
        };
        let names = self.players.names(&loaded.meta).await;
        let status = match loaded.game.outcome() {
            Some(o) => words::describe_outcome(req.lang, o, [&names[0], &names[1]]),
            None => say!(
                req.lang,
                Msg::BoardToMove,
                move = loaded.meta.ply + 1,
                player = Mark::user(loaded.meta.to_move())
            ),
        };
        let text = say!(
            req.lang,
            Msg::BoardStatus,
            game = loaded.meta.id.to_string(),
            status = status
        );
        let composer = self.composing.composer(req.can_attach, req.lang);
        let mut reply = self.pictures.board_reply(composer, loaded, names, text).await?;
        reply.private = true;
        reply.board_of = None;
        Ok(Response::reply(reply))
    }

    pub(in crate::app) async fn history(&self, req: &Request, game: Option<GameId>) -> Answer<Response> {
        let loaded = self.pick_game(req, game, Meant::PlayingOrLast).await?;
        let names = self.players.names(&loaded.meta).await;
        let lang = req.lang;
        let mut text = say!(
            lang,
            Msg::HistoryHeading,
            game = loaded.meta.id.to_string(),
            first = &names[0],
            second = &names[1],
            variant = loaded.meta.variant.to_string()
        );
        text.push_str("\n```\n");
        for (i, pair) in loaded.moves.chunks(2).enumerate() {
            let first = &pair[0].notation;
            let second = pair.get(1).map_or("", |m| m.notation.as_str());
            text.push_str(&format!("{:>3}. {first:<22} {second}\n", i + 1));
        }
        if loaded.moves.is_empty() {
            text.push_str(&say!(lang, Msg::HistoryNoMoves));
            text.push('\n');
        }
        text.push_str("```\n");
        if let Some(o) = loaded.game.outcome() {
            text.push_str(&words::describe_outcome(req.lang, o, [&names[0], &names[1]]));
        }
        // A long game keeps its end.
        if text.chars().count() > MESSAGE_BUDGET {
            let record = loaded.game.to_record();
            text = format!(
                "{}\n```\n{}\n```",
                say!(lang, Msg::HistoryAsRecord, game = loaded.meta.id.to_string()),
                cut_front(&record, MESSAGE_BUDGET - 100)
            );
        }
        Ok(Response::private(text))
    }

    pub(in crate::app) async fn replay(&self, req: &Request, game: Option<GameId>) -> Answer<Response> {
        let loaded = self.pick_game(req, game, Meant::PlayingOrLast).await?;
        let names = self.players.names(&loaded.meta).await;
        if !req.can_attach {
            return refuse(GameRefusal::CannotAttach(Attaching::Replay));
        }
        // Posted for all, so in the place's language.
        let lang = chat_language::spoken_here(&self.store, req).await?;
        let g: Game = loaded.game.clone();
        let n = names.clone();
        let gif = self
            .pictures
            .draw_off_thread(move |r| r.gif(&g, [&n[0], &n[1]], labels(lang)))
            .await?
            .map_err(|e| failed("drawing a replay", e))?;
        Ok(Response::reply(Reply {
            text: say!(
                lang,
                Msg::ReplayOf,
                game = loaded.meta.id.to_string(),
                first = &names[0],
                second = &names[1]
            ),
            attachments: vec![Attachment::new(format!("zertz-{}.gif", loaded.meta.id), gif)],
            ..Reply::default()
        }))
    }

    /// The game's record as files: our one-line record
    /// (`variant<TAB>moves<TAB>result`, the format the project's own tests
    /// read) and boardspace's SGF, which its viewer opens.
    pub(in crate::app) async fn export(&self, req: &Request, game: Option<GameId>) -> Answer<Response> {
        let loaded = self.pick_game(req, game, Meant::PlayingOrLast).await?;
        if !req.can_attach {
            return refuse(GameRefusal::CannotAttach(Attaching::Record));
        }
        let names = self.players.names(&loaded.meta).await;
        let id = loaded.meta.id;
        let mut record = loaded.game.to_record();
        record.push('\n');
        let mut attachments = vec![Attachment::new(format!("zertz-{id}.tsv"), record.into_bytes())];
        let date = crate::app::services::clock::date(loaded.meta.created_at);
        let lang = req.lang;
        let files = match sgf::write(&loaded.game, [&names[0], &names[1]], Some(&date)) {
            Ok(text) => {
                attachments.push(Attachment::new(format!("zertz-{id}.sgf"), text.into_bytes()));
                say!(lang, Msg::ExportBoth)
            }
            Err(e) => say!(lang, Msg::ExportRecordOnly, reason = e.to_string()),
        };
        Ok(Response::reply(Reply {
            text: say!(
                lang,
                Msg::ExportDone,
                game = id.to_string(),
                first = &names[0],
                second = &names[1],
                count = loaded.moves.len(),
                files = files
            ),
            attachments,
            private: true,
            ..Reply::default()
        }))
    }

    pub(in crate::app) async fn rules(&self, req: &Request) -> Response {
        let lang = req.lang;
        let text = say!(lang, Msg::Rules);
        let mut reply = Reply::private(text);
        if req.can_attach {
            let start = Game::new(Variant::STANDARD);
            let (first, second) = (say!(lang, Msg::RulesFirstPlayer), say!(lang, Msg::RulesSecondPlayer));
            let drawn = self
                .pictures
                .draw_now(move |r| r.game_png(&start, [first.as_str(), second.as_str()]))
                .await;
            if let Ok(Ok(bytes)) = drawn {
                reply.attachments.push(Attachment::new("zertz-start.png", bytes));
            }
        }
        Response::reply(reply)
    }
}

/// The last `max` characters of `s`, with an ellipsis if cut.
fn cut_front(s: &str, max: usize) -> String {
    let n = s.chars().count();
    if n <= max {
        s.to_string()
    } else {
        format!("…{}", s.chars().skip(n - max).collect::<String>())
    }
}
