//! The plan's budget (spec file 2 §3, §4; DECISIONS "Money and goals" and "Planning modules"):
//! the eight expense categories, the nine slices of the Year-1 expense pie, the seventeen fixed
//! revenue lines in five groups, the stored expense items and revenue lines, and the arithmetic
//! from the stored tables to every figure a table footer or goal summary shows.
//!
//! Integer cents throughout, with checked sums: a sum past [`SUM_LIMIT`] is an [`Overflow`], never
//! a wrapped figure. The limit sits far above anything the API can store (at most
//! [`MAX_TABLE_ITEMS`] items of at most $10,000,000,000 in each of at most 15 tables) and far
//! enough below `i64::MAX` that [`goals::goals`] cannot overflow on sums within it.

use crate::goals::{self, GoalInputs, Goals, Years};
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

/// An expense category (spec §3, in order). Stored and answered by its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    #[serde(rename = "personnel_and_benefits")]
    PersonnelAndBenefits,
    #[serde(rename = "finance_fees")]
    FinanceFees,
    #[serde(rename = "legal_fees")]
    LegalFees,
    #[serde(rename = "printing_and_publications")]
    PrintingAndPublications,
    #[serde(rename = "travel_conferences_and_meetings")]
    TravelConferencesAndMeetings,
    #[serde(rename = "marketing_and_communications")]
    MarketingAndCommunications,
    #[serde(rename = "other_expenses")]
    OtherExpenses,
    #[serde(rename = "in-kind_goods_services")]
    InKindGoodsServices,
}

impl Category {
    /// The eight categories in the spec's order.
    pub const ALL: [Category; 8] = [
        Category::PersonnelAndBenefits,
        Category::FinanceFees,
        Category::LegalFees,
        Category::PrintingAndPublications,
        Category::TravelConferencesAndMeetings,
        Category::MarketingAndCommunications,
        Category::OtherExpenses,
        Category::InKindGoodsServices,
    ];

    /// Its place in [`Category::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The response key (spec §3).
    pub fn key(self) -> &'static str {
        match self {
            Category::PersonnelAndBenefits => "personnel_and_benefits",
            Category::FinanceFees => "finance_fees",
            Category::LegalFees => "legal_fees",
            Category::PrintingAndPublications => "printing_and_publications",
            Category::TravelConferencesAndMeetings => "travel_conferences_and_meetings",
            Category::MarketingAndCommunications => "marketing_and_communications",
            Category::OtherExpenses => "other_expenses",
            Category::InKindGoodsServices => "in-kind_goods_services",
        }
    }

    /// The label a table shows (spec §3).
    pub fn label(self) -> &'static str {
        match self {
            Category::PersonnelAndBenefits => "Personnel and Benefits",
            Category::FinanceFees => "Finance Fees",
            Category::LegalFees => "Legal Fees",
            Category::PrintingAndPublications => "Printing and Publications",
            Category::TravelConferencesAndMeetings => "Travel, Conferences, and Meetings",
            Category::MarketingAndCommunications => "Marketing and Communications",
            Category::OtherExpenses => "Other Expenses",
            Category::InKindGoodsServices => "In-Kind Goods & Services",
        }
    }

    /// Its slice of the Year-1 expense pie (spec §3 "Chart summaries").
    pub fn chart_key(self) -> &'static str {
        match self {
            Category::InKindGoodsServices => "in_kind_goods_and_services",
            other => other.key(),
        }
    }

    /// The category named by its key or its label (case-insensitive, surrounding whitespace
    /// ignored): `personnel_and_benefits`, `Personnel and Benefits`.
    pub fn parse(text: &str) -> Option<Category> {
        let text = text.trim();
        Category::ALL
            .into_iter()
            .find(|c| c.key().eq_ignore_ascii_case(text) || c.label().eq_ignore_ascii_case(text))
    }
}

/// The slice of the Year-1 expense pie that holds every core program's year-1 expenses.
pub const PROGRAMS_CHART_KEY: &str = "programs_cost";

/// The nine slices of the Year-1 expense pie, in the spec's order: the eight overhead
/// categories with "Programs" after Marketing and Communications.
pub const EXPENSE_CHART_KEYS: [&str; 9] = [
    "personnel_and_benefits",
    "finance_fees",
    "legal_fees",
    "printing_and_publications",
    "travel_conferences_and_meetings",
    "marketing_and_communications",
    PROGRAMS_CHART_KEY,
    "other_expenses",
    "in_kind_goods_and_services",
];

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

/// A table's sums: per category and year, and per year.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableTotals {
    /// In [`Category::ALL`] order.
    pub categories: [Years; 8],
    pub total: Years,
}

impl TableTotals {
    pub fn of(items: &[ExpenseItem]) -> Result<Self, Overflow> {
        let mut t = TableTotals::default();
        for item in items {
            let c = &mut t.categories[item.expense_type.index()];
            *c = add_years(*c, item.cents)?;
            t.total = add_years(t.total, item.cents)?;
        }
        Ok(t)
    }

    pub fn category(&self, c: Category) -> Years {
        self.categories[c.index()]
    }
}

/// The revenue's sums: per group and year, and per year.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RevenueTotals {
    /// In [`RevenueGroup::ALL`] order.
    pub groups: [Years; 5],
    pub total: Years,
}

impl RevenueTotals {
    pub fn of(lines: &[RevenueEntry]) -> Result<Self, Overflow> {
        let mut t = RevenueTotals::default();
        for l in lines {
            let g = &mut t.groups[l.revenue_type.index()];
            *g = add_years(*g, l.cents)?;
            t.total = add_years(t.total, l.cents)?;
        }
        Ok(t)
    }

    pub fn group(&self, g: RevenueGroup) -> Years {
        self.groups[g.index()]
    }
}

/// The stored tables a summary reads: the overhead, each core program's and each new project's
/// table in list order (an empty slice for one without a table), and the revenue lines.
#[derive(Clone, Debug, Default)]
pub struct PlanTables<'a> {
    pub overhead: &'a [ExpenseItem],
    pub programs: Vec<&'a [ExpenseItem]>,
    pub projects: Vec<&'a [ExpenseItem]>,
    pub revenue: &'a [RevenueEntry],
    /// Module 9 (`/steps/funding-new-projects`) is skipped: new projects count 0 in the goals.
    pub new_projects_skipped: bool,
}

/// Every figure of the tables' footers and the goal summaries, in cents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    pub overhead: TableTotals,
    /// In program list order.
    pub programs: Vec<TableTotals>,
    /// In project list order, counted or not.
    pub projects: Vec<TableTotals>,
    pub revenue: RevenueTotals,
    /// Every core program's expenses, all categories.
    pub core_programs: Years,
    /// Every new project's expenses, whether module 9 is skipped or not (the goals apply the
    /// skip).
    pub project_expenses: Years,
    /// The Year-1 expense pie, in [`EXPENSE_CHART_KEYS`] order.
    pub expense_chart_year_1: [i64; 9],
    /// The Year-1 revenue pie, in [`RevenueGroup::ALL`] order.
    pub revenue_chart_year_1: [i64; 5],
    pub inputs: GoalInputs,
    pub goals: Goals,
}

/// Every figure from the stored tables; [`Overflow`] if any sum would pass [`SUM_LIMIT`].
pub fn figures(t: &PlanTables) -> Result<Figures, Overflow> {
    let overhead = TableTotals::of(t.overhead)?;
    let programs = t
        .programs
        .iter()
        .map(|items| TableTotals::of(items))
        .collect::<Result<Vec<_>, _>>()?;
    let projects = t
        .projects
        .iter()
        .map(|items| TableTotals::of(items))
        .collect::<Result<Vec<_>, _>>()?;
    let revenue = RevenueTotals::of(t.revenue)?;
    let core_programs = programs
        .iter()
        .try_fold([0; 3], |acc, p| add_years(acc, p.total))?;
    let project_expenses = projects
        .iter()
        .try_fold([0; 3], |acc, p| add_years(acc, p.total))?;

    let mut expense_chart_year_1 = [0; 9];
    for (slot, key) in expense_chart_year_1.iter_mut().zip(EXPENSE_CHART_KEYS) {
        *slot = match Category::ALL.iter().find(|c| c.chart_key() == key) {
            Some(c) => overhead.category(*c)[0],
            None => core_programs[0],
        };
    }
    let revenue_chart_year_1 = RevenueGroup::ALL.map(|g| revenue.group(g)[0]);

    let inputs = GoalInputs {
        core_programs,
        overhead: overhead.total,
        philanthropic_contributions: revenue.group(RevenueGroup::PhilanthropicContributions),
        earned_revenue: revenue.group(RevenueGroup::EarnedRevenue),
        investment_income: revenue.group(RevenueGroup::InvestmentIncome),
        government_appropriations: revenue.group(RevenueGroup::GovernmentAppropriations),
        in_kind: revenue.group(RevenueGroup::InKind),
        new_project_expenses: project_expenses,
        new_projects_skipped: t.new_projects_skipped,
    };
    // Every input is within SUM_LIMIT, so goals::goals cannot overflow; its figures are checked
    // against the limit all the same, one by one.
    let goals = goals::goals(&inputs);
    let g = &goals;
    let years = [
        g.total_annual_expenses,
        g.total_revenue,
        g.annual_fundraising_goal,
        g.new_project_expenses,
        g.new_project_fundraising_goal,
    ];
    let singles = [
        g.total_annual_fundraising_goal_for_3_years,
        g.new_project_expenses_for_3_years,
        g.total_new_project_fundraising_goal_for_3_years,
        g.final_total_fundraising_goal_for_3_years,
        g.total_fundraising_goal_3y,
    ];
    if years
        .iter()
        .flatten()
        .chain(singles.iter())
        .any(|v| v.abs() > SUM_LIMIT)
    {
        return Err(Overflow);
    }
    Ok(Figures {
        overhead,
        programs,
        projects,
        revenue,
        core_programs,
        project_expenses,
        expense_chart_year_1,
        revenue_chart_year_1,
        inputs,
        goals,
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::{MAX_AMOUNT_CENTS, parse_amount, parse_amount_json};
    use proptest::prelude::*;

    fn item(c: Category, cents: Years) -> ExpenseItem {
        ExpenseItem {
            id: "01J".into(),
            expense_type: c,
            expense_description: "x".into(),
            cents,
            version: 1,
        }
    }

    fn rev(g: RevenueGroup, cents: Years) -> RevenueEntry {
        RevenueEntry {
            id: "01R".into(),
            revenue_type: g,
            revenue_name: "x".into(),
            cents,
            version: 1,
        }
    }

    #[test]
    fn categories_have_the_spec_keys_labels_and_order() {
        let keys: Vec<_> = Category::ALL.iter().map(|c| c.key()).collect();
        assert_eq!(
            keys,
            [
                "personnel_and_benefits",
                "finance_fees",
                "legal_fees",
                "printing_and_publications",
                "travel_conferences_and_meetings",
                "marketing_and_communications",
                "other_expenses",
                "in-kind_goods_services"
            ]
        );
        assert_eq!(
            Category::TravelConferencesAndMeetings.label(),
            "Travel, Conferences, and Meetings"
        );
        assert_eq!(
            Category::InKindGoodsServices.label(),
            "In-Kind Goods & Services"
        );
        for (i, c) in Category::ALL.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Category::parse(c.key()), Some(*c));
            assert_eq!(
                Category::parse(&format!(" {} ", c.label().to_uppercase())),
                Some(*c)
            );
            assert_eq!(serde_json::to_value(c).unwrap(), c.key());
        }
        assert_eq!(Category::parse("programs_cost"), None);
        assert_eq!(Category::parse(""), None);
    }

    #[test]
    fn the_expense_pie_has_the_eight_categories_and_programs() {
        let mut from_categories: Vec<_> = Category::ALL.iter().map(|c| c.chart_key()).collect();
        from_categories.push(PROGRAMS_CHART_KEY);
        let mut chart = EXPENSE_CHART_KEYS.to_vec();
        chart.sort();
        from_categories.sort();
        assert_eq!(chart, from_categories);
        assert_eq!(EXPENSE_CHART_KEYS[6], "programs_cost");
        assert_eq!(EXPENSE_CHART_KEYS[8], "in_kind_goods_and_services");
    }

    #[test]
    fn revenue_lines_are_matched_by_name_and_type_case_insensitively() {
        assert_eq!(REVENUE_LINES.len(), 16);
        for g in RevenueGroup::ALL {
            assert!(REVENUE_LINES.iter().any(|l| l.group == g));
            assert_eq!(RevenueGroup::parse(g.type_name()), Some(g));
            assert_eq!(RevenueGroup::parse(g.key()), Some(g));
        }
        let l = revenue_line(" earned revenue ", "  tuition ").unwrap();
        assert_eq!((l.group, l.name), (RevenueGroup::EarnedRevenue, "Tuition"));
        let l = revenue_line("In-Kind Goods/Services", "goods/services").unwrap();
        assert_eq!(l.group, RevenueGroup::InKind);
        assert_eq!(revenue_line("in_kind", "Goods/Services"), Some(l));
        // The name must belong to the type.
        assert_eq!(revenue_line("Earned Revenue", "City"), None);
        assert_eq!(revenue_line("Earned Revenue", "Bake sale"), None);
        assert_eq!(revenue_line("Donations", "Individual Gifts"), None);
        assert_eq!(RevenueGroup::InKind.type_name(), "In-Kind Goods/Services");
        assert_eq!(
            RevenueGroup::InKind.chart_key(),
            "in_kind_goods_and_services"
        );
        assert!(!RevenueGroup::PhilanthropicContributions.reduces_goal());
    }

    #[test]
    fn descriptions_are_trimmed_required_and_limited() {
        assert_eq!(clean_description("  Rent\u{A0}").unwrap(), "Rent");
        assert_eq!(
            clean_description(" \n\t"),
            Err(messages::EXPENSE_DESCRIPTION_REQUIRED)
        );
        assert!(clean_description(&"é".repeat(MAX_DESCRIPTION_CHARS)).is_ok());
        assert_eq!(
            clean_description(&"a".repeat(MAX_DESCRIPTION_CHARS + 1)),
            Err(messages::EXPENSE_DESCRIPTION_TOO_LONG)
        );
    }

    #[test]
    fn a_table_holds_at_most_300_items_and_a_bounded_size() {
        let full = vec![item(Category::FinanceFees, [1, 0, 0]); MAX_TABLE_ITEMS];
        assert_eq!(check_table(&full), Ok(()));
        let mut over = full.clone();
        over.push(item(Category::FinanceFees, [1, 0, 0]));
        assert_eq!(check_table(&over), Err(messages::EXPENSE_TABLE_FULL));
        let mut wide = item(Category::FinanceFees, [1, 0, 0]);
        wide.expense_description = "😀".repeat(MAX_DESCRIPTION_CHARS);
        let wide = vec![wide; MAX_TABLE_ITEMS];
        assert_eq!(check_table(&wide), Err(messages::EXPENSE_TABLE_TOO_LARGE));
    }

    #[test]
    fn a_tables_items_add_up_to_at_most_ten_billion_dollars_in_each_year() {
        let max = crate::money::MAX_AMOUNT_CENTS;
        let at_max = vec![
            item(Category::FinanceFees, [max / 2, 0, 1]),
            item(Category::FinanceFees, [max / 2, max, 0]),
        ];
        assert_eq!(check_table(&at_max), Ok(()));
        for year in 0..3 {
            let mut over = at_max.clone();
            let mut extra = [0; 3];
            extra[year] = max;
            over.push(item(Category::FinanceFees, extra));
            assert_eq!(
                check_table(&over),
                Err(messages::EXPENSE_TABLE_YEAR_TOO_LARGE),
                "year {}",
                year + 1
            );
        }
        // The hostile table: 300 items at the item maximum.
        let hostile = vec![item(Category::FinanceFees, [max, max, max]); MAX_TABLE_ITEMS];
        assert_eq!(
            check_table(&hostile),
            Err(messages::EXPENSE_TABLE_YEAR_TOO_LARGE)
        );
    }

    #[test]
    fn missing_and_empty_year_values_count_zero_and_others_parse_exactly() {
        use serde_json::json;
        assert_eq!(year_amount(None), Ok(0));
        assert_eq!(year_amount(Some(&json!(null))), Ok(0));
        assert_eq!(year_amount(Some(&json!("  "))), Ok(0));
        assert_eq!(year_amount(Some(&json!("1,200.50"))), Ok(120_050));
        assert_eq!(year_amount(Some(&json!(0.1))), Ok(10));
        assert!(year_amount(Some(&json!(-1))).is_err());
        assert!(year_amount(Some(&json!(true))).is_err());
    }

    #[test]
    fn dollars_are_written_exactly_from_cents() {
        assert_eq!(dollars_text(0), "0");
        assert_eq!(dollars_text(5), "0.05");
        assert_eq!(dollars_text(30), "0.3");
        assert_eq!(dollars_text(123_450), "1234.5");
        assert_eq!(dollars_text(85_100_000), "851000");
        assert_eq!(dollars_text(-120_001), "-1200.01");
        assert_eq!(dollars_text(i64::MIN), "-92233720368547758.08");
        assert_eq!(
            serde_json::to_string(&[Dollars(30), Dollars(SUM_LIMIT - 1)]).unwrap(),
            "[0.3,999999999999999.99]"
        );
    }

    #[test]
    fn sums_past_the_limit_are_an_error_never_a_wrapped_figure() {
        assert_eq!(add(i64::MAX, 1), Err(Overflow));
        assert_eq!(add(SUM_LIMIT, 1), Err(Overflow));
        assert_eq!(add(SUM_LIMIT, 0), Ok(SUM_LIMIT));
        assert_eq!(sub(-SUM_LIMIT, 1), Err(Overflow));
        let huge = vec![item(Category::LegalFees, [SUM_LIMIT / 2 + 1, 0, 0]); 2];
        assert_eq!(TableTotals::of(&huge), Err(Overflow));
        let tables = PlanTables {
            overhead: &huge[..1],
            programs: vec![&huge[..1]],
            ..PlanTables::default()
        };
        assert_eq!(figures(&tables), Err(Overflow));
        assert_eq!(Overflow.to_string(), messages::BUDGET_TOO_LARGE);
    }

    #[test]
    fn the_pies_take_year_1_of_the_overhead_categories_programs_and_revenue_groups() {
        let overhead = [
            item(Category::PersonnelAndBenefits, [100, 7, 7]),
            item(Category::InKindGoodsServices, [5, 7, 7]),
        ];
        let program = [item(Category::PersonnelAndBenefits, [40, 9, 9])];
        let revenue = [
            rev(RevenueGroup::InKind, [3, 1, 1]),
            rev(RevenueGroup::EarnedRevenue, [2, 1, 1]),
        ];
        let f = figures(&PlanTables {
            overhead: &overhead,
            programs: vec![&program, &[]],
            revenue: &revenue,
            ..PlanTables::default()
        })
        .unwrap();
        assert_eq!(f.expense_chart_year_1, [100, 0, 0, 0, 0, 0, 40, 0, 5]);
        assert_eq!(f.revenue_chart_year_1, [0, 2, 0, 0, 3]);
        assert_eq!(f.programs[1], TableTotals::default());
        // 105 + 40 − (3 + 2) in year 1; 7 + 7 + 9 − (1 + 1) in years 2 and 3.
        assert_eq!(f.goals.annual_fundraising_goal, [140, 21, 21]);
    }

    #[test]
    fn skipped_new_projects_keep_their_figures_but_leave_the_goals() {
        let project = [item(Category::OtherExpenses, [10_000, 5_000, 5_000])];
        let mut tables = PlanTables {
            projects: vec![&project],
            ..PlanTables::default()
        };
        let counted = figures(&tables).unwrap();
        assert_eq!(
            counted.goals.final_total_fundraising_goal_for_3_years,
            20_000
        );
        tables.new_projects_skipped = true;
        let skipped = figures(&tables).unwrap();
        assert_eq!(skipped.project_expenses, [10_000, 5_000, 5_000]);
        assert_eq!(skipped.goals.new_project_expenses, [0; 3]);
        assert_eq!(skipped.goals.final_total_fundraising_goal_for_3_years, 0);
    }

    fn amount() -> impl Strategy<Value = i64> {
        prop_oneof![0..=1_000_000i64, 0..=MAX_AMOUNT_CENTS]
    }

    fn years() -> impl Strategy<Value = Years> {
        [amount(), amount(), amount()]
    }

    fn items(max: usize) -> impl Strategy<Value = Vec<ExpenseItem>> {
        proptest::collection::vec((0..8usize, years()), 0..max).prop_map(|v| {
            v.into_iter()
                .map(|(c, y)| item(Category::ALL[c], y))
                .collect()
        })
    }

    fn lines() -> impl Strategy<Value = Vec<RevenueEntry>> {
        proptest::collection::vec((0..5usize, years()), 0..12).prop_map(|v| {
            v.into_iter()
                .map(|(g, y)| rev(RevenueGroup::ALL[g], y))
                .collect()
        })
    }

    fn exact_sum(items: &[ExpenseItem], y: usize, c: Option<Category>) -> i128 {
        items
            .iter()
            .filter(|i| c.is_none_or(|c| i.expense_type == c))
            .map(|i| i128::from(i.cents[y]))
            .sum()
    }

    proptest! {
        #[test]
        fn a_tables_totals_are_the_sums_of_its_items(items in items(MAX_TABLE_ITEMS)) {
            let t = TableTotals::of(&items).unwrap();
            for y in 0..3 {
                for c in Category::ALL {
                    prop_assert_eq!(i128::from(t.category(c)[y]), exact_sum(&items, y, Some(c)));
                }
                prop_assert_eq!(i128::from(t.total[y]), exact_sum(&items, y, None));
            }
        }

        #[test]
        fn each_years_goal_is_the_expenses_less_the_revenue_that_is_not_philanthropic(
            overhead in items(20),
            programs in proptest::collection::vec(items(20), 0..10),
            projects in proptest::collection::vec(items(10), 0..4),
            revenue in lines(),
            skipped in any::<bool>(),
        ) {
            let f = figures(&PlanTables {
                overhead: &overhead,
                programs: programs.iter().map(|p| p.as_slice()).collect(),
                projects: projects.iter().map(|p| p.as_slice()).collect(),
                revenue: &revenue,
                new_projects_skipped: skipped,
            })
            .unwrap();
            let mut three_years = 0i128;
            for y in 0..3 {
                let expenses = exact_sum(&overhead, y, None)
                    + programs.iter().map(|p| exact_sum(p, y, None)).sum::<i128>();
                let reducing: i128 = revenue
                    .iter()
                    .filter(|l| l.revenue_type.reduces_goal())
                    .map(|l| i128::from(l.cents[y]))
                    .sum();
                let goal = expenses - reducing;
                prop_assert_eq!(i128::from(f.goals.annual_fundraising_goal[y]), goal);
                prop_assert_eq!(i128::from(f.goals.total_annual_expenses[y]), expenses);
                let projects_y: i128 = projects.iter().map(|p| exact_sum(p, y, None)).sum();
                prop_assert_eq!(i128::from(f.project_expenses[y]), projects_y);
                three_years += goal + if skipped { 0 } else { projects_y };
            }
            prop_assert_eq!(
                i128::from(f.goals.final_total_fundraising_goal_for_3_years),
                three_years
            );
            prop_assert_eq!(f.expense_chart_year_1.iter().sum::<i64>(), f.goals.total_annual_expenses[0]);
        }

        #[test]
        fn dollars_read_back_to_the_same_cents(cents in -SUM_LIMIT..=SUM_LIMIT) {
            let text = dollars_text(cents);
            // Read the text back digit by digit: sign, whole dollars, at most two decimals.
            let (negative, rest) = match text.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, text.as_str()),
            };
            let (whole, frac) = rest.split_once('.').unwrap_or((rest, ""));
            prop_assert!(frac.len() <= 2 && !frac.ends_with('0'));
            let magnitude = whole.parse::<i128>().unwrap() * 100
                + format!("{frac:0<2}").parse::<i128>().unwrap();
            prop_assert_eq!(if negative { -magnitude } else { magnitude }, i128::from(cents));
            if (0..=MAX_AMOUNT_CENTS).contains(&cents) {
                prop_assert_eq!(parse_amount(&text), Ok(cents));
            }
        }

        #[test]
        fn an_items_dollars_in_a_json_answer_parse_back_to_its_cents(cents in 0..=MAX_AMOUNT_CENTS) {
            let json = serde_json::to_string(&Dollars(cents)).unwrap();
            let value: serde_json::Value = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(parse_amount_json(&value), Ok(cents));
        }
    }
}
