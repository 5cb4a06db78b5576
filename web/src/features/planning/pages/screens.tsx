/**
 * The planning pages whose screen depends on the path as well as on the page kind, as the app's
 * page-kind table (src/app/screens.tsx) renders them: the static guide pages (./content), the
 * question pages (./pageConfigs), the program, evaluation and project pages (the slug after their
 * prefix) and the "by question" views. Each takes the page's path and title; a path it has no page
 * for gets the note that the section opens when it is built.
 */
import type { ComponentType } from 'react';
import type { ViewPath } from '../../../generated/registry';
import { contentByPath } from '../content';
import { ByQuestionView } from './ByQuestionView';
import { EVALUATION_PAGE_PREFIX, EvaluationPage } from './EvaluationPage';
import { CoreExpensesView, NewProjectExpensesView } from './ExpensesByOwnerView';
import { ExpensesTab } from './ExpensesTab';
import { PROGRAM_PAGE_PREFIX, ProgramPage } from './ProgramPage';
import { PROJECT_PAGE_PREFIX, ProjectPage } from './ProjectPage';
import { BY_QUESTION_PAGES, QUESTION_PAGES } from './pageConfigs';
import { QuestionPage } from './QuestionPage';
import { SectionComingSoon } from './SectionComingSoon';

/** What the app's page-kind table gives every screen. */
export interface PlanScreenProps {
  path: string;
  title: string;
}

/** A static page of the plan (page kind 'guide'). */
export function GuideScreen({ path, title }: PlanScreenProps) {
  const Page = contentByPath[path];
  return Page ? <Page /> : <SectionComingSoon title={title} path={path} />;
}

/** A page of questions (page kind 'questions'). */
export function QuestionsScreen({ path, title }: PlanScreenProps) {
  const config = QUESTION_PAGES[path];
  return config ? <QuestionPage key={path} config={config} path={path} /> : <SectionComingSoon title={title} path={path} />;
}

/** A core program's page (page kind 'program'), with its Expenses tab. */
export const ProgramScreen = ({ path }: PlanScreenProps) => (
  <ProgramPage slug={path.slice(PROGRAM_PAGE_PREFIX.length)} ExpensesTab={ExpensesTab} />
);

/** A core program's evaluation (page kind 'program-evaluation'). */
export const EvaluationScreen = ({ path }: PlanScreenProps) => <EvaluationPage slug={path.slice(EVALUATION_PAGE_PREFIX.length)} />;

/** A new project's page (page kind 'project'), with its Expenses tab. */
export const ProjectScreen = ({ path }: PlanScreenProps) => (
  <ProjectPage slug={path.slice(PROJECT_PAGE_PREFIX.length)} ExpensesTab={ExpensesTab} />
);

/** The two expense views are the budget pages'; every other view asks one question of every program. */
const expenseViews: Readonly<Partial<Record<string, ComponentType>>> = {
  '/steps/funding-annual/core-expenses': CoreExpensesView,
  '/steps/funding-new-projects/new-project-expenses': NewProjectExpensesView,
} satisfies Partial<Record<ViewPath, ComponentType>>;
const byQuestion: Readonly<Partial<Record<string, string>>> = BY_QUESTION_PAGES;

/** A "by question" view of a module (not a section: no page kind in the catalogue). */
export function ViewScreen({ path, title }: PlanScreenProps) {
  const Expenses = expenseViews[path];
  if (Expenses) return <Expenses key={path} />;
  const key = byQuestion[path];
  if (key) return <ByQuestionView questionKey={key} />;
  return <SectionComingSoon title={title} path={path} />;
}
