//! The listings component: one's active games, the leaderboards, a
//! player's record (`mod.rs`), and showing a game: its board, moves,
//! replay and record (`show.rs`), and the rules card.

use std::sync::Arc;

use zertz_data::{AsyncStore, RatingRow, Scope, UserId};
use zertz_render::{ink, Series};
use zertz_rules::Outcome;

use crate::app::features::lessons::course_line;
use crate::app::interface::button::ButtonId;
use crate::app::interface::choices::LeaderboardScope;
use crate::app::interface::refusal::Answer;
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Reply, Response};
use crate::app::interface::request::{Request, User};
use crate::app::services::chat_language;
use crate::app::services::compose::Composing;
use crate::app::services::pairing::Seating;
use crate::app::services::pictures::Pictures;
use crate::app::services::players::Players;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};

mod show;

/// Games listed at most by `/zertz games`.
const GAMES_LISTED: usize = 20;

/// Rated games needed to appear on a leaderboard.
pub const LEADERBOARD_MIN_GAMES: u32 = 1;
/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;

/// The listings component's state and the components it uses.
pub(in crate::app) struct Listings {
    store: AsyncStore,
    composing: Composing,
    pictures: Arc<Pictures>,
    players: Arc<Players>,
}

impl Listings {
    pub(in crate::app) fn new(
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
    async fn computer_record_words(&self, lang: Lang, user: UserId) -> String {
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
        format!("{}\n", say!(lang, Msg::StatsComputer, records = parts.join(" · ")))
    }

    pub(in crate::app) async fn games(&self, req: &Request) -> Answer<Response> {
        let (user, guild, lang) = (req.user.id, req.guild, req.lang);
        let mut games = self.store.read(move |s| s.games().active_games_of(user, guild)).await?;
        if games.is_empty() {
            return Ok(Response::private(say!(lang, Msg::GamesNone)));
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
        let mut text = format!("{}\n", say!(lang, Msg::GamesHeading));
        for (i, (g, names)) in games.iter().zip(&names).enumerate() {
            let seat = g.player_of(user).unwrap_or(zertz_rules::Player::First);
            let opponent = &names[seat.other().index()];
            let turn = if g.to_move() == user {
                say!(lang, Msg::GamesYourMove)
            } else {
                match away.get(i).copied().flatten() {
                    Some(back) => say!(
                        lang,
                        Msg::GamesTheirMoveAway,
                        until = Mark::time(back, TimeStyle::DateTime)
                    ),
                    None => say!(lang, Msg::GamesTheirMove),
                }
            };
            // Discord writes "@me" where a direct message has no guild.
            let guild = g.guild.map_or("@me".to_string(), |g| g.to_string());
            let link = match g.board_message_id {
                Some(m) => format!(
                    " · [{}](https://discord.com/channels/{guild}/{}/{m})",
                    say!(lang, Msg::GamesBoardLink),
                    g.channel
                ),
                None => String::new(),
            };
            let line = say!(
                lang,
                Msg::GamesLine,
                game = g.id.to_string(),
                opponent = opponent,
                channel = Mark::channel(g.channel),
                move = g.ply + 1,
                turn = turn,
                link = link
            );
            text.push_str(&line);
            text.push('\n');
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
        // Posted for all, so in the place's language.
        let lang = chat_language::spoken_here(&self.store, req).await?;
        // A DM or group DM has no server: its "server" board is everyone's.
        let no_server = board == LeaderboardScope::Server && req.guild.is_none();
        let shown = match scope {
            zertz_data::Scope::Global => "everyone",
            zertz_data::Scope::Guild(_) => "server",
            zertz_data::Scope::Puzzles => "puzzles",
        };
        let mut text = say!(
            lang,
            Msg::LeaderboardHeading,
            board = shown,
            page = page + 1,
            pages = pages
        );
        text.push('\n');
        if no_server {
            text.push_str(&say!(lang, Msg::LeaderboardPrivateChat));
            text.push('\n');
        }
        if rows.rows.is_empty() {
            text.push_str(&say!(lang, Msg::LeaderboardEmpty, board = shown));
        } else {
            let (player, rating, played, record) = (
                say!(lang, Msg::LeaderboardPlayer),
                say!(lang, Msg::LeaderboardRating),
                say!(lang, Msg::LeaderboardPlayed, board = shown),
                say!(lang, Msg::LeaderboardRecord),
            );
            text.push_str(&format!("```\n  #  {player:<20} {rating:>8}  {played:>8}   {record}\n"));
            for (i, r) in rows.rows.iter().enumerate() {
                let name: String = r.name.chars().take(20).collect();
                text.push_str(&format!(
                    "{:>3}  {:<20} {:>8.0}  {:>8}   {}/{}/{}\n",
                    page * per + i + 1,
                    name,
                    r.rating,
                    r.games,
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            text.push_str("```\n");
            text.push_str(&say!(lang, Msg::LeaderboardOrder));
        }
        let mut buttons = Vec::new();
        if page > 0 {
            let id = ButtonId::Leaderboard(board, page - 1);
            buttons.push(Button::new(
                id,
                &say!(lang, Msg::LeaderboardPrevious),
                ButtonStyle::Secondary,
            ));
        }
        if page + 1 < pages {
            let id = ButtonId::Leaderboard(board, page + 1);
            buttons.push(Button::new(
                id,
                &say!(lang, Msg::LeaderboardNext),
                ButtonStyle::Secondary,
            ));
        }
        let title = say!(
            lang,
            Msg::LeaderboardTitle,
            board = if no_server { "everyone" } else { shown }
        );
        Ok(Reply {
            text,
            buttons,
            card: Some(Card {
                title,
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
        let lang = req.lang;
        let mut text = format!("**{name}**\n");
        text.push_str(&rating_line(lang, "global", stats.global.as_ref()));
        if req.guild.is_some() {
            text.push_str(&rating_line(lang, "server", stats.guild.as_ref()));
        }
        let (kind, count) = match stats.streak {
            0 => ("none", 0),
            n if n > 0 => ("wins", n.unsigned_abs()),
            n => ("losses", n.unsigned_abs()),
        };
        text.push_str(&say!(lang, Msg::StatsStreak, kind = kind, count = count));
        text.push('\n');
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
        if let Some(line) = course_line(lang, &course) {
            text.push_str(&line);
            text.push('\n');
        }
        text.push_str(&match puzzles {
            Some(r) => say!(
                lang,
                Msg::StatsPuzzles,
                rating = format!("{:.0}", r.rating),
                deviation = format!("{:.0}", 2.0 * r.deviation),
                solved = r.wins,
                tried = r.games,
                streak = solved_in_a_row
            ),
            None => say!(lang, Msg::StatsNoPuzzles),
        });
        text.push('\n');
        if practice.waiting > 0 {
            text.push_str(&say!(
                lang,
                Msg::StatsPractice,
                count = practice.waiting,
                due = practice.due
            ));
            text.push('\n');
        }
        text.push_str(&self.computer_record_words(lang, id).await);
        let events = self
            .store
            .read(move |s| s.tournaments().tournaments_played(id, EVENTS_LOOKED_AT))
            .await?;
        text.push_str(&tournament_words(lang, &events, id));
        if !stats.recent.is_empty() {
            text.push_str(&say!(lang, Msg::StatsLastGames));
            text.push('\n');
            let names = self.players.names_of(&stats.recent).await;
            for (g, names) in stats.recent.iter().zip(&names) {
                let seat = g.player_of(id).unwrap_or(zertz_rules::Player::First);
                let result = match g.outcome.and_then(Outcome::winner) {
                    Some(w) if w == seat => "won",
                    Some(_) => "lost",
                    None => "drew",
                };
                let line = say!(
                    lang,
                    Msg::StatsLastGame,
                    game = g.id.to_string(),
                    result = result,
                    opponent = &names[seat.other().index()],
                    variant = g.variant.to_string()
                );
                text.push_str(&line);
                text.push('\n');
            }
        }
        let mut reply = Reply::private(text);
        let mut card = Card {
            title: say!(lang, Msg::StatsTitle, name = &name),
            colour: colours::FIRST,
            ..Card::default()
        };
        if req.can_attach {
            if let Some(chart) = self.rating_chart(lang, &name, id, guild).await {
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
        lang: Lang,
        name: &str,
        user: zertz_data::UserId,
        guild: Option<zertz_data::GuildId>,
    ) -> Option<crate::app::interface::reply::Attachment> {
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
                let (everyone, server_label) = (say!(lang, Msg::ChartEveryone), say!(lang, Msg::ChartThisServer));
                let mut series = vec![Series {
                    label: &everyone,
                    colour: ink::GOLD,
                    points: &global,
                }];
                if server.len() >= 2 {
                    series.push(Series {
                        label: &server_label,
                        colour: ink::HIGHLIGHT,
                        points: &server,
                    });
                }
                let caption = |games: usize, days: i64| say!(lang, Msg::ChartCaption, games = games, days = days);
                r.rating_chart(&title, &series, &caption)
            })
            .await;
        match drawn {
            Ok(Ok(bytes)) => Some(crate::app::interface::reply::Attachment::new(
                format!("zertz-rating-{user}.png"),
                bytes,
            )),
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

/// One scope's rating (`scope` is `global` or `server`), a line.
fn rating_line(lang: Lang, scope: &str, r: Option<&RatingRow>) -> String {
    let line = match r {
        Some(r) => say!(
            lang,
            Msg::StatsRating,
            scope = scope,
            rating = format!("{:.0}", r.rating),
            deviation = format!("{:.0}", 2.0 * r.deviation),
            games = r.games,
            won = r.wins,
            lost = r.losses,
            drawn = r.draws
        ),
        None => say!(lang, Msg::StatsUnrated, scope = scope),
    };
    format!("{line}\n")
}

/// The finished tournaments looked at for a player's best place.
const EVENTS_LOOKED_AT: usize = 50;

/// "Tournaments: 3 played · best place 1 of 8 (Winter Cup)", or
/// nothing for a player who has finished none.
fn tournament_words(lang: Lang, events: &[zertz_data::LoadedTournament], user: zertz_data::UserId) -> String {
    let best = events
        .iter()
        .filter_map(|t| {
            let place = Seating::of(t).place_of(user)?;
            Some((place, t.entries.len(), t.tournament.name.as_str()))
        })
        .min_by_key(|&(place, players, _)| (place, std::cmp::Reverse(players)));
    match best {
        Some((place, players, name)) => {
            let line = say!(
                lang,
                Msg::StatsTournaments,
                played = events.len(),
                place = place,
                players = players,
                name = name
            );
            format!("{line}\n")
        }
        None => String::new(),
    }
}
