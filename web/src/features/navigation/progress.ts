/**
 * The navigation state as the sidebar reads it, and the local changes applied on top of the
 * server's answer while they are on their way (optimistic updates). The percentages follow the
 * server's rule (shared/domain/src/sections.rs `progress`): completed sections over sections,
 * rounded; a skipped module shows 0 and is left out of the overall figure. The server's answer
 * always replaces this local estimate when it arrives.
 */
import type { ModuleProgress, NavStatusResponse } from '../../lib/resources/navigation';

/** -1 not started (locked), 0 open (current), 1 completed. */
export type RouteStatus = -1 | 0 | 1;
import { isModuleSkipped, normalisePath } from './registry';

export type StatusChanges = Record<string, RouteStatus>;

/** Completed over total, as a rounded percent (0 for an empty list). */
export function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function statusOf(nav: NavStatusResponse | undefined, path: string): RouteStatus {
  const value = nav?.steps_nav_status[path];
  return value === 1 ? 1 : value === 0 ? 0 : -1;
}

/** Recomputes every module's sections, percent and skipped flag, and the overall figure. */
export function recompute(nav: NavStatusResponse): NavStatusResponse {
  let doneAll = 0;
  let totalAll = 0;
  const module_progress: Record<string, ModuleProgress> = { ...nav.module_progress };
  for (const module of nav.modules) {
    const skipped = isModuleSkipped(module, nav.skipped_routes);
    const sections: Record<string, number> = {};
    let done = 0;
    for (const s of module.sections) {
      const complete = nav.steps_nav_status[s.path] === 1;
      sections[s.path] = complete ? 1 : 0;
      if (complete) done += 1;
    }
    if (!skipped) {
      doneAll += done;
      totalAll += module.sections.length;
    }
    const before = nav.module_progress[module.slug];
    module_progress[module.slug] = {
      number: module.number,
      completion_email_sent: before?.completion_email_sent ?? false,
      last_interaction_time: before?.last_interaction_time ?? null,
      sections,
      percent: skipped ? 0 : percent(done, module.sections.length),
      skipped,
    };
  }
  return { ...nav, module_progress, overall_progress: percent(doneAll, totalAll) };
}

/**
 * Applies route status changes. A status never goes down (unlocking sets 0, completing sets 1,
 * setting the present value changes nothing), as on the server.
 */
export function applyStatusChanges(nav: NavStatusResponse, changes: StatusChanges): NavStatusResponse {
  const steps_nav_status = { ...nav.steps_nav_status };
  let changed = false;
  for (const [path, value] of Object.entries(changes)) {
    const current = steps_nav_status[path];
    if (current === undefined || value > current) {
      steps_nav_status[path] = value;
      changed = true;
    }
  }
  return changed ? recompute({ ...nav, steps_nav_status }) : nav;
}

/** Replaces the list of skipped modules. */
export function applySkipped(nav: NavStatusResponse, skipped: readonly string[]): NavStatusResponse {
  return recompute({ ...nav, skipped_routes: skipped.map(normalisePath) });
}

/**
 * What Next records (spec §4): the page is completed, and the next page is opened when it has no
 * status yet.
 */
export function nextChanges(nav: NavStatusResponse | undefined, path: string, next: string | null): StatusChanges {
  const changes: StatusChanges = { [path]: 1 };
  if (next && statusOf(nav, next) < 0) changes[next] = 0;
  return changes;
}

/** The ring scale of spec §2: a circle of radius 45 has a circumference of 283. */
export const RING_SCALE = 283;

/** The dash offset that leaves `percent` of a progress ring drawn. */
export function ringOffset(percent: number): number {
  const p = Math.max(0, Math.min(100, percent));
  return Math.round(RING_SCALE - (RING_SCALE * p) / 100);
}
