//! The Activity's way into the core (`impl Core`): the games a viewer may
//! see, each as a view, and what they do on the board. A move takes the
//! picker's road, at the ply it was made on, as a confirmed pick does;
//! starting a game against the computer and accepting a challenge take
//! the commands' and buttons' roads. What each owes publicly is in the
//! outbox, released at once: no interaction answers it in place.

use tokio::sync::broadcast;
use zertz_data::{ChallengeId, GameId, GameMeta};

use crate::app::features::board::{BoardView, Listing, Viewer};
use crate::app::features::play::Moved;
use crate::app::interface::choices::Terms;
use crate::app::interface::refusal::{refuse, Answer, BoardRefusal, CoreError, GameRefusal};
use crate::app::interface::reply::Response;
use crate::app::interface::request::{Action, Progress, Request, Threads};
use crate::app::interface::target::MoveTarget;
use crate::app::services::clock::now_ms;
use crate::app::text::lang::{say, Msg};
use crate::app::Core;
use crate::metrics::{metrics, InteractionKind, Outcome};

impl Core {
    /// Boards offer to open the Activity's board from now on: call once
    /// it is served.
    pub fn offer_board(&self) {
        self.composing.offer_board();
    }

    /// Hears of every game changed in this process from now on.
    pub fn game_changes(&self) -> broadcast::Receiver<GameId> {
        self.changes.listen()
    }

    /// The games `viewer` may open, theirs first, and the challenges they
    /// may accept.
    pub async fn board_listing(&self, viewer: &Viewer) -> Result<Listing, String> {
        let listed = self.live.listing(viewer, now_ms()).await;
        self.said(viewer, "listing games for a board", listed)
    }

    /// `game` as `viewer` sees it after `at` moves (the last, without).
    pub async fn board_view(&self, viewer: &Viewer, game: GameId, at: Option<usize>) -> Result<BoardView, String> {
        let view = self.live.view(viewer, game, at).await;
        self.said(viewer, "showing a board", view)
    }

    /// `game` as each of `viewers` sees it now, the game read once; `Err`
    /// for a game that cannot be read at all.
    pub async fn board_views(
        &self,
        game: GameId,
        viewers: &[Viewer],
    ) -> Result<Vec<Result<BoardView, String>>, String> {
        let Some(first) = viewers.first() else {
            return Ok(Vec::new());
        };
        let views = self.live.views(game, viewers, None).await;
        let views = self.said(first, "showing a board to its watchers", views)?;
        Ok(views
            .into_iter()
            .zip(viewers)
            .map(|(view, viewer)| self.said(viewer, "showing a board", view))
            .collect())
    }

    /// When each of `games` last changed in the store.
    pub async fn board_stamps(&self, games: Vec<GameId>) -> Vec<(GameId, zertz_data::Millis)> {
        let read = self
            .store
            .read(move |s| {
                let mut stamps = Vec::with_capacity(games.len());
                for game in games {
                    stamps.push((game, s.games().meta(game)?.updated_at));
                }
                Ok(stamps)
            })
            .await;
        read.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read when the watched games changed");
            Vec::new()
        })
    }

    /// `viewer`'s move `notation` in `game`, made on the board after
    /// `ply` moves: recorded there or not at all. The answer is what is
    /// owed (the caller releases it and starts the computer's turn), or
    /// why nothing was played.
    pub async fn board_move(
        &self,
        viewer: &Viewer,
        game: GameId,
        ply: usize,
        notation: &str,
    ) -> Result<Response, String> {
        let played = self.played_on_board(viewer, game, ply, notation).await;
        self.counted(viewer, "a move on a board", played)
    }

    async fn played_on_board(&self, viewer: &Viewer, game: GameId, ply: usize, notation: &str) -> Answer<Response> {
        let loaded = self.live.game(viewer, game).await?;
        if loaded.game.ply() != ply {
            return refuse(BoardRefusal::PositionChanged);
        }
        let pos = loaded.game.position();
        let Ok(m) = pos.parse_move(notation) else {
            return refuse(BoardRefusal::NotLegal);
        };
        let Ok(parsed) = zertz_rules::notation::parse(&pos.notation(&m)) else {
            return refuse(BoardRefusal::NotLegal);
        };
        let req = self.board_request(viewer, &loaded.meta);
        self.players.refresh(&req.user, req.now).await;
        match self
            .play
            .make_move(&req, Some(MoveTarget::Game), parsed, Some((game, ply)))
            .await?
        {
            Moved::Played(response) => Ok(*response),
            Moved::Answers(..) => refuse(GameRefusal::NoGameOfYours),
        }
    }

    /// A game against the computer in `viewer`'s channel, as challenging
    /// the bot there starts one.
    pub async fn board_computer_game(&self, viewer: &Viewer) -> Result<Response, String> {
        let started = async {
            let Some(me) = self.identity.get().cloned() else {
                return refuse(GameRefusal::ComputerNotReady);
            };
            let req = self.request_in(viewer, viewer.channel, None);
            self.players.refresh(&req.user, req.now).await;
            self.challenges.challenge(&req, &me, Terms::default()).await
        }
        .await;
        self.counted(viewer, "a game against the computer from a board", started)
    }

    /// `viewer` accepts `challenge`, as its Accept button does.
    pub async fn board_accept(&self, viewer: &Viewer, challenge: ChallengeId) -> Result<Response, String> {
        let accepted = async {
            let id = challenge;
            let found = self.store.read(move |s| s.challenges().challenge(id)).await?;
            if found.channel != viewer.channel {
                return refuse(GameRefusal::NoGameOfYours);
            }
            let req = self.request_in(viewer, found.channel, found.guild);
            self.players.refresh(&req.user, req.now).await;
            self.challenges.accept(&req, challenge).await
        }
        .await;
        self.counted(viewer, "accepting a challenge from a board", accepted)
    }

    /// A request from `viewer` about the game of `meta`, made where that
    /// game is played (its thread, where it has one).
    fn board_request(&self, viewer: &Viewer, meta: &GameMeta) -> Request {
        let mut req = self.request_in(viewer, meta.channel, meta.guild);
        let room = meta.room();
        req.threads.game = (room != meta.channel).then_some(room);
        req
    }

    fn request_in(
        &self,
        viewer: &Viewer,
        channel: zertz_data::ChannelId,
        guild: Option<zertz_data::GuildId>,
    ) -> Request {
        Request {
            user: viewer.user.clone(),
            guild,
            channel,
            threads: Threads::default(),
            clicked: None,
            can_attach: true,
            can_embed: true,
            can_post: true,
            can_manage: false,
            roles: Vec::new(),
            now: now_ms(),
            interaction: None,
            token: None,
            action: Action::Button { id: "board".into() },
            progress: Progress::default(),
            lang: viewer.lang,
            place_lang: viewer.lang,
        }
    }

    /// A change's answer, counted as a button's: a refusal in words, a
    /// private answer as words too (nothing was owed), a failure logged.
    fn counted(&self, viewer: &Viewer, doing: &str, result: Answer<Response>) -> Result<Response, String> {
        metrics().interaction(
            InteractionKind::Button,
            match &result {
                Ok(_) => Outcome::Answered,
                Err(CoreError::Refused(_)) => Outcome::Refused,
                Err(CoreError::Failed(_)) => Outcome::Failed,
            },
        );
        match self.said(viewer, doing, result)? {
            Response {
                reply: Some(reply),
                outbox: None,
                ..
            } if reply.private => Err(reply.text),
            response => Ok(response),
        }
    }

    /// `result`, its refusal in `viewer`'s words, its failure logged.
    fn said<T>(&self, viewer: &Viewer, doing: &str, result: Answer<T>) -> Result<T, String> {
        result.map_err(|e| {
            if let CoreError::Failed(failure) = &e {
                tracing::error!(user = %viewer.user.id, channel = %viewer.channel, doing, error = %failure, "a board's request failed");
                return say!(viewer.lang, Msg::OurFault);
            }
            e.words(viewer.lang)
        })
    }
}
