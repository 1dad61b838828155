//! The bot without Discord: a request in, a response out. The serenity
//! layer and the console both drive this, and most tests do too.

mod computer;
pub mod spec;
mod types;
pub mod words;

use std::sync::Arc;

use zertz_data::{
    AsyncStore, ChallengeStatus, DrawOffer, Finish, FirstMover, GameId, GameMeta, LoadedGame, MoveRecorded,
    NewChallenge, Scope, StoreError,
};
use zertz_render::{text_board, text_status, Renderer};
use zertz_rules::{Game, Player, Position, Variant};

pub use computer::ComputerConfig;
pub use types::*;

/// How long a challenge stays open.
pub const CHALLENGE_TTL_MS: i64 = 24 * 3_600_000;
/// Rated games needed to appear on a leaderboard.
pub const LEADERBOARD_MIN_GAMES: u32 = 1;
/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;
/// Completions Discord shows at most.
pub const MAX_CHOICES: usize = 25;
/// The default time per move: 3 days.
pub const DEFAULT_TIME_PER_MOVE: u32 = 259_200;

/// The bot's brain; share it behind an `Arc`.
pub struct Core {
    store: AsyncStore,
    renderer: &'static Renderer,
    computer: computer::Computer,
}

/// The pictures could not be prepared (a broken build, never input).
#[derive(Debug, thiserror::Error)]
#[error("the board pictures could not be prepared: {0}")]
pub struct StartError(String);

/// Something the caller can act on, said privately.
struct Refusal(String);

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal(match e {
            StoreError::NotYourTurn { to_move } => format!("It is not your turn: it is <@{to_move}>'s move."),
            StoreError::NotAPlayer => "You are not a player in this game.".to_string(),
            StoreError::GameOver => "This game is over.".to_string(),
            StoreError::Conflict { .. } => {
                "Another move was recorded just before yours. Look at the new board and try again.".to_string()
            }
            StoreError::Move(e) => format!("That move is not possible: {e}."),
            StoreError::AlreadyInGame { user, .. } => {
                format!("<@{user}> already has a game in this channel. Finish it first, or play in another channel.")
            }
            StoreError::SelfChallenge => "You cannot challenge yourself.".to_string(),
            StoreError::ChallengeClosed(ChallengeStatus::Expired) => "This challenge has expired.".to_string(),
            StoreError::ChallengeClosed(status) => format!("This challenge is already {}.", status_word(status)),
            StoreError::NotYourChallenge(why) => format!("That is not your challenge: {why}."),
            StoreError::NoDrawOffer => "Your opponent has not offered a draw.".to_string(),
            StoreError::NotFound(what) => format!("That {what} does not exist."),
            other => {
                tracing::error!(error = %other, "store failure");
                "Something went wrong on the bot's side; nothing was changed. Please try again.".to_string()
            }
        })
    }
}

fn status_word(s: ChallengeStatus) -> &'static str {
    match s {
        ChallengeStatus::Open => "open",
        ChallengeStatus::Accepted => "accepted",
        ChallengeStatus::Declined => "declined",
        ChallengeStatus::Cancelled => "cancelled",
        ChallengeStatus::Expired => "expired",
    }
}

type Answer<T> = Result<T, Refusal>;

/// The terms of a challenge, as typed.
#[derive(Default)]
struct Terms<'a> {
    variant: Option<&'a str>,
    first: Option<&'a str>,
    time: Option<&'a str>,
    /// Only for a challenge to the computer.
    level: Option<&'a str>,
}

fn refuse<T>(text: impl Into<String>) -> Answer<T> {
    Err(Refusal(text.into()))
}

impl Core {
    /// A core over `store`, with the shared renderer and the computer
    /// player at its levels' own times.
    pub fn new(store: AsyncStore) -> Result<Arc<Core>, StartError> {
        Core::with_computer(store, ComputerConfig::default())
    }

    /// A core whose computer player runs as `config` says.
    pub fn with_computer(store: AsyncStore, config: ComputerConfig) -> Result<Arc<Core>, StartError> {
        let renderer = Renderer::shared().map_err(|e| StartError(e.to_string()))?;
        Ok(Arc::new(Core {
            store,
            renderer,
            computer: computer::Computer::new(config),
        }))
    }

    /// The store, for the edges (backups, checks).
    pub fn store(&self) -> &AsyncStore {
        &self.store
    }

    /// Answers one request. Never panics on input; every refusal is a
    /// private reply that says why.
    pub async fn handle(&self, req: Request) -> Response {
        let result = match &req.action {
            Action::Command { name, options } => self.command(&req, name, options).await,
            Action::Button { id } => self.button(&req, id).await,
            Action::Autocomplete {
                command,
                option,
                typed,
                options,
            } => return Response::choices(self.complete(&req, command, option, typed, options).await),
        };
        result.unwrap_or_else(|Refusal(text)| Response::private(text))
    }

    async fn command(&self, req: &Request, name: &str, o: &Options) -> Answer<Response> {
        match name {
            "challenge" => {
                let Some(opponent) = o.user("opponent") else {
                    return refuse("Say who to challenge: `/zertz challenge opponent:@someone`.");
                };
                let terms = Terms {
                    variant: o.text("variant"),
                    first: o.text("first"),
                    time: o.text("time"),
                    level: o.text("level"),
                };
                self.challenge(req, opponent, terms).await
            }
            spec::CONTEXT_CHALLENGE => match o.user("user") {
                Some(u) => self.challenge(req, u, Terms::default()).await,
                None => refuse("Pick a member to challenge."),
            },
            "move" => match o.text("notation") {
                Some(text) => self.play(req, text).await,
                None => refuse("Type a move, such as `Wd4,a1` or `x d1Gd3`."),
            },
            "place" => {
                let (Some(colour), Some(at)) = (o.text("colour"), o.text("at")) else {
                    return refuse("Give a colour and a ring, such as colour:white at:d4 remove:a1.");
                };
                let colour = match colour.to_ascii_lowercase().as_str() {
                    "w" | "white" => "W",
                    "g" | "grey" | "gray" => "G",
                    "b" | "black" => "B",
                    _ => return refuse("The colour is white, grey or black."),
                };
                let text = match o.text("remove") {
                    Some(r) => format!("{colour}{at},{r}"),
                    None => format!("{colour}{at}"),
                };
                self.play(req, &text).await
            }
            "capture" => match o.text("path") {
                Some(path) if path.trim_start().starts_with(['x', 'X']) => self.play(req, path).await,
                Some(path) => self.play(req, &format!("x {path}")).await,
                None => refuse("Give the capture's path, such as `d1 d3 d5`."),
            },
            "board" => self.board(req, o.int("game")).await,
            "resign" => self.resign(req).await,
            "draw" => self.draw(req).await,
            "rematch" => self.rematch(req, None).await,
            "games" => self.games(req).await,
            "leaderboard" => {
                let scope = self.scope(req, o.text("scope").unwrap_or("server"));
                let page = o.int("page").unwrap_or(1).clamp(1, 100_000) as usize - 1;
                Ok(Response::reply(self.leaderboard(scope, page).await?))
            }
            "stats" => self.stats(req, o.user("player")).await,
            "history" => self.history(req, o.int("game")).await,
            "replay" => self.replay(req, o.int("game")).await,
            "rules" => Ok(self.rules(req)),
            "help" => Ok(Response::private(help_text())),
            _ => refuse("Unknown command. Try `/zertz help`."),
        }
    }

    fn scope(&self, req: &Request, which: &str) -> Scope {
        if which == "global" || req.guild == 0 {
            Scope::Global
        } else {
            Scope::Guild(req.guild)
        }
    }

    async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut zertz_data::Store) -> Result<R, StoreError> + Send + 'static,
    ) -> Answer<R> {
        self.store.call(f).await.map_err(Refusal::from)
    }

    async fn names(&self, meta: &GameMeta) -> [String; 2] {
        let players = meta.players;
        let names = self
            .call(move |s| Ok([s.player_name(players[0])?, s.player_name(players[1])?]))
            .await
            .unwrap_or([None, None]);
        let [a, b] = names;
        [
            a.unwrap_or_else(|| "Player 1".into()),
            b.unwrap_or_else(|| "Player 2".into()),
        ]
    }

    // ------------------------------------------------------ challenges

    async fn challenge(&self, req: &Request, opponent: &User, terms: Terms<'_>) -> Answer<Response> {
        if opponent.id == req.user.id {
            return refuse("You cannot challenge yourself.");
        }
        let variant: Variant = match terms.variant {
            Some(v) => v.parse().map_err(|e| Refusal(format!("{e}")))?,
            None => Variant::STANDARD,
        };
        let first = match terms.first.unwrap_or("random") {
            "me" => FirstMover::Challenger,
            "them" => FirstMover::Opponent,
            "random" => FirstMover::Random,
            other => return refuse(format!("Who moves first: me, them or random, not {other:?}.")),
        };
        if self.is_computer(opponent.id) {
            let level = computer::parse_level(terms.level)?;
            let human_first = match first {
                FirstMover::Challenger => true,
                FirstMover::Opponent => false,
                FirstMover::Random => rand::random::<bool>(),
            };
            return self.start_computer_game(req, variant, human_first, level).await;
        }
        if opponent.bot {
            return refuse(format!("{} is a bot, and bots do not play ZÈRTZ here.", opponent.name));
        }
        let time_per_move = match terms.time {
            None => Some(DEFAULT_TIME_PER_MOVE),
            Some(t) => match t.parse::<u32>() {
                Ok(0) => None,
                Ok(s) if (60..=30 * 86_400).contains(&s) => Some(s),
                _ => return refuse("The time per move is 1 hour, 1 day, 3 days, 7 days or no limit."),
            },
        };
        let (channel, me, them, now) = (req.channel, req.user.clone(), opponent.clone(), req.now);
        let new = NewChallenge {
            guild: req.guild,
            channel,
            challenger: (me.id, me.name.clone()),
            opponent: (them.id, them.name.clone()),
            variant,
            first,
            time_per_move,
            now,
            expires_at: now + CHALLENGE_TTL_MS,
        };
        let (mine, theirs, existing, c) = self
            .call(move |s| {
                let mine = s.active_game(channel, me.id)?;
                let theirs = s.active_game(channel, them.id)?;
                let existing = s.open_challenge_between(channel, me.id, them.id, now)?;
                if mine.is_some() || theirs.is_some() || existing.is_some() {
                    return Ok((mine, theirs, existing, None));
                }
                Ok((None, None, None, Some(s.create_challenge(&new)?)))
            })
            .await?;
        if mine.is_some() {
            return refuse("You already have a game in this channel. Finish it first, or play in another channel.");
        }
        if theirs.is_some() {
            return refuse(format!("{} already has a game in this channel.", opponent.name));
        }
        if existing.is_some() {
            return refuse(format!(
                "There is already an open challenge between you and {} here.",
                opponent.name
            ));
        }
        let Some(c) = c else {
            return refuse("The challenge could not be made.");
        };
        let first_words = match first {
            FirstMover::Challenger => format!("{} moves first", req.user.name),
            FirstMover::Opponent => format!("{} moves first", opponent.name),
            FirstMover::Random => "first move by lot".to_string(),
        };
        let text = format!(
            "<@{}>, **{}** challenges you to ZÈRTZ: **{}** ({} rings), {}, {}. The challenge is open for 24 hours.",
            opponent.id,
            req.user.name,
            variant,
            variant.board.ring_count(),
            words::time_control(time_per_move),
            first_words,
        );
        Ok(Response::reply(Reply {
            text,
            buttons: vec![
                button(format!("accept:{}", c.id), "Accept", ButtonStyle::Success),
                button(format!("decline:{}", c.id), "Decline", ButtonStyle::Danger),
                button(format!("cancel:{}", c.id), "Cancel", ButtonStyle::Secondary),
            ],
            mentions: vec![opponent.id],
            challenge_of: Some(c.id),
            ..Reply::default()
        }))
    }

    async fn accept(&self, req: &Request, id: i64) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        let coin = rand::random::<bool>();
        let meta = self.call(move |s| s.accept_challenge(id, user, coin, now)).await?;
        let game_id = meta.id;
        let loaded = self.call(move |s| s.load_game(game_id)).await?;
        let names = self.names(&loaded.meta).await;
        let first = loaded.meta.players[0];
        let mut text = format!(
            "Game #{} has started: **{}** vs **{}**, {}.\n<@{first}>, you move first.",
            game_id,
            names[0],
            names[1],
            words::time_control(loaded.meta.time_per_move)
        );
        if let Some(d) = loaded.meta.deadline {
            text.push_str(&format!(" Please move {}.", deadline_words(d)));
        }
        let mut reply = self.board_reply(req.can_attach, &loaded, &names, text);
        reply.mentions = vec![first];
        let update = Reply::public(format!(
            "**{}** accepted the challenge: game #{game_id}.",
            req.user.name
        ));
        Ok(Response {
            reply: Some(reply),
            update: Some(update),
            ..Response::default()
        })
    }

    async fn close_challenge(&self, req: &Request, id: i64, decline: bool) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        self.call(move |s| {
            if decline {
                s.decline_challenge(id, user, now)
            } else {
                s.cancel_challenge(id, user, now)
            }
        })
        .await?;
        let what = if decline { "declined" } else { "withdrew" };
        Ok(Response {
            update: Some(Reply::public(format!("**{}** {what} the challenge.", req.user.name))),
            ..Response::default()
        })
    }

    // ------------------------------------------------------------ moves

    async fn my_game(&self, req: &Request) -> Answer<GameId> {
        let (channel, user) = (req.channel, req.user.id);
        match self.call(move |s| s.active_game(channel, user)).await? {
            Some(id) => Ok(id),
            None => refuse("You have no game in this channel. Start one with `/zertz challenge`."),
        }
    }

    async fn play(&self, req: &Request, text: &str) -> Answer<Response> {
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
    async fn move_reply(&self, can_attach: bool, recorded: &MoveRecorded, mover: &str) -> Reply {
        let loaded = &recorded.game;
        let id = loaded.meta.id;
        let names = self.names(&loaded.meta).await;
        let effect = loaded.game.last_effect();
        let mut text = match &effect {
            Some(e) => words::describe_move(e, mover, &recorded.notation),
            None => format!("**{mover}** played `{}`", recorded.notation),
        };
        text.push('\n');
        let mut mentions = Vec::new();
        let mut buttons = Vec::new();
        match &recorded.finish {
            Some(finish) => {
                text.push_str(&self.finish_words(finish, &loaded.meta, &names));
                buttons.push(button(format!("rematch:{id}"), "Rematch", ButtonStyle::Primary));
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

    fn finish_words(&self, finish: &Finish, meta: &GameMeta, names: &[String; 2]) -> String {
        let n = [names[0].as_str(), names[1].as_str()];
        if meta.computer.is_some() {
            return format!(
                "{}\nGames against the computer are not rated; `/zertz stats` keeps your record against each level.",
                words::describe_outcome(finish.outcome, n)
            );
        }
        let ratings = words::describe_ratings(finish, |u| {
            if u == meta.players[0] {
                names[0].clone()
            } else {
                names[1].clone()
            }
        });
        format!("{}\n{ratings}", words::describe_outcome(finish.outcome, n))
    }

    /// The board as a picture (or as text where files are not allowed).
    fn board_reply(&self, can_attach: bool, loaded: &LoadedGame, names: &[String; 2], text: String) -> Reply {
        let n = [names[0].as_str(), names[1].as_str()];
        let mut reply = Reply {
            text,
            board_of: Some(loaded.meta.id),
            ..Reply::default()
        };
        if can_attach {
            match self.renderer.game_png(&loaded.game, n) {
                Ok(bytes) => {
                    reply.attachment = Some(Attachment {
                        name: format!("zertz-{}-{}.png", loaded.meta.id, loaded.meta.ply),
                        bytes,
                    });
                    return reply;
                }
                Err(e) => tracing::error!(error = %e, "render failed; sending a text board"),
            }
        }
        let pos = loaded.game.position();
        reply.text.push_str(&format!(
            "\n```\n{}\n{}```",
            text_board(pos),
            text_status(pos, n, loaded.game.outcome())
        ));
        reply
    }

    // ------------------------------------------------- board and friends

    /// The game a command is about: the one named, else mine here, else
    /// the only one here, else (for finished games) my last one here.
    async fn pick_game(&self, req: &Request, named: Option<i64>, finished_too: bool) -> Answer<LoadedGame> {
        let (channel, user) = (req.channel, req.user.id);
        let id = self
            .call(move |s| {
                if let Some(id) = named {
                    return Ok(Some(id));
                }
                if let Some(id) = s.active_game(channel, user)? {
                    return Ok(Some(id));
                }
                let here = s.active_games_in_channel(channel)?;
                if here.len() == 1 {
                    return Ok(Some(here[0].id));
                }
                if finished_too || here.is_empty() {
                    let mine = s.recent_games(user, 50)?;
                    if let Some(g) = mine.into_iter().find(|g| g.channel == channel) {
                        return Ok(Some(g.id));
                    }
                }
                Ok(None)
            })
            .await?;
        let Some(id) = id else {
            return refuse("Which game? Several are being played here: pick one with the `game` option.");
        };
        let loaded = self
            .call(move |s| s.load_game(id))
            .await
            .map_err(|_| Refusal(format!("There is no game #{id}.")))?;
        if loaded.meta.channel != channel {
            return refuse(format!("Game #{id} is not in this channel."));
        }
        Ok(loaded)
    }

    async fn board(&self, req: &Request, game: Option<i64>) -> Answer<Response> {
        let loaded = match self.pick_game(req, game, false).await {
            Ok(l) => l,
            Err(Refusal(_)) if game.is_none() => return refuse("There is no game in this channel."),
            Err(e) => return Err(e),
        };
        let names = self.names(&loaded.meta).await;
        let status = match loaded.game.outcome() {
            Some(o) => words::describe_outcome(o, [&names[0], &names[1]]),
            None => format!("Move {}: <@{}> to move.", loaded.meta.ply + 1, loaded.meta.to_move()),
        };
        let mut reply = self.board_reply(
            req.can_attach,
            &loaded,
            &names,
            format!("Game #{}. {status}", loaded.meta.id),
        );
        reply.private = true;
        reply.board_of = None;
        Ok(Response::reply(reply))
    }

    async fn history(&self, req: &Request, game: Option<i64>) -> Answer<Response> {
        let loaded = self.pick_game(req, game, true).await?;
        let names = self.names(&loaded.meta).await;
        let mut text = format!(
            "Game #{}: **{}** vs **{}**, {}.\n```\n",
            loaded.meta.id, names[0], names[1], loaded.meta.variant
        );
        for (i, pair) in loaded.moves.chunks(2).enumerate() {
            let first = &pair[0].notation;
            let second = pair.get(1).map_or("", |m| m.notation.as_str());
            text.push_str(&format!("{:>3}. {first:<22} {second}\n", i + 1));
        }
        if loaded.moves.is_empty() {
            text.push_str("(no moves yet)\n");
        }
        text.push_str("```\n");
        if let Some(o) = loaded.game.outcome() {
            text.push_str(&words::describe_outcome(o, [&names[0], &names[1]]));
        }
        // Discord allows 2,000 characters; a long game keeps its end.
        if text.chars().count() > 1900 {
            let record = loaded.game.to_record();
            text = format!(
                "Game #{} as a record:\n```\n{}\n```",
                loaded.meta.id,
                cut_front(&record, 1850)
            );
        }
        Ok(Response::private(text))
    }

    async fn replay(&self, req: &Request, game: Option<i64>) -> Answer<Response> {
        let loaded = self.pick_game(req, game, true).await?;
        let names = self.names(&loaded.meta).await;
        if !req.can_attach {
            return refuse("The bot may not attach files in this channel, so it cannot post a replay here.");
        }
        let renderer = self.renderer;
        let g: Game = loaded.game.clone();
        let n = names.clone();
        let gif = tokio::task::spawn_blocking(move || renderer.gif(&g, [&n[0], &n[1]]))
            .await
            .map_err(|_| Refusal("The replay could not be drawn.".into()))?
            .map_err(|_| Refusal("The replay could not be drawn.".into()))?;
        Ok(Response::reply(Reply {
            text: format!(
                "Replay of game #{}: **{}** vs **{}**.",
                loaded.meta.id, names[0], names[1]
            ),
            attachment: Some(Attachment {
                name: format!("zertz-{}.gif", loaded.meta.id),
                bytes: gif,
            }),
            ..Reply::default()
        }))
    }

    // ----------------------------------------- resign, draw, rematch

    async fn resign(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        let (user, now) = (req.user.id, req.now);
        let finish = self.call(move |s| s.resign(id, user, now)).await?;
        self.ended(req, id, &finish).await
    }

    async fn ended(&self, req: &Request, id: GameId, finish: &Finish) -> Answer<Response> {
        let loaded = self.call(move |s| s.load_game(id)).await?;
        let names = self.names(&loaded.meta).await;
        let text = self.finish_words(finish, &loaded.meta, &names);
        let mut reply = self.board_reply(req.can_attach, &loaded, &names, text);
        reply.buttons = vec![button(format!("rematch:{id}"), "Rematch", ButtonStyle::Primary)];
        Ok(Response::reply(reply))
    }

    async fn draw(&self, req: &Request) -> Answer<Response> {
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
                let meta = self.call(move |s| s.game_meta(id)).await?;
                let other = if meta.players[0] == user {
                    meta.players[1]
                } else {
                    meta.players[0]
                };
                Ok(Response::reply(Reply {
                    text: format!(
                        "**{}** offers a draw in game #{id}. <@{other}>, accept or decline; the offer lapses with the next move.",
                        req.user.name
                    ),
                    buttons: vec![
                        button(format!("draw-yes:{id}"), "Accept draw", ButtonStyle::Success),
                        button(format!("draw-no:{id}"), "Decline", ButtonStyle::Secondary),
                    ],
                    mentions: vec![other],
                    ..Reply::default()
                }))
            }
        }
    }

    async fn rematch(&self, req: &Request, of: Option<GameId>) -> Answer<Response> {
        let (channel, user) = (req.channel, req.user.id);
        let last = self
            .call(move |s| {
                if let Some(id) = of {
                    return Ok(Some(s.game_meta(id)?));
                }
                Ok(s.recent_games(user, 50)?.into_iter().find(|g| g.channel == channel))
            })
            .await?;
        let Some(last) = last else {
            return refuse("You have no finished game in this channel to rematch.");
        };
        let Some(seat) = last.player_of(user) else {
            return refuse("Only the players of that game can ask for a rematch.");
        };
        if last.is_active() {
            return refuse("That game is still being played.");
        }
        let other = last.user(seat.other());
        let other_name = self
            .call(move |s| s.player_name(other))
            .await?
            .unwrap_or_else(|| "your opponent".into());
        let opponent = User {
            id: other,
            name: other_name,
            bot: false,
        };
        // The player who moved second last time moves first now.
        let first = if seat == Player::First { "them" } else { "me" };
        let time = last.time_per_move.unwrap_or(0).to_string();
        let terms = Terms {
            variant: Some(last.variant.name()),
            first: Some(first),
            time: Some(&time),
            level: last.computer.map(|l| l.as_str()),
        };
        self.challenge(req, &opponent, terms).await
    }

    // ------------------------------------------------------- lists

    async fn games(&self, req: &Request) -> Answer<Response> {
        let (user, guild) = (req.user.id, req.guild);
        let games = self.call(move |s| s.active_games_of(user, guild)).await?;
        if games.is_empty() {
            return Ok(Response::private("You have no active games on this server."));
        }
        let mut text = String::from("Your active games:\n");
        for g in games.iter().take(20) {
            let names = self.names(g).await;
            let seat = g.player_of(user).unwrap_or(Player::First);
            let opponent = &names[seat.other().index()];
            let turn = if g.to_move() == user {
                "**your move**"
            } else {
                "their move"
            };
            let link = match g.board_message_id {
                Some(m) => format!(" · [board](https://discord.com/channels/{}/{}/{m})", g.guild, g.channel),
                None => String::new(),
            };
            text.push_str(&format!(
                "#{} vs {opponent} in <#{}> · move {} · {turn}{link}\n",
                g.id,
                g.channel,
                g.ply + 1
            ));
        }
        Ok(Response::private(text))
    }

    async fn leaderboard(&self, scope: Scope, page: usize) -> Answer<Reply> {
        let board = self
            .call(move |s| s.leaderboard(scope, page, LEADERBOARD_PAGE, LEADERBOARD_MIN_GAMES))
            .await?;
        let pages = (board.total as usize).div_ceil(LEADERBOARD_PAGE).max(1);
        let title = match scope {
            Scope::Global => "everyone",
            Scope::Guild(_) => "this server",
        };
        let mut text = format!("**ZÈRTZ leaderboard: {title}** (page {} of {pages})\n", page + 1);
        if board.rows.is_empty() {
            text.push_str("No rated games yet. Finish a game to appear here.");
        } else {
            text.push_str("```\n  #  player               rating   games   W/L/D\n");
            for (i, r) in board.rows.iter().enumerate() {
                let name: String = r.name.chars().take(20).collect();
                text.push_str(&format!(
                    "{:>3}  {:<20} {:>6.0}  {:>6}   {}/{}/{}\n",
                    page * LEADERBOARD_PAGE + i + 1,
                    name,
                    r.rating,
                    r.games,
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            text.push_str("```\nOrdered by rating minus twice its uncertainty.");
        }
        let key = match scope {
            Scope::Global => "global",
            Scope::Guild(_) => "server",
        };
        let mut buttons = Vec::new();
        if page > 0 {
            buttons.push(button(
                format!("lb:{key}:{}", page - 1),
                "◀ Previous",
                ButtonStyle::Secondary,
            ));
        }
        if page + 1 < pages {
            buttons.push(button(
                format!("lb:{key}:{}", page + 1),
                "Next ▶",
                ButtonStyle::Secondary,
            ));
        }
        Ok(Reply {
            text,
            buttons,
            ..Reply::default()
        })
    }

    async fn stats(&self, req: &Request, player: Option<&User>) -> Answer<Response> {
        let who = player.cloned().unwrap_or_else(|| req.user.clone());
        let (id, guild) = (who.id, req.guild);
        let stats = self.call(move |s| s.player_stats(id, guild, 5)).await?;
        let name = stats.name.clone().unwrap_or(who.name.clone());
        let mut text = format!("**{name}**\n");
        let line = |label: &str, r: &Option<zertz_data::RatingRow>| match r {
            Some(r) => format!(
                "{label}: **{:.0}** ± {:.0} · {} game{}: {} won, {} lost, {} drawn\n",
                r.rating,
                2.0 * r.deviation,
                r.games,
                if r.games == 1 { "" } else { "s" },
                r.wins,
                r.losses,
                r.draws
            ),
            None => format!("{label}: no rated games yet\n"),
        };
        text.push_str(&line("Global", &stats.global));
        if req.guild != 0 {
            text.push_str(&line("This server", &stats.guild));
        }
        let streak = match stats.streak {
            0 => "none".to_string(),
            n if n > 0 => format!("{n} win{}", if n == 1 { "" } else { "s" }),
            n => format!("{} loss{}", -n, if n == -1 { "" } else { "es" }),
        };
        text.push_str(&format!("Current streak: {streak}\n"));
        text.push_str(&self.computer_record_words(id).await);
        if !stats.recent.is_empty() {
            text.push_str("Last games:\n");
            for g in &stats.recent {
                let names = self.names(g).await;
                let seat = g.player_of(id).unwrap_or(Player::First);
                let result = match g.outcome.and_then(zertz_rules::Outcome::winner) {
                    Some(w) if w == seat => "won",
                    Some(_) => "lost",
                    None => "drew",
                };
                text.push_str(&format!(
                    "· #{} {result} against {} ({})\n",
                    g.id,
                    names[seat.other().index()],
                    g.variant
                ));
            }
        }
        Ok(Response::private(text))
    }

    fn rules(&self, req: &Request) -> Response {
        let text = "**ZÈRTZ** is a game for two by Kris Burm. The board is made of rings, and the white, grey and black marbles belong to nobody.\n\
            • On your turn, **place** a marble of any colour on a vacant ring, then **remove a free ring**: a vacant ring at the edge that could slide out (two neighbouring sides open).\n\
            • If you can **capture**, you must: jump a marble over a neighbouring marble onto the vacant ring behind it, and keep jumping while you can. The jumped marbles are yours.\n\
            • Cutting off a group of rings that are all occupied **claims** its marbles.\n\
            • Win with 4 white, 5 grey, 6 black, or 3 of each (blitz: 3, 4, 5 or 2 of each).\n\
            Notation: `Wd4,a1` places white on d4 and removes a1; `x d1Gd3` jumps from d1 over a grey marble to d3. `/zertz move` suggests legal moves as you type.";
        let mut reply = Reply::private(text);
        if req.can_attach {
            let start = Game::new(Variant::STANDARD);
            if let Ok(bytes) = self.renderer.game_png(&start, ["First player", "Second player"]) {
                reply.attachment = Some(Attachment {
                    name: "zertz-start.png".into(),
                    bytes,
                });
            }
        }
        Response::reply(reply)
    }

    // ------------------------------------------------------- buttons

    async fn button(&self, req: &Request, id: &str) -> Answer<Response> {
        let mut parts = id.split(':');
        let kind = parts.next().unwrap_or("");
        let arg = parts.next().and_then(|a| a.parse::<i64>().ok());
        match (kind, arg) {
            ("accept", Some(c)) => self.accept(req, c).await,
            ("decline", Some(c)) => self.close_challenge(req, c, true).await,
            ("cancel", Some(c)) => self.close_challenge(req, c, false).await,
            ("draw-yes", Some(g)) => {
                let meta = self.call(move |s| s.game_meta(g)).await?;
                match meta.draw_offer_by {
                    Some(by) if by != req.user.id && meta.player_of(req.user.id).is_some() => {
                        self.offer_draw(req, g).await
                    }
                    Some(_) if meta.player_of(req.user.id).is_some() => refuse("You cannot accept your own offer."),
                    _ if meta.player_of(req.user.id).is_none() => refuse("You are not a player in this game."),
                    _ => refuse("That draw offer is no longer open."),
                }
            }
            ("draw-no", Some(g)) => {
                let (user, now) = (req.user.id, req.now);
                self.call(move |s| s.decline_draw(g, user, now)).await?;
                Ok(Response {
                    update: Some(Reply::public(format!("**{}** declined the draw offer.", req.user.name))),
                    ..Response::default()
                })
            }
            ("rematch", Some(g)) => self.rematch(req, Some(g)).await,
            ("lb", _) => {
                let scope = self.scope(req, parts_at(id, 1));
                let page = parts_at(id, 2).parse::<usize>().unwrap_or(0);
                Ok(Response {
                    update: Some(self.leaderboard(scope, page).await?),
                    ..Response::default()
                })
            }
            _ => refuse("That button is no longer in use."),
        }
    }

    // -------------------------------------------------- autocomplete

    async fn complete(&self, req: &Request, command: &str, option: &str, typed: &str, o: &Options) -> Vec<Choice> {
        let typed: String = typed.chars().take(100).collect();
        match (command, option) {
            (_, "game") => self.complete_game(req, &typed).await,
            ("move", "notation") => self.complete_moves(req, &typed, |_| true).await,
            ("capture", "path") => {
                let t = if typed.trim_start().starts_with(['x', 'X']) {
                    typed.clone()
                } else {
                    format!("x {typed}")
                };
                self.complete_moves(req, &t, |m| m.is_capture()).await
            }
            ("place", "at") | ("place", "remove") => self.complete_place(req, option, &typed, o).await,
            _ => Vec::new(),
        }
    }

    async fn position_here(&self, req: &Request) -> Option<Position> {
        let (channel, user) = (req.channel, req.user.id);
        let loaded = self
            .store
            .call(move |s| match s.active_game(channel, user)? {
                Some(id) => Ok(Some(s.load_game(id)?)),
                None => Ok(None),
            })
            .await
            .ok()??;
        if loaded.game.is_over() {
            return None;
        }
        Some(*loaded.game.position())
    }

    async fn complete_moves(
        &self,
        req: &Request,
        typed: &str,
        keep: impl Fn(&zertz_rules::Move) -> bool,
    ) -> Vec<Choice> {
        let Some(pos) = self.position_here(req).await else {
            return Vec::new();
        };
        pos.suggest(typed, 200)
            .into_iter()
            .filter(|(m, _)| keep(m))
            .take(MAX_CHOICES)
            .map(|(_, n)| Choice {
                name: n.clone(),
                value: n,
            })
            .collect()
    }

    async fn complete_place(&self, req: &Request, option: &str, typed: &str, o: &Options) -> Vec<Choice> {
        let Some(pos) = self.position_here(req).await else {
            return Vec::new();
        };
        let colour = o
            .text("colour")
            .and_then(|c| c.chars().next())
            .and_then(zertz_rules::Colour::from_letter);
        let at = o.text("at").map(str::to_ascii_lowercase);
        let typed = typed.trim().to_ascii_lowercase();
        let mut seen = std::collections::BTreeSet::new();
        let mut out = Vec::new();
        for m in pos.legal_moves().iter() {
            let zertz_rules::Move::Place { colour: c, to, remove } = *m else {
                continue;
            };
            if colour.is_some_and(|want| want != c) {
                continue;
            }
            let value = if option == "at" {
                to.to_string()
            } else {
                if at.as_deref().is_some_and(|a| a != to.to_string()) {
                    continue;
                }
                match remove {
                    Some(r) => r.to_string(),
                    None => continue,
                }
            };
            if value.starts_with(&typed) && seen.insert(value.clone()) {
                out.push(Choice {
                    name: value.clone(),
                    value,
                });
            }
            if out.len() == MAX_CHOICES {
                break;
            }
        }
        out
    }

    async fn complete_game(&self, req: &Request, typed: &str) -> Vec<Choice> {
        let (channel, user) = (req.channel, req.user.id);
        let games = self
            .store
            .call(move |s| {
                let mut games = s.active_games_in_channel(channel)?;
                games.extend(s.recent_games(user, 50)?.into_iter().filter(|g| g.channel == channel));
                Ok(games)
            })
            .await
            .unwrap_or_default();
        let mut out = Vec::new();
        for g in games {
            let names = self.names(&g).await;
            let state = if g.is_active() {
                format!("move {}", g.ply + 1)
            } else {
                "finished".into()
            };
            let name = format!("#{} {} vs {} · {state}", g.id, names[0], names[1]);
            if name.to_lowercase().contains(&typed.to_lowercase()) {
                out.push(Choice {
                    name,
                    value: g.id.to_string(),
                });
            }
            if out.len() == MAX_CHOICES {
                break;
            }
        }
        out
    }

    // ------------------------------------------------ after posting

    /// Remembers the message that shows a game's board.
    pub async fn board_posted(&self, game: GameId, message: u64) {
        if let Err(Refusal(e)) = self.call(move |s| s.set_board_message(game, message)).await {
            tracing::warn!(game, error = %e, "could not remember the board message");
        }
    }

    /// Remembers the message that shows a challenge.
    pub async fn challenge_posted(&self, challenge: i64, message: u64) {
        if let Err(Refusal(e)) = self.call(move |s| s.set_challenge_message(challenge, message)).await {
            tracing::warn!(challenge, error = %e, "could not remember the challenge message");
        }
    }

    // ---------------------------------------------------------- time

    /// What time has made due: expired challenges, reminders at half time,
    /// losses on time. The store is updated before a post is returned, so
    /// a restart neither forgets nor repeats one.
    pub async fn tick(&self, now: i64) -> Vec<Post> {
        let mut posts = Vec::new();
        match self.call(move |s| s.expire_challenges(now)).await {
            Ok(expired) => {
                for c in expired {
                    posts.push(Post {
                        channel: c.channel,
                        edit: c.message_id,
                        reply: Reply::public(format!(
                            "The challenge from <@{}> to <@{}> expired unanswered.",
                            c.challenger, c.opponent
                        )),
                    });
                }
            }
            Err(Refusal(e)) => tracing::warn!(error = %e, "expiring challenges failed"),
        }
        let due = self.call(move |s| s.due_timeouts(now)).await.unwrap_or_default();
        for (id, ply) in due {
            let finish = match self.call(move |s| s.lose_on_time(id, ply, now)).await {
                Ok(Some(f)) => f,
                Ok(None) => continue,
                Err(Refusal(e)) => {
                    tracing::warn!(game = id, error = %e, "loss on time failed");
                    continue;
                }
            };
            let Ok(loaded) = self.call(move |s| s.load_game(id)).await else {
                continue;
            };
            let names = self.names(&loaded.meta).await;
            let text = self.finish_words(&finish, &loaded.meta, &names);
            let mut reply = self.board_reply(true, &loaded, &names, text);
            reply.mentions = loaded.meta.players.to_vec();
            reply.buttons = vec![button(format!("rematch:{id}"), "Rematch", ButtonStyle::Primary)];
            posts.push(Post {
                channel: loaded.meta.channel,
                edit: None,
                reply,
            });
        }
        let reminders = self.call(move |s| s.due_reminders(now)).await.unwrap_or_default();
        for r in reminders {
            let (id, ply) = (r.game.id, r.game.ply);
            if !matches!(self.call(move |s| s.mark_reminded(id, ply)).await, Ok(true)) {
                continue;
            }
            let deadline = r.game.deadline.map(deadline_words).unwrap_or_default();
            posts.push(Post {
                channel: r.game.channel,
                edit: None,
                reply: Reply {
                    text: format!(
                        "⏰ <@{}>, half of your time for this move in game #{id} has gone. Please move {deadline}, or you lose on time.",
                        r.user
                    ),
                    mentions: vec![r.user],
                    ..Reply::default()
                },
            });
        }
        posts
    }
}

pub(crate) fn deadline_words(deadline: i64) -> String {
    format!("before {} ({})", words::when(deadline, 'f'), words::when(deadline, 'R'))
}

fn parts_at(id: &str, i: usize) -> &str {
    id.split(':').nth(i).unwrap_or("")
}

fn cut_front(s: &str, max: usize) -> String {
    let n = s.chars().count();
    if n <= max {
        s.to_string()
    } else {
        format!("…{}", s.chars().skip(n - max).collect::<String>())
    }
}

fn button(id: String, label: &str, style: ButtonStyle) -> Button {
    Button {
        id,
        label: label.to_string(),
        style,
    }
}

/// The commands, for `/zertz help`.
pub fn help_text() -> String {
    let mut s = String::from("**ZÈRTZ commands**\n");
    for c in spec::subcommands() {
        let opts: Vec<String> = c
            .options
            .iter()
            .map(|o| {
                if o.required {
                    o.name.to_string()
                } else {
                    format!("[{}]", o.name)
                }
            })
            .collect();
        s.push_str(&format!("`/zertz {} {}` — {}\n", c.name, opts.join(" "), c.description));
    }
    s.push_str("Right-click a member → Apps → **Challenge to ZÈRTZ** also works.");
    s
}
