//! An event as the store keeps it, read into the pairing's indices, and
//! a round's boards written back as the store's pairings.

use zertz_data::{LoadedTournament, NewPairing, TournamentFormat, UserId};

use super::{Entrant, Event, Pairing};

/// More rounds than any event has (a round robin of 64 has 63): a row
/// beyond is not read.
const MAX_ROUNDS: u32 = 128;

/// A stored tournament as the pairing sees it: `users[i]` is player `i`.
#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    /// Who each player is, in seed order.
    pub users: Vec<UserId>,
    /// The event.
    pub event: Event,
    /// Rounds asked for, if any.
    asked: Option<u32>,
}

impl Seating {
    /// `t` read into indices. A pairing naming someone not entered, or a
    /// round not paired (never written so), is left out.
    pub fn of(t: &LoadedTournament) -> Seating {
        let users: Vec<UserId> = t.entries.iter().map(|e| e.user).collect();
        let index = |u: UserId| users.iter().position(|&x| x == u);
        let mut rounds: Vec<Vec<Pairing>> = Vec::new();
        for p in &t.pairings {
            // Only the rounds paired so far, which the store keeps in step.
            if p.round == 0 || p.round > t.tournament.round.min(MAX_ROUNDS) {
                continue;
            }
            let Some(first) = index(p.first) else { continue };
            let second = match p.second {
                Some(s) => match index(s) {
                    Some(i) => Some(i),
                    None => continue,
                },
                None => None,
            };
            let round = usize::try_from(p.round.saturating_sub(1)).unwrap_or(0);
            while rounds.len() <= round {
                rounds.push(Vec::new());
            }
            rounds[round].push(Pairing {
                first,
                second,
                result: p.result,
                forfeit: p.is_forfeit(),
            });
        }
        let players = t
            .entries
            .iter()
            .map(|e| Entrant {
                rating: e.rating,
                withdrawn: e.withdrawn.is_some(),
            })
            .collect();
        Seating {
            users,
            event: Event {
                format: t.tournament.format,
                players,
                rounds,
            },
            asked: t.tournament.rounds,
        }
    }

    /// The rounds the event plays: a round robin's all, a Swiss's asked
    /// for (or about log2 of the players plus one), never more than a
    /// round robin of these players has.
    pub fn planned_rounds(&self) -> usize {
        let n = self.users.len();
        let all = Event::round_robin_rounds(n);
        match self.event.format {
            TournamentFormat::RoundRobin => all,
            TournamentFormat::Swiss => self
                .asked
                .map_or_else(|| Event::swiss_rounds(n), |r| usize::try_from(r).unwrap_or(usize::MAX))
                .min(all),
        }
    }

    /// `user`'s place in the standings now, if they played.
    pub fn place_of(&self, user: UserId) -> Option<usize> {
        let p = self.users.iter().position(|&u| u == user)?;
        self.event
            .standings()
            .into_iter()
            .find(|l| l.player == p)
            .map(|l| l.place)
    }

    /// `boards` as the store's pairings; a bye and a forfeit carry their
    /// result, a game none.
    pub fn to_store(&self, boards: &[Pairing]) -> Vec<NewPairing> {
        boards
            .iter()
            .map(|b| NewPairing {
                first: self.users[b.first],
                second: b.second.map(|s| self.users[s]),
                result: if b.second.is_none() || b.forfeit {
                    b.result.or(Some(zertz_data::BoardResult::First))
                } else {
                    None
                },
            })
            .collect()
    }
}
