import { PM } from '../../../config/planMessages';
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
  NO_LEVELS: 'Your gift chart has no gift levels yet, so there is no one to name here; add the levels with Edit the chart.',
  SAVE_FAILED: 'Failed to save your prospect names. Please try again.',
  EDIT_CHART: 'Edit the chart',
  CHART_EDITED: (goal: string) =>
    `Your team edited this gift chart, so it no longer follows the standard chart for a ${goal} goal; Edit the chart, then Reset to the standard chart, brings the standard one back.`,
} as const;

/** What the gift chart editor says (ours). */
export const CM = {
  TITLE: 'Edit the gift chart',
  INTRO: (goal: string) =>
    `Set the gift levels you will ask for to reach your ${goal} goal. The figures and checks below follow what you type, and nothing changes in your plan until you save; the levels are kept largest first.`,
  LEAD_SHARE: 'Lead gift, as a share of the goal',
  LEAD_SHARE_OPTION: (p: number) => `${p}%`,
  LEAD_SHARE_STANDARD: 'The standard chart below is built around a lead gift of about this share of your goal.',
  LEAD_SHARE_EDITED: 'Your chart has been edited, so this share is used when you reset to the standard chart.',
  LEVELS: 'Gift levels',
  LEVEL: (n: number) => `Level ${n}`,
  AMOUNT: 'Gift amount',
  GIFTS: 'Number of gifts',
  PROSPECTS: 'Prospects',
  LEVEL_TOTAL: 'Level total',
  CUMULATIVE: 'Cumulative',
  SHARE: 'Share of the goal',
  NOT_COUNTED: 'Not counted until the amount and number of gifts are valid.',
  REMOVE: (amount: string | null, n: number) => (amount ? `Remove the ${amount} level` : `Remove level ${n}`),
  ADD: 'Add a gift level',
  VARIOUS: (label: string) => `${label} row, in dollars`,
  VARIOUS_HINT: (share: string) =>
    `The many smaller gifts below your lowest level, now ${share} of the goal. It follows your goal less the levels until you type an amount here.`,
  TOTAL: (total: string, share: string, gifts: number, prospects: number) =>
    `Chart total ${total} (${share} of the goal): ${gifts.toLocaleString('en-US')} gifts from ${prospects.toLocaleString('en-US')} prospects, plus the smaller gifts.`,
  CHECKS: 'Checks of this chart',
  RESET: 'Reset to the standard chart',
  SAVE: 'Save chart',
  CANCEL: PM.CANCEL,
  INVALID: 'Fill in or correct the gift levels above to save the chart.',
  SAVE_FAILED: 'Failed to save the gift chart. Please try again.',
  RELOAD: 'Reload the saved chart',
} as const;

/** 42.9 → "42.9%" (spec §9: one decimal on the screen). */
export const percent = (value: number) => `${value.toFixed(1)}%`;
