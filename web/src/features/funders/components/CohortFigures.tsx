import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatCents } from '../../../lib/format';
import type { Aggregates, Cohort } from '../api';
import { completionHiddenText, goalHiddenText, organizationCount } from '../dashboard';
import { seatCount, seatsPercent } from '../format';

/**
 * The cohort at a glance, as figure cards: seats used, plans finished, and the total and median of
 * the goals organizations share. An aggregate over fewer than five organizations is hidden by the
 * server; its card says so, and how many there are now.
 */
export function CohortFigures({ cohort, aggregates }: { cohort: Cohort; aggregates: Aggregates | null }) {
  const { goal, completion } = aggregates ?? {};
  return (
    <ul className="cohort-figures" aria-label="The cohort at a glance">
      <Figure label="Seats used" value={`${cohort.used} of ${cohort.seats}`}>
        <ProgressBar value={seatsPercent(cohort.used, cohort.seats)} label={`Seats used in ${cohort.name}`} size="sm" />
        {cohort.used >= cohort.seats ? 'Every seat is taken' : `${seatCount(cohort.seats - cohort.used)} left`}
      </Figure>
      {aggregates && completion && goal ? (
        <>
          <Figure
            label="Plans finished"
            value={completion.shown && completion.finished != null ? `${completion.finished} of ${completion.contributors}` : null}
          >
            {completion.shown ? `${organizationCount(completion.contributors)} in the cohort` : completionHiddenText(aggregates)}
          </Figure>
          <Figure label="Shared goals, total" value={goal.shown && goal.total_cents != null ? formatCents(goal.total_cents) : null}>
            {goal.shown ? `Three-year goals of the ${organizationCount(goal.contributors)} sharing theirs` : goalHiddenText(aggregates)}
          </Figure>
          <Figure label="Median shared goal" value={goal.shown && goal.median_cents != null ? formatCents(goal.median_cents) : null}>
            {goal.shown
              ? 'Half of the goals shared are above it, half below'
              : `Shown with the total, once ${aggregates.min_contributors} organizations share their goal.`}
          </Figure>
        </>
      ) : null}
    </ul>
  );
}

/**
 * A card: its label, its figure (or `missing`, "Not shown yet" unless given, when there is none),
 * and a line that says what it counts. `text`: the figure is words (an address), set smaller and
 * broken anywhere to fit.
 */
export function Figure({
  label,
  value,
  missing = 'Not shown yet',
  text,
  children,
}: {
  label: string;
  value: string | null;
  missing?: string;
  text?: boolean;
  children: ReactNode;
}) {
  const modifier = value === null ? 'cohort-figure__value--hidden' : text ? 'cohort-figure__value--text' : '';
  return (
    <li className="cohort-figure">
      <span className="cohort-figure__label">{label}</span>
      <strong className={`cohort-figure__value ${modifier}`}>{value ?? missing}</strong>
      <span className="cohort-figure__note">{children}</span>
    </li>
  );
}
