//! The move picker: a move by taps instead of notation. The Move button
//! under a board opens it privately; each step offers only legal choices
//! (`steps.rs`) and is answered by editing that private message, its
//! board marked with the choice so far (`show.rs`). Confirm hands the
//! move back to the root, which plays it as a typed move is played.
//!
//! The picker keeps no state: its ids carry what it moves for and the
//! position it was opened on, so a picker left open after that position
//! changed plays nothing.

use std::sync::Arc;

use zertz_data::{AsyncStore, GameId, LoadedGame, Missing, Reason, StoreError, UserId};
use zertz_rules::ParsedMove;

use crate::app::interface::button::{Pick, PickFor, PickStep};
use crate::app::interface::refusal::{failed, refuse, Answer, GameRefusal};
use crate::app::interface::reply::{Reply, Response};
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::services::open_board::{OpenBoards, Standing};
use crate::app::services::pictures::Pictures;
use crate::app::services::players::Players;
use crate::app::text::lang::{say, Lang, Msg};

#[cfg(test)]
mod fits;
mod show;
mod steps;

/// The picker component.
pub(in crate::app) struct Picker {
    store: AsyncStore,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
    /// The boards a picker may move for beside games.
    boards: OpenBoards,
}

/// What a tap on a picker comes to.
pub(in crate::app) enum Picked {
    /// A step shown, or a note instead of one.
    Show(Box<Response>),
    /// A confirmed move on the position the picker was opened on: the
    /// root plays it where it goes, as a typed move.
    Play(PickFor, ParsedMove),
}

/// What a tap finds of its picker's target.
enum Found {
    /// Where it stands now.
    Standing(Standing),
    /// Its Confirm was already played: these words say so.
    Recorded(String),
}

impl Picker {
    pub(in crate::app) fn new(
        store: AsyncStore,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
        boards: OpenBoards,
    ) -> Picker {
        Picker {
            store,
            pictures,
            players,
            boards,
        }
    }

    /// A tap on a picker (or on the Move button that opens one).
    pub(in crate::app) async fn pick(&self, req: &Request, pick: Pick) -> Answer<Picked> {
        let standing = match self.standing(req, pick).await? {
            Found::Standing(standing) => standing,
            // A second tap of Confirm: the picker closes, nothing more.
            Found::Recorded(words) => {
                return Ok(Picked::Show(Box::new(Response {
                    update: Some(Reply::private(words)),
                    ..Response::default()
                })))
            }
        };
        let current = standing.now == pick.of;
        let note = match (pick.step, current) {
            (PickStep::Play(m), true) => {
                let pos = standing.game.position();
                if pos.legal_moves().contains(&m) {
                    let parsed = zertz_rules::notation::parse(&pos.notation(&m))
                        .map_err(|e| failed("reading a picked move back", e))?;
                    return Ok(Picked::Play(pick.of, parsed));
                }
                Some(say!(req.lang, Msg::PickerIllegal))
            }
            (PickStep::Play(_), false) => Some(say!(req.lang, Msg::PickerMovedOnUnplayed)),
            (PickStep::Open, false) => Some(say!(req.lang, Msg::PickerNotLatest)),
            (_, false) => Some(say!(req.lang, Msg::PickerMovedOn)),
            (_, true) => None,
        };
        let asked = if current { pick.step } else { PickStep::Open };
        let pos = *standing.game.position();
        // A step that does not fit (forged, or the game moved on) starts over.
        let shown = steps::show(&pos, asked)
            .or_else(|| steps::show(&pos, PickStep::Start))
            .ok_or(Reason::GameOver)?;
        let reply = self.draw(req, &standing, &shown, note).await?;
        // The Move button under a board opens a new private message; every
        // other step edits the picker it is on.
        Ok(Picked::Show(Box::new(match pick.step {
            PickStep::Open => Response::reply(reply),
            _ => Response {
                update: Some(reply),
                ..Response::default()
            },
        })))
    }

    /// Where `pick`'s target stands now, if the person asking is the one
    /// to move.
    async fn standing(&self, req: &Request, pick: Pick) -> Answer<Found> {
        if let PickFor::Game(id, _) = pick.of {
            return self.game_standing(req, id, pick).await;
        }
        let kind = pick.of.kind();
        let open = match self.boards.of(kind) {
            Some(board) => board.standing(req).await?,
            None => None,
        };
        match open {
            Some(standing) => Ok(Found::Standing(standing)),
            None => refuse(Reason::NotFound(match kind {
                MoveTarget::Practice => Missing::Practice,
                MoveTarget::Lesson => Missing::Lesson,
                _ => Missing::Puzzle,
            })),
        }
    }

    /// Where game `id` stands for `pick`, read once.
    async fn game_standing(&self, req: &Request, id: GameId, pick: Pick) -> Answer<Found> {
        let loaded = match self.store.read(move |s| s.games().load(id)).await {
            Err(StoreError::Refused(Reason::NotFound(Missing::Game))) => return refuse(GameRefusal::NoSuchGame(id.0)),
            other => other?,
        };
        if let Some(words) = played_already(req.lang, &loaded, req.user.id, pick) {
            return Ok(Found::Recorded(words));
        }
        let meta = &loaded.meta;
        // The ply a picker was opened at; `None` for one being opened now.
        let opened = match pick {
            Pick {
                of: PickFor::Game(_, ply),
                step,
            } if step != PickStep::Open => Some(ply),
            _ => None,
        };
        if meta.channel != req.channel {
            // A board sent elsewhere (a direct message) is moved on in its chat.
            return refuse(GameRefusal::NotInChannel(id));
        }
        if !meta.is_active() {
            return refuse(Reason::GameOver);
        }
        let to_move = meta.to_move();
        if to_move != req.user.id {
            return match meta.player_of(req.user.id) {
                None => refuse(GameRefusal::OnlyWatching { game: id, to_move }),
                Some(_) if opened.is_some_and(|ply| ply != meta.ply) => refuse(GameRefusal::PickerStale { to_move }),
                Some(_) => refuse(Reason::NotYourTurn { to_move }),
            };
        }
        let names = self.players.names(meta).await;
        Ok(Found::Standing(Standing {
            title: say!(req.lang, Msg::PickerTitle, game = meta.id.0, ply = meta.ply + 1),
            now: PickFor::Game(meta.id, meta.ply),
            names,
            game: loaded.game,
        }))
    }
}

/// The words for `pick`'s Confirm when `user` already played that move
/// where the picker was opened (a second tap), if they did.
fn played_already(lang: Lang, loaded: &LoadedGame, user: UserId, pick: Pick) -> Option<String> {
    let (PickFor::Game(_, ply), PickStep::Play(m)) = (pick.of, pick.step) else {
        return None;
    };
    let row = loaded.moves.get(ply).filter(|r| r.user_id == user && r.mv == m)?;
    Some(say!(lang, Msg::PickerRecorded, ply = row.ply, notation = &row.notation))
}
