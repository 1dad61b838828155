#![allow(clippy::unwrap_used)]

use super::course::COURSE;
use super::judge::judge;

#[test]
#[ignore]
fn show_the_course() {
    for l in &COURSE {
        for (i, e) in l.exercises.iter().enumerate() {
            let pos = match e.board.position() {
                Ok(p) => p,
                Err(err) => {
                    println!("lesson {} ex {i}: {err}", l.number);
                    continue;
                }
            };
            println!(
                "=== lesson {} exercise {i}: {:?}\n{}",
                l.number,
                e.goal,
                zertz_render::text_board(&pos)
            );
            let moves = pos.legal_moves();
            let right: Vec<String> = moves
                .iter()
                .filter(|m| judge(&pos, m, e.goal).is_right())
                .map(|m| pos.notation(m))
                .collect();
            println!(
                "{} moves, {} right: {:?}",
                moves.len(),
                right.len(),
                &right[..right.len().min(12)]
            );
            println!(
                "solution {}: {:?}",
                e.solution,
                pos.parse_move(e.solution).map(|m| {
                    let v = judge(&pos, &m, e.goal);
                    if let super::judge::Verdict::Right { line, .. } = &v {
                        let mut p = pos;
                        p.play_unchecked(&m);
                        for x in line {
                            print!("{} ; ", p.notation(x));
                            p.play_unchecked(x);
                        }
                        println!();
                    }
                    v
                })
            );
            let wrongs: Vec<String> = moves
                .iter()
                .filter_map(|m| match judge(&pos, m, e.goal) {
                    super::judge::Verdict::Wrong(miss) => Some(format!("{} {:?}", pos.notation(m), miss)),
                    _ => None,
                })
                .take(4)
                .collect();
            println!("some wrong: {wrongs:#?}");
            for (w, _) in e.wrong {
                println!("wrong {w}: {:?}", pos.parse_move(w).map(|m| judge(&pos, &m, e.goal)));
            }
        }
    }
}

#[test]
#[ignore]
fn find_boards() {
    use super::course::{squares, Setup};
    use super::judge::Goal;
    use rand::{Rng, SeedableRng};
    use zertz_rules::Variant;
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let middle: Vec<&str> = "d4 d5 d3 c4 c3 e4 e3 d6 e5 f4 f3 f2 e2 d2 c2 b2 b3 b4 c5"
        .split(' ')
        .collect();
    for goal in [Goal::Tempo] {
        let mut found = 0;
        for _ in 0..200_000 {
            let keep = rng.gen_range(10..20);
            let mut rings: Vec<&str> = middle.clone();
            while rings.len() > keep {
                let i = rng.gen_range(0..rings.len());
                rings.remove(i);
            }
            let n = rng.gen_range(3..keep.min(8));
            let mut spots = rings.clone();
            let mut marbles = Vec::new();
            for _ in 0..n {
                let i = rng.gen_range(0..spots.len());
                let s = spots.remove(i);
                let c = ["W", "G", "B"][rng.gen_range(0..3)];
                marbles.push(format!("{c}{s}"));
            }
            let rings_text = rings.join(" ");
            let marbles_text = marbles.join(" ");
            let setup = Setup {
                variant: Variant::STANDARD,
                rings: Box::leak(rings_text.clone().into_boxed_str()),
                marbles: Box::leak(marbles_text.clone().into_boxed_str()),
                captured: [[0; 3]; 2],
            };
            let Ok(pos) = setup.position() else { continue };
            if pos.has_capture() || pos.is_game_over() {
                continue;
            }
            let _ = squares("");
            let moves = pos.legal_moves();
            let right: Vec<_> = moves
                .iter()
                .filter_map(|m| match judge(&pos, m, goal) {
                    super::judge::Verdict::Right { net, line } => Some((pos.notation(m), net, line.len())),
                    _ => None,
                })
                .collect();
            let good = match goal {
                Goal::Exchange => {
                    right.len() >= 1
                        && right.len() <= 6
                        && right.iter().all(|r| r.1 >= 1 && !r.0.contains('x'))
                        && moves.len() > 60
                }
                _ => {
                    right.len() >= 1
                        && right.len() <= 4
                        && right.iter().all(|r| r.1 >= 2 && !r.0.contains('x'))
                        && moves.len() > 30
                }
            };
            if good {
                println!(
                    "{goal:?} rings {rings_text:?} marbles {marbles_text:?} moves {} right {right:?}",
                    moves.len()
                );
                found += 1;
                if found >= 6 {
                    break;
                }
            }
        }
    }
}
