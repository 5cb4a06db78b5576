import { describe, expect, it } from 'vitest';
import { readVectors } from '../test/vectors';
import { formatCents } from './format';
import {
  BASE_MAX_TENTHS,
  BASE_MIN_TENTHS,
  GOAL_MAX_CENTS,
  GOAL_MIN_CENTS,
  LEAD_SHARE_MAX,
  LEAD_SHARE_MIN,
  TOP_TEN_MAX_TENTHS,
  TOP_TEN_MIN_TENTHS,
  chartChecks,
  chartTable,
  isRoundAmount,
  leadGift,
  standardChart,
  topTenCents,
  type Chart,
  type ChartCheck,
  type ChartRow,
} from './giftChart';
import { WHOLE, excelPercent, screenPercent, type Allocation, type ProspectRatio } from './pyramid';

/** shared/vectors/gift_chart.json: see its "about" for the meaning of each field. */
interface GiftChartFile {
  about: string;
  cases: {
    about: string;
    goal_cents: number;
    /** The standard chart at this share; null for an edited chart. */
    lead_share_percent: number | null;
    ratio: ProspectRatio;
    named_prospects: number;
    chart: { rows: ChartRow[]; various_cents: number };
    table: {
      rows: { amount_cents: number; gifts: number; prospects: number; total_cents: number; cumulative_cents: number; screen: string; excel: string }[];
      various: { label: string; count_label: string; amount_cents: number; cumulative_cents: number; screen: string; excel: string };
      total: { gifts: number; prospects: number; amount_cents: number; screen: string; excel: string };
    };
    checks: ChartCheck[];
  }[];
}

const percents = (a: Allocation) => ({ screen: screenPercent(a), excel: excelPercent(a) });

/** The table as the vectors write it. */
function tableAsVector(chart: Chart, ratio: ProspectRatio) {
  const t = chartTable(chart, ratio);
  return {
    rows: t.rows.map((r) => ({
      amount_cents: r.amountCents,
      gifts: r.gifts,
      prospects: r.prospects,
      total_cents: r.totalCents,
      cumulative_cents: r.cumulativeCents,
      ...percents(r.allocation),
    })),
    various: {
      label: t.various.label,
      count_label: t.various.countLabel,
      amount_cents: t.various.amountCents,
      cumulative_cents: t.various.cumulativeCents,
      ...percents(t.various.allocation),
    },
    total: { gifts: t.total.gifts, prospects: t.total.prospects, amount_cents: t.total.amountCents, ...percents(t.total.allocation) },
  };
}

const M = 100_000_000; // $1,000,000 in cents

/** The lead gift the rule asks for, found the slow way (as the Rust test does): every round amount
 * from $1 to $100M (1, 2, 2.5, 5 × 10^k dollars), the nearest to share × G (ties up); if that is
 * outside 10–35 % of G, the nearest inside. */
function expectedLead(goal: number, share: number): number {
  const all: number[] = [];
  for (let e = 0; e <= 9; e++) for (const m of [10, 20, 25, 50]) if (m !== 25 || e > 0) all.push(((m * 10 ** e) / 10) * 100);
  const target = goal * share;
  const nearest = (cs: number[]) =>
    cs.reduce((best, c) => {
      const [d, bd] = [Math.abs(c * 100 - target), Math.abs(best * 100 - target)];
      return d < bd || (d === bd && c > best) ? c : best;
    });
  const inside = (c: number) => c * 100 >= 10 * goal && c * 100 <= 35 * goal;
  const best = nearest(all);
  return inside(best) ? best : nearest(all.filter(inside));
}

describe('the gift range chart, as the server computes it (shared/vectors/gift_chart.json)', () => {
  const file = readVectors<GiftChartFile>('gift_chart.json');

  it('makes the same standard chart for every standard case', () => {
    const standard = file.cases.filter((c) => c.lead_share_percent !== null);
    expect(standard.length).toBeGreaterThanOrEqual(10);
    for (const c of standard) {
      expect(standardChart(c.goal_cents, c.lead_share_percent ?? 0), c.about).toEqual({ goal_cents: c.goal_cents, ...c.chart });
    }
  });

  it('shows the same table and the same five checks, word for word, for every case', () => {
    expect(file.cases.some((c) => c.lead_share_percent === null)).toBe(true);
    for (const ratio of [3, 4, 5]) expect(file.cases.some((c) => c.ratio === ratio), `a case at ${ratio}:1`).toBe(true);
    for (const c of file.cases) {
      const chart: Chart = { goal_cents: c.goal_cents, ...c.chart };
      expect(tableAsVector(chart, c.ratio), c.about).toEqual(c.table);
      expect(chartChecks(chart, c.ratio, c.named_prospects), c.about).toEqual(c.checks);
    }
    // Every check both passes and fails somewhere in the vectors.
    for (const id of ['lead_gift', 'top_ten', 'base', 'total', 'prospects']) {
      const results = file.cases.flatMap((c) => c.checks.filter((k) => k.id === id).map((k) => k.passed));
      expect(results, id).toContain(true);
      expect(results, id).toContain(false);
    }
  });
});

describe('the standard chart', () => {
  it('meets every rule for every $500,000 step from $500,000 to $100,000,000 at shares 10 to 35 in steps of 5', () => {
    const shares = [10, 15, 20, 25, 30, 35];
    const goals: number[] = [];
    for (let goal = GOAL_MIN_CENTS; goal <= GOAL_MAX_CENTS; goal += M / 2) goals.push(goal);
    expect(goals.length).toBe(200);
    for (const goal of goals) {
      for (const share of shares) {
        const at = `G = ${goal}, share ${share}`;
        const c = standardChart(goal, share);
        expect(c.goal_cents, at).toBe(goal);
        expect(c.rows.length, at).toBeGreaterThan(0);
        expect(c.rows[0], at).toEqual({ amount_cents: expectedLead(goal, share), gifts: 1 });
        for (const r of c.rows) {
          expect(isRoundAmount(r.amount_cents), `${at}: ${r.amount_cents} round`).toBe(true);
          expect(r.gifts, at).toBeGreaterThanOrEqual(1);
        }
        for (let i = 1; i < c.rows.length; i++) {
          const [above, below] = [c.rows[i - 1]!, c.rows[i]!];
          expect(above.amount_cents > below.amount_cents, `${at}: amounts fall`).toBe(true);
          expect(above.gifts <= below.gifts, `${at}: gifts never fall`).toBe(true);
          expect(above.amount_cents <= 5 * below.amount_cents, `${at}: at most 5 × below`).toBe(true);
        }
        const top = topTenCents(c.rows) * 1000;
        expect(top >= TOP_TEN_MIN_TENTHS * goal && top <= TOP_TEN_MAX_TENTHS * goal, `${at}: top ten ${top / 1000}`).toBe(true);
        const base = c.various_cents * 1000;
        expect(base >= BASE_MIN_TENTHS * goal && base <= BASE_MAX_TENTHS * goal, `${at}: Various ${c.various_cents}`).toBe(true);
        const levels = c.rows.reduce((s, r) => s + r.amount_cents * r.gifts, 0);
        expect(levels + c.various_cents, `${at}: levels + Various = G`).toBe(goal);
        const t = chartTable(c, 3);
        expect(t.various.cumulativeCents, at).toBe(goal);
        expect(t.total.allocation, at).toEqual(WHOLE);
        expect(t.various.label, at).toBe(`Various (<${formatCents(c.rows.at(-1)!.amount_cents)})`);
        // The standard chart passes all its own checks once every prospect it needs is named.
        for (const k of chartChecks(c, 3, t.total.prospects)) expect(k.passed, `${at}: ${k.message}`).toBe(true);
      }
    }
  });

  it('takes the lead gift nearest share × G, a tie up, or the nearest inside 10–35 %', () => {
    expect(leadGift(35 * M / 10, 10)).toBe(50 * M / 100); // $350,000 → $250,000 is 7.1 %: $500,000
    expect(leadGift(M / 2, 35)).toBe(10 * M / 100); // $175,000 → $200,000 is 40 %: $100,000
    expect(leadGift(M, 35)).toBe(25 * M / 100);
    expect(leadGift(M, 13)).toBe(10 * M / 100);
    expect(leadGift(15 * M / 10, 10)).toBe(20 * M / 100); // a tie goes up
  });

  it('takes shares outside 10 to 35 as the nearest limit', () => {
    expect(standardChart(M, 5)).toEqual(standardChart(M, LEAD_SHARE_MIN));
    expect(standardChart(M, 90)).toEqual(standardChart(M, LEAD_SHARE_MAX));
  });

  it('knows round amounts: 1, 2, 2.5 and 5 × a power of ten, in whole dollars', () => {
    for (const yes of [100, 200, 500, 1_000, 2_500, 25_000_000, 5 * M, 10 * M]) expect(isRoundAmount(yes), `${yes}`).toBe(true);
    for (const no of [0, 50, 250, 300, 1_500, 7_500_000, 12_500_000, -100]) expect(isRoundAmount(no), `${no}`).toBe(false);
  });
});
