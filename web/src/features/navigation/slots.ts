/**
 * Components another feature provides to the plan's pages (the team feature's assignees), handed
 * in by the app so that this feature imports no other feature.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface StepSlots {
  /** The owner's Assignees button of a module or section. */
  AssigneesButton?: ComponentType<{ routePath: string; moduleName: string; sectionName?: string }>;
  /** The faces of the members assigned to a module or section, and its due date until `done`. */
  AssigneeAvatars?: ComponentType<{ routePath: string; done?: boolean }>;
}

export const StepSlotsContext = createContext<StepSlots>({});

export function useStepSlots(): StepSlots {
  return useContext(StepSlotsContext);
}
