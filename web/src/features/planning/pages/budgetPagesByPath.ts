/** The budget pages of the plan, by path (PlanPageBody looks pages up here). */
import type { ComponentType } from 'react';
import { AnnualRevenuePage } from './AnnualRevenuePage';
import { CoreExpensesView, NewProjectExpensesView } from './ExpensesByOwnerView';
import { OverheadExpensesPage } from './OverheadExpensesPage';
import { BudgetSummaryPage, FundraisingGoalsPage, NewProjectGoalsPage, TotalGoalSummaryPage } from './SummaryPages';

export const budgetPageByPath: Readonly<Record<string, ComponentType>> = {
  '/steps/finalizing-budget/overhead-expenses': OverheadExpensesPage,
  '/steps/annual-revenue/annual-revenue': AnnualRevenuePage,
  '/steps/annual-operating-budget/summary': BudgetSummaryPage,
  '/steps/annual-operating-budget/fundraising-goals': FundraisingGoalsPage,
  '/steps/funding-new-projects/new-project-fundraising-goals': NewProjectGoalsPage,
  '/steps/total-fundraising-goal/summary': TotalGoalSummaryPage,
  '/steps/funding-annual/core-expenses': CoreExpensesView,
  '/steps/funding-new-projects/new-project-expenses': NewProjectExpensesView,
};
