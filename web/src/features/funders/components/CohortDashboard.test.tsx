import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cohort, dashboard, funderHome, organization } from '../../../test/funderFixtures';
import { mockApi, recordFileSaves, renderRoute, signIn, tableRows } from '../../../test/utils';
import type { CohortDashboard } from '../api';
import { CohortPage } from '../pages/CohortPage';

configure({ asyncUtilTimeout: 4000 });

/** Files handed to the browser, recorded. */
let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  const files = recordFileSaves();
  saved = files.saved;
  return files.restore;
});
afterEach(() => vi.unstubAllGlobals());

type Handlers = Parameters<typeof mockApi>[0];

/** The cohort page of an admin (or an officer) over a dashboard; more handlers as given. */
function openDashboard(board: CohortDashboard = dashboard(), role: 'admin' | 'programme_officer' = 'admin', handlers: Handlers = {}) {
  signIn();
  const api = mockApi({
    'GET /funders/f1': () => [200, funderHome(role)],
    'GET /funders/f1/cohorts/c1': () => [200, { cohort: board.cohort, codes: [] }],
    'GET /funders/f1/cohorts/c1/organizations': () => [200, board],
    ...handlers,
  });
  renderRoute(<CohortPage />, { path: '/funders/:funderId/cohorts/:cohortId', initial: '/funders/f1/cohorts/c1' });
  return api;
}

const table = () => screen.findByRole('table', { name: 'Organizations' });
/** The organizations' names, in the order shown. */
const shownNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((h) => h.querySelector('.org-name')?.textContent);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const cards = () =>
  within(screen.getByRole('list', { name: 'The cohort at a glance' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the cohort’s dashboard: figures and charts (issue 18 §5)', () => {
  it('says why the aggregates are hidden while fewer than five organizations contribute', async () => {
    openDashboard();
    await table();
    expect(cards()).toEqual([
      'Seats used12 of 4028 seats left',
      'Plans finishedNot shown yetShown once 5 organizations have joined (4 so far).',
      'Shared goals, totalNot shown yetShown once 5 organizations share their goal (2 do now).',
      'Median shared goalNot shown yetShown with the total, once 5 organizations share their goal.',
    ]);
  });

  it('shows the aggregates as money once five share, and every seat taken', async () => {
    openDashboard(
      dashboard({
        cohort: cohort({ used: 40 }),
        aggregates: {
          min_contributors: 5,
          goal: { shown: true, contributors: 6, total_cents: 725_000_000, median_cents: 100_000_050 },
          completion: { shown: true, contributors: 7, finished: 2 },
        },
      }),
    );
    await table();
    expect(cards()).toEqual([
      'Seats used40 of 40Every seat is taken',
      'Plans finished2 of 77 organizations in the cohort',
      'Shared goals, total$7,250,000Three-year goals of the 6 organizations sharing theirs',
      'Median shared goal$1,000,001Half of the goals shared are above it, half below',
    ]);
  });

  it('gives screen readers the funnel and the weekly progress as tables', async () => {
    openDashboard();
    await table();
    expect(screen.getByRole('figure', { name: 'How far organizations have come' })).toBeInTheDocument();
    expect(tableRows(screen.getByRole('table', { name: 'How far organizations have come' }))).toEqual([
      ['Stage', 'Organizations', 'Of those who joined'],
      ['Joined', '4', '100%'],
      ['Finished onboarding', '3', '75%'],
      ['Budgets done (module 5)', '2', '50%'],
      ['All 15 modules done', '1', '25%'],
      ['Done and shared a document', '0', '0%'],
    ]);
    expect(screen.getByText('Now 6 of 15 modules done per organization on average, 1 of 4 organizations finished.')).toBeInTheDocument();
    expect(tableRows(screen.getByRole('table', { name: 'Completion week by week' }))).toEqual([
      ['Week ending', 'Organizations joined', 'Modules done per organization, on average', 'Plans finished'],
      ['December 8, 2026', '2', '0.5', '0'],
      ['December 15, 2026', '4', '1.5', '0'],
      ['February 22, 2027', '4', '6', '1'],
    ]);
    // The drawings are for the eye only.
    for (const drawing of document.querySelectorAll('.cohort-chart__drawing')) {
      expect(drawing).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('before the cohort starts, says when the chart will', async () => {
    openDashboard(dashboard({ progress: [] }));
    await table();
    expect(screen.getByText('The chart starts with the cohort, on December 1, 2026.')).toBeInTheDocument();
  });
});

describe('the cohort’s dashboard: the organizations (issue 18 §5)', () => {
  it('lists each organization with its progress, “Not shared” where a figure is not shared, stalled rows said in words', async () => {
    openDashboard();
    expect(tableRows(await table())).toEqual([
      ['Organization', 'Modules done', 'Current module', 'Days idle', 'Users', 'Goal (3 years)', 'Budget (3 years)', 'Gift chart', 'Shared documents'],
      ['Alder Street ClinicJoined December 2, 2026', '3 of 15', '4. Core Annual Programs and Budgets', 'Active today', '2', '$500,000', 'Not shared', 'Not shared', 'None shared'],
      [
        'Bayview Food BankFinishedJoined December 2, 2026',
        '15 of 15',
        'Plan finished',
        '30 days',
        '3',
        '$1,500,000',
        'Expenses $3,420,000Revenue $2,980,000',
        'Lead gift $300,00064 gifts in 9 levels',
        'None shared',
      ],
      [
        'Harbor Youth TheatreNot startedJoined December 2, 2026 · onboarding not finished',
        '0 of 15',
        '1. Getting Started',
        '9 days',
        '1',
        'Not shared',
        'Not shared',
        'Not shared',
        'None shared',
      ],
      ['Riverside ArtsStalledJoined December 2, 2026', '6 of 15', '7. Annual Operating Budget', '21 days', '1', 'Not shared', 'Not shared', 'Not shared', 'None shared'],
    ]);
    expect(rowOf('Riverside Arts')).toHaveClass('is-stalled');
    expect(within(rowOf('Riverside Arts')).getByText('Stalled')).toBeInTheDocument();
    expect(rowOf('Alder Street Clinic')).not.toHaveClass('is-stalled');
    expect(screen.getByText('Stalled: no activity for 14 days or more.')).toBeInTheDocument();
  });

  it('sorts by a header’s button, aria-sort saying how; again turns the order', async () => {
    const user = userEvent.setup();
    openDashboard();
    const t = await table();
    const header = (name: string) => within(t).getByRole('columnheader', { name });
    expect(header('Organization')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Modules done')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('4 organizations, sorted by name, A to Z.')).toBeInTheDocument();

    await user.click(within(header('Modules done')).getByRole('button', { name: 'Modules done' }));
    expect(header('Modules done')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Organization')).not.toHaveAttribute('aria-sort');
    expect(await shownNames()).toEqual(['Bayview Food Bank', 'Riverside Arts', 'Alder Street Clinic', 'Harbor Youth Theatre']);
    expect(screen.getByText('4 organizations, sorted by modules done, most first.')).toBeInTheDocument();

    await user.click(within(header('Modules done')).getByRole('button'));
    expect(header('Modules done')).toHaveAttribute('aria-sort', 'ascending');
    expect(await shownNames()).toEqual(['Harbor Youth Theatre', 'Alder Street Clinic', 'Riverside Arts', 'Bayview Food Bank']);

    await user.click(within(header('Days idle')).getByRole('button'));
    expect(await shownNames()).toEqual(['Bayview Food Bank', 'Riverside Arts', 'Harbor Youth Theatre', 'Alder Street Clinic']);

    // Not shared sorts last both ways.
    await user.click(within(header('Goal (3 years)')).getByRole('button'));
    expect(await shownNames()).toEqual(['Bayview Food Bank', 'Alder Street Clinic', 'Harbor Youth Theatre', 'Riverside Arts']);
    await user.click(within(header('Goal (3 years)')).getByRole('button'));
    expect(header('Goal (3 years)')).toHaveAttribute('aria-sort', 'ascending');
    expect(await shownNames()).toEqual(['Alder Street Clinic', 'Bayview Food Bank', 'Harbor Youth Theatre', 'Riverside Arts']);

    await user.click(within(header('Current module')).getByRole('button'));
    expect(await shownNames()).toEqual(['Harbor Youth Theatre', 'Alder Street Clinic', 'Riverside Arts', 'Bayview Food Bank']);
  });

  it('filters stalled, not started and finished organizations, and searches by name', async () => {
    const user = userEvent.setup();
    openDashboard();
    await table();
    const filters = within(screen.getByRole('group', { name: 'Show organizations' }));
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['All 4', 'Stalled 1', 'Not started 1', 'Finished 1']);
    expect(filters.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Stalled 1' }));
    expect(filters.getByRole('button', { name: 'Stalled 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(await shownNames()).toEqual(['Riverside Arts']);
    expect(screen.getByText('1 of 4 organizations shown, sorted by name, A to Z.')).toBeInTheDocument();

    await user.click(filters.getByRole('button', { name: 'Not started 1' }));
    expect(await shownNames()).toEqual(['Harbor Youth Theatre']);
    await user.click(filters.getByRole('button', { name: 'Finished 1' }));
    expect(await shownNames()).toEqual(['Bayview Food Bank']);

    await user.click(filters.getByRole('button', { name: 'All 4' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ar');
    expect(await shownNames()).toEqual(['Harbor Youth Theatre', 'Riverside Arts']);
    await user.click(filters.getByRole('button', { name: 'Finished 1' }));
    expect(within(await table()).getByRole('cell', { name: 'No finished organization matches “ar”.' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    expect(await shownNames()).toEqual(['Bayview Food Bank']);
  });

  it('a filter nobody matches says so plainly', async () => {
    const user = userEvent.setup();
    openDashboard(dashboard({ organizations: [organization('Alder Street Clinic', { done: 2 })] }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Stalled 0' }));
    expect(screen.getByRole('cell', { name: 'No organization is stalled.' })).toBeInTheDocument();
  });

  it('a cohort nobody joined yet says how to invite organizations: the link to copy for an admin', async () => {
    signIn();
    const link = 'http://localhost:3000/join/7KQM-4TXR-P9WD';
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/cohorts/c1': () => [
        200,
        { cohort: cohort({ used: 0 }), codes: [{ code: '7KQM-4TXR-P9WD', link, state: 'active', for_email: null, used: false }] },
      ],
      'GET /funders/f1/cohorts/c1/organizations': () => [
        200,
        dashboard({ organizations: [], funnel: { redeemed: 0, onboarded: 0, module_5: 0, all_modules: 0, documents_shared: 0 } }),
      ],
    });
    renderRoute(<CohortPage />, { path: '/funders/:funderId/cohorts/:cohortId', initial: '/funders/f1/cohorts/c1' });
    expect(await screen.findByText('No organization has joined yet')).toBeInTheDocument();
    expect(screen.getByText(/Send the cohort’s link to the nonprofits you sponsor/)).toBeInTheDocument();
    const empty = screen.getByText('No organization has joined yet').closest('.cohort-empty') as HTMLElement;
    expect(within(empty).getByText(link)).toBeInTheDocument();
    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Copy the cohort link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.queryByRole('table', { name: 'Organizations' })).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('an officer’s empty cohort points to the admin for the link', async () => {
    openDashboard(dashboard({ organizations: [] }), 'programme_officer');
    expect(await screen.findByText('Your foundation’s admin has the cohort’s link and can send it.')).toBeInTheDocument();
  });

  it('says when the organizations could not be read, and reads them again on request', async () => {
    const user = userEvent.setup();
    let answer: [number, unknown] = [403, { error: 'This cohort is not one of yours.' }];
    openDashboard(dashboard(), 'programme_officer', { 'GET /funders/f1/cohorts/c1/organizations': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('This cohort is not one of yours.');
    answer = [200, dashboard()];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('the cohort’s dashboard: the stalled threshold (issue 18 §5)', () => {
  it('an admin changes it: the days sent, the new rule said, the dashboard read again', async () => {
    const user = userEvent.setup();
    let board = dashboard();
    const { calls } = openDashboard(board, 'admin', {
      'PUT /funders/f1/cohorts/c1/stalled-after': (body) => {
        const days = (body as { days: number }).days;
        board = dashboard({ cohort: cohort({ stalled_after_days: days }) });
        return [200, board.cohort];
      },
      'GET /funders/f1/cohorts/c1/organizations': () => [200, board],
    });
    await table();
    const form = within(screen.getByRole('form', { name: 'Change when an organization counts as stalled' }));
    const field = form.getByRole('spinbutton', { name: 'Days without activity' });
    expect(field).toHaveValue(14);
    await user.clear(field);
    await user.type(field, '21');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Saved: an organization now counts as stalled after 21 days without activity.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/funders/f1/cohorts/c1/stalled-after', { days: 21 }],
    ]);
    expect(screen.getByText('Stalled: no activity for 21 days or more.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/funders/f1/cohorts/c1/organizations')).toHaveLength(2),
    );
  });

  it('checks the number first, and shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    const { calls } = openDashboard(dashboard(), 'admin', {
      'PUT /funders/f1/cohorts/c1/stalled-after': () => [
        422,
        { error: 'Please correct the errors below.', errors: { days: ['Choose between 3 and 90 days.'] } },
      ],
    });
    await table();
    const field = screen.getByRole('spinbutton', { name: 'Days without activity' });
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose between 3 and 90 days.');
    expect(field).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ days: 30 }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose between 3 and 90 days.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByText('Stalled: no activity for 14 days or more.')).toBeInTheDocument();
  });
});

describe('the cohort’s dashboard: downloads (issue 18 §5)', () => {
  const attachment = (name: string) => ({ 'Content-Disposition': `attachment; filename="${name}"` });

  it('an admin downloads the CSV, the workbook and the codes, each from its own path and saved under the server’s name', async () => {
    const user = userEvent.setup();
    const { calls } = openDashboard(dashboard(), 'admin', {
      'GET /funders/f1/cohorts/c1/organizations.csv': () => [200, 'csv', attachment('Spring 2027 cohort organizations 2027-02-22.csv')],
      'GET /funders/f1/cohorts/c1/export.xlsx': () => [200, 'xlsx', attachment('Spring 2027 cohort cohort 2027-02-22.xlsx')],
      'GET /funders/f1/cohorts/c1/codes.csv': () => [200, 'codes', attachment('Spring 2027 cohort codes 2027-02-22.csv')],
    });
    await table();
    const downloads = within(screen.getByRole('group', { name: 'Downloads' }));
    await user.click(downloads.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded Spring 2027 cohort organizations 2027-02-22.csv.')).toBeInTheDocument();
    await user.click(downloads.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('Downloaded Spring 2027 cohort cohort 2027-02-22.xlsx.')).toBeInTheDocument();
    await user.click(downloads.getByRole('button', { name: 'Download codes (CSV)' }));
    expect(await screen.findByText('Downloaded Spring 2027 cohort codes 2027-02-22.csv.')).toBeInTheDocument();

    const files = calls.filter((c) => /\.(csv|xlsx)$/.test(c.path));
    expect(files.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/funders/f1/cohorts/c1/organizations.csv'],
      ['GET', '/funders/f1/cohorts/c1/export.xlsx'],
      ['GET', '/funders/f1/cohorts/c1/codes.csv'],
    ]);
    expect(files.every((c) => c.headers.Authorization === 'Bearer test-token')).toBe(true);
    expect(saved).toEqual([
      { href: 'blob:file', download: 'Spring 2027 cohort organizations 2027-02-22.csv' },
      { href: 'blob:file', download: 'Spring 2027 cohort cohort 2027-02-22.xlsx' },
      { href: 'blob:file', download: 'Spring 2027 cohort codes 2027-02-22.csv' },
    ]);
  });

  it('an officer has the CSV and the workbook, not the codes; a failure is said', async () => {
    const user = userEvent.setup();
    openDashboard(dashboard(), 'programme_officer', {
      'GET /funders/f1/cohorts/c1/export.xlsx': () => [503, { error: 'The workbook could not be made. Try again in a minute.' }],
    });
    await table();
    const downloads = within(screen.getByRole('group', { name: 'Downloads' }));
    expect(downloads.getAllByRole('button').map((b) => b.textContent)).toEqual(['Download CSV', 'Download Excel']);
    await user.click(downloads.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
    expect(saved).toEqual([]);
  });
});

describe('the cohort’s dashboard: reminders (issue 18 §5)', () => {
  const stalledBoard = () =>
    dashboard({
      organizations: [
        organization('Riverside Arts', { done: 6, idle_days: 21, stalled: true }),
        organization('Harbor Youth Theatre', { done: 1, idle_days: 15, stalled: true }),
        organization('Bayview Food Bank', { done: 2, idle_days: 40, stalled: true }),
        organization('Alder Street Clinic', { done: 3 }),
      ],
    });

  it('confirms with how many would get an e-mail, sends {} and says who was reminded and who skipped', async () => {
    const user = userEvent.setup();
    const { calls } = openDashboard(stalledBoard(), 'admin', {
      'POST /funders/f1/cohorts/c1/reminders': () => [
        200,
        { reminded: ['Riverside Arts'], skipped_recent: 1, skipped_opted_out: 1 },
      ],
    });
    await table();
    const button = screen.getByRole('button', { name: 'Remind stalled organizations' });
    await user.click(button);
    let dialog = screen.getByRole('alertdialog', { name: 'Remind stalled organizations?' });
    expect(dialog).toHaveAccessibleDescription(
      'The owners of the 3 stalled organizations would get an e-mail asking them to pick their plan up again. An organization already reminded in the last 7 days, or whose owner opted out of reminders, is skipped.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(button);
    dialog = screen.getByRole('alertdialog', { name: 'Remind stalled organizations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/funders/f1/cohorts/c1/reminders', {}],
    ]);
    expect(
      screen.getByText(
        'Reminder e-mailed to the owner of 1 organization: Riverside Arts. Not e-mailed: 1 already reminded in the last 7 days; 1 has opted out of reminders.',
      ),
    ).toBeInTheDocument();
  });

  it('says in the dialog when no e-mail could be sent, in the server’s words', async () => {
    const user = userEvent.setup();
    openDashboard(dashboard(), 'admin', {
      'POST /funders/f1/cohorts/c1/reminders': () => [503, { error: 'The reminders could not be sent. Try again in a few minutes.' }],
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Remind stalled organizations' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remind stalled organizations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reminders could not be sent. Try again in a few minutes.');
  });

  it('says in the dialog when the server refuses', async () => {
    const user = userEvent.setup();
    openDashboard(dashboard(), 'admin', {
      'POST /funders/f1/cohorts/c1/reminders': () => [403, { error: 'Only an admin of this funder can do this.' }],
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Remind stalled organizations' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remind stalled organizations?' });
    expect(dialog).toHaveAccessibleDescription(/^The owner of the 1 stalled organization would get an e-mail/);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an admin of this funder can do this.');
  });

  it('with nobody stalled, the button says why it does nothing', async () => {
    const user = userEvent.setup();
    const { calls } = openDashboard(dashboard({ organizations: [organization('Alder Street Clinic', { done: 3 })] }));
    await table();
    const button = screen.getByRole('button', { name: 'Remind stalled organizations' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('No organization is stalled now.');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('the cohort’s dashboard: shared documents (issue 18 §4)', () => {
  const withDocuments = () =>
    dashboard({
      organizations: [
        organization('Alder Street Clinic', {
          done: 3,
          documents_shared: 1,
          documents: [{ doc: 'gift_pyramid', title: 'Gift Pyramid.xlsx', shared_at: '2027-02-18T15:00:00Z' }],
        }),
        organization('Riverside Arts', { done: 1 }),
      ],
    });
  const LINK = '/funders/f1/cohorts/c1/organizations/org-alder-street-clinic/documents/gift_pyramid';

  it('lists each organization’s shared documents; one opens its copy through a fresh link', async () => {
    const user = userEvent.setup();
    const { calls } = openDashboard(withDocuments(), 'programme_officer', {
      [`GET ${LINK}`]: () => [200, { url: 'https://files.example/copy.xlsx', file_name: 'Gift Pyramid.xlsx' }],
    });
    await table();
    expect(within(rowOf('Riverside Arts')).getByText('None shared')).toBeInTheDocument();
    expect(within(rowOf('Alder Street Clinic')).getByText('Shared February 18, 2027')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Open Gift Pyramid.xlsx, shared by Alder Street Clinic on February 18, 2027' }),
    );
    await waitFor(() => expect(saved).toEqual([{ href: 'https://files.example/copy.xlsx', download: 'Gift Pyramid.xlsx' }]));
    expect(calls.filter((c) => c.path === LINK)).toHaveLength(1);
  });

  it('says in plain words when the document is no longer shared', async () => {
    const user = userEvent.setup();
    openDashboard(withDocuments(), 'admin', {
      [`GET ${LINK}`]: () => [404, { error: 'This organization does not share that document now.' }],
    });
    await table();
    await user.click(screen.getByRole('button', { name: /^Open Gift Pyramid\.xlsx/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This organization does not share that document now.');
    expect(saved).toEqual([]);
  });
});
