//! Ids as types: Discord's snowflakes and the store's row ids, each with
//! its SQL conversion, so no caller casts between `u64` and `i64`.

use std::fmt;
use std::str::FromStr;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

/// Unix time in milliseconds. The caller passes the clock, so tests control it.
pub type Millis = i64;

/// Declares an id newtype over `$inner` with `Display`, `FromStr` and SQL
/// conversions. Snowflakes are `u64` but fit in SQLite's 63 bits; a value
/// that does not is refused rather than wrapped.
macro_rules! id {
    ($(#[$doc:meta])* $name:ident($inner:ty)) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub $inner);

        impl $name {
            /// The raw number.
            pub const fn get(self) -> $inner {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse().map($name)
            }
        }

        impl From<$inner> for $name {
            fn from(v: $inner) -> Self {
                $name(v)
            }
        }

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                int_sql(self.0)
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                let v = value.as_i64()?;
                <$inner>::try_from(v).map($name).map_err(|_| FromSqlError::OutOfRange(v))
            }
        }
    };
}

id!(
    /// A Discord user.
    UserId(u64)
);
id!(
    /// A Discord guild (server). A direct message has none: `Option<GuildId>`.
    GuildId(u64)
);
id!(
    /// A Discord channel.
    ChannelId(u64)
);
id!(
    /// A Discord message.
    MessageId(u64)
);
id!(
    /// A game in the store.
    GameId(i64)
);
id!(
    /// A challenge in the store.
    ChallengeId(i64)
);

/// A whole number as SQLite's 64-bit integer, refused if it does not fit.
pub(crate) fn int_sql<T>(v: T) -> rusqlite::Result<ToSqlOutput<'static>>
where
    i64: TryFrom<T, Error: std::error::Error + Send + Sync + 'static>,
{
    let v = i64::try_from(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
    Ok(ToSqlOutput::from(v))
}

id!(
    /// A message in the outbox.
    OutboxId(i64)
);
id!(
    /// A puzzle of the bot's book: stable across runs (the source game's
    /// line number times 1,000 plus the ply).
    PuzzleId(u32)
);

id!(
    /// A tournament in the store.
    TournamentId(i64)
);
id!(
    /// A Discord role.
    RoleId(u64)
);

/// The `guild_id` column: 0 stands for a direct message.
pub(crate) struct GuildColumn(pub Option<GuildId>);

impl ToSql for GuildColumn {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        int_sql(self.0.map_or(0, GuildId::get))
    }
}

impl FromSql for GuildColumn {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let g = GuildId::column_result(value)?;
        Ok(GuildColumn((g.0 != 0).then_some(g)))
    }
}
