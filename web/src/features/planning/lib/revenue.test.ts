import { describe, expect, it } from 'vitest';
import { ALLIANCE_REVENUE } from '../../../test/planningFixtures';
import { groupTotals, hasAnyRevenue, linesToSave, REVENUE_GROUPS, revenueTotals } from './revenue';


describe('revenue', () => {
  it('has the spec’s fixed lines in five groups (16 as spec §3 lists them)', () => {
    expect(REVENUE_GROUPS.map((g) => [g.label, g.lines.length])).toEqual([
      ['Philanthropic Contributions', 5],
      ['Earned Revenue', 5],
      ['Investment Income', 2],
      ['Government Appropriations', 3],
      ['In-Kind Goods/Services', 1],
    ]);
    expect(new Set(REVENUE_GROUPS.flatMap((g) => g.lines.map((l) => l.key))).size).toBe(16);
  });

  it('adds up each group and the total revenue ($952,000 in year 1 for the Alliance)', () => {
    expect(groupTotals(REVENUE_GROUPS[0], ALLIANCE_REVENUE)[0]).toBe(66_500_000);
    expect(groupTotals(REVENUE_GROUPS[1], ALLIANCE_REVENUE)[0]).toBe(10_200_000);
    expect(revenueTotals(REVENUE_GROUPS, ALLIANCE_REVENUE)).toEqual([95_200_000, 97_650_000, 100_700_000]);
    expect(revenueTotals(REVENUE_GROUPS, {})).toEqual([0, 0, 0]);
  });

  it('saves only lines with a year above 0 and requires at least one', () => {
    expect(linesToSave(REVENUE_GROUPS, ALLIANCE_REVENUE)).toHaveLength(11);
    expect(linesToSave(REVENUE_GROUPS, { 'earned_revenue/Rentals': [0, 0, 1] }).map((l) => l.line.name)).toEqual(['Rentals']);
    expect(hasAnyRevenue(REVENUE_GROUPS, { 'earned_revenue/Rentals': [0, 0, 0] })).toBe(false);
    expect(hasAnyRevenue(REVENUE_GROUPS, ALLIANCE_REVENUE)).toBe(true);
  });
});
