/**
 * Events that tell the plan's navigation its structure or progress changed (spec §4: progress
 * lists refresh on updated programs, updated projects and skipped-module changes). A feature that
 * saves core programs or new projects calls {@link notifyPlanChanged}; the sidebar then reloads
 * the plan from the server (the new program and project pages, their statuses and percentages).
 */
export const PLAN_EVENTS = {
  programsUpdated: 'programs-updated',
  projectsUpdated: 'projects-updated',
  skippedModulesUpdated: 'skipped-modules-updated',
} as const;

export type PlanEvent = (typeof PLAN_EVENTS)[keyof typeof PLAN_EVENTS];

export function notifyPlanChanged(event: PlanEvent, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(event, { detail }));
}

/** Calls `listener` on any of the plan's events; returns the unsubscribe function. */
export function onPlanChanged(listener: (event: PlanEvent) => void): () => void {
  const handlers = Object.values(PLAN_EVENTS).map((name) => {
    const handler = () => listener(name);
    window.addEventListener(name, handler);
    return [name, handler] as const;
  });
  return () => handlers.forEach(([name, handler]) => window.removeEventListener(name, handler));
}
