import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../generated/messages';
import { readVectors } from '../test/vectors';
import { computeGoals, type GoalInputs, type Goals } from './goals';
import { AMOUNT_MESSAGES, parseAmount, type AmountError } from './money';
import { allocation, excelPercent, screenPercent } from './pyramid';

type ParseCase = { value: unknown; cents?: number; error?: AmountError };

interface PyramidFile {
  allocation: { amount: number; goal: number; screen: string; excel: string }[];
}

describe('the shared money, goal and allocation vectors (shared/vectors), as the server runs them', () => {
  it('parse amounts to the same cents, or the same error, as the server', () => {
    const { parse } = readVectors<{ parse: ParseCase[] }>('money.json');
    expect(parse.some((c) => c.error) && parse.some((c) => c.cents !== undefined)).toBe(true);
    for (const c of parse) {
      const expected = c.error === undefined ? { ok: true, cents: c.cents } : { ok: false, error: c.error };
      expect(parseAmount(c.value), JSON.stringify(c.value)).toEqual(expected);
    }
  });

  it('show each amount error with its own message from the server list', () => {
    const texts = Object.values(AMOUNT_MESSAGES);
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) expect(Object.values(SERVER_MESSAGES)).toContain(text);
    expect(AMOUNT_MESSAGES.negative).toBe('An amount cannot be negative.');
    expect(AMOUNT_MESSAGES.too_large).toBe('An amount can be at most $10,000,000,000.');
  });

  it('compute every goal figure as the server does', () => {
    const { cases } = readVectors<{ cases: { about: string; input: GoalInputs; goals: Goals }[] }>('goals.json');
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const c of cases) expect(computeGoals(c.input), c.about).toEqual(c.goals);
  });

  it('round the allocation percentages half up as the server does', () => {
    const file = readVectors<PyramidFile>('pyramid.json');
    for (const c of file.allocation) {
      const a = allocation(c.amount, c.goal);
      expect([screenPercent(a), excelPercent(a)], `${c.amount} of ${c.goal}`).toEqual([c.screen, c.excel]);
    }
  });
});
