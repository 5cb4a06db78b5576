import { paths } from '../../config/paths';

/** The top bar's main links. */
export type TopSection = 'plan' | 'resources' | 'versions' | 'activity';

/**
 * Fundraising Plan is active on any /steps/ path; Fundraising Resources on /fundraising-collateral
 * and below; Versions on /versions; Activity on /activity.
 */
export function activeSection(pathname: string): TopSection | null {
  if (pathname === paths.steps || pathname.startsWith(`${paths.steps}/`)) return 'plan';
  if (pathname === paths.fundraisingCollateral || pathname.startsWith(`${paths.fundraisingCollateral}/`)) return 'resources';
  if (pathname === paths.versions) return 'versions';
  if (pathname === paths.activity) return 'activity';
  return null;
}

