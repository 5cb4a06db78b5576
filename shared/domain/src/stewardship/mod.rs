//! The donor benefit chart of module 13 (spec file 3 §3, §5; DECISIONS "Stewardship columns";
//! issue 17 §2): benefit rows against the columns of the plan's gift chart, its levels top down
//! and its base row ("Various (<$X)"), with a default set of rows for a new plan.
//!
//! A benefit stores its ticks as gift amounts ([`BASE`] for the base row), not as column
//! positions, so a chart that changes loses nothing: [`lay`] puts each tick on the level nearest
//! to its amount (by ratio: $40,000 is nearer $50,000 than $25,000; a tie goes to the larger
//! level). A save stores the ticks at the columns the user saw.

use crate::gift_chart::{Chart, edit::MAX_AMOUNT_CENTS, various_label};
use crate::messages as m;
use crate::money::format_usd;
use crate::{DomainError, words};

/// The stored amount of a tick on the chart's base row ("Various (<$X)").
pub const BASE: i64 = 0;

/// A column of the chart: a level of the gift chart, or its base row (the last column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The key a benefit's `prospect` map uses: the level's amount in whole dollars ("250000"),
    /// or the base row's label ("Various (<$25,000)").
    pub key: String,
    /// The heading: "$250,000", or the base row's label.
    pub label: String,
    /// The level's gift, in cents; [`BASE`] for the base row.
    pub amount_cents: i64,
}

impl Column {
    pub fn is_base(&self) -> bool {
        self.amount_cents == BASE
    }
}

/// The columns of a gift chart, left to right: its levels top down, then its base row.
pub fn columns(chart: &Chart) -> Vec<Column> {
    let mut columns: Vec<Column> = chart
        .rows
        .iter()
        .map(|r| Column {
            key: (r.amount_cents / 100).to_string(),
            label: format_usd(r.amount_cents),
            amount_cents: r.amount_cents,
        })
        .collect();
    let base = various_label(&chart.rows);
    columns.push(Column {
        key: base.clone(),
        label: base,
        amount_cents: BASE,
    });
    columns
}

/// The tick a `prospect` key stands for: a whole-dollar amount from $1 to $100,000,000 (a
/// level of the chart, or of a chart the sender read before it changed), or any key that
/// starts with "Various" (the base row; the spec's own key was "Various (<$25k)"). `None` for
/// anything else.
pub fn tick_of_key(key: &str) -> Option<i64> {
    let key = key.trim();
    if key.starts_with("Various") {
        return Some(BASE);
    }
    if key.is_empty() || !key.bytes().all(|b| b.is_ascii_digit()) || key.len() > 12 {
        return None;
    }
    let dollars: i64 = key.parse().ok()?;
    (1..=MAX_AMOUNT_CENTS / 100)
        .contains(&dollars)
        .then_some(dollars * 100)
}

/// Whether gift `a` is nearer `t` than gift `b` by ratio (all positive); a tie goes to the
/// larger.
fn nearer(t: i64, a: i64, b: i64) -> bool {
    let ratio = |x: i64| (i128::from(t.max(x)), i128::from(t.min(x)));
    let ((an, ad), (bn, bd)) = (ratio(a), ratio(b));
    let (left, right) = (an * bd, bn * ad);
    left < right || (left == right && a > b)
}

/// The column a stored tick falls on: the base row for [`BASE`] (and for any amount when the
/// chart has no levels), else the level nearest to the amount.
pub fn column_of(tick: i64, columns: &[Column]) -> Option<usize> {
    let base = columns.iter().position(Column::is_base);
    if tick <= BASE {
        return base;
    }
    columns
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.is_base())
        .fold(None, |best: Option<(usize, i64)>, (i, c)| match best {
            Some((_, b)) if !nearer(tick, c.amount_cents, b) => best,
            _ => Some((i, c.amount_cents)),
        })
        .map(|(i, _)| i)
        .or(base)
}

/// A benefit's ticks laid on the columns: one check per column.
pub fn lay(ticks: &[i64], columns: &[Column]) -> Vec<bool> {
    let mut checks = vec![false; columns.len()];
    for &tick in ticks {
        if let Some(i) = column_of(tick, columns) {
            checks[i] = true;
        }
    }
    checks
}

/// Ticks as stored: largest first, each once.
pub fn sorted_ticks(mut ticks: Vec<i64>) -> Vec<i64> {
    ticks.sort_by_key(|t| std::cmp::Reverse(*t));
    ticks.dedup();
    ticks
}

/// Rows per chart.
pub const MAX_BENEFITS: usize = 50;
/// Characters per benefit name.
pub const MAX_BENEFIT_NAME_CHARS: usize = 200;

/// One benefit row: its name and its ticks (gift amounts in cents, [`BASE`] for the base row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Benefit {
    pub name: String,
    pub ticks: Vec<i64>,
}

/// From which gift a default benefit is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferedFrom {
    /// Every donor: every level and the base row.
    EveryGift,
    /// Every level of the chart, not the base row.
    EveryLevel,
    /// Levels whose gift is at least this share of the goal, in tenths of a percent (the top
    /// level at least, so the benefit is always offered).
    ShareOfGoal(i64),
    /// The top level alone.
    TopLevel,
}

/// The rows a new plan starts with: recognition, reporting, events and naming, each offered
/// from the gift where it is customary, so a larger gift receives every benefit of a smaller
/// one. Editable; written into docs/decisions.md.
pub const DEFAULT_BENEFITS: [(&str, OfferedFrom); 8] = [
    (
        "Personal thank-you letter from the Executive Director",
        OfferedFrom::EveryGift,
    ),
    ("Name listed in the annual report", OfferedFrom::EveryGift),
    (
        "Year-end impact report with stories from the people we serve",
        OfferedFrom::EveryGift,
    ),
    (
        "Invitation to the annual donor appreciation event",
        OfferedFrom::EveryLevel,
    ),
    ("Name on the donor wall", OfferedFrom::EveryLevel),
    (
        "Private briefing and program visit with the Executive Director",
        OfferedFrom::ShareOfGoal(25),
    ),
    (
        "Naming of a program, room or piece of equipment",
        OfferedFrom::ShareOfGoal(50),
    ),
    (
        "Naming of the campaign's lead project",
        OfferedFrom::TopLevel,
    ),
];

/// The ticks of a default benefit on a chart.
fn default_ticks(from: OfferedFrom, chart: &Chart) -> Vec<i64> {
    let levels = chart.rows.iter().map(|r| r.amount_cents);
    let top: Vec<i64> = levels.clone().take(1).collect();
    sorted_ticks(match from {
        OfferedFrom::EveryGift => levels.chain([BASE]).collect(),
        OfferedFrom::EveryLevel => levels.collect(),
        OfferedFrom::ShareOfGoal(tenths) => {
            let goal = i128::from(chart.goal_cents);
            let picked: Vec<i64> = levels
                .filter(|&a| i128::from(a) * 1000 >= goal * i128::from(tenths))
                .collect();
            if picked.is_empty() { top } else { picked }
        }
        OfferedFrom::TopLevel => top,
    })
}

/// The default rows on a chart.
pub fn default_benefits(chart: &Chart) -> Vec<Benefit> {
    DEFAULT_BENEFITS
        .iter()
        .map(|(name, from)| Benefit {
            name: name.to_string(),
            ticks: default_ticks(*from, chart),
        })
        .collect()
}

/// The gift amounts of the spec's six fixed columns ($1,000,000, $500,000, $250,000, $100,000,
/// $25,000 and "Various (<$25k)"), in cents: what a benefit stored as six checks meant before
/// the columns followed the gift chart.
pub const FIXED_COLUMN_TICKS: [i64; 6] = [
    100_000_000,
    50_000_000,
    25_000_000,
    10_000_000,
    2_500_000,
    BASE,
];

/// The ticks of a benefit stored as six checks against [`FIXED_COLUMN_TICKS`].
pub fn fixed_column_ticks(checks: [bool; 6]) -> Vec<i64> {
    FIXED_COLUMN_TICKS
        .iter()
        .zip(checks)
        .filter(|(_, on)| *on)
        .map(|(t, _)| *t)
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
/// largest column with at least one checked benefit, e.g. "$25,000 to $500,000", "under
/// $25,000 to $250,000", or one level alone ("$100,000"). `None` when nothing is checked, or
/// when the chart has no levels (a base row alone has no range to state).
pub fn recognition_range(columns: &[Column], checks: &[Vec<bool>]) -> Option<String> {
    let smallest = columns
        .iter()
        .filter(|c| !c.is_base())
        .map(|c| c.amount_cents)
        .min()?;
    let used: Vec<usize> = (0..columns.len())
        .filter(|&i| checks.iter().any(|r| r.get(i) == Some(&true)))
        .collect();
    let (&high, &low) = (used.first()?, used.last()?);
    let text = |i: usize| {
        if columns[i].is_base() {
            format!("under {}", format_usd(smallest))
        } else {
            format_usd(columns[i].amount_cents)
        }
    };
    Some(if high == low {
        text(high)
    } else {
        format!("{} to {}", text(low), text(high))
    })
}

#[cfg(test)]
mod tests;
