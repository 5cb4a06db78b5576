/**
 * The budget pies (spec file 2 §2 "Annual operating budget"): slices as whole-number
 * percentages of the total, and the 14-colour palette the slices cycle through.
 */

/**
 * 14 colours, in slice order (the 9 expense slices use the first 9, the 5 revenue slices the
 * first 5; more slices start again at the first). Every colour has at least 4.99:1 contrast with
 * white, so the white percentage labels on the slices read at AA size, and every slice stands
 * out from the white page (WCAG 1.4.11 asks 3:1) and from its neighbours by the 2 px white line
 * between slices. Neighbours differ in hue (green, blue, amber, violet, cyan, rose, lime, navy,
 * orange, teal, fuchsia, slate, brown, sky); colour is never the only key: each slice has its
 * label and percentage in the legend and in the hidden table.
 */
export const CHART_PALETTE = [
  '#145240', // green (the product's green-700), 9.09:1 on white
  '#1f53d6', // blue (blue-600), 6.43:1
  '#b45309', // amber, 5.02:1
  '#6d28d9', // violet, 7.10:1
  '#0e7490', // cyan, 5.36:1
  '#be123c', // rose, 6.29:1
  '#4d7c0f', // lime, 4.99:1
  '#1e3a8a', // navy, 10.36:1
  '#c2410c', // orange, 5.18:1
  '#0f766e', // teal, 5.47:1
  '#a21caf', // fuchsia, 6.32:1
  '#4b5563', // slate, 7.56:1
  '#854d0e', // brown, 6.85:1
  '#0369a1', // sky, 5.93:1
] as const;

/** The colour of the slice at `index` (the palette cycles). */
export const sliceColor = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length];

/**
 * `part` of `total` as a whole percentage, rounded half up, in integers only (exact for amounts
 * below about $45 trillion); 0 when the total is 0 (never NaN).
 */
export function wholePercent(part: number, total: number): number {
  if (total <= 0 || part <= 0) return 0;
  return Math.floor((200 * part + total) / (2 * total));
}
