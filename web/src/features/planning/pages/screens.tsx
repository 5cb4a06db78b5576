/**
 * The planning pages whose screen depends on the section as well as on the page kind, as the app's
 * page-kind table (src/app/screens.tsx) renders them: the static guide pages (./content) and the
 * question pages (./pageConfigs), by section id; the program, evaluation and project pages (the
 * slug after their prefix) and the "by question" views, by path. Each takes the page's section,
 * path and title; a section it has no page for gets the not-found page.
 */
import type { ComponentType } from 'react';
import type { SectionId, ViewPath } from '../../../generated/registry';
import { itemSlug, viewPath } from '../../../lib/sections';
import { content } from '../content';
import { ByQuestionView } from './ByQuestionView';
import { EvaluationPage } from './EvaluationPage';
import { CoreExpensesView, NewProjectExpensesView } from './ExpensesByOwnerView';
import { ExpensesTab } from './ExpensesTab';
import { ProgramPage } from './ProgramPage';
import { ProjectPage } from './ProjectPage';
import { BY_QUESTION_PAGES, QUESTION_PAGES } from './pageConfigs';
import { QuestionPage } from './QuestionPage';
import { NotFoundPage } from '../../../components/NotFoundPage';

/** What the app's page-kind table gives every screen. */
export interface PlanScreenProps {
  path: string;
  title: string;
  /** The section the page is, by its stable id; null for a "by question" view. */
  section: SectionId | null;
}

/** A static page of the plan (page kind 'guide'). */
export function GuideScreen({ section }: PlanScreenProps) {
  const Page = section ? content[section] : undefined;
  return Page ? <Page /> : <NotFoundPage />;
}

/** A page of questions (page kind 'questions'). */
export function QuestionsScreen({ section, path }: PlanScreenProps) {
  const config = section ? QUESTION_PAGES[section] : undefined;
  return config ? <QuestionPage key={path} config={config} path={path} /> : <NotFoundPage />;
}

/** A core program's page (page kind 'program'), with its Expenses tab. */
export const ProgramScreen = ({ path }: PlanScreenProps) => (
  <ProgramPage slug={itemSlug('programs.program', path)} ExpensesTab={ExpensesTab} />
);

/** A core program's evaluation (page kind 'program-evaluation'). */
export const EvaluationScreen = ({ path }: PlanScreenProps) => <EvaluationPage slug={itemSlug('evaluation.program', path)} />;

/** A new project's page (page kind 'project'), with its Expenses tab. */
export const ProjectScreen = ({ path }: PlanScreenProps) => (
  <ProjectPage slug={itemSlug('projects.project', path)} ExpensesTab={ExpensesTab} />
);

/** The two expense views are the budget pages'; every other view asks one question of every program. */
const expenseViews: Readonly<Partial<Record<string, ComponentType>>> = {
  [viewPath('programs', 'core-expenses')]: CoreExpensesView,
  [viewPath('projects', 'new-project-expenses')]: NewProjectExpensesView,
} satisfies Partial<Record<ViewPath, ComponentType>>;
const byQuestion: Readonly<Partial<Record<string, string>>> = BY_QUESTION_PAGES;

/** A "by question" view of a module (not a section: no page kind in the catalogue). */
export function ViewScreen({ path }: PlanScreenProps) {
  const Expenses = expenseViews[path];
  if (Expenses) return <Expenses key={path} />;
  const key = byQuestion[path];
  if (key) return <ByQuestionView questionKey={key} />;
  return <NotFoundPage />;
}
