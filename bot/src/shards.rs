//! Which of Discord's shards this process runs: `A-B/N` is shards A to B
//! (both included) of N, so several processes can split the gateway as
//! Discord asks big bots to.

use std::fmt;
use std::str::FromStr;

/// Shards `first..=last` of `total`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard run here.
    pub first: u32,
    /// The last shard run here (included).
    pub last: u32,
    /// Shards in all.
    pub total: u32,
}

/// A shard range that cannot be used, with what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a shard range: write A-B/N (shards A to B of N, counted from 0, A ≤ B < N), such as 0-3/8")]
pub struct BadShardRange(String);

impl FromStr for ShardRange {
    type Err = BadShardRange;

    fn from_str(s: &str) -> Result<ShardRange, BadShardRange> {
        let bad = || BadShardRange(s.chars().take(40).collect());
        let (range, total) = s.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if first > last || last >= total {
            return Err(bad());
        }
        Ok(ShardRange { first, last, total })
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_read_back_and_bad_ones_say_what_is_expected() {
        let r: ShardRange = "2-5/8".parse().unwrap();
        assert_eq!(
            r,
            ShardRange {
                first: 2,
                last: 5,
                total: 8
            }
        );
        assert_eq!(r.to_string().parse::<ShardRange>(), Ok(r));
        assert_eq!(
            "3/4".parse(),
            Ok(ShardRange {
                first: 3,
                last: 3,
                total: 4
            })
        );
        for bad in [
            "",
            "5-2/8",
            "0-8/8",
            "1-2",
            "a-b/c",
            "0-1/0",
            "-1-2/4",
            "99999999999-1/2",
        ] {
            let e = bad.parse::<ShardRange>().unwrap_err();
            assert!(e.to_string().contains("A-B/N"), "{bad}: {e}");
        }
    }
}
