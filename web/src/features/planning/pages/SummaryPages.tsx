/**
 * The computed summaries (spec §2 "Annual operating budget", "New projects", "Total fundraising
 * goal summary"): every figure is the server's (GET /total_fundraising_goal/...), read on each
 * visit, shown as whole dollars.
 */
import { Alert } from '../../../components/Alert';
import { EXPENSE_CHART_SLICES, REVENUE_GROUP_DEFS } from '../../../generated/budget';
import { isApiError } from '../../../lib/api/client';
import { formatCents } from '../../../lib/format';
import type { Years } from '../../../lib/goals';
import {
  summaryCents,
  useAnnualGoals,
  useBudgetSummaryYear1,
  useFundingSummary,
  useProjectGoals,
  yearsCents,
  type AnnualGoals,
} from '../../../lib/resources/summaries';
import { BM, httpErrorText, projectGoalLabel } from '../budgetMessages';
import { BudgetPie, type PieSlice } from '../components/BudgetPie';
import { GoalColumns } from '../components/GoalColumns';
import type { GoalLine } from '../lib/goalColumns';
import './budgetPages.css';

function Loading() {
  return (
    <p className="budget-section__loading" role="status">
      {BM.LOADING}
    </p>
  );
}

/** The error box: the page's message, and for a non-OK answer 'HTTP error! Status: {code}'. */
function LoadError({ message, error }: { message: string; error: unknown }) {
  const status = isApiError(error) && error.status > 0 ? error.status : null;
  return (
    <Alert tone="error" title={message}>
      {status !== null ? <p>{httpErrorText(status)}</p> : <p>Check your connection and reload the page.</p>}
    </Alert>
  );
}

/** Section budget.summary: the two Year-1 pies with their totals boxes. */
export function BudgetSummaryPage() {
  const summary = useBudgetSummaryYear1();
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <LoadError message={BM.LOAD_BUDGET_SUMMARY_FAILED} error={summary.error} />;
  const s = summary.data;
  const expenseSums = s.overhead_expenses_year_1_grouped.group_sums as unknown as Record<string, number>;
  const revenueSums = s.revenue_year_1_grouped.group_sums as unknown as Record<string, number>;
  const expenseSlices: PieSlice[] = EXPENSE_CHART_SLICES.map((c) => ({
    key: c.key,
    label: c.label,
    cents: summaryCents(expenseSums[c.key] ?? 0),
  }));
  const revenueSlices: PieSlice[] = REVENUE_GROUP_DEFS.map((g) => ({
    key: g.chartKey,
    label: g.typeName,
    cents: summaryCents(revenueSums[g.chartKey] ?? 0),
  }));
  return (
    <section className="budget-section" aria-labelledby="budget-summary-title">
      <h2 id="budget-summary-title" className="budget-section__title">
        {BM.BUDGET_SUMMARY_TITLE}
      </h2>
      <div className="budget-pies">
        <BudgetPie
          title="Year 1 Expenses"
          slices={expenseSlices}
          totalLabel={BM.TOTAL_EXPENSES}
          total={summaryCents(s.total_annual_expenses_year_1)}
        />
        <BudgetPie
          title="Year 1 Revenue"
          slices={revenueSlices}
          totalLabel={BM.TOTAL_REVENUE}
          total={summaryCents(s.total_revenue_year_1)}
        />
      </div>
    </section>
  );
}

/** The goal columns' labels of the revenue that is not fundraised (spec §2). */
const DEDUCTION_LABELS: Readonly<Record<string, string>> = {
  earned_revenue: 'Earned Revenue',
  investment_income: 'Investment Income',
  government_appropriations: 'Gov. Appropriations',
  in_kind: 'In-Kind Goods & Services',
};

/** The revenue subtracted from the expenses, in the spec's order, from `revenue_sums_by_type_and_year`. */
function deductions(sums: AnnualGoals['revenue_sums_by_type_and_year']): GoalLine[] {
  const byType = sums as unknown as Record<string, { year_1: number; year_2: number; year_3: number } | undefined>;
  return REVENUE_GROUP_DEFS.filter((g) => g.reducesGoal).map((g) => {
    const y = byType[g.typeName];
    return { key: g.key, label: DEDUCTION_LABELS[g.key] ?? g.typeName, years: y ? yearsCents(y) : [0, 0, 0] };
  });
}

/** Section budget.goals: three year columns and the three-year banner. */
export function FundraisingGoalsPage() {
  const goals = useAnnualGoals();
  if (goals.isPending) return <Loading />;
  if (goals.isError) return <LoadError message={BM.LOAD_GOALS_FAILED} error={goals.error} />;
  const g = goals.data;
  const expenses: Years = [
    summaryCents(g.total_annual_expenses_year_1),
    summaryCents(g.total_annual_expenses_year_2),
    summaryCents(g.total_annual_expenses_year_3),
  ];
  return (
    <section className="budget-section" aria-labelledby="annual-goals-title">
      <h2 id="annual-goals-title" className="budget-section__title">
        {BM.ANNUAL_GOALS_TITLE}
      </h2>
      <GoalColumns
        expenses={{ key: 'expenses', label: 'Total Annual Expenses', years: expenses }}
        deductions={deductions(g.revenue_sums_by_type_and_year)}
        goals={[
          summaryCents(g.year_1_annual_fundraising_goal),
          summaryCents(g.year_2_annual_fundraising_goal),
          summaryCents(g.year_3_annual_fundraising_goal),
        ]}
        total={summaryCents(g.total_annual_fundraising_goal_for_3_years)}
      />
    </section>
  );
}

/** Section projects.goal: the same layout for the new projects. */
export function NewProjectGoalsPage() {
  const goals = useProjectGoals();
  if (goals.isPending) return <Loading />;
  if (goals.isError) return <LoadError message={BM.LOAD_PROJECT_GOALS_FAILED} error={goals.error} />;
  const g = goals.data;
  const expenses: Years = [
    summaryCents(g.new_project_expenses_year_1),
    summaryCents(g.new_project_expenses_year_2),
    summaryCents(g.new_project_expenses_year_3),
  ];
  return (
    <section className="budget-section" aria-label="New project fundraising goals">
      <GoalColumns
        expenses={{ key: 'expenses', label: 'New Project Expenses', years: expenses }}
        deductions={deductions(g.projects_revenue_sums_by_type_and_year)}
        goalLabel={projectGoalLabel}
        bannerLabel="Total 3 Year New Project Fundraising Goal"
        goals={[
          summaryCents(g.year_1_new_project_fundraising_goal),
          summaryCents(g.year_2_new_project_fundraising_goal),
          summaryCents(g.year_3_new_project_fundraising_goal),
        ]}
        total={summaryCents(g.total_new_project_fundraising_goal_for_3_years)}
      />
      {g.projects.length > 0 ? (
        <div className="project-goals">
          <h3 id="project-goals-title" className="project-goals__title">
            Fundraising goal by project
          </h3>
          <div className="expense-table__scroll">
            <table className="expense-table__table project-goals-table" aria-labelledby="project-goals-title">
              <thead>
                <tr>
                  <th scope="col">Project</th>
                  <th scope="col">Year 1</th>
                  <th scope="col">Year 2</th>
                  <th scope="col">Year 3</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {g.projects.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.project_name}</th>
                    <td>{formatCents(summaryCents(p.fundraising_goal.year_1))}</td>
                    <td>{formatCents(summaryCents(p.fundraising_goal.year_2))}</td>
                    <td>{formatCents(summaryCents(p.fundraising_goal.year_3))}</td>
                    <td>{formatCents(summaryCents(p.fundraising_goal.total))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {g.new_projects_skipped ? (
        <Alert tone="info">
          <p>The New Projects module is skipped, so these goals do not count in your total fundraising goal.</p>
        </Alert>
      ) : null}
    </section>
  );
}

function GoalBox({ label, cents, note, final }: { label: string; cents: number; note: string; final?: boolean }) {
  return (
    <div className={`goal-box ${final ? 'goal-box--final' : ''}`}>
      <dt>{label}</dt>
      <dd className={`goal-box__value ${cents < 0 ? 'goal-box__value--negative' : ''}`}>{formatCents(cents)}</dd>
      <dd className="goal-box__note">{note}</dd>
    </div>
  );
}

/**
 * Section goal.summary: the annual goals, the new projects' goals (hidden while
 * module 9 is skipped), the exact three-year total and the total rounded up to the next $500,000.
 */
export function TotalGoalSummaryPage() {
  const summary = useFundingSummary();
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <LoadError message={BM.LOAD_FUNDING_SUMMARY_FAILED} error={summary.error} />;
  const s = summary.data;
  const c = summaryCents;
  const years = (a: number, b: number, d: number) =>
    `Year 1 ${formatCents(c(a))} + Year 2 ${formatCents(c(b))} + Year 3 ${formatCents(c(d))}.`;
  return (
    <section className="budget-section" aria-label="Total fundraising goal">
      <dl className="goal-boxes">
        <GoalBox
          label="Annual Fundraising Goals, 3 Years"
          cents={c(s.total_annual_fundraising_goal_for_3_years)}
          note={`What your core programs and overhead need beyond earned revenue, investment income, government appropriations and in-kind support: ${years(
            s.year_1_annual_fundraising_goal,
            s.year_2_annual_fundraising_goal,
            s.year_3_annual_fundraising_goal,
          )}`}
        />
        {s.new_projects_skipped ? null : (
          <GoalBox
            label="New Project Fundraising Goals, 3 Years"
            cents={c(s.total_new_project_fundraising_goal_for_3_years)}
            note={`What your new projects cost, raised in full by fundraising: ${years(
              s.year_1_new_project_fundraising_goal,
              s.year_2_new_project_fundraising_goal,
              s.year_3_new_project_fundraising_goal,
            )}`}
          />
        )}
        <GoalBox
          label="Total 3 Year Fundraising Goal"
          cents={c(s.final_total_fundraising_goal_for_3_years)}
          note={
            s.new_projects_skipped
              ? 'Your exact need over three years: the annual fundraising goals added together.'
              : 'Your exact need over three years: the annual fundraising goals plus the new project goals.'
          }
        />
        <GoalBox
          final
          label="Your Campaign Goal (rounded)"
          cents={c(s.total_fundraising_goal_3y)}
          note="The exact total rounded up to the next $500,000. The gift pyramid builds its gift levels from this figure, so your campaign aims a little above the exact need."
        />
      </dl>
    </section>
  );
}
