//! Engine analysis of finished games (`/study analyse`): every position
//! searched at a fixed budget on the computer's bounded pool, the result
//! stored with the message it owes, so asking again answers at once and
//! a restart runs a pending analysis again.

use crate::metrics::Work;
use std::sync::Arc;

use tokio::sync::Semaphore;

use zertz_ai::analysis::{self, GameAnalysis, Mark, ANALYSIS_NODES};
use zertz_data::{AsyncStore, ClaimKind, GameId, LoadedGame, Millis, OutboxId, UserId};
use zertz_render::ChartWords;
use zertz_rules::{Game, Player};

use crate::app::interface::button::ButtonId;
use crate::app::interface::refusal::{failed, refuse, AnalysisRefusal, Answer};
use crate::app::interface::reply::{colours, Attachment, Button, ButtonStyle, Card, Post, Reply, Response};
use crate::app::interface::request::{Progress, Request};
use crate::app::outbox::changes::Changes;
use crate::app::outbox::HOLD;
use crate::app::services::bounded::on_pool;
use crate::app::services::chat_language;
use crate::app::services::claims::Claimed;
use crate::app::services::claims::Claims;
use crate::app::services::compose::labels;
use crate::app::services::pictures::{before, Pictures};
use crate::app::services::players::Players;
use crate::app::services::stored_analysis::{decode, encode, said, AnalysisSummary};
use crate::app::services::which_game::finished_game;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::words;

/// How long a process holds an analysis it runs: longer than any; if the
/// process dies, another runs it after this.
const ANALYSIS_CLAIM: Millis = 600_000;

/// The analysis component: analyses asked for, queued and bounded here,
/// searched on the computer's pool, stored with the message they owe;
/// and imported records (`import.rs`).
mod import;
mod queue;

pub use queue::MAX_QUEUED;
use queue::{Analyses, Slot};

pub use import::MAX_IMPORT_BYTES;

pub(in crate::app) struct Analysis {
    store: AsyncStore,
    /// Who and what is being analysed in this process.
    queue: Analyses,
    /// The computer's pool of searches, which analyses share.
    searches: Arc<Semaphore>,
    changes: Arc<Changes>,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
    claims: Arc<Claims>,
}

impl Analysis {
    pub(in crate::app) fn new(
        store: AsyncStore,
        searches: Arc<Semaphore>,
        changes: Arc<Changes>,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
        claims: Arc<Claims>,
    ) -> Analysis {
        Analysis {
            store,
            queue: Analyses::default(),
            searches,
            changes,
            pictures,
            players,
            claims,
        }
    }

    /// `/study analyse [game]`: the stored analysis, or a new one.
    pub(in crate::app) async fn analyse(&self, req: &Request, named: Option<GameId>) -> Answer<Response> {
        let loaded = finished_game(&self.store, req, named).await?;
        let id = loaded.meta.id;
        // Posted for all, so in the place's language.
        let lang = chat_language::spoken_here(&self.store, req).await?;
        if let Some(done) = self
            .store
            .read(move |s| s.analyses().analysis(id))
            .await?
            .and_then(|a| a.result)
        {
            let stored = decode(&done, &loaded.game).map_err(|e| failed("reading a stored analysis", e))?;
            let reply = self.analysis_message(lang, &loaded, &stored, req.can_attach).await;
            return Ok(Response::reply(reply));
        }
        let _held = self.hold_analysis(id, Some(req.user.id)).await?;
        // Posted where asked: in a game's thread, there.
        let (user, channel, now) = (req.user.id, req.room(), req.now);
        self.store
            .call(move |s| s.analyses_mut().request(id, user, channel, now))
            .await?;
        let due = req.now.saturating_add(HOLD);
        let (outbox, mut reply) = self
            .run_analysis(&loaded, &req.progress, (channel, req.can_attach), due, lang)
            .await?;
        if !req.can_embed {
            reply.card = None;
        }
        Ok(Response::owed(reply, Some(outbox)))
    }

    /// Holds the analysis of `game` (asked by `person`) here, and in the
    /// store, where another process may be running it; or says why not.
    async fn hold_analysis(&self, game: GameId, person: Option<UserId>) -> Answer<(Slot<'_>, Claimed)> {
        let slot = self.queue.claim(Some(game), person)?;
        match self
            .claims
            .claim_work(ClaimKind::Analysis, game.get(), ANALYSIS_CLAIM)
            .await
        {
            Some(claimed) => Ok((slot, claimed)),
            None => refuse(AnalysisRefusal::BeingAnalysed(game)),
        }
    }

    /// Analyses asked for and not done, as after a restart: each is run
    /// and its message owed in its channel. Returns the rows owed.
    pub(in crate::app) async fn run_pending(&self, now: Millis) -> Vec<OutboxId> {
        let pending = match self.store.read(|s| s.analyses().pending()).await {
            Ok(p) => p,
            Err(e) => {
                tracing::error!(error = %e, "listing the pending analyses failed");
                return Vec::new();
            }
        };
        let mut owed = Vec::new();
        for row in pending {
            let Ok(_held) = self.hold_analysis(row.game, None).await else {
                continue;
            };
            let (game, channel) = (row.game, row.channel);
            // Owed later, so in the language the chat was last addressed in.
            let read = self
                .store
                .read(move |s| Ok((s.games().load(game)?, chat_language::kept_in(s, channel)?)))
                .await;
            let (loaded, lang) = match read {
                Ok(read) => read,
                Err(e) => {
                    tracing::error!(%game, error = %e, "loading a game to analyse failed");
                    continue;
                }
            };
            match self
                .run_analysis(&loaded, &Progress::default(), (row.channel, true), now, lang)
                .await
            {
                Ok((id, _)) => owed.push(id),
                Err(e) => tracing::error!(%game, error = %e, "a pending analysis failed"),
            }
        }
        owed
    }

    /// Searches every position of `loaded` on the computer's pool, then
    /// keeps the result and owes its message, drawn, in `channel` (which
    /// takes files or not) from `due`, in one transaction.
    async fn run_analysis(
        &self,
        loaded: &LoadedGame,
        progress: &Progress,
        (channel, files): (zertz_data::ChannelId, bool),
        due: Millis,
        lang: Lang,
    ) -> Answer<(OutboxId, Reply)> {
        let id = loaded.meta.id;
        let what = say!(lang, Msg::AnalysisOfGame, game = id.to_string());
        let analysed = self.analyse_game(lang, &loaded.game, &what, progress).await?;
        let budget = nodes_for(&loaded.game);
        let json = encode(&analysed, budget).map_err(|e| failed("encoding an analysis", e))?;
        let summary = AnalysisSummary::of(&analysed, budget);
        let reply = self.analysis_message(lang, loaded, &summary, files).await;
        let now = crate::app::services::clock::now_ms();
        let (_, mut posts) = self
            .changes
            .commit(now, move |s, _| {
                s.analyses_mut().save(id, &json, now)?;
                Ok((
                    (),
                    vec![Post {
                        due,
                        ..Post::new(reply, channel, now)
                    }],
                ))
            })
            .await?;
        let post = posts
            .pop()
            .ok_or_else(|| failed("owing an analysis's message", "no message was owed"))?;
        let row = post
            .outbox
            .ok_or_else(|| failed("owing an analysis's message", "it has no row"))?;
        Ok((row, post.reply))
    }

    /// Searches every position of `game` on the computer's bounded pool
    /// of blocking threads, saying how far it got in `lang` (`what`: the
    /// game, said in it).
    pub(in crate::app) async fn analyse_game(
        &self,
        lang: Lang,
        game: &Game,
        what: &str,
        progress: &Progress,
    ) -> Answer<GameAnalysis> {
        let (game, report, what) = (game.clone(), progress.clone(), what.to_string());
        let started = std::time::Instant::now();
        let analysed = on_pool(&self.searches, Work::Analysis, move || {
            analysis::analyse(&game, nodes_for(&game), |step| {
                report.say(match step {
                    analysis::Step::Position { done, total } => {
                        say!(lang, Msg::AnalysisProgress, what = &what, done = done, total = total)
                    }
                    analysis::Step::SecondLook { number, done, total } => say!(
                        lang,
                        Msg::AnalysisSecondLook,
                        what = &what,
                        number = number,
                        done = done,
                        total = total
                    ),
                });
            })
        })
        .await?
        .map_err(|e| failed("searching a position to analyse", e))?;
        tracing::info!(ms = started.elapsed().as_millis() as u64, "game analysed");
        Ok(analysed)
    }

    /// Draws an analysis's pictures, off the async runtime: the win-chance
    /// graph as the card's picture, and the board after the better move
    /// instead of the worst blunder (or worst marked move), their words in
    /// `lang`. Files are named from `stem`.
    pub(in crate::app) async fn draw_analysis(
        &self,
        reply: &mut Reply,
        (game, names): (&Game, [String; 2]),
        stem: &str,
        a: &AnalysisSummary,
        lang: Lang,
    ) {
        let blunders: Vec<(usize, Player)> = a
            .marked
            .iter()
            .filter(|m| m.mark == Some(Mark::Blunder))
            .map(|m| (m.number, m.mover))
            .collect();
        let chances = a.chances.clone();
        let costliest: Vec<(usize, Player)> = a.worst().iter().map(|m| (m.number, m.mover)).collect();
        // The board before the costliest move, with the better move on it.
        let worst = a
            .worst()
            .first()
            .and_then(|m| Some((m.number, m.better?, before(game, m.number)?)));
        let first: String = names[0].chars().take(18).collect();
        let title = say!(lang, Msg::ChartChanceTitle);
        let caption = say!(lang, Msg::ChartChanceCaption, player = first.trim());
        let drawn = self
            .pictures
            .draw_off_thread(move |r| {
                let n = [names[0].as_str(), names[1].as_str()];
                let words = ChartWords {
                    title: &title,
                    caption: &caption,
                };
                let graph = r.win_chance_graph(&chances, &blunders, &costliest, n, words);
                let board =
                    worst.map(|(number, better, before)| (number, r.suggestion_png(&before, &better, n, labels(lang))));
                (graph, board)
            })
            .await;
        let (graph, board) = match drawn {
            Ok(drawn) => drawn,
            Err(e) => {
                tracing::error!(stem, error = %e, "drawing an analysis failed");
                return;
            }
        };
        match graph {
            Ok(bytes) => {
                let name = format!("{stem}-win-chance.png");
                if let Some(card) = &mut reply.card {
                    card.image = Some(name.clone());
                }
                reply.attachments.push(Attachment::new(name, bytes));
            }
            Err(e) => tracing::error!(stem, error = %e, "the win-chance graph failed"),
        }
        match board {
            Some((number, Ok(bytes))) => reply
                .attachments
                .push(Attachment::new(format!("{stem}-move-{number}-better.png"), bytes)),
            Some((_, Err(e))) => tracing::error!(stem, error = %e, "the better move's board failed"),
            None => {}
        }
    }

    /// Draws the stored analysis of game `id` as the pictures of `reply`,
    /// for a chat that takes files or not.
    pub(in crate::app) async fn draw_stored(&self, reply: &mut Reply, files: bool, id: GameId) -> Answer<()> {
        let (loaded, stored) = self
            .store
            .read(move |s| Ok((s.games().load(id)?, s.analyses().analysis(id)?.and_then(|a| a.result))))
            .await?;
        let json = stored.ok_or_else(|| failed("drawing an analysis", "it is not stored"))?;
        let a = decode(&json, &loaded.game).map_err(|e| failed("reading a stored analysis", e))?;
        let names = self.players.names(&loaded.meta).await;
        // Kept before messages had a language: English.
        if files {
            let stem = format!("zertz-{id}");
            self.draw_analysis(reply, (&loaded.game, names), &stem, &a, Lang::En)
                .await;
        }
        Ok(())
    }

    /// The analysis's message: each player's accuracy and marks, the worst
    /// moves with the better move, and its pictures where the chat takes
    /// files.
    async fn analysis_message(&self, lang: Lang, loaded: &LoadedGame, a: &AnalysisSummary, files: bool) -> Reply {
        let names = self.players.names(&loaded.meta).await;
        let title = say!(lang, Msg::AnalysisTitle, game = loaded.meta.id.to_string());
        let mut reply = analysis_reply(lang, &title, &names, a, &loaded.game);
        if !a.marked.is_empty() {
            reply.buttons.push(Button {
                id: ButtonId::Mistakes(loaded.meta.id),
                label: say!(lang, Msg::AnalysisLearn),
                style: ButtonStyle::Primary,
            });
        }
        let stem = format!("zertz-{}", loaded.meta.id);
        if files {
            self.draw_analysis(&mut reply, (&loaded.game, names), &stem, a, lang)
                .await;
        }
        reply
    }
}

/// The nodes each position of `game` is searched with: the bot's budget,
/// scaled to its board.
pub(in crate::app) fn nodes_for(game: &Game) -> u64 {
    analysis::budget(game.variant(), ANALYSIS_NODES)
}

/// The words and card of an analysis in `lang`, titled `title`.
pub(in crate::app) fn analysis_reply(
    lang: Lang,
    title: &str,
    names: &[String; 2],
    a: &AnalysisSummary,
    game: &Game,
) -> Reply {
    let mut text = String::new();
    let worst = a.worst();
    if worst.is_empty() {
        text.push_str(&say!(lang, Msg::AnalysisNothingMarked));
        text.push('\n');
    } else {
        text.push_str(&say!(lang, Msg::AnalysisCostliest));
        text.push('\n');
        for m in &worst {
            let played = said(game, m.number, &[m.played]).join("");
            let mark = m
                .mark
                .map_or(String::new(), |k| say!(lang, Msg::AnalysisMark, mark = k.name()));
            text.push_str(&say!(
                lang,
                Msg::AnalysisCostlyMove,
                number = m.number,
                player = &names[m.mover.index()],
                played = played,
                mark = mark,
                before = format!("{:.0}", m.before * 100.0),
                after = format!("{:.0}", m.after * 100.0)
            ));
            if m.better.is_some() {
                let line = said(game, m.number, &m.line);
                if let Some((better, rest)) = line.split_first() {
                    text.push_str(&say!(lang, Msg::AnalysisBetter, better = better));
                    if !rest.is_empty() {
                        text.push_str(&format!(" ({})", rest.join(", ")));
                    }
                }
            }
            text.push('\n');
        }
    }
    let all: Vec<String> = a
        .marked
        .iter()
        .take(40)
        .map(|m| {
            format!(
                "{}.{} {}",
                m.number,
                symbol(m.mark),
                said(game, m.number, &[m.played]).join("")
            )
        })
        .collect();
    if !all.is_empty() {
        text.push_str(&say!(lang, Msg::AnalysisMarks, marks = all.join(" · ")));
        text.push('\n');
    }
    text.push_str(&say!(lang, Msg::AnalysisBudget, nodes = words::thousands(a.budget)));
    let fields = (0..2)
        .map(|p| {
            let [i, m, b] = a.counts[p];
            let accuracy = a.accuracy[p].map_or("–".to_string(), |x| format!("{x:.0}"));
            (
                names[p].clone(),
                format!(
                    "{}\n{}",
                    say!(lang, Msg::AnalysisAccuracy, accuracy = accuracy),
                    say!(lang, Msg::AnalysisCounts, inaccuracies = i, mistakes = m, blunders = b)
                ),
            )
        })
        .collect();
    Reply {
        text,
        card: Some(Card {
            title: title.to_string(),
            colour: colours::DONE,
            fields,
            image: None,
        }),
        ..Reply::default()
    }
}

/// lichess's marks: `?!`, `?` and `??`.
fn symbol(mark: Option<Mark>) -> &'static str {
    match mark {
        Some(Mark::Blunder) => "??",
        Some(Mark::Mistake) => "?",
        Some(Mark::Inaccuracy) | None => "?!",
    }
}
