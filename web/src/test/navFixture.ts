/**
 * A small plan for tests, shaped like GET /steps-nav-status (the real list comes from the
 * server's section registry): a few modules with real slugs, two core programs and a project.
 */
import type { NavModule, NavStatusResponse } from '../lib/api/types';

const m = (number: number, slug: string, name: string, sections: [string, string][]): NavModule => ({
  number,
  slug,
  name,
  path: `/steps/${slug}`,
  sections: sections.map(([s, n]) => ({ path: s.startsWith('/') ? s : `/steps/${slug}/${s}`, name: n })),
});

export const MODULES: NavModule[] = [
  m(1, 'getting-started', 'Getting Started', [
    ['welcome', 'Welcome'],
    ['teammember', 'Collaboration and Adding Team Members'],
  ]),
  m(3, 'aspirational-vision', 'Aspirational Vision', [
    ['overview', 'Overview'],
    ['aspirational-vision', 'Aspirational Vision'],
  ]),
  m(4, 'funding-annual', 'Core Annual Programs and Budgets', [
    ['overview', 'Overview'],
    ['core-programs', 'Naming Your Core Annual Programs'],
    ['program/tutoring', '1. Tutoring'],
    ['program/food-bank', '2. Food Bank'],
  ]),
  m(5, 'finalizing-budget', 'Annual Operating Overhead Budget', [['overview', 'Overview']]),
  m(8, 'core-program-evaluation', 'Evaluation: Outcomes and Outputs', [
    ['overview', 'Overview'],
    ['program/tutoring', '1. Tutoring'],
  ]),
  m(9, 'funding-new-projects', 'New Projects', [
    ['overview', 'Overview'],
    ['new-projects', 'Enter New Projects'],
    ['project/new-building', '1. New Building'],
    ['new-project-fundraising-goals', 'New Project(s) Fundraising Goal (3 Years)'],
  ]),
  m(10, 'total-fundraising-goal', '3-Year Fundraising Goal Overview', [['summary', '3-Year Fundraising Goal Summary']]),
  m(11, 'finalize-your-case-for-support', 'Case for Support', [
    ['success-story-highlights', 'Success Story Highlights'],
    ['/case-statement-document', 'Case Statement Document'],
  ]),
  m(12, 'gift-pyramid', 'Gift Pyramid', [['overview', 'Overview']]),
];

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
    modules: MODULES,
  };
}
