import { describe, expect, it } from 'vitest';
import { readVectors } from '../test/vectors';
import { formatCents, formatCentsExact, formatUsd } from './format';

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
