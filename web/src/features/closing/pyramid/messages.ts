import * as S from '../../../generated/messages';

/**
 * What the gift pyramid page says (spec file 3 §2 module 12, §8, §9). Texts the spec leaves open
 * are marked "ours" and listed in docs/decisions.md ("Gift pyramid page").
 */
export const GM = {
  LOAD_FAILED: S.PYRAMID_LOAD_FAILED,
  EXPORT: 'Export to Excel',
  /** ours */
  RATIO_LEGEND: 'Donor: prospect ratio',
  RATIO_HINT: 'How many prospects you will ask for each gift you need, by your fundraising maturity.',
  MATURITY: (m: string) => `${m} maturity`,
  /** Who should choose each ratio (from the question's instruction). */
  RATIO_DESCRIPTIONS: {
    5: 'Few donors above $10,000 and no history of asking for large gifts.',
    4: 'Steady annual giving, a handful of major donors and a board that opens doors.',
    3: 'A deep base of loyal major donors and past campaigns.',
  } as Record<3 | 4 | 5, string>,
  TABLE_CAPTION: (goal: string, ratio: string) => `Gift pyramid for your rounded three-year goal of ${goal} at ${ratio}`,
  UPDATING: 'Updating the pyramid...',
  COL_GIFT: 'Gift Amount',
  COL_GIFTS: 'Number of Gifts Needed',
  COL_PROSPECTS: 'Number of Prospects Needed',
  COL_AMOUNT: 'Amount by Gift Level',
  COL_CUMULATIVE: 'Cumulative Gift Amount',
  COL_ALLOCATION: 'Funding Allocation',
  FEASIBILITY: 'Feasibility checks',
  PASSED: 'Passed',
  NEEDS_ATTENTION: 'Needs attention',
  NAMES_TITLE: 'Prospect Names',
  NAMES_HINT:
    'One box per prospect you need: the people and institutions you could realistically ask at each level. Names are saved as you type, with the ratio, and stay internal.',
  LEVEL_LEGEND: (amount: string, prospects: number) => `${amount} gifts: ${prospects} ${prospects === 1 ? 'prospect' : 'prospects'}`,
  NAMED: (named: number, needed: number) => `${named} of ${needed} named`,
  PROSPECT_LABEL: (i: number, amount: string) => `Prospect ${i} for ${amount} gifts`,
  PROSPECT_PLACEHOLDER: (i: number) => `Prospect ${i}`,
  KEPT: (n: number) =>
    `${n} more ${n === 1 ? 'name is' : 'names are'} kept for this level from a higher ratio; they show again when the pyramid needs them.`,
  BOXES_CAPPED: (boxes: number, needed: number) =>
    `This level needs ${needed.toLocaleString('en-US')} prospects; the first ${boxes.toLocaleString('en-US')} can be named here. A goal this large is usually worked from a prospect list kept elsewhere.`,
  NO_LEVELS: 'Your goal is raised entirely by gifts under $25,000: there are no gift levels to name prospects for.',
  SAVE_FAILED: 'Failed to save your prospect names. Please try again.',
} as const;

/** 42.9 → "42.9%" (spec §9: one decimal on the screen). */
export const percent = (value: number) => `${value.toFixed(1)}%`;
