//! The revenue groups and their fixed lines (spec file 2 §3).

use serde::{Deserialize, Serialize};

/// A group of revenue lines (spec §3). Stored by its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevenueGroup {
    PhilanthropicContributions,
    EarnedRevenue,
    InvestmentIncome,
    GovernmentAppropriations,
    InKind,
}

impl RevenueGroup {
    pub const ALL: [RevenueGroup; 5] = [
        RevenueGroup::PhilanthropicContributions,
        RevenueGroup::EarnedRevenue,
        RevenueGroup::InvestmentIncome,
        RevenueGroup::GovernmentAppropriations,
        RevenueGroup::InKind,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The response group key (spec §3).
    pub fn key(self) -> &'static str {
        match self {
            RevenueGroup::PhilanthropicContributions => "philanthropic_contributions",
            RevenueGroup::EarnedRevenue => "earned_revenue",
            RevenueGroup::InvestmentIncome => "investment_income",
            RevenueGroup::GovernmentAppropriations => "government_appropriations",
            RevenueGroup::InKind => "in_kind",
        }
    }

    /// The `revenue_type` of its lines, as the spec names it; also the key of the three-year
    /// goal responses' `revenue_sums_by_type_and_year`.
    pub fn type_name(self) -> &'static str {
        match self {
            RevenueGroup::PhilanthropicContributions => "Philanthropic Contributions",
            RevenueGroup::EarnedRevenue => "Earned Revenue",
            RevenueGroup::InvestmentIncome => "Investment Income",
            RevenueGroup::GovernmentAppropriations => "Government Appropriations",
            RevenueGroup::InKind => "In-Kind Goods/Services",
        }
    }

    /// Its slice of the Year-1 revenue pie (spec §3 "Revenue summary fields for charts").
    pub fn chart_key(self) -> &'static str {
        match self {
            RevenueGroup::InKind => "in_kind_goods_and_services",
            other => other.key(),
        }
    }

    /// The group named by its type name or its key (case-insensitive, trimmed).
    pub fn parse(text: &str) -> Option<RevenueGroup> {
        let text = text.trim();
        RevenueGroup::ALL.into_iter().find(|g| {
            g.type_name().eq_ignore_ascii_case(text) || g.key().eq_ignore_ascii_case(text)
        })
    }

    /// Whether the group is subtracted from the expenses to give a year's fundraising goal
    /// (every group but Philanthropic Contributions, which is what fundraising raises).
    pub fn reduces_goal(self) -> bool {
        self != RevenueGroup::PhilanthropicContributions
    }
}

/// One of the fixed revenue lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RevenueLine {
    pub group: RevenueGroup,
    pub name: &'static str,
}

const fn line(group: RevenueGroup, name: &'static str) -> RevenueLine {
    RevenueLine { group, name }
}

/// The fixed revenue lines (spec §3), by group, in the spec's order. The spec lists sixteen
/// (5 + 5 + 2 + 3 + 1); DECISIONS and the brief say "17", a miscount (docs/decisions.md).
pub const REVENUE_LINES: [RevenueLine; 16] = {
    use RevenueGroup::*;
    [
        line(PhilanthropicContributions, "Corporate Gifts"),
        line(PhilanthropicContributions, "Individual Gifts"),
        line(PhilanthropicContributions, "Foundation Grants"),
        line(PhilanthropicContributions, "Government Grants"),
        line(PhilanthropicContributions, "Corporate Sponsorships"),
        line(EarnedRevenue, "Ticket Sales"),
        line(EarnedRevenue, "Events"),
        line(EarnedRevenue, "Licensing Fees"),
        line(EarnedRevenue, "Rentals"),
        line(EarnedRevenue, "Tuition"),
        line(InvestmentIncome, "Endowment Income"),
        line(InvestmentIncome, "Stock/Bonds Dividends"),
        line(GovernmentAppropriations, "City"),
        line(GovernmentAppropriations, "State"),
        line(GovernmentAppropriations, "Federal"),
        line(InKind, "Goods/Services"),
    ]
};

/// The fixed line a saved revenue item names: its type (type name or group key) and its name,
/// both compared case-insensitively with surrounding whitespace ignored.
pub fn revenue_line(revenue_type: &str, revenue_name: &str) -> Option<&'static RevenueLine> {
    let group = RevenueGroup::parse(revenue_type)?;
    let name = revenue_name.trim();
    REVENUE_LINES
        .iter()
        .find(|l| l.group == group && l.name.eq_ignore_ascii_case(name))
}
