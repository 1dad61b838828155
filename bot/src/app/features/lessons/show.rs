//! What the course says and shows: an exercise with its board marked, and each answer's verdict drawn on
//! the board in the words of the rule.

use zertz_rules::{Game, IllegalMove, Move, Position, SquareSet};

use super::course::{squares, Marks as Shows};
use super::course_words::Part;
use super::game_hint;
use super::judge::{Miss, Verdict, WIN};
use super::progress::star_line;
use super::{next_lesson, stars, At, Lessons};
use crate::app::interface::button::ButtonId;
use crate::app::interface::refusal::illegal_words;
use crate::app::interface::reply::{colours, Button, ButtonStyle, Card, Reply};
use crate::app::interface::request::Request;
use crate::app::services::pictures::Marks;
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::words;

/// Added to the first board of the course's game, in `lang`.
pub fn first_game_words(lang: Lang) -> String {
    format!("\n{}", say!(lang, Msg::CourseFirstGame))
}

/// The seats' names on a lesson's board: the learner, then the opponent.
pub fn names(lang: Lang, name: &str) -> [String; 2] {
    [name.to_string(), say!(lang, Msg::LessonOpponent)]
}

/// The title of `at`'s card.
pub fn title(lang: Lang, at: &At) -> String {
    say!(
        lang,
        Msg::LessonCardTitle,
        lesson = at.lesson.number,
        exercise = usize::from(at.open.exercise) + 1,
        count = at.lesson.exercises.len()
    )
}

/// The board `exercise` marks while it waits.
fn waiting_marks(at: &At) -> Marks {
    let pos = &at.pos;
    match at.exercise.marks {
        Shows::Nothing => Marks::default(),
        Shows::FreeRings => Marks {
            highlights: pos.free_rings(),
            ..Marks::default()
        },
        Shows::Captures => Marks {
            paths: pos.legal_moves().iter().map(|m| pos.effect(m).path).collect(),
            ..Marks::default()
        },
        Shows::Rings(rings) => Marks {
            highlights: squares(rings).unwrap_or(SquareSet::EMPTY),
            ..Marks::default()
        },
    }
}

/// `line` from `pos` in words, moves joined by arrows.
fn line_words(lang: Lang, pos: &Position, line: &[Move]) -> String {
    let mut at = *pos;
    let mut out = Vec::new();
    for m in line {
        out.push(game_hint::in_words(lang, &at, m));
        at.play_unchecked(m);
    }
    out.join(" → ")
}

/// "2 marbles ahead", "even", "losing the game", in `lang`.
fn net_words(lang: Lang, net: i32) -> String {
    match net {
        n if n >= WIN => say!(lang, Msg::NetWinning),
        n if n <= -WIN => say!(lang, Msg::NetLosing),
        0 => say!(lang, Msg::NetEven),
        n if n > 0 => say!(lang, Msg::NetAhead, count = n.unsigned_abs()),
        n => say!(lang, Msg::NetBehind, count = n.unsigned_abs()),
    }
}

/// Why `m` misses its goal, in the rule's words: the exercise's own
/// words for an answer it expects, else the judge's.
fn miss_words(lang: Lang, at: &At, after: &Position, m: &Move, miss: &Miss) -> String {
    let pos = &at.pos;
    let authored = at
        .exercise
        .wrong
        .iter()
        .position(|(text, _)| pos.parse_move(text).is_ok_and(|w| w == *m));
    if let Some(k) = authored {
        return at.says(lang, Part::Wrong(k));
    }
    match miss {
        Miss::TooFew { got, best } => say!(lang, Msg::MissTooFew, got = *got, best = *best),
        Miss::TooFewClaimed { cut_off, .. } if !SquareSet::is_empty(*cut_off) => {
            let vacant: Vec<String> = (*cut_off & after.vacant()).map(|s| s.to_string()).collect();
            say!(
                lang,
                Msg::MissStillVacant,
                rings = words::all_of_in(lang, cut_off.map(|s| s.to_string())),
                count = vacant.len(),
                vacant = words::all_of_in(lang, vacant)
            )
        }
        Miss::TooFewClaimed { claimed: 0, .. } => say!(lang, Msg::MissCutsNothing),
        Miss::TooFewClaimed { claimed, .. } => say!(lang, Msg::MissClaimsFew, claimed = *claimed),
        Miss::NoGoal { captured } => say!(
            lang,
            Msg::MissNoGoal,
            white = captured[0],
            grey = captured[1],
            black = captured[2]
        ),
        Miss::NotAPlacement => say!(lang, Msg::MissNotAPlacement),
        Miss::NotForced => say!(lang, Msg::MissNotForced),
        Miss::GivesCapture { line, net } => say!(
            lang,
            Msg::MissGivesCapture,
            line = line_words(lang, after, line),
            net = net_words(lang, *net)
        ),
        Miss::Outgained { line, net } => say!(
            lang,
            Msg::MissOutgained,
            line = line_words(lang, after, line),
            net = net_words(lang, *net)
        ),
        Miss::SafeReply { reply } => say!(lang, Msg::MissSafeReply, move = game_hint::in_words(lang, after, reply)),
    }
}

/// The heading `at`'s words go under where a message holds two
/// exercises' (a verdict, then the next goal): "**Exercise 2** · ".
fn heading(lang: Lang, at: &At) -> String {
    let exercise = usize::from(at.open.exercise) + 1;
    format!("{} · ", say!(lang, Msg::LessonExerciseHeading, exercise = exercise))
}

/// The verdict on a right move that leads to the next exercise, under
/// the answered exercise's heading, in `lang`.
pub fn verdict_lead(lang: Lang, at: &At, m: &Move, verdict: &Verdict) -> String {
    heading(lang, at) + &right_words(lang, at, m, verdict)
}

/// `marks` on a lesson's board: headed as the lesson's, not as a game's
/// at move 0, and framed around the exercise's rings.
fn lesson_board(lang: Lang, at: &At, marks: Marks) -> Marks {
    Marks {
        heading: Some(title(lang, at)),
        frame: Some(at.pos.rings()),
        ..marks
    }
}

/// What the verdict on a right move says, in `lang`.
fn right_words(lang: Lang, at: &At, m: &Move, verdict: &Verdict) -> String {
    let mut text = say!(
        lang,
        Msg::LessonRight,
        move = game_hint::in_words(lang, &at.pos, m),
        praise = at.says(lang, Part::WellDone)
    );
    if let Verdict::Right { line, net } = verdict {
        if !line.is_empty() {
            let mut after = at.pos;
            after.play_unchecked(m);
            text.push('\n');
            text.push_str(&say!(
                lang,
                Msg::LessonWhatFollows,
                line = line_words(lang, &after, line),
                net = net_words(lang, *net)
            ));
        }
    }
    text
}

/// What to do in `at`, in `lang`, as the last line of its messages.
fn goal(lang: Lang, at: &At) -> String {
    say!(lang, Msg::LessonGoal, ask = at.says(lang, Part::Ask))
}

/// The marks of the board after `m`: its move, what was cut off, and the
/// first capture of the line that follows.
fn after_marks(after: &Position, verdict: &Verdict) -> Marks {
    let line = match verdict {
        Verdict::Right { line, .. }
        | Verdict::Wrong(Miss::GivesCapture { line, .. })
        | Verdict::Wrong(Miss::Outgained { line, .. }) => line.as_slice(),
        _ => &[],
    };
    let mut at = *after;
    let mut paths = Vec::new();
    for m in line {
        if matches!(m, Move::Capture(_)) {
            paths.push(at.effect(m).path);
        }
        at.play_unchecked(m);
    }
    let (highlights, pending) = match verdict {
        Verdict::Wrong(Miss::TooFewClaimed { cut_off, .. }) => (*cut_off, None),
        Verdict::Wrong(Miss::SafeReply {
            reply: Move::Place { colour, to, .. },
        }) => (SquareSet::EMPTY, Some((*colour, *to))),
        _ => (SquareSet::EMPTY, None),
    };
    Marks {
        last: true,
        highlights,
        pending,
        paths,
        ..Marks::default()
    }
}

impl Lessons {
    /// Exercise `at`, privately: `lead`, the lesson's words before its
    /// first exercise, what to do, and its board marked.
    pub(super) async fn exercise(&self, req: &Request, at: &At, lead: String) -> Reply {
        let lang = req.lang;
        let mut text = lead;
        if !text.is_empty() {
            // The exercise's own heading, below the verdict on the one before.
            text.push_str("\n\n");
            text.push_str(&heading(lang, at));
        }
        if at.open.exercise == 0 && at.open.tries == 0 {
            let title = at.says(lang, Part::Title);
            text.push_str(&say!(
                lang,
                Msg::LessonHeading,
                lesson = at.lesson.number,
                title = title
            ));
            text.push('\n');
            text.push_str(&at.says(lang, Part::Teaches));
            text.push_str("\n\n");
        }
        text.push_str(&goal(lang, at));
        let game = Game::from_position(at.pos);
        self.board(req, at, text, &game, waiting_marks(at)).await
    }

    /// A move the rules refuse, explained on the exercise's board; it
    /// counts for nothing.
    pub(super) async fn illegal(&self, req: &Request, at: &At, illegal: &IllegalMove) -> Reply {
        let lang = req.lang;
        let why = illegal_words(lang, illegal);
        let not_allowed = say!(lang, Msg::LessonNotAllowed, why = why, rule = illegal.rule());
        let text = format!("{not_allowed}\n\n{}", goal(lang, at));
        let game = Game::from_position(at.pos);
        self.board(req, at, text, &game, waiting_marks(at)).await
    }

    /// A wrong move, shown played on the board with why it misses.
    pub(super) async fn wrong(&self, req: &Request, at: &At, m: &Move, verdict: &Verdict) -> Reply {
        let mut game = Game::from_position(at.pos);
        let _ = game.play(m);
        let after = *game.position();
        let lang = req.lang;
        let why = match verdict {
            Verdict::Wrong(miss) => miss_words(lang, at, &after, m, miss),
            Verdict::Right { .. } => String::new(),
        };
        let not_yet = say!(
            lang,
            Msg::LessonNotYet,
            move = game_hint::in_words(lang, &at.pos, m),
            why = why
        );
        let text = format!("{not_yet}\n\n{}\n{}", say!(lang, Msg::LessonTryAgain), goal(lang, at));
        self.board(req, at, text, &game, after_marks(&after, verdict)).await
    }

    /// The lesson's last exercise answered right: its stars, and the way on.
    pub(super) async fn done(&self, req: &Request, at: &At, m: &Move, verdict: &Verdict, answers: u32) -> Reply {
        let lang = req.lang;
        let won = stars(at.lesson.exercises.len(), answers);
        let mut text = right_words(lang, at, m, verdict);
        text.push_str("\n\n");
        text.push_str(&say!(
            lang,
            Msg::LessonDone,
            lesson = at.lesson.number,
            stars = star_line(won),
            answers = answers,
            exercises = at.lesson.exercises.len()
        ));
        let mut game = Game::from_position(at.pos);
        let _ = game.play(m);
        let after = *game.position();
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: say!(lang, Msg::LessonDoneTitle, lesson = at.lesson.number),
            colour: colours::DONE,
            ..Card::default()
        });
        let names = names(lang, &req.user.name);
        self.pictures
            .draw_marked(
                &mut reply,
                req,
                &game,
                &names,
                after_marks(&after, verdict),
                "zertz-lesson.png",
            )
            .await
            .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a lesson's board failed"));
        if let Some(next) = next_lesson(at.lesson.number) {
            let label = match next.exercises.is_empty() {
                true => say!(lang, Msg::LessonPlayFirstGame),
                false => say!(lang, Msg::LessonNext, lesson = next.number),
            };
            reply.buttons.push(Button::new(
                ButtonId::Learn(Some(next.number)),
                &label,
                ButtonStyle::Primary,
            ));
        }
        reply.buttons.push(course_button(lang));
        reply
    }

    /// The exercise's hint, on its board.
    pub(super) async fn hinted(&self, req: &Request, at: &At) -> Reply {
        // The answer is hidden until tapped, for one who is really stuck.
        let lang = req.lang;
        // The solution in words (its notation where the course's own would
        // not read, a mistake its tests catch).
        let answer = at.pos.parse_move(at.exercise.solution).ok();
        let solution = match answer {
            Some(m) => game_hint::in_words(lang, &at.pos, &m),
            None => at.exercise.solution.to_string(),
        };
        let text = format!(
            "{}\n{}\n\n{}",
            say!(lang, Msg::LessonHint, hint = at.says(lang, Part::Hint)),
            say!(lang, Msg::LessonStuck, solution = solution),
            goal(lang, at)
        );
        let game = Game::from_position(at.pos);
        let mut reply = self.board(req, at, text, &game, waiting_marks(at)).await;
        // The answer drawn too, hidden as its words are: a picture below
        // the card's, blurred until tapped.
        if let (Some(m), true) = (answer, req.can_attach) {
            let shown = reply.card.as_ref().and_then(|c| c.image.clone());
            let names = names(lang, &req.user.name);
            let marks = lesson_board(lang, at, Marks::of_move(&at.pos.effect(&m)));
            self.pictures
                .draw_marked(&mut reply, req, &game, &names, marks, "SPOILER_zertz-answer.png")
                .await
                .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a lesson's answer failed"));
            if let Some(card) = &mut reply.card {
                card.image = shown;
            }
        }
        reply
    }

    /// `text` over `game` with `marks`, with the exercise's buttons.
    async fn board(&self, req: &Request, at: &At, text: String, game: &Game, marks: Marks) -> Reply {
        let lang = req.lang;
        let marks = lesson_board(lang, at, marks);
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: title(lang, at),
            colour: colours::FIRST,
            ..Card::default()
        });
        let names = names(lang, &req.user.name);
        self.pictures
            .draw_marked(&mut reply, req, game, &names, marks, "zertz-lesson.png")
            .await
            .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a lesson's board failed"));
        reply.buttons = vec![
            Button::move_picker(at.picked()).labelled(say!(lang, Msg::MoveButton)),
            Button::new(
                ButtonId::LessonHint(at.open.lesson, at.open.exercise),
                &say!(lang, Msg::HintButton),
                ButtonStyle::Secondary,
            ),
            course_button(lang),
        ];
        reply
    }
}

/// The button back to the course.
fn course_button(lang: Lang) -> Button {
    Button::new(
        ButtonId::Learn(None),
        &say!(lang, Msg::LessonCourseButton),
        ButtonStyle::Secondary,
    )
}
