//! "Which game?": the one answer for every command that takes a game and
//! is given none, read inside the caller's look at the store.

use zertz_data::{ChannelId, GameId, GameMeta, Store, StoreError, UserId};

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

/// The game `user` means in `channel`, if one fits.
pub fn which_game(s: &Store, channel: ChannelId, user: UserId, meant: Meant) -> Result<Option<GameId>, StoreError> {
    let last = || Ok(finished_here(s, channel, user)?.first().map(|g| g.id));
    if meant == Meant::LastFinished {
        return last();
    }
    if let Some(id) = s.active_game(channel, user)? {
        return Ok(Some(id));
    }
    let here = s.active_games_in_channel(channel)?;
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
    let mut games = s.recent_games(user, RECENT_GAMES)?;
    games.retain(|g| g.channel == channel);
    Ok(games)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zertz_data::{FirstMover, NewChallenge};
    use zertz_rules::Variant;

    use super::*;

    const HERE: ChannelId = ChannelId(10);
    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    const CAROL: UserId = UserId(3);
    const DAVE: UserId = UserId(4);

    /// A game between `a` (first) and `b` here.
    fn start(s: &mut Store, a: UserId, b: UserId) -> GameId {
        let c = s
            .create_challenge(&NewChallenge {
                guild: None,
                channel: HERE,
                challenger: (a, format!("{a}")),
                opponent: (b, format!("{b}")),
                variant: Variant::STANDARD,
                first: FirstMover::Challenger,
                time_per_move: None,
                now: 0,
                expires_at: 1_000,
            })
            .unwrap();
        s.accept_challenge(c.id, b, false, 1).unwrap().id
    }

    #[test]
    fn the_game_meant_is_mine_then_the_only_one_then_my_last_finished() {
        let mut s = Store::open_in_memory().unwrap();
        let meant = |s: &Store, user, m| which_game(s, HERE, user, m).unwrap();
        assert_eq!(meant(&s, ALICE, Meant::Playing), None);

        let first = start(&mut s, ALICE, BOB);
        s.resign(first, BOB, 2).unwrap();
        // Nothing being played here: my last finished one.
        assert_eq!(meant(&s, ALICE, Meant::Playing), Some(first));
        assert_eq!(meant(&s, ALICE, Meant::LastFinished), Some(first));
        assert_eq!(meant(&s, CAROL, Meant::LastFinished), None);

        let theirs = start(&mut s, CAROL, DAVE);
        // The only game being played here, even when it is not mine.
        assert_eq!(meant(&s, ALICE, Meant::Playing), Some(theirs));
        assert_eq!(meant(&s, ALICE, Meant::LastFinished), Some(first));

        let mine = start(&mut s, ALICE, BOB);
        assert_eq!(meant(&s, ALICE, Meant::Playing), Some(mine));
        // Two being played, neither mine: none, unless my last will do.
        assert_eq!(meant(&s, UserId(9), Meant::Playing), None);
        assert_eq!(meant(&s, BOB, Meant::LastFinished), Some(first));
        s.resign(mine, BOB, 3).unwrap();
        let other = start(&mut s, BOB, UserId(5));
        assert_eq!(meant(&s, ALICE, Meant::Playing), None, "two others' games here");
        assert_eq!(meant(&s, ALICE, Meant::PlayingOrLast), Some(mine));
        assert_eq!(meant(&s, CAROL, Meant::Playing), Some(theirs), "{other}");
    }
}
