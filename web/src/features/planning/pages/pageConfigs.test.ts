import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../generated/registry';
import { QUESTION_PAGES } from './pageConfigs';

describe('question pages', () => {
  it('configure exactly the sections whose page kind is questions, with the catalogue’s question keys', () => {
    const sections = MODULES.flatMap((m) => m.sections.flatMap((s) => (s.kind === 'page' && s.page === 'questions' ? [s] : [])));
    expect(Object.keys(QUESTION_PAGES).sort()).toEqual(sections.map((s) => s.path).sort());
    for (const s of sections) expect(QUESTION_PAGES[s.path].keys).toEqual(s.questions);
  });
});
