/**
 * Whether the document's colours read well (WCAG 2.x contrast ratio): body text on the background
 * asks 4.5:1, headings (large text) 3:1. The editor says so when a choice falls short; the choice
 * stays the organization's.
 */
import { linear } from './srgb';

/** The relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const BODY_CONTRAST = 4.5;
export const HEADINGS_CONTRAST = 3;
