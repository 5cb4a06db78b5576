//! The plan's budget (spec file 2 §3, §4; DECISIONS "Money and goals" and "Planning modules"):
//! the eight expense categories, the nine slices of the Year-1 expense pie, the seventeen fixed
//! revenue lines in five groups, the stored expense items and revenue lines, and the arithmetic
//! from the stored tables to every figure a table footer or goal summary shows.
//!
//! Integer cents throughout, with checked sums: a sum past [`SUM_LIMIT`] is an [`Overflow`], never
//! a wrapped figure. The limit sits far above anything the API can store (at most
//! [`MAX_TABLE_ITEMS`] items of at most $10,000,000,000 in each of at most 15 tables) and far
//! enough below `i64::MAX` that [`goals::goals`](crate::goals::goals) cannot overflow on sums
//! within it.
//!
//! - `sums.rs`: the checked arithmetic of cents and their writing as dollars;
//! - `categories.rs`: the expense categories and the slices of the Year-1 expense pie;
//! - `revenue.rs`: the revenue groups and their fixed lines;
//! - `items.rs`: the stored expense items and revenue lines, and the limits of a table;
//! - `figures.rs`: every figure of the footers and goal summaries, from the stored tables.

mod categories;
mod figures;
mod items;
mod revenue;
mod sums;

pub use categories::{Category, EXPENSE_CHART_KEYS, PROGRAMS_CHART_KEY};
pub use figures::{Figures, PlanTables, RevenueTotals, TableTotals, figures};
pub use items::{
    ExpenseItem, MAX_DESCRIPTION_CHARS, MAX_TABLE_DESCRIPTION_BYTES, MAX_TABLE_ITEMS,
    MAX_TABLE_YEAR_CENTS, RevenueEntry, check_table, clean_description, year_amount,
};
pub use revenue::{REVENUE_LINES, RevenueGroup, RevenueLine, revenue_line};
pub use sums::{Dollars, Overflow, SUM_LIMIT, add, add_years, dollars_text, sub, three_years};

#[cfg(test)]
mod tests;
