/**
 * The static pages of the plan, by section path. The keys are typed by the generated registry
 * (src/generated/registry.ts, from shared/domain/src/sections.rs), so a page keyed by a path that
 * is no section of the plan does not compile. Each component takes no props and renders only the
 * page body; the step shell around it supplies the title, sidebar and Next button. The
 * getting-started welcome page lives in ../pages.
 */
import type { ComponentType } from 'react';
import type { FixedSectionPath } from '../../../generated/registry';
import { AspirationalVisionOverviewPage } from './AspirationalVisionOverviewPage';
import { CaseForSupportOverviewPage } from './CaseForSupportOverviewPage';
import { CaseForSupportPage } from './CaseForSupportPage';
import { CoreProgramEvaluationOverviewPage } from './CoreProgramEvaluationOverviewPage';
import { FinalizingBudgetOverviewPage } from './FinalizingBudgetOverviewPage';
import { FundingAnnualOverviewPage } from './FundingAnnualOverviewPage';
import { FundingNewProjectsOverviewPage } from './FundingNewProjectsOverviewPage';
import { FundraisingOperationsOverviewPage } from './FundraisingOperationsOverviewPage';
import { FundraisingResourcesOverviewPage } from './FundraisingResourcesOverviewPage';
import { GiftPyramidOverviewPage } from './GiftPyramidOverviewPage';
import { StewardshipOverviewPage } from './StewardshipOverviewPage';
import { StewardshipStructurePage } from './StewardshipStructurePage';
import { StrategicPlanningOverviewPage } from './StrategicPlanningOverviewPage';
import { TeamMemberPage } from './TeamMemberPage';

export const content: Readonly<Partial<Record<FixedSectionPath, ComponentType>>> = {
  '/steps/getting-started/teammember': TeamMemberPage,
  '/steps/getting-started/fundraising-resources-overview': FundraisingResourcesOverviewPage,
  '/steps/getting-started/case-for-support': CaseForSupportPage,
  '/steps/getting-started/stewardship-structure': StewardshipStructurePage,
  '/steps/strategic-planning/overview': StrategicPlanningOverviewPage,
  '/steps/aspirational-vision/overview': AspirationalVisionOverviewPage,
  '/steps/funding-annual/overview': FundingAnnualOverviewPage,
  '/steps/finalizing-budget/overview': FinalizingBudgetOverviewPage,
  '/steps/core-program-evaluation/overview': CoreProgramEvaluationOverviewPage,
  '/steps/funding-new-projects/overview': FundingNewProjectsOverviewPage,
  '/steps/finalize-your-case-for-support/overview': CaseForSupportOverviewPage,
  '/steps/gift-pyramid/overview': GiftPyramidOverviewPage,
  '/steps/stewardship/overview': StewardshipOverviewPage,
  '/steps/fundraising-operations/overview': FundraisingOperationsOverviewPage,
};

/** The same pages, to look up by any path (a path without a static page gives undefined). */
export const contentByPath: Readonly<Partial<Record<string, ComponentType>>> = content;
