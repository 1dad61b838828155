//! Puzzles from real games: the book read from the puzzle file, one
//! given near the player's puzzle rating, answered with `/zertz move` step
//! by step (the defender's replies drawn on the board), rated when
//! finished. The daily puzzle is in `daily.rs`.

use std::collections::HashSet;
use std::sync::Arc;

use zertz_ai::puzzle::{Judgement, Puzzle};
use zertz_ai::{Engine, Level, Limits};
use zertz_data::{AsyncStore, Missing, PuzzleAttempt, PuzzleFinish, PuzzleId, Reason, UserId};
use zertz_rules::{Game, Move, MoveInput, ParsedMove};

use super::button::PickFor;
use super::delivery::Delivery;
use super::pictures::Pictures;
use super::puzzle_book::{game_at, goal_words, seat_names, PuzzleBook};
use super::refusal::{failed, refusal, refuse, Answer, CoreError, PuzzleRefusal};
use super::reply::{colours, Attachment, Button, Card, Reply, Response};
use super::request::Request;

/// Nodes the engine spends finding the reply that refutes a wrong answer.
const REFUTATION_NODES: u64 = 50_000;

/// The puzzles component: puzzles offered and answered, and the daily
/// post (`daily.rs`).
mod daily;

pub(super) struct Puzzles {
    store: AsyncStore,
    book: &'static PuzzleBook,
    delivery: Arc<Delivery>,
    pictures: Arc<Pictures>,
}

impl Puzzles {
    pub(super) fn new(
        store: AsyncStore,
        book: &'static PuzzleBook,
        delivery: Arc<Delivery>,
        pictures: Arc<Pictures>,
    ) -> Puzzles {
        Puzzles {
            store,
            book,
            delivery,
            pictures,
        }
    }

    /// The position an open puzzle stands at, for completions.
    pub(super) fn puzzle_position(&self, open: &zertz_data::PuzzleAttempt) -> Option<zertz_rules::Position> {
        let puzzle = self.book.get(open.puzzle)?;
        game_at(puzzle, open.step).map(|g| *g.position())
    }

    /// Where the open puzzle of `user` (named `name`) stands, for the move
    /// picker: the game up to it, its seats' names, the picker's target
    /// and its title; `None` with no puzzle open.
    pub(super) async fn standing(
        &self,
        user: UserId,
        name: &str,
    ) -> Answer<Option<(Game, [String; 2], PickFor, String)>> {
        let Some(open) = self.store.read(move |s| s.puzzles().open(user)).await? else {
            return Ok(None);
        };
        let puzzle = self.book.get(open.puzzle).ok_or_else(gone)?;
        let game = game_at(puzzle, open.step).ok_or_else(gone)?;
        let title = format!("Your answer · puzzle #{}", puzzle.id);
        Ok(Some((
            game,
            seat_names(puzzle, name),
            PickFor::Puzzle(open.puzzle, open.step),
            title,
        )))
    }

    /// `/puzzle`: the open puzzle again, or a new one near the
    /// player's puzzle rating.
    pub(super) async fn puzzle(&self, req: &Request, public: bool) -> Answer<Response> {
        let user = req.user.id;
        if let Some(open) = self.store.read(move |s| s.puzzles().open(user)).await? {
            if self.book.get(open.puzzle).is_some() {
                let mut reply = self
                    .puzzle_board(req, &open, "Your puzzle is still open.".into())
                    .await?;
                reply.private = open.private;
                return Ok(Response::reply(reply));
            }
            // A puzzle the file no longer holds would block every other.
            let gone = open.puzzle;
            self.store.call(move |s| s.puzzles_mut().withdraw(user, gone)).await?;
        }
        let (record, tried, rated) = self
            .store
            .read(move |s| {
                Ok((
                    s.puzzles().record(user)?.0,
                    s.puzzles().puzzles_tried(user)?,
                    s.puzzles().ratings_of()?,
                ))
            })
            .await?;
        let rating = record.map_or(1500.0, |r| r.rating);
        let tried: HashSet<PuzzleId> = tried.into_iter().collect();
        let seed = user.get() ^ req.now.unsigned_abs();
        let Some(id) = self.book.near(rating, &tried, &rated, seed) else {
            return refuse(PuzzleRefusal::AllTried);
        };
        self.open_puzzle(req, id, !public, None).await
    }

    /// Opens puzzle `id` for the person asking and shows it.
    pub(super) async fn open_puzzle(
        &self,
        req: &Request,
        id: PuzzleId,
        private: bool,
        daily: Option<i64>,
    ) -> Answer<Response> {
        let (user, name, channel, now) = (req.user.id, req.user.name.clone(), req.channel, req.now);
        let open = self
            .store
            .call(move |s| s.puzzles_mut().start(user, &name, id, channel, private, daily, now))
            .await?;
        let mut reply = self.puzzle_board(req, &open, String::new()).await?;
        reply.private = private;
        Ok(Response::reply(reply))
    }

    /// The board of an open puzzle where it stands, with what to do.
    async fn puzzle_board(&self, req: &Request, open: &PuzzleAttempt, lead: String) -> Answer<Reply> {
        let puzzle = self.book.get(open.puzzle).ok_or_else(gone)?;
        let game = game_at(puzzle, open.step).ok_or_else(gone)?;
        let mut text = lead;
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&goal_words(puzzle));
        if open.step > 0 {
            text.push_str(&format!("\nMove {} of {}.", open.step + 1, puzzle.solver_moves()));
        }
        text.push_str("\nAnswer with the Move button, or with `/zertz move`.");
        let mut reply = Reply::public(text);
        reply.buttons = vec![Button::move_picker(PickFor::Puzzle(open.puzzle, open.step))];
        reply.card = Some(Card {
            title: format!("ZÈRTZ puzzle #{}", puzzle.id),
            colour: colours::CHALLENGE,
            fields: vec![("Rating".into(), puzzle.rating.to_string())],
            image: None,
        });
        self.pictures
            .draw_game(&mut reply, req.can_attach, &game, &seat_names(puzzle, &req.user.name))
            .await;
        Ok(reply)
    }

    /// A move answering the player's open puzzle: right (the defender's
    /// reply comes on the board), solved, or wrong (the solution is shown,
    /// with the engine's refutation of the move played).
    pub(super) async fn answer_puzzle(&self, req: &Request, parsed: ParsedMove) -> Answer<Response> {
        let user = req.user.id;
        let open = self
            .store
            .read(move |s| s.puzzles().open(user))
            .await?
            .ok_or(Reason::NotFound(Missing::Puzzle))?;
        let Some(puzzle) = self.book.get(open.puzzle) else {
            let id = open.puzzle;
            self.store.call(move |s| s.puzzles_mut().withdraw(user, id)).await?;
            return refuse(PuzzleRefusal::Withdrawn(id));
        };
        let game = game_at(puzzle, open.step).ok_or_else(gone)?;
        let pos = *game.position();
        // An illegal move is not an answer: it is refused and changes nothing.
        let played = pos
            .accept(&MoveInput::Parsed(parsed))
            .map_err(|e| refusal(PuzzleRefusal::Illegal(e)))?;
        let said = pos.notation(&played);
        let step = open.step;
        let names = seat_names(puzzle, &req.user.name);
        let mut reply = match puzzle.judge(step, &pos, &played) {
            Judgement::Right(reply_move) => {
                self.store.call(move |s| s.puzzles_mut().advance(user, step)).await?;
                let mut after = game.clone();
                after.play(&played).map_err(|_| gone())?;
                let answer = after.position().notation(&reply_move);
                after.play(&reply_move).map_err(|_| gone())?;
                let mut reply = Reply::public(format!(
                    "✅ `{said}` is right. The opponent answers `{answer}`. Your move: {} more to win.",
                    puzzle.solver_moves() - step - 1
                ));
                self.pictures
                    .draw_game(&mut reply, req.can_attach, &after, &names)
                    .await;
                reply.buttons = vec![Button::move_picker(PickFor::Puzzle(open.puzzle, step + 1))];
                reply
            }
            Judgement::Solved => {
                let finish = self.finish(req, step, true, puzzle).await?;
                let mut after = game.clone();
                after.play(&played).map_err(|_| gone())?;
                let mut reply = Reply::public(format!(
                    "🎉 `{said}` wins. Puzzle #{} solved! {}\nThemes: {}.",
                    puzzle.id,
                    finish_words(&finish),
                    theme_words(puzzle)
                ));
                self.pictures
                    .draw_game(&mut reply, req.can_attach, &after, &names)
                    .await;
                reply
            }
            Judgement::Wrong(wanted) => {
                let finish = self.finish(req, step, false, puzzle).await?;
                let answer = pos.notation(&wanted);
                let (refutation, picture) = self.refute(req, &game, played, wanted, names).await;
                let mut reply = Reply::public(format!(
                    "❌ `{said}` does not win{refutation}. The solution was `{answer}` (drawn on the board).\n{}\nThemes: {}.",
                    finish_words(&finish),
                    theme_words(puzzle)
                ));
                reply.attachments.extend(picture);
                reply
            }
        };
        reply.private = open.private;
        Ok(Response::reply(reply))
    }

    /// Ends `req`'s open puzzle, rated on a first try.
    async fn finish(&self, req: &Request, step: usize, solved: bool, puzzle: &Puzzle) -> Answer<PuzzleFinish> {
        let (user, rating, now) = (req.user.id, f64::from(puzzle.rating), req.now);
        Ok(self
            .store
            .call(move |s| s.puzzles_mut().finish(user, step, solved, rating, now))
            .await?)
    }

    /// Why `played` fails (the engine's best reply to it) and the board
    /// with the solution drawn on it, off the async runtime.
    async fn refute(
        &self,
        req: &Request,
        game: &Game,
        played: Move,
        wanted: Move,
        names: [String; 2],
    ) -> (String, Option<Attachment>) {
        let (game, can_attach) = (game.clone(), req.can_attach);
        let worked = self
            .pictures
            .draw_off_thread(move |r| {
                let mut after = *game.position();
                after.play_unchecked(&played);
                let reply = Engine::new(0)
                    .think(&after, Level::Hard, Limits::nodes(REFUTATION_NODES))
                    .ok()
                    .map(|t| {
                        let captures = t.best.is_capture();
                        (after.notation(&t.best), captures)
                    });
                let n = [names[0].as_str(), names[1].as_str()];
                let picture = can_attach.then(|| r.suggestion_png(&game, &wanted, n));
                (reply, picture)
            })
            .await;
        let Ok((reply, picture)) = worked else {
            return (String::new(), None);
        };
        let words = match reply {
            Some((m, true)) => format!(": the opponent captures with `{m}`"),
            Some((m, false)) => format!(": the opponent answers `{m}`"),
            None => String::new(),
        };
        let picture = match picture {
            Some(Ok(bytes)) => Some(Attachment::new("zertz-puzzle-solution.png", bytes)),
            Some(Err(e)) => {
                tracing::error!(error = %e, "drawing a puzzle's solution failed");
                None
            }
            None => None,
        };
        (words, picture)
    }
}

fn finish_words(f: &PuzzleFinish) -> String {
    let rating = match f.rating {
        Some((before, after)) => {
            let delta = after.round() - before.round();
            format!("Puzzle rating {before:.0} → {after:.0} ({delta:+.0}).")
        }
        None => "Tried before, so not rated.".to_string(),
    };
    format!("{rating} Streak: {}.", f.streak)
}

fn theme_words(p: &Puzzle) -> String {
    let mut words: Vec<&str> = p.themes.iter().map(|t| t.word()).collect();
    words.push(p.variant.name());
    words.join(", ")
}

/// A puzzle the book cannot replay: a broken build, never input.
pub(super) fn gone() -> CoreError {
    failed("replaying a puzzle of the book", "its line is not legal")
}
