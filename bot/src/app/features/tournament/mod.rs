//! The tournaments component: creating an event, its Join, Leave and
//! Start buttons, the organiser's commands, and the duty that moves
//! events on: it starts one whose time has come, and when a round's last
//! game ends it posts the standings and pairs the next round (or ends
//! the event with its podium). Each such step is claimed, and the store
//! refuses a round paired twice, so with several processes it happens
//! once; every post is owed through the outbox in the step's transaction.

mod show;

use std::collections::HashMap;
use std::sync::Arc;

use zertz_data::{
    AsyncStore, ClaimKind, GuildId, LoadedTournament, Millis, NewTournament, OutboxId, Reason, RoleId, Store,
    StoreError, TournamentId, TournamentStatus, UserId,
};

use crate::app::interface::choices::EventTerms;
use crate::app::interface::refusal::{refuse, Answer, TournamentRefusal};
use crate::app::interface::reply::{Post, Reply, Response};
use crate::app::interface::request::{Request, User};
use crate::app::outbox::changes::Changes;
use crate::app::services::chat_language;
use crate::app::services::claims::Claims;
use crate::app::services::compose::Composer;
use crate::app::services::compose::Composing;
use crate::app::services::pairing::Seating;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::Mark;

/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 3;
/// The longest tournament name.
pub const MAX_EVENT_NAME: u16 = 60;
/// How long a process holds a tournament's step.
const LEASE: Millis = 60_000;
/// Finished events `/tournament list` shows.
const LISTED_FINISHED: usize = 10;

/// The tournaments component.
pub(in crate::app) struct Tournaments {
    store: AsyncStore,
    changes: Arc<Changes>,
    composing: Composing,
    claims: Arc<Claims>,
}

/// The names of a tournament's players, read in the store's transaction.
fn names_of(s: &Store, t: &LoadedTournament) -> Result<HashMap<UserId, String>, StoreError> {
    let users: Vec<UserId> = t.entries.iter().map(|e| e.user).collect();
    s.players().names(&users)
}

impl Tournaments {
    pub(in crate::app) fn new(
        store: AsyncStore,
        (changes, composing): (Arc<Changes>, Composing),
        claims: Arc<Claims>,
    ) -> Tournaments {
        Tournaments {
            store,
            changes,
            composing,
            claims,
        }
    }

    /// The server, if the person may run tournaments there: they may
    /// manage it, or have its organiser role.
    async fn organiser(&self, req: &Request) -> Answer<GuildId> {
        let Some(guild) = req.guild else {
            return refuse(TournamentRefusal::NotInServer);
        };
        if req.can_manage {
            return Ok(guild);
        }
        let role = self.store.read(move |s| s.tournaments().organiser_role(guild)).await?;
        match role {
            Some(r) if req.roles.contains(&r) => Ok(guild),
            _ => refuse(TournamentRefusal::NotOrganiser),
        }
    }

    /// `/tournament create`: the event's post, open for entries.
    pub(in crate::app) async fn create(&self, req: &Request, terms: EventTerms) -> Answer<Response> {
        let guild = self.organiser(req).await?;
        let name = terms.name.trim().to_string();
        if name.is_empty() {
            return refuse(TournamentRefusal::BadName {
                max: usize::from(MAX_EVENT_NAME),
            });
        }
        let new = NewTournament {
            guild,
            channel: req.channel,
            name,
            format: terms.format,
            rounds: terms.rounds,
            variant: terms.variant,
            time_per_move: terms.time.and_then(|d| u32::try_from(d.as_secs()).ok()),
            max_players: terms.max_players,
            starts_at: terms
                .starts_in
                .and_then(|d| Millis::try_from(d.as_millis()).ok())
                .map(|d| req.now.saturating_add(d)),
            organiser: (req.user.id, req.user.name.clone()),
            now: req.now,
        };
        let ((), reply, outbox) = self
            .changes
            .announce(req, move |s, c| {
                let t = s.tournaments_mut().create(&new)?;
                let loaded = s.tournaments().tournament(t.id)?;
                Ok(((), show::event_card(c.lang, &loaded, &names_of(s, &loaded)?)))
            })
            .await?;
        Ok(Response::owed(reply, outbox))
    }

    /// The Join button.
    pub(in crate::app) async fn join(&self, req: &Request, id: TournamentId) -> Answer<Response> {
        let (user, name, now) = (req.user.id, req.user.name.clone(), req.now);
        let (guild, discord) = (req.guild, req.place_lang);
        let (card, count, title) = self
            .store
            .call(move |s| {
                let t = s.tournaments_mut().join(id, (user, &name), now)?;
                // The event's post is for all: the place's language.
                let lang = chat_language::spoken_in(s, guild, discord)?;
                Ok((
                    show::event_card(lang, &t, &names_of(s, &t)?),
                    t.entries.len(),
                    t.tournament.name,
                ))
            })
            .await?;
        Ok(Response {
            reply: Some(Reply::private(say!(
                req.lang,
                Msg::TournamentJoined,
                name = title,
                count = count
            ))),
            update: Some(card),
            ..Response::default()
        })
    }

    /// The Leave (or Withdraw) button.
    pub(in crate::app) async fn leave(&self, req: &Request, id: TournamentId) -> Answer<Response> {
        self.take_out(req, req.user.id, id).await
    }

    /// `/tournament remove`: an organiser takes a player out.
    pub(in crate::app) async fn remove(
        &self,
        req: &Request,
        player: &User,
        named: Option<TournamentId>,
    ) -> Answer<Response> {
        self.organiser(req).await?;
        let id = self.which(req, named).await?;
        let mut response = self.take_out(req, player.id, id).await?;
        // The organiser's answer is the private note; the post is not edited.
        response.update = None;
        Ok(response)
    }

    /// `user` leaves `id`: out before it starts; once it runs they
    /// withdraw and resign the game they are playing in it, whose board
    /// is owed.
    async fn take_out(&self, req: &Request, user: UserId, id: TournamentId) -> Answer<Response> {
        let (now, guild, discord) = (req.now, req.guild, req.place_lang);
        let ((card, title), _) = self
            .changes
            .commit(now, move |s, c| {
                let (t, resigned) = s.tournaments_mut().leave(id, user, now)?;
                let names = names_of(s, &t)?;
                // Posted for all: the place's language.
                let c = &Composer {
                    lang: chat_language::spoken_in(s, guild, discord)?,
                    ..c.clone()
                };
                let mut owed = Vec::new();
                if let Some((game, finish)) = resigned {
                    crate::metrics::metrics().game_finished();
                    let loaded = s.games().load(game)?;
                    let pair = crate::app::services::compose::names_in(s, &loaded.meta)?;
                    let mut reply = c.ended_message(&loaded, &finish, &pair);
                    let withdrew = say!(
                        c.lang,
                        Msg::TournamentWithdrewFrom,
                        player = Mark::user(user),
                        name = t.tournament.name.as_str()
                    );
                    reply.text = format!("{withdrew}\n{}", reply.text);
                    owed.push(Post::new(reply, t.tournament.channel, now));
                }
                let card = show::event_card(c.lang, &t, &names);
                Ok(((card, t.tournament.name), owed))
            })
            .await?;
        let note = if user == req.user.id {
            say!(req.lang, Msg::TournamentYouLeft, name = title)
        } else {
            say!(req.lang, Msg::TournamentIsOut, player = Mark::user(user), name = title)
        };
        Ok(Response {
            reply: Some(Reply::private(note)),
            update: Some(card),
            ..Response::default()
        })
    }

    /// The Start button: the first round is paired and its games start.
    pub(in crate::app) async fn start(&self, req: &Request, id: TournamentId) -> Answer<Response> {
        self.organiser(req).await?;
        let (now, guild, discord) = (req.now, req.guild, req.place_lang);
        let players = self
            .store
            .read(move |s| Ok(s.tournaments().tournament(id)?.entries.len()))
            .await?;
        if players < MIN_PLAYERS {
            return refuse(TournamentRefusal::TooFewPlayers {
                min: MIN_PLAYERS,
                have: players,
            });
        }
        let (card, _) = self
            .changes
            .commit(now, move |s, c| {
                let t = s.tournaments().tournament(id)?;
                if t.tournament.status != TournamentStatus::Open {
                    return Err(Reason::TournamentStarted(t.tournament.status).into());
                }
                let owed = step(s, c, id, now)?;
                let t = s.tournaments().tournament(id)?;
                let lang = chat_language::spoken_in(s, guild, discord)?;
                Ok((show::event_card(lang, &t, &names_of(s, &t)?), owed))
            })
            .await?;
        Ok(Response {
            update: Some(card),
            ..Response::default()
        })
    }

    /// Tournament `id` and its players' names, read together.
    async fn with_names(&self, id: TournamentId) -> Answer<(LoadedTournament, HashMap<UserId, String>)> {
        let read = self.store.read(move |s| {
            let t = s.tournaments().tournament(id)?;
            let names = names_of(s, &t)?;
            Ok((t, names))
        });
        Ok(read.await?)
    }

    /// `/tournament standings`.
    pub(in crate::app) async fn standings(&self, req: &Request, named: Option<TournamentId>) -> Answer<Response> {
        let id = self.which(req, named).await?;
        let (t, names) = self.with_names(id).await?;
        let lang = chat_language::spoken_here(&self.store, req).await?;
        if t.tournament.round == 0 {
            let mut reply = show::event_card(lang, &t, &names);
            reply.buttons.clear();
            return Ok(Response::reply(reply));
        }
        let c = self.composing.composer(req.can_attach, lang);
        // Its picture is drawn as the answer goes, as every owed one is.
        Ok(Response::reply(show::standings_post(
            &c,
            &t,
            t.tournament.round,
            &names,
        )))
    }

    /// Owes the standings of `id` after `round` rounds as the picture of
    /// `reply`, for a chat that takes files or not.
    pub(in crate::app) async fn draw_standings(
        &self,
        reply: &mut Reply,
        files: bool,
        id: TournamentId,
        round: u32,
    ) -> Answer<()> {
        let (t, names) = self.with_names(id).await?;
        let c = self.composing.composer(files, Lang::En);
        // Kept before messages had a language: English.
        let table = show::standings_table(Lang::En, &t, round, &names);
        show::draw_standings(&c, reply, &t, round, &table);
        Ok(())
    }

    /// `/tournament list`.
    pub(in crate::app) async fn list(&self, req: &Request) -> Answer<Response> {
        let Some(guild) = req.guild else {
            return refuse(TournamentRefusal::NotInServer);
        };
        let events = self
            .store
            .read(move |s| s.tournaments().tournaments_in(guild, LISTED_FINISHED))
            .await?;
        let lang = req.lang;
        let text = if events.is_empty() {
            say!(lang, Msg::TournamentNoneListed)
        } else {
            let lines: Vec<String> = events.iter().map(|t| show::list_line(lang, t)).collect();
            format!("{}\n{}", say!(lang, Msg::TournamentListHeading), lines.join("\n"))
        };
        Ok(Response::private(text))
    }

    /// `/server organisers`: only those who may manage the
    /// server name the role.
    pub(in crate::app) async fn organisers(&self, req: &Request, role: Option<RoleId>) -> Answer<Response> {
        let Some(guild) = req.guild else {
            return refuse(TournamentRefusal::NotInServer);
        };
        if !req.can_manage {
            return refuse(TournamentRefusal::NotOrganiser);
        }
        self.store
            .call(move |s| s.tournaments_mut().set_organiser_role(guild, role))
            .await?;
        Ok(Response::private(match role {
            Some(r) => say!(req.lang, Msg::TournamentOrganisersRole, role = Mark::role(r)),
            None => say!(req.lang, Msg::TournamentOrganisersManagers),
        }))
    }

    /// The tournament named, else this channel's newest; one of another
    /// server is refused.
    async fn which(&self, req: &Request, named: Option<TournamentId>) -> Answer<TournamentId> {
        let channel = req.channel;
        let found = self
            .store
            .read(move |s| {
                let Some(id) = named.map_or_else(|| s.tournaments().tournament_here(channel), |id| Ok(Some(id)))?
                else {
                    return Ok(None);
                };
                Ok(Some((id, s.tournaments().tournament(id)?.tournament.guild)))
            })
            .await?;
        match found {
            None => refuse(TournamentRefusal::NoneHere),
            Some((id, guild)) if Some(guild) != req.guild => refuse(TournamentRefusal::NotHere(id)),
            Some((id, _)) => Ok(id),
        }
    }

    /// The duty: every event with something to do moves on, each claimed
    /// so that one process does it; returns the posts owed.
    pub(in crate::app) async fn move_on(&self, now: Millis) -> Vec<OutboxId> {
        let due = match self.store.read(move |s| s.tournaments().due(now)).await {
            Ok(due) => due,
            Err(e) => {
                tracing::error!(error = %e, "reading the tournaments due failed");
                return Vec::new();
            }
        };
        let mut owed = Vec::new();
        for id in due {
            let Some(_claimed) = self.claims.claim_work(ClaimKind::Tournament, id.get(), LEASE).await else {
                continue;
            };
            match self
                .changes
                .commit(now, move |s, c| Ok(((), step(s, c, id, now)?)))
                .await
            {
                Ok(((), posts)) => owed.extend(posts.iter().filter_map(|p| p.outbox)),
                Err(StoreError::Refused(Reason::RoundPaired)) => {}
                Err(e) => tracing::error!(tournament = %id, error = %e, "moving a tournament on failed"),
            }
        }
        owed
    }
}

/// Moves event `id` on at `now`, in the caller's transaction: an open one
/// starts (or is cancelled, with too few players); a running one whose
/// round is over gets the standings and its next round, or ends. Returns
/// the posts owed.
fn step(s: &mut Store, c: &Composer, id: TournamentId, now: Millis) -> Result<Vec<Post>, StoreError> {
    let mut t = s.tournaments().tournament(id)?;
    if t.tournament.status == TournamentStatus::Open && t.entries.len() >= MIN_PLAYERS {
        // Round 1 is paired by the ratings as play starts.
        t = s.tournaments_mut().seed(id)?;
    }
    let channel = t.tournament.channel;
    // Moved on by the tick too: the language the chat was last addressed in.
    let c = &c.in_chat(s, channel)?;
    let names = names_of(s, &t)?;
    let seating = Seating::of(&t);
    let mut owed = Vec::new();
    match t.tournament.status {
        TournamentStatus::Open if t.entries.len() < MIN_PLAYERS => {
            let t = s.tournaments_mut().end(id, TournamentStatus::Cancelled, now)?;
            let mut reply = show::event_card(c.lang, &t, &names);
            reply.text.push('\n');
            reply
                .text
                .push_str(&say!(c.lang, Msg::TournamentCalledOff, min = MIN_PLAYERS));
            owed.push(Post::new(reply, channel, now));
            return Ok(owed);
        }
        TournamentStatus::Open => {}
        TournamentStatus::Running if !seating.event.round_done() => return Ok(owed),
        TournamentStatus::Running => {
            owed.push(Post::new(
                show::standings_post(c, &t, t.tournament.round, &names),
                channel,
                now,
            ));
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => return Err(Reason::RoundPaired.into()),
    }
    let played = usize::try_from(t.tournament.round).unwrap_or(usize::MAX);
    let next = if played < seating.planned_rounds() {
        seating.event.next_round(seating.planned_rounds())
    } else {
        None
    };
    let Some(boards) = next else {
        // The last round is over (or no pairing keeps the rules): the end.
        owed.clear();
        let t = s.tournaments_mut().end(id, TournamentStatus::Finished, now)?;
        owed.push(Post::new(
            show::standings_post(c, &t, t.tournament.round, &names),
            channel,
            now,
        ));
        return Ok(owed);
    };
    let round = t.tournament.round.saturating_add(1);
    let started = s
        .tournaments_mut()
        .pair_round(id, round, &seating.to_store(&boards), now)?;
    // The boards go first, so that the round's post links each of them.
    for meta in &started.games {
        let pair = crate::app::services::players::name_pair(&names, meta);
        crate::metrics::metrics().game_started();
        owed.push(Post::new(c.started_message(meta, &pair), channel, now));
    }
    owed.push(Post::new(
        show::round_post(c.lang, &started.tournament, round, &names),
        channel,
        now,
    ));
    Ok(owed)
}
