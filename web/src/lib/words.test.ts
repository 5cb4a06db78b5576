import { describe, expect, it } from 'vitest';
import { readVectors } from '../test/vectors';
import { countWords, isBlank } from './words';

describe('word counts', () => {
  it('count every shared vector as the server does', () => {
    const { cases } = readVectors<{ cases: { text: string; words: number }[] }>('words.json');
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) expect(countWords(c.text), JSON.stringify(c.text)).toBe(c.words);
  });

  it('treat text of only JavaScript whitespace as blank and anything else as an answer', () => {
    expect(isBlank(' \n\t\u00a0\u3000\ufeff')).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank('\u200b')).toBe(false);
  });
});
