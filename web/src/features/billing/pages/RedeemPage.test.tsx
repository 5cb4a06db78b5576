import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../../config/messages';
import * as S from '../../../generated/messages';
import { rememberedLicenceCode, rememberLicenceCode } from '../../../lib/session';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { RedeemPage } from './RedeemPage';

const extra = ['/steps/getting-started/welcome', '/onboarding/:step', '/payment', '/login'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sponsored = {
  plan: 'premium',
  term: 'cohort',
  subscription_status: 'active',
  subscription_start_date: '2026-05-15',
  subscription_end_date: '2027-11-21',
};
const redeemed = (redemption: 'new' | 'again' = 'new') => ({
  redemption,
  funder_name: 'The Hartley Foundation',
  cohort_name: 'Spring 2026 Cohort',
  ends_on: '2027-11-21',
  subscription_details: sponsored,
});
const steps = (team: number) => ({ step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 1, team } } });

/** An owner without a subscription who becomes active once the code is redeemed. */
function ownerApi(answer: () => [number, unknown] | [number, unknown, Record<string, string>], team = 0) {
  let active = false;
  return mockApi({
    'GET /me': () => [200, { data: owner(active ? { subscription_status: 'active', subscription: { status: 'active' } } : {}) }],
    'GET /onboarding/status': () => [200, steps(team)],
    'POST /licences/redeem': () => {
      const reply = answer();
      if (reply[0] === 200) active = true;
      return reply;
    },
  });
}

const open = (initial = '/redeem') => renderRoute(<RedeemPage />, { path: '/redeem', initial, extra });
const field = () => screen.getByRole('textbox', { name: /^Licence code/ });

async function redeem(code?: string) {
  if (code !== undefined) {
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Licence code/ }));
    await userEvent.type(field(), code);
  }
  await userEvent.click(await screen.findByRole('button', { name: 'Join the cohort' }));
}

describe('RedeemPage', () => {
  it('has the licence code field (no autocomplete, capitals, no spellcheck) and says what the funder will see', async () => {
    signIn();
    ownerApi(() => [200, redeemed()]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: "Join your funder's cohort" })).toBeInTheDocument();
    const input = field();
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveValue('');
    const sharing = screen.getByRole('region', { name: 'What your funder will see' });
    const [sees, never] = within(sharing).getAllByRole('list');
    expect(within(sees).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Your organization's name and the date you joined",
      'When someone last worked on your plan',
      'Whether you finished setting up your account (the four onboarding steps)',
      "Each module's status: not started, in progress or complete",
      'How many users your organization has',
    ]);
    expect(within(never).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Your answers or drafts',
      'Your prospect or donor names',
      "Your team members' personal details",
    ]);
    expect(sharing).toHaveTextContent(/three-year goal, budget totals and gift chart summary, or your documents/);
    expect(sharing).toHaveTextContent(/stop sharing them at any time/);
    // The condition comes before the button that accepts it.
    const button = screen.getByRole('button', { name: 'Join the cohort' });
    expect(sharing.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/payment');
  });

  it('prefills the code from ?code=, grouped and in capitals, and sends it', async () => {
    signIn();
    const { calls } = ownerApi(() => [200, redeemed()]);
    open('/redeem?code=7kqm4txrp9wd');
    expect(await screen.findByRole('textbox', { name: /^Licence code/ })).toHaveValue('7KQM-4TXR-P9WD');
    await redeem();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Spring 2026 Cohort' });
    expect(calls.find((c) => c.path === '/licences/redeem')?.body).toEqual({ code: '7KQM-4TXR-P9WD' });
  });

  it('prefills the code of a funder’s link remembered before sign-up', async () => {
    signIn();
    rememberLicenceCode('7KQM-4TXR-P9WD');
    ownerApi(() => [200, redeemed()]);
    open();
    expect(await screen.findByRole('textbox', { name: /^Licence code/ })).toHaveValue('7KQM-4TXR-P9WD');
  });

  it('on success: welcome to the cohort, who sponsors it until when, the account read again, the remembered code forgotten, on to onboarding', async () => {
    signIn();
    rememberLicenceCode('7KQM-4TXR-P9WD');
    const { calls } = ownerApi(() => [200, redeemed()]);
    const { router } = open();
    await redeem('7kqm 4txr p9wd');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Spring 2026 Cohort' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('The Hartley Foundation sponsors your plan until November 21, 2027.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/me')).toHaveLength(2);
    expect(rememberedLicenceCode()).toBeNull();
    const next = await screen.findByRole('link', { name: 'Go to Onboarding' });
    expect(next).toHaveAttribute('href', '/onboarding/team');
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/team'));
  });

  it('on success with onboarding done, goes to the dashboard; a second redemption says the seat was already there', async () => {
    signIn();
    ownerApi(() => [200, redeemed('again')], 1);
    open('/redeem?code=7KQM-4TXR-P9WD');
    await redeem();
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have a seat in Spring 2026 Cohort' })).toBeInTheDocument();
    expect(screen.getByText('The Hartley Foundation sponsors your plan until November 21, 2027.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/steps/getting-started/welcome');
  });

  it('asks for the code before sending anything', async () => {
    signIn();
    const { calls } = ownerApi(() => [200, redeemed()]);
    open();
    await screen.findByRole('textbox', { name: /^Licence code/ });
    await redeem();
    expect(await screen.findByText(M.FIELD_REQUIRED)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/licences/redeem')).toBe(false);
  });

  it('shows a refused code (422) under the field, in the server’s words, and focuses the field', async () => {
    signIn();
    ownerApi(() => [422, { error: S.LICENCE_EXPIRED, errors: { code: [S.LICENCE_EXPIRED] } }]);
    open();
    await redeem('7KQM-4TXR-P9WD');
    const error = await screen.findByText(S.LICENCE_EXPIRED);
    const input = field();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(input).toHaveFocus());
    // Typing again clears it.
    await userEvent.type(input, 'X');
    expect(screen.queryByText(S.LICENCE_EXPIRED)).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refused organization (409) as the form’s error, focused', async () => {
    signIn();
    ownerApi(() => [409, { error: S.LICENCE_PAID_SUBSCRIPTION }]);
    open();
    await redeem('7KQM-4TXR-P9WD');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(S.LICENCE_PAID_SUBSCRIPTION);
    expect(field()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('shows the wait of too many unknown codes (429 with a long Retry-After: not retried)', async () => {
    signIn();
    const { calls } = ownerApi(() => [429, { error: S.LICENCE_GUESSES }, { 'Retry-After': '840' }]);
    open();
    await redeem('7KQM-4TXR-P9WD');
    expect(await screen.findByRole('alert')).toHaveTextContent(S.LICENCE_GUESSES);
    expect(calls.filter((c) => c.path === '/licences/redeem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Join the cohort' })).toBeEnabled();
  });

  it('tells a member that only the owner can redeem a code, without the form', async () => {
    const member = owner({ role: 'member' });
    signIn(member);
    mockApi({ 'GET /me': () => [200, { data: member }] });
    open('/redeem?code=7KQM-4TXR-P9WD');
    expect(await screen.findByText(/Only your organization's owner can redeem a licence code/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join the cohort' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/steps/getting-started/welcome');
  });
});
