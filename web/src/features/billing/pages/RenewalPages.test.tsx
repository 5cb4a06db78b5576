import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/navigation';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { FALLBACK_PLANS } from '../plans';
import { RenewalPage } from './RenewalPage';
import { RenewalSuccessPage } from './RenewalSuccessPage';
import { SubscriptionSuccessPage } from './SubscriptionSuccessPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RenewalPage', () => {
  it('shows "Loading your account..." while the role is checked, then sends a member to settings', async () => {
    signIn(owner({ role: 'member' }));
    let answer: (v: [number, unknown]) => void = () => undefined;
    mockApi({ 'GET /me': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderRoute(<RenewalPage />, { path: '/renewal', extra: ['/settings'] });
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    answer([200, { data: owner({ role: 'member' }) }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('renews with the chosen term through POST /payments/renew', async () => {
    signIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'GET /me/subscription_details': () => [
        200,
        { subscription_details: { plan: 'pro', term: 'month', subscription_status: 'inactive', subscription_end_date: '2026-03-04' }, current_user_info: { role: 'owner' } },
      ],
      'POST /payments/renew': () => [200, { data: 'https://checkout.example/renew' }],
    });
    renderRoute(<RenewalPage />, { path: '/renewal' });
    const premium = await screen.findByRole('article', { name: 'Funder/aggregate supported offerings' });
    expect(within(premium).getByText('Price: Contact Us')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Renewal Plan' });
    expect(within(dialog).getByText('$150 per month, billed monthly')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Yearly Plan/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew Plan' }));
    expect(await screen.findByText('Please wait while we redirect you to the payment page...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls.find((c) => c.path === '/payments/renew')?.body).toEqual({ renewal: { plan: 'pro', term: 'year' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/renew'), { timeout: 2500 });
  });
});

describe('RenewalPage: a licence code instead', () => {
  it('offers to redeem a funder’s licence code under the plans', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'GET /me/subscription_details': () => [
        200,
        { subscription_details: { plan: 'pro', term: 'month', subscription_status: 'inactive', subscription_end_date: '2026-03-04' }, current_user_info: { role: 'owner' } },
      ],
    });
    const { router } = renderRoute(<RenewalPage />, { path: '/renewal', extra: ['/redeem'] });
    const entry = await screen.findByRole('region', { name: 'Have a licence code from a funder?' });
    expect(entry).toHaveTextContent('enter the code they sent you instead of paying');
    await userEvent.click(within(entry).getByRole('link', { name: 'Redeem a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redeem'));
  });
});

describe('RenewalPage: after a funder’s seat', () => {
  it('names the cohort and funder whose seat ended, and says the plan is kept', async () => {
    signIn();
    mockApi({
      'GET /me': () => [200, { data: owner() }],
      'GET /plans': () => [200, { data: FALLBACK_PLANS }],
      'GET /me/subscription_details': () => [
        200,
        {
          subscription_details: {
            plan: 'premium',
            term: 'cohort',
            subscription_status: 'inactive',
            subscription_end_date: '2027-11-30',
            sponsor: { funder_name: 'Harbor Community Foundation', cohort_name: 'Spring 2027 Cohort' },
          },
          current_user_info: { role: 'owner' },
        },
      ],
    });
    renderRoute(<RenewalPage />, { path: '/renewal' });
    expect(
      await screen.findByText(/Your seat in Spring 2027 Cohort, sponsored by Harbor Community Foundation, ended on/),
    ).toHaveTextContent('Your plan and your documents are kept: choose Pro to go on working on them');
    expect(screen.queryByText(/subscription is inactive/)).not.toBeInTheDocument();
  });
});

describe('success pages', () => {
  it('payment success counts down 30 s to onboarding, or goes at once', async () => {
    vi.useFakeTimers();
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }] });
    const { router } = renderRoute(<SubscriptionSuccessPage />, { path: '/subscription/success', extra: ['/onboarding/welcome'] });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Onboarding' })).toHaveAttribute('href', '/onboarding/welcome');
    for (let i = 0; i < 29; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/subscription/success');
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/onboarding/welcome');
  });

  it('renewal success counts down 10 s to the dashboard; Go to Dashboard goes at once', async () => {
    signIn();
    mockApi({ 'GET /me': () => [200, { data: owner() }] });
    const { router } = renderRoute(<RenewalSuccessPage />, {
      path: '/subscription/renewal/success',
      extra: ['/steps/getting-started/welcome'],
    });
    expect(screen.getByRole('heading', { name: 'Renewal Successful!' })).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
  });
});
