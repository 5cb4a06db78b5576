import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/client';
import { useMe } from '../../lib/resources/me';
import { useMyFunders } from '../../lib/resources/myFunders';
import { appQueryClient } from '../queryClient';

/**
 * TanStack Query for the pages below (the signed-in part of the app and the invitation page). A
 * lazy route element, so the public pages do not download the query library (docs/benchmarks.md,
 * "Public pages"). Under a provider already (the tests'), it adds none.
 */
export function QueryLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}

/**
 * The nonprofit's signed-in pages (the plan, payment, onboarding, settings…), with TanStack Query
 * as {@link QueryLayout}. A person who works only for funders has no nonprofit: the server answers
 * their `GET /me` 403, and they are taken to their first funder's home instead of an error.
 */
export function NonprofitQueryLayout() {
  return (
    <WithQueries>
      <NonprofitOnly />
    </WithQueries>
  );
}

function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** The pages as they are, until `GET /me` says the person has no nonprofit (403): then their funder's home. */
function NonprofitOnly() {
  const me = useMe();
  const refused = isApiError(me.error) && me.error.status === 403;
  const mine = useMyFunders(refused);
  if (!refused) return <Outlet />;
  if (mine.isPending) return <PageLoader onDark message="Opening your funder's home…" />;
  const home = mine.data?.has_organization === false ? mine.data.funders[0] : undefined;
  return home ? <Navigate to={paths.funderHome(home.id)} replace /> : <Outlet />;
}
