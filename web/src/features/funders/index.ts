/**
 * The funder side (issue 18 §1–2, §5): the invitation to a funder's staff, the funder's chrome,
 * its home (cohorts), a new cohort and its code, a cohort's page (its dashboard: figures, funnel,
 * completion over time, the organizations, stalled threshold, reminders and exports; its codes,
 * seats and end, single-use codes for a list of addresses), its log, the staff, and billing. One lazy chunk
 * (Recharts in a chunk of its own, shared with the plan's pies).
 */
export { FunderInvitationPage } from './pages/FunderInvitationPage';
export { FunderLayout } from './components/FunderLayout';
export { FunderHomePage } from './pages/FunderHomePage';
export { NewCohortPage } from './pages/NewCohortPage';
export { CohortPage } from './pages/CohortPage';
export { CohortLogPage } from './pages/CohortLogPage';
export { StaffPage } from './pages/StaffPage';
export { BillingPage } from './pages/BillingPage';
