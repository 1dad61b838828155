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

impl Location {
    /// A `postgres://` or `postgresql://` URL is PostgreSQL; anything else
    /// is the path of an SQLite file.
    pub fn parse(s: &str) -> Location {
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            Location::Postgres(s.to_string())
        } else {
            Location::Sqlite(s.into())
        }
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
                    "PostgreSQL database {:?} on {:?}",
                    c.get_dbname().unwrap_or(""),
                    c.get_hosts()
                ),
                Err(_) => write!(f, "a PostgreSQL database"),
            },
        }
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
        let l = Location::parse("postgresql://zertz:hunter2@db.example:5433/games");
        assert!(matches!(l, Location::Postgres(_)));
        for shown in [l.to_string(), format!("{l:?}")] {
            assert!(!shown.contains("hunter2"), "{shown}");
            assert!(shown.contains("games") && shown.contains("db.example"), "{shown}");
        }
        assert_eq!(Location::parse("zertz.db"), Location::Sqlite("zertz.db".into()));
        assert_eq!(
            Location::parse("postgresish.db"),
            Location::Sqlite("postgresish.db".into())
        );
    }
}
