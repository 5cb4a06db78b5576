/**
 * The test server's page list (src/test/caseLayout.ts) is the server's: checked here against the
 * shared vectors (shared/vectors/case_layout.json, written by the domain's tests) when they are in
 * the tree, and against the spec's rules for the shortest and the fullest document.
 */
import { describe, expect, it } from 'vitest';
import { caseLayout, layoutVectors } from '../../test/caseLayout';

describe('the case document layout of the tests', () => {
  it.skipIf(layoutVectors() === null)('equals every case of the shared vectors', () => {
    for (const v of layoutVectors()!) {
      const { pages, contents } = caseLayout(v);
      expect({ pages, contents }, `${v.projects} projects, ${v.stories} stories, ${v.summary_words} words`).toEqual({
        pages: v.pages,
        contents: v.contents,
      });
    }
  });

  it('has 12 pages with one project, one story and a 270-word summary, and 16 with five, three and 625', () => {
    const small = caseLayout({ projects: 1, stories: 1, summary_words: 270 });
    expect(small.pages.map((p) => p.kind)).toEqual([
      'cover',
      'contents',
      'director_letter',
      'our_story',
      'vision_mission',
      'programs',
      'call_for_more',
      'three_year_goal',
      'funding_priorities',
      'success_stories',
      'join_us',
      'contact',
    ]);
    const full = caseLayout({ projects: 5, stories: 3, summary_words: 625 });
    expect(full.pages).toHaveLength(16);
    expect(full.pages.flatMap((p) => p.images).sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(full.pages[6]).toMatchObject({ kind: 'programs_continued', summary_words: [271, 625], images: [13] });
    expect(full.pages.filter((p) => p.kind === 'further_priorities').map((p) => p.projects)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // Continuations and the front matter are not on the contents page; the numbers shift with the continuation.
    expect(full.contents.map((c) => c.title)).not.toContain('Our Programs (continued)');
    expect(full.contents.find((c) => c.title === 'A Call for More')?.page).toBe(8);
    expect(small.contents.find((c) => c.title === 'A Call for More')?.page).toBe(7);
  });
});
