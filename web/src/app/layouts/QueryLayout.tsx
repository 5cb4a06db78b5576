import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from '../queryClient';

/**
 * TanStack Query for the pages below (the signed-in part of the app and the invitation page). A
 * lazy route element, so the public pages do not download the query library (docs/benchmarks.md,
 * "Public pages"). Under a provider already (the tests'), it adds none.
 */
export function QueryLayout() {
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
