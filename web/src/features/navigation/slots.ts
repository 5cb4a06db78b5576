/**
 * Components other features provide to the plan's pages (the team feature's assignees, the
 * conversations feature's comments), handed
 * in by the app so that this feature imports no other feature.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface StepSlots {
  /** The owner's Assignees button of a module or section. */
  AssigneesButton?: ComponentType<{ routePath: string; moduleName: string; sectionName?: string }>;
  /** The faces of the members assigned to a module or section, and its due date until `done`. */
  AssigneeAvatars?: ComponentType<{ routePath: string; done?: boolean }>;
  /** The Comments button of a section's page (its conversations). */
  ConversationsButton?: ComponentType<{ routePath: string; sectionName: string }>;
  /** The number of open conversations of a section, in the sidebar. */
  OpenThreadsBadge?: ComponentType<{ routePath: string }>;
}

export const StepSlotsContext = createContext<StepSlots>({});

export function useStepSlots(): StepSlots {
  return useContext(StepSlotsContext);
}
