import { useId } from 'react';
import { Bar, BarChart, LabelList, XAxis, YAxis, type LabelProps } from 'recharts';
import { usePrefersReducedMotion } from '../../../lib/motion';
import type { Funnel } from '../api';
import { funnelStages } from '../dashboard';
import { CHART } from '../chart';

/** A bar's count just past its end (a zero's bar is drawn 3 px wide, so that its count shows too). */
function Count({ x, y, width, height, value }: LabelProps) {
  const end = Number(x ?? 0) + Number(width ?? 0);
  return (
    <text x={end + 8} y={Number(y ?? 0) + Number(height ?? 0) / 2} dominantBaseline="central" fill={CHART.ink} fontSize={13} fontWeight={700}>
      {value}
    </text>
  );
}

/**
 * The cohort's funnel as horizontal bars, from joining to sharing a document: each bar counts the
 * organizations that reached that stage and every one before it. The drawing is hidden from
 * assistive technology; a visually hidden table gives the same counts.
 */
export function CohortFunnel({ funnel }: { funnel: Funnel }) {
  const titleId = useId();
  const reduced = usePrefersReducedMotion();
  const stages = funnelStages(funnel);
  const joined = funnel.redeemed;
  const share = (n: number) => (joined > 0 ? `${Math.round((n / joined) * 100)}%` : '—');

  return (
    <figure className="cohort-chart" aria-labelledby={titleId}>
      <figcaption className="cohort-chart__caption">
        <h3 id={titleId} className="cohort-chart__title">
          How far organizations have come
        </h3>
        <p className="cohort-chart__note">Each bar counts the organizations that reached that stage and every one before it.</p>
      </figcaption>
      <div className="cohort-chart__drawing" aria-hidden="true">
        <BarChart
          layout="vertical"
          data={stages}
          responsive
          style={{ width: '100%', height: 250 }}
          margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide domain={[0, Math.max(joined, 1)]} />
          <YAxis
            type="category"
            dataKey="label"
            width={176}
            tickLine={false}
            axisLine={false}
            tick={{ fill: CHART.ink, fontSize: 13 }}
          />
          <Bar
            dataKey="count"
            fill={CHART.bar}
            barSize={24}
            minPointSize={3}
            radius={[0, 6, 6, 0]}
            background={{ fill: CHART.track, radius: 6 }}
            isAnimationActive={!reduced}
          >
            <LabelList dataKey="count" content={Count} />
          </Bar>
        </BarChart>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>How far organizations have come</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Organizations</th>
              <th scope="col">Of those who joined</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td>{s.count}</td>
                <td>{share(s.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
