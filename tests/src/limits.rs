//! The limits Discord's docs give that its OpenAPI spec leaves out or
//! states looser (listed in `../shared/discord/README.md`): a message's
//! and an embed's lengths, components, autocompletion answers, and the
//! application commands' names, counts and total size.

use std::collections::HashSet;
use std::sync::OnceLock;

use regex::Regex;
use serde_json::Value;

use crate::spec::Problem;

/// The upload limit of an interaction that does not say (10 MiB).
pub const DEFAULT_UPLOAD_LIMIT: u64 = 10 * 1024 * 1024;
/// Global CHAT_INPUT commands an application may have.
pub const MAX_GLOBAL_COMMANDS: usize = 100;
/// Options, subcommands and groups at one level; choices of one option.
pub const MAX_OPTIONS: usize = 25;
/// A command's name, description, options and choices together.
pub const MAX_COMMAND_CHARS: usize = 8_000;

/// The documented limits for a request to operation `op`; `files` are its
/// attached files, `upload_limit` the largest one Discord takes there.
pub fn check(op: &str, global: bool, body: &Value, files: &[(String, Vec<u8>)], upload_limit: u64) -> Vec<Problem> {
    let mut out = Vec::new();
    match op {
        "create_interaction_response" => match body["type"].as_u64() {
            Some(4) => message("data", &body["data"], files, upload_limit, true, &mut out),
            Some(7) => message("data", &body["data"], files, upload_limit, false, &mut out),
            Some(8) => autocomplete(&body["data"], &mut out),
            _ => {}
        },
        "execute_webhook" | "create_message" => message("", body, files, upload_limit, true, &mut out),
        "update_original_webhook_message" | "update_webhook_message" | "update_message" => {
            message("", body, files, upload_limit, false, &mut out)
        }
        "bulk_set_application_commands" | "bulk_set_guild_application_commands" => commands(body, global, &mut out),
        _ => {}
    }
    out
}

fn at(base: &str, field: &str) -> String {
    match (base.is_empty(), field.is_empty()) {
        (true, _) => field.to_string(),
        (_, true) => base.to_string(),
        _ => format!("{base}.{field}"),
    }
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// A text field at most `max` characters long (and not empty if `filled`).
fn text(out: &mut Vec<Problem>, where_: String, v: &Value, max: usize, filled: bool) {
    let n = chars(v);
    if n > max {
        out.push(Problem::new(
            where_,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length."),
        ));
    } else if filled && n == 0 {
        out.push(Problem::new(where_, "BASE_TYPE_REQUIRED", "This field is required"));
    }
}

fn count(out: &mut Vec<Problem>, where_: String, v: &Value, max: usize) -> usize {
    let n = v.as_array().map_or(0, Vec::len);
    if n > max {
        out.push(Problem::new(
            where_,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length."),
        ));
    }
    n
}

/// A message being made (`creating`) or edited.
fn message(
    base: &str,
    m: &Value,
    files: &[(String, Vec<u8>)],
    upload_limit: u64,
    creating: bool,
    out: &mut Vec<Problem>,
) {
    text(out, at(base, "content"), &m["content"], 2_000, false);
    let embeds = count(out, at(base, "embeds"), &m["embeds"], 10);
    if files.len() > 10 {
        out.push(Problem::new(
            at(base, "attachments"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.",
        ));
    }
    for (name, bytes) in files {
        if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > upload_limit {
            out.push(Problem::new(
                at(base, "attachments"),
                "FILE_TOO_LARGE",
                format!("{name} is larger than the upload limit of {upload_limit} bytes"),
            ));
        }
    }
    let mut total = 0;
    for (i, e) in m["embeds"].as_array().into_iter().flatten().enumerate() {
        total += embed(&at(base, &format!("embeds.{i}")), e, out);
    }
    if total > 6_000 {
        out.push(Problem::new(
            at(base, "embeds"),
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        ));
    }
    components(base, &m["components"], out);
    let sticker = m["sticker_ids"].as_array().is_some_and(|s| !s.is_empty());
    let has_components = m["components"].as_array().is_some_and(|c| !c.is_empty());
    if creating && chars(&m["content"]) == 0 && embeds == 0 && files.is_empty() && !has_components && !sticker {
        out.push(Problem::new(base, "MESSAGE_EMPTY", "Cannot send an empty message"));
    }
}

/// One embed's limits; returns its characters for the message's total.
fn embed(base: &str, e: &Value, out: &mut Vec<Problem>) -> usize {
    text(out, at(base, "title"), &e["title"], 256, false);
    text(out, at(base, "description"), &e["description"], 4_096, false);
    text(out, at(base, "footer.text"), &e["footer"]["text"], 2_048, false);
    text(out, at(base, "author.name"), &e["author"]["name"], 256, false);
    count(out, at(base, "fields"), &e["fields"], 25);
    let mut total =
        chars(&e["title"]) + chars(&e["description"]) + chars(&e["footer"]["text"]) + chars(&e["author"]["name"]);
    for (i, f) in e["fields"].as_array().into_iter().flatten().enumerate() {
        text(out, at(base, &format!("fields.{i}.name")), &f["name"], 256, true);
        text(out, at(base, &format!("fields.{i}.value")), &f["value"], 1_024, true);
        total += chars(&f["name"]) + chars(&f["value"]);
    }
    total
}

/// Action rows of buttons or one select (1 to 25 options, each's label
/// and value 1 to 100 characters); custom ids unique in the message.
fn components(base: &str, rows: &Value, out: &mut Vec<Problem>) {
    count(out, at(base, "components"), rows, 5);
    let mut ids = HashSet::new();
    for (r, row) in rows.as_array().into_iter().flatten().enumerate() {
        let here = at(base, &format!("components.{r}.components"));
        let inner = row["components"].as_array().cloned().unwrap_or_default();
        let selects = inner.iter().filter(|c| c["type"].as_u64() != Some(2)).count();
        if inner.is_empty() || inner.len() > 5 || (selects > 0 && inner.len() > 1) {
            out.push(Problem::new(
                here.clone(),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "An action row holds 1 to 5 buttons or one select menu",
            ));
        }
        for (c, comp) in inner.iter().enumerate() {
            let place = format!("{here}.{c}");
            text(out, format!("{place}.label"), &comp["label"], 80, false);
            text(out, format!("{place}.placeholder"), &comp["placeholder"], 150, false);
            let options = count(out, format!("{place}.options"), &comp["options"], 25);
            if comp["type"].as_u64() == Some(3) && options == 0 {
                out.push(Problem::new(
                    format!("{place}.options"),
                    "BASE_TYPE_MIN_LENGTH",
                    "Must be 1 or more in length.",
                ));
            }
            for (o, option) in comp["options"].as_array().into_iter().flatten().enumerate() {
                let at = format!("{place}.options.{o}");
                text(out, format!("{at}.label"), &option["label"], 100, true);
                text(out, format!("{at}.value"), &option["value"], 100, true);
                text(out, format!("{at}.description"), &option["description"], 100, false);
            }
            // A link button has a URL and no custom id.
            if comp["url"].is_string() {
                continue;
            }
            text(out, format!("{place}.custom_id"), &comp["custom_id"], 100, true);
            if let Some(id) = comp["custom_id"].as_str() {
                if !ids.insert(id.to_string()) {
                    out.push(Problem::new(
                        format!("{place}.custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    ));
                }
            }
        }
    }
}

/// An autocompletion answer: at most 25 choices, each named 1 to 100.
fn autocomplete(data: &Value, out: &mut Vec<Problem>) {
    count(out, "data.choices".into(), &data["choices"], MAX_OPTIONS);
    for (i, c) in data["choices"].as_array().into_iter().flatten().enumerate() {
        text(out, format!("data.choices.{i}.name"), &c["name"], 100, true);
    }
}

/// A CHAT_INPUT command's or option's name.
fn name_rule() -> &'static Regex {
    static RULE: OnceLock<Regex> = OnceLock::new();
    #[allow(clippy::expect_used)]
    RULE.get_or_init(|| Regex::new(r"^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").expect("the documented name rule"))
}

/// A bulk overwrite of application commands.
fn commands(list: &Value, global: bool, out: &mut Vec<Problem>) {
    let all = list.as_array().cloned().unwrap_or_default();
    let chat = all.iter().filter(|c| c["type"].as_u64().unwrap_or(1) == 1).count();
    if global && chat > MAX_GLOBAL_COMMANDS {
        out.push(Problem::new(
            "",
            "MAX_COMMANDS",
            format!("at most {MAX_GLOBAL_COMMANDS} global CHAT_INPUT commands"),
        ));
    }
    let mut names = HashSet::new();
    for (i, c) in all.iter().enumerate() {
        let base = i.to_string();
        let kind = c["type"].as_u64().unwrap_or(1);
        if !names.insert((kind, c["name"].as_str().unwrap_or("").to_string())) {
            out.push(Problem::new(
                at(&base, "name"),
                "APPLICATION_COMMAND_NAME_ALREADY_EXISTS",
                "Application command names must be unique",
            ));
        }
        if kind == 4 {
            // An Activity's Entry Point: a chat-input name and a
            // description, no options.
            chat_input_name(out, at(&base, "name"), &c["name"]);
            description(out, at(&base, "description"), &c["description"]);
            continue;
        }
        if kind != 1 {
            // User and message commands: a name of 1 to 32, no description.
            text(out, at(&base, "name"), &c["name"], 32, true);
            if chars(&c["description"]) > 0 {
                out.push(Problem::new(
                    at(&base, "description"),
                    "APPLICATION_COMMAND_INVALID_DESCRIPTION",
                    "Context menu commands cannot have description",
                ));
            }
            continue;
        }
        chat_input_name(out, at(&base, "name"), &c["name"]);
        description(out, at(&base, "description"), &c["description"]);
        options(out, &base, &c["options"]);
        let size = command_size(c);
        if size > MAX_COMMAND_CHARS {
            out.push(Problem::new(
                base,
                "APPLICATION_COMMAND_TOO_LARGE",
                format!("Command exceeds maximum size ({MAX_COMMAND_CHARS}): {size}"),
            ));
        }
    }
}

fn chat_input_name(out: &mut Vec<Problem>, where_: String, v: &Value) {
    let name = v.as_str().unwrap_or("");
    if !name_rule().is_match(name) || name.to_lowercase() != name {
        out.push(Problem::new(
            where_,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name is invalid: {name:?}"),
        ));
    }
}

fn description(out: &mut Vec<Problem>, where_: String, v: &Value) {
    text(out, where_, v, 100, true);
}

/// Options at one level: at most 25, names and descriptions valid,
/// required before optional, choices at most 25; subcommands' own
/// options in turn.
fn options(out: &mut Vec<Problem>, base: &str, opts: &Value) {
    count(out, at(base, "options"), opts, MAX_OPTIONS);
    let mut optional_seen = false;
    for (i, o) in opts.as_array().into_iter().flatten().enumerate() {
        let here = at(base, &format!("options.{i}"));
        chat_input_name(out, at(&here, "name"), &o["name"]);
        description(out, at(&here, "description"), &o["description"]);
        let kind = o["type"].as_u64().unwrap_or(0);
        if kind == 1 || kind == 2 {
            options(out, &here, &o["options"]);
            continue;
        }
        let required = o["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            out.push(Problem::new(
                at(&here, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            ));
        }
        optional_seen |= !required;
        count(out, at(&here, "choices"), &o["choices"], MAX_OPTIONS);
        for (j, ch) in o["choices"].as_array().into_iter().flatten().enumerate() {
            text(out, at(&here, &format!("choices.{j}.name")), &ch["name"], 100, true);
        }
    }
}

/// A field's length at its longest localization, as Discord counts a
/// command's size.
fn longest(v: &Value, localized: &Value) -> usize {
    let own = match v {
        Value::String(s) => s.chars().count(),
        Value::Null => 0,
        other => other.to_string().chars().count(),
    };
    localized
        .as_object()
        .into_iter()
        .flatten()
        .map(|(_, l)| chars(l))
        .fold(own, usize::max)
}

/// A command's size: its name and description, and every option's name,
/// description and choices' names and values, each at its longest
/// localization.
pub fn command_size(c: &Value) -> usize {
    fn option(o: &Value) -> usize {
        let mut n =
            longest(&o["name"], &o["name_localizations"]) + longest(&o["description"], &o["description_localizations"]);
        for ch in o["choices"].as_array().into_iter().flatten() {
            n += longest(&ch["name"], &ch["name_localizations"]) + longest(&ch["value"], &Value::Null);
        }
        n + o["options"].as_array().into_iter().flatten().map(option).sum::<usize>()
    }
    option(c)
}

/// Where a bulk registration of `commands` keeps less than a fifth of a
/// Discord limit to spare: more than 80 commands, a command over 6,400
/// characters, or more than 20 options, subcommands or choices in one
/// place. Each entry names the place and its count.
pub fn short_of_a_fifth(commands: &Value) -> Vec<String> {
    fn spare(limit: usize) -> usize {
        limit * 4 / 5
    }
    fn counts(node: &Value, at: &str, out: &mut Vec<String>) {
        let options = node["options"].as_array().map_or(&[][..], Vec::as_slice);
        if options.len() > spare(MAX_OPTIONS) {
            out.push(format!("{at}: {} options", options.len()));
        }
        for o in options {
            let here = format!("{at} {}", o["name"].as_str().unwrap_or(""));
            let choices = o["choices"].as_array().map_or(0, Vec::len);
            if choices > spare(MAX_OPTIONS) {
                out.push(format!("{here}: {choices} choices"));
            }
            counts(o, &here, out);
        }
    }
    let all = commands.as_array().map_or(&[][..], Vec::as_slice);
    let mut out = Vec::new();
    if all.len() > spare(MAX_GLOBAL_COMMANDS) {
        out.push(format!("{} commands", all.len()));
    }
    for c in all {
        let name = format!("/{}", c["name"].as_str().unwrap_or(""));
        let size = command_size(c);
        if size > spare(MAX_COMMAND_CHARS) {
            out.push(format!("{name}: {size} characters"));
        }
        counts(c, &name, &mut out);
    }
    out
}
