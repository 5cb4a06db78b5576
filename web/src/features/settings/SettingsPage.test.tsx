import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/resources/me';
import { getSession } from '../../lib/session';
import { mockApi, owner, renderRoute, signIn } from '../../test/utils';
import { SubscriptionDetails } from './components/SubscriptionDetails';
import { SettingsPage } from './SettingsPage';

// Generous waits: the suite may share a busy machine.
configure({ asyncUtilTimeout: 4000 });

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const me = (overrides: Partial<User> = {}): User =>
  owner({
    position: 'Executive Director',
    phone: '+12024561111',
    avatar_url: '/blobs/avatar.png',
    subscription_status: 'active',
    ...overrides,
  });
const org = {
  id: 'o1',
  name: 'Acme Trust',
  address: '1 Main St',
  phone: '+12024561111',
  website: 'www.acme.org',
  logo_url: '/blobs/logo.png',
  director_name: 'Ada Lovelace',
  year: '1998',
  background_color: '#2D67F6',
  headings_color: '#0A9250',
  body_color: '#FFFFFF',
  font_family: 'open-sans',
  paper_size: '',
  paper: 'letter',
};
const details = (d: Record<string, unknown> = {}, role = 'owner') => ({
  subscription_details: {
    plan: 'pro',
    term: 'year',
    subscription_status: 'active',
    subscription_start_date: '2026-01-10',
    subscription_end_date: '2099-01-10',
    ...d,
  },
  current_user_info: { role },
});

function api(user: User = me(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /me': () => [200, { data: user }],
    'GET /organizations': () => [200, { data: org }],
    'GET /me/subscription_details': () => [200, details({}, String(user.role))],
    ...extra,
  });
}

const open = (initial = '/settings') =>
  renderRoute(<SettingsPage />, { path: '/settings', initial, extra: ['/renewal'] });

const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('greets with first and last name; an owner sees every section, a member no Organization Information', async () => {
    signIn(me());
    api();
    open();
    expect(await screen.findByRole('heading', { name: 'Hello, Jane Doe' })).toBeInTheDocument();
    for (const name of ['Personal Information', 'Organization Information', 'Subscription Details', 'Change Password', 'Sessions']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(document.getElementById('subscription-details')).toBe(section('Subscription Details'));
  });

  it('a member does not see the organization section', async () => {
    const member = me({ role: 'member' });
    signIn(member);
    const { calls } = api(member);
    open();
    await screen.findByRole('heading', { name: 'Hello, Jane Doe' });
    await screen.findByDisplayValue('Executive Director');
    expect(screen.queryByRole('region', { name: 'Organization Information' })).toBeNull();
    expect(calls.some((c) => c.path === '/organizations')).toBe(false);
  });

  it('View Subscription scrolls to #subscription-details', async () => {
    signIn(me());
    api();
    const { router } = open();
    await screen.findByText('Yearly');
    expect(scrollIntoView).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'View Subscription' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('subscription-details'));
    expect(router.state.location.hash).toBe('#subscription-details');
  });

  it('scrolls to the subscription when the page opens with its hash', async () => {
    signIn(me());
    api();
    open('/settings#subscription-details');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('subscription-details'));
  });
});

describe('Personal Information', { timeout: 20_000 }, () => {
  it('Update Profile is enabled only once the name, position, phone or picture changed', async () => {
    signIn(me());
    const { calls } = api(me(), {
      'PUT /me': () => [200, { status: true, data: me({ first_name: 'Janet' }) }],
    });
    open();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    await within(personal).findByDisplayValue('Jane Doe');
    const button = within(personal).getByRole('button', { name: 'Update Profile' });
    expect(button).toBeDisabled();

    const name = within(personal).getByLabelText(/^Full Name/);
    await userEvent.type(name, 'x');
    expect(button).toBeEnabled();
    await userEvent.type(name, '{Backspace}');
    expect(button).toBeDisabled();

    await userEvent.clear(within(personal).getByLabelText(/^Position/));
    await userEvent.type(within(personal).getByLabelText(/^Position/), 'Board Chair');
    expect(button).toBeEnabled();
    await userEvent.clear(within(personal).getByLabelText(/^Position/));
    await userEvent.type(within(personal).getByLabelText(/^Position/), 'Executive Director');
    expect(button).toBeDisabled();

    await userEvent.clear(within(personal).getByRole('textbox', { name: /^Phone/ }));
    await userEvent.type(within(personal).getByRole('textbox', { name: /^Phone/ }), '202 456 1112');
    expect(button).toBeEnabled();

    await userEvent.click(button);
    expect(await within(personal).findByText('Personal information has been updated successfully')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'PUT' && c.path === '/me')?.body as FormData;
    expect(form.get('first_name')).toBe('Jane');
    expect(form.get('last_name')).toBe('Doe');
    expect(form.get('phone')).toBe('+12024561112');
    expect(form.get('logo')).toBeNull();
    expect(getSession()?.user.firstName).toBe('Janet');
  });

  it('a picture enables the button; one over 1 MB gives the alert "File size should be less than 1MB"', async () => {
    signIn(me());
    api();
    open();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    await within(personal).findByDisplayValue('Jane Doe');
    const input = personal.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(personal).getByText('File size should be less than 1MB')).toBeInTheDocument();
    expect(within(personal).getByRole('button', { name: 'Update Profile' })).toBeDisabled();

    const small = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [small] } });
    expect(within(personal).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('validates lazily with the spec messages', async () => {
    signIn(me());
    api();
    open();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    const name = await within(personal).findByDisplayValue('Jane Doe');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane');
    expect(within(personal).queryByText('Please enter both first and last name')).toBeNull();
    await userEvent.click(within(personal).getByRole('button', { name: 'Update Profile' }));
    expect(within(personal).getByText('Please enter both first and last name')).toBeInTheDocument();
    await userEvent.clear(name);
    expect(within(personal).getByText('Full name is required')).toBeInTheDocument();
  });

  it('alerts: the server message, "Failed to update …" and "An error occurred while updating …"; closable; gone after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(me());
    api(me(), { 'PUT /me': () => [422, { error: 'Position is too long.', errors: { position: ['Position is too long.'] } }] });
    open();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    await user.type(await within(personal).findByDisplayValue('Executive Director'), '!');
    await user.click(within(personal).getByRole('button', { name: 'Update Profile' }));
    expect(await within(personal).findAllByText('Position is too long.')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(3100));
    expect(within(personal).getAllByText('Position is too long.')).toHaveLength(1); // the field's own message stays

    api(me(), { 'PUT /me': () => [500, { error: 'Internal' }] });
    await user.click(within(personal).getByRole('button', { name: 'Update Profile' }));
    expect(await within(personal).findByText('Failed to update personal information')).toBeInTheDocument();
    await user.click(within(personal).getByRole('button', { name: 'Close' }));
    expect(within(personal).queryByText('Failed to update personal information')).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await user.click(within(personal).getByRole('button', { name: 'Update Profile' }));
    expect(await within(personal).findByText('An error occurred while updating personal information')).toBeInTheDocument();
  });

  it('says "Failed to fetch user information" when /me fails', async () => {
    signIn(me());
    api(me(), { 'GET /me': () => [500, { error: 'x' }] });
    open();
    expect(await screen.findByText('Failed to fetch user information')).toBeInTheDocument();
  });

  it('says "An error occurred while fetching user information" when the server cannot be reached', async () => {
    signIn(me());
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    open();
    expect(await screen.findByText('An error occurred while fetching user information', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('Organization Information', { timeout: 20_000 }, () => {
  it('sends the settings form (director name and four-digit year) once something changed', async () => {
    signIn(me());
    const { calls } = api(me(), {
      'POST /organizations': () => [
        200,
        { status: true, message: 'Organization information has been updated successfully', data: { ...org, year: '2001' } },
      ],
    });
    open();
    const card = await screen.findByRole('region', { name: 'Organization Information' });
    const year = await within(card).findByDisplayValue('1998');
    const button = within(card).getByRole('button', { name: 'Update Organization' });
    expect(button).toBeDisabled();
    await userEvent.clear(year);
    await userEvent.type(year, '2o0012');
    expect(year).toHaveValue('2001');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await within(card).findByText('Organization information has been updated successfully')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST' && c.path === '/organizations')?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      form: 'settings',
      name: 'Acme Trust',
      director_name: 'Ada Lovelace',
      address: '1 Main St',
      phone: '+12024561111',
      phone_country: 'US',
      website: 'www.acme.org',
      year: '2001',
      paper_size: '',
    });
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('chooses the documents’ paper: A4 is sent as paper_size, the country’s paper as empty', async () => {
    signIn(me());
    const { calls } = api(me(), {
      'POST /organizations': () => [200, { status: true, message: 'Organization information has been updated successfully', data: { ...org, paper_size: 'a4', paper: 'a4' } }],
    });
    open();
    const card = await screen.findByRole('region', { name: 'Organization Information' });
    const paper = await within(card).findByRole('combobox', { name: 'Paper for Documents' });
    expect(paper).toHaveValue('');
    expect(within(paper).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'letter', 'a4']);
    await userEvent.selectOptions(paper, 'a4');
    const button = within(card).getByRole('button', { name: 'Update Organization' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/organizations')).toBe(true));
    expect(await within(card).findByText('Organization information has been updated successfully')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST' && c.path === '/organizations')?.body as FormData;
    expect(form.get('paper_size')).toBe('a4');
    expect(paper).toHaveValue('a4');
  });

  it('requires the director name and the year', async () => {
    signIn(me());
    const { calls } = api(me(), { 'GET /organizations': () => [200, { data: { ...org, director_name: '', year: '' } }] });
    open();
    const card = await screen.findByRole('region', { name: 'Organization Information' });
    await userEvent.type(await within(card).findByLabelText(/^Year Founded/), '19');
    await userEvent.click(within(card).getByRole('button', { name: 'Update Organization' }));
    expect(within(card).getByText('Director Name is required')).toBeInTheDocument();
    expect(within(card).getByText('Year must be 4 digits')).toBeInTheDocument();
    await userEvent.clear(within(card).getByLabelText(/^Year Founded/));
    await userEvent.type(within(card).getByLabelText(/^Director Name/), 'A');
    expect(within(card).getByText('Year is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says "Failed to fetch organization information" when the organization cannot be read', async () => {
    signIn(me());
    api(me(), {
      'GET /organizations': () => [500, { error: 'x' }],
    });
    open();
    expect(await screen.findByText('Failed to fetch organization information')).toBeInTheDocument();
  });

  it('shows "Failed to update organization information" when a save fails without a message', async () => {
    signIn(me());
    api(me(), { 'POST /organizations': () => [500, { error: 'Internal server error' }] });
    open();
    const card = await screen.findByRole('region', { name: 'Organization Information' });
    await userEvent.type(await within(card).findByDisplayValue('Ada Lovelace'), ' King');
    await userEvent.click(within(card).getByRole('button', { name: 'Update Organization' }));
    expect(await within(card).findByText('Failed to update organization information')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(within(card).getByRole('button', { name: 'Update Organization' }));
    expect(await within(card).findByText('An error occurred while updating organization information')).toBeInTheDocument();
  });
});

describe('Subscription Details', { timeout: 20_000 }, () => {
  const renderDetails = (d: Record<string, unknown>, role = 'owner') => {
    signIn(me({ role }));
    mockApi({ 'GET /me/subscription_details': () => [200, details(d, role)] });
    return renderRoute(<SubscriptionDetails now={new Date(2026, 4, 15)} />, { path: '/settings', extra: ['/renewal'] });
  };

  it('shows plan, term, a green active status, US long dates and Cancel Subscription by e-mail', async () => {
    renderDetails({ subscription_start_date: '2026-01-10', subscription_end_date: '2027-01-10' });
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-status')).toHaveClass('status-badge--active');
    expect(screen.getByText('January 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('January 10, 2027')).toBeInTheDocument();
    const cancel = screen.getByRole('link', { name: 'Cancel Subscription' });
    expect(cancel.getAttribute('href')).toMatch(/^mailto:support@fundplan\.org\?subject=Cancel/);
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('expired: End Date and Renew, which takes an owner to the renewal page', async () => {
    const { router } = renderDetails({ subscription_status: 'inactive', subscription_end_date: '2026-04-30' });
    expect(await screen.findByText('End Date')).toBeInTheDocument();
    expect(screen.getByText(/Your subscription ended on April 30, 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveClass('status-badge--inactive');
    expect(screen.queryByRole('link', { name: 'Cancel Subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(router.state.location.pathname).toBe('/renewal');
  });

  it('expired, for a member: Renew opens the dialog asking to contact the owner', async () => {
    const { router } = renderDetails({ subscription_end_date: '2026-04-30' }, 'member');
    await userEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Please contact your organization owner to renew the subscription.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('inactive and not expired: no buttons; other statuses in yellow', async () => {
    renderDetails({ subscription_status: 'inactive', plan: null, term: null, subscription_start_date: null, subscription_end_date: null });
    expect(await screen.findByText('There is no active subscription.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('names a funder’s seat (Premium, term cohort) instead of the raw ids', async () => {
    renderDetails({
      plan: 'premium',
      term: 'cohort',
      subscription_start_date: '2026-05-01',
      subscription_end_date: '2027-11-21',
      sponsor: { funder_name: 'Harbor Community Foundation', cohort_name: 'Spring 2027 Cohort' },
    });
    expect(await screen.findByText('Premium (sponsored by a funder)')).toBeInTheDocument();
    expect(screen.getByText('Funder cohort')).toBeInTheDocument();
    expect(screen.getByText('November 21, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Redeem a code' })).toBeNull();
    // The funder pays for the seat: nothing to cancel here, and who sponsors it is said.
    expect(screen.queryByRole('link', { name: 'Cancel Subscription' })).toBeNull();
    expect(
      screen.getByText(/Sponsored by Harbor Community Foundation \(Spring 2027 Cohort\) until November 21, 2027\./),
    ).toBeInTheDocument();
  });

  it('offers an owner without an active subscription to redeem a licence code; never a member', async () => {
    const first = renderDetails({ subscription_status: 'inactive', subscription_end_date: '2026-04-30' });
    expect(await screen.findByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/redeem');
    expect(screen.getByText(/Have a licence code from a funder\?/)).toBeInTheDocument();
    first.unmount();
    renderDetails({ subscription_status: 'inactive', subscription_end_date: '2026-04-30' }, 'member');
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Redeem a code' })).toBeNull();
  });

  it('shows other statuses in yellow', async () => {
    renderDetails({ subscription_status: 'past_due' });
    expect(await screen.findByTestId('subscription-status')).toHaveClass('status-badge--other');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Past due');
  });
});

describe('Change Password', { timeout: 20_000 }, () => {
  it('is enabled only when all three are filled and the new password matches; the new token replaces the session', async () => {
    signIn(me());
    const { calls } = api(me(), {
      'PUT /password': () => [200, { data: 'Password has been updated successfully', token: 'fresh-token' }],
    });
    open();
    const card = await screen.findByRole('region', { name: 'Change Password' });
    const button = within(card).getByRole('button', { name: 'Change Password' });
    expect(button).toBeDisabled();
    await userEvent.type(within(card).getByLabelText(/^Current Password/), 'password123');
    expect(button).toBeDisabled();
    await userEvent.type(within(card).getByLabelText(/^New Password/), 'newpassword1');
    expect(button).toBeDisabled();
    await userEvent.type(within(card).getByLabelText(/^Confirm New Password/), 'newpassword2');
    expect(button).toBeDisabled();
    expect(within(card).getByText('Password and Confirm Password must match!')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(/^Confirm New Password/), '{Backspace}1');
    expect(button).toBeEnabled();

    await userEvent.click(button);
    expect(await within(card).findByText('Password has been updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/password')?.body).toEqual({
      current_password: 'password123',
      password: 'newpassword1',
      password_confirmation: 'newpassword1',
    });
    expect(getSession()?.token).toBe('fresh-token');
    expect(within(card).getByLabelText(/^Current Password/)).toHaveValue('');
  });

  it('says "Something is wrong" when the change fails', async () => {
    signIn(me());
    api(me(), {
      'PUT /password': () => [422, { error: 'Current password is incorrect.', errors: { current_password: ['Current password is incorrect.'] } }],
    });
    open();
    const card = await screen.findByRole('region', { name: 'Change Password' });
    await userEvent.type(within(card).getByLabelText(/^Current Password/), 'wrongpass1');
    await userEvent.type(within(card).getByLabelText(/^New Password/), 'newpassword1');
    await userEvent.type(within(card).getByLabelText(/^Confirm New Password/), 'newpassword1');
    await userEvent.click(within(card).getByRole('button', { name: 'Change Password' }));
    expect(await within(card).findByText('Something is wrong')).toBeInTheDocument();
    expect(within(card).getByText('Current password is incorrect.')).toBeInTheDocument();
    expect(getSession()?.token).toBe('test-token');
  });
});
