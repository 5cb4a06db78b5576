//! The stored expense items and revenue lines, and what a table may hold: at most
//! [`MAX_TABLE_ITEMS`] items, descriptions within their limits, at most
//! [`MAX_TABLE_YEAR_CENTS`] a year.

use super::{Category, RevenueGroup};
use crate::goals::Years;
use crate::messages;
use crate::words;
use serde::{Deserialize, Serialize};

/// At most this many items in one expense table (the overhead, a program or a project).
pub const MAX_TABLE_ITEMS: usize = 300;
/// At most this many characters (Unicode code points) in an expense item's description.
pub const MAX_DESCRIPTION_CHARS: usize = 500;
/// At most this many bytes (UTF-8) of descriptions in one table, so the table's one stored item
/// stays well inside DynamoDB's 400 KB item limit whatever the script (500 ASCII characters a
/// line fit 600 times over; four-byte characters only 150 times).
pub const MAX_TABLE_DESCRIPTION_BYTES: usize = 300_000;

/// One stored expense item of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExpenseItem {
    /// A ULID, assigned by the server.
    pub id: String,
    pub expense_type: Category,
    /// Trimmed, never blank, at most [`MAX_DESCRIPTION_CHARS`].
    pub expense_description: String,
    /// Years 1, 2 and 3, in cents, each 0 to $10,000,000,000.
    pub cents: Years,
    /// 1 when created, one more at each change; a save must name the version it read.
    pub version: u64,
}

/// One stored revenue line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevenueEntry {
    /// A ULID, assigned by the server when the line is first saved.
    pub id: String,
    pub revenue_type: RevenueGroup,
    /// The fixed line's name, as [`REVENUE_LINES`] writes it.
    pub revenue_name: String,
    /// Years 1, 2 and 3, in cents; never all 0 (such a line is removed).
    pub cents: Years,
    pub version: u64,
}

/// A description as stored: trimmed (JavaScript's whitespace), not blank, not too long.
pub fn clean_description(text: &str) -> Result<String, &'static str> {
    let text = text.trim_matches(words::is_space);
    if text.is_empty() {
        return Err(messages::EXPENSE_DESCRIPTION_REQUIRED);
    }
    if text.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err(messages::EXPENSE_DESCRIPTION_TOO_LONG);
    }
    Ok(text.to_string())
}

/// The most one table's items may add up to in one year: the most one item may be
/// ($10,000,000,000, DECISIONS "Amounts over the API"). No nonprofit's program or overhead
/// means more; 300 items at the item maximum once made a plan whose gift pyramid needed
/// millions of prospects.
pub const MAX_TABLE_YEAR_CENTS: i64 = crate::money::MAX_AMOUNT_CENTS;

/// The table's limits: at most [`MAX_TABLE_ITEMS`] items, [`MAX_TABLE_DESCRIPTION_BYTES`] of
/// descriptions, and [`MAX_TABLE_YEAR_CENTS`] a year.
pub fn check_table(items: &[ExpenseItem]) -> Result<(), &'static str> {
    if items.len() > MAX_TABLE_ITEMS {
        return Err(messages::EXPENSE_TABLE_FULL);
    }
    for year in 0..3 {
        // At most 300 items of at most 10^12 cents: no overflow.
        let total: i64 = items.iter().map(|i| i.cents[year]).sum();
        if total > MAX_TABLE_YEAR_CENTS {
            return Err(messages::EXPENSE_TABLE_YEAR_TOO_LARGE);
        }
    }
    let bytes: usize = items.iter().map(|i| i.expense_description.len()).sum();
    if bytes > MAX_TABLE_DESCRIPTION_BYTES {
        return Err(messages::EXPENSE_TABLE_TOO_LARGE);
    }
    Ok(())
}

/// One year's amount as a request gives it: a JSON number or a decimal string, parsed exactly
/// ([`money::parse_amount_json`](crate::money::parse_amount_json)); missing, `null` or an empty
/// string counts 0 (spec §5: "empty or invalid counts as 0" on the screen, which sends nothing
/// else).
pub fn year_amount(value: Option<&serde_json::Value>) -> Result<i64, crate::money::AmountError> {
    match value {
        None | Some(serde_json::Value::Null) => Ok(0),
        Some(serde_json::Value::String(s)) if s.trim().is_empty() => Ok(0),
        Some(v) => crate::money::parse_amount_json(v),
    }
}
