import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../generated/messages';
import { readVectors } from '../test/vectors';
import { computeGoals, type GoalInputs, type Goals } from './goals';
import { AMOUNT_MESSAGES, parseAmount, type AmountError } from './money';
import { allocation, buildPyramid, excelPercent, screenPercent, type ProspectRatio } from './pyramid';

type ParseCase = { value: unknown; cents?: number; error?: AmountError };

interface PyramidFile {
  allocation: { amount: number; goal: number; screen: string; excel: string }[];
  cases: {
    about: string;
    goal: number;
    ratio: ProspectRatio;
    levels: { gift_amount: number; gifts: number; prospects: number; amount: number; cumulative: number; screen: string; excel: string }[];
    various: { gifts: string; prospects: string; amount: number; cumulative: number; screen: string; excel: string };
    total: { gifts: number; prospects: number; amount: number; screen: string; excel: string };
  }[];
}

describe('the shared money, goal and pyramid vectors (shared/vectors), as the server runs them', () => {
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

  it('build the same gift pyramid as the server', () => {
    const file = readVectors<PyramidFile>('pyramid.json');
    for (const ratio of [3, 4, 5]) expect(file.cases.some((c) => c.ratio === ratio), `a case at ${ratio}:1`).toBe(true);
    for (const c of file.cases) {
      const p = buildPyramid(c.goal, c.ratio);
      const levels = p.levels.map((l) => ({
        gift_amount: l.giftAmount,
        gifts: l.gifts,
        prospects: l.prospects,
        amount: l.amount,
        cumulative: l.cumulative,
        screen: screenPercent(l.allocation),
        excel: excelPercent(l.allocation),
      }));
      expect(levels, c.about).toEqual(c.levels);
      const { various, total } = p;
      expect(
        {
          gifts: various.count,
          prospects: various.count,
          amount: various.amount,
          cumulative: various.cumulative,
          screen: screenPercent(various.allocation),
          excel: excelPercent(various.allocation),
        },
        `${c.about}: Various (<$25k)`,
      ).toEqual(c.various);
      expect(
        { gifts: total.gifts, prospects: total.prospects, amount: total.amount, screen: screenPercent(total.allocation), excel: excelPercent(total.allocation) },
        `${c.about}: Grand Total`,
      ).toEqual(c.total);
    }
  });
});
