import * as S from '../generated/messages';
import { PM } from './planMessages';

/**
 * What the plan's question pages, program and project lists and per-program pages say, exactly as
 * spec file 2 words it (§2, §5, §8). A message the server also sends comes from the server's list.
 * Texts the spec leaves open are marked "ours" and listed in docs/decisions.md ("Planning pages").
 */
export const PP = {
  // Common behaviour of question pages (spec §2, §8)
  LOADING: 'Loading data...',
  ORGANIZATION_MISSING: 'Unable to load organization data. Please try refreshing the page.',
  RETRY_ORGANIZATION: 'Retry Loading Organization Data',
  QUESTION_LOAD_FAILED: 'Failed to load question data. Please try again.',
  QUESTIONS_UNAVAILABLE: 'Unable to load questions. Please try refreshing the page.',
  NO_QUESTIONS: 'No questions found in the response',
  ANSWER_LOAD_FAILED: 'Failed to load your previous answer. You can still create a new one.',
  ANSWERS_LOAD_FAILED: 'Failed to load your previous answers. You can still create new ones.',
  QUESTIONS_AND_ANSWERS_FAILED: 'Failed to load questions and answers. Please try refreshing the page.',
  LOAD_ERROR: 'An error occurred while loading the data. Please try refreshing the page.',
  SAVE_ANSWER_FAILED: 'Failed to save answer. Please try again.',
  SAVE_ANSWERS_FAILED: 'Failed to save answers. Please try again.',
  ENSURE_SAVED: 'Please ensure your answer is saved before proceeding.',
  ENSURE_ALL_SAVED: 'Please ensure all answers are saved before proceeding.',
  VALIDATE_FAILED: 'Failed to validate data. Please try again.',
  /** ours: the button beside a load failure that says "Please try again." */
  TRY_AGAIN: 'Try again',

  // Aspirational vision (spec §5)
  SOCIETAL_CHANGE_REQUIRED: 'Societal Change answer is required!',
  SOLUTION_REQUIRED: 'Solution answer is required!',

  // The conflict choice after Reload (ours: the spec only says the page offers to reload)
  THEIR_VERSION: 'The version saved meanwhile',
  USE_THEIRS: 'Use the saved version',
  KEEP_MINE: 'Keep my text',
  THEIRS_EMPTY: 'The saved version is empty.',

  // Core programs and new projects (spec §2, §5)
  PROGRAMS_MAX_HINT: '(10 Programs Max)',
  /** ours: the spec gives the limit (four) but no hint for projects; worded like the programs'. */
  PROJECTS_MAX_HINT: '(4 Projects Max)',
  PROGRAM_NAME_PLACEHOLDER: 'Write Program Name here...',
  PROGRAM_DESCRIPTION_PLACEHOLDER: 'Write Program Description here...',
  /** ours, worded like the programs'. */
  PROJECT_NAME_PLACEHOLDER: 'Write Project Name here...',
  PROJECT_DESCRIPTION_PLACEHOLDER: 'Write Project Description here...',
  /** ours: the line under the limit on each list page. */
  PROGRAMS_LEAD:
    'Name each program your organization runs year after year and describe it in up to 85 words. Each program then gets its own pages for its budget, its budget justification, its goals and its evaluation.',
  PROJECTS_LEAD:
    'Name each new project you plan to start in the next three years and describe it in up to 85 words. Each project then gets its own page for its expenses and its goals and rationale.',
  ADD_PROGRAM: 'Add Program',
  ADD_PROJECT: 'Add Project',
  CONFIRM_DELETION: 'Confirm Deletion',
  DELETE_PROGRAM_QUESTION: 'Are you sure you want to delete this program?',
  DELETE_PROJECT_QUESTION: 'Are you sure you want to delete this project?',
  CANCEL: PM.CANCEL,
  DELETE: PM.DELETE,
  PROGRAMS_EMPTY: S.PROGRAMS_EMPTY,
  PROGRAM_INCOMPLETE: S.PROGRAM_NAME_AND_DESCRIPTION,
  PROJECTS_EMPTY: S.PROJECTS_EMPTY,
  PROJECT_INCOMPLETE: S.PROJECT_NAME_AND_DESCRIPTION,
  /** ours: a delete the server refused leaves the card in place and says so. */
  DELETE_PROGRAM_FAILED: 'Failed to delete the program. Please try again.',
  DELETE_PROJECT_FAILED: 'Failed to delete the project. Please try again.',
  /** ours: a list the server refused without saying why. */
  SAVE_PROGRAMS_FAILED: 'Failed to save your programs. Please try again.',
  SAVE_PROJECTS_FAILED: 'Failed to save your projects. Please try again.',

  // Program, project and evaluation pages (spec §2, §5, §8)
  PROGRAM_EXPENSES: 'Program Expenses',
  PROGRAM_EVALUATION: 'Program Evaluation',
  /** ours: the spec gives no title for a project page whose project is not known yet. */
  NEW_PROJECT: 'New Project',
  PROGRAM_NOT_FOUND: S.PROGRAM_NOT_FOUND,
  PROJECT_NOT_FOUND: S.PROJECT_NOT_FOUND,
  PROGRAM_LOAD_FAILED: 'Failed to load program data. Please try again.',
  /** ours, worded like the programs'. */
  PROJECT_LOAD_FAILED: 'Failed to load project data. Please try again.',
  TAB_EXPENSES: 'Expenses',
  TAB_JUSTIFICATION: 'Budget Justification',
  TAB_GOALS: 'Goals & Rationale',
  TAB_OUTCOMES: 'Outcomes',
  TAB_OUTPUTS: 'Outputs',
  JUSTIFICATION_HINT:
    'Please provide an explanation for why each of the line item expenses is necessary in achieving your program goal.',
  /** ours: the overhead page's hint, worded like the program's. */
  OVERHEAD_JUSTIFICATION_HINT:
    'Please provide an explanation for why each of the line item expenses is necessary to run your organization.',
  PROGRAM_DETAILS: 'Program Details',
  /** ours: the heading of a project's goals and rationale. */
  PROJECT_DETAILS: 'Project Details',
  EVALUATION_REQUIRED: 'This is required.',

  // "By question" views (spec §2)
  NO_PROGRAMS: 'Please add core programs in the Core Annual Programs section first.',
  /** ours: the link beside it. */
  GO_TO_PROGRAMS: 'Go to Naming Your Core Annual Programs',
  /** ours: the links from a program page to the "by question" views (DECISIONS "Alternative routes"). */
  BY_QUESTION_NAV: 'Answers by question',
  /** ours: the opening line of a "by question" view. */
  BY_QUESTION_LEAD: 'One question, every program: each tab holds a program’s answer, the same one its own page shows. Changes are saved as you type.',
  BY_QUESTION_GOALS_INTRO: 'Compare your programs: see and edit one question’s answers for every program on one page.',
  BY_QUESTION_EVALUATION_INTRO: 'Compare your programs: see and edit the outcomes or outputs of every program on one page.',
} as const;

/** Spec §5: "each missing justification message is the question label followed by 'answer is required'". */
export const justificationRequired = (label: string) => `${label} answer is required`;

/** Spec §2: the live count under a program or project description, "n / 85 words". */
export const descriptionWordCount = (count: number, limit: number) => `${count} / ${limit} words`;

/** Spec §2: a program tab's label when the program has no name, "Program N" (from 1). */
export const programTabLabel = (name: string, index: number) => (name.trim() ? name : `Program ${index + 1}`);
