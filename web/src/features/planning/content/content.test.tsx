import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MODULES, SECTION_PATHS, type SectionId } from '../../../generated/registry';
import { content } from '.';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The one sample organization every example describes. */
const SAMPLE_ORGANIZATION = readFileSync(resolve(__dirname, '../../../../../docs/sample-organization.md'), 'utf8');

/** Every fixed section page of the plan, from the generated registry (shared/domain/src/sections.rs). */
const REGISTRY: readonly string[] = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' ? [s.path] : [])));
/** Every section of the catalogue, by id. */
const IDS: readonly string[] = MODULES.flatMap((m) => m.sections.map((s) => s.id));

/** The static pages this folder owns, each with a phrase only the right page would contain. */
const EXPECTED: Partial<Record<SectionId, string>> = {
  'start.team': 'cannot be assigned until they accept',
  'start.resources': 'Not Ready',
  'start.case': 'A case for support is the argument for giving',
  'start.stewardship': 'A stewardship structure puts that care on paper',
  'strategy.overview': 'A strategic plan for fundraising replaces',
  'vision.overview': 'Mission and vision are not the same',
  'programs.overview': 'Naming Your Core Annual Programs',
  'overhead.overview': 'What belongs in overhead',
  'evaluation.overview': 'Outputs: what you do',
  'projects.overview': 'this module is optional',
  'case.overview': 'Case Statement Document',
  'pyramid.overview': 'Donor: Prospect Ratio and Gift Pyramid',
  'stewardship.overview': 'Donor Recognition and Benefit Structure',
  'operations.overview': 'Gift Acceptance Policy',
};

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

describe('static plan content', () => {
  it('reads the whole registry: every fixed page of the 15 modules', () => {
    expect(MODULES).toHaveLength(15);
    expect(REGISTRY).toContain('/steps/getting-started/welcome');
    expect(REGISTRY).toContain('/case-statement-document');
    expect(REGISTRY.at(-1)).toBe('/steps/congratulations/certificate');
  });

  it('every key of content is a section id of the catalogue, at a fixed path of the registry', () => {
    const unknown = Object.keys(content).filter((id) => !IDS.includes(id));
    expect(unknown).toEqual([]);
    const paths = Object.keys(content).map((id) => SECTION_PATHS[id as keyof typeof SECTION_PATHS]);
    expect(paths.filter((path) => !REGISTRY.includes(path))).toEqual([]);
  });

  it('a page keyed by an id that is no section of the plan, or by a path, does not compile', () => {
    // `npm run typecheck` fails if these keys are ever accepted (the directives are then unused).
    const wrong: typeof content = {
      // @ts-expect-error: no such section
      'programs.overveiw': () => null,
    };
    const path: typeof content = {
      // @ts-expect-error: a path is no section id
      '/steps/funding-annual/overview': () => null,
    };
    expect([...Object.keys(wrong), ...Object.keys(path)]).toEqual(['programs.overveiw', '/steps/funding-annual/overview']);
  });

  it('has a page for exactly the sections whose page kind is guide (the app renders that kind with them)', () => {
    const guides = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' && s.page === 'guide' ? [s.id] : [])));
    expect(Object.keys(content).sort()).toEqual(guides.sort());
  });

  it('has exactly the static pages this folder owns (the welcome page lives elsewhere)', () => {
    expect(Object.keys(content).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(content).not.toHaveProperty('start.welcome');
    expect(SECTION_PATHS['start.welcome']).toBe('/steps/getting-started/welcome');
  });

  describe.each(Object.entries(EXPECTED))('%s', (id, phrase) => {
    it('renders real text with its key phrase', () => {
      const Page = content[id as SectionId]!;
      const { container } = render(<Page />);
      const text = (container.textContent ?? '').replace(/\s+/g, ' ');
      expect(words(text)).toBeGreaterThan(150);
      expect(words(text)).toBeLessThan(650);
      expect(text).toContain(phrase);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    });

    it('gives only dollar figures of the sample organization (docs/sample-organization.md) in its examples', () => {
      const Page = content[id as SectionId]!;
      const { container } = render(<Page />);
      const figure = /\$[0-9]{1,3}(?:,[0-9]{3})*/g;
      const known = new Set(SAMPLE_ORGANIZATION.match(figure) ?? []);
      const unknown = (container.textContent ?? '').match(figure)?.filter((f) => !known.has(f)) ?? [];
      expect(unknown).toEqual([]);
    });

    it('starts below the shell’s title and keeps headings in order', () => {
      const Page = content[id as SectionId]!;
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
      const Page = content[id as SectionId]!;
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
