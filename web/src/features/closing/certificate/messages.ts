import { PP } from '../../../config/planPageMessages';
import { SM } from '../stewardship/messages';

/**
 * What the certificate page says (spec file 3 §2: the title; DECISIONS "Certificate": what it
 * shows). Every other text is ours (docs/decisions.md "Closing pages").
 */
export const CM = {
  CONGRATULATIONS: 'Congratulations',
  COMPLETED: 'Strategic Plan for Fundraising Completed',
  CERTIFIES: 'This certifies that',
  HAS_COMPLETED: 'has completed its strategic plan for fundraising',
  GOAL: SM.GOAL,
  DATE: 'Completed on',
  TEAM: 'Planning team',
  DOWNLOAD: 'Download PDF',
  NOT_YET: 'Your certificate is ready once every module of your plan is complete.',
  LEFT: 'Still to finish:',
  LOAD_FAILED: PP.LOAD_ERROR,
} as const;

export const logoAlt = (organization: string) => `${organization} logo`;
export const moduleLabel = (n: number, name: string) => `Module ${n} · ${name}`;
