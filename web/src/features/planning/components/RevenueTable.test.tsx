import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Years } from '../../../lib/goals';
import { ALLIANCE_REVENUE } from '../../../test/planningFixtures';
import { REVENUE_GROUPS, type RevenueValues } from '../lib/revenue';
import { REVENUE_REPORT_MS, RevenueTable } from './RevenueTable';

const input = (name: string) => screen.getByRole('textbox', { name });
const rowOf = (header: string) => screen.getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
/** Types as a person would, one change event per character. */
function typeInto(el: HTMLElement, text: string) {
  fireEvent.focus(el);
  for (let i = 1; i <= text.length; i += 1) fireEvent.change(el, { target: { value: text.slice(0, i) } });
}

describe('RevenueTable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('groups the fixed lines by type, with a total per group and the Total Revenue row', () => {
    render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={ALLIANCE_REVENUE} onChange={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Annual Revenue' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Revenue', 'Year 1', 'Year 2', 'Year 3']);
    expect(screen.getByRole('rowheader', { name: 'Philanthropic Contributions' })).toHaveAttribute('scope', 'rowgroup');
    expect(input('Year 1 amount for Individual Gifts')).toHaveValue('260,000');
    expect(input('Year 2 amount for Rentals')).toHaveValue('');
    expect(cells(rowOf('Total Philanthropic Contributions'))).toEqual(['$665,000', '$683,000', '$706,000']);
    expect(cells(rowOf('Total Earned Revenue'))).toEqual(['$102,000', '$105,000', '$108,000']);
    expect(cells(rowOf('Total Revenue'))).toEqual(['$952,000', '$976,500', '$1,007,000']);
  });

  it('updates the totals at each keystroke and reports the change after a 1000 ms pause', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={ALLIANCE_REVENUE} onChange={onChange} />);
    typeInto(input('Year 1 amount for Rentals'), '12000');
    expect(cells(rowOf('Total Earned Revenue'))[0]).toBe('$114,000');
    expect(cells(rowOf('Total Revenue'))[0]).toBe('$964,000');
    act(() => vi.advanceTimersByTime(REVENUE_REPORT_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]['earned_revenue/Rentals']).toEqual([1_200_000, 0, 0]);
    expect(onChange.mock.calls[0][0]['earned_revenue/Tuition']).toEqual(ALLIANCE_REVENUE['earned_revenue/Tuition']);
  });

  it('restarts the pause at each change', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={{}} onChange={onChange} />);
    const city = input('Year 1 amount for City');
    typeInto(city, '4');
    act(() => vi.advanceTimersByTime(800));
    typeInto(city, '40000');
    act(() => vi.advanceTimersByTime(800));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]['government_appropriations/City']).toEqual([4_000_000, 0, 0]);
  });

  it('reports at once when an input loses focus, and not again after the pause', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={{}} onChange={onChange} />);
    const state = input('Year 3 amount for State');
    typeInto(state, '57,000');
    fireEvent.blur(state);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]['government_appropriations/State']).toEqual([0, 0, 5_700_000]);
    act(() => vi.advanceTimersByTime(5000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when an input loses focus without a change', () => {
    const onChange = vi.fn();
    render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={{}} onChange={onChange} />);
    fireEvent.focus(input('Year 1 amount for City'));
    fireEvent.blur(input('Year 1 amount for City'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps keystrokes made after a report when the page passes the reported values back later', () => {
    vi.useFakeTimers();
    function Page() {
      const [values, setValues] = useState<RevenueValues>({});
      // The page takes the values in after a save of half a second.
      const onChange = (next: Record<string, Years>) => window.setTimeout(() => setValues(next), 500);
      return <RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={values} onChange={onChange} />;
    }
    render(<Page />);
    const city = input('Year 1 amount for City');
    typeInto(city, '40');
    act(() => vi.advanceTimersByTime(REVENUE_REPORT_MS));
    typeInto(city, '40000');
    act(() => vi.advanceTimersByTime(500));
    expect(city).toHaveValue('40000');
    expect(cells(rowOf('Total Revenue'))[0]).toBe('$40,000');
  });

  it('shows new values the page loads', () => {
    function Page() {
      const [values, setValues] = useState<RevenueValues>({});
      return (
        <>
          <RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={values} onChange={setValues} />
          <button type="button" onClick={() => setValues({ 'in_kind/Goods/Services': [7_200_000, 0, 0] as Years })}>
            Reload
          </button>
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(input('Year 1 amount for Goods/Services')).toHaveValue('72,000');
    expect(cells(rowOf('Total Revenue'))[0]).toBe('$72,000');
  });

  it('reports a waiting change when it goes away', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = render(<RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={{}} onChange={onChange} />);
    typeInto(input('Year 1 amount for Federal'), '100');
    unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('passes axe', async () => {
    const { container } = render(
      <RevenueTable caption="Annual Revenue" groups={REVENUE_GROUPS} values={ALLIANCE_REVENUE} onChange={() => undefined} />,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
