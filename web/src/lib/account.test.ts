import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '../test/utils';
import { endSession, logout } from './account';
import { clearSession, getSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('endSession', () => {
  it('sends POST /auth/logout with the session token before wiping the session and the cache', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(['me'], { id: 'u1' });
    const { calls } = mockApi({ 'POST /auth/logout': () => [200, { status: true }] });
    endSession(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(calls[0].headers.Authorization).toBe('Bearer test-token');
    expect(getSession()).toBeNull();
    expect(client.getQueryData(['me'])).toBeUndefined();
  });

  it('sends nothing without a session', () => {
    const { calls } = mockApi({});
    endSession(new QueryClient());
    expect(calls).toHaveLength(0);
  });

  it('a refused call changes nothing: the session is gone here anyway', async () => {
    signIn();
    const { calls } = mockApi({ 'POST /auth/logout': () => [401, { error: 'Your session has expired.' }] });
    endSession(new QueryClient());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(getSession()).toBeNull();
  });
});

describe('logout', () => {
  it('wipes the session without calling the server (the session is already over)', () => {
    signIn();
    const { calls } = mockApi({});
    logout(new QueryClient());
    expect(calls).toHaveLength(0);
    expect(getSession()).toBeNull();
  });
});
