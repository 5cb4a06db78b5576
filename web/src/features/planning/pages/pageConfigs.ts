/**
 * What distinguishes the planning pages that share one component: the question pages (which
 * question keys, which messages), the "by question" views (which question) and the two list
 * pages (programs, projects). PlanPageBody picks the page by path.
 */
import type { ViewPath } from '../../../generated/registry';
import type { Question } from '../../../lib/resources/questions';
import { justificationRequired, PP } from '../../../config/planPageMessages';

export interface QuestionPageConfig {
  /** The question keys (or one collection key) of the page, in order. */
  keys: readonly string[];
  /** Whether the key is a collection (its load failure is worded for several questions). */
  collection?: boolean;
  /** A hint above the questions. */
  hint?: string;
  /** The required message per question (default 'Answer is required!'). */
  requiredMessage?: (question: Question) => string | undefined;
}

const byName = (messages: Record<string, string>) => (q: Question) => messages[q.question_name];

/** The pages of this kind, by path (spec §2 module 3, module 5 budget justification). */
export const QUESTION_PAGES: Readonly<Record<string, QuestionPageConfig>> = {
  '/steps/aspirational-vision/societal-challenge': {
    keys: ['societal_change_change', 'solution_solution'],
    requiredMessage: byName({
      societal_change_change: PP.SOCIETAL_CHANGE_REQUIRED,
      solution_solution: PP.SOLUTION_REQUIRED,
    }),
  },
  '/steps/aspirational-vision/societal-impact': { keys: ['community_impact_impact'] },
  // Mission and vision: the question's word limit (70) gives the counter and its rule.
  '/steps/aspirational-vision/mission-statement': { keys: ['mission_statement'] },
  '/steps/aspirational-vision/aspirational-vision': { keys: ['aspirational_vision_vision'] },
  '/steps/finalizing-budget/budget-justification': {
    keys: ['overhead_budget_justification'],
    collection: true,
    hint: PP.OVERHEAD_JUSTIFICATION_HINT,
    requiredMessage: (q) => justificationRequired(q.label),
  },
  // Module 11 narratives (spec file 3 §2, §5): one question each; the question's word limit gives
  // the counter "n/255 words" and its rule. Our Vision has no limit: required only, no counter.
  '/steps/finalize-your-case-for-support/letter-from-executive-director': {
    keys: ['finalize_case_for_support_executive_director_letter'],
  },
  '/steps/finalize-your-case-for-support/our-story': { keys: ['finalize_case_for_support_story'] },
  '/steps/finalize-your-case-for-support/our-vision': { keys: ['finalize_case_for_support_vision'] },
  '/steps/finalize-your-case-for-support/call-for-more': { keys: ['finalize_case_for_support_more'] },
  '/steps/finalize-your-case-for-support/annual-programs-summary': { keys: ['case_statement_summary'] },
  '/steps/finalize-your-case-for-support/join-us': { keys: ['case_statement_join_us_message'] },
  '/steps/finalize-your-case-for-support/impact-statement': { keys: ['finalize_case_for_support_impact'] },
};

/** The question of each view this page serves (the expense views are the budget pages'). */
export const BY_QUESTION_PAGES: Readonly<Partial<Record<ViewPath, string>>> = {
  '/steps/funding-annual/goals': 'finalizing_your_budget_goal',
  '/steps/funding-annual/strategy': 'finalizing_your_budget_goal_strategy',
  '/steps/funding-annual/societal-change': 'finalizing_your_budget_goal_societal_change',
  '/steps/funding-annual/solution': 'finalizing_your_budget_goal_solution',
  '/steps/funding-annual/impact': 'finalizing_your_budget_goal_impact',
  '/steps/funding-annual/beneficiaries': 'finalizing_your_budget_goal_beneficiaries',
  '/steps/funding-annual/benefits': 'finalizing_your_budget_goal_benefits',
  '/steps/core-program-evaluation/outcomes': 'measuring_impact_outcomes',
  '/steps/core-program-evaluation/outputs': 'measuring_impact_outputs',
};

/** Spec §9: a description has at most 85 words. */
export const DESCRIPTION_MAX_WORDS = 85;

/** A program or project as the page lists it. */
export interface Entry {
  id: string;
  name: string;
  description: string;
}

export interface ListConfig {
  /** The field the server names in its errors (`corePrograms[2].program_name`). */
  field: 'corePrograms' | 'projects';
  nameField: 'program_name' | 'project_name';
  descriptionField: 'program_description' | 'project_description';
  noun: 'Program' | 'Project';
  max: number;
  maxHint: string;
  lead: string;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  addLabel: string;
  deleteQuestion: string;
  empty: string;
  incomplete: string;
  deleteFailed: string;
  saveFailed: string;
}

export const PROGRAM_LIST: ListConfig = {
  field: 'corePrograms',
  nameField: 'program_name',
  descriptionField: 'program_description',
  noun: 'Program',
  max: 10,
  maxHint: PP.PROGRAMS_MAX_HINT,
  lead: PP.PROGRAMS_LEAD,
  namePlaceholder: PP.PROGRAM_NAME_PLACEHOLDER,
  descriptionPlaceholder: PP.PROGRAM_DESCRIPTION_PLACEHOLDER,
  addLabel: PP.ADD_PROGRAM,
  deleteQuestion: PP.DELETE_PROGRAM_QUESTION,
  empty: PP.PROGRAMS_EMPTY,
  incomplete: PP.PROGRAM_INCOMPLETE,
  deleteFailed: PP.DELETE_PROGRAM_FAILED,
  saveFailed: PP.SAVE_PROGRAMS_FAILED,
};

export const PROJECT_LIST: ListConfig = {
  field: 'projects',
  nameField: 'project_name',
  descriptionField: 'project_description',
  noun: 'Project',
  max: 4,
  maxHint: PP.PROJECTS_MAX_HINT,
  lead: PP.PROJECTS_LEAD,
  namePlaceholder: PP.PROJECT_NAME_PLACEHOLDER,
  descriptionPlaceholder: PP.PROJECT_DESCRIPTION_PLACEHOLDER,
  addLabel: PP.ADD_PROJECT,
  deleteQuestion: PP.DELETE_PROJECT_QUESTION,
  empty: PP.PROJECTS_EMPTY,
  incomplete: PP.PROJECT_INCOMPLETE,
  deleteFailed: PP.DELETE_PROJECT_FAILED,
  saveFailed: PP.SAVE_PROJECTS_FAILED,
};

