//! Every figure a table footer or goal summary shows, from the stored tables: the sums per
//! table, category and revenue group, the Year-1 pies, and the goals.

use super::{
    Category, EXPENSE_CHART_KEYS, ExpenseItem, Overflow, RevenueEntry, RevenueGroup, SUM_LIMIT,
    add_years,
};
use crate::goals::{self, GoalInputs, Goals, Years};

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
