/** The signed-in user (GET and PUT /me): its type, query key, calls and hook. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type Answer, type Schemas } from '../api/client';
import { toSessionUser, updateSessionUser, useSession } from '../session';

export type User = Schemas['UserView'];

export const meKeys = {
  me: ['me'] as const,
};

export async function getMe(): Promise<User> {
  const { data } = await api.get<Answer<'/me', 'get'>>('/me');
  updateSessionUser(toSessionUser(data));
  return data;
}

/** The signed-in user, fresh from the server; disabled without a session. */
export function useMe() {
  const session = useSession();
  return useQuery({ queryKey: meKeys.me, queryFn: getMe, enabled: !!session, staleTime: 30_000 });
}

/** PUT /me (multipart, see lib/profile's profileFormData): the saved user. */
export function saveMe(form: FormData) {
  return api.put<Answer<'/me', 'put'>>('/me', form);
}

export function isActiveSubscription(user: User): boolean {
  return user.subscription_status.toLowerCase() === 'active';
}

/** A saved user replaces the cached one and the session's copy (name and picture in the top bar). */
export function storeMe(client: QueryClient, user: User): void {
  client.setQueryData(meKeys.me, user);
  updateSessionUser(toSessionUser(user));
}
