import { ProgressBar } from '../../../components/ProgressBar';
import { seatsPercent, seatsText } from '../format';

/** "12 of 40 seats used" over a small bar. */
export function CohortSeats({ name, used, seats }: { name: string; used: number; seats: number }) {
  return (
    <div className="cohort-seats">
      <span>{seatsText(used, seats)}</span>
      <ProgressBar value={seatsPercent(used, seats)} label={`Seats used in ${name}`} size="sm" />
    </div>
  );
}
