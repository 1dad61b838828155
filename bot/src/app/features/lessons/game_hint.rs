//! The hint in a game against the computer at its easiest: the engine's
//! move, in words and drawn on the board, privately; and a move in the
//! words hints use, for the course's too.

use zertz_data::GameId;
use zertz_rules::{Game, Move, Position};

use super::Lessons;
use crate::app::interface::reply::{colours, Card, Reply};
use crate::app::interface::request::Request;
use crate::app::services::pictures::Marks;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::words;

impl Lessons {
    /// The engine's move `best` in game `id`, privately, drawn on its board.
    pub(super) async fn game_hinted(
        &self,
        req: &Request,
        game: &Game,
        names: &[String; 2],
        best: Move,
        id: GameId,
    ) -> Reply {
        let (pos, lang) = (game.position(), req.lang);
        let effect = pos.effect(&best);
        let text = say!(lang, Msg::GameHint, game = id.0, what = in_words(lang, pos, &best));
        let marks = Marks {
            last: true,
            ..Marks::of_move(&effect)
        };
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: say!(lang, Msg::HintTitle, game = id.0),
            colour: colours::FIRST,
            ..Card::default()
        });
        self.pictures
            .draw_marked(&mut reply, req, game, names, marks, "zertz-hint.png")
            .await
            .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a hint's board failed"));
        reply
    }
}

/// What move `m` does on `pos`, in words and no notation, as a hint
/// says it in `lang`: "capture a white marble: the grey marble on d3
/// jumps over the white one on d4 to d5".
pub(super) fn in_words(lang: Lang, pos: &Position, m: &Move) -> String {
    let effect = pos.effect(m);
    let what = match *m {
        Move::Place { colour, to, remove } => {
            let marble = words::marbles_in(lang, &[colour]);
            match remove {
                Some(r) => say!(
                    lang,
                    Msg::HintPlace,
                    marble = marble,
                    at = to.to_string(),
                    ring = r.to_string()
                ),
                None => say!(lang, Msg::HintPlaceNoneFree, marble = marble, at = to.to_string()),
            }
        }
        Move::Capture(_) => {
            let taken: Vec<_> = effect.captured.iter().map(|&(_, c)| c).collect();
            say!(
                lang,
                Msg::HintCapture,
                marbles = words::marbles_in(lang, &taken),
                jumps = words::jumps_in(lang, &effect)
            )
        }
        Move::Pass => say!(lang, Msg::HintPass),
    };
    if effect.claimed.is_empty() {
        return what;
    }
    let claimed: Vec<_> = effect.claimed.iter().map(|&(_, c)| c).collect();
    say!(
        lang,
        Msg::HintClaiming,
        what = what,
        marbles = words::marbles_in(lang, &claimed)
    )
}
