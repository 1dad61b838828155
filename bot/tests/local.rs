//! The console plays the computer too: `alice challenge bot`.
#![allow(clippy::unwrap_used)]

mod common;

use zertz_ai::analysis;
use zertz_bot::app::Core;
use zertz_bot::local::Console;
use zertz_data::AsyncStore;
use zertz_e2e::hints::Tapped;

/// What the console prints for `input`, with pictures saved under `dir`.
async fn console_says(dir: &std::path::Path, input: &str) -> String {
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let mut console = Console::new(core, dir.join("boards"));
    let mut out = Vec::new();
    console.run(input.as_bytes(), &mut out).await.unwrap();
    String::from_utf8(out).unwrap()
}

#[tokio::test]
async fn the_console_plays_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let input = "alice challenge bot level=easy first=me variant=blitz\nalice move Wd4,a1\nalice games\n";
    let out = console_says(dir.path(), input).await;
    says(
        &out,
        &[
            "against the computer at **easy** level",
            "**alice** placed a white marble on d4",
        ],
    );
    // The computer's reply follows alice's move, and pings her.
    let reply = out.split("**alice** placed").nth(1).unwrap();
    assert!(reply.contains("**bot** "), "{out}");
    assert!(reply.contains("@alice, your move."), "{out}");
    assert!(out.contains("**your move**"), "{out}");
}

#[tokio::test]
async fn the_console_imports_a_file_by_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("game.tsv");
    std::fs::write(&good, "standard\tWd4,a1;Gc3,g1\topen\n").unwrap();
    let bad = dir.path().join("bad.tsv");
    std::fs::write(&bad, "standard\tWd4,a1;Gd4,g1\topen\n").unwrap();
    let input = format!(
        "alice import file={}\nalice import file={}\nalice import file={}\n",
        good.display(),
        bad.display(),
        dir.path().join("missing.sgf").display()
    );
    let out = console_says(dir.path(), &input).await;
    assert!(out.contains("Imported a record line"), "{out}");
    assert!(out.contains("zertz-import.gif"), "the replay is saved: {out}");
    says(
        &out,
        &["move 2 (Gd4,g1)", "`missing.sgf`: the file could not be fetched"],
    );
}

#[tokio::test]
async fn the_console_analyses_a_finished_game_and_prints_its_marks() {
    let dir = tempfile::tempdir().unwrap();
    let input = "alice challenge bob first=me\nbob accept\nalice analyse\nalice move Wd4,a1\nbob move Bd5,g1\n\
                 alice move x d4Bd6\nbob resign\nalice analyse\n";
    let out = console_says(dir.path(), input).await;
    says(
        &out,
        &[
            "no finished game in this channel",
            "[Analysis of game #1] alice: accuracy",
            "bob: accuracy",
            "Win chances from the engine at 1,000,000 nodes",
        ],
    );
}

#[tokio::test]
async fn the_console_gives_a_puzzle_and_takes_its_answer_beside_a_game() {
    let dir = tempfile::tempdir().unwrap();
    // With a game here and a puzzle open, a move must say which it is for.
    let input = "alice challenge bob first=me\nbob accept\nalice puzzle\nalice move Wd4,a1\n\
                 alice move to=game Wd4,a1\nalice puzzle\n";
    let out = console_says(dir.path(), input).await;
    says(
        &out,
        &[
            "[ZÈRTZ puzzle #",
            "add `to: game` or `to: puzzle`",
            "**alice** placed a white marble on d4",
            "still open",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_walks_each_player_through_their_mistakes_and_practises_one() {
    let dir = tempfile::tempdir().unwrap();
    // A short real game in which both players have marked moves.
    let line = include_str!("../../rules/tests/data/boardspace-1000.tsv")
        .lines()
        .nth(45)
        .unwrap();
    let game = zertz_rules::Record::parse(line).unwrap().replay().unwrap();
    let mut input = String::from("alice challenge bob first=me\nbob accept\n");
    for (pos, m) in game.positions().iter().zip(game.moves()) {
        let who = ["alice", "bob"][pos.turn().index()];
        input.push_str(&format!("{who} move {}\n", pos.notation(m)));
    }
    input.push_str("alice analyse\n");
    // The walks, answered as the bot will judge them: alice finds her first
    // move that has a good alternative with it, every other move is missed.
    let budget = analysis::budget(game.variant(), analysis::ANALYSIS_NODES);
    let analysed = analysis::analyse(&game, budget, |_| {}).unwrap();
    let mut alternative_found = false;
    for who in ["alice", "bob"] {
        input.push_str(&format!("{who} click learn\n"));
        for m in analysed
            .moves
            .iter()
            .filter(|m| m.mark.is_some() && m.mover.index() == usize::from(who == "bob"))
        {
            let pos = &game.positions()[m.number - 1];
            let alternative = (who == "alice" && !alternative_found)
                .then(|| common::good_alternative(pos, budget))
                .flatten();
            match alternative {
                Some(a) => {
                    input.push_str(&format!("{who} move {}\n", pos.notation(&a)));
                    alternative_found = true;
                }
                None => input.push_str(&format!("{who} move {0}\n{who} move {0}\n", pos.notation(&m.played))),
            }
        }
    }
    input.push_str("bob practice\nbob stats\n");
    let out = console_says(dir.path(), &input).await;
    assert!(alternative_found, "alice had a move with a good alternative");
    says(
        &out,
        &[
            "**Learn from your mistakes** in game #1",
            "**Mistake 1 of ",
            "is good enough",
            "is the move you played in the game. One more try.",
            "The better move was",
            " found**",
            "**From your practice set**",
            "Practice: ",
        ],
    );
}

/// Asserts that the console said each of `words`.
fn says(out: &str, words: &[&str]) {
    for w in words {
        assert!(out.contains(w), "{w:?} not in:\n{out}");
    }
}

#[tokio::test]
async fn the_console_runs_a_round_robin() {
    let dir = tempfile::tempdir().unwrap();
    // Each round has one game: of the three resigning in turn, the first
    // who plays in it ends it, and the next round follows.
    let resigns = "alice resign\nbob resign\ncarol resign\n".repeat(3);
    let input = format!(
        "alice tournament create name=Club format=round-robin\nalice click Join\nbob click Join\n\
         carol click Join\nalice click Start\n{resigns}alice tournament standings\n"
    );
    let out = console_says(dir.path(), &input).await;
    says(
        &out,
        &[
            "**Club** · tournament #1 · round robin",
            "**Players (3):**",
            "round 1 of 3",
            "sits out this round",
            "standings after round 1",
            "round 2 of 3",
            "round 3 of 3",
            "**Club** is over. Final standings:",
            "**Podium:** 🥇",
        ],
    );
    assert!(std::fs::read_dir(dir.path().join("boards")).unwrap().any(|f| f
        .unwrap()
        .file_name()
        .to_string_lossy()
        .contains("tournament-1-round-1")));
}

/// The number the console gives the choice labelled `label` in `text`
/// (a menu's option ` N) label`, or a button `[N) label]`).
fn number_of(text: &str, label: &str) -> Option<usize> {
    (1..200).find(|n| {
        text.match_indices(&format!("{n}) ")).any(|(at, token)| {
            let before = text[..at].chars().last();
            let rest = &text[at + token.len()..];
            let end = [
                format!(" {}) ", n + 1),
                "]".to_string(),
                "\n".to_string(),
                "  (type".to_string(),
            ]
            .iter()
            .filter_map(|stop| rest.find(stop.as_str()))
            .min()
            .unwrap_or(rest.len());
            matches!(before, Some(' ' | '[')) && &rest[..end] == label
        })
    })
}

/// The label to choose next on the way to `m`, from what the step asks.
fn label_towards(text: &str, pos: &zertz_rules::Position, m: &zertz_rules::Move) -> String {
    let notation = pos.notation(m);
    label_for(text, &Tapped::of_notation(&notation), &format!("Confirm {notation}"))
}

/// A whole real game between two people, played by taps alone in the
/// console: the Move button, then numbered choices, then Confirm.
#[tokio::test]
async fn the_console_plays_a_whole_game_by_taps() {
    let dir = tempfile::tempdir().unwrap();
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let mut console = Console::new(core, dir.path().join("boards"));
    let game = include_str!("../../rules/tests/data/boardspace-1000.tsv")
        .lines()
        .filter_map(|l| zertz_rules::Record::parse(l).ok())
        .filter_map(|r| r.replay().ok())
        .find(|g| g.is_over() && g.moves().iter().any(|m| m.is_capture()) && g.ply() < 40)
        .unwrap();
    console
        .line(&format!("alice challenge bob first=me variant={}", game.variant()))
        .await;
    let started = console.line("bob accept").await;
    assert!(started.contains("[1) Move]"), "{started}");
    let mut last = String::new();
    for (pos, m) in game.positions().iter().zip(game.moves()) {
        let who = ["alice", "bob"][pos.turn().index()];
        let mut text = console.line(&format!("{who} click move")).await;
        let mut taps = 1;
        loop {
            assert!(text.contains("(only you see this)"), "the picker is private: {text}");
            let label = label_towards(&text, pos, m);
            let n = number_of(&text, &label).unwrap_or_else(|| panic!("no {label:?} in {text}"));
            text = console.line(&format!("{who} {n}")).await;
            taps += 1;
            if label.starts_with("Confirm") {
                break;
            }
        }
        assert!(
            taps <= if m.is_capture() { 3 } else { 5 },
            "{taps} taps for {}",
            pos.notation(m)
        );
        assert!(text.contains(&format!("`{}`", pos.notation(m))), "{text}");
        last = text;
    }
    assert!(last.contains("wins"), "{last}");
    let out = console.line("alice history").await;
    assert!(out.contains(&pos_notation_last(&game)), "{out}");
}

fn pos_notation_last(game: &zertz_rules::Game) -> String {
    let (pos, m) = (&game.positions()[game.ply() - 1], game.moves()[game.ply() - 1]);
    pos.notation(&m)
}

/// A whole game against the computer by taps alone, always taking the
/// first choice offered: every choice leads to a legal move.
#[tokio::test]
async fn the_console_plays_the_computer_by_taps_alone() {
    let dir = tempfile::tempdir().unwrap();
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let mut console = Console::new(core, dir.path().join("boards"));
    console
        .line("alice challenge bot level=easy first=me variant=blitz")
        .await;
    let mut said = String::new();
    for _ in 0..100 {
        let mut text = console.line("alice click move").await;
        while !text.contains("Confirm to play it") {
            text = console.line("alice 1").await;
            assert!(text.contains("(only you see this)"), "{text}");
        }
        said = console.line("alice 1").await;
        said.push_str(&console.duties().await.join("\n"));
        if said.contains("wins") || said.contains("Draw") {
            break;
        }
        assert!(said.contains("@alice, your move."), "{said}");
    }
    assert!(said.contains("wins") || said.contains("Draw"), "{said}");
}

/// The label to choose next on the way to `target`, from what the step
/// asks alone; `confirm` is Confirm's own label.
fn label_for(text: &str, target: &Tapped, confirm: &str) -> String {
    if text.contains("Confirm to play it") {
        return confirm.to_string();
    }
    match target {
        Tapped::Place(_, _, remove) if text.contains("Now remove") => remove.clone().unwrap_or_default(),
        Tapped::Place(_, to, _) if text.contains("Where does") => to.clone(),
        Tapped::Place(capital, ..) => {
            let (_, line) = text.split_once(&format!(") {capital} · ")).unwrap();
            format!("{capital} · {}", &line[..line.find(']').unwrap()])
        }
        Tapped::Capture(path) => path.join(" → "),
    }
}

/// The whole course in the console, by taps: each answer read from the
/// hint's hidden answer, then the first game against the computer.
#[tokio::test]
async fn the_console_takes_the_whole_course_by_taps() {
    let dir = tempfile::tempdir().unwrap();
    let core = Core::new(AsyncStore::open_in_memory().await.unwrap()).unwrap();
    let mut console = Console::new(core, dir.path().join("boards"));
    let course = console.line("alice learn").await;
    assert!(course.contains("Start lesson 1"), "{course}");
    let mut button = "start lesson 1".to_string();
    for lesson in 1..=8 {
        let mut text = console.line(&format!("alice click {button}")).await;
        assert!(text.contains(&format!("Lesson {lesson}:")), "{text}");
        loop {
            let hint = console.line("alice click hint").await;
            let start = hint.find("||").unwrap() + 2;
            // The answer in words, followed as they say.
            let answer = Tapped::of_words(&hint[start..start + hint[start..].find("||").unwrap()]);
            text = console.line("alice click move").await;
            loop {
                let confirm = text.split_once(") Confirm").map(|(_, rest)| {
                    let end = rest.find([']', '\n']).unwrap_or(rest.len());
                    format!("Confirm{}", &rest[..end])
                });
                let label = label_for(&text, &answer, confirm.as_deref().unwrap_or("Confirm"));
                let n = number_of(&text, &label).unwrap_or_else(|| panic!("no {label:?} in {text}"));
                text = console.line(&format!("alice {n}")).await;
                if label.starts_with("Confirm") {
                    break;
                }
            }
            assert!(text.contains("Right:"), "{text}");
            if text.contains("done:") {
                break;
            }
        }
        assert!(text.contains("★★★"), "{text}");
        button = match lesson {
            8 => "play your first game".to_string(),
            n => format!("next: lesson {}", n + 1),
        };
    }
    let started = console.line(&format!("alice click {button}")).await;
    assert!(started.contains("Hint") && started.contains("easy"), "{started}");
    let hint = console.line("alice click hint").await;
    assert!(hint.contains("Hint for game #1"), "{hint}");
    let mut said = String::new();
    for _ in 0..100 {
        let mut text = console.line("alice click move").await;
        while !text.contains("Confirm to play it") {
            text = console.line("alice 1").await;
        }
        said = console.line("alice 1").await;
        said.push_str(&console.duties().await.join("\n"));
        if said.contains("wins") || said.contains("Draw") {
            break;
        }
    }
    assert!(said.contains("wins") || said.contains("Draw"), "{said}");
    let course = console.line("alice learn").await;
    assert!(course.contains("9 of 9 lessons done"), "{course}");
}

/// `lang de` speaks German to everyone typing after it, as a German
/// client's Discord would; `lang en` goes back; an unknown tag lists the
/// languages and changes nothing.
#[tokio::test]
async fn the_console_takes_a_language() {
    use zertz_bot::app::lang::Lang;
    let dir = tempfile::tempdir().unwrap();
    let out = console_says(
        dir.path(),
        "alice board\nlang de\nalice board\nlang xx\nalice board\nlang en\nalice board\n",
    )
    .await;
    // The answers, after the console's greeting.
    let lines: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("(only you see this)"))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let [english, now_de, german, unknown, still_german, now_en, english_again] = lines[..] else {
        panic!("seven answers: {out}");
    };
    assert_eq!(now_de, "Now in language de.");
    assert_ne!(english, german, "{out}");
    assert_eq!(german, still_german, "an unknown language changes nothing");
    let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
    assert!(unknown.ends_with(&tags.join(", ")), "{unknown}");
    assert_eq!(now_en, "Now in language en.");
    assert_eq!(english, english_again);

    // A game in German: the shortcuts find the buttons by what they do.
    let out = console_says(
        dir.path(),
        "lang de\nalice challenge bob first=me\nbob accept\nalice move Wd4,a1\n",
    )
    .await;
    assert!(!out.contains("No accept button"), "{out}");
    assert!(out.contains("`Wd4,a1`"), "the move was played: {out}");

    // Moments read as a UTC date and a span from now, in the language.
    let out = console_says(dir.path(), "lang de\nbob vacation days=3\n").await;
    let back = zertz_bot::app::clock::date_time(zertz_bot::app::clock::now_ms() + 3 * 86_400_000);
    let date = back.split(' ').next().unwrap();
    assert!(out.contains(date) && out.contains(" UTC (in 3 Tagen)"), "{out}");
    assert!(!out.contains("<t:") && !out.contains('\u{E000}'), "{out}");
}
