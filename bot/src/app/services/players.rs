//! Players' names as the bot last saw them: a person's stored name is
//! refreshed when their display name changes, and boards and lists read
//! names from here.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use zertz_data::{AsyncStore, GameMeta, Millis, UserId};

use crate::app::interface::request::User;

/// Who the bot is in Discord, once known: challenging it starts a game
/// against the computer, and its moves are the computer's.
#[derive(Clone, Debug, Default)]
pub(in crate::app) struct Identity(Arc<OnceLock<User>>);

impl Identity {
    /// Sets it; only the first call counts.
    pub(in crate::app) fn set(&self, me: User) {
        let _ = self.0.set(me);
    }

    /// The bot's own user, once known.
    pub(in crate::app) fn get(&self) -> Option<&User> {
        self.0.get()
    }

    /// Whether `user` is the bot itself.
    pub(in crate::app) fn is(&self, user: UserId) -> bool {
        self.get().is_some_and(|me| me.id == user)
    }
}

/// The names component: owns the cache of names already written.
pub(in crate::app) struct Players {
    store: AsyncStore,
    /// The display name each person last used here, so that a changed
    /// name is written once, not at every interaction.
    seen: Mutex<HashMap<UserId, String>>,
}

impl Players {
    pub(in crate::app) fn new(store: AsyncStore) -> Players {
        Players {
            store,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Keeps a known player's stored name the one they use now, so boards
    /// and leaderboards show current names. Written only when it changed.
    pub(in crate::app) async fn refresh(&self, user: &User, now: Millis) {
        {
            let seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
            if seen.get(&user.id) == Some(&user.name) {
                return;
            }
        }
        let (id, name) = (user.id, user.name.clone());
        // Looked up beside any write; written only when it changed.
        // Strangers are stored when they first play, not here.
        let refreshed = match self.store.read(move |s| s.players().name(id)).await {
            Ok(Some(old)) if old != name => self.store.call(move |s| s.players_mut().upsert(id, &name, now)).await,
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        };
        match refreshed {
            Ok(()) => {
                let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
                if seen.len() > 100_000 {
                    seen.clear();
                }
                seen.insert(user.id, user.name.clone());
            }
            Err(e) => tracing::warn!(user = %user.id, error = %e, "refreshing a name failed"),
        }
    }

    /// The players' names of one game, first mover first; a player whose
    /// name cannot be read is "Player 1" or "Player 2" (logged).
    pub(in crate::app) async fn names(&self, meta: &GameMeta) -> [String; 2] {
        let users = meta.players.to_vec();
        let known = self
            .store
            .read(move |s| s.players().names(&users))
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(game = %meta.id, error = %e, "reading the players' names failed");
                HashMap::new()
            });
        name_pair(&known, meta)
    }

    /// The players' names of each game, fetched in one store call.
    pub(in crate::app) async fn names_of(&self, games: &[GameMeta]) -> Vec<[String; 2]> {
        let users: Vec<UserId> = games.iter().flat_map(|g| g.players).collect();
        let known = self
            .store
            .read(move |s| s.players().names(&users))
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "reading the players' names failed");
                HashMap::new()
            });
        games.iter().map(|g| name_pair(&known, g)).collect()
    }
}

/// A game's players' names among `known`, first mover first; a player
/// never named is "Player 1" or "Player 2".
pub fn name_pair(known: &HashMap<UserId, String>, meta: &GameMeta) -> [String; 2] {
    let name = |u: UserId, fallback: &str| known.get(&u).cloned().unwrap_or_else(|| fallback.to_string());
    [name(meta.players[0], "Player 1"), name(meta.players[1], "Player 2")]
}
