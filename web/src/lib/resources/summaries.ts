/**
 * The four goal summaries (spec file 2 §7 `/total_fundraising_goal/...`): the Year-1 operating
 * budget, the annual goals for three years, the new projects' goals and the total. The server
 * computes every figure; these hooks hand them to the screens in whole cents.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import type { Years } from '../goals';
import { useSession } from '../session';

export type BudgetSummaryYear1 = Schemas['BudgetSummaryYear1'];
export type AnnualGoals = Schemas['AnnualGoals'];
export type ProjectGoals = Schemas['ProjectGoals'];
export type FundingSummary = Schemas['FundingSummary'];

export const summariesKeys = {
  budgetYear1: ['summary', 'budget-year-1'] as const,
  annualGoals: ['summary', 'annual-goals'] as const,
  projectGoals: ['summary', 'project-goals'] as const,
  funding: ['summary', 'funding'] as const,
};

const BASE = '/total_fundraising_goal';

export function getBudgetSummaryYear1(): Promise<BudgetSummaryYear1> {
  return api.get<Answer<'/total_fundraising_goal/annual_operating_budget_summary_year_1', 'get'>>(
    `${BASE}/annual_operating_budget_summary_year_1`,
  );
}

export function getAnnualGoals(): Promise<AnnualGoals> {
  return api.get<Answer<'/total_fundraising_goal/annual_fundraising_goals_3years', 'get'>>(
    `${BASE}/annual_fundraising_goals_3years`,
  );
}

export function getProjectGoals(): Promise<ProjectGoals> {
  return api.get<Answer<'/total_fundraising_goal/projects_total_3_year_fundraising_goal', 'get'>>(
    `${BASE}/projects_total_3_year_fundraising_goal`,
  );
}

export function getFundingSummary(): Promise<FundingSummary> {
  return api.get<Answer<'/total_fundraising_goal/total_fundraising_goal_for_3_years', 'get'>>(
    `${BASE}/total_fundraising_goal_for_3_years`,
  );
}

/**
 * Dollars as the summaries answer them (JSON numbers written exactly from cents, possibly
 * negative: a goal may be) → whole cents, read from the number's text, never `× 100` as a float.
 */
export function summaryCents(dollars: number): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(Math.abs(dollars)));
  const cents = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Math.round(Math.abs(dollars) * 100);
  return dollars < 0 ? -cents : cents;
}

/** `{year_1, year_2, year_3}` in dollars → Years in cents. */
export const yearsCents = (y: { year_1: number; year_2: number; year_3: number }): Years => [
  summaryCents(y.year_1),
  summaryCents(y.year_2),
  summaryCents(y.year_3),
];

/**
 * The summaries are always read fresh (they follow every table's latest save): no cache time, a
 * new request on each visit.
 */
const fresh = { staleTime: 0, gcTime: 0, retry: false, refetchOnWindowFocus: false } as const;

export function useBudgetSummaryYear1() {
  const session = useSession();
  return useQuery({ queryKey: summariesKeys.budgetYear1, queryFn: getBudgetSummaryYear1, enabled: !!session, ...fresh });
}

export function useAnnualGoals() {
  const session = useSession();
  return useQuery({ queryKey: summariesKeys.annualGoals, queryFn: getAnnualGoals, enabled: !!session, ...fresh });
}

export function useProjectGoals() {
  const session = useSession();
  return useQuery({ queryKey: summariesKeys.projectGoals, queryFn: getProjectGoals, enabled: !!session, ...fresh });
}

export function useFundingSummary() {
  const session = useSession();
  return useQuery({ queryKey: summariesKeys.funding, queryFn: getFundingSummary, enabled: !!session, ...fresh });
}
