/**
 * sRGB colours as `#rrggbb`: their linear-light channels, which both the preview's chart palette
 * (OKLCH, charts.ts) and the colour contrast checks (contrast.ts) start from. The twin of the
 * engine's `srgb::linear` (shared/documents/src/srgb.rs), with which charts.test.ts's shared
 * vectors pin the palette.
 */

/** The linear-light red, green and blue (0 to 1) of `#rrggbb` (black when it does not parse). */
export function linear(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace(/^#/, ''), 16) || 0;
  const lin = (channel: number) => {
    const c = (channel & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [lin(v >> 16), lin(v >> 8), lin(v)];
}
