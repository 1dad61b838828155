//! The daily puzzle: turned on or off in a channel by those who may
//! manage the server, posted by the tick once a day in each such channel
//! (the same puzzle everywhere that day) with a Solve button, and naming
//! who solved the day before.

use zertz_ai::puzzle::Puzzle;
use zertz_data::{DailyResult, Millis, PuzzleId};
use zertz_rules::Game;

use super::{gone, Puzzles};
use crate::app::interface::button::ButtonId;
use crate::app::interface::refusal::{refuse, Answer, PuzzleRefusal, ServerRefusal};
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Post, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::services::chat_language;
use crate::app::services::compose::Composer;
use crate::app::services::puzzle_book::{game_at, goal_words, seat_names, DAY_MS};
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::Mark;

impl Puzzles {
    /// `/server daily on|off`, for those who may manage the server.
    pub(in crate::app) async fn daily(&self, req: &Request, on: bool) -> Answer<Response> {
        if req.guild.is_none() {
            return refuse(ServerRefusal::OutsideServer);
        }
        if !req.can_manage {
            return refuse(ServerRefusal::NotManager);
        }
        let (channel, guild, user, now, discord) = (req.channel, req.guild, req.user.id, req.now, req.place_lang);
        let changed = self
            .store
            .call(move |s| {
                s.atomically(|s| {
                    let changed = s.puzzles_mut().set_daily(channel, guild, on, user, now)?;
                    if on {
                        // The posts speak the place's language from the first.
                        let lang = chat_language::spoken_in(s, guild, discord)?;
                        s.chats_mut().addressed_in(channel, lang.into())?;
                    }
                    Ok(changed)
                })
            })
            .await?;
        let said = match (on, changed) {
            (true, true) => Msg::DailyOn,
            (true, false) => Msg::DailyAlreadyOn,
            (false, true) => Msg::DailyOff,
            (false, false) => Msg::DailyNotOn,
        };
        Ok(Response::private(req.lang.say(said, &[])))
    }

    /// The daily post's Solve button: that day's puzzle, privately.
    pub(in crate::app) async fn solve_daily(&self, req: &Request, day: i64) -> Answer<Response> {
        if day != req.now.div_euclid(DAY_MS) {
            return refuse(PuzzleRefusal::DailyOver);
        }
        let id = self.book.of_day(day).ok_or_else(gone)?;
        self.open_puzzle(req, id, true, Some(day)).await
    }

    /// Owes today's daily puzzle in every channel that has it on and has
    /// not had it yet, each post noted with its message in one transaction.
    pub(in crate::app) async fn post_dailies(&self, now: Millis) -> Vec<zertz_data::OutboxId> {
        let day = now.div_euclid(DAY_MS);
        let Some(puzzle) = self.book.of_day(day).and_then(|id| self.book.get(id)) else {
            return Vec::new();
        };
        let channels = match self.store.read(move |s| s.puzzles().daily_due(day)).await {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(day, error = %e, "listing the channels due a daily puzzle failed");
                return Vec::new();
            }
        };
        let Some(game) = game_at(puzzle, 0) else {
            tracing::error!(puzzle = puzzle.id, "the daily puzzle's position does not replay");
            return Vec::new();
        };
        let mut owed = Vec::new();
        for channel in channels {
            let id = PuzzleId(puzzle.id);
            let (game, puzzle) = (game.clone(), puzzle.clone());
            let posted = self
                .changes
                .commit(now, move |s, c| {
                    if !s.puzzles_mut().note_daily_post(channel, day, id)? {
                        return Ok(((), Vec::new()));
                    }
                    // Posted on its own: in the chat's language.
                    let c = &c.in_chat(s, channel)?;
                    let yesterday = s.puzzles().daily_result(channel, day - 1)?;
                    let shown = (game, start_names(c.lang, &puzzle));
                    let goal = goal_words(c.lang, &puzzle, true);
                    let reply = daily_message(c, (id, &shown), day, &goal, &yesterday);
                    Ok(((), vec![Post::new(reply, channel, now)]))
                })
                .await;
            match posted {
                Ok(((), posts)) => owed.extend(posts.iter().filter_map(|p| p.outbox)),
                Err(e) => tracing::error!(%channel, day, error = %e, "owing the daily puzzle failed"),
            }
        }
        owed
    }
}

impl Puzzles {
    /// Puzzle `id`'s board as a post shows it, with its seats' names in
    /// `lang`.
    pub(in crate::app) fn start_board(&self, id: PuzzleId, lang: Lang) -> Option<(Game, [String; 2])> {
        let puzzle = self.book.get(id)?;
        Some((game_at(puzzle, 0)?, start_names(lang, puzzle)))
    }
}

/// The seats of a puzzle's board as a post shows it, the solver's "to
/// move".
fn start_names(lang: Lang, puzzle: &Puzzle) -> [String; 2] {
    seat_names(lang, puzzle, &say!(lang, Msg::PuzzleSeatToMove))
}

/// The daily post: the puzzle's board (`shown`, with its seats' names),
/// the Solve button, and yesterday's solvers.
fn daily_message(
    c: &Composer,
    (id, shown): (PuzzleId, &(Game, [String; 2])),
    day: i64,
    goal: &str,
    yesterday: &DailyResult,
) -> Reply {
    let lang = c.lang;
    let mut text = format!(
        "{}\n{goal}\n{}",
        say!(lang, Msg::DailyHeading, puzzle = id.0),
        say!(lang, Msg::DailyPressSolve)
    );
    if yesterday.tried > 0 {
        let solvers: Vec<String> = yesterday.solvers.iter().map(|&u| Mark::user(u)).collect();
        let who = if solvers.is_empty() {
            say!(lang, Msg::DailyNobody)
        } else {
            solvers.join(", ")
        };
        text.push('\n');
        text.push_str(&say!(
            lang,
            Msg::DailyYesterday,
            who = who,
            solved = yesterday.solvers.len(),
            tried = yesterday.tried
        ));
    }
    let mut reply = Reply {
        text,
        buttons: vec![Button::new(
            ButtonId::Daily(day),
            &say!(lang, Msg::SolveButton),
            ButtonStyle::Primary,
        )],
        card: Some(Card {
            title: say!(lang, Msg::DailyCardTitle, puzzle = id.0),
            colour: colours::CHALLENGE,
            ..Card::default()
        }),
        ..Reply::default()
    };
    c.owe_puzzle_board(&mut reply, id, &shown.0, &shown.1);
    reply
}
