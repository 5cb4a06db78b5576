import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { TopBar } from './TopBar';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoute(<TopBar />, { path: '/settings', extra: ['/login'] });

describe('TopBar', () => {
  it('Logout ends the session on the server, then wipes it here and opens the login page', async () => {
    signIn();
    const { calls, fetchMock } = mockApi({
      'POST /auth/logout': () => [200, { status: true, message: 'You have been logged out.' }],
    });
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout']);
    expect(calls[0].headers.Authorization).toBe('Bearer test-token');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true });
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out here even when the server cannot be reached', async () => {
    signIn();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('does not wait for a slow server', async () => {
    signIn();
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
