import { describe, expect, it } from 'vitest';
import * as S from '../../../generated/messages';
import { addLevel, chartOf, readDollars, saveBody, setLevel, standardDraft, validate } from './chartDraft';

describe('the gift chart draft', () => {
  it('reads whole dollars as typed, with or without $ and commas, and nothing else', () => {
    expect(readDollars('$250,000')).toBe(250_000);
    expect(readDollars(' 1000 ')).toBe(1000);
    expect(readDollars('12.50')).toBeNull();
    expect(readDollars('-5')).toBeNull();
    expect(readDollars('')).toBeNull();
  });

  it('is the standard chart of the goal until a level is edited, and saves as a reset meanwhile', () => {
    const draft = standardDraft(3_500_000, 20);
    expect(draft.levels.map((l) => [l.amount, l.gifts])).toEqual([
      ['500,000', '1'],
      ['250,000', '3'],
      ['100,000', '6'],
      ['50,000', '13'],
      ['25,000', '25'],
    ]);
    expect(saveBody(draft, 2)).toEqual({ leadShare: 20, levels: null, version: 2 });
    const edited = setLevel(draft, draft.levels[4].key, 'amount', '20,000');
    expect(saveBody(edited, 2)).toEqual({
      leadShare: 20,
      levels: [
        { amount: 500_000, gifts: 1 },
        { amount: 250_000, gifts: 3 },
        { amount: 100_000, gifts: 6 },
        { amount: 50_000, gifts: 13 },
        { amount: 20_000, gifts: 25 },
      ],
      version: 2,
    });
    // The Various row follows: $3,500,000 less $3,000,000.
    expect(chartOf(edited, 3_500_000).various_cents).toBe(50_000_000);
  });

  it('holds the server’s bounds, with its messages', () => {
    let draft = standardDraft(3_500_000, 20);
    const [first, second] = draft.levels;
    expect(validate(draft)).toEqual({});
    expect(validate(setLevel(draft, second.key, 'amount', '500,000'))).toEqual({ [`${second.key}.amount`]: S.GIFT_CHART_SAME_AMOUNT });
    expect(validate(setLevel(draft, first.key, 'amount', '100,000,001'))).toEqual({ [`${first.key}.amount`]: S.GIFT_CHART_AMOUNT });
    expect(validate(setLevel(draft, first.key, 'gifts', '10001'))).toEqual({ [`${first.key}.gifts`]: S.GIFT_CHART_GIFTS });
    expect(validate({ ...draft, variousAuto: false, various: '1.5' })).toEqual({ various: S.GIFT_CHART_VARIOUS });
    expect(validate({ ...draft, leadShare: 36 })).toEqual({ leadShare: S.GIFT_CHART_LEAD_SHARE });
    for (let i = 0; i < 16; i++) draft = addLevel(draft);
    expect(validate(draft).levels).toBe(S.GIFT_CHART_LEVELS_MAX);
    // A level not yet valid is left out of the chart the checks read.
    expect(chartOf(draft, 3_500_000).rows).toHaveLength(5);
  });
});
