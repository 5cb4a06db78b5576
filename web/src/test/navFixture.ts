/**
 * A small plan for tests, shaped like GET /steps-nav-status: the plan of an organization with two
 * core programs and one new project, built from the generated registry (src/generated/registry.ts,
 * from shared/domain/src/sections.rs) as the server builds it, cut down to a few modules and pages
 * so that tests can count. Names, numbers and order are the registry's; only the choice of pages
 * is written here, and the paths are typed, so a page the registry does not have fails to compile.
 */
import { planModules } from '../features/navigation/registry';
import type { SectionPath } from '../generated/registry';
import type { NavModule, NavStatusResponse } from '../lib/resources/navigation';

/** The organization's core programs and new projects. */
export const PROGRAMS = ['Tutoring', 'Food Bank'];
export const PROJECTS = ['New Building'];

/** The pages the small plan keeps, in the registry's order. */
const PAGES: readonly SectionPath[] = [
  '/steps/getting-started/welcome',
  '/steps/getting-started/teammember',
  '/steps/aspirational-vision/overview',
  '/steps/aspirational-vision/aspirational-vision',
  '/steps/funding-annual/overview',
  '/steps/funding-annual/core-programs',
  '/steps/funding-annual/program/tutoring',
  '/steps/funding-annual/program/food-bank',
  '/steps/finalizing-budget/overview',
  '/steps/core-program-evaluation/overview',
  '/steps/core-program-evaluation/program/tutoring',
  '/steps/funding-new-projects/overview',
  '/steps/funding-new-projects/new-projects',
  '/steps/funding-new-projects/project/new-building',
  '/steps/funding-new-projects/new-project-fundraising-goals',
  '/steps/total-fundraising-goal/summary',
  '/steps/finalize-your-case-for-support/success-story-highlights',
  '/case-statement-document',
  '/steps/gift-pyramid/overview',
];

const keep: readonly string[] = PAGES;

export const MODULES: NavModule[] = planModules(PROGRAMS, PROJECTS)
  .map((m) => ({ ...m, sections: m.sections.filter((s) => keep.includes(s.path)) }))
  .filter((m) => m.sections.length > 0);

/** A navigation answer: every route -1 except the given statuses, progress as the server computes it. */
export function navFixture(statuses: Record<string, number> = {}, skipped: string[] = []): NavStatusResponse {
  const steps: Record<string, number> = {};
  MODULES.forEach((mod, i) =>
    mod.sections.forEach((s, j) => {
      steps[s.path] = statuses[s.path] ?? (i === 0 && j === 0 ? 0 : -1);
    }),
  );
  let done = 0;
  let total = 0;
  const module_progress: NavStatusResponse['module_progress'] = {};
  for (const mod of MODULES) {
    const isSkipped = skipped.includes(mod.path);
    const sections = Object.fromEntries(mod.sections.map((s) => [s.path, steps[s.path] === 1 ? 1 : 0]));
    const d = Object.values(sections).filter((v) => v === 1).length;
    if (!isSkipped) {
      done += d;
      total += mod.sections.length;
    }
    module_progress[mod.slug] = {
      number: mod.number,
      sections,
      percent: isSkipped ? 0 : Math.round((d / mod.sections.length) * 100),
      skipped: isSkipped,
      completion_email_sent: false,
      last_interaction_time: null,
    };
  }
  return {
    steps_nav_status: steps,
    module_progress,
    overall_progress: total ? Math.round((done / total) * 100) : 0,
    skipped_routes: skipped,
    assignees: {},
    due_dates: {},
    modules: MODULES,
  };
}
