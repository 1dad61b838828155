//! What a practice says and shows: each move to find with its board and
//! what was at stake, and each answer's verdict with the engine's line.

use zertz_ai::analysis::Tried;
use zertz_data::{GameId, PracticeAnswer, PracticeCounts, PracticeKind, PracticeStep};
use zertz_rules::{Game, Move, Player, Position};

use super::super::refusal::Answer;
use super::super::reply::{colours, Attachment, Button, Card, Reply, Response};
use super::super::request::Request;
use super::super::words;
use super::{Practice, Step};

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
        reply.text.push_str(&question(step));
        let seat = step.judged.mover;
        reply.card = Some(Card {
            title: match step.open.kind {
                PracticeKind::Walk => format!("Learn from your mistakes · game #{}", step.loaded.meta.id),
                PracticeKind::Review => format!("Practice · game #{}", step.loaded.meta.id),
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
                .draw_game(reply, req.can_attach, &before, &step.names)
                .await;
        }
        reply.buttons = vec![Button::move_picker(super::picked(&step.open))];
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
        let said = pos.notation(&played);
        let again = matches!(next, PracticeStep::TryAgain(_));
        let mut reply = Reply::private(verdict(pos, (played, &said), tried, again));
        let missed = answer == PracticeAnswer::Wrong && !again;
        if missed {
            let line = tried.map_or(step.judged.line.as_slice(), |t| t.best_line.as_slice());
            if let (Some(&better), Some(before)) = (line.first(), step.before()) {
                let chance = tried.map_or(step.judged.before, |t| t.best_chance);
                reply.text.push_str(&format!(
                    "\nThe better move was `{}` (drawn on the board), keeping your chance at {}",
                    pos.notation(&better),
                    percent(chance)
                ));
                let mut after = *pos;
                after.play_unchecked(&better);
                match line_words(&after, &line[1..]) {
                    expected if expected.is_empty() => reply.text.push('.'),
                    expected => reply.text.push_str(&format!("; the engine expects {expected}.")),
                }
                let name = format!("zertz-{}-move-{}-better.png", step.loaded.meta.id, step.judged.number);
                self.draw_better(&mut reply, req.can_attach, (before, better), &step.names, name)
                    .await;
            }
        }
        match next {
            PracticeStep::TryAgain(open) => reply.buttons = vec![Button::move_picker(super::picked(&open))],
            PracticeStep::Next(open) => {
                let step = self.step(open).await?;
                self.push_step(req, &mut reply, &step).await;
            }
            PracticeStep::Done { kind, found, total } => {
                let user = req.user.id;
                let now = req.now;
                let counts = self.store.read(move |s| s.practice().counts(user, now)).await?;
                reply.text.push_str("\n\n");
                reply.text.push_str(&ending(kind, found, total, &counts));
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
        can_attach: bool,
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
            .draw_now(move |r| r.suggestion_png(&before, &better, [seats[0].as_str(), seats[1].as_str()]))
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

/// What the first move of a new walk says above its question.
pub(super) fn walk_lead(step: &Step, closed: Option<GameId>) -> String {
    let mut text = format!(
        "**Learn from your mistakes** in game #{}: the analysis marked {} of yours. Here they come in the order you played them, so each board follows from the last as in the game.",
        step.loaded.meta.id,
        words::counted(u64::from(step.open.total), "move", "moves"),
    );
    if let Some(g) = closed {
        text.push_str(&format!(" (Your open practice of game #{g} was closed.)"));
    }
    text
}

/// The question of `step`: which move, what was at stake, what to do.
fn question(step: &Step) -> String {
    let open = &step.open;
    let j = &step.judged;
    let heading = match open.kind {
        PracticeKind::Walk => {
            let done = open.total.saturating_sub(open.steps.len() as u32);
            format!(
                "**Mistake {} of {}**: move {} of game #{}.",
                done + 1,
                open.total,
                j.number,
                open.game
            )
        }
        PracticeKind::Review => format!("**From your practice set**: move {} of game #{}.", j.number, open.game),
    };
    let seat = match j.mover {
        Player::First => "first",
        Player::Second => "second",
    };
    let played = step.position().map_or_else(String::new, |p| p.notation(&j.played));
    let mark = j.mark.map_or("", |m| m.name());
    let retry = if open.tries > 0 { " One try left." } else { "" };
    format!(
        "{heading}\nYou are the {seat} player, to move. You played `{played}` here ({mark}) and your chance fell from {} to {}. Find a better move with the Move button or `/zertz move`.{retry}",
        percent(j.before),
        percent(j.after)
    )
}

/// What an answer did: `played` (said `said`) judged `tried`, `None`
/// when it was the mistake itself.
fn verdict(pos: &Position, (played, said): (Move, &str), tried: Option<&Tried>, again: bool) -> String {
    let tail = if again { " One more try." } else { "" };
    let Some(t) = tried else {
        return format!("❌ `{said}` is the move you played in the game.{tail}");
    };
    if !t.good_enough() {
        return format!(
            "❌ `{said}` gives away too much: your chance would be {} (the best move keeps {}).{tail}",
            percent(t.chance),
            percent(t.best_chance)
        );
    }
    let judged = if t.is_best(&played) {
        format!(
            "✅ `{said}`: the engine's own choice, keeping your chance at {}.",
            percent(t.chance)
        )
    } else {
        format!(
            "✅ `{said}` is good enough: your chance would be {} (the engine's best keeps {}).",
            percent(t.chance),
            percent(t.best_chance)
        )
    };
    let mut after = *pos;
    after.play_unchecked(&played);
    if t.line.is_empty() {
        judged
    } else {
        format!("{judged} The engine expects {}.", line_words(&after, &t.line))
    }
}

/// How a walk or review ended, and what waits in the practice set.
fn ending(kind: PracticeKind, found: u32, total: u32, counts: &PracticeCounts) -> String {
    let set = match counts.waiting {
        0 => "Your practice set is empty.".to_string(),
        n => format!(
            "{} in your practice set ({} due now); practise with `/study practice`.",
            words::counted(u64::from(n), "position waits", "positions wait"),
            counts.due
        ),
    };
    match kind {
        PracticeKind::Walk => {
            let missed = total.saturating_sub(found);
            let verdict = if missed == 0 {
                "every one found!".to_string()
            } else {
                format!(
                    "the {} you missed joined your practice set.",
                    words::plural(u64::from(missed), "move")
                )
            };
            format!("**{found} of {total} found**: {verdict} {set}")
        }
        PracticeKind::Review if found > 0 => {
            format!("Found: found twice in a row, a position leaves the set; once, it comes back tomorrow. {set}")
        }
        PracticeKind::Review => format!("It comes back in an hour. {set}"),
    }
}

/// What `/study practice` says when nothing is due.
pub(super) fn nothing_due(counts: &PracticeCounts) -> String {
    match (counts.waiting, counts.next_due) {
        (0, _) => "Your practice set is empty. The moves you miss in `/study mistakes` (or the **Learn from your mistakes** button under an analysis) go there.".to_string(),
        (n, Some(at)) => format!(
            "Nothing is due yet: {} in your practice set, the next {}.",
            words::counted(u64::from(n), "position waits", "positions wait"),
            words::when(at, 'R')
        ),
        (n, None) => format!("{} in your practice set.", words::counted(u64::from(n), "position waits", "positions wait")),
    }
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
