/** Rendering a page of the plan for the planning pages' tests, and pressing Next on it. */
import { act } from '@testing-library/react';
import { PlanScreen } from '../app/plan';
import { requestStepValidation, type StepVerdict } from '../lib/stepValidation';
import { navFixture } from './navFixture';
import { owner, renderRoute, signIn } from './utils';

/** Signs in an owner of organization `o1` (or none) and renders the page of `path` as the plan does (app/plan.tsx). */
export function renderPlanPage(path: string, { organization = 'o1' as string | null } = {}) {
  signIn(owner({ organization_id: organization as string }));
  return renderRoute(<PlanScreen path={path} title="" nav={navFixture()} />, { path: '/steps/*', initial: path });
}

/** Next: asks the page on screen, as the step container does; resolves to its verdict. */
export async function pressNext(path = '/steps/x/y'): Promise<StepVerdict> {
  let verdict: StepVerdict = 'valid';
  await act(async () => {
    verdict = await requestStepValidation(path);
  });
  return verdict;
}
