/** Route guards (spec §4 Guard for unauthenticated visitors, §6 roles). */
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/Spinner';
import { M } from '../config/messages';
import { paths } from '../config/paths';
import { firstIncompleteStep } from '../lib/onboarding';
import { isActiveSubscription, useMe } from '../lib/resources/me';
import { useOnboardingStatus } from '../lib/resources/onboardingStatus';
import { getSession, useSession } from '../lib/session';

/**
 * Signed-in pages. A visitor without a session goes to `visitorTo` (the login page, or sign-up for
 * payment, renewal and onboarding), remembering the page asked for; a session that ends during
 * the visit (logout, expiry) always leads to the login page.
 */
export function RequireAuth({ visitorTo }: { visitorTo: string }) {
  const session = useSession();
  const location = useLocation();
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (!session) {
    if (signedInOnArrival) return <Navigate to={paths.login} replace />;
    return <Navigate to={visitorTo} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}

/**
 * Login and sign-up: a visitor who arrives signed in goes to the welcome page. A login that
 * happens on the page navigates by itself (to payment, onboarding or the plan).
 */
export function PublicOnly() {
  const session = useSession();
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (session && signedInOnArrival) return <Navigate to={paths.welcome} replace />;
  return <Outlet />;
}

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
