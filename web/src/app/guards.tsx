/**
 * Route guards (spec §4 Guard for unauthenticated visitors, §6 roles) that read only the session:
 * they are in the entry chunk. RequireReadyAccount, which reads the account, is in readyGuard.tsx.
 */
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
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
