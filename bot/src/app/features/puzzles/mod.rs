//! Puzzles from real games: the book read from the puzzle file, one
//! given near the player's puzzle rating, answered with `/zertz move` step
//! by step (the defender's replies drawn on the board), rated when
//! finished. The daily puzzle is in `daily.rs`.

use std::collections::HashSet;
use std::sync::Arc;

use zertz_ai::puzzle::{Judgement, Puzzle};
use zertz_ai::{Engine, Level, Limits};
use zertz_data::{AsyncStore, Missing, PuzzleAttempt, PuzzleFinish, PuzzleId, Reason, Store, StoreError, UserId};
use zertz_rules::{Game, Move, MoveInput, ParsedMove, Position};

use crate::app::interface::button::PickFor;
use crate::app::interface::refusal::{failed, refusal, refuse, Answer, CoreError, PuzzleRefusal};
use crate::app::interface::reply::{colours, Attachment, Button, Card, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::outbox::changes::Changes;
use crate::app::services::chat_language;
use crate::app::services::compose::labels;
use crate::app::services::open_board::{OpenBoard, Standing};
use crate::app::services::pictures::Pictures;
use crate::app::services::puzzle_book::{game_at, goal_words, seat_names, PuzzleBook};
use crate::app::text::lang::{say, Lang, Msg};

/// Nodes the engine spends finding the reply that refutes a wrong answer.
const REFUTATION_NODES: u64 = 50_000;

/// The puzzles component: puzzles offered and answered, and the daily
/// post (`daily.rs`).
mod daily;

pub(in crate::app) struct Puzzles {
    store: AsyncStore,
    book: &'static PuzzleBook,
    changes: Arc<Changes>,
    pictures: Arc<Pictures>,
}

impl Puzzles {
    pub(in crate::app) fn new(
        store: AsyncStore,
        book: &'static PuzzleBook,
        changes: Arc<Changes>,
        pictures: Arc<Pictures>,
    ) -> Puzzles {
        Puzzles {
            store,
            book,
            changes,
            pictures,
        }
    }

    /// `/puzzle`: the open puzzle again, or a new one near the
    /// player's puzzle rating.
    pub(in crate::app) async fn puzzle(&self, req: &Request, public: bool) -> Answer<Response> {
        let user = req.user.id;
        if let Some(open) = self.store.read(move |s| s.puzzles().open(user)).await? {
            if self.book.get(open.puzzle).is_some() {
                let lang = self.lang_of(req, open.private).await?;
                let lead = say!(lang, Msg::PuzzleStillOpen);
                let mut reply = self.puzzle_board(req, lang, &open, lead).await?;
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
    pub(in crate::app) async fn open_puzzle(
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
        let lang = self.lang_of(req, private).await?;
        let mut reply = self.puzzle_board(req, lang, &open, String::new()).await?;
        reply.private = private;
        Ok(Response::reply(reply))
    }

    /// The language of a puzzle's messages: the asker's where only they
    /// see it, else the place's.
    async fn lang_of(&self, req: &Request, private: bool) -> Answer<Lang> {
        match private {
            true => Ok(req.lang),
            false => chat_language::spoken_here(&self.store, req).await,
        }
    }

    /// The board of an open puzzle where it stands, with what to do.
    async fn puzzle_board(&self, req: &Request, lang: Lang, open: &PuzzleAttempt, lead: String) -> Answer<Reply> {
        let puzzle = self.book.get(open.puzzle).ok_or_else(gone)?;
        let game = game_at(puzzle, open.step).ok_or_else(gone)?;
        let mut text = lead;
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&goal_words(lang, puzzle, false));
        if open.step > 0 {
            text.push('\n');
            text.push_str(&say!(
                lang,
                Msg::PuzzleStep,
                step = open.step + 1,
                count = puzzle.solver_moves()
            ));
        }
        text.push('\n');
        text.push_str(&say!(lang, Msg::PuzzleAnswerHow));
        let mut reply = Reply::public(text);
        reply.buttons = vec![move_button(lang, PickFor::Puzzle(open.puzzle, open.step))];
        reply.card = Some(Card {
            title: say!(lang, Msg::PuzzleCardTitle, puzzle = puzzle.id),
            colour: colours::CHALLENGE,
            fields: vec![(say!(lang, Msg::PuzzleRatingField), puzzle.rating.to_string())],
            image: None,
        });
        let names = seat_names(lang, puzzle, &req.user.name);
        self.pictures
            .draw_game(&mut reply, (lang, req.can_attach), &game, &names)
            .await;
        Ok(reply)
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
        lang: Lang,
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
                let picture = can_attach.then(|| r.suggestion_png(&game, &wanted, n, labels(lang)));
                (reply, picture)
            })
            .await;
        let Ok((reply, picture)) = worked else {
            return (String::new(), None);
        };
        let words = match reply {
            Some((m, true)) => say!(lang, Msg::PuzzleRefutedCapture, notation = m),
            Some((m, false)) => say!(lang, Msg::PuzzleRefuted, notation = m),
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

/// The rating's change and the streak, in `lang`.
fn finish_words(lang: Lang, f: &PuzzleFinish) -> String {
    let rating = match f.rating {
        Some((before, after)) => {
            let delta = after.round() - before.round();
            say!(
                lang,
                Msg::PuzzleRatingChange,
                before = format!("{before:.0}"),
                after = format!("{after:.0}"),
                delta = format!("{delta:+.0}")
            )
        }
        None => say!(lang, Msg::PuzzleNotRated),
    };
    format!("{rating} {}", say!(lang, Msg::PuzzleStreak, streak = f.streak))
}

/// "Themes: capture-chain, standard.", in `lang`.
fn theme_words(lang: Lang, p: &Puzzle) -> String {
    let mut words: Vec<String> = p
        .themes
        .iter()
        .map(|t| say!(lang, Msg::PuzzleTheme, theme = t.word()))
        .collect();
    words.push(p.variant.name().to_string());
    say!(lang, Msg::PuzzleThemes, themes = words.join(", "))
}

/// The Move button of a puzzle's board, in `lang`.
fn move_button(lang: Lang, of: PickFor) -> Button {
    Button::move_picker(of).labelled(say!(lang, Msg::MoveButton))
}

/// A puzzle the book cannot replay: a broken build, never input.
pub(in crate::app) fn gone() -> CoreError {
    failed("replaying a puzzle of the book", "its line is not legal")
}

#[async_trait::async_trait]
impl OpenBoard for Puzzles {
    fn kind(&self) -> MoveTarget {
        MoveTarget::Puzzle
    }

    fn open(&self, s: &Store, user: UserId) -> Result<Option<i64>, StoreError> {
        Ok(s.puzzles().open(user)?.map(|open| i64::from(open.puzzle.0)))
    }

    fn position(&self, s: &Store, user: UserId) -> Result<Option<Position>, StoreError> {
        let Some(open) = s.puzzles().open(user)? else {
            return Ok(None);
        };
        let puzzle = self.book.get(open.puzzle);
        Ok(puzzle.and_then(|p| game_at(p, open.step)).map(|g| *g.position()))
    }

    /// Where the open puzzle stands: the game up to it, its seats'
    /// names, the picker's target and its title.
    async fn standing(&self, req: &Request) -> Answer<Option<Standing>> {
        let (user, name, lang) = (req.user.id, &req.user.name, req.lang);
        let Some(open) = self.store.read(move |s| s.puzzles().open(user)).await? else {
            return Ok(None);
        };
        let puzzle = self.book.get(open.puzzle).ok_or_else(gone)?;
        let game = game_at(puzzle, open.step).ok_or_else(gone)?;
        let title = say!(lang, Msg::PuzzleAnswerTitle, puzzle = puzzle.id);
        Ok(Some(Standing {
            game,
            names: seat_names(lang, puzzle, name),
            now: PickFor::Puzzle(open.puzzle, open.step),
            title,
        }))
    }

    /// A move answering the player's open puzzle: right (the defender's
    /// reply comes on the board), solved, or wrong (the solution is shown,
    /// with the engine's refutation of the move played).
    async fn answer(&self, req: &Request, parsed: ParsedMove) -> Answer<Response> {
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
        let lang = self.lang_of(req, open.private).await?;
        let names = seat_names(lang, puzzle, &req.user.name);
        let mut reply = match puzzle.judge(step, &pos, &played) {
            Judgement::Right(reply_move) => {
                self.store.call(move |s| s.puzzles_mut().advance(user, step)).await?;
                let mut after = game.clone();
                after.play(&played).map_err(|_| gone())?;
                let answer = after.position().notation(&reply_move);
                after.play(&reply_move).map_err(|_| gone())?;
                let mut reply = Reply::public(say!(
                    lang,
                    Msg::PuzzleRight,
                    notation = &said,
                    answer = answer,
                    left = puzzle.solver_moves() - step - 1
                ));
                self.pictures
                    .draw_game(&mut reply, (lang, req.can_attach), &after, &names)
                    .await;
                reply.buttons = vec![move_button(lang, PickFor::Puzzle(open.puzzle, step + 1))];
                reply
            }
            Judgement::Solved => {
                let finish = self.finish(req, step, true, puzzle).await?;
                let mut after = game.clone();
                after.play(&played).map_err(|_| gone())?;
                let solved = say!(
                    lang,
                    Msg::PuzzleSolved,
                    notation = &said,
                    puzzle = puzzle.id,
                    finish = finish_words(lang, &finish)
                );
                let mut reply = Reply::public(format!("{solved}\n{}", theme_words(lang, puzzle)));
                self.pictures
                    .draw_game(&mut reply, (lang, req.can_attach), &after, &names)
                    .await;
                reply
            }
            Judgement::Wrong(wanted) => {
                let finish = self.finish(req, step, false, puzzle).await?;
                let answer = pos.notation(&wanted);
                let (refutation, picture) = self.refute(req, lang, &game, played, wanted, names).await;
                let wrong = say!(
                    lang,
                    Msg::PuzzleWrong,
                    notation = &said,
                    refutation = refutation,
                    answer = answer
                );
                let mut reply = Reply::public(format!(
                    "{wrong}\n{}\n{}",
                    finish_words(lang, &finish),
                    theme_words(lang, puzzle)
                ));
                reply.attachments.extend(picture);
                reply
            }
        };
        reply.private = open.private;
        Ok(Response::reply(reply))
    }
}
