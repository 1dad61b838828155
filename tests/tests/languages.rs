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
        if locale != "en-GB" {
            // The help names the commands as this person's client shows them.
            let challenge = localized(&["zertz", "challenge"], locale);
            assert!(
                help.content().contains(&format!("/zertz {challenge}")),
                "{locale}: {}",
                help.content()
            );
            assert!(
                help.content().chars().count() <= 2000,
                "{locale}: the help fits a message"
            );
        }
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
