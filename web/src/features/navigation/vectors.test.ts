import { describe, expect, it } from 'vitest';
import type { NavStatusResponse } from '../../lib/resources/navigation';
import { readVectors } from '../../test/vectors';
import { percent, recompute } from './progress';
import { isLastOfModule, isSkipped, nextRoute, planModules, planRoutes, slugify } from './registry';

interface Cases<T> {
  cases: T[];
}

describe('the shared test vectors (shared/vectors), as the server runs them', () => {
  it('slugs', () => {
    const { cases } = readVectors<Cases<{ name: string; slug: string }>>('slug.json');
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) expect(slugify(c.name), c.name).toBe(c.slug);
  });

  it('the skip rule', () => {
    const { cases } = readVectors<Cases<{ path: string; skipped: string[]; is_skipped: boolean }>>('skip.json');
    expect(cases.some((c) => c.is_skipped) && cases.some((c) => !c.is_skipped)).toBe(true);
    for (const c of cases) expect(isSkipped(c.path, c.skipped), `${c.path} with ${c.skipped.join(', ')}`).toBe(c.is_skipped);
  });

  it('the Next order', () => {
    type NextCase = { programs: string[]; projects: string[]; skipped: string[]; from: string; next: string | null; next_module: boolean };
    const { cases } = readVectors<Cases<NextCase>>('next.json');
    expect(cases.some((c) => c.next === null)).toBe(true);
    for (const c of cases) {
      const routes = planRoutes(planModules(c.programs, c.projects));
      expect(nextRoute(routes, c.from, c.skipped)?.path ?? null, `Next from ${c.from}`).toBe(c.next);
      expect(isLastOfModule(routes, c.from, c.skipped), `Next Module on ${c.from}`).toBe(c.next_module);
    }
  });

  it('progress', () => {
    interface PlanCase {
      about: string;
      programs: string[];
      projects: string[];
      completed: string[];
      skipped: string[];
      modules: Record<string, number>;
      overall: number;
    }
    const file = readVectors<{ percent: { done: number; total: number; percent: number }[]; plans: PlanCase[] }>('progress.json');
    for (const c of file.percent) expect(percent(c.done, c.total), `${c.done} of ${c.total}`).toBe(c.percent);
    expect(planRoutes(planModules([], []))).toHaveLength(44);
    for (const c of file.plans) {
      const nav: NavStatusResponse = {
        steps_nav_status: Object.fromEntries(c.completed.map((p) => [p, 1])),
        module_progress: {},
        overall_progress: -1,
        skipped_routes: c.skipped,
        assignees: {},
        due_dates: {},
        modules: planModules(c.programs, c.projects),
      };
      const got = recompute(nav);
      expect(Object.keys(c.modules).length, c.about).toBeGreaterThan(0);
      for (const [slug, expected] of Object.entries(c.modules)) {
        expect(got.module_progress[slug]?.percent, `${c.about}: module ${slug}`).toBe(expected);
      }
      expect(got.overall_progress, `${c.about}: overall`).toBe(c.overall);
    }
  });
});
