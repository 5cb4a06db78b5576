import { describe, expect, it } from 'vitest';
import { formatCents } from './format';
import { MAX_AMOUNT_CENTS, parseAmount } from './money';

/** 2,000 cent amounts spread over the whole range, the same on every run, and the edges. */
function sample(): number[] {
  const out = [0, 1, 10, 29, 115, 99_999_999_999, MAX_AMOUNT_CENTS - 1, MAX_AMOUNT_CENTS];
  let seed = 20_261_123;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const digits = 1 + (seed % 13);
    out.push(Math.floor((seed / 2_147_483_648) * 10 ** digits) % (MAX_AMOUNT_CENTS + 1));
  }
  return out;
}

describe('amounts', () => {
  it('computed as dollars in floating point (cents / 100) parse back to the same cents', () => {
    for (const cents of sample()) expect(parseAmount(cents / 100), String(cents)).toEqual({ ok: true, cents });
  });

  it('typed as the product shows them parse back to the same whole dollars', () => {
    for (const cents of sample()) {
      const whole = cents - (cents % 100);
      expect(parseAmount(` ${formatCents(whole)} `), formatCents(whole)).toEqual({ ok: true, cents: whole });
    }
  });

  it('past $10,000,000,000 are refused however they are written', () => {
    for (const value of [10_000_000_000.01, '10000000000.01', '$10,000,000,000.01', 1e300]) {
      expect(parseAmount(value), String(value)).toEqual({ ok: false, error: 'too_large' });
    }
  });
});
