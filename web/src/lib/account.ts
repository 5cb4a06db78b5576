/**
 * Account data shared by several features: the current user (GET /me) and logout.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api/client';
import type { ApiUser, MeResponse } from './api/types';
import { clearSession, subscriptionStatusOf, toSessionUser, updateSessionUser, useSession } from './session';

export const queryKeys = {
  me: ['me'] as const,
  onboardingStatus: ['onboarding-status'] as const,
  organization: ['organization'] as const,
  plans: ['plans'] as const,
};

export function unwrapUser(response: MeResponse): ApiUser {
  return 'data' in response && response.data && typeof response.data === 'object'
    ? response.data
    : (response as ApiUser);
}

export async function fetchMe(): Promise<ApiUser> {
  const user = unwrapUser(await api.get<MeResponse>('/me'));
  updateSessionUser(toSessionUser(user));
  return user;
}

/** The signed-in user, fresh from the server; disabled without a session. */
export function useMe() {
  const session = useSession();
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, enabled: !!session, staleTime: 30_000 });
}

export function isActiveSubscription(user: ApiUser): boolean {
  return (subscriptionStatusOf(user) ?? '').toLowerCase() === 'active';
}

/** Wipes local and session storage and every cached answer. */
export function logout(client: QueryClient): void {
  clearSession();
  client.clear();
}

export function useLogout(): () => void {
  const client = useQueryClient();
  return useCallback(() => logout(client), [client]);
}
