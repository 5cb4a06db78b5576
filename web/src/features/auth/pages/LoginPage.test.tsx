import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, rememberLicenceCode } from '../../../lib/session';
import { mockApi, owner, renderRoute } from '../../../test/utils';
import { LoginPage } from './LoginPage';

const extra = ['/funders/:funderId', '/payment', '/redeem', '/onboarding/:step', '/steps/getting-started/welcome', '/forgot-password', '/sign-up'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the confirmed banner for 5 seconds when confirmed=true', () => {
    vi.useFakeTimers();
    mockApi({});
    renderRoute(<LoginPage />, { path: '/login', initial: '/login?confirmed=true', extra });
    expect(screen.getByText('Thank you for confirming your account, you can login now!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Thank you for confirming your account, you can login now!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Thank you for confirming your account, you can login now!')).not.toBeInTheDocument();
  });

  it('says when a confirmation link is invalid or expired', () => {
    mockApi({});
    renderRoute(<LoginPage />, { path: '/login', initial: '/login?confirmed=invalid', extra });
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(screen.queryByText(/Thank you for confirming/)).not.toBeInTheDocument();
  });

  it('shows validation messages only after a submit attempt', async () => {
    mockApi({});
    renderRoute(<LoginPage />, { path: '/login', extra });
    expect(screen.queryByText('Field Is Required!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Field Is Required!')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@');
    expect(screen.getByText('Invalid Email Address!')).toBeInTheDocument();
  });

  it('sends the trimmed, lower-cased e-mail, stores the session and routes an unpaid owner to payment', async () => {
    const { calls } = mockApi({
      'POST /auth': () => [
        200,
        { token: 'abc', user: owner(), shouldRedirectToPayment: true, shouldRedirectToOnboarding: false, firstIncompleteStep: 'welcome' },
      ],
    });
    const { router } = renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), '  Jane@Example.ORG ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls[0].body).toEqual({ email: 'jane@example.org', password: 'password1' });
    expect(getSession()?.token).toBe('abc');
    expect(getSession()?.user.firstName).toBe('Jane');
  });

  it('routes an unpaid owner who came by a funder’s link to redeem its code instead of payment', async () => {
    rememberLicenceCode('7KQM-4TXR-P9WD');
    mockApi({
      'POST /auth': () => [
        200,
        { token: 'abc', user: owner(), shouldRedirectToPayment: true, shouldRedirectToOnboarding: false, firstIncompleteStep: 'welcome' },
      ],
    });
    const { router } = renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redeem'));
    expect(router.state.location.search).toBe('?code=7KQM-4TXR-P9WD');
  });

  it('routes an owner with onboarding left to the first incomplete step', async () => {
    mockApi({
      'POST /auth': () => [
        200,
        { token: 'abc', user: owner({ subscription_status: 'active' }), shouldRedirectToPayment: false, shouldRedirectToOnboarding: true, firstIncompleteStep: 'team' },
      ],
    });
    const { router } = renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/team'));
  });

  it('routes a person who works only for funders to their funder’s home, never to payment or onboarding', async () => {
    mockApi({
      'POST /auth': () => [
        200,
        {
          token: 'abc',
          user: owner({ role: '', organization_id: 'own', subscription_status: 'inactive' }),
          shouldRedirectToPayment: false,
          shouldRedirectToOnboarding: false,
          firstIncompleteStep: null,
          hasOrganization: false,
          funderIds: ['f1'],
        },
      ],
    });
    const { router } = renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@harbor.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funders/f1'));
    expect(getSession()?.token).toBe('abc');
  });

  it('maps a 401 to the spec message and clears it on input', async () => {
    mockApi({ 'POST /auth': () => [401, { error: 'Incorrect email or password.' }] });
    renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect email or password. Please try again.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Incorrect email or password. Please try again.')).not.toBeInTheDocument();
  });

  it('offers to resend the confirmation e-mail to an unconfirmed owner', async () => {
    const { calls } = mockApi({
      'POST /auth': () => [403, { error: 'Please confirm your email address before logging in.', code: 'unconfirmed' }],
      'POST /users/confirmation': () => [
        200,
        { data: 'If the address has an unconfirmed account, a new confirmation link is on its way.' },
      ],
    });
    renderRoute(<LoginPage />, { path: '/login', extra });
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please confirm your email address before logging in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText('If the address has an unconfirmed account, a new confirmation link is on its way.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/users/confirmation', body: { email: 'jane@example.org' } });
  });
});
