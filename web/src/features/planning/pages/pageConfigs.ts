/**
 * What distinguishes the planning pages that share one component: the question pages (which
 * question keys, from the section catalogue, and which messages), the "by question" views (which
 * question) and the two list pages (programs, projects). The app's page-kind table picks the page
 * by its section's kind; the screens find their page here by section id.
 */
import { MODULES, type SectionId, type ViewPath } from '../../../generated/registry';
import type { Question } from '../../../lib/resources/questions';
import { viewPath } from '../../../lib/sections';
import { justificationRequired, PP } from '../../../config/planPageMessages';

export interface QuestionPageConfig {
  /** The question keys (or one collection key) of the page, in order: the catalogue's `questions`. */
  keys: readonly string[];
  /** Whether the key is a collection (its load failure is worded for several questions). */
  collection?: boolean;
  /** A hint above the questions. */
  hint?: string;
  /** The required message per question (default 'Answer is required!'). */
  requiredMessage?: (question: Question) => string | undefined;
}

const byName = (messages: Record<string, string>) => (q: Question) => messages[q.question_name];

/**
 * What a question page adds to its section's questions, by section id (spec §2 module 3, module 5
 * budget justification, module 11 narratives). Mission and vision (70 words) and the module 11
 * narratives (spec file 3 §2, §5) add nothing: one question each, whose word limit gives the
 * counter ("n/255 words") and its rule; Our Vision has no limit: required only, no counter.
 */
const QUESTION_PAGE_MESSAGES: Readonly<Partial<Record<SectionId, Omit<QuestionPageConfig, 'keys'>>>> = {
  'vision.challenge': {
    requiredMessage: byName({
      societal_change_change: PP.SOCIETAL_CHANGE_REQUIRED,
      solution_solution: PP.SOLUTION_REQUIRED,
    }),
  },
  'overhead.justification': {
    collection: true,
    hint: PP.OVERHEAD_JUSTIFICATION_HINT,
    requiredMessage: (q) => justificationRequired(q.label),
  },
};

/** The pages of kind 'questions', by section id: the catalogue's question keys, with their messages. */
export const QUESTION_PAGES: Readonly<Partial<Record<SectionId, QuestionPageConfig>>> = Object.fromEntries(
  MODULES.flatMap((m) => m.sections)
    .filter((s) => s.page === 'questions')
    .map((s) => [s.id, { keys: s.questions, ...QUESTION_PAGE_MESSAGES[s.id] }]),
);

/**
 * The views that ask one question of every core program (not sections: named by their module and
 * their slug in it, as the catalogue names them), with their question, in the order of their links.
 */
const VIEW_QUESTIONS = {
  programs: {
    goals: 'finalizing_your_budget_goal',
    strategy: 'finalizing_your_budget_goal_strategy',
    'societal-change': 'finalizing_your_budget_goal_societal_change',
    solution: 'finalizing_your_budget_goal_solution',
    impact: 'finalizing_your_budget_goal_impact',
    beneficiaries: 'finalizing_your_budget_goal_beneficiaries',
    benefits: 'finalizing_your_budget_goal_benefits',
  },
  evaluation: {
    outcomes: 'measuring_impact_outcomes',
    outputs: 'measuring_impact_outputs',
  },
} as const;

const viewsOf = (module: keyof typeof VIEW_QUESTIONS) =>
  Object.entries(VIEW_QUESTIONS[module]).map(([slug, key]) => [viewPath(module, slug), key] as const);

/** The question of each view this page serves (the expense views are the budget pages'). */
export const BY_QUESTION_PAGES: Readonly<Partial<Record<ViewPath, string>>> = Object.fromEntries([
  ...viewsOf('programs'),
  ...viewsOf('evaluation'),
]);

/** The views of a program's Goals & Rationale answers (module 4), in the tab's order. */
export const PROGRAM_GOAL_VIEWS: readonly ViewPath[] = viewsOf('programs').map(([path]) => path);
/** The views of a program's evaluation (module 8): outcomes, then outputs. */
export const EVALUATION_VIEWS: readonly ViewPath[] = viewsOf('evaluation').map(([path]) => path);

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

