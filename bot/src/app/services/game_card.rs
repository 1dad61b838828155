//! A game's card: the message in its channel that a game with a thread
//! of its own keeps there (its challenge, turned), edited after every
//! board so that the channel says how each game stands without a picture
//! a move. It pings nobody: pings go to the thread.

use zertz_data::{GameMeta, LoadedGame, Store, StoreError};

use crate::app::interface::reply::Reply;
use crate::app::services::clock::deadline_words;
use crate::app::services::compose::{board_card, names_in, Composer};
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;
use crate::app::text::words;

/// Discord's longest thread name.
const THREAD_NAME_MAX: usize = 100;

impl Composer {
    /// The card of `loaded`, a game with a thread: its players, the link
    /// to the thread, its last move, and who is to move by when or how it
    /// ended; a Move button while it is on.
    pub fn game_card(&self, loaded: &LoadedGame, names: &[String; 2]) -> Reply {
        let (meta, lang) = (&loaded.meta, self.lang);
        let thread = meta
            .thread
            .map_or_else(|| Mark::channel(meta.channel), |t| Mark::channel(t.id));
        let mut lines = vec![say!(
            lang,
            Msg::GameCard,
            first = &names[0],
            second = &names[1],
            thread = thread
        )];
        if let Some(last) = loaded.moves.last() {
            lines.push(say!(lang, Msg::CardLastMove, notation = &last.notation));
        }
        match loaded.game.outcome() {
            Some(o) => lines.push(words::describe_outcome(lang, o, [&names[0], &names[1]])),
            None => {
                let player = Mark::user(meta.to_move());
                lines.push(match meta.deadline {
                    Some(d) => say!(
                        lang,
                        Msg::CardToMoveBy,
                        player = player,
                        deadline = deadline_words(lang, d)
                    ),
                    None => say!(lang, Msg::CardToMove, player = player),
                });
            }
        }
        Reply {
            text: lines.join("\n"),
            card: Some(board_card(lang, meta)),
            buttons: self.move_button(meta).into_iter().collect(),
            ..Reply::default()
        }
    }

    /// The card of game `meta`, read in the store's transaction.
    pub fn game_card_in(&self, s: &Store, meta: &GameMeta) -> Result<Reply, StoreError> {
        let loaded = s.games().load(meta.id)?;
        let names = names_in(s, meta)?;
        Ok(self.game_card(&loaded, &names))
    }

    /// The name of game `meta`'s thread, within Discord's 100 characters.
    pub fn thread_name(&self, meta: &GameMeta, names: &[String; 2]) -> String {
        let name = say!(
            self.lang,
            Msg::ThreadName,
            game = meta.id.0,
            first = &names[0],
            second = &names[1],
            variant = meta.variant.to_string()
        );
        // Long names are cut at a character, not mid-character.
        name.chars().take(THREAD_NAME_MAX).collect()
    }
}
