//! The player's language, through the fake Discord: the commands are
//! registered with a name and description in German, French, Dutch,
//! Spanish and Italian for every command, subcommand and option (and a
//! label for every choice), and a person whose client speaks one of them
//! gets the help, the rules and a refusal in it. The words themselves are
//! the bot's files' business: here each answer is compared with the
//! others', and the help with the names registered. A restart finds the
//! set registered and leaves it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use serde_json::Value;
use zertz_e2e::bot::{answer, Table, WAIT};

/// Discord's locales of the languages the bot speaks besides English.
const LOCALES: [&str; 6] = ["de", "fr", "nl", "es-ES", "es-419", "it"];

/// Every field of the registered commands that Discord shows by name:
/// (where, the field), for commands, subcommands and options.
fn named_fields<'a>(at: String, fields: &'a [Value], out: &mut Vec<(String, &'a Value)>) {
    for f in fields {
        let here = format!("{at} {}", f["name"].as_str().unwrap_or_default());
        out.push((here.clone(), f));
        if let Some(inner) = f["options"].as_array() {
            named_fields(here, inner, out);
        }
    }
}

/// The id Discord gave the top-level command `name`.
fn command_id(registered: &[Value], name: &str) -> String {
    let command = registered.iter().find(|c| c["name"] == name).expect("registered");
    command["id"].as_str().expect("an id").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_help_rules_and_refusals_come_in_the_clients_language() {
    let mut t = Table::new(900).await;
    let put = t
        .discord
        .wait_for(0, WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await
        .expect("the commands registered");
    assert!(put.ok(), "the fake Discord took the localized commands");
    let commands = put.json.as_array().unwrap();
    let mut fields = Vec::new();
    named_fields(String::new(), commands, &mut fields);
    assert!(fields.len() > 70, "{} fields", fields.len());
    for (at, field) in &fields {
        for locale in LOCALES {
            let name = &field["name_localizations"][locale];
            assert!(name.as_str().is_some_and(|n| !n.is_empty()), "{at}: no {locale} name");
            // The context menu's command has no description.
            if field["type"] != 2 {
                let description = &field["description_localizations"][locale];
                assert!(description.as_str().is_some(), "{at}: no {locale} description");
            }
            for choice in field["choices"].as_array().into_iter().flatten() {
                assert!(
                    choice["name_localizations"][locale].is_string(),
                    "{at}: a choice without {locale}"
                );
            }
        }
    }
    let localized = |path: &[&str], locale: &str| {
        let mut level: &[Value] = commands;
        let mut found = None;
        for part in path {
            let f = level.iter().find(|f| f["name"] == *part).unwrap();
            found = f["name_localizations"][locale].as_str().map(str::to_string);
            level = f["options"].as_array().map_or(&[], Vec::as_slice);
        }
        found.unwrap()
    };

    // The bot learns the commands' ids from Discord's answer to the
    // registration, a moment after the request this test saw.
    let zertz = command_id(&t.discord.registered(), "zertz");
    let asker = t.discord.person(99, "early", 900);
    let mut known = false;
    for _ in 0..50 {
        let help = answer(&t.discord, &asker.slash("zertz help", &[])).await.content();
        if help.contains(&format!(":{zertz}>")) {
            known = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(known, "the help names commands by mention");

    let mut helps = Vec::new();
    let mut rules = Vec::new();
    let mut refusals = Vec::new();
    for (i, locale) in ["en-GB", "de", "fr", "nl", "es-ES", "it"].into_iter().enumerate() {
        let who = t
            .discord
            .person(100 + i as u64, &format!("p{i}"), 900)
            .speaking(locale, "en-GB");
        let help = answer(&t.discord, &who.slash("zertz help", &[])).await;
        assert!(help.private(), "{locale}: the help is private");
        // The help names the commands by mention, which this person's
        // client shows in its language, and their options as it shows them.
        let zertz = command_id(&t.discord.registered(), "zertz");
        assert!(
            help.content().contains(&format!("</zertz challenge:{zertz}>")),
            "{locale}: {}",
            help.content()
        );
        if locale != "en-GB" {
            let opponent = localized(&["zertz", "challenge", "opponent"], locale);
            assert!(help.content().contains(&opponent), "{locale}: {}", help.content());
        }
        assert!(
            help.content().chars().count() <= 4096,
            "{locale}: the help fits its card"
        );
        helps.push(help.content());
        rules.push(answer(&t.discord, &who.slash("zertz rules", &[])).await.content());
        // No game in this channel: a refusal.
        let refused = answer(&t.discord, &who.slash("zertz board", &[])).await;
        assert!(refused.private(), "{locale}: a refusal is private");
        refusals.push(refused.content());
    }
    for (what, said) in [("help", &helps), ("rules", &rules), ("refusal", &refusals)] {
        let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
        assert_eq!(distinct.len(), said.len(), "each language its own {what}: {said:#?}");
        assert!(said.iter().all(|s| !s.is_empty()), "{what}: {said:?}");
    }

    // A client in a language the bot does not speak gets English.
    let other = t.discord.person(200, "pt", 900).speaking("pt-BR", "en-GB");
    let refused = answer(&t.discord, &other.slash("zertz board", &[])).await;
    assert_eq!(refused.content(), refusals[0], "English is the fallback");

    // Restarted, the bot reads the commands back with their
    // localizations (Discord leaves them out unless asked), finds them
    // the same, and does not register them again.
    let mark = t.discord.mark();
    t.kill();
    t.restart().await;
    let commands =
        |method: &'static str| move |r: &zertz_e2e::Recorded| r.method == method && r.path.ends_with("/commands");
    assert!(
        t.discord.wait_for(mark, WAIT, commands("GET")).await.is_some(),
        "read back"
    );
    let again = t.discord.wait_for(mark, Duration::from_secs(3), commands("PUT")).await;
    assert!(again.is_none(), "registered again: {again:?}");
}

/// The same game begun in an English server and in one of each other
/// language: the challenge (its words, buttons and card), the first
/// board, a move's message and its picture, and the result are each in
/// the server's language, whatever the players' clients speak.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_posts_and_boards_come_in_its_language() {
    use zertz_e2e::bot::{board_answering, str_opt};
    let t = Table::new(910).await;
    // One game a server, its posts: challenge, first board, the board
    // after a move, and the result.
    let mut posts = Vec::new();
    let servers = [
        (910, "en-GB"),
        (920, "de"),
        (921, "fr"),
        (922, "nl"),
        (923, "es-ES"),
        (924, "it"),
    ];
    for (channel, server) in servers {
        let alice = t.discord.person(1, "alice", channel).speaking("en-GB", server);
        let bob = t.discord.person(2, "bob", channel).speaking("en-GB", server);
        let sent = alice.slash(
            "zertz challenge",
            &[
                ("opponent", bob.as_opt()),
                ("variant", str_opt("standard")),
                ("first", str_opt("me")),
            ],
        );
        let challenge = answer(&t.discord, &sent).await;
        let message = t.discord.original(&sent).unwrap();
        // Accept is the first button, in whatever words.
        let buttons = challenge.buttons();
        let accept = bob.click(&message, &buttons[0].0).unwrap();
        let started = answer(&t.discord, &accept).await;
        assert_eq!(started.png_size(), Some((800, 920)), "{server}");
        let moved = board_answering(
            &t.discord,
            &alice.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]),
        )
        .await;
        let picture = moved.files.iter().find(|(n, _)| n.ends_with(".png")).unwrap().1.clone();
        let resigned = board_answering(&t.discord, &bob.slash("zertz resign", &[])).await;
        posts.push((server, challenge, started, moved, picture, resigned));
    }
    let labels = |r: &zertz_e2e::Recorded| r.buttons().into_iter().map(|(l, _)| l).collect::<Vec<_>>();
    let (_, en_challenge, en_start, en_move, en_picture, en_end) = &posts[0];
    for (server, challenge, start, moved, picture, end) in &posts[1..] {
        assert!(!challenge.private() && !moved.private(), "{server}: posts for everyone");
        assert_ne!(en_challenge.content(), challenge.content(), "{server}");
        assert_eq!(labels(en_challenge).len(), labels(challenge).len());
        assert!(
            labels(en_challenge)
                .iter()
                .zip(labels(challenge))
                .all(|(en, l)| *en != l),
            "{server}: each button in the server's words: {:?}",
            labels(challenge)
        );
        assert_ne!(en_start.content(), start.content(), "{server}");
        assert_ne!(en_move.content(), moved.content(), "{server}");
        // The same position, named the same, drawn in other words.
        assert_ne!(en_picture, picture, "{server}: the picture's words are the server's");
        assert_ne!(en_end.content(), end.content(), "{server}");
        // The move's notation, the players and the mention are the same.
        for said in [moved.content(), end.content()] {
            assert!(said.contains("alice") || said.contains("bob"), "{server}: {said}");
        }
        assert!(moved.content().contains("`Wd4,a1`"), "{server}: {}", moved.content());
        assert!(!moved.content().contains('\u{E000}'), "{server}: a mark left unwritten");
    }
    // Every language's posts are its own.
    let ends: std::collections::BTreeSet<String> = posts.iter().map(|p| p.5.content()).collect();
    assert_eq!(ends.len(), posts.len(), "{ends:#?}");
    let de_move = &posts[1].3;

    // The computer's reply is posted later, on its own, in the language
    // the chat was last addressed in: its Move button reads as the German
    // game's did.
    let move_label = |r: &zertz_e2e::Recorded| r.buttons().first().map(|(l, _)| l.clone()).unwrap();
    assert_ne!(move_label(en_move), move_label(de_move));
    let channel = 930;
    let carol = t.discord.person(3, "carol", channel).speaking("en-GB", "de");
    answer(&t.discord, &zertz_e2e::bot::challenge_the_computer(&carol, "me")).await;
    let mark = t.discord.mark();
    let mine = board_answering(
        &t.discord,
        &carol.slash("zertz move", &[("notation", str_opt("Wd4,a1"))]),
    )
    .await;
    assert!(!mine.private(), "{}", mine.content());
    let path = format!("/channels/{channel}/messages");
    let reply = t
        .discord
        .wait_for(mark, WAIT, |q| {
            q.method == "POST" && q.path == path && !q.buttons().is_empty()
        })
        .await
        .expect("the computer's move");
    assert_eq!(move_label(&reply), move_label(de_move), "{}", reply.content());
}

/// A server's managers choose the language of the bot's posts there with
/// `/server language`, over the one Discord gives; someone who may not
/// manage the server is refused and changes nothing, and `discord` gives
/// the server's own back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_managers_choose_its_language() {
    use zertz_e2e::bot::str_opt;
    let t = Table::new(940).await;
    // The same two people challenge each other in a French server and in
    // a German one: the words differ only by the place's language.
    let in_server = |guild: u64, channel: u64, server: &str| {
        let alice = t
            .discord
            .person_in(guild, 1, "alice", channel)
            .speaking("en-GB", server);
        let bob = t.discord.person_in(guild, 2, "bob", channel).speaking("en-GB", server);
        (alice, bob)
    };
    let challenge = |alice: &zertz_e2e::Person, bob: &zertz_e2e::Person| {
        let sent = alice.slash("zertz challenge", &[("opponent", bob.as_opt())]);
        let discord = t.discord.clone();
        async move {
            let said = answer(&discord, &sent).await;
            assert!(!said.private(), "{}", said.content());
            let message = discord.original(&sent).unwrap();
            (said, message)
        }
    };
    let withdraw = |alice: &zertz_e2e::Person, (said, message): (zertz_e2e::Recorded, Value)| {
        // Withdraw is the third button, in whatever words.
        let sent = alice.click(&message, &said.buttons()[2].0).unwrap();
        let discord = t.discord.clone();
        async move {
            answer(&discord, &sent).await;
            said.content()
        }
    };
    let (fr_alice, fr_bob) = in_server(41, 941, "fr");
    let french = withdraw(&fr_alice, challenge(&fr_alice, &fr_bob).await).await;
    let (alice, bob) = in_server(42, 942, "de");
    let german = withdraw(&alice, challenge(&alice, &bob).await).await;
    assert_ne!(french, german);

    let set = |who: &zertz_e2e::Person, word: &str| who.slash("server language", &[("language", str_opt(word))]);
    let member = t.discord.person_in(42, 3, "carol", 942).speaking("en-GB", "de");
    let refused = answer(&t.discord, &set(&member, "fr")).await;
    assert!(refused.private(), "{}", refused.content());
    assert_eq!(
        withdraw(&alice, challenge(&alice, &bob).await).await,
        german,
        "nothing changed"
    );

    let mut manager = t.discord.person_in(42, 4, "dave", 942).speaking("en-GB", "de");
    manager.manager = true;
    let done = answer(&t.discord, &set(&manager, "fr")).await;
    assert!(done.private(), "{}", done.content());
    assert_ne!(done.content(), refused.content());
    assert_eq!(
        withdraw(&alice, challenge(&alice, &bob).await).await,
        french,
        "French by choice"
    );

    answer(&t.discord, &set(&manager, "discord")).await;
    assert_eq!(
        withdraw(&alice, challenge(&alice, &bob).await).await,
        german,
        "the server's own again"
    );
}

/// The move picker is private, so it speaks its player's client language,
/// whatever the server's: the same steps of the same first move read
/// differently for an English client and a French one, its board's
/// picture too, and the French taps play the move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_picker_speaks_the_players_client_language() {
    use zertz_e2e::{labels_of, options_of, text_of};
    let png = |r: &zertz_e2e::Recorded| r.files.iter().find(|(n, _)| n.ends_with(".png")).map(|f| f.1.clone());
    let t = Table::new(960).await;
    let mut seen = Vec::new();
    for (channel, client) in [(960, "en-GB"), (970, "fr")] {
        let alice = t.discord.person(1, "alice", channel).speaking(client, "en-GB");
        let bob = t.discord.person(2, "bob", channel).speaking("en-GB", "en-GB");
        zertz_e2e::bot::start_game(&t.discord, &alice, &bob, "standard").await;
        let board = t
            .discord
            .messages_in(channel)
            .into_iter()
            .rev()
            .find(|m| labels_of(m).iter().any(|l| l == "Move"))
            .expect("the first board");
        // The board is the server's, in English: its Move button too.
        let open = alice.click(&board, "Move").unwrap();
        let mut steps = Vec::new();
        let mut picker = {
            let r = answer(&t.discord, &open).await;
            assert!(r.private(), "{}", r.content());
            steps.push((r.content(), png(&r)));
            t.discord.original(&open).unwrap()
        };
        // A colour, a ring, a ring to remove: then Confirm is first.
        for step in 0..3 {
            let sent = match step {
                0 => alice.click(&picker, &labels_of(&picker)[0]),
                _ => alice.select(&picker, &options_of(&picker)[0].1),
            };
            let sent = sent.unwrap();
            let r = answer(&t.discord, &sent).await;
            steps.push((r.content(), png(&r)));
            picker = t.discord.original(&sent).unwrap();
        }
        let labels = labels_of(&picker);
        let confirm = alice.click(&picker, &labels[0]).unwrap();
        let played = answer(&t.discord, &confirm).await;
        assert!(!played.private(), "the move is played: {}", played.content());
        seen.push((steps, labels, text_of(&picker)));
    }
    let [(en_steps, en_labels, _), (fr_steps, fr_labels, fr_text)] = &seen[..] else {
        panic!("two pickers");
    };
    for ((en, en_png), (fr, fr_png)) in en_steps.iter().zip(fr_steps) {
        assert_ne!(en, fr, "each step in the client's words");
        assert_ne!(en_png, fr_png, "and its picture");
    }
    assert_ne!(en_labels, fr_labels);
    assert!(fr_text.contains('`'), "the move's notation is kept: {fr_text}");
}

/// The course speaks its learner's client language: the course, a
/// lesson's first exercise, its hint and the verdict on its answer read
/// differently for an English client and an Italian one, and the answer
/// the hint hides, in each one's words, names the same squares.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_course_speaks_the_learners_client_language() {
    use zertz_e2e::bot::str_opt;
    use zertz_e2e::hints::Tapped;
    use zertz_e2e::{labels_of, text_of};
    let t = Table::new(980).await;
    let squares = |said: &str| -> Vec<String> {
        let chars: Vec<char> = said.chars().collect();
        chars
            .windows(2)
            .filter(|w| ('a'..='j').contains(&w[0]) && w[1].is_ascii_digit())
            .map(|w| w.iter().collect())
            .collect()
    };
    let mut seen = Vec::new();
    for (id, client) in [(11, "en-GB"), (12, "it")] {
        let who = t.discord.person(id, &format!("l{id}"), 980).speaking(client, "en-GB");
        let sent = who.slash("learn", &[]);
        let r = answer(&t.discord, &sent).await;
        assert!(r.private(), "{}", r.content());
        let course = t.discord.original(&sent).unwrap();
        // The first button starts lesson 1, in whatever words.
        let start = who.click(&course, &labels_of(&course)[0]).unwrap();
        answer(&t.discord, &start).await;
        let exercise = t.discord.original(&start).unwrap();
        // Move, Hint, Course: the hint is the second.
        let hint = who.click(&exercise, &labels_of(&exercise)[1]).unwrap();
        answer(&t.discord, &hint).await;
        let hinted = text_of(&t.discord.original(&hint).unwrap());
        let start_at = hinted.find("||").unwrap() + 2;
        let hidden = hinted[start_at..start_at + hinted[start_at..].find("||").unwrap()].to_string();
        seen.push((
            who,
            [text_of(&course), text_of(&exercise), hinted],
            labels_of(&exercise),
            hidden,
        ));
    }
    // The English words, read as the course's tests read them, give the
    // move both learners type.
    let notation = match Tapped::of_words(&seen[0].3) {
        Tapped::Place(colour, to, remove) => {
            format!(
                "{}{to}{}",
                &colour[..1],
                remove.map(|r| format!(",{r}")).unwrap_or_default()
            )
        }
        Tapped::Capture(path) => format!("x {}", path.join("")),
    };
    let mut verdicts = Vec::new();
    for (who, ..) in &seen {
        let moved = answer(
            &t.discord,
            &who.slash(
                "zertz move",
                &[("notation", str_opt(&notation)), ("to", str_opt("lesson"))],
            ),
        )
        .await;
        assert!(moved.private(), "{}", moved.content());
        verdicts.push(moved.content());
    }
    let (en, it) = (&seen[0], &seen[1]);
    for (en, it) in en.1.iter().zip(&it.1).chain([(&verdicts[0], &verdicts[1])]) {
        assert_ne!(en, it, "each step in the learner's words");
    }
    assert_ne!(en.2, it.2);
    assert_ne!(en.3, it.3, "the answer in each learner's words");
    assert_eq!(squares(&en.3), squares(&it.3), "the same answer: {} / {}", en.3, it.3);
    for verdict in &verdicts {
        assert!(squares(verdict).starts_with(&squares(&en.3)), "{verdict}");
    }
}

/// In each language, the help, the rules, a refusal and the course's
/// first lesson name commands by Discord's mention (each client shows it
/// in its own language, and opens it on a click) and buttons by the
/// labels that language's buttons carry: never a command typed out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_named_by_mention_and_buttons_by_their_labels_in_every_language() {
    use zertz_e2e::{labels_of, text_of};
    let t = Table::new(990).await;
    let registered = t.discord.registered();
    let mention = |path: &str| {
        let top = path.split(' ').next().unwrap_or_default();
        format!("</{path}:{}>", command_id(&registered, top))
    };
    let mut move_labels = std::collections::BTreeSet::new();
    for (i, locale) in ["en-GB", "de", "fr", "nl", "es-ES", "it"].into_iter().enumerate() {
        let who = t
            .discord
            .person(300 + i as u64, &format!("n{i}"), 990)
            .speaking(locale, "en-GB");
        // The course's first lesson: its Move button's label, and its hint.
        let sent = who.slash("learn", &[]);
        answer(&t.discord, &sent).await;
        let course = t.discord.original(&sent).unwrap();
        let start = who.click(&course, &labels_of(&course)[0]).unwrap();
        answer(&t.discord, &start).await;
        let exercise = t.discord.original(&start).unwrap();
        let move_label = labels_of(&exercise)[0].clone();
        let hint = who.click(&exercise, &labels_of(&exercise)[1]).unwrap();
        answer(&t.discord, &hint).await;
        let hinted = text_of(&t.discord.original(&hint).unwrap());
        assert!(hinted.contains(&format!("**{move_label}**")), "{locale}: {hinted}");

        let help = answer(&t.discord, &who.slash("zertz help", &[])).await.content();
        for path in ["learn", "zertz move", "study analyse", "puzzle"] {
            assert!(help.contains(&mention(path)), "{locale}: {path} in {help}");
        }
        assert!(help.contains(&format!("**{move_label}**")), "{locale}: {help}");
        let rules = answer(&t.discord, &who.slash("zertz rules", &[])).await.content();
        assert!(rules.contains(&mention("zertz move")), "{locale}: {rules}");
        assert!(rules.contains(&mention("learn")), "{locale}: {rules}");
        assert!(rules.contains(&format!("**{move_label}**")), "{locale}: {rules}");
        // No game here: the refusal says how to start one.
        let refused = answer(&t.discord, &who.slash("zertz board", &[])).await.content();
        assert!(refused.contains(&mention("zertz challenge")), "{locale}: {refused}");
        for said in [&help, &rules, &refused, &hinted] {
            assert!(!said.contains("`/"), "{locale}: a command typed out in {said}");
        }
        move_labels.insert(move_label);
    }
    assert_eq!(
        move_labels.len(),
        6,
        "each language labels Move its own way: {move_labels:?}"
    );
}
