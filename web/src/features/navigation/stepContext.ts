/** What the plan's layout hands to the page in its outlet. */
import { useOutletContext } from 'react-router';
import type { NavModule, NavStatusResponse } from '../../lib/resources/navigation';
import type { PlanRoute } from './registry';

export interface StepContext {
  /** The path on screen. */
  path: string;
  /** The section on screen; null for a view of a module that is not one of its sections. */
  route: PlanRoute | null;
  module: NavModule;
  nav: NavStatusResponse;
}

export function useStepContext(): StepContext {
  return useOutletContext<StepContext>();
}
