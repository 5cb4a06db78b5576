import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { COUNTDOWNS } from '../../../config/constants';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { meKeys } from '../../../lib/resources/me';
import { useCountdown } from '../../../lib/hooks';
import '../billing.css';
import { PageTitle } from '../../../components/PageTitle';

export function SubscriptionSuccessPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    // The subscription turns active through the provider's webhook: read the account again.
    void client.invalidateQueries({ queryKey: meKeys.me });
  }, [client]);
  const left = useCountdown(COUNTDOWNS.paymentSuccessSeconds, () =>
    navigate(paths.onboardingStep('welcome'), { replace: true }),
  );

  return (
    <div className="success-page">
      <PageTitle title={AM.PAYMENT_SUCCESSFUL} />
      <header>
        <Logo tone="light" size={34} />
      </header>
      <main className="success" id="main">
        <div className="success__icon">
          <CheckIcon width={36} height={36} />
        </div>
        <h1>{AM.PAYMENT_SUCCESSFUL}</h1>
        <p>Thank you! Your subscription is being activated. Next, tell us about your organization and your team.</p>
        <p className="success__countdown">
          You will be taken to onboarding in <strong>{left}</strong> {left === 1 ? 'second' : 'seconds'}.
        </p>
        <Link className="btn btn--primary btn--lg" to={paths.onboardingStep('welcome')} replace>
          {AM.GO_TO_ONBOARDING}
        </Link>
      </main>
    </div>
  );
}

export default SubscriptionSuccessPage;
