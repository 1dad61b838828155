//! The play component: a person's moves in their games, resignations,
//! draws, vacations, takebacks (`takeback.rs`) and what time makes due
//! in games (`tick.rs`). A move that answers a puzzle or a
//! practice instead is handed back to the root, which routes it. Each
//! public answer is owed through the outbox in the transaction of its
//! change.

use std::sync::Arc;

use crate::metrics::metrics;
use zertz_data::{AsyncStore, DrawOffer, GameId, MoveRecorded, OutboxId, Reason, Store, StoreError};
use zertz_rules::{MoveInput, ParsedMove};

use crate::app::interface::button::ButtonId;
use crate::app::interface::refusal::{refusal, refuse, Answer, CoreError, GameRefusal};
use crate::app::interface::reply::{Button, ButtonStyle, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::outbox::changes::Changes;
use crate::app::services::chat_language;
use crate::app::services::clock::InteractionClock;
use crate::app::services::compose::{names_in, Composer, Composing};
use crate::app::services::open_board::{OpenBoard, OpenBoards};
use crate::app::services::pictures::Pictures;
use crate::app::services::players::Identity;
use crate::app::services::record::{record_and_compose, MoveToRecord};
use crate::app::services::which_game::{where_to, Destination, GameHere};
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::{Mark, TimeStyle};
pub(in crate::app) use shown::BoardsShown;

mod shown;
mod takeback;
mod tick;

/// The play component's state and the components it uses.
pub(in crate::app) struct Play {
    store: AsyncStore,
    changes: Arc<Changes>,
    composing: Composing,
    pictures: Arc<Pictures>,
    clock: InteractionClock,
    identity: Identity,
    /// Wakes moves waiting to be judged against their board when it is
    /// noted as shown.
    shown: Arc<BoardsShown>,
    /// The boards a move may answer instead of the game here.
    boards: OpenBoards,
}

/// A day in milliseconds.
const DAY: i64 = 86_400_000;

/// Where a person's move went.
pub(in crate::app) enum Moved {
    /// Played in the game here (or refused there): the answer.
    Played(Box<Response>),
    /// It answers the player's open board: the move, handed back, for the
    /// root to play there.
    Answers(Arc<dyn OpenBoard>, ParsedMove),
}

/// How long a move waits for the board it answers to be shown, before it
/// is judged by the bot's own view of Discord's clock instead.
const SHOWN_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// How often that wait asks the store again without being woken.
const SHOWN_RECHECK: std::time::Duration = std::time::Duration::from_millis(200);

impl Play {
    pub(in crate::app) fn new(
        store: AsyncStore,
        (changes, composing): (Arc<Changes>, Composing),
        pictures: Arc<Pictures>,
        clock: InteractionClock,
        identity: Identity,
        (shown, boards): (Arc<BoardsShown>, OpenBoards),
    ) -> Play {
        Play {
            store,
            changes,
            composing,
            pictures,
            clock,
            identity,
            shown,
            boards,
        }
    }

    /// Plays `parsed` where it goes: the one way a person's move is
    /// recorded. The game here is looked up and, when the board the move
    /// answers has been shown, the move enters delivery in the same
    /// transaction: recorded at the ply seen, with its message (its board
    /// owed as a drawing). Otherwise the move waits (briefly) for that board,
    /// then is recorded at the ply first seen (if another move landed
    /// meanwhile, the store refuses it). A move for the open puzzle,
    /// practice or exercise is handed back, as it says.
    ///
    /// A move picked on a picker comes with the game and ply it was picked
    /// at (`picked`): it is recorded there or not at all.
    pub(in crate::app) async fn make_move(
        &self,
        req: &Request,
        to: Option<MoveTarget>,
        parsed: ParsedMove,
        picked: Option<(GameId, usize)>,
    ) -> Answer<Moved> {
        let (channel, user, interactive) = (req.channel, req.user.id, req.interaction.is_some());
        let mv: MoveInput = parsed.clone().into();
        // One job on the writer, behind any noting of a board just shown:
        // where the move goes and, when it answers a board already shown,
        // the move recorded there, without a second trip.
        let to_record = self.to_record(req, mv.clone());
        let boards = self.boards.clone();
        let (attempt, announced) = self
            .changes
            .announce_if(req, move |s, c| {
                Ok(
                    match where_to(s, channel, user, to, &boards).and_then(|found| destination(found, picked)) {
                        Ok(Destination::Game(Some(here))) if here.shown || !interactive => {
                            let (made, reply) = record_apart(s, c, here, to_record);
                            (Attempt::Made(made), reply)
                        }
                        elsewhere => (Attempt::Elsewhere(elsewhere), None),
                    },
                )
            })
            .await?;
        let here = match attempt {
            Attempt::Made(made) => return self.made(req, mv, made, announced).await,
            Attempt::Elsewhere(elsewhere) => match elsewhere? {
                Destination::Game(Some(here)) => here,
                Destination::Game(None) => return refuse(GameRefusal::NoGameOfYours),
                Destination::Open(board) => return Ok(Moved::Answers(board, parsed)),
            },
        };
        // The board this move answers is not shown yet: wait for it
        // (briefly), then record the move at the ply seen.
        self.wait_shown(here.id, here.ply).await;
        let to_record = self.to_record(req, mv.clone());
        let (made, announced) = self
            .changes
            .announce_if(req, move |s, c| Ok(record_apart(s, c, here, to_record)))
            .await?;
        self.made(req, mv, made, announced).await
    }

    /// The asker's move, to record at the game and ply given.
    fn to_record(&self, req: &Request, mv: MoveInput) -> impl FnOnce((GameId, usize)) -> MoveToRecord + Send + 'static {
        let (by, now, sent) = (req.user.clone(), req.now, (req.interaction, self.clock.clone()));
        move |at| MoveToRecord { at, by, mv, now, sent }
    }

    /// The answer to a move recorded (its message owed, `announced`) or
    /// refused by the store.
    async fn made(
        &self,
        req: &Request,
        mv: MoveInput,
        (id, made): Made,
        announced: Option<(Reply, Option<OutboxId>)>,
    ) -> Answer<Moved> {
        match (made, announced) {
            (Ok(recorded), Some((reply, outbox))) => Ok(Moved::Played(Box::new(self.moved(&recorded, reply, outbox)))),
            (Err(e), _) => self
                .move_refused(req, id, mv, e)
                .await
                .map(|r| Moved::Played(Box::new(r))),
            (Ok(_), None) => refuse(GameRefusal::MessageLost),
        }
    }

    /// The caller's active game in this channel.
    pub(in crate::app) async fn my_game(&self, req: &Request) -> Answer<GameId> {
        let (channel, user) = (req.channel, req.user.id);
        match self.store.call(move |s| s.games().active_game(channel, user)).await? {
            Some(id) => Ok(id),
            None => refuse(GameRefusal::NoGameOfYours),
        }
    }

    /// The answer to a recorded move: its message, and the computer's
    /// turn if the computer plays next.
    fn moved(&self, recorded: &MoveRecorded, reply: Reply, outbox: Option<OutboxId>) -> Response {
        let meta = &recorded.game.meta;
        let computer_turn = (meta.is_active() && self.identity.is(meta.to_move())).then_some(meta.id);
        Response {
            reply: Some(reply),
            computer_turn,
            outbox,
            ..Response::default()
        }
    }

    /// Waits (briefly) until the board after move `ply` has been shown in
    /// the channel: the message showing it tells, by Discord's clock,
    /// whether a move was sent after its player could see the position.
    /// The store is asked again whenever a board is noted as shown.
    async fn wait_shown(&self, id: GameId, ply: usize) {
        let deadline = tokio::time::Instant::now() + SHOWN_WAIT;
        loop {
            // Listening before asking: a board noted in between still wakes.
            let noted = self.shown.woken.notified();
            tokio::pin!(noted);
            noted.as_mut().enable();
            if self
                .store
                .read(move |s| s.games().is_shown(id, ply))
                .await
                .unwrap_or(true)
            {
                return;
            }
            // Asked again now and then too: another process sharing the
            // store may be the one that notes it.
            let recheck = (tokio::time::Instant::now() + SHOWN_RECHECK).min(deadline);
            if tokio::time::timeout_at(recheck, noted).await.is_err() && tokio::time::Instant::now() >= deadline {
                tracing::debug!(%id, ply, "the board was not shown in time; judged by arrival");
                return;
            }
        }
    }

    /// A move the store refused. A move the player already made (a
    /// double click, or a retry after the answer was lost) is answered
    /// "recorded", and a move sent before the last one was recorded is
    /// refused with the current board: both privately.
    async fn move_refused(&self, req: &Request, id: GameId, typed: MoveInput, e: StoreError) -> Answer<Response> {
        let user = req.user.id;
        let retried = self
            .store
            .read(move |s| {
                let loaded = s.games().load(id)?;
                let Some(mine) = loaded.moves.iter().rposition(|m| m.user_id == user) else {
                    return Ok(None);
                };
                // The same move, typed as then, on the position it was played in.
                let row = &loaded.moves[mine];
                let same = loaded
                    .game
                    .positions()
                    .get(mine)
                    .is_some_and(|pos| pos.accept(&typed).ok() == Some(row.mv));
                Ok(same.then(|| (row.ply, row.notation.clone())))
            })
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(game = %id, error = %e, "looking for a retried move failed");
                None
            });
        let words = match (&retried, e.refusal()) {
            (Some((ply, notation)), _) => say!(req.lang, Msg::MoveRecordedBoard, ply = *ply, notation = notation),
            (None, Some(Reason::Stale { .. })) => say!(req.lang, Msg::StaleMoveBoard),
            (None, _) => return Err(e.into()),
        };
        let composer = self.composing.composer(req.can_attach, req.lang);
        let mut reply = self.pictures.current_board(composer, id, words).await?;
        reply.private = true;
        Ok(Response::reply(reply))
    }

    pub(in crate::app) async fn resign(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        let (user, now) = (req.user.id, req.now);
        let (_, reply, outbox) = self
            .changes
            .announce(req, move |s, c| {
                let finish = s.games_mut().resign(id, user, now)?;
                metrics().game_finished();
                let loaded = s.games().load(id)?;
                let names = names_in(s, &loaded.meta)?;
                Ok(((), c.ended_message(&loaded, &finish, &names)))
            })
            .await?;
        Ok(Response::owed(reply, outbox))
    }

    pub(in crate::app) async fn offer_or_accept_draw(&self, req: &Request) -> Answer<Response> {
        let id = self.my_game(req).await?;
        self.offer_draw(req, id).await
    }

    async fn offer_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let (user, now, name) = (req.user.id, req.now, req.user.name.clone());
        let meta = self.store.call(move |s| s.games().meta(id)).await?;
        if meta.computer.is_some() && meta.player_of(user).is_some() {
            let name = self.identity.get().map_or("The computer", |u| u.name.as_str());
            return Err(declines_draw(name));
        }
        let result = self
            .changes
            .announce(req, move |s, c| {
                let offer = s.games_mut().offer_draw(id, user, now)?;
                let meta = s.games().meta(id)?;
                let reply = match &offer {
                    // Nothing changed, so nothing is owed: undo the row.
                    DrawOffer::AlreadyOffered => return Err(Reason::NoDrawOffer.into()),
                    DrawOffer::Agreed(finish) => {
                        metrics().game_finished();
                        c.ended_message(&s.games().load(id)?, finish, &names_in(s, &meta)?)
                    }
                    DrawOffer::Offered => {
                        let seat = meta.player_of(user).unwrap_or(zertz_rules::Player::First);
                        let other = meta.user(seat.other());
                        let lang = c.lang;
                        Reply {
                            text: say!(
                                lang,
                                Msg::DrawOffer,
                                name = &name,
                                game = id.0,
                                other = Mark::user(other)
                            ),
                            buttons: vec![
                                Button::new(
                                    ButtonId::DrawYes(id),
                                    &say!(lang, Msg::AcceptDrawButton),
                                    ButtonStyle::Success,
                                ),
                                Button::new(
                                    ButtonId::DrawNo(id),
                                    &say!(lang, Msg::DeclineButton),
                                    ButtonStyle::Secondary,
                                ),
                            ],
                            mentions: vec![other],
                            in_game: Some(id),
                            ..Reply::default()
                        }
                    }
                };
                Ok(((), reply))
            })
            .await;
        match result {
            Ok((_, reply, outbox)) => Ok(Response::owed(reply, outbox)),
            // Offering twice changes nothing and is said privately.
            Err(StoreError::Refused(Reason::NoDrawOffer)) => refuse(GameRefusal::DrawOffered),
            Err(e) => Err(e.into()),
        }
    }

    /// The opponent's "Accept draw" button.
    pub(in crate::app) async fn accept_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let meta = self.store.call(move |s| s.games().meta(id)).await?;
        let me = req.user.id;
        if meta.player_of(me).is_none() {
            return refuse(Reason::NotAPlayer);
        }
        match meta.draw_offer_by {
            Some(by) if by != me => self.offer_draw(req, id).await,
            Some(_) => refuse(GameRefusal::OwnDrawOffer),
            None => refuse(GameRefusal::DrawOfferClosed),
        }
    }

    /// The opponent's "Decline" button under a draw offer.
    pub(in crate::app) async fn decline_draw(&self, req: &Request, id: GameId) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        self.store
            .call(move |s| s.games_mut().decline_draw(id, user, now))
            .await?;
        let lang = chat_language::spoken_here(&self.store, req).await?;
        Ok(Response {
            update: Some(Reply::public(say!(lang, Msg::DrawDeclined, name = &req.user.name))),
            ..Response::default()
        })
    }

    /// `/zertz vacation days`.
    pub(in crate::app) async fn vacation(&self, req: &Request, days: u32) -> Answer<Response> {
        let (user, now) = (req.user.id, req.now);
        let length = i64::from(days).saturating_mul(DAY);
        let until = self
            .store
            .call(move |s| s.vacations_mut().start(user, length, now))
            .await?;
        Ok(Response::private(say!(
            req.lang,
            Msg::OnVacationNow,
            until = Mark::time(until, TimeStyle::DateTime),
            relative = Mark::time(until, TimeStyle::Relative)
        )))
    }
}

/// The refusal of a draw offered to the computer. Under R5.1 a position
/// where neither player can reach a goal cannot arise while the game is
/// on (one of them would already hold three of each), so there is never a
/// dead draw to accept.
fn declines_draw(name: &str) -> CoreError {
    refusal(GameRefusal::ComputerDeclinesDraw { name: name.to_string() })
}

/// Where a move found for `found` goes, the game here known. A move
/// picked on a picker (`picked`) goes to the game it was picked in, at
/// the ply it was picked at, or nowhere.
fn destination(found: Destination, picked: Option<(GameId, usize)>) -> Answer<Destination> {
    match (found, picked) {
        (Destination::Game(Some(here)), Some((game, ply))) if here.id == game => {
            Ok(Destination::Game(Some(GameHere { ply, ..here })))
        }
        (_, Some(_)) | (Destination::Game(None), None) => refuse(GameRefusal::NoGameOfYours),
        (found, None) => Ok(found),
    }
}

/// A move recorded in a game, or refused by the store there.
type Made = (GameId, Result<Box<MoveRecorded>, StoreError>);

/// What the writer made of a move.
enum Attempt {
    /// Recorded, or refused by the store.
    Made(Made),
    /// Not recorded: it goes elsewhere, is refused before any game is
    /// looked at, or waits for the board it answers to be shown.
    Elsewhere(Answer<Destination>),
}

/// Records a move at `here`'s game and ply, apart, so that a refused move
/// leaves nothing behind; with the message that shows it.
fn record_apart(
    s: &mut Store,
    c: &Composer,
    here: GameHere,
    to_record: impl FnOnce((GameId, usize)) -> MoveToRecord,
) -> (Made, Option<Reply>) {
    let m = to_record((here.id, here.ply));
    match s.apart(|s| record_and_compose(s, c, m)) {
        Ok((recorded, reply)) => ((here.id, Ok(Box::new(recorded))), Some(reply)),
        Err(e) => ((here.id, Err(e)), None),
    }
}
