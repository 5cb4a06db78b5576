import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort, funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { StaffPage } from './StaffPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<StaffPage />, { path: '/funders/:funderId/staff', initial: '/funders/f1/staff', extra: ['/funders/:funderId'] });
const cohorts = [cohort(), cohort({ id: 'c2', name: 'Autumn 2027 cohort' })];
const list = {
  staff: [
    { user_id: 'u1', name: 'Ana Ortiz', email: 'ana@harbor.org', role: 'admin', cohorts: [] },
    { user_id: 'u2', name: 'Ben Carter', email: 'ben@harbor.org', role: 'programme_officer', cohorts: ['c2'] },
  ],
  invitations: [{ email: 'cara@harbor.org', role: 'programme_officer', cohorts: ['c1', 'c2'], expires_on: '2026-12-08' }],
};

describe('StaffPage (issue 18 §1)', { timeout: 20_000 }, () => {
  it('lists the people and the pending invitations, with the cohorts each officer follows', async () => {
    signIn();
    mockApi({ 'GET /funders/f1': () => [200, funderHome('admin', cohorts)], 'GET /funders/f1/staff': () => [200, list] });
    open();
    const [people, pending] = await screen.findAllByRole('table');
    expect(tableRows(people)).toEqual([
      ['Name', 'Email', 'Role', 'Cohorts'],
      ['Ana Ortiz', 'ana@harbor.org', 'Admin', 'All cohorts'],
      ['Ben Carter', 'ben@harbor.org', 'Programme officer', 'Autumn 2027 cohort'],
    ]);
    expect(tableRows(pending)).toEqual([
      ['Email', 'Role', 'Cohorts', 'Link works until'],
      ['cara@harbor.org', 'Programme officer', 'Spring 2027 cohort, Autumn 2027 cohort', 'December 8, 2026'],
    ]);
  });

  it('invites a programme officer to the cohorts checked; the answered list replaces the shown one', async () => {
    signIn();
    const after = {
      ...list,
      invitations: [...list.invitations, { email: 'dev@harbor.org', role: 'programme_officer', cohorts: ['c1'], expires_on: '2026-12-08' }],
    };
    const { calls } = mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', cohorts)],
      'GET /funders/f1/staff': () => [200, list],
      'POST /funders/f1/staff': () => [200, after],
    });
    open();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }));
    await userEvent.type(form.getByLabelText(/^Email/), 'dev@harbor.org');
    expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('programme_officer');
    await userEvent.click(form.getByRole('checkbox', { name: 'Spring 2027 cohort' }));
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));

    expect(await form.findByRole('status')).toHaveTextContent('Invitation sent to dev@harbor.org.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'dev@harbor.org', role: 'programme_officer', cohorts: ['c1'] });
    expect(screen.getByRole('rowheader', { name: 'dev@harbor.org' })).toBeInTheDocument();
    expect(form.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('an admin is invited without cohorts: the checkboxes go when the role is admin', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', cohorts)],
      'GET /funders/f1/staff': () => [200, list],
      'POST /funders/f1/staff': () => [200, list],
    });
    open();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }));
    await userEvent.type(form.getByLabelText(/^Email/), 'eve@harbor.org');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(form.queryByRole('checkbox')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await form.findByRole('status');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'eve@harbor.org', role: 'admin', cohorts: [] });
  });

  it('someone already on the staff: the server’s words under the address, which takes the focus', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', cohorts)],
      'GET /funders/f1/staff': () => [200, list],
      'POST /funders/f1/staff': () => [409, { error: 'This person is already on your staff.' }],
    });
    open();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }));
    const email = form.getByLabelText(/^Email/);
    await userEvent.type(email, 'ben@harbor.org');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This person is already on your staff.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(form.queryByRole('status')).toBeNull();
  });

  it('checks the address before sending', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /funders/f1': () => [200, funderHome('admin', cohorts)], 'GET /funders/f1/staff': () => [200, list] });
    open();
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }));
    await userEvent.type(form.getByLabelText(/^Email/), 'ben@harbor');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByText('Invalid Email Address!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('tells a programme officer that only an admin sees the staff, without asking for it', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /funders/f1': () => [200, funderHome('programme_officer')] });
    open();
    expect(await screen.findByText(/can see and invite its staff\./)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/funders/f1']);
  });
});
