import { PageLoader } from '../../../components/Spinner';
import type { Plan } from '../api';
import { PlanCard } from './PlanCard';
import { pricesOf } from '../plans';

export function PlanGrid({
  plans,
  isPending,
  actionLabel,
  onChoose,
  disabled,
}: {
  plans: Plan[];
  isPending: boolean;
  actionLabel: string;
  onChoose: (plan: Plan) => void;
  disabled?: boolean;
}) {
  if (isPending) return <PageLoader message="Loading plans…" />;
  return (
    <div className="plans">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          actionLabel={actionLabel}
          onChoose={onChoose}
          disabled={disabled}
          featured={pricesOf(plan) !== null}
        />
      ))}
    </div>
  );
}
