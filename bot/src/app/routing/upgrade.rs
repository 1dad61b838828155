//! The pictures that waiting messages of an older version named, each
//! drawn by the component that shows it, as the bot starts; the outbox
//! reads and writes the rows (`outbox/older.rs`).

use crate::app::interface::refusal::Answer;
use crate::app::interface::reply::Reply;
use crate::app::outbox::OlderPicture;
use crate::app::text::lang::Lang;
use crate::app::Core;

/// Draws the waiting messages an older version left and writes them
/// back; returns how many. One that cannot be drawn goes with its words
/// alone, and the log says so.
pub(in crate::app) async fn upgrade_outbox(core: &Core) -> usize {
    let mut rewritten = 0;
    for mut older in core.outbox.older().await {
        if let Some(picture) = older.picture {
            if let Err(e) = draw(core, picture, &mut older.reply, older.files).await {
                tracing::warn!(error = %e, ?picture, "an older message goes without its picture");
            }
        }
        rewritten += usize::from(core.outbox.upgraded(older).await);
    }
    if rewritten > 0 {
        tracing::info!(rewritten, "waiting messages of an older version drawn");
    }
    rewritten
}

/// Draws `picture` into `reply` (with files, or as text).
async fn draw(core: &Core, picture: OlderPicture, reply: &mut Reply, files: bool) -> Answer<()> {
    match picture {
        OlderPicture::Board { game, ply } => core.pictures.draw_board_at(reply, files, game, ply).await,
        OlderPicture::Analysis { game } => core.analysis.draw_stored(reply, files, game).await,
        // Older posts were all in English.
        OlderPicture::Puzzle { puzzle } => match core.puzzles.start_board(puzzle, Lang::En) {
            Some((game, names)) => {
                core.pictures.draw_game(reply, (Lang::En, files), &game, &names).await;
                Ok(())
            }
            None => Err(crate::app::interface::refusal::failed(
                "drawing a puzzle",
                "it is not in the book",
            )),
        },
        OlderPicture::Standings { tournament, round } => {
            core.tournaments.draw_standings(reply, files, tournament, round).await
        }
    }
}
