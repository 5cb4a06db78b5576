/**
 * The dashboard charts' colours: the design tokens of styles/base.css as values, since an SVG
 * presentation attribute cannot read a CSS variable. Each mark has at least 3:1 contrast with the
 * white panel (WCAG 1.4.11), each text at least 4.5:1.
 */
export const CHART = {
  /** --green-700, 9.09:1 on white. */
  bar: '#145240',
  /** --green-600, 5.39:1: the progress line. */
  line: '#0c7a45',
  /** --green-100: the area under the line. */
  area: '#dcf5e7',
  /** --ink-2: labels. */
  ink: '#33433e',
  /** --muted, 5.1:1: axis ticks. */
  axis: '#5f6f6a',
  /** --surface-2: the track behind each bar (the whole cohort). */
  track: '#eef2f0',
  /** --line: grid lines. */
  grid: '#dfe6e3',
} as const;
