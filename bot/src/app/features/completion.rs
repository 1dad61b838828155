//! Completions while an option is typed: legal moves, rings, games.

use std::collections::BTreeSet;
use std::sync::Arc;

use zertz_data::{AsyncStore, StoreError};
use zertz_rules::{Colour, Move, Position};

use crate::app::interface::choices::chosen;
use crate::app::interface::options::{target, AT, COLOUR};
use crate::app::interface::reply::{Choice, MAX_CHOICES};
use crate::app::interface::request::{Options, Request};
use crate::app::interface::spec::Completes;
use crate::app::services::open_board::OpenBoards;
use crate::app::services::players::Players;
use crate::app::services::which_game::{finished_here, where_to, Destination};
use crate::app::text::lang::{say, Msg};

/// The option being typed, read once from the command and option names.
enum Field {
    /// A game of this channel, by number or players; only finished ones
    /// when `true` (an analysis).
    Game(bool),
    /// Any legal move.
    Move,
    /// A capture's path.
    Capture,
    /// The ring to place on, for the colour chosen.
    PlaceAt(Option<Colour>),
    /// The ring to remove, for the colour and ring chosen.
    PlaceRemove(Option<Colour>, Option<String>),
}

impl Field {
    /// The field an option that completes as `completes` is, with the
    /// options chosen beside it.
    fn parse(completes: Completes, o: &Options) -> Field {
        let colour = || COLOUR.read(o).and_then(chosen::<Colour>);
        match completes {
            Completes::FinishedGame => Field::Game(true),
            Completes::Game => Field::Game(false),
            Completes::Move => Field::Move,
            Completes::Capture => Field::Capture,
            Completes::PlaceAt => Field::PlaceAt(colour()),
            Completes::PlaceRemove => Field::PlaceRemove(colour(), AT.read(o).map(str::to_ascii_lowercase)),
        }
    }
}

/// The completion component: what to offer while an option is typed.
pub(in crate::app) struct Completion {
    store: AsyncStore,
    players: Arc<Players>,
    /// The boards a move may answer instead of the game here.
    boards: OpenBoards,
}

impl Completion {
    pub(in crate::app) fn new(store: AsyncStore, players: Arc<Players>, boards: OpenBoards) -> Completion {
        Completion { store, players, boards }
    }

    /// The choices for an option that completes as `completes`, typed so
    /// far as `typed`, with the options chosen beside it.
    pub(in crate::app) async fn complete(
        &self,
        req: &Request,
        completes: Completes,
        typed: &str,
        o: &Options,
    ) -> Vec<Choice> {
        let typed: String = typed.chars().take(100).collect();
        let field = Field::parse(completes, o);
        if let Field::Game(finished) = field {
            return self.complete_game(req, &typed, finished).await;
        }
        let to = target(o).ok();
        let (channel, user) = (req.channel, req.user.id);
        // Where the move goes and what it is played on, in one look at the
        // store: the game here (also when both are open and `to` is not
        // said), or the open puzzle.
        let boards = self.boards.clone();
        let pos = self
            .store
            .read(move |s| {
                let target = to.and_then(|to| where_to(s, channel, user, to, &boards).ok());
                // The position the move is typed for: an open board's, or
                // the game's while it is on.
                let on_game = |id| -> Result<Option<Position>, StoreError> {
                    let loaded = s.games().load(id)?;
                    Ok((!loaded.game.is_over()).then(|| *loaded.game.position()))
                };
                match target {
                    Some(Destination::Open(board)) => board.position(s, user),
                    Some(Destination::Game(Some(here))) => on_game(here.id),
                    Some(Destination::Game(None)) => Ok(None),
                    None => match s.games().active_game(channel, user)? {
                        Some(id) => on_game(id),
                        None => Ok(None),
                    },
                }
            })
            .await
            .ok()
            .flatten();
        let Some(pos) = pos else {
            return Vec::new();
        };
        match field {
            Field::Game(_) => Vec::new(),
            Field::Move => moves(&pos, &typed),
            Field::Capture => {
                let t = if typed.trim_start().starts_with(['x', 'X']) {
                    typed
                } else {
                    format!("x {typed}")
                };
                moves(&pos, &t)
            }
            Field::PlaceAt(colour) => rings(&pos, &typed, colour, None, false),
            Field::PlaceRemove(colour, at) => rings(&pos, &typed, colour, at.as_deref(), true),
        }
    }

    async fn complete_game(&self, req: &Request, typed: &str, finished_only: bool) -> Vec<Choice> {
        let (channel, user) = (req.channel, req.user.id);
        let games = self
            .store
            .read(move |s| {
                let mut games = s.games().active_games_in_channel(channel)?;
                games.extend(finished_here(s, channel, user)?);
                Ok(games)
            })
            .await
            .unwrap_or_default();
        let names = self.players.names_of(&games).await;
        let typed = typed.to_lowercase();
        let mut out = Vec::new();
        for (g, names) in games.iter().zip(&names) {
            if finished_only && g.is_active() {
                continue;
            }
            let name = say!(
                req.lang,
                Msg::CompleteGame,
                game = g.id.to_string(),
                first = names[0].as_str(),
                second = names[1].as_str(),
                state = if g.is_active() { "playing" } else { "finished" },
                move = g.ply + 1
            );
            if name.to_lowercase().contains(&typed) {
                out.push(Choice {
                    name,
                    value: g.id.to_string(),
                });
            }
            if out.len() == MAX_CHOICES {
                break;
            }
        }
        out
    }
}

/// Legal moves matching what was typed, as `suggest` orders them: only as
/// many as Discord shows, since each found is written out with what it
/// claims (a capture is typed `x …`, and `suggest` then offers only
/// captures).
fn moves(pos: &Position, typed: &str) -> Vec<Choice> {
    pos.suggest(typed, MAX_CHOICES)
        .into_iter()
        .map(|(_, n)| Choice {
            name: n.clone(),
            value: n,
        })
        .collect()
}

/// The rings of legal placements (`remove`: the removed ring, for a
/// placement on `at`) that start with what was typed.
fn rings(pos: &Position, typed: &str, colour: Option<Colour>, at: Option<&str>, remove: bool) -> Vec<Choice> {
    let typed = typed.trim().to_ascii_lowercase();
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for m in pos.legal_moves().iter() {
        let Move::Place {
            colour: c,
            to,
            remove: r,
        } = *m
        else {
            continue;
        };
        if colour.is_some_and(|want| want != c) {
            continue;
        }
        let value = if remove {
            if at.is_some_and(|a| a != to.to_string()) {
                continue;
            }
            match r {
                Some(r) => r.to_string(),
                None => continue,
            }
        } else {
            to.to_string()
        };
        if value.starts_with(&typed) && seen.insert(value.clone()) {
            out.push(Choice {
                name: value.clone(),
                value,
            });
        }
        if out.len() == MAX_CHOICES {
            break;
        }
    }
    out
}
