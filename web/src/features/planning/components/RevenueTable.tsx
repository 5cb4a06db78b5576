import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../lib/format';
import type { Years } from '../../../lib/goals';
import { groupTotals, lineYears, revenueTotals, type RevenueGroup, type RevenueValues } from '../lib/revenue';
import { PM } from '../../../config/planMessages';
import { MoneyInput } from './MoneyInput';
import './blocks.css';

/** Spec §9: revenue changes are reported after this pause (or at once when an input loses focus). */
export const REVENUE_REPORT_MS = 1000;

export interface RevenueTableProps {
  /** The table's accessible name (a hidden caption), e.g. 'Annual Revenue'. */
  caption: string;
  /** The revenue types in order, each with its fixed lines. */
  groups: readonly RevenueGroup[];
  /** Year 1–3 per line key, in cents (a missing line is 0). */
  values: RevenueValues;
  /** The edited values, 1000 ms after the last change or at once when an input loses focus. */
  onChange: (values: Record<string, Years>) => void;
  disabled?: boolean;
}

const YEARS = [1, 2, 3] as const;

/**
 * The annual revenue table (spec §2): fixed lines grouped by type, columns Year 1–3, a total
 * per group and the Total Revenue row, all following each keystroke. The page hears of a change
 * after a 1000 ms pause, or at once on blur (spec §5). Values the page passes in are shown
 * (a reload), except the very object the table reported, which is only its echo: keystrokes made
 * since stay.
 */
export function RevenueTable({ caption, groups, values, onChange, disabled }: RevenueTableProps) {
  const [draft, setDraft] = useState<RevenueValues>(values);
  const [seen, setSeen] = useState<RevenueValues>(values);
  const [reported, setReported] = useState<RevenueValues | null>(null);
  if (values !== seen) {
    // New values from the page: shown, unless they are the ones this table reported.
    setSeen(values);
    if (values !== reported) setDraft(values);
  }

  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<RevenueValues | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const report = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setReported(next);
    onChangeRef.current(next as Record<string, Years>);
  }, []);

  // A change still waiting when the page goes away is reported then.
  useEffect(() => report, [report]);

  const setAmount = (key: string, year: number, cents: number) => {
    const years = [...lineYears(draft, key)] as Years;
    years[year] = cents;
    const next = { ...draft, [key]: years };
    setDraft(next);
    pending.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(report, REVENUE_REPORT_MS);
  };

  const total = revenueTotals(groups, draft);

  return (
    <div className="revenue-table">
      <div className="expense-table__scroll">
        <table className="expense-table__table revenue-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Revenue</th>
              {YEARS.map((y) => (
                <th scope="col" key={y} className="expense-table__num">
                  Year {y}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => {
            const sums = groupTotals(group, draft);
            return (
              <tbody key={group.key} className="revenue-table__group">
                <tr className="revenue-table__type">
                  <th scope="rowgroup" colSpan={4}>
                    {group.label}
                  </th>
                </tr>
                {group.lines.map((line) => (
                  <tr key={line.key}>
                    <th scope="row" className="revenue-table__line">
                      {line.name}
                    </th>
                    {YEARS.map((y, i) => (
                      <td key={y}>
                        <MoneyInput
                          label={`Year ${y} amount for ${line.name}`}
                          cents={lineYears(draft, line.key)[i]}
                          disabled={disabled}
                          onChange={(cents) => setAmount(line.key, i, cents)}
                          onBlur={report}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="revenue-table__subtotal">
                  <th scope="row">Total {group.label}</th>
                  {sums.map((cents, y) => (
                    <td key={y} className="expense-table__num">
                      {formatCents(cents)}
                    </td>
                  ))}
                </tr>
              </tbody>
            );
          })}
          <tfoot>
            <tr className="expense-table__footer">
              <th scope="row">{PM.TOTAL_REVENUE}</th>
              {total.map((cents, y) => (
                <td key={y} className="expense-table__num">
                  {formatCents(cents)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
