import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort, funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { NewCohortPage } from './NewCohortPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<NewCohortPage />, {
    path: '/funders/:funderId/cohorts/new',
    initial: '/funders/f1/cohorts/new',
    extra: ['/funders/:funderId', '/funders/:funderId/cohorts/:cohortId'],
  });
const created = {
  cohort: cohort({ used: 0, kickoff_at: '2026-12-03T10:00:00Z' }),
  code: '7KQM-4TXR-P9WD',
  link: 'http://localhost:3000/join/7KQM-4TXR-P9WD',
};

describe('NewCohortPage (issue 18 §2)', { timeout: 20_000 }, () => {
  it('says what the cohort will be invoiced as the seats are typed (§6)', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', [])],
      'GET /funders/f1/invoices': () => [
        200,
        { seat_price_cents: 45_000, billing_email: 'accounts@harborfoundation.org', days_until_due: 30, outstanding_cents: 0, invoices: [] },
      ],
    });
    open();
    expect(await screen.findByText(/The cohort is invoiced when it is created: \$450\.00 a seat, due in 30 days\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Seats/), '12');
    expect(
      await screen.findByText(/The cohort is invoiced when it is created: 12 seats × \$450\.00 = \$5,400\.00, due in 30 days\./),
    ).toBeInTheDocument();
  });

  it('creates a cohort and shows its code, big and grouped, with the link to copy', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', [])],
      'POST /funders/f1/cohorts': () => [201, created],
    });
    open();
    await user.type(await screen.findByLabelText(/^Name/), 'Spring 2027 cohort');
    await user.click(screen.getByRole('radio', { name: /^Group coaching — at least 10 organizations together/ }));
    await user.type(screen.getByLabelText(/^Seats/), '40');
    await user.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await user.type(screen.getByLabelText(/^End date/), '2027-11-30');
    await user.type(screen.getByLabelText(/^Kickoff session/), '2026-12-03T10:00');
    await user.click(screen.getByRole('button', { name: 'Create cohort' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Spring 2027 cohort is ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Spring 2027 cohort', kind: 'group_coaching', seats: 40, starts_on: '2026-12-01', ends_on: '2027-11-30' });
    expect(new Date(body.kickoff_at as string).getTime()).toBe(new Date(2026, 11, 3, 10, 0).getTime());

    expect(screen.getByRole('group', { name: 'Cohort code' })).toHaveTextContent('7KQM-4TXR-P9WD');
    expect(screen.getByText(/Send the link to the nonprofits of this cohort\. Each organization's owner opens it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('7KQM-4TXR-P9WD');
    expect(screen.getByText('Code copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/join/7KQM-4TXR-P9WD');
    expect(screen.getByRole('link', { name: 'Open the cohort' })).toHaveAttribute('href', '/funders/f1/cohorts/c1');
  });

  it('a self-guided cohort may leave its end out: the computed last day is shown and nothing is sent for it', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', [])],
      'POST /funders/f1/cohorts': () => [201, { ...created, cohort: cohort({ kind: 'self_guided', seats: 5 }) }],
    });
    open();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Open enrolment');
    await userEvent.click(screen.getByRole('radio', { name: /^Self-guided — 12 months of access to the e-tool/ }));
    await userEvent.type(screen.getByLabelText(/^Seats/), '5');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    expect(screen.getByLabelText(/^End date/)).toHaveAccessibleDescription(
      'Optional. Left empty, access lasts 12 months: until November 30, 2027.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create cohort' }));
    await screen.findByRole('heading', { level: 1, name: /is ready$/ });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Open enrolment',
      kind: 'self_guided',
      seats: 5,
      starts_on: '2026-12-01',
    });
  });

  it('checks what is missing before sending, then shows the server’s field errors under their fields', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /funders/f1': () => [200, funderHome('admin', [])],
      'POST /funders/f1/cohorts': () => [
        422,
        { error: 'A group coaching cohort has at least 10 seats.', errors: { seats: ['A group coaching cohort has at least 10 seats.'] } },
      ],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Create cohort' }));
    expect(screen.getByText('Choose group coaching or self-guided.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/Field Is Required!/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Spring 2027 cohort');
    await userEvent.click(screen.getByRole('radio', { name: /^Group coaching/ }));
    await userEvent.type(screen.getByLabelText(/^Seats/), '4');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/^End date/), '2027-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Create cohort' }));

    const seats = screen.getByLabelText(/^Seats/);
    await waitFor(() => expect(seats).toHaveAccessibleDescription(/A group coaching cohort has at least 10 seats\./));
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(seats).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /is ready$/ })).toBeNull();
  });

  it('tells a programme officer that only an admin creates cohorts', async () => {
    signIn();
    mockApi({ 'GET /funders/f1': () => [200, funderHome('programme_officer')] });
    open();
    expect(await screen.findByText(/can create cohorts\./)).toHaveTextContent(
      'Only an admin of Harbor Community Foundation can create cohorts.',
    );
    expect(screen.queryByRole('button', { name: 'Create cohort' })).toBeNull();
  });
});
