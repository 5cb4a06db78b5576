import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { LOGOUT_EVERYWHERE_FAILED, Sessions } from './Sessions';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoute(<Sessions />, { path: '/settings', extra: ['/login'] });
const EVERYWHERE = { name: 'Log out everywhere' };

async function confirm() {
  await userEvent.click(screen.getByRole('button', EVERYWHERE));
  const dialog = await screen.findByRole('alertdialog', { name: 'Log out everywhere?' });
  await userEvent.click(within(dialog).getByRole('button', EVERYWHERE));
  return dialog;
}

describe('Sessions', { timeout: 20_000 }, () => {
  it('explains what log out everywhere does, and asks first: Cancel sends nothing', async () => {
    signIn();
    const { calls } = mockApi({});
    open();
    const section = screen.getByRole('region', { name: 'Sessions' });
    expect(section).toHaveTextContent('ends every session of your account, this one included');
    await userEvent.click(within(section).getByRole('button', EVERYWHERE));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out everywhere?' });
    expect(dialog).toHaveTextContent('You will be logged out on every device, this one included.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(getSession()).not.toBeNull();
  });

  it('once confirmed, ends every session on the server, then wipes this one and opens the login page', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /auth/logout-everywhere': () => [200, { status: true, message: 'You have been logged out on every device.' }],
    });
    const { router } = open();
    await confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout-everywhere']);
    expect(calls[0].headers.Authorization).toBe('Bearer test-token');
    expect(getSession()).toBeNull();
  });

  it('a session that had already ended goes to the login page too', async () => {
    signIn();
    mockApi({ 'POST /auth/logout-everywhere': () => [401, { error: 'Your session has expired. Please log in again.' }] });
    const { router } = open();
    await confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('when the server cannot be reached, says so and keeps the session (the other devices are still signed in)', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { router } = open();
    const dialog = await confirm();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LOGOUT_EVERYWHERE_FAILED);
    expect(getSession()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
