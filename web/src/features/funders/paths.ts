/**
 * The funder side's routes (app/routes.tsx) beyond the home, which is in config/paths.ts with the
 * others: kept here so that the public pages' bundle does not carry them.
 */
import { paths } from '../../config/paths';

export const funderPaths = {
  invitation: (token: string) => `/funder-invitation?token=${encodeURIComponent(token)}`,
  home: paths.funderHome,
  newCohort: (funderId: string) => `${paths.funderHome(funderId)}/cohorts/new`,
  cohort: (funderId: string, cohortId: string) => `${paths.funderHome(funderId)}/cohorts/${encodeURIComponent(cohortId)}`,
  cohortLog: (funderId: string, cohortId: string) => `${funderPaths.cohort(funderId, cohortId)}/log`,
  staff: (funderId: string) => `${paths.funderHome(funderId)}/staff`,
  billing: (funderId: string) => `${paths.funderHome(funderId)}/billing`,
};
