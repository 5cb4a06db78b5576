import { describe, expect, it } from 'vitest';
import { countWords } from '../../lib/words';
import { paragraphs, summaryPart } from './summary';

const words = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');

describe('summaryPart (the port of case_layout::summary_part)', () => {
  it('gives the same parts as the Rust tests pin, keeping paragraph breaks', () => {
    const text = 'one two three\n\nfour five';
    expect(summaryPart(text, 1, 3)).toBe('one two three');
    expect(summaryPart(text, 1, 4)).toBe('one two three\n\nfour');
    expect(summaryPart(text, 4, 5)).toBe('four five');
    expect(summaryPart(text, 3, 5)).toBe('three\n\nfour five');
  });

  it('cuts a 400-word summary after its 270th word, and the two pages together hold every word once', () => {
    const text = `${words(150)}\n\n${words(250, 151)}`;
    const first = summaryPart(text, 1, 270);
    const second = summaryPart(text, 271, 625);
    expect(countWords(first)).toBe(270);
    expect(first.endsWith('w270')).toBe(true);
    expect(second.startsWith('w271 ')).toBe(true);
    expect(countWords(second)).toBe(130);
    expect(`${first} ${second}`.split(/\s+/)).toEqual(text.split(/\s+/));
  });

  it('joins the words of a paragraph with single spaces whatever the whitespace between them', () => {
    expect(summaryPart('We\tteach\u00a0adults  to\nread.', 1, 9)).toBe('We teach adults to read.');
    expect(summaryPart('We teach adults to read.', 2, 3)).toBe('teach adults');
  });

  it('starts a part that begins in a later paragraph without a leading break', () => {
    expect(summaryPart('a b\n\nc d\n\ne', 3, 5)).toBe('c d\n\ne');
    expect(summaryPart('', 1, 270)).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('First line\nsame paragraph\n\n\nSecond\n  \nThird ')).toEqual(['First line\nsame paragraph', 'Second', 'Third']);
  });
});
