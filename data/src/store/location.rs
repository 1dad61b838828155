//! Where a database lives, as `ZERTZ_DB` gives it: a file path for
//! SQLite or a URL for PostgreSQL. Shown and logged without a password.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr as _;

/// Where a database lives: `ZERTZ_DB` as a file path or a `postgres://`
/// URL.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// An SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL connection string (URL or `key=value` pairs).
    Postgres(String),
}

/// A URL of a database engine this bot does not use, such as `mysql://`
/// (only its scheme is kept: the rest may hold a password).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}:// is not a database this bot can use: give an SQLite file path or a postgres:// URL")]
pub struct UnsupportedScheme(pub String);

impl Location {
    /// A `postgres://` or `postgresql://` URL is PostgreSQL; another URL
    /// (`mysql://`, `sqlite://`) is refused rather than taken for a file
    /// name; anything else is the path of an SQLite file.
    pub fn parse(s: &str) -> Result<Location, UnsupportedScheme> {
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            return Ok(Location::Postgres(s.to_string()));
        }
        if let Some((scheme, _)) = s.split_once("://") {
            let mut chars = scheme.chars();
            let is_scheme = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
                && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
            if is_scheme {
                return Err(UnsupportedScheme(scheme.to_string()));
            }
        }
        Ok(Location::Sqlite(s.into()))
    }
}

impl From<PathBuf> for Location {
    fn from(path: PathBuf) -> Location {
        Location::Sqlite(path)
    }
}

impl From<&Path> for Location {
    fn from(path: &Path) -> Location {
        Location::Sqlite(path.to_path_buf())
    }
}

impl From<&PathBuf> for Location {
    fn from(path: &PathBuf) -> Location {
        Location::Sqlite(path.clone())
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sqlite(p) => write!(f, "{}", p.display()),
            // A URL may carry a password: show where, not how.
            Location::Postgres(url) => match postgres::Config::from_str(url) {
                Ok(c) => write!(
                    f,
                    "PostgreSQL database {:?} on {}",
                    c.get_dbname().unwrap_or(""),
                    hosts(&c)
                ),
                Err(_) => write!(f, "a PostgreSQL database"),
            },
        }
    }
}

/// The servers of `c` as people write them: `host:port` or a socket's
/// folder, PostgreSQL's port 5432 where none is given.
fn hosts(c: &postgres::Config) -> String {
    let ports = c.get_ports();
    let shown: Vec<String> = c
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| {
            let port = ports.get(i).or(ports.first()).copied().unwrap_or(5432);
            match host {
                postgres::config::Host::Tcp(name) => format!("{name}:{port}"),
                postgres::config::Host::Unix(dir) => format!("{} (port {port})", dir.display()),
            }
        })
        .collect();
    if shown.is_empty() {
        "no host given".to_string()
    } else {
        shown.join(", ")
    }
}

/// As `Display`: a URL's password never reaches a log.
impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_postgres_and_shown_without_its_password() {
        let l = Location::parse("postgresql://zertz:hunter2@db.example:5433/games").unwrap();
        assert!(matches!(l, Location::Postgres(_)));
        for shown in [l.to_string(), format!("{l:?}")] {
            assert!(!shown.contains("hunter2"), "{shown}");
            assert_eq!(shown, "PostgreSQL database \"games\" on db.example:5433");
        }
        let two = Location::parse("postgres://a,b:6000/x").unwrap();
        assert_eq!(two.to_string(), "PostgreSQL database \"x\" on a:5432, b:6000");
        assert_eq!(Location::parse("zertz.db"), Ok(Location::Sqlite("zertz.db".into())));
        assert_eq!(
            Location::parse("postgresish.db"),
            Ok(Location::Sqlite("postgresish.db".into()))
        );
    }

    #[test]
    fn another_engine_s_url_is_refused_without_its_password() {
        for url in ["mysql://zertz:hunter2@db/games", "sqlite://zertz.db", "MariaDB+tcp://x"] {
            let e = Location::parse(url).unwrap_err();
            assert!(url.starts_with(&format!("{}://", e.0)), "{url}: {e}");
            assert!(!e.to_string().contains("hunter2"), "{e}");
        }
        // Paths that merely hold "://" later, or a drive-like prefix, stay files.
        for path in ["data/://odd.db", "./x://y.db", "1x://z.db"] {
            assert_eq!(Location::parse(path), Ok(Location::Sqlite(path.into())), "{path}");
        }
    }
}
