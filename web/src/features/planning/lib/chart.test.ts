import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, sliceColor, wholePercent } from './chart';

/** WCAG relative luminance and contrast ratio. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('chart palette and percentages', () => {
  it('has 14 different colours that cycle', () => {
    expect(CHART_PALETTE).toHaveLength(14);
    expect(new Set(CHART_PALETTE).size).toBe(14);
    expect(sliceColor(14)).toBe(CHART_PALETTE[0]);
    expect(sliceColor(15)).toBe(CHART_PALETTE[1]);
  });

  it('gives every colour at least 4.5:1 contrast with the white labels and the white page', () => {
    for (const color of CHART_PALETTE) expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
  });

  it('rounds each share to a whole percentage, half up', () => {
    expect(wholePercent(41_200_000, 113_800_000)).toBe(36);
    expect(wholePercent(1, 8)).toBe(13);
    expect(wholePercent(1, 200)).toBe(1);
    expect(wholePercent(1, 201)).toBe(0);
    expect(wholePercent(5, 5)).toBe(100);
  });

  it('gives 0 for an empty total instead of NaN', () => {
    expect(wholePercent(0, 0)).toBe(0);
    expect(wholePercent(10, 0)).toBe(0);
  });

  it('stays exact for the largest plan figures', () => {
    const total = 9_000_000_000_000;
    expect(wholePercent(total / 2, total)).toBe(50);
    expect(wholePercent(45_000_000_000, total)).toBe(1);
  });
});
