//! The boards' WebSockets: each connection watches one game at a time; a
//! change to a game (saved by this process, or seen in the store when it
//! was another's) sends every board watching it the game anew, read once
//! for all of them. A board that reconnects asks again for what it shows,
//! so it catches up without missing or repeating a move.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::{broadcast, mpsc, Notify};
use zertz_data::{ChallengeId, GameId, Millis};

use super::sessions::Sessions;
use super::Owed;
use crate::app::{Core, Viewer, MAX_MOVE_LENGTH};
use crate::metrics::metrics;

/// Frames waiting to be written to one board; a board that falls this
/// far behind is closed (it catches up when it reconnects).
const QUEUE: usize = 16;
/// How often the watched games are looked at in the store, for changes
/// another process made.
const LOOK_EVERY: Duration = Duration::from_secs(2);

/// What a board asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase")]
enum Asked {
    /// The games it may show.
    Games,
    /// Show this game from now on, after `at` moves (the last, without).
    Watch { game: GameId, at: Option<usize> },
    /// Play this move, made on the board after `ply` moves.
    Move { game: GameId, ply: usize, notation: String },
    /// Start a game against the computer here.
    Computer,
    /// Accept this challenge.
    Accept { challenge: ChallengeId },
}

/// The way to one board: its frames, and the signal that closes it.
#[derive(Clone)]
struct Link {
    out: mpsc::Sender<Utf8Bytes>,
    /// Closes the connection of a board that fell behind.
    kick: Arc<Notify>,
}

/// One board watching a game.
struct Watcher {
    conn: u64,
    viewer: Viewer,
    link: Link,
}

/// Every board connected to this process, by the game it watches.
pub struct Hub {
    core: Arc<Core>,
    owed: Owed,
    sessions: Arc<Sessions>,
    watching: Mutex<HashMap<GameId, Vec<Watcher>>>,
    /// When each watched game last changed, as last sent.
    stamps: Mutex<HashMap<GameId, Millis>>,
    next: AtomicU64,
}

impl Hub {
    /// A hub over `core`, hearing of its changes from now on.
    pub fn start(core: Arc<Core>, owed: Owed, sessions: Arc<Sessions>) -> Arc<Hub> {
        let changes = core.game_changes();
        let hub = Arc::new(Hub {
            core,
            owed,
            sessions,
            watching: Mutex::default(),
            stamps: Mutex::default(),
            next: AtomicU64::new(1),
        });
        tokio::spawn(hear(Arc::downgrade(&hub), changes));
        tokio::spawn(look(Arc::downgrade(&hub)));
        hub
    }

    fn watching(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Vec<Watcher>>> {
        self.watching.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Serves one board's connection until it closes.
    pub async fn serve(self: Arc<Hub>, socket: WebSocket, viewer: Viewer) {
        let conn = self.next.fetch_add(1, Ordering::Relaxed);
        metrics().board_connected(1);
        let (mut sink, mut stream) = socket.split();
        let (out, mut queued) = mpsc::channel::<Utf8Bytes>(QUEUE);
        let link = Link {
            out: out.clone(),
            kick: Arc::new(Notify::new()),
        };
        let writer = tokio::spawn(async move {
            while let Some(frame) = queued.recv().await {
                if sink.send(Message::Text(frame)).await.is_err() {
                    break;
                }
            }
            let _ = sink.close().await;
        });
        loop {
            let message = tokio::select! {
                m = stream.next() => m,
                () = link.kick.notified() => break,
            };
            let Some(Ok(message)) = message else { break };
            let text = match message {
                Message::Text(text) => text,
                Message::Close(_) => break,
                _ => continue,
            };
            if !self.sessions.allow(viewer.user.id) {
                let _ = out.try_send(refused("too many requests: wait a moment and try again"));
                continue;
            }
            match serde_json::from_str::<Asked>(text.as_str()) {
                Ok(asked) => self.answer(conn, &viewer, &link, asked).await,
                Err(e) => {
                    let _ = out.try_send(refused(&format!("not a request this board makes: {e}")));
                }
            }
            if out.is_closed() {
                break;
            }
        }
        self.leave(conn);
        drop((out, link));
        let _ = writer.await;
        metrics().board_connected(-1);
    }

    async fn answer(&self, conn: u64, viewer: &Viewer, link: &Link, asked: Asked) {
        let out = &link.out;
        match asked {
            Asked::Games => {
                let frame = match self.core.board_listing(viewer).await {
                    Ok(listing) => json!({"t": "games", "games": listing.games, "challenges": listing.challenges})
                        .to_string()
                        .into(),
                    Err(why) => refused(&why),
                };
                send(out, frame);
            }
            Asked::Watch { game, at } => match self.core.board_view(viewer, game, at).await {
                Ok(view) => {
                    self.leave(conn);
                    self.stamp(game, view.stamp);
                    self.watching().entry(game).or_default().push(Watcher {
                        conn,
                        viewer: viewer.clone(),
                        link: link.clone(),
                    });
                    send(out, frame_of(&view));
                }
                Err(why) => send(out, refused(&why)),
            },
            Asked::Move { game, ply, notation } => {
                if notation.chars().count() > usize::from(MAX_MOVE_LENGTH) {
                    return send(out, refused("that move is longer than any move"));
                }
                match self.core.board_move(viewer, game, ply, &notation).await {
                    Ok(response) => {
                        metrics().board_moved();
                        self.owed.settle(response).await;
                        send(
                            out,
                            json!({"t": "played", "game": game, "ply": ply + 1}).to_string().into(),
                        );
                    }
                    Err(why) => {
                        send(out, refused(&why));
                        // The board may be behind: it gets the game as it stands.
                        if let Ok(view) = self.core.board_view(viewer, game, None).await {
                            send(out, frame_of(&view));
                        }
                    }
                }
            }
            Asked::Computer => match self.core.board_computer_game(viewer).await {
                Ok(response) => {
                    self.owed.settle(response).await;
                    Box::pin(self.answer(conn, viewer, link, Asked::Games)).await;
                }
                Err(why) => send(out, refused(&why)),
            },
            Asked::Accept { challenge } => match self.core.board_accept(viewer, challenge).await {
                Ok(response) => {
                    self.owed.settle(response).await;
                    Box::pin(self.answer(conn, viewer, link, Asked::Games)).await;
                }
                Err(why) => send(out, refused(&why)),
            },
        }
    }

    /// Forgets connection `conn`'s game.
    fn leave(&self, conn: u64) {
        let mut watching = self.watching();
        watching.retain(|_, watchers| {
            watchers.retain(|w| w.conn != conn);
            !watchers.is_empty()
        });
        let mut stamps = self.stamps.lock().unwrap_or_else(|p| p.into_inner());
        stamps.retain(|game, _| watching.contains_key(game));
    }

    fn stamp(&self, game: GameId, stamp: Millis) {
        self.stamps
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(game, stamp);
    }

    /// Sends `game` anew to every board watching it.
    async fn changed(&self, game: GameId) {
        let (links, viewers): (Vec<_>, Vec<_>) = {
            let watching = self.watching();
            let Some(watchers) = watching.get(&game) else {
                return;
            };
            watchers.iter().map(|w| (w.link.clone(), w.viewer.clone())).unzip()
        };
        let Ok(views) = self.core.board_views(game, &viewers).await else {
            return;
        };
        // Viewers who see the same (the same person, language) share one frame.
        let mut frames: HashMap<(zertz_data::UserId, usize), Utf8Bytes> = HashMap::new();
        for ((link, viewer), view) in links.iter().zip(&viewers).zip(views) {
            let frame = match view {
                Ok(view) => {
                    self.stamp(game, view.stamp);
                    frames
                        .entry((viewer.user.id, viewer.lang.index()))
                        .or_insert_with(|| frame_of(&view))
                        .clone()
                }
                Err(why) => refused(&why),
            };
            if let Err(mpsc::error::TrySendError::Full(_)) = link.out.try_send(frame) {
                // Closed rather than left a move behind: it reconnects and
                // catches up.
                tracing::debug!(%game, "a board fell behind; closing it");
                link.kick.notify_one();
            }
        }
    }
}

fn send(out: &mpsc::Sender<Utf8Bytes>, frame: Utf8Bytes) {
    let _ = out.try_send(frame);
}

fn frame_of(view: &crate::app::BoardView) -> Utf8Bytes {
    serde_json::to_string(view).unwrap_or_default().into()
}

fn refused(why: &str) -> Utf8Bytes {
    json!({"t": "refused", "why": why}).to_string().into()
}

/// Sends each game this process changes to its boards.
async fn hear(hub: Weak<Hub>, mut changes: broadcast::Receiver<GameId>) {
    loop {
        let heard = changes.recv().await;
        let Some(hub) = hub.upgrade() else {
            return;
        };
        match heard {
            Ok(game) => hub.changed(game).await,
            // Fell behind: every watched game is sent anew.
            Err(broadcast::error::RecvError::Lagged(_)) => {
                let games: Vec<GameId> = hub.watching().keys().copied().collect();
                for game in games {
                    hub.changed(game).await;
                }
            }
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// Looks at the watched games in the store now and then: one another
/// process changed is sent anew.
async fn look(hub: Weak<Hub>) {
    let mut every = tokio::time::interval(LOOK_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let Some(hub) = hub.upgrade() else {
            return;
        };
        let games: Vec<GameId> = hub.watching().keys().copied().collect();
        if games.is_empty() {
            continue;
        }
        let stamps = hub.core.board_stamps(games).await;
        let moved: Vec<GameId> = {
            let known = hub.stamps.lock().unwrap_or_else(|p| p.into_inner());
            stamps
                .into_iter()
                .filter(|(game, stamp)| known.get(game).is_some_and(|k| k != stamp))
                .map(|(game, _)| game)
                .collect()
        };
        for game in moved {
            hub.changed(game).await;
        }
    }
}
