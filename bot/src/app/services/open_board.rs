//! The boards a player may have open beside their games (a puzzle, a
//! practice of their mistakes, a lesson's exercise), which a move can
//! answer. Each kind is one [`OpenBoard`] impl; where a move goes is
//! decided once (`which_game::where_to`) among the game here and these,
//! and the picker and the completion ask them the same way. A fourth kind
//! is its impl, its `MoveTarget` and its place in [`OpenBoards`].

use std::sync::Arc;

use zertz_data::{Store, StoreError, UserId};
use zertz_rules::{Game, ParsedMove, Position};

use crate::app::interface::button::PickFor;
use crate::app::interface::refusal::Answer;
use crate::app::interface::reply::Response;
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;

/// Where an open board stands, for the move picker: the position (in
/// its game, so its last move is marked), the seats' names, the picker's
/// target as it is now, and the card's title.
pub(in crate::app) struct Standing {
    /// The game up to the position to move in.
    pub game: Game,
    /// Its players' names, first mover first.
    pub names: [String; 2],
    /// The target now: a picker opened on another position is stale.
    pub now: PickFor,
    /// The card's title.
    pub title: String,
}

/// A board a move can answer beside the game here.
#[async_trait::async_trait]
pub(in crate::app) trait OpenBoard: Send + Sync {
    /// Its kind, as a move's `to:` names it.
    fn kind(&self) -> MoveTarget;

    /// The number that names the one `user` has open (a puzzle's, the
    /// practised game's, the lesson's), read in the caller's look at the
    /// store; `None` with none open.
    fn open(&self, s: &Store, user: UserId) -> Result<Option<i64>, StoreError>;

    /// The position a move answering it is played on, for completions.
    fn position(&self, s: &Store, user: UserId) -> Result<Option<Position>, StoreError>;

    /// Where the one `req`'s person has open stands, for the picker;
    /// `None` with none open.
    async fn standing(&self, req: &Request) -> Answer<Option<Standing>>;

    /// Plays `parsed` as the answer to the one `req`'s person has open.
    async fn answer(&self, req: &Request, parsed: ParsedMove) -> Answer<Response>;
}

/// The kinds of open board, one board each, in the order a refusal that
/// asks "which?" names them.
#[derive(Clone)]
pub(in crate::app) struct OpenBoards(Vec<Arc<dyn OpenBoard>>);

impl OpenBoards {
    pub(in crate::app) fn new(boards: Vec<Arc<dyn OpenBoard>>) -> OpenBoards {
        OpenBoards(boards)
    }

    /// The board of `kind`, if it is one.
    pub(in crate::app) fn of(&self, kind: MoveTarget) -> Option<&Arc<dyn OpenBoard>> {
        self.0.iter().find(|b| b.kind() == kind)
    }

    /// Every board.
    pub(in crate::app) fn iter(&self) -> impl Iterator<Item = &Arc<dyn OpenBoard>> {
        self.0.iter()
    }
}
