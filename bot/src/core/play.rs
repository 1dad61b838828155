//! Playing: moves, resignation, draws, and the public message after each.

use zertz_data::{DrawOffer, Finish, GameId, GameMeta, MoveRecorded};

use super::refusal::{refuse, Answer};
use super::{computer, words, Button, ButtonId, ButtonStyle, Core, Reply, Request, Response};

impl Core {
    /// The caller's active game in this channel.
    pub(super) async fn my_game(&self, req: &Request) -> Answer<GameId> {
        let (channel, user) = (req.channel, req.user.id);
        match self.call(move |s| s.active_game(channel, user)).await? {
            Some(id) => Ok(id),
            None => refuse("You have no game in this channel. Start one with `/zertz challenge`."),
        }
    }

    pub(super) async fn play(&self, req: &Request, text: &str) -> Answer<Response> {
        let id = self.my_game(req).await?;
        let (user, now, text) = (req.user.id, req.now, text.to_string());
        // The ply seen here is the one the move is for: if another move
        // lands between this look and the write, the store refuses it.
        let ply = self.call(move |s| Ok(s.game_meta(id)?.ply)).await?;
        let recorded = self.call(move |s| s.record_move(id, ply, user, &text, now)).await?;
        let reply = self.move_reply(req.can_attach, &recorded, &req.user.name).await;
        let meta = &recorded.game.meta;
        let computer_turn = (meta.is_active() && self.is_computer(meta.to_move())).then_some(id);
        Ok(Response {
            reply: Some(reply),
            computer_turn,
            ..Response::default()
        })
    }

    /// The public message after a move: the board, what happened in words,
    /// and who is to move (pinged) or how the game ended.
    pub(super) async fn move_reply(&self, can_attach: bool, recorded: &MoveRecorded, mover: &str) -> Reply {
        let loaded = &recorded.game;
        let id = loaded.meta.id;
        let names = self.names(&loaded.meta).await;
        let mut text = match &loaded.game.last_effect() {
            Some(e) => words::describe_move(e, mover, &recorded.notation),
            None => format!("**{mover}** played `{}`", recorded.notation),
        };
        text.push('\n');
        let mut mentions = Vec::new();
        let mut buttons = Vec::new();
        match &recorded.finish {
            Some(finish) => {
                text.push_str(&self.finish_words(finish, &loaded.meta, &names));
                buttons.push(rematch_button(id));
            }
            None => {
                let (next, ping) = self.next_to_move(loaded);
                text.push_str(&next);
                mentions = ping;
            }
        }
        let mut reply = self.board_reply(can_attach, loaded, &names, text);
        reply.mentions = mentions;
        reply.buttons = buttons;
        reply
    }

    /// How a game ended, with the rating changes (or why there are none).
    pub(super) fn finish_words(&self, finish: &Finish, meta: &GameMeta, names: &[String; 2]) -> String {
        let n = [names[0].as_str(), names[1].as_str()];
        let outcome = words::describe_outcome(finish.outcome, n);
        if meta.computer.is_some() {
            return format!(
                "{outcome}\nGames against the computer are not rated; `/zertz stats` keeps your record against each level."
            );
        }
        let ratings = words::describe_ratings(finish, |u| {
            let seat = usize::from(u != meta.players[0]);
            names[seat].clone()
        });
        format!("{outcome}\n{ratings}")
    }

    pub(super) async fn resign(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        let (user, now) = (req.user.id, req.now);
        let finish = self.call(move |s| s.resign(id, user, now)).await?;
        self.ended(req, id, &finish).await
    }

    /// The board of a game that just ended, with its result.
    async fn ended(&self, req: &Request, id: GameId, finish: &Finish) -> Answer<Response> {
        let loaded = self.call(move |s| s.load_game(id)).await?;
        let names = self.names(&loaded.meta).await;
        let text = self.finish_words(finish, &loaded.meta, &names);
        let mut reply = self.board_reply(req.can_attach, &loaded, &names, text);
        reply.buttons = vec![rematch_button(id)];
        Ok(Response::reply(reply))
    }

    pub(super) async fn draw(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        self.offer_draw(req, id).await
    }

    async fn offer_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        let meta = self.call(move |s| s.game_meta(id)).await?;
        if meta.computer.is_some() && meta.player_of(user).is_some() {
            let name = self.identity().map_or("The computer", |u| u.name.as_str());
            return Err(computer::declines_draw(name));
        }
        let offer = self.call(move |s| s.offer_draw(id, user, now)).await?;
        match offer {
            DrawOffer::AlreadyOffered => refuse("You have already offered a draw; it stands until the next move."),
            DrawOffer::Agreed(finish) => self.ended(req, id, &finish).await,
            DrawOffer::Offered => {
                let seat = meta.player_of(user).unwrap_or(zertz_rules::Player::First);
                let other = meta.user(seat.other());
                Ok(Response::reply(Reply {
                    text: format!(
                        "**{}** offers a draw in game #{id}. <@{other}>, accept or decline; the offer lapses with the next move.",
                        req.user.name
                    ),
                    buttons: vec![
                        Button::new(ButtonId::DrawYes(id), "Accept draw", ButtonStyle::Success),
                        Button::new(ButtonId::DrawNo(id), "Decline", ButtonStyle::Secondary),
                    ],
                    mentions: vec![other],
                    ..Reply::default()
                }))
            }
        }
    }

    /// The opponent's "Accept draw" button.
    pub(super) async fn accept_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let meta = self.call(move |s| s.game_meta(id)).await?;
        let me = req.user.id;
        if meta.player_of(me).is_none() {
            return refuse("You are not a player in this game.");
        }
        match meta.draw_offer_by {
            Some(by) if by != me => self.offer_draw(req, id).await,
            Some(_) => refuse("You cannot accept your own offer."),
            None => refuse("That draw offer is no longer open."),
        }
    }

    /// The opponent's "Decline" button under a draw offer.
    pub(super) async fn decline_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        self.call(move |s| s.decline_draw(id, user, now)).await?;
        Ok(Response {
            update: Some(Reply::public(format!("**{}** declined the draw offer.", req.user.name))),
            ..Response::default()
        })
    }
}

/// The button under a finished game.
pub(super) fn rematch_button(game: GameId) -> Button {
    Button::new(ButtonId::Rematch(game), "Rematch", ButtonStyle::Primary)
}
