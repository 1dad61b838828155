//! One connection to either engine, SQLite or PostgreSQL, behind the same
//! few calls. Queries are written once, in the SQL both engines share,
//! with SQLite's `?N` parameters; values go in and come out as rusqlite's
//! `ToSql`/`FromSql`, so the store's column types serve both engines.
//! Every call answers with the store's own [`DbError`], each engine's
//! error kept as its own.
//!
//! Writes are serialised the same way on both: SQLite's `BEGIN IMMEDIATE`
//! takes the file's write lock, and PostgreSQL's transactions take one
//! advisory lock, so several processes write one after another and every
//! check-then-write (a move's ply, a claim) sees the last commit.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::error::Error as StdError;

use postgres::types::{to_sql_checked, IsNull, Type};
use rusqlite::types::{FromSql, FromSqlError, ToSql, ToSqlOutput, Value, ValueRef};

use crate::db_error::DbError;

/// What a call to either engine gives.
pub(crate) type DbResult<T> = Result<T, DbError>;

/// Parameters, as `rusqlite::params!` builds them.
pub(crate) type Params<'a> = &'a [&'a dyn ToSql];

/// The advisory lock every PostgreSQL write transaction holds.
const WRITE_LOCK: i64 = 0x007a_6572_747a;

/// Which database engine a store lives in (not the search engine).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Backend {
    /// A file, through rusqlite.
    Sqlite,
    /// A server, through rust-postgres.
    Postgres,
}

/// A connection to one engine.
pub(crate) enum Db {
    Lite(rusqlite::Connection),
    Pg(Box<Pg>),
}

/// A PostgreSQL connection with its prepared statements. Queries take
/// `&self` as rusqlite's do, so the client sits in a `RefCell`.
pub(crate) struct Pg {
    client: RefCell<postgres::Client>,
    /// Where it connected, to connect again if the server went away.
    config: postgres::Config,
    statements: RefCell<HashMap<String, postgres::Statement>>,
    in_transaction: Cell<bool>,
    /// A call failed because the connection went: the next one, outside a
    /// transaction, connects again. (The client only notices a closed
    /// socket some time after the server's farewell.)
    lost: Cell<bool>,
}

impl Pg {
    pub(crate) fn new(client: postgres::Client, config: postgres::Config) -> Pg {
        Pg {
            client: RefCell::new(client),
            config,
            statements: RefCell::new(HashMap::new()),
            in_transaction: Cell::new(false),
            lost: Cell::new(false),
        }
    }

    /// Connects again if the connection was lost (the server restarted,
    /// say) outside a transaction: the call that finds it lost fails, the
    /// next ones work. Inside a transaction the loss is that
    /// transaction's failure, and its rollback ends it.
    fn reconnect_if_lost(&self) -> DbResult<()> {
        let lost = self.lost.get() || self.client.borrow().is_closed();
        if !lost || self.in_transaction.get() {
            return Ok(());
        }
        let client = self.config.connect(postgres::NoTls)?;
        *self.client.borrow_mut() = client;
        self.statements.borrow_mut().clear();
        self.lost.set(false);
        Ok(())
    }

    /// `e`, noting first whether it means the connection is gone: closed,
    /// a connection exception (class 08) or the server ending it (class
    /// 57P: shutdown, an admin's command).
    fn failed(&self, e: postgres::Error) -> DbError {
        let gone = e.is_closed()
            || e.code()
                .is_some_and(|c| c.code().starts_with("08") || c.code().starts_with("57P"));
        if gone {
            self.lost.set(true);
        }
        DbError::Postgres(e)
    }

    fn statement(&self, sql: &str) -> DbResult<postgres::Statement> {
        self.reconnect_if_lost()?;
        if let Some(s) = self.statements.borrow().get(sql) {
            return Ok(s.clone());
        }
        let prepared = self
            .client
            .borrow_mut()
            .prepare(&dollar_params(sql))
            .map_err(|e| self.failed(e))?;
        self.statements.borrow_mut().insert(sql.to_string(), prepared.clone());
        Ok(prepared)
    }

    /// Runs `sql`, prepared, with `params` through `run`: the client's
    /// `query` or `execute`.
    fn run<R>(
        &self,
        sql: &str,
        params: Params,
        run: impl FnOnce(
            &mut postgres::Client,
            &postgres::Statement,
            &[&(dyn postgres::types::ToSql + Sync)],
        ) -> Result<R, postgres::Error>,
    ) -> DbResult<R> {
        let stmt = self.statement(sql)?;
        let values = pg_params(params)?;
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> = values.iter().map(|v| v as _).collect();
        let ran = run(&mut self.client.borrow_mut(), &stmt, &refs);
        ran.map_err(|e| self.failed(e))
    }

    fn query(&self, sql: &str, params: Params) -> DbResult<Vec<postgres::Row>> {
        self.run(sql, params, |c, stmt, refs| c.query(stmt, refs))
    }
}

impl Db {
    pub(crate) fn backend(&self) -> Backend {
        match self {
            Db::Lite(_) => Backend::Sqlite,
            Db::Pg(_) => Backend::Postgres,
        }
    }

    /// Runs one statement; returns how many rows it changed.
    pub(crate) fn execute(&self, sql: &str, params: Params) -> DbResult<usize> {
        match self {
            Db::Lite(c) => Ok(c.prepare_cached(sql)?.execute(params)?),
            Db::Pg(pg) => {
                let n = pg.run(sql, params, |c, stmt, refs| c.execute(stmt, refs))?;
                usize::try_from(n).map_err(|_| DbError::column("rows changed", n))
            }
        }
    }

    /// The first row of `sql`, read by `f`, or `None` when there is none.
    pub(crate) fn query_opt<T>(
        &self,
        sql: &str,
        params: Params,
        f: impl FnOnce(&Row) -> DbResult<T>,
    ) -> DbResult<Option<T>> {
        match self.query_row(sql, params, f) {
            Ok(v) => Ok(Some(v)),
            Err(DbError::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The first row, or [`DbError::NoRows`].
    pub(crate) fn query_row<T>(&self, sql: &str, params: Params, f: impl FnOnce(&Row) -> DbResult<T>) -> DbResult<T> {
        match self {
            Db::Lite(c) => {
                let mut stmt = c.prepare_cached(sql)?;
                let mut rows = stmt.query(params)?;
                match rows.next()? {
                    Some(r) => f(&Row::Lite(r)),
                    None => Err(DbError::NoRows),
                }
            }
            Db::Pg(pg) => match pg.query(sql, params)?.first() {
                Some(r) => f(&Row::Pg(r)),
                None => Err(DbError::NoRows),
            },
        }
    }

    /// Every row, mapped by `f`.
    pub(crate) fn query_map<T>(
        &self,
        sql: &str,
        params: Params,
        mut f: impl FnMut(&Row) -> DbResult<T>,
    ) -> DbResult<Vec<T>> {
        match self {
            Db::Lite(c) => {
                let mut stmt = c.prepare_cached(sql)?;
                let mut rows = stmt.query(params)?;
                let mut out = Vec::new();
                while let Some(r) = rows.next()? {
                    out.push(f(&Row::Lite(r))?);
                }
                Ok(out)
            }
            Db::Pg(pg) => pg.query(sql, params)?.iter().map(|r| f(&Row::Pg(r))).collect(),
        }
    }

    /// Runs statements without parameters.
    pub(crate) fn batch(&self, sql: &str) -> DbResult<()> {
        match self {
            Db::Lite(c) => Ok(c.execute_batch(sql)?),
            Db::Pg(pg) => {
                pg.reconnect_if_lost()?;
                let ran = pg.client.borrow_mut().batch_execute(sql);
                ran.map_err(|e| pg.failed(e))
            }
        }
    }

    pub(crate) fn in_transaction(&self) -> bool {
        match self {
            Db::Lite(c) => !c.is_autocommit(),
            Db::Pg(pg) => pg.in_transaction.get(),
        }
    }

    /// Starts a write transaction that holds the engine's write lock.
    pub(crate) fn begin(&self) -> DbResult<()> {
        match self {
            Db::Lite(_) => self.control("BEGIN IMMEDIATE"),
            Db::Pg(pg) => {
                self.batch(&format!("BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})"))?;
                pg.in_transaction.set(true);
                Ok(())
            }
        }
    }

    /// Ends the transaction `begin` started, keeping or dropping its work.
    pub(crate) fn end(&self, commit: bool) -> DbResult<()> {
        let sql = if commit { "COMMIT" } else { "ROLLBACK" };
        match self {
            Db::Lite(_) => self.control(sql),
            Db::Pg(pg) => {
                pg.in_transaction.set(false);
                // Never on a new connection: a COMMIT there would say yes
                // to a transaction the lost one took with it.
                let ran = pg.client.borrow_mut().batch_execute(sql);
                ran.map_err(|e| pg.failed(e))
            }
        }
    }

    /// Marks savepoint `name` inside the transaction.
    pub(crate) fn savepoint(&self, name: &str) -> DbResult<()> {
        self.control(&format!("SAVEPOINT {name}"))
    }

    /// Ends savepoint `name`, keeping its work or undoing it; the
    /// transaction goes on either way.
    pub(crate) fn end_savepoint(&self, name: &str, keep: bool) -> DbResult<()> {
        if !keep {
            self.control(&format!("ROLLBACK TO {name}"))?;
        }
        self.control(&format!("RELEASE {name}"))
    }

    /// Runs one statement that takes no parameters and returns no rows:
    /// on SQLite from the statement cache, which spares parsing it on
    /// every transaction.
    fn control(&self, sql: &str) -> DbResult<()> {
        match self {
            Db::Lite(_) => self.execute(sql, &[]).map(drop),
            Db::Pg(_) => self.batch(sql),
        }
    }

    /// The column names of `table`, in order, leaving out generated ones.
    pub(crate) fn columns(&self, table: &str) -> DbResult<Vec<String>> {
        self.query_map(self.backend().column_names(), &[&table], |r| r.get(0))
    }
}

/// A row of either engine. `get` reads a column by index or name into
/// any rusqlite `FromSql` type.
pub(crate) enum Row<'a, 'b> {
    Lite(&'a rusqlite::Row<'b>),
    Pg(&'a postgres::Row),
}

/// A column index: its position or its name.
pub(crate) trait Col: Copy + rusqlite::RowIndex + std::fmt::Display {
    fn position(self, columns: &[postgres::Column]) -> Option<usize>;
}

impl Col for usize {
    fn position(self, columns: &[postgres::Column]) -> Option<usize> {
        (self < columns.len()).then_some(self)
    }
}

impl Col for &str {
    fn position(self, columns: &[postgres::Column]) -> Option<usize> {
        columns.iter().position(|c| c.name() == self)
    }
}

impl Row<'_, '_> {
    pub(crate) fn get<I: Col, T: FromSql>(&self, idx: I) -> DbResult<T> {
        match self {
            Row::Lite(r) => r.get(idx).map_err(|e| match e {
                rusqlite::Error::InvalidColumnType(..)
                | rusqlite::Error::InvalidColumnName(_)
                | rusqlite::Error::InvalidColumnIndex(_)
                | rusqlite::Error::IntegralValueOutOfRange(..)
                | rusqlite::Error::FromSqlConversionFailure(..) => DbError::column(idx, e),
                e => e.into(),
            }),
            Row::Pg(r) => {
                let i = idx
                    .position(r.columns())
                    .ok_or_else(|| DbError::column(idx, "no such column"))?;
                let value = pg_value(r, i)?;
                T::column_result(ValueRef::from(&value)).map_err(|e| match e {
                    FromSqlError::InvalidType => DbError::column(idx, format!("{} is not its type", value.data_type())),
                    FromSqlError::OutOfRange(v) => DbError::column(idx, format!("{v} is out of range")),
                    other => DbError::column(idx, other),
                })
            }
        }
    }

    /// Every column as a plain value, for copying rows between engines.
    pub(crate) fn values(&self, count: usize) -> DbResult<Vec<Value>> {
        (0..count).map(|i| self.get::<_, Value>(i)).collect()
    }
}

/// A PostgreSQL column as the SQLite value it stands for.
fn pg_value(row: &postgres::Row, i: usize) -> DbResult<Value> {
    match *row.columns()[i].type_() {
        Type::INT8 => column(row, i, Value::Integer),
        Type::INT4 => column(row, i, |v: i32| Value::Integer(v.into())),
        Type::INT2 => column(row, i, |v: i16| Value::Integer(v.into())),
        Type::BOOL => column(row, i, |v: bool| Value::Integer(v.into())),
        Type::FLOAT8 => column(row, i, Value::Real),
        Type::FLOAT4 => column(row, i, |v: f32| Value::Real(v.into())),
        Type::BYTEA => column(row, i, Value::Blob),
        _ => column(row, i, Value::Text),
    }
}

/// Column `i` read as `T`, or NULL.
fn column<'a, T: postgres::types::FromSql<'a>>(
    row: &'a postgres::Row,
    i: usize,
    value: impl FnOnce(T) -> Value,
) -> DbResult<Value> {
    Ok(row.try_get::<_, Option<T>>(i)?.map_or(Value::Null, value))
}

/// A parameter for PostgreSQL: a SQLite value, written as whatever type
/// the statement expects there.
#[derive(Debug)]
struct PgParam(Value);

fn pg_params(params: Params) -> DbResult<Vec<PgParam>> {
    params
        .iter()
        .map(|p| {
            Ok(PgParam(match p.to_sql()? {
                ToSqlOutput::Borrowed(v) => Value::try_from(v).map_err(|e| DbError::Parameter(e.to_string()))?,
                ToSqlOutput::Owned(v) => v,
                _ => return Err(DbError::Parameter("a kind of value PostgreSQL is not given".into())),
            }))
        })
        .collect()
}

impl postgres::types::ToSql for PgParam {
    fn to_sql(&self, ty: &Type, out: &mut bytes::BytesMut) -> Result<IsNull, Box<dyn StdError + Sync + Send>> {
        use postgres::types::ToSql as Pg;
        match (&self.0, ty) {
            (Value::Null, _) => Ok(IsNull::Yes),
            (Value::Integer(i), &Type::INT8) => Pg::to_sql(&i, ty, out),
            (Value::Integer(i), &Type::INT4) => Pg::to_sql(&i32::try_from(*i)?, ty, out),
            (Value::Integer(i), &Type::INT2) => Pg::to_sql(&i16::try_from(*i)?, ty, out),
            (Value::Integer(i), &Type::BOOL) => Pg::to_sql(&(*i != 0), ty, out),
            // Whole numbers in a floating column, as SQLite allows.
            #[allow(clippy::cast_precision_loss)]
            (Value::Integer(i), &Type::FLOAT8) => Pg::to_sql(&(*i as f64), ty, out),
            (Value::Real(f), &Type::FLOAT8) => Pg::to_sql(&f, ty, out),
            (Value::Text(s), _) if <String as Pg>::accepts(ty) => Pg::to_sql(&s, ty, out),
            (Value::Blob(b), &Type::BYTEA) => Pg::to_sql(&b, ty, out),
            (v, _) => Err(format!("cannot write {v:?} as {ty}").into()),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// `?1` becomes `$1`, outside quoted strings.
fn dollar_params(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quoted = false;
    for c in sql.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                out.push(c);
            }
            '?' if !quoted => out.push('$'),
            _ => out.push(c),
        }
    }
    out
}

/// The schema's SQL, written for SQLite, as PostgreSQL's: 64-bit
/// integers, `DOUBLE PRECISION` for `REAL`, identity columns for ids, and
/// no `WITHOUT ROWID`. Migrations keep to what this covers.
pub(crate) fn postgres_schema(sql: &str) -> String {
    sql.lines()
        .map(|line| {
            if line.trim_start().starts_with("--") {
                return line.to_string();
            }
            let line = line.replace(") WITHOUT ROWID;", ");");
            let line = if line.trim_start().starts_with("id ") {
                line.replace(
                    "INTEGER PRIMARY KEY",
                    "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
                )
            } else {
                line
            };
            let line = replace_word(&replace_word(&line, "INTEGER", "BIGINT"), "REAL", "DOUBLE PRECISION");
            replace_word(&line, "BLOB", "BYTEA")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn replace_word(line: &str, word: &str, with: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        let part = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if part(before) || part(after) { word } else { with });
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_with_dollars_outside_strings() {
        assert_eq!(
            dollar_params("SELECT '?1' FROM t WHERE a = ?1 AND b = ?12"),
            "SELECT '?1' FROM t WHERE a = $1 AND b = $12"
        );
    }

    #[test]
    fn the_schema_is_rewritten_for_postgres() {
        let sql = "CREATE TABLE t (\n    id INTEGER PRIMARY KEY,\n    user_id INTEGER NOT NULL,\n    r REAL,\n    \
                   really TEXT\n) WITHOUT ROWID;";
        assert_eq!(
            postgres_schema(sql),
            "CREATE TABLE t (\n    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n    user_id BIGINT NOT NULL,\n    \
             r DOUBLE PRECISION,\n    really TEXT\n);"
        );
    }
}
