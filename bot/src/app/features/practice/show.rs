//! What a practice says and shows: each move to find with its board and
//! what was at stake, and each answer's verdict with the engine's line.

use zertz_ai::analysis::Tried;
use zertz_data::{GameId, PracticeAnswer, PracticeCounts, PracticeKind, PracticeStep};
use zertz_rules::{Game, Move, Player, Position};

use super::{Practice, Step};
use crate::app::interface::refusal::Answer;
use crate::app::interface::reply::{colours, Attachment, Button, Card, Reply, Response};
use crate::app::interface::request::Request;
use crate::app::services::compose::labels;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};

/// Moves of the engine's line shown after a move.
const LINE_SHOWN: usize = 4;

impl Practice {
    /// The move `step` asks for, privately: its board as it stood, with
    /// `lead` above what to do.
    pub(super) async fn show(&self, req: &Request, step: &Step, lead: String) -> Response {
        let mut reply = Reply::private(lead);
        self.push_step(req, &mut reply, step).await;
        Response::reply(reply)
    }

    /// Adds `step`'s question to `reply` and its board as the card's picture.
    async fn push_step(&self, req: &Request, reply: &mut Reply, step: &Step) {
        if !reply.text.is_empty() {
            reply.text.push_str("\n\n");
        }
        let lang = req.lang;
        reply.text.push_str(&question(lang, step));
        let seat = step.judged.mover;
        let game = step.loaded.meta.id.0;
        reply.card = Some(Card {
            title: match step.open.kind {
                PracticeKind::Walk => say!(lang, Msg::PracticeWalkTitle, game = game),
                PracticeKind::Review => say!(lang, Msg::PracticeReviewTitle, game = game),
            },
            colour: if seat == Player::First {
                colours::FIRST
            } else {
                colours::SECOND
            },
            fields: Vec::new(),
            image: None,
        });
        if let Some(before) = step.before() {
            self.pictures
                .draw_game(reply, (lang, req.can_attach), &before, &step.names)
                .await;
        }
        reply.buttons = vec![move_button(lang, &step.open)];
    }

    /// The verdict on `played` (judged `tried`; `None` when it was the
    /// mistake itself), then the next move or the end, as `next` says.
    pub(super) async fn answered(
        &self,
        req: &Request,
        step: &Step,
        pos: &Position,
        (played, tried): (Move, Option<&Tried>),
        answer: PracticeAnswer,
        next: PracticeStep,
    ) -> Answer<Reply> {
        let (said, lang) = (pos.notation(&played), req.lang);
        let again = matches!(next, PracticeStep::TryAgain(_));
        let mut reply = Reply::private(verdict(lang, pos, (played, &said), tried, again));
        let missed = answer == PracticeAnswer::Wrong && !again;
        if missed {
            let line = tried.map_or(step.judged.line.as_slice(), |t| t.best_line.as_slice());
            if let (Some(&better), Some(before)) = (line.first(), step.before()) {
                let chance = percent(tried.map_or(step.judged.before, |t| t.best_chance));
                let notation = pos.notation(&better);
                let mut after = *pos;
                after.play_unchecked(&better);
                reply.text.push('\n');
                reply.text.push_str(&match line_words(&after, &line[1..]) {
                    expected if expected.is_empty() => {
                        say!(lang, Msg::PracticeBetter, notation = notation, chance = chance)
                    }
                    expected => say!(
                        lang,
                        Msg::PracticeBetterLine,
                        notation = notation,
                        chance = chance,
                        line = expected
                    ),
                });
                let name = format!("zertz-{}-move-{}-better.png", step.loaded.meta.id, step.judged.number);
                self.draw_better(&mut reply, (lang, req.can_attach), (before, better), &step.names, name)
                    .await;
            }
        }
        match next {
            PracticeStep::TryAgain(open) => reply.buttons = vec![move_button(lang, &open)],
            PracticeStep::Next(open) => {
                let step = self.step(open).await?;
                self.push_step(req, &mut reply, &step).await;
            }
            PracticeStep::Done { kind, found, total } => {
                let user = req.user.id;
                let now = req.now;
                let counts = self.store.read(move |s| s.practice().counts(user, now)).await?;
                reply.text.push_str("\n\n");
                reply.text.push_str(&ending(lang, kind, found, total, &counts));
            }
        }
        Ok(reply)
    }

    /// Draws the board `before` with the move `better` shown on it, as the
    /// file `name` of `reply`; the card shows it unless it shows another.
    /// Where files cannot go, the words say the move and nothing is drawn.
    async fn draw_better(
        &self,
        reply: &mut Reply,
        (lang, can_attach): (Lang, bool),
        (before, better): (Game, zertz_rules::Move),
        names: &[String; 2],
        name: String,
    ) {
        if !can_attach {
            return;
        }
        let seats = names.clone();
        let drawn = self
            .pictures
            .draw_now(move |r| r.suggestion_png(&before, &better, [seats[0].as_str(), seats[1].as_str()], labels(lang)))
            .await;
        match drawn {
            Ok(Ok(bytes)) => {
                if let Some(card) = reply.card.as_mut().filter(|c| c.image.is_none()) {
                    card.image = Some(name.clone());
                }
                reply.attachments.push(Attachment::new(name, bytes));
            }
            Ok(Err(e)) => tracing::error!(error = %e, "drawing a better move failed"),
            Err(e) => tracing::error!(error = %e, "drawing a better move failed"),
        }
    }
}

/// What the first move of a new walk says above its question, in `lang`.
pub(super) fn walk_lead(lang: Lang, step: &Step, closed: Option<GameId>) -> String {
    let mut text = say!(
        lang,
        Msg::PracticeWalkLead,
        game = step.loaded.meta.id.0,
        count = step.open.total
    );
    if let Some(g) = closed {
        text.push(' ');
        text.push_str(&say!(lang, Msg::PracticeClosed, game = g.0));
    }
    text
}

/// The question of `step` in `lang`: which move, what was at stake, what
/// to do.
fn question(lang: Lang, step: &Step) -> String {
    let open = &step.open;
    let j = &step.judged;
    let heading = match open.kind {
        PracticeKind::Walk => {
            let done = open.total.saturating_sub(open.steps.len() as u32);
            say!(
                lang,
                Msg::PracticeMistakeHeading,
                at = done + 1,
                total = open.total,
                move = j.number,
                game = open.game.0
            )
        }
        PracticeKind::Review => say!(lang, Msg::PracticeReviewHeading, move = j.number, game = open.game.0),
    };
    let seat = match j.mover {
        Player::First => "first",
        Player::Second => "second",
    };
    let played = step.position().map_or_else(String::new, |p| p.notation(&j.played));
    let mark = j
        .mark
        .map_or(String::new(), |m| say!(lang, Msg::AnalysisMark, mark = m.name()));
    let mut text = say!(
        lang,
        Msg::PracticeQuestion,
        seat = seat,
        played = played,
        mark = mark,
        before = percent(j.before),
        after = percent(j.after)
    );
    if open.tries > 0 {
        text.push(' ');
        text.push_str(&say!(lang, Msg::PracticeOneTryLeft));
    }
    format!("{heading}\n{text}")
}

/// What an answer did, in `lang`: `played` (said `said`) judged `tried`,
/// `None` when it was the mistake itself.
fn verdict(lang: Lang, pos: &Position, (played, said): (Move, &str), tried: Option<&Tried>, again: bool) -> String {
    let tail = |text: String| match again {
        true => format!("{text} {}", say!(lang, Msg::PracticeOneMoreTry)),
        false => text,
    };
    let Some(t) = tried else {
        return tail(say!(lang, Msg::PracticePlayedAgain, notation = said));
    };
    let (chance, best) = (percent(t.chance), percent(t.best_chance));
    if !t.good_enough() {
        return tail(say!(
            lang,
            Msg::PracticeTooMuch,
            notation = said,
            chance = chance,
            best = best
        ));
    }
    let judged = if t.is_best(&played) {
        say!(lang, Msg::PracticeBest, notation = said, chance = chance)
    } else {
        say!(
            lang,
            Msg::PracticeGoodEnough,
            notation = said,
            chance = chance,
            best = best
        )
    };
    let mut after = *pos;
    after.play_unchecked(&played);
    if t.line.is_empty() {
        judged
    } else {
        let expects = say!(lang, Msg::PracticeExpects, line = line_words(&after, &t.line));
        format!("{judged} {expects}")
    }
}

/// How a walk or review ended, and what waits in the practice set, in
/// `lang`.
fn ending(lang: Lang, kind: PracticeKind, found: u32, total: u32, counts: &PracticeCounts) -> String {
    let set = match counts.waiting {
        0 => say!(lang, Msg::PracticeSetEmpty),
        n => say!(lang, Msg::PracticeSet, count = n, due = counts.due),
    };
    match kind {
        PracticeKind::Walk => {
            let missed = total.saturating_sub(found);
            let verdict = match missed {
                0 => say!(lang, Msg::PracticeAllFound),
                n => say!(lang, Msg::PracticeMissed, count = n),
            };
            say!(
                lang,
                Msg::PracticeWalkEnd,
                found = found,
                total = total,
                verdict = verdict,
                set = set
            )
        }
        PracticeKind::Review if found > 0 => say!(lang, Msg::PracticeReviewFound, set = set),
        PracticeKind::Review => say!(lang, Msg::PracticeReviewMissed, set = set),
    }
}

/// What `/study practice` says when nothing is due, in `lang`.
pub(super) fn nothing_due(lang: Lang, counts: &PracticeCounts) -> String {
    match (counts.waiting, counts.next_due) {
        (0, _) => say!(lang, Msg::PracticeNoneWaiting),
        (n, Some(at)) => say!(
            lang,
            Msg::PracticeNoneDue,
            count = n,
            next = Mark::time(at, TimeStyle::Relative)
        ),
        (n, None) => say!(lang, Msg::PracticeWaiting, count = n),
    }
}

/// The Move button of a practice's board, in `lang`.
fn move_button(lang: Lang, open: &zertz_data::OpenPractice) -> Button {
    Button::move_picker(super::picked(open)).labelled(say!(lang, Msg::MoveButton))
}

/// A chance as a whole percentage.
fn percent(chance: f64) -> String {
    format!("{:.0}%", chance * 100.0)
}

/// The first moves of `line`, played from `pos`, in notation.
fn line_words(pos: &Position, line: &[Move]) -> String {
    let mut at = *pos;
    let mut said = Vec::new();
    for m in line.iter().take(LINE_SHOWN) {
        if !at.is_legal(m) {
            break;
        }
        said.push(format!("`{}`", at.notation(m)));
        at.play_unchecked(m);
    }
    said.join(", ")
}
