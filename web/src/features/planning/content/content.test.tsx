import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { content } from '.';

/**
 * Every fixed section page of the plan, copied from shared/domain/src/sections.rs (MODULES,
 * `Page` sections; program and project pages are per organization). A key of `content` that is
 * not here is a typo in a route.
 */
const REGISTRY = [
  '/steps/getting-started/welcome',
  '/steps/getting-started/teammember',
  '/steps/getting-started/fundraising-resources-overview',
  '/steps/getting-started/case-for-support',
  '/steps/getting-started/stewardship-structure',
  '/steps/strategic-planning/overview',
  '/steps/aspirational-vision/overview',
  '/steps/aspirational-vision/societal-challenge',
  '/steps/aspirational-vision/societal-impact',
  '/steps/aspirational-vision/mission-statement',
  '/steps/aspirational-vision/aspirational-vision',
  '/steps/funding-annual/overview',
  '/steps/funding-annual/core-programs',
  '/steps/finalizing-budget/overview',
  '/steps/finalizing-budget/overhead-expenses',
  '/steps/finalizing-budget/budget-justification',
  '/steps/annual-revenue/annual-revenue',
  '/steps/annual-operating-budget/summary',
  '/steps/annual-operating-budget/fundraising-goals',
  '/steps/core-program-evaluation/overview',
  '/steps/funding-new-projects/overview',
  '/steps/funding-new-projects/new-projects',
  '/steps/funding-new-projects/new-project-fundraising-goals',
  '/steps/total-fundraising-goal/summary',
  '/steps/finalize-your-case-for-support/overview',
  '/steps/finalize-your-case-for-support/letter-from-executive-director',
  '/steps/finalize-your-case-for-support/our-story',
  '/steps/finalize-your-case-for-support/our-vision',
  '/steps/finalize-your-case-for-support/call-for-more',
  '/steps/finalize-your-case-for-support/annual-programs-summary',
  '/steps/finalize-your-case-for-support/join-us',
  '/steps/finalize-your-case-for-support/ways-to-give',
  '/steps/finalize-your-case-for-support/impact-statement',
  '/steps/finalize-your-case-for-support/success-story-highlights',
  '/steps/finalize-your-case-for-support/fundraising-talking-points',
  '/steps/gift-pyramid/overview',
  '/steps/gift-pyramid/prospect-to-donor-ratio',
  '/steps/stewardship/overview',
  '/steps/stewardship/donor-recognition',
  '/steps/fundraising-operations/overview',
  '/steps/fundraising-operations/policies-procedures',
  '/steps/fundraising-operations/development-documents',
  '/steps/congratulations/certificate',
] as const;

/** The static pages this folder owns, each with a phrase only the right page would contain. */
const EXPECTED: Record<string, string> = {
  '/steps/getting-started/teammember': 'cannot be assigned until they accept',
  '/steps/getting-started/fundraising-resources-overview': 'Not Ready',
  '/steps/getting-started/case-for-support': 'A case for support is the argument for giving',
  '/steps/getting-started/stewardship-structure': 'A stewardship structure puts that care on paper',
  '/steps/strategic-planning/overview': 'A strategic plan for fundraising replaces',
  '/steps/aspirational-vision/overview': 'Mission and vision are not the same',
  '/steps/funding-annual/overview': 'Naming Your Core Annual Programs',
  '/steps/finalizing-budget/overview': 'What belongs in overhead',
  '/steps/core-program-evaluation/overview': 'Outputs: what you do',
  '/steps/funding-new-projects/overview': 'this module is optional',
  '/steps/finalize-your-case-for-support/overview': 'Case Statement Document',
  '/steps/gift-pyramid/overview': 'Donor: Prospect Ratio and Gift Pyramid',
  '/steps/stewardship/overview': 'Donor Recognition and Benefit Structure',
  '/steps/fundraising-operations/overview': 'Gift Acceptance Policy',
};

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** The `Page` section paths of sections.rs, read from the Rust source. */
function registryFromRust(): string[] {
  const source = readFileSync(resolve(__dirname, '../../../../../shared/domain/src/sections.rs'), 'utf8');
  const modules = source.slice(source.indexOf('pub const MODULES'), source.indexOf('pub const NEVER_SKIPPED'));
  return modules
    .split(/\bModule \{/)
    .slice(1)
    .flatMap((block) => {
      const module = /slug: "([^"]+)"/.exec(block)?.[1];
      const pages = [...block.matchAll(/Page \{\s*slug: "([^"]+)"/g)].map((m) => m[1]);
      return pages.map((page) => `/steps/${module}/${page}`);
    });
}

describe('static plan content', () => {
  it('the registry copied here is the one of sections.rs', () => {
    expect(registryFromRust()).toEqual([...REGISTRY]);
  });

  it('every key of content is a section path of the registry', () => {
    const registry: readonly string[] = REGISTRY;
    const unknown = Object.keys(content).filter((path) => !registry.includes(path));
    expect(unknown).toEqual([]);
  });

  it('has exactly the static pages this folder owns (the welcome page lives elsewhere)', () => {
    expect(Object.keys(content).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(content).not.toHaveProperty('/steps/getting-started/welcome');
  });

  describe.each(Object.entries(EXPECTED))('%s', (path, phrase) => {
    it('renders real text with its key phrase', () => {
      const Page = content[path];
      const { container } = render(<Page />);
      const text = (container.textContent ?? '').replace(/\s+/g, ' ');
      expect(words(text)).toBeGreaterThan(150);
      expect(words(text)).toBeLessThan(650);
      expect(text).toContain(phrase);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    });

    it('starts below the shell’s title and keeps headings in order', () => {
      const Page = content[path];
      const { container } = render(<Page />);
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      expect(levels.length).toBeGreaterThan(1);
      expect(levels[0]).toBe(2);
      expect(levels).not.toContain(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
      });
    });

    it('renders no controls of its own and passes axe', async () => {
      const Page = content[path];
      const { container } = render(
        <main>
          <h1>Section title</h1>
          <Page />
        </main>,
      );
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.queryAllByRole('link')).toEqual([]);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
});
