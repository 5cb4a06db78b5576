/**
 * What the budget pages say (spec file 2 §2, §5, §8), exactly as the spec words it. Texts the
 * spec leaves open are marked "ours" and listed in docs/decisions.md ("Budget pages").
 */
export const BM = {
  // Expenses tab (spec §2, §5, §8)
  PROGRAM_EXPENSES: 'Program Expenses',
  EXPENSES_HINT: "Under each category below, select the 'Add More' button to itemize your expenses.",
  PROGRAM_BUDGET_TOTAL: 'PROGRAM BUDGET TOTAL',
  EXPENSES_REQUIRED: 'Please add data to the Expenses table.',
  SAVE_EXPENSES_FAILED: 'Failed to save expenses. Please try again.',
  LOAD_PROGRAM_FAILED: 'Failed to load program data. Please try again.',
  /** ours */
  LOAD_PROJECT_FAILED: 'Failed to load project data. Please try again.',
  LOADING: 'Loading data...',

  // Overhead (spec §8)
  SAVE_OVERHEAD_FAILED: 'Failed to save overhead expenses.',
  /** ours */
  LOAD_OVERHEAD_FAILED: 'Failed to load overhead expenses. Please try again.',
  /** ours: the overhead table's footer. */
  OVERHEAD_BUDGET_TOTAL: 'OVERHEAD BUDGET TOTAL',

  // Revenue (spec §5, §8)
  NO_REVENUE: 'Please enter at least one revenue value before proceeding.',
  LOAD_REVENUE_FAILED: 'Failed to load revenue data. Please try again.',
  SAVE_REVENUE_FAILED: 'Failed to save revenue data. Please try again.',

  // Summaries (spec §2, §8)
  BUDGET_SUMMARY_TITLE: 'Year 1 Annual Operating Budget Summary',
  LOAD_BUDGET_SUMMARY_FAILED: 'Failed to load budget summary data.',
  ANNUAL_GOALS_TITLE: 'Annual Fundraising Goals, 3 Years',
  LOAD_GOALS_FAILED: 'Failed to load fundraising goals data.',
  LOAD_PROJECT_GOALS_FAILED: 'Failed to load projects fundraising goals data.',
  LOAD_FUNDING_SUMMARY_FAILED: 'Failed to load funding summary data.',
  TOTAL_EXPENSES: 'Total Expenses',
  TOTAL_REVENUE: 'Total Revenue',
  TOTAL_3_YEAR_GOAL: 'Total 3 Year Fundraising Goal',

  // By-question expense views (spec §2, §5)
  NO_PROGRAMS: 'Please add programs in the Core Annual Programs section first.',
  NO_PROJECTS: 'Please add projects in the New Projects section first.',
  INCOMPLETE_TITLE: 'Incomplete Project Expenses',
  GO_TO_PROJECT: 'Go to Project',
  CANCEL: 'Cancel',
  RETRY: 'Try again',
} as const;

/** Spec §8: a non-OK response on the goal screens. */
export const httpErrorText = (status: number) => `HTTP error! Status: ${status}`;

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
