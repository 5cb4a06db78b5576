/**
 * The plan's pages (spec §2 step routes): the navigation feature's step container, with the team
 * feature's assignees in it, around the planning feature's pages.
 */
import { paths } from '../config/paths';
import { StepLayout, StepSlotsContext, useStepContext, type StepSlots } from '../features/navigation';
import { GettingStartedWelcomePage, PlanPageBody } from '../features/planning';
import { NotFoundPage } from '../features/shell';
import { BY_QUESTION_VIEWS } from '../generated/registry';
import { AssigneeAvatars, AssigneesButton } from '../features/team';

const slots: StepSlots = { AssigneesButton, AssigneeAvatars };
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
  return <PlanPageBody path={path} title={route?.name ?? views[path] ?? ''} />;
}
