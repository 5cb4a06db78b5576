//! The gift range chart (DECISIONS "Gift range chart"; issue 17 §1): the standard chart for a
//! rounded goal G and a lead-gift share, its table (prospects, cumulative totals, shares of G) and
//! the checks of any chart, standard or edited, and the chart as a [`Pyramid`] ([`pyramid`]): what
//! the screen, the Excel export and the talking points show (the plan's saved chart,
//! `fundplan_data`'s `Plan::gift_chart`). Integer cents throughout; shared/vectors/gift_chart.json
//! pins this module for the web.
//!
//! The generator (docs/decisions.md "Gift range chart"): the lead gift is share × G rounded to the
//! nearest round amount (1, 2, 2.5 or 5 × a power of ten, in whole dollars: $1, $2, $5, $10,
//! $20, $25 …), or, when that is outside 10–35 % of G, the nearest round amount inside it. Below it the amounts about halve at each level
//! (the largest round amount at most half the one above), and each level asks for about as much
//! money as a target t: gifts = t / amount rounded half up, never fewer than the level above and
//! never so many that less than 10 % of G is left. When a level cannot take as many gifts as the
//! one above that way, the chart stops if at most 20 % of G is left, else the level takes as many
//! gifts as the one above if that leaves at least 5 %, else it is skipped. Levels stop once at most
//! 15 % of G is left: that is the "Various" row. t
//! starts at the lead gift (the classic chart: 1, 2, 4, 8… gifts as amounts halve) and moves away
//! from it in steps of 0.1 % of G until every rule of the chart holds; if none does, the second
//! level may be the next round amount below the lead gift instead of about half of it.

use crate::money::format_usd;
use crate::pyramid::{Allocation, GrandTotal, Level, ProspectRatio, Pyramid, Various};
use serde::{Deserialize, Serialize};

/// The smallest goal the standard chart is made for: $500,000, in cents.
pub const GOAL_MIN_CENTS: i64 = 50_000_000;
/// The largest: $100,000,000.
pub const GOAL_MAX_CENTS: i64 = 10_000_000_000;
/// The lead-gift share the user may choose, in percent of the goal: 10 to 35, default 20.
pub const LEAD_SHARE_MIN: u8 = 10;
pub const LEAD_SHARE_MAX: u8 = 35;
pub const LEAD_SHARE_DEFAULT: u8 = 20;

/// The lead gift's share of the goal the check accepts, in tenths of a percent: 10 % to 35 %.
pub const LEAD_MIN_TENTHS: i64 = 100;
pub const LEAD_MAX_TENTHS: i64 = 350;
/// The ten largest gifts: at least 50 % (the standard chart also keeps them at most 75 %).
pub const TOP_TEN_MIN_TENTHS: i64 = 500;
pub const TOP_TEN_MAX_TENTHS: i64 = 750;
/// The Various row: 5 % to 20 % of the goal.
pub const BASE_MIN_TENTHS: i64 = 50;
pub const BASE_MAX_TENTHS: i64 = 200;

/// One gift level of a chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartRow {
    /// The gift size, in cents.
    pub amount_cents: i64,
    /// How many gifts of that size.
    pub gifts: i64,
}

/// A gift range chart: the levels top down and the "Various (<$X)" row ("Many" gifts), which
/// carries `various_cents`. In the standard chart the rows and the Various row add up to the goal;
/// an edited chart may not, which the `total` check says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chart {
    pub goal_cents: i64,
    pub rows: Vec<ChartRow>,
    pub various_cents: i64,
}

/// Whether `cents` is a round amount: 1, 2, 2.5 or 5 × a power of ten, in whole dollars.
pub fn is_round_amount(cents: i64) -> bool {
    if cents < 100 || cents % 100 != 0 {
        return false;
    }
    let mut d = cents / 100;
    while d % 10 == 0 {
        d /= 10;
    }
    matches!(d, 1 | 2 | 5 | 25)
}

/// Every round amount from $1 to $50 billion, rising, in cents: whole dollars only, so 2.5 × $1
/// ($2.50, which [`is_round_amount`] refuses) is left out.
fn round_amounts() -> impl Iterator<Item = i64> {
    (2..=12u32).flat_map(|e| {
        let p = 10i64.pow(e);
        [p, 2 * p, 5 * p / 2, 5 * p]
            .into_iter()
            .filter(|&c| c % 100 == 0)
    })
}

/// The largest round amount at most `cents`.
fn round_at_most(cents: i64) -> Option<i64> {
    round_amounts().take_while(|&c| c <= cents).last()
}

/// The largest round amount below `cents`.
fn round_below(cents: i64) -> Option<i64> {
    round_amounts().take_while(|&c| c < cents).last()
}

/// The lead gift: share × goal rounded to the nearest round amount (a tie goes up), or, when that
/// is outside 10–35 % of the goal, the nearest round amount inside (there always is one from $10
/// of goal on: the band spans 3.5 ×, round amounts are at most 2 × apart).
pub fn lead_gift(goal_cents: i64, lead_share_percent: u8) -> i64 {
    let target = i128::from(goal_cents) * i128::from(lead_share_percent); // × 100
    let goal = i128::from(goal_cents);
    let nearest = |inside: &dyn Fn(i128) -> bool| {
        round_amounts()
            .filter(|&c| inside(i128::from(c) * 100))
            .min_by_key(|&c| ((i128::from(c) * 100 - target).abs(), -c))
    };
    let in_band = |c100: i128| c100 >= 10 * goal && c100 <= 35 * goal;
    match nearest(&|_| true) {
        Some(c) if in_band(i128::from(c) * 100) => c,
        other => nearest(&in_band).or(other).unwrap_or(100),
    }
}

/// The sum of the ten largest gifts of the rows (in any order).
pub fn top_ten_cents(rows: &[ChartRow]) -> i64 {
    let mut sorted: Vec<ChartRow> = rows.iter().copied().filter(|r| r.gifts > 0).collect();
    sorted.sort_by_key(|r| std::cmp::Reverse(r.amount_cents));
    let mut left = 10i64;
    let mut sum = 0i64;
    for r in sorted {
        let n = r.gifts.min(left);
        sum += n * r.amount_cents;
        left -= n;
        if left == 0 {
            break;
        }
    }
    sum
}

/// Whether the rows and what they leave of the goal meet the standard chart's share rules: the
/// ten largest gifts 50–75 % of the goal and the Various row 5–20 % (exact, not rounded).
fn shares_hold(goal: i64, rows: &[ChartRow]) -> bool {
    let g = i128::from(goal);
    let levels: i64 = rows.iter().map(|r| r.amount_cents * r.gifts).sum();
    let base = i128::from(goal - levels) * 100;
    let top = i128::from(top_ten_cents(rows)) * 100;
    base >= 5 * g && base <= 20 * g && top >= 50 * g && top <= 75 * g
}

/// One candidate chart below the lead gift for a target `per_level_tenths` (tenths of a percent of
/// the goal each level aims to carry); `None` when the amounts run below $1 first.
fn candidate(
    goal: i64,
    lead: i64,
    per_level_tenths: i64,
    second_just_below: bool,
) -> Option<Vec<ChartRow>> {
    let mut rows = vec![ChartRow {
        amount_cents: lead,
        gifts: 1,
    }];
    let (mut left, mut amount, mut previous) = (goal - lead, lead, 1i64);
    let keep = goal / 10; // leave the Various row at least 10 %…
    let least = (goal * 5 + 99) / 100; // … or, when a level would be skipped, at least 5 %
    let enough = goal * 15 / 100; // stop once at most 15 % is left
    let target = i128::from(goal) * i128::from(per_level_tenths); // × 1000
    while left > enough {
        amount = if rows.len() == 1 && second_just_below {
            round_below(amount)?
        } else {
            round_at_most(amount / 2)?
        };
        let a = i128::from(amount);
        let wanted = ((2 * target + 1000 * a) / (2000 * a)) as i64;
        let room = (left - keep).max(0) / amount;
        let gifts = if room >= previous {
            wanted.max(previous).min(room)
        } else if left * 5 <= goal {
            // As many gifts as the level above do not fit while leaving 10 %, and at most 20 % is
            // left: that is the Various row.
            break;
        } else if (left - least).max(0) / amount >= previous {
            // They fit while leaving the Various row its least (5 %).
            previous
        } else {
            continue;
        };
        rows.push(ChartRow {
            amount_cents: amount,
            gifts,
        });
        left -= gifts * amount;
        previous = gifts;
    }
    Some(rows)
}

/// The standard chart for the rounded goal (cents) and the lead-gift share (percent; clamped to
/// 10–35). For every goal from $500,000 to $100,000,000 and every share, every rule of the chart
/// holds (the tests try every multiple of $500,000 and random goals in cents); should no target
/// meet them for some other goal, the classic chart (target = the lead gift) is returned and the
/// checks say what is off.
pub fn standard_chart(goal_cents: i64, lead_share_percent: u8) -> Chart {
    let share = lead_share_percent.clamp(LEAD_SHARE_MIN, LEAD_SHARE_MAX);
    if goal_cents < 1000 {
        return Chart {
            goal_cents,
            rows: Vec::new(),
            various_cents: goal_cents,
        };
    }
    let lead = lead_gift(goal_cents, share);
    let g = i128::from(goal_cents);
    let lead_1000 = i128::from(lead) * 1000;
    let mut targets: Vec<i64> = (20..=500).collect();
    targets.sort_by_key(|&t| ((i128::from(t) * g - lead_1000).abs(), t));
    let classic = targets[0];
    let found = [false, true].into_iter().find_map(|second_just_below| {
        targets.iter().find_map(|&t| {
            candidate(goal_cents, lead, t, second_just_below)
                .filter(|rows| shares_hold(goal_cents, rows))
        })
    });
    let rows = found
        .or_else(|| candidate(goal_cents, lead, classic, false))
        .unwrap_or_default();
    let levels: i64 = rows.iter().map(|r| r.amount_cents * r.gifts).sum();
    Chart {
        goal_cents,
        various_cents: (goal_cents - levels).max(0),
        rows,
    }
}

/// One level of the chart's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    pub amount_cents: i64,
    pub gifts: i64,
    /// gifts × the ratio.
    pub prospects: i64,
    /// gifts × amount.
    pub total_cents: i64,
    /// This level and every level above it.
    pub cumulative_cents: i64,
    /// total / goal.
    pub allocation: Allocation,
}

/// The "Various (<$X)" row: "Many" gifts (or "-" when it carries nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariousTableRow {
    pub label: String,
    pub count_label: &'static str,
    pub amount_cents: i64,
    pub cumulative_cents: i64,
    pub allocation: Allocation,
}

/// The Grand Total row: the levels' gifts and prospects ("Many" not counted), the chart's total
/// (the goal, for a chart that adds up) and its share of the goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableTotal {
    pub gifts: i64,
    pub prospects: i64,
    pub amount_cents: i64,
    pub allocation: Allocation,
}

/// What the screen, the documents and the Excel export show of a chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartTable {
    pub goal_cents: i64,
    pub rows: Vec<TableRow>,
    pub various: VariousTableRow,
    pub total: TableTotal,
}

/// "Various (<$10,000)": X is the smallest level; "Various" alone for a chart without levels.
pub fn various_label(rows: &[ChartRow]) -> String {
    match rows.iter().map(|r| r.amount_cents).min() {
        Some(x) => format!("Various (<{})", format_usd(x)),
        None => "Various".to_string(),
    }
}

/// The table of a chart at a prospect ratio, rows in the chart's order.
pub fn table(chart: &Chart, ratio: ProspectRatio) -> ChartTable {
    let goal = chart.goal_cents;
    let per = ratio.prospects_per_gift();
    let mut cumulative = 0i64;
    let rows: Vec<TableRow> = chart
        .rows
        .iter()
        .map(|r| {
            let total = r.amount_cents * r.gifts;
            cumulative += total;
            TableRow {
                amount_cents: r.amount_cents,
                gifts: r.gifts,
                prospects: r.gifts * per,
                total_cents: total,
                cumulative_cents: cumulative,
                allocation: Allocation::of(total, goal),
            }
        })
        .collect();
    let all = cumulative + chart.various_cents;
    ChartTable {
        goal_cents: goal,
        various: VariousTableRow {
            label: various_label(&chart.rows),
            count_label: if chart.various_cents > 0 { "Many" } else { "-" },
            amount_cents: chart.various_cents,
            cumulative_cents: all,
            allocation: Allocation::of(chart.various_cents, goal),
        },
        total: TableTotal {
            gifts: rows.iter().map(|r| r.gifts).sum(),
            prospects: rows.iter().map(|r| r.prospects).sum(),
            amount_cents: all,
            allocation: Allocation::of(all, goal),
        },
        rows,
    }
}

/// The chart as the screen, the documents and the Excel export read it: its table as a
/// [`Pyramid`] (levels with at least one gift, top down; the Various row with its label; the
/// Grand Total of the chart, whose share is 100 % when the chart adds up to the goal).
pub fn pyramid(chart: &Chart, ratio: ProspectRatio) -> Pyramid {
    let t = table(chart, ratio);
    Pyramid {
        goal: t.goal_cents,
        ratio,
        levels: t
            .rows
            .iter()
            .filter(|r| r.gifts > 0)
            .map(|r| Level {
                gift_amount: r.amount_cents,
                gifts: r.gifts,
                prospects: r.prospects,
                amount: r.total_cents,
                cumulative: r.cumulative_cents,
                allocation: r.allocation,
            })
            .collect(),
        various: Various {
            label: t.various.label,
            amount: t.various.amount_cents,
            cumulative: t.various.cumulative_cents,
            allocation: t.various.allocation,
        },
        total: GrandTotal {
            gifts: t.total.gifts,
            prospects: t.total.prospects,
            amount: t.total.amount_cents,
            allocation: t.total.allocation,
        },
    }
}

mod checks;
pub use checks::{CHECK_TITLES, ChartCheck, checks};
pub mod edit;

#[cfg(test)]
mod tests;
