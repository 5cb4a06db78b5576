import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn, tableRows } from '../../test/utils';
import type { Comparison, Version } from './api';
import { VersionBanner } from './VersionBanner';
import { VersionsPage } from './VersionsPage';
import { VERSION_TOKEN_KEY } from '../../lib/session';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const version = (overrides: Partial<Version> = {}): Version => ({
  id: 'v1',
  name: 'Approved by the board',
  note: 'Approved at the board meeting of March 12, 2027.',
  kind: 'manual',
  taken_at: '2027-03-12T18:00:00Z',
  by_name: 'Dana Whitfield',
  bytes: 5120,
  ...overrides,
});

const comparison: Comparison = {
  from: version(),
  to: null,
  summary: ['The three-year goal went from $3,500,000 to $4,000,000.', '1 program added: Family Literacy Nights.'],
  goals: [{ label: 'Three-year fundraising goal', before_cents: 350_000_000, after_cents: 400_000_000 }],
  answers: [
    {
      question_id: 7,
      module: 3,
      title: 'Mission Statement',
      words: [
        { op: 'same', text: 'We teach adults' },
        { op: 'added', text: 'and families' },
        { op: 'same', text: 'to read.' },
      ],
    },
  ],
  entries: [{ kind: 'program', id: 'p3', before: null, after: 'Family Literacy Nights' }],
  lines: [
    { table: 'Overhead', category: 'Personnel and Benefits', description: 'Development associate', before: null, after: [30_000_000, 30_000_000, 30_000_000] },
  ],
  chart: {
    before: [
      { amount_cents: 70_000_000, gifts: 1 },
      { amount_cents: 17_500_000, gifts: null },
    ],
    after: [
      { amount_cents: 80_000_000, gifts: 1 },
      { amount_cents: 20_000_000, gifts: null },
    ],
  },
  parts: ['the success stories'],
};

describe('VersionsPage (issue 19 §1)', { timeout: 20_000 }, () => {
  it('saves a version with a name and a note, and lists it', async () => {
    signIn();
    const saved: Version[] = [];
    const { calls } = mockApi({
      'GET /versions': () => [200, { versions: saved, restorable: [] }],
      'POST /versions': () => {
        saved.unshift(version());
        return [201, version()];
      },
    });
    renderRoute(<VersionsPage />, { path: '/versions' });
    expect(await screen.findByText('No version yet. Save one when the plan reaches a milestone.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save a version' }));
    expect(await screen.findByText('Name the version, for example "Approved by the board".')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/^Name/), 'Approved by the board');
    await user.type(screen.getByLabelText(/^Note/), 'Approved at the board meeting of March 12, 2027.');
    await user.click(screen.getByRole('button', { name: 'Save a version' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Version saved: Approved by the board.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Approved by the board',
      note: 'Approved at the board meeting of March 12, 2027.',
    });
    const table = await screen.findByRole('table', { name: 'Saved versions' });
    expect(tableRows(table)[1]).toEqual([
      'Approved by the board',
      'March 12, 2027by Dana Whitfield',
      'Approved at the board meeting of March 12, 2027.',
      'ReadWhat changed since',
    ]);
  });

  it('says what changed since a version: the summary first, then the goals, the words and the lines', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /versions': () => [
        200,
        { versions: [version(), version({ id: 'v0', name: 'First draft', taken_at: '2027-01-10T18:00:00Z' })], restorable: [] },
      ],
      'GET /versions/v1/compare': () => [200, comparison],
    });
    renderRoute(<VersionsPage />, { path: '/versions' });
    await userEvent.click(await screen.findByRole('button', { name: 'What changed since Approved by the board' }));
    const summary = await screen.findByRole('list', { name: 'In short' });
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual(comparison.summary);
    expect(calls.filter((c) => c.path === '/versions/v1/compare')).toHaveLength(1);
    const mission = screen.getByRole('article', { name: 'Mission Statement' });
    expect(within(mission).getByText('and families').tagName).toBe('INS');
    expect(tableRows(screen.getByRole('table', { name: 'Goals before and after' }))[1]).toEqual([
      'Three-year fundraising goal',
      '$3,500,000',
      '$4,000,000',
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Budget lines changed' }))[1]).toEqual([
      'Development associatePersonnel and Benefits',
      'Overhead',
      '—',
      '$300,000 · $300,000 · $300,000',
    ]);
    expect(screen.getByText('Program added: Family Literacy Nights')).toBeInTheDocument();
    expect(tableRows(screen.getByRole('table', { name: 'Gift chart after' })).slice(1)).toEqual([
      ['1', '$800,000'],
      ['Many', '$200,000 in gifts below the levels above'],
    ]);
    expect(screen.getByRole('table', { name: 'Gift chart before' })).toHaveTextContent('$700,000');
    expect(screen.getByText('The success stories')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Compared with' })).toHaveValue('now');
    expect(within(screen.getByRole('combobox', { name: 'Compared with' })).getByRole('option', { name: /^First draft/ })).toBeInTheDocument();
  });

  it('restores a module after saying what will happen, then reads the plan again', async () => {
    signIn();
    const restorable = [
      { id: 'vision', number: 3, name: 'Aspirational Vision' },
      { id: 'programs', number: 4, name: 'Core Annual Programs and Budgets' },
    ];
    const before = version({ id: 'v2', name: 'Before restoring ‘Approved by the board’', kind: 'before_restore' });
    let listed = 0;
    const { calls } = mockApi({
      'GET /versions': () => {
        listed += 1;
        return [200, { versions: [version()], restorable }];
      },
      'GET /versions/v1/compare': () => [200, comparison],
      'POST /versions/v1/restore': () => [
        200,
        { restored: 'module 4, Core Annual Programs and Budgets', before, written: 3, deleted: 1 },
      ],
    });
    renderRoute(<VersionsPage />, { path: '/versions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What changed since Approved by the board' }));
    const what = await screen.findByRole('combobox', { name: 'What to restore' });
    expect(within(what).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'The whole plan',
      'Module 3: Aspirational Vision',
      'Module 4: Core Annual Programs and Budgets',
    ]);
    await user.selectOptions(what, 'programs');
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore module 4?' });
    expect(dialog).toHaveTextContent(
      'Module 4, Core Annual Programs and Budgets, will be as it was in “Approved by the board” (March 12, 2027). What you changed since is saved first as a version, so nothing is lost.',
    );
    // Keeping the plan sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the plan as it is' }));
    expect(calls.some((c) => c.path.endsWith('/restore'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const listedBefore = listed;
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(
        'Restored from “Approved by the board”: module 4, Core Annual Programs and Budgets. The plan as it was before is saved as the version “Before restoring ‘Approved by the board’”.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/versions/v1/restore')?.body).toEqual({ section: 'programs' });
    // Every query is read again: the list shows the version saved before.
    await vi.waitFor(() => expect(listed).toBeGreaterThan(listedBefore));
  });

  it('restores the whole plan with an empty body, and says why when the server refuses', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /versions': () => [200, { versions: [version()], restorable: [] }],
      'GET /versions/v1/compare': () => [200, comparison],
      'POST /versions/v1/restore': () => [503, { message: 'The version could not be read. Try again in a moment.' }],
    });
    renderRoute(<VersionsPage />, { path: '/versions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What changed since Approved by the board' }));
    await user.click(await screen.findByRole('button', { name: 'Restore…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore the whole plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The version could not be read. Try again in a moment.');
    expect(calls.find((c) => c.path === '/versions/v1/restore')?.body).toEqual({});
  });

  it('offers no restore when two versions are compared', async () => {
    signIn();
    mockApi({
      'GET /versions': () => [
        200,
        { versions: [version(), version({ id: 'v0', name: 'First draft' })], restorable: [{ id: 'vision', number: 3, name: 'Aspirational Vision' }] },
      ],
      'GET /versions/v1/compare': () => [200, comparison],
    });
    renderRoute(<VersionsPage />, { path: '/versions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What changed since Approved by the board' }));
    expect(await screen.findByRole('button', { name: 'Restore…' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compared with' }), 'v0');
    await screen.findByRole('list', { name: 'In short' });
    expect(screen.queryByRole('button', { name: 'Restore…' })).toBeNull();
  });

  it('opens a version to read it: every call then carries its token, the banner names it, and nothing is sent to change it', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /versions': () => [200, { versions: [version()], restorable: [] }],
      'POST /versions/v1/open': () => [200, { token: 'version-token', expires_at: '2027-03-12T20:00:00Z', version: version() }],
    });
    const { router } = renderRoute(
      <>
        <VersionBanner />
        <VersionsPage />
      </>,
      { path: '/versions', extra: ['/steps/getting-started/welcome'] },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read Approved by the board' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/steps/getting-started/welcome'));
    expect(sessionStorage.getItem(VERSION_TOKEN_KEY)).toBe('version-token');
    expect(calls.find((c) => c.path === '/versions/v1/open')?.method).toBe('POST');
    // Every call now reads the version; a change is refused here, with nothing sent.
    const { api } = await import('../../lib/api/client');
    await api.get('/versions');
    const last = calls[calls.length - 1];
    expect(last.headers.Authorization).toBe('Bearer version-token');
    const sent = calls.length;
    await expect(api.post('/versions', { name: 'x' })).rejects.toMatchObject({
      status: 409,
      message: 'You are reading a version of the plan, which cannot be changed. Go back to the plan now to make changes.',
    });
    expect(calls).toHaveLength(sent);
  });

  it('names the version read above every screen and goes back to the plan now', async () => {
    signIn();
    sessionStorage.setItem(VERSION_TOKEN_KEY, 'version-token');
    sessionStorage.setItem('fundplan.version.about', JSON.stringify({ id: 'v1', name: 'Approved by the board', taken_at: '2027-03-12T18:00:00Z' }));
    mockApi({ 'GET /versions': () => [200, { versions: [version()], restorable: [] }] });
    const { router } = renderRoute(<VersionBanner />, { path: '/steps/getting-started/welcome', extra: ['/versions'] });
    const banner = await screen.findByRole('region', { name: 'Version of the plan' });
    expect(banner).toHaveTextContent(
      'You are reading “Approved by the board”, the plan as it was on March 12, 2027. Nothing can be changed here: move through the plan with the sidebar.',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Back to the plan now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/versions'));
    expect(sessionStorage.getItem(VERSION_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Version of the plan' })).toBeNull();
  });

  it('makes a document of the version read, with the session’s own token', async () => {
    signIn();
    sessionStorage.setItem(VERSION_TOKEN_KEY, 'version-token');
    sessionStorage.setItem('fundplan.version.about', JSON.stringify({ id: 'v1', name: 'Approved by the board', taken_at: '2027-03-12T18:00:00Z' }));
    const { calls } = mockApi({ 'POST /documents': () => [202, { id: 'j1', state: 'queued' }] });
    const { createDocument } = await import('../../lib/resources/documents');
    await createDocument({ kind: 'case_statement' });
    expect(calls[0].body).toEqual({ kind: 'case_statement', version_id: 'v1' });
    expect(calls[0].headers.Authorization).toBe('Bearer test-token');
  });
});
