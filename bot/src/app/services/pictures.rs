//! Drawing the pictures that answers show, on blocking threads: the quick
//! ones (a board, a chart) bounded apart from the slow ones (replays,
//! imports, analyses), so that a move never waits behind a replay. Each
//! picture is drawn by the component that shows it; a message the outbox
//! keeps is drawn as it is composed (`compose.rs`).

use crate::metrics::Work;
use std::sync::Arc;

use tokio::sync::Semaphore;
use zertz_data::{AsyncStore, GameId, LoadedGame};
use zertz_render::{Labels, Renderer, Scene};
use zertz_rules::{Colour, Game, MoveEffect, Square, SquareSet};

use crate::app::interface::refusal::{failed, Answer};
use crate::app::interface::reply::{Attachment, Drawing, DrawingKind, Reply};
use crate::app::interface::request::Request;
use crate::app::services::bounded::on_pool;
use crate::app::services::compose::{self, labels, owe_board, push_text_board, race_words, Composer};
use crate::app::services::players::Players;
use crate::app::services::puzzle_book::{game_at, PuzzleBook};
use crate::app::text::lang::{say, Lang, Msg};

/// What a board marks besides its position: a move being chosen, or
/// what a lesson is about.
#[derive(Clone, Debug, Default)]
pub(in crate::app) struct Marks {
    /// Whether the last move is marked, as on the public board.
    pub last: bool,
    /// Rings to highlight.
    pub highlights: SquareSet,
    /// A marble not placed yet.
    pub pending: Option<(Colour, Square)>,
    /// Rings crossed out.
    pub crossed: SquareSet,
    /// Capture paths, each start first.
    pub paths: Vec<Vec<Square>>,
    /// The picture's heading instead of the game's variant, rings and
    /// move: a lesson's board is headed as the lesson's.
    pub heading: Option<String>,
    /// The rings to frame the board around instead of the whole board's:
    /// a lesson's small board, drawn large with its own coordinates.
    pub frame: Option<SquareSet>,
}

impl Marks {
    /// A move about to be played, as the picker shows it before Confirm
    /// and a hint shows it: the marble placed, the ring it removes and
    /// the marbles it jumps crossed out, its jumps' path.
    pub fn of_move(effect: &MoveEffect) -> Marks {
        let removed = effect.removed.iter().copied();
        Marks {
            pending: effect.placed,
            crossed: removed.chain(effect.captured.iter().map(|&(sq, _)| sq)).collect(),
            paths: Some(effect.path.clone())
                .filter(|p| !p.is_empty())
                .into_iter()
                .collect(),
            ..Marks::default()
        }
    }
}

/// The pictures component: owns the renderer and the bounds on drawings
/// at once; reads from the store what a picture shows.
pub(in crate::app) struct Pictures {
    store: AsyncStore,
    renderer: &'static Renderer,
    players: Arc<Players>,
    /// Bounds the slow drawings at once (replays, imports, analyses) to
    /// the cores.
    slow: Arc<Semaphore>,
    /// Bounds the quick drawings at once (boards, charts) to the cores,
    /// apart from the slow ones.
    quick: Arc<Semaphore>,
}

impl Pictures {
    /// The board of game `id` as it is now, as a reply saying `text`.
    pub(in crate::app) async fn current_board(&self, composer: Composer, id: GameId, text: String) -> Answer<Reply> {
        let loaded = self.store.read(move |s| s.games().load(id)).await?;
        let names = self.players.names(&loaded.meta).await;
        self.board_reply(composer, loaded, names, text).await
    }

    /// The board of `loaded`, as a reply saying `text`, drawn on a
    /// blocking thread from the game as read, not read again.
    pub(in crate::app) async fn board_reply(
        &self,
        composer: Composer,
        loaded: LoadedGame,
        names: [String; 2],
        text: String,
    ) -> Answer<Reply> {
        self.draw_now(move |_| composer.board_message(&loaded.meta, &loaded.game, &names, text))
            .await
    }

    /// Draws the pictures `reply` owes, on a blocking thread: each from
    /// the game in hand, or as read from the store. A picture that cannot
    /// be drawn is left out, its board given as text where it can be.
    pub(in crate::app) async fn draw_owed(&self, reply: &mut Reply) {
        if !reply.attachments.iter().any(Attachment::waits) {
            return;
        }
        for file in &mut reply.attachments {
            let Some(drawing) = file.drawing.as_mut().filter(|_| file.bytes.is_empty()) else {
                continue;
            };
            if drawing.game_at.is_none() {
                drawing.game_at = self.game_as_drawn(drawing).await;
            }
        }
        // A copy goes to the drawing: if the pool fails, `reply` is intact.
        let mut drawn = reply.clone();
        match self
            .draw_now(move |renderer| {
                draw_owed_with(renderer, &mut drawn);
                drawn
            })
            .await
        {
            Ok(drawn) => *reply = drawn,
            Err(e) => tracing::error!(error = %e, "the drawing pool failed"),
        }
        drop_undrawn(reply);
    }

    /// The game `drawing` shows, read from the store as it stood then;
    /// `None` if the move it shows was taken back (and maybe played
    /// otherwise) or the store cannot be read.
    async fn game_as_drawn(&self, drawing: &Drawing) -> Option<Arc<Game>> {
        if let Some(id) = drawing.puzzle {
            // A puzzle's start, from the book: the same as drawn, or none.
            let game = PuzzleBook::shared().get(id).and_then(|p| game_at(p, 0));
            return game.filter(|g| g.ply() == drawing.ply).map(Arc::new);
        }
        let (id, ply, over) = (drawing.game, drawing.ply, drawing.over);
        let loaded = match self.store.read(move |s| s.games().load(id)).await {
            Ok(loaded) => loaded,
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "reading a game to draw failed");
                return None;
            }
        };
        let last = ply
            .checked_sub(1)
            .and_then(|i| loaded.moves.get(i))
            .map(|m| &m.notation);
        if ply > loaded.meta.ply || last != drawing.last.as_ref() {
            tracing::warn!(game = %id, ply, "a picture owed of a move since taken back is not drawn");
            return None;
        }
        let as_now = ply == loaded.meta.ply && (over || !loaded.game.is_over());
        let game = if as_now {
            loaded.game
        } else {
            before(&loaded.game, ply.checked_add(1)?)?
        };
        Some(Arc::new(game))
    }

    /// The pictures drawn with the shared renderer; an error says why it
    /// could not be prepared (a broken build, never input).
    pub(in crate::app) fn new(store: AsyncStore, players: Arc<Players>) -> Result<Pictures, String> {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Pictures {
            store,
            renderer: Renderer::shared().map_err(|e| e.to_string())?,
            players,
            slow: Arc::new(Semaphore::new(cores)),
            quick: Arc::new(Semaphore::new(cores)),
        })
    }

    /// Runs a slow drawing (a replay, an imported game, an analysis) on a
    /// blocking thread, no more at once than there are cores.
    pub(in crate::app) async fn draw_off_thread<R: Send + 'static>(
        &self,
        job: impl FnOnce(&Renderer) -> R + Send + 'static,
    ) -> Answer<R> {
        off_thread(&self.slow, self.renderer, job).await
    }

    /// Runs a quick drawing (a board, a chart) on a blocking thread, no
    /// more at once than there are cores, apart from the slow ones.
    pub(in crate::app) async fn draw_now<R: Send + 'static>(
        &self,
        job: impl FnOnce(&Renderer) -> R + Send + 'static,
    ) -> Answer<R> {
        off_thread(&self.quick, self.renderer, job).await
    }

    /// Draws `game` as the board of `reply` on a blocking thread: a
    /// picture, or text where the chat takes no files or the picture
    /// fails.
    pub(in crate::app) async fn draw_game(
        &self,
        reply: &mut Reply,
        (lang, can_attach): (Lang, bool),
        game: &Game,
        names: &[String; 2],
    ) {
        // A copy goes to the drawing: if the pool fails, `reply` is intact.
        let (mut drawn, at, seats) = (reply.clone(), game.clone(), names.clone());
        let job = self
            .draw_now(move |renderer| {
                draw_board(renderer, can_attach, lang, &mut drawn, &at, &seats);
                drawn
            })
            .await;
        match job {
            Ok(drawn) => *reply = drawn,
            Err(e) => {
                tracing::error!(error = %e, "drawing a board failed; sending a text board");
                push_text_board(lang, reply, game, names);
            }
        }
    }

    /// Draws the board of game `id` after `ply` moves, read from the
    /// store, as the board of `reply`.
    pub(in crate::app) async fn draw_board_at(
        &self,
        reply: &mut Reply,
        can_attach: bool,
        id: GameId,
        ply: usize,
    ) -> Answer<()> {
        let loaded = self.store.read(move |s| s.games().load(id)).await?;
        let names = self.players.names(&loaded.meta).await;
        let at = match ply == loaded.meta.ply {
            true => loaded.game,
            false => before(&loaded.game, ply.saturating_add(1))
                .ok_or_else(|| crate::app::interface::refusal::failed("drawing a board", "the game has fewer moves"))?,
        };
        // Older posts were all in English.
        self.draw_game(reply, (Lang::En, can_attach), &at, &names).await;
        Ok(())
    }

    /// Draws `game` with `marks` as the board of `reply`, private to
    /// `req`'s asker and in their language, in the file `name`: a picture,
    /// or the text board where the chat takes no files.
    pub(in crate::app) async fn draw_marked(
        &self,
        reply: &mut Reply,
        req: &Request,
        game: &Game,
        names: &[String; 2],
        marks: Marks,
        name: &str,
    ) -> Answer<()> {
        if !req.can_attach {
            push_text_board(req.lang, reply, game, names);
            return Ok(());
        }
        let (pos, ply, names) = (*game.position(), game.ply(), names.clone());
        let labels = match marks.heading.clone() {
            Some(header) => std::borrow::Cow::Owned(Labels {
                header,
                ..compose::labels(req.lang).clone()
            }),
            None => std::borrow::Cow::Borrowed(compose::labels(req.lang)),
        };
        let last = marks.last.then(|| game.last_effect()).flatten();
        let png = self
            .draw_now(move |renderer| {
                let scene = Scene {
                    last: last.as_ref(),
                    names: [names[0].as_str(), names[1].as_str()],
                    highlights: marks.highlights,
                    pending: marks.pending,
                    crossed: marks.crossed,
                    paths: &marks.paths,
                    ply,
                    labels: &labels,
                    frame: marks.frame,
                    ..Scene::new(&pos)
                };
                renderer.png(&scene)
            })
            .await?
            .map_err(|e| failed("drawing a marked board", e))?;
        if let Some(card) = &mut reply.card {
            card.image = Some(name.to_string());
        }
        reply.attachments.push(Attachment::new(name.to_string(), png));
        Ok(())
    }
}

/// `game` as it stood before move `number` (from 1), replayed from its
/// typed moves.
pub(in crate::app) fn before(game: &Game, number: usize) -> Option<Game> {
    let mut at = Game::new(game.variant());
    for m in game.moves().get(..number.checked_sub(1)?)? {
        at.play(m).ok()?;
    }
    Some(at)
}

/// Runs `job` with `renderer` on a blocking thread, no more at once than
/// `bound` allows.
async fn off_thread<R: Send + 'static>(
    bound: &Arc<Semaphore>,
    renderer: &'static Renderer,
    job: impl FnOnce(&Renderer) -> R + Send + 'static,
) -> Answer<R> {
    on_pool(bound, Work::Picture, move || job(renderer)).await
}

/// Draws `game` as the board of `reply` now: a picture named by the game
/// `reply` shows, with the capture race once the game is over, or text
/// where the chat takes no files (`files` false) or the picture fails,
/// its words in `lang`.
pub(in crate::app) fn draw_board(
    renderer: &Renderer,
    files: bool,
    lang: Lang,
    reply: &mut Reply,
    game: &Game,
    names: &[String; 2],
) {
    let id = reply.board_at.map_or(GameId(0), |(id, _)| id);
    owe_board(files, lang, reply, id, game, names);
    draw_owed_with(renderer, reply);
    drop_undrawn(reply);
}

/// Draws each picture `reply` owes whose game it holds. One that fails is
/// left undrawn, for [`drop_undrawn`].
fn draw_owed_with(renderer: &Renderer, reply: &mut Reply) {
    for file in &mut reply.attachments {
        if let Some(table) = file.table.as_ref().filter(|_| file.bytes.is_empty()) {
            let header: Vec<&str> = table.header.iter().map(String::as_str).collect();
            match renderer.table_png(&zertz_render::Table {
                title: &table.title,
                header: &header,
                rows: &table.rows,
                caption: &table.caption,
            }) {
                Ok(bytes) => file.bytes = bytes,
                Err(e) => tracing::error!(error = %e, "drawing an owed table failed"),
            }
            continue;
        }
        let Some(drawing) = file.undrawn() else {
            continue;
        };
        let Some(game) = &drawing.game_at else {
            continue;
        };
        let names = [drawing.names[0].as_str(), drawing.names[1].as_str()];
        let drawn = match drawing.kind {
            DrawingKind::Board => renderer.game_png_labelled(game, names, labels(drawing.lang)),
            DrawingKind::Race => {
                let [title, caption] = race_words(drawing.lang, game.ply());
                let words = zertz_render::ChartWords {
                    title: &title,
                    caption: &caption,
                };
                renderer.capture_race(game, names, words)
            }
        };
        match drawn {
            Ok(bytes) => file.bytes = bytes,
            Err(e) => tracing::error!(error = %e, kind = ?drawing.kind, "drawing an owed picture failed"),
        }
    }
}

/// Leaves out the pictures `reply` could not draw: a board goes as text
/// where its game is known, and the card loses its picture and captures.
fn drop_undrawn(reply: &mut Reply) {
    let mut board = None;
    for file in &reply.attachments {
        match file.undrawn() {
            Some(d) if d.kind == DrawingKind::Board => board = Some((d.game_at.clone(), d.names.clone(), d.lang)),
            _ => {}
        }
    }
    let Some((game, names, lang)) = board else {
        // A picture that could not be drawn goes, and the card no longer
        // shows it.
        let gone: Vec<String> = reply
            .attachments
            .iter()
            .filter(|a| a.waits())
            .map(|a| a.name.clone())
            .collect();
        reply.attachments.retain(|a| !a.waits());
        if let Some(card) = reply
            .card
            .as_mut()
            .filter(|c| c.image.as_ref().is_some_and(|i| gone.contains(i)))
        {
            card.image = None;
        }
        return;
    };
    // Without its board, a picture of the game (its race) goes too.
    reply.attachments.retain(|a| a.drawing.is_none());
    if let Some(card) = &mut reply.card {
        card.image = None;
        let captured = say!(lang, Msg::CardCaptured);
        card.fields.retain(|(name, _)| *name != captured);
    }
    if let Some(game) = game {
        push_text_board(lang, reply, &game, &names);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use zertz_data::AsyncStore;
    use zertz_rules::Variant;

    use super::*;

    /// The pictures over a store in memory.
    async fn pictures() -> Arc<Pictures> {
        let store = AsyncStore::open_in_memory().await.unwrap();
        let players = Arc::new(Players::new(store.clone()));
        Arc::new(Pictures::new(store, players).unwrap())
    }

    /// With every slow drawing's place taken (replays running on each
    /// core), a board is still drawn: the two are bounded apart. Were
    /// boards queued behind replays, this would wait for ever.
    #[tokio::test]
    async fn a_board_is_drawn_while_replays_take_every_slow_place() {
        let pictures = pictures().await;
        let slow = pictures.slow.available_permits() as u32;
        let _busy = pictures.slow.clone().acquire_many_owned(slow).await.unwrap();
        let mut reply = Reply::public("a board");
        let game = Game::new(Variant::STANDARD);
        let names = ["alice".to_owned(), "bob".to_owned()];
        tokio::time::timeout(
            Duration::from_secs(60),
            pictures.draw_game(&mut reply, (Lang::En, true), &game, &names),
        )
        .await
        .expect("the board waited behind the replays");
        assert_eq!(reply.attachments.len(), 1, "{}", reply.text);
        assert!(reply.attachments[0].bytes.starts_with(b"\x89PNG"));
    }

    /// A drawing whose caller stops waiting (a shutdown's drain drops it)
    /// keeps its place until it ends, so the bound holds.
    #[tokio::test]
    async fn a_drawing_keeps_its_place_when_its_caller_stops_waiting() {
        let pictures = pictures().await;
        let places = pictures.slow.available_permits();
        let (started, has_started) = tokio::sync::oneshot::channel();
        let (release, released) = std::sync::mpsc::channel::<()>();
        let waiting = tokio::spawn({
            let pictures = pictures.clone();
            async move {
                pictures
                    .draw_off_thread(move |_| {
                        let _ = started.send(());
                        let _ = released.recv();
                    })
                    .await
            }
        });
        has_started.await.unwrap();
        waiting.abort();
        assert!(waiting.await.unwrap_err().is_cancelled());
        assert_eq!(
            pictures.slow.available_permits(),
            places - 1,
            "the running drawing lost its place"
        );
        release.send(()).unwrap();
        let freed = async {
            while pictures.slow.available_permits() < places {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        };
        tokio::time::timeout(Duration::from_secs(30), freed)
            .await
            .expect("the place came back when the drawing ended");
    }
}
