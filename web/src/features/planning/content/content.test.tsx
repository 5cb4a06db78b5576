import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../generated/registry';
import { content, contentByPath } from '.';

/** Every fixed section page of the plan, from the generated registry (shared/domain/src/sections.rs). */
const REGISTRY: readonly string[] = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' ? [s.path] : [])));

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

describe('static plan content', () => {
  it('reads the whole registry: every fixed page of the 15 modules', () => {
    expect(MODULES).toHaveLength(15);
    expect(REGISTRY).toContain('/steps/getting-started/welcome');
    expect(REGISTRY).toContain('/case-statement-document');
    expect(REGISTRY.at(-1)).toBe('/steps/congratulations/certificate');
  });

  it('every key of content is a section path of the registry', () => {
    const unknown = Object.keys(content).filter((path) => !REGISTRY.includes(path));
    expect(unknown).toEqual([]);
  });

  it('a page keyed by a path that is no section of the plan does not compile', () => {
    // `npm run typecheck` fails if this key is ever accepted (the directive is then unused).
    const wrong: typeof content = {
      // @ts-expect-error: no such section
      '/steps/funding-annual/overveiw': () => null,
    };
    expect(Object.keys(wrong)).toEqual(['/steps/funding-annual/overveiw']);
  });

  it('has a page for exactly the sections whose page kind is guide (the app renders that kind with them)', () => {
    const guides = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' && s.page === 'guide' ? [s.path] : [])));
    expect(Object.keys(content).sort()).toEqual(guides.sort());
  });

  it('has exactly the static pages this folder owns (the welcome page lives elsewhere)', () => {
    expect(Object.keys(content).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(content).not.toHaveProperty('/steps/getting-started/welcome');
  });

  describe.each(Object.entries(EXPECTED))('%s', (path, phrase) => {
    it('renders real text with its key phrase', () => {
      const Page = contentByPath[path]!;
      const { container } = render(<Page />);
      const text = (container.textContent ?? '').replace(/\s+/g, ' ');
      expect(words(text)).toBeGreaterThan(150);
      expect(words(text)).toBeLessThan(650);
      expect(text).toContain(phrase);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    });

    it('starts below the shell’s title and keeps headings in order', () => {
      const Page = contentByPath[path]!;
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
      const Page = contentByPath[path]!;
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
