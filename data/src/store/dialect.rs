//! The SQL that differs between the two database engines, in one place:
//! everything else the store says is written once for both.

use super::db::Backend;

impl Backend {
    /// Players' names for a JSON list of ids (`?1`), as `user_id, name`.
    /// The list drives a join: `IN (SELECT …)` makes SQLite build a
    /// temporary table for every call.
    pub(crate) fn names_of_listed_players(self) -> &'static str {
        match self {
            Backend::Sqlite => {
                "SELECT p.user_id, p.name FROM json_each(?1) AS j JOIN players AS p ON p.user_id = j.value"
            }
            Backend::Postgres => {
                "SELECT p.user_id, p.name FROM json_array_elements_text(?1::text::json) AS j(value) \
                 JOIN players AS p ON p.user_id = j.value::bigint"
            }
        }
    }

    /// The index hint and the join that keep a leaderboard page on its
    /// covering index. SQLite needs both (CROSS JOIN keeps its order);
    /// PostgreSQL picks the index itself, knows no hint, and its CROSS
    /// JOIN takes no ON.
    pub(crate) fn leaderboard_hint_and_join(self) -> (&'static str, &'static str) {
        match self {
            Backend::Sqlite => ("INDEXED BY ratings_leaderboard", "CROSS JOIN"),
            Backend::Postgres => ("", "JOIN"),
        }
    }

    /// Every table of the schema, by name (`name` of each row).
    pub(crate) fn table_names(self) -> &'static str {
        match self {
            Backend::Sqlite => {
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
                 AND name <> 'zertz_schema' ORDER BY name"
            }
            Backend::Postgres => {
                "SELECT table_name::text FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name <> 'zertz_schema' ORDER BY table_name"
            }
        }
    }

    /// The column names of table `?1`, in order, leaving out generated ones.
    pub(crate) fn column_names(self) -> &'static str {
        match self {
            // `table_xinfo` marks generated columns with hidden = 2 or 3.
            Backend::Sqlite => "SELECT name FROM pragma_table_xinfo(?1) WHERE hidden = 0 ORDER BY cid",
            Backend::Postgres => {
                "SELECT column_name::text FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = ?1 AND is_generated = 'NEVER' \
                 ORDER BY ordinal_position"
            }
        }
    }

    /// After rows were copied in with their ids: what moves `table`'s id
    /// counter past them, where the engine keeps one apart (PostgreSQL's
    /// sequences; SQLite counts from the rows).
    pub(crate) fn after_copying_ids(self, table: &str) -> Option<String> {
        match self {
            Backend::Sqlite => None,
            Backend::Postgres => Some(format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 coalesce((SELECT max(id) FROM {table}), 0) + 1, false)"
            )),
        }
    }
}

impl Backend {
    /// Whether table `?1` exists in the schema in use, as a count.
    pub(crate) fn has_table(self) -> &'static str {
        match self {
            Backend::Sqlite => "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
            Backend::Postgres => {
                "SELECT count(*) FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name = ?1"
            }
        }
    }

    /// A migration written for SQLite, as this engine runs it: PostgreSQL
    /// takes 64-bit integers, `DOUBLE PRECISION`, identity ids and no
    /// `WITHOUT ROWID`.
    pub(crate) fn migration(self, sql: &str) -> String {
        match self {
            Backend::Sqlite => sql.to_string(),
            Backend::Postgres => super::db::postgres_schema(sql),
        }
    }
}
