//! Learning from one's mistakes (`/study mistakes`, the analysis card's
//! button, `/study practice`): a walk, privately and one at a time,
//! through a player's own marked moves of an analysed game, in the order
//! they were played (each board then follows from the one before, as the
//! player lived it, which is how lichess walks them too). Each is
//! answered with `/zertz move` and judged by the engine at the analysis's
//! budget: a move is found when the analysis would not mark it. A move
//! missed twice is shown, and waits in the player's practice set, which
//! `/study practice` serves again, spaced, until it is found twice in a
//! row. The words and boards are in `show.rs`.

use crate::metrics::Work;
use std::sync::Arc;

use tokio::sync::Semaphore;

use zertz_ai::analysis::{self, MoveJudgement, Tried};
use zertz_data::{
    AsyncStore, GameId, LoadedGame, Missing, OpenPractice, PracticeAnswer, PracticeKind, Reason, Store, StoreError,
    UserId,
};
use zertz_rules::{Game, Move, MoveInput, ParsedMove, Position};

use crate::app::interface::button::PickFor;
use crate::app::interface::refusal::{failed, refusal, refuse, Answer, PracticeRefusal};
use crate::app::interface::reply::Response;
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::services::bounded::on_pool;
use crate::app::services::open_board::{OpenBoard, Standing};
use crate::app::services::pictures::{before, Pictures};
use crate::app::services::players::Players;
use crate::app::services::stored_analysis::decode;
use crate::app::services::which_game::finished_game;
use crate::app::text::lang::{say, Msg};

mod show;

/// The practice component.
pub(in crate::app) struct Practice {
    store: AsyncStore,
    /// The computer's pool of searches, which judging answers shares.
    searches: Arc<Semaphore>,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
}

/// The move an open practice asks for, read once: the game, the
/// analysis's judgement of the move played there and its budget.
struct Step {
    open: OpenPractice,
    loaded: LoadedGame,
    judged: MoveJudgement,
    budget: u64,
    names: [String; 2],
}

/// The move picker's target for `open`'s current move.
fn picked(open: &OpenPractice) -> PickFor {
    PickFor::Practice(open.game, open.current(), open.tries)
}

impl Step {
    /// The position before the move to find.
    fn position(&self) -> Option<Position> {
        let i = self.judged.number.checked_sub(1)?;
        self.loaded.game.positions().get(i).copied()
    }

    /// The game as it stood before the move to find.
    fn before(&self) -> Option<Game> {
        before(&self.loaded.game, self.judged.number)
    }
}

impl Practice {
    pub(in crate::app) fn new(
        store: AsyncStore,
        searches: Arc<Semaphore>,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
    ) -> Practice {
        Practice {
            store,
            searches,
            pictures,
            players,
        }
    }

    /// `/study mistakes [game]` and the analysis card's button: the open
    /// walk again (when no other game is named), else a walk through the
    /// person's marked moves of the game named, or of their last finished
    /// one here.
    pub(in crate::app) async fn mistakes(&self, req: &Request, named: Option<GameId>) -> Answer<Response> {
        let user = req.user.id;
        // The open walk goes on when no other game is named (a second
        // click of the button does not start it again).
        let open = self.store.read(move |s| s.practice().open(user)).await?;
        let walking = open.filter(|o| o.kind == PracticeKind::Walk && named.is_none_or(|g| g == o.game));
        if let Some(open) = walking {
            let step = self.step(open).await?;
            return Ok(self.show(req, &step, String::new()).await);
        }
        let loaded = finished_game(&self.store, req, named).await?;
        let id = loaded.meta.id;
        let Some(seat) = loaded.meta.player_of(user) else {
            return refuse(PracticeRefusal::NotYourGame(id));
        };
        let stored = self
            .store
            .read(move |s| s.analyses().analysis(id))
            .await?
            .and_then(|a| a.result);
        let Some(json) = stored else {
            return refuse(PracticeRefusal::NotAnalysed(id));
        };
        let summary = decode(&json, &loaded.game).map_err(|e| failed("reading a stored analysis", e))?;
        let steps: Vec<usize> = summary
            .marked
            .iter()
            .filter(|m| m.mover == seat)
            .map(|m| m.number)
            .collect();
        if steps.is_empty() {
            return Ok(Response::private(say!(req.lang, Msg::PracticeNoMarks, game = id.0)));
        }
        let (name, channel, now) = (req.user.name.clone(), req.channel, req.now);
        let (open, closed) = self
            .store
            .call(move |s| s.practice_mut().start_walk(user, &name, id, channel, &steps, now))
            .await?;
        let step = self.step(open).await?;
        let lead = show::walk_lead(req.lang, &step, closed);
        Ok(self.show(req, &step, lead).await)
    }

    /// `/study practice`: the open walk or practice position again, else
    /// the position of the practice set due soonest, else when one will be.
    pub(in crate::app) async fn practice(&self, req: &Request) -> Answer<Response> {
        let (user, channel, now) = (req.user.id, req.channel, req.now);
        let served = self
            .store
            .call(move |s| s.practice_mut().start_review(user, channel, now))
            .await?;
        let Some(open) = served else {
            let counts = self.store.read(move |s| s.practice().counts(user, now)).await?;
            return Ok(Response::private(show::nothing_due(req.lang, &counts)));
        };
        let step = self.step(open).await?;
        Ok(self.show(req, &step, String::new()).await)
    }

    /// The game, analysis and judgement behind `open`'s current move. A
    /// move the analysis no longer marks closes the practice.
    async fn step(&self, open: OpenPractice) -> Answer<Step> {
        let game = open.game;
        let (loaded, stored) = self
            .store
            .read(move |s| {
                Ok((
                    s.games().load(game)?,
                    s.analyses().analysis(game)?.and_then(|a| a.result),
                ))
            })
            .await?;
        let summary = match stored.map(|json| decode(&json, &loaded.game)) {
            Some(Ok(summary)) => Some(summary),
            Some(Err(e)) => return Err(failed("reading a stored analysis", e)),
            None => None,
        };
        let number = open.current();
        let found = summary.and_then(|a| {
            let judged = a.marked.into_iter().find(|m| m.number == number)?;
            let budget = a.budget;
            Some((judged, budget))
        });
        let Some((judged, budget)) = found else {
            // Closed as it stands: a move the analysis does not mark is
            // no mistake to learn from, nor to practise.
            let user = open.user;
            self.store.call(move |s| s.practice_mut().close(user)).await?;
            return refuse(PracticeRefusal::Gone(game));
        };
        let names = self.players.names(&loaded.meta).await;
        Ok(Step {
            open,
            loaded,
            judged,
            budget,
            names,
        })
    }

    /// Judges `tried` in `pos` at `budget` nodes, on the computer's pool.
    async fn judge(&self, pos: Position, tried: Move, budget: u64) -> Answer<Tried> {
        on_pool(&self.searches, Work::Practice, move || {
            analysis::try_move(&pos, tried, budget)
        })
        .await?
        .map_err(|e| failed("searching a practice answer", e))
    }
}

#[async_trait::async_trait]
impl OpenBoard for Practice {
    fn kind(&self) -> MoveTarget {
        MoveTarget::Practice
    }

    fn open(&self, s: &Store, user: UserId) -> Result<Option<i64>, StoreError> {
        Ok(s.practice().open(user)?.map(|open| open.game.0))
    }

    /// The position the open practice asks about.
    fn position(&self, s: &Store, user: UserId) -> Result<Option<Position>, StoreError> {
        let Some(open) = s.practice().open(user)? else {
            return Ok(None);
        };
        let loaded = s.games().load(open.game)?;
        Ok(open
            .current()
            .checked_sub(1)
            .and_then(|i| loaded.game.positions().get(i).copied()))
    }

    /// Where the open practice stands: the game up to the move to find,
    /// its players' names, the picker's target and its title.
    async fn standing(&self, req: &Request) -> Answer<Option<Standing>> {
        let (user, lang) = (req.user.id, req.lang);
        let Some(open) = self.store.read(move |s| s.practice().open(user)).await? else {
            return Ok(None);
        };
        let step = self.step(open).await?;
        let game = step
            .before()
            .ok_or_else(|| failed("replaying a practice", "the game is shorter than its analysis"))?;
        let title = say!(
            lang,
            Msg::PracticeAnswerTitle,
            move = step.judged.number,
            game = step.loaded.meta.id.0
        );
        Ok(Some(Standing {
            game,
            names: step.names.clone(),
            now: picked(&step.open),
            title,
        }))
    }

    /// A move answering the person's open practice: found, wrong with a
    /// try left, or missed and shown; then the next move, or the end.
    async fn answer(&self, req: &Request, parsed: ParsedMove) -> Answer<Response> {
        let user = req.user.id;
        let open = self
            .store
            .read(move |s| s.practice().open(user))
            .await?
            .ok_or(Reason::NotFound(Missing::Practice))?;
        let step = self.step(open).await?;
        let pos = step
            .position()
            .ok_or_else(|| failed("replaying a practice", "the game is shorter than its analysis"))?;
        // An illegal move is not an answer: it is refused and changes nothing.
        let played = pos
            .accept(&MoveInput::Parsed(parsed))
            .map_err(|e| refusal(PracticeRefusal::Illegal(e)))?;
        let tried = if played == step.judged.played && step.judged.better.is_some() {
            // The mistake itself: no search needed to know it.
            None
        } else {
            req.progress.say(say!(req.lang, Msg::PracticeChecking));
            Some(self.judge(pos, played, step.budget).await?)
        };
        let answer = match &tried {
            Some(t) if t.good_enough() => PracticeAnswer::Found,
            _ => PracticeAnswer::Wrong,
        };
        let at = (step.open.current(), step.open.tries);
        let now = req.now;
        let next = self
            .store
            .call(move |s| s.practice_mut().answer(user, at, answer, now))
            .await?;
        let reply = self
            .answered(req, &step, &pos, (played, tried.as_ref()), answer, next)
            .await?;
        Ok(Response::reply(reply))
    }
}
