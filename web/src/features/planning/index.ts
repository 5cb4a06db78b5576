/**
 * The plan's pages of spec file 2 (modules 1–10 and the narratives of module 11), as the app's
 * page-kind table (src/app/screens.tsx) renders them.
 */
export { GettingStartedWelcomePage } from './pages/GettingStartedWelcomePage';
export { CoreProgramsPage, NewProjectsPage } from './pages/ListPage';
export { OverheadExpensesPage } from './pages/OverheadExpensesPage';
export { AnnualRevenuePage } from './pages/AnnualRevenuePage';
export { BudgetSummaryPage, FundraisingGoalsPage, NewProjectGoalsPage, TotalGoalSummaryPage } from './pages/SummaryPages';
export {
  EvaluationScreen,
  GuideScreen,
  ProgramScreen,
  ProjectScreen,
  QuestionsScreen,
  ViewScreen,
  type PlanScreenProps,
} from './pages/screens';
