/**
 * The funder side (issue 18 §1–2): the invitation to a funder's staff, the funder's chrome, its
 * home (cohorts), a new cohort and its code, a cohort's page (its codes, seats and end, single-use
 * codes for a list of addresses), its log, and the staff. One lazy chunk.
 */
export { FunderInvitationPage } from './pages/FunderInvitationPage';
export { FunderLayout } from './components/FunderLayout';
export { FunderHomePage } from './pages/FunderHomePage';
export { NewCohortPage } from './pages/NewCohortPage';
export { CohortPage } from './pages/CohortPage';
export { CohortLogPage } from './pages/CohortLogPage';
export { StaffPage } from './pages/StaffPage';
