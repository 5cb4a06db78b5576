/**
 * The gift pyramid's allocation percentages (DECISIONS "Gift pyramid"): integers, tenths of a
 * percent for the screen and hundredths for Excel, rounded half up, products that could pass 2^53
 * taken in BigInt. The same rule as the server's `pyramid::Allocation`; shared/vectors/pyramid.json
 * pins both. The chart itself is lib/giftChart.ts (the spec's fixed allocation table is retired:
 * DECISIONS "Gift range chart").
 */

/** Prospects needed per gift: 5 (Low maturity), 4 (Average) or 3 (High, the default). */
export type ProspectRatio = 3 | 4 | 5;

/** A share of the goal: `tenths` of a percent (screen, documents), `hundredths` (Excel). */
export interface Allocation {
  tenths: number;
  hundredths: number;
}

export const WHOLE: Allocation = { tenths: 1000, hundredths: 10_000 };

/** `amount / goal` in percent, each precision rounded half up from the exact ratio; 0 for a goal ≤ 0. */
export function allocation(amount: number, goal: number): Allocation {
  const rounded = (per: bigint): number => {
    if (goal <= 0) return 0;
    const [a, g] = [BigInt(amount), BigInt(goal)];
    return Number((2n * a * per + g) / (2n * g));
  };
  return { tenths: rounded(1000n), hundredths: rounded(10_000n) };
}

/** "50.0%", as the screen and documents show it. */
export const screenPercent = (a: Allocation) => `${Math.trunc(a.tenths / 10)}.${a.tenths % 10}%`;

/** "50.00%", as the Excel export shows it. */
export const excelPercent = (a: Allocation) =>
  `${Math.trunc(a.hundredths / 100)}.${String(a.hundredths % 100).padStart(2, '0')}%`;
