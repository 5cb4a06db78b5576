/**
 * The plan's pages (spec §2 step routes): the navigation feature's step container, with the team
 * feature's assignees in it, around the planning feature's pages.
 */
import { Suspense } from 'react';
import { PageLoader } from '../components/Spinner';
import { paths } from '../config/paths';
import { StepLayout, StepSlotsContext, useStepContext, type StepSlots } from '../features/navigation';
import { GettingStartedWelcomePage, PlanPageBody } from '../features/planning';
import { NotFoundPage } from '../features/shell';
import { BY_QUESTION_VIEWS } from '../generated/registry';
import { AssigneeAvatars, AssigneesButton } from '../features/team';
import { named } from './lazyPage';

const slots: StepSlots = { AssigneesButton, AssigneeAvatars };
/** Module 11's case for support document (issue 9): its editor loads with its first visit. */
const CASE_DOCUMENT_PATH = '/case-statement-document';
const caseDocument = named(() => import('../features/casedoc'), 'CaseDocumentPage');

/** The "by question" views (generated from shared/domain), looked up by any path. */
const views: Readonly<Partial<Record<string, string>>> = BY_QUESTION_VIEWS;

export function PlanLayout() {
  return (
    <StepSlotsContext value={slots}>
      <StepLayout views={views} finishTo={paths.fundraisingCollateral} notFound={<NotFoundPage />} />
    </StepSlotsContext>
  );
}

export function PlanPage() {
  const { path, route, nav } = useStepContext();
  if (path === paths.welcome) return <GettingStartedWelcomePage nav={nav} />;
  if (path === CASE_DOCUMENT_PATH) return <Suspense fallback={<PageLoader />}>{caseDocument}</Suspense>;
  return <PlanPageBody path={path} title={route?.name ?? views[path] ?? ''} />;
}
