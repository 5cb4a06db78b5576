import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/Spinner';
import { M } from '../config/messages';
import { paths } from '../config/paths';
import { firstIncompleteStep } from '../lib/onboarding';
import { isActiveSubscription, useMe } from '../lib/resources/me';
import { useOnboardingStatus } from '../lib/resources/onboardingStatus';

/**
 * The plan itself: an owner needs an active subscription (else payment) and a finished
 * onboarding (else its first incomplete step). Members go straight in. If the account cannot be
 * read for another reason than an expired session, the page is shown rather than locked.
 */
export function RequireReadyAccount() {
  const me = useMe();
  const user = me.data;
  const owner = user?.role === 'owner';
  const active = !!user && isActiveSubscription(user);
  const onboarding = useOnboardingStatus(owner && active);

  if (me.isPending) return <PageLoader message={M.LOADING_ACCOUNT} />;
  if (owner && !active) return <Navigate to={paths.payment} replace />;
  if (owner && onboarding.isPending) return <PageLoader message={M.LOADING_ACCOUNT} />;
  if (owner && onboarding.data) {
    const step = firstIncompleteStep(onboarding.data);
    if (step) return <Navigate to={paths.onboardingStep(step)} replace />;
  }
  return <Outlet />;
}
