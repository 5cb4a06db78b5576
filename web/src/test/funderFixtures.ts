/** The funder side's answers as the server gives them (issue 18 §1–2, §5), for the tests. */
import type { CohortDashboard, CohortOrganization } from '../features/funders/api';
import type { Schemas } from '../lib/api/client';

export const FUNDER = 'Harbor Community Foundation';

export const cohort = (overrides: Partial<Schemas['CohortView']> = {}): Schemas['CohortView'] => ({
  id: 'c1',
  name: 'Spring 2027 cohort',
  kind: 'group_coaching',
  seats: 40,
  used: 12,
  starts_on: '2026-12-01',
  ends_on: '2027-11-30',
  kickoff_at: '2026-12-03T15:00:00Z',
  stalled_after_days: 14,
  ...overrides,
});

export const funderHome = (
  role: 'admin' | 'programme_officer',
  cohorts: Schemas['CohortView'][] = [cohort()],
): Schemas['FunderHome'] => ({ id: 'f1', name: FUNDER, role, cohorts });

export const myFunders = (overrides: Partial<Schemas['MyFunders']> = {}): Schemas['MyFunders'] => ({
  funders: [{ id: 'f1', name: FUNDER, role: 'admin' }],
  has_organization: false,
  name: 'Ana Ortiz',
  ...overrides,
});

// ---- A cohort's dashboard (issue 18 §5) ----

const MODULE_NAMES = [
  'Getting Started',
  'Strategic Planning for Fundraising',
  'Aspirational Vision',
  'Core Annual Programs and Budgets',
  'Annual Operating Overhead Budget',
  'Annual Revenue',
  'Annual Operating Budget',
  'Evaluation: Outcomes and Outputs',
  'New Projects',
  '3-Year Fundraising Goal Overview',
  'Case for Support',
  'Gift Pyramid',
  'Stewardship Structure',
  'Policies & Procedures Manual',
  'Congratulations Strategic Plan for Fundraising Completed',
];

/**
 * An organization of the cohort as the dashboard reads it: `done` modules complete, the next one in
 * progress (none opened when `done` is 0 and `started` is false), nothing shared unless overridden.
 */
export function organization(
  name: string,
  { done = 0, started = done > 0, ...overrides }: Partial<CohortOrganization> & { done?: number; started?: boolean } = {},
): CohortOrganization {
  const modules = MODULE_NAMES.map((moduleName, i) => ({
    number: i + 1,
    name: moduleName,
    state: i < done ? 'complete' : i === done && started ? 'in_progress' : 'not_started',
  }));
  const finished = done >= 15;
  return {
    id: `org-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    name,
    joined_on: '2026-12-02',
    last_activity: '2027-02-20T15:00:00Z',
    idle_days: 2,
    stalled: false,
    onboarded: true,
    modules,
    modules_done: Math.min(done, 15),
    finished,
    current_module: finished ? null : { number: done + 1, name: MODULE_NAMES[done] },
    users: 1,
    documents_shared: 0,
    documents: [],
    shared: { goal: null, budget_totals: null, gift_chart: null },
    goal_cents: null,
    budget_totals: null,
    gift_chart: null,
    ...overrides,
  };
}

/** Four organizations: one stalled, one not started, one finished sharing every figure, one sharing its goal. */
export const ORGANIZATIONS: CohortOrganization[] = [
  organization('Riverside Arts', { done: 6, idle_days: 21, stalled: true, last_activity: '2027-02-01T10:00:00Z' }),
  organization('Harbor Youth Theatre', { done: 0, idle_days: 9, onboarded: false, last_activity: null }),
  organization('Bayview Food Bank', {
    done: 15,
    idle_days: 30,
    shared: { goal: { since: '2027-01-05T09:00:00Z' }, budget_totals: { since: '2027-01-05T09:00:00Z' }, gift_chart: { since: '2027-01-05T09:00:00Z' } },
    goal_cents: 150_000_000,
    budget_totals: { expenses_cents: 342_000_000, revenue_cents: 298_000_000 },
    gift_chart: { lead_gift_cents: 30_000_000, gifts: 64, levels: 9 },
    users: 3,
  }),
  organization('Alder Street Clinic', {
    done: 3,
    idle_days: 0,
    shared: { goal: { since: '2027-02-01T09:00:00Z' }, budget_totals: null, gift_chart: null },
    goal_cents: 50_000_000,
    users: 2,
  }),
];

export const dashboard = (overrides: Partial<CohortDashboard> = {}): CohortDashboard => ({
  cohort: cohort(),
  funnel: { redeemed: 4, onboarded: 3, module_5: 2, all_modules: 1, documents_shared: 0 },
  aggregates: {
    min_contributors: 5,
    goal: { shown: false, contributors: 2, total_cents: null, median_cents: null },
    completion: { shown: false, contributors: 4, finished: null },
  },
  progress: [
    { on: '2026-12-08', organizations: 2, modules_done: 1, finished: 0 },
    { on: '2026-12-15', organizations: 4, modules_done: 6, finished: 0 },
    { on: '2027-02-22', organizations: 4, modules_done: 24, finished: 1 },
  ],
  organizations: ORGANIZATIONS,
  ...overrides,
});
