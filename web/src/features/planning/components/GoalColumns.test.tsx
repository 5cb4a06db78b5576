import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { computeGoals, type Years } from '../../../lib/goals';
import type { GoalLine } from '../lib/goalColumns';
import { GoalColumns } from './GoalColumns';

/** The Alliance (the sample plan): programs $836,500 and overhead $301,500 in year 1. */
const PROGRAMS: Years = [83_650_000, 86_580_000, 89_600_000];
const OVERHEAD: Years = [30_150_000, 31_200_000, 32_300_000];
const EXPENSES: GoalLine = {
  key: 'expenses',
  label: 'Total Annual Expenses',
  years: [PROGRAMS[0] + OVERHEAD[0], PROGRAMS[1] + OVERHEAD[1], PROGRAMS[2] + OVERHEAD[2]],
};
const DEDUCTIONS: GoalLine[] = [
  { key: 'earned', label: 'Earned Revenue', years: [10_200_000, 10_500_000, 10_800_000] },
  { key: 'investment', label: 'Investment Income', years: [1_800_000, 1_850_000, 1_900_000] },
  { key: 'government', label: 'Gov. Appropriations', years: [9_500_000, 9_600_000, 9_800_000] },
  { key: 'in_kind', label: 'In-Kind Goods & Services', years: [7_200_000, 7_400_000, 7_600_000] },
];

const column = (year: number) => screen.getByRole('region', { name: `Year ${year}` });
const lines = (year: number) =>
  within(column(year))
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('GoalColumns', () => {
  it('shows each year’s expenses, the revenue that is not fundraised and the year’s goal ($851,000 in year 1)', () => {
    render(<GoalColumns expenses={EXPENSES} deductions={DEDUCTIONS} />);
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(lines(1)).toEqual([
      ['Total Annual Expenses', '$1,138,000'],
      ['Earned Revenue', '$102,000'],
      ['Investment Income', '$18,000'],
      ['Gov. Appropriations', '$95,000'],
      ['In-Kind Goods & Services', '$72,000'],
      ['Year 1 Annual Fundraising Goal', '$851,000'],
    ]);
    expect(lines(2).at(-1)).toEqual(['Year 2 Annual Fundraising Goal', '$884,300']);
    expect(lines(3).at(-1)).toEqual(['Year 3 Annual Fundraising Goal', '$918,000']);
    expect(within(column(1)).getByRole('heading', { level: 3, name: 'Year 1' })).toBeInTheDocument();
  });

  it('shows the banner with the three years’ total, the figure lib/goals computes', () => {
    render(<GoalColumns expenses={EXPENSES} deductions={DEDUCTIONS} />);
    const banner = screen.getByText('Total 3 Year Fundraising Goal').parentElement as HTMLElement;
    expect(banner).toHaveTextContent('Total 3 Year Fundraising Goal$2,653,300');
    const goals = computeGoals({
      core_programs: PROGRAMS,
      overhead: OVERHEAD,
      earned_revenue: DEDUCTIONS[0].years,
      investment_income: DEDUCTIONS[1].years,
      government_appropriations: DEDUCTIONS[2].years,
      in_kind: DEDUCTIONS[3].years,
    });
    expect(goals.total_annual_fundraising_goal_for_3_years).toBe(265_330_000);
    expect(goals.annual_fundraising_goal).toEqual([85_100_000, 88_430_000, 91_800_000]);
  });

  it('shows a negative goal as it is', () => {
    const small: GoalLine = { key: 'expenses', label: 'Total Annual Expenses', years: [6_000_000, 0, 0] };
    render(
      <GoalColumns
        expenses={small}
        deductions={[{ key: 'earned', label: 'Earned Revenue', years: [7_200_000, 0, 0] }]}
      />,
    );
    expect(lines(1).at(-1)).toEqual(['Year 1 Annual Fundraising Goal', '-$12,000']);
    expect(screen.getByText('Total 3 Year Fundraising Goal').parentElement).toHaveTextContent('-$12,000');
  });

  it('takes the new projects’ labels', () => {
    render(
      <GoalColumns
        expenses={{ key: 'projects', label: 'New Project Expenses', years: [32_500_000, 10_000_000, 10_000_000] }}
        deductions={[]}
        goalLabel={(n) => `Year ${n} New Project Fundraising Goal`}
        bannerLabel="Total 3 Year New Project Fundraising Goal"
        headingLevel={2}
      />,
    );
    expect(lines(1)).toEqual([
      ['New Project Expenses', '$325,000'],
      ['Year 1 New Project Fundraising Goal', '$325,000'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Year 3' })).toBeInTheDocument();
    expect(screen.getByText('Total 3 Year New Project Fundraising Goal').parentElement).toHaveTextContent('$525,000');
  });

  it('passes axe', async () => {
    const { container } = render(<GoalColumns expenses={EXPENSES} deductions={DEDUCTIONS} />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
