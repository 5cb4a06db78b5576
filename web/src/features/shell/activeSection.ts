import { paths } from '../../config/paths';

/** Fundraising Plan is active on any /steps/ path; Fundraising Resources on /fundraising-collateral and below. */
export function activeSection(pathname: string): 'plan' | 'resources' | null {
  if (pathname === paths.steps || pathname.startsWith(`${paths.steps}/`)) return 'plan';
  if (pathname === paths.fundraisingCollateral || pathname.startsWith(`${paths.fundraisingCollateral}/`)) return 'resources';
  return null;
}

