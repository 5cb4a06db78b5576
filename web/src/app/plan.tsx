/**
 * The plan's pages (spec §2 step routes): the navigation feature's step container, with the team
 * feature's assignees and the conversations feature's comments in it, around the page of each path (./pageKinds, ./screens: one table of page kinds).
 */
import { paths } from '../config/paths';
import { StepLayout, StepSlotsContext, useStepContext, type StepSlots } from '../features/navigation';
import { NotFoundPage } from '../features/shell';
import { BY_QUESTION_VIEWS } from '../generated/registry';
import { AssigneeAvatars, AssigneesButton } from '../features/team';
import { ConversationsButton, OpenThreadsBadge } from '../features/conversations';
import type { ComponentType } from 'react';
import { pageOf, type PageProps, type ScreenProps } from './pageKinds';
import { screens } from './screens';

const slots: StepSlots = { AssigneesButton, AssigneeAvatars, ConversationsButton, OpenThreadsBadge };

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
  return <PlanScreen path={path} title={route?.name ?? views[path] ?? ''} nav={nav} />;
}

/** The page of the plan at `path`: its kind's screen (./screens), or the not-found page for a path that is no page of the plan. */
export function PlanScreen(props: PageProps) {
  const page = pageOf(props.path);
  if (!page) return <NotFoundPage />;
  const Screen: ComponentType<ScreenProps> = screens[page.kind];
  return <Screen {...props} section={page.section} />;
}

/**
 * Versions of the plan (/versions, issue 19 §1), served from the plan's chunk: the public pages'
 * entry lists every lazy chunk, and its budget has no room for one more.
 */
export { VersionsPage } from '../features/versions';
export { ActivityPage } from '../features/activity';
