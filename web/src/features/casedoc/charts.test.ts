/**
 * The preview's charts are the PDF's: every case of the shared vectors (shared/vectors/
 * case_charts.json, written by the engine's tests from shared/documents/src/case.rs).
 */
import { describe, expect, it } from 'vitest';
import { readVectors } from '../../test/vectors';
import { donutSvg, palette, shares, sliceColors } from './charts';

interface Vectors {
  palettes: { headings: string; background: string; palette: string[] }[];
  charts: {
    what: string;
    headings: string;
    background: string;
    cents: number[];
    shares: string[];
    colors: string[];
    empty: string;
    svg: string;
  }[];
}

const vectors = readVectors<Vectors>('case_charts.json');

/** The SVG text with its numbers taken out, and the numbers. */
function parts(svg: string): { skeleton: string; numbers: number[] } {
  const numbers = (svg.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return { skeleton: svg.replace(/-?\d+(\.\d+)?/g, '#'), numbers };
}

describe('the case document charts', () => {
  it('make the palette of every style of the vectors', () => {
    expect(vectors.palettes.length).toBeGreaterThanOrEqual(10);
    for (const v of vectors.palettes) {
      expect(palette(v.headings, v.background), `${v.headings} on ${v.background}`).toEqual(v.palette);
    }
  });

  it('give every slice the colour and the printed share of the vectors', () => {
    for (const v of vectors.charts) {
      const label = `${v.what}, ${v.headings} on ${v.background}`;
      expect(shares(v.cents), label).toEqual(v.shares);
      expect(sliceColors(v.cents, palette(v.headings, v.background)), label).toEqual(v.colors);
    }
  });

  it('draw the donut of the vectors: the same shapes and colours, every coordinate within a thousandth', () => {
    for (const v of vectors.charts) {
      const made = parts(donutSvg(v.cents, v.colors, v.background, v.empty));
      const stored = parts(v.svg);
      const label = `${v.what}, ${v.headings} on ${v.background}`;
      expect(made.skeleton, label).toBe(stored.skeleton);
      expect(made.numbers.length, label).toBe(stored.numbers.length);
      made.numbers.forEach((n, i) => expect(Math.abs(n - stored.numbers[i]), `${label}: number ${i}`).toBeLessThanOrEqual(0.0011));
    }
  });
});
