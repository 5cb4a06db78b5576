/**
 * The funding-priorities page's two charts as the PDF and the Word file draw them: the port of the
 * engine's `palette`, `slice_colors`, `shares` and `donut_svg` (shared/documents/src/case/charts.rs),
 * pinned by the shared vectors (shared/vectors/case_charts.json, written by the engine's tests;
 * charts.test.ts). The preview follows the colour pickers at once, so these run in the browser
 * rather than coming with the document.
 */
import { linear } from './srgb';

/** sRGB `#rrggbb` → linear → OKLab → [L, C, h in degrees]. */
function oklch(hex: string): [number, number, number] {
  const [r, g, b] = linear(hex);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const okL = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  // As Rust's to_degrees and to_radians: one factor, so both sides round alike.
  return [okL, Math.hypot(a, bb), Math.atan2(bb, a) * (180 / Math.PI)];
}

/** [L, C, h] → `#rrggbb`, each channel clamped into the gamut. */
function hexOf([l, c, h]: [number, number, number]): string {
  const rad = h * (Math.PI / 180);
  const [a, b] = [c * Math.cos(rad), c * Math.sin(rad)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const r = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const g = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const bl = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  const enc = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    const s = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    return Math.round(s * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${enc(r)}${enc(g)}${enc(bl)}`;
}

/**
 * Nine slice colours around the headings colour: its own hue first, then hues stepping away on
 * both sides, at two lightnesses that stand apart from light and dark backgrounds alike.
 */
export function palette(headings: string, background: string): string[] {
  const [, c, h] = oklch(headings);
  const [bgL] = oklch(background);
  const chroma = Math.min(0.14, Math.max(0.08, c));
  // On a dark page the slices are lighter, on a light page darker, so each reads.
  const [deep, light] = bgL < 0.5 ? [0.62, 0.8] : [0.45, 0.66];
  const offsets = [0, 40, -40, 80, -80, 125, -125, 170, 200];
  return offsets.map((off, i) => hexOf([i % 2 === 0 ? deep : light, chroma, h + off]));
}

/** Each slice's colour: the palette by size, so the largest slice has the headings' own hue. */
export function sliceColors(cents: number[], colours: string[]): string[] {
  const rank = cents.map((_, i) => i).sort((x, y) => Math.max(0, cents[y]) - Math.max(0, cents[x]));
  const out: string[] = new Array<string>(cents.length).fill('');
  rank.forEach((i, r) => {
    out[i] = colours[r % colours.length];
  });
  return out;
}

/** What the slices add up to, negative amounts counting as nothing: the donut's whole and its total. */
export function wholeOf(cents: number[]): number {
  return cents.reduce((sum, c) => sum + Math.max(0, c), 0);
}

/** Each slice's share as the legend prints it: whole percent, "<1%" under half a percent. */
export function shares(cents: number[]): string[] {
  const whole = wholeOf(cents);
  return cents.map((raw) => {
    const c = Math.max(0, raw);
    if (whole === 0 || c === 0) return '0%';
    if (c * 200 < whole) return '<1%';
    return `${Math.floor((c * 100 + Math.floor(whole / 2)) / whole)}%`;
  });
}

/** The donut's geometry in its 200 × 200 box. */
export const DONUT = { centre: 100, outer: 96, inner: 58 } as const;

export type DonutShape =
  | { kind: 'ring'; colour: string; opacity: number; radius: number; width: number }
  | { kind: 'slice'; colour: string; d: string };

/**
 * The donut's shapes: one path per positive slice, clockwise from 12 o'clock in the slices' order,
 * separated by thin gaps of the page's colour (the path's stroke); a full ring for a single slice,
 * and a faint ring of `empty` when nothing is entered.
 */
export function donutShapes(cents: number[], colours: string[], empty: string): DonutShape[] {
  const { centre: C, outer: R, inner: INNER } = DONUT;
  const ring = (colour: string, opacity: number): DonutShape => ({
    kind: 'ring',
    colour,
    opacity,
    radius: (R + INNER) / 2,
    width: R - INNER,
  });
  const whole = wholeOf(cents);
  const positive = cents.map((c, i) => [i, Math.max(0, c)] as const).filter(([, c]) => c > 0);
  if (whole === 0) return [ring(empty, 0.2)];
  if (positive.length === 1) return [ring(colours[positive[0][0] % colours.length], 1)];
  const point = (r: number, turn: number) => {
    const a = turn * 2 * Math.PI - Math.PI / 2;
    return `${(C + r * Math.cos(a)).toFixed(3)} ${(C + r * Math.sin(a)).toFixed(3)}`;
  };
  let at = 0;
  return positive.map(([i, c]) => {
    const [t0, t1] = [at / whole, (at + c) / whole];
    at += c;
    const large = t1 - t0 > 0.5 ? 1 : 0;
    return {
      kind: 'slice',
      colour: colours[i % colours.length],
      d: `M${point(R, t0)}A${R} ${R} 0 ${large} 1 ${point(R, t1)}L${point(INNER, t1)}A${INNER} ${INNER} 0 ${large} 0 ${point(INNER, t0)}Z`,
    };
  });
}

/** The shapes as the engine's SVG text (the vectors' form). */
export function donutSvg(cents: number[], colours: string[], background: string, empty: string): string {
  const { centre: C } = DONUT;
  const body = donutShapes(cents, colours, empty)
    .map((s) =>
      s.kind === 'ring'
        ? `<circle cx="${C}" cy="${C}" r="${s.radius}" fill="none" stroke="${s.colour}" stroke-opacity="${s.opacity}" stroke-width="${s.width}"/>`
        : `<path d="${s.d}" fill="${s.colour}" stroke="${background}" stroke-width="1.6" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">${body}</svg>`;
}
