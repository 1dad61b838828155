//! What a database engine said when a call failed: apart from the
//! store's refusals (`error.rs`), so that the row types can name it
//! without the refusals, which name the row types.

/// What a database engine said when a call failed, each engine's error as
/// its own, and what neither says: no row where one was needed, a column
/// or parameter that does not hold what its type allows.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// SQLite failed.
    #[error("SQLite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL failed: a lost connection, a query it refused.
    #[error("PostgreSQL: {0}")]
    Postgres(#[from] postgres::Error),
    /// A query that reads one row found none.
    #[error("no row where one was expected")]
    NoRows,
    /// A column's value is not what its type allows.
    #[error("column {column}: {why}")]
    Column {
        /// Its name or position.
        column: String,
        /// What was wrong.
        why: String,
    },
    /// A value could not be passed to the engine as a parameter.
    #[error("a parameter could not be written: {0}")]
    Parameter(String),
}

impl DbError {
    /// Column `column` holds `why`.
    pub(crate) fn column(column: impl std::fmt::Display, why: impl std::fmt::Display) -> DbError {
        DbError::Column {
            column: column.to_string(),
            why: why.to_string(),
        }
    }
}
