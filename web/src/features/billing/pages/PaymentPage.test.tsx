import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { FALLBACK_PLANS } from '../plans';
import { PaymentPage } from './PaymentPage';

const extra = ['/steps/getting-started/welcome', '/onboarding/:step', '/login'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function choosePro(term: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Plan' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose Your Plan' });
  await userEvent.click(within(dialog).getByRole('radio', { name: term }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
}

describe('PaymentPage', () => {
  it('sends a member to the welcome page', async () => {
    signIn(owner({ role: 'member' }));
    mockApi({ 'GET /me': () => [200, { data: owner({ role: 'member' }) }], 'GET /plans': () => [200, { data: FALLBACK_PLANS }] });
    const { router } = renderRoute(<PaymentPage />, { path: '/payment', extra });
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
  });

  it('sends an owner with an active subscription to the first onboarding step not complete', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner({ subscription_status: 'active' }) }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'GET /onboarding/status': () => [
        200,
        { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 0, team: -1 } } },
      ],
    });
    const { router } = renderRoute(<PaymentPage />, { path: '/payment', extra });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/about-you'));
  });

  it('shows the plan cards: Pro with prices and features, Premium with Contact Us', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }], 'GET /plans': () => [200, { data: FALLBACK_PLANS }] });
    renderRoute(<PaymentPage />, { path: '/payment', extra });
    const pro = await screen.findByRole('article', { name: 'Self-Guided E-Tool' });
    expect(within(pro).getByText('$150')).toBeInTheDocument();
    expect(within(pro).getByText('$1,200/year')).toBeInTheDocument();
    expect(within(pro).getByText('Collaboration Tools')).toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Funder/aggregate supported offerings' });
    expect(within(premium).getByText('Price: Contact Us')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('offers to redeem a funder’s licence code instead, under the plans', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }], 'GET /plans': () => [200, { data: FALLBACK_PLANS }] });
    const { router } = renderRoute(<PaymentPage />, { path: '/payment', extra: [...extra, '/redeem'] });
    const entry = await screen.findByRole('region', { name: 'Have a licence code from a funder?' });
    const plans = screen.getByRole('article', { name: 'Self-Guided E-Tool' });
    expect(plans.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(entry).getByRole('link', { name: 'Redeem a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redeem'));
  });

  it('posts the plan and term, shows the redirect overlay and leaves for the payment URL after 1.5 s', async () => {
    signIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'POST /payments/url/': () => [200, { data: 'https://checkout.example/session/1' }],
    });
    renderRoute(<PaymentPage />, { path: '/payment', extra });
    await choosePro(/Monthly Plan/);
    expect(await screen.findByText('Please wait while we redirect you to the payment page...')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/payments/url/')?.body).toEqual({ plan: 'pro', term: 'month' });
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session/1'), { timeout: 2500 });
  });

  it('shows the Payment Error dialog with the spec message; OK dismisses it', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'POST /payments/url/': () => [422, { error: 'Invalid plan selection' }],
    });
    renderRoute(<PaymentPage />, { path: '/payment', extra });
    await choosePro(/Yearly Plan/);
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Error' });
    expect(dialog).toHaveTextContent('Invalid plan selection. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says "No payment URL received from server." when the answer has no URL', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'POST /payments/url/': () => [200, { data: '' }],
    });
    renderRoute(<PaymentPage />, { path: '/payment', extra });
    await choosePro(/Monthly Plan/);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('No payment URL received from server.');
  });

  it('logs out and goes to login 2 s after the session expired', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'POST /payments/url/': () => [401, { error: 'Your session has expired. Please log in again.' }],
    });
    const { router } = renderRoute(<PaymentPage />, { path: '/payment', extra });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await choosePro(/Monthly Plan/);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your session has expired. Please log in again.');
    expect(getSession()).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('has a logout button that clears the session', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }], 'GET /plans': () => [200, { data: FALLBACK_PLANS }] });
    const { router } = renderRoute(<PaymentPage />, { path: '/payment', extra });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
