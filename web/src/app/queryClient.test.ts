import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/client';
import { clearSession, getSession, setSession, setVersionToken, versionToken, type SessionUser } from '../lib/session';
import { appQueryClient, createQueryClient } from './queryClient';

const user = (id: string): SessionUser => ({
  id,
  firstName: 'Jane',
  lastName: 'Doe',
  email: `${id}@example.org`,
  profilePicture: null,
  role: 'owner',
  organization_id: 'o1',
  subscriptionStatus: 'active',
});

afterEach(() => clearSession());

describe('the app query cache', () => {
  it('keeps one account\'s answers until the session ends or another account signs in', () => {
    setSession({ token: 't1', user: user('u1') });
    const client = appQueryClient();
    expect(appQueryClient()).toBe(client);
    client.setQueryData(['me'], 'u1');
    setSession({ token: 't2', user: user('u1') }); // a new token for the same account (password change)
    expect(client.getQueryData(['me'])).toBe('u1');
    setSession({ token: 't3', user: user('u2') });
    expect(client.getQueryData(['me'])).toBeUndefined();
    client.setQueryData(['me'], 'u2');
    clearSession();
    expect(client.getQueryData(['me'])).toBeUndefined();
  });

  it('ends the reading of a version, not the session, when a read is refused with its token', async () => {
    setSession({ token: 't1', user: user('u1') });
    setVersionToken('version-token');
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['plan'],
        queryFn: () => Promise.reject(new ApiError(401, 'Your session has expired.', null)),
      })
      .catch(() => undefined);
    expect(versionToken()).toBeNull();
    expect(getSession()?.token).toBe('t1');
    // Refused again with the session's own token: the session has ended.
    await client
      .fetchQuery({
        queryKey: ['plan2'],
        queryFn: () => Promise.reject(new ApiError(401, 'Your session has expired.', null)),
      })
      .catch(() => undefined);
    expect(getSession()).toBeNull();
  });
});
