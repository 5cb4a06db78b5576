import * as S from '../generated/messages';

/**
 * What the planning modules' building blocks say, exactly as spec file 2 words it (§2, §5, §8).
 * Texts the spec leaves open are marked "ours" and listed in docs/decisions.md.
 */
export const PM = {
  // Help panel (spec §2)
  INSTRUCTION: 'Instruction',
  MODEL_ANSWER: 'Model Answer',
  /** ours: the one place the sample organization is introduced, above every model answer. */
  MODEL_ANSWER_NOTE:
    'Every model answer is written for Riverbend Literacy Alliance, a fictional adult-literacy nonprofit with a budget of about $1.1 million a year, so that the answers fit together as one plan. Take their shape and level of detail, and use your own facts.',

  // Answers (spec §2, §5)
  /** The server's words for a blank case text, the same for every answer. */
  ANSWER_REQUIRED: S.CASE_TEXT_REQUIRED,
  WORD_LIMIT_EXCEEDED: '(Word limit exceeded)',
  /** ours: what a screen reader hears once when the counter goes past the limit. */
  WORD_LIMIT_EXCEEDED_SPOKEN: 'Word limit exceeded',

  // Autosave (spec §4, §8)
  SAVING: 'Saving...',
  /** ours: the spec says "a success message" without wording it. */
  SAVED: 'All changes saved',
  SAVE_ANSWER_FAILED: 'Failed to save your answer. Please try again.',
  SAVE_EXPENSES_FAILED: 'Failed to save expenses. Please try again.',
  SAVE_OVERHEAD_FAILED: 'Failed to save overhead expenses.',
  EXPENSES_REQUIRED: 'Please add data to the Expenses table.',
  SAVE_REVENUE_FAILED: 'Failed to save revenue data. Please try again.',
  /** A save refused with 409 (someone else saved first): the server's own words, one source. */
  SAVE_CONFLICT: S.ANSWER_CONFLICT,
  RELOAD: 'Reload',

  // Expense tables (spec §2, §4)
  ADD_MORE: '+ ADD MORE',
  ITEM_PLACEHOLDER: 'Enter item name...',
  PROGRAM_BUDGET_TOTAL: 'PROGRAM BUDGET TOTAL',
  CONFIRM_DELETE: 'Confirm Delete',
  DELETE_ITEM_QUESTION: 'Are you sure you want to delete this item?',
  CANCEL: 'Cancel',
  DELETE: 'Delete',
  /** ours: a failed delete leaves the item in place and says so. */
  DELETE_FAILED: 'Failed to delete the item. Please try again.',
  NEEDS: 'Needs',
  TOTAL: 'Total',

  // Revenue (spec §2)
  TOTAL_REVENUE: 'Total Revenue',

  // Charts (spec §2)
  TOTAL_EXPENSES: 'Total Expenses',
  /** ours: an all-zero chart shows this instead of a pie of nothing. */
  NO_AMOUNTS: 'No amounts entered yet.',

  // Fundraising goals (spec §2)
  TOTAL_3_YEAR_GOAL: 'Total 3 Year Fundraising Goal',
} as const;

/** Spec §5: "You cannot enter more than 70 words!" for a limit of 70. */
export const wordLimitMessage = (limit: number) => `You cannot enter more than ${limit} words!`;

/** Spec §2: the word counter, "n/70 words". */
export const wordCountText = (count: number, limit: number) => `${count}/${limit} words`;

/** Spec §2: the goal row of each year column, "Year 1 Annual Fundraising Goal". */
export const annualGoalLabel = (year: number) => `Year ${year} Annual Fundraising Goal`;
