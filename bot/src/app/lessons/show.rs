//! What the course says and shows: the course with each lesson's stars,
//! an exercise with its board marked, and each answer's verdict drawn on
//! the board in the words of the rule.

use zertz_data::{CourseProgress, GameId};
use zertz_rules::{Game, IllegalMove, Move, Position, SquareSet};

use super::super::button::ButtonId;
use super::super::pictures::Marks;
use super::super::reply::{colours, Button, ButtonStyle, Card, Menu, MenuOption, Reply};
use super::super::request::Request;
use super::super::words;
use super::course::{squares, Marks as Shows, COURSE};
use super::judge::{Miss, Verdict, WIN};
use super::{known, next_lesson, stars, At, Lessons, GAME_LESSON};

/// Added to the first board of the course's game.
pub const FIRST_GAME_WORDS: &str =
    "\nYour first game from the course: tap **Move** to play, and **Hint** on any board \
                                     when you are stuck. The game ends the course.";

/// The seats' names on a lesson's board: the learner, then the opponent.
pub fn names(name: &str) -> [String; 2] {
    [name.to_string(), "Opponent".to_string()]
}

/// The title of `at`'s card.
pub fn title(at: &At) -> String {
    format!(
        "Lesson {} · exercise {} of {}",
        at.lesson.number,
        usize::from(at.open.exercise) + 1,
        at.lesson.exercises.len()
    )
}

/// "★★☆".
fn star_line(stars: u8) -> String {
    (1..=3).map(|i| if i <= stars { '★' } else { '☆' }).collect()
}

/// The course as `progress` stands: each lesson with its stars, the
/// lesson to go on with, and a menu of them all.
pub fn course(progress: &CourseProgress) -> Reply {
    let mut text = String::from("**Learn ZÈRTZ by playing.** Short lessons on small boards, answered with taps.\n");
    let game_done = progress.game.is_some_and(|g| g.result.is_some());
    for lesson in &COURSE {
        let done = progress.done.iter().find(|d| d.lesson == lesson.number);
        let mark = match (done, lesson.number == GAME_LESSON) {
            (Some(d), _) => format!("✅ {}", star_line(d.stars)),
            (None, true) if game_done => "✅".to_string(),
            (None, true) if progress.game.is_some() => "▶️".to_string(),
            _ if progress.open.is_some_and(|o| o.lesson == lesson.number) => "▶️".to_string(),
            _ => "▫️".to_string(),
        };
        text.push_str(&format!("\n{mark} **{}.** {}", lesson.number, lesson.title));
    }
    if let Some(g) = progress.game.filter(|g| g.result.is_none()) {
        text.push_str(&format!(
            "\n\nYour course game is #{}: play it with the Move button on its board.",
            g.game
        ));
    }
    let next = resume_at(progress);
    let mut reply = Reply::private(text);
    reply.card = Some(Card {
        title: format!("The course · {} of {} lessons done", done_count(progress), COURSE.len()),
        colour: colours::FIRST,
        ..Card::default()
    });
    if let Some(next) = next {
        let label = match progress.open {
            Some(o) if o.lesson == next => format!("Go on with lesson {next}"),
            _ => format!("Start lesson {next}"),
        };
        reply
            .buttons
            .push(Button::new(ButtonId::Learn(Some(next)), &label, ButtonStyle::Primary));
    }
    reply.menus = vec![Menu {
        placeholder: "Choose any lesson".to_string(),
        options: COURSE
            .iter()
            .map(|l| MenuOption {
                id: ButtonId::Learn(Some(l.number)),
                label: format!("{}. {}", l.number, l.title),
                description: String::new(),
            })
            .collect(),
    }];
    reply
}

/// The lessons done, the course's game counted once finished.
pub fn done_count(progress: &CourseProgress) -> usize {
    let lessons = progress
        .done
        .iter()
        .filter(|d| known(d) && d.lesson != GAME_LESSON)
        .count();
    lessons + usize::from(progress.game.is_some_and(|g| g.result.is_some()))
}

/// The course's stars so far.
pub fn star_count(progress: &CourseProgress) -> u32 {
    progress
        .done
        .iter()
        .filter(|d| known(d))
        .map(|d| u32::from(d.stars))
        .sum()
}

/// Where the course resumes: the open exercise's lesson, else the first
/// lesson not done; `None` once all are.
fn resume_at(progress: &CourseProgress) -> Option<u8> {
    if let Some(open) = progress.open {
        return Some(open.lesson);
    }
    COURSE
        .iter()
        .find(|l| match l.number == GAME_LESSON {
            true => progress.game.is_none_or(|g| g.result.is_none()),
            false => !progress.done.iter().any(|d| d.lesson == l.number),
        })
        .map(|l| l.number)
}

/// The course in one line, for a player's stats.
pub fn stats_line(progress: &CourseProgress) -> Option<String> {
    if progress.done.is_empty() && progress.open.is_none() && progress.game.is_none() {
        return None;
    }
    let mut line = format!(
        "Course: {} of {} lessons, {}",
        done_count(progress),
        COURSE.len(),
        words::counted(u64::from(star_count(progress)), "star", "stars")
    );
    match resume_at(progress) {
        Some(next) => line.push_str(&format!("; `/learn` goes on with lesson {next}")),
        None => line.push_str("; finished"),
    }
    Some(line)
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

/// `line` from `pos` in notation, moves joined by arrows.
fn line_words(pos: &Position, line: &[Move]) -> String {
    let mut at = *pos;
    let mut out = Vec::new();
    for m in line {
        out.push(format!("`{}`", at.notation(m)));
        at.play_unchecked(m);
    }
    out.join(" → ")
}

/// "2 marbles ahead", "even", "losing the game".
fn net_words(net: i32) -> String {
    match net {
        n if n >= WIN => "winning the game".to_string(),
        n if n <= -WIN => "losing the game".to_string(),
        0 => "even: nothing gained".to_string(),
        n if n > 0 => format!("{} ahead", words::counted(n.unsigned_abs().into(), "marble", "marbles")),
        n => format!(
            "{} behind",
            words::counted(n.unsigned_abs().into(), "marble", "marbles")
        ),
    }
}

/// Why `m` misses its goal, in the rule's words: the exercise's own
/// words for an answer it expects, else the judge's.
fn miss_words(at: &At, after: &Position, m: &Move, miss: &Miss) -> String {
    let pos = &at.pos;
    let authored = at
        .exercise
        .wrong
        .iter()
        .find(|(text, _)| pos.parse_move(text).is_ok_and(|w| w == *m));
    if let Some((_, why)) = authored {
        return why.to_string();
    }
    match miss {
        Miss::TooFew { got, best } => format!(
            "This takes {}; another capture here takes {best}. You may choose any capture (R3.4): choose the one that gains most.",
            words::counted(*got as u64, "marble", "marbles")
        ),
        Miss::TooFewClaimed { cut_off, .. } if !SquareSet::is_empty(*cut_off) => {
            let vacant: Vec<String> = (*cut_off & after.vacant()).map(|s| s.to_string()).collect();
            let is = if vacant.len() == 1 { "is" } else { "are" };
            format!(
                "The rings {} are cut off, but {} {is} still vacant, so the group stays in play and is not claimed (R4.3).",
                words::all_of(cut_off.map(|s| s.to_string())),
                words::all_of(vacant)
            )
        }
        Miss::TooFewClaimed { claimed: 0, .. } => "This cuts nothing off: a group is claimed only once no ring joins it \
                                                   to the rest and every one of its rings holds a marble (R4.1)."
            .to_string(),
        Miss::TooFewClaimed { claimed, .. } => format!(
            "This claims {}; more can be claimed in one turn (R4.1).",
            words::counted(*claimed as u64, "marble", "marbles")
        ),
        Miss::NoGoal { captured } => format!(
            "After it you have {} white, {} grey and {} black: that reaches no goal (R5.1).",
            captured[0], captured[1], captured[2]
        ),
        Miss::NotAPlacement => "This exercise asks for a placement.".to_string(),
        Miss::NotForced => "After it your opponent has nothing to capture, so nothing forces their reply (R3.4).".to_string(),
        Miss::GivesCapture { line, net } => format!(
            "It lets your opponent capture: {}, leaving you {} (R3.4).",
            line_words(after, line),
            net_words(*net)
        ),
        Miss::Outgained { line, net } => format!(
            "Your opponent's best answer: {}, leaving you {}.",
            line_words(after, line),
            net_words(*net)
        ),
        Miss::SafeReply { reply } => format!(
            "Your opponent can answer `{}`, which leaves you nothing to capture.",
            after.notation(reply)
        ),
    }
}

/// What the verdict on a right move says.
pub fn right_words(at: &At, m: &Move, verdict: &Verdict) -> String {
    let mut text = format!("✅ **Right:** `{}`. {}", at.pos.notation(m), at.exercise.well_done);
    if let Verdict::Right { line, net } = verdict {
        if !line.is_empty() {
            let mut after = at.pos;
            after.play_unchecked(m);
            text.push_str(&format!(
                "\nWhat follows: {}, leaving you {}.",
                line_words(&after, line),
                net_words(*net)
            ));
        }
    }
    text
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
        let mut text = lead;
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        if at.open.exercise == 0 && at.open.tries == 0 {
            text.push_str(&format!(
                "**Lesson {}: {}**\n{}\n\n",
                at.lesson.number, at.lesson.title, at.lesson.teaches
            ));
        }
        text.push_str(&format!("**Your goal:** {}", at.exercise.ask));
        let game = Game::from_position(at.pos);
        self.board(req, at, text, &game, waiting_marks(at)).await
    }

    /// A move the rules refuse, explained on the exercise's board; it
    /// counts for nothing.
    pub(super) async fn illegal(&self, req: &Request, at: &At, illegal: &IllegalMove) -> Reply {
        let text = format!(
            "❌ **Not allowed:** {illegal} ({}). Nothing was counted: try again.\n\n**Your goal:** {}",
            illegal.rule(),
            at.exercise.ask
        );
        let game = Game::from_position(at.pos);
        self.board(req, at, text, &game, waiting_marks(at)).await
    }

    /// A wrong move, shown played on the board with why it misses.
    pub(super) async fn wrong(&self, req: &Request, at: &At, m: &Move, verdict: &Verdict) -> Reply {
        let mut game = Game::from_position(at.pos);
        let _ = game.play(m);
        let after = *game.position();
        let why = match verdict {
            Verdict::Wrong(miss) => miss_words(at, &after, m, miss),
            Verdict::Right { .. } => String::new(),
        };
        let text = format!(
            "❌ **Not yet:** `{}`. {why}\n\nTry again from the same board (Move), or ask for a Hint.\n**Your goal:** {}",
            at.pos.notation(m),
            at.exercise.ask
        );
        self.board(req, at, text, &game, after_marks(&after, verdict)).await
    }

    /// The lesson's last exercise answered right: its stars, and the way on.
    pub(super) async fn done(&self, req: &Request, at: &At, m: &Move, verdict: &Verdict, answers: u32) -> Reply {
        let won = stars(at.lesson.exercises.len(), answers);
        let mut text = right_words(at, m, verdict);
        text.push_str(&format!(
            "\n\n🎉 **Lesson {} done:** {} ({} for {}).",
            at.lesson.number,
            star_line(won),
            words::counted(u64::from(answers), "answer", "answers"),
            words::counted(at.lesson.exercises.len() as u64, "exercise", "exercises"),
        ));
        let mut game = Game::from_position(at.pos);
        let _ = game.play(m);
        let after = *game.position();
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: format!("Lesson {} · done", at.lesson.number),
            colour: colours::DONE,
            ..Card::default()
        });
        let names = names(&req.user.name);
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
                true => "Play your first game".to_string(),
                false => format!("Next: lesson {}", next.number),
            };
            reply.buttons.push(Button::new(
                ButtonId::Learn(Some(next.number)),
                &label,
                ButtonStyle::Primary,
            ));
        }
        reply
            .buttons
            .push(Button::new(ButtonId::Learn(None), "Course", ButtonStyle::Secondary));
        reply
    }

    /// The exercise's hint, on its board.
    pub(super) async fn hinted(&self, req: &Request, at: &At) -> Reply {
        // The answer is hidden until tapped, for one who is really stuck.
        let text = format!(
            "💡 **Hint:** {}\nStill stuck? One answer (tap to see it): ||{}||\n\n**Your goal:** {}",
            at.exercise.hint, at.exercise.solution, at.exercise.ask
        );
        let game = Game::from_position(at.pos);
        self.board(req, at, text, &game, waiting_marks(at)).await
    }

    /// `text` over `game` with `marks`, with the exercise's buttons.
    async fn board(&self, req: &Request, at: &At, text: String, game: &Game, marks: Marks) -> Reply {
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: title(at),
            colour: colours::FIRST,
            ..Card::default()
        });
        let names = names(&req.user.name);
        self.pictures
            .draw_marked(&mut reply, req, game, &names, marks, "zertz-lesson.png")
            .await
            .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a lesson's board failed"));
        reply.buttons = vec![
            Button::move_picker(at.picked()),
            Button::new(
                ButtonId::LessonHint(at.open.lesson, at.open.exercise),
                "Hint",
                ButtonStyle::Secondary,
            ),
            Button::new(ButtonId::Learn(None), "Course", ButtonStyle::Secondary),
        ];
        reply
    }

    /// The engine's move `best` in game `id`, privately, drawn on its board.
    pub(super) async fn game_hinted(
        &self,
        req: &Request,
        game: &Game,
        names: &[String; 2],
        best: Move,
        id: GameId,
    ) -> Reply {
        let pos = game.position();
        let effect = pos.effect(&best);
        let mut what = match best {
            Move::Place { colour, to, remove } => {
                let removed = remove.map(|r| format!(" and remove ring {r}")).unwrap_or_default();
                format!("place a {} marble on {to}{removed}", colour.name())
            }
            Move::Capture(_) => {
                let taken: Vec<_> = effect.captured.iter().map(|&(_, c)| c).collect();
                format!("capture {}", words::marbles(&taken))
            }
            Move::Pass => "pass".to_string(),
        };
        if !effect.claimed.is_empty() {
            let claimed: Vec<_> = effect.claimed.iter().map(|&(_, c)| c).collect();
            what.push_str(&format!(", claiming {}", words::marbles(&claimed)));
        }
        let text = format!(
            "💡 **Hint for game #{id}:** the engine would {what}: `{}`. Tap **Move** on the board to play it, or another move.",
            pos.notation(&best)
        );
        let marks = match best {
            Move::Place { colour, to, remove } => Marks {
                pending: Some((colour, to)),
                crossed: remove.map_or(SquareSet::EMPTY, |r| SquareSet::EMPTY.with(r)),
                last: true,
                ..Marks::default()
            },
            _ => Marks {
                paths: vec![effect.path.clone()],
                crossed: effect.captured.iter().fold(SquareSet::EMPTY, |s, &(sq, _)| s.with(sq)),
                last: true,
                ..Marks::default()
            },
        };
        let mut reply = Reply::private(text);
        reply.card = Some(Card {
            title: format!("Hint · game #{id}"),
            colour: colours::FIRST,
            ..Card::default()
        });
        self.pictures
            .draw_marked(&mut reply, req, game, names, marks, "zertz-hint.png")
            .await
            .unwrap_or_else(|e| tracing::error!(error = %e, "drawing a hint's board failed"));
        reply
    }
}
