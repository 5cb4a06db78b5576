/**
 * The one table of the plan's screens: the screen of each page kind (./pageKinds), whichever
 * feature it comes from. The app renders every page of the plan through it (./plan.tsx), so no
 * feature routes another feature's pages.
 */
import type { ComponentType } from 'react';
import {
  CertificatePage,
  DevelopmentDocumentsPage,
  DonorRecognitionPage,
  PoliciesProceduresPage,
  ProspectRatioPage,
  SuccessStoriesPage,
  TalkingPointsPage,
  WaysToGivePage,
} from '../features/closing';
import {
  AnnualRevenuePage,
  BudgetSummaryPage,
  CoreProgramsPage,
  EvaluationScreen,
  FundraisingGoalsPage,
  GettingStartedWelcomePage,
  GuideScreen,
  NewProjectGoalsPage,
  NewProjectsPage,
  OverheadExpensesPage,
  ProgramScreen,
  ProjectScreen,
  QuestionsScreen,
  TotalGoalSummaryPage,
  ViewScreen,
} from '../features/planning';
import { CaseDocumentScreen } from './caseDocument';
import type { ScreenKind, ScreenProps } from './pageKinds';

/** The screen of each kind. */
export const screens: Readonly<Record<ScreenKind, ComponentType<ScreenProps>>> = {
  // Modules 1–10 (spec file 2): features/planning.
  welcome: GettingStartedWelcomePage,
  guide: GuideScreen,
  questions: QuestionsScreen,
  'program-list': CoreProgramsPage,
  'project-list': NewProjectsPage,
  program: ProgramScreen,
  'program-evaluation': EvaluationScreen,
  project: ProjectScreen,
  'overhead-expenses': OverheadExpensesPage,
  'annual-revenue': AnnualRevenuePage,
  'budget-summary': BudgetSummaryPage,
  'annual-goals': FundraisingGoalsPage,
  'project-goals': NewProjectGoalsPage,
  'total-goal': TotalGoalSummaryPage,
  view: ViewScreen,
  // Modules 11–15 (spec file 3): features/closing and features/casedoc.
  'ways-to-give': WaysToGivePage,
  'success-stories': SuccessStoriesPage,
  'talking-points': TalkingPointsPage,
  'case-document': CaseDocumentScreen,
  'gift-pyramid': ProspectRatioPage,
  'donor-recognition': DonorRecognitionPage,
  'policies-manual': PoliciesProceduresPage,
  'development-documents': DevelopmentDocumentsPage,
  certificate: CertificatePage,
};
