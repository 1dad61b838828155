//! A tournament's messages: its post with the entries, a round's
//! pairings, the standings (in words, and as a table picture) and the
//! podium.

use std::collections::HashMap;

use zertz_data::{LoadedTournament, Tournament, TournamentFormat, TournamentStatus, UserId};

use crate::app::interface::button::ButtonId;
use crate::app::interface::reply::{colours, Attachment, Button, ButtonStyle, Card, Reply, TableDrawing};
use crate::app::services::compose::Composer;
use crate::app::services::pairing::{is_final, points, Seating, StandingsTable, TableWords};
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};
use crate::app::text::words;

/// Round robins beyond this many players take long: Swiss is suggested.
const ROUND_ROBIN_SUGGESTED: usize = 10;

/// The format as the messages choose by.
fn format_key(format: TournamentFormat) -> &'static str {
    match format {
        TournamentFormat::Swiss => "swiss",
        TournamentFormat::RoundRobin => "round-robin",
    }
}

/// The event's post in `lang`: its terms, its players with their ratings,
/// and the buttons that fit where it stands.
pub fn event_card(lang: Lang, t: &LoadedTournament, names: &HashMap<UserId, String>) -> Reply {
    let e = &t.tournament;
    let name = |u: &UserId| names.get(u).cloned().unwrap_or_else(|| Mark::user(*u));
    let seating = Seating::of(t);
    let (rounds_kind, rounds) = match (e.format, e.rounds) {
        (TournamentFormat::RoundRobin, _) => ("all", 0),
        (TournamentFormat::Swiss, Some(r)) => ("count", r),
        (TournamentFormat::Swiss, None) => ("log", 0),
    };
    let mut text = say!(
        lang,
        Msg::TournamentHeading,
        name = e.name.as_str(),
        id = e.id.to_string(),
        format = format_key(e.format),
        rounds = say!(lang, Msg::TournamentRounds, kind = rounds_kind, count = rounds),
        variant = e.variant.to_string(),
        time = words::time_control_in(lang, e.time_per_move)
    );
    text.push('\n');
    match e.status {
        TournamentStatus::Open => {
            text.push_str(&say!(lang, Msg::TournamentOpen, max = e.max_players));
            text.push(' ');
            text.push_str(&match e.starts_at {
                Some(at) => say!(
                    lang,
                    Msg::TournamentStartsAt,
                    when = Mark::time(at, TimeStyle::Relative)
                ),
                None => say!(lang, Msg::TournamentStartsOnStart),
            });
            if e.format == TournamentFormat::RoundRobin && t.entries.len() > ROUND_ROBIN_SUGGESTED {
                text.push('\n');
                text.push_str(&say!(lang, Msg::TournamentLongRoundRobin, max = ROUND_ROBIN_SUGGESTED));
            }
        }
        TournamentStatus::Running => text.push_str(&say!(
            lang,
            Msg::TournamentRunning,
            round = e.round,
            rounds = seating.planned_rounds()
        )),
        TournamentStatus::Finished => text.push_str(&say!(lang, Msg::TournamentFinished)),
        TournamentStatus::Cancelled => text.push_str(&say!(lang, Msg::TournamentCancelled)),
    }
    let withdrew = say!(lang, Msg::StandingsWithdrew);
    let players: Vec<String> = t
        .entries
        .iter()
        .map(|p| {
            let gone = match p.withdrawn {
                Some(_) => format!(" ({withdrew})"),
                None => String::new(),
            };
            format!("{} ({:.0}){gone}", name(&p.user), p.rating)
        })
        .collect();
    let list = if players.is_empty() {
        say!(lang, Msg::TournamentNobody)
    } else {
        players.join(", ")
    };
    text.push('\n');
    text.push_str(&say!(lang, Msg::TournamentPlayers, count = players.len(), list = list));
    let mut buttons = Vec::new();
    let button = |id, msg, style| Button::new(id, &say!(lang, msg), style);
    match e.status {
        TournamentStatus::Open => {
            buttons.push(button(ButtonId::Join(e.id), Msg::TournamentJoin, ButtonStyle::Success));
            buttons.push(button(
                ButtonId::Leave(e.id),
                Msg::TournamentLeave,
                ButtonStyle::Secondary,
            ));
            buttons.push(button(
                ButtonId::Start(e.id),
                Msg::TournamentStart,
                ButtonStyle::Primary,
            ));
        }
        TournamentStatus::Running => {
            buttons.push(button(
                ButtonId::Leave(e.id),
                Msg::TournamentWithdraw,
                ButtonStyle::Danger,
            ));
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => {}
    }
    Reply {
        text,
        buttons,
        card: Some(Card {
            title: say!(lang, Msg::TournamentTitle, name = e.name.as_str()),
            colour: colours::CHALLENGE,
            ..Card::default()
        }),
        ..Reply::default()
    }
}

/// The post of round `round` in `lang`: its boards, each with its game,
/// and who has a bye or wins by forfeit; the players are pinged.
pub fn round_post(lang: Lang, t: &LoadedTournament, round: u32, names: &HashMap<UserId, String>) -> Reply {
    let e = &t.tournament;
    let name = |u: &UserId| names.get(u).cloned().unwrap_or_else(|| Mark::user(*u));
    let mut lines = vec![say!(
        lang,
        Msg::TournamentRoundHeading,
        name = e.name.as_str(),
        round = round,
        rounds = Seating::of(t).planned_rounds()
    )];
    let mut mentions = Vec::new();
    let mut links = Vec::new();
    for p in t.pairings.iter().filter(|p| p.round == round) {
        let line = match (p.second, p.game) {
            (Some(second), Some(game)) => {
                mentions.extend([p.first, second]);
                links.push(game);
                say!(
                    lang,
                    Msg::TournamentBoard,
                    board = p.board,
                    first = Mark::user(p.first),
                    second = Mark::user(second),
                    link = format!("{{board:{game}}}")
                )
            }
            (Some(second), None) => {
                let (winner, loser) = match p.result {
                    Some(zertz_data::BoardResult::Second) => (second, p.first),
                    _ => (p.first, second),
                };
                say!(
                    lang,
                    Msg::TournamentForfeit,
                    board = p.board,
                    winner = name(&winner),
                    loser = name(&loser)
                )
            }
            (None, _) => {
                mentions.push(p.first);
                say!(
                    lang,
                    Msg::TournamentBye,
                    player = Mark::user(p.first),
                    format = format_key(e.format)
                )
            }
        };
        lines.push(line);
    }
    lines.push(say!(lang, Msg::TournamentPlayHint));
    Reply {
        text: lines.join("\n"),
        mentions,
        links_boards: links,
        card: Some(Card {
            title: say!(lang, Msg::TournamentRoundTitle, name = e.name.as_str(), round = round),
            colour: colours::CHALLENGE,
            ..Card::default()
        }),
        ..Reply::default()
    }
}

/// The standings after `round` rounds as a post in the composer's
/// language: the table as text and, where the chat takes files, as a
/// picture; at the end the podium.
pub fn standings_post(c: &Composer, t: &LoadedTournament, round: u32, names: &HashMap<UserId, String>) -> Reply {
    let (e, lang) = (&t.tournament, c.lang);
    let seating = Seating::of(t);
    let table = standings_table(lang, t, round, names);
    let last = is_final(e, round);
    let name = e.name.as_str();
    let mut text = if last {
        say!(lang, Msg::TournamentOver, name = name)
    } else if round == 0 {
        say!(lang, Msg::TournamentNoRound, name = name)
    } else {
        say!(lang, Msg::TournamentAfterRound, name = name, round = round)
    };
    text.push_str(&format!("\n```\n{}\n```\n{}.", table.text(), table.caption));
    if last {
        text.push_str(&podium(lang, &seating, &table));
    }
    let title = say!(lang, Msg::TournamentTitle, name = standings_title(lang, e, round));
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

/// Owes `table`, the standings of `t` after `round` rounds, as the
/// picture of `reply`, where the chat takes files and a round was
/// played: drawn once the change is saved, off the store's writer.
pub fn draw_standings(c: &Composer, reply: &mut Reply, t: &LoadedTournament, round: u32, table: &StandingsTable) {
    if !c.files || round == 0 {
        return;
    }
    let e = &t.tournament;
    let name = format!("zertz-tournament-{}-round-{round}.png", e.id);
    if let Some(card) = &mut reply.card {
        card.image = Some(name.clone());
    }
    let drawing = TableDrawing {
        title: standings_title(c.lang, e, round),
        header: table.header.clone(),
        rows: table.rows.clone(),
        caption: table.caption.clone(),
    };
    reply.attachments.push(Attachment::table_to_draw(name, drawing));
}

/// The standings of `t` after `round` rounds, in `lang`.
pub fn standings_table(
    lang: Lang,
    t: &LoadedTournament,
    round: u32,
    names: &HashMap<UserId, String>,
) -> StandingsTable {
    let words = TableWords {
        player: say!(lang, Msg::StandingsPlayer),
        points: say!(lang, Msg::StandingsPoints),
        record: say!(lang, Msg::StandingsRecord),
        withdrew: say!(lang, Msg::StandingsWithdrew),
        swiss_order: say!(lang, Msg::StandingsOrder, format = "swiss"),
        round_robin_order: say!(lang, Msg::StandingsOrder, format = "round-robin"),
    };
    Seating::of(t).table(usize::try_from(round).unwrap_or(usize::MAX), names, &words)
}

/// "Winter Cup · final standings", "Winter Cup · after round 2".
fn standings_title(lang: Lang, t: &Tournament, round: u32) -> String {
    let last = if is_final(t, round) { "yes" } else { "no" };
    say!(
        lang,
        Msg::StandingsTitle,
        name = t.name.as_str(),
        last = last,
        round = round
    )
}

/// "🥇 alice 2.5 · 🥈 bob 2 · 🥉 carol 1.5".
fn podium(lang: Lang, seating: &Seating, table: &StandingsTable) -> String {
    let medals = ["🥇", "🥈", "🥉"];
    let places: Vec<String> = table
        .lines
        .iter()
        .filter(|l| (1..=3).contains(&l.place))
        .map(|l| {
            format!(
                "{} {} {}",
                medals[l.place - 1],
                Mark::user(seating.users[l.player]),
                points(l.points)
            )
        })
        .collect();
    format!("\n{}", say!(lang, Msg::TournamentPodium, places = places.join(" · ")))
}

/// One line of `/tournament list`, in `lang`.
pub fn list_line(lang: Lang, t: &Tournament) -> String {
    let status = match t.status {
        TournamentStatus::Open => "open",
        TournamentStatus::Running => "running",
        TournamentStatus::Finished => "finished",
        TournamentStatus::Cancelled => "cancelled",
    };
    say!(
        lang,
        Msg::TournamentListLine,
        id = t.id.to_string(),
        name = t.name.as_str(),
        format = format_key(t.format),
        status = status,
        round = t.round,
        channel = Mark::channel(t.channel)
    )
}
