/**
 * Reading the plan's structure. The organization's modules and sections come from the server's
 * section registry (GET /steps-nav-status `modules`, built from shared/domain/src/sections.rs,
 * with its core programs and new projects). The static part of that registry (the modules, their
 * fixed pages, the skip constants) is generated into src/generated/registry.ts; nothing in the SPA
 * writes it by hand. These functions walk the list: the Next order, the module of a path, the skip
 * rule of spec §4 and where an unknown program or project page goes.
 */
import { MODULES as REGISTRY, NEVER_SKIPPED } from '../../generated/registry';
import type { NavModule, NavSection } from '../../lib/resources/navigation';
import { slugify } from '../../lib/slug';

export { AFTER_SKIP, NEVER_SKIPPED, SKIPPABLE_MODULE } from '../../generated/registry';
/** The slug rule lives in src/lib (the planning pages find their program by it too). */
export { slugify };

/**
 * The plan's modules for an organization with these core programs and new projects (names, in
 * their order), as the server lists them: the generated registry with one page per program
 * ("<n>. <name>", at the program's slug) and per project. (Mirror of the server's `routes`.)
 */
export function planModules(programs: readonly string[], projects: readonly string[]): NavModule[] {
  return REGISTRY.map((m) => ({
    number: m.number,
    slug: m.slug,
    name: m.name,
    path: m.path,
    sections: m.sections.flatMap((s): NavSection[] => {
      if (s.kind === 'page') return [{ path: s.path, name: s.name }];
      const items = s.kind === 'programs' ? programs : projects;
      return items.map((name, i) => ({ path: `${s.prefix}${slugify(name)}`, name: `${i + 1}. ${name}` }));
    }),
  }));
}

/** One page of the plan in Next order, with its module. */
export interface PlanRoute extends NavSection {
  module: NavModule;
  /** Position of the page in its module (0-based). */
  indexInModule: number;
}

/** Every page of the plan in Next order. */
export function planRoutes(modules: readonly NavModule[]): PlanRoute[] {
  return modules.flatMap((module) => module.sections.map((s, indexInModule) => ({ ...s, module, indexInModule })));
}

/** Strips a trailing slash (but not the root's). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Spec §4: a route is skipped if it is in the list, or its first three path segments equal a
 * listed entry, except the module 9 overview, which is never skipped. (Mirror of the server's
 * `is_skipped`.)
 */
export function isSkipped(path: string, skipped: readonly string[]): boolean {
  const p = normalisePath(path);
  if (p === NEVER_SKIPPED) return false;
  const head = p.split('/').slice(0, 3).join('/');
  return skipped.some((s) => {
    const entry = normalisePath(s);
    return entry === p || entry === head;
  });
}

/** Whether a whole module is skipped (its pages other than the module 9 overview are). */
export function isModuleSkipped(module: NavModule, skipped: readonly string[]): boolean {
  return skipped.some((s) => normalisePath(s) === module.path);
}

/**
 * The page Next leads to: the next page in the registry's order that is not skipped (so the
 * module 9 overview of a skipped module leads to the 3-year goal summary). Null on the last page.
 */
export function nextRoute(routes: readonly PlanRoute[], path: string, skipped: readonly string[] = []): PlanRoute | null {
  const i = routes.findIndex((r) => r.path === normalisePath(path));
  if (i < 0) return null;
  return routes.slice(i + 1).find((r) => !isSkipped(r.path, skipped)) ?? null;
}

/** The page before, skipping skipped pages the same way. */
export function previousRoute(routes: readonly PlanRoute[], path: string, skipped: readonly string[] = []): PlanRoute | null {
  const i = routes.findIndex((r) => r.path === normalisePath(path));
  if (i <= 0) return null;
  return (
    routes
      .slice(0, i)
      .reverse()
      .find((r) => !isSkipped(r.path, skipped)) ?? null
  );
}

/** Whether Next on `path` leaves its module ("Next Module"). False on the plan's last page. */
export function isLastOfModule(routes: readonly PlanRoute[], path: string, skipped: readonly string[] = []): boolean {
  const current = routes.find((r) => r.path === normalisePath(path));
  const next = nextRoute(routes, path, skipped);
  return !!current && !!next && next.module.number !== current.module.number;
}

/** The module whose pages live under its own path, or that lists `path` as its page (outside the plan's routes). */
export function moduleOfPath(modules: readonly NavModule[], path: string): NavModule | null {
  const p = normalisePath(path);
  return (
    modules.find((m) => p === m.path || p.startsWith(`${m.path}/`)) ??
    modules.find((m) => m.sections.some((s) => s.path === p)) ??
    null
  );
}

/** What the SPA shows for a path inside the plan. */
export type StepResolution =
  | { kind: 'section'; route: PlanRoute }
  /** A module's own path alone: its first page. Unknown program or project slugs (spec §2). */
  | { kind: 'redirect'; to: string }
  /** A page of a known module that is not one of its sections (the "by question" views). */
  | { kind: 'view'; module: NavModule }
  | { kind: 'unknown' };

/**
 * Resolves a path against the registry. A program or project page whose slug matches no section
 * goes to the module's list of programs (or projects), or its overview when it has none: spec §2
 * names funding-annual/core-programs and core-program-evaluation/overview.
 */
export function resolveStep(modules: readonly NavModule[], path: string): StepResolution {
  const p = normalisePath(path);
  const routes = planRoutes(modules);
  const route = routes.find((r) => r.path === p);
  if (route) return { kind: 'section', route };
  const module = moduleOfPath(modules, p);
  if (!module) return { kind: 'unknown' };
  if (p === module.path) {
    const first = module.sections[0];
    return first ? { kind: 'redirect', to: first.path } : { kind: 'unknown' };
  }
  const rest = p.slice(module.path.length + 1).split('/');
  if ((rest[0] === 'program' || rest[0] === 'project') && rest.length === 2) {
    return { kind: 'redirect', to: listPageOf(module, rest[0]) };
  }
  return { kind: 'view', module };
}

/** The page before the first program (or project) page of a module, else the module's first page. */
function listPageOf(module: NavModule, kind: 'program' | 'project'): string {
  const paths = module.sections.map((s) => s.path);
  const firstItem = paths.findIndex((s) => s.startsWith(`${module.path}/${kind}/`));
  if (firstItem > 0) return paths[firstItem - 1];
  // No program or project yet: the fixed page the items would follow.
  const list = paths.find((s) => s.endsWith(kind === 'program' ? '/core-programs' : '/new-projects'));
  return list ?? paths[0] ?? module.path;
}
