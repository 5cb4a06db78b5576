/**
 * The gift pyramid: one rule for the screen, the documents and the Excel export (DECISIONS "Gift
 * pyramid"), computed from the rounded three-year goal (`roundGoal` in lib/goals.ts). Integer
 * cents throughout; allocations are integers too (tenths of a percent for the screen, hundredths
 * for Excel), rounded half up. Products that could pass 2^53 are taken in BigInt. Same rule as the
 * server's `pyramid::pyramid`; shared/vectors/pyramid.json pins both.
 */

/** The gift levels, top down, in cents: $5M, $1M, $500K, $250K, $100K, $25K. */
export const LEVELS = [500_000_000, 100_000_000, 50_000_000, 25_000_000, 10_000_000, 2_500_000] as const;

export const VARIOUS_LABEL = 'Various (<$25k)';

/** Prospects needed per gift: 5 (Low maturity), 4 (Average) or 3 (High, the default). */
export type ProspectRatio = 3 | 4 | 5;
export const DEFAULT_RATIO: ProspectRatio = 3;

const M = 100_000_000; // $1,000,000 in cents

type Tier = { atLeast: number } | { above: number } | { exactly: number };

/** The share of the goal each level aims at, in thousandths; the first tier the goal passes applies. */
const TIERS: [Tier, number[]][] = [
  [{ atLeast: 20 * M }, [500, 200, 150, 150, 0, 0]],
  [{ atLeast: 17.5 * M }, [400, 150, 150, 300, 0, 0]],
  [{ atLeast: 15 * M }, [150, 200, 250, 400, 0, 0]],
  [{ atLeast: 12.5 * M }, [150, 200, 200, 450, 0, 0]],
  [{ atLeast: 10 * M }, [100, 150, 150, 600, 0, 0]],
  [{ atLeast: 7.5 * M }, [0, 300, 250, 200, 250, 0]],
  [{ atLeast: 5 * M }, [0, 200, 270, 170, 350, 0]],
  [{ atLeast: 2.5 * M }, [0, 0, 0, 400, 375, 225]],
  [{ atLeast: M }, [0, 0, 0, 450, 250, 300]],
  [{ above: M / 2 }, [0, 0, 0, 100, 300, 600]],
  [{ exactly: M / 2 }, [0, 0, 0, 500, 400, 100]],
];

function admits(tier: Tier, goal: number): boolean {
  if ('atLeast' in tier) return goal >= tier.atLeast;
  if ('above' in tier) return goal > tier.above;
  return goal === tier.exactly;
}

/** The level shares (thousandths) for a rounded goal; all 0 below $500,000. */
export function shares(goal: number): number[] {
  return TIERS.find(([tier]) => admits(tier, goal))?.[1] ?? [0, 0, 0, 0, 0, 0];
}

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

/** One gift level with at least one gift (the spec's giftAmount, numberOfGiftsNeeded, …). */
export interface PyramidLevel {
  giftAmount: number;
  gifts: number;
  prospects: number;
  amount: number;
  cumulative: number;
  allocation: Allocation;
}

export interface Pyramid {
  goal: number;
  ratio: ProspectRatio;
  levels: PyramidLevel[];
  /** The "Various (<$25k)" row: what the levels leave; its count shows "Many", or "-" when 0. */
  various: { amount: number; cumulative: number; count: 'Many' | '-'; allocation: Allocation };
  /** Grand Total: the levels' gifts and prospects, the goal, 100 %. */
  total: { gifts: number; prospects: number; amount: number; allocation: Allocation };
}

const ceilDiv = (n: bigint, d: bigint) => (n + d - 1n) / d;

/**
 * Per level, top down, with the running cumulative C: target = G × share; gifts =
 * ceil(target / level), or floor(target / level) when the ceiling would take C past G, and never
 * more than floor((G − C) / level).
 */
export function buildPyramid(goal: number, ratio: ProspectRatio = DEFAULT_RATIO): Pyramid {
  const levelShares = shares(goal);
  let cumulative = 0;
  const levels: PyramidLevel[] = [];
  LEVELS.forEach((level, i) => {
    const numerator = BigInt(goal) * BigInt(levelShares[i] ?? 0);
    const denominator = 1000n * BigInt(level);
    let gifts = Number(ceilDiv(numerator, denominator));
    if (cumulative + gifts * level > goal) gifts = Number(numerator / denominator);
    gifts = Math.max(0, Math.min(gifts, Math.floor(Math.max(0, goal - cumulative) / level)));
    if (gifts === 0) return;
    const amount = gifts * level;
    cumulative += amount;
    levels.push({ giftAmount: level, gifts, prospects: gifts * ratio, amount, cumulative, allocation: allocation(amount, goal) });
  });
  const remainder = Math.max(0, goal - cumulative);
  return {
    goal,
    ratio,
    levels,
    various: {
      amount: remainder,
      cumulative: cumulative + remainder,
      count: remainder > 0 ? 'Many' : '-',
      allocation: allocation(remainder, goal),
    },
    total: {
      gifts: levels.reduce((s, l) => s + l.gifts, 0),
      prospects: levels.reduce((s, l) => s + l.prospects, 0),
      amount: goal,
      allocation: WHOLE,
    },
  };
}
