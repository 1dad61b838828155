//! The listings component: one's active games, the leaderboards, a
//! player's record (`mod.rs`), and showing a game: its board, moves,
//! replay and record (`show.rs`), and the rules card.

use std::sync::Arc;

use zertz_data::{AsyncStore, RatingRow, Scope, UserId};
use zertz_render::{ink, Series};
use zertz_rules::Outcome;

use super::button::ButtonId;
use super::choices::LeaderboardScope;
use super::compose::Composing;
use super::lang::Lang;
use super::lessons::course_line;
use super::pairing::Seating;
use super::pictures::Pictures;
use super::players::Players;
use super::refusal::Answer;
use super::reply::{colours, Button, ButtonStyle, Card, Reply, Response};
use super::request::{Request, User};
use super::words;

mod show;

/// Games listed at most by `/zertz games`.
const GAMES_LISTED: usize = 20;

/// Rated games needed to appear on a leaderboard.
pub const LEADERBOARD_MIN_GAMES: u32 = 1;
/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;

/// The listings component's state and the components it uses.
pub(super) struct Listings {
    store: AsyncStore,
    composing: Composing,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
}

impl Listings {
    pub(super) fn new(
        store: AsyncStore,
        composing: Composing,
        pictures: Arc<Pictures>,
        players: Arc<Players>,
    ) -> Listings {
        Listings {
            store,
            composing,
            pictures,
            players,
        }
    }

    /// The rating scope a leaderboard shows.
    fn scope(&self, req: &Request, board: LeaderboardScope) -> Scope {
        match board {
            LeaderboardScope::Global => Scope::Global,
            LeaderboardScope::Puzzles => Scope::Puzzles,
            LeaderboardScope::Server => Scope::of(req.guild),
        }
    }

    /// Stats lines for a person's games against the computer.
    async fn computer_record_words(&self, user: UserId) -> String {
        let record = self
            .store
            .read(move |s| s.computer().record(user))
            .await
            .unwrap_or_default();
        if record.is_empty() {
            return String::new();
        }
        let parts: Vec<String> = record
            .iter()
            .map(|r| format!("{} {}–{}–{}", r.level.as_str(), r.wins, r.losses, r.draws))
            .collect();
        format!("Against the computer (won–lost–drawn): {}\n", parts.join(" · "))
    }

    pub(in crate::app) async fn games(&self, req: &Request) -> Answer<Response> {
        let (user, guild) = (req.user.id, req.guild);
        let mut games = self.store.read(move |s| s.games().active_games_of(user, guild)).await?;
        if games.is_empty() {
            return Ok(Response::private("You have no active games on this server."));
        }
        games.truncate(GAMES_LISTED);
        let names = self.players.names_of(&games).await;
        let now = req.now;
        let others: Vec<zertz_data::UserId> = games
            .iter()
            .map(|g| g.user(g.player_of(user).unwrap_or(zertz_rules::Player::First).other()))
            .collect();
        let away = self
            .store
            .read(move |s| {
                others
                    .iter()
                    .map(|&u| s.vacations().until(u, now))
                    .collect::<Result<Vec<_>, _>>()
            })
            .await
            .unwrap_or_default();
        let mut text = String::from("Your active games:\n");
        for (i, (g, names)) in games.iter().zip(&names).enumerate() {
            let seat = g.player_of(user).unwrap_or(zertz_rules::Player::First);
            let opponent = &names[seat.other().index()];
            let turn = if g.to_move() == user {
                "**your move**".to_string()
            } else {
                match away.get(i).copied().flatten() {
                    Some(back) => format!("their move (on vacation until {})", super::words::when(back, 'f')),
                    None => "their move".to_string(),
                }
            };
            // Discord writes "@me" where a direct message has no guild.
            let guild = g.guild.map_or("@me".to_string(), |g| g.to_string());
            let link = match g.board_message_id {
                Some(m) => format!(" · [board](https://discord.com/channels/{guild}/{}/{m})", g.channel),
                None => String::new(),
            };
            text.push_str(&format!(
                "#{} vs {opponent} in <#{}> · move {} · {turn}{link}\n",
                g.id,
                g.channel,
                g.ply + 1
            ));
        }
        Ok(Response::private(text))
    }

    /// A leaderboard page; a page past the end shows the last one.
    pub(in crate::app) async fn leaderboard(
        &self,
        req: &Request,
        board: LeaderboardScope,
        page: usize,
    ) -> Answer<Reply> {
        let scope = self.scope(req, board);
        let per = LEADERBOARD_PAGE;
        let mut rows = self
            .store
            .read(move |s| s.ratings().leaderboard(scope, page, per, LEADERBOARD_MIN_GAMES))
            .await?;
        let pages = usize::try_from(rows.total).unwrap_or(usize::MAX).div_ceil(per).max(1);
        let page = if page >= pages {
            let last = pages - 1;
            rows = self
                .store
                .read(move |s| s.ratings().leaderboard(scope, last, per, LEADERBOARD_MIN_GAMES))
                .await?;
            last
        } else {
            page
        };
        let (title, played, empty) = match scope {
            zertz_data::Scope::Global => ("everyone", "games", "No rated games yet. Finish a game to appear here."),
            zertz_data::Scope::Guild(_) => (
                "this server",
                "games",
                "No rated games yet. Finish a game to appear here.",
            ),
            zertz_data::Scope::Puzzles => ("puzzles", "tries", "No puzzles tried yet. Try one with `/puzzle`."),
        };
        let mut text = format!("**ZÈRTZ leaderboard: {title}** (page {} of {pages})\n", page + 1);
        // A DM or group DM has no server: its "server" board is everyone's.
        let no_server = board == LeaderboardScope::Server && req.guild.is_none();
        if no_server {
            text.push_str("-# A private chat has no server of its own, and ratings are global: this is everyone's.\n");
        }
        if rows.rows.is_empty() {
            text.push_str(empty);
        } else {
            text.push_str(&format!("```\n  #  player               rating  {played:>6}   W/L/D\n"));
            for (i, r) in rows.rows.iter().enumerate() {
                let name: String = r.name.chars().take(20).collect();
                text.push_str(&format!(
                    "{:>3}  {:<20} {:>6.0}  {:>6}   {}/{}/{}\n",
                    page * per + i + 1,
                    name,
                    r.rating,
                    r.games,
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            text.push_str("```\nOrdered by rating minus twice its uncertainty.");
        }
        let mut buttons = Vec::new();
        if page > 0 {
            let id = ButtonId::Leaderboard(board, page - 1);
            buttons.push(Button::new(id, "◀ Previous", ButtonStyle::Secondary));
        }
        if page + 1 < pages {
            let id = ButtonId::Leaderboard(board, page + 1);
            buttons.push(Button::new(id, "Next ▶", ButtonStyle::Secondary));
        }
        let title = match board {
            LeaderboardScope::Server if no_server => "ZÈRTZ leaderboard · everyone",
            LeaderboardScope::Server => "ZÈRTZ leaderboard · this server",
            LeaderboardScope::Global => "ZÈRTZ leaderboard · everyone",
            LeaderboardScope::Puzzles => "ZÈRTZ leaderboard · puzzles",
        };
        Ok(Reply {
            text,
            buttons,
            card: Some(Card {
                title: title.to_string(),
                colour: colours::DONE,
                ..Card::default()
            }),
            ..Reply::default()
        })
    }

    pub(in crate::app) async fn stats(&self, req: &Request, player: Option<&User>) -> Answer<Response> {
        let who = player.cloned().unwrap_or_else(|| req.user.clone());
        let (id, guild) = (who.id, req.guild);
        let stats = self.store.read(move |s| s.ratings().player_stats(id, guild, 5)).await?;
        let name = stats.name.clone().unwrap_or(who.name.clone());
        let mut text = format!("**{name}**\n");
        text.push_str(&rating_line("Global", stats.global.as_ref()));
        if req.guild.is_some() {
            text.push_str(&rating_line("This server", stats.guild.as_ref()));
        }
        let streak = match stats.streak {
            0 => "none".to_string(),
            n if n > 0 => format!("{n} win{}", if n == 1 { "" } else { "s" }),
            n => format!("{} loss{}", n.unsigned_abs(), if n == -1 { "" } else { "es" }),
        };
        text.push_str(&format!("Current streak: {streak}\n"));
        let now = req.now;
        let ((puzzles, solved_in_a_row), practice, course) = self
            .store
            .read(move |s| {
                Ok((
                    s.puzzles().record(id)?,
                    s.practice().counts(id, now)?,
                    s.lessons().progress(id)?,
                ))
            })
            .await?;
        // The stats are in English yet: their course line too.
        if let Some(line) = course_line(Lang::En, &course) {
            text.push_str(&line);
            text.push('\n');
        }
        text.push_str(&match puzzles {
            Some(r) => format!(
                "Puzzles: **{:.0}** ± {:.0} · {} solved of {} · streak {solved_in_a_row}\n",
                r.rating,
                2.0 * r.deviation,
                r.wins,
                r.games
            ),
            None => "Puzzles: none tried yet (`/puzzle`)\n".to_string(),
        });
        if practice.waiting > 0 {
            text.push_str(&format!(
                "Practice: {} in the set, {} due now (`/study practice`)\n",
                words::counted(u64::from(practice.waiting), "position waits", "positions wait"),
                practice.due
            ));
        }
        text.push_str(&self.computer_record_words(id).await);
        let events = self
            .store
            .read(move |s| s.tournaments().tournaments_played(id, EVENTS_LOOKED_AT))
            .await?;
        text.push_str(&tournament_words(&events, id));
        if !stats.recent.is_empty() {
            text.push_str("Last games:\n");
            let names = self.players.names_of(&stats.recent).await;
            for (g, names) in stats.recent.iter().zip(&names) {
                let seat = g.player_of(id).unwrap_or(zertz_rules::Player::First);
                let result = match g.outcome.and_then(Outcome::winner) {
                    Some(w) if w == seat => "won",
                    Some(_) => "lost",
                    None => "drew",
                };
                text.push_str(&format!(
                    "· #{} {result} against {} ({})\n",
                    g.id,
                    names[seat.other().index()],
                    g.variant
                ));
            }
        }
        let mut reply = Reply::private(text);
        let mut card = Card {
            title: format!("ZÈRTZ stats · {name}"),
            colour: colours::FIRST,
            ..Card::default()
        };
        if req.can_attach {
            if let Some(chart) = self.rating_chart(&name, id, guild).await {
                card.image = Some(chart.name.clone());
                reply.attachments.push(chart);
            }
        }
        reply.card = Some(card);
        Ok(Response::reply(reply))
    }

    /// A chart of the player's ratings (everyone's and this server's) over
    /// time, once they have two rated games.
    async fn rating_chart(
        &self,
        name: &str,
        user: zertz_data::UserId,
        guild: Option<zertz_data::GuildId>,
    ) -> Option<super::reply::Attachment> {
        let (global, server) = self
            .store
            .read(move |s| {
                let server = match guild {
                    Some(g) => s.ratings().rating_history(user, zertz_data::Scope::Guild(g))?,
                    None => Vec::new(),
                };
                Ok((s.ratings().rating_history(user, zertz_data::Scope::Global)?, server))
            })
            .await
            .ok()?;
        if global.len() < 2 {
            return None;
        }
        let points = |h: &[zertz_data::RatingPoint]| -> Vec<(i64, f64, Option<f64>)> {
            h.iter().map(|p| (p.at, p.rating, p.deviation)).collect()
        };
        let (global, server) = (points(&global), points(&server));
        let title = name.to_owned();
        let drawn = self
            .pictures
            .draw_now(move |r| {
                let mut series = vec![Series {
                    label: "Everyone",
                    colour: ink::GOLD,
                    points: &global,
                }];
                if server.len() >= 2 {
                    series.push(Series {
                        label: "This server",
                        colour: ink::HIGHLIGHT,
                        points: &server,
                    });
                }
                r.rating_chart(&title, &series)
            })
            .await;
        match drawn {
            Ok(Ok(bytes)) => Some(super::reply::Attachment::new(format!("zertz-rating-{user}.png"), bytes)),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "the rating chart failed");
                None
            }
            Err(e) => {
                tracing::error!(error = %e, "drawing the rating chart failed");
                None
            }
        }
    }
}

fn rating_line(label: &str, r: Option<&RatingRow>) -> String {
    match r {
        Some(r) => format!(
            "{label}: **{:.0}** ± {:.0} · {} game{}: {} won, {} lost, {} drawn\n",
            r.rating,
            2.0 * r.deviation,
            r.games,
            if r.games == 1 { "" } else { "s" },
            r.wins,
            r.losses,
            r.draws
        ),
        None => format!("{label}: no rated games yet\n"),
    }
}

/// The finished tournaments looked at for a player's best place.
const EVENTS_LOOKED_AT: usize = 50;

/// "Tournaments: 3 played · best place 1st of 8 (Winter Cup)", or
/// nothing for a player who has finished none.
fn tournament_words(events: &[zertz_data::LoadedTournament], user: zertz_data::UserId) -> String {
    let best = events
        .iter()
        .filter_map(|t| {
            let place = Seating::of(t).place_of(user)?;
            Some((place, t.entries.len(), t.tournament.name.as_str()))
        })
        .min_by_key(|&(place, players, _)| (place, std::cmp::Reverse(players)));
    match best {
        Some((place, players, name)) => format!(
            "Tournaments: {} played · best place {} of {players} ({name})\n",
            events.len(),
            words::ordinal(place)
        ),
        None => String::new(),
    }
}
