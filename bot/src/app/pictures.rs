//! Drawing the pictures replies show: a board drawn from the game at hand
//! or read back from the store, as a picture or as text where the channel
//! takes no files. Every picture is drawn on a blocking thread, the quick
//! ones (a board, a chart) bounded apart from the slow ones (replays,
//! imports, analyses), so that a move never waits behind a replay.

use crate::metrics::Work;
use std::sync::Arc;

use tokio::sync::Semaphore;
use zertz_ai::analysis::Mark;
use zertz_data::{AsyncStore, GameId, LoadedGame, PuzzleId, TournamentId};
use zertz_render::{Renderer, Table};
use zertz_rules::{Game, Player};

use super::bounded::on_pool;
use super::compose::Composer;
use super::pairing::{standings_title, Seating};
use super::picture::Picture;
use super::players::Players;
use super::puzzle_book::{game_at, seat_names, PuzzleBook};
use super::refusal::Answer;
use super::reply::{Attachment, Reply};
use super::request::Request;
use super::stored_analysis::{decode, AnalysisSummary};

/// The pictures component: owns the renderer and the bounds on drawings
/// at once; reads from the store what a picture shows.
pub(super) struct Pictures {
    store: AsyncStore,
    renderer: &'static Renderer,
    players: Arc<Players>,
    book: &'static PuzzleBook,
    /// Bounds the slow drawings at once (replays, imports, analyses) to
    /// the cores.
    slow: Arc<Semaphore>,
    /// Bounds the quick drawings at once (boards, charts) to the cores,
    /// apart from the slow ones.
    quick: Arc<Semaphore>,
}

impl Pictures {
    /// The board of game `id` as it is now, as a reply saying `text`.
    pub(super) async fn current_board(
        &self,
        composer: &Composer,
        req: &Request,
        id: GameId,
        text: String,
    ) -> Answer<Reply> {
        let loaded = self.store.read(move |s| s.games().load(id)).await?;
        let names = self.players.names(&loaded.meta).await;
        Ok(self.board_reply(composer, req, &loaded, &names, text).await)
    }

    /// The board of `loaded`, as a reply saying `text`: drawn from the
    /// game as read, not read again.
    pub(super) async fn board_reply(
        &self,
        composer: &Composer,
        req: &Request,
        loaded: &LoadedGame,
        names: &[String; 2],
        text: String,
    ) -> Reply {
        let mut reply = composer.board_message(&loaded.meta, text);
        self.draw_game(&mut reply, req.can_attach, &loaded.game, names).await;
        reply
    }

    /// The pictures drawn with the shared renderer; an error says why it
    /// could not be prepared (a broken build, never input).
    pub(super) fn new(store: AsyncStore, players: Arc<Players>, book: &'static PuzzleBook) -> Result<Pictures, String> {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Pictures {
            store,
            renderer: Renderer::shared().map_err(|e| e.to_string())?,
            players,
            book,
            slow: Arc::new(Semaphore::new(cores)),
            quick: Arc::new(Semaphore::new(cores)),
        })
    }

    /// Runs a slow drawing (a replay, an imported game, an analysis) on a
    /// blocking thread, no more at once than there are cores.
    pub(super) async fn draw_off_thread<R: Send + 'static>(
        &self,
        job: impl FnOnce(&Renderer) -> R + Send + 'static,
    ) -> Answer<R> {
        off_thread(&self.slow, self.renderer, job).await
    }

    /// Runs a quick drawing (a board, a chart) on a blocking thread, no
    /// more at once than there are cores, apart from the slow ones.
    pub(super) async fn draw_now<R: Send + 'static>(
        &self,
        job: impl FnOnce(&Renderer) -> R + Send + 'static,
    ) -> Answer<R> {
        off_thread(&self.quick, self.renderer, job).await
    }

    /// Draws the picture `reply` shows, read back from the store: the one
    /// place a picture named by a message is drawn. What cannot be read is
    /// logged, and the message goes without it.
    pub(super) async fn draw_picture(&self, reply: &mut Reply, can_attach: bool) {
        match reply.picture {
            Some(Picture::Board { game, ply }) => self.draw_board(reply, can_attach, game, ply).await,
            Some(Picture::Analysis { game }) => self.draw_stored_analysis(reply, can_attach, game).await,
            Some(Picture::Puzzle { puzzle }) => self.draw_puzzle(reply, can_attach, puzzle).await,
            Some(Picture::Standings { tournament, round }) => {
                self.draw_standings(reply, can_attach, tournament, round).await
            }
            None => {}
        }
    }

    /// Draws a tournament's standings after `round` rounds as a table
    /// picture, read from the store (the text has them already).
    async fn draw_standings(&self, reply: &mut Reply, can_attach: bool, id: TournamentId, round: u32) {
        if !can_attach {
            return;
        }
        let read = self
            .store
            .read(move |s| {
                let t = s.tournaments().tournament(id)?;
                let users: Vec<_> = t.entries.iter().map(|e| e.user).collect();
                Ok((s.players().names(&users)?, t))
            })
            .await;
        let (names, t) = match read {
            Ok(read) => read,
            Err(e) => {
                tracing::error!(tournament = %id, error = %e, "reading a tournament to draw its standings failed");
                return;
            }
        };
        let rounds = usize::try_from(round).unwrap_or(usize::MAX);
        let table = Seating::of(&t).table(rounds, &names);
        let title = standings_title(&t.tournament, round);
        let drawn = self
            .draw_off_thread(move |r| {
                r.table_png(&Table {
                    title: &title,
                    header: &table.header,
                    rows: &table.rows,
                    caption: table.caption,
                })
            })
            .await;
        match drawn {
            Ok(Ok(bytes)) => {
                let name = format!("zertz-tournament-{id}-round-{round}.png");
                if let Some(card) = &mut reply.card {
                    card.image = Some(name.clone());
                }
                reply.attachments.push(Attachment { name, bytes });
            }
            Ok(Err(e)) => tracing::error!(tournament = %id, error = %e, "drawing standings failed"),
            Err(e) => tracing::error!(tournament = %id, error = %e, "drawing standings failed"),
        }
    }

    /// Draws puzzle `id` at its start as the picture of `reply`.
    async fn draw_puzzle(&self, reply: &mut Reply, can_attach: bool, id: PuzzleId) {
        match self.book.get(id).and_then(|p| Some((game_at(p, 0)?, p))) {
            Some((game, p)) => {
                let names = seat_names(p, "to move");
                self.draw_game(reply, can_attach, &game, &names).await;
            }
            None => tracing::error!(puzzle = %id, "a message's puzzle is not in the book"),
        }
    }

    /// Draws the board of `game` after `ply` moves, read back from the
    /// store: a picture, or text where the channel takes no files.
    async fn draw_board(&self, reply: &mut Reply, can_attach: bool, game: GameId, ply: usize) {
        let loaded = match self.store.read(move |s| s.games().load(game)).await {
            Ok(loaded) => loaded,
            Err(e) => {
                tracing::error!(%game, ply, error = %e, "reading a game to draw its board failed");
                return;
            }
        };
        let names = self.players.names(&loaded.meta).await;
        let at = if ply == loaded.meta.ply {
            loaded.game
        } else {
            match before(&loaded.game, ply + 1) {
                Some(g) => g,
                None => {
                    tracing::error!(%game, ply, "a board after more moves than its game has");
                    return;
                }
            }
        };
        self.draw_game(reply, can_attach, &at, &names).await;
    }

    /// Draws the stored analysis of game `id`, for a message the outbox
    /// sends later.
    async fn draw_stored_analysis(&self, reply: &mut Reply, can_attach: bool, id: GameId) {
        let read = self
            .store
            .read(move |s| Ok((s.games().load(id)?, s.analyses().analysis(id)?.and_then(|a| a.result))))
            .await;
        match read {
            Ok((loaded, Some(json))) => match decode(&json, &loaded.game) {
                Ok(a) => {
                    let names = self.players.names(&loaded.meta).await;
                    let stem = format!("zertz-{id}");
                    self.draw_analysis(reply, can_attach, &loaded.game, names, &stem, &a)
                        .await
                }
                Err(e) => tracing::error!(game = %id, error = %e, "a stored analysis cannot be read"),
            },
            Ok((_, None)) => tracing::error!(game = %id, "an analysis message without its analysis"),
            Err(e) => tracing::error!(game = %id, error = %e, "reading an analysis to draw it failed"),
        }
    }

    /// Draws an analysis's pictures, off the async runtime: the win-chance
    /// graph as the card's picture, and the board after the better move
    /// instead of the worst blunder (or worst marked move).
    /// Files are named from `stem`.
    pub(super) async fn draw_analysis(
        &self,
        reply: &mut Reply,
        can_attach: bool,
        game: &Game,
        names: [String; 2],
        stem: &str,
        a: &AnalysisSummary,
    ) {
        if !can_attach {
            return;
        }
        let blunders: Vec<(usize, Player)> = a
            .marked
            .iter()
            .filter(|m| m.mark == Some(Mark::Blunder))
            .map(|m| (m.number, m.mover))
            .collect();
        let chances = a.chances.clone();
        let costliest: Vec<(usize, Player)> = a.worst().iter().map(|m| (m.number, m.mover)).collect();
        // The board before the costliest move, with the better move on it.
        let worst = a
            .worst()
            .first()
            .and_then(|m| Some((m.number, m.better?, before(game, m.number)?)));
        let drawn = self
            .draw_off_thread(move |r| {
                let n = [names[0].as_str(), names[1].as_str()];
                let graph = r.win_chance_graph(&chances, &blunders, &costliest, n);
                let board = worst.map(|(number, better, before)| (number, r.suggestion_png(&before, &better, n)));
                (graph, board)
            })
            .await;
        let (graph, board) = match drawn {
            Ok(drawn) => drawn,
            Err(e) => {
                tracing::error!(stem, error = %e, "drawing an analysis failed");
                return;
            }
        };
        match graph {
            Ok(bytes) => {
                let name = format!("{stem}-win-chance.png");
                if let Some(card) = &mut reply.card {
                    card.image = Some(name.clone());
                }
                reply.attachments.push(Attachment { name, bytes });
            }
            Err(e) => tracing::error!(stem, error = %e, "the win-chance graph failed"),
        }
        match board {
            Some((number, Ok(bytes))) => reply.attachments.push(Attachment {
                name: format!("{stem}-move-{number}-better.png"),
                bytes,
            }),
            Some((_, Err(e))) => tracing::error!(stem, error = %e, "the better move's board failed"),
            None => {}
        }
    }

    /// Draws the board `before` with the move `better` shown on it, as the
    /// file `name` of `reply`; the card shows it unless it shows another.
    /// Where files cannot go, the words say the move and nothing is drawn.
    pub(super) async fn draw_better(
        &self,
        reply: &mut Reply,
        can_attach: bool,
        (before, better): (Game, zertz_rules::Move),
        names: &[String; 2],
        name: String,
    ) {
        if !can_attach {
            return;
        }
        let seats = names.clone();
        let drawn = self
            .draw_now(move |r| r.suggestion_png(&before, &better, [seats[0].as_str(), seats[1].as_str()]))
            .await;
        match drawn {
            Ok(Ok(bytes)) => {
                if let Some(card) = reply.card.as_mut().filter(|c| c.image.is_none()) {
                    card.image = Some(name.clone());
                }
                reply.attachments.push(Attachment { name, bytes });
            }
            Ok(Err(e)) => tracing::error!(error = %e, "drawing a better move failed"),
            Err(e) => tracing::error!(error = %e, "drawing a better move failed"),
        }
    }

    /// Draws `game` as the board of `reply`: a picture, or text where the
    /// channel takes no files or the picture fails.
    pub(super) async fn draw_game(&self, reply: &mut Reply, can_attach: bool, game: &Game, names: &[String; 2]) {
        if can_attach {
            let (at, seats) = (game.clone(), names.clone());
            let drawn = self
                .draw_now(move |renderer| {
                    let n = [seats[0].as_str(), seats[1].as_str()];
                    let board = renderer.game_png(&at, n)?;
                    // A finished game's last board comes with its capture race.
                    let race = (at.is_over() && at.ply() > 0).then(|| renderer.capture_race(&at, n));
                    Ok::<_, zertz_render::RenderError>((board, race))
                })
                .await;
            match drawn {
                Ok(Ok((bytes, race))) => {
                    let (id, ply) = reply
                        .picture
                        .and_then(Picture::board)
                        .unwrap_or((GameId(0), game.ply()));
                    let name = format!("zertz-{id}-{ply}.png");
                    if let Some(card) = &mut reply.card {
                        card.fields.push(("Captured".into(), captures(game, names)));
                        card.image = Some(name.clone());
                    }
                    reply.attachments.push(Attachment { name, bytes });
                    match race {
                        Some(Ok(bytes)) => reply.attachments.push(Attachment {
                            name: format!("zertz-{id}-race.png"),
                            bytes,
                        }),
                        Some(Err(e)) => tracing::error!(error = %e, "the capture race failed"),
                        None => {}
                    }
                    return;
                }
                Ok(Err(e)) => tracing::error!(error = %e, "render failed; sending a text board"),
                Err(e) => tracing::error!(error = %e, "drawing a board failed; sending a text board"),
            }
        }
        push_text_board(reply, game, names);
    }
}

/// `game` as it stood before move `number` (from 1), replayed from its
/// typed moves.
pub(super) fn before(game: &Game, number: usize) -> Option<Game> {
    let mut at = Game::new(game.variant());
    for m in game.moves().get(..number.checked_sub(1)?)? {
        at.play(m).ok()?;
    }
    Some(at)
}

/// Adds `game`'s board as text to `reply`, for a channel that takes no
/// files.
pub(super) fn push_text_board(reply: &mut Reply, game: &Game, names: &[String; 2]) {
    let pos = game.position();
    let n = [names[0].as_str(), names[1].as_str()];
    reply.text.push_str(&format!(
        "\n```\n{}\n{}```",
        zertz_render::text_board(pos),
        zertz_render::text_status(pos, n, game.outcome())
    ));
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

/// Each player's captures, as `alice: 2W 1G 0B` lines.
fn captures(game: &Game, names: &[String; 2]) -> String {
    let pos = game.position();
    [Player::First, Player::Second]
        .iter()
        .map(|&p| format!("{}: {}", names[p.index()], pos.captured(p)))
        .collect::<Vec<_>>()
        .join("\n")
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
        Arc::new(Pictures::new(store, players, PuzzleBook::shared()).unwrap())
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
            pictures.draw_game(&mut reply, true, &game, &names),
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
