import { useId } from 'react';
import { Cell, Pie, PieChart, type PieLabelRenderProps } from 'recharts';
import { formatCents } from '../../../lib/format';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { sliceColor, wholePercent } from '../lib/chart';
import { PM } from '../../../config/planMessages';
import './blocks.css';

export interface PieSlice {
  key: string;
  label: string;
  /** The slice's amount in cents (below 0 counts as 0). */
  cents: number;
}

export interface BudgetPieProps {
  /** The chart's title, e.g. 'Year 1 Expenses'. */
  title: string;
  /** The slices in legend order; each keeps its palette colour by position. */
  slices: readonly PieSlice[];
  /** The totals box label: 'Total Expenses' or 'Total Revenue'. */
  totalLabel: string;
  /** The chart's width and height in px (default 260). */
  size?: number;
  /** The totals box's figure as the server computed it (default: the slices' sum). */
  total?: number;
}

/** Slices smaller than this show their percentage only in the legend (no room on the pie). */
const MIN_LABELLED_PERCENT = 5;
const RADIAN = Math.PI / 180;

/**
 * A pie of amounts (spec §2 "Year 1 Annual Operating Budget Summary") with its legend, whole
 * percentages of the total on the slices and in the legend, and the totals box. The drawing is
 * decorative for assistive technology; a visually hidden table gives every slice's amount and
 * percentage. An all-zero chart says 'No amounts entered yet.' instead of drawing.
 */
export function BudgetPie({ title, slices, totalLabel, size = 260, total: shownTotal }: BudgetPieProps) {
  const titleId = useId();
  const reduced = usePrefersReducedMotion();
  const rows = slices.map((s, index) => ({ ...s, cents: Math.max(0, s.cents), color: sliceColor(index) }));
  const total = rows.reduce((acc, r) => acc + r.cents, 0);
  const withPercent = rows.map((r) => ({ ...r, percent: wholePercent(r.cents, total) }));
  const drawn = withPercent.filter((r) => r.cents > 0);

  const renderLabel = (props: PieLabelRenderProps) => {
    const row = drawn[props.index ?? -1];
    if (!row || row.percent < MIN_LABELLED_PERCENT) return null;
    const inner = Number(props.innerRadius ?? 0);
    const outer = Number(props.outerRadius ?? 0);
    const radius = inner + (outer - inner) * 0.6;
    const angle = Number(props.midAngle ?? 0);
    const x = Number(props.cx) + radius * Math.cos(-angle * RADIAN);
    const y = Number(props.cy) + radius * Math.sin(-angle * RADIAN);
    return (
      <text x={x} y={y} className="budget-pie__slice-label" textAnchor="middle" dominantBaseline="central">
        {`${row.percent}%`}
      </text>
    );
  };

  return (
    <figure className="budget-pie" aria-labelledby={titleId}>
      <figcaption className="budget-pie__title" id={titleId}>
        {title}
      </figcaption>
      {total === 0 ? (
        <p className="budget-pie__empty">{PM.NO_AMOUNTS}</p>
      ) : (
        <div className="budget-pie__body">
          <div className="budget-pie__chart" aria-hidden="true">
            <PieChart width={size} height={size} accessibilityLayer={false}>
              <Pie
                data={drawn}
                dataKey="cents"
                nameKey="label"
                cx="50%"
                cy="50%"
                outerRadius="95%"
                stroke="#ffffff"
                strokeWidth={2}
                labelLine={false}
                label={renderLabel}
                isAnimationActive={!reduced}
                rootTabIndex={-1}
              >
                {drawn.map((r) => (
                  <Cell key={r.key} fill={r.color} />
                ))}
              </Pie>
            </PieChart>
          </div>
          <ul className="budget-pie__legend" aria-hidden="true">
            {withPercent.map((r) => (
              <li key={r.key} className="budget-pie__legend-item">
                <span className="budget-pie__swatch" style={{ backgroundColor: r.color }} />
                <span className="budget-pie__legend-label">{r.label}</span>
                <span className="budget-pie__legend-value">
                  {formatCents(r.cents)} <span className="budget-pie__legend-percent">{r.percent}%</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Share of total</th>
                </tr>
              </thead>
              <tbody>
                {withPercent.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.label}</th>
                    <td>{formatCents(r.cents)}</td>
                    <td>{r.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div className="budget-pie__total">
        <span className="budget-pie__total-label">{totalLabel}</span>
        <strong className="budget-pie__total-value">{formatCents(shownTotal ?? total)}</strong>
      </div>
    </figure>
  );
}
