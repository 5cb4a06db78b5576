import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { usLongDate } from '../../../lib/format';
import { usePrefersReducedMotion } from '../../../lib/motion';
import type { WeekPoint } from '../api';
import { CHART } from '../chart';
import { MODULES, organizationCount, progressPoints, shortDay } from '../dashboard';

const TICKS = [0, 3, 6, 9, 12, 15];

/**
 * Completion over time: modules done per organization on average, week by week since the cohort
 * started (of 15; a plan is finished at 15, or fewer when the owner skipped some). The latest
 * figure is said in words above the drawing, which is hidden from assistive technology; a visually
 * hidden table gives every week's figures.
 */
export function CohortProgressChart({ progress, startsOn }: { progress: WeekPoint[]; startsOn: string }) {
  const titleId = useId();
  const reduced = usePrefersReducedMotion();
  const points = progressPoints(progress);
  const last = points[points.length - 1];

  return (
    <figure className="cohort-chart" aria-labelledby={titleId}>
      <figcaption className="cohort-chart__caption">
        <h3 id={titleId} className="cohort-chart__title">
          Completion over time
        </h3>
        <p className="cohort-chart__note">
          {last && last.average !== null
            ? `Now ${last.average} of ${MODULES} modules done per organization on average, ${last.finished} of ${organizationCount(last.organizations)} finished.`
            : 'Modules done per organization on average, week by week.'}
        </p>
      </figcaption>
      {points.length === 0 ? (
        <p className="cohort-chart__empty">The chart starts with the cohort, on {usLongDate(startsOn)}.</p>
      ) : (
        <>
          <div className="cohort-chart__drawing" aria-hidden="true">
            <AreaChart
              data={points}
              responsive
              style={{ width: '100%', height: 250 }}
              margin={{ top: 8, right: 16, bottom: 18, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke={CHART.grid} />
              <XAxis
                dataKey="on"
                tickFormatter={shortDay}
                tick={{ fill: CHART.axis, fontSize: 12 }}
                stroke={CHART.grid}
                minTickGap={24}
                label={{ value: 'Week ending', position: 'insideBottom', offset: -12, fill: CHART.ink, fontSize: 12 }}
              />
              <YAxis
                domain={[0, MODULES]}
                ticks={TICKS}
                allowDecimals={false}
                width={48}
                tick={{ fill: CHART.axis, fontSize: 12 }}
                stroke={CHART.grid}
                label={{
                  value: 'Modules done (average)',
                  angle: -90,
                  position: 'insideLeft',
                  offset: 12,
                  dy: 70,
                  fill: CHART.ink,
                  fontSize: 12,
                }}
              />
              <Tooltip
                isAnimationActive={false}
                labelFormatter={(day) => `Week ending ${usLongDate(String(day))}`}
                formatter={(value) => [`${String(value)} of ${MODULES}`, 'Modules done per organization']}
              />
              <Area
                type="monotone"
                dataKey="average"
                stroke={CHART.line}
                strokeWidth={2.5}
                fill={CHART.area}
                fillOpacity={0.7}
                dot={points.length <= 12 ? { r: 3, fill: CHART.line, strokeWidth: 0 } : false}
                connectNulls={false}
                isAnimationActive={!reduced}
              />
            </AreaChart>
          </div>
          <div className="visually-hidden">
            <table>
              <caption>Completion week by week</caption>
              <thead>
                <tr>
                  <th scope="col">Week ending</th>
                  <th scope="col">Organizations joined</th>
                  <th scope="col">Modules done per organization, on average</th>
                  <th scope="col">Plans finished</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.on}>
                    <th scope="row">{usLongDate(p.on)}</th>
                    <td>{p.organizations}</td>
                    <td>{p.average ?? '—'}</td>
                    <td>{p.finished}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
