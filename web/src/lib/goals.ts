/**
 * The fundraising goals of a plan (spec file 2 §4 "Goal calculations", DECISIONS "Money and goals"
 * and "Planning modules"): plain per-year sums in cents → every figure the goal summaries show.
 * Same rule as the server's `goals::goals`; shared/vectors/goals.json pins both. Cents are
 * `number`s, exact below 2^53 (see lib/money.ts).
 */

/** One figure per plan year, `[year 1, year 2, year 3]`, in cents. */
export type Years = [number, number, number];

/** The step the pyramid's goal is rounded up to, and its minimum: $500,000 in cents. */
export const GOAL_STEP_CENTS = 50_000_000;

/** The plan's sums per year, in cents; a missing group counts as 0. */
export interface GoalInputs {
  core_programs?: Years;
  overhead?: Years;
  /** What fundraising raises: part of the total revenue, never subtracted from a goal. */
  philanthropic_contributions?: Years;
  earned_revenue?: Years;
  investment_income?: Years;
  government_appropriations?: Years;
  in_kind?: Years;
  new_project_expenses?: Years;
  /** Module 9 (funding-new-projects) is skipped: new projects count 0. */
  new_projects_skipped?: boolean;
}

/**
 * Every figure of the goal summaries, in cents, named as the spec's response fields (a `Years`
 * field `x` stands for `x_year_1..3`). `total_fundraising_goal_3y` is the final goal rounded up to
 * the next $500,000 (at least $500,000): the pyramid's goal and the figure every document shows.
 */
export interface Goals {
  total_annual_expenses: Years;
  total_revenue: Years;
  annual_fundraising_goal: Years;
  total_annual_fundraising_goal_for_3_years: number;
  new_project_expenses: Years;
  new_project_expenses_for_3_years: number;
  new_project_fundraising_goal: Years;
  total_new_project_fundraising_goal_for_3_years: number;
  final_total_fundraising_goal_for_3_years: number;
  total_fundraising_goal_3y: number;
}

const ZERO: Years = [0, 0, 0];
const each = (f: (y: number) => number): Years => [f(0), f(1), f(2)];
const sum = (ys: Years) => ys[0] + ys[1] + ys[2];

export function computeGoals(input: GoalInputs): Goals {
  const v = (ys: Years | undefined) => ys ?? ZERO;
  const [core, overhead, philanthropic, earned, investment, government, inKind] = [
    v(input.core_programs),
    v(input.overhead),
    v(input.philanthropic_contributions),
    v(input.earned_revenue),
    v(input.investment_income),
    v(input.government_appropriations),
    v(input.in_kind),
  ];
  const totalExpenses = each((y) => core[y] + overhead[y]);
  const annualGoal = each((y) => totalExpenses[y] - (earned[y] + investment[y] + government[y] + inKind[y]));
  const projects: Years = input.new_projects_skipped ? ZERO : v(input.new_project_expenses);
  const exact = sum(annualGoal) + sum(projects);
  return {
    total_annual_expenses: totalExpenses,
    total_revenue: each((y) => philanthropic[y] + earned[y] + investment[y] + government[y] + inKind[y]),
    annual_fundraising_goal: annualGoal,
    total_annual_fundraising_goal_for_3_years: sum(annualGoal),
    new_project_expenses: [...projects],
    new_project_expenses_for_3_years: sum(projects),
    new_project_fundraising_goal: [...projects],
    total_new_project_fundraising_goal_for_3_years: sum(projects),
    final_total_fundraising_goal_for_3_years: exact,
    total_fundraising_goal_3y: roundGoal(exact),
  };
}

/** Rounded up to the next multiple of $500,000, at least $500,000 (also for 0 or a negative goal). */
export function roundGoal(exactCents: number): number {
  if (exactCents <= GOAL_STEP_CENTS) return GOAL_STEP_CENTS;
  // The remainder of whole numbers is exact; a float quotient may not be for very large goals.
  const rest = exactCents % GOAL_STEP_CENTS;
  return rest === 0 ? exactCents : exactCents - rest + GOAL_STEP_CENTS;
}
