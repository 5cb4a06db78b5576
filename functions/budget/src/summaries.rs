//! The four goal summaries (spec file 2 §2 "Annual operating budget", "New projects", "Total
//! fundraising goal summary"; §3 response fields; DECISIONS "Money and goals"). Each is one
//! query of the organization's partition (`load_plan`) and the domain's arithmetic
//! (`Plan::figures`); amounts in US dollars.

use crate::views::{YearSums, YearTotals, overflow};
use axum::Json;
use fundplan_data::{Plan, load_plan};
use fundplan_domain::budget::{Category, Dollars, Figures, RevenueGroup, three_years};
use fundplan_http::{ApiResult, CurrentUser};
use serde::Serialize;
use utoipa::ToSchema;

async fn load(org: &fundplan_data::OrgScope) -> ApiResult<(Plan, Figures)> {
    let budget = load_plan(org).await?;
    let figures = budget.figures().map_err(overflow)?;
    Ok((budget, figures))
}

/// The nine slices of the Year-1 expense pie: the overhead's categories and the core programs.
#[derive(Serialize, ToSchema)]
pub struct ExpenseGroupSums {
    #[schema(value_type = f64)]
    pub personnel_and_benefits: Dollars,
    #[schema(value_type = f64)]
    pub finance_fees: Dollars,
    #[schema(value_type = f64)]
    pub legal_fees: Dollars,
    #[schema(value_type = f64)]
    pub printing_and_publications: Dollars,
    #[schema(value_type = f64)]
    pub travel_conferences_and_meetings: Dollars,
    #[schema(value_type = f64)]
    pub marketing_and_communications: Dollars,
    /// Every core program's year-1 expenses, all categories.
    #[schema(value_type = f64)]
    pub programs_cost: Dollars,
    #[schema(value_type = f64)]
    pub other_expenses: Dollars,
    #[schema(value_type = f64)]
    pub in_kind_goods_and_services: Dollars,
}

/// The five slices of the Year-1 revenue pie.
#[derive(Serialize, ToSchema)]
pub struct RevenueGroupSums {
    #[schema(value_type = f64)]
    pub philanthropic_contributions: Dollars,
    #[schema(value_type = f64)]
    pub earned_revenue: Dollars,
    #[schema(value_type = f64)]
    pub investment_income: Dollars,
    #[schema(value_type = f64)]
    pub government_appropriations: Dollars,
    #[schema(value_type = f64)]
    pub in_kind_goods_and_services: Dollars,
}

#[derive(Serialize, ToSchema)]
pub struct ExpenseGrouped {
    pub group_sums: ExpenseGroupSums,
}

#[derive(Serialize, ToSchema)]
pub struct RevenueGrouped {
    pub group_sums: RevenueGroupSums,
}

/// "Year 1 Annual Operating Budget Summary": the two pies and their totals boxes.
#[derive(Serialize, ToSchema)]
pub struct BudgetSummaryYear1 {
    #[schema(value_type = f64)]
    pub core_programs_expenses_year_1: Dollars,
    #[schema(value_type = f64)]
    pub overhead_expenses_year_1: Dollars,
    /// Core programs + overhead ("Total Expenses").
    #[schema(value_type = f64)]
    pub total_annual_expenses_year_1: Dollars,
    /// All five revenue groups ("Total Revenue").
    #[schema(value_type = f64)]
    pub total_revenue_year_1: Dollars,
    /// The Year-1 expense pie (9 slices; they add up to `total_annual_expenses_year_1`).
    pub overhead_expenses_year_1_grouped: ExpenseGrouped,
    /// The Year-1 revenue pie (5 slices; they add up to `total_revenue_year_1`).
    pub revenue_year_1_grouped: RevenueGrouped,
}

/// The year-1 summary.
#[utoipa::path(get, path = "/api/v1/total_fundraising_goal/annual_operating_budget_summary_year_1", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = BudgetSummaryYear1), (status = 401)))]
pub async fn budget_summary_year_1(me: CurrentUser) -> ApiResult<Json<BudgetSummaryYear1>> {
    let (_, f) = load(&me.org).await?;
    let pie = |key: &str| {
        let at = fundplan_domain::budget::EXPENSE_CHART_KEYS
            .iter()
            .position(|k| *k == key)
            .unwrap_or(0);
        Dollars(f.expense_chart_year_1[at])
    };
    let rev = |g: RevenueGroup| Dollars(f.revenue_chart_year_1[g.index()]);
    Ok(Json(BudgetSummaryYear1 {
        core_programs_expenses_year_1: Dollars(f.core_programs[0]),
        overhead_expenses_year_1: Dollars(f.overhead.total[0]),
        total_annual_expenses_year_1: Dollars(f.goals.total_annual_expenses[0]),
        total_revenue_year_1: Dollars(f.goals.total_revenue[0]),
        overhead_expenses_year_1_grouped: ExpenseGrouped {
            group_sums: ExpenseGroupSums {
                personnel_and_benefits: pie(Category::PersonnelAndBenefits.chart_key()),
                finance_fees: pie(Category::FinanceFees.chart_key()),
                legal_fees: pie(Category::LegalFees.chart_key()),
                printing_and_publications: pie(Category::PrintingAndPublications.chart_key()),
                travel_conferences_and_meetings: pie(
                    Category::TravelConferencesAndMeetings.chart_key()
                ),
                marketing_and_communications: pie(Category::MarketingAndCommunications.chart_key()),
                programs_cost: pie(fundplan_domain::budget::PROGRAMS_CHART_KEY),
                other_expenses: pie(Category::OtherExpenses.chart_key()),
                in_kind_goods_and_services: pie(Category::InKindGoodsServices.chart_key()),
            },
        },
        revenue_year_1_grouped: RevenueGrouped {
            group_sums: RevenueGroupSums {
                philanthropic_contributions: rev(RevenueGroup::PhilanthropicContributions),
                earned_revenue: rev(RevenueGroup::EarnedRevenue),
                investment_income: rev(RevenueGroup::InvestmentIncome),
                government_appropriations: rev(RevenueGroup::GovernmentAppropriations),
                in_kind_goods_and_services: rev(RevenueGroup::InKind),
            },
        },
    }))
}

/// The revenue subtracted from the expenses, by type and year (the spec's keys are the types'
/// names).
#[derive(Serialize, ToSchema, Default)]
pub struct RevenueSumsByType {
    #[serde(rename = "Earned Revenue")]
    pub earned_revenue: YearSums,
    #[serde(rename = "Investment Income")]
    pub investment_income: YearSums,
    #[serde(rename = "Government Appropriations")]
    pub government_appropriations: YearSums,
    #[serde(rename = "In-Kind Goods/Services")]
    pub in_kind: YearSums,
}

/// "Annual Fundraising Goals, 3 Years".
#[derive(Serialize, ToSchema)]
pub struct AnnualGoals {
    #[schema(value_type = f64)]
    pub total_annual_expenses_year_1: Dollars,
    #[schema(value_type = f64)]
    pub total_annual_expenses_year_2: Dollars,
    #[schema(value_type = f64)]
    pub total_annual_expenses_year_3: Dollars,
    pub revenue_sums_by_type_and_year: RevenueSumsByType,
    /// Total annual expenses − (earned revenue + investment income + government appropriations +
    /// in-kind); may be negative.
    #[schema(value_type = f64)]
    pub year_1_annual_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_2_annual_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_3_annual_fundraising_goal: Dollars,
    /// The banner "Total 3 Year Fundraising Goal".
    #[schema(value_type = f64)]
    pub total_annual_fundraising_goal_for_3_years: Dollars,
}

/// The annual fundraising goals for three years.
#[utoipa::path(get, path = "/api/v1/total_fundraising_goal/annual_fundraising_goals_3years", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = AnnualGoals), (status = 401)))]
pub async fn annual_goals(me: CurrentUser) -> ApiResult<Json<AnnualGoals>> {
    let (_, f) = load(&me.org).await?;
    let g = &f.goals;
    let group = |g: RevenueGroup| YearSums::of(f.revenue.group(g));
    Ok(Json(AnnualGoals {
        total_annual_expenses_year_1: Dollars(g.total_annual_expenses[0]),
        total_annual_expenses_year_2: Dollars(g.total_annual_expenses[1]),
        total_annual_expenses_year_3: Dollars(g.total_annual_expenses[2]),
        revenue_sums_by_type_and_year: RevenueSumsByType {
            earned_revenue: group(RevenueGroup::EarnedRevenue),
            investment_income: group(RevenueGroup::InvestmentIncome),
            government_appropriations: group(RevenueGroup::GovernmentAppropriations),
            in_kind: group(RevenueGroup::InKind),
        },
        year_1_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[0]),
        year_2_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[1]),
        year_3_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[2]),
        total_annual_fundraising_goal_for_3_years: Dollars(
            g.total_annual_fundraising_goal_for_3_years,
        ),
    }))
}

/// One new project's expenses and goal.
#[derive(Serialize, ToSchema)]
pub struct ProjectFigures {
    pub id: String,
    pub project_name: String,
    /// 1-based, the project's place in the list.
    pub priority: usize,
    pub expenses: YearTotals,
    /// New projects have no revenue lines: the goal equals the expenses.
    pub fundraising_goal: YearTotals,
}

/// "New Project(s) Fundraising Goal (3 Years)". The projects' own figures, also while module 9
/// is skipped (`new_projects_skipped`; they then count 0 in the total goal).
#[derive(Serialize, ToSchema)]
pub struct ProjectGoals {
    #[schema(value_type = f64)]
    pub new_project_expenses_year_1: Dollars,
    #[schema(value_type = f64)]
    pub new_project_expenses_year_2: Dollars,
    #[schema(value_type = f64)]
    pub new_project_expenses_year_3: Dollars,
    /// New projects have no revenue lines: $0 in every year.
    pub projects_revenue_sums_by_type_and_year: RevenueSumsByType,
    #[schema(value_type = f64)]
    pub year_1_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_2_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_3_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub new_project_expenses_for_3_years: Dollars,
    #[schema(value_type = f64)]
    pub total_new_project_fundraising_goal_for_3_years: Dollars,
    /// Every project in list order.
    pub projects: Vec<ProjectFigures>,
    /// Module 9 is skipped: these figures do not count in the final goal.
    pub new_projects_skipped: bool,
}

/// The new projects' fundraising goals for three years.
#[utoipa::path(get, path = "/api/v1/total_fundraising_goal/projects_total_3_year_fundraising_goal", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = ProjectGoals), (status = 401)))]
pub async fn project_goals(me: CurrentUser) -> ApiResult<Json<ProjectGoals>> {
    let (budget, f) = load(&me.org).await?;
    let y = f.project_expenses;
    let total = three_years(y).map_err(overflow)?;
    let projects = budget
        .projects
        .iter()
        .zip(&f.projects)
        .enumerate()
        .map(|(i, (p, t))| {
            let figures = YearTotals::of(t.total).map_err(overflow)?;
            Ok(ProjectFigures {
                id: p.id.clone(),
                project_name: p.name.clone(),
                priority: i + 1,
                expenses: figures,
                fundraising_goal: figures,
            })
        })
        .collect::<ApiResult<Vec<_>>>()?;
    Ok(Json(ProjectGoals {
        new_project_expenses_year_1: Dollars(y[0]),
        new_project_expenses_year_2: Dollars(y[1]),
        new_project_expenses_year_3: Dollars(y[2]),
        projects_revenue_sums_by_type_and_year: RevenueSumsByType::default(),
        year_1_new_project_fundraising_goal: Dollars(y[0]),
        year_2_new_project_fundraising_goal: Dollars(y[1]),
        year_3_new_project_fundraising_goal: Dollars(y[2]),
        new_project_expenses_for_3_years: Dollars(total),
        total_new_project_fundraising_goal_for_3_years: Dollars(total),
        projects,
        new_projects_skipped: budget.new_projects_skipped(),
    }))
}

/// "Total Fundraising Goal": every funding summary field (spec §3).
#[derive(Serialize, ToSchema)]
pub struct FundingSummary {
    /// Year-1 core programs + overhead.
    #[schema(value_type = f64)]
    pub annual_operating_expenses_year_1: Dollars,
    #[schema(value_type = f64)]
    pub year_1_annual_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_2_annual_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_3_annual_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub total_annual_fundraising_goal_for_3_years: Dollars,
    /// $0 while module 9 is skipped.
    #[schema(value_type = f64)]
    pub new_project_expenses_for_3_years: Dollars,
    #[schema(value_type = f64)]
    pub year_1_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_2_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub year_3_new_project_fundraising_goal: Dollars,
    #[schema(value_type = f64)]
    pub total_new_project_fundraising_goal_for_3_years: Dollars,
    /// The exact final goal: the annual goals of three years + the new projects' goals.
    #[schema(value_type = f64)]
    pub final_total_fundraising_goal_for_3_years: Dollars,
    /// The final goal rounded up to the next $500,000, at least $500,000: the gift pyramid's
    /// goal, and the organization's `total_fundraising_goal_3y`.
    #[schema(value_type = f64)]
    pub total_fundraising_goal_3y: Dollars,
    /// Module 9 is skipped: the New Project line is hidden and counts 0.
    pub new_projects_skipped: bool,
}

/// The total fundraising goal for three years.
#[utoipa::path(get, path = "/api/v1/total_fundraising_goal/total_fundraising_goal_for_3_years", tag = "budget", security(("bearer" = [])),
    responses((status = 200, body = FundingSummary), (status = 401)))]
pub async fn funding_summary(me: CurrentUser) -> ApiResult<Json<FundingSummary>> {
    let (budget, f) = load(&me.org).await?;
    let g = &f.goals;
    Ok(Json(FundingSummary {
        annual_operating_expenses_year_1: Dollars(g.total_annual_expenses[0]),
        year_1_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[0]),
        year_2_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[1]),
        year_3_annual_fundraising_goal: Dollars(g.annual_fundraising_goal[2]),
        total_annual_fundraising_goal_for_3_years: Dollars(
            g.total_annual_fundraising_goal_for_3_years,
        ),
        new_project_expenses_for_3_years: Dollars(g.new_project_expenses_for_3_years),
        year_1_new_project_fundraising_goal: Dollars(g.new_project_fundraising_goal[0]),
        year_2_new_project_fundraising_goal: Dollars(g.new_project_fundraising_goal[1]),
        year_3_new_project_fundraising_goal: Dollars(g.new_project_fundraising_goal[2]),
        total_new_project_fundraising_goal_for_3_years: Dollars(
            g.total_new_project_fundraising_goal_for_3_years,
        ),
        final_total_fundraising_goal_for_3_years: Dollars(
            g.final_total_fundraising_goal_for_3_years,
        ),
        total_fundraising_goal_3y: Dollars(g.total_fundraising_goal_3y),
        new_projects_skipped: budget.new_projects_skipped(),
    }))
}
