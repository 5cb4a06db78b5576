import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PALETTE } from '../lib/chart';
import { BudgetPie, type PieSlice } from './BudgetPie';

/** The Alliance's year-1 expenses: the three programs ($836,500) and overhead ($301,500) by category. */
const EXPENSES: PieSlice[] = [
  { key: 'personnel_and_benefits', label: 'Personnel and Benefits', cents: 19_000_000 },
  { key: 'finance_fees', label: 'Finance Fees', cents: 1_200_000 },
  { key: 'legal_fees', label: 'Legal Fees', cents: 600_000 },
  { key: 'printing_and_publications', label: 'Printing and Publications', cents: 850_000 },
  { key: 'travel_conferences_and_meetings', label: 'Travel, Conferences, and Meetings', cents: 900_000 },
  { key: 'marketing_and_communications', label: 'Marketing and Communications', cents: 2_400_000 },
  { key: 'programs_cost', label: 'Programs', cents: 83_650_000 },
  { key: 'other_expenses', label: 'Other Expenses', cents: 4_000_000 },
  { key: 'in_kind_goods_and_services', label: 'In-Kind Goods & Services', cents: 1_200_000 },
];

function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })),
  );
}

describe('BudgetPie', () => {
  beforeEach(reduceMotion);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives screen readers a table of every slice with its amount and whole percentage of the total', () => {
    render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    const table = screen.getByRole('table', { name: 'Year 1 Expenses' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Personnel and Benefits$190,00017%',
      'Finance Fees$12,0001%',
      'Legal Fees$6,0001%',
      'Printing and Publications$8,5001%',
      'Travel, Conferences, and Meetings$9,0001%',
      'Marketing and Communications$24,0002%',
      'Programs$836,50074%',
      'Other Expenses$40,0004%',
      'In-Kind Goods & Services$12,0001%',
    ]);
    expect(screen.getByRole('figure', { name: 'Year 1 Expenses' })).toBeInTheDocument();
  });

  it('shows the totals box with its label', () => {
    render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    expect(screen.getByText('Total Expenses').closest('.budget-pie__total')).toHaveTextContent('Total Expenses$1,138,000');
  });

  it('draws one slice per amount above 0, in the palette order, with whole-percent labels on the larger ones', () => {
    const { container } = render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    const sectors = [...container.querySelectorAll('.recharts-pie-sector path')];
    expect(sectors.map((p) => p.getAttribute('fill'))).toEqual(CHART_PALETTE.slice(0, 9));
    const labels = [...container.querySelectorAll('.budget-pie__slice-label')].map((t) => t.textContent);
    expect(labels).toEqual(['17%', '74%']);
  });

  it('keeps the drawing and the legend away from screen readers, which read the table', () => {
    const { container } = render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    expect(container.querySelector('.budget-pie__chart')).toHaveAttribute('aria-hidden', 'true');
    const legend = container.querySelector('.budget-pie__legend') as HTMLElement;
    expect(legend).toHaveAttribute('aria-hidden', 'true');
    expect(legend.querySelectorAll('li')).toHaveLength(9);
    expect(legend).toHaveTextContent('Programs$836,500 74%');
  });

  it('cycles the 14 colours for more slices', () => {
    const many = Array.from({ length: 16 }, (_, i) => ({ key: `s${i}`, label: `Slice ${i + 1}`, cents: 100 }));
    const { container } = render(<BudgetPie title="Many" slices={many} totalLabel="Total Revenue" />);
    const fills = [...container.querySelectorAll('.recharts-pie-sector path')].map((p) => p.getAttribute('fill'));
    expect(fills.slice(13)).toEqual([CHART_PALETTE[13], CHART_PALETTE[0], CHART_PALETTE[1]]);
  });

  it('says no amounts are entered yet for an all-zero chart, and shows no NaN anywhere', () => {
    const zero = EXPENSES.map((s) => ({ ...s, cents: 0 }));
    const { container } = render(<BudgetPie title="Year 1 Revenue" slices={zero} totalLabel="Total Revenue" />);
    expect(screen.getByText('No amounts entered yet.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).not.toMatch(/NaN/);
    expect(screen.getByText('Total Revenue').closest('.budget-pie__total')).toHaveTextContent('$0');
  });

  it('injects no <style> element, so it renders under the CSP (style-src self)', () => {
    const before = document.querySelectorAll('style').length;
    const { container } = render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(before);
    expect(before).toBe(0);
  });

  it('passes axe', async () => {
    const { container } = render(<BudgetPie title="Year 1 Expenses" slices={EXPENSES} totalLabel="Total Expenses" />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
