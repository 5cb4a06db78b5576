/**
 * The static pages of the plan (page kind 'guide'), by section id. The keys are typed by the
 * generated section catalogue (src/generated/registry.ts, from shared/domain), so a page keyed by
 * an id that is no section of the plan does not compile. Each component takes no props and renders
 * only the page body; the step shell around it supplies the title, sidebar and Next button. The
 * getting-started welcome page lives in ../pages.
 */
import type { ComponentType } from 'react';
import type { SectionId } from '../../../generated/registry';
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

export const content: Readonly<Partial<Record<SectionId, ComponentType>>> = {
  'start.team': TeamMemberPage,
  'start.resources': FundraisingResourcesOverviewPage,
  'start.case': CaseForSupportPage,
  'start.stewardship': StewardshipStructurePage,
  'strategy.overview': StrategicPlanningOverviewPage,
  'vision.overview': AspirationalVisionOverviewPage,
  'programs.overview': FundingAnnualOverviewPage,
  'overhead.overview': FinalizingBudgetOverviewPage,
  'evaluation.overview': CoreProgramEvaluationOverviewPage,
  'projects.overview': FundingNewProjectsOverviewPage,
  'case.overview': CaseForSupportOverviewPage,
  'pyramid.overview': GiftPyramidOverviewPage,
  'stewardship.overview': StewardshipOverviewPage,
  'operations.overview': FundraisingOperationsOverviewPage,
};
