import { AM } from '../../config/appMessages';
import { PP } from '../../config/planPageMessages';
import * as S from '../../generated/messages';

/**
 * What the Fundraising Resources page says (spec file 3 §2, §5, §8), as the spec words it; the
 * rest is ours (docs/decisions.md "Closing pages").
 */
export const CM = {
  TITLE: AM.FUNDRAISING_RESOURCES,
  LOADING: S.COLLATERAL_LOADING,
  LOAD_FAILED: S.COLLATERAL_LOAD_FAILED,
  NO_AUTH: 'Unable to load user authentication. Please try refreshing the page.',
  COMPLETE: 'Complete',
  NOT_READY: 'Not Ready',
  DOWNLOAD: AM.DOWNLOAD,
  /** ours */
  FALLBACK_NAME: 'User',
  LEAD: 'Every document here is built from your strategic plan. A resource marked Not Ready is waiting on the part of the plan that feeds it: finish that page and it becomes Complete, ready to download. The policy and gift documentation templates are ready at any time and are filled with your organization’s details.',
  TABS: 'Filter resources by type',
  TRY_AGAIN: PP.TRY_AGAIN,
} as const;

export const greeting = (firstName: string) => `Hi, ${firstName}`;
export { httpErrorText as httpError } from '../../config/messages';
export const downloadLabel = (title: string) => `Download ${title}`;
