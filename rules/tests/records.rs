#![allow(clippy::unwrap_used)]
//! Real boardspace.net games replay move by move, and every finished game
//! ends with the recorded winner (R3–R5 and §6 on real play).
//!
//! boardspace.net does not apply threefold repetition (R5.3), so a few
//! records play on after a position occurred for the third time. Those are
//! checked twice: the moves are legal position by position, and the
//! [`Game`] stops them as drawn at the right move.

use std::path::Path;

use zertz_rules::{DrawReason, Game, IllegalMove, MoveError, Outcome, Position, Record, ReplayError};

struct Report {
    games: usize,
    failures: Vec<String>,
    /// Line numbers of records that a repetition draw cuts short (R5.3).
    repetitions: Vec<usize>,
}

fn replay_file(text: &str) -> Report {
    let mut report = Report {
        games: 0,
        failures: Vec::new(),
        repetitions: Vec::new(),
    };
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let line_no = n + 1;
        report.games += 1;
        if let Err(e) = replay_line(line, line_no, &mut report.repetitions) {
            report.failures.push(format!("line {line_no}: {e}"));
        }
    }
    report
}

fn replay_line(line: &str, line_no: usize, repetitions: &mut Vec<usize>) -> Result<(), String> {
    let record = Record::parse(line).map_err(|e| e.to_string())?;
    // Position by position: legality, canonical notation, winner.
    let mut pos = Position::new(record.variant);
    for (i, text) in record.moves.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        let written = pos.notation(&m);
        if written != *text {
            return Err(format!("move {}: written {written:?}, record has {text:?}", i + 1));
        }
        pos.play_unchecked(&m);
    }
    let by_position = pos.outcome().map_or("open", Outcome::record_result);
    let want = record.result.as_deref().unwrap_or("open");
    if want != "open" && by_position != want {
        return Err(format!("result {by_position}, record says {want}"));
    }
    // As a game, with repetition.
    match record.replay() {
        Ok(game) => {
            let got = game.outcome().map_or("open", Outcome::record_result);
            let repeated = game.outcome()
                == Some(Outcome::Drawn {
                    reason: DrawReason::Repetition,
                });
            if repeated && by_position == "open" {
                // The record ends on the move that repeats a third time.
                repetitions.push(line_no);
            } else if got != by_position {
                return Err(format!("game says {got}, positions say {by_position}"));
            }
        }
        Err(ReplayError::Move {
            number,
            error: MoveError::Illegal(IllegalMove::GameOver),
            ..
        }) => {
            let game = Game::from_moves(record.variant, &record.moves[..number - 1]).map_err(|e| e.to_string())?;
            if game.outcome()
                != Some(Outcome::Drawn {
                    reason: DrawReason::Repetition,
                })
            {
                return Err(format!("stopped at move {number} without a repetition"));
            }
            let last = game.position();
            let seen = game.positions().iter().filter(|p| p.same_for_repetition(last)).count();
            if seen != 3 {
                return Err(format!("drawn at move {number} after {seen} occurrences"));
            }
            repetitions.push(line_no);
        }
        Err(e) => return Err(e.to_string()),
    }
    Ok(())
}

fn assert_clean(report: &Report) {
    let f = &report.failures;
    assert!(f.is_empty(), "{} failures, first: {:?}", f.len(), &f[..f.len().min(5)]);
}

#[test]
fn thousand_vendored_games_replay() {
    let text = include_str!("data/boardspace-1000.tsv");
    let report = replay_file(text);
    assert_eq!(report.games, 1000);
    assert_clean(&report);
    // R5.3 on real games: these five records repeat a position three times.
    assert_eq!(report.repetitions, [7, 8, 9, 10, 14]);
    for variant in ["standard", "tournament", "large"] {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("{variant}\t"))),
            "{variant} missing"
        );
    }
}

#[test]
fn all_shared_games_replay_when_present() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/games/boardspace-sample.tsv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is not here", path.display());
        return;
    };
    let report = replay_file(&text);
    assert_eq!(report.games, 10_000);
    assert_clean(&report);
    assert_eq!(report.repetitions, [1637, 2636, 3714, 4646, 5200, 5201, 5220, 5745]);
}

/// R5.3: `Record::replay_to_end` stops where the rules end a game and
/// counts the moves a record goes on with; a record that ends in time
/// has none.
#[test]
fn r5_3_replay_to_end_counts_the_moves_after_a_repetition() {
    let text = include_str!("data/boardspace-1000.tsv");
    let mut played_on = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let record = Record::parse(line).unwrap();
        let (game, after) = record.replay_to_end().unwrap();
        assert_eq!(game.ply() + after, record.moves.len(), "{line}");
        assert_eq!(after > 0, record.replay().is_err(), "{line}");
        if after > 0 {
            played_on += 1;
            assert_eq!(
                game.outcome(),
                Some(Outcome::Drawn {
                    reason: DrawReason::Repetition
                })
            );
        }
    }
    assert!(played_on > 0, "some vendored records play on past a repetition");
}
