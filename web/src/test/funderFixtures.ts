/** The funder side's answers as the server gives them (issue 18 §1–2), for the tests. */
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
