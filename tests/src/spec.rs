//! Discord's own description of its HTTP API, held against every request
//! the fake receives: `discord/openapi.json` (Discord's OpenAPI 3.1 spec,
//! copied unchanged; its schemas are JSON Schema 2020-12), checked with
//! the `jsonschema` crate. A request is found among the spec's operations
//! by method and path; its path and query parameters and its body (JSON,
//! or a multipart body's `payload_json`) are checked against that
//! operation's schemas. The limits Discord's docs add are in `limits.rs`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::Validator;
use serde_json::{json, Map, Value};

use crate::lock;

/// Discord's spec, as published.
const OPENAPI: &str = include_str!("../discord/openapi.json");

/// One thing a request does that Discord refuses: where, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Where in the body (`data.embeds.0.title`), or the parameter's name.
    pub at: String,
    /// Discord's kind of error, such as `BASE_TYPE_MAX_LENGTH`.
    pub code: String,
    /// What is wrong, for a person.
    pub message: String,
}

impl Problem {
    pub(crate) fn new(at: impl Into<String>, code: &str, message: impl Into<String>) -> Problem {
        Problem {
            at: at.into(),
            code: code.to_string(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.at, self.message, self.code)
    }
}

/// Discord's 400 body for invalid input (code 50035), the problems nested
/// by their path as Discord nests them.
pub fn invalid_form_body(problems: &[Problem]) -> Value {
    fn insert(node: &mut Map<String, Value>, path: &[&str], error: Value) {
        match path.split_first() {
            None => {
                if let Some(list) = node.entry("_errors").or_insert_with(|| json!([])).as_array_mut() {
                    list.push(error);
                }
            }
            Some((head, rest)) => {
                let child = node.entry(head.to_string()).or_insert_with(|| json!({}));
                if !child.is_object() {
                    *child = json!({});
                }
                if let Value::Object(map) = child {
                    insert(map, rest, error);
                }
            }
        }
    }
    let mut errors = Map::new();
    for p in problems {
        let path: Vec<&str> = p.at.split('.').filter(|s| !s.is_empty()).collect();
        insert(&mut errors, &path, json!({"code": p.code, "message": p.message}));
    }
    json!({"code": 50_035, "message": "Invalid Form Body", "errors": errors})
}

/// An operation of the spec: its method, path template, parameters and
/// request bodies by content type.
struct Operation {
    id: String,
    method: String,
    template: Vec<String>,
    /// (name, `path` or `query`, schema, required).
    params: Vec<(String, String, Value, bool)>,
    bodies: HashMap<String, Value>,
}

impl Operation {
    /// How well `parts` fits the template: `None` if not at all, else the
    /// number of literal segments (the most literal template wins, as
    /// `messages/@original` beats `messages/{message_id}`).
    fn fits(&self, parts: &[&str]) -> Option<usize> {
        if parts.len() != self.template.len() {
            return None;
        }
        let mut literal = 0;
        for (t, p) in self.template.iter().zip(parts) {
            if t.starts_with('{') {
                if p.is_empty() {
                    return None;
                }
            } else if t == p {
                literal += 1;
            } else {
                return None;
            }
        }
        Some(literal)
    }
}

/// The spec, read once per test binary, with its validators as they are
/// first needed.
pub struct Spec {
    operations: Vec<Operation>,
    /// `components`, which every schema's `$ref`s point into.
    components: Value,
    validators: Mutex<HashMap<String, Arc<Validator>>>,
}

/// A request as the spec sees it.
pub struct Asked<'a> {
    /// `GET`, `POST`, …
    pub method: &'a str,
    /// The path's segments after `/api/v10`.
    pub parts: &'a [&'a str],
    /// The query's pairs, as sent.
    pub query: &'a [(String, String)],
    /// `json` or `multipart`, if it has a body.
    pub content: Option<&'a str>,
    /// The body (a multipart body's `payload_json`).
    pub body: &'a Value,
}

/// Why the spec refuses a request.
#[derive(Debug)]
pub enum Refused {
    /// No operation has this method and path (Discord answers 404).
    NoSuchRoute,
    /// The parameters or the body break the operation's schemas.
    Invalid(Vec<Problem>),
}

impl Spec {
    /// The spec; it is part of the crate, so failing to read it is a bug.
    #[allow(clippy::expect_used)]
    pub fn get() -> &'static Spec {
        static SPEC: OnceLock<Spec> = OnceLock::new();
        SPEC.get_or_init(|| Spec::read(OPENAPI).expect("discord/openapi.json is Discord's spec"))
    }

    fn read(text: &str) -> Result<Spec, serde_json::Error> {
        let doc: Value = serde_json::from_str(text)?;
        let mut components = doc["components"].clone();
        // Discord takes a snowflake as a number as well as a string (the
        // spec's README calls such typing loose).
        components["schemas"]["SnowflakeType"] = json!({"anyOf": [
            {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"},
            {"type": "integer", "minimum": 0}
        ]});
        let mut operations = Vec::new();
        for (path, item) in doc["paths"].as_object().into_iter().flatten() {
            let shared = item["parameters"].as_array().cloned().unwrap_or_default();
            for (method, op) in item.as_object().into_iter().flatten() {
                if method == "parameters" {
                    continue;
                }
                let own = op["parameters"].as_array().cloned().unwrap_or_default();
                let params = shared
                    .iter()
                    .chain(&own)
                    .map(|p| {
                        (
                            p["name"].as_str().unwrap_or("").to_string(),
                            p["in"].as_str().unwrap_or("").to_string(),
                            p["schema"].clone(),
                            p["required"].as_bool().unwrap_or(false),
                        )
                    })
                    .collect();
                let bodies = op["requestBody"]["content"]
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(kind, c)| (kind.clone(), c["schema"].clone()))
                    .collect();
                operations.push(Operation {
                    id: op["operationId"].as_str().unwrap_or("").to_string(),
                    method: method.to_uppercase(),
                    template: path.trim_matches('/').split('/').map(str::to_string).collect(),
                    params,
                    bodies,
                });
            }
        }
        Ok(Spec {
            operations,
            components,
            validators: Mutex::new(HashMap::new()),
        })
    }

    /// The spec's name for the operation a request is, if any.
    pub fn operation(&self, method: &str, parts: &[&str]) -> Option<&str> {
        self.find(method, parts).map(|o| o.id.as_str())
    }

    fn find(&self, method: &str, parts: &[&str]) -> Option<&Operation> {
        self.operations
            .iter()
            .filter(|o| o.method == method)
            .filter_map(|o| o.fits(parts).map(|n| (n, o)))
            .max_by_key(|(n, _)| *n)
            .map(|(_, o)| o)
    }

    /// Checks a request against its operation.
    pub fn check(&self, asked: &Asked) -> Result<(), Refused> {
        let op = self.find(asked.method, asked.parts).ok_or(Refused::NoSuchRoute)?;
        let mut problems = Vec::new();
        for (i, t) in op.template.iter().enumerate() {
            let Some(name) = t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) else {
                continue;
            };
            if let Some((_, _, schema, _)) = op.params.iter().find(|(n, at, _, _)| n == name && at == "path") {
                problems.extend(self.parameter(name, schema, asked.parts[i]));
            }
        }
        for (name, raw) in asked.query {
            match op.params.iter().find(|(n, at, _, _)| n == name && at == "query") {
                Some((_, _, schema, _)) => problems.extend(self.parameter(name, schema, raw)),
                None => problems.push(Problem::new(
                    name.as_str(),
                    "UNKNOWN_QUERY",
                    "not a query parameter of this route",
                )),
            }
        }
        for (name, _, _, required) in &op.params {
            if *required && !asked.query.iter().any(|(n, _)| n == name) && !op.template.contains(&format!("{{{name}}}"))
            {
                problems.push(Problem::new(
                    name.as_str(),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ));
            }
        }
        if let Some(kind) = asked.content {
            {
                let mime = if kind == "multipart" {
                    "multipart/form-data"
                } else {
                    "application/json"
                };
                match op.bodies.get(mime) {
                    Some(schema) => problems.extend(self.body(&op.id, mime, schema, asked.body)),
                    None if asked.body.is_null() => {}
                    None => problems.push(Problem::new(
                        "",
                        "CONTENT_TYPE_INVALID",
                        format!("this route takes no {mime} body"),
                    )),
                }
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(Refused::Invalid(problems))
        }
    }

    /// A path or query parameter, as sent (text), against its schema: as
    /// text, or read as a JSON number or boolean where the schema wants one.
    fn parameter(&self, name: &str, schema: &Value, raw: &str) -> Vec<Problem> {
        let Some(v) = self.validator(&schema.to_string(), schema) else {
            return Vec::new();
        };
        let text = Value::String(raw.to_string());
        let read = serde_json::from_str::<Value>(raw).ok();
        if v.is_valid(&text) || read.as_ref().is_some_and(|r| v.is_valid(r)) {
            return Vec::new();
        }
        let message = v.iter_errors(&text).next().map(|e| e.to_string()).unwrap_or_default();
        vec![Problem::new(name, "PARAMETER_INVALID", message)]
    }

    /// The body against the operation's schema. Where the schema is a
    /// union of callback or message kinds, the branch named by the body's
    /// `type` is used, so the problems name fields, not the union.
    fn body(&self, op: &str, mime: &str, schema: &Value, body: &Value) -> Vec<Problem> {
        let schema = self.branch(schema, body).unwrap_or(schema);
        let key = format!("{op} {mime} {}", schema);
        let Some(v) = self.validator(&key, schema) else {
            return Vec::new();
        };
        v.iter_errors(body)
            .map(|e| {
                let at: Vec<String> = e
                    .instance_path()
                    .as_str()
                    .split('/')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                let keyword = e.schema_path().as_str().rsplit('/').next().unwrap_or("").to_string();
                let mut message = e.to_string();
                if message.chars().count() > 300 {
                    message = message.chars().take(300).collect::<String>() + "…";
                }
                Problem::new(at.join("."), &discord_code(&keyword), message)
            })
            .collect()
    }

    /// The `anyOf` branch whose `type` property takes the body's `type`.
    fn branch<'s>(&'s self, schema: &'s Value, body: &Value) -> Option<&'s Value> {
        let kind = body.get("type")?;
        schema["anyOf"].as_array()?.iter().find(|b| {
            let name = b["$ref"].as_str().and_then(|r| r.strip_prefix("#/components/schemas/"));
            let target = name.map_or(*b, |n| &self.components["schemas"][n]);
            let allowed = &target["properties"]["type"];
            allowed["enum"].as_array().is_some_and(|e| e.contains(kind)) || allowed["const"] == *kind
        })
    }

    /// A validator for `schema`, with the spec's components beside it for
    /// its `$ref`s; built once per key.
    fn validator(&self, key: &str, schema: &Value) -> Option<Arc<Validator>> {
        if let Some(v) = lock(&self.validators).get(key) {
            return Some(v.clone());
        }
        let mut root = schema.clone();
        let obj = root.as_object_mut()?;
        obj.insert("components".into(), self.components.clone());
        let built = jsonschema::draft202012::options().build(&root).ok()?;
        let built = Arc::new(built);
        lock(&self.validators).insert(key.to_string(), built.clone());
        Some(built)
    }
}

/// Discord's name for a broken rule, from the schema keyword.
fn discord_code(keyword: &str) -> String {
    match keyword {
        "maxLength" => "BASE_TYPE_MAX_LENGTH".into(),
        "minLength" => "BASE_TYPE_MIN_LENGTH".into(),
        "maxItems" => "BASE_TYPE_MAX_ITEMS".into(),
        "minItems" => "BASE_TYPE_MIN_ITEMS".into(),
        "required" => "BASE_TYPE_REQUIRED".into(),
        "type" => "BASE_TYPE_BAD_TYPE".into(),
        "enum" | "const" => "BASE_TYPE_CHOICES".into(),
        "maximum" | "minimum" => "NUMBER_TYPE_OUT_OF_RANGE".into(),
        "additionalProperties" | "unevaluatedProperties" => "UNKNOWN_FIELD".into(),
        other => format!("SCHEMA_{}", other.to_uppercase()),
    }
}
