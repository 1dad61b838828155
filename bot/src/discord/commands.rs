//! The application commands: built from the core's command table, and
//! registered only when Discord's set differs from ours.

use serde_json::Value;
use serenity::all::{
    Command, CommandOptionType, CommandType, CreateCommand, CreateCommandOption, EntryPointHandlerType, GuildId, Http,
    InstallationContext, InteractionContext,
};

use crate::app::lang::Lang;
use crate::app::spec::{self, OptionKind};

/// The slash commands with their subcommands (or, for a command without
/// any, its options), and the user context-menu command, each saying
/// where it works: installed to a server or to a user, in a server, the
/// bot's DM or a (group) DM between people; a server-only command only
/// in a server that installed the bot. Where they work is declared on
/// global commands only: commands registered in one server
/// (`ZERTZ_GUILD_ID`) work there alone, and Discord reads no more.
///
/// Where the Activity is served (`activity`), the global set holds its
/// Entry Point command, which opens the board from the App Launcher:
/// Discord refuses a bulk overwrite of an Activity's commands without it.
pub fn commands(global: bool, activity: bool) -> Vec<CreateCommand> {
    let anywhere = |c: CreateCommand| {
        if !global {
            return c;
        }
        c.integration_types(vec![InstallationContext::Guild, InstallationContext::User])
            .contexts(vec![
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ])
    };
    let server_only = |c: CreateCommand| {
        if !global {
            return c;
        }
        c.integration_types(vec![InstallationContext::Guild])
            .contexts(vec![InteractionContext::Guild])
    };
    let mut out: Vec<CreateCommand> = spec::COMMANDS
        .iter()
        .map(|command| {
            let path = [command.name];
            let mut built = CreateCommand::new(command.name).description(command.description);
            for (locale, name) in localized(&path, "name") {
                built = built.name_localized(locale, name);
            }
            for (locale, description) in localized(&path, "description") {
                built = built.description_localized(locale, description);
            }
            for sub in crate::app::subcommands().iter().filter(|s| s.path().0 == command.name) {
                match sub.path().1 {
                    Some(name) => built = built.add_option(subcommand(name, sub)),
                    None => {
                        for o in &sub.options {
                            built = built.add_option(option(sub.name, o));
                        }
                    }
                }
            }
            if command.server_only {
                server_only(built)
            } else {
                anywhere(built)
            }
        })
        .collect();
    let mut context = CreateCommand::new(crate::app::CONTEXT_CHALLENGE).kind(CommandType::User);
    for (locale, name) in localized(&[spec::CONTEXT_FIELD], "name") {
        context = context.name_localized(locale, name);
    }
    out.push(anywhere(context));
    if global && activity {
        let launch = CreateCommand::new(ENTRY_POINT)
            .kind(CommandType::PrimaryEntryPoint)
            .handler(EntryPointHandlerType::DiscordLaunchActivity)
            .description("Open the ZÈRTZ board: play and watch the games here");
        out.push(anywhere(launch));
    }
    out
}

/// The Entry Point command's name, as Discord names the one it makes.
const ENTRY_POINT: &str = "launch";

/// A command field's `attribute` in each language that has it, under each
/// of Discord's locales for that language.
fn localized(path: &[&str], attribute: &str) -> Vec<(&'static str, String)> {
    let id = crate::app::lang::commands::field_id(path);
    Lang::ALL
        .into_iter()
        .filter_map(|lang| Some((lang, lang.field(&id, Some(attribute))?)))
        .flat_map(|(lang, text)| lang.discord_locales().iter().map(move |&l| (l, text.clone())))
        .collect()
}

/// A field's name and description with their localizations.
fn named(mut o: CreateCommandOption, path: &[&str]) -> CreateCommandOption {
    for (locale, name) in localized(path, "name") {
        o = o.name_localized(locale, name);
    }
    for (locale, description) in localized(path, "description") {
        o = o.description_localized(locale, description);
    }
    o
}

/// One subcommand with its options.
fn subcommand(name: &str, sub: &spec::SubcommandSpec<crate::app::Command>) -> CreateCommandOption {
    let s = CreateCommandOption::new(CommandOptionType::SubCommand, name, sub.description);
    let mut s = named(s, &[sub.name]);
    for o in &sub.options {
        s = s.add_sub_option(option(sub.name, o));
    }
    s
}

/// One option of subcommand `sub` as Discord declares it.
fn option(sub: &str, o: &spec::OptionSpec) -> CreateCommandOption {
    let kind = match o.kind {
        OptionKind::Text => CommandOptionType::String,
        OptionKind::Int => CommandOptionType::Integer,
        OptionKind::User => CommandOptionType::User,
        OptionKind::File => CommandOptionType::Attachment,
        OptionKind::Bool => CommandOptionType::Boolean,
        OptionKind::Role => CommandOptionType::Role,
    };
    let opt = CreateCommandOption::new(kind, o.name, o.description)
        .required(o.required)
        .set_autocomplete(o.autocomplete());
    let mut opt = named(opt, &[sub, o.name]);
    for c in &o.choices {
        let labels = Lang::ALL.into_iter().filter(|&l| l != Lang::En).flat_map(|l| {
            let label = c.label_in(l, o.name);
            l.discord_locales().iter().map(move |&locale| (locale, label.clone()))
        });
        opt = opt.add_string_choice_localized(c.label_in(Lang::En, o.name), c.word.as_str(), labels);
    }
    if let Some(n) = o.max_length {
        opt = opt.max_length(n);
    }
    if let Some((lo, hi)) = o.range {
        // Discord's builder takes whole numbers from 0 up.
        if let (Ok(lo), Ok(hi)) = (u64::try_from(lo), u64::try_from(hi)) {
            opt = opt.min_int_value(lo).max_int_value(hi);
        }
    }
    opt
}

/// Why the commands could not be registered.
#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    /// Discord's "Missing Access" for the server `ZERTZ_GUILD_ID` names:
    /// the bot was not invited there, or the id is another server's.
    #[error(
        "the bot is not in server {0} (ZERTZ_GUILD_ID): invite it there with the OAuth2 URL, \
         or unset ZERTZ_GUILD_ID to register the commands globally"
    )]
    NotInGuild(u64),
    /// Anything else Discord or the network answered.
    #[error(transparent)]
    Discord(#[from] serenity::Error),
}

/// Discord's error code for "Missing Access".
const MISSING_ACCESS: isize = 50_001;

impl RegisterError {
    fn of(e: serenity::Error, guild: Option<GuildId>) -> RegisterError {
        use serenity::http::HttpError;
        match (&e, guild) {
            (serenity::Error::Http(HttpError::UnsuccessfulRequest(r)), Some(g)) if r.error.code == MISSING_ACCESS => {
                RegisterError::NotInGuild(g.get())
            }
            _ => RegisterError::Discord(e),
        }
    }
}

/// Registers the commands in `guild` (or globally) unless Discord already
/// has exactly these, and learns their ids. Returns whether it registered.
pub async fn register(http: &Http, guild: Option<u64>, activity: bool) -> Result<bool, RegisterError> {
    let guild = guild.and_then(|g| std::num::NonZeroU64::new(g).map(GuildId::from));
    let ours = commands(guild.is_none(), activity);
    // With their localizations: without them Discord leaves those out,
    // and every start would look like a change.
    let current = match guild {
        Some(g) => g.get_commands_with_localizations(http).await,
        None => Command::get_global_commands_with_localizations(http).await,
    };
    let same = match &current {
        Ok(theirs) => same_commands(&ours, theirs),
        Err(e) => {
            tracing::warn!(error = %e, "reading the registered commands failed; registering anyway");
            false
        }
    };
    if same {
        if let Ok(theirs) = &current {
            know_ids(theirs);
        }
        return Ok(false);
    }
    let set = match guild {
        Some(g) => g.set_commands(http, ours).await,
        None => Command::set_global_commands(http, ours).await,
    };
    know_ids(&set.map_err(|e| RegisterError::of(e, guild))?);
    Ok(true)
}

/// Tells the bot's words the commands' ids, so that messages name them by
/// Discord's command mention.
fn know_ids(registered: &[Command]) {
    crate::app::lang::commands::know_ids(registered.iter().map(|c| (c.name.clone(), c.id.get())));
}

/// Whether Discord's commands are ours: every field we set has the same
/// value there, by name, and there are no others.
fn same_commands(ours: &[CreateCommand], theirs: &[Command]) -> bool {
    let (Ok(Value::Array(ours)), Ok(Value::Array(theirs))) = (serde_json::to_value(ours), serde_json::to_value(theirs))
    else {
        return false;
    };
    ours.len() == theirs.len()
        && ours
            .iter()
            .all(|o| theirs.iter().any(|t| t["name"] == o["name"] && covers(o, t)))
}

/// Whether `theirs` has every value `ours` sets (defaults may be left out
/// on either side).
fn covers(ours: &Value, theirs: &Value) -> bool {
    let default = |v: &Value| match v {
        Value::Null | Value::Bool(false) => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    };
    match (ours, theirs) {
        (Value::Object(o), Value::Object(t)) => o.iter().all(|(k, v)| match t.get(k) {
            Some(tv) => covers(v, tv),
            None => default(v),
        }),
        (Value::Array(o), Value::Array(t)) => o.len() == t.len() && o.iter().zip(t).all(|(a, b)| covers(a, b)),
        (o, Value::Null) => default(o),
        (o, t) => o == t,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// What registration sends passes Discord's spec and documented
    /// limits (as the fake Discord checks them), globally and in a
    /// server, with a fifth of each to spare: 6,400 of a command's 8,000
    /// characters (each field at its longest localization), 20 of 25
    /// options, subcommands and choices, 80 of 100 commands.
    #[test]
    fn registration_keeps_a_fifth_of_discords_limits() {
        use zertz_e2e::limits::{check, short_of_a_fifth};
        use zertz_e2e::spec::{Asked, Spec};
        for global in [true, false] {
            let body = serde_json::to_value(commands(global, true)).unwrap_or_default();
            let path = if global {
                vec!["applications", "1", "commands"]
            } else {
                vec!["applications", "1", "guilds", "2", "commands"]
            };
            let asked = Asked {
                method: "PUT",
                parts: &path,
                query: &[],
                content: Some("json"),
                body: &body,
            };
            assert!(Spec::get().check(&asked).is_ok(), "against the spec: {global}");
            let op = Spec::get().operation("PUT", &path).unwrap_or_default();
            assert_eq!(check(op, global, &body, &[], 0), [], "the documented limits");
            assert_eq!(
                short_of_a_fifth(&body),
                Vec::<String>::new(),
                "a fifth to spare: {global}"
            );
        }
    }

    #[test]
    fn a_registered_set_with_extra_fields_is_the_same() {
        let ours = json!({"name": "zertz", "options": [{"name": "move", "required": false, "choices": []}]});
        let theirs = json!({"name": "zertz", "id": "1", "version": "7",
            "options": [{"name": "move", "type": 1}]});
        assert!(covers(&ours, &theirs));
        let changed = json!({"name": "zertz", "options": [{"name": "moves"}]});
        assert!(!covers(&ours, &changed));
        let more = json!({"name": "zertz", "options": [{"name": "move"}, {"name": "x"}]});
        assert!(!covers(&ours, &more));
    }
}
