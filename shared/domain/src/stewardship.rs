//! The donor benefit chart of module 13 (spec file 3 §3, §5; DECISIONS "Stewardship columns"):
//! benefit rows against six gift-level columns, with a default set of rows for a new plan.

use crate::messages as m;
use crate::money::format_usd;
use crate::{DomainError, words};

/// A column of the chart: its key (the spec's prospect map key) and its heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Column {
    pub key: &'static str,
    pub label: &'static str,
    /// The smallest gift of the column, in cents (0 for "Various (<$25k)").
    pub floor_cents: i64,
}

/// The six columns, left to right: the spec's gift levels.
pub const COLUMNS: [Column; 6] = [
    Column {
        key: "1000000",
        label: "$1,000,000",
        floor_cents: 100_000_000,
    },
    Column {
        key: "500000",
        label: "$500,000",
        floor_cents: 50_000_000,
    },
    Column {
        key: "250000",
        label: "$250,000",
        floor_cents: 25_000_000,
    },
    Column {
        key: "100000",
        label: "$100,000",
        floor_cents: 10_000_000,
    },
    Column {
        key: "25000",
        label: "$25,000",
        floor_cents: 2_500_000,
    },
    Column {
        key: "Various (<$25k)",
        label: "Various (<$25k)",
        floor_cents: 0,
    },
];

/// Rows per chart.
pub const MAX_BENEFITS: usize = 50;
/// Characters per benefit name.
pub const MAX_BENEFIT_NAME_CHARS: usize = 200;

/// One benefit row: its name and one check per column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Benefit {
    pub name: String,
    pub checks: [bool; 6],
}

/// The column index of a prospect key (`None` for a key that is no column).
pub fn column_index(key: &str) -> Option<usize> {
    COLUMNS.iter().position(|c| c.key == key)
}

const fn row(name: &'static str, checks: [bool; 6]) -> (&'static str, [bool; 6]) {
    (name, checks)
}

const T: bool = true;
const F: bool = false;

/// The rows a new plan starts with: recognition, reporting, events and naming, each offered
/// from the gift level where it is customary (a larger gift receives every benefit of the
/// smaller ones). Editable; written into docs/decisions.md.
pub const DEFAULT_BENEFITS: [(&str, [bool; 6]); 8] = [
    row(
        "Personal thank-you letter from the Executive Director",
        [T, T, T, T, T, T],
    ),
    row("Name listed in the annual report", [T, T, T, T, T, T]),
    row(
        "Year-end impact report with stories from the people we serve",
        [T, T, T, T, T, T],
    ),
    row(
        "Invitation to the annual donor appreciation event",
        [T, T, T, T, T, F],
    ),
    row("Name on the donor wall", [T, T, T, T, T, F]),
    row(
        "Private briefing and program visit with the Executive Director",
        [T, T, T, T, F, F],
    ),
    row(
        "Naming of a program, room or piece of equipment",
        [T, T, T, F, F, F],
    ),
    row("Naming of the campaign's lead project", [T, F, F, F, F, F]),
];

/// The default rows as benefits.
pub fn default_benefits() -> Vec<Benefit> {
    DEFAULT_BENEFITS
        .iter()
        .map(|(name, checks)| Benefit {
            name: name.to_string(),
            checks: *checks,
        })
        .collect()
}

/// A benefit name as stored: trimmed; blank or over 200 characters is refused.
pub fn clean_name(name: &str) -> Result<String, DomainError> {
    let name = name.trim_matches(words::is_space);
    if name.is_empty() {
        return Err(DomainError::field("benefit_name", m::BENEFIT_NAME_REQUIRED));
    }
    if name.chars().count() > MAX_BENEFIT_NAME_CHARS {
        return Err(DomainError::field("benefit_name", m::BENEFIT_NAME_TOO_LONG));
    }
    Ok(name.to_string())
}

/// Checks the size of a chart about to be stored (the names are checked by [`clean_name`]).
pub fn check_count(rows: usize) -> Result<(), DomainError> {
    if rows > MAX_BENEFITS {
        return Err(DomainError::field("stewardships", m::BENEFITS_MAX));
    }
    Ok(())
}

/// The range of gifts the chart recognizes, for the talking points: from the smallest to the
/// largest column with at least one checked benefit, e.g. "$25,000 to $1,000,000", "under
/// $25,000 to $250,000", or one level alone ("$100,000"). `None` when nothing is checked.
pub fn recognition_range(rows: &[Benefit]) -> Option<String> {
    let used: Vec<usize> = (0..COLUMNS.len())
        .filter(|&i| rows.iter().any(|r| r.checks[i]))
        .collect();
    let (&high, &low) = (used.first()?, used.last()?);
    let text = |i: usize| {
        if COLUMNS[i].floor_cents == 0 {
            "under $25,000".to_string()
        } else {
            format_usd(COLUMNS[i].floor_cents)
        }
    };
    Some(if high == low {
        text(high)
    } else {
        format!("{} to {}", text(low), text(high))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_are_the_specs_gift_levels_in_order() {
        let keys: Vec<_> = COLUMNS.iter().map(|c| c.key).collect();
        assert_eq!(
            keys,
            [
                "1000000",
                "500000",
                "250000",
                "100000",
                "25000",
                "Various (<$25k)"
            ]
        );
        assert_eq!(column_index("25000"), Some(4));
        assert_eq!(column_index("5000000"), None);
    }

    #[test]
    fn a_larger_gift_receives_every_default_benefit_of_a_smaller_one() {
        assert_eq!(default_benefits().len(), 8);
        for (name, checks) in DEFAULT_BENEFITS {
            assert!(checks[0], "{name} is offered at the top level");
            for i in 1..6 {
                assert!(!checks[i] || checks[i - 1], "{name}: column {i}");
            }
            assert!(clean_name(name).is_ok());
        }
    }

    #[test]
    fn names_are_trimmed_and_blank_or_long_names_are_refused() {
        assert_eq!(clean_name("  Donor wall \n").unwrap(), "Donor wall");
        assert!(clean_name(" \t").is_err());
        assert!(clean_name(&"x".repeat(200)).is_ok());
        assert!(clean_name(&"x".repeat(201)).is_err());
        assert!(check_count(50).is_ok());
        assert!(check_count(51).is_err());
    }

    #[test]
    fn the_recognition_range_spans_the_checked_columns() {
        assert_eq!(
            recognition_range(&default_benefits()).as_deref(),
            Some("under $25,000 to $1,000,000")
        );
        let b = |checks| Benefit {
            name: "x".into(),
            checks,
        };
        assert_eq!(
            recognition_range(&[b([F, F, T, F, T, F])]).as_deref(),
            Some("$25,000 to $250,000")
        );
        assert_eq!(
            recognition_range(&[b([F, F, F, T, F, F])]).as_deref(),
            Some("$100,000")
        );
        assert_eq!(recognition_range(&[b([F; 6])]), None);
        assert_eq!(recognition_range(&[]), None);
    }
}
