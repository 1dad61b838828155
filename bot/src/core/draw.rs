//! Drawing the pictures replies show: a board drawn from the game at hand
//! or read back from the store, as a picture or as text where the channel
//! takes no files; slow drawings (replays, imports) on blocking threads.

use zertz_data::GameId;
use zertz_render::Renderer;
use zertz_rules::{Game, Player};

use super::refusal::{Answer, Refusal};
use super::{Attachment, Core, Reply};

impl Core {
    /// Runs a slow drawing (a replay, an imported game) on a blocking
    /// thread, no more at once than there are cores.
    pub(super) async fn draw_off_thread<R: Send + 'static>(
        &self,
        job: impl FnOnce(&Renderer) -> R + Send + 'static,
    ) -> Answer<R> {
        let failed = || Refusal("The picture could not be drawn; try again.".into());
        let _permit = self.drawing.clone().acquire_owned().await.map_err(|_| failed())?;
        let renderer = self.renderer;
        tokio::task::spawn_blocking(move || job(renderer))
            .await
            .map_err(|_| failed())
    }

    /// Draws the board a reply shows (`board_at`), read back from the
    /// store: a picture, or text where the channel takes no files. A game
    /// that cannot be read is logged, and the message goes without it.
    pub(super) async fn draw_board(&self, reply: &mut Reply, can_attach: bool) {
        let Some((game, ply)) = reply.board_at else {
            return;
        };
        let loaded = match self.store.read(move |s| s.load_game(game)).await {
            Ok(loaded) => loaded,
            Err(e) => {
                tracing::error!(%game, ply, error = %e, "reading a game to draw its board failed");
                return;
            }
        };
        let names = self.names(&loaded.meta).await;
        let at = if ply == loaded.meta.ply {
            loaded.game
        } else {
            let moves = loaded.moves.iter().take(ply).map(|m| m.notation.as_str());
            match Game::from_moves(loaded.meta.variant, moves) {
                Ok(g) => g,
                Err(e) => {
                    tracing::error!(%game, ply, error = %e, "replaying a stored game to draw its board failed");
                    return;
                }
            }
        };
        self.draw_game(reply, can_attach, &at, &names);
    }

    /// Draws `game` as the board of `reply`: a picture, or text where the
    /// channel takes no files or the picture fails.
    pub(super) fn draw_game(&self, reply: &mut Reply, can_attach: bool, game: &Game, names: &[String; 2]) {
        let n = [names[0].as_str(), names[1].as_str()];
        if can_attach {
            match self.renderer.game_png(game, n) {
                Ok(bytes) => {
                    let (id, ply) = reply.board_at.unwrap_or((GameId(0), game.ply()));
                    let name = format!("zertz-{id}-{ply}.png");
                    if let Some(card) = &mut reply.card {
                        card.fields.push(("Captured".into(), captures(game, names)));
                        card.image = Some(name.clone());
                    }
                    reply.attachments.push(Attachment { name, bytes });
                    // A finished game's last board comes with its capture race.
                    if game.is_over() && game.ply() > 0 {
                        match self.renderer.capture_race(game, n) {
                            Ok(bytes) => reply.attachments.push(Attachment {
                                name: format!("zertz-{id}-race.png"),
                                bytes,
                            }),
                            Err(e) => tracing::error!(error = %e, "the capture race failed"),
                        }
                    }
                    return;
                }
                Err(e) => tracing::error!(error = %e, "render failed; sending a text board"),
            }
        }
        let pos = game.position();
        reply.text.push_str(&format!(
            "\n```\n{}\n{}```",
            zertz_render::text_board(pos),
            zertz_render::text_status(pos, n, game.outcome())
        ));
    }
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
