//! The fundraising goals of a plan (spec file 2 §4 "Goal calculations", DECISIONS "Money and goals"
//! and "Planning modules"): from plain per-year sums in cents to every figure the goal summaries
//! show. Integer cents throughout. The SPA's `lib/goals.ts` applies the same rule;
//! shared/vectors/goals.json pins both.

use serde::{Deserialize, Serialize};

/// One figure per plan year: `[year 1, year 2, year 3]`, in cents.
pub type Years = [i64; 3];

/// The step the pyramid's goal is rounded up to, and its minimum: $500,000 in cents.
pub const GOAL_STEP_CENTS: i64 = 50_000_000;

/// The plan's sums per year, in cents; a missing group counts as 0.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GoalInputs {
    /// Every core program's expenses, all categories.
    pub core_programs: Years,
    /// The organization's overhead expenses.
    pub overhead: Years,
    /// Revenue of the group Philanthropic Contributions: what fundraising raises, so never
    /// subtracted from a goal; only part of the total revenue.
    pub philanthropic_contributions: Years,
    pub earned_revenue: Years,
    pub investment_income: Years,
    pub government_appropriations: Years,
    pub in_kind: Years,
    /// Every new project's expenses (module 9).
    pub new_project_expenses: Years,
    /// Module 9 (funding-new-projects) is skipped: new projects count 0.
    pub new_projects_skipped: bool,
}

/// Every figure of the goal summaries, in cents. The names are the spec's response fields (file 2
/// §3, "Budget summary", "Funding summary" and "Three-year goal" responses); a `Years` field `x`
/// stands for `x_year_1`, `x_year_2`, `x_year_3` (the spec's `year_N_annual_fundraising_goal` and
/// `year_N_new_project_fundraising_goal` included).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goals {
    /// Core programs + overhead; year 1 is also `annual_operating_expenses_year_1`.
    pub total_annual_expenses: Years,
    /// All five revenue groups (the "Total Revenue" box).
    pub total_revenue: Years,
    /// Total expenses − (earned revenue + investment income + government appropriations +
    /// in-kind). May be negative; shown as is.
    pub annual_fundraising_goal: Years,
    pub total_annual_fundraising_goal_for_3_years: i64,
    /// 0 in every year while module 9 is skipped.
    pub new_project_expenses: Years,
    pub new_project_expenses_for_3_years: i64,
    /// New projects have no revenue lines: a project's goal is its expenses.
    pub new_project_fundraising_goal: Years,
    pub total_new_project_fundraising_goal_for_3_years: i64,
    /// The exact final goal: annual 3-year total + new-project 3-year total.
    pub final_total_fundraising_goal_for_3_years: i64,
    /// The final goal rounded up to the next $500,000, at least $500,000: the organization's
    /// `total_fundraising_goal_3y`, the pyramid's goal and the figure every document shows.
    pub total_fundraising_goal_3y: i64,
}

fn each(f: impl Fn(usize) -> i64) -> Years {
    [f(0), f(1), f(2)]
}

/// Every goal figure from the plan's per-year sums.
pub fn goals(i: &GoalInputs) -> Goals {
    let total_annual_expenses = each(|y| i.core_programs[y] + i.overhead[y]);
    let total_revenue = each(|y| {
        i.philanthropic_contributions[y]
            + i.earned_revenue[y]
            + i.investment_income[y]
            + i.government_appropriations[y]
            + i.in_kind[y]
    });
    let annual_fundraising_goal = each(|y| {
        total_annual_expenses[y]
            - (i.earned_revenue[y]
                + i.investment_income[y]
                + i.government_appropriations[y]
                + i.in_kind[y])
    });
    let new_project_expenses = if i.new_projects_skipped {
        [0; 3]
    } else {
        i.new_project_expenses
    };
    let new_project_fundraising_goal = new_project_expenses;
    let total_annual = annual_fundraising_goal.iter().sum::<i64>();
    let total_new = new_project_fundraising_goal.iter().sum::<i64>();
    let exact = total_annual + total_new;
    Goals {
        total_annual_expenses,
        total_revenue,
        annual_fundraising_goal,
        total_annual_fundraising_goal_for_3_years: total_annual,
        new_project_expenses,
        new_project_expenses_for_3_years: new_project_expenses.iter().sum(),
        new_project_fundraising_goal,
        total_new_project_fundraising_goal_for_3_years: total_new,
        final_total_fundraising_goal_for_3_years: exact,
        total_fundraising_goal_3y: round_goal(exact),
    }
}

/// The exact final goal rounded up to the next multiple of $500,000, at least $500,000 (also
/// for 0 or a negative goal).
pub fn round_goal(exact_cents: i64) -> i64 {
    if exact_cents <= GOAL_STEP_CENTS {
        return GOAL_STEP_CENTS;
    }
    (exact_cents + GOAL_STEP_CENTS - 1) / GOAL_STEP_CENTS * GOAL_STEP_CENTS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn philanthropic_contributions_count_in_the_revenue_but_not_against_the_goal() {
        let g = goals(&GoalInputs {
            core_programs: [100, 0, 0],
            philanthropic_contributions: [40, 0, 0],
            earned_revenue: [10, 0, 0],
            ..GoalInputs::default()
        });
        assert_eq!(g.total_revenue, [50, 0, 0]);
        assert_eq!(g.annual_fundraising_goal, [90, 0, 0]);
    }

    #[test]
    fn the_goal_rounds_up_to_the_next_500k_and_never_below_it() {
        assert_eq!(round_goal(-1), GOAL_STEP_CENTS);
        assert_eq!(round_goal(0), GOAL_STEP_CENTS);
        assert_eq!(round_goal(GOAL_STEP_CENTS), GOAL_STEP_CENTS);
        assert_eq!(round_goal(GOAL_STEP_CENTS + 1), 2 * GOAL_STEP_CENTS);
        assert_eq!(round_goal(7 * GOAL_STEP_CENTS), 7 * GOAL_STEP_CENTS);
    }

    proptest::proptest! {
        #[test]
        fn the_rounded_goal_is_the_smallest_500k_multiple_covering_the_exact_one(
            exact in -1_000_000_000_000_000i64..1_000_000_000_000_000
        ) {
            let rounded = round_goal(exact);
            proptest::prop_assert_eq!(rounded % GOAL_STEP_CENTS, 0);
            proptest::prop_assert!(rounded >= GOAL_STEP_CENTS && rounded >= exact);
            proptest::prop_assert!(rounded == GOAL_STEP_CENTS || rounded - exact < GOAL_STEP_CENTS);
        }
    }
}
