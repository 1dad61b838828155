//! SQL conversions for the rules' types, which this crate does not own:
//! a variant by its name, an outcome as its result and end-reason columns.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use zertz_rules::{DrawReason, Outcome, Player, Variant, WinReason};

/// The `variant` column: the variant's name.
pub(crate) struct VariantColumn(pub Variant);

impl ToSql for VariantColumn {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0.name()))
    }
}

impl FromSql for VariantColumn {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let name = value.as_str()?;
        name.parse()
            .map(VariantColumn)
            .map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

/// The `result` column: `P0`, `P1` or `draw`, as in game records.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct ResultColumn(pub Option<Player>);

impl ToSql for ResultColumn {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(match self.0 {
            Some(Player::First) => "P0",
            Some(Player::Second) => "P1",
            None => "draw",
        }))
    }
}

impl FromSql for ResultColumn {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        match value.as_str()? {
            "P0" => Ok(ResultColumn(Some(Player::First))),
            "P1" => Ok(ResultColumn(Some(Player::Second))),
            "draw" => Ok(ResultColumn(None)),
            other => Err(FromSqlError::Other(format!("unknown result {other:?}").into())),
        }
    }
}

/// The `end_reason` column: why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ReasonColumn {
    Won(WinReason),
    Drawn(DrawReason),
}

const REASONS: [(ReasonColumn, &str); 7] = [
    (ReasonColumn::Won(WinReason::Goal), "goal"),
    (ReasonColumn::Won(WinReason::FullBoard), "full_board"),
    (ReasonColumn::Won(WinReason::Resignation), "resignation"),
    (ReasonColumn::Won(WinReason::Time), "time"),
    (ReasonColumn::Drawn(DrawReason::Repetition), "repetition"),
    (ReasonColumn::Drawn(DrawReason::TwoPasses), "two_passes"),
    (ReasonColumn::Drawn(DrawReason::Agreement), "agreement"),
];

impl ToSql for ReasonColumn {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        let word = REASONS.iter().find(|(r, _)| r == self).map_or("", |(_, w)| w);
        Ok(ToSqlOutput::from(word))
    }
}

impl FromSql for ReasonColumn {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let word = value.as_str()?;
        REASONS
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(r, _)| *r)
            .ok_or_else(|| FromSqlError::Other(format!("unknown end reason {word:?}").into()))
    }
}

/// An outcome as its two columns.
pub(crate) fn outcome_columns(o: Outcome) -> (ResultColumn, ReasonColumn) {
    match o {
        Outcome::Won { winner, reason } => (ResultColumn(Some(winner)), ReasonColumn::Won(reason)),
        Outcome::Drawn { reason } => (ResultColumn(None), ReasonColumn::Drawn(reason)),
    }
}

/// The outcome of two columns, if they agree (a winner with a win reason,
/// no winner with a draw reason).
pub(crate) fn outcome_of(result: ResultColumn, reason: ReasonColumn) -> Option<Outcome> {
    match (result.0, reason) {
        (Some(winner), ReasonColumn::Won(reason)) => Some(Outcome::Won { winner, reason }),
        (None, ReasonColumn::Drawn(reason)) => Some(Outcome::Drawn { reason }),
        _ => None,
    }
}
