import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { FUNDER } from '../../../test/funderFixtures';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { FunderInvitationPage } from './FunderInvitationPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const view = { email: 'ana@harbor.org', funder_name: FUNDER, role: 'admin', has_account: false };
const joined = { funder_id: 'f1', funder_name: FUNDER, role: 'admin', token: 'funder-session' };
const extra = ['/funders/:funderId', '/login'];
const open = (token = 'tok123') =>
  renderRoute(<FunderInvitationPage />, { path: '/funder-invitation', initial: `/funder-invitation?token=${token}`, extra });

describe('FunderInvitationPage (issue 18 §1)', { timeout: 20_000 }, () => {
  it('says why an invalid or expired link cannot be used, with the server’s words, and offers to log in', async () => {
    const invalid = "This invitation link is invalid or has expired. Ask the funder's admin to send it again.";
    mockApi({ 'GET /funder-invitations/bad': () => [404, { error: invalid }] });
    open('bad');
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the same of a link without a token, without asking the server', () => {
    const { calls } = mockApi({});
    renderRoute(<FunderInvitationPage />, { path: '/funder-invitation' });
    expect(screen.getByRole('alert')).toHaveTextContent(/This invitation link is invalid or has expired/);
    expect(calls).toEqual([]);
  });

  it('a new person creates an account, is signed in with the answered token and lands on the funder’s home', async () => {
    const { calls } = mockApi({
      'GET /funder-invitations/tok123': () => [200, view],
      'POST /funder-invitations/sign-up': () => [201, joined],
    });
    const { router } = open();
    expect(await screen.findByRole('heading', { name: `Create your account and join ${FUNDER}` })).toBeInTheDocument();
    expect(screen.getByText(/As an admin you will set up cohorts, hand out licence codes/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@harbor.org');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText(/^Full name/), 'Ana  Ortiz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/funders/f1'));
    expect(calls.find((c) => c.path === '/funder-invitations/sign-up')?.body).toEqual({
      token: 'tok123',
      name: 'Ana Ortiz',
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(getSession()).toMatchObject({
      token: 'funder-session',
      user: { email: 'ana@harbor.org', firstName: 'Ana', lastName: 'Ortiz', organization_id: null },
    });
  });

  it('checks the form before sending, then shows the server’s field errors under their fields', async () => {
    const { calls } = mockApi({
      'GET /funder-invitations/tok123': () => [200, { ...view, role: 'programme_officer' }],
      'POST /funder-invitations/sign-up': () => [
        422,
        { error: 'Please check the form.', errors: { password: ['Password is too common.'] } },
      ],
    });
    open();
    expect(await screen.findByText(/As a programme officer you will follow the cohorts assigned to you/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getAllByText('Field Is Required!')).toHaveLength(3);
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Full name/), 'Ana Ortiz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password is too common\./));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    expect(getSession()).toBeNull();
  });

  it('an address that has an account meanwhile is told to log in and accept', async () => {
    mockApi({
      'GET /funder-invitations/tok123': () => [200, view],
      'POST /funder-invitations/sign-up': () => [422, { error: 'Email has already been taken!', errors: { email: ['Email has already been taken!'] } }],
    });
    const { router } = open();
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'Ana Ortiz');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText(/There is already a fundplan account for/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in as ana@harbor.org' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/funder-invitation?token=tok123' });
  });

  it('an existing account, signed out, logs in first and comes back here', async () => {
    mockApi({ 'GET /funder-invitations/tok123': () => [200, { ...view, has_account: true }] });
    const { router } = open();
    expect(await screen.findByRole('heading', { name: `Join ${FUNDER}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in as ana@harbor.org to accept' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/funder-invitation?token=tok123' });
  });

  it('signed in with the invited address, accepting stores the new session token and opens the funder’s home', async () => {
    signIn(owner({ id: 'u9', email: 'ana@harbor.org', organization_id: 'o1' }));
    const { calls } = mockApi({
      'GET /funder-invitations/tok123': () => [200, { ...view, has_account: true }],
      'POST /funder-invitations/accept': () => [200, joined],
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funders/f1'));
    expect(calls.find((c) => c.path === '/funder-invitations/accept')).toMatchObject({
      body: { token: 'tok123' },
      headers: { Authorization: 'Bearer test-token' },
    });
    // The person keeps their nonprofit: only the token changes.
    expect(getSession()).toMatchObject({ token: 'funder-session', user: { id: 'u9', role: 'owner', organization_id: 'o1' } });
  });

  it('says why accepting failed', async () => {
    signIn(owner({ email: 'ana@harbor.org' }));
    mockApi({
      'GET /funder-invitations/tok123': () => [200, { ...view, has_account: true }],
      'POST /funder-invitations/accept': () => [409, { error: "You are already on this funder's staff." }],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You are already on this funder's staff.");
    expect(getSession()?.token).toBe('test-token');
  });

  it('signed in with another address, offers to log out first', async () => {
    signIn(owner({ email: 'someone@else.org' }));
    mockApi({ 'GET /funder-invitations/tok123': () => [200, view] });
    open();
    expect(await screen.findByText('someone@else.org')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out and continue' }));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeInTheDocument();
  });
});
