import { describe, expect, it } from 'vitest';
import { readVectors } from '../test/vectors';
import { formatCents, formatCentsExact, formatUsd, longDay, shortDay, todayIso } from './format';

describe('amounts', () => {
  it('follow the shared money vectors (shared/vectors/money.json), as the server formats them', () => {
    const { format } = readVectors<{ format: { cents: number; text: string }[] }>('money.json');
    expect(format.length).toBeGreaterThanOrEqual(10);
    for (const c of format) expect(formatCents(c.cents), `${c.cents} cents`).toBe(c.text);
  });

  it('to the cent follow the shared exact vectors, as the server writes invoices', () => {
    const { exact } = readVectors<{ exact: { cents: number; text: string }[] }>('money.json');
    expect(exact.length).toBeGreaterThanOrEqual(10);
    for (const c of exact) expect(formatCentsExact(c.cents), `${c.cents} cents`).toBe(c.text);
  });

  it('in whole dollars show the same way', () => {
    expect(formatUsd(1200)).toBe('$1,200');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-0.1)).toBe('$0');
    expect(formatUsd(1499.5)).toBe('$1,500');
  });
});

describe('days of due dates', () => {
  it('writes today as the browser sees it, and a day short or long', () => {
    expect(todayIso(new Date(2026, 10, 28, 23, 30))).toBe('2026-11-28');
    const now = new Date(2026, 10, 28);
    expect(shortDay('2026-12-01', now)).toBe('Dec 1');
    expect(shortDay('2027-03-12', now)).toBe('Mar 12, 2027');
    expect(longDay('2027-03-12')).toBe('Friday, March 12, 2027');
    expect(shortDay('soon', now)).toBe('soon');
  });
});
