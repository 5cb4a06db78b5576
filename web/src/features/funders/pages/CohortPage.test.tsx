import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort, dashboard, funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { CohortPage } from './CohortPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<CohortPage />, {
    path: '/funders/:funderId/cohorts/:cohortId',
    initial: '/funders/f1/cohorts/c1',
    extra: ['/funders/:funderId'],
  });
const link = (code: string) => `http://localhost:3000/join/${code}`;
/** The "Seats used" card's text. */
const seatsCard = () =>
  within(screen.getByRole('list', { name: 'The cohort at a glance' })).getAllByRole('listitem')[0].textContent;
const codes = [
  { code: '7KQM-4TXR-P9WD', link: link('7KQM-4TXR-P9WD'), state: 'active', for_email: null, used: false },
  { code: 'H3LX-9QWE-2MZA', link: link('H3LX-9QWE-2MZA'), state: 'paused', for_email: 'director@riverside.org', used: true },
];

describe('CohortPage (issue 18 §2)', () => {
  it('an admin sees the cohort’s facts and its codes, each link ready to copy', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/cohorts/c1': () => [200, { cohort: cohort(), codes }],
      'GET /funders/f1/cohorts/c1/organizations': () => [200, dashboard()],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2027 cohort' })).toBeInTheDocument();
    expect(screen.getByText('Group coaching')).toBeInTheDocument();
    expect(seatsCard()).toBe('Seats used12 of 4028 seats left');
    expect(screen.getByText('December 1, 2026 – November 30, 2027')).toBeInTheDocument();

    expect(tableRows(await screen.findByRole('region', { name: 'Codes' }))).toEqual([
      ['', 'Code', 'For', 'State', 'Link'],
      ['', '7KQM-4TXR-P9WD', 'Any organization of the cohort', 'Active', 'Copy link'],
      ['', 'H3LX-9QWE-2MZA', 'director@riverside.org', 'Paused · used', 'Copy link'],
    ]);
    expect(screen.getByRole('link', { name: 'Cohort log' })).toHaveAttribute('href', '/funders/f1/cohorts/c1/log');
    await user.click(screen.getByRole('button', { name: 'Copy link of H3LX-9QWE-2MZA' }));
    expect(await navigator.clipboard.readText()).toBe(link('H3LX-9QWE-2MZA'));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
  });

  it('a programme officer sees the facts and the dashboard, with none of the admin’s controls', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('programme_officer')],
      'GET /funders/f1/cohorts/c1': () => [200, { cohort: cohort({ kickoff_at: null }), codes: [] }],
      'GET /funders/f1/cohorts/c1/organizations': () => [200, dashboard()],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2027 cohort' })).toBeInTheDocument();
    expect(seatsCard()).toBe('Seats used12 of 4028 seats left');
    expect(screen.getByText('None set')).toBeInTheDocument();
    // The dashboard, its threshold and the organizations' downloads.
    expect(await screen.findByRole('table', { name: 'Organizations' })).toBeInTheDocument();
    expect(screen.getByText('Stalled: no activity for 14 days or more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
    // None of the admin's controls; the log is open to the officer.
    expect(screen.queryByRole('heading', { name: 'Codes' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByLabelText('Days without activity')).toBeNull();
    for (const name of [
      'Pause',
      'Resume',
      'Revoke',
      'Add seats',
      'Extend',
      'Send codes',
      'Upload a CSV file',
      'Save',
      'Remind stalled organizations',
      'Download codes (CSV)',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Upload a CSV file')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cohort log' })).toHaveAttribute('href', '/funders/f1/cohorts/c1/log');
  });

  it('says so when the cohort is not there for this person', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('programme_officer')],
      'GET /funders/f1/cohorts/c1': () => [404, { error: 'There is no such cohort.' }],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cohort not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such cohort.');
    expect(screen.getByRole('link', { name: 'Back to cohorts' })).toHaveAttribute('href', '/funders/f1');
  });
});

/** An admin's cohort page over a server whose codes change as asked, and whose cohort is the last one answered. */
function adminServer(handlers: Parameters<typeof mockApi>[0] = {}) {
  let now = codes.map((c) => ({ ...c }));
  let facts = cohort();
  const keep =
    (handler: Parameters<typeof mockApi>[0][string]) =>
    async (body: unknown, init: RequestInit): Promise<[number, unknown]> => {
      const [status, answer] = await handler(body, init);
      if (status === 200) facts = answer as typeof facts;
      return [status, answer];
    };
  for (const path of ['POST /funders/f1/cohorts/c1/seats', 'POST /funders/f1/cohorts/c1/end']) {
    if (handlers[path]) handlers[path] = keep(handlers[path]);
  }
  const api = mockApi({
    'GET /funders/f1': () => [200, funderHome('admin', [facts])],
    'GET /funders/f1/cohorts/c1': () => [200, { cohort: facts, codes: now }],
    'GET /funders/f1/cohorts/c1/organizations': () => [200, dashboard({ cohort: facts })],
    'POST /funders/f1/cohorts/c1/codes/state': (body) => {
      const { state, codes: asked } = body as { state: string; codes: string[] };
      now = now.map((c) => (asked.includes(c.code) ? { ...c, state } : c));
      return [200, { changed: asked }];
    },
    ...handlers,
  });
  open();
  return api;
}
const posts = (calls: ReturnType<typeof mockApi>['calls'], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
const codesRegion = async () => within(await screen.findByRole('region', { name: 'Codes' }));
const stateOf = (code: string) => within(screen.getByRole('row', { name: new RegExp(code) })).getAllByRole('cell')[2];

describe('CohortPage: running the codes (issue 18 §2)', { timeout: 20_000 }, () => {
  it('pauses one code, then resumes it: the selected code sent with the state, what changed said', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer();
    const region = await codesRegion();
    expect(region.getByText('Select codes to pause, resume or revoke them.')).toBeInTheDocument();
    // Nothing selected: the actions say they are unavailable and do nothing.
    expect(region.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(region.getByRole('button', { name: 'Pause' }));
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')).toEqual([]);

    await user.click(region.getByRole('checkbox', { name: 'Select 7KQM-4TXR-P9WD' }));
    expect(region.getByText('1 code selected')).toBeInTheDocument();
    // The active code cannot be resumed.
    expect(region.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(region.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(region.getAllByRole('status')[0]).toHaveTextContent('1 code paused.'));
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')).toEqual([{ state: 'paused', codes: ['7KQM-4TXR-P9WD'] }]);
    expect(stateOf('7KQM-4TXR-P9WD')).toHaveTextContent('Paused');
    // The selection is done with.
    expect(region.getByRole('checkbox', { name: 'Select 7KQM-4TXR-P9WD' })).not.toBeChecked();
    expect(region.getByRole('button', { name: 'Pause' })).toHaveFocus();

    await user.click(region.getByRole('checkbox', { name: 'Select 7KQM-4TXR-P9WD' }));
    await user.click(region.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(region.getAllByRole('status')[0]).toHaveTextContent('1 code resumed.'));
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')[1]).toEqual({ state: 'active', codes: ['7KQM-4TXR-P9WD'] });
    expect(stateOf('7KQM-4TXR-P9WD')).toHaveTextContent('Active');
  });

  it('select all, then resume: only the paused codes are sent', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer();
    const region = await codesRegion();
    await user.click(region.getByRole('checkbox', { name: 'Select all codes' }));
    expect(region.getByText('2 codes selected')).toBeInTheDocument();
    expect(region.getByRole('checkbox', { name: 'Select H3LX-9QWE-2MZA' })).toBeChecked();
    await user.click(region.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(region.getAllByRole('status')[0]).toHaveTextContent('1 code resumed.'));
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')).toEqual([{ state: 'active', codes: ['H3LX-9QWE-2MZA'] }]);
    // One of two ticked leaves the box for all half set; it then selects all, or none.
    await user.click(region.getByRole('checkbox', { name: 'Select H3LX-9QWE-2MZA' }));
    expect(region.getByRole('checkbox', { name: 'Select all codes' })).toHaveProperty('indeterminate', true);
    await user.click(region.getByRole('checkbox', { name: 'Select all codes' }));
    expect(region.getByText('2 codes selected')).toBeInTheDocument();
    await user.click(region.getByRole('checkbox', { name: 'Select all codes' }));
    expect(region.getByText('Select codes to pause, resume or revoke them.')).toBeInTheDocument();
  });

  it('revokes only after a confirmation in plain words; Cancel sends nothing', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer();
    const region = await codesRegion();
    await user.click(region.getByRole('checkbox', { name: 'Select all codes' }));
    const revoke = region.getByRole('button', { name: 'Revoke' });
    await user.click(revoke);

    let dialog = screen.getByRole('alertdialog', { name: 'Revoke 2 codes?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nobody can join with them again. Organizations that already joined keep their seats.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(revoke).toHaveFocus();
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')).toEqual([]);

    await user.click(revoke);
    dialog = screen.getByRole('alertdialog', { name: 'Revoke 2 codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke 2 codes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(region.getAllByRole('status')[0]).toHaveTextContent('2 codes revoked.');
    expect(posts(calls, '/funders/f1/cohorts/c1/codes/state')).toEqual([
      { state: 'revoked', codes: ['7KQM-4TXR-P9WD', 'H3LX-9QWE-2MZA'] },
    ]);
    // Revoked for good: no box to select them, no link to copy.
    expect(stateOf('7KQM-4TXR-P9WD')).toHaveTextContent('Revoked');
    expect(region.queryByRole('checkbox')).toBeNull();
    expect(region.getAllByText('No longer works')).toHaveLength(2);
    expect(revoke).toHaveFocus();
  });

  it('a refused change: the server’s words in the dialog (revoke) or under the actions (pause)', async () => {
    signIn();
    const user = userEvent.setup();
    adminServer({
      'POST /funders/f1/cohorts/c1/codes/state': () => [403, { error: 'Only an admin of this funder can do this.' }],
    });
    const region = await codesRegion();
    await user.click(region.getByRole('checkbox', { name: 'Select 7KQM-4TXR-P9WD' }));
    await user.click(region.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke 1 code?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nobody can join with it again. Organizations that already joined keep their seats.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke 1 code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an admin of this funder can do this.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(region.getByRole('button', { name: 'Pause' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Only an admin of this funder can do this.');
    expect(stateOf('7KQM-4TXR-P9WD')).toHaveTextContent('Active');
  });

  it('says when someone else changed some of the codes meanwhile', async () => {
    signIn();
    const user = userEvent.setup();
    adminServer({ 'POST /funders/f1/cohorts/c1/codes/state': () => [200, { changed: [] }] });
    const region = await codesRegion();
    await user.click(region.getByRole('checkbox', { name: 'Select 7KQM-4TXR-P9WD' }));
    await user.click(region.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(region.getAllByRole('status')[0]).toHaveTextContent('No code paused: someone else had changed it meanwhile.'),
    );
  });
});

describe('CohortPage: seats and last day (issue 18 §2)', { timeout: 20_000 }, () => {
  it('adds seats: the number sent, the new total said and shown', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer({ 'POST /funders/f1/cohorts/c1/seats': () => [200, cohort({ seats: 45 })] });
    const form = within(await screen.findByRole('region', { name: 'Add seats' }));
    expect(form.getByText('The cohort has 40 seats, 12 taken. A cohort has at most 5,000.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add seats' }));
    expect(form.getByRole('alert')).toHaveTextContent('Enter how many seats to add, as a whole number.');
    expect(form.getByLabelText('Seats to add')).toHaveFocus();

    await user.type(form.getByLabelText('Seats to add'), '5');
    await user.click(form.getByRole('button', { name: 'Add seats' }));
    expect(await form.findByText('5 seats added: the cohort now has 45 seats.')).toBeInTheDocument();
    expect(posts(calls, '/funders/f1/cohorts/c1/seats')).toEqual([{ add: 5 }]);
    expect(seatsCard()).toBe('Seats used12 of 4533 seats left');
    expect(form.getByLabelText('Seats to add')).toHaveValue(null);
  });

  it('shows the server’s refusal of the seats under the field', async () => {
    signIn();
    const user = userEvent.setup();
    adminServer({
      'POST /funders/f1/cohorts/c1/seats': () => [
        422,
        { error: 'Please correct the errors below.', errors: { add: ['A cohort has between 1 and 5,000 seats.'] } },
      ],
    });
    const form = within(await screen.findByRole('region', { name: 'Add seats' }));
    await user.type(form.getByLabelText('Seats to add'), '4990');
    await user.click(form.getByRole('button', { name: 'Add seats' }));
    expect(await form.findByRole('alert')).toHaveTextContent('A cohort has between 1 and 5,000 seats.');
    expect(form.getByLabelText('Seats to add')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Seats to add')).toHaveFocus();
  });

  it('extends the cohort: the day sent, the new last day said and shown', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer({ 'POST /funders/f1/cohorts/c1/end': () => [200, cohort({ ends_on: '2028-06-30' })] });
    const form = within(await screen.findByRole('region', { name: 'Extend the cohort' }));
    expect(form.getByLabelText('New last day')).toHaveAttribute('min', '2027-12-01');
    await user.click(form.getByRole('button', { name: 'Extend' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose the new last day.');
    await user.type(form.getByLabelText('New last day'), '2028-06-30');
    await user.click(form.getByRole('button', { name: 'Extend' }));
    expect(await form.findByText('The cohort now ends on June 30, 2028.')).toBeInTheDocument();
    expect(posts(calls, '/funders/f1/cohorts/c1/end')).toEqual([{ ends_on: '2028-06-30' }]);
    expect(screen.getByText('December 1, 2026 – June 30, 2028')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the day under the field; another failure as the form’s', async () => {
    signIn();
    const user = userEvent.setup();
    let answer: [number, unknown] = [
      422,
      { error: 'Please correct the errors below.', errors: { ends_on: ["Choose a last day after the cohort's current one."] } },
    ];
    adminServer({ 'POST /funders/f1/cohorts/c1/end': () => answer });
    const form = within(await screen.findByRole('region', { name: 'Extend the cohort' }));
    await user.type(form.getByLabelText('New last day'), '2027-01-31');
    await user.click(form.getByRole('button', { name: 'Extend' }));
    expect(await form.findByRole('alert')).toHaveTextContent("Choose a last day after the cohort's current one.");

    answer = [404, { error: 'There is no such cohort.' }];
    await user.clear(form.getByLabelText('New last day'));
    await user.type(form.getByLabelText('New last day'), '2028-01-31');
    await user.click(form.getByRole('button', { name: 'Extend' }));
    expect(await form.findByRole('alert')).toHaveTextContent('There is no such cohort.');
    expect(form.getByLabelText('New last day')).not.toHaveAttribute('aria-invalid');
  });
});

describe('CohortPage: single-use codes (issue 18 §2)', { timeout: 20_000 }, () => {
  const sentAnswer = {
    codes: [
      { email: 'ed@riverside.org', code: 'K7PQ-2MXR-9TWD', link: link('K7PQ-2MXR-9TWD') },
      { email: 'ops@harborarts.org', code: 'M4ZN-8QLC-3HVA', link: link('M4ZN-8QLC-3HVA') },
    ],
  };

  it('reads a CSV file into the list, sends its text, and lists the codes sent', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer({ 'POST /funders/f1/cohorts/c1/codes': () => [200, sentAnswer] });
    const form = within(await screen.findByRole('region', { name: 'Send single-use codes' }));
    const csv = 'email,name\ned@riverside.org,Riverside Arts\nops@harborarts.org,Harbor Arts\n';
    await user.upload(form.getByLabelText('Upload a CSV file'), new File([csv], 'grantees.csv', { type: 'text/csv' }));
    expect(form.getByLabelText('Email addresses')).toHaveValue(csv);
    expect(form.getByText('Read from grantees.csv: check the list above, then send it.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send codes' }));

    expect(await form.findByText('Codes sent to 2 addresses.')).toBeInTheDocument();
    expect(posts(calls, '/funders/f1/cohorts/c1/codes')).toEqual([{ csv }]);
    expect(tableRows(form.getByRole('table', { name: 'Codes just sent' }))).toEqual([
      ['Sent to', 'Code', 'Link'],
      ['ed@riverside.org', 'K7PQ-2MXR-9TWD', 'Copy link'],
      ['ops@harborarts.org', 'M4ZN-8QLC-3HVA', 'Copy link'],
    ]);
    expect(form.getByLabelText('Email addresses')).toHaveValue('');
    // The cohort's codes are read again.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/funders/f1/cohorts/c1')).toHaveLength(2));
  });

  it('sends pasted addresses; an empty list is not sent', async () => {
    signIn();
    const user = userEvent.setup();
    const { calls } = adminServer({
      'POST /funders/f1/cohorts/c1/codes': () => [200, { codes: sentAnswer.codes.slice(0, 1) }],
    });
    const form = within(await screen.findByRole('region', { name: 'Send single-use codes' }));
    await user.click(form.getByRole('button', { name: 'Send codes' }));
    expect(form.getByRole('alert')).toHaveTextContent('Enter at least one email address, or upload a CSV file.');
    expect(form.getByLabelText('Email addresses')).toHaveFocus();
    await user.type(form.getByLabelText('Email addresses'), 'ed@riverside.org');
    await user.click(form.getByRole('button', { name: 'Send codes' }));
    expect(await form.findByText('A code was sent to 1 address.')).toBeInTheDocument();
    expect(posts(calls, '/funders/f1/cohorts/c1/codes')).toEqual([{ csv: 'ed@riverside.org' }]);
  });

  it('names the rows refused, and says that nothing was sent', async () => {
    signIn();
    const user = userEvent.setup();
    adminServer({
      'POST /funders/f1/cohorts/c1/codes': () => [
        422,
        { error: 'Please correct the errors below.', errors: { csv: ['These rows hold no email address: row 3 (Riverside Arts).'] } },
      ],
    });
    const form = within(await screen.findByRole('region', { name: 'Send single-use codes' }));
    await user.type(form.getByLabelText('Email addresses'), 'email{Enter}ed@riverside.org{Enter}Riverside Arts');
    await user.click(form.getByRole('button', { name: 'Send codes' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'These rows hold no email address: row 3 (Riverside Arts). No code was sent.',
    );
    expect(form.getByLabelText('Email addresses')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Email addresses')).toHaveFocus();
  });

  it('when the e-mails fail, says to send the same list again', async () => {
    signIn();
    const user = userEvent.setup();
    adminServer({ 'POST /funders/f1/cohorts/c1/codes': () => [503, { error: 'The mailer is unavailable.' }] });
    const form = within(await screen.findByRole('region', { name: 'Send single-use codes' }));
    await user.type(form.getByLabelText('Email addresses'), 'ed@riverside.org');
    await user.click(form.getByRole('button', { name: 'Send codes' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The e-mails could not all be sent. Send the same list again: an address that already has a code gets the same one, not a second.',
    );
    // The list stays, ready to send again.
    expect(form.getByLabelText('Email addresses')).toHaveValue('ed@riverside.org');
  });
});
