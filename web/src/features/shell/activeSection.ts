import { paths } from '../../config/paths';

/** Versions of the plan (issue 19 §1). */
export const VERSIONS_PATH = paths.versions;
/** The plan's activity (issue 19 §2). */
export const ACTIVITY_PATH = paths.activity;

/**
 * Fundraising Plan is active on any /steps/ path; Fundraising Resources on /fundraising-collateral
 * and below; Versions on /versions; Activity on /activity.
 */
export function activeSection(pathname: string): 'plan' | 'resources' | 'versions' | 'activity' | null {
  if (pathname === paths.steps || pathname.startsWith(`${paths.steps}/`)) return 'plan';
  if (pathname === paths.fundraisingCollateral || pathname.startsWith(`${paths.fundraisingCollateral}/`)) return 'resources';
  if (pathname === VERSIONS_PATH) return 'versions';
  if (pathname === ACTIVITY_PATH) return 'activity';
  return null;
}

