import { Button } from '../../../components/Button';
import { CheckIcon, MailIcon } from '../../../components/icons';
import { AM } from '../../../config/appMessages';
import type { Plan } from '../api';
import { formatUsd } from '../../../lib/format';
import { contactHref, pricesOf } from '../plans';

interface PlanCardProps {
  plan: Plan;
  actionLabel: string;
  onChoose: (plan: Plan) => void;
  disabled?: boolean;
  featured?: boolean;
}

export function PlanCard({ plan, actionLabel, onChoose, disabled, featured }: PlanCardProps) {
  const prices = pricesOf(plan);
  const headingId = `plan-${plan.id}-title`;
  return (
    <article className={`plan ${featured ? 'plan--featured' : ''}`} aria-labelledby={headingId}>
      <span className="plan__badge">{plan.name}</span>
      <h2 className="plan__title" id={headingId}>
        {plan.title}
      </h2>
      {plan.description ? <p className="plan__description">{plan.description}</p> : null}
      <div className="plan__price">
        {prices ? (
          <>
            <p>
              <span className="plan__amount">{formatUsd(prices.monthly)}</span>
              <span className="plan__per">/month</span>
            </p>
            <p className="plan__alt">
              or <strong>{formatUsd(prices.yearly)}/year</strong>
              {prices.yearlySaving > 0 ? <span className="plan__save">Save {formatUsd(prices.yearlySaving)}</span> : null}
            </p>
          </>
        ) : (
          <p className="plan__contact">{AM.PRICE_CONTACT_US}</p>
        )}
      </div>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon width={18} height={18} className="plan__check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="plan__action">
        {prices ? (
          <Button size="lg" block onClick={() => onChoose(plan)} disabled={disabled}>
            {actionLabel}
          </Button>
        ) : (
          <a
            className="btn btn--secondary btn--lg btn--block"
            href={contactHref(plan)}
            aria-disabled={disabled || undefined}
          >
            <MailIcon width={18} height={18} />
            <span>{AM.CONTACT_US}</span>
          </a>
        )}
      </div>
    </article>
  );
}
