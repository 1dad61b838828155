//! Configuration from the environment and an optional `.env` file.

use std::fmt;
use zertz_data::Location;

/// What the bot needs to run.
#[derive(Clone)]
pub struct Config {
    /// `DISCORD_TOKEN`: the bot's token. Never logged.
    pub token: Option<String>,
    /// `ZERTZ_DB`: the database file (default `zertz.db`), or a
    /// `postgres://` URL.
    pub db: Location,
    /// `ZERTZ_GUILD_ID`: register commands in this guild only.
    pub guild: Option<u64>,
    /// `DISCORD_API_URL`: send REST calls to this base URL (tests).
    pub api_url: Option<String>,
    /// `ZERTZ_TICK_MS`: how often deadlines, expiries and the computer's
    /// turns are looked at (20 s by default; tests use less).
    pub tick: std::time::Duration,
    /// `ZERTZ_IO_THREADS`: threads of the async runtime (1 by default).
    /// It only waits (on Discord, the store, pictures and searches made
    /// on other threads), and one thread is woken less often than two:
    /// 5.5% less CPU an interaction at the steady load, side by side.
    pub io_threads: usize,
    /// `ZERTZ_HTTP`: where the operator's listener answers `/healthz`,
    /// `/readyz` and `/metrics` (such as `127.0.0.1:9464`); off if unset.
    pub http: Option<std::net::SocketAddr>,
    /// `ZERTZ_LOG_FORMAT`: `text` (the default) or `json`, one object a
    /// line.
    pub log_format: LogFormat,
    /// `DISCORD_CLIENT_SECRET`: the application's OAuth2 secret; with
    /// `ZERTZ_HTTP`, it turns the Activity on. Never logged.
    pub client_secret: Option<String>,
    /// `DISCORD_CLIENT_ID`: the application's id, when it is not the
    /// bot's own user id (it is for every application made since 2016).
    pub client_id: Option<u64>,
}

/// How log lines are written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// For a person at a terminal.
    #[default]
    Text,
    /// One JSON object a line, for a machine.
    Json,
}

/// A configuration value that cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("{name} must be {expected}, not {value:?}")]
pub struct ConfigError {
    name: &'static str,
    expected: &'static str,
    value: String,
}

impl Config {
    /// Reads `.env` (if present) and then the environment, which wins.
    pub fn from_env() -> Result<Config, ConfigError> {
        let _ = dotenvy::dotenv();
        Config::from_vars(|name| std::env::var(name).ok())
    }

    /// The configuration from `lookup`, which gives a variable's value;
    /// empty values count as unset.
    fn from_vars(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let var = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());
        let guild = match var("ZERTZ_GUILD_ID") {
            Some(g) => match g.trim().parse::<u64>() {
                Ok(id) if id > 0 => Some(id),
                _ => {
                    return Err(ConfigError {
                        name: "ZERTZ_GUILD_ID",
                        expected: "a numeric guild id",
                        value: g,
                    })
                }
            },
            None => None,
        };
        let tick = match var("ZERTZ_TICK_MS") {
            Some(t) => match t.trim().parse::<u64>() {
                Ok(ms) if (10..=3_600_000).contains(&ms) => std::time::Duration::from_millis(ms),
                _ => {
                    return Err(ConfigError {
                        name: "ZERTZ_TICK_MS",
                        expected: "milliseconds between 10 and 3600000",
                        value: t,
                    })
                }
            },
            None => std::time::Duration::from_secs(20),
        };
        let io_threads = match var("ZERTZ_IO_THREADS") {
            Some(n) => match n.trim().parse::<usize>() {
                Ok(n) if (1..=64).contains(&n) => n,
                _ => {
                    return Err(ConfigError {
                        name: "ZERTZ_IO_THREADS",
                        expected: "a number of threads from 1 to 64",
                        value: n,
                    })
                }
            },
            None => 1,
        };
        let http = match var("ZERTZ_HTTP") {
            Some(a) => match a.trim().parse::<std::net::SocketAddr>() {
                Ok(addr) => Some(addr),
                Err(_) => {
                    return Err(ConfigError {
                        name: "ZERTZ_HTTP",
                        expected: "an address and port to listen on, such as 127.0.0.1:9464",
                        value: a,
                    })
                }
            },
            None => None,
        };
        let log_format = match var("ZERTZ_LOG_FORMAT").as_deref().map(str::trim) {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError {
                    name: "ZERTZ_LOG_FORMAT",
                    expected: "text or json",
                    value: other.to_string(),
                })
            }
        };
        let client_id = match var("DISCORD_CLIENT_ID") {
            Some(c) => match c.trim().parse::<u64>() {
                Ok(id) if id > 0 => Some(id),
                _ => {
                    return Err(ConfigError {
                        name: "DISCORD_CLIENT_ID",
                        expected: "the application's numeric id",
                        value: c,
                    })
                }
            },
            None => None,
        };
        let db = var("ZERTZ_DB").unwrap_or_else(|| zertz_data::DEFAULT_PATH.to_string());
        let db = Location::parse(&db).map_err(|e| ConfigError {
            name: "ZERTZ_DB",
            expected: "an SQLite file path or a postgres:// URL",
            // The scheme only: the rest may hold a password.
            value: format!("{}://…", e.0),
        })?;
        Ok(Config {
            token: var("DISCORD_TOKEN").map(|t| t.trim().to_string()),
            db,
            guild,
            api_url: var("DISCORD_API_URL"),
            tick,
            io_threads,
            http,
            log_format,
            client_secret: var("DISCORD_CLIENT_SECRET").map(|t| t.trim().to_string()),
            client_id,
        })
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "(set)"))
            // Shown as where, never with a password.
            .field("db", &format_args!("{}", self.db))
            .field("guild", &self.guild)
            .field("api_url", &self.api_url)
            .field("tick", &self.tick)
            .field("io_threads", &self.io_threads)
            .field("http", &self.http)
            .field("log_format", &self.log_format)
            .field("client_secret", &self.client_secret.as_ref().map(|_| "(set)"))
            .field("client_id", &self.client_id)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_vars(|name| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string()))
    }

    #[test]
    fn defaults_and_values_are_read() {
        let c = with(&[]).unwrap();
        assert_eq!(
            (c.tick, c.guild, c.token, c.io_threads),
            (std::time::Duration::from_secs(20), None, None, 1)
        );
        assert_eq!(
            c.db.to_string(),
            zertz_data::Location::parse(zertz_data::DEFAULT_PATH)
                .unwrap()
                .to_string()
        );
        let c = with(&[
            ("ZERTZ_TICK_MS", " 250 "),
            ("ZERTZ_GUILD_ID", "7"),
            ("DISCORD_TOKEN", " t "),
            ("ZERTZ_IO_THREADS", "3"),
            ("ZERTZ_HTTP", "127.0.0.1:9464"),
            ("ZERTZ_LOG_FORMAT", "json"),
        ])
        .unwrap();
        assert_eq!(
            (c.tick, c.guild, c.token.as_deref(), c.io_threads),
            (std::time::Duration::from_millis(250), Some(7), Some("t"), 3)
        );
        assert_eq!(c.http, "127.0.0.1:9464".parse().ok());
        assert_eq!(c.log_format, LogFormat::Json);
        assert_eq!(
            (with(&[]).unwrap().http, with(&[]).unwrap().log_format),
            (None, LogFormat::Text)
        );
        // An empty value counts as unset.
        assert_eq!(with(&[("ZERTZ_GUILD_ID", " ")]).unwrap().guild, None);
    }

    #[test]
    fn a_bad_value_is_refused_with_its_name_and_what_it_must_be() {
        for (name, value) in [
            ("ZERTZ_TICK_MS", "5"),
            ("ZERTZ_TICK_MS", "3600001"),
            ("ZERTZ_TICK_MS", "soon"),
            ("ZERTZ_GUILD_ID", "0"),
            ("ZERTZ_IO_THREADS", "0"),
            ("ZERTZ_IO_THREADS", "65"),
            ("ZERTZ_IO_THREADS", "many"),
            ("ZERTZ_HTTP", "9464"),
            ("ZERTZ_HTTP", "localhost:port"),
            ("ZERTZ_LOG_FORMAT", "xml"),
        ] {
            let e = with(&[(name, value)]).err().map(|e| e.to_string()).unwrap_or_default();
            assert!(e.starts_with(&format!("{name} must be ")), "{name}={value}: {e:?}");
            assert!(e.ends_with(&format!("not {value:?}")), "{e}");
        }
        // Another engine's URL: named by its scheme alone, never its password.
        let e = with(&[("ZERTZ_DB", "mysql://zertz:hunter2@db/games")])
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            e.as_deref(),
            Some("ZERTZ_DB must be an SQLite file path or a postgres:// URL, not \"mysql://…\"")
        );
    }
}
