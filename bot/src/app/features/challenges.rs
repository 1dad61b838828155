//! The challenges component: challenges made, accepted, declined and
//! withdrawn, and rematches. Challenging the bot itself starts a game
//! against the computer at once.

use std::sync::Arc;

use zertz_data::{AsyncStore, ChallengeId, FirstMover, GameId, NewChallenge, Reason};
use zertz_rules::Player;

use crate::app::features::computer::ComputerTurns;
use crate::app::interface::button::ButtonId;
use crate::app::interface::choices::Terms;
use crate::app::interface::refusal::{refuse, Answer, GameRefusal, ServerRefusal};
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Reply, Response};
use crate::app::interface::request::{Request, User};
use crate::app::outbox::changes::Changes;
use crate::app::services::chat_language;
use crate::app::services::compose::names_in;
use crate::app::services::which_game::{which_game, Meant};
use crate::app::text::lang::{say, Msg};
use crate::app::text::marks::Mark;
use crate::app::text::words;

/// How long a challenge stays open.
pub const CHALLENGE_TTL_MS: i64 = 24 * 3_600_000;

/// The challenges component's state and the components it uses.
pub(in crate::app) struct Challenges {
    store: AsyncStore,
    changes: Arc<Changes>,
    computer: Arc<ComputerTurns>,
}

impl Challenges {
    pub(in crate::app) fn new(store: AsyncStore, changes: Arc<Changes>, computer: Arc<ComputerTurns>) -> Challenges {
        Challenges {
            store,
            changes,
            computer,
        }
    }

    pub(in crate::app) async fn challenge(&self, req: &Request, opponent: &User, terms: Terms) -> Answer<Response> {
        if opponent.id == req.user.id {
            return refuse(Reason::SelfChallenge);
        }
        if self.computer.is(opponent.id) {
            let human_first = match terms.first {
                FirstMover::Challenger => true,
                FirstMover::Opponent => false,
                FirstMover::Random => rand::random::<bool>(),
            };
            return self
                .computer
                .start_computer_game(req, (terms.variant, human_first, terms.level), false)
                .await;
        }
        if opponent.bot {
            return refuse(GameRefusal::OpponentIsBot {
                name: opponent.name.clone(),
            });
        }
        let (channel, now) = (req.channel, req.now);
        let (me, them) = (req.user.id, opponent.id);
        let new = NewChallenge {
            guild: req.guild,
            channel,
            challenger: (me, req.user.name.clone()),
            opponent: (them, opponent.name.clone()),
            variant: terms.variant,
            first: terms.first,
            time_per_move: terms.seconds(),
            now,
            expires_at: now.saturating_add(CHALLENGE_TTL_MS),
        };
        let (mine, theirs, existing, newcomers) = self
            .store
            .call(move |s| {
                Ok((
                    s.games().active_game(channel, me)?.is_some(),
                    s.games().active_game(channel, them)?.is_some(),
                    s.challenges().open_challenge_between(channel, me, them, now)?.is_some(),
                    !s.games().has_played(me)? || !s.games().has_played(them)?,
                ))
            })
            .await?;
        if mine {
            return refuse(GameRefusal::YouArePlayingHere);
        }
        if theirs {
            return refuse(GameRefusal::TheyArePlayingHere {
                name: opponent.name.clone(),
            });
        }
        if existing {
            return refuse(GameRefusal::ChallengeOpen {
                name: opponent.name.clone(),
            });
        }
        let (challenger, opponent) = (req.user.name.clone(), opponent.clone());
        let (_, reply, outbox) = self
            .changes
            .announce(req, move |s, composer| {
                let c = s.challenges_mut().create(&new)?;
                // Posted for everyone here: in the place's language.
                let lang = composer.lang;
                let first_words = match terms.first {
                    FirstMover::Challenger => say!(lang, Msg::MovesFirst, name = &challenger),
                    FirstMover::Opponent => say!(lang, Msg::MovesFirst, name = &opponent.name),
                    FirstMover::Random => say!(lang, Msg::FirstByLot),
                };
                let mut text = say!(
                    lang,
                    Msg::Challenge,
                    opponent = Mark::user(opponent.id),
                    challenger = &challenger,
                    variant = terms.variant.to_string(),
                    rings = terms.variant.board.ring_count(),
                    time = words::time_control_in(lang, terms.seconds()),
                    first = first_words,
                );
                // A first challenge points to the course.
                if newcomers {
                    text = format!("{text}\n{}", say!(lang, Msg::NewToZertz));
                }
                let reply = Reply {
                    text,
                    buttons: vec![
                        Button::new(
                            ButtonId::Accept(c.id),
                            &say!(lang, Msg::AcceptButton),
                            ButtonStyle::Success,
                        ),
                        Button::new(
                            ButtonId::Decline(c.id),
                            &say!(lang, Msg::DeclineButton),
                            ButtonStyle::Danger,
                        ),
                        Button::new(
                            ButtonId::Cancel(c.id),
                            &say!(lang, Msg::CancelButton),
                            ButtonStyle::Secondary,
                        ),
                    ],
                    mentions: vec![opponent.id],
                    challenge_of: Some(c.id),
                    card: Some(Card {
                        title: say!(lang, Msg::CardChallenge, variant = c.variant.to_string()),
                        colour: colours::CHALLENGE,
                        ..Card::default()
                    }),
                    ..Reply::default()
                };
                Ok(((), reply))
            })
            .await?;
        Ok(Response::owed(reply, outbox))
    }

    pub(in crate::app) async fn accept(&self, req: &Request, id: ChallengeId) -> Answer<Response> {
        let (user, now, guild, may_open) = (req.user.id, req.now, req.guild, req.threads.may_open);
        let clicked = req.clicked;
        let (coin, accepter) = (rand::random::<bool>(), req.user.name.clone());
        let (mut card, reply, outbox) = self
            .changes
            .announce(req, move |s, c| {
                // The challenge's message, as the click shows it, or as noted.
                let message = clicked.or(s.challenges().challenge(id)?.message_id);
                let mut meta = s.challenges_mut().accept(id, user, coin, now)?;
                crate::metrics::metrics().game_started();
                let threads = match guild {
                    Some(g) => s.games().threads_on(g)?,
                    None => false,
                };
                let names = names_in(s, &meta)?;
                let card = match (threads, may_open, message) {
                    (true, Some(true), Some(card)) => {
                        s.games_mut().give_thread(meta.id, card)?;
                        meta = s.games().meta(meta.id)?;
                        Some(c.game_card_in(s, &meta)?)
                    }
                    _ => None,
                };
                let mut reply = c.started_message(&meta, &names);
                if threads && may_open == Some(false) {
                    reply.text = format!("{}\n{}", reply.text, say!(c.lang, Msg::NoThreadHere));
                }
                let accepted = || say!(c.lang, Msg::ChallengeAccepted, name = &accepter, game = meta.id.0);
                Ok((card.unwrap_or_else(|| Reply::public(accepted())), reply))
            })
            .await?;
        if !req.can_embed {
            card.card = None;
        }
        Ok(Response {
            reply: Some(reply),
            update: Some(card),
            outbox,
            ..Response::default()
        })
    }

    /// `/server threads`: whether games of this server get a thread each,
    /// with what the bot lacks for it in this channel.
    pub(in crate::app) async fn set_threads(&self, req: &Request, on: bool) -> Answer<Response> {
        let Some(guild) = req.guild else {
            return refuse(ServerRefusal::OutsideServer);
        };
        if !req.can_manage {
            return refuse(ServerRefusal::NotManager);
        }
        self.store.call(move |s| s.games_mut().set_threads(guild, on)).await?;
        let mut text = match on {
            true => say!(req.lang, Msg::ServerThreadsOn),
            false => say!(req.lang, Msg::ServerThreadsOff),
        };
        if on && req.threads.may_open != Some(true) {
            text = format!("{text}\n{}", say!(req.lang, Msg::ServerThreadsLacking));
        }
        Ok(Response::private(text))
    }

    pub(in crate::app) async fn close_challenge(
        &self,
        req: &Request,
        id: ChallengeId,
        decline: bool,
    ) -> Answer<Response> {
        let (user, now, guild, discord) = (req.user.id, req.now, req.guild, req.place_lang);
        let lang = self
            .store
            .call(move |s| {
                if decline {
                    s.challenges_mut().decline(id, user, now)?;
                } else {
                    s.challenges_mut().cancel(id, user, now)?;
                }
                chat_language::spoken_in(s, guild, discord)
            })
            .await?;
        let what = if decline {
            Msg::ChallengeDeclined
        } else {
            Msg::ChallengeWithdrawn
        };
        Ok(Response {
            update: Some(Reply::public(say!(lang, what, name = &req.user.name))),
            ..Response::default()
        })
    }

    /// Challenges the opponent of `of` (else of one's last finished game
    /// here) again, on the same terms, the other player first.
    pub(in crate::app) async fn rematch(&self, req: &Request, of: Option<GameId>) -> Answer<Response> {
        let (channel, user) = (req.channel, req.user.id);
        let last = self
            .store
            .call(move |s| {
                if let Some(id) = of {
                    return Ok(Some(s.games().meta(id)?));
                }
                match which_game(s, channel, user, Meant::LastFinished)? {
                    Some(id) => Ok(Some(s.games().meta(id)?)),
                    None => Ok(None),
                }
            })
            .await?;
        let Some(last) = last else {
            return refuse(GameRefusal::NothingToRematch);
        };
        let Some(seat) = last.player_of(user) else {
            return refuse(GameRefusal::NotYourRematch);
        };
        if last.is_active() {
            return refuse(GameRefusal::RematchOfLiveGame);
        }
        let other = last.user(seat.other());
        let other_name = self
            .store
            .call(move |s| s.players().name(other))
            .await?
            .unwrap_or_else(|| Mark::user(other));
        let opponent = User {
            id: other,
            name: other_name,
            bot: false,
        };
        let terms = Terms {
            variant: last.variant,
            // The player who moved second last time moves first now.
            first: if seat == Player::First {
                FirstMover::Opponent
            } else {
                FirstMover::Challenger
            },
            time: last.time_per_move.map(|s| std::time::Duration::from_secs(s.into())),
            level: last.computer.unwrap_or(zertz_data::ComputerLevel::Medium),
        };
        self.challenge(req, &opponent, terms).await
    }
}
