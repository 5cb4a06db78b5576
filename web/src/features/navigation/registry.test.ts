import { describe, expect, it } from 'vitest';
import { MODULES } from '../../test/navFixture';
import { isLastOfModule, isModuleSkipped, isSkipped, nextRoute, planRoutes, previousRoute, resolveStep, slugify } from './registry';

const routes = planRoutes(MODULES);
const next = (path: string, skipped: string[] = []) => nextRoute(routes, path, skipped)?.path ?? null;
const NINE = ['/steps/funding-new-projects'];

describe('Next order from the server registry (spec §4)', () => {
  it('goes to the next page of the module, then to the first page of the next module', () => {
    expect(next('/steps/getting-started/welcome')).toBe('/steps/getting-started/teammember');
    expect(next('/steps/getting-started/teammember')).toBe('/steps/aspirational-vision/overview');
  });

  it('after module 3 goes to the funding-annual overview', () => {
    expect(next('/steps/aspirational-vision/aspirational-vision')).toBe('/steps/funding-annual/overview');
  });

  it('walks the core programs, then leaves module 4 for the finalizing-budget overview', () => {
    expect(next('/steps/funding-annual/core-programs')).toBe('/steps/funding-annual/program/tutoring');
    expect(next('/steps/funding-annual/program/tutoring')).toBe('/steps/funding-annual/program/food-bank');
    expect(next('/steps/funding-annual/program/food-bank')).toBe('/steps/finalizing-budget/overview');
  });

  it('after the last program of module 8 goes to the module 9 overview, even when module 9 is skipped', () => {
    expect(next('/steps/core-program-evaluation/program/tutoring')).toBe('/steps/funding-new-projects/overview');
    expect(next('/steps/core-program-evaluation/program/tutoring', NINE)).toBe('/steps/funding-new-projects/overview');
  });

  it('in module 9 goes from new-projects to the projects, then to the goals', () => {
    expect(next('/steps/funding-new-projects/new-projects')).toBe('/steps/funding-new-projects/project/new-building');
    expect(next('/steps/funding-new-projects/project/new-building')).toBe(
      '/steps/funding-new-projects/new-project-fundraising-goals',
    );
  });

  it('from the overview of a skipped module 9 goes straight to the 3-year goal summary', () => {
    expect(next('/steps/funding-new-projects/overview', NINE)).toBe('/steps/total-fundraising-goal/summary');
    expect(previousRoute(routes, '/steps/total-fundraising-goal/summary', NINE)?.path).toBe(
      '/steps/funding-new-projects/overview',
    );
  });

  it('leads to the case-statement document page outside /steps, and ends on the last page', () => {
    expect(next('/steps/finalize-your-case-for-support/success-story-highlights')).toBe('/case-statement-document');
    expect(next('/steps/gift-pyramid/overview')).toBeNull();
  });

  it('reads "Next Module" only on the last page of a module', () => {
    expect(isLastOfModule(routes, '/steps/getting-started/welcome')).toBe(false);
    expect(isLastOfModule(routes, '/steps/getting-started/teammember')).toBe(true);
    expect(isLastOfModule(routes, '/steps/funding-annual/program/food-bank')).toBe(true);
    expect(isLastOfModule(routes, '/steps/funding-new-projects/overview', NINE)).toBe(true);
    expect(isLastOfModule(routes, '/steps/gift-pyramid/overview')).toBe(false);
  });
});

describe('skip rule (spec §4)', () => {
  it('skips a listed route and every route whose first three segments are listed, never the module 9 overview', () => {
    expect(isSkipped('/steps/funding-new-projects/new-projects', NINE)).toBe(true);
    expect(isSkipped('/steps/funding-new-projects/project/x', NINE)).toBe(true);
    expect(isSkipped('/steps/funding-new-projects/overview', NINE)).toBe(false);
    expect(isSkipped('/steps/funding-new-projectsx/a', NINE)).toBe(false);
    expect(isSkipped('/steps/total-fundraising-goal/summary', NINE)).toBe(false);
    expect(isSkipped('/steps/gift-pyramid/overview', ['/steps/gift-pyramid/overview'])).toBe(true);
    expect(isModuleSkipped(MODULES[5], NINE)).toBe(true);
    expect(isModuleSkipped(MODULES[4], NINE)).toBe(false);
  });
});

describe('resolving a path of the plan', () => {
  it('finds a section, with its module', () => {
    const r = resolveStep(MODULES, '/steps/funding-annual/program/food-bank/');
    expect(r.kind === 'section' && r.route.name).toBe('2. Food Bank');
    expect(r.kind === 'section' && r.route.module.number).toBe(4);
    const doc = resolveStep(MODULES, '/case-statement-document');
    expect(doc.kind === 'section' && doc.route.module.slug).toBe('finalize-your-case-for-support');
  });

  it('sends a module alone to its first page', () => {
    expect(resolveStep(MODULES, '/steps/gift-pyramid')).toEqual({ kind: 'redirect', to: '/steps/gift-pyramid/overview' });
  });

  it('sends an unknown program to funding-annual/core-programs or core-program-evaluation/overview, an unknown project to new-projects', () => {
    expect(resolveStep(MODULES, '/steps/funding-annual/program/gone')).toEqual({
      kind: 'redirect',
      to: '/steps/funding-annual/core-programs',
    });
    expect(resolveStep(MODULES, '/steps/core-program-evaluation/program/gone')).toEqual({
      kind: 'redirect',
      to: '/steps/core-program-evaluation/overview',
    });
    expect(resolveStep(MODULES, '/steps/funding-new-projects/project/gone')).toEqual({
      kind: 'redirect',
      to: '/steps/funding-new-projects/new-projects',
    });
  });

  it('sends an unknown program to core-programs also when the organization has no programs yet', () => {
    const bare = MODULES.map((m) => ({ ...m, sections: m.sections.filter((s) => !s.path.includes('/program/')) }));
    expect(resolveStep(bare, '/steps/funding-annual/program/x')).toEqual({
      kind: 'redirect',
      to: '/steps/funding-annual/core-programs',
    });
  });

  it('tells other pages of a module (views) from unknown paths', () => {
    expect(resolveStep(MODULES, '/steps/funding-annual/core-expenses').kind).toBe('view');
    expect(resolveStep(MODULES, '/steps/no-such-module/overview').kind).toBe('unknown');
  });
});

describe('slugs (spec §2)', () => {
  it('lower-cases, turns runs of other characters into one hyphen and trims hyphens', () => {
    expect(slugify('After-School Tutoring & Mentoring!')).toBe('after-school-tutoring-mentoring');
    expect(slugify('  --Food  Bank--  ')).toBe('food-bank');
    expect(slugify('Programa Educación 2026')).toBe('programa-educación-2026');
    expect(slugify('!!!')).toBe('');
  });
});
