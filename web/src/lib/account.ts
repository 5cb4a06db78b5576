/** Logout: the session and every cached answer go (the signed-in user is lib/resources/me.ts). */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endServerSession } from './resources/sessions';
import { clearSession, getToken, setVersionToken } from './session';

/** Wipes local and session storage and every cached answer (the session is over: nothing is sent). */
export function logout(client: QueryClient): void {
  clearSession();
  client.clear();
}

/**
 * A person logs out: the server ends this session (POST /auth/logout), so its token is refused
 * from then on, and the session is wiped here. The call is sent first, with the session's token,
 * and not waited for: a slow or failed call (offline, an expired session) never keeps anyone
 * signed in on this device. `keepalive` lets it finish if the page goes away meanwhile.
 */
export function endSession(client: QueryClient): void {
  // The session's own token ends it, not a version's (which can change nothing).
  setVersionToken(null);
  if (getToken()) {
    endServerSession().catch(() => {
      // Nothing to do: the session is wiped here whatever the server answers.
    });
  }
  logout(client);
}

/** The "Log out" action of the app's chrome: {@link endSession}. */
export function useLogout(): () => void {
  const client = useQueryClient();
  return useCallback(() => endSession(client), [client]);
}
