//! Every exercise of the course is checked here: its board is a legal
//! position, its solution meets its goal, the goal is not met by every
//! move, each wrong answer it explains is wrong, and each proof holds
//! when checked again move by move.
#![allow(clippy::unwrap_used)]

use zertz_rules::{Move, MoveError, Position};

use super::course::{lesson, squares, Exercise, Marks, COURSE, GAME_LESSON};
use super::judge::{exchange, judge, Goal, Miss, Verdict};
use super::stars;

/// Every exercise with its lesson's number and its place there.
fn exercises() -> impl Iterator<Item = (u8, usize, &'static Exercise)> {
    COURSE
        .iter()
        .flat_map(|l| l.exercises.iter().enumerate().map(move |(i, e)| (l.number, i, e)))
}

fn board(e: &Exercise) -> Position {
    e.board.position().unwrap()
}

fn solution(e: &Exercise) -> Move {
    board(e).parse_move(e.solution).unwrap()
}

#[test]
fn the_course_is_nine_lessons_in_order_ending_with_a_game() {
    let numbers: Vec<u8> = COURSE.iter().map(|l| l.number).collect();
    assert_eq!(numbers, (1..=9).collect::<Vec<u8>>());
    for l in &COURSE {
        assert_eq!(l.exercises.is_empty(), l.number == GAME_LESSON, "lesson {}", l.number);
        assert!(l.exercises.len() <= 3, "a lesson is a few exercises");
        assert!(lesson(l.number).is_some());
    }
    assert!(lesson(0).is_none() && lesson(10).is_none());
}

#[test]
fn every_board_is_a_legal_position_waiting_for_the_learner() {
    for (l, i, e) in exercises() {
        let pos = e
            .board
            .position()
            .unwrap_or_else(|err| panic!("lesson {l} exercise {i}: {err}"));
        assert!(!pos.is_game_over(), "lesson {l} exercise {i}");
        assert!(!pos.legal_moves().is_empty(), "lesson {l} exercise {i}");
        if let Marks::Rings(rings) = e.marks {
            let marked = squares(rings).unwrap();
            assert_eq!(
                marked & pos.rings(),
                marked,
                "lesson {l} exercise {i} marks rings in play"
            );
        }
    }
}

#[test]
fn every_solution_plays_and_meets_its_goal() {
    for (l, i, e) in exercises() {
        let pos = board(e);
        let m = solution(e);
        assert!(
            judge(&pos, &m, e.goal).is_right(),
            "lesson {l} exercise {i}: {}",
            e.solution
        );
        // The solution is written as the engine writes it, so a hint shows
        // exactly what the picker's Confirm will say.
        assert_eq!(pos.notation(&m), e.solution, "lesson {l} exercise {i}");
    }
}

#[test]
fn every_goal_that_asks_something_is_missed_by_some_move() {
    for (l, i, e) in exercises() {
        let pos = board(e);
        let wrong = pos
            .legal_moves()
            .iter()
            .filter(|m| !judge(&pos, m, e.goal).is_right())
            .count();
        match e.goal {
            Goal::Any => assert_eq!(wrong, 0, "lesson {l} exercise {i}"),
            // A lone capture still teaches: it is compulsory, and whole.
            _ if pos.legal_moves().len() == 1 => {}
            Goal::Take(1) => {}
            _ => assert!(wrong > 0, "lesson {l} exercise {i}: every move meets {:?}", e.goal),
        }
    }
}

#[test]
fn every_explained_wrong_answer_is_wrong_for_the_reason_given() {
    for (l, i, e) in exercises() {
        let pos = board(e);
        for (text, why) in e.wrong {
            match pos.parse_move(text) {
                // Refused by the rules: the words name the rule broken.
                Err(MoveError::Illegal(illegal)) => {
                    assert!(
                        why.contains(illegal.rule()),
                        "lesson {l} exercise {i}: {text}: {why} / {illegal}"
                    )
                }
                Err(other) => panic!("lesson {l} exercise {i}: {text} does not read: {other}"),
                Ok(m) => {
                    assert!(
                        !judge(&pos, &m, e.goal).is_right(),
                        "lesson {l} exercise {i}: {text} is right"
                    );
                    assert!(why.contains("(R"), "lesson {l} exercise {i}: {why} names its rule");
                }
            }
        }
    }
}

/// After `m`, the opponent's every legal reply, with the position after it.
fn replies(pos: &Position, m: &Move) -> Vec<(Move, Position)> {
    let mut after = *pos;
    after.play_unchecked(m);
    after
        .legal_moves()
        .iter()
        .map(|r| {
            let mut next = after;
            next.play_unchecked(r);
            (*r, next)
        })
        .collect()
}

#[test]
fn every_exchange_and_tempo_proof_holds_move_by_move() {
    let mut checked = 0;
    for (l, i, e) in exercises() {
        let pos = board(e);
        let m = solution(e);
        let me = pos.turn();
        match e.goal {
            Goal::Exchange => {
                // Every reply is a capture (R3.4), after which the learner
                // captures too, and the line ends ahead.
                for (reply, next) in replies(&pos, &m) {
                    assert!(reply.is_capture(), "lesson {l} exercise {i}: {reply:?} is no capture");
                    assert!(next.has_capture(), "lesson {l} exercise {i}: nothing to take back");
                    let (net, _) = exchange(&next, me, 8);
                    assert!(net - gains(&pos, &m, &reply) > 0, "lesson {l} exercise {i}");
                }
            }
            Goal::Tempo => {
                let mut after = pos;
                after.play_unchecked(&m);
                assert!(
                    !after.has_capture(),
                    "lesson {l} exercise {i}: the quiet move gives a capture"
                );
                for (reply, next) in replies(&pos, &m) {
                    assert!(
                        next.has_capture(),
                        "lesson {l} exercise {i}: {} is safe",
                        after.notation(&reply)
                    );
                }
            }
            _ => continue,
        }
        // The line the judge found ends within its depth, with no capture
        // left to make.
        let Verdict::Right { line, net } = judge(&pos, &m, e.goal) else {
            panic!("lesson {l} exercise {i}");
        };
        let mut end = pos;
        end.play_unchecked(&m);
        for x in &line {
            end.play_unchecked(x);
        }
        assert!(
            net > 0 && (!end.has_capture() || end.is_game_over()),
            "lesson {l} exercise {i}"
        );
        checked += 1;
    }
    assert_eq!(checked, 4, "two exchanges and two tempo exercises");
}

/// The opponent's reply's gain, less what the learner's move claimed.
fn gains(pos: &Position, m: &Move, reply: &Move) -> i32 {
    let mut after = *pos;
    after.play_unchecked(m);
    let mine = pos.effect(m).gained().0.iter().map(|&n| i32::from(n)).sum::<i32>();
    let theirs = after
        .effect(reply)
        .gained()
        .0
        .iter()
        .map(|&n| i32::from(n))
        .sum::<i32>();
    theirs - mine
}

#[test]
fn r3_4_choosing_the_smaller_capture_is_explained_with_the_best() {
    let e = &lesson(3).unwrap().exercises[1];
    let pos = board(e);
    let small = pos.parse_move("x b4Wb2").unwrap();
    assert_eq!(
        judge(&pos, &small, e.goal),
        Verdict::Wrong(Miss::TooFew { got: 1, best: 3 })
    );
}

#[test]
fn r4_3_a_group_cut_off_with_a_vacant_ring_is_not_claimed() {
    let e = &lesson(4).unwrap().exercises[1];
    let pos = board(e);
    let m = pos.parse_move("Wc3,d6").unwrap();
    let Verdict::Wrong(Miss::TooFewClaimed { claimed: 0, cut_off }) = judge(&pos, &m, e.goal) else {
        panic!("claimed");
    };
    assert_eq!(cut_off, squares("c6 d7").unwrap());
}

#[test]
fn r5_1_a_capture_that_reaches_no_goal_says_what_the_learner_has() {
    let e = &lesson(5).unwrap().exercises[1];
    let pos = board(e);
    let m = pos.parse_move("x d4Bd2").unwrap();
    assert_eq!(
        judge(&pos, &m, e.goal),
        Verdict::Wrong(Miss::NoGoal { captured: [2, 3, 4] })
    );
}

#[test]
fn r3_4_a_tempo_move_that_leaves_a_safe_reply_names_it() {
    let e = &lesson(8).unwrap().exercises[0];
    let pos = board(e);
    let m = pos.parse_move("Wb4,d2").unwrap();
    assert!(matches!(
        judge(&pos, &m, e.goal),
        Verdict::Wrong(Miss::SafeReply { .. })
    ));
}

#[test]
fn stars_count_the_wrong_answers() {
    assert_eq!(stars(3, 3), 3);
    assert_eq!(stars(3, 4), 2);
    assert_eq!(stars(2, 3), 2);
    assert_eq!(stars(2, 4), 1);
    assert_eq!(stars(3, 9), 1);
    assert_eq!(stars(2, u32::MAX), 1);
}

/// The marks a translation must keep from the English: squares, rule
/// numbers, numbers and bold words' count.
fn kept_marks(text: &str) -> (Vec<String>, usize) {
    let mut marks: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '.')
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            let square = w.len() >= 2
                && w.starts_with(|c: char| ('a'..='j').contains(&c))
                && w[1..].chars().all(|c| c.is_ascii_digit());
            let rule = w.starts_with('R') && w[1..].chars().next().is_some_and(|c| c.is_ascii_digit());
            let number = !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
            square || rule || number
        })
        .map(str::to_string)
        .collect();
    marks.sort();
    (marks, text.matches("**").count())
}

/// Every language has the course's every word, and keeps the English's
/// squares, rule numbers, numbers and bold; English is as written in
/// the course.
#[test]
fn the_course_speaks_every_language_and_keeps_its_squares_and_rules() {
    use crate::app::text::lang::Lang;
    let all = super::course_words::all_words();
    assert!(all.len() > 70, "{} parts", all.len());
    for lang in Lang::ALL {
        for l in &COURSE {
            for (i, part) in [
                (0, super::course_words::Part::Title),
                (0, super::course_words::Part::Teaches),
            ] {
                let said = l.words(lang, i, part);
                assert!(!said.is_empty(), "{lang}: lesson {}", l.number);
            }
        }
        for (id, english) in &all {
            let said = lang.field(id, None);
            match lang {
                Lang::En => assert_eq!(said, None, "en.ftl holds no course words: {id}"),
                _ => {
                    let said = said.unwrap_or_else(|| panic!("{lang}.ftl lacks {id}"));
                    // A single word may be the same ("Tempo").
                    let translated = &said != english || !english.contains(' ');
                    assert!(translated, "{lang}: {id} is not translated");
                    assert_eq!(kept_marks(&said), kept_marks(english), "{lang}: {id}: {said}");
                }
            }
        }
    }
    let first = &COURSE[0];
    assert_eq!(first.words(Lang::En, 0, super::course_words::Part::Title), first.title);
    assert_ne!(first.words(Lang::De, 0, super::course_words::Part::Title), first.title);
}

/// The course's English, written here rather than in `en.ftl`, keeps to
/// the English glossary as the files keep to theirs.
#[test]
fn the_courses_english_keeps_to_the_glossary() {
    let found: Vec<String> = super::course_words()
        .into_iter()
        .flat_map(|(_, english)| crate::app::text::lang::glossary::ruled_out(crate::app::text::lang::Lang::En, english))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}
