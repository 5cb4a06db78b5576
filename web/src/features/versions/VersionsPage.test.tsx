import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn, tableRows } from '../../test/utils';
import type { Comparison, Version } from './api';
import { VersionsPage } from './VersionsPage';

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
};

describe('VersionsPage (issue 19 §1)', { timeout: 20_000 }, () => {
  it('saves a version with a name and a note, and lists it', async () => {
    signIn();
    const saved: Version[] = [];
    const { calls } = mockApi({
      'GET /versions': () => [200, { versions: saved }],
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
      'What changed since',
    ]);
  });

  it('says what changed since a version: the summary first, then the goals, the words and the lines', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /versions': () => [200, { versions: [version(), version({ id: 'v0', name: 'First draft', taken_at: '2027-01-10T18:00:00Z' })] }],
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
    expect(screen.getByRole('combobox', { name: 'Compared with' })).toHaveValue('now');
    expect(within(screen.getByRole('combobox', { name: 'Compared with' })).getByRole('option', { name: /^First draft/ })).toBeInTheDocument();
  });
});
