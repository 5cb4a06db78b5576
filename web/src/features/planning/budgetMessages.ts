import { PM } from '../../config/planMessages';
import { PP } from '../../config/planPageMessages';
import { NO_REVENUE_MESSAGE } from './lib/revenue';

/**
 * What the budget pages say (spec file 2 §2, §5, §8), exactly as the spec words it. Texts the
 * spec leaves open are marked "ours" and listed in docs/decisions.md ("Budget pages").
 */
export const BM = {
  // Expenses tab (spec §2, §5, §8)
  PROGRAM_EXPENSES: PP.PROGRAM_EXPENSES,
  EXPENSES_HINT: "Under each category below, select the 'Add More' button to itemize your expenses.",
  PROGRAM_BUDGET_TOTAL: PM.PROGRAM_BUDGET_TOTAL,
  EXPENSES_REQUIRED: PM.EXPENSES_REQUIRED,
  SAVE_EXPENSES_FAILED: PM.SAVE_EXPENSES_FAILED,
  LOAD_PROGRAM_FAILED: PP.PROGRAM_LOAD_FAILED,
  /** ours */
  LOAD_PROJECT_FAILED: PP.PROJECT_LOAD_FAILED,
  LOADING: PP.LOADING,

  // Overhead (spec §8)
  SAVE_OVERHEAD_FAILED: PM.SAVE_OVERHEAD_FAILED,
  /** ours */
  LOAD_OVERHEAD_FAILED: 'Failed to load overhead expenses. Please try again.',
  /** ours: the overhead table's footer. */
  OVERHEAD_BUDGET_TOTAL: 'OVERHEAD BUDGET TOTAL',

  // Revenue (spec §5, §8)
  NO_REVENUE: NO_REVENUE_MESSAGE,
  LOAD_REVENUE_FAILED: 'Failed to load revenue data. Please try again.',
  SAVE_REVENUE_FAILED: PM.SAVE_REVENUE_FAILED,

  // Summaries (spec §2, §8)
  BUDGET_SUMMARY_TITLE: 'Year 1 Annual Operating Budget Summary',
  LOAD_BUDGET_SUMMARY_FAILED: 'Failed to load budget summary data.',
  ANNUAL_GOALS_TITLE: 'Annual Fundraising Goals, 3 Years',
  LOAD_GOALS_FAILED: 'Failed to load fundraising goals data.',
  LOAD_PROJECT_GOALS_FAILED: 'Failed to load projects fundraising goals data.',
  LOAD_FUNDING_SUMMARY_FAILED: 'Failed to load funding summary data.',
  TOTAL_EXPENSES: PM.TOTAL_EXPENSES,
  TOTAL_REVENUE: PM.TOTAL_REVENUE,
  TOTAL_3_YEAR_GOAL: PM.TOTAL_3_YEAR_GOAL,

  // By-question expense views (spec §2, §5)
  NO_PROGRAMS: 'Please add programs in the Core Annual Programs section first.',
  NO_PROJECTS: 'Please add projects in the New Projects section first.',
  INCOMPLETE_TITLE: 'Incomplete Project Expenses',
  GO_TO_PROJECT: 'Go to Project',
  CANCEL: PM.CANCEL,
  RETRY: PP.TRY_AGAIN,
} as const;

/** Spec §8: a non-OK response on the goal screens. */
export { httpErrorText } from '../../config/messages';

/** Spec §2: a tab's label is the program's (or project's) name, else 'Program N' ('Project N'). */
export const ownerLabel = (kind: 'program' | 'project', name: string, index: number) =>
  name.trim() !== '' ? name : `${kind === 'program' ? 'Program' : 'Project'} ${index + 1}`;

/** Spec §5: the current project tab has no expense item. */
export const projectItemRequired = (name: string) =>
  `Please add at least one expense item for ${name} before proceeding.`;

/** Spec §5: the incomplete-project dialog's text. */
export const incompleteProjectText = (name: string) =>
  `You haven't completed the expense table for ${name} ... Please go to this project tab and complete it before proceeding.`;

/** Spec §2: the project goals' year rows ('Year 1 New Project Fundraising Goal'). */
export const projectGoalLabel = (year: number) => `Year ${year} New Project Fundraising Goal`;
