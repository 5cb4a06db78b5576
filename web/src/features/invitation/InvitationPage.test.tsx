import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { mockApi, owner, renderRoute, signIn } from '../../test/utils';
import { InvitationPage } from './InvitationPage';

// Generous waits: the suite may share a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => vi.unstubAllGlobals());

const view = { email: 'sam@example.org', organization_name: 'Acme Trust', invited_by: 'Jane Doe', has_account: false };
const extra = ['/steps/getting-started/welcome', '/login'];
const open = (token = 'tok123') => renderRoute(<InvitationPage />, { path: '/invitation', initial: `/invitation?token=${token}`, extra });

describe('InvitationPage', { timeout: 20_000 }, () => {
  it('says the link is invalid without a token, and for an unknown, used or expired one', async () => {
    mockApi({ 'GET /invitations/bad': () => [404, { error: 'gone' }] });
    renderRoute(<InvitationPage />, { path: '/invitation', initial: '/invitation' });
    expect(screen.getByText(/This invitation link is invalid or has expired/)).toBeInTheDocument();

    open('bad');
    expect(await screen.findAllByText(/This invitation link is invalid or has expired/)).not.toHaveLength(0);
  });

  it('a new person signs up with the invited address and is signed in as a member, straight into the plan', async () => {
    const { calls } = mockApi({
      'GET /invitations/tok123': () => [200, view],
      'POST /users': () => [
        201,
        {
          user: { id: 'u9', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.org', role: 'member', api_tokens: [{ token: 'new-session' }] },
          message: 'Welcome',
        },
      ],
    });
    const { router } = open();
    expect(await screen.findByRole('heading', { name: 'Join Acme Trust on fundplan' })).toBeInTheDocument();
    expect(screen.getByText(/to work on Acme Trust's strategic plan/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.org');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(screen.getAllByText('Field Is Required!')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sam');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'other');
    expect(screen.getByText('Please enter both first and last name')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 8 characters long!')).toBeInTheDocument();
    expect(screen.getByText('Password and Confirm Password must match!')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Name/), ' Lee');
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'password123');
    await userEvent.clear(screen.getByLabelText(/^Confirm Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/users')?.body).toEqual({
      user: {
        name: 'Sam Lee',
        email: 'sam@example.org',
        password: 'password123',
        password_confirmation: 'password123',
        terms_of_service: 1,
      },
      invitation_token: 'tok123',
    });
    expect(getSession()).toMatchObject({ token: 'new-session', user: { role: 'member', email: 'sam@example.org' } });
  });

  it('an existing account logs in first and comes back here', async () => {
    mockApi({ 'GET /invitations/tok123': () => [200, { ...view, has_account: true }] });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to accept' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/invitation?token=tok123' });
  });

  it('signed in with the invited address, accepting replaces the session and opens the plan', async () => {
    signIn(owner({ id: 'u9', role: 'member', email: 'sam@example.org', organization_id: 'old-org' }));
    const { calls } = mockApi({
      'GET /invitations/tok123': () => [200, { ...view, has_account: true }],
      'POST /invitations/accept': () => [200, { status: true, token: 'moved-session', organization_id: 'o1' }],
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme Trust' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
    expect(calls.find((c) => c.path === '/invitations/accept')).toMatchObject({ body: { token: 'tok123' } });
    expect(getSession()).toMatchObject({ token: 'moved-session', user: { role: 'member', organization_id: 'o1' } });
  });

  it('shows why accepting failed', async () => {
    signIn(owner({ email: 'sam@example.org' }));
    mockApi({
      'GET /invitations/tok123': () => [200, { ...view, has_account: true }],
      'POST /invitations/accept': () => [422, { error: 'You own an organization on fundplan; ask to be invited with another e-mail address.' }],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme Trust' }));
    expect(await screen.findByText(/You own an organization on fundplan/)).toBeInTheDocument();
  });

  it('signed in with another address, offers to log out first', async () => {
    signIn(owner({ email: 'someone@else.org' }));
    mockApi({ 'GET /invitations/tok123': () => [200, view] });
    open();
    expect(await screen.findByText('someone@else.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out and continue' }));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  });
});
