//! The board the Activity shows: which games a viewer may see there, and
//! each as a view with its legal moves. Moves made on it take the picker's
//! road (see [`crate::app::Core::board_move`]); nothing here records one.
//!
//! A viewer sees the games shown in their Activity's channel, and their
//! own games wherever they are played; nothing else.

mod view;

use std::sync::Arc;

use zertz_data::{AsyncStore, ChannelId, GameId, GameMeta, LoadedGame, Millis};

use crate::app::interface::refusal::{refuse, Answer, BoardRefusal};
use crate::app::interface::request::User;
use crate::app::services::players::Players;
use crate::app::text::lang::{say, Lang, Msg};
pub use view::BoardView;

/// How many finished games of the channel the list offers to step through.
const FINISHED_LISTED: usize = 10;

/// Who looks at the board, and from where.
#[derive(Clone, Debug)]
pub struct Viewer {
    /// The person, as Discord told the bot.
    pub user: User,
    /// The channel of their Activity's instance, as Discord told the bot.
    pub channel: ChannelId,
    /// Their language.
    pub lang: Lang,
}

/// A game in the viewer's list.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Listed {
    /// The game.
    pub game: GameId,
    /// Its number and players.
    pub title: String,
    /// Whether the viewer plays in it.
    pub mine: bool,
    /// Whether it is over.
    pub finished: bool,
}

/// A challenge the viewer may accept.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Offered {
    /// The challenge.
    pub id: zertz_data::ChallengeId,
    /// Who challenged.
    pub title: String,
}

/// The games and challenges a viewer's list shows.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Listing {
    /// Their own games first, then the channel's, active before finished.
    pub games: Vec<Listed>,
    /// Challenges to them in the channel.
    pub challenges: Vec<Offered>,
}

/// The board component: reads games for the Activity.
pub(in crate::app) struct Boards {
    store: AsyncStore,
    players: Arc<Players>,
}

impl Boards {
    pub(in crate::app) fn new(store: AsyncStore, players: Arc<Players>) -> Boards {
        Boards { store, players }
    }

    /// The games `viewer` may see, theirs first.
    pub(in crate::app) async fn listing(&self, viewer: &Viewer, now: Millis) -> Answer<Listing> {
        let (user, channel) = (viewer.user.id, viewer.channel);
        let (metas, challenges, names) = self
            .store
            .read(move |s| {
                let mut metas = s.games().shown_in(channel, FINISHED_LISTED)?;
                for own in s.games().active_games_of_user(user)? {
                    if !metas.iter().any(|m| m.id == own.id) {
                        metas.push(own);
                    }
                }
                let challenges = s.challenges().open_to(user, channel, now)?;
                let mut ids: Vec<_> = metas.iter().flat_map(|m| m.players).collect();
                ids.extend(challenges.iter().map(|c| c.challenger));
                let names = s.players().names(&ids)?;
                Ok((metas, challenges, names))
            })
            .await?;
        let name = |id| names.get(&id).cloned().unwrap_or_else(|| id.to_string());
        let mut games: Vec<Listed> = metas
            .iter()
            .map(|m| Listed {
                game: m.id,
                title: format!("#{} {} – {}", m.id.0, name(m.players[0]), name(m.players[1])),
                mine: m.player_of(user).is_some(),
                finished: m.outcome.is_some(),
            })
            .collect();
        // Stable: within each group, the store's order stays.
        games.sort_by_key(|g| (!g.mine || g.finished, g.finished));
        let challenges = challenges
            .iter()
            .map(|c| Offered {
                id: c.id,
                title: name(c.challenger),
            })
            .collect();
        Ok(Listing { games, challenges })
    }

    /// `game` as `viewer` sees it, after `at` moves (the last, without).
    pub(in crate::app) async fn view(&self, viewer: &Viewer, game: GameId, at: Option<usize>) -> Answer<BoardView> {
        let mut views = self.views(game, std::slice::from_ref(viewer), at).await?;
        views.pop().unwrap_or_else(|| refuse(BoardRefusal::NotShownHere(game)))
    }

    /// `game` as each of `viewers` sees it after `at` moves, the game read
    /// once: one answer a viewer, in order.
    pub(in crate::app) async fn views(
        &self,
        game: GameId,
        viewers: &[Viewer],
        at: Option<usize>,
    ) -> Answer<Vec<Answer<BoardView>>> {
        let (loaded, analysis) = self
            .store
            .read(move |s| {
                let loaded = s.games().load(game)?;
                let analysis = s.analyses().analysis(game)?.and_then(|a| a.result);
                Ok((loaded, analysis))
            })
            .await?;
        let names = self.players.names(&loaded.meta).await;
        Ok(viewers
            .iter()
            .map(|viewer| {
                shown_to(viewer, &loaded.meta)?;
                Ok(view::of(&loaded, at, viewer, &names, analysis.as_deref()))
            })
            .collect())
    }

    /// The game with its moves, if `viewer` may see it.
    pub(in crate::app) async fn game(&self, viewer: &Viewer, game: GameId) -> Answer<LoadedGame> {
        let loaded = self.store.read(move |s| s.games().load(game)).await?;
        shown_to(viewer, &loaded.meta)?;
        Ok(loaded)
    }
}

/// Whether `viewer` may see the game of `meta`: it is shown in their
/// channel (played there or in its thread there), or they play in it.
fn shown_to(viewer: &Viewer, meta: &GameMeta) -> Answer<()> {
    let here = meta.channel == viewer.channel || meta.thread.as_ref().is_some_and(|t| t.id == viewer.channel);
    if here || meta.player_of(viewer.user.id).is_some() {
        Ok(())
    } else {
        refuse(BoardRefusal::NotShownHere(meta.id))
    }
}

/// The Activity's words in `lang`, from the bot's Fluent files, by the
/// keys the client looks them up by.
pub fn client_words(lang: Lang) -> Vec<(&'static str, String)> {
    let pairs: [(&str, String); 19] = [
        ("lang", lang.tag().to_string()),
        ("connecting", say!(lang, Msg::BoardConnecting)),
        ("reconnecting", say!(lang, Msg::BoardReconnecting)),
        ("no-games", say!(lang, Msg::BoardNoGames)),
        ("play-computer", say!(lang, Msg::BoardPlayComputer)),
        ("accept", say!(lang, Msg::AcceptButton)),
        ("pool", say!(lang, Msg::PicturePool)),
        ("confirm", say!(lang, Msg::PickerConfirmShort)),
        ("clear", say!(lang, Msg::BoardClear)),
        ("pass", say!(lang, Msg::BoardPass)),
        ("sending", say!(lang, Msg::BoardSending)),
        ("hint-capture", say!(lang, Msg::BoardHintCapture)),
        ("hint-place", say!(lang, Msg::BoardHintPlace)),
        ("hint-pass", say!(lang, Msg::BoardHintPass)),
        ("hint-colour", say!(lang, Msg::BoardHintColour)),
        ("hint-placed", say!(lang, Msg::BoardHintPlaced)),
        ("hint-jumping", say!(lang, Msg::BoardHintJumping)),
        ("hint-ready", say!(lang, Msg::BoardHintReady)),
        (
            "deadline",
            say!(lang, Msg::BoardDeadline, status = "{status}", deadline = "{deadline}"),
        ),
    ];
    pairs.into()
}
