//! Takebacks: a player asks to take back their last move; the opponent
//! allows or refuses with buttons. Against the computer it is granted at
//! once, and its reply goes too.

use zertz_data::{GameId, LoadedGame, Reason, UserId};

use super::Play;
use crate::app::interface::button::ButtonId;
use crate::app::interface::refusal::{refuse, Answer, GameRefusal};
use crate::app::interface::reply::{Button, ButtonStyle, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::services::chat_language;
use crate::app::services::compose::names_in;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::Mark;

impl Play {
    /// `/zertz takeback`.
    pub(in crate::app) async fn takeback(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        let me = req.user.id;
        let loaded = self.store.call(move |s| s.games().load(id)).await?;
        let last = |n: usize| loaded.moves.len().checked_sub(n).and_then(|i| loaded.moves.get(i));
        let mine = |n: usize| last(n).is_some_and(|m| m.user_id == me);
        if loaded.meta.computer.is_some() {
            // Your move and the computer's reply to it, or your move alone
            // while it thinks.
            let plies = if mine(1) {
                1
            } else if mine(2) {
                2
            } else {
                return refuse(GameRefusal::NoMoveToTakeBack);
            };
            return self.take_back(req, id, loaded.meta.ply, plies, me).await;
        }
        if !mine(1) {
            return refuse(GameRefusal::NotYourLastMove);
        }
        let ply = loaded.meta.ply;
        let seat = loaded.meta.player_of(me).unwrap_or(zertz_rules::Player::First);
        let other = loaded.meta.user(seat.other());
        let notation = last(1).map(|m| m.notation.clone()).unwrap_or_default();
        // Owed like a board: where the game is played, asked here or not.
        let name = req.user.name.clone();
        let (_, reply, outbox) = self
            .changes
            .announce(req, move |_, c| {
                Ok(((), question(c.lang, (id, ply), &name, &notation, other)))
            })
            .await?;
        Ok(Response::owed(reply, outbox))
    }

    /// The opponent's answer to a takeback request for move `ply`.
    pub(in crate::app) async fn answer_takeback(
        &self,
        req: &Request,
        id: GameId,
        ply: usize,
        allow: bool,
    ) -> Answer<Response> {
        let loaded = self.store.call(move |s| s.games().load(id)).await?;
        let me = req.user.id;
        let Some(seat) = loaded.meta.player_of(me) else {
            return refuse(Reason::NotAPlayer);
        };
        let asker = loaded.meta.user(seat.other());
        let asked_by_me = loaded.meta.ply == ply && loaded.moves.last().is_some_and(|m| m.user_id == me);
        if asked_by_me {
            return refuse(GameRefusal::OpponentDecides);
        }
        if !is_open(&loaded, ply, asker) {
            return refuse(GameRefusal::TakebackClosed);
        }
        let lang = chat_language::spoken_here(&self.store, req).await?;
        if !allow {
            return Ok(Response {
                update: Some(Reply::public(say!(lang, Msg::TakebackRefused, name = &req.user.name))),
                ..Response::default()
            });
        }
        let mut response = self.take_back(req, id, ply, 1, asker).await?;
        response.update = Some(Reply::public(say!(lang, Msg::TakebackAllowed, name = &req.user.name)));
        Ok(response)
    }

    /// Takes back `plies` moves at `ply`, the first of them `asker`'s, and
    /// shows the board, owed to the channel like a move.
    async fn take_back(
        &self,
        req: &Request,
        id: GameId,
        ply: usize,
        plies: usize,
        asker: zertz_data::UserId,
    ) -> Answer<Response> {
        let now = req.now;
        let (_, reply, outbox) = self
            .changes
            .announce(req, move |s, c| {
                let loaded = s.games_mut().take_back(id, ply, asker, plies, now)?;
                let names = names_in(s, &loaded.meta)?;
                let away = s.vacations().until(loaded.meta.to_move(), now)?;
                let (next, ping) = c.next_to_move(&loaded, away);
                let taken = say!(
                    c.lang,
                    Msg::TakenBack,
                    game = id.0,
                    plies = plies,
                    first = &names[0],
                    second = &names[1],
                    ply = loaded.meta.ply + 1
                );
                let mut reply = c.board_message(&loaded.meta, &loaded.game, &names, format!("{taken}\n{next}"));
                reply.mentions = ping;
                Ok(((), reply))
            })
            .await?;
        Ok(Response::owed(reply, outbox))
    }
}

/// Whether the request to take back move `ply` by `asker` still stands:
/// it is still the last move, and theirs.
fn is_open(loaded: &LoadedGame, ply: usize, asker: zertz_data::UserId) -> bool {
    loaded.meta.is_active() && loaded.meta.ply == ply && loaded.moves.last().is_some_and(|m| m.user_id == asker)
}

/// The question of a takeback asked by `name` of `other` in game `id` at
/// move `ply` (`notation`), with its buttons.
fn question(lang: Lang, (id, ply): (GameId, usize), name: &str, notation: &str, other: UserId) -> Reply {
    Reply {
        text: say!(
            lang,
            Msg::TakebackAsked,
            name = name,
            ply = ply,
            notation = notation,
            game = id.0,
            other = Mark::user(other)
        ),
        buttons: vec![
            Button::new(
                ButtonId::TakebackYes(id, ply),
                &say!(lang, Msg::AllowTakebackButton),
                ButtonStyle::Primary,
            ),
            Button::new(
                ButtonId::TakebackNo(id, ply),
                &say!(lang, Msg::RefuseButton),
                ButtonStyle::Secondary,
            ),
        ],
        mentions: vec![other],
        in_game: Some(id),
        ..Reply::default()
    }
}
