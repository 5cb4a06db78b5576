import { QueryCache, QueryClient } from '@tanstack/react-query';
import { logout } from '../lib/account';
import { isApiError } from '../lib/api/client';
import { getToken } from '../lib/session';

/**
 * The query cache. A read answered 401 means the session is no longer valid: it is wiped, and the
 * route guards send the visitor to the login page. Client errors are not retried.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401 && getToken()) logout(client);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => {
          if (isApiError(error) && !error.isNetworkError && error.status < 500) return false;
          return count < 1;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

