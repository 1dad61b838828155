//! A tournament's messages: its post with the entries, a round's
//! pairings, the standings (in words, and as a table picture) and the
//! podium.

use std::collections::HashMap;

use zertz_data::{LoadedTournament, Tournament, TournamentFormat, TournamentStatus, UserId};
use zertz_render::Table;

use super::super::button::ButtonId;
use super::super::compose::Composer;
use super::super::lang::Lang;
use super::super::pairing::{is_final, points, standings_title, Seating, StandingsTable};
use super::super::reply::{colours, Attachment, Button, ButtonStyle, Card, Reply};
use super::super::words;

/// Round robins beyond this many players take long: Swiss is suggested.
const ROUND_ROBIN_SUGGESTED: usize = 10;

fn format_words(t: &Tournament) -> &'static str {
    match t.format {
        TournamentFormat::Swiss => "Swiss",
        TournamentFormat::RoundRobin => "round robin",
    }
}

/// The event's post: its terms, its players with their ratings, and the
/// buttons that fit where it stands.
pub fn event_card(t: &LoadedTournament, names: &HashMap<UserId, String>) -> Reply {
    let e = &t.tournament;
    let name = |u: &UserId| names.get(u).cloned().unwrap_or_else(|| format!("<@{u}>"));
    let seating = Seating::of(t);
    let rounds = match e.format {
        TournamentFormat::RoundRobin => "everyone meets everyone".to_string(),
        TournamentFormat::Swiss => match e.rounds {
            Some(r) => words::plural(u64::from(r), "round"),
            None => "about log2 of the players plus one rounds".to_string(),
        },
    };
    let mut text = format!(
        "**{}** · tournament #{} · {}, {}, {}, {}.",
        e.name,
        e.id,
        format_words(e),
        rounds,
        e.variant,
        words::time_control_in(Lang::En, e.time_per_move)
    );
    match e.status {
        TournamentStatus::Open => {
            text.push_str(&format!("\nOpen: up to {} players.", e.max_players));
            if let Some(at) = e.starts_at {
                text.push_str(&format!(" It starts {}.", words::when(at, 'R')));
            } else {
                text.push_str(" It starts when the organiser presses **Start**.");
            }
            if e.format == TournamentFormat::RoundRobin && t.entries.len() > ROUND_ROBIN_SUGGESTED {
                text.push_str(&format!(
                    "\nMore than {ROUND_ROBIN_SUGGESTED} players make a long round robin: a Swiss suits them better."
                ));
            }
        }
        TournamentStatus::Running => text.push_str(&format!(
            "\nRunning: round {} of {}.",
            e.round,
            seating.planned_rounds()
        )),
        TournamentStatus::Finished => text.push_str("\nFinished."),
        TournamentStatus::Cancelled => text.push_str("\nCancelled."),
    }
    let players: Vec<String> = t
        .entries
        .iter()
        .map(|p| {
            let gone = if p.withdrawn.is_some() { " (withdrew)" } else { "" };
            format!("{} ({:.0}){gone}", name(&p.user), p.rating)
        })
        .collect();
    let list = if players.is_empty() {
        "nobody yet".to_string()
    } else {
        players.join(", ")
    };
    text.push_str(&format!("\n**Players ({}):** {list}", players.len()));
    let mut buttons = Vec::new();
    match e.status {
        TournamentStatus::Open => {
            buttons.push(Button::new(ButtonId::Join(e.id), "Join", ButtonStyle::Success));
            buttons.push(Button::new(ButtonId::Leave(e.id), "Leave", ButtonStyle::Secondary));
            buttons.push(Button::new(ButtonId::Start(e.id), "Start", ButtonStyle::Primary));
        }
        TournamentStatus::Running => {
            buttons.push(Button::new(ButtonId::Leave(e.id), "Withdraw", ButtonStyle::Danger));
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => {}
    }
    Reply {
        text,
        buttons,
        card: Some(Card {
            title: format!("ZÈRTZ tournament · {}", e.name),
            colour: colours::CHALLENGE,
            ..Card::default()
        }),
        ..Reply::default()
    }
}

/// The post of round `round`: its boards, each with its game, and who
/// has a bye or wins by forfeit; the players are pinged.
pub fn round_post(t: &LoadedTournament, round: u32, names: &HashMap<UserId, String>) -> Reply {
    let e = &t.tournament;
    let name = |u: &UserId| names.get(u).cloned().unwrap_or_else(|| format!("<@{u}>"));
    let mut lines = vec![format!(
        "**{}** · round {round} of {}",
        e.name,
        Seating::of(t).planned_rounds()
    )];
    let mut mentions = Vec::new();
    let mut links = Vec::new();
    for p in t.pairings.iter().filter(|p| p.round == round) {
        let line = match (p.second, p.game) {
            (Some(second), Some(game)) => {
                mentions.extend([p.first, second]);
                links.push(game);
                format!(
                    "Board {}: <@{}> (first) vs <@{second}>, {{board:{game}}}",
                    p.board, p.first
                )
            }
            (Some(second), None) => {
                let (winner, loser) = match p.result {
                    Some(zertz_data::BoardResult::Second) => (second, p.first),
                    _ => (p.first, second),
                };
                format!(
                    "Board {}: {} wins by forfeit ({} withdrew)",
                    p.board,
                    name(&winner),
                    name(&loser)
                )
            }
            (None, _) => {
                mentions.push(p.first);
                let worth = match e.format {
                    TournamentFormat::Swiss => "a bye, worth a win",
                    TournamentFormat::RoundRobin => "sits out this round",
                };
                format!("<@{}>: {worth}", p.first)
            }
        };
        lines.push(line);
    }
    lines.push("Play with `/zertz move` as in any game here; the next round is paired when the last game ends.".into());
    Reply {
        text: lines.join("\n"),
        mentions,
        links_boards: links,
        card: Some(Card {
            title: format!("ZÈRTZ tournament · {} · round {round}", e.name),
            colour: colours::CHALLENGE,
            ..Card::default()
        }),
        ..Reply::default()
    }
}

/// The standings after `round` rounds as a post: the table as text and,
/// where the chat takes files, as a picture; at the end the podium.
pub fn standings_post(c: &Composer, t: &LoadedTournament, round: u32, names: &HashMap<UserId, String>) -> Reply {
    let e = &t.tournament;
    let seating = Seating::of(t);
    let table = seating.table(usize::try_from(round).unwrap_or(usize::MAX), names);
    let last = is_final(e, round);
    let mut text = if last {
        format!("**{}** is over. Final standings:", e.name)
    } else if round == 0 {
        format!("**{}**: no round played yet.", e.name)
    } else {
        format!("**{}** · standings after round {round}:", e.name)
    };
    text.push_str(&format!("\n```\n{}\n```\n{}.", table.text(), table.caption));
    if last {
        text.push_str(&podium(&seating, &table));
    }
    let title = format!("ZÈRTZ tournament · {}", standings_title(e, round));
    let mut reply = Reply {
        text,
        card: Some(Card {
            title,
            colour: if last { colours::DONE } else { colours::CHALLENGE },
            ..Card::default()
        }),
        ..Reply::default()
    };
    draw_standings(c, &mut reply, t, round, &table);
    reply
}

/// Draws `table`, the standings of `t` after `round` rounds, as the
/// picture of `reply`, where the chat takes files and a round was played.
pub fn draw_standings(c: &Composer, reply: &mut Reply, t: &LoadedTournament, round: u32, table: &StandingsTable) {
    if !c.files || round == 0 {
        return;
    }
    let e = &t.tournament;
    let drawn = c.renderer.table_png(&Table {
        title: &standings_title(e, round),
        header: &table.header,
        rows: &table.rows,
        caption: table.caption,
    });
    match drawn {
        Ok(bytes) => {
            let name = format!("zertz-tournament-{}-round-{round}.png", e.id);
            if let Some(card) = &mut reply.card {
                card.image = Some(name.clone());
            }
            reply.attachments.push(Attachment::new(name, bytes));
        }
        Err(e) => tracing::error!(error = %e, "drawing standings failed"),
    }
}

/// "🥇 alice 2.5 · 🥈 bob 2 · 🥉 carol 1.5".
fn podium(seating: &Seating, table: &StandingsTable) -> String {
    let medals = ["🥇", "🥈", "🥉"];
    let places: Vec<String> = table
        .lines
        .iter()
        .filter(|l| (1..=3).contains(&l.place))
        .map(|l| {
            format!(
                "{} <@{}> {}",
                medals[l.place - 1],
                seating.users[l.player],
                points(l.points)
            )
        })
        .collect();
    format!("\n**Podium:** {}", places.join(" · "))
}

/// One line of `/tournament list`.
pub fn list_line(t: &Tournament) -> String {
    let when = match t.status {
        TournamentStatus::Open => "open for entries".to_string(),
        TournamentStatus::Running => format!("running, round {}", t.round),
        TournamentStatus::Finished => "finished".to_string(),
        TournamentStatus::Cancelled => "cancelled".to_string(),
    };
    format!(
        "#{} **{}** · {} · {} · in <#{}>",
        t.id,
        t.name,
        format_words(t),
        when,
        t.channel
    )
}
