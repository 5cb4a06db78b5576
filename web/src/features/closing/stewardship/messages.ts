import { PM } from '../../../config/planMessages';
import * as S from '../../../generated/messages';

/**
 * What the Donor Recognition and Benefit Structure page says (spec file 3 §2, §5, §8), as the
 * spec words it (the server's list holds the ones it shares). Texts the spec leaves open are
 * marked "ours" (docs/decisions.md "Closing pages").
 */
export const SM = {
  PROCEED_BLANK: S.BENEFIT_NAME_REQUIRED_TO_PROCEED,
  NAME_REQUIRED: S.BENEFIT_NAME_REQUIRED_TO_ADD,
  DELETE_TITLE: 'Delete Donor Benefit',
  /** ours */
  DELETE_QUESTION: 'Are you sure you want to delete this benefit? It is removed from every gift level.',
  CANCEL: PM.CANCEL,
  DELETE: PM.DELETE,
  DELETE_FAILED: S.STEWARDSHIP_DELETE_FAILED,
  LOAD_FAILED: S.STEWARDSHIP_LOAD_FAILED,
  SAVE_FAILED: S.STEWARDSHIP_SAVE_FAILED,
  MAX_ROWS: S.BENEFITS_MAX,
  CONFLICT: S.STEWARDSHIP_CHANGED,
  /** ours */
  ADD: 'Add Benefit',
  LEAD: 'The columns are the gift levels of your gift range chart, from the lead gift down to the many smaller gifts. List what donors receive in return for their support, then tick each level that receives the benefit. Donors at a higher level usually receive the benefits of the levels below it too. When you change the chart, each tick moves to the nearest level.',
  GOAL: 'Three-year fundraising goal',
  RATIO: 'Prospect-to-donor ratio',
  BENEFIT: 'Benefit',
  CAPTION: 'Donor benefits by gift level',
  NAME_PLACEHOLDER: 'Write benefit name here...',
  RELOAD: PM.RELOAD,
  SAVING: PM.SAVING,
  SAVED: PM.SAVED,
  ACTIONS: 'Actions',
} as const;

/** ours: how many prospects are named at a level, under its column heading. */
export const namedProspects = (n: number) => `${n} prospect${n === 1 ? '' : 's'} named`;
