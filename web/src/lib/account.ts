/** Logout: the session and every cached answer go (the signed-in user is lib/resources/me.ts). */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession } from './session';

/** Wipes local and session storage and every cached answer. */
export function logout(client: QueryClient): void {
  clearSession();
  client.clear();
}

export function useLogout(): () => void {
  const client = useQueryClient();
  return useCallback(() => logout(client), [client]);
}
