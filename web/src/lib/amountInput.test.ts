import { describe, expect, it } from 'vitest';
import { centsToDecimal, dropMinus, formatAmountInput, readAmountInput } from './amountInput';
import { parseAmount } from './money';

describe('money input text', () => {
  it('reads typed amounts to exact cents, with commas stripped wherever they are', () => {
    expect(readAmountInput('412,000').cents).toBe(41_200_000);
    expect(readAmountInput('41,20,00').cents).toBe(41_200_000);
    expect(readAmountInput('$1,200.50').cents).toBe(120_050);
    expect(readAmountInput('0.29').cents).toBe(29);
    expect(readAmountInput(' 186500 ').cents).toBe(18_650_000);
  });

  it('drops a minus sign, so a negative amount becomes positive', () => {
    expect(dropMinus('-1,200')).toBe('1,200');
    expect(readAmountInput('-1200')).toEqual({ cents: 120_000, error: null, message: null });
    expect(readAmountInput('\u22125')).toEqual({ cents: 500, error: null, message: null });
  });

  it('counts empty text as 0 without an error', () => {
    expect(readAmountInput('')).toEqual({ cents: 0, error: null, message: null });
    expect(readAmountInput('  ,  ')).toEqual({ cents: 0, error: null, message: null });
  });

  it('counts text that is not an amount as 0 and says why, with the server’s messages', () => {
    expect(readAmountInput('twelve')).toEqual({
      cents: 0,
      error: 'not_a_number',
      message: 'Please enter an amount in US dollars, for example 1200 or 1,200.50.',
    });
    expect(readAmountInput('1.005')).toMatchObject({ cents: 0, error: 'too_many_decimals' });
    expect(readAmountInput('10,000,000,000.01')).toMatchObject({ cents: 0, error: 'too_large' });
    expect(readAmountInput('10,000,000,000').cents).toBe(1_000_000_000_000);
  });

  it('shows amounts with thousands separators, the cents only when there are some, and 0 as nothing', () => {
    expect(formatAmountInput(41_200_000)).toBe('412,000');
    expect(formatAmountInput(120_050)).toBe('1,200.50');
    expect(formatAmountInput(5)).toBe('0.05');
    expect(formatAmountInput(0)).toBe('');
    expect(formatAmountInput(1_000_000_000_000)).toBe('10,000,000,000');
  });

  it('writes cents as the exact decimal text of dollars, which the server reads back to the same cents', () => {
    expect(centsToDecimal(120_050)).toBe('1200.50');
    expect(centsToDecimal(29)).toBe('0.29');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(1_000_000_000_000)).toBe('10000000000.00');
    for (const cents of [1, 29, 57, 100, 999_999, 41_200_000, 123_456_789_01]) {
      expect(parseAmount(centsToDecimal(cents))).toEqual({ ok: true, cents });
    }
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});
