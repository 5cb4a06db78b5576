//! The budget's arithmetic: sums of cents checked against [`SUM_LIMIT`] (an [`Overflow`] past
//! it, never a wrapped figure), and cents written exactly as dollars.

use crate::goals::Years;
use crate::messages;
use serde::Serialize;

/// Every sum of cents stays within ±this ($1,000,000,000,000,000): [`Overflow`] past it.
pub const SUM_LIMIT: i64 = 100_000_000_000_000_000;

/// A sum that would pass [`SUM_LIMIT`] (or overflow `i64`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", messages::BUDGET_TOO_LARGE)]
pub struct Overflow;

/// `a + b` in cents, within [`SUM_LIMIT`].
pub fn add(a: i64, b: i64) -> Result<i64, Overflow> {
    a.checked_add(b)
        .filter(|s| s.abs() <= SUM_LIMIT)
        .ok_or(Overflow)
}

/// `a − b` in cents, within [`SUM_LIMIT`].
pub fn sub(a: i64, b: i64) -> Result<i64, Overflow> {
    a.checked_sub(b)
        .filter(|s| s.abs() <= SUM_LIMIT)
        .ok_or(Overflow)
}

/// Year by year `a + b`.
pub fn add_years(a: Years, b: Years) -> Result<Years, Overflow> {
    Ok([add(a[0], b[0])?, add(a[1], b[1])?, add(a[2], b[2])?])
}

/// The three years together (a table's "Total" column).
pub fn three_years(y: Years) -> Result<i64, Overflow> {
    add(add(y[0], y[1])?, y[2])
}

/// Cents written as US dollars, exactly, as a JSON number's text: `123450` → `1234.5`, `5` →
/// `0.05`, `-120000` → `-1200`.
pub fn dollars_text(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    let (whole, frac) = (abs / 100, abs % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// An amount in cents that serializes as US dollars: a JSON number written from its exact text
/// ([`dollars_text`]), never through a float.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dollars(pub i64);

impl Serialize for Dollars {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let raw = serde_json::value::RawValue::from_string(dollars_text(self.0))
            .map_err(serde::ser::Error::custom)?;
        raw.serialize(s)
    }
}
