import { QueryCache, QueryClient } from '@tanstack/react-query';
import { logout } from '../lib/account';
import { isApiError } from '../lib/api/client';
import { meKeys } from '../lib/resources/me';
import { getSession, getToken, subscribeSession, versionToken } from '../lib/session';
import { readPlanNow } from '../lib/versionView';

/**
 * The query cache. A read answered 401 means the session is no longer valid: it is wiped, and the
 * route guards send the visitor to the login page. A read answered 402 (the organization's
 * subscription is no longer active) reloads the account, so the guards send an owner to payment;
 * a member sees the server's message on the screen. Client errors are not retried.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A version read in this tab is no longer readable (its two hours are over): back to the
        // plan now; a read refused then means the session itself has ended.
        if (isApiError(error) && error.status === 401 && versionToken()) readPlanNow(client);
        else if (isApiError(error) && error.status === 401 && getToken()) logout(client);
        if (isApiError(error) && error.status === 402) void client.invalidateQueries({ queryKey: meKeys.me });
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

let client: QueryClient | undefined;
let cachedFor: string | null = null;

/**
 * The app's one query cache, made with the first signed-in page. Whatever it holds belongs to one
 * account: it is wiped when the session ends (logout, expiry, another tab) or another account signs in.
 */
export function appQueryClient(): QueryClient {
  if (!client) {
    const made = createQueryClient();
    cachedFor = getSession()?.user.id ?? null;
    subscribeSession(() => {
      const user = getSession()?.user.id ?? null;
      if (user === null || user !== cachedFor) made.clear();
      cachedFor = user;
    });
    client = made;
  }
  return client;
}
