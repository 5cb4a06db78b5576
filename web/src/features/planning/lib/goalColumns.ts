/**
 * The annual fundraising goal columns (spec file 2 §2 "Fundraising goals", §4 "Goal
 * calculations"): for each year, the expenses minus the revenue that is not fundraised (earned
 * revenue, investment income, government appropriations, in-kind goods and services). The same
 * arithmetic as lib/goals `computeGoals`; a goal may be negative and is shown as it is.
 */
import type { Years } from '../../../lib/goals';

export interface GoalLine {
  key: string;
  label: string;
  /** Year 1–3 in cents. */
  years: Years;
}

/** Each year's goal: `expenses` minus every deduction of that year. */
export function yearGoals(expenses: Years, deductions: readonly GoalLine[]): Years {
  const goal = (y: 0 | 1 | 2) => deductions.reduce((acc, d) => acc - d.years[y], expenses[y]);
  return [goal(0), goal(1), goal(2)];
}

/** The three years together (the banner's figure). */
export const threeYearTotal = (goals: Years): number => goals[0] + goals[1] + goals[2];
