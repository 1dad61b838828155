//! "Which game?": the one answer for every command that takes a game and
//! is given none, read inside the caller's look at the store.

use zertz_data::{AsyncStore, ChannelId, GameId, GameMeta, LoadedGame, Missing, Reason, Store, StoreError, UserId};

use std::sync::Arc;

use crate::app::interface::refusal::{refuse, AnalysisRefusal, Answer, GameRefusal};
use crate::app::interface::request::Request;
use crate::app::interface::target::MoveTarget;
use crate::app::services::open_board::{OpenBoard, OpenBoards};

/// How many of a player's newest games are looked through for their last
/// one in a channel: older ones must be named.
pub const RECENT_GAMES: usize = 50;

/// What a command means by "the game" when it names none.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Meant {
    /// The game being played: the player's own here, else the only one
    /// here; with none being played here, their last one here.
    Playing,
    /// As `Playing`, but with several being played here and none of the
    /// player's, their last finished one here rather than none.
    PlayingOrLast,
    /// The player's last finished game here (an analysis, a rematch).
    LastFinished,
}

/// `req` as the core reads it: made in a game's thread, it is about that
/// game's channel, where games are looked up, and answers in the thread.
pub async fn in_game_thread(store: &AsyncStore, mut req: Request) -> Request {
    if !req.threads.inside {
        return req;
    }
    let thread = req.channel;
    match store.read(move |s| s.games().of_thread(thread)).await {
        Ok(Some(game)) if game.room() == thread => {
            req.threads.game = Some(thread);
            req.channel = game.channel;
        }
        Ok(_) => {}
        Err(e) => tracing::warn!(%thread, error = %e, "looking for a game's thread failed"),
    }
    req
}

/// The game `user` means in `channel`, if one fits.
pub fn which_game(s: &Store, channel: ChannelId, user: UserId, meant: Meant) -> Result<Option<GameId>, StoreError> {
    let last = || Ok(finished_here(s, channel, user)?.first().map(|g| g.id));
    if meant == Meant::LastFinished {
        return last();
    }
    if let Some(id) = s.games().active_game(channel, user)? {
        return Ok(Some(id));
    }
    let here = s.games().active_games_in_channel(channel)?;
    if let [only] = here.as_slice() {
        return Ok(Some(only.id));
    }
    if meant == Meant::PlayingOrLast || here.is_empty() {
        return last();
    }
    Ok(None)
}

/// The player's finished games in `channel`, newest first, among their
/// [`RECENT_GAMES`] newest.
pub fn finished_here(s: &Store, channel: ChannelId, user: UserId) -> Result<Vec<GameMeta>, StoreError> {
    let mut games = s.games().recent_games(user, RECENT_GAMES)?;
    games.retain(|g| g.channel == channel);
    Ok(games)
}

/// The finished game `named`, else `req`'s last finished one in its
/// channel (for an analysis, a walk through one's mistakes).
pub async fn finished_game(store: &AsyncStore, req: &Request, named: Option<GameId>) -> Answer<LoadedGame> {
    let (channel, user) = (req.channel, req.user.id);
    let id = match named {
        Some(id) => id,
        None => match store
            .read(move |s| which_game(s, channel, user, Meant::LastFinished))
            .await?
        {
            Some(id) => id,
            None => return refuse(AnalysisRefusal::NoFinishedGame),
        },
    };
    let loaded = game_in(store, id, channel).await?;
    if loaded.meta.is_active() {
        return refuse(AnalysisRefusal::StillPlayed(id));
    }
    Ok(loaded)
}

/// Game `id`, which must be of `channel`.
pub async fn game_in(store: &AsyncStore, id: GameId, channel: ChannelId) -> Answer<LoadedGame> {
    let loaded = store.read(move |s| Ok(s.games().load(id))).await?;
    in_channel(id, loaded, channel)
}

/// Game `id` as loaded, refused when it is missing or of another channel.
pub(in crate::app) fn in_channel(
    id: GameId,
    loaded: Result<LoadedGame, zertz_data::StoreError>,
    channel: zertz_data::ChannelId,
) -> Answer<LoadedGame> {
    let loaded = match loaded {
        Ok(loaded) => loaded,
        // Only a missing game is "no such game"; a failure stays one.
        Err(StoreError::Refused(Reason::NotFound(Missing::Game))) => return refuse(GameRefusal::NoSuchGame(id.0)),
        Err(e) => return Err(e.into()),
    };
    if loaded.meta.channel != channel {
        return refuse(GameRefusal::NotInChannel(id));
    }
    Ok(loaded)
}

/// Where a move goes: the game here at the ply it is for, or the board
/// the player has open that it answers.
#[derive(Clone)]
pub(in crate::app) enum Destination {
    /// The game here; `None` when the player has none here (a move is
    /// then refused; a completion offers nothing).
    Game(Option<GameHere>),
    /// The open puzzle, practice or exercise.
    Open(Arc<dyn OpenBoard>),
}

/// A player's game in a channel, as one look at the store saw it.
#[derive(Copy, Clone, Debug)]
pub(in crate::app) struct GameHere {
    /// The game.
    pub id: zertz_data::GameId,
    /// Its moves so far: a move is for this ply.
    pub ply: usize,
    /// Whether the board after them has been shown in the channel.
    pub shown: bool,
}

/// Where a move by `user` in `channel` goes, from one look at the store:
/// said with `to`, else the one of the game here and the open `boards`
/// that the player has; with more than one, they must say. A game comes
/// with its ply and whether its board has been shown.
pub(in crate::app) fn where_to(
    s: &Store,
    channel: ChannelId,
    user: UserId,
    to: Option<MoveTarget>,
    boards: &OpenBoards,
) -> Answer<Destination> {
    let game = || -> Result<_, StoreError> {
        Ok(match s.games().active_game(channel, user)? {
            Some(id) => {
                let ply = s.games().meta(id)?.ply;
                Some(GameHere {
                    id,
                    ply,
                    shown: s.games().is_shown(id, ply)?,
                })
            }
            None => None,
        })
    };
    match to.map(|kind| (kind, boards.of(kind))) {
        Some((_, Some(board))) => return Ok(Destination::Open(board.clone())),
        Some((_, None)) => return Ok(Destination::Game(game()?)),
        None => {}
    }
    let game = game()?;
    let mut open = Vec::new();
    for board in boards.iter() {
        if let Some(number) = board.open(s, user)? {
            open.push((board, number));
        }
    }
    match (game, open.as_slice()) {
        (game, []) => Ok(Destination::Game(game)),
        (None, [(board, _)]) => Ok(Destination::Open((*board).clone())),
        (game, open) => refuse(GameRefusal::SayWhich {
            game: game.is_some(),
            open: open.iter().map(|(b, number)| (b.kind(), *number)).collect(),
        }),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{Failure, NewChallenge};

    use crate::app::interface::refusal::CoreError;

    use super::*;

    const HERE: ChannelId = ChannelId(10);

    /// A game between `a` (first) and `b` here.
    fn start(s: &mut Store, a: UserId, b: UserId) -> GameId {
        let c = s
            .challenges_mut()
            .create(&NewChallenge::between(HERE, (a, "a"), (b, "b"), 0))
            .unwrap();
        s.challenges_mut().accept(c.id, b, false, 1).unwrap().id
    }

    #[test]
    fn the_game_meant_is_mine_then_the_only_one_then_my_last_finished() {
        let [alice, bob, carol, dave] = [1, 2, 3, 4].map(UserId);
        let mut s = Store::open_in_memory().unwrap();
        let meant = |s: &Store, user, m| which_game(s, HERE, user, m).unwrap();
        assert_eq!(meant(&s, alice, Meant::Playing), None);

        let first = start(&mut s, alice, bob);
        s.games_mut().resign(first, bob, 2).unwrap();
        // Nothing being played here: my last finished one.
        assert_eq!(meant(&s, alice, Meant::Playing), Some(first));
        assert_eq!(meant(&s, alice, Meant::LastFinished), Some(first));
        assert_eq!(meant(&s, carol, Meant::LastFinished), None);

        let theirs = start(&mut s, carol, dave);
        // The only game being played here, even when it is not mine.
        assert_eq!(meant(&s, alice, Meant::Playing), Some(theirs));
        assert_eq!(meant(&s, alice, Meant::LastFinished), Some(first));

        let mine = start(&mut s, alice, bob);
        assert_eq!(meant(&s, alice, Meant::Playing), Some(mine));
        // Two being played, neither mine: none, unless my last will do.
        assert_eq!(meant(&s, UserId(9), Meant::Playing), None);
        assert_eq!(meant(&s, bob, Meant::LastFinished), Some(first));
        s.games_mut().resign(mine, bob, 3).unwrap();
        let other = start(&mut s, bob, UserId(5));
        assert_eq!(meant(&s, alice, Meant::Playing), None, "two others' games here");
        assert_eq!(meant(&s, alice, Meant::PlayingOrLast), Some(mine));
        assert_eq!(meant(&s, carol, Meant::Playing), Some(theirs), "{other}");
    }

    /// A game that cannot be read because the store failed is a failure,
    /// kept with its cause, not "there is no game".
    #[test]
    fn only_a_missing_game_is_no_such_game() {
        let here = ChannelId(1);
        let missing = in_channel(GameId(7), Err(Reason::NotFound(Missing::Game).into()), here);
        assert!(matches!(&missing, Err(CoreError::Refused(_))), "{missing:?}");
        assert_eq!(
            missing
                .err()
                .map(|e| e.words(crate::app::text::lang::Lang::En))
                .as_deref(),
            Some("There is no game #7.")
        );

        let broken = in_channel(GameId(7), Err(Failure::Invalid("disk on fire".into()).into()), here);
        match broken {
            Err(CoreError::Failed(f)) => assert!(f.to_string().contains("disk on fire"), "{f}"),
            other => panic!("a failure was said as {other:?}"),
        }
    }
}
