/**
 * The case document's page list for the test server (./casedocServer): a port of
 * `fundplan_domain::case_layout::layout`, checked against every case of
 * `shared/vectors/case_layout.json` (src/features/casedoc/layout.test.ts), so the pages the tests
 * draw are the pages the API sends. For tests only.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CaseLayout, CasePage, CasePageKind } from '../lib/resources/casedoc';
import { readVectors } from './vectors';

export const SUMMARY_THRESHOLD = 270;
export const SUMMARY_LIMIT = 625;

const TITLES: Record<CasePageKind, string> = {
  cover: 'Case for Support',
  contents: 'Contents',
  director_letter: 'A Letter from Our Executive Director',
  our_story: 'Our Story',
  vision_mission: 'Our Vision and Mission',
  programs: 'Our Programs',
  programs_continued: 'Our Programs (continued)',
  call_for_more: 'A Call for More',
  three_year_goal: 'Our Three-Year Goal',
  funding_priorities: 'Funding Priorities',
  further_priorities: 'Funding Priorities (continued)',
  success_stories: 'Success Stories',
  success_stories_continued: 'Success Stories (continued)',
  join_us: 'Join Us',
  contact: 'Contact Us',
};

const NOT_IN_CONTENTS: readonly CasePageKind[] = ['cover', 'contents', 'programs_continued', 'further_priorities', 'success_stories_continued'];

export interface Counts {
  projects: number;
  stories: number;
  summary_words: number;
}

export function caseLayout(c: Counts): CaseLayout {
  const projects = Math.min(c.projects, 5);
  const stories = Math.min(c.stories, 3);
  const pages: CasePage[] = [];
  const push = (
    kind: CasePageKind,
    images: number[],
    slots: string[] = [],
    projectIds: number[] = [],
    storyIds: number[] = [],
    summary_words: [number, number] | null = null,
  ) => pages.push({ number: pages.length + 1, kind, title: TITLES[kind], images, slots, projects: projectIds, stories: storyIds, summary_words });
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

  push('cover', [1]);
  push('contents', [2]);
  push('director_letter', [3], ['director_letter']);
  push('our_story', [4, 5, 6, 7], ['our_story']);
  push('vision_mission', [8], ['vision', 'mission']);
  push('programs', [9, 10, 11, 12], ['summary'], [], [], [1, Math.min(c.summary_words, SUMMARY_THRESHOLD)]);
  if (c.summary_words > SUMMARY_THRESHOLD) {
    push('programs_continued', [13], ['summary'], [], [], [SUMMARY_THRESHOLD + 1, Math.min(c.summary_words, SUMMARY_LIMIT)]);
  }
  push('call_for_more', [14], ['call_for_more']);
  push('three_year_goal', [15], [], range(0, projects));
  const first = range(0, Math.min(projects, 1));
  push('funding_priorities', first.map((i) => 16 + i), [], first);
  for (const [from, to] of [
    [1, Math.min(projects, 3)],
    [3, Math.min(projects, 5)],
  ]) {
    if (from < to) push('further_priorities', range(from, to).map((i) => 16 + i), [], range(from, to));
  }
  if (stories >= 1) push('success_stories', [21], [], [], [0]);
  if (stories > 1) push('success_stories_continued', [], [], [], range(1, stories));
  push('join_us', [22], ['join_us']);
  push('contact', [23]);
  return {
    pages,
    contents: pages.filter((p) => !NOT_IN_CONTENTS.includes(p.kind)).map((p) => ({ title: p.title, page: p.number })),
  };
}

export interface LayoutVector extends Counts, CaseLayout {}

const VECTORS = resolve(__dirname, '../../../shared/vectors/case_layout.json');

/** The shared vectors of the page list, or null while the file does not exist yet. */
export function layoutVectors(): LayoutVector[] | null {
  return existsSync(VECTORS) ? readVectors<{ cases: LayoutVector[] }>('case_layout.json').cases : null;
}
